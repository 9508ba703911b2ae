/* bitsplit.c: a value built from its own bits is split into bits.
 *
 * An hw.module body is a graph region, and a value may read its own
 * bits when no bit depends on itself: `%v = comb.concat %a, %hi` with
 * `%hi = comb.extract %v from 4`, or a chain `%v = {%v[2:0] & %b, %a}`.
 * CIRCT accepts such designs (FIRRTL vector and bundle wires lower to
 * them).  Between whole ops that is a cycle, which the verifier
 * (verify.c) and every later level reject.  So after parsing (and after
 * inline.c has inlined the instances on cycles), the ops on a cycle of
 * ops are looked at bit by bit:
 *
 *  - wires (concat, extract, replicate, reverse, zext, trunc, sext, and
 *    shl/shru/shrs by a constant amount) move bits: each result bit is
 *    some operand bit or a constant;
 *  - bitwise ops (and, or, xor, nand, nor, xnor, not, mux) compute bit i
 *    from bit i of each operand (and bit 0 of a mux's condition);
 *  - any other pure op (add, icmp, ...) is an atom: each result bit may
 *    depend on every operand bit.
 *
 * Each wire bit is followed to the bit it copies (a bitwise op's bit, an
 * atom's result bit, a value off the cycle, or a constant).  If the
 * graph of bitwise bits and atoms is acyclic, the wires and bitwise ops
 * on cycles are replaced: one i1 op per bitwise bit, and each of their
 * values rebuilt (same id, so every use stays) as a comb.concat of its
 * bits.  A bit reached from a value off the cycle is a comb.extract of
 * it.  Atoms stay whole, reading the rebuilt values.  A real cycle (a bit
 * that depends on itself, or a cycle through anything else: calls,
 * instances, terminators) changes nothing and is reported by verify.c.
 *
 * Ops on cycles that verify.c would reject (mismatched widths, index
 * types) also change nothing.  At most MAX_BITS bits are split per
 * module.  Cost: O(ops + operands + bits + bit edges), iterative.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

enum { K_OFF, K_WIRE, K_BIT, K_ATOM };
#define MAX_BITS (1u << 22)

/* Bit `bit` of value v; v == NONE: the constant `bit`. */
typedef struct { uint32_t v, bit; } Ref;

typedef struct {
	Func *f;
	uint32_t n;        /* ops of block 0, the terminator last */
	uint8_t *kind;     /* per op: K_* (K_OFF: on no cycle) */
	uint32_t *base;    /* per value: first bit id when split, else NONE */
	uint32_t total;    /* split bits */
	uint32_t *bop;     /* per split bit: its op */
	Ref *to;           /* per wire bit: the bit it copies */
	uint32_t *atom;    /* per op: its atom number, or NONE */
	uint32_t *atom_op; /* per atom: its op */
	uint32_t natom;
} Bs;

/* The amount of shift o if it is a constant (>= the width: the width),
 * else NONE. */
static uint32_t const_amount(const Func *f, const Op *o)
{
	uint32_t a, d, w, i;
	const Word *k;

	if ((o->op != OP_SHL && o->op != OP_SHRU && o->op != OP_SHRS) ||
	    o->nopnd != 2 || o->nres != 1)
		return NONE;
	a = op_use(f, o, 1);
	d = f->vals[a].def;
	if (f->vals[a].ty <= 0 || d == NONE || d >= f->nop ||
	    f->ops[d].op != OP_CONST || f->ops[d].pool == NONE)
		return NONE;
	w = (uint32_t)f->vals[o->res].ty;
	k = f->pool + f->ops[d].pool;
	for (i = 1; i < BV_WORDS((uint32_t)f->vals[a].ty); i++)
		if (k[i])
			return w;
	return k[0] < w ? (uint32_t)k[0] : w;
}

