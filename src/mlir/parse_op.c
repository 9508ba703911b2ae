/* parse.c: MLIR text -> IR (Module of Funcs).
 *
 * Recursive descent, one function per grammar rule with the rule in a
 * comment.  Accepts the custom and generic forms of every op in ops.h,
 * `module`/`builtin.module` containers (nested ones through an explicit
 * stack), func.func / old `func` / hw.module (both port syntaxes),
 * hw.module.extern, blocks with arguments, multi-results (%r:2, %r#1),
 * loc(...) and #loc aliases, !type and #attr aliases, opaque attributes.
 *
 * Names are resolved per function; a use before its definition becomes a
 * forward reference patched when the name is defined (graph regions allow
 * that; dominance in CFG regions is the verifier's business).  Operand
 * types written in the custom syntax are checked against the values here,
 * as MLIR does, so the verifier sees well-typed uses.
 *
 * Errors: diag_error, then longjmp to the enclosing op or function, skip to
 * the next line and go on, so one run reports several errors.
 * Cost: O(text) expected (hash maps for names).  Recursion happens only
 * for nested attributes, bounded by MAX_NEST.
 */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "mlir/mlir.h"

#define MAX_NEST 64     /* nesting of attributes and containers */
#define MAX_ERRORS 20
#define FWD 0x80000000u /* use slot holds a forward-reference index */
#define MAX_PORTS 4096  /* arguments, results, ports of one function */

typedef struct {
	const char *key; /* arena string */
	uint32_t len;    /* its length */
	uint32_t val;
} MapEnt;

/* String -> u32, open addressing; keys live in the module arena. */
typedef struct {
	MapEnt *e;
	uint32_t cap, n;
} Map;

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

typedef struct {
	Module *m;
	Lexer lx;
	Tok tok;             /* current token */
	Tok prev;            /* last consumed token */
	uint32_t file;
	jmp_buf *jb;         /* where errors unwind to */
	int nest;            /* attribute nesting depth */
	Map types;           /* !alias -> Type */
	Map attrs;           /* #alias -> index into aliasv */
	Attr **aliasv; uint32_t naliasv, cap_aliasv;
	Map funcs;           /* symbol -> function index */
	Map spells;          /* op name -> spelling index (see ops.h) */
	/* per function */
	Func *f;
	uint32_t fi;         /* function index */
	uint32_t cur;        /* current block */
	Map vals;            /* SSA name -> value id or FWD|fwd index */
	Fwd *fwd; uint32_t nfwd, cap_fwd;
	Map labels;          /* block label -> Label index */
	Label *lab; uint32_t nlab, cap_lab;
	Loc *uloc; uint32_t cap_uloc; /* per use slot: where it is written */
	int func_errors;     /* p->m->ctx->nerror when the function began */
	int err0;            /* p->m->ctx->nerror when parsing began */
	Type scratch[2 * MAX_PORTS]; /* function types of ops and attributes */
	struct Sig *sig;     /* signature being parsed */
	const char *op_start;/* first character of the op being parsed */
} Parser;

noreturn static void fail(Parser *p);

/* ------------------------------------------------------------ utilities */

static uint32_t map_hash(const char *s, size_t n)
{
	return hash_bytes(s, n, 0);
}

static MapEnt *map_slot(Map *m, const char *s, size_t n)
{
	uint32_t i = map_hash(s, n) & (m->cap - 1);
	for (;; i = (i + 1) & (m->cap - 1)) {
		MapEnt *e = &m->e[i];
		if (!e->key || (e->len == n && !memcmp(e->key, s, n)))
			return e;
	}
}

static uint32_t map_get(Map *m, const char *s, size_t n)
{
	MapEnt *e;
	if (!m->cap)
		return NONE;
	e = map_slot(m, s, n);
	return e->key ? e->val : NONE;
}

static void map_put(Map *m, Arena *a, const char *s, size_t n, uint32_t v)
{
	MapEnt *e;
	if (2 * (m->n + 1) > m->cap) {
		Map old = *m;
		uint32_t i;
		m->cap = old.cap ? old.cap * 2 : 64;
		m->e = xcalloc(m->cap, sizeof *m->e);
		m->n = 0;
		for (i = 0; i < old.cap; i++)
			if (old.e[i].key) {
				MapEnt *d = map_slot(m, old.e[i].key,
					old.e[i].len);
				*d = old.e[i];
				m->n++;
			}
		free(old.e);
	}
	e = map_slot(m, s, n);
	if (!e->key) {
		e->key = arena_strndup(a, s, n);
		e->len = (uint32_t)n;
		m->n++;
	}
	e->val = v;
}

static void map_clear(Map *m)
{
	free(m->e);
	memset(m, 0, sizeof *m);
}

static void next(Parser *p)
{
	p->prev = p->tok;
	p->tok = lex_next(&p->lx);
}

static char *tokstr(Parser *p, const Tok *t)
{
	return arena_strndup(&p->m->arena, t->s, t->n);
}

/* Report at loc and unwind to the current recovery point. */
noreturn static void error_at(Parser *p, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
noreturn static void error_at(Parser *p, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(p->m->ctx, loc, "error", fmt, ap);
	va_end(ap);
	fail(p);
}

noreturn static void fail(Parser *p)
{
	longjmp(*p->jb, 1);
}

/* Describe the current token for "expected X, got Y" messages. */
static const char *tok_desc(Parser *p, const Tok *t)
{
	Buf b = {0};
	char *s;
	if (t->kind == TK_EOF)
		return "end of file";
	if (t->kind == TK_ERROR && t->n > 1)
		buf_printf(&b, "%.*s", (int)t->n, t->s);
	else
		buf_printf(&b, "'%s%.*s'",
			t->kind == TK_PCT ? "%" : t->kind == TK_CARET ? "^" :
			t->kind == TK_AT ? "@" : t->kind == TK_HASH ? "#" :
			t->kind == TK_BANG ? "!" : t->kind == TK_STR ? "\"" : "",
			(int)(t->n > 40 ? 40 : t->n), t->s);
	if (t->kind == TK_STR)
		buf_putc(&b, '"');
	s = arena_strndup(&p->m->arena, b.s, b.len);
	buf_free(&b);
	return s;
}

noreturn static void expected(Parser *p, const char *what)
{
	if (p->tok.kind == TK_ERROR && p->tok.n > 1)
		error_at(p, p->tok.loc, "%.*s", (int)p->tok.n, p->tok.s);
	if (p->tok.kind == TK_ERROR)
		error_at(p, p->tok.loc, "unexpected character '%.*s'",
			(int)p->tok.n, p->tok.s);
	error_at(p, p->tok.loc, "expected %s, got %s", what,
		tok_desc(p, &p->tok));
}

static int accept(Parser *p, const char *s)
{
	if (tok_is(&p->tok, s)) {
		next(p);
		return 1;
	}
	return 0;
}

static void expect(Parser *p, const char *s)
{
	if (!accept(p, s)) {
		char what[32];
		snprintf(what, sizeof what, "'%s'", s);
		expected(p, what);
	}
}

/* expect a closing bracket, naming the opener's location */
static void expect_match(Parser *p, const char *close, const char *open,
	Loc at)
{
	if (!accept(p, close)) {
		if (p->tok.kind == TK_ERROR)
			expected(p, close);
		error_at(p, p->tok.loc,
			"expected '%s' to close '%s' at %u:%u, got %s", close,
			open, at.line, at.col, tok_desc(p, &p->tok));
	}
}

static int is_id(Parser *p, const char *s)
{
	return p->tok.kind == TK_ID && tok_is(&p->tok, s);
}

/* Skip one balanced bracket group starting at the current opener. */
static void skip_balanced(Parser *p)
{
	static const char opens[] = "([{<", closes[] = ")]}>";
	char stack[MAX_NEST * 4];
	Loc at[MAX_NEST * 4];
	int depth = 0;

	do {
		const char *o;
		if (p->tok.kind == TK_ERROR)
			expected(p, "a balanced bracket group");
		if (p->tok.kind == TK_EOF)
			error_at(p, at[depth - 1],
				"unbalanced '%c': end of file before its '%c'",
				stack[depth - 1],
				closes[strchr(opens, stack[depth - 1]) - opens]);
		if (p->tok.kind == TK_PUNCT && (o = strchr(opens, p->tok.s[0]))) {
			if (depth == (int)sizeof stack)
				error_at(p, p->tok.loc, "brackets nested too deeply");
			at[depth] = p->tok.loc;
			stack[depth++] = p->tok.s[0];
		} else if (p->tok.kind == TK_PUNCT &&
			   (o = strchr(closes, p->tok.s[0]))) {
			if (opens[o - closes] != stack[depth - 1])
				error_at(p, p->tok.loc,
					"'%c' does not match '%c' at %u:%u",
					p->tok.s[0], stack[depth - 1],
					at[depth - 1].line, at[depth - 1].col);
			depth--;
		}
		next(p);
	} while (depth > 0);
}

/* loc-suffix ::= (`loc` `(` ... `)`)? */
static void skip_loc(Parser *p)
{
	if (is_id(p, "loc")) {
		next(p);
		if (!tok_is(&p->tok, "("))
			expected(p, "'(' after 'loc'");
		skip_balanced(p);
	}
}

/* --------------------------------------------------------------- types */

static int parse_width(Parser *p, const char *s, uint32_t n, Loc loc)
{
	uint32_t i, w = 0;
	if (!n)
		return -1;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		if (w < 10000000)
			w = w * 10 + (uint32_t)(s[i] - '0');
	}
	if (w < 1 || w > BV_MAXW)
		error_at(p, loc, "integer width %u out of range (1..%u)", w,
			BV_MAXW);
	return (int)w;
}

/* Parse an integer-like type name.  Returns the width, sets *sign to
 * 0 (iN), 1 (siN), 2 (uiN); TY_INDEX for index; 0 if not integer-like. */
static int int_type_name(Parser *p, const Tok *t, int *sign)
{
	*sign = 0;
	if (t->kind != TK_ID)
		return 0;
	if (tok_is(t, "index"))
		return TY_INDEX;
	if (t->n > 1 && t->s[0] == 'i' && t->s[1] >= '0' && t->s[1] <= '9')
		return parse_width(p, t->s + 1, t->n - 1, t->loc);
	if (t->n > 2 && (t->s[0] == 's' || t->s[0] == 'u') && t->s[1] == 'i' &&
	    t->s[2] >= '0' && t->s[2] <= '9') {
		*sign = t->s[0] == 's' ? 1 : 2;
		return parse_width(p, t->s + 2, t->n - 2, t->loc);
	}
	return 0;
}

static Type parse_type_sign(Parser *p, int *sign, int allow_sign);

/* type ::= `iN` | `index` | `!alias`; anything else is diagnosed. */
static Type parse_type(Parser *p)
{
	int sign;
	return parse_type_sign(p, &sign, 0);
}

