/* parse_agg.c: CIRCT's hw aggregate types and ops, and arith's
 * *_extended ops, lowered while parsing.
 *
 * An aggregate is its packed bit vector, as in CIRCT and SystemVerilog
 * packed types: array element 0 is the least significant, a struct's
 * first field the most significant.  The IR never sees the structure: a
 * `!hw.array<4xi8>` value is an i32, and each aggregate op becomes comb
 * ops over the bits (README, Semantics: aggregates):
 *   array_create, struct_create, array_concat  -> comb.concat
 *   array_get, array_slice                     -> shru by index * width,
 *                                                 then extract (an index
 *                                                 past the end reads 0)
 *   array_inject                               -> and/or of shifted masks
 *                                                 (past the end: no change)
 *   (a constant index: a constant shift amount, which bitsplit.c can
 *   follow bit by bit when the array is built from its own elements)
 *   struct_extract, struct_explode             -> comb.extract
 *   struct_inject                              -> extract + concat
 *   bitcast, wire                              -> a one-operand concat
 *   aggregate_constant                         -> hw.constant
 *   addui_extended, mul[su]i_extended          -> widened add / mul
 * The operands the user wrote are parsed into use slots that belong to
 * no op (they only record types and forward references); the generated
 * ops copy their values.  Cost: linear in the op's operands and type;
 * recursion only over the type and attribute nesting (MAX_NEST). */
#include <stdlib.h>
#include <string.h>

#include "mlir/parse.h"

enum { K_ARRAY_CREATE, K_ARRAY_GET, K_ARRAY_SLICE, K_ARRAY_CONCAT,
       K_ARRAY_INJECT, K_AGG_CONST, K_STRUCT_CREATE, K_STRUCT_EXTRACT,
       K_STRUCT_INJECT, K_STRUCT_EXPLODE, K_BITCAST, K_WIRE, K_ADDUI_EXT,
       K_MULUI_EXT, K_MULSI_EXT, NKIND };

static const char *const kind_name[NKIND] = {
	"hw.array_create", "hw.array_get", "hw.array_slice", "hw.array_concat",
	"hw.array_inject", "hw.aggregate_constant", "hw.struct_create",
	"hw.struct_extract", "hw.struct_inject", "hw.struct_explode",
	"hw.bitcast", "hw.wire", "arith.addui_extended",
	"arith.mului_extended", "arith.mulsi_extended",
};

int ps_is_agg_op(const char *s, size_t n)
{
	int k;
	for (k = 0; k < NKIND; k++)
		if (strlen(kind_name[k]) == n && !memcmp(s, kind_name[k], n))
			return 1;
	return 0;
}

/* ---------------------------------------------------------------- types */

static uint32_t agg_new(Parser *p, int kind, uint64_t width, Loc loc)
{
	Agg *a;
	if (width > BV_MAXW)
		ps_error_at(p, loc, "aggregate type is %llu bits wide (limit is %u)",
			(unsigned long long)width, BV_MAXW);
	grow((void **)&p->agg, &p->cap_agg, p->nagg + 1, sizeof *p->agg,
		1u << 24, "aggregate types");
	a = &p->agg[p->nagg];
	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->width = (uint32_t)width;
	return p->nagg++;
}

static Type agg_ty(const Parser *p, uint32_t id)
{
	if (p->agg[id].kind == AG_INDEX)
		return TY_INDEX;
	return p->agg[id].width ? (Type)p->agg[id].width : TY_I0;
}

static uint32_t agg_int(Parser *p, uint32_t width, Loc loc)
{
	return agg_new(p, AG_INT, width, loc);
}

int ps_agg_kind(const char *s, size_t n)
{
	if (n >= 3 && !memcmp(s, "hw.", 3))
		s += 3, n -= 3;
	if (n == 5 && !memcmp(s, "array", 5))
		return AG_ARRAY;
	if (n == 6 && !memcmp(s, "struct", 6))
		return AG_STRUCT;
	if (n == 9 && !memcmp(s, "typealias", 9))
		return AG_ALIAS;
	return -1;
}

/* An aggregate type name as circt-opt prints it inside another one,
 * without `!hw.` (`struct`, `array`, `typealias`): its kind, else -1. */
static int bare_kind(const char *s, size_t n)
{
	return n >= 3 && !memcmp(s, "hw.", 3) ? -1 : ps_agg_kind(s, n);
}

uint32_t parse_agg_type(Parser *p)
{
	Loc loc = p->tok.loc;
	Type t;
	if (p->tok.kind == TK_ID && bare_kind(p->tok.s, p->tok.n) >= 0) {
		/* circt-opt's bare `struct<...>` inside an aggregate */
		int k = bare_kind(p->tok.s, p->tok.n);
		ps_next(p);
		return parse_agg_body(p, k, loc);
	}
	t = parse_type(p);
	if (p->last_agg != NONE)
		return p->last_agg;
	if (t == TY_INDEX)
		ps_error_at(p, loc, "hw aggregates hold integers, not index");
	return agg_int(p, type_width(t, 0), loc);
}