static int classify(const Func *f, const Op *o)
{
	switch (o->op) {
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		return const_amount(f, o) == NONE ? K_ATOM : K_WIRE;
	case OP_CONCAT: case OP_EXTRACT: case OP_REPLICATE: case OP_REVERSE:
	case OP_ZEXT: case OP_TRUNC: case OP_SEXT:
		return K_WIRE;
	case OP_AND: case OP_OR: case OP_XOR: case OP_NAND: case OP_NOR:
	case OP_XNOR: case OP_NOT: case OP_MUX:
		return K_BIT;
	case OP_CALL: case OP_INSTANCE:
		return -1;
	default:
		return op_flags(o->op) & F_TERM ? -1 : K_ATOM;
	}
}

/* Is wire or bitwise op o well formed (as verify.c will check)? */
static int well_formed(const Func *f, const Op *o)
{
	Type rt, at;
	uint64_t sum = 0;
	uint32_t i;

	if (o->nres != 1 || o->nopnd < 1 || (rt = f->vals[o->res].ty) <= 0)
		return 0;
	for (i = 0; i < o->nopnd; i++)
		if (f->vals[op_use(f, o, i)].ty <= 0)
			return 0;
	at = f->vals[op_use(f, o, 0)].ty;
	switch (o->op) {
	case OP_CONCAT:
		for (i = 0; i < o->nopnd; i++)
			sum += (uint64_t)f->vals[op_use(f, o, i)].ty;
		return sum == (uint64_t)rt;
	case OP_EXTRACT:
		return o->nopnd == 1 && (uint64_t)o->pred + rt <= (uint64_t)at;
	case OP_REPLICATE: return o->nopnd == 1 && rt % at == 0;
	case OP_REVERSE: case OP_NOT: return o->nopnd == 1 && rt == at;
	case OP_ZEXT: case OP_SEXT: return o->nopnd == 1 && rt >= at;
	case OP_TRUNC: return o->nopnd == 1 && rt <= at;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		return o->nopnd == 2 && rt == at &&
			f->vals[op_use(f, o, 1)].ty == rt;
	case OP_MUX:
		return o->nopnd == 3 && at == TY_I1 &&
			f->vals[op_use(f, o, 1)].ty == rt &&
			f->vals[op_use(f, o, 2)].ty == rt;
	default:
		for (i = 0; i < o->nopnd; i++)
			if (f->vals[op_use(f, o, i)].ty != rt)
				return 0;
		return 1;
	}
}

/* The bit that bit i of wire op o copies. */
static void wire_bits(const Func *f, const Op *o, Ref *to)
{
	uint32_t a = op_use(f, o, 0), aw = (uint32_t)f->vals[a].ty;
	uint32_t rw = (uint32_t)f->vals[o->res].ty, i, k, lo, sh = 0;

	switch (o->op) {
	case OP_CONCAT: /* the last operand is the least significant */
		for (k = o->nopnd, lo = 0; k-- > 0; ) {
			uint32_t u = op_use(f, o, k), w = (uint32_t)f->vals[u].ty;
			for (i = 0; i < w; i++)
				to[lo + i] = (Ref){u, i};
			lo += w;
		}
		return;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		sh = const_amount(f, o);
		/* fall through */
	default:
		for (i = 0; i < rw; i++)
			switch (o->op) {
			case OP_SHL:
				to[i] = i >= sh ? (Ref){a, i - sh} : (Ref){NONE, 0};
				break;
			case OP_SHRU:
				to[i] = sh < rw - i ? (Ref){a, i + sh} :
					(Ref){NONE, 0};
				break;
			case OP_SHRS:
				to[i] = (Ref){a, sh < rw - i ? i + sh : rw - 1};
				break;
			case OP_EXTRACT: to[i] = (Ref){a, o->pred + i}; break;
			case OP_REPLICATE: to[i] = (Ref){a, i % aw}; break;
			case OP_REVERSE: to[i] = (Ref){a, aw - 1 - i}; break;
			case OP_TRUNC: to[i] = (Ref){a, i}; break;
			case OP_ZEXT:
				to[i] = i < aw ? (Ref){a, i} : (Ref){NONE, 0};
				break;
			default: /* OP_SEXT */
				to[i] = (Ref){a, i < aw ? i : aw - 1};
			}
	}
}

