/* fold_ir.c: constant folding, a few identities and dead-code elimination
 * on the IR itself, for `--emit=mlir` at -O1 and up.
 * Functions over `index` stay functions over `index`: fold_ir rewrites
 * values, never types.  Entry point: fold_ir(in, W, out), which builds a
 * new Module `out` (function order and indices unchanged, so --top and
 * call/instance callee indices stay valid).  `out` borrows every string
 * and signature array of `in` (`in` must outlive it); module_free(out)
 * frees only what fold_ir allocated.
 *
 * What folds.  Every op's value comes from eval_apply(), the evaluator's
 * single definition of op semantics (README, Semantics); nothing here
 * re-implements an op.
 *   - iN ops (arith, std, comb) fold at their own width when all operands
 *     are constant.
 *   - Ops that read or produce `index` (index.*, arith ops on index, casts):
 *     with W = --index-width (32 or 64) they fold at W and index.sizeof
 *     becomes W.  Without it (W = 0) they follow the index dialect's folding rule (README, Semantics):
 *     the op is evaluated at 64 bits on the stored 64-bit constants and at
 *     32 bits on their truncations, and folds only when the two agree:
 *     trunc32(r64) == r32 for an index result, r64 == r32 for an iN result
 *     (index.cmp's i1, casts to iN).  The folded constant is r64, so it is
 *     right for either target.  index.sizeof never folds without W.
 *     Two differences from mlir-opt, both towards correctness: arith ops
 *     on index get the same two-width rule (upstream folds them at 64 bits
 *     only); and index.ceildivs is exact (upstream's -(-n / m) goes wrong
 *     for n = MIN, e.g. it declines ceildivs(-2^31, 2), which is -2^30 on
 *     both targets and folds here).
 *   - Cases whose upstream folder declines, because the dialect leaves them
 *     undefined, are kept as ops (the evaluator still gives them spec
 *     semantics; combc just does not bake a value MLIR would not):
 *       division or remainder by zero (every dialect);
 *       signed quotient overflow MIN / -1 of divs/divsi/comb.divs (every
 *       dialect) and of arith floordivsi;
 *       arith ceildivsi whose upstream folder would negate MIN on the way
 *       (a != 0 and a or b is MIN: upstream's @ceildivsi_overflow);
 *       index and arith shifts by >= the width (at W = 0 that includes
 *       >= 32, undefined on a 32-bit target).  comb shifts by >= the width
 *       fold (to 0 or the sign), as CIRCT's folder and the spec define.
 *     index.ceildivs / index.floordivs of MIN by -1 fold with wrapping
 *     results, as upstream's index folder does (@ceildivs_edge CHECKs it).
 *   - Identities valid at every width (a constant is tested on its stored
 *     value, which for index at W = 0 is the 64-bit value, so an identity
 *     holds for both targets): x+0, x-0, x*1, x&~0, x|0, x^0, x/1, x>>0,
 *     x<<0 -> x; x*0, x&0 -> 0; x|~0 -> ~0; x-x, x^x, x%1 -> 0; x&x, x|x,
 *     max/min(x, x) -> x; select/mux with a constant condition or equal
 *     arms; cmp(x, x); and upstream's cmp(max/min(x, cA), cB) range fold
 *     (index.cmp: decided at 64 and 32 bits, and equal); a one-operand
 *     comb.concat and an extract of all the bits -> x.
 *   - An op that computes what an earlier op of its block computes (same
 *     op, dialect family (a std spelling is its arith one), predicate,
 *     result type and operands after folding) is
 *     that op's value (CSE, as -canonicalize's), so x[3:0] ^ x[3:0] of two
 *     extracts folds to 0.  Ops with table data (comb.truth_table, lut)
 *     are left alone.
 *   - Not done, on purpose: upstream index's rewrite of cmp(sub(x, y), 0)
 *     into cmp(x, y) is wrong when the subtraction overflows (x = 0,
 *     y = MIN: sgt(0 - MIN, 0) is false, sgt(0, MIN) is true), and combc's
 *     output must evaluate exactly like its input.
 *
 * Output shape (as mlir-opt -canonicalize prints it): constants are
 * uniqued per (dialect, type, value) and hoisted to the top of the entry
 * block in the order they are met (an input constant where it is written,
 * a folded one where its op was); an unused constant or pure op is dropped
 * (calls, instances and terminators always stay).  Constants the input did not
 * name get MLIR's names: %idx5 (index.constant), %c5_i32 / %c5 (arith,
 * hw), %true / %false.  Blocks, block arguments and branches are kept.
 *
 * Algorithm: one forward pass per function in a topological order (Kahn):
 * of the blocks of a func.func (the CFG is acyclic), ops in block order; of
 * the ops of an hw.module (a graph region, where an op may use a later
 * one).  Each value maps to a constant or to the value that replaces it;
 * an operand not yet visited (only in unverified, cyclic IR) counts as
 * not constant, and replacement chains are resolved with path compression.
 * Then a worklist marks what the terminators, calls and instances need,
 * and the live ops are copied in their original order.
 * Cost: O(ops + values + operands + constant words) per function, plus
 * eval_apply on folded ops (wide mul/div per bv.c).  No recursion.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* Which dialect a constant is printed in. */
enum { FAM_ARITH, FAM_INDEX, FAM_COMB };