/* `NxT`: the current token is N. */
static uint32_t parse_array_dims(Parser *p, Loc loc)
{
	uint32_t n, elem, id;
	Tok x;
	Attr a = {0};

	if (p->tok.kind != TK_INT)
		ps_expected(p, "the element count of the array");
	a.kind = A_INT;
	a.s = p->tok.s;
	a.n = p->tok.n;
	a.loc = p->tok.loc;
	n = (uint32_t)attr_u32(p, &a, "array size");
	ps_next(p);
	x = p->tok;
	if (x.kind != TK_ID || x.s[0] != 'x')
		ps_expected(p, "'x' and the element type");
	if (x.n == 1) {
		ps_next(p);
		elem = parse_agg_type(p);
	} else if (bare_kind(x.s + 1, x.n - 1) >= 0) {
		/* 2xstruct<...>: circt-opt's form */
		ps_next(p);
		elem = parse_agg_body(p, bare_kind(x.s + 1, x.n - 1), x.loc);
	} else {
		Type t = ps_int_type_text(p, x.s + 1, x.n - 1, x.loc);
		if (t == TY_INDEX)
			ps_error_at(p, x.loc, "hw aggregates hold integers, not index");
		if (t == TY_NONE)
			ps_error_at(p, x.loc, "unsupported array element type '%.*s'",
				(int)x.n - 1, x.s + 1);
		ps_next(p);
		elem = agg_int(p, type_width(t, 0), x.loc);
	}
	id = agg_new(p, AG_ARRAY, (uint64_t)n * p->agg[elem].width, loc);
	p->agg[id].n = n;
	p->agg[id].elem = elem;
	return id;
}

static uint32_t parse_struct_fields(Parser *p, Loc loc)
{
	uint32_t tys[MAX_PORTS], n = 0, i, id;
	const char *names[MAX_PORTS];
	uint64_t w = 0, off;
	Agg *a;

	if (!tok_is(&p->tok, ">")) {
		do {
			if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
				ps_expected(p, "a field name");
			if (n == MAX_PORTS)
				ps_error_at(p, p->tok.loc, "too many fields (limit is %u)",
					MAX_PORTS);
			names[n] = ps_tokstr(p, &p->tok);
			for (i = 0; i < n; i++)
				if (!strcmp(names[i], names[n]))
					ps_error_at(p, p->tok.loc, "duplicate field '%s'",
						names[n]);
			ps_next(p);
			ps_expect(p, ":");
			tys[n] = parse_agg_type(p);
			w += p->agg[tys[n]].width;
			n++;
		} while (ps_accept(p, ","));
	}
	id = agg_new(p, AG_STRUCT, w, loc);
	a = &p->agg[id];
	a->n = n;
	a->field = arena_alloc(&p->m->arena, (n + 1) * sizeof *a->field);
	a->name = arena_alloc(&p->m->arena, (n + 1) * sizeof *a->name);
	a->off = arena_alloc(&p->m->arena, (n + 1) * sizeof *a->off);
	off = w;
	for (i = 0; i < n; i++) {
		a->field[i] = tys[i];
		a->name[i] = names[i];
		off -= p->agg[tys[i]].width;
		a->off[i] = (uint32_t)off;
	}
	return id;
}

uint32_t parse_agg_body(Parser *p, int kind, Loc loc)
{
	Loc at = p->tok.loc;
	uint32_t id;

	if (++p->nest > MAX_NEST)
		ps_error_at(p, loc, "type nested too deeply (limit is %d)",
			MAX_NEST);
	ps_expect(p, "<");
	if (kind == AG_ARRAY) {
		id = parse_array_dims(p, loc);
	} else if (kind == AG_STRUCT) {
		id = parse_struct_fields(p, loc);
	} else { /* hw.typealias<@scope::@name, T> */
		if (p->tok.kind != TK_AT)
			ps_expected(p, "the alias symbol");
		ps_next(p);
		while (ps_accept(p, ":")) {
			ps_expect(p, ":");
			if (p->tok.kind != TK_AT)
				ps_expected(p, "a symbol");
			ps_next(p);
		}
		ps_expect(p, ",");
		id = parse_agg_type(p);
	}
	ps_expect_match(p, ">", "<", at);
	p->nest--;
	return id;
}

void agg_free(Parser *p)
{
	strmap_free(&p->aggalias);
	free(p->agg_scratch);
	p->agg_scratch = NULL;
	free(p->agg);
	p->agg = NULL;
	p->nagg = p->cap_agg = 0;
}

/* ------------------------------------------------------ generated ops */

uint32_t ps_gen_op(Parser *p, const char *spell, const uint32_t *in,
	uint32_t n, Type t, uint32_t pred, Loc loc)
{
	int op, syn, sp = spell_lookup(spell, strlen(spell), &op, &syn);
	uint32_t oi, i, v;
	Op *o;

	if (sp < 0)
		die("no spelling %s", spell);
	oi = ps_new_op(p, op, sp, loc);
	for (i = 0; i < n; i++)
		ps_push_use(p, in[i], loc);
	o = &p->f->ops[oi];
	o->nopnd = n;
	o->pred = pred;
	if (t == TY_NONE)
		return oi;
	v = func_add_value(p->f, t, oi, p->cur, 0, NULL, loc);
	o = &p->f->ops[oi];
	o->res = v;
	o->nres = 1;
	return v;
}

/* Short names for this file's many generated ops. */
static uint32_t mk(Parser *p, const char *spell, const uint32_t *in,
	uint32_t n, Type t, uint32_t pred, Loc loc)
{
	return ps_gen_op(p, spell, in, n, t, pred, loc);
}

static uint32_t mk1(Parser *p, const char *spell, uint32_t a, Type t,
	Loc loc)
{
	return mk(p, spell, &a, 1, t, 0, loc);
}

static uint32_t mk2(Parser *p, const char *spell, uint32_t a, uint32_t b,
	Type t, Loc loc)
{
	uint32_t in[2] = {a, b};
	return mk(p, spell, in, 2, t, 0, loc);
}

uint32_t ps_gen_const(Parser *p, const Word *v, uint32_t w, Loc loc)
{
	uint32_t r = ps_gen_op(p, p->f->is_hw ? "hw.constant" :
		"arith.constant", NULL, 0, (Type)w, 0, loc);
	Op *o = &p->f->ops[p->f->vals[r].def];
	o->pool = func_add_pool(p->f, v, BV_WORDS(w));
	o->npool = w;
	return r;
}

static uint32_t mk_const(Parser *p, const Word *v, uint32_t w, Loc loc)
{
	return ps_gen_const(p, v, w, loc);
}