static Type parse_type_sign(Parser *p, int *sign, int allow_sign)
{
	Tok t = p->tok;
	int w;

	*sign = 0;
	if (t.kind == TK_BANG) {
		uint32_t v = map_get(&p->types, t.s, t.n);
		if (v == NONE && memchr(t.s, '.', t.n))
			error_at(p, t.loc, "unsupported type '!%.*s'", (int)t.n,
				t.s);
		if (v == NONE)
			error_at(p, t.loc, "undefined type alias '!%.*s'", (int)t.n,
				t.s);
		next(p);
		return (Type)v;
	}
	w = int_type_name(p, &t, sign);
	if (w == TY_INDEX) {
		next(p);
		return TY_INDEX;
	}
	if (w > 0 && (!*sign || allow_sign)) {
		next(p);
		return (Type)w;
	}
	if (w > 0)
		error_at(p, t.loc,
			"unsupported type '%.*s': signed/unsigned integer types "
			"are only supported in attributes", (int)t.n, t.s);
	if (t.kind == TK_ID || tok_is(&t, "("))
		error_at(p, t.loc, "unsupported type '%.*s'", (int)t.n, t.s);
	expected(p, "a type");
}

/* type-list-parens ::= `(` (type (`,` type)*)? `)` | type */
static uint32_t parse_type_list(Parser *p, Type *out, uint32_t max)
{
	uint32_t n = 0;
	Loc at = p->tok.loc;

	if (!accept(p, "(")) {
		out[0] = parse_type(p);
		return 1;
	}
	if (accept(p, ")"))
		return 0;
	do {
		if (n == max)
			error_at(p, p->tok.loc, "too many types (limit is %u)", max);
		out[n++] = parse_type(p);
		if (p->tok.kind == TK_PUNCT && tok_is(&p->tok, "{"))
			skip_balanced(p); /* result attributes */
		skip_loc(p);
	} while (accept(p, ","));
	expect_match(p, ")", "(", at);
	return n;
}

/* ----------------------------------------------------------- attributes */

static Attr *new_attr(Parser *p, int kind, Loc loc)
{
	Attr *a = arena_alloc(&p->m->arena, sizeof *a);
	a->kind = kind;
	a->loc = loc;
	return a;
}

static void attr_push(Parser *p, Attr *list, Attr *e, const char *key)
{
	uint32_t n = list->nelem;
	/* arena arrays: grow by copying (amortized: doubling at powers of 2) */
	if ((n & (n - 1)) == 0) {
		uint32_t cap = n ? n * 2 : 4;
		Attr **ne = arena_alloc(&p->m->arena, cap * sizeof *ne);
		const char **nk = arena_alloc(&p->m->arena, cap * sizeof *nk);
		if (n) {
			memcpy(ne, list->elem, n * sizeof *ne);
			memcpy(nk, list->key, n * sizeof *nk);
		}
		list->elem = ne;
		list->key = nk;
	}
	list->elem[n] = e;
	list->key[n] = key;
	list->nelem = n + 1;
}

static Attr *parse_attr(Parser *p);

/* dict ::= `{` (name (`=` attr)? (`,` ...)*)? `}`   (also `name: attr`) */
static Attr *parse_dict(Parser *p)
{
	Attr *d = new_attr(p, A_DICT, p->tok.loc);
	Loc at = p->tok.loc;

	expect(p, "{");
	if (accept(p, "}"))
		return d;
	do {
		const char *key;
		Attr *v;
		if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
			expected(p, "an attribute name");
		key = tokstr(p, &p->tok);
		next(p);
		if (accept(p, "=") || accept(p, ":"))
			v = parse_attr(p);
		else
			v = new_attr(p, A_UNIT, p->prev.loc);
		attr_push(p, d, v, key);
	} while (accept(p, ","));
	expect_match(p, "}", "{", at);
	return d;
}

static Attr *dict_get(const Attr *d, const char *key)
{
	uint32_t i;
	if (!d)
		return NULL;
	for (i = 0; i < d->nelem; i++)
		if (!strcmp(d->key[i], key))
			return d->elem[i];
	return NULL;
}

/* array ::= `array` `<` type (`:` int (`,` int)*)? `>` */
static Attr *parse_array(Parser *p, Loc loc)
{
	Attr *a = new_attr(p, A_ARRAY, loc);
	int sign;
	Loc at = p->tok.loc;

	expect(p, "<");
	a->ty = parse_type_sign(p, &sign, 1);
	if (accept(p, ":")) {
		do {
			Attr *e = new_attr(p, A_INT, p->tok.loc);
			if (is_id(p, "true") || is_id(p, "false")) {
				e->kind = A_BOOL;
				e->neg = is_id(p, "true");
				next(p);
			} else {
				e->neg = accept(p, "-");
				if (p->tok.kind != TK_INT)
					expected(p, "an integer");
				e->s = p->tok.s;
				e->n = p->tok.n;
				e->ty = a->ty;
				next(p);
			}
			attr_push(p, a, e, NULL);
		} while (accept(p, ","));
	}
	expect_match(p, ">", "<", at);
	return a;
}

/* Is the current token the start of a type (for attribute values)? */
static int at_type(Parser *p)
{
	int sign;
	static const char *names[] = {"f16", "f32", "f64", "f80", "f128",
		"bf16", "tf32", "none", "memref", "tensor", "vector", "complex",
		"tuple", "f8E4M3FN", "f8E5M2"};
	size_t i;
	if (p->tok.kind == TK_BANG)
		return 1;
	if (p->tok.kind != TK_ID)
		return 0;
	if (int_type_name(p, &p->tok, &sign))
		return 1;
	for (i = 0; i < countof(names); i++)
		if (tok_is(&p->tok, names[i]))
			return 1;
	return 0;
}

/* attr ::= int (`:` type)? | `true` | `false` | string | `unit` | `[` ...
 *        `]` | dict | array | `@sym` | `#alias` | `#dialect<...>` | type
 *        | function-type | `dense<...>` | `loc(...)` | float */
static Attr *parse_attr(Parser *p)
{
	Loc loc = p->tok.loc;
	Attr *a;

	if (++p->nest > MAX_NEST)
		error_at(p, loc, "attribute nested too deeply (limit is %d)",
			MAX_NEST);
	if (p->tok.kind == TK_INT || tok_is(&p->tok, "-")) {
		a = new_attr(p, A_INT, loc);
		a->neg = accept(p, "-");
		if (p->tok.kind == TK_FLOAT) {
			a->kind = A_OTHER;
			next(p);
		} else {
			if (p->tok.kind != TK_INT)
				expected(p, "an integer");
			a->s = p->tok.s;
			a->n = p->tok.n;
			next(p);
		}
		a->bits = 64;
		if (accept(p, ":")) {
			int sign;
			if (at_type(p) && p->tok.kind == TK_ID &&
			    !int_type_name(p, &p->tok, &sign)) {
				a->kind = A_OTHER; /* e.g. 1.0 : f32 */
				next(p);
			} else {
				a->ty = parse_type_sign(p, &sign, 1);
				a->bits = a->ty == TY_INDEX ? 64 : a->ty;
			}
		}
	} else if (p->tok.kind == TK_FLOAT) {
		a = new_attr(p, A_OTHER, loc);
		next(p);
		if (accept(p, ":"))
			next(p);
	} else if (is_id(p, "true") || is_id(p, "false")) {
		a = new_attr(p, A_BOOL, loc);
		a->neg = is_id(p, "true");
		next(p);
	} else if (p->tok.kind == TK_STR) {
		a = new_attr(p, A_STR, loc);
		a->s = p->tok.s;
		a->n = p->tok.n;
		next(p);
		if (accept(p, ":"))
			parse_type(p);
	} else if (is_id(p, "unit")) {
		a = new_attr(p, A_UNIT, loc);
		next(p);
	} else if (tok_is(&p->tok, "[")) {
		Loc at = p->tok.loc;
		a = new_attr(p, A_LIST, loc);
		next(p);
		if (!accept(p, "]")) {
			do
				attr_push(p, a, parse_attr(p), NULL);
			while (accept(p, ","));
			expect_match(p, "]", "[", at);
		}
	} else if (tok_is(&p->tok, "{")) {
		a = parse_dict(p);
	} else if (is_id(p, "array")) {
		next(p);
		a = parse_array(p, loc);
	} else if (p->tok.kind == TK_AT) {
		a = new_attr(p, A_SYM, loc);
		a->s = p->tok.s;
		a->n = p->tok.n;
		next(p);
		while (accept(p, ":")) { /* nested @a::@b */
			if (!accept(p, ":") || p->tok.kind != TK_AT)
				expected(p, "'::@symbol'");
			next(p);
		}
	} else if (p->tok.kind == TK_HASH) {
		uint32_t v = map_get(&p->attrs, p->tok.s, p->tok.n);
		const char *s = p->tok.s;
		next(p);
		if (tok_is(&p->tok, "<")) {
			a = new_attr(p, A_OPAQUE, loc);
			a->s = s;
			skip_balanced(p);
			a->n = (uint32_t)(p->prev.s + p->prev.n - s);
		} else if (v != NONE) {
			a = p->aliasv[v];
		} else {
			a = new_attr(p, A_OPAQUE, loc);
			a->s = s;
			a->n = p->prev.n;
		}
	} else if (is_id(p, "loc") || is_id(p, "dense") ||
		   is_id(p, "affine_map") || is_id(p, "affine_set") ||
		   is_id(p, "sparse") || is_id(p, "dense_resource") ||
		   is_id(p, "distinct") || is_id(p, "strided")) {
		a = new_attr(p, A_OTHER, loc);
		next(p);
		if (tok_is(&p->tok, "(") || tok_is(&p->tok, "<"))
			skip_balanced(p);
		if (tok_is(&p->tok, "["))
			skip_balanced(p);
		if (accept(p, ":")) {
			if (tok_is(&p->tok, "(") || tok_is(&p->tok, "<"))
				skip_balanced(p);
			else
				next(p);
			if (tok_is(&p->tok, "<"))
				skip_balanced(p);
		}
	} else if (tok_is(&p->tok, "(")) {
		/* function type: (T, ...) -> T | (T, ...) -> (T, ...) */
		Type *t = p->scratch;
		a = new_attr(p, A_FNTYPE, loc);
		a->nin = parse_type_list(p, t, MAX_PORTS);
		if (p->tok.kind != TK_ARROW)
			expected(p, "'->'");
		next(p);
		a->nout = parse_type_list(p, t + a->nin, MAX_PORTS);
		a->tys = arena_alloc(&p->m->arena,
			(a->nin + a->nout + 1) * sizeof *t);
		memcpy(a->tys, t, (a->nin + a->nout) * sizeof *t);
	} else if (at_type(p)) {
		int sign;
		if (p->tok.kind == TK_ID && !int_type_name(p, &p->tok, &sign) &&
		    !tok_is(&p->tok, "index")) {
			a = new_attr(p, A_OTHER, loc);
			next(p);
			if (tok_is(&p->tok, "<"))
				skip_balanced(p);
		} else {
			a = new_attr(p, A_TYPE, loc);
			a->ty = parse_type_sign(p, &sign, 1);
		}
	} else if (p->tok.kind == TK_ID) {
		/* enum keywords of dialect attributes, e.g. `slt` */
		a = new_attr(p, A_OPAQUE, loc);
		a->s = p->tok.s;
		a->n = p->tok.n;
		next(p);
		if (tok_is(&p->tok, "<"))
			skip_balanced(p);
	} else {
		expected(p, "an attribute value");
	}
	p->nest--;
	return a;
}

