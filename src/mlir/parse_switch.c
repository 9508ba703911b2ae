/* parse_switch.c: cf.switch (also std.switch, bare `switch`), custom
 *
 *   cf.switch %flag : i32, [
 *     default: ^bb1(%a : i8),
 *     42: ^bb2,
 *     -3: ^bb1(%b : i8)
 *   ]
 *
 * and generic form ("cf.switch"(%flag, %a, %b) [^bb1, ^bb2, ^bb1]
 * <{case_values = dense<[42, -3]> : vector<2xi32>,
 * case_operand_segments = array<i32: 0, 1>,
 * operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i8, i8) -> ()).
 *
 * The IR has two-way branches only, so the switch is expanded here into
 * a chain: case k compares the flag with its value (arith.cmpi eq with
 * an arith.constant) and branches to its successor or on to a fresh
 * block holding the next test; the last test falls through to the
 * default.  The first matching case wins (MLIR does not require the
 * values to differ).  A case value is taken modulo 2^width of the flag,
 * as MLIR's custom syntax writes the values of wide flags unsigned.  No
 * case: a plain cf.br to the default.
 *
 * The fresh blocks have no arguments and labels no source name can
 * refer to; later passes see an ordinary acyclic CFG.
 * Cost: O(cases + operands).  No recursion. */
#include <stdlib.h>
#include <string.h>

#include "mlir/parse.h"

/* One successor: its label, and the use slots [first, first+n) the
 * parser filled with its arguments. */
typedef struct {
	uint32_t label, first, n;
	const Attr *value;   /* case value; NULL for the default */
	Loc loc;
} Dest;

typedef struct {
	Dest *d;             /* d[0] is the default */
	uint32_t n, cap;
} Dests;

int ps_is_switch(const char *s, size_t n)
{
	return (n == 9 && !memcmp(s, "cf.switch", 9)) ||
	       (n == 10 && !memcmp(s, "std.switch", 10)) ||
	       (n == 6 && !memcmp(s, "switch", 6));
}

static Dest *push_dest(Parser *p, Dests *ds, Loc loc)
{
	if (ds->n == ds->cap) { /* arena: an error unwinds past this frame */
		uint32_t cap = ds->cap ? 2 * ds->cap : 8;
		Dest *d = arena_alloc(&p->m->arena, cap * sizeof *d);
		if (ds->n)
			memcpy(d, ds->d, ds->n * sizeof *d);
		ds->d = d;
		ds->cap = cap;
	}
	ds->d[ds->n] = (Dest){NONE, p->f->nuse, 0, NULL, loc};
	return &ds->d[ds->n++];
}

/* successor ::= `^bb` (`(` %v (`,` %v)* `:` T (`,` T)* `)`)? */
static void parse_dest(Parser *p, Dest *d)
{
	Tok t = p->tok;
	if (t.kind != TK_CARET)
		ps_expected(p, "a block label");
	ps_next(p);
	d->label = ps_label_ref(p, &t);
	d->first = p->f->nuse;
	if (ps_accept(p, "(")) {
		Loc at = p->prev.loc;
		uint32_t i;
		if (p->tok.kind == TK_PCT) {
			do {
				ps_parse_use(p);
				d->n++;
			} while (ps_accept(p, ","));
			ps_expect(p, ":");
			for (i = 0; i < d->n; i++) {
				Loc loc;
				if (i)
					ps_expect(p, ",");
				loc = p->tok.loc;
				ps_use_type(p, d->first + i, parse_type(p), loc);
			}
		}
		ps_expect_match(p, ")", "(", at);
	}
}

/* `[` `default` `:` successor (`,` int `:` successor)* `]` */
static void custom_cases(Parser *p, Dests *ds)
{
	Loc at = p->tok.loc;
	Dest *d;

	ps_expect(p, "[");
	if (!ps_is_id(p, "default"))
		ps_expected(p, "'default'");
	d = push_dest(p, ds, p->tok.loc);
	ps_next(p);
	ps_expect(p, ":");
	parse_dest(p, d);
	while (ps_accept(p, ",")) {
		Loc loc = p->tok.loc;
		Attr *v = attr_new(p, A_INT, loc);
		v->neg = ps_accept(p, "-");
		if (p->tok.kind != TK_INT)
			ps_expected(p, "a case value (an integer)");
		v->s = p->tok.s;
		v->n = p->tok.n;
		ps_next(p);
		d = push_dest(p, ds, loc);
		d->value = v;
		ps_expect(p, ":");
		parse_dest(p, d);
	}
	ps_expect_match(p, "]", "[", at);
}