static uint32_t mk_const_u64(Parser *p, uint64_t k, uint32_t w, Loc loc)
{
	Word *v = xcalloc(BV_WORDS(w), sizeof *v);
	uint32_t r;
	bv_from_u64(v, w, k);
	r = mk_const(p, v, w, loc);
	free(v);
	return r;
}

/* Bits [lo, lo+w) of value a (of width aw). */
static uint32_t mk_extract(Parser *p, uint32_t a, uint32_t aw, uint32_t lo,
	uint32_t w, Loc loc)
{
	if (!w)
		return mk(p, "comb.concat", NULL, 0, TY_I0, 0, loc);
	if (lo == 0 && w == aw)
		return a;
	return mk(p, "comb.extract", &a, 1, (Type)w, lo, loc);
}

/* a (of width aw > 0) zero-extended to w >= aw bits. */
static uint32_t mk_zext(Parser *p, uint32_t a, uint32_t aw, uint32_t w,
	Loc loc)
{
	return aw == w ? a : mk1(p, "arith.extui", a, (Type)w, loc);
}

/* The shift amount, as wide as the array (aw bits), that brings element
 * `idx` (an index value of iw bits) of ew-bit elements to bit 0.  The
 * product never wraps: idx < 2^iw <= 2n, so idx * ew < 2 * aw. */
static uint32_t elem_shift(Parser *p, uint32_t idx, uint32_t iw, uint32_t ew,
	uint32_t aw, Loc loc)
{
	const Func *f = p->f;
	uint32_t d = idx & FWD || idx >= f->nval ? NONE : f->vals[idx].def;
	uint32_t z, k;

	if (d != NONE && d < f->nop && f->ops[d].op == OP_CONST &&
	    f->ops[d].pool != NONE && iw <= 32) {
		/* a constant index: a constant amount (past the end: aw, which
		 * shifts everything out), so that bitsplit.c sees a wire */
		uint64_t at = f->pool[f->ops[d].pool] * (uint64_t)ew;
		return mk_const_u64(p, at < aw ? at : aw, aw, loc);
	}
	z = mk_zext(p, idx, iw, aw, loc);
	if (ew == 1)
		return z;
	if ((ew & (ew - 1)) == 0) {
		for (k = 0; (1u << k) != ew; k++)
			;
		return mk2(p, "comb.shl", z, mk_const_u64(p, k, aw, loc), (Type)aw,
			loc);
	}
	return mk2(p, "comb.mul", z, mk_const_u64(p, ew, aw, loc), (Type)aw,
		loc);
}

/* ----------------------------------------------------------- constants */

/* Write attribute a, of aggregate type ty, into v just below bit *pos. */
static void const_fill(Parser *p, const Attr *a, uint32_t ty, Word *v,
	uint32_t *pos)
{
	const Agg *g = &p->agg[ty];
	uint32_t i;

	if (++p->nest > MAX_NEST)
		ps_error_at(p, a->loc, "constant nested too deeply");
	if (g->kind == AG_INT) {
		/* in the arena: an error unwinds past this frame */
		Word *t = arena_alloc(&p->m->arena, (BV_WORDS(g->width) + 1) *
			sizeof *t);
		if (a->kind == A_INT && a->ty && a->ty != TY_INDEX &&
		    type_width(a->ty, 0) != g->width)
			ps_error_at(p, a->loc, "constant of %u bits where the type "
				"has %u", type_width(a->ty, 0), g->width);
		if (a->kind != A_INT && a->kind != A_BOOL)
			ps_error_at(p, a->loc, "expected an integer constant");
		if (a->kind == A_BOOL && g->width != 1) /* as CIRCT's verifier */
			ps_error_at(p, a->loc, "boolean constant must have type "
				"i1 (the element has %u bits)", g->width);
		attr_int(p, a, t, g->width, "aggregate constant element");
		*pos -= g->width;
		for (i = 0; i < g->width; i++)
			bv_setbit(v, *pos + i, bv_bit(t, i));
	} else {
		uint32_t n = g->n;
		if (a->kind != A_LIST || a->nelem != n)
			ps_error_at(p, a->loc, "expected a list of %u %s", n,
				g->kind == AG_ARRAY ? "elements (highest index first)" :
				"field values");
		for (i = 0; i < n; i++)
			const_fill(p, a->elem[i], g->kind == AG_ARRAY ? g->elem :
				g->field[i], v, pos);
	}
	p->nest--;
}

static uint32_t lower_const(Parser *p, const Attr *a, uint32_t ty, Loc loc)
{
	uint32_t w = p->agg[ty].width, pos = w, r;
	Word *v;
	if (!a)
		ps_error_at(p, loc, "'hw.aggregate_constant' needs its 'fields'");
	v = arena_alloc(&p->m->arena, (BV_WORDS(w) + 1) * sizeof *v);
	const_fill(p, a, ty, v, &pos);
	r = w ? mk_const(p, v, w, loc) : mk(p, "comb.concat", NULL, 0, TY_I0, 0,
		loc);
	return r;
}

/* ------------------------------------------------------------------ ops */

/* What an aggregate op reads and yields, from either syntax. */
typedef struct {
	int kind;
	Loc loc;           /* the op's name */
	uint32_t slot[MAX_PORTS]; /* operand use slots, as written */
	uint32_t in[MAX_PORTS];   /* their aggregate types */
	uint32_t nin;
	uint32_t out[2 * MAX_PORTS]; /* result types (explode: one per field) */
	uint32_t nout;
	int64_t field;     /* struct_extract/inject: field index, or -1 */
	const char *fname; /* ... or its name */
	Loc floc;
	const Attr *value; /* aggregate_constant */
	const char *wname; /* hw.wire: its Verilog name, or NULL */
} AggOp;

/* hw.wire's Verilog name from its attributes d (NULL: none): the
 * hw.verilogName name legalization gave it, else its `name`, else an
 * sv.namehint; else keep *name. */
