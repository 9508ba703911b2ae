/* parse_op.c: the op grammar: SSA values and forward references, result
 * lists, the custom form of every op spelling (ops.h syntax classes) and
 * the generic form "dialect.op"(operands) {attrs} : (T) -> U.  Operand
 * types written in an op are checked against the values, as MLIR does.
 * Cost: O(tokens) expected (hash maps for names). */
#include <stdlib.h>
#include <string.h>

#include "mlir/parse.h"

/* ---------------------------------------------------------- values/ops */

static void define_name(Parser *p, const char *name, size_t n, uint32_t v)
{
	uint32_t old = ps_lookup(&p->vals, name, n);
	Value *val = &p->f->vals[v];

	if (old != NONE && !(old & FWD)) {
		Loc l = p->f->vals[old].loc;
		ps_error_at(p, val->loc,
			"redefinition of value '%%%.*s' (first defined at %u:%u)",
			(int)n, name, l.line, l.col);
	}
	if (old != NONE) {
		Fwd *fw = &p->fwd[old & ~FWD];
		if (fw->ty != val->ty) {
			char b1[16], b2[16];
			ps_error_at(p, val->loc,
				"value '%%%.*s' defined with type %s but used at "
				"%u:%u as %s", (int)n, name, type_str(val->ty, b1),
				fw->loc.line, fw->loc.col, type_str(fw->ty, b2));
		}
		fw->val = v;
	}
	strmap_putn(&p->vals, name, n, v);
}

/* Bind names to values v .. v+count-1: "x" (= "x#0"), and "x#i" when the
 * op has several results. */