/* attr-dict ::= dict?   (also the `<{...}>` properties form) */
static Attr *parse_opt_attrs(Parser *p, Attr *into)
{
	if (tok_is(&p->tok, "<")) {
		Loc at = p->tok.loc;
		Attr *d;
		uint32_t i;
		next(p);
		d = parse_dict(p);
		expect_match(p, ">", "<", at);
		if (!into)
			return d;
		for (i = 0; i < d->nelem; i++)
			attr_push(p, into, d->elem[i], d->key[i]);
	}
	if (tok_is(&p->tok, "{")) {
		Attr *d = parse_dict(p);
		uint32_t i;
		if (!into)
			return d;
		for (i = 0; i < d->nelem; i++)
			attr_push(p, into, d->elem[i], d->key[i]);
	}
	return into;
}

/* The value of an integer attribute into w bits; diagnoses overflow. */
static void attr_int(Parser *p, const Attr *a, Word *r, unsigned w,
	const char *what)
{
	int ovf = 0;
	Buf b = {0};

	if (a->kind == A_BOOL) {
		bv_from_u64(r, w, (uint64_t)a->neg);
		return;
	}
	if (a->kind != A_INT)
		error_at(p, a->loc, "%s must be an integer", what);
	if (a->neg)
		buf_putc(&b, '-');
	buf_putn(&b, a->s, a->n);
	if (bv_parse(r, w, b.s, b.len, &ovf) < 0) {
		buf_free(&b);
		error_at(p, a->loc, "invalid integer literal '%.*s'",
			(int)a->n, a->s);
	}
	buf_free(&b);
	if (ovf)
		error_at(p, a->loc, "integer value %s%.*s does not fit in %u bits",
			a->neg ? "-" : "", (int)a->n, a->s, w);
}

static uint64_t attr_u32(Parser *p, const Attr *a, const char *what)
{
	Word w[1];
	if (!a || a->kind != A_INT || a->neg)
		error_at(p, a ? a->loc : p->tok.loc,
			"%s must be a non-negative integer", what);
	attr_int(p, a, w, 32, what);
	return w[0];
}

/* ---------------------------------------------------------- values/ops */

static void define_name(Parser *p, const char *name, size_t n, uint32_t v)
{
	uint32_t old = map_get(&p->vals, name, n);
	Value *val = &p->f->vals[v];

	if (old != NONE && !(old & FWD)) {
		Loc l = p->f->vals[old].loc;
		error_at(p, val->loc,
			"redefinition of value '%%%.*s' (first defined at %u:%u)",
			(int)n, name, l.line, l.col);
	}
	if (old != NONE) {
		Fwd *fw = &p->fwd[old & ~FWD];
		if (fw->ty != val->ty) {
			char b1[16], b2[16];
			error_at(p, val->loc,
				"value '%%%.*s' defined with type %s but used at "
				"%u:%u as %s", (int)n, name, type_str(val->ty, b1),
				fw->loc.line, fw->loc.col, type_str(fw->ty, b2));
		}
		fw->val = v;
	}
	map_put(&p->vals, &p->m->arena, name, n, v);
}

/* Bind names to values v .. v+count-1: "x" (= "x#0"), and "x#i" when the
 * op has several results. */
static void define_values(Parser *p, const char *name, uint32_t v,
	uint32_t count)
{
	uint32_t i;
	char buf[256];
	size_t n = strlen(name);

	define_name(p, name, n, v);
	if (n + 12 >= sizeof buf)
		error_at(p, p->f->vals[v].loc, "value name too long");
	memcpy(buf, name, n);
	buf[n] = '#';
	if (count < 2) { /* a forward use spelled %x#0 */
		uint32_t f;
		buf[n + 1] = '0';
		f = map_get(&p->vals, buf, n + 2);
		if (f != NONE && (f & FWD))
			define_name(p, buf, n + 2, v);
		return;
	}
	for (i = 0; i < count; i++) {
		int len = snprintf(buf + n + 1, sizeof buf - n - 1, "%u", i);
		define_name(p, buf, n + 1 + (size_t)len, v + i);
	}
}

/* ssa-use ::= `%` name (`#` N)?  -> a new operand slot of the current op */
static uint32_t parse_use(Parser *p)
{
	uint32_t v, slot;
	Tok t = p->tok;

	if (t.kind != TK_PCT)
		expected(p, "an SSA value");
	next(p);
	v = map_get(&p->vals, t.s, t.n);
	if (v == NONE && t.n > 2 && t.s[t.n - 2] == '#' && t.s[t.n - 1] == '0')
		v = map_get(&p->vals, t.s, t.n - 2); /* %x#0 is %x */
	if (v == NONE) {
		grow((void **)&p->fwd, &p->cap_fwd, p->nfwd + 1, sizeof *p->fwd,
			1u << 30, "forward references");
		p->fwd[p->nfwd] = (Fwd){tokstr(p, &t), t.loc, TY_NONE, NONE};
		v = FWD | p->nfwd++;
		map_put(&p->vals, &p->m->arena, t.s, t.n, v);
	}
	slot = func_add_use(p->f, v);
	grow((void **)&p->uloc, &p->cap_uloc, slot + 1, sizeof *p->uloc,
		1u << 30, "operands");
	p->uloc[slot] = t.loc;
	return slot;
}

static const char *use_name(Parser *p, uint32_t slot)
{
	uint32_t v = p->f->uses[slot];
	if (v & FWD)
		return p->fwd[v & ~FWD].name;
	return p->f->vals[v].name ? p->f->vals[v].name : "?";
}

/* The operand in `slot` is written with type ty: check or record it. */
static void use_type(Parser *p, uint32_t slot, Type ty, Loc loc)
{
	uint32_t v = p->f->uses[slot];
	Type have;
	char b1[16], b2[16];

	if (v & FWD) {
		Fwd *fw = &p->fwd[v & ~FWD];
		if (fw->ty == TY_NONE) {
			fw->ty = ty;
			return;
		}
		have = fw->ty;
	} else {
		have = p->f->vals[v].ty;
	}
	(void)loc;
	if (have != ty)
		error_at(p, p->uloc[slot],
			"use of value '%%%s' expects different type than prior "
			"uses: '%s' vs '%s'", use_name(p, slot), type_str(ty, b1),
			type_str(have, b2));
}

static uint32_t new_op(Parser *p, int op, int spell, Loc loc)
{
	Func *f = p->f;
	Op *o;
	grow((void **)&f->ops, &f->cap_op, f->nop + 1, sizeof *f->ops, 1u << 30,
		"ops");
	o = &f->ops[f->nop];
	memset(o, 0, sizeof *o);
	o->op = (uint16_t)op;
	o->spell = (uint16_t)spell;
	o->opnd = f->nuse;
	o->pool = NONE;
	o->callee = NONE;
	o->succ[0] = o->succ[1] = NONE;
	o->loc = loc;
	f->blocks[p->cur].nop++;
	return f->nop++;
}

/* Collect `%a, %b, ...` as operands of the op being built. */
static uint32_t parse_uses(Parser *p, uint32_t *slots, uint32_t max)
{
	uint32_t n = 0;
	if (p->tok.kind != TK_PCT)
		return 0;
	do {
		uint32_t s = parse_use(p);
		if (n < max)
			slots[n] = s;
		n++;
	} while (accept(p, ","));
	return n;
}

/* ------------------------------------------------------- op syntaxes */

typedef struct {
	uint32_t op;        /* op index */
	Type res[64];       /* result types */
	uint32_t nres;
	Type *resv;         /* when more than 64 (calls) */
} Built;

static Op *cur_op(Parser *p, const Built *b)
{
	return &p->f->ops[b->op];
}

static void set_nopnd(Parser *p, Built *b)
{
	Op *o = cur_op(p, b);
	o->nopnd = p->f->nuse - o->opnd;
}

/* Each operand of the op has type ty. */
static void all_use_type(Parser *p, Built *b, Type ty, Loc loc)
{
	Op *o = cur_op(p, b);
	uint32_t i;
	for (i = 0; i < o->nopnd; i++)
		use_type(p, o->opnd + i, ty, loc);
}

static void skip_bin(Parser *p)
{
	if (is_id(p, "bin"))
		next(p);
}

/* The predicate as a bare word or string ("slt", slt); comb's two-state
 * aliases (ceq cne weq wne) only where comb allows them. */
static int parse_pred(Parser *p, int comb)
{
	int pr;
	if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
		expected(p, "a comparison predicate");
	pr = pred_lookup(p->tok.s, p->tok.n);
	if (!comb && pr >= 0 && p->tok.n == 3 && p->tok.s[0] != 's' &&
	    p->tok.s[0] != 'u')
		pr = -1; /* ceq cne weq wne */
	if (pr < 0)
		error_at(p, p->tok.loc, "unknown comparison predicate '%.*s'",
			(int)p->tok.n, p->tok.s);
	next(p);
	return pr;
}

static void one_result(Built *b, Type t)
{
	b->res[0] = t;
	b->nres = 1;
}

/* `:` type, applied to all operands and the result */
static void typed_same(Parser *p, Built *b, int result_i1)
{
	Loc loc;
	Type t;
	expect(p, ":");
	loc = p->tok.loc;
	t = parse_type(p);
	all_use_type(p, b, t, loc);
	one_result(b, result_i1 ? TY_I1 : t);
}

/* comb.add [bin] %a, %b ... attr-dict : T  (also comb.inv/parity/reverse) */
static void syn_comb(Parser *p, Built *b, int op, int unary)
{
	uint32_t s[1];
	skip_bin(p);
	if (!parse_uses(p, s, 1))
		expected(p, "an operand");
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	typed_same(p, b, unary && op == OP_PARITY);
}

/* comb.icmp [bin] pred %a, %b : T   |   cmpi "pred", %a, %b : T */
static void syn_icmp(Parser *p, Built *b, int comma)
{
	uint32_t s[2];
	skip_bin(p);
	cur_op(p, b)->pred = (uint32_t)parse_pred(p, !comma);
	if (comma)
		expect(p, ",");
	if (parse_uses(p, s, 2) != 2)
		error_at(p, p->prev.loc, "expected 2 operands");
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	typed_same(p, b, 1);
}

/* comb.mux [bin] %c, %t, %f : T   |   select %c, %t, %f : [i1,] T */
static void syn_mux(Parser *p, Built *b)
{
	uint32_t s[3];
	Loc loc;
	Type t;
	Op *o;

	skip_bin(p);
	if (parse_uses(p, s, 3) != 3)
		error_at(p, p->prev.loc, "expected 3 operands");
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	expect(p, ":");
	loc = p->tok.loc;
	t = parse_type(p);
	if (accept(p, ",")) {
		use_type(p, s[0], t, loc);
		loc = p->tok.loc;
		t = parse_type(p);
	} else {
		use_type(p, s[0], TY_I1, loc);
	}
	o = cur_op(p, b);
	use_type(p, o->opnd + 1, t, loc);
	use_type(p, o->opnd + 2, t, loc);
	one_result(b, t);
}