static void wire_name(Parser *p, const Attr *d, const char **name)
{
	static const char *const keys[] = {"hw.verilogName", "name",
		"sv.namehint"};
	size_t i;
	for (i = 0; d && i < countof(keys); i++) {
		const Attr *a = attr_dict_get(d, keys[i]);
		if (a && a->kind == A_STR && a->n && (i == 0 || !*name)) {
			*name = arena_strndup(&p->m->arena, a->s, a->n);
			return;
		}
	}
}

static uint32_t idx_width(uint32_t n)
{
	uint32_t k = 0;
	while (k < 32 && (1ull << k) < n)
		k++;
	return k;
}

static const Agg *want(Parser *p, const AggOp *g, uint32_t id, int kind,
	const char *what)
{
	const Agg *a = &p->agg[id];
	if (a->kind != kind)
		ps_error_at(p, g->loc, "'%s' needs %s", kind_name[g->kind], what);
	return a;
}

static void want_width(Parser *p, const AggOp *g, uint32_t id, uint32_t w,
	const char *what)
{
	if (p->agg[id].width != w)
		ps_error_at(p, g->loc, "'%s': %s must be %u bits wide, not %u",
			kind_name[g->kind], what, w, p->agg[id].width);
}

static void want_index(Parser *p, const AggOp *g, uint32_t id, uint32_t n)
{
	uint32_t k = idx_width(n), w = p->agg[id].width;
	if (p->agg[id].kind != AG_INT || (w != k && !(n <= 1 && w <= 1)))
		ps_error_at(p, g->loc, "'%s': the index of an array of %u "
			"elements must be i%u, not %u bits", kind_name[g->kind], n, k,
			w);
}

static uint32_t field_index(Parser *p, const AggOp *g, const Agg *s)
{
	uint32_t i;
	if (g->fname) {
		for (i = 0; i < s->n; i++)
			if (!strcmp(s->name[i], g->fname))
				return i;
		ps_error_at(p, g->floc, "struct has no field '%s'", g->fname);
	}
	if (g->field < 0 || (uint64_t)g->field >= s->n)
		ps_error_at(p, g->floc, "field index %lld out of range (the "
			"struct has %u fields)", (long long)g->field, s->n);
	return (uint32_t)g->field;
}

/* Check the op's types (from either form) and emit its ops; the result
 * values are created last, in order.  Returns the first. */
/* An *_extended op over index, whose width W (32 or 64) is chosen
 * later: the sum's carry is sum < a; the product's high half is bits
 * [W, 2W) of the 128-bit product of the operands extended (index_castui
 * or index_cast) to i128, shifted down by index.sizeof and truncated
 * back to index.  Returns the first result; the second follows it. */
static uint32_t lower_ext_index(Parser *p, AggOp *g, const uint32_t *v)
{
	Loc loc = g->loc;
	int add = g->kind == K_ADDUI_EXT, i;
	uint32_t in[2], q, lo;

	for (i = 0; i < 3; i++)
		if (p->agg[i < 2 ? g->in[i] : g->out[0]].kind != AG_INDEX ||
		    (add ? p->agg[g->out[1]].kind != AG_INT ||
		    p->agg[g->out[1]].width != 1 :
		    p->agg[g->out[1]].kind != AG_INDEX))
			ps_error_at(p, loc, "'%s' over index takes index operands "
				"and gives index%s", kind_name[g->kind], add ?
				" and i1" : " results");
	if (add) {
		lo = mk2(p, "arith.addi", v[0], v[1], TY_INDEX, loc);
		in[0] = lo;
		in[1] = v[0];
		mk(p, "arith.cmpi", in, 2, TY_I1, PRED_ULT, loc);
		return lo;
	}
	for (i = 0; i < 2; i++)
		in[i] = mk1(p, g->kind == K_MULSI_EXT ? "arith.index_cast" :
			"arith.index_castui", v[i], (Type)128, loc);
	q = mk2(p, "arith.muli", in[0], in[1], (Type)128, loc);
	in[0] = mk(p, "index.sizeof", NULL, 0, TY_INDEX, 0, loc);
	in[0] = mk1(p, "arith.index_castui", in[0], (Type)128, loc);
	q = mk2(p, "arith.shrui", q, in[0], (Type)128, loc);
	lo = mk2(p, "arith.muli", v[0], v[1], TY_INDEX, loc);
	mk1(p, "arith.index_cast", q, TY_INDEX, loc);
	return lo;
}