/* Is r a bit that no wire on a cycle copies (a bitwise bit, a value
 * off the cycle, an atom's result, a constant)? */
static int terminal(const Bs *s, Ref r)
{
	return r.v == NONE || s->base[r.v] == NONE ||
		s->kind[s->bop[s->base[r.v]]] == K_BIT;
}

static Ref resolve(const Bs *s, Ref r)
{
	return terminal(s, r) ? r : s->to[s->base[r.v] + r.bit];
}

/* Follow every wire bit to its terminal bit.  0 when wires alone copy
 * a bit onto itself (a real cycle). */
static int follow_wires(Bs *s)
{
	uint8_t *state = xcalloc((size_t)s->total + 1, 1);
	uint32_t *path = xmalloc(((size_t)s->total + 1) * sizeof *path);
	uint32_t b, np, ok = 1;

	for (b = 0; b < s->total && ok; b++) {
		Ref cur;
		if (state[b] || s->kind[s->bop[b]] != K_WIRE)
			continue;
		np = 0;
		path[np++] = b;
		state[b] = 1;
		cur = s->to[b];
		while (!terminal(s, cur)) {
			uint32_t c = s->base[cur.v] + cur.bit;
			if (state[c] == 2) {
				cur = s->to[c];
				break;
			}
			if (state[c] == 1) {
				ok = 0;
				break;
			}
			state[c] = 1;
			path[np++] = c;
			cur = s->to[c];
		}
		while (np) {
			uint32_t p = path[--np];
			s->to[p] = cur;
			state[p] = 2;
		}
	}
	free(state);
	free(path);
	return ok;
}

/* The node of terminal bit r in the bit graph: a bitwise bit (its id), an
 * atom (total + its index), or NONE. */
static uint32_t node_of(const Bs *s, Ref r)
{
	uint32_t d;

	if (r.v == NONE)
		return NONE;
	if (s->base[r.v] != NONE)
		return s->base[r.v] + r.bit;
	d = s->f->vals[r.v].def;
	if (d == NONE || d >= s->n || s->atom[d] == NONE)
		return NONE;
	return s->total + s->atom[d];
}

/* Calls fn(arg, node) for each predecessor of node u. */
static void preds(const Bs *s, uint32_t u, void (*fn)(void *, uint32_t),
	void *arg)
{
	const Func *f = s->f;
	uint32_t k, j, p;

	if (u < s->total) { /* bit i of bitwise op o */
		const Op *o = &f->ops[s->bop[u]];
		uint32_t i = u - s->base[o->res];
		for (k = 0; k < o->nopnd; k++) {
			Ref r = {op_use(f, o, k), o->op == OP_MUX && !k ? 0 : i};
			if ((p = node_of(s, resolve(s, r))) != NONE)
				fn(arg, p);
		}
		return;
	}
	{
		const Op *o = &f->ops[s->atom_op[u - s->total]];
		for (k = 0; k < o->nopnd; k++) {
			uint32_t v = op_use(f, o, k);
			if (s->base[v] == NONE) {
				if ((p = node_of(s, (Ref){v, 0})) != NONE)
					fn(arg, p);
				continue;
			}
			for (j = 0; j < (uint32_t)f->vals[v].ty; j++)
				if ((p = node_of(s, resolve(s, (Ref){v, j}))) !=
				    NONE)
					fn(arg, p);
		}
	}
}

typedef struct { uint32_t *start, *edge, n; } Csr;

static void count_edge(void *arg, uint32_t p)
{
	(void)p;
	((Csr *)arg)->n++;
}

static void put_edge(void *arg, uint32_t p)
{
	Csr *g = arg;
	g->edge[g->n++] = p;
}