/* `:` `(` T `)` `->` U : operand type T, result U */
static void fn_type_1(Parser *p, Built *b)
{
	Loc loc;
	Type t;
	expect(p, ":");
	expect(p, "(");
	loc = p->tok.loc;
	t = parse_type(p);
	expect(p, ")");
	if (p->tok.kind != TK_ARROW)
		expected(p, "'->'");
	next(p);
	all_use_type(p, b, t, loc);
	one_result(b, parse_type(p));
}

/* comb.extract %a from N : (T) -> U */
static void syn_extract(Parser *p, Built *b)
{
	uint32_t s[1];
	Attr a = {0};
	if (parse_uses(p, s, 1) != 1)
		error_at(p, p->prev.loc, "expected 1 operand");
	set_nopnd(p, b);
	if (!is_id(p, "from"))
		expected(p, "'from'");
	next(p);
	if (p->tok.kind != TK_INT)
		expected(p, "the low bit (an integer)");
	a.kind = A_INT;
	a.s = p->tok.s;
	a.n = p->tok.n;
	a.loc = p->tok.loc;
	cur_op(p, b)->pred = (uint32_t)attr_u32(p, &a, "low bit");
	next(p);
	parse_opt_attrs(p, NULL);
	fn_type_1(p, b);
}

/* comb.concat %a, %b : T, U */
static void syn_concat(Parser *p, Built *b)
{
	uint32_t s[1], i, n;
	uint64_t w = 0;
	Op *o;

	n = parse_uses(p, s, 1);
	if (!n)
		expected(p, "an operand");
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	expect(p, ":");
	o = cur_op(p, b);
	for (i = 0; i < n; i++) {
		Loc loc = p->tok.loc;
		Type t;
		if (i)
			expect(p, ",");
		loc = p->tok.loc;
		t = parse_type(p);
		if (t == TY_INDEX)
			error_at(p, loc, "'comb.concat' operands must be integers, "
				"not index");
		use_type(p, o->opnd + i, t, loc);
		w += (uint64_t)t;
	}
	if (accept(p, ","))
		error_at(p, p->prev.loc, "'comb.concat' has %u operands but more "
			"types", n);
	if (w > BV_MAXW)
		error_at(p, o->loc, "'comb.concat' result width %llu exceeds %u",
			(unsigned long long)w, BV_MAXW);
	one_result(b, (Type)w);
}

/* comb.replicate %a : (T) -> U */
static void syn_replicate(Parser *p, Built *b)
{
	uint32_t s[1];
	if (parse_uses(p, s, 1) != 1)
		error_at(p, p->prev.loc, "expected 1 operand");
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	fn_type_1(p, b);
}

/* Store a truth table given as an integer attribute or a bool list. */
static void set_table(Parser *p, Built *b, const Attr *a)
{
	Func *f = p->f;
	Op *o;
	Word *w;
	uint32_t bits, i;

	if (a->kind == A_LIST) {
		bits = a->nelem;
		if (!bits)
			error_at(p, a->loc, "truth table must not be empty");
		w = arena_alloc(&p->m->arena, BV_WORDS(bits) * sizeof *w);
		for (i = 0; i < bits; i++) {
			const Attr *e = a->elem[i];
			if (e->kind == A_BOOL)
				bv_setbit(w, i, e->neg);
			else if (e->kind == A_INT && !e->neg && e->n == 1 &&
				 (e->s[0] == '0' || e->s[0] == '1'))
				bv_setbit(w, i, e->s[0] == '1');
			else
				error_at(p, e->loc, "truth table entries must be "
					"true or false");
		}
	} else if (a->kind == A_INT) {
		bits = (uint32_t)a->bits;
		if (a->neg && !a->ty)
			error_at(p, a->loc, "truth table must not be negative");
		w = arena_alloc(&p->m->arena, BV_WORDS(bits) * sizeof *w);
		attr_int(p, a, w, bits, "truth table");
	} else {
		error_at(p, a->loc, "truth table must be an integer or a list "
			"of booleans");
	}
	o = cur_op(p, b);
	o->pool = func_add_pool(f, w, BV_WORDS(bits));
	o->npool = bits;
}

/* comb.truth_table %a, %b -> 6 : ui4  |  -> [false, true, ...] */
static void syn_tt(Parser *p, Built *b)
{
	uint32_t s[1];
	Attr *a;
	if (!parse_uses(p, s, 1))
		expected(p, "an operand");
	set_nopnd(p, b);
	all_use_type(p, b, TY_I1, p->prev.loc);
	if (p->tok.kind != TK_ARROW)
		expected(p, "'->'");
	next(p);
	a = parse_attr(p);
	set_table(p, b, a);
	parse_opt_attrs(p, NULL);
	one_result(b, TY_I1);
}

/* comb.lut: coefficients and lookupTable are i8 arrays */
static void set_lut(Parser *p, Built *b, const Attr *d, Loc loc)
{
	const Attr *c = dict_get(d, "coefficients");
	const Attr *t = dict_get(d, "lookupTable");
	Op *o;
	uint32_t i, k = 0;
	Word *w;

	if (!c || c->kind != A_ARRAY)
		error_at(p, loc, "'comb.lut' needs a 'coefficients' attribute "
			"(array<i8: ...>)");
	if (!t || t->kind != A_ARRAY)
		error_at(p, loc, "'comb.lut' needs a 'lookupTable' attribute "
			"(array<i8: ...>)");
	w = arena_alloc(&p->m->arena,
		((size_t)c->nelem + t->nelem + 1) * sizeof *w);
	for (i = 0; i < c->nelem; i++, k++) {
		Word v[1];
		attr_int(p, c->elem[i], v, 8, "lut coefficient");
		w[k] = v[0];
	}
	for (i = 0; i < t->nelem; i++, k++) {
		Word v[1];
		attr_int(p, t->elem[i], v, 8, "lut table entry");
		w[k] = v[0];
	}
	o = cur_op(p, b);
	o->pool = func_add_pool(p->f, w, k);
	o->npool = c->nelem;
	o->pred = t->nelem;
}

/* functional-type ::= `(` types `)` `->` (type | `(` types `)`) */
static void parse_fn_type(Parser *p, Built *b, int check_uses)
{
	Type *tin = p->scratch;
	uint32_t n, i;
	Loc loc = p->tok.loc;
	Op *o;

	if (!tok_is(&p->tok, "("))
		expected(p, "'(' to start a function type");
	n = parse_type_list(p, tin, MAX_PORTS);
	o = cur_op(p, b);
	if (check_uses) {
		if (n != o->nopnd)
			error_at(p, loc, "function type has %u input%s but the op "
				"has %u operand%s", n, n == 1 ? "" : "s", o->nopnd,
				o->nopnd == 1 ? "" : "s");
		for (i = 0; i < n; i++)
			use_type(p, o->opnd + i, tin[i], loc);
	}
	if (p->tok.kind != TK_ARROW)
		expected(p, "'->'");
	next(p);
	if (tok_is(&p->tok, "(")) {
		Type *t = p->scratch + MAX_PORTS;
		b->nres = parse_type_list(p, t, MAX_PORTS);
		if (b->nres <= countof(b->res)) {
			memcpy(b->res, t, b->nres * sizeof *t);
		} else {
			b->resv = arena_alloc(&p->m->arena, b->nres * sizeof *t);
			memcpy(b->resv, t, b->nres * sizeof *t);
		}
	} else {
		one_result(b, parse_type(p));
	}
}

/* comb.lut %a, %b {coefficients = ..., lookupTable = ...} : (i8, i8) -> i8 */
static void syn_lut(Parser *p, Built *b)
{
	uint32_t s[1];
	Attr *d;
	Loc loc = cur_op(p, b)->loc;
	parse_uses(p, s, 1);
	set_nopnd(p, b);
	d = parse_opt_attrs(p, NULL);
	set_lut(p, b, d, loc);
	expect(p, ":");
	parse_fn_type(p, b, 1);
}

/* addi %a, %b [overflow<...>] attr-dict : T */
static void syn_bin(Parser *p, Built *b)
{
	uint32_t s[2];
	if (parse_uses(p, s, 2) != 2)
		error_at(p, p->prev.loc, "expected 2 operands");
	set_nopnd(p, b);
	if (is_id(p, "overflow") || is_id(p, "exact")) {
		next(p);
		if (tok_is(&p->tok, "<"))
			skip_balanced(p);
	}
	parse_opt_attrs(p, NULL);
	if (tok_is(&p->tok, ":")) {
		Lexer save = p->lx;
		Tok colon = p->tok;
		next(p);
		if (tok_is(&p->tok, "(")) { /* std form: `: (T, T) -> T` */
			parse_fn_type(p, b, 1);
			return;
		}
		p->lx = save;
		p->tok = colon;
	}
	typed_same(p, b, 0);
}

/* extsi %a : T to U */
static void syn_cast(Parser *p, Built *b)
{
	uint32_t s[1];
	Loc loc;
	Type t;
	if (parse_uses(p, s, 1) != 1)
		error_at(p, p->prev.loc, "expected 1 operand");
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	expect(p, ":");
	loc = p->tok.loc;
	t = parse_type(p);
	use_type(p, s[0], t, loc);
	if (!is_id(p, "to"))
		expected(p, "'to'");
	next(p);
	one_result(b, parse_type(p));
}

static void set_const(Parser *p, Built *b, const Attr *a, Type t)
{
	unsigned w = t == TY_INDEX ? 64 : (unsigned)t;
	Word *v = arena_alloc(&p->m->arena, BV_WORDS(w) * sizeof *v);
	Op *o;

	if (a->kind == A_BOOL && t != TY_I1) {
		error_at(p, a->loc, "boolean constant must have type i1");
	}
	attr_int(p, a, v, w, "constant value");
	o = cur_op(p, b);
	o->pool = func_add_pool(p->f, v, BV_WORDS(w));
	o->npool = w;
	one_result(b, t);
}

/* constant ::= (int | `true` | `false`) (`:` type)? */
static void syn_const(Parser *p, Built *b, int index_only)
{
	Attr *a;
	Type t;

	parse_opt_attrs(p, NULL);
	a = parse_attr(p);
	if (a->kind == A_OTHER)
		error_at(p, a->loc, "unsupported constant (only integer "
			"constants are supported)");
	if (a->kind != A_INT && a->kind != A_BOOL)
		error_at(p, a->loc, "expected an integer or boolean constant");
	if (index_only) {
		if (a->kind != A_INT || (a->ty && a->ty != TY_INDEX))
			error_at(p, a->loc, "'index.constant' takes an integer");
		t = TY_INDEX;
	} else if (a->kind == A_BOOL) {
		t = TY_I1;
		if (accept(p, ":")) {
			Loc loc = p->tok.loc;
			if (parse_type(p) != TY_I1)
				error_at(p, loc, "boolean constant must have type i1");
		}
	} else if (a->ty) {
		t = a->ty;
	} else if (accept(p, ":")) {
		t = parse_type(p);
	} else {
		error_at(p, p->tok.loc, "expected ':' and the constant's type");
	}
	parse_opt_attrs(p, NULL);
	set_const(p, b, a, t);
}

