/* all.h: the one internal header of libcombc.  Sections are titled by the
 * file that implements them.  Public API: include/combc/combc.h.
 *
 * Conventions (see STYLE.md): objects live in arrays owned by their
 * container and are referred to by 32-bit index; NONE marks "no index".
 * Arrays grow through grow(), which dies with "too many X (limit is N)".
 */
#ifndef COMBC_ALL_H
#define COMBC_ALL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdnoreturn.h>

#include "ops.h"

#define NONE UINT32_MAX
#define countof(a) (sizeof(a) / sizeof((a)[0]))

/* ---------------------------------------------------------------- util.c */

/* Internal bug: print __FILE__:__LINE__ and abort.  Never for user errors. */
noreturn void die_at(const char *file, int line, const char *fmt, ...);
#define die(...) die_at(__FILE__, __LINE__, __VA_ARGS__)

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t sz);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* Ensure room for `need` elements of `elem` bytes in *p of capacity *cap;
 * doubles.  Past `limit` elements it reports "too many WHAT (limit is N)"
 * as a fatal error.  Usage: grow((void **)&v, &cap, n + 1, sizeof *v, ..). */
void grow(void **p, uint32_t *cap, uint64_t need, size_t elem, uint32_t limit,
	const char *what);

/* Bump allocator; everything is freed at once by arena_free. */
typedef struct ArenaBlock ArenaBlock;
typedef struct {
	ArenaBlock *head; /* newest block */
} Arena;
void *arena_alloc(Arena *a, size_t n);  /* zeroed, 16-byte aligned */
char *arena_strndup(Arena *a, const char *s, size_t n);
void arena_free(Arena *a);

