/* parse.h: the parser's state and the functions its files share.  Private
 * to src/mlir: parse.c (tokens, errors and recovery, functions, modules,
 * the top level), parse_type.c (types, aliases, attributes), parse_op.c
 * (values and every op's custom and generic forms).  Only mlir/ includes
 * it. */
#ifndef COMBC_MLIR_PARSE_H
#define COMBC_MLIR_PARSE_H

#include <setjmp.h>

#include "mlir/mlir.h"

#define MAX_NEST 64     /* nesting of attributes and containers */
#define MAX_ERRORS 20
#define FWD 0x80000000u /* use slot holds a forward-reference index */
#define MAX_PORTS 4096  /* arguments, results, ports of one function */

/* A name used before its definition. */
typedef struct {
	const char *name; /* "x" or "x#1" */
	Loc loc;          /* first use */
	Type ty;          /* type of the first use */
	uint32_t val;     /* value id once defined, else NONE */
} Fwd;

/* A block label, possibly used before its definition. */
typedef struct {
	const char *name;
	uint32_t block;   /* NONE until defined */
	Loc loc;          /* first use or definition */
} Label;

/* Attribute tree (only what ops need is interpreted). */
enum { A_INT, A_BOOL, A_STR, A_UNIT, A_LIST, A_DICT, A_ARRAY, A_SYM,
       A_TYPE, A_FNTYPE, A_OPAQUE, A_OTHER };
typedef struct Attr Attr;
struct Attr {
	int kind;
	Loc loc;
	const char *s;    /* INT digits, STR contents, SYM name, OPAQUE text */
	uint32_t n;
	int neg;          /* INT: leading '-' */
	Type ty;          /* INT/ARRAY element/TYPE: type (TY_NONE if none);
	                     TYPE: function types are A_OTHER */
	int bits;         /* INT: width of the attribute type (si/ui too) */
	Attr **elem;      /* LIST/ARRAY/DICT values */
	const char **key; /* DICT keys */
	uint32_t nelem;
	Type *tys;        /* FNTYPE: inputs then outputs */
	uint32_t nin, nout;
};

/* An hw aggregate type as written (parse_agg.c): the IR sees only its
 * packed bit vector (an integer of `width` bits); the parser keeps the
 * structure to lower the aggregate ops.  Ids index Parser.agg. */
enum { AG_INT, AG_ARRAY, AG_STRUCT, AG_ALIAS /* only as a name kind */,
       AG_INDEX /* index, only as an *_extended op's type */ };
typedef struct {
	int kind;
	uint32_t width;       /* packed width in bits */
	uint32_t n;           /* ARRAY: elements; STRUCT: fields */
	uint32_t elem;        /* ARRAY: element type id */
	uint32_t *field;      /* STRUCT: field type ids, first field first */
	const char **name;    /* STRUCT: field names */
	uint32_t *off;        /* STRUCT: bit offset of each field's LSB */
} Agg;

typedef struct {
	Module *m;
	Lexer lx;
	Tok tok;             /* current token */
	Tok prev;            /* last consumed token */
	uint32_t file;
	jmp_buf *jb;         /* where errors unwind to */
	int nest;            /* attribute nesting depth */
	StrMap types;        /* !alias -> Type */
	StrMap aggalias;     /* !alias -> Agg id, for aggregate aliases */
	Agg *agg; uint32_t nagg, cap_agg; /* aggregate types seen */
	uint32_t last_agg;   /* Agg id of the last parse_type, or NONE */
	void *agg_scratch;   /* parse_agg.c's op being parsed */
	StrMap attrs;           /* #alias -> index into aliasv */
	Attr **aliasv; uint32_t naliasv, cap_aliasv;
	StrMap funcs;           /* symbol -> function index */
	StrMap spells;          /* op name -> spelling index (see ops.h) */
	/* per function */
	Func *f;
	uint32_t fi;         /* function index */
	uint32_t cur;        /* current block */
	StrMap vals;            /* SSA name -> value id or FWD|fwd index */
	Fwd *fwd; uint32_t nfwd, cap_fwd;
	StrMap labels;          /* block label -> Label index */
	Label *lab; uint32_t nlab, cap_lab;
	Loc *uloc; uint32_t cap_uloc; /* per use slot: where it is written */
	int func_errors;     /* p->m->ctx->nerror when the function began */
	int err0;            /* p->m->ctx->nerror when parsing began */
	Type scratch[2 * MAX_PORTS]; /* function types of ops and attributes */
	struct Sig *sig;     /* signature being parsed */
	const char *op_start;/* first character of the op being parsed */
	Attr *op_attrs;      /* the attributes parse_opt_attrs read last */
} Parser;

/* The value of name s[0..n) in m, or NONE. */
static inline uint32_t ps_lookup(const StrMap *m, const char *s, size_t n)
{
	uint32_t v;
	return strmap_getn(m, s, n, &v) ? v : NONE;
}

/* ---------------------------------------------------------------- parse.c */