typedef struct {
	Type ty;          /* its type */
	uint8_t fam;      /* FAM_*: index.constant, arith.constant, hw.constant */
	uint8_t live;     /* used by a live op */
	uint32_t off;     /* value in Fold.cw: BV_WORDS(N) words, index one */
	const char *name; /* SSA name for the printer */
	Loc loc;          /* where it was written or made */
	uint32_t nv;      /* its value in the new function */
} Const;

typedef struct {
	unsigned W;         /* index width: 0 (both 32 and 64), 32 or 64 */
	Module *out;        /* names are allocated in out->arena */
	const Func *f;      /* the function being folded */
	uint32_t *cst;      /* per value: constant id, or NONE */
	uint32_t *rep;      /* per value: replacement (itself if kept) */
	uint8_t *keep;      /* per op: survives folding */
	uint8_t *live;      /* per op: needed by a root */
	Const *c; uint32_t nc, cap_c;    /* the function's constants */
	Word *cw; uint32_t ncw, cap_cw;  /* their words */
	uint32_t *ht; uint32_t hcap;     /* hash of constants (ids, NONE) */
	const Word **args; uint32_t cap_args; /* eval_apply operands */
	unsigned *argw; Word *targ;      /* operand widths, truncated index */
	uint32_t *ks;                    /* operands' constant ids */
	Word *r64, *r32, *tmp;           /* results, BV_WORDS(BV_MAXW) each */
	uint32_t *cse; uint32_t cse_cap; /* ops by what they compute (NONE) */
	int spell[3][2];    /* constant spelling per family, [iN/index, i1] */
	uint32_t nfold, nident, ndead, nconst; /* statistics */
} Fold;

#define LIMIT (1u << 30)

static int family(const Op *o)
{
	const char *s = spell_name(o->spell);
	if (!strncmp(s, "index.", 6))
		return FAM_INDEX;
	if (!strncmp(s, "comb.", 5) || !strncmp(s, "hw.", 3))
		return FAM_COMB;
	return FAM_ARITH;
}

/* Words a constant of type ty is stored in. */
static uint32_t cwords(Type ty)
{
	return ty == TY_INDEX ? 1 : BV_WORDS(ty);
}

/* Width a constant is stored at (index: 64 bits). */
static unsigned cwidth(Type ty)
{
	return ty == TY_INDEX ? 64 : (unsigned)ty;
}

/* ------------------------------------------------------------ constants */

/* MLIR's name for a constant it prints: %true, %idx5, %c5, %c-3_i32. */
static const char *mlir_name(Fold *F, int fam, Type ty, const Word *v)
{
	Buf b = {0};
	const char *s;

	if (ty == TY_I1)
		buf_puts(&b, v[0] & 1 ? "true" : "false");
	else if (ty != TY_INDEX && ty > 64)
		buf_printf(&b, "c_i%d", (int)ty);
	else {
		buf_puts(&b, fam == FAM_INDEX ? "idx" : "c");
		bv_print_sdec(&b, v, cwidth(ty));
		if (ty != TY_INDEX)
			buf_printf(&b, "_i%d", (int)ty);
	}
	s = arena_strndup(&F->out->arena, b.s, b.len);
	buf_free(&b);
	return s;
}

static uint32_t chash(int fam, Type ty, const Word *v)
{
	return hash_bytes(v, cwords(ty) * sizeof *v,
		(uint32_t)ty * 2654435761u + (uint32_t)fam);
}

static void rehash(Fold *F)
{
	uint32_t i, h, cap = F->hcap ? F->hcap * 2 : 64;

	free(F->ht);
	F->ht = xmalloc(cap * sizeof *F->ht);
	memset(F->ht, 0xff, cap * sizeof *F->ht);
	F->hcap = cap;
	for (i = 0; i < F->nc; i++) {
		const Const *c = &F->c[i];
		h = chash(c->fam, c->ty, F->cw + c->off) & (cap - 1);
		while (F->ht[h] != NONE)
			h = (h + 1) & (cap - 1);
		F->ht[h] = i;
	}
}

/* The constant (fam, ty, v), made if new.  v is normalized; name is the
 * input's name for it or NULL. */
static uint32_t intern(Fold *F, int fam, Type ty, const Word *v,
	const char *name, Loc loc)
{
	uint32_t n = cwords(ty), h, k;
	Const *c;

	if (fam == FAM_INDEX && ty != TY_INDEX && ty != TY_I1)
		fam = FAM_ARITH;  /* index.casts to iN: no index spelling */
	if ((F->nc + 1) * 2 > F->hcap)
		rehash(F);
	h = chash(fam, ty, v) & (F->hcap - 1);
	for (; (k = F->ht[h]) != NONE; h = (h + 1) & (F->hcap - 1)) {
		c = &F->c[k];
		if (c->fam == fam && c->ty == ty &&
		    !memcmp(F->cw + c->off, v, n * sizeof *v))
			return k;
	}
	grow((void **)&F->c, &F->cap_c, F->nc + 1, sizeof *F->c, LIMIT,
		"constants");
	grow((void **)&F->cw, &F->cap_cw, (uint64_t)F->ncw + n, sizeof *F->cw,
		LIMIT, "constant words");
	c = &F->c[F->nc];
	memset(c, 0, sizeof *c);
	c->ty = ty;
	c->fam = (uint8_t)fam;
	c->off = F->ncw;
	memcpy(F->cw + F->ncw, v, n * sizeof *v);
	F->ncw += n;
	if (!name || !*name || (*name >= '0' && *name <= '9'))
		name = mlir_name(F, fam, ty, v);
	c->name = name;
	c->loc = loc;
	c->nv = NONE;
	F->ht[h] = F->nc;
	return F->nc++;
}

