/* ir.h: the IR level: Module/Func/Block/Op/Value containers, the
 * verifier, the reference evaluator (interp.c) and IR-level folding. */
#ifndef COMBC_IR_H
#define COMBC_IR_H

#include "base/base.h"

/* ------------------------------------------------------------------ ir.c */

/* Types: > 0 is iN of that width; TY_INDEX is `index`; TY_I0 is `i0`,
 * which exists only between the parser and drop_i0 (drop_i0.c). */
typedef int32_t Type;
#define TY_NONE 0
#define TY_INDEX (-1)
#define TY_I0 (-2)
#define TY_I1 1
static inline unsigned type_width(Type t, unsigned index_width)
{
	return t == TY_INDEX ? index_width : t == TY_I0 ? 0 : (unsigned)t;
}
const char *type_str(Type t, char buf[16]);

/* An SSA value: an op result or a block argument. */
typedef struct {
	Type ty;           /* its type */
	uint32_t def;      /* defining op, or NONE for a block argument */
	uint32_t block;    /* block of the def or of the argument */
	uint32_t idx;      /* result number / argument number */
	const char *name;  /* SSA name without '%' (e.g. "sum", "0"), or NULL */
	const char *hint;  /* its op's sv.namehint (one result), or NULL */
	Loc loc;           /* where it is defined */
} Value;

/* A port label written at an hw.instance (`a: %x: i8`, `-> (y: i8)`). */
typedef struct {
	const char *name;     /* label without quotes */
	Loc loc;              /* where it is written */
} PortLabel;

/* An op.  Operands are value ids in Func.uses[opnd .. opnd+nopnd).
 * Branches: uses = [cond?] ++ args of succ[0] ++ args of succ[1];
 * nsucc_args[i] says how many belong to each successor.
 * Pool data (constants, tables) is in Func.pool. */
typedef struct {
	uint16_t op;          /* OP_* */
	uint16_t spell;       /* spelling index (spell_name()), for messages */
	uint32_t pred;        /* icmp predicate PRED_*; extract low bit;
	                         replicate count is implied by types;
	                         br/cond_br: 1 when expanded from a
	                         cf.switch (messages name the switch) */
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
	PortLabel *labels;    /* INSTANCE: nopnd input then nres result
	                         labels as written; NULL in the old form */
	const char *params;   /* INSTANCE: its parameter list as written
	                         between `<` and `>` (each `name: T = v`, v
	                         an integer, string or boolean), or NULL */
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
	int is_private;        /* written `private`: not a --top candidate */
	const char *verilog_name; /* hw.module.extern's verilogName, or NULL */
	const char **port_vname; /* hw module: per port (inputs, then
	                            outputs) its hw.verilogName or NULL; NULL
	                            when no port has one */
	uint8_t *port_out;     /* hw module declaring an input after an
	                          output: per port as declared, 1 for an
	                          output (base.h, port_order); else NULL */
	const char *params;    /* hw.module.extern's parameter declarations
	                          between `<` and `>`, or NULL */
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
	Ctx *ctx;             /* where its diagnostics go (set by parse_mlir) */
	Func *funcs; uint32_t nfunc, cap_func;
	Arena arena;          /* names and strings */
	const char *filename;
	char *text;           /* source text (kept for diagnostics), or NULL */
} Module;

Func *module_add_func(Module *m);
uint32_t func_add_value(Func *f, Type ty, uint32_t def, uint32_t block,
	uint32_t idx, const char *name, Loc loc);
uint32_t func_add_use(Func *f, uint32_t v);
uint32_t func_add_pool(Func *f, const Word *w, uint32_t n);
int module_find(const Module *m, const char *name);  /* -1 if absent */
/* An external module (hw.module.extern, a body-less func.func) can be
 * instantiated and emitted as an instance, but has no behaviour: when a
 * call or instance of one is reachable from top (NONE: from every
 * function with a body), report it at that op ("cannot WHAT 'e': ...")
 * and return 1; else 0. */
int module_no_behaviour(const Module *m, uint32_t top, const char *what);
void module_free(Module *m);
static inline uint32_t op_use(const Func *f, const Op *o, uint32_t i)
{
	return f->uses[o->opnd + i];
}
/* Is f an hw.module with one block, its ops from 0, ending in
 * hw.output (the bodies inline.c and bitsplit.c rewrite)? */
static inline int plain_hw_body(const Func *f)
{
	return f->is_hw && !f->is_decl && f->nblock == 1 &&
		f->blocks[0].nop && f->blocks[0].op == 0 &&
		f->ops[f->blocks[0].nop - 1].op == OP_OUTPUT;
}

/* ------------------------------------------------------------- drop_i0.c */

/* Remove every i0 value, port, argument and result (they carry no bits),
 * and the pure ops that compute only i0; report (and change nothing)
 * when an op reads i0 into bits, or a call's i0 operands do not match
 * its callee's.  Returns the number of errors.  Run by parse_mlir. */
int drop_i0(Module *m);

/* ------------------------------------------------------------- inline.c */

/* Inline every hw.instance that is on a combinational cycle of ops (a
 * false one when the callee joins no such ports; a real one stays a
 * cycle, for verify.c).  Run by parse_mlir after drop_i0.  Returns the
 * number of instances inlined. */
uint32_t inline_cycle_instances(Module *m);
/* Mark in on[] (block 0's op count, zeroed) every op of f's block 0 that
 * is on a cycle of operand edges (iterative Tarjan).  Returns how many. */
uint32_t ops_on_cycles(const Func *f, uint8_t *on);

/* ----------------------------------------------------------- bitsplit.c */

/* In each hw.module, split into bits the wires (concat, extract, ...)
 * and bitwise ops on cycles of ops when no bit depends on itself (a
 * value built from its own bits, which CIRCT accepts); a real cycle is
 * left for verify.c.  Run by parse_mlir after inline_cycle_instances.
 * Returns the number of modules changed. */
uint32_t split_cycle_bits(Module *m);

/* ------------------------------------------------------------- fold_ir.c */

/* Fold a verified module into out (a new Module, same functions in the
 * same order, types unchanged): constants, identities valid at every
 * width, dead pure ops removed.  index_width 32/64 folds `index` at that
 * width; 0 folds an op over index only when 32- and 64-bit targets agree
 * (the index dialect's rule; README, Semantics).  out borrows in's strings and signature
 * arrays: free it with module_free before in.  st (may be NULL) gets
 * the counts. */
typedef struct {
	uint32_t ops_in, ops_out;  /* ops before and after */
	uint32_t folded;           /* ops replaced by constants */
	uint32_t identities;       /* ops replaced by an operand */
	uint32_t dead;             /* pure ops removed */
	uint32_t constants;        /* constants materialized */
} FoldIrStats;
void fold_ir(const Module *in, unsigned index_width, Module *out,
	FoldIrStats *st);

/* -------------------------------------------------------------- verify.c */

/* Check every rule of the IR (types, widths, dominance, terminators,
 * signatures, acyclic CFG, no combinational cycles in hw.module).
 * Reports through diag.c; returns the number of errors. */
int verify_module(const Module *m);

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


#endif
