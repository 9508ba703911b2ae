/* parse_type.c: the MLIR type and attribute grammar: integer and index
 * types, !alias uses, type lists, attribute values (integers, strings,
 * arrays, dictionaries, function types, opaque dialect attributes) and
 * the integer values ops take from them.  Everything not interpreted is
 * skipped as a balanced group.  Cost: O(tokens); recursion only for
 * nested attributes, bounded by MAX_NEST. */
#include <stdlib.h>
#include <string.h>

#include "mlir/parse.h"

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
	if (w == 0)
		return TY_I0; /* no bits: removed after parsing (drop_i0.c) */
	if (w < 1 || w > BV_MAXW)
		ps_error_at(p, loc, "integer width %.*s%s out of range "
			"(1..%u)", (int)(n > 20 ? 20 : n), s, n > 20 ? "..." : "",
			BV_MAXW); /* as written: w stops counting past 10^7 */
	return (int)w;
}

/* Parse an integer-like type name.  Returns the width, sets *sign to
 * 0 (iN), 1 (siN), 2 (uiN); TY_INDEX for index; 0 if not integer-like. */
static int ps_int_type_name(Parser *p, const Tok *t, int *sign)
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

/* As MLIR: a uiN literal is never negative, an siN literal lies in
 * [-2^(N-1), 2^(N-1)); signless ones are checked where they are used. */
static void check_sign(Parser *p, const Attr *a, int sign)
{
	Word *v;
	int ovf = 0, top;
	unsigned w = (unsigned)a->bits;

	if (a->kind != A_INT || !sign || !w)
		return;
	if (sign == 2 && a->neg)
		ps_error_at(p, a->loc, "negative integer literal not valid "
			"for unsigned type ui%u", w);
	if (sign != 1 || a->neg)
		return; /* negative ones: attr_int's range is the signed one */
	v = xmalloc(BV_WORDS(w) * sizeof *v);
	if (bv_parse(v, w, a->s, a->n, &ovf) < 0) {
		free(v);
		return; /* attr_int diagnoses the literal */
	}
	top = bv_bit(v, w - 1);
	free(v);
	if (!ovf && top)
		ps_error_at(p, a->loc, "integer value %.*s does not fit in "
			"si%u", (int)a->n, a->s, w);
}

/* The signless integer type spelled s[0..n) (`i8`), TY_INDEX for index,
 * or TY_NONE when it is no such name. */
Type ps_int_type_text(Parser *p, const char *s, uint32_t n, Loc loc)
{
	Tok t = {TK_ID, s, n, loc, 0};
	int sign, w = ps_int_type_name(p, &t, &sign);
	return sign ? TY_NONE : (Type)w;
}

/* type ::= `iN` | `index` | `!alias`; anything else is diagnosed. */
Type parse_type(Parser *p)
{
	int sign;
	return parse_type_sign(p, &sign, 0);
}

static Type parse_type_sign(Parser *p, int *sign, int allow_sign)
{
	Tok t = p->tok;
	int w;

	*sign = 0;
	p->last_agg = NONE;
	if (t.kind == TK_BANG && t.n > 3 && !memcmp(t.s, "hw.", 3) &&
	    ps_agg_kind(t.s, t.n) >= 0) { /* !hw.array<...> ... */
		uint32_t id;
		ps_next(p);
		id = parse_agg_body(p, ps_agg_kind(t.s, t.n), t.loc);
		p->last_agg = id;
		return p->agg[id].width ? (Type)p->agg[id].width : TY_I0;
	}
	if (t.kind == TK_BANG) {
		uint32_t v = ps_lookup(&p->types, t.s, t.n);
		if (v == NONE && memchr(t.s, '.', t.n))
			ps_error_at(p, t.loc, "unsupported type '!%.*s'", (int)t.n,
				t.s);
		if (v == NONE)
			ps_error_at(p, t.loc, "undefined type alias '!%.*s'", (int)t.n,
				t.s);
		ps_next(p);
		p->last_agg = ps_lookup(&p->aggalias, t.s, t.n);
		return (Type)v;
	}
	w = ps_int_type_name(p, &t, sign);
	if (w == TY_INDEX) {
		ps_next(p);
		return TY_INDEX;
	}
	if ((w > 0 || w == TY_I0) && (!*sign || allow_sign)) {
		ps_next(p);
		return (Type)w;
	}
	if (w > 0 || w == TY_I0)
		ps_error_at(p, t.loc,
			"unsupported type '%.*s': signed/unsigned integer types "
			"are only supported in attributes", (int)t.n, t.s);
	if (t.kind == TK_ID || tok_is(&t, "("))
		ps_error_at(p, t.loc, "unsupported type '%.*s'", (int)t.n, t.s);
	ps_expected(p, "a type");
}