static const Word *cval(const Fold *F, uint32_t k)
{
	return F->cw + F->c[k].off;
}

static int c_zero(const Fold *F, uint32_t k)
{
	return k != NONE && bv_is_zero(cval(F, k), cwidth(F->c[k].ty));
}

static int c_ones(const Fold *F, uint32_t k)
{
	return k != NONE && bv_is_ones(cval(F, k), cwidth(F->c[k].ty));
}

static int c_one(const Fold *F, uint32_t k)
{
	unsigned w;
	if (k == NONE)
		return 0;
	w = cwidth(F->c[k].ty);
	return bv_bit(cval(F, k), 0) && bv_popcount(cval(F, k), w) == 1;
}

/* ------------------------------------------------------------ value map */

/* Resolve v to what replaces it: *k a constant id (or NONE) and *u the
 * surviving value.  Compresses replacement chains (graph regions). */
static void resolve(Fold *F, uint32_t v, uint32_t *k, uint32_t *u)
{
	uint32_t r = v, next;

	while (F->cst[r] == NONE && F->rep[r] != r)
		r = F->rep[r];
	while (F->cst[v] == NONE && F->rep[v] != v) {
		next = F->rep[v];
		F->rep[v] = r;
		v = next;
	}
	*k = F->cst[r];
	*u = r;
}

static void opnd(Fold *F, const Op *o, uint32_t i, uint32_t *k, uint32_t *u)
{
	resolve(F, op_use(F->f, o, i), k, u);
}

/* The op's single result becomes constant k, or value u (k == NONE). */
static void replace(Fold *F, const Op *o, uint32_t k, uint32_t u)
{
	F->cst[o->res] = k;
	F->rep[o->res] = k == NONE ? u : o->res;
}

/* --------------------------------------------------------------- folding */

static int is_min(const Word *a, unsigned w)
{
	return bv_sign(a, w) && bv_popcount(a, w) == 1;
}

/* Does the upstream folder of family fam decline op on these operands
 * (a case its dialect leaves undefined)?  w: the operands' width. */
static int undefined(int fam, int op, const Word *a, const Word *b,
	unsigned w)
{
	switch (op) {
	case OP_DIVU: case OP_REMU: case OP_REMS: case OP_CEILDIVU:
		return bv_is_zero(b, w);
	case OP_DIVS:
		return bv_is_zero(b, w) || (is_min(a, w) && bv_is_ones(b, w));
	case OP_FLOORDIVS:
		return bv_is_zero(b, w) || (fam == FAM_ARITH && is_min(a, w) &&
			bv_is_ones(b, w));
	case OP_CEILDIVS:
		return bv_is_zero(b, w) || (fam == FAM_ARITH &&
			!bv_is_zero(a, w) && (is_min(a, w) || is_min(b, w)));
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		return fam != FAM_COMB && bv_to_u32sat(b, w) >= w;
	}
	return 0;
}

static void need_args(Fold *F, uint32_t n)
{
	uint32_t cap = F->cap_args;
	if (n <= cap)
		return;
	grow((void **)&F->args, &F->cap_args, n, sizeof *F->args, LIMIT,
		"operands");
	F->argw = xrealloc(F->argw, F->cap_args * sizeof *F->argw);
	F->targ = xrealloc(F->targ, F->cap_args * sizeof *F->targ);
	F->ks = xrealloc(F->ks, F->cap_args * sizeof *F->ks);
}

/* Evaluate o at index width W on constant operands ks[] into r (the
 * result's width at W).  0 when the upstream folder would decline. */
static int eval_at(Fold *F, const Op *o, int fam, unsigned W,
	const uint32_t *ks, Word *r)
{
	const Func *f = F->f;
	Type rt = f->vals[o->res].ty;
	uint32_t i, n = o->nopnd;
	const Word *table = NULL;
	unsigned ntable = 0, ncoef = 0, aux = o->pred;

	for (i = 0; i < n; i++) {
		Type t = F->c[ks[i]].ty;
		F->argw[i] = type_width(t, W);
		if (t == TY_INDEX) {
			bv_from_u64(&F->targ[i], W, cval(F, ks[i])[0]);
			F->args[i] = &F->targ[i];
		} else
			F->args[i] = cval(F, ks[i]);
	}
	if (n == 2 && undefined(fam, o->op, F->args[0], F->args[1],
			F->argw[0]))
		return 0;
	if (o->op == OP_TT) {
		table = f->pool + o->pool;
		ntable = o->npool;
	} else if (o->op == OP_LUT) {
		table = f->pool + o->pool;
		ntable = o->npool + o->pred;
		ncoef = aux = o->npool;
	}
	eval_apply(o->op, aux, r, type_width(rt, W), F->args, F->argw, n,
		table, ntable, ncoef);
	return 1;
}

static int involves_index(const Func *f, const Op *o)
{
	uint32_t i;
	if (o->nres && f->vals[o->res].ty == TY_INDEX)
		return 1;
	for (i = 0; i < o->nopnd; i++)
		if (f->vals[op_use(f, o, i)].ty == TY_INDEX)
			return 1;
	return 0;
}