/* return ::= `return` (%v (`,` %v)* `:` T (`,` T)*)?   (also hw.output) */
static void syn_return(Parser *p, Built *b)
{
	uint32_t s[1], n, i;
	Op *o;
	n = parse_uses(p, s, 1);
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	if (!n)
		return;
	expect(p, ":");
	o = cur_op(p, b);
	for (i = 0; i < n; i++) {
		Loc loc;
		if (i)
			expect(p, ",");
		loc = p->tok.loc;
		use_type(p, o->opnd + i, parse_type(p), loc);
	}
	if (tok_is(&p->tok, ","))
		error_at(p, p->tok.loc, "more types than operands");
}

static uint32_t label_ref(Parser *p, const Tok *t)
{
	uint32_t l = map_get(&p->labels, t->s, t->n);
	if (l == NONE) {
		grow((void **)&p->lab, &p->cap_lab, p->nlab + 1, sizeof *p->lab,
			1u << 30, "blocks");
		p->lab[p->nlab] = (Label){tokstr(p, t), NONE, t->loc};
		l = p->nlab++;
		map_put(&p->labels, &p->m->arena, t->s, t->n, l);
	}
	return l;
}

/* successor ::= `^bb` (`(` %v (`,` %v)* `:` T (`,` T)* `)`)? */
static void parse_succ(Parser *p, Built *b, int k)
{
	Tok t = p->tok;
	uint32_t n = 0, first = p->f->nuse, i;
	Op *o;

	if (t.kind != TK_CARET)
		expected(p, "a block label");
	next(p);
	o = cur_op(p, b);
	o->succ[k] = label_ref(p, &t);
	if (accept(p, "(")) {
		uint32_t s[1];
		Loc at = p->prev.loc;
		n = parse_uses(p, s, 1);
		if (n) {
			expect(p, ":");
			for (i = 0; i < n; i++) {
				Loc loc;
				if (i)
					expect(p, ",");
				loc = p->tok.loc;
				use_type(p, first + i, parse_type(p), loc);
			}
		}
		expect_match(p, ")", "(", at);
	}
	cur_op(p, b)->nsucc_args[k] = n;
}

/* br ^bb(args) */
static void syn_br(Parser *p, Built *b)
{
	parse_succ(p, b, 0);
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
}

/* cond_br %c, ^bb1(args), ^bb2(args) */
static void syn_condbr(Parser *p, Built *b)
{
	uint32_t s = parse_use(p);
	use_type(p, s, TY_I1, p->prev.loc);
	expect(p, ",");
	parse_succ(p, b, 0);
	expect(p, ",");
	parse_succ(p, b, 1);
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
}

/* call @f(%a, ...) attr-dict : (T...) -> U */
static void syn_call(Parser *p, Built *b)
{
	Op *o;
	Loc at;
	uint32_t s[1];
	if (p->tok.kind != TK_AT)
		expected(p, "a function name (@name)");
	o = cur_op(p, b);
	o->sym = tokstr(p, &p->tok);
	next(p);
	at = p->tok.loc;
	expect(p, "(");
	parse_uses(p, s, 1);
	expect_match(p, ")", "(", at);
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	expect(p, ":");
	parse_fn_type(p, b, 1);
}

/* hw.instance "name" (sym @s)? @mod (`<`params`>`)? `(` (port `:` %v `:`
 * T),* `)` `->` `(` (port `:` T),* `)` attr-dict
 * older form: @mod(%a, %b) : (T, T) -> (U) */
static void syn_instance(Parser *p, Built *b)
{
	Op *o = cur_op(p, b);
	const char *names[4096];
	uint32_t n = 0, i;
	Loc at;

	if (p->tok.kind != TK_STR)
		expected(p, "the instance name (a string)");
	o->iname = tokstr(p, &p->tok);
	next(p);
	if (is_id(p, "sym")) {
		next(p);
		if (p->tok.kind != TK_AT)
			expected(p, "a symbol");
		next(p);
	}
	if (p->tok.kind != TK_AT)
		expected(p, "the module name (@name)");
	o->sym = tokstr(p, &p->tok);
	next(p);
	if (tok_is(&p->tok, "<"))
		skip_balanced(p);
	at = p->tok.loc;
	expect(p, "(");
	if (tok_is(&p->tok, ")")) { /* no inputs: old form if `:` follows */
		Lexer save = p->lx;
		Tok close = p->tok;
		next(p);
		if (tok_is(&p->tok, ":")) {
			set_nopnd(p, b);
			next(p);
			parse_fn_type(p, b, 1);
			return;
		}
		p->lx = save;
		p->tok = close;
	}
	if (p->tok.kind == TK_PCT) {
		/* old form */
		uint32_t s[1];
		parse_uses(p, s, 1);
		expect_match(p, ")", "(", at);
		set_nopnd(p, b);
		parse_opt_attrs(p, NULL);
		expect(p, ":");
		parse_fn_type(p, b, 1);
		return;
	}
	if (!tok_is(&p->tok, ")")) {
		do {
			Loc loc;
			uint32_t slot;
			if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
				expected(p, "a port name");
			if (n == countof(names))
				error_at(p, p->tok.loc, "too many ports");
			names[n++] = tokstr(p, &p->tok);
			next(p);
			expect(p, ":");
			slot = parse_use(p);
			expect(p, ":");
			loc = p->tok.loc;
			use_type(p, slot, parse_type(p), loc);
		} while (accept(p, ","));
	}
	expect_match(p, ")", "(", at);
	set_nopnd(p, b);
	o = cur_op(p, b);
	o->argnames = arena_alloc(&p->m->arena, (n + 1) * sizeof *o->argnames);
	for (i = 0; i < n; i++)
		o->argnames[i] = names[i];
	if (p->tok.kind != TK_ARROW)
		expected(p, "'->'");
	next(p);
	at = p->tok.loc;
	expect(p, "(");
	if (!accept(p, ")")) {
		do {
			if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
				expected(p, "a result port name");
			next(p);
			expect(p, ":");
			if (b->nres == countof(b->res))
				error_at(p, p->tok.loc, "too many results");
			b->res[b->nres++] = parse_type(p);
		} while (accept(p, ","));
		expect_match(p, ")", "(", at);
	}
	parse_opt_attrs(p, NULL);
}

/* index.add %a, %b */
static void syn_ibin(Parser *p, Built *b)
{
	uint32_t s[2];
	if (parse_uses(p, s, 2) != 2)
		error_at(p, p->prev.loc, "expected 2 operands");
	set_nopnd(p, b);
	all_use_type(p, b, TY_INDEX, p->prev.loc);
	parse_opt_attrs(p, NULL);
	one_result(b, TY_INDEX);
}

/* index.cmp pred(%a, %b) */
static void syn_icmpi(Parser *p, Built *b)
{
	uint32_t s[2];
	Loc at;
	cur_op(p, b)->pred = (uint32_t)parse_pred(p, 0);
	at = p->tok.loc;
	expect(p, "(");
	if (parse_uses(p, s, 2) != 2)
		error_at(p, p->prev.loc, "expected 2 operands");
	expect_match(p, ")", "(", at);
	set_nopnd(p, b);
	all_use_type(p, b, TY_INDEX, p->prev.loc);
	parse_opt_attrs(p, NULL);
	one_result(b, TY_I1);
}

/* index.bool.constant true */
static void syn_ibool(Parser *p, Built *b)
{
	Attr *a;
	parse_opt_attrs(p, NULL);
	a = parse_attr(p);
	if (a->kind != A_BOOL)
		error_at(p, a->loc, "'index.bool.constant' takes true or false");
	set_const(p, b, a, TY_I1);
}

/* -------------------------------------------------------- generic form */

/* Integer predicate from an attribute: 2 : i64, "slt", #x<cmpi slt>. */
static int attr_pred(Parser *p, const Attr *a, Loc loc, int comb)
{
	if (!a)
		error_at(p, loc, "missing 'predicate' attribute");
	if (a->kind == A_INT) {
		uint64_t v = attr_u32(p, a, "predicate");
		if (v < NPRED_)
			return (int)v;
		if (comb && v >= 10 && v <= 13) /* comb ceq cne weq wne */
			return v == 10 || v == 12 ? PRED_EQ : PRED_NE;
		error_at(p, a->loc, "predicate %llu out of range",
			(unsigned long long)v);
	}
	if (a->kind == A_STR || a->kind == A_OPAQUE) {
		/* the last word in the text */
		const char *s = a->s, *e = a->s + a->n, *w;
		int pr;
		while (e > s && (e[-1] == '>' || e[-1] == ' '))
			e--;
		w = e;
		while (w > s && ((w[-1] >= 'a' && w[-1] <= 'z')))
			w--;
		pr = pred_lookup(w, (size_t)(e - w));
		if (pr >= 0)
			return pr;
	}
	error_at(p, a->loc, "unknown comparison predicate");
}

/* "name"(%a, ...) ([^bb, ...])? (<{props}>)? attr-dict? : (T..) -> (U..)
 * Builds the op from its attributes.  Branch operand groups follow
 * operandSegmentSizes when given. */
static void syn_generic(Parser *p, Built *b, int op, Loc name_loc)
{
	uint32_t s[1], nsucc = 0, k;
	Tok succ[2];
	Attr *d;
	Op *o;
	Loc at = p->tok.loc;

	expect(p, "(");
	parse_uses(p, s, 1);
	expect_match(p, ")", "(", at);
	set_nopnd(p, b);
	if (accept(p, "[")) {
		at = p->prev.loc;
		do {
			if (p->tok.kind != TK_CARET)
				expected(p, "a block label");
			if (nsucc == 2)
				error_at(p, p->tok.loc, "too many successors");
			succ[nsucc++] = p->tok;
			next(p);
		} while (accept(p, ","));
		expect_match(p, "]", "[", at);
	}
	d = new_attr(p, A_DICT, p->tok.loc);
	parse_opt_attrs(p, d);
	if (tok_is(&p->tok, "("))
		error_at(p, p->tok.loc, "op '%s' with regions is not supported",
			spell_name(cur_op(p, b)->spell));
	expect(p, ":");
	parse_fn_type(p, b, 1);
	o = cur_op(p, b);
	for (k = 0; k < nsucc; k++)
		o->succ[k] = label_ref(p, &succ[k]);
	switch (op) {
	case OP_ICMP:
		o->pred = (uint32_t)attr_pred(p, dict_get(d, "predicate") ?
			dict_get(d, "predicate") : dict_get(d, "pred"), name_loc,
			!strncmp(spell_name(o->spell), "comb.", 5));
		break;
	case OP_EXTRACT:
		o->pred = (uint32_t)attr_u32(p, dict_get(d, "lowBit"), "lowBit");
		break;
	case OP_CONST: {
		Attr *v = dict_get(d, "value");
		Type t = b->nres == 1 ? b->res[0] : TY_I1;
		if (!v)
			error_at(p, name_loc, "constant needs a 'value' attribute");
		set_const(p, b, v, t);
		break;
	}
	case OP_TT: {
		Attr *v = dict_get(d, "lookupTable");
		if (!v)
			error_at(p, name_loc, "'comb.truth_table' needs a "
				"'lookupTable' attribute");
		set_table(p, b, v);
		break;
	}
	case OP_LUT:
		set_lut(p, b, d, name_loc);
		break;
	case OP_CALL: case OP_INSTANCE: {
		Attr *c = dict_get(d, op == OP_CALL ? "callee" : "moduleName");
		Attr *in = dict_get(d, "instanceName");
		if (!c || c->kind != A_SYM)
			error_at(p, name_loc, "missing '%s' symbol attribute",
				op == OP_CALL ? "callee" : "moduleName");
		o->sym = arena_strndup(&p->m->arena, c->s, c->n);
		if (op == OP_INSTANCE)
			o->iname = in && in->kind == A_STR ?
				arena_strndup(&p->m->arena, in->s, in->n) : "inst";
		break;
	}
	case OP_BR: case OP_CONDBR: {
		Attr *seg = dict_get(d, "operandSegmentSizes");
		uint32_t want = op == OP_BR ? 1 : 2;
		if (nsucc != want)
			error_at(p, name_loc, "'%s' needs %u successor%s",
				spell_name(o->spell), want, want > 1 ? "s" : "");
		if (op == OP_BR) {
			o->nsucc_args[0] = o->nopnd;
		} else if (seg && seg->kind == A_ARRAY && seg->nelem == 3) {
			uint32_t n0 = (uint32_t)attr_u32(p, seg->elem[0], "size");
			o->nsucc_args[0] = (uint32_t)attr_u32(p, seg->elem[1], "size");
			o->nsucc_args[1] = (uint32_t)attr_u32(p, seg->elem[2], "size");
			if (n0 != 1 || 1 + o->nsucc_args[0] + o->nsucc_args[1] !=
			    o->nopnd)
				error_at(p, seg->loc, "operandSegmentSizes does not "
					"match the operands");
		} else if (o->nopnd != 1) {
			error_at(p, name_loc, "'%s' with branch operands needs "
				"operandSegmentSizes", spell_name(o->spell));
		}
		break;
	}
	default:
		break;
	}
}