void ps_next(Parser *p);                    /* consume the current token */
char *ps_tokstr(Parser *p, const Tok *t);   /* t's text in the module arena */
/* Report at loc and unwind to the current recovery point (p->jb). */
noreturn void ps_error_at(Parser *p, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* "expected WHAT, got TOKEN" at the current token, and unwind. */
noreturn void ps_expected(Parser *p, const char *what);
int ps_accept(Parser *p, const char *s);    /* consume s if it is next */
void ps_expect(Parser *p, const char *s);   /* consume s or report */
/* Consume a closing bracket or report it with the opener's location. */
void ps_expect_match(Parser *p, const char *close, const char *open,
	Loc at);
int ps_is_id(Parser *p, const char *s);     /* current token is bare id s */
void ps_skip_balanced(Parser *p);  /* one bracket group, from its opener */
void ps_skip_loc(Parser *p);       /* loc-suffix ::= (`loc` `(` ... `)`)? */

/* ----------------------------------------------------------- parse_type.c */

Type parse_type(Parser *p);
Type ps_int_type_text(Parser *p, const char *s, uint32_t n, Loc loc);
uint32_t parse_type_list(Parser *p, Type *out, uint32_t max);
int ps_at_type(Parser *p);  /* the current token starts a type */
Attr *attr_new(Parser *p, int kind, Loc loc);
Attr *attr_dict_get(const Attr *d, const char *key);  /* NULL if absent */
Attr *parse_attr(Parser *p);
Attr *parse_dict(Parser *p);
Attr *parse_opt_attrs(Parser *p, Attr *into);
/* An integer attribute into w bits (overflow diagnosed); a non-negative
 * one that fits 32 bits. */
void attr_int(Parser *p, const Attr *a, Word *r, unsigned w,
	const char *what);
uint64_t attr_u32(Parser *p, const Attr *a, const char *what);

/* ------------------------------------------------------------ parse_agg.c */

/* The kind of aggregate type s[0..n) names (`hw.array` or `array`:
 * AG_ARRAY, AG_STRUCT, AG_ALIAS), else -1. */
int ps_agg_kind(const char *s, size_t n);
/* After the name of an aggregate type of that kind, written at loc (the
 * current token is `<`): the type; returns its Agg id. */
uint32_t parse_agg_body(Parser *p, int kind, Loc loc);
/* A type as an Agg id (integers get an AG_INT entry; index is refused). */
uint32_t parse_agg_type(Parser *p);
/* Is s[0..n) one of the aggregate ops (hw.array_*, hw.struct_*,
 * hw.bitcast, hw.wire, hw.aggregate_constant, arith.*_extended)? */
int ps_is_agg_op(const char *s, size_t n);
/* Parse the aggregate op `name` (consumed; generic: its quoted form),
 * expanding it into comb ops; its nres results are the values v0 ..
 * v0+nres-1 (created last).  Returns nres and sets *v0. */
uint32_t parse_agg_op(Parser *p, const Tok *name, int generic,
	uint32_t *v0);
void agg_free(Parser *p);
/* A generated op `spell` (its result, if t is not TY_NONE, of type t)
 * over use values in[0..n) of the current block, pred set (extract's low
 * bit, icmp's predicate).  Returns the result's value id (the op's index
 * when it has no result). */
uint32_t ps_gen_op(Parser *p, const char *spell, const uint32_t *in,
	uint32_t n, Type t, uint32_t pred, Loc loc);
/* A generated constant (hw.constant in an hw.module, else
 * arith.constant) of w > 0 bits from v (BV_WORDS(w) words). */
uint32_t ps_gen_const(Parser *p, const Word *v, uint32_t w, Loc loc);

/* ---------------------------------------------------------- parse_switch.c */

/* Is s[0..n) a spelling of cf.switch (cf.switch, std.switch, switch)? */
int ps_is_switch(const char *s, size_t n);
/* The switch op `name` (consumed; generic: its quoted form), expanded
 * into a chain of cf.cond_br over fresh blocks. */
void parse_switch(Parser *p, const Tok *name, int generic);

/* ------------------------------------------------------------- parse_op.c */

void parse_op(Parser *p);
/* Helpers parse_agg.c shares: an operand slot `%x` of the current op
 * (its use value, a value id or FWD|n, is f->uses[slot]); check or record
 * the type of the use in slot; start op `op` spelled `spell` at loc. */
uint32_t ps_parse_use(Parser *p);
void ps_use_type(Parser *p, uint32_t slot, Type ty, Loc loc);
uint32_t ps_new_op(Parser *p, int op, int spell, Loc loc);
/* A new operand slot of the op being built, holding use value v
 * (a value id or FWD|n), written at loc. */
uint32_t ps_push_use(Parser *p, uint32_t v, Loc loc);
/* Bind names to values v .. v+count-1 ("x", and "x#i" for several). */
void ps_define_values(Parser *p, const char *name, uint32_t v,
	uint32_t count);
/* The label index of block name t (created at its first use). */
uint32_t ps_label_ref(Parser *p, const Tok *t);
/* A label for a block the parser generates (no source name can refer
 * to it), and that block: new, without arguments, made current. */
uint32_t ps_gen_label(Parser *p, Loc loc);
void ps_gen_block(Parser *p, uint32_t label, Loc loc);
void ps_implicit_output(Parser *p, Loc loc);
/* " (why)" for op names of dialects combc does not support, else "". */
const char *ps_unsupported_hint(const char *s, size_t n);

#endif