/* o has constant operands ks[]: its constant, or NONE if it must stay. */
static uint32_t fold_const(Fold *F, const Op *o, const uint32_t *ks)
{
	const Func *f = F->f;
	Type rt = f->vals[o->res].ty;
	int fam = family(o);
	const Word *v = F->r64;

	if (!involves_index(f, o) || F->W) {
		unsigned W = F->W ? F->W : 64;
		if (!eval_at(F, o, fam, W, ks, F->r64))
			return NONE;
		if (rt == TY_INDEX) {  /* stored sign-extended to 64 bits */
			bv_sext(F->tmp, 64, F->r64, W);
			v = F->tmp;
		}
	} else {
		/* index folds only when 32- and 64-bit targets agree */
		if (!eval_at(F, o, fam, 64, ks, F->r64) ||
		    !eval_at(F, o, fam, 32, ks, F->r32))
			return NONE;
		if (rt == TY_INDEX) {
			bv_extract(F->tmp, 32, F->r64, 64, 0);
			if (!bv_eq(F->tmp, F->r32, 32))
				return NONE;
		} else if (!bv_eq(F->r64, F->r32, (unsigned)rt))
			return NONE;
	}
	return intern(F, fam, rt, v, NULL, o->loc);
}

/* An i1 constant in o's dialect. */
static uint32_t bool_const(Fold *F, const Op *o, int b)
{
	Word w = (Word)(b != 0);
	return intern(F, family(o), TY_I1, &w, NULL, o->loc);
}

static uint32_t zero_const(Fold *F, const Op *o)
{
	Type rt = F->f->vals[o->res].ty;
	bv_zero(F->tmp, cwidth(rt));
	return intern(F, family(o), rt, F->tmp, NULL, o->loc);
}

/* cmp(pred, x, x) */
static int cmp_same(int pred)
{
	return pred == PRED_EQ || pred == PRED_SLE || pred == PRED_SGE ||
		pred == PRED_ULE || pred == PRED_UGE;
}

static int64_t sx(uint64_t v, unsigned w)
{
	return w >= 64 ? (int64_t)v :
		(int64_t)(v << (64 - w)) >> (64 - w);
}

/* cmp(pred, mm(x, a), b) where mm is max/min (signed or unsigned) at width
 * w <= 64: 1 or 0 when every x gives that result, -1 when it depends on x.
 * mm(x, a) lies in [a, MAX] (max) or [MIN, a] (min) in mm's order; the
 * other order's bounds follow when the range does not wrap in it. */
static int cmp_minmax_at(int pred, int mm, uint64_t a, uint64_t b,
	unsigned w)
{
	uint64_t mask = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
	uint64_t top = (uint64_t)1 << (w - 1), umin, umax;
	int64_t smin, smax, bs = sx(b & mask, w);

	a &= mask;
	b &= mask;
	if (mm == OP_MAXS || mm == OP_MINS) {
		smin = mm == OP_MAXS ? sx(a, w) : sx(top, w);
		smax = mm == OP_MAXS ? sx(mask >> 1, w) : sx(a, w);
		umin = 0, umax = mask;
		if ((smin < 0) == (smax < 0))
			umin = (uint64_t)smin & mask, umax = (uint64_t)smax & mask;
	} else {
		umin = mm == OP_MAXU ? a : 0;
		umax = mm == OP_MAXU ? mask : a;
		smin = sx(top, w), smax = sx(mask >> 1, w);
		if ((umin & top) == (umax & top))
			smin = sx(umin, w), smax = sx(umax, w);
	}
	switch (pred) {
	case PRED_EQ:
	case PRED_NE:
		if (bs < smin || bs > smax || b < umin || b > umax)
			return pred == PRED_NE;
		if (umin == umax)
			return pred == PRED_EQ;
		return -1;
	case PRED_SLT: return smax < bs ? 1 : smin >= bs ? 0 : -1;
	case PRED_SLE: return smax <= bs ? 1 : smin > bs ? 0 : -1;
	case PRED_SGT: return smin > bs ? 1 : smax <= bs ? 0 : -1;
	case PRED_SGE: return smin >= bs ? 1 : smax < bs ? 0 : -1;
	case PRED_ULT: return umax < b ? 1 : umin >= b ? 0 : -1;
	case PRED_ULE: return umax <= b ? 1 : umin > b ? 0 : -1;
	case PRED_UGT: return umin > b ? 1 : umax <= b ? 0 : -1;
	case PRED_UGE: return umin >= b ? 1 : umax < b ? 0 : -1;
	}
	return -1;
}

/* Upstream index's cmp(max/min(x, cA), cB) fold, for any icmp whose
 * operands are at most 64 bits: 1/0, or -1. */
static int cmp_minmax(Fold *F, const Op *o)
{
	const Func *f = F->f;
	uint32_t side, k, u, ka, kb, ua;
	Type t = f->vals[op_use(f, o, 0)].ty;

	if (t != TY_INDEX && t > 64)
		return -1;
	for (side = 0; side < 2; side++) {
		const Op *mo;
		int pred = side ? pred_swap((int)o->pred) : (int)o->pred, r64, r32;
		opnd(F, o, 1 - side, &kb, &u);
		opnd(F, o, side, &k, &u);
		if (kb == NONE || k != NONE || f->vals[u].def == NONE)
			continue;
		mo = &f->ops[f->vals[u].def];
		if (mo->op != OP_MAXS && mo->op != OP_MAXU && mo->op != OP_MINS &&
		    mo->op != OP_MINU)
			continue;
		opnd(F, mo, 1, &ka, &ua);
		if (ka == NONE)
			opnd(F, mo, 0, &ka, &ua);
		if (ka == NONE)
			continue;
		if (t != TY_INDEX || F->W) {
			unsigned w = t == TY_INDEX ? F->W : (unsigned)t;
			return cmp_minmax_at(pred, mo->op, cval(F, ka)[0],
				cval(F, kb)[0], w);
		}
		r64 = cmp_minmax_at(pred, mo->op, cval(F, ka)[0], cval(F, kb)[0],
			64);
		r32 = cmp_minmax_at(pred, mo->op, cval(F, ka)[0], cval(F, kb)[0],
			32);
		return r64 == r32 ? r64 : -1;
	}
	return -1;
}