/* type-list-parens ::= `(` (type (`,` type)*)? `)` | type */
uint32_t parse_type_list(Parser *p, Type *out, uint32_t max)
{
	uint32_t n = 0;
	Loc at = p->tok.loc;

	if (!ps_accept(p, "(")) {
		out[0] = parse_type(p);
		return 1;
	}
	if (ps_accept(p, ")"))
		return 0;
	do {
		if (n == max)
			ps_error_at(p, p->tok.loc, "too many types (limit is %u)", max);
		out[n++] = parse_type(p);
		if (p->tok.kind == TK_PUNCT && tok_is(&p->tok, "{"))
			ps_skip_balanced(p); /* result attributes */
		ps_skip_loc(p);
	} while (ps_accept(p, ","));
	ps_expect_match(p, ")", "(", at);
	return n;
}

/* ----------------------------------------------------------- attributes */

Attr *attr_new(Parser *p, int kind, Loc loc)
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


/* dict ::= `{` (name (`=` attr)? (`,` ...)*)? `}`   (also `name: attr`) */
Attr *parse_dict(Parser *p)
{
	Attr *d = attr_new(p, A_DICT, p->tok.loc);
	Loc at = p->tok.loc;

	ps_expect(p, "{");
	if (ps_accept(p, "}"))
		return d;
	do {
		const char *key;
		Attr *v;
		if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
			ps_expected(p, "an attribute name");
		key = ps_tokstr(p, &p->tok);
		ps_next(p);
		if (ps_accept(p, "=") || ps_accept(p, ":"))
			v = parse_attr(p);
		else
			v = attr_new(p, A_UNIT, p->prev.loc);
		attr_push(p, d, v, key);
	} while (ps_accept(p, ","));
	ps_expect_match(p, "}", "{", at);
	return d;
}

Attr *attr_dict_get(const Attr *d, const char *key)
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
	Attr *a = attr_new(p, A_ARRAY, loc);
	int sign;
	Loc at = p->tok.loc;

	ps_expect(p, "<");
	a->ty = parse_type_sign(p, &sign, 1);
	if (ps_accept(p, ":")) {
		do {
			Attr *e = attr_new(p, A_INT, p->tok.loc);
			if (ps_is_id(p, "true") || ps_is_id(p, "false")) {
				e->kind = A_BOOL;
				e->neg = ps_is_id(p, "true");
				ps_next(p);
			} else {
				e->neg = ps_accept(p, "-");
				if (p->tok.kind != TK_INT)
					ps_expected(p, "an integer");
				e->s = p->tok.s;
				e->n = p->tok.n;
				e->ty = a->ty;
				ps_next(p);
			}
			attr_push(p, a, e, NULL);
		} while (ps_accept(p, ","));
	}
	ps_expect_match(p, ">", "<", at);
	return a;
}

/* modty ::= `!hw.modty` `<` ((`input` | `output`) name `:` type),* `>`
 * (a generic hw.module's module_type) as an A_FNTYPE whose `key` holds
 * the port names, inputs then outputs, each side in order. */