static uint32_t lower(Parser *p, AggOp *g)
{
	Func *f = p->f;
	uint32_t v[MAX_PORTS], i, r = NONE;
	Loc loc = g->loc;

	for (i = 0; i < g->nin; i++) {
		ps_use_type(p, g->slot[i], agg_ty(p, g->in[i]), loc);
		v[i] = f->uses[g->slot[i]];
	}
	switch (g->kind) {
	case K_ARRAY_CREATE: case K_ARRAY_CONCAT: case K_STRUCT_CREATE: {
		uint64_t w = 0;
		uint32_t nz = 0;
		for (i = 0; i < g->nin; i++) {
			w += p->agg[g->in[i]].width;
			if (p->agg[g->in[i]].width)
				v[nz++] = v[i];
		}
		want_width(p, g, g->out[0], (uint32_t)w, "the result");
		r = mk(p, "comb.concat", v, nz, agg_ty(p, g->out[0]), 0, loc);
		break;
	}
	case K_ARRAY_GET: case K_ARRAY_SLICE: {
		const Agg *a = want(p, g, g->in[0], AG_ARRAY, "an array");
		uint32_t ew = p->agg[a->elem].width, aw = a->width, n = a->n;
		uint32_t rw = p->agg[g->out[0]].width, sh;
		want_index(p, g, g->in[1], n);
		if (g->kind == K_ARRAY_GET) {
			want_width(p, g, g->out[0], ew, "the result");
		} else if (p->agg[g->out[0]].kind != AG_ARRAY ||
			   p->agg[g->out[0]].n > n ||
			   p->agg[p->agg[g->out[0]].elem].width != ew) {
			ps_error_at(p, loc, "'hw.array_slice' result must be an array "
				"of at most %u elements of the same type", n);
		}
		if (!rw || !aw) { /* an element of no array reads 0 */
			r = rw ? mk_const_u64(p, 0, rw, loc) :
				mk(p, "comb.concat", NULL, 0, TY_I0, 0, loc);
			break;
		}
		if (n == 1 && !p->agg[g->in[1]].width) { /* i0 index */
			r = mk1(p, "comb.concat", v[0], (Type)rw, loc);
			break;
		}
		sh = elem_shift(p, v[1], p->agg[g->in[1]].width, ew, aw, loc);
		sh = mk2(p, "comb.shru", v[0], sh, (Type)aw, loc);
		r = rw == aw ? mk1(p, "comb.concat", sh, (Type)rw, loc) :
			mk(p, "comb.extract", &sh, 1, (Type)rw, 0, loc);
		break;
	}
	case K_ARRAY_INJECT: {
		const Agg *a = want(p, g, g->in[0], AG_ARRAY, "an array");
		uint32_t ew = p->agg[a->elem].width, aw = a->width, n = a->n;
		uint32_t sh, m, e;
		Word *ones;
		want_index(p, g, g->in[1], n);
		want_width(p, g, g->in[2], ew, "the element");
		if (!aw) {
			r = mk(p, "comb.concat", NULL, 0, TY_I0, 0, loc);
			break;
		}
		if (n == 1 && !p->agg[g->in[1]].width) {
			r = mk1(p, "comb.concat", v[2], (Type)aw, loc);
			break;
		}
		/* (a & ~(ones(ew) << sh)) | (zext(e) << sh) */
		sh = elem_shift(p, v[1], p->agg[g->in[1]].width, ew, aw, loc);
		ones = xcalloc(BV_WORDS(aw) + 1, sizeof *ones);
		for (i = 0; i < ew; i++)
			bv_setbit(ones, i, 1);
		m = mk2(p, "comb.shl", mk_const(p, ones, aw, loc), sh, (Type)aw,
			loc);
		bv_ones(ones, aw);
		m = mk2(p, "comb.xor", m, mk_const(p, ones, aw, loc), (Type)aw, loc);
		free(ones);
		m = mk2(p, "comb.and", v[0], m, (Type)aw, loc);
		e = mk_zext(p, v[2], ew, aw, loc);
		e = mk2(p, "comb.shl", e, sh, (Type)aw, loc);
		r = mk2(p, "comb.or", m, e, (Type)aw, loc);
		break;
	}
	case K_AGG_CONST:
		r = lower_const(p, g->value, g->out[0], loc);
		break;
	case K_STRUCT_EXTRACT: {
		const Agg *s = want(p, g, g->in[0], AG_STRUCT, "a struct");
		uint32_t k = field_index(p, g, s);
		want_width(p, g, g->out[0], p->agg[s->field[k]].width, "the result");
		r = p->agg[s->field[k]].width == s->width ?
			mk1(p, "comb.concat", v[0], (Type)s->width, loc) :
			mk_extract(p, v[0], s->width, s->off[k],
				p->agg[s->field[k]].width, loc);
		break;
	}
	case K_STRUCT_INJECT: {
		const Agg *s = want(p, g, g->in[0], AG_STRUCT, "a struct");
		uint32_t k = field_index(p, g, s), fw, part[3], np = 0, hi;
		fw = p->agg[s->field[k]].width;
		want_width(p, g, g->in[1], fw, "the new field value");
		want_width(p, g, g->out[0], s->width, "the result");
		hi = s->width - s->off[k] - fw;
		if (hi)
			part[np++] = mk_extract(p, v[0], s->width, s->off[k] + fw, hi,
				loc);
		if (fw)
			part[np++] = v[1];
		if (s->off[k])
			part[np++] = mk_extract(p, v[0], s->width, 0, s->off[k], loc);
		r = mk(p, "comb.concat", part, np, agg_ty(p, g->out[0]), 0, loc);
		break;
	}
	case K_STRUCT_EXPLODE: {
		const Agg *s = want(p, g, g->in[0], AG_STRUCT, "a struct");
		if (g->nout != s->n)
			ps_error_at(p, loc, "'hw.struct_explode' has %u results but "
				"the struct %u fields", g->nout, s->n);
		for (i = 0; i < s->n; i++)
			want_width(p, g, g->out[i], p->agg[s->field[i]].width,
				"each result");
		for (i = 0; i < s->n; i++) {
			uint32_t fw = p->agg[s->field[i]].width, x;
			x = !fw ? mk(p, "comb.concat", NULL, 0, TY_I0, 0, loc) :
				fw == s->width ? mk1(p, "comb.concat", v[0], (Type)fw,
				loc) : mk(p, "comb.extract", &v[0], 1, (Type)fw,
				s->off[i], loc);
			if (!i)
				r = x;
		}
		if (!s->n)
			r = f->nval;
		break;
	}
	case K_BITCAST: case K_WIRE:
		if (p->agg[g->out[0]].width != p->agg[g->in[0]].width)
			ps_error_at(p, loc, "'%s' from %u bits to %u: the widths must "
				"be equal", kind_name[g->kind], p->agg[g->in[0]].width,
				p->agg[g->out[0]].width);
		r = p->agg[g->in[0]].width ? mk1(p, "comb.concat", v[0],
			agg_ty(p, g->out[0]), loc) : mk(p, "comb.concat", NULL, 0,
			TY_I0, 0, loc);
		break;
	case K_ADDUI_EXT: case K_MULUI_EXT: case K_MULSI_EXT: {
		uint32_t w = p->agg[g->in[0]].width, ww, s;
		int add = g->kind == K_ADDUI_EXT;
		const char *ext = g->kind == K_MULSI_EXT ? "arith.extsi" :
			"arith.extui";
		if (p->agg[g->in[0]].kind == AG_INDEX) {
			r = lower_ext_index(p, g, v);
			break;
		}
		if (p->agg[g->in[0]].kind != AG_INT || !w)
			ps_error_at(p, loc, "'%s' needs integer operands",
				kind_name[g->kind]);
		want_width(p, g, g->in[1], w, "the second operand");
		want_width(p, g, g->out[0], w, "the first result");
		want_width(p, g, g->out[1], add ? 1 : w, "the second result");
		ww = add ? w + 1 : 2 * w;
		if (add && ww > BV_MAXW) { /* the carry: the sum wrapped */
			uint32_t in[2];
			in[0] = r = mk2(p, "comb.add", v[0], v[1], (Type)w, loc);
			in[1] = v[0];
			mk(p, "comb.icmp", in, 2, TY_I1, PRED_ULT, loc);
			break;
		}
		if (ww > BV_MAXW)
			ps_error_at(p, loc, "'%s' of i%u needs %u bits (limit is %u)",
				kind_name[g->kind], w, ww, BV_MAXW);
		/* one statement per op: argument order is unspecified in C, and
		 * the ops' order must not depend on the compiler */
		s = mk1(p, ext, v[0], (Type)ww, loc);
		s = mk2(p, add ? "comb.add" : "comb.mul", s,
			mk1(p, ext, v[1], (Type)ww, loc), (Type)ww, loc);
		r = mk(p, "comb.extract", &s, 1, (Type)w, 0, loc);
		mk(p, "comb.extract", &s, 1, (Type)(ww - w), w, loc);
		break;
	}
	default:
		die("aggregate op %d", g->kind);
	}
	/* the results must be the last values, in order */
	if (g->kind != K_STRUCT_EXPLODE && g->kind < K_ADDUI_EXT &&
	    r != f->nval - 1)
		r = mk1(p, "comb.concat", r, agg_ty(p, g->out[0]), loc);
	return r;
}