/* Identities valid at every width.  On success the result is *rk (a
 * constant) or *ru (a value, *rk == NONE) and 1 is returned. */
static int identity(Fold *F, const Op *o, uint32_t *rk, uint32_t *ru)
{
	uint32_t k0, k1, u0, u1;
	int same, r;

	*rk = NONE;
	if (o->op == OP_MUX) {
		uint32_t kc, uc;
		opnd(F, o, 0, &kc, &uc);
		opnd(F, o, 1, &k0, &u0);
		opnd(F, o, 2, &k1, &u1);
		if (kc != NONE) {
			int t = bv_bit(cval(F, kc), 0);
			*rk = t ? k0 : k1, *ru = t ? u0 : u1;
			return 1;
		}
		if (k0 == k1 && u0 == u1) {
			*rk = k0, *ru = u0;
			return 1;
		}
		return 0;
	}
	if ((o->op == OP_CONCAT || (o->op == OP_EXTRACT && o->pred == 0)) &&
	    o->nopnd == 1 && o->nres == 1 &&
	    F->f->vals[op_use(F->f, o, 0)].ty == F->f->vals[o->res].ty) {
		opnd(F, o, 0, rk, ru);  /* {x} and x[w-1:0] are x */
		return 1;
	}
	if (o->nopnd != 2 || o->nres != 1)
		return 0;
	opnd(F, o, 0, &k0, &u0);
	opnd(F, o, 1, &k1, &u1);
	same = k0 == k1 && u0 == u1;
#define TO(k, u) do { *rk = (k), *ru = (u); return 1; } while (0)
	switch (o->op) {
	case OP_ADD:
		if (c_zero(F, k1)) TO(k0, u0);
		if (c_zero(F, k0)) TO(k1, u1);
		break;
	case OP_SUB:
		if (c_zero(F, k1)) TO(k0, u0);
		if (same) TO(zero_const(F, o), NONE);
		break;
	case OP_MUL:
		if (c_one(F, k1)) TO(k0, u0);
		if (c_one(F, k0)) TO(k1, u1);
		if (c_zero(F, k1)) TO(k1, u1);
		if (c_zero(F, k0)) TO(k0, u0);
		break;
	case OP_AND:
		if (c_ones(F, k1)) TO(k0, u0);
		if (c_ones(F, k0)) TO(k1, u1);
		if (c_zero(F, k1)) TO(k1, u1);
		if (c_zero(F, k0)) TO(k0, u0);
		if (same) TO(k0, u0);
		break;
	case OP_OR:
		if (c_zero(F, k1)) TO(k0, u0);
		if (c_zero(F, k0)) TO(k1, u1);
		if (c_ones(F, k1)) TO(k1, u1);
		if (c_ones(F, k0)) TO(k0, u0);
		if (same) TO(k0, u0);
		break;
	case OP_XOR:
		if (c_zero(F, k1)) TO(k0, u0);
		if (c_zero(F, k0)) TO(k1, u1);
		if (same) TO(zero_const(F, o), NONE);
		break;
	case OP_DIVU: case OP_DIVS: case OP_CEILDIVU: case OP_CEILDIVS:
	case OP_FLOORDIVS:
		if (c_one(F, k1)) TO(k0, u0);
		break;
	case OP_REMU: case OP_REMS:
		if (c_one(F, k1)) TO(zero_const(F, o), NONE);
		break;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		if (c_zero(F, k1)) TO(k0, u0);
		break;
	case OP_MAXS: case OP_MAXU: case OP_MINS: case OP_MINU:
		if (same) TO(k0, u0);
		break;
	case OP_ICMP:
		if (same) TO(bool_const(F, o, cmp_same((int)o->pred)), NONE);
		if ((r = cmp_minmax(F, o)) >= 0) TO(bool_const(F, o, r), NONE);
		break;
	}
#undef TO
	return 0;
}

/* Operand i of o as one number: its constant or its value. */
static uint32_t opnd_key(Fold *F, const Op *o, uint32_t i)
{
	uint32_t k, u;

	opnd(F, o, i, &k, &u);
	return k != NONE ? 2 * k + 1 : 2 * u;
}

static uint32_t cse_hash(Fold *F, const Op *o)
{
	const Func *f = F->f;
	uint64_t h = (uint64_t)o->op << 48 ^ (uint64_t)family(o) << 32 ^
		o->pred ^ (uint64_t)(uint32_t)f->vals[o->res].ty << 16 ^
		f->vals[o->res].block;
	uint32_t i;

	for (i = 0; i < o->nopnd; i++)
		h = (h ^ opnd_key(F, o, i)) * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(h >> 32);
}

/* Do ops a and b (pure, one result, no pool data) compute the same
 * thing: same op, dialect family (std and arith spellings print alike),
 * predicate, result type, block and operands? */