/* --------------------------------------------------------------- ops */

static int contains(const char *s, size_t n, const char *w)
{
	size_t k = strlen(w), i;
	for (i = 0; i + k <= n; i++)
		if (!memcmp(s + i, w, k))
			return 1;
	return 0;
}

static const char *unsupported_hint(const char *s, size_t n)
{
	static const char *pre[] = {"scf.", "affine.", "memref.", "tensor.",
		"vector.", "linalg.", "llvm.", "math.", "seq.", "sv.", "scf",
		"async."};
	size_t i;
	for (i = 0; i < countof(pre); i++)
		if (n >= strlen(pre[i]) && !memcmp(s, pre[i], strlen(pre[i])))
			return " (loops, memories and non-combinational "
			       "constructs are not supported)";
	if (n > 1 && (s[n - 1] == 'f' || contains(s, n, "float") ||
		      contains(s, n, "fp")))
		return " (floating point is not supported)";
	return "";
}

/* result-list ::= (%name (`:` N)? (`,` %name (`:` N)?)* `=`)? */
typedef struct {
	Tok name[256];
	uint32_t count[256];
	uint32_t n, total;
} ResNames;

static void parse_result_names(Parser *p, ResNames *r)
{
	r->n = r->total = 0;
	if (p->tok.kind != TK_PCT)
		return;
	do {
		uint32_t c = 1;
		if (p->tok.kind != TK_PCT)
			expected(p, "a result name");
		if (r->n == countof(r->name))
			error_at(p, p->tok.loc, "too many result names");
		r->name[r->n] = p->tok;
		next(p);
		if (accept(p, ":")) {
			Attr a = {0};
			if (p->tok.kind != TK_INT)
				expected(p, "a result count");
			a.kind = A_INT;
			a.s = p->tok.s;
			a.n = p->tok.n;
			a.loc = p->tok.loc;
			c = (uint32_t)attr_u32(p, &a, "result count");
			if (!c)
				error_at(p, p->tok.loc, "result count must be positive");
			next(p);
		}
		r->count[r->n++] = c;
		r->total += c;
	} while (accept(p, ","));
	expect(p, "=");
}

/* operation ::= result-list? (custom-op | generic-op) loc? */
static void parse_op(Parser *p)
{
	ResNames rn;
	Built b;
	int op, syn, spell, generic;
	Tok name;
	Op *o;
	uint32_t i, j, v0;
	const Type *res;

	p->op_start = p->tok.s;
	parse_result_names(p, &rn);
	name = p->tok;
	generic = name.kind == TK_STR;
	if (name.kind != TK_ID && !generic)
		expected(p, "an operation");
	spell = (int)map_get(&p->spells, name.s, name.n);
	if (spell == (int)NONE) {
		spell = spell_lookup(name.s, name.n, &op, &syn);
		if (spell >= 0)
			map_put(&p->spells, &p->m->arena, name.s, name.n,
				(uint32_t)spell);
	} else {
		spell_info(spell, &op, &syn);
	}
	if (spell < 0)
		error_at(p, name.loc, "unsupported op '%.*s'%s", (int)name.n,
			name.s, unsupported_hint(name.s, name.n));
	next(p);
	memset(&b, 0, sizeof b);
	b.op = new_op(p, op, spell, name.loc);
	if (generic) {
		syn_generic(p, &b, op, name.loc);
	} else {
		switch (syn) {
		case SY_COMB: syn_comb(p, &b, op, 0); break;
		case SY_COMB1: syn_comb(p, &b, op, 1); break;
		case SY_ICMP: syn_icmp(p, &b, 0); break;
		case SY_MUX: case SY_SELECT: syn_mux(p, &b); break;
		case SY_EXTRACT: syn_extract(p, &b); break;
		case SY_CONCAT: syn_concat(p, &b); break;
		case SY_REPLICATE: syn_replicate(p, &b); break;
		case SY_TT: syn_tt(p, &b); break;
		case SY_LUT: syn_lut(p, &b); break;
		case SY_BIN: syn_bin(p, &b); break;
		case SY_CMPI: syn_icmp(p, &b, 1); break;
		case SY_CAST: syn_cast(p, &b); break;
		case SY_CONST: syn_const(p, &b, 0); break;
		case SY_ICONST: syn_const(p, &b, 1); break;
		case SY_IBIN: syn_ibin(p, &b); break;
		case SY_ICMPI: syn_icmpi(p, &b); break;
		case SY_IBOOL: syn_ibool(p, &b); break;
		case SY_SIZEOF:
			parse_opt_attrs(p, NULL);
			one_result(&b, TY_INDEX);
			break;
		case SY_RETURN: syn_return(p, &b); break;
		case SY_BR: syn_br(p, &b); break;
		case SY_CONDBR: syn_condbr(p, &b); break;
		case SY_CALL: syn_call(p, &b); break;
		case SY_INSTANCE: syn_instance(p, &b); break;
		default: die("syntax class %d", syn);
		}
	}
	skip_loc(p);
	res = b.resv ? b.resv : b.res;
	if (rn.total != b.nres) {
		error_at(p, rn.n ? rn.name[0].loc : name.loc,
			"'%.*s' defines %u result%s but %u %s named", (int)name.n,
			name.s, b.nres, b.nres == 1 ? "" : "s", rn.total,
			rn.total == 1 ? "is" : "are");
	}
	o = &p->f->ops[b.op];
	o->res = p->f->nval;
	o->nres = b.nres;
	v0 = p->f->nval;
	for (i = 0; i < b.nres; i++)
		func_add_value(p->f, res[i], b.op, p->cur, i, NULL, name.loc);
	for (i = 0, j = 0; i < rn.n; i++) {
		const char *nm = tokstr(p, &rn.name[i]);
		uint32_t k;
		for (k = 0; k < rn.count[i]; k++) {
			p->f->vals[v0 + j + k].name = nm;
			p->f->vals[v0 + j + k].loc = rn.name[i].loc;
		}
		define_values(p, nm, v0 + j, rn.count[i]);
		j += rn.count[i];
	}
}

/* ----------------------------------------------------------- functions */

static uint32_t new_block(Parser *p, const char *label, Loc loc)
{
	Func *f = p->f;
	grow((void **)&f->blocks, &f->cap_block, f->nblock + 1,
		sizeof *f->blocks, 1u << 30, "blocks");
	f->blocks[f->nblock] = (Block){f->nval, 0, f->nop, 0, label, loc};
	p->cur = f->nblock;
	return f->nblock++;
}

static void add_block_arg(Parser *p, const Tok *name, Type ty)
{
	Func *f = p->f;
	Block *bl = &f->blocks[p->cur];
	const char *nm = name ? tokstr(p, name) : NULL;
	uint32_t v = func_add_value(f, ty, NONE, p->cur, bl->narg, nm,
		name ? name->loc : bl->loc);
	f->blocks[p->cur].narg++;
	if (nm)
		define_values(p, nm, v, 1);
}

/* bb-label ::= `^` id (`(` %v `:` T (`,` ...)* `)`)? `:` */
static void parse_label(Parser *p, int entry)
{
	Tok t = p->tok;
	uint32_t l, blk;

	next(p);
	l = label_ref(p, &t);
	if (p->lab[l].block != NONE)
		error_at(p, t.loc, "redefinition of block '^%.*s'", (int)t.n, t.s);
	if (entry && p->f->nblock == 1 && p->f->blocks[0].nop == 0) {
		blk = 0;
		p->f->blocks[0].label = p->lab[l].name;
	} else {
		blk = new_block(p, p->lab[l].name, t.loc);
	}
	p->lab[l].block = blk;
	p->cur = blk;
	if (accept(p, "(")) {
		Loc at = p->prev.loc;
		if (!accept(p, ")")) {
			do {
				Tok n = p->tok;
				if (n.kind != TK_PCT)
					expected(p, "a block argument");
				next(p);
				expect(p, ":");
				add_block_arg(p, &n, parse_type(p));
				skip_loc(p);
			} while (accept(p, ","));
			expect_match(p, ")", "(", at);
		}
	}
	expect(p, ":");
}

/* Recover after an error inside a body: skip to the next line, and over
 * any bracketed group (a region, say) opened before it; stop before a '}'
 * that closes the enclosing body. */
static void skip_line(Parser *p)
{
	int depth = 0;
	if (p->tok.nl_before && p->tok.s != p->op_start)
		return; /* the failed op ended at a line end */
	for (;;) {
		if (p->tok.kind == TK_PUNCT && strchr("([{", p->tok.s[0]))
			depth++;
		else if (p->tok.kind == TK_PUNCT && strchr(")]}", p->tok.s[0]))
			depth--;
		next(p);
		if (p->tok.kind == TK_EOF)
			return;
		if (depth <= 0 && tok_is(&p->tok, "}"))
			return;
		if (depth <= 0 && p->tok.nl_before)
			return;
	}
}

/* body ::= `{` block* `}` where the first block's label is optional.
 * unnamed_args: the signature gave types only (argty, nargs), so the entry
 * label must declare them; nargs == NONE: take them from the label as they
 * come (generic func.func). */