static Attr *parse_modty(Parser *p, Loc loc)
{
	Type t[2][MAX_PORTS];
	const char *nm[2][MAX_PORTS];
	uint32_t n[2] = {0, 0}, i, k;
	Attr *a = attr_new(p, A_FNTYPE, loc);
	Loc at;

	ps_next(p);
	at = p->tok.loc;
	ps_expect(p, "<");
	if (!tok_is(&p->tok, ">")) {
		do {
			int out = ps_is_id(p, "output");
			if (ps_is_id(p, "inout"))
				ps_error_at(p, p->tok.loc, "inout ports are not "
					"supported");
			if (!out && !ps_is_id(p, "input"))
				ps_expected(p, "'input' or 'output'");
			ps_next(p);
			if (n[out] == MAX_PORTS)
				ps_error_at(p, p->tok.loc, "too many ports");
			if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
				ps_expected(p, "a port name");
			nm[out][n[out]] = ps_tokstr(p, &p->tok);
			ps_next(p);
			ps_expect(p, ":");
			t[out][n[out]++] = parse_type(p);
		} while (ps_accept(p, ","));
	}
	ps_expect_match(p, ">", "<", at);
	a->nin = n[0];
	a->nout = n[1];
	a->tys = arena_alloc(&p->m->arena, (n[0] + n[1] + 1) * sizeof *a->tys);
	a->key = arena_alloc(&p->m->arena, (n[0] + n[1] + 1) * sizeof *a->key);
	for (k = 0; k < 2; k++)
		for (i = 0; i < n[k]; i++) {
			a->tys[k * n[0] + i] = t[k][i];
			a->key[k * n[0] + i] = nm[k][i];
		}
	return a;
}

/* One integer literal of a dense attribute (true and false, as MLIR
 * prints i1 elements, are 1 and 0), or NULL (nothing consumed past a
 * '-') when the current token is none. */
static Attr *dense_int(Parser *p)
{
	Attr *e;
	if (ps_is_id(p, "true") || ps_is_id(p, "false")) { /* i1 elements */
		e = attr_new(p, A_INT, p->tok.loc);
		e->s = p->tok.s[0] == 't' ? "1" : "0";
		e->n = 1;
		e->bits = 64;
		ps_next(p);
		return e;
	}
	if (p->tok.kind != TK_INT && !tok_is(&p->tok, "-"))
		return NULL;
	e = attr_new(p, A_INT, p->tok.loc);
	e->neg = ps_accept(p, "-");
	if (p->tok.kind != TK_INT)
		return NULL;
	e->s = p->tok.s;
	e->n = p->tok.n;
	e->bits = 64;
	ps_next(p);
	return e;
}

/* The element count N of a one-dimensional `vector<NxT>` or
 * `tensor<NxT>` whose `<` is the current token (not consumed); 0 for
 * any other shape. */
static uint32_t shape_count(const Parser *p)
{
	const char *s = p->tok.s + 1;
	uint64_t n = 0;
	int k;
	while (*s == ' ')
		s++;
	for (k = 0; *s >= '0' && *s <= '9' && k < 8; s++, k++)
		n = n * 10 + (uint64_t)(*s - '0');
	if (!k || k == 8 || *s != 'x')
		return 0;
	for (s++; *s && *s != '>'; s++)
		if (*s == 'x' && s[-1] >= '0' && s[-1] <= '9')
			return 0; /* several dimensions */
	return (uint32_t)n;
}

/* `dense` `<` (`[` int (`,` int)* `]` | int) `>` (`:` type)? as a list of
 * integers (a splat `dense<5> : vector<3xi32>` as 3 copies); 0 (nothing
 * consumed) for any other dense attribute, which the caller skips. */