/* Is the graph of bitwise bits and atoms acyclic?  Iterative DFS. */
static int acyclic(const Bs *s)
{
	uint32_t nn = s->total + s->natom, u, ok = 1;
	Csr g = {xmalloc(((size_t)nn + 1) * sizeof *g.start), NULL, 0};
	uint8_t *color;
	uint32_t *stk, *next, sp;

	for (u = 0; u < nn; u++) {
		g.start[u] = g.n;
		if (u >= s->total || s->kind[s->bop[u]] == K_BIT)
			preds(s, u, count_edge, &g);
	}
	g.start[nn] = g.n;
	g.edge = xmalloc(((size_t)g.n + 1) * sizeof *g.edge);
	g.n = 0;
	for (u = 0; u < nn; u++)
		if (u >= s->total || s->kind[s->bop[u]] == K_BIT)
			preds(s, u, put_edge, &g);
	color = xcalloc((size_t)nn + 1, 1);
	stk = xmalloc(((size_t)nn + 1) * sizeof *stk);
	next = xmalloc(((size_t)nn + 1) * sizeof *next);
	for (u = 0; u < nn && ok; u++) {
		if (color[u])
			continue;
		sp = 0;
		stk[sp++] = u;
		color[u] = 1;
		next[u] = g.start[u];
		while (sp && ok) {
			uint32_t x = stk[sp - 1];
			if (next[x] < g.start[x + 1]) {
				uint32_t y = g.edge[next[x]++];
				if (color[y] == 1)
					ok = 0;
				else if (!color[y]) {
					color[y] = 1;
					next[y] = g.start[y];
					stk[sp++] = y;
				}
				continue;
			}
			color[x] = 2;
			sp--;
		}
	}
	free(color);
	free(stk);
	free(next);
	free(g.start);
	free(g.edge);
	return ok;
}

/* ------------------------------------------------------------- rewrite */

typedef struct {
	Bs *s;
	Op *ops; uint32_t nops, cap;
	uint32_t *bitval;     /* per bitwise bit: its i1 value */
	uint32_t cval[2];     /* i1 constants 0 and 1, or NONE */
	uint64_t *key; uint32_t *val; uint32_t hcap, hn; /* (v, bit) -> i1 */
	int sp_extract, sp_concat, sp_const;
} Rw;

static Op *new_op(Rw *w, uint16_t op, int spell, Loc loc)
{
	Op *o;

	grow((void **)&w->ops, &w->cap, (uint64_t)w->nops + 1, sizeof *w->ops,
		1u << 30, "ops");
	o = &w->ops[w->nops++];
	memset(o, 0, sizeof *o);
	o->op = op;
	o->spell = (uint16_t)spell;
	o->pool = o->callee = NONE;
	o->succ[0] = o->succ[1] = NONE;
	o->loc = loc;
	return o;
}

/* The slot of key k in the (v, bit) table; *found: whether it is there. */
static uint32_t hfind(const Rw *w, uint64_t k, int *found)
{
	uint32_t h = (uint32_t)((k * 0x9e3779b97f4a7c15ull) >> 32);

	for (h &= w->hcap - 1; w->key[h]; h = (h + 1) & (w->hcap - 1))
		if (w->key[h] == k) {
			*found = 1;
			return h;
		}
	*found = 0;
	return h;
}

static void hgrow(Rw *w)
{
	uint64_t *ok = w->key;
	uint32_t *ov = w->val, oc = w->hcap, i, h;
	int found;

	w->hcap = oc ? 2 * oc : 256;
	w->key = xcalloc(w->hcap, sizeof *w->key);
	w->val = xmalloc((size_t)w->hcap * sizeof *w->val);
	for (i = 0; i < oc; i++)
		if (ok[i]) {
			h = hfind(w, ok[i], &found);
			w->key[h] = ok[i];
			w->val[h] = ov[i];
		}
	free(ok);
	free(ov);
}