static void parse_body(Parser *p, Loc open, int unnamed_args, Type *argty,
	uint32_t nargs)
{
	jmp_buf jb, *outer = p->jb;
	volatile int entry_label = 0;

	p->jb = &jb;
	while (!tok_is(&p->tok, "}")) {
		if (setjmp(jb)) {
			if (p->m->ctx->nerror - p->err0 >= MAX_ERRORS ||
			    p->tok.kind == TK_EOF)
				break;
			if (tok_is(&p->tok, "}"))
				break;
			skip_line(p);
			continue;
		}
		p->op_start = p->tok.s;
		if (p->tok.kind == TK_EOF)
			error_at(p, p->tok.loc, "expected '}' to close '{' at %u:%u,"
				" got end of file", open.line, open.col);
		if (p->tok.kind == TK_CARET) {
			int entry = p->f->nblock == 1 && p->f->blocks[0].nop == 0 &&
				    !entry_label;
			uint32_t before = p->f->blocks[0].narg;
			Loc lloc = p->tok.loc;
			parse_label(p, entry);
			if (!entry)
				continue;
			entry_label = 1;
			if (!unnamed_args && p->f->blocks[0].narg != before)
				error_at(p, lloc, "entry block arguments are already "
					"defined by the function signature");
			if (unnamed_args && nargs != NONE) {
				uint32_t i;
				Block *b0 = &p->f->blocks[0];
				if (b0->narg != nargs)
					error_at(p, lloc, "entry block has %u arguments "
						"but the function has %u", b0->narg, nargs);
				for (i = 0; i < nargs; i++)
					if (p->f->vals[b0->arg + i].ty != argty[i])
						error_at(p, lloc, "type of entry block "
							"argument #%u does not match the "
							"function signature", i);
			}
			continue;
		}
		if (unnamed_args && nargs && nargs != NONE && !entry_label)
			error_at(p, p->tok.loc, "function with unnamed arguments "
				"needs an entry block label with arguments");
		parse_op(p);
	}
	p->jb = outer;
	if (p->m->ctx->nerror - p->err0 >= MAX_ERRORS || p->tok.kind == TK_EOF)
		fail(p);
	next(p); /* '}' */
}

/* After the body: patch forward references and block labels.  Reports
 * undefined names only when the function had no other error (they would
 * mostly be echoes of it). */
static void finish_func(Parser *p)
{
	Func *f = p->f;
	uint32_t i, k;
	int quiet = p->m->ctx->nerror > p->func_errors;

	if (!f)
		return;
	for (i = 0; i < p->nfwd; i++)
		if (p->fwd[i].val == NONE) {
			if (!quiet)
				diag_error(p->m->ctx, p->fwd[i].loc,
					"use of undefined value '%%%s'",
					p->fwd[i].name);
			p->fwd[i].val = 0;
		}
	for (i = 0; i < f->nuse; i++)
		if (f->uses[i] & FWD)
			f->uses[i] = p->fwd[f->uses[i] & ~FWD].val;
	for (i = 0; i < p->nlab; i++)
		if (p->lab[i].block == NONE && !quiet)
			diag_error(p->m->ctx, p->lab[i].loc, "use of undefined block '^%s'",
				p->lab[i].name);
	for (i = 0; i < f->nop; i++)
		for (k = 0; k < 2; k++)
			if (f->ops[i].succ[k] != NONE) {
				uint32_t l = f->ops[i].succ[k];
				uint32_t b = l < p->nlab ? p->lab[l].block : NONE;
				f->ops[i].succ[k] = b == NONE ? 0 : b;
			}
	map_clear(&p->vals);
	map_clear(&p->labels);
	p->nfwd = p->nlab = 0;
	p->f = NULL;
}

/* A new function (name registered by name_func). */
static Func *open_func(Parser *p, Loc loc)
{
	Func *f = module_add_func(p->m);
	p->fi = p->m->nfunc - 1;
	f->name = "";
	f->loc = loc;
	p->f = f;
	p->func_errors = p->m->ctx->nerror;
	new_block(p, NULL, loc);
	return f;
}

static void name_func(Parser *p, Func *f, const char *s, size_t n, Loc loc)
{
	if (map_get(&p->funcs, s, n) != NONE)
		error_at(p, loc, "redefinition of symbol '@%.*s'", (int)n, s);
	map_put(&p->funcs, &p->m->arena, s, n, (uint32_t)(f - p->m->funcs));
	f->name = arena_strndup(&p->m->arena, s, n);
}

static Func *begin_func(Parser *p, Tok name, Loc loc)
{
	Func *f = open_func(p, loc);
	name_func(p, f, name.s, name.n, name.loc);
	return f;
}

static void set_sig(Parser *p, Func *f, const Type *in, const char **inn,
	uint32_t nin, const Type *out, const char **outn, uint32_t nout)
{
	Arena *a = &p->m->arena;
	f->nin = nin;
	f->nout = nout;
	f->in_ty = arena_alloc(a, (nin + 1) * sizeof *f->in_ty);
	f->in_name = arena_alloc(a, (nin + 1) * sizeof *f->in_name);
	f->out_ty = arena_alloc(a, (nout + 1) * sizeof *f->out_ty);
	f->out_name = arena_alloc(a, (nout + 1) * sizeof *f->out_name);
	memcpy(f->in_ty, in, nin * sizeof *in);
	memcpy(f->in_name, inn, nin * sizeof *inn);
	memcpy(f->out_ty, out, nout * sizeof *out);
	if (outn)
		memcpy(f->out_name, outn, nout * sizeof *outn);
}

typedef struct Sig {
	Type in[MAX_PORTS], out[MAX_PORTS];
	const char *inn[MAX_PORTS], *outn[MAX_PORTS];
	uint32_t nin, nout;
	int unnamed;          /* inputs given as types only */
} Sig;

/* func-sig ::= `(` (%a `:` T attrs? loc?),* | T,* `)` (`->` results)? */
static void parse_func_sig(Parser *p, Sig *s)
{
	Loc at = p->tok.loc;
	char buf[32];

	s->nin = s->nout = 0;
	s->unnamed = 0;
	expect(p, "(");
	if (!accept(p, ")")) {
		do {
			if (s->nin == MAX_PORTS)
				error_at(p, p->tok.loc, "too many arguments");
			if (p->tok.kind == TK_PCT) {
				Tok n = p->tok;
				next(p);
				expect(p, ":");
				s->in[s->nin] = parse_type(p);
				if (tok_is(&p->tok, "{"))
					skip_balanced(p);
				skip_loc(p);
				add_block_arg(p, &n, s->in[s->nin]);
				s->inn[s->nin] = p->f->vals[p->f->nval - 1].name;
			} else {
				s->unnamed = 1;
				s->in[s->nin] = parse_type(p);
				if (tok_is(&p->tok, "{"))
					skip_balanced(p);
				snprintf(buf, sizeof buf, "arg%u", s->nin);
				s->inn[s->nin] = arena_strndup(&p->m->arena, buf,
					strlen(buf));
			}
			s->nin++;
		} while (accept(p, ","));
		expect_match(p, ")", "(", at);
	}
	if (p->tok.kind == TK_ARROW) {
		next(p);
		s->nout = parse_type_list(p, s->out, MAX_PORTS);
	}
}

/* Recover from an error in a function header: skip its body, if any. */
static void skip_func_rest(Parser *p)
{
	while (p->tok.kind != TK_EOF && !tok_is(&p->tok, "{")) {
		if (p->tok.nl_before && p->tok.kind == TK_ID &&
		    (is_id(p, "func.func") || is_id(p, "func") ||
		     is_id(p, "hw.module")))
			return;
		next(p);
	}
	if (tok_is(&p->tok, "{"))
		skip_balanced(p);
}

/* func ::= (`func.func` | `func`) visibility? @name sig (`attributes`
 *          dict)? body? */
static void parse_func(Parser *p)
{
	Sig *s = p->sig;
	Loc loc = p->tok.loc, open;
	Tok name;
	Func *f;
	jmp_buf jb, *outer = p->jb;
	volatile int in_body = 0;

	next(p);
	if (is_id(p, "private") || is_id(p, "public") || is_id(p, "nested"))
		next(p);
	if (p->tok.kind != TK_AT)
		expected(p, "a function name (@name)");
	name = p->tok;
	next(p);
	p->jb = &jb;
	if (setjmp(jb)) {
		p->jb = outer;
		finish_func(p);
		if (!in_body)
			skip_func_rest(p);
		fail(p);
	}
	f = begin_func(p, name, loc);
	parse_func_sig(p, s);
	if (s->unnamed && p->f->blocks[0].narg)
		error_at(p, loc, "function arguments must be all named "
			"(%%a: T) or all unnamed (T)");
	set_sig(p, f, s->in, s->inn, s->nin, s->out, NULL, s->nout);
	if (is_id(p, "attributes")) {
		next(p);
		parse_dict(p);
	}
	skip_loc(p);
	if (!tok_is(&p->tok, "{")) {
		f->is_decl = 1;
		f->nblock = 0;
		p->jb = outer;
		finish_func(p);
		return;
	}
	open = p->tok.loc;
	next(p);
	in_body = 1;
	parse_body(p, open, s->unnamed, s->in, s->nin);
	p->jb = outer;
	finish_func(p);
	skip_loc(p);
}

/* hw ports ::= `(` ((`in` %a (`"name"`)? `:` T | `out` name `:` T) attrs?
 *              loc?),* `)`   |   `(` %a `:` T,* `)` `->` `(` name `:` T,* `)` */
static void parse_hw_ports(Parser *p, Sig *s)
{
	Loc at = p->tok.loc;

	s->nin = s->nout = 0;
	s->unnamed = 0;
	expect(p, "(");
	if (!accept(p, ")")) {
		do {
			int dir = 0; /* 0 old style input, 1 in, 2 out */
			if (is_id(p, "in"))
				dir = 1, next(p);
			else if (is_id(p, "out"))
				dir = 2, next(p);
			else if (is_id(p, "inout"))
				error_at(p, p->tok.loc, "inout ports are not supported");
			if (s->nin == MAX_PORTS || s->nout == MAX_PORTS)
				error_at(p, p->tok.loc, "too many ports");
			if (dir == 2) {
				if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
					expected(p, "an output port name");
				s->outn[s->nout] = tokstr(p, &p->tok);
				next(p);
				expect(p, ":");
				s->out[s->nout++] = parse_type(p);
			} else {
				Tok n = p->tok;
				const char *pname;
				if (n.kind != TK_PCT)
					expected(p, "an input port (%name)");
				next(p);
				pname = tokstr(p, &n);
				if (p->tok.kind == TK_STR || (p->tok.kind == TK_ID &&
							      dir == 1)) {
					pname = tokstr(p, &p->tok);
					next(p);
				}
				expect(p, ":");
				s->in[s->nin] = parse_type(p);
				add_block_arg(p, &n, s->in[s->nin]);
				s->inn[s->nin++] = pname;
			}
			if (tok_is(&p->tok, "{"))
				skip_balanced(p);
			skip_loc(p);
		} while (accept(p, ","));
		expect_match(p, ")", "(", at);
	}
	if (p->tok.kind == TK_ARROW) {
		next(p);
		at = p->tok.loc;
		expect(p, "(");
		if (!accept(p, ")")) {
			do {
				char buf[32];
				if (s->nout == MAX_PORTS)
					error_at(p, p->tok.loc, "too many ports");
				if ((p->tok.kind == TK_ID || p->tok.kind == TK_STR ||
				     p->tok.kind == TK_PCT) && !at_type(p)) {
					s->outn[s->nout] = tokstr(p, &p->tok);
					next(p);
					expect(p, ":");
				} else if (p->tok.kind == TK_ID &&
					   !tok_is(&p->tok, "index")) {
					/* a name that looks like a type: `i1: i1` */
					Lexer save = p->lx;
					Tok t = p->tok;
					next(p);
					if (accept(p, ":")) {
						s->outn[s->nout] = tokstr(p, &t);
					} else {
						p->lx = save;
						p->tok = t;
						snprintf(buf, sizeof buf, "out%u", s->nout);
						s->outn[s->nout] = arena_strndup(
							&p->m->arena, buf, strlen(buf));
					}
				} else {
					snprintf(buf, sizeof buf, "out%u", s->nout);
					s->outn[s->nout] = arena_strndup(&p->m->arena,
						buf, strlen(buf));
				}
				s->out[s->nout++] = parse_type(p);
				if (tok_is(&p->tok, "{"))
					skip_balanced(p);
				skip_loc(p);
			} while (accept(p, ","));
			expect_match(p, ")", "(", at);
		}
	}
}