/* The integer list attribute (array<i32: ...> or dense<[...]>) key (or
 * alt) of d, or NULL when absent. */
static const Attr *list_attr(Parser *p, const Attr *d, const char *key,
	const char *alt)
{
	const Attr *a = attr_dict_get(d, key);
	if (!a && alt)
		a = attr_dict_get(d, alt);
	if (a && a->kind != A_ARRAY && a->kind != A_LIST)
		ps_error_at(p, a->loc, "'%s' must be a list of integers", key);
	return a;
}

/* "cf.switch"(%flag, args...) [^default, ^case...] <{...}> : (T...) -> ()
 * Returns the flag's type; *flag_slot is its use slot. */
static Type generic_switch(Parser *p, Dests *ds, Loc name_loc,
	uint32_t *flag_slot)
{
	Loc at = p->tok.loc;
	uint32_t first = p->f->nuse, nopnd = 0, i, k, pos;
	const Attr *d, *seg, *cseg, *vals;
	Type t0 = TY_NONE;

	ps_expect(p, "(");
	if (p->tok.kind == TK_PCT)
		do {
			ps_parse_use(p);
			nopnd++;
		} while (ps_accept(p, ","));
	ps_expect_match(p, ")", "(", at);
	at = p->tok.loc;
	ps_expect(p, "[");
	do {
		Dest *e = push_dest(p, ds, p->tok.loc);
		Tok t = p->tok;
		if (t.kind != TK_CARET)
			ps_expected(p, "a block label");
		ps_next(p);
		e->label = ps_label_ref(p, &t);
	} while (ps_accept(p, ","));
	ps_expect_match(p, "]", "[", at);
	d = parse_opt_attrs(p, attr_new(p, A_DICT, p->tok.loc));
	if (tok_is(&p->tok, "("))
		ps_error_at(p, p->tok.loc, "'cf.switch' takes no regions");
	ps_expect(p, ":");
	at = p->tok.loc;
	ps_expect(p, "(");
	k = 0;
	if (!tok_is(&p->tok, ")"))
		do {
			Loc loc = p->tok.loc;
			Type t = parse_type(p);
			if (k < nopnd)
				ps_use_type(p, first + k, t, loc);
			if (!k)
				t0 = t;
			k++;
		} while (ps_accept(p, ","));
	ps_expect_match(p, ")", "(", at);
	if (k != nopnd)
		ps_error_at(p, at, "%u operand types for %u operands", k, nopnd);
	ps_expect(p, "->");
	at = p->tok.loc;
	ps_expect(p, "(");
	if (!tok_is(&p->tok, ")"))
		ps_error_at(p, p->tok.loc, "'cf.switch' has no results");
	ps_expect_match(p, ")", "(", at);

	seg = list_attr(p, d, "operandSegmentSizes", "operand_segment_sizes");
	cseg = list_attr(p, d, "case_operand_segments", NULL);
	vals = list_attr(p, d, "case_values", NULL);
	if (!nopnd)
		ps_error_at(p, name_loc, "'cf.switch' needs the flag operand");
	*flag_slot = first;
	if (ds->n - 1 != (vals ? vals->nelem : 0))
		ps_error_at(p, name_loc, "'cf.switch' has %u case successor%s but "
			"%u case value%s", ds->n - 1, ds->n == 2 ? "" : "s",
			vals ? vals->nelem : 0, vals && vals->nelem == 1 ? "" : "s");
	if (!seg || seg->nelem != 3 || attr_u32(p, seg->elem[0], "size") != 1)
		ps_error_at(p, seg ? seg->loc : name_loc, "'cf.switch' needs "
			"operandSegmentSizes [1, default operands, case operands]");
	if (ds->n > 1 && (!cseg || cseg->nelem != ds->n - 1))
		ps_error_at(p, cseg ? cseg->loc : name_loc, "'cf.switch' needs "
			"case_operand_segments with one count per case");
	pos = first + 1;
	ds->d[0].first = pos;
	ds->d[0].n = (uint32_t)attr_u32(p, seg->elem[1], "size");
	pos += ds->d[0].n;
	for (i = 1; i < ds->n; i++) {
		ds->d[i].value = vals->elem[i - 1];
		ds->d[i].first = pos;
		ds->d[i].n = (uint32_t)attr_u32(p, cseg->elem[i - 1], "size");
		if (ds->d[i].value->kind != A_INT)
			ps_error_at(p, vals->loc, "case values must be integers");
		pos += ds->d[i].n;
	}
	if (pos - first != nopnd || pos - first - 1 - ds->d[0].n !=
	    attr_u32(p, seg->elem[2], "size"))
		ps_error_at(p, seg->loc, "operand segments do not match the "
			"%u operands", nopnd);
	return t0;
}