/* String builder. */
typedef struct {
	char *s;      /* NUL-terminated contents */
	size_t len;   /* length without the NUL */
	size_t cap;   /* allocated bytes */
} Buf;
void buf_putc(Buf *b, char c);
void buf_puts(Buf *b, const char *s);
void buf_putn(Buf *b, const char *s, size_t n);
void buf_printf(Buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void buf_free(Buf *b);

/* Whole file into memory (NUL-terminated); "-" is stdin.  NULL on error. */
char *read_file(const char *path, size_t *len);
/* Atomic write: temp file in the same directory, then rename. -1 on error. */
int write_file_atomic(const char *path, const char *data, size_t len);

uint32_t hash_bytes(const void *p, size_t n, uint32_t seed);
double now_seconds(void);

/* --------------------------------------------------------------- stats.c */

/* Record what a pass did: `fmt` gives space-separated key=value counts
 * (numbers), e.g. "ops=12 luts=4".  Printed by --stats / --stats=json. */
void stats_add(const char *pass, double seconds, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void stats_print(FILE *out, int json);
void stats_reset(void);

/* ---------------------------------------------------------------- diag.c */

typedef struct {
	uint32_t file;  /* index into the source table (diag_add_file) */
	uint32_t line;  /* 1-based; 0 = unknown */
	uint32_t col;   /* 1-based, in bytes */
} Loc;

/* Register a source buffer for caret diagnostics; returns its file index. */
uint32_t diag_add_file(const char *name, const char *text, size_t len);
/* "file:line:col: error: msg", the source line and a caret, to stderr.
 * Counts errors; callers stop at a phase boundary if diag_errors() > 0. */
void diag_error(Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_note(Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_verror(Loc loc, const char *kind, const char *fmt, va_list ap);
int diag_errors(void);
void diag_reset(void);
/* Where to write diagnostics (default stderr). */
void diag_set_stream(FILE *f);

/* ------------------------------------------------------------------ bv.c */

/* Fixed-width two's-complement bit vectors: little-endian arrays of 64-bit
 * words, BV_WORDS(w) of them, bits at and above w always zero (every
 * function takes normalized inputs and leaves its result normalized).
 * Widths are 1..BV_MAXW.  Results may alias inputs unless noted.
 * Semantics are spec.md section 2 exactly (division by zero, MIN/-1,
 * over-wide shifts).  Words at or below 64 bits take a fast path. */
typedef uint64_t Word;
#define BV_MAXW 65536u
#define BV_WORDS(w) (((uint32_t)(w) + 63u) / 64u)

void bv_zero(Word *r, unsigned w);
void bv_ones(Word *r, unsigned w);
void bv_copy(Word *r, const Word *a, unsigned w);
void bv_from_u64(Word *r, unsigned w, uint64_t v);  /* truncates */
void bv_from_i64(Word *r, unsigned w, int64_t v);   /* sign-extends, truncates */
void bv_normalize(Word *r, unsigned w);             /* clear bits >= w */
int bv_bit(const Word *a, unsigned i);
void bv_setbit(Word *r, unsigned i, int v);
int bv_is_zero(const Word *a, unsigned w);
int bv_is_ones(const Word *a, unsigned w);
int bv_eq(const Word *a, const Word *b, unsigned w);
int bv_sign(const Word *a, unsigned w);             /* bit w-1 */
unsigned bv_popcount(const Word *a, unsigned w);
/* a as an unsigned amount, saturated to UINT32_MAX when it does not fit */
uint32_t bv_to_u32sat(const Word *a, unsigned w);
int64_t bv_to_i64(const Word *a, unsigned w);       /* low 64 bits, sign-extended */

void bv_not(Word *r, const Word *a, unsigned w);
void bv_and(Word *r, const Word *a, const Word *b, unsigned w);
void bv_or(Word *r, const Word *a, const Word *b, unsigned w);
void bv_xor(Word *r, const Word *a, const Word *b, unsigned w);
void bv_neg(Word *r, const Word *a, unsigned w);
void bv_add(Word *r, const Word *a, const Word *b, unsigned w);
void bv_sub(Word *r, const Word *a, const Word *b, unsigned w);
void bv_mul(Word *r, const Word *a, const Word *b, unsigned w);
void bv_udiv(Word *r, const Word *a, const Word *b, unsigned w);   /* /0: ones */
void bv_sdiv(Word *r, const Word *a, const Word *b, unsigned w);   /* /0: -1; MIN/-1: MIN */
void bv_urem(Word *r, const Word *a, const Word *b, unsigned w);   /* %0: a */
void bv_srem(Word *r, const Word *a, const Word *b, unsigned w);   /* %0: a; sign of a */
void bv_ceildivu(Word *r, const Word *a, const Word *b, unsigned w);
void bv_ceildivs(Word *r, const Word *a, const Word *b, unsigned w);
void bv_floordivs(Word *r, const Word *a, const Word *b, unsigned w);
void bv_shl(Word *r, const Word *a, const Word *b, unsigned w);    /* b >= w: 0 */
void bv_shru(Word *r, const Word *a, const Word *b, unsigned w);   /* b >= w: 0 */
void bv_shrs(Word *r, const Word *a, const Word *b, unsigned w);   /* b >= w: sign */
int bv_ucmp(const Word *a, const Word *b, unsigned w);             /* -1, 0, 1 */
int bv_scmp(const Word *a, const Word *b, unsigned w);
int bv_icmp(int pred, const Word *a, const Word *b, unsigned w);   /* PRED_* */

/* r (rw bits) = a (aw bits) extended or truncated; r must not alias a
 * unless rw == aw. */
void bv_sext(Word *r, unsigned rw, const Word *a, unsigned aw);
void bv_zext(Word *r, unsigned rw, const Word *a, unsigned aw);
/* r (rw bits) = a[lo + rw - 1 : lo]; bits past aw read as zero. */
void bv_extract(Word *r, unsigned rw, const Word *a, unsigned aw, unsigned lo);
/* r[lo + aw - 1 : lo] = a (r is rw bits wide; other bits unchanged). */
void bv_insert(Word *r, unsigned rw, unsigned lo, const Word *a, unsigned aw);
void bv_reverse(Word *r, const Word *a, unsigned w);

/* Parse decimal ("-12", "42"), hex ("0x2A", "-0x2a") or binary ("0b101")
 * text of length n into w bits, truncating (negative numbers are two's
 * complement).  Returns 0, or -1 on bad syntax.  *overflow (if not NULL)
 * is set when the value did not fit in w bits as signed or unsigned. */
int bv_parse(Word *r, unsigned w, const char *s, size_t n, int *overflow);
/* Print into b: unsigned decimal, signed decimal, or "0x" + lowercase hex. */
void bv_print_udec(Buf *b, const Word *a, unsigned w);
void bv_print_sdec(Buf *b, const Word *a, unsigned w);
void bv_print_hex(Buf *b, const Word *a, unsigned w);

/* ------------------------------------------------------------------ ir.c */

/* Types: > 0 is iN of that width; TY_INDEX is `index`. */
typedef int32_t Type;
#define TY_NONE 0
#define TY_INDEX (-1)
#define TY_I1 1
static inline unsigned type_width(Type t, unsigned index_width)
{
	return t == TY_INDEX ? index_width : (unsigned)t;
}
const char *type_str(Type t, char buf[16]);

/* An SSA value: an op result or a block argument. */
typedef struct {
	Type ty;           /* its type */
	uint32_t def;      /* defining op, or NONE for a block argument */
	uint32_t block;    /* block of the def or of the argument */
	uint32_t idx;      /* result number / argument number */
	const char *name;  /* SSA name without '%' (e.g. "sum", "0"), or NULL */
	Loc loc;           /* where it is defined */
} Value;

/* An op.  Operands are value ids in Func.uses[opnd .. opnd+nopnd).
 * Branches: uses = [cond?] ++ args of succ[0] ++ args of succ[1];
 * nsucc_args[i] says how many belong to each successor.
 * Pool data (constants, tables) is in Func.pool. */
typedef struct {
	uint16_t op;          /* OP_* */
	uint16_t spell;       /* spelling index (spell_name()), for messages */
	uint32_t pred;        /* icmp predicate PRED_*; extract low bit;
	                         replicate count is implied by types */
	uint32_t opnd, nopnd; /* operand range in Func.uses */
	uint32_t res, nres;   /* results are values res .. res+nres-1 */
	uint32_t succ[2];     /* successor blocks (br: 1, cond_br: 2) */
	uint32_t nsucc_args[2];
	uint32_t pool;        /* CONST: value (BV_WORDS(width) words; index
	                         constants hold 64 bits); TT: table of 2^n
	                         bits; LUT: coefficients then table, one i8 per
	                         word; NONE if unused */
	uint32_t npool;       /* LUT: number of coefficients; TT: bits */
	uint32_t callee;      /* CALL/INSTANCE: function index in Module */
	const char *sym;      /* CALL/INSTANCE: callee name; INSTANCE: */
	const char *iname;    /*   instance name */
	const char **argnames;/* INSTANCE: port names as written (or NULL) */
	Loc loc;
} Op;

/* A block: its arguments are values arg .. arg+narg-1, its ops
 * ops[op .. op+nop-1] (blocks are contiguous in Func.ops). */
typedef struct {
	uint32_t arg, narg;
	uint32_t op, nop;
	const char *label;   /* "bb1" or NULL for the entry block */
	Loc loc;
} Block;

/* A function or hw.module.  Inputs are the entry block's arguments. */
typedef struct {
	const char *name;      /* symbol without '@' */
	int is_hw;             /* hw.module: graph region, named ports */
	int is_decl;           /* declaration without body (private) */
	uint32_t nin, nout;
	Type *in_ty, *out_ty;
	const char **in_name;  /* port / argument names (never NULL entries) */
	const char **out_name; /* hw output names; NULL entries for func results */
	Block *blocks; uint32_t nblock, cap_block;
	Op *ops; uint32_t nop, cap_op;
	Value *vals; uint32_t nval, cap_val;
	uint32_t *uses; uint32_t nuse, cap_use;
	Word *pool; uint32_t npool, cap_pool;
	Loc loc;
} Func;

typedef struct {
	Func *funcs; uint32_t nfunc, cap_func;
	Arena arena;          /* names and strings */
	const char *filename;
	char *text;           /* source text (kept for diagnostics), or NULL */
} Module;

const char *op_name(int op);            /* "add", ... */
int op_arity(int op);
unsigned op_flags(int op);
const char *spell_name(int spell);      /* "comb.add", ... */
int spell_lookup(const char *name, size_t n, int *op, int *syntax);
void spell_info(int spell, int *op, int *syntax);
const char *pred_name(int pred);        /* "slt", ... */
int pred_lookup(const char *name, size_t n);  /* -1 if unknown */

Func *module_add_func(Module *m);
uint32_t func_add_value(Func *f, Type ty, uint32_t def, uint32_t block,
	uint32_t idx, const char *name, Loc loc);
uint32_t func_add_use(Func *f, uint32_t v);
uint32_t func_add_pool(Func *f, const Word *w, uint32_t n);
int module_find(const Module *m, const char *name);  /* -1 if absent */
void module_free(Module *m);
static inline uint32_t op_use(const Func *f, const Op *o, uint32_t i)
{
	return f->uses[o->opnd + i];
}

/* ----------------------------------------------------------------- lex.c */

enum {
	TK_EOF,
	TK_ID,     /* bare identifier: comb.add, i32, true, ^ no sigil */
	TK_PCT,    /* %name or %name#N (text without '%') */
	TK_CARET,  /* ^bb1 (text without '^') */
	TK_AT,     /* @sym or @"sym" (text without '@' and quotes) */
	TK_HASH,   /* #alias or #dialect (text without '#') */
	TK_BANG,   /* !alias or !dialect.type (text without '!') */
	TK_INT,    /* 42, 0x2A (no sign) */
	TK_FLOAT,  /* 1.5, 2e3 */
	TK_STR,    /* "text" (contents, escapes not processed) */
	TK_ARROW,  /* -> */
	TK_PUNCT,  /* one character: ( ) { } [ ] < > , : = ? * + - */
	TK_ERROR,  /* bad character or unterminated string; text says why */
};

typedef struct {
	int kind;       /* TK_* */
	const char *s;  /* text (see kinds) */
	uint32_t n;     /* its length */
	Loc loc;        /* first character */
	int nl_before;  /* a newline separates it from the previous token */
} Tok;

typedef struct {
	const char *p, *end;     /* cursor and end of text */
	const char *line_start;  /* start of the current line */
	uint32_t file, line;
	int saw_nl;              /* newline since the last token */
} Lexer;

void lex_init(Lexer *l, uint32_t file, const char *text, size_t len);
Tok lex_next(Lexer *l);
int tok_is(const Tok *t, const char *s);   /* punct/id/arrow with text s */

/* --------------------------------------------------------------- parse.c */

/* Parse MLIR text into m (m zero-initialized by the caller).  Diagnostics
 * go through diag.c; returns the number of errors (0 = success). */
int parse_mlir(Module *m, const char *filename, const char *text, size_t len);

/* ------------------------------------------------------------ print_ir.c */

/* Print the functions of m with keep[i] != 0 (all if keep is NULL) as MLIR
 * in today's custom syntax; combc and MLIR/CIRCT read it back. */
void print_module(const Module *m, const uint8_t *keep, Buf *out);

/* ------------------------------------------------------------- fold_ir.c */

/* Fold a verified module into out (a new Module, same functions in the
 * same order, types unchanged): constants, identities valid at every
 * width, dead pure ops removed.  index_width 32/64 folds `index` at that
 * width; 0 folds an op over index only when 32- and 64-bit targets agree
 * (seeds/index-dialect.txt).  out borrows in's strings and signature
 * arrays: free it with module_free before in.  Returns 0. */
int fold_ir(const Module *in, unsigned index_width, Module *out);

/* -------------------------------------------------------------- verify.c */

/* Check every rule of the IR (types, widths, dominance, terminators,
 * signatures, acyclic CFG, no combinational cycles in hw.module).
 * Reports through diag.c; returns the number of errors. */
int verify_module(const Module *m);

/* ---------------------------------------------------------------- eval.c */

/* One op's semantics on bit vectors; shared by the evaluator and folding,
 * so that there is exactly one definition of what every op computes.
 * r has rw bits; args[i] has argw[i] bits.  aux: EXTRACT low bit, ICMP
 * predicate.  table/ntable: TT bits or LUT (coefficients ++ table) words,
 * ncoef = LUT coefficient count.  CONST/SIZEOF/control ops are not here.
 * r must not alias any args[i]. */
void eval_apply(int op, unsigned aux, Word *r, unsigned rw,
	const Word *const *args, const unsigned *argw, unsigned nargs,
	const Word *table, unsigned ntable, unsigned ncoef);

typedef struct Evaluator Evaluator;
/* Prepare to evaluate function `top` of m with index width W (32 or 64).
 * m must have been verified.  NULL (with a diagnostic) when top is a
 * declaration. */
Evaluator *eval_new(const Module *m, uint32_t top, unsigned index_width);
void eval_free(Evaluator *e);
/* Evaluate one input vector.  in[i]/out[i] point to BV_WORDS(width)
 * words of input/output i (widths from the function signature with index
 * resolved to W).  Returns 0, or -1 (with a diagnostic) on failure. */
int eval_run(Evaluator *e, const Word *const *in, Word *const *out);
/* Batch API: n vectors, input i of vector k at in[i] + k * BV_WORDS(w_i),
 * likewise for outputs. */
int eval_batch(Evaluator *e, size_t n, const Word *const *in, Word *const *out);

/* ----------------------------------------------------------- net.c/lower.c */

/* Word-level netlist.  Nodes are in topological order (operands before
 * users) and hash-consed: net_node() returns the existing node when an
 * equal one exists (INPUT and INSTANCE nodes are never merged).
 * Canonical op subset: CONST INPUT ADD SUB MUL DIVU DIVS REMU REMS
 * CEILDIVU CEILDIVS FLOORDIVS AND OR XOR NOT SHL SHRU SHRS ICMP MUX CONCAT
 * EXTRACT REPLICATE REVERSE PARITY TT LUT SEXT ZEXT INSTANCE INSTRES.
 * ADD MUL AND OR XOR are binary; CONCAT, TT, LUT, INSTANCE variadic.
 * nand/nor/xnor become NOT of and/or/xor, trunc an EXTRACT from 0, max/min
 * a MUX of an ICMP, casts SEXT/ZEXT/EXTRACT at the chosen index width. */
typedef struct {
	uint16_t op;      /* OP_* from the canonical subset above */
	uint16_t flags;   /* reserved */
	uint32_t w;       /* result width in bits (INSTANCE: 0) */
	uint32_t in, nin; /* operand node ids: Net.ins[in .. in+nin) */
	uint32_t aux;     /* EXTRACT: low bit; ICMP: PRED_*; INPUT: port
	                     number; INSTRES: result number; INSTANCE: callee
	                     net index; LUT: table length */
	uint32_t pool;    /* CONST: value words; TT: table bits; LUT:
	                     coefficients ++ table (one per word); else NONE */
	uint32_t npool;   /* TT: table bits; LUT: number of coefficients */
} Node;

typedef struct {
	const char *name;     /* module name */
	Node *nodes; uint32_t nnode, cap_node;
	const char **names;   /* per node: name hint from the IR, or NULL */
	uint32_t *ins; uint32_t nins, cap_ins;
	Word *pool; uint32_t npool, cap_pool;
	uint32_t nin;         /* input ports: INPUT nodes with aux = port */
	const char **in_name;
	uint32_t *in_w;
	uint32_t *in_node;    /* INPUT node of each port */
	uint32_t nout;        /* output ports */
	const char **out_name;
	uint32_t *out_w;
	uint32_t *out_node;   /* driver node of each port */
	const char **inst_name;/* per node: INSTANCE instance name, else NULL */
	uint32_t *htab; uint32_t hcap; /* hash-cons table (node ids, NONE) */
	Loc loc;
} Net;

typedef struct {
	Net *nets; uint32_t nnet, cap_net; /* callees before callers */
	uint32_t top;         /* index of the top net, or NONE (all) */
	unsigned index_width; /* W used to resolve `index` */
	Arena arena;          /* names */
} Design;

Net *design_add_net(Design *d, const char *name);
uint32_t net_input(Net *n, const char *name, uint32_t w);
void net_output(Net *n, const char *name, uint32_t w, uint32_t node);
/* Hash-consed node constructor; ins has nin node ids. */
uint32_t net_node(Net *n, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux);
uint32_t net_const(Net *n, const Word *v, uint32_t w);
uint32_t net_const_u64(Net *n, uint64_t v, uint32_t w);
/* Node with pool data (TT, LUT). */
uint32_t net_node_pool(Net *n, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t ndata,
	uint32_t npool);
static inline const uint32_t *net_ins(const Net *n, uint32_t node)
{
	return n->ins + n->nodes[node].in;
}
/* Words of pool data of a node: CONST BV_WORDS(w), TT BV_WORDS(npool),
 * LUT npool + aux; 0 without pool. */
uint32_t net_pool_words(const Net *n, uint32_t node);
/* Give node a name hint unless it has one (the string must outlive the
 * design; lower.c keeps names in Design.arena). */
void net_set_name(Net *n, uint32_t node, const char *name);
/* Drop the nets whose keep[i] is 0 (none may be instantiated by a kept
 * one); renumbers INSTANCE aux and top.  Net pointers are invalidated, as
 * they are by design_add_net. */
void design_keep(Design *d, const uint8_t *keep);
void design_free(Design *d);

/* Lower a verified module to a netlist at index width W: branches
 * if-converted into muxes, calls/instances kept as INSTANCE nodes or
 * inlined (flatten).  top = function index or NONE for all functions with
 * a body (with flatten and a top, only the top net is kept).  Ports keep
 * the IR names; func results are `result` (one) or out0, out1, ...;
 * INSTANCE inst_name is the hw instance name or CALLEE_K for calls.
 * Returns 0 or the number of errors (diagnosed). */
int lower_module(const Module *m, uint32_t top, unsigned index_width,
	int flatten, Design *d);

/* ------------------------------------------------------------ emit_sv.c */

/* Word-level SystemVerilog for every net of d, in order (callees first):
 * one module per net, ANSI ports (inputs in order, then outputs),
 * identifiers sanitized and unique, every undefined-in-Verilog case of
 * spec.md section 2 guarded.  Lint-clean under verilator -Wall (scoped
 * lint_off UNUSEDSIGNAL only), iverilog -g2012 and yosys.  Output is a
 * pure function of d.  Returns 0 or the number of errors (diagnosed). */
int emit_sv(const Design *d, Buf *out);

/* ---------------------------------------------- fold.c / width.c / emit_mlir.c */

/* -O1: rebuild every net through a simplifying constructor (constant
 * folding by eval_apply, identities, compare canonicalization, CSE, DCE)
 * until no rule fires.  Ports, net order and instances are kept.  Records
 * "fold" statistics; returns the number of rewrites. */
uint32_t fold_design(Design *d);
/* Rebuilding helpers shared by the passes: fold_begin appends an empty
 * copy of each of the n nets (name, loc, inputs) at n + i and returns n;
 * fold_commit(d, n) puts the copies in place of the originals and frees
 * those.  fold_live: per node, 1 if an output or an instance depends on
 * it (INSTANCE nodes always).  Caller frees. */
uint32_t fold_begin(Design *d);
void fold_commit(Design *d, uint32_t n);
uint8_t *fold_live(const Net *n);
/* Debug check: every net of d computes what the same net of ref does on
 * `vectors` corner and random input vectors (neteval; fewer, down to 6,
 * for designs of millions of words); dies naming the pass otherwise. */
void fold_check(const Design *ref, const Design *d, const char *pass,
	unsigned vectors);

/* -O2: known bits, unsigned/signed ranges and demanded bits per node;
 * narrows arithmetic, logic, shifts, divisions and compares to the bits
 * that matter and replaces nodes whose observed bits are all known by
 * constants.  Run fold_design after it.  Records "width" statistics;
 * returns the number of nodes changed (0: nothing to do). */
uint32_t width_design(Design *d);

/* --emit=mlir of a Design: one hw.module per net (callees first) with
 * comb ops, hw.constant and hw.instance, ports named as in the IR, in
 * CIRCT's custom syntax; combc reads it back.  Returns 0. */
int emit_mlir(const Design *d, Buf *out);

/* ------------------------------------------------------------ emit_dot.c */

/* --emit=dot: the netlist as a Graphviz digraph, a cluster per module. */
int emit_dot(const Design *d, Buf *out);

/* ---------------------------------------------------- driver.c / main.c */

/* Command-line options, shared by compile, eval and sim. */
typedef struct {
	const char *input;      /* path or "-" */
	const char *output;     /* path, or NULL for stdout */
	const char *emit;       /* sv mlir lut-sv lut-mlir blif aiger dot */
	const char *top;        /* --top, or NULL */
	unsigned index_width;   /* --index-width, 0 when not given */
	int opt;                /* -O0, -O1 (default), -O2 */
	int lut_size;           /* --lut-size, default 6 */
	int lut_pad;            /* --lut-pad */
	int flatten;            /* --flatten */
	int stats;              /* 0 none, 1 text, 2 json */
	int hex;                /* eval --hex */
	uint64_t vectors;       /* sim --vectors (0 = default) */
	uint64_t seed;          /* sim --seed */
	const char *simulator;  /* sim: verilator iverilog all */
	char **args;            /* eval: the arguments */
	int nargs;
} Options;

/* Read, parse and verify o->input into m.  0 or error count (diagnosed). */
int load_module(const Options *o, Module *m);
/* Resolve --top: the function index, or NONE when all functions are
 * wanted; need_one: eval/sim, where exactly one candidate is required. */
int pick_top(const Options *o, const Module *m, int need_one, uint32_t *top);
/* keep[i] = 1 for top and every function it calls or instantiates (all
 * functions when top is NONE).  Caller frees. */
uint8_t *reachable_funcs(const Module *m, uint32_t top);
/* Run the pipeline on a loaded module and print o->emit into out.
 * 0 or error count. */
int compile_module(const Options *o, const Module *m, uint32_t top, Buf *out);

/* ----------------------------------------------------------- sim/sim.c */

/* `combc sim`: exit status (0 pass, 1 mismatch or bad input). */
int sim_main(const Options *o);

/* --------------------------------------------------------- sim/vectors.c */

/* Input vectors: the input ports packed into one bus per vector, port 0
 * at bit 0.  Exhaustive when the ports total <= 20 bits, else corner
 * values plus nrandom seeded random vectors. */
typedef struct {
	uint32_t nport;   /* input ports */
	uint32_t *w;      /* width of each port */
	uint32_t *off;    /* bit offset of each port in the bus */
	uint32_t bits;    /* bus width (sum of w; may be 0) */
	uint32_t nword;   /* words per vector: BV_WORDS(max(bits, 1)) */
	size_t n;         /* number of vectors */
	int exhaustive;   /* vector k is the bus value k */
	Word *bus;        /* n * nword words */
} Vectors;
void vectors_make(Vectors *v, uint32_t nport, const uint32_t *w,
	uint64_t nrandom, uint64_t seed);
void vectors_free(Vectors *v);

/* ------------------------------------------ rtl_templates.c (generated) */

/* Contents of rtl-templates/NAME, embedded at build time, or NULL. */
const char *rtl_template(const char *name);

/* ---- aig.c / aiger.c / blif.c / balance.c / rewrite.c / lutmap.c / netflow.c */

/* And-inverter graph.  Node 0 is the constant false; a literal is
 * node << 1 | complement (LIT_FALSE = 0, LIT_TRUE = 1).  Every node's
 * fanins have smaller ids than the node, so increasing id order is a
 * topological order.  A primary input has fanin0 == NONE.  AND nodes are
 * hash-consed: aig_and() orders its operands (fanin0 < fanin1), folds
 * constants, a & a and a & ~a, and returns the existing node for a repeated
 * pair.  Names live in the graph's arena; NULL means "unnamed". */
typedef uint32_t Lit;
#define LIT_FALSE 0u
#define LIT_TRUE 1u
#define AIG_MAX_NODES 0x7ffffff0u
static inline Lit lit_make(uint32_t node, int c) { return node << 1 | (c != 0); }
static inline uint32_t lit_node(Lit l) { return l >> 1; }
static inline int lit_compl(Lit l) { return (int)(l & 1); }
static inline Lit lit_not(Lit l) { return l ^ 1; }
static inline Lit lit_notif(Lit l, int c) { return l ^ (uint32_t)(c != 0); }

typedef struct {
	Lit *fanin0, *fanin1; /* per node: AND fanins (fanin0 < fanin1); NONE for
	                         PIs; 0 for the constant node */
	uint32_t nnode, cap;  /* nodes 0 .. nnode-1 */
	uint32_t nand;        /* AND nodes among them */
	uint32_t *pis;        /* PI node ids, in port order */
	const char **pi_name; /* per PI: name or NULL */
	uint32_t npi, cap_pi;
	Lit *pos;             /* PO literals, in port order */
	const char **po_name; /* per PO: name or NULL */
	uint32_t npo, cap_po;
	const char *name;     /* model name or NULL */
	uint32_t *htab;       /* structural hash: AND node ids, NONE = empty */
	uint32_t hmask;       /* table size - 1 (power of two) */
	Arena arena;          /* names */
} Aig;

void aig_init(Aig *g);
void aig_free(Aig *g);
Lit aig_pi(Aig *g, const char *name);            /* new input, named or NULL */
uint32_t aig_po(Aig *g, Lit l, const char *name); /* returns the PO index */
Lit aig_and(Aig *g, Lit a, Lit b);
/* What aig_and(g, a, b) would return without adding a node: the folded or
 * existing literal, or NONE when a new node would be needed. */
Lit aig_and_lookup(const Aig *g, Lit a, Lit b);
Lit aig_or(Aig *g, Lit a, Lit b);
Lit aig_xor(Aig *g, Lit a, Lit b);
Lit aig_mux(Aig *g, Lit s, Lit t, Lit e);        /* s ? t : e */
Lit aig_maj(Aig *g, Lit a, Lit b, Lit c);
static inline int aig_is_and(const Aig *g, uint32_t n) { return n && g->fanin0[n] != NONE; }
static inline int aig_is_pi(const Aig *g, uint32_t n) { return n && g->fanin0[n] == NONE; }
/* level[n] for every node (PIs and constant 0); returns the max PO level. */
uint32_t aig_levels(const Aig *g, uint32_t *level);
/* Fanout counts (AND fanins and POs) per node into refs[nnode]. */
void aig_refs(const Aig *g, uint32_t *refs);
/* Simulate 64 patterns: pi[i] is the word of PI i, val[nnode] receives
 * every node's word (complement a literal's word yourself). */
void aig_sim64(const Aig *g, const uint64_t *pi, uint64_t *val);
static inline uint64_t aig_litval(const uint64_t *val, Lit l)
{
	return val[lit_node(l)] ^ (0 - (uint64_t)lit_compl(l));
}
/* Start dst as an empty graph with src's PIs (names copied); map[pi node
 * of src] = literal in dst.  aig_finish_like adds src's POs through map. */
void aig_start_like(Aig *dst, const Aig *src, Lit *map);
void aig_finish_like(Aig *dst, const Aig *src, const Lit *map);
/* Remove AND nodes no PO depends on (PIs and POs keep their order). */
void aig_cleanup(Aig *g);
/* Replace *g by *with (which it takes over). */
void aig_replace(Aig *g, Aig *with);
/* 1 if a and b have the same PI/PO counts and agree on `rounds` x 64
 * random patterns (seeded), else 0. */
int aig_sim_equal(const Aig *a, const Aig *b, unsigned rounds, uint64_t seed);

/* AIGER: binary ("aig") or ASCII ("aag"), combinational only.  On error
 * returns -1 and writes "file: error: msg" to stderr (latches are rejected
 * by name).  g must be freshly initialized. */
int aiger_read(Aig *g, const char *filename, const char *data, size_t len);
void aiger_write(const Aig *g, int binary, Buf *out);

/* K-LUT netlist.  Signals 0 .. npi-1 are the PIs, npi + j is LUT j; LUTs
 * are in topological order (inputs are PIs or earlier LUTs). */
#define LUT_KMAX 8
typedef struct {
	uint32_t k;           /* maximum LUT size the net was mapped for */
	uint32_t npi;
	const char **pi_name; /* per PI: name or NULL */
	uint32_t nlut;
	uint8_t *lut_n;       /* per LUT: number of inputs, 0..k (0: a
	                         constant, from a redundant AIG) */
	uint32_t *lut_in;     /* per LUT: LUT_KMAX slots, inputs 0..lut_n-1 */
	uint64_t *lut_tt;     /* per LUT: 4 words = 256 bits; bit index =
	                         sum in[i] << i (input 0 is the LSB) */
	uint32_t npo;
	const char **po_name; /* per PO: name or NULL */
	uint32_t *po_sig;     /* per PO: signal, or NONE for a constant */
	uint8_t *po_compl;    /* per PO: inverted (constant: its value) */
	uint32_t depth;       /* LUT levels */
	const char *name;     /* model name or NULL */
	Arena arena;          /* names */
} LutNet;
void lutnet_free(LutNet *ln);
/* Evaluate 64 patterns: pi[i] words in, po[npo] words out. */
void lutnet_sim64(const LutNet *ln, const uint64_t *pi, uint64_t *po);

/* BLIF: .model/.inputs/.outputs/.names/.end, combinational only (.latch,
 * .subckt and .gate are rejected).  Same error convention as aiger_read. */
int blif_read(Aig *g, const char *filename, const char *data, size_t len);
void blif_write_aig(const Aig *g, Buf *out);   /* one .names per AND */
void blif_write_luts(const LutNet *ln, Buf *out);

/* Balancing: rebuilds every multi-input AND (a tree of uncomplemented,
 * single-fanout ANDs) as a tree of minimum depth. */
void aig_balance(const Aig *in, Aig *out);
/* Area rewriting: resynthesizes each node from a small cut when that
 * saves nodes.  Never returns a larger graph.  Returns nodes saved. */
uint32_t aig_rewrite(Aig *g);

typedef struct {
	int k;            /* LUT size, 2..LUT_KMAX (default 6) */
	int cuts;         /* priority cuts kept per node (default 10) */
	int depth_cuts;   /* cuts kept in the first depth pass (default 16) */
	int depth_rounds; /* extra depth passes (default 2) */
	int flow_rounds;  /* area-flow recovery passes (default 1, after one
	                     with structural fanouts) */
	int area_rounds;  /* exact-area recovery passes (default 2) */
	int area_only;    /* 1: no depth bound (map for area) */
	uint32_t depth_bound; /* 0: optimal depth; else allow up to this many
	                     levels when that is more than the optimum */
} LutParams;
typedef struct {
	uint32_t nlut, depth; /* result */
	uint32_t ncut;        /* cuts evaluated */
	double seconds;       /* mapping time */
} LutStats;
void lut_params_default(LutParams *p);
/* Map g (after aig_cleanup or any well-formed AIG) into ln (zeroed by the
 * caller).  Returns 0. */
int lut_map(const Aig *g, const LutParams *p, LutNet *ln, LutStats *st);

/* The netlist flow behind `combc X.aig|X.aag|X.blif`: read, balance,
 * rewrite, map to lut_size-LUTs, emit "blif", "aiger", "lut-sv" or
 * "lut-mlir" (lut_pad: every LUT gets exactly lut_size inputs) into out.
 * stats: 0 none, 1 text, 2 JSON on stderr.  Returns 0, or 1 on bad input
 * (diagnosed). */
int netflow_run(const char *input_path, const char *emit, int lut_size,
	int lut_pad, int stats, Buf *out);
/* Word-level ports over a LUT net's PIs/POs: input port i is the next
 * in_w[i] PIs, LSB first (outputs likewise over the POs). */
typedef struct {
	const char *name;              /* module / function name */
	uint32_t nin, nout;            /* ports */
	const char *const *in_name;    /* per input port */
	const uint32_t *in_w;          /* its width in bits */
	const char *const *out_name;   /* per output port */
	const uint32_t *out_w;
} LutPorts;
/* The lut-sv and lut-mlir emitters.  ports NULL: bit-level ports named
 * after the PIs/POs, module named after ln->name or path (the netlist
 * flow); else word-level ports (`input logic [7:0] x`; for MLIR a
 * `func.func @f(%x: i8) -> i8` with comb.extract / comb.truth_table /
 * comb.concat, HEIR's form).  pad: every LUT gets exactly ln->k inputs. */
void lut_emit_sv(const LutNet *ln, const char *path, const LutPorts *ports,
	Buf *out);
void lut_emit_mlir(const LutNet *ln, const char *path,
	const LutPorts *ports, int pad, Buf *out);

/* ------------------------------------------------------------ neteval.c */

/* Word-level evaluation of net `top` of d, instances expanded, every op
 * through eval_apply: in[i] / out[i] hold BV_WORDS(width) words of input
 * / output port i.  The oracle for the bit-level passes. */
typedef struct NetEval NetEval;
NetEval *neteval_new(const Design *d, uint32_t top);
void neteval_run(NetEval *e, const Word *const *in, Word *const *out);
void neteval_free(NetEval *e);

/* ----------------------------------------------------------- bitblast.c */

typedef struct {
	uint32_t prefix_min; /* add/sub/compare at least this wide: Sklansky
	                        parallel prefix; narrower: ripple carry
	                        (default UINT32_MAX: always ripple) */
	int mul_tree;        /* multipliers: 1 Dadda tree (default), 0 array */
	int check;           /* 1: compare the AIG with neteval on random
	                        vectors, die on a mismatch (default: debug
	                        builds; env COMBC_CHECK=0/1 overrides) */
} BlastParams;
void blast_params_default(BlastParams *p);
/* Add net `top` of d to g, hierarchy flattened: one PI per input bit and
 * one PO per output bit, in port order, LSB first, named "a[3]" ("a" for
 * a 1-bit port).  p NULL: defaults.  Returns 0. */
int bitblast(const Design *d, uint32_t top, Aig *g, const BlastParams *p);

#endif