/* hw-module ::= `hw.module`(`.extern`)? visibility? @name (`<`..`>`)?
 *               ports (`attributes` dict)? body? */
static void parse_hw_module(Parser *p)
{
	Sig *s = p->sig;
	volatile int in_body = 0;
	Loc loc = p->tok.loc, open;
	int ext = tok_is(&p->tok, "hw.module.extern");
	Tok name;
	Func *f;
	jmp_buf jb, *outer = p->jb;

	next(p);
	if (is_id(p, "private") || is_id(p, "public"))
		next(p);
	if (p->tok.kind != TK_AT)
		expected(p, "a module name (@name)");
	name = p->tok;
	next(p);
	p->jb = &jb;
	if (setjmp(jb)) {
		p->jb = outer;
		finish_func(p);
		if (!in_body)
			skip_func_rest(p);
		fail(p);
	}
	f = begin_func(p, name, loc);
	f->is_hw = 1;
	if (tok_is(&p->tok, "<"))
		skip_balanced(p);
	parse_hw_ports(p, s);
	set_sig(p, f, s->in, s->inn, s->nin, s->out, s->outn, s->nout);
	if (is_id(p, "attributes")) {
		next(p);
		parse_dict(p);
	}
	skip_loc(p);
	if (ext || !tok_is(&p->tok, "{")) {
		f->is_decl = 1;
		f->nblock = 0;
	} else {
		open = p->tok.loc;
		next(p);
		in_body = 1;
		parse_body(p, open, 0, NULL, 0);
	}
	p->jb = outer;
	finish_func(p);
	skip_loc(p);
}

/* Generic "func.func"() ({ body }) {function_type = (T) -> U,
 * sym_name = "f"} : () -> ()   (also "hw.module" is not accepted here) */
static void parse_generic_func(Parser *p)
{
	Loc loc = p->tok.loc;
	Func *f;
	Attr *d, *sn, *ft, *props;
	jmp_buf jb, *outer = p->jb;
	uint32_t fi, i;

	next(p);
	expect(p, "(");
	expect(p, ")");
	p->jb = &jb;
	if (setjmp(jb)) {
		p->jb = outer;
		finish_func(p);
		fail(p);
	}
	f = open_func(p, loc);
	fi = p->fi;
	props = tok_is(&p->tok, "<") ? parse_opt_attrs(p, NULL) : NULL;
	if (accept(p, "(")) {
		Loc at = p->prev.loc, open = p->tok.loc;
		expect(p, "{");
		parse_body(p, open, 1, NULL, NONE);
		expect_match(p, ")", "(", at);
	} else {
		f->is_decl = 1;
	}
	finish_func(p);
	p->f = f = &p->m->funcs[fi];
	d = parse_opt_attrs(p, props ? props : new_attr(p, A_DICT,
		p->tok.loc));
	expect(p, ":");
	skip_balanced(p);
	if (p->tok.kind != TK_ARROW)
		expected(p, "'->'");
	next(p);
	skip_balanced(p);
	p->f = NULL;
	sn = dict_get(d, "sym_name");
	ft = dict_get(d, "function_type");
	if (!sn || sn->kind != A_STR)
		error_at(p, loc, "generic 'func.func' needs a 'sym_name' string");
	if (!ft || ft->kind != A_FNTYPE)
		error_at(p, loc, "generic 'func.func' needs a 'function_type'");
	name_func(p, f, sn->s, sn->n, sn->loc);
	{
		const char **inn = arena_alloc(&p->m->arena,
			(ft->nin + 1) * sizeof *inn);
		for (i = 0; i < ft->nin; i++) {
			char buf[32];
			snprintf(buf, sizeof buf, "arg%u", i);
			inn[i] = arena_strndup(&p->m->arena, buf, strlen(buf));
			if (f->nblock && i < f->blocks[0].narg &&
			    f->vals[f->blocks[0].arg + i].name)
				inn[i] = f->vals[f->blocks[0].arg + i].name;
		}
		set_sig(p, f, ft->tys, inn, ft->nin, ft->tys + ft->nin, NULL,
			ft->nout);
	}
	if (f->nblock && f->blocks[0].narg != ft->nin)
		error_at(p, loc, "entry block has %u arguments but function_type "
			"has %u inputs", f->blocks[0].narg, ft->nin);
	p->jb = outer;
}

/* ------------------------------------------------------------ top level */

typedef struct {
	int generic;  /* "builtin.module"() ({ ... }) */
	Loc open;
} Container;

/* alias-def ::= `!` id `=` type | `#` id `=` attribute */
static void parse_alias(Parser *p)
{
	Tok t = p->tok;
	next(p);
	expect(p, "=");
	if (t.kind == TK_BANG) {
		Type ty;
		if (is_id(p, "type")) /* early LangRef: !x = type i32 */
			next(p);
		ty = parse_type(p);
		map_put(&p->types, &p->m->arena, t.s, t.n, (uint32_t)ty);
	} else {
		Attr *a = parse_attr(p);
		grow((void **)&p->aliasv, &p->cap_aliasv, p->naliasv + 1,
			sizeof *p->aliasv, 1u << 24, "attribute aliases");
		p->aliasv[p->naliasv] = a;
		map_put(&p->attrs, &p->m->arena, t.s, t.n, p->naliasv++);
	}
}

/* Resolve call and instance targets once all symbols are known. */
static void resolve_callees(Parser *p)
{
	uint32_t i, k;
	for (i = 0; i < p->m->nfunc; i++) {
		Func *f = &p->m->funcs[i];
		for (k = 0; k < f->nop; k++) {
			Op *o = &f->ops[k];
			uint32_t c;
			if (o->op != OP_CALL && o->op != OP_INSTANCE)
				continue;
			c = map_get(&p->funcs, o->sym, strlen(o->sym));
			if (c == NONE)
				diag_error(p->m->ctx, o->loc, "%s unknown %s '@%s'",
					o->op == OP_CALL ? "call to" : "instance of",
					o->op == OP_CALL ? "function" : "module",
					o->sym);
			o->callee = c;
		}
	}
}

/* file ::= (alias-def | container | func | hw-module | `}`)* */
int parse_mlir(Ctx *c, Module *m, const char *filename, const char *text,
	size_t len)
{
	Parser *p = xcalloc(1, sizeof *p);
	Container stack[MAX_NEST];
	volatile int depth = 0;
	int before = c->nerror, n;
	jmp_buf jb;

	m->filename = filename;
	m->ctx = c;
	p->m = m;
	p->sig = xmalloc(sizeof *p->sig);
	p->err0 = before;
	p->file = diag_add_file(c, filename, text, len);
	lex_init(&p->lx, p->file, text, len);
	next(p);
	p->jb = &jb;
	for (;;) {
		if (setjmp(jb)) {
			if (p->m->ctx->nerror - p->err0 >= MAX_ERRORS) {
				diag_note(p->m->ctx, (Loc){p->file, 0, 0},
					"too many errors, stopping");
				break;
			}
			if (p->tok.kind == TK_EOF)
				break;
			skip_line(p);
			continue;
		}
		p->f = NULL;
		p->op_start = p->tok.s;
		if (p->tok.kind == TK_EOF) {
			if (depth)
				error_at(p, p->tok.loc,
					"expected '}' to close '{' at %u:%u, got end "
					"of file", stack[depth - 1].open.line,
					stack[depth - 1].open.col);
			break;
		}
		if (p->tok.kind == TK_BANG || p->tok.kind == TK_HASH) {
			parse_alias(p);
		} else if (is_id(p, "module") || is_id(p, "builtin.module") ||
			   (p->tok.kind == TK_STR && tok_is(&(Tok){TK_ID,
				p->tok.s, p->tok.n, p->tok.loc, 0},
				"builtin.module"))) {
			int generic = p->tok.kind == TK_STR;
			if (depth == MAX_NEST)
				error_at(p, p->tok.loc, "modules nested too deeply");
			next(p);
			if (generic) {
				expect(p, "(");
				expect(p, ")");
				expect(p, "(");
			} else {
				if (p->tok.kind == TK_AT)
					next(p);
				if (is_id(p, "attributes")) {
					next(p);
					parse_dict(p);
				}
			}
			stack[depth].generic = generic;
			stack[depth].open = p->tok.loc;
			expect(p, "{");
			depth++;
		} else if (tok_is(&p->tok, "}")) {
			if (!depth)
				error_at(p, p->tok.loc, "unexpected '}'");
			next(p);
			depth--;
			if (stack[depth].generic) {
				expect(p, ")");
				parse_opt_attrs(p, NULL);
				expect(p, ":");
				skip_balanced(p);
				if (p->tok.kind != TK_ARROW)
					expected(p, "'->'");
				next(p);
				skip_balanced(p);
			}
			skip_loc(p);
		} else if (is_id(p, "func.func") || is_id(p, "func")) {
			parse_func(p);
		} else if (is_id(p, "hw.module") || is_id(p, "hw.module.extern")) {
			parse_hw_module(p);
		} else if (p->tok.kind == TK_STR && p->tok.n == 9 &&
			   !memcmp(p->tok.s, "func.func", 9)) {
			parse_generic_func(p);
		} else if (tok_is(&p->tok, "{")) {
			/* {-# dialect_resources ... #-} */
			Tok t = p->tok;
			next(p);
			if (!tok_is(&p->tok, "-"))
				error_at(p, t.loc, "unexpected '{'");
			while (p->tok.kind != TK_EOF && !tok_is(&p->tok, "}"))
				next(p);
			if (p->tok.kind == TK_EOF)
				error_at(p, t.loc, "unterminated '{-#' block");
			next(p);
		} else if (p->tok.kind == TK_ID || p->tok.kind == TK_STR) {
			error_at(p, p->tok.loc, "unsupported top-level op '%.*s'%s",
				(int)p->tok.n, p->tok.s,
				unsupported_hint(p->tok.s, p->tok.n));
		} else {
			expected(p, "a function or module");
		}
	}
	if (p->m->ctx->nerror == before)
		resolve_callees(p);
	map_clear(&p->types);
	map_clear(&p->attrs);
	map_clear(&p->funcs);
	map_clear(&p->spells);
	map_clear(&p->vals);
	map_clear(&p->labels);
	free(p->aliasv);
	free(p->fwd);
	free(p->lab);
	free(p->uloc);
	free(p->sig);
	free(p);
	n = c->nerror - before;
	return n;
}