/* ------------------------------------------------------------- syntax */

/* %a, %b, ... into g's slots (at least one). */
static void operands(Parser *p, AggOp *g)
{
	do {
		if (g->nin == MAX_PORTS)
			ps_error_at(p, p->tok.loc, "too many operands");
		g->slot[g->nin++] = ps_parse_use(p);
	} while (ps_accept(p, ","));
}

/* `%a[%i]` or `%s["name"]`: the operand, then the index or field (older
 * CIRCT's array_slice: `%a at %i`). */
static void subscript(Parser *p, AggOp *g, int field)
{
	Loc at;
	g->slot[g->nin++] = ps_parse_use(p);
	if (!field && ps_is_id(p, "at")) {
		ps_next(p);
		g->slot[g->nin++] = ps_parse_use(p);
		return;
	}
	at = p->tok.loc;
	ps_expect(p, "[");
	if (field) {
		if (p->tok.kind != TK_STR && p->tok.kind != TK_ID)
			ps_expected(p, "a field name");
		g->fname = ps_tokstr(p, &p->tok);
		g->floc = p->tok.loc;
		ps_next(p);
	} else {
		g->slot[g->nin++] = ps_parse_use(p);
	}
	ps_expect_match(p, "]", "[", at);
}

static uint32_t array_of(Parser *p, uint32_t n, uint32_t elem, Loc loc)
{
	uint32_t id = agg_new(p, AG_ARRAY, (uint64_t)n * p->agg[elem].width, loc);
	p->agg[id].n = n;
	p->agg[id].elem = elem;
	return id;
}

/* `:` `(` T `)` `->` U: g's first operand type and its result type */
static void fn_type_1(Parser *p, AggOp *g)
{
	Loc at;
	ps_expect(p, ":");
	at = p->tok.loc;
	ps_expect(p, "(");
	g->in[0] = parse_agg_type(p);
	ps_expect_match(p, ")", "(", at);
	if (p->tok.kind != TK_ARROW)
		ps_expected(p, "'->'");
	ps_next(p);
	g->out[0] = parse_agg_type(p);
}

/* `:` T (the op's custom-form type) */
static uint32_t colon_type(Parser *p)
{
	ps_expect(p, ":");
	return parse_agg_type(p);
}

/* An *_extended op's type: an integer type or index (AG_INDEX). */
static uint32_t ext_type(Parser *p)
{
	Loc loc = p->tok.loc;
	if (ps_is_id(p, "index")) {
		ps_next(p);
		return agg_new(p, AG_INDEX, 0, loc);
	}
	return parse_agg_type(p);
}