static int parse_dense_ints(Parser *p, Attr **out)
{
	Lexer save = p->lx;
	Tok t0 = p->tok, t1 = p->prev;
	Loc loc = p->tok.loc, at;
	Attr *a, *splat = NULL;

	ps_next(p);
	if (!tok_is(&p->tok, "<"))
		goto other;
	at = p->tok.loc;
	ps_next(p);
	a = attr_new(p, A_LIST, loc);
	if (!tok_is(&p->tok, "[")) {
		if (!(splat = dense_int(p)))
			goto other;
	} else {
		ps_next(p);
		while (!tok_is(&p->tok, "]")) {
			Attr *e;
			if (a->nelem && !ps_accept(p, ","))
				goto other;
			if (!(e = dense_int(p)))
				goto other;
			attr_push(p, a, e, NULL);
		}
		ps_next(p);
	}
	ps_expect_match(p, ">", "<", at);
	if (ps_accept(p, ":")) { /* vector<3xi32>, tensor<3xi32>, i32 */
		uint32_t n = 1, i;
		ps_next(p);
		if (tok_is(&p->tok, "<")) {
			n = shape_count(p);
			ps_skip_balanced(p);
		}
		if (splat && (n == 0 || n > 4096))
			goto other;
		for (i = 0; splat && i < n; i++)
			attr_push(p, a, splat, NULL);
	} else if (splat) {
		attr_push(p, a, splat, NULL);
	}
	*out = a;
	return 1;
other:
	p->lx = save;
	p->tok = t0;
	p->prev = t1;
	return 0;
}

/* Is the current token the start of a type (for attribute values)? */
int ps_at_type(Parser *p)
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
	if (ps_int_type_name(p, &p->tok, &sign))
		return 1;
	for (i = 0; i < countof(names); i++)
		if (tok_is(&p->tok, names[i]))
			return 1;
	return 0;
}

/* attr ::= int (`:` type)? | `true` | `false` | string | `unit` | `[` ...
 *        `]` | dict | array | `@sym` | `#alias` | `#dialect<...>` | type
 *        | function-type | `dense<...>` | `loc(...)` | float */