static int cse_same(Fold *F, const Op *a, const Op *b)
{
	const Func *f = F->f;
	uint32_t i;

	if (a->op != b->op || family(a) != family(b) || a->pred != b->pred ||
	    a->nopnd != b->nopnd ||
	    f->vals[a->res].ty != f->vals[b->res].ty ||
	    f->vals[a->res].block != f->vals[b->res].block)
		return 0;
	for (i = 0; i < a->nopnd; i++)
		if (opnd_key(F, a, i) != opnd_key(F, b, i))
			return 0;
	return 1;
}

/* An earlier kept op that computes what op oi does (within its block,
 * which in a CFG it then follows), or NONE after recording oi. */
static uint32_t cse(Fold *F, uint32_t oi)
{
	const Op *o = &F->f->ops[oi];
	uint32_t h;

	if (o->pool != NONE || o->nopnd == 0 || !F->cse_cap)
		return NONE;
	for (h = cse_hash(F, o) & (F->cse_cap - 1); F->cse[h] != NONE;
	     h = (h + 1) & (F->cse_cap - 1))
		if (cse_same(F, &F->f->ops[F->cse[h]], o))
			return F->cse[h];
	F->cse[h] = oi;
	return NONE;
}

/* Fold op oi, visited after the ops whose results it uses. */
static void fold_op(Fold *F, uint32_t oi)
{
	const Func *f = F->f;
	const Op *o = &f->ops[oi];
	uint32_t i, k, u;

	F->keep[oi] = 1;
	if ((op_flags(o->op) & F_TERM) || o->op == OP_CALL ||
	    o->op == OP_INSTANCE || o->nres != 1)
		return;
	if (o->op == OP_CONST) {
		Type t = f->vals[o->res].ty;
		unsigned w = cwidth(t);
		bv_copy(F->tmp, f->pool + o->pool, w);
		bv_normalize(F->tmp, w);
		if (t == TY_INDEX && F->W) {  /* its W-bit value, sign-extended */
			bv_normalize(F->tmp, F->W);
			bv_sext(F->tmp, 64, F->tmp, F->W);
		}
		k = intern(F, family(o), t, F->tmp, f->vals[o->res].name, o->loc);
		replace(F, o, k, NONE);
		F->keep[oi] = 0;
		return;
	}
	if (o->op == OP_SIZEOF) {
		Word w = F->W;
		if (!F->W)
			return;  /* never folds without a chosen width */
		replace(F, o, intern(F, FAM_INDEX, TY_INDEX, &w, NULL, o->loc),
			NONE);
		F->keep[oi] = 0;
		F->nfold++;
		return;
	}
	need_args(F, o->nopnd + 1);
	for (i = 0; i < o->nopnd; i++) {
		opnd(F, o, i, &F->ks[i], &u);
		if (F->ks[i] == NONE)
			break;
	}
	k = i == o->nopnd ? fold_const(F, o, F->ks) : NONE;
	if (k != NONE) {
		replace(F, o, k, NONE);
		F->keep[oi] = 0;
		F->nfold++;
		return;
	}
	if (identity(F, o, &k, &u)) {
		replace(F, o, k, u);
		F->keep[oi] = 0;
		F->nident++;
		return;
	}
	if ((k = cse(F, oi)) != NONE) {  /* an op computed twice */
		replace(F, o, NONE, F->f->ops[k].res);
		F->keep[oi] = 0;
		F->nident++;
	}
}

/* ------------------------------------------------------------ the passes */

/* Blocks in a topological order of the CFG (Kahn), entry first. */
static uint32_t *block_order(const Func *f)
{
	uint32_t *indeg = xcalloc(f->nblock + 1, sizeof *indeg);
	uint32_t *order = xmalloc((f->nblock + 1) * sizeof *order);
	uint8_t *placed = xcalloc(f->nblock + 1, 1);
	uint32_t b, s, n = 0, head = 0;

	for (b = 0; b < f->nblock; b++) {
		const Block *bl = &f->blocks[b];
		const Op *t = bl->nop ? &f->ops[bl->op + bl->nop - 1] : NULL;
		for (s = 0; t && s < 2; s++)
			if ((t->op == OP_BR || t->op == OP_CONDBR) &&
			    t->succ[s] != NONE)
				indeg[t->succ[s]]++;
	}
	for (b = 0; b < f->nblock; b++)
		if (!indeg[b])
			order[n++] = b, placed[b] = 1;
	while (head < n) {
		const Block *bl = &f->blocks[order[head++]];
		const Op *t = bl->nop ? &f->ops[bl->op + bl->nop - 1] : NULL;
		for (s = 0; t && s < 2; s++)
			if ((t->op == OP_BR || t->op == OP_CONDBR) &&
			    t->succ[s] != NONE && !--indeg[t->succ[s]])
				order[n++] = t->succ[s], placed[t->succ[s]] = 1;
	}
	for (b = 0; b < f->nblock; b++)  /* a cycle: not verified IR */
		if (!placed[b])
			order[n++] = b;
	free(indeg);
	free(placed);
	return order;
}

/* The ops of a graph region (hw.module) in an order where each comes after
 * the ops whose results it uses (Kahn, O(ops + operands)); ops on a cycle
 * (not verified IR) go last, in their order. */