static void custom(Parser *p, AggOp *g)
{
	uint32_t t, i;
	Loc at;

	switch (g->kind) {
	case K_ARRAY_CREATE:
		operands(p, g);
		parse_opt_attrs(p, NULL);
		t = colon_type(p);
		for (i = 0; i < g->nin; i++)
			g->in[i] = t;
		g->out[0] = array_of(p, g->nin, t, g->loc);
		break;
	case K_ARRAY_GET: case K_ARRAY_INJECT:
		subscript(p, g, 0);
		if (g->kind == K_ARRAY_INJECT) {
			ps_expect(p, ",");
			g->slot[g->nin++] = ps_parse_use(p);
		}
		parse_opt_attrs(p, NULL);
		g->in[0] = colon_type(p);
		ps_expect(p, ",");
		g->in[1] = parse_agg_type(p);
		if (p->agg[g->in[0]].kind != AG_ARRAY)
			ps_error_at(p, g->loc, "'%s' needs an array",
				kind_name[g->kind]);
		if (g->kind == K_ARRAY_INJECT) {
			g->in[2] = p->agg[g->in[0]].elem;
			g->out[0] = g->in[0];
		} else {
			g->out[0] = p->agg[g->in[0]].elem;
		}
		break;
	case K_ARRAY_SLICE:
		subscript(p, g, 0);
		parse_opt_attrs(p, NULL);
		fn_type_1(p, g);
		if (p->agg[g->in[0]].kind != AG_ARRAY)
			ps_error_at(p, g->loc, "'hw.array_slice' needs an array");
		g->in[1] = agg_int(p, idx_width(p->agg[g->in[0]].n), g->loc);
		break;
	case K_ARRAY_CONCAT: {
		uint64_t n = 0;
		uint32_t elem = NONE;
		operands(p, g);
		parse_opt_attrs(p, NULL);
		ps_expect(p, ":");
		for (i = 0; i < g->nin; i++) {
			if (i)
				ps_expect(p, ",");
			g->in[i] = parse_agg_type(p);
			if (p->agg[g->in[i]].kind != AG_ARRAY)
				ps_error_at(p, g->loc, "'hw.array_concat' operands must "
					"be arrays");
			if (elem != NONE && p->agg[p->agg[g->in[i]].elem].width !=
			    p->agg[elem].width)
				ps_error_at(p, g->loc, "'hw.array_concat' operands must "
					"have the same element type");
			elem = p->agg[g->in[i]].elem;
			n += p->agg[g->in[i]].n;
		}
		if (n > BV_MAXW)
			ps_error_at(p, g->loc, "array too long");
		g->out[0] = array_of(p, (uint32_t)n, elem, g->loc);
		break;
	}
	case K_AGG_CONST:
		g->value = parse_attr(p);
		parse_opt_attrs(p, NULL);
		g->out[0] = colon_type(p);
		break;
	case K_STRUCT_CREATE: {
		const Agg *s;
		at = p->tok.loc;
		ps_expect(p, "(");
		if (!tok_is(&p->tok, ")"))
			operands(p, g);
		ps_expect_match(p, ")", "(", at);
		parse_opt_attrs(p, NULL);
		g->out[0] = colon_type(p);
		s = want(p, g, g->out[0], AG_STRUCT, "a struct type");
		if (s->n != g->nin)
			ps_error_at(p, g->loc, "'hw.struct_create' has %u operands "
				"but the struct %u fields", g->nin, s->n);
		for (i = 0; i < g->nin; i++)
			g->in[i] = s->field[i];
		break;
	}
	case K_STRUCT_EXTRACT: case K_STRUCT_INJECT: {
		const Agg *s;
		uint32_t k;
		subscript(p, g, 1);
		if (g->kind == K_STRUCT_INJECT) {
			ps_expect(p, ",");
			g->slot[g->nin++] = ps_parse_use(p);
		}
		parse_opt_attrs(p, NULL);
		g->in[0] = colon_type(p);
		s = want(p, g, g->in[0], AG_STRUCT, "a struct");
		k = field_index(p, g, s);
		if (g->kind == K_STRUCT_INJECT) {
			g->in[1] = s->field[k];
			g->out[0] = g->in[0];
		} else {
			g->out[0] = s->field[k];
		}
		break;
	}
	case K_STRUCT_EXPLODE: {
		const Agg *s;
		g->slot[g->nin++] = ps_parse_use(p);
		parse_opt_attrs(p, NULL);
		g->in[0] = colon_type(p);
		s = want(p, g, g->in[0], AG_STRUCT, "a struct");
		g->nout = s->n;
		for (i = 0; i < s->n; i++)
			g->out[i] = s->field[i];
		return;
	}
	case K_BITCAST:
		g->slot[g->nin++] = ps_parse_use(p);
		parse_opt_attrs(p, NULL);
		fn_type_1(p, g);
		break;
	case K_WIRE:
		g->slot[g->nin++] = ps_parse_use(p);
		if (ps_is_id(p, "sym")) {
			ps_next(p);
			if (p->tok.kind == TK_AT)
				ps_next(p);
			else if (tok_is(&p->tok, "["))
				ps_skip_balanced(p);
			else
				ps_expected(p, "a symbol");
		}
		if (ps_is_id(p, "name")) { /* the Verilog name: kept as a hint */
			ps_next(p);
			if (p->tok.kind != TK_STR)
				ps_expected(p, "the wire's name (a string)");
			g->wname = ps_tokstr(p, &p->tok);
			ps_next(p);
		}
		wire_name(p, parse_opt_attrs(p, NULL), &g->wname);
		g->in[0] = colon_type(p);
		g->out[0] = g->in[0];
		break;
	default: /* the *_extended ops: %a, %b : T (, i1) */
		operands(p, g);
		if (g->nin != 2)
			ps_error_at(p, g->loc, "'%s' takes 2 operands",
				kind_name[g->kind]);
		parse_opt_attrs(p, NULL);
		ps_expect(p, ":");
		t = ext_type(p);
		g->in[0] = g->in[1] = g->out[0] = t;
		if (g->kind == K_ADDUI_EXT) {
			ps_expect(p, ",");
			g->out[1] = parse_agg_type(p);
		} else {
			g->out[1] = t;
		}
		g->nout = 2;
		return;
	}
	g->nout = 1;
}