Attr *parse_attr(Parser *p)
{
	Loc loc = p->tok.loc;
	Attr *a;

	if (++p->nest > MAX_NEST)
		ps_error_at(p, loc, "attribute nested too deeply (limit is %d)",
			MAX_NEST);
	if (p->tok.kind == TK_INT || tok_is(&p->tok, "-")) {
		a = attr_new(p, A_INT, loc);
		a->neg = ps_accept(p, "-");
		if (p->tok.kind == TK_FLOAT) {
			a->kind = A_OTHER;
			ps_next(p);
		} else {
			if (p->tok.kind != TK_INT)
				ps_expected(p, "an integer");
			a->s = p->tok.s;
			a->n = p->tok.n;
			ps_next(p);
		}
		a->bits = 64;
		if (ps_accept(p, ":")) {
			int sign;
			if (ps_at_type(p) && p->tok.kind == TK_ID &&
			    !ps_int_type_name(p, &p->tok, &sign)) {
				a->kind = A_OTHER; /* e.g. 1.0 : f32 */
				ps_next(p);
			} else {
				a->ty = parse_type_sign(p, &sign, 1);
				a->bits = (int)type_width(a->ty, 64);
				check_sign(p, a, sign);
			}
		}
	} else if (p->tok.kind == TK_FLOAT) {
		a = attr_new(p, A_OTHER, loc);
		ps_next(p);
		if (ps_accept(p, ":"))
			ps_next(p);
	} else if (ps_is_id(p, "true") || ps_is_id(p, "false")) {
		a = attr_new(p, A_BOOL, loc);
		a->neg = ps_is_id(p, "true");
		ps_next(p);
	} else if (p->tok.kind == TK_STR) {
		a = attr_new(p, A_STR, loc);
		a->s = p->tok.s;
		a->n = p->tok.n;
		ps_next(p);
		if (ps_accept(p, ":"))
			parse_type(p);
	} else if (ps_is_id(p, "unit")) {
		a = attr_new(p, A_UNIT, loc);
		ps_next(p);
	} else if (tok_is(&p->tok, "[")) {
		Loc at = p->tok.loc;
		a = attr_new(p, A_LIST, loc);
		ps_next(p);
		if (!ps_accept(p, "]")) {
			do
				attr_push(p, a, parse_attr(p), NULL);
			while (ps_accept(p, ","));
			ps_expect_match(p, "]", "[", at);
		}
	} else if (tok_is(&p->tok, "{")) {
		a = parse_dict(p);
	} else if (ps_is_id(p, "array")) {
		ps_next(p);
		a = parse_array(p, loc);
	} else if (p->tok.kind == TK_AT) {
		a = attr_new(p, A_SYM, loc);
		a->s = p->tok.s;
		a->n = p->tok.n;
		ps_next(p);
		while (ps_accept(p, ":")) { /* nested @a::@b */
			if (!ps_accept(p, ":") || p->tok.kind != TK_AT)
				ps_expected(p, "'::@symbol'");
			ps_next(p);
		}
	} else if (p->tok.kind == TK_HASH) {
		uint32_t v = ps_lookup(&p->attrs, p->tok.s, p->tok.n);
		const char *s = p->tok.s;
		ps_next(p);
		if (tok_is(&p->tok, "<")) {
			a = attr_new(p, A_OPAQUE, loc);
			a->s = s;
			ps_skip_balanced(p);
			a->n = (uint32_t)(p->prev.s + p->prev.n - s);
		} else if (v != NONE) {
			a = p->aliasv[v];
		} else if (!memchr(s, '.', p->prev.n)) {
			/* not a dialect attribute (#dialect.name): an alias */
			ps_error_at(p, loc, "undefined attribute alias '#%.*s'",
				(int)p->prev.n, s);
		} else {
			a = attr_new(p, A_OPAQUE, loc);
			a->s = s;
			a->n = p->prev.n;
		}
	} else if (ps_is_id(p, "dense") && parse_dense_ints(p, &a)) {
		/* dense<[1, 1, 1]> : vector<3xi32> (old operand_segment_sizes) */
	} else if (ps_is_id(p, "loc") || ps_is_id(p, "dense") ||
		   ps_is_id(p, "affine_map") || ps_is_id(p, "affine_set") ||
		   ps_is_id(p, "sparse") || ps_is_id(p, "dense_resource") ||
		   ps_is_id(p, "distinct") || ps_is_id(p, "strided")) {
		a = attr_new(p, A_OTHER, loc);
		ps_next(p);
		if (tok_is(&p->tok, "(") || tok_is(&p->tok, "<"))
			ps_skip_balanced(p);
		if (tok_is(&p->tok, "["))
			ps_skip_balanced(p);
		if (ps_accept(p, ":")) {
			if (tok_is(&p->tok, "(") || tok_is(&p->tok, "<"))
				ps_skip_balanced(p);
			else
				ps_next(p);
			if (tok_is(&p->tok, "<"))
				ps_skip_balanced(p);
		}
	} else if (tok_is(&p->tok, "(")) {
		/* function type: (T, ...) -> T | (T, ...) -> (T, ...) */
		Type *t = p->scratch;
		a = attr_new(p, A_FNTYPE, loc);
		a->nin = parse_type_list(p, t, MAX_PORTS);
		if (p->tok.kind != TK_ARROW)
			ps_expected(p, "'->'");
		ps_next(p);
		a->nout = parse_type_list(p, t + a->nin, MAX_PORTS);
		a->tys = arena_alloc(&p->m->arena,
			(a->nin + a->nout + 1) * sizeof *t);
		memcpy(a->tys, t, (a->nin + a->nout) * sizeof *t);
	} else if (p->tok.kind == TK_BANG && p->tok.n == 8 &&
		   !memcmp(p->tok.s, "hw.modty", 8)) {
		a = parse_modty(p, loc);
	} else if (ps_at_type(p)) {
		int sign;
		if ((p->tok.kind == TK_ID && !ps_int_type_name(p, &p->tok,
		    &sign) && !tok_is(&p->tok, "index")) ||
		    (p->tok.kind == TK_BANG && memchr(p->tok.s, '.', p->tok.n) &&
		    ps_agg_kind(p->tok.s, p->tok.n) < 0 &&
		    ps_lookup(&p->types, p->tok.s, p->tok.n) == NONE)) {
			/* f32, memref<..>, !llvm.ptr: skipped unless needed */
			a = attr_new(p, A_OTHER, loc);
			ps_next(p);
			if (tok_is(&p->tok, "<"))
				ps_skip_balanced(p);
		} else {
			a = attr_new(p, A_TYPE, loc);
			a->ty = parse_type_sign(p, &sign, 1);
		}
	} else if (p->tok.kind == TK_ID) {
		/* enum keywords of dialect attributes, e.g. `slt` */
		a = attr_new(p, A_OPAQUE, loc);
		a->s = p->tok.s;
		a->n = p->tok.n;
		ps_next(p);
		if (tok_is(&p->tok, "<"))
			ps_skip_balanced(p);
	} else {
		ps_expected(p, "an attribute value");
	}
	p->nest--;
	return a;
}