static uint32_t *graph_order(const Func *f)
{
	uint32_t n = f->nop, i, j, d, head = 0, k = 0, *pos;
	uint32_t *indeg = xcalloc(n + 1, sizeof *indeg);
	uint32_t *off = xcalloc(n + 2, sizeof *off);
	uint32_t *order = xmalloc((n + 1) * sizeof *order);
	uint32_t *users;
	uint8_t *placed = xcalloc(n + 1, 1);

	for (i = 0; i < n; i++)
		for (j = 0; j < f->ops[i].nopnd; j++)
			if ((d = f->vals[op_use(f, &f->ops[i], j)].def) != NONE)
				indeg[i]++, off[d + 1]++;
	for (i = 0; i < n; i++)
		off[i + 1] += off[i];
	users = xmalloc((off[n] + 1) * sizeof *users);
	pos = xmalloc((n + 1) * sizeof *pos);
	memcpy(pos, off, n * sizeof *pos);
	for (i = 0; i < n; i++)
		for (j = 0; j < f->ops[i].nopnd; j++)
			if ((d = f->vals[op_use(f, &f->ops[i], j)].def) != NONE)
				users[pos[d]++] = i;
	for (i = 0; i < n; i++)
		if (!indeg[i])
			order[k++] = i, placed[i] = 1;
	while (head < k) {
		d = order[head++];
		for (j = off[d]; j < off[d + 1]; j++)
			if (!--indeg[users[j]])
				order[k++] = users[j], placed[users[j]] = 1;
	}
	for (i = 0; i < n; i++)
		if (!placed[i])
			order[k++] = i;
	free(indeg);
	free(off);
	free(users);
	free(pos);
	free(placed);
	return order;
}

/* Mark what the roots (terminators, calls, instances) need. */
static void mark_live(Fold *F)
{
	const Func *f = F->f;
	uint32_t *stack = xmalloc((f->nop + 1) * sizeof *stack);
	uint32_t n = 0, i, k, u, d;

	for (i = 0; i < f->nop; i++) {
		const Op *o = &f->ops[i];
		if (F->keep[i] && ((op_flags(o->op) & F_TERM) ||
		    o->op == OP_CALL || o->op == OP_INSTANCE)) {
			F->live[i] = 1;
			stack[n++] = i;
		}
	}
	while (n) {
		const Op *o = &f->ops[stack[--n]];
		for (i = 0; i < o->nopnd; i++) {
			opnd(F, o, i, &k, &u);
			if (k != NONE) {
				F->c[k].live = 1;
				continue;
			}
			d = f->vals[u].def;
			if (d == NONE || F->live[d])
				continue;
			if (!F->keep[d])
				die("fold_ir: value %u maps to a removed op", u);
			F->live[d] = 1;
			stack[n++] = d;
		}
	}
	free(stack);
}

static uint32_t pool_words(const Op *o)
{
	if (o->pool == NONE)
		return 0;
	if (o->op == OP_TT)
		return BV_WORDS(o->npool);
	if (o->op == OP_LUT)
		return o->npool + o->pred;
	die("fold_ir: unexpected pool data on '%s'", op_name(o->op));
}

static Op *new_op(Func *nf)
{
	Op *o;
	grow((void **)&nf->ops, &nf->cap_op, nf->nop + 1, sizeof *nf->ops,
		LIMIT, "ops");
	o = &nf->ops[nf->nop++];
	memset(o, 0, sizeof *o);
	o->pool = NONE;
	o->callee = NONE;
	o->succ[0] = o->succ[1] = NONE;
	o->opnd = nf->nuse;
	return o;
}

/* Copy the live ops of F->f into nf: values first (uses may refer to
 * later blocks), then ops, in the same order. */
static void emit_func(Fold *F, Func *nf)
{
	const Func *f = F->f;
	uint32_t *vmap = xmalloc((f->nval + 1) * sizeof *vmap);
	uint32_t b, i, j, k, u, nop = 0;

	nf->blocks = xcalloc(f->nblock + 1, sizeof *nf->blocks);
	nf->nblock = nf->cap_block = f->nblock;
	for (b = 0; b < f->nblock; b++) {
		const Block *ob = &f->blocks[b];
		Block *nb = &nf->blocks[b];
		*nb = *ob;
		nb->arg = nf->nval;
		nb->op = nop;
		for (i = 0; i < ob->narg; i++) {
			const Value *v = &f->vals[ob->arg + i];
			vmap[ob->arg + i] = func_add_value(nf, v->ty, NONE, b, i,
				v->name, v->loc);
		}
		for (k = 0; b == 0 && k < F->nc; k++)
			if (F->c[k].live)
				F->c[k].nv = func_add_value(nf, F->c[k].ty, nop++, 0, 0,
					F->c[k].name, F->c[k].loc);
		for (i = ob->op; i < ob->op + ob->nop; i++) {
			const Op *o = &f->ops[i];
			if (!F->live[i])
				continue;
			for (j = 0; j < o->nres; j++) {
				const Value *v = &f->vals[o->res + j];
				vmap[o->res + j] = func_add_value(nf, v->ty, nop, b, j,
					v->name, v->loc);
			}
			nop++;
		}
		nb->nop = nop - nb->op;
	}
	for (b = 0; b < f->nblock; b++) {
		const Block *ob = &f->blocks[b];
		for (k = 0; b == 0 && k < F->nc; k++) {
			const Const *c = &F->c[k];
			Op *o;
			if (!c->live)
				continue;
			o = new_op(nf);
			o->op = OP_CONST;
			o->spell = (uint16_t)F->spell[c->fam][c->ty == TY_I1];
			o->res = c->nv;
			o->nres = 1;
			o->pool = func_add_pool(nf, F->cw + c->off, cwords(c->ty));
			o->npool = cwidth(c->ty);
			o->loc = c->loc;
		}
		for (i = ob->op; i < ob->op + ob->nop; i++) {
			const Op *oo = &f->ops[i];
			Op *o;
			uint32_t at;
			if (!F->live[i])
				continue;
			o = new_op(nf);
			at = o->opnd;
			*o = *oo;
			o->opnd = at;
			for (j = 0; j < oo->nopnd; j++) {
				opnd(F, oo, j, &k, &u);
				func_add_use(nf, k != NONE ? F->c[k].nv : vmap[u]);
			}
			o->res = oo->nres ? vmap[oo->res] : nf->nval;
			if (oo->pool != NONE)
				o->pool = func_add_pool(nf, f->pool + oo->pool,
					pool_words(oo));
		}
	}
	free(vmap);
}