/* The i1 value of terminal bit r (made on first use). */
static uint32_t bit_value(Rw *w, Ref r, Loc loc)
{
	Bs *s = w->s;
	Func *f = s->f;
	uint64_t k;
	uint32_t h, u;
	int found;
	Op *o;

	if (r.v == NONE) {
		if (w->cval[r.bit] == NONE) {
			Word bit = r.bit;
			o = new_op(w, OP_CONST, w->sp_const, loc);
			o->res = w->cval[r.bit] = func_add_value(f, TY_I1, NONE,
				0, 0, NULL, loc);
			o->nres = 1;
			o->pool = func_add_pool(f, &bit, 1);
			o->npool = 1;
		}
		return w->cval[r.bit];
	}
	if (s->base[r.v] != NONE)
		return w->bitval[s->base[r.v] + r.bit];
	if (f->vals[r.v].ty == TY_I1)
		return r.v;
	if (2 * (w->hn + 1) > w->hcap)
		hgrow(w);
	k = ((uint64_t)r.v << 32 | r.bit) + 1;
	h = hfind(w, k, &found);
	if (found)
		return w->val[h];
	u = func_add_value(f, TY_I1, NONE, 0, 0, NULL, loc);
	o = new_op(w, OP_EXTRACT, w->sp_extract, loc);
	o->pred = r.bit;
	o->opnd = func_add_use(f, r.v);
	o->nopnd = 1;
	o->res = u;
	o->nres = 1;
	w->key[h] = k;
	w->val[h] = u;
	w->hn++;
	return u;
}

typedef struct { uint32_t *v, n, cap; } Tmp;

static void tmp_put(Tmp *t, uint32_t i, uint32_t x)
{
	grow((void **)&t->v, &t->cap, (uint64_t)i + 1, sizeof *t->v, 1u << 31,
		"operands");
	t->v[i] = x;
}

static int spelling(const char *name)
{
	int op, syn, sp = spell_lookup(name, strlen(name), &op, &syn);

	if (sp < 0)
		die("bitsplit: no spelling '%s'", name);
	return sp;
}

/* Replace the wires and bitwise ops on cycles (the checks passed). */
static void rewrite(Bs *s)
{
	Func *f = s->f;
	Rw w = {.s = s};
	Tmp t = {0};
	uint32_t n = s->n, i, k, b;
	Op *d;

	w.cval[0] = w.cval[1] = NONE;
	w.sp_extract = spelling("comb.extract");
	w.sp_concat = spelling("comb.concat");
	w.sp_const = spelling("hw.constant");
	w.bitval = xmalloc(((size_t)s->total + 1) * sizeof *w.bitval);
	for (i = 0; i + 1 < n; i++)
		if (s->kind[i] == K_OFF || s->kind[i] == K_ATOM) {
			d = new_op(&w, 0, 0, f->ops[i].loc);
			*d = f->ops[i];
		}
	for (b = 0; b < s->total; b++) {
		const Op *o = &f->ops[s->bop[b]];
		if (s->kind[s->bop[b]] == K_BIT)
			w.bitval[b] = f->vals[o->res].ty == TY_I1 ? o->res :
				func_add_value(f, TY_I1, NONE, 0, 0, NULL,
				o->loc);
	}
	for (b = 0; b < s->total; b++) { /* one i1 op per bitwise bit */
		const Op *o = &f->ops[s->bop[b]];
		if (s->kind[s->bop[b]] != K_BIT)
			continue;
		i = b - s->base[o->res];
		for (k = 0; k < o->nopnd; k++) {
			Ref r = {op_use(f, o, k), o->op == OP_MUX && !k ? 0 : i};
			tmp_put(&t, k, bit_value(&w, resolve(s, r), o->loc));
		}
		d = new_op(&w, o->op, o->spell, o->loc);
		d->pred = o->pred;
		d->opnd = f->nuse;
		for (k = 0; k < o->nopnd; k++)
			func_add_use(f, t.v[k]);
		d->nopnd = o->nopnd;
		d->res = w.bitval[b];
		d->nres = 1;
	}
	for (i = 0; i + 1 < n; i++) { /* each split value from its bits */
		const Op *o = &f->ops[i];
		uint32_t wd;
		if (s->kind[i] != K_WIRE && s->kind[i] != K_BIT)
			continue;
		wd = (uint32_t)f->vals[o->res].ty;
		if (s->kind[i] == K_BIT && wd == 1)
			continue;  /* its one bit op defines it */
		for (k = 0; k < wd; k++)
			tmp_put(&t, wd - 1 - k, bit_value(&w,
				resolve(s, (Ref){o->res, k}), o->loc));
		d = new_op(&w, OP_CONCAT, w.sp_concat, o->loc);
		d->opnd = f->nuse;
		for (k = 0; k < wd; k++)
			func_add_use(f, t.v[k]);
		d->nopnd = wd;
		d->res = o->res;
		d->nres = 1;
	}
	d = new_op(&w, 0, 0, f->ops[n - 1].loc);
	*d = f->ops[n - 1];
	for (i = 0; i < f->nval; i++)
		f->vals[i].def = NONE;
	for (i = 0; i < w.nops; i++)
		for (k = 0; k < w.ops[i].nres; k++) {
			f->vals[w.ops[i].res + k].def = i;
			f->vals[w.ops[i].res + k].block = 0;
		}
	free(f->ops);
	f->ops = w.ops;
	f->nop = f->cap_op = w.nops;
	f->blocks[0].op = 0;
	f->blocks[0].nop = w.nops;
	free(w.bitval);
	free(w.key);
	free(w.val);
	free(t.v);
}