/* "name"(%a, ...) <{props}>? {attrs}? : (T, ...) -> U | (U, ...) */
static void generic(Parser *p, AggOp *g)
{
	Loc at = p->tok.loc;
	Attr *d, *fa;
	uint32_t n = 0;

	ps_expect(p, "(");
	if (!tok_is(&p->tok, ")"))
		operands(p, g);
	ps_expect_match(p, ")", "(", at);
	d = attr_new(p, A_DICT, p->tok.loc);
	parse_opt_attrs(p, d);
	ps_expect(p, ":");
	at = p->tok.loc;
	ps_expect(p, "(");
	if (!tok_is(&p->tok, ")")) {
		do {
			if (n == MAX_PORTS)
				ps_error_at(p, p->tok.loc, "too many types");
			g->in[n++] = g->kind >= K_ADDUI_EXT ? ext_type(p) :
				parse_agg_type(p);
		} while (ps_accept(p, ","));
	}
	ps_expect_match(p, ")", "(", at);
	if (n != g->nin)
		ps_error_at(p, at, "function type has %u inputs but the op has %u "
			"operands", n, g->nin);
	if (p->tok.kind != TK_ARROW)
		ps_expected(p, "'->'");
	ps_next(p);
	if (tok_is(&p->tok, "(")) {
		at = p->tok.loc;
		ps_next(p);
		if (!tok_is(&p->tok, ")")) {
			do {
				if (g->nout == countof(g->out))
					ps_error_at(p, p->tok.loc, "too many results");
				g->out[g->nout++] = g->kind >= K_ADDUI_EXT ?
					ext_type(p) : parse_agg_type(p);
			} while (ps_accept(p, ","));
		}
		ps_expect_match(p, ")", "(", at);
	} else {
		g->out[g->nout++] = parse_agg_type(p);
	}
	fa = attr_dict_get(d, "fieldIndex");
	if (fa) {
		g->field = (int64_t)attr_u32(p, fa, "fieldIndex");
		g->floc = fa->loc;
	} else if ((fa = attr_dict_get(d, "field")) != NULL) {
		if (fa->kind != A_STR)
			ps_error_at(p, fa->loc, "'field' must be a string");
		g->fname = arena_strndup(&p->m->arena, fa->s, fa->n);
		g->floc = fa->loc;
	} else if (g->kind == K_STRUCT_EXTRACT || g->kind == K_STRUCT_INJECT) {
		ps_error_at(p, g->loc, "'%s' needs a 'fieldIndex' attribute",
			kind_name[g->kind]);
	}
	g->value = attr_dict_get(d, "fields");
	if (g->kind == K_WIRE)
		wire_name(p, d, &g->wname);
	{
		/* operand and result counts per op */
		int k = g->kind;
		uint32_t wi = k == K_ARRAY_GET || k == K_ARRAY_SLICE ||
			k == K_STRUCT_INJECT || k >= K_ADDUI_EXT ? 2 :
			k == K_ARRAY_INJECT ? 3 : k == K_AGG_CONST ? 0 :
			k == K_ARRAY_CREATE || k == K_ARRAY_CONCAT ||
			k == K_STRUCT_CREATE ? g->nin : 1;
		uint32_t wo = k >= K_ADDUI_EXT ? 2 : k == K_STRUCT_EXPLODE ?
			g->nout : 1;
		if (g->nin != wi || g->nout != wo || (k == K_ARRAY_CREATE && !wi))
			ps_error_at(p, g->loc, "'%s' has the wrong number of operands "
				"or results", kind_name[k]);
	}
	if (g->kind == K_ARRAY_CREATE || g->kind == K_ARRAY_CONCAT) {
		const Agg *a = want(p, g, g->out[0], AG_ARRAY, "an array type");
		uint32_t i, ew = p->agg[a->elem].width, n = 0;
		for (i = 0; i < g->nin; i++) {
			const Agg *x = &p->agg[g->in[i]];
			if (g->kind == K_ARRAY_CONCAT) {
				x = want(p, g, g->in[i], AG_ARRAY, "arrays");
				n += x->n;
			}
			if ((g->kind == K_ARRAY_CONCAT ? p->agg[x->elem].width :
			    x->width) != ew)
				ps_error_at(p, g->loc, "operand %u of '%s' does not "
					"match the result's %u-bit elements", i,
					kind_name[g->kind], ew);
		}
		if ((g->kind == K_ARRAY_CREATE ? g->nin : n) != a->n)
			ps_error_at(p, g->loc, "'%s' makes %u elements but the "
				"result has %u", kind_name[g->kind],
				g->kind == K_ARRAY_CREATE ? g->nin : n, a->n);
	}
	if (g->kind == K_ARRAY_INJECT &&
	    p->agg[g->out[0]].width != p->agg[g->in[0]].width)
		ps_error_at(p, g->loc, "the result of 'hw.array_inject' must be "
			"its array's type");
	if (g->kind == K_STRUCT_CREATE) {
		const Agg *s = want(p, g, g->out[0], AG_STRUCT, "a struct type");
		uint32_t i;
		if (s->n != g->nin)
			ps_error_at(p, g->loc, "'hw.struct_create' has %u operands "
				"but the struct %u fields", g->nin, s->n);
		for (i = 0; i < s->n; i++)
			if (p->agg[s->field[i]].width != p->agg[g->in[i]].width)
				ps_error_at(p, g->loc, "operand %u of 'hw.struct_create' "
					"does not match field '%s'", i, s->name[i]);
	}
}

uint32_t parse_agg_op(Parser *p, const Tok *name, int generic_form,
	uint32_t *v0)
{
	AggOp *g;
	uint32_t n;
	int k;

	for (k = 0; k < NKIND; k++)
		if (strlen(kind_name[k]) == name->n &&
		    !memcmp(kind_name[k], name->s, name->n))
			break;
	if (k == NKIND)
		die("not an aggregate op");
	if (!p->agg_scratch) /* reused: an error unwinds past this frame */
		p->agg_scratch = xmalloc(sizeof *g);
	g = p->agg_scratch;
	memset(g, 0, sizeof *g);
	g->kind = k;
	g->loc = name->loc;
	g->field = -1;
	if (generic_form)
		generic(p, g);
	else
		custom(p, g);
	*v0 = lower(p, g);
	n = g->nout;
	if (g->wname && n == 1) /* names the wire's value (lower.c) */
		p->f->vals[*v0].hint = g->wname;
	return n;
}