/* attr-dict ::= dict?   (also the `<{...}>` properties form) */
Attr *parse_opt_attrs(Parser *p, Attr *into)
{
	if (tok_is(&p->tok, "<")) {
		Loc at = p->tok.loc;
		Attr *d;
		uint32_t i;
		ps_next(p);
		d = parse_dict(p);
		ps_expect_match(p, ">", "<", at);
		if (!into)
			return p->op_attrs = d;
		for (i = 0; i < d->nelem; i++)
			attr_push(p, into, d->elem[i], d->key[i]);
	}
	if (tok_is(&p->tok, "{")) {
		Attr *d = parse_dict(p);
		uint32_t i;
		if (!into)
			return p->op_attrs = d;
		for (i = 0; i < d->nelem; i++)
			attr_push(p, into, d->elem[i], d->key[i]);
	}
	if (into)
		p->op_attrs = into;
	return into;
}

/* The value of an integer attribute into w bits; diagnoses overflow. */
void attr_int(Parser *p, const Attr *a, Word *r, unsigned w,
	const char *what)
{
	int ovf = 0;
	Buf b = {0};

	if (a->kind == A_BOOL) { /* i0: only false, its one value 0 */
		if (w == 0 && a->neg)
			ps_error_at(p, a->loc, "true does not fit in 0 bits");
		if (w)
			bv_from_u64(r, w, (uint64_t)a->neg);
		return;
	}
	if (a->kind != A_INT)
		ps_error_at(p, a->loc, "%s must be an integer", what);
	if (w == 0) { /* i0: its one value is 0 */
		Word z[1];
		if (bv_parse(z, 64, a->s, a->n, &ovf) < 0 || ovf || z[0])
			ps_error_at(p, a->loc, "integer value %s%.*s does not "
				"fit in 0 bits", a->neg ? "-" : "", (int)a->n,
				a->s);
		return;
	}
	if (a->neg)
		buf_putc(&b, '-');
	buf_putn(&b, a->s, a->n);
	if (bv_parse(r, w, b.s, b.len, &ovf) < 0) {
		buf_free(&b);
		ps_error_at(p, a->loc, "invalid integer literal '%.*s'",
			(int)a->n, a->s);
	}
	buf_free(&b);
	if (ovf)
		ps_error_at(p, a->loc, "integer value %s%.*s does not fit in %u bits",
			a->neg ? "-" : "", (int)a->n, a->s, w);
}

uint64_t attr_u32(Parser *p, const Attr *a, const char *what)
{
	Word w[1];
	if (!a || a->kind != A_INT || a->neg)
		ps_error_at(p, a ? a->loc : p->tok.loc,
			"%s must be a non-negative integer", what);
	attr_int(p, a, w, 32, what);
	return w[0];
}