/* Split the wires and bitwise ops on cycles of f if no bit depends on
 * itself.  Returns 1 if it did. */
static int split_func(Func *f)
{
	Bs s = {0};
	uint32_t n = f->blocks[0].nop, i, b;
	uint8_t *on = xcalloc((size_t)n + 1, 1);
	int ok = 1;

	if (!ops_on_cycles(f, on)) {
		free(on);
		return 0;
	}
	s.f = f;
	s.n = n;
	s.kind = xcalloc((size_t)n + 1, 1);
	s.atom = xmalloc(((size_t)n + 1) * sizeof *s.atom);
	s.atom_op = xmalloc(((size_t)n + 1) * sizeof *s.atom_op);
	s.base = xmalloc(((size_t)f->nval + 1) * sizeof *s.base);
	for (i = 0; i < f->nval; i++)
		s.base[i] = NONE;
	for (i = 0; i < n && ok; i++) {
		const Op *o = &f->ops[i];
		int c;
		s.atom[i] = NONE;
		if (!on[i])
			continue;
		c = classify(f, o);
		if (c < 0 || (c != K_ATOM && !well_formed(f, o))) {
			ok = 0;
			break;
		}
		s.kind[i] = (uint8_t)c;
		if (c == K_ATOM) {
			s.atom_op[s.natom] = i;
			s.atom[i] = s.natom++;
		} else if ((uint64_t)s.total + (uint32_t)f->vals[o->res].ty >
		    MAX_BITS) {
			ok = 0;
		} else {
			s.base[o->res] = s.total;
			s.total += (uint32_t)f->vals[o->res].ty;
		}
	}
	if (ok) {
		s.bop = xmalloc(((size_t)s.total + 1) * sizeof *s.bop);
		s.to = xmalloc(((size_t)s.total + 1) * sizeof *s.to);
		for (i = 0; i < n; i++) {
			const Op *o = &f->ops[i];
			if (s.kind[i] != K_WIRE && s.kind[i] != K_BIT)
				continue;
			for (b = 0; b < (uint32_t)f->vals[o->res].ty; b++)
				s.bop[s.base[o->res] + b] = i;
			if (s.kind[i] == K_WIRE)
				wire_bits(f, o, s.to + s.base[o->res]);
		}
		ok = follow_wires(&s) && acyclic(&s);
	}
	if (ok)
		rewrite(&s);
	free(on);
	free(s.kind);
	free(s.atom);
	free(s.atom_op);
	free(s.base);
	free(s.bop);
	free(s.to);
	return ok;
}

uint32_t split_cycle_bits(Module *m)
{
	uint32_t fi, count = 0;

	for (fi = 0; fi < m->nfunc; fi++) {
		Func *f = &m->funcs[fi];
		if (!plain_hw_body(f))
			continue;
		count += (uint32_t)split_func(f);
	}
	return count;
}