void ps_define_values(Parser *p, const char *name, uint32_t v,
	uint32_t count)
{
	uint32_t i;
	char buf[256];
	size_t n = strlen(name);

	define_name(p, name, n, v);
	if (n + 12 >= sizeof buf)
		ps_error_at(p, p->f->vals[v].loc, "value name too long");
	memcpy(buf, name, n);
	buf[n] = '#';
	if (count < 2) { /* a forward use spelled %x#0 */
		uint32_t f;
		buf[n + 1] = '0';
		f = ps_lookup(&p->vals, buf, n + 2);
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
		ps_expected(p, "an SSA value");
	ps_next(p);
	v = ps_lookup(&p->vals, t.s, t.n);
	if (v == NONE && t.n > 2 && t.s[t.n - 2] == '#' && t.s[t.n - 1] == '0')
		v = ps_lookup(&p->vals, t.s, t.n - 2); /* %x#0 is %x */
	if (v == NONE) {
		grow((void **)&p->fwd, &p->cap_fwd, p->nfwd + 1, sizeof *p->fwd,
			1u << 30, "forward references");
		p->fwd[p->nfwd] = (Fwd){ps_tokstr(p, &t), t.loc, TY_NONE, NONE};
		v = FWD | p->nfwd++;
		strmap_putn(&p->vals, t.s, t.n, v);
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
		ps_error_at(p, p->uloc[slot],
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

/* An hw.module body is a single block whose terminator may be left out
 * (upstream's SingleBlockImplicitTerminator): append `hw.output` with no
 * operands at loc (the closing brace) unless the last op is a terminator. */
void ps_implicit_output(Parser *p, Loc loc)
{
	Func *f = p->f;
	const Block *b;
	int op, syn;
	int spell = spell_lookup("hw.output", 9, &op, &syn);

	if (f->nblock != 1)
		return;
	b = &f->blocks[0];
	if (b->nop && (op_flags(f->ops[b->op + b->nop - 1].op) & F_TERM))
		return;
	p->cur = 0;
	new_op(p, op, spell, loc);
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
	} while (ps_accept(p, ","));
	return n;
}

/* Exactly n operands `%a, %b, ...` into slots s, else an error. */
static void parse_operands(Parser *p, uint32_t *s, uint32_t n)
{
	if (parse_uses(p, s, n) != n)
		ps_error_at(p, p->prev.loc, "expected %u operand%s", n,
			n == 1 ? "" : "s");
}

/* The current integer token (not consumed) as a non-negative 32-bit
 * number: `desc` says what is expected when it is no integer, `what`
 * names it in range errors. */
static uint32_t int_token(Parser *p, const char *desc, const char *what)
{
	Attr a = {0};
	if (p->tok.kind != TK_INT)
		ps_expected(p, desc);
	a.kind = A_INT;
	a.s = p->tok.s;
	a.n = p->tok.n;
	a.loc = p->tok.loc;
	return (uint32_t)attr_u32(p, &a, what);
}

uint32_t ps_parse_use(Parser *p)
{
	return parse_use(p);
}

void ps_use_type(Parser *p, uint32_t slot, Type ty, Loc loc)
{
	use_type(p, slot, ty, loc);
}

uint32_t ps_new_op(Parser *p, int op, int spell, Loc loc)
{
	return new_op(p, op, spell, loc);
}

uint32_t ps_push_use(Parser *p, uint32_t v, Loc loc)
{
	uint32_t slot = func_add_use(p->f, v);
	grow((void **)&p->uloc, &p->cap_uloc, slot + 1, sizeof *p->uloc,
		1u << 30, "operands");
	p->uloc[slot] = loc;
	return slot;
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
	if (ps_is_id(p, "bin"))
		ps_next(p);
}

/* The predicate as a bare word or string ("slt", slt); comb's two-state
 * aliases (ceq cne weq wne) only where comb allows them. */
static int parse_pred(Parser *p, int comb)
{
	int pr;
	if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
		ps_expected(p, "a comparison predicate");
	pr = pred_lookup(p->tok.s, p->tok.n);
	if (!comb && pr >= 0 && p->tok.n == 3 && p->tok.s[0] != 's' &&
	    p->tok.s[0] != 'u')
		pr = -1; /* ceq cne weq wne */
	if (pr < 0)
		ps_error_at(p, p->tok.loc, "unknown comparison predicate '%.*s'",
			(int)p->tok.n, p->tok.s);
	ps_next(p);
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
	ps_expect(p, ":");
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
		ps_expected(p, "an operand");
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
		ps_expect(p, ",");
	parse_operands(p, s, 2);
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	typed_same(p, b, 1);
}

/* operands attr-dict? `:` T -> T, written at *loc (ops whose type list
 * then goes on). */
static Type operands_colon_type(Parser *p, Built *b, uint32_t *s,
	uint32_t n, Loc *loc)
{
	parse_operands(p, s, n);
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	ps_expect(p, ":");
	*loc = p->tok.loc;
	return parse_type(p);
}

/* comb.mux [bin] %c, %t, %f : T   |   select %c, %t, %f : [i1,] T */
static void syn_mux(Parser *p, Built *b)
{
	uint32_t s[3];
	Loc loc;
	Type t;
	Op *o;

	skip_bin(p);
	t = operands_colon_type(p, b, s, 3, &loc);
	if (ps_accept(p, ",")) {
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
	ps_expect(p, ":");
	ps_expect(p, "(");
	loc = p->tok.loc;
	t = parse_type(p);
	ps_expect(p, ")");
	if (p->tok.kind != TK_ARROW)
		ps_expected(p, "'->'");
	ps_next(p);
	all_use_type(p, b, t, loc);
	one_result(b, parse_type(p));
}

/* comb.extract %a from N : (T) -> U */
static void syn_extract(Parser *p, Built *b)
{
	uint32_t s[1];
	parse_operands(p, s, 1);
	set_nopnd(p, b);
	if (!ps_is_id(p, "from"))
		ps_expected(p, "'from'");
	ps_next(p);
	cur_op(p, b)->pred = int_token(p, "the low bit (an integer)",
		"low bit");
	ps_next(p);
	parse_opt_attrs(p, NULL);
	fn_type_1(p, b);
}

/* comb.concat %a, %b : T, U   (or `comb.concat :`, an i0; older CIRCT:
 * `: (T, U) -> V`, V the sum of the widths) */
static void syn_concat(Parser *p, Built *b)
{
	uint32_t s[1], i, n;
	uint64_t w = 0;
	int paren;
	Op *o;

	n = parse_uses(p, s, 1); /* none: `comb.concat :` is an i0 */
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
	ps_expect(p, ":");
	o = cur_op(p, b);
	paren = ps_accept(p, "(");
	for (i = 0; i < n; i++) {
		Loc loc = p->tok.loc;
		Type t;
		if (i)
			ps_expect(p, ",");
		loc = p->tok.loc;
		t = parse_type(p);
		if (t == TY_INDEX)
			ps_error_at(p, loc, "'comb.concat' operands must be integers, "
				"not index");
		use_type(p, o->opnd + i, t, loc);
		w += type_width(t, 0);
	}
	if ((n && ps_accept(p, ",")) || (!n && ps_at_type(p)))
		ps_error_at(p, n ? p->prev.loc : p->tok.loc, "'comb.concat' "
			"has %u operands but more types", n);
	if (paren) {
		Loc loc;
		Type rt;
		ps_expect(p, ")");
		if (p->tok.kind != TK_ARROW)
			ps_expected(p, "'->' and the result type");
		ps_next(p);
		loc = p->tok.loc;
		rt = parse_type(p);
		if (rt == TY_INDEX || type_width(rt, 0) != w)
			ps_error_at(p, loc, "'comb.concat' result must be i%llu, "
				"the operands' total width",
				(unsigned long long)w);
	}
	if (w > BV_MAXW)
		ps_error_at(p, o->loc, "'comb.concat' result width %llu exceeds %u",
			(unsigned long long)w, BV_MAXW);
	one_result(b, w ? (Type)w : TY_I0);
}

/* comb.replicate %a : (T) -> U */
static void syn_replicate(Parser *p, Built *b)
{
	uint32_t s[1];
	parse_operands(p, s, 1);
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
			ps_error_at(p, a->loc, "truth table must not be empty");
		w = arena_alloc(&p->m->arena, BV_WORDS(bits) * sizeof *w);
		for (i = 0; i < bits; i++) {
			const Attr *e = a->elem[i];
			if (e->kind == A_BOOL)
				bv_setbit(w, i, e->neg);
			else if (e->kind == A_INT && !e->neg && e->n == 1 &&
				 (e->s[0] == '0' || e->s[0] == '1'))
				bv_setbit(w, i, e->s[0] == '1');
			else
				ps_error_at(p, e->loc, "truth table entries must be "
					"true or false");
		}
	} else if (a->kind == A_INT) {
		bits = (uint32_t)a->bits;
		if (a->neg && !a->ty)
			ps_error_at(p, a->loc, "truth table must not be negative");
		w = arena_alloc(&p->m->arena, BV_WORDS(bits) * sizeof *w);
		attr_int(p, a, w, bits, "truth table");
	} else {
		ps_error_at(p, a->loc, "truth table must be an integer or a list "
			"of booleans");
	}
	o = cur_op(p, b);
	o->pool = func_add_pool(f, w, BV_WORDS(bits));
	o->npool = bits;
}

/* comb.truth_table %a, %b -> 6 : ui4  |  -> [false, true, ...]
 * No inputs is a constant: `comb.truth_table -> [true]`. */
static void syn_tt(Parser *p, Built *b)
{
	uint32_t s[1];
	Attr *a;
	if (p->tok.kind != TK_ARROW && !parse_uses(p, s, 1))
		ps_expected(p, "an operand or '->'");
	set_nopnd(p, b);
	all_use_type(p, b, TY_I1, p->prev.loc);
	if (p->tok.kind != TK_ARROW)
		ps_expected(p, "'->'");
	ps_next(p);
	a = parse_attr(p);
	set_table(p, b, a);
	parse_opt_attrs(p, NULL);
	one_result(b, TY_I1);
}

/* comb.lut: coefficients and lookupTable are i8 arrays */
static void set_lut(Parser *p, Built *b, const Attr *d, Loc loc)
{
	const Attr *c = attr_dict_get(d, "coefficients");
	const Attr *t = attr_dict_get(d, "lookupTable");
	Op *o;
	uint32_t i, k = 0;
	Word *w;

	if (!c || c->kind != A_ARRAY)
		ps_error_at(p, loc, "'comb.lut' needs a 'coefficients' attribute "
			"(array<i8: ...>)");
	if (!t || t->kind != A_ARRAY)
		ps_error_at(p, loc, "'comb.lut' needs a 'lookupTable' attribute "
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
		ps_expected(p, "'(' to start a function type");
	n = parse_type_list(p, tin, MAX_PORTS);
	o = cur_op(p, b);
	if (check_uses) {
		if (n != o->nopnd)
			ps_error_at(p, loc, "function type has %u input%s but the op "
				"has %u operand%s", n, n == 1 ? "" : "s", o->nopnd,
				o->nopnd == 1 ? "" : "s");
		for (i = 0; i < n; i++)
			use_type(p, o->opnd + i, tin[i], loc);
	}
	if (p->tok.kind != TK_ARROW)
		ps_expected(p, "'->'");
	ps_next(p);
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
	ps_expect(p, ":");
	parse_fn_type(p, b, 1);
}

/* addi %a, %b [overflow<...>] attr-dict : T */
static void syn_bin(Parser *p, Built *b)
{
	uint32_t s[2];
	parse_operands(p, s, 2);
	set_nopnd(p, b);
	if (ps_is_id(p, "overflow") || ps_is_id(p, "exact")) {
		ps_next(p);
		if (tok_is(&p->tok, "<"))
			ps_skip_balanced(p);
	}
	parse_opt_attrs(p, NULL);
	if (tok_is(&p->tok, ":")) {
		Lexer save = p->lx;
		Tok colon = p->tok;
		ps_next(p);
		if (tok_is(&p->tok, "(")) { /* std form: `: (T, T) -> T` */
			parse_fn_type(p, b, 1);
			return;
		}
		p->lx = save;
		p->tok = colon;
	}
	typed_same(p, b, 0);
}

/* extsi %a : T to U; trunci %a overflow<nsw> : T to U; extui %a nneg :
 * T to U (the flags do not change the value) */
static void syn_cast(Parser *p, Built *b)
{
	uint32_t s[1];
	Loc loc;
	Type t;
	parse_operands(p, s, 1);
	set_nopnd(p, b);
	if (ps_is_id(p, "overflow")) {
		ps_next(p);
		if (tok_is(&p->tok, "<"))
			ps_skip_balanced(p);
	} else if (ps_is_id(p, "nneg"))
		ps_next(p);
	parse_opt_attrs(p, NULL);
	ps_expect(p, ":");
	loc = p->tok.loc;
	t = parse_type(p);
	use_type(p, s[0], t, loc);
	if (!ps_is_id(p, "to"))
		ps_expected(p, "'to'");
	ps_next(p);
	one_result(b, parse_type(p));
}

static void set_const(Parser *p, Built *b, const Attr *a, Type t)
{
	unsigned w = type_width(t, 64);
	Word *v = arena_alloc(&p->m->arena, (BV_WORDS(w) + 1) * sizeof *v);
	Op *o;

	if (a->kind == A_BOOL && t != TY_I1) {
		ps_error_at(p, a->loc, "boolean constant must have type i1");
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
		ps_error_at(p, a->loc, "unsupported constant (only integer "
			"constants are supported)");
	if (a->kind != A_INT && a->kind != A_BOOL)
		ps_error_at(p, a->loc, "expected an integer or boolean constant");
	if (index_only) {
		if (a->kind != A_INT || (a->ty && a->ty != TY_INDEX))
			ps_error_at(p, a->loc, "'index.constant' takes an integer");
		t = TY_INDEX;
	} else if (a->kind == A_BOOL) {
		t = TY_I1;
		if (ps_accept(p, ":")) {
			Loc loc = p->tok.loc;
			if (parse_type(p) != TY_I1)
				ps_error_at(p, loc, "boolean constant must have type i1");
		}
	} else if (a->ty) {
		t = a->ty;
	} else if (ps_accept(p, ":")) {
		t = parse_type(p);
	} else {
		ps_error_at(p, p->tok.loc, "expected ':' and the constant's type");
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
	ps_expect(p, ":");
	o = cur_op(p, b);
	for (i = 0; i < n; i++) {
		Loc loc;
		if (i)
			ps_expect(p, ",");
		loc = p->tok.loc;
		use_type(p, o->opnd + i, parse_type(p), loc);
	}
	if (tok_is(&p->tok, ","))
		ps_error_at(p, p->tok.loc, "more types than operands");
}

uint32_t ps_label_ref(Parser *p, const Tok *t)
{
	uint32_t l = ps_lookup(&p->labels, t->s, t->n);
	if (l == NONE) {
		grow((void **)&p->lab, &p->cap_lab, p->nlab + 1, sizeof *p->lab,
			1u << 30, "blocks");
		p->lab[p->nlab] = (Label){ps_tokstr(p, t), NONE, t->loc};
		l = p->nlab++;
		strmap_putn(&p->labels, t->s, t->n, l);
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
		ps_expected(p, "a block label");
	ps_next(p);
	o = cur_op(p, b);
	o->succ[k] = ps_label_ref(p, &t);
	if (ps_accept(p, "(")) {
		uint32_t s[1];
		Loc at = p->prev.loc;
		n = parse_uses(p, s, 1);
		if (n) {
			ps_expect(p, ":");
			for (i = 0; i < n; i++) {
				Loc loc;
				if (i)
					ps_expect(p, ",");
				loc = p->tok.loc;
				use_type(p, first + i, parse_type(p), loc);
			}
		}
		ps_expect_match(p, ")", "(", at);
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

/* cond_br %c [weights([w, w])], ^bb1(args), ^bb2(args) */
static void syn_condbr(Parser *p, Built *b)
{
	uint32_t s = parse_use(p);
	use_type(p, s, TY_I1, p->prev.loc);
	if (ps_is_id(p, "weights")) {
		ps_next(p);
		if (!tok_is(&p->tok, "("))
			ps_expected(p, "'('");
		ps_skip_balanced(p);
	}
	ps_expect(p, ",");
	parse_succ(p, b, 0);
	ps_expect(p, ",");
	parse_succ(p, b, 1);
	set_nopnd(p, b);
	parse_opt_attrs(p, NULL);
}

/* An instance's hw.verilogName attribute, if d has one, names it (as
 * CIRCT's ExportVerilog names the instance after name legalization);
 * not an instance (no iname): nothing. */
static void inst_vname(Parser *p, Op *o, const Attr *d)
{
	const Attr *a = d ? attr_dict_get(d, "hw.verilogName") : NULL;
	if (o->iname && a && a->kind == A_STR && a->n)
		o->iname = arena_strndup(&p->m->arena, a->s, a->n);
}

/* The rest of a call after its `(` (at `at`): %a, ... `)` attr-dict `:`
 * (T...) -> U. */
static void call_rest(Parser *p, Built *b, Loc at)
{
	uint32_t s[1];
	parse_uses(p, s, 1);
	ps_expect_match(p, ")", "(", at);
	set_nopnd(p, b);
	inst_vname(p, cur_op(p, b), parse_opt_attrs(p, NULL));
	ps_expect(p, ":");
	parse_fn_type(p, b, 1);
}

/* call @f(%a, ...) attr-dict : (T...) -> U */
static void syn_call(Parser *p, Built *b)
{
	Op *o;
	Loc at;
	if (p->tok.kind != TK_AT)
		ps_expected(p, "a function name (@name)");
	o = cur_op(p, b);
	o->sym = ps_tokstr(p, &p->tok);
	ps_next(p);
	at = p->tok.loc;
	ps_expect(p, "(");
	call_rest(p, b, at);
}

/* hw.instance "name" (sym @s)? @mod (`<`params`>`)? `(` (port `:` %v `:`
 * T),* `)` `->` `(` (port `:` T),* `)` attr-dict
 * older form: @mod(%a, %b) : (T, T) -> (U) */
/* `<` (name `:` T `=` value),* `>` of an hw.instance, from its `<`:
 * the text between the brackets.  A value is an integer, a string or a
 * boolean (what an external module's Verilog parameters take); CIRCT's
 * parameter expressions are refused, not dropped. */
static const char *instance_params(Parser *p)
{
	const char *s;
	Loc at = p->tok.loc;

	ps_next(p);
	s = p->tok.s;
	if (tok_is(&p->tok, ">")) {
		ps_next(p);
		return NULL;
	}
	for (;;) {
		Attr *a;
		if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
			ps_expected(p, "a parameter name");
		ps_next(p);
		ps_expect(p, ":");
		while (p->tok.kind != TK_EOF && !tok_is(&p->tok, "=") &&
		    !tok_is(&p->tok, ",") && !tok_is(&p->tok, ">")) {
			if (tok_is(&p->tok, "<") || tok_is(&p->tok, "("))
				ps_skip_balanced(p);
			else
				ps_next(p);
		}
		if (!tok_is(&p->tok, "="))
			ps_expected(p, "'=' and the parameter's value");
		ps_next(p);
		a = parse_attr(p);
		if (a->kind != A_INT && a->kind != A_STR && a->kind != A_BOOL)
			ps_error_at(p, a->loc, "unsupported instance parameter "
				"value (an integer, a string or a boolean)");
		if (!ps_accept(p, ","))
			break;
	}
	{
		const char *e = p->tok.s;
		ps_expect_match(p, ">", "<", at);
		while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n'))
			e--;
		return arena_strndup(&p->m->arena, s, (size_t)(e - s));
	}
}

static void syn_instance(Parser *p, Built *b)
{
	Op *o = cur_op(p, b);
	PortLabel labels[4096 + 64]; /* inputs, then results */
	uint32_t n = 0, i;
	Loc at;

	if (p->tok.kind != TK_STR)
		ps_expected(p, "the instance name (a string)");
	o->iname = ps_tokstr(p, &p->tok);
	ps_next(p);
	if (ps_is_id(p, "sym")) {
		ps_next(p);
		if (p->tok.kind != TK_AT)
			ps_expected(p, "a symbol");
		ps_next(p);
	}
	if (p->tok.kind != TK_AT)
		ps_expected(p, "the module name (@name)");
	o->sym = ps_tokstr(p, &p->tok);
	ps_next(p);
	if (tok_is(&p->tok, "<"))
		o->params = instance_params(p);
	at = p->tok.loc;
	ps_expect(p, "(");
	if (tok_is(&p->tok, ")")) { /* no inputs: old form if `:` follows */
		Lexer save = p->lx;
		Tok close = p->tok;
		ps_next(p);
		if (tok_is(&p->tok, ":")) {
			set_nopnd(p, b);
			ps_next(p);
			parse_fn_type(p, b, 1);
			return;
		}
		p->lx = save;
		p->tok = close;
	}
	if (p->tok.kind == TK_PCT) {
		call_rest(p, b, at); /* old form */
		return;
	}
	if (!tok_is(&p->tok, ")")) {
		do {
			Loc loc;
			uint32_t slot;
			if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
				ps_expected(p, "a port name");
			if (n == countof(labels) - 64)
				ps_error_at(p, p->tok.loc, "too many ports");
			labels[n].loc = p->tok.loc;
			labels[n++].name = ps_tokstr(p, &p->tok);
			ps_next(p);
			ps_expect(p, ":");
			slot = parse_use(p);
			ps_expect(p, ":");
			loc = p->tok.loc;
			use_type(p, slot, parse_type(p), loc);
		} while (ps_accept(p, ","));
	}
	ps_expect_match(p, ")", "(", at);
	set_nopnd(p, b);
	if (p->tok.kind != TK_ARROW)
		ps_expected(p, "'->'");
	ps_next(p);
	at = p->tok.loc;
	ps_expect(p, "(");
	if (!ps_accept(p, ")")) {
		do {
			if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
				ps_expected(p, "a result port name");
			if (b->nres == countof(b->res))
				ps_error_at(p, p->tok.loc, "too many results");
			labels[n + b->nres].loc = p->tok.loc;
			labels[n + b->nres].name = ps_tokstr(p, &p->tok);
			ps_next(p);
			ps_expect(p, ":");
			b->res[b->nres++] = parse_type(p);
		} while (ps_accept(p, ","));
		ps_expect_match(p, ")", "(", at);
	}
	o = cur_op(p, b);
	o->labels = arena_alloc(&p->m->arena,
		(n + b->nres + 1) * sizeof *o->labels);
	for (i = 0; i < n + b->nres; i++)
		o->labels[i] = labels[i];
	inst_vname(p, o, parse_opt_attrs(p, NULL));
}

/* index.add %a, %b */
static void syn_ibin(Parser *p, Built *b)
{
	uint32_t s[2];
	parse_operands(p, s, 2);
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
	ps_expect(p, "(");
	parse_operands(p, s, 2);
	ps_expect_match(p, ")", "(", at);
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
		ps_error_at(p, a->loc, "'index.bool.constant' takes true or false");
	set_const(p, b, a, TY_I1);
}

/* -------------------------------------------------------- generic form */

/* Integer predicate from an attribute: 2 : i64, "slt", #x<cmpi slt>. */
static int attr_pred(Parser *p, const Attr *a, Loc loc, int comb)
{
	if (!a)
		ps_error_at(p, loc, "missing 'predicate' attribute");
	if (a->kind == A_INT) {
		uint64_t v = attr_u32(p, a, "predicate");
		if (v < NPRED_)
			return (int)v;
		if (comb && v >= 10 && v <= 13) /* comb ceq cne weq wne */
			return v == 10 || v == 12 ? PRED_EQ : PRED_NE;
		ps_error_at(p, a->loc, "predicate %llu out of range",
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
	ps_error_at(p, a->loc, "unknown comparison predicate");
}

/* A generic hw.instance's argNames and resultNames (lists of strings, one
 * per operand and per result) become its port labels, which the verifier
 * checks against the callee as it does the custom form's. */
static void generic_labels(Parser *p, const Built *b, Op *o,
	const Attr *in, const Attr *out)
{
	const Attr *l[2] = {in, out};
	uint32_t want[2] = {o->nopnd, b->nres}, k, i, n = 0;

	for (k = 0; k < 2; k++) {
		if (!l[k])
			return; /* the older form names no ports */
		if (l[k]->kind != A_LIST)
			ps_error_at(p, l[k]->loc, "'%s' must be a list of strings",
				k ? "resultNames" : "argNames");
		if (l[k]->nelem != want[k])
			ps_error_at(p, l[k]->loc, "'%s' has %u name%s, but the "
				"instance has %u %s", k ? "resultNames" : "argNames",
				l[k]->nelem, l[k]->nelem == 1 ? "" : "s", want[k],
				k ? "results" : "operands");
		for (i = 0; i < l[k]->nelem; i++)
			if (l[k]->elem[i]->kind != A_STR)
				ps_error_at(p, l[k]->elem[i]->loc, "a port name "
					"must be a string");
	}
	o->labels = arena_alloc(&p->m->arena,
		(o->nopnd + b->nres + 1) * sizeof *o->labels);
	for (k = 0; k < 2; k++)
		for (i = 0; i < l[k]->nelem; i++) {
			const Attr *e = l[k]->elem[i];
			o->labels[n].loc = e->loc;
			o->labels[n++].name = arena_strndup(&p->m->arena, e->s,
				e->n);
		}
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

	ps_expect(p, "(");
	parse_uses(p, s, 1);
	ps_expect_match(p, ")", "(", at);
	set_nopnd(p, b);
	if (ps_accept(p, "[")) {
		at = p->prev.loc;
		do {
			if (p->tok.kind != TK_CARET)
				ps_expected(p, "a block label");
			if (nsucc == 2)
				ps_error_at(p, p->tok.loc, "too many successors");
			succ[nsucc++] = p->tok;
			ps_next(p);
		} while (ps_accept(p, ","));
		ps_expect_match(p, "]", "[", at);
	}
	d = attr_new(p, A_DICT, p->tok.loc);
	parse_opt_attrs(p, d);
	if (tok_is(&p->tok, "("))
		ps_error_at(p, p->tok.loc, "op '%s' with regions is not supported",
			spell_name(cur_op(p, b)->spell));
	ps_expect(p, ":");
	parse_fn_type(p, b, 1);
	o = cur_op(p, b);
	for (k = 0; k < nsucc; k++)
		o->succ[k] = ps_label_ref(p, &succ[k]);
	switch (op) {
	case OP_ICMP:
		o->pred = (uint32_t)attr_pred(p, attr_dict_get(d, "predicate") ?
			attr_dict_get(d, "predicate") : attr_dict_get(d, "pred"), name_loc,
			!strncmp(spell_name(o->spell), "comb.", 5));
		break;
	case OP_EXTRACT:
		o->pred = (uint32_t)attr_u32(p, attr_dict_get(d, "lowBit"), "lowBit");
		break;
	case OP_CONST: {
		Attr *v = attr_dict_get(d, "value");
		Type t = b->nres == 1 ? b->res[0] : TY_I1;
		if (!v)
			ps_error_at(p, name_loc, "constant needs a 'value' attribute");
		if (v->kind == A_INT && v->ty && v->ty != t) { /* as MLIR */
			char b1[16], b2[16];
			ps_error_at(p, v->loc, "the value's type %s is not the "
				"result type %s", type_str(v->ty, b1),
				type_str(t, b2));
		}
		set_const(p, b, v, t);
		break;
	}
	case OP_TT: {
		Attr *v = attr_dict_get(d, "lookupTable");
		if (!v)
			ps_error_at(p, name_loc, "'comb.truth_table' needs a "
				"'lookupTable' attribute");
		set_table(p, b, v);
		break;
	}
	case OP_LUT:
		set_lut(p, b, d, name_loc);
		break;
	case OP_CALL: case OP_INSTANCE: {
		Attr *c = attr_dict_get(d, op == OP_CALL ? "callee" : "moduleName");
		Attr *in = attr_dict_get(d, "instanceName");
		if (!c || c->kind != A_SYM)
			ps_error_at(p, name_loc, "missing '%s' symbol attribute",
				op == OP_CALL ? "callee" : "moduleName");
		o->sym = arena_strndup(&p->m->arena, c->s, c->n);
		if (op == OP_INSTANCE) {
			o->iname = in && in->kind == A_STR ?
				arena_strndup(&p->m->arena, in->s, in->n) : "inst";
			inst_vname(p, o, d);
			generic_labels(p, b, o, attr_dict_get(d, "argNames"),
				attr_dict_get(d, "resultNames"));
		}
		break;
	}
	case OP_BR: case OP_CONDBR: {
		Attr *seg = attr_dict_get(d, "operandSegmentSizes");
		if (!seg) /* the spelling before MLIR 18 */
			seg = attr_dict_get(d, "operand_segment_sizes");
		uint32_t want = op == OP_BR ? 1 : 2;
		if (nsucc != want)
			ps_error_at(p, name_loc, "'%s' needs %u successor%s",
				spell_name(o->spell), want, want > 1 ? "s" : "");
		if (op == OP_BR) {
			o->nsucc_args[0] = o->nopnd;
		} else if (seg && (seg->kind == A_ARRAY || seg->kind == A_LIST) &&
			   seg->nelem == 3) {
			uint32_t n0 = (uint32_t)attr_u32(p, seg->elem[0], "size");
			o->nsucc_args[0] = (uint32_t)attr_u32(p, seg->elem[1], "size");
			o->nsucc_args[1] = (uint32_t)attr_u32(p, seg->elem[2], "size");
			if (n0 != 1 || 1 + o->nsucc_args[0] + o->nsucc_args[1] !=
			    o->nopnd)
				ps_error_at(p, seg->loc, "operandSegmentSizes does not "
					"match the operands");
		} else if (o->nopnd != 1) {
			ps_error_at(p, name_loc, "'%s' with branch operands needs "
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

const char *ps_unsupported_hint(const char *s, size_t n)
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
			ps_expected(p, "a result name");
		if (r->n == countof(r->name))
			ps_error_at(p, p->tok.loc, "too many result names");
		r->name[r->n] = p->tok;
		ps_next(p);
		if (ps_accept(p, ":")) {
			c = int_token(p, "a result count", "result count");
			if (!c)
				ps_error_at(p, p->tok.loc, "result count must be positive");
			ps_next(p);
		}
		r->count[r->n++] = c;
		r->total += c;
	} while (ps_accept(p, ","));
	ps_expect(p, "=");
}

/* Give the op's results v0 .. v0+nres-1 the names written before it.
 * MLIR allows leaving every result unnamed (the values are then unused);
 * naming some but not all is an error. */
static void name_results(Parser *p, const ResNames *rn, const Tok *name,
	uint32_t v0, uint32_t nres)
{
	uint32_t i, j;
	if (rn->n && rn->total != nres) {
		ps_error_at(p, rn->name[0].loc,
			"'%.*s' defines %u result%s but %u %s named", (int)name->n,
			name->s, nres, nres == 1 ? "" : "s", rn->total,
			rn->total == 1 ? "is" : "are");
	}
	for (i = 0, j = 0; i < rn->n; i++) {
		const char *nm = ps_tokstr(p, &rn->name[i]);
		uint32_t k;
		for (k = 0; k < rn->count[i]; k++) {
			p->f->vals[v0 + j + k].name = nm;
			p->f->vals[v0 + j + k].loc = rn->name[i].loc;
		}
		ps_define_values(p, nm, v0 + j, rn->count[i]);
		j += rn->count[i];
	}
}

/* operation ::= result-list? (custom-op | generic-op) loc? */
void parse_op(Parser *p)
{
	ResNames rn;
	Built b;
	int op, syn, spell, generic;
	Tok name;
	Op *o;
	uint32_t i, v0;
	const Type *res;

	p->op_start = p->tok.s;
	p->op_attrs = NULL;
	parse_result_names(p, &rn);
	name = p->tok;
	generic = name.kind == TK_STR;
	if (name.kind != TK_ID && !generic)
		ps_expected(p, "an operation");
	if (ps_is_switch(name.s, name.n)) {
		if (rn.n)
			ps_error_at(p, rn.name[0].loc, "'%.*s' has no results",
				(int)name.n, name.s);
		ps_next(p);
		parse_switch(p, &name, generic);
		ps_skip_loc(p);
		return;
	}
	if (ps_is_agg_op(name.s, name.n)) {
		ps_next(p);
		b.nres = parse_agg_op(p, &name, generic, &v0);
		ps_skip_loc(p);
		name_results(p, &rn, &name, v0, b.nres);
		return;
	}
	spell = (int)ps_lookup(&p->spells, name.s, name.n);
	if (spell == (int)NONE) {
		spell = spell_lookup(name.s, name.n, &op, &syn);
		if (spell >= 0)
			strmap_putn(&p->spells, name.s, name.n,
				(uint32_t)spell);
	} else {
		spell_info(spell, &op, &syn);
	}
	if (spell < 0)
		ps_error_at(p, name.loc, "unsupported op '%.*s'%s", (int)name.n,
			name.s, ps_unsupported_hint(name.s, name.n));
	ps_next(p);
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
	ps_skip_loc(p);
	res = b.resv ? b.resv : b.res;
	o = &p->f->ops[b.op];
	o->res = p->f->nval;
	o->nres = b.nres;
	v0 = p->f->nval;
	for (i = 0; i < b.nres; i++)
		func_add_value(p->f, res[i], b.op, p->cur, i, NULL, name.loc);
	name_results(p, &rn, &name, v0, b.nres);
	if (b.nres == 1 && p->op_attrs) { /* CIRCT's name for its wire */
		const Attr *h = attr_dict_get(p->op_attrs, "sv.namehint");
		if (h && h->kind == A_STR && h->n)
			p->f->vals[v0].hint = arena_strndup(&p->m->arena, h->s,
				h->n);
	}
}