static void fold_func(Fold *F, const Func *f, Func *nf)
{
	uint32_t i, b, *order;

	*nf = *f;
	nf->blocks = NULL, nf->nblock = nf->cap_block = 0;
	nf->ops = NULL, nf->nop = nf->cap_op = 0;
	nf->vals = NULL, nf->nval = nf->cap_val = 0;
	nf->uses = NULL, nf->nuse = nf->cap_use = 0;
	nf->pool = NULL, nf->npool = nf->cap_pool = 0;
	if (f->is_decl)
		return;
	F->f = f;
	F->nc = F->ncw = 0;
	if (F->ht)
		memset(F->ht, 0xff, F->hcap * sizeof *F->ht);
	F->cst = xmalloc((f->nval + 1) * sizeof *F->cst);
	F->rep = xmalloc((f->nval + 1) * sizeof *F->rep);
	for (i = 0; i < f->nval; i++)
		F->cst[i] = NONE, F->rep[i] = i;
	F->keep = xcalloc(f->nop + 1, 1);
	F->live = xcalloc(f->nop + 1, 1);
	for (F->cse_cap = 16; F->cse_cap < 2 * (uint64_t)f->nop &&
	     F->cse_cap < 1u << 31; F->cse_cap *= 2)
		;
	F->cse = xmalloc((size_t)F->cse_cap * sizeof *F->cse);
	memset(F->cse, 0xff, (size_t)F->cse_cap * sizeof *F->cse);
	if (f->is_hw) {  /* one block, uses may precede defs */
		order = graph_order(f);
		for (i = 0; i < f->nop; i++)
			fold_op(F, order[i]);
	} else {
		order = block_order(f);
		for (b = 0; b < f->nblock; b++) {
			const Block *bl = &f->blocks[order[b]];
			for (i = bl->op; i < bl->op + bl->nop; i++)
				fold_op(F, i);
		}
	}
	mark_live(F);
	emit_func(F, nf);
	for (i = 0; i < f->nop; i++)
		F->ndead += F->keep[i] && !F->live[i];
	for (i = 0; i < F->nc; i++)
		F->nconst += F->c[i].live;
	free(order);
	free(F->cst);
	free(F->rep);
	free(F->keep);
	free(F->live);
	free(F->cse);
	F->cse = NULL;
	F->cse_cap = 0;
}

void fold_ir(const Module *in, unsigned index_width, Module *out,
	FoldIrStats *st)
{
	static const char *cname[3][2] = {
		[FAM_ARITH] = {"arith.constant", "arith.constant"},
		[FAM_INDEX] = {"index.constant", "index.bool.constant"},
		[FAM_COMB] = {"hw.constant", "hw.constant"},
	};
	Fold F = {0};
	uint32_t i, nop = 0, nout = 0;
	int fam, b, op, syn;

	if (index_width != 0 && index_width != 32 && index_width != 64)
		die("fold_ir: index width %u", index_width);
	memset(out, 0, sizeof *out);
	out->filename = in->filename;
	out->ctx = in->ctx;
	F.W = index_width;
	F.out = out;
	for (fam = 0; fam < 3; fam++)
		for (b = 0; b < 2; b++) {
			const char *s = cname[fam][b];
			F.spell[fam][b] = spell_lookup(s, strlen(s), &op, &syn);
			if (F.spell[fam][b] < 0 || op != OP_CONST)
				die("fold_ir: no spelling '%s'", s);
		}
	F.r64 = xmalloc(BV_WORDS(BV_MAXW) * sizeof *F.r64);
	F.r32 = xmalloc(BV_WORDS(BV_MAXW) * sizeof *F.r32);
	F.tmp = xmalloc(BV_WORDS(BV_MAXW) * sizeof *F.tmp);
	out->funcs = xcalloc(in->nfunc + 1, sizeof *out->funcs);
	out->nfunc = out->cap_func = in->nfunc;
	for (i = 0; i < in->nfunc; i++) {
		fold_func(&F, &in->funcs[i], &out->funcs[i]);
		nop += in->funcs[i].nop;
		nout += out->funcs[i].nop;
	}
	if (st)
		*st = (FoldIrStats){nop, nout, F.nfold, F.nident, F.ndead,
			F.nconst};
	free(F.r64);
	free(F.r32);
	free(F.tmp);
	free(F.c);
	free(F.cw);
	free(F.ht);
	free(F.args);
	free(F.argw);
	free(F.targ);
	free(F.ks);
}