/* A branch to d (cf.br), or on c to d else to e (cf.cond_br; e NULL:
 * to the generated block `next`). */
static void branch(Parser *p, uint32_t c, const Dest *d, const Dest *e,
	uint32_t next, Loc loc)
{
	uint32_t oi, i, n = 0;
	const Dest *t[2] = {d, e};
	Op *o;

	oi = ps_gen_op(p, c == NONE ? "cf.br" : "cf.cond_br", NULL, 0,
		TY_NONE, 1, loc); /* pred 1: messages say cf.switch */
	if (c != NONE)
		ps_push_use(p, c, loc), n++;
	for (i = 0; i < 2; i++) {
		uint32_t k;
		if (!t[i])
			continue;
		for (k = 0; k < t[i]->n; k++)
			ps_push_use(p, p->f->uses[t[i]->first + k],
				p->uloc[t[i]->first + k]);
		n += t[i]->n;
	}
	o = &p->f->ops[oi];
	o->nopnd = n;
	o->succ[0] = d->label;
	o->nsucc_args[0] = d->n;
	if (c != NONE) {
		o->succ[1] = e ? e->label : next;
		o->nsucc_args[1] = e ? e->n : 0;
	}
}

void parse_switch(Parser *p, const Tok *name, int generic)
{
	Dests ds = {0};
	uint32_t flag, slot, i;
	unsigned w;
	Type t;
	Loc loc = name->loc;

	if (generic) {
		t = generic_switch(p, &ds, loc, &slot);
	} else {
		slot = ps_parse_use(p);
		ps_expect(p, ":");
		{
			Loc tl = p->tok.loc;
			t = parse_type(p);
			ps_use_type(p, slot, t, tl);
		}
		ps_expect(p, ",");
		custom_cases(p, &ds);
		parse_opt_attrs(p, NULL);
	}
	if (t == TY_INDEX || t <= 0)
		ps_error_at(p, loc, "the flag of a switch must be a signless "
			"integer (iN)");
	flag = p->f->uses[slot];
	w = (unsigned)t;
	if (ds.n == 1) {
		branch(p, NONE, &ds.d[0], NULL, 0, loc);
		return;
	}
	for (i = 1; i < ds.n; i++) {
		const Attr *a = ds.d[i].value;
		/* modulo 2^w: read at a width that holds any such literal
		 * (4 bits a digit), then keep the low w bits */
		unsigned wide = (unsigned)(a->n * 4 + 8) > w + 1 ?
			(unsigned)(a->n * 4 + 8) : w + 1;
		Word *v = arena_alloc(&p->m->arena,
			BV_WORDS(wide) * sizeof *v);
		uint32_t in[2], c;

		attr_int(p, a, v, wide, "case value");
		bv_normalize(v, w);
		in[0] = flag;
		in[1] = ps_gen_const(p, v, w, ds.d[i].loc);
		c = ps_gen_op(p, "arith.cmpi", in, 2, TY_I1, PRED_EQ,
			ds.d[i].loc);
		if (i + 1 < ds.n) {
			uint32_t next = ps_gen_label(p, loc);
			branch(p, c, &ds.d[i], NULL, next, loc);
			ps_gen_block(p, next, loc);
		} else {
			branch(p, c, &ds.d[i], &ds.d[0], 0, loc);
		}
	}
}
