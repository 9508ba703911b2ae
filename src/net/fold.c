/* fold.c: word-level simplification of a Design to a fixed point (-O1).
 *
 * What it does.  Every net is REBUILT: its live nodes (the cone of the
 * outputs and of the instances) are walked in topological order and each
 * is re-created in a fresh net through mk(), a simplifying constructor:
 *   - constant folding of every op whose operands are all constant, by
 *     eval_apply() (base/opsem.c, the one definition of the semantics;
 *     nothing here computes an op by itself);
 *   - identities and strength reductions, rules r_*() below, one function
 *     per op family: x&0, x&~0, x&x, x&~x, absorption, x|0, x|~0, x^x,
 *     x^0, x^~0, x-x, x-0, x-c -> x+(-c), x+0, x+x, (x+c1)+c2, (x-y)+y,
 *     (x/y)*y + x%y -> x (true for every y under README, Semantics),
 *     x*0, x*1, x*-1, x*2^k -> concat, double NOT, NOT of a compare,
 *     AND/OR/XOR with a constant of few runs -> concat of extracts and
 *     constants, shifts by constants -> concat/extract/sext (>= width: 0
 *     or the sign, README, Semantics), division and remainder by 0, 1, -1
 *     and 2^k -> shifts plus a rounding fix-up, x % x -> 0, x / x -> 1
 *     or all ones (x = 0), mux with a constant condition, equal arms, an
 *     inverted condition or a nested mux on the same condition, 1-bit
 *     mux -> and/or/not, mux of 0/1 or 0/~0 ->
 *     zext/replicate, concat flattening and merging (adjacent constants,
 *     adjacent extracts of one value, concat(0, x) -> zext, concat(sign,
 *     x) -> sext), extract of extract/concat/zext/sext/replicate,
 *     replicate/zext/sext of themselves, reverse of reverse, parity of
 *     zext/not/1 bit, truth tables with constant or irrelevant inputs;
 *   - compare canonicalization: constant to the right (swapped
 *     predicate), x cmp x, results known at the type's bounds (x <u 0,
 *     x >=u 0, x <=u MAX, x >s SMAX, ...), <= and >= against a constant
 *     -> < and >, < 1 / > MAX-1 -> ==, 1-bit compares -> x or ~x, and
 *     ==/!= through NOT, XOR and ADD with a constant, SUB and XOR against
 *     0, and zero/sign extension;
 *   - common-subexpression elimination: net_node() hash-conses, and mk()
 *     orders the operands of commutative ops (constant right, else by
 *     node id), so a+b and b+a and two equal subtrees become one node;
 *   - dead-code elimination: only the live cone is rebuilt.
 * A round rebuilds every net; rounds repeat while a rule fired (the
 * `changed` count), at most MAX_ROUNDS times.
 *
 * No rewrite loops and no growth.  Each rule replaces a node by an
 * equivalent built from its operands and from strictly simpler nodes, and
 * never undoes another rule: constants move right and never back;
 * x-c becomes x+(-c) and no rule makes a SUB from an ADD; concat(0, x)
 * becomes ZEXT and no rule builds that concat; extracts move toward the
 * leaves (an extract is never built over a concat, extract or extension
 * whose rule would fire again).  The logic cost (adders, multipliers,
 * dividers, gates, weighted by width) never grows: rules remove an
 * operator, replace one by wiring (concat/extract/extension) or replace a
 * divider by an adder and a comparison.  Nested constructions are capped
 * at MAX_DEPTH (deeper ones are built as they are), so the C stack depth
 * is bounded whatever the input.
 *
 * Cost: one round is O(nodes + operands + constant words) per net
 * (hash-consing is expected O(1) per node); a truth table with n constant
 * or irrelevant inputs costs O(n 2^n), n <= TT_MAX.  At most MAX_ROUNDS
 * rounds.  Memory O(size of the net).
 *
 * Requires: a well-formed Design (lower.c): nodes in topological order,
 * the canonical op subset of net/net.h, callees before callers.  Ports, net
 * order and instance structure are kept, so fold_design never changes
 * what a design computes at its ports (the flow can check that with
 * check_design, check/check_net.c, against neteval.c).
 */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"

#define MAX_ROUNDS 16
#define MAX_DEPTH 8
#define TT_MAX 16      /* truth tables with more inputs are left alone */
#define MAX_RUNS 4     /* AND/OR/XOR with a constant of at most this many
                          runs of equal bits become concat of pieces */

typedef struct {
	Net *n;             /* the net being built */
	uint32_t rewrites;  /* rules that fired (the `changed` flag) */
	int depth;          /* nesting of mk() */
	uint32_t *ctab;     /* constants of n by value: node ids, NONE empty */
	uint32_t nconst, cap_ctab;
} Fold;

/* ------------------------------------------------------- node queries */

static int op_of(const Fold *F, uint32_t x) { return F->n->nodes[x].op; }
static uint32_t wid(const Fold *F, uint32_t x) { return F->n->nodes[x].w; }
static uint32_t aux_of(const Fold *F, uint32_t x) { return F->n->nodes[x].aux; }
static uint32_t in0(const Fold *F, uint32_t x) { return net_ins(F->n, x)[0]; }
static uint32_t in1(const Fold *F, uint32_t x) { return net_ins(F->n, x)[1]; }
static uint32_t in2(const Fold *F, uint32_t x) { return net_ins(F->n, x)[2]; }
static int is_c(const Fold *F, uint32_t x) { return op_of(F, x) == OP_CONST; }
static int is_op(const Fold *F, uint32_t x, int op) { return op_of(F, x) == op; }

/* Constant value words (valid until the next node is added). */
static const Word *cval(const Fold *F, uint32_t x)
{
	return F->n->pool + F->n->nodes[x].pool;
}

static int c_zero(const Fold *F, uint32_t x)
{
	return is_c(F, x) && bv_is_zero(cval(F, x), wid(F, x));
}

static int c_ones(const Fold *F, uint32_t x)
{
	return is_c(F, x) && bv_is_ones(cval(F, x), wid(F, x));
}

static int c_one(const Fold *F, uint32_t x)
{
	return is_c(F, x) && bv_bit(cval(F, x), 0) &&
		bv_popcount(cval(F, x), wid(F, x)) == 1;
}

/* A constant with exactly one bit set, at *k. */
static int c_pow2(const Fold *F, uint32_t x, unsigned *k)
{
	unsigned i, w;
	const Word *v;

	if (!is_c(F, x))
		return 0;
	w = wid(F, x);
	v = cval(F, x);
	if (bv_popcount(v, w) != 1)
		return 0;
	for (i = 0; !bv_bit(v, i); i++)
		;
	*k = i;
	return 1;
}

/* Are bits [from, w) of constant x all zero (sign: all equal to bit
 * from-1)? */
static int c_high_zero(const Fold *F, uint32_t x, unsigned from)
{
	unsigned i, w = wid(F, x);
	for (i = from; i < w; i++)
		if (bv_bit(cval(F, x), i))
			return 0;
	return 1;
}

static int c_high_sign(const Fold *F, uint32_t x, unsigned from)
{
	unsigned i, w = wid(F, x);
	int s = bv_bit(cval(F, x), from - 1);
	for (i = from; i < w; i++)
		if (bv_bit(cval(F, x), i) != s)
			return 0;
	return 1;
}

/* ------------------------------------------------------- constructors */

/* Constants go through a table of their own, so that equal constants are
 * one node (and CSE sees equal operands) whatever net_node does with
 * nodes without operands. */
static uint32_t const_hash(const Word *v, uint32_t w)
{
	return hash_bytes(v, BV_WORDS(w) * sizeof *v, w);
}

static uint32_t kconst(Fold *F, const Word *v, uint32_t w)
{
	uint32_t i, id, mask;

	if ((uint64_t)(F->nconst + 1) * 2 > F->cap_ctab) {
		uint32_t *old = F->ctab, oc = F->cap_ctab;
		F->cap_ctab = oc ? oc * 2 : 64;
		F->ctab = xmalloc((size_t)F->cap_ctab * sizeof *F->ctab);
		for (i = 0; i < F->cap_ctab; i++)
			F->ctab[i] = NONE;
		for (i = 0; i < oc; i++) {
			uint32_t j, x = old[i];
			if (x == NONE)
				continue;
			j = const_hash(cval(F, x), wid(F, x)) & (F->cap_ctab - 1);
			while (F->ctab[j] != NONE)
				j = (j + 1) & (F->cap_ctab - 1);
			F->ctab[j] = x;
		}
		free(old);
	}
	mask = F->cap_ctab - 1;
	for (i = const_hash(v, w) & mask; F->ctab[i] != NONE; i = (i + 1) & mask)
		if (wid(F, F->ctab[i]) == w && bv_eq(cval(F, F->ctab[i]), v, w))
			return F->ctab[i];
	id = net_const(F->n, v, w);
	F->ctab[i] = id;
	F->nconst++;
	return id;
}

static uint32_t mk(Fold *F, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t ndata,
	uint32_t npool);

static uint32_t mk1(Fold *F, int op, uint32_t w, uint32_t a, uint32_t aux)
{
	return mk(F, op, w, &a, 1, aux, NULL, 0, 0);
}

static uint32_t mk2(Fold *F, int op, uint32_t w, uint32_t a, uint32_t b,
	uint32_t aux)
{
	uint32_t ins[2] = {a, b};
	return mk(F, op, w, ins, 2, aux, NULL, 0, 0);
}

static uint32_t mk3(Fold *F, int op, uint32_t w, uint32_t a, uint32_t b,
	uint32_t c)
{
	uint32_t ins[3] = {a, b, c};
	return mk(F, op, w, ins, 3, 0, NULL, 0, 0);
}

/* 0, 1, all ones, only bit w-1 (smin), all but it (smax); v < 2^64 */
enum { K_U64, K_ONES, K_SMIN, K_SMAX };
static uint32_t kmake(Fold *F, uint32_t w, int which, uint64_t u)
{
	Word one[1], *v = w <= 64 ? one : xcalloc(BV_WORDS(w), sizeof *v);
	uint32_t id;

	bv_from_u64(v, w, which == K_U64 ? u : 0);
	if (which == K_ONES || which == K_SMAX)
		bv_ones(v, w);
	if (which == K_SMIN || which == K_SMAX)
		bv_setbit(v, w - 1, which == K_SMIN);
	id = kconst(F, v, w);
	if (v != one)
		free(v);
	return id;
}

static uint32_t kzero(Fold *F, uint32_t w) { return kmake(F, w, K_U64, 0); }
static uint32_t kbool(Fold *F, int v) { return kmake(F, 1, K_U64, v != 0); }
static uint32_t kspecial(Fold *F, uint32_t w, int which)
{
	return kmake(F, w, which == 0 ? K_ONES : which == 1 ? K_SMIN : K_SMAX,
		0);
}

static uint32_t kones(Fold *F, uint32_t w) { return kspecial(F, w, 0); }

static uint32_t ex(Fold *F, uint32_t x, uint32_t lo, uint32_t n)
{
	if (lo == 0 && n == wid(F, x))
		return x;
	return mk1(F, OP_EXTRACT, n, x, lo);
}

static uint32_t cat2(Fold *F, uint32_t hi, uint32_t lo)
{
	return mk2(F, OP_CONCAT, wid(F, hi) + wid(F, lo), hi, lo, 0);
}

static uint32_t zx(Fold *F, uint32_t x, uint32_t w)
{
	return w == wid(F, x) ? x : mk1(F, OP_ZEXT, w, x, 0);
}

static uint32_t sx(Fold *F, uint32_t x, uint32_t w)
{
	return w == wid(F, x) ? x : mk1(F, OP_SEXT, w, x, 0);
}

static uint32_t nt(Fold *F, uint32_t x)
{
	return mk1(F, OP_NOT, wid(F, x), x, 0);
}

static uint32_t icmp(Fold *F, int pred, uint32_t a, uint32_t b)
{
	return mk2(F, OP_ICMP, 1, a, b, (uint32_t)pred);
}

static uint32_t bin(Fold *F, int op, uint32_t a, uint32_t b)
{
	return mk2(F, op, wid(F, a), a, b, 0);
}

/* x replicated from its sign bit to w bits */
static uint32_t sign_fill(Fold *F, uint32_t x, uint32_t w)
{
	return sx(F, ex(F, x, wid(F, x) - 1, 1), w);
}

static uint32_t k_u64(Fold *F, uint64_t v, uint32_t w)
{
	return kmake(F, w, K_U64, v);
}

/* ------------------------------------------------------ constant folding */

static int foldable(int op)
{
	return op != OP_CONST && op != OP_INPUT && op != OP_INSTANCE &&
		op != OP_INSTRES;
}

/* op over constant operands, through eval_apply. */
static uint32_t fold_const(Fold *F, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t npool)
{
	size_t words = BV_WORDS(w), at;
	uint32_t i, id;
	const Word **args = xmalloc(((size_t)nin + 1) * sizeof *args);
	unsigned *argw = xmalloc(((size_t)nin + 1) * sizeof *argw);
	Word *buf, *r;

	for (i = 0; i < nin; i++)
		words += BV_WORDS(wid(F, ins[i]));
	buf = xcalloc(words, sizeof *buf);
	r = buf;
	at = BV_WORDS(w);
	for (i = 0; i < nin; i++) { /* copies: the pool may move */
		argw[i] = wid(F, ins[i]);
		memcpy(buf + at, cval(F, ins[i]), BV_WORDS(argw[i]) *
			sizeof *buf);
		args[i] = buf + at;
		at += BV_WORDS(argw[i]);
	}
	if (op == OP_TT)
		eval_apply(op, 0, r, w, args, argw, nin, data, npool, 0);
	else if (op == OP_LUT)
		eval_apply(op, 0, r, w, args, argw, nin, data, npool + aux,
			npool);
	else
		eval_apply(op, aux, r, w, args, argw, nin, NULL, 0, 0);
	id = kconst(F, r, w);
	free(buf);
	free(args);
	free(argw);
	return id;
}

/* ---------------------------------------------------------- predicates */

static int pred_not(int p)
{
	switch (p) {
	case PRED_EQ: return PRED_NE;
	case PRED_NE: return PRED_EQ;
	case PRED_SLT: return PRED_SGE;
	case PRED_SLE: return PRED_SGT;
	case PRED_SGT: return PRED_SLE;
	case PRED_SGE: return PRED_SLT;
	case PRED_ULT: return PRED_UGE;
	case PRED_ULE: return PRED_UGT;
	case PRED_UGT: return PRED_ULE;
	default: return PRED_ULT; /* UGE */
	}
}

/* ---------------------------------------------------------------- rules
 * Each returns the replacement node, or NONE when no rule applies.
 * Operands of commutative ops arrive ordered: a constant is on the right.
 */

/* x is NOT(y)? */
static int is_not_of(const Fold *F, uint32_t x, uint32_t y)
{
	return is_op(F, x, OP_NOT) && in0(F, x) == y;
}

/* AND/OR/XOR with a constant of few runs of equal bits: one piece per
 * run, concatenated (a run of c's ones in AND is an extract of x, of
 * zeros a zero constant; OR and XOR likewise). */
static uint32_t split_const(Fold *F, int op, uint32_t w, uint32_t x,
	uint32_t c)
{
	uint32_t lo[MAX_RUNS + 1], val[MAX_RUNS + 1], nrun = 0, i, hi;
	uint32_t pieces[MAX_RUNS + 1];

	for (i = 0; i < w; i++) {
		int bit = bv_bit(cval(F, c), i);
		if (i == 0 || bit != (int)val[nrun - 1]) {
			if (nrun == MAX_RUNS)
				return NONE;
			lo[nrun] = i;
			val[nrun++] = (uint32_t)bit;
		}
	}
	if (nrun < 2)
		return NONE;
	for (i = 0; i < nrun; i++) { /* pieces[0] is the most significant */
		uint32_t r = nrun - 1 - i, l = lo[r];
		uint32_t n;
		hi = r + 1 < nrun ? lo[r + 1] : w;
		n = hi - l;
		if (op == OP_AND)
			pieces[i] = val[r] ? ex(F, x, l, n) : kzero(F, n);
		else if (op == OP_OR)
			pieces[i] = val[r] ? kones(F, n) : ex(F, x, l, n);
		else
			pieces[i] = val[r] ? nt(F, ex(F, x, l, n)) :
				ex(F, x, l, n);
	}
	return mk(F, OP_CONCAT, w, pieces, nrun, 0, NULL, 0, 0);
}

/* Is m * r = (x / y) * y with r = x % y (signed or unsigned)? */
static int is_divrem(const Fold *F, uint32_t m, uint32_t r)
{
	int dop = is_op(F, r, OP_REMS) ? OP_DIVS : is_op(F, r, OP_REMU) ?
		OP_DIVU : -1;
	uint32_t i, q, y;

	if (dop < 0 || !is_op(F, m, OP_MUL))
		return 0;
	for (i = 0; i < 2; i++) {
		q = net_ins(F->n, m)[i];
		y = net_ins(F->n, m)[1 - i];
		if (is_op(F, q, dop) && in0(F, q) == in0(F, r) &&
		    in1(F, q) == in1(F, r) && y == in1(F, r))
			return 1;
	}
	return 0;
}

static uint32_t r_add(Fold *F, uint32_t w, uint32_t a, uint32_t b)
{
	if (w == 1)
		return bin(F, OP_XOR, a, b);
	if (c_zero(F, b))
		return a;
	if (a == b) {
		uint32_t z = kzero(F, 1);
		return cat2(F, ex(F, a, 0, w - 1), z);
	}
	if (is_c(F, b) && is_op(F, a, OP_ADD) && is_c(F, in1(F, a)))
		return bin(F, OP_ADD, in0(F, a), bin(F, OP_ADD, in1(F, a), b));
	if (is_op(F, a, OP_SUB) && in1(F, a) == b)
		return in0(F, a);
	if (is_op(F, b, OP_SUB) && in1(F, b) == a)
		return in0(F, b);
	/* (x / y) * y + x % y = x, also for y = 0 (x/0 = ~0, x%0 = x)
	   and MIN / -1 (= MIN, remainder 0), modulo 2^w */
	if (is_divrem(F, a, b))
		return in0(F, b);
	if (is_divrem(F, b, a))
		return in0(F, a);
	return NONE;
}

static uint32_t r_sub(Fold *F, uint32_t w, uint32_t a, uint32_t b)
{
	if (w == 1)
		return bin(F, OP_XOR, a, b);
	if (c_zero(F, b))
		return a;
	if (a == b)
		return kzero(F, w);
	if (is_c(F, b)) /* x - c = x + (-c) */
		return bin(F, OP_ADD, a, bin(F, OP_SUB, kzero(F, w), b));
	if (is_op(F, a, OP_ADD) && in1(F, a) == b)
		return in0(F, a);
	if (is_op(F, a, OP_ADD) && in0(F, a) == b)
		return in1(F, a);
	return NONE;
}

static uint32_t r_mul(Fold *F, uint32_t w, uint32_t a, uint32_t b)
{
	unsigned k;

	if (w == 1)
		return bin(F, OP_AND, a, b);
	if (c_zero(F, b))
		return b;
	if (c_one(F, b))
		return a;
	if (c_ones(F, b))
		return bin(F, OP_SUB, kzero(F, w), a);
	if (c_pow2(F, b, &k)) {
		uint32_t z = kzero(F, k);
		return cat2(F, ex(F, a, 0, w - k), z);
	}
	if (is_c(F, b) && is_op(F, a, OP_MUL) && is_c(F, in1(F, a)))
		return bin(F, OP_MUL, in0(F, a), bin(F, OP_MUL, in1(F, a), b));
	return NONE;
}

/* x op (x op' y) and (x op' y) op x for absorption and idempotence */
static int has_operand(const Fold *F, uint32_t x, int op, uint32_t y)
{
	return is_op(F, x, op) && (in0(F, x) == y || in1(F, x) == y);
}

static uint32_t r_and(Fold *F, uint32_t w, uint32_t a, uint32_t b)
{
	if (c_zero(F, b))
		return b;
	if (c_ones(F, b) || a == b)
		return a;
	if (is_not_of(F, a, b) || is_not_of(F, b, a))
		return kzero(F, w);
	if (is_c(F, b) && is_op(F, a, OP_AND) && is_c(F, in1(F, a)))
		return bin(F, OP_AND, in0(F, a), bin(F, OP_AND, in1(F, a), b));
	if (has_operand(F, b, OP_AND, a) || has_operand(F, a, OP_OR, b))
		return b;
	if (has_operand(F, a, OP_AND, b) || has_operand(F, b, OP_OR, a))
		return a;
	if (is_c(F, b))
		return split_const(F, OP_AND, w, a, b);
	return NONE;
}

static uint32_t r_or(Fold *F, uint32_t w, uint32_t a, uint32_t b)
{
	if (c_ones(F, b))
		return b;
	if (c_zero(F, b) || a == b)
		return a;
	if (is_not_of(F, a, b) || is_not_of(F, b, a))
		return kones(F, w);
	if (is_c(F, b) && is_op(F, a, OP_OR) && is_c(F, in1(F, a)))
		return bin(F, OP_OR, in0(F, a), bin(F, OP_OR, in1(F, a), b));
	if (has_operand(F, b, OP_OR, a) || has_operand(F, a, OP_AND, b))
		return b;
	if (has_operand(F, a, OP_OR, b) || has_operand(F, b, OP_AND, a))
		return a;
	if (is_c(F, b))
		return split_const(F, OP_OR, w, a, b);
	return NONE;
}

static uint32_t r_xor(Fold *F, uint32_t w, uint32_t a, uint32_t b)
{
	if (c_zero(F, b))
		return a;
	if (c_ones(F, b))
		return nt(F, a);
	if (a == b)
		return kzero(F, w);
	if (is_not_of(F, a, b) || is_not_of(F, b, a))
		return kones(F, w);
	if (is_c(F, b) && is_op(F, a, OP_XOR) && is_c(F, in1(F, a)))
		return bin(F, OP_XOR, in0(F, a), bin(F, OP_XOR, in1(F, a), b));
	if (is_c(F, b) && is_op(F, a, OP_NOT)) /* ~x ^ c = x ^ ~c */
		return bin(F, OP_XOR, in0(F, a), nt(F, b));
	if (is_op(F, b, OP_XOR) && in0(F, b) == a)
		return in1(F, b);
	if (is_op(F, b, OP_XOR) && in1(F, b) == a)
		return in0(F, b);
	if (is_op(F, a, OP_XOR) && in0(F, a) == b)
		return in1(F, a);
	if (is_op(F, a, OP_XOR) && in1(F, a) == b)
		return in0(F, a);
	if (is_c(F, b))
		return split_const(F, OP_XOR, w, a, b);
	return NONE;
}

static uint32_t r_not(Fold *F, uint32_t a)
{
	if (is_op(F, a, OP_NOT))
		return in0(F, a);
	if (is_op(F, a, OP_ICMP))
		return icmp(F, pred_not((int)aux_of(F, a)), in0(F, a),
			in1(F, a));
	if (is_op(F, a, OP_XOR) && is_c(F, in1(F, a)))
		return bin(F, OP_XOR, in0(F, a), nt(F, in1(F, a)));
	return NONE;
}

/* Shifts: of 0 (or SHRS of ~0) are themselves; by a constant s they are
 * wiring; s >= w gives 0 (SHL, SHRU) or the sign (SHRS). */
static uint32_t r_shift(Fold *F, int op, uint32_t w, uint32_t a, uint32_t b)
{
	uint32_t s;

	if (c_zero(F, a) || (op == OP_SHRS && c_ones(F, a)))
		return a;
	if (!is_c(F, b))
		return NONE;
	s = bv_to_u32sat(cval(F, b), wid(F, b));
	if (s == 0)
		return a;
	if (s >= w)
		return op == OP_SHRS ? sign_fill(F, a, w) : kzero(F, w);
	if (op == OP_SHL) {
		uint32_t z = kzero(F, s);
		return cat2(F, ex(F, a, 0, w - s), z);
	}
	if (op == OP_SHRU)
		return zx(F, ex(F, a, s, w - s), w);
	return sx(F, ex(F, a, s, w - s), w);
}

/* ==/!= against a constant b (a's width >= 2). */
static uint32_t r_eqc(Fold *F, int pred, uint32_t a, uint32_t b)
{
	uint32_t x, xw;

	switch (op_of(F, a)) {
	case OP_NOT:
		return icmp(F, pred, in0(F, a), nt(F, b));
	case OP_XOR:
		if (is_c(F, in1(F, a)))
			return icmp(F, pred, in0(F, a),
				bin(F, OP_XOR, in1(F, a), b));
		if (c_zero(F, b))
			return icmp(F, pred, in0(F, a), in1(F, a));
		return NONE;
	case OP_ADD:
		if (is_c(F, in1(F, a)))
			return icmp(F, pred, in0(F, a),
				bin(F, OP_SUB, b, in1(F, a)));
		return NONE;
	case OP_SUB:
		if (c_zero(F, b))
			return icmp(F, pred, in0(F, a), in1(F, a));
		return NONE;
	case OP_ZEXT:
	case OP_SEXT:
		x = in0(F, a);
		xw = wid(F, x);
		if (op_of(F, a) == OP_ZEXT ? c_high_zero(F, b, xw) :
		    c_high_sign(F, b, xw))
			return icmp(F, pred, x, ex(F, b, 0, xw));
		return kbool(F, pred == PRED_NE);
	default:
		return NONE;
	}
}

static uint32_t r_icmp(Fold *F, int pred, uint32_t a, uint32_t b)
{
	uint32_t aw = wid(F, a);
	unsigned pc;
	int z, o, sg, b0, smin, smax;

	if (a == b)
		return kbool(F, pred == PRED_EQ || pred == PRED_ULE ||
			pred == PRED_UGE || pred == PRED_SLE || pred == PRED_SGE);
	if (is_c(F, a) && !is_c(F, b))
		return icmp(F, pred_swap(pred), b, a);
	if (!is_c(F, b))
		return NONE;
	if (aw == 1) { /* decide it for a = 0 and a = 1 */
		Word zero = 0, one = 1, c = cval(F, b)[0];
		int r0 = bv_icmp(pred, &zero, &c, 1);
		int r1 = bv_icmp(pred, &one, &c, 1);
		if (r0 == r1)
			return kbool(F, r0);
		return r1 ? a : nt(F, a);
	}
	pc = bv_popcount(cval(F, b), aw);
	z = pc == 0;
	o = pc == aw;
	sg = bv_sign(cval(F, b), aw);
	b0 = bv_bit(cval(F, b), 0);
	smin = sg && pc == 1;
	smax = !sg && pc == aw - 1;
	switch (pred) {
	case PRED_ULT:
		if (z)
			return kbool(F, 0);
		if (pc == 1 && b0)
			return icmp(F, PRED_EQ, a, kzero(F, aw));
		return NONE;
	case PRED_ULE:
		if (o)
			return kbool(F, 1);
		return icmp(F, PRED_ULT, a, bin(F, OP_ADD, b, k_u64(F, 1, aw)));
	case PRED_UGT:
		if (o)
			return kbool(F, 0);
		if (pc == aw - 1 && !b0)
			return icmp(F, PRED_EQ, a, kones(F, aw));
		return NONE;
	case PRED_UGE:
		if (z)
			return kbool(F, 1);
		return icmp(F, PRED_UGT, a, bin(F, OP_SUB, b, k_u64(F, 1, aw)));
	case PRED_SLT:
		if (smin)
			return kbool(F, 0);
		if (sg && b0 && pc == 2)
			return icmp(F, PRED_EQ, a, kspecial(F, aw, 1));
		return NONE;
	case PRED_SLE:
		if (smax)
			return kbool(F, 1);
		return icmp(F, PRED_SLT, a, bin(F, OP_ADD, b, k_u64(F, 1, aw)));
	case PRED_SGT:
		if (smax)
			return kbool(F, 0);
		if (!sg && !b0 && pc == aw - 2)
			return icmp(F, PRED_EQ, a, kspecial(F, aw, 2));
		return NONE;
	case PRED_SGE:
		if (smin)
			return kbool(F, 1);
		return icmp(F, PRED_SGT, a, bin(F, OP_SUB, b, k_u64(F, 1, aw)));
	default:
		return r_eqc(F, pred, a, b);
	}
}

static uint32_t r_mux(Fold *F, uint32_t w, uint32_t c, uint32_t t,
	uint32_t f)
{
	if (is_c(F, c))
		return bv_bit(cval(F, c), 0) ? t : f;
	if (t == f)
		return t;
	if (is_op(F, c, OP_NOT))
		return mk3(F, OP_MUX, w, in0(F, c), f, t);
	if (is_op(F, t, OP_MUX) && in0(F, t) == c)
		return mk3(F, OP_MUX, w, c, in1(F, t), f);
	if (is_op(F, f, OP_MUX) && in0(F, f) == c)
		return mk3(F, OP_MUX, w, c, t, in2(F, f));
	if (w == 1) {
		if (c_ones(F, t) && c_zero(F, f))
			return c;
		if (c_zero(F, t) && c_ones(F, f))
			return nt(F, c);
		if (c_zero(F, f) || f == c)
			return bin(F, OP_AND, c, t);
		if (c_ones(F, t) || t == c)
			return bin(F, OP_OR, c, f);
		if (c_zero(F, t))
			return bin(F, OP_AND, nt(F, c), f);
		if (c_ones(F, f))
			return bin(F, OP_OR, nt(F, c), t);
		return NONE;
	}
	if (c_ones(F, t) && c_zero(F, f))
		return sx(F, c, w);
	if (c_zero(F, t) && c_ones(F, f))
		return sx(F, nt(F, c), w);
	if (c_one(F, t) && c_zero(F, f))
		return zx(F, c, w);
	if (c_zero(F, t) && c_one(F, f))
		return zx(F, nt(F, c), w);
	return NONE;
}

/* Is hi the sign of lo: extract(lo, top, 1), or replicate/sext of it? */
static int is_sign_of(const Fold *F, uint32_t hi, uint32_t lo)
{
	uint32_t lw = wid(F, lo);

	if ((is_op(F, hi, OP_REPLICATE) || is_op(F, hi, OP_SEXT)) &&
	    wid(F, in0(F, hi)) == 1)
		hi = in0(F, hi);
	return is_op(F, hi, OP_EXTRACT) && wid(F, hi) == 1 &&
		in0(F, hi) == lo && aux_of(F, hi) == lw - 1;
}

/* Flatten nested concats, merge adjacent constants and adjacent extracts
 * of one value; concat(0, x...) -> zext, concat(sign(x), x) -> sext. */
static uint32_t r_concat(Fold *F, uint32_t w, const uint32_t *ins,
	uint32_t nin)
{
	uint32_t *v, n = 0, i, j, r = NONE;
	int changed = 0;

	for (i = 0; i < nin; i++)
		n += is_op(F, ins[i], OP_CONCAT) ? F->n->nodes[ins[i]].nin : 1;
	v = xmalloc(((size_t)n + 1) * sizeof *v);
	n = 0;
	for (i = 0; i < nin; i++) {
		if (is_op(F, ins[i], OP_CONCAT)) {
			for (j = 0; j < F->n->nodes[ins[i]].nin; j++)
				v[n++] = net_ins(F->n, ins[i])[j];
			changed = 1;
		} else {
			v[n++] = ins[i];
		}
	}
	for (i = 0, j = 0; i < n; i++) { /* merge v[i] into v[j-1] */
		uint32_t hi = j ? v[j - 1] : NONE, lo = v[i];
		if (hi != NONE && is_c(F, hi) && is_c(F, lo)) {
			v[j - 1] = cat2(F, hi, lo);
			changed = 1;
		} else if (hi != NONE && is_op(F, hi, OP_EXTRACT) &&
			   is_op(F, lo, OP_EXTRACT) && in0(F, hi) == in0(F, lo) &&
			   aux_of(F, hi) == aux_of(F, lo) + wid(F, lo)) {
			v[j - 1] = ex(F, in0(F, lo), aux_of(F, lo),
				wid(F, hi) + wid(F, lo));
			changed = 1;
		} else {
			v[j++] = lo;
		}
	}
	n = j;
	if (n == 1)
		r = v[0];
	else if (c_zero(F, v[0]))
		r = zx(F, n == 2 ? v[1] : mk(F, OP_CONCAT, w - wid(F, v[0]),
			v + 1, n - 1, 0, NULL, 0, 0), w);
	else if (n == 2 && is_sign_of(F, v[0], v[1]))
		r = sx(F, v[1], w);
	else if (changed)
		r = mk(F, OP_CONCAT, w, v, n, 0, NULL, 0, 0);
	free(v);
	return r;
}

/* extract(a, lo, n) of extract, concat, extensions, replicate */
static uint32_t r_extract(Fold *F, uint32_t n, uint32_t a, uint32_t lo)
{
	uint32_t aw = wid(F, a), x, xw, i, k, at, *v, r;

	if (lo == 0 && n == aw)
		return a;
	switch (op_of(F, a)) {
	case OP_EXTRACT:
		return ex(F, in0(F, a), aux_of(F, a) + lo, n);
	case OP_CONCAT: {
		const Node *c = &F->n->nodes[a];
		uint32_t nin = c->nin, cnt = 0;
		v = xmalloc(((size_t)nin + 1) * sizeof *v);
		memcpy(v, net_ins(F->n, a), nin * sizeof *v);
		/* pieces from the least significant (the last operand) */
		for (i = nin, at = 0; i-- > 0; at += xw) {
			xw = wid(F, v[i]);
			if (at + xw <= lo || at >= lo + n)
				continue;
			k = lo > at ? lo - at : 0;
			v[nin - 1 - cnt++] = ex(F, v[i], k,
				(lo + n < at + xw ? lo + n - at : xw) - k);
		}
		r = cnt == 1 ? v[nin - 1] : mk(F, OP_CONCAT, n,
			v + nin - cnt, cnt, 0, NULL, 0, 0);
		free(v);
		return r;
	}
	case OP_ZEXT:
		x = in0(F, a);
		xw = wid(F, x);
		if (lo + n <= xw)
			return ex(F, x, lo, n);
		if (lo >= xw)
			return kzero(F, n);
		return zx(F, ex(F, x, lo, xw - lo), n);
	case OP_SEXT:
		x = in0(F, a);
		xw = wid(F, x);
		if (lo + n <= xw)
			return ex(F, x, lo, n);
		if (lo >= xw - 1)
			return sign_fill(F, x, n);
		return sx(F, ex(F, x, lo, xw - lo), n);
	case OP_REPLICATE:
		x = in0(F, a);
		xw = wid(F, x);
		if (lo % xw + n <= xw)
			return ex(F, x, lo % xw, n);
		if (lo % xw == 0 && n % xw == 0)
			return n == xw ? x : mk1(F, OP_REPLICATE, n, x, 0);
		return NONE;
	default:
		return NONE;
	}
}

static uint32_t r_ext(Fold *F, int op, uint32_t w, uint32_t a)
{
	uint32_t aw = wid(F, a);

	if (w == aw)
		return a;
	if (op == OP_ZEXT)
		return is_op(F, a, OP_ZEXT) ? zx(F, in0(F, a), w) : NONE;
	if (op == OP_REPLICATE) {
		if (is_op(F, a, OP_REPLICATE))
			return mk1(F, OP_REPLICATE, w, in0(F, a), 0);
		return NONE;
	}
	/* SEXT */
	if (aw == 1)
		return mk1(F, OP_REPLICATE, w, a, 0);
	if (is_op(F, a, OP_SEXT))
		return sx(F, in0(F, a), w);
	if (is_op(F, a, OP_ZEXT))
		return zx(F, in0(F, a), w);
	if (is_op(F, a, OP_REPLICATE) && wid(F, in0(F, a)) == 1)
		return mk1(F, OP_REPLICATE, w, in0(F, a), 0);
	return NONE;
}

static uint32_t r_unary(Fold *F, int op, uint32_t w, uint32_t a)
{
	uint32_t aw = wid(F, a);

	if (op == OP_REVERSE)
		return w == 1 ? a : is_op(F, a, OP_REVERSE) ? in0(F, a) : NONE;
	/* PARITY */
	if (aw == 1)
		return a;
	if (is_op(F, a, OP_ZEXT) || is_op(F, a, OP_REVERSE))
		return mk1(F, OP_PARITY, 1, in0(F, a), 0);
	if (is_op(F, a, OP_NOT)) {
		uint32_t p = mk1(F, OP_PARITY, 1, in0(F, a), 0);
		return aw % 2 ? nt(F, p) : p;
	}
	return NONE;
}

/* Division and remainder by 0, 1, -1, 2^k and the dividend itself
 * (README, Semantics: x/0 is all ones, x%0 is x, MIN/-1 is MIN).  Signed
 * ops take 2^k only below the sign bit. */
static uint32_t r_div(Fold *F, int op, uint32_t w, uint32_t a, uint32_t b)
{
	int sgn = op == OP_DIVS || op == OP_REMS || op == OP_CEILDIVS ||
		op == OP_FLOORDIVS;
	int rem = op == OP_REMU || op == OP_REMS;
	unsigned k;
	uint32_t low, nz, q;

	if (c_zero(F, b))
		return rem ? a : kones(F, w);
	if (a == b) {   /* x % x = 0; x / x = 1, or all ones for x = 0 */
		uint32_t z;
		if (rem)
			return kzero(F, w);
		if (w == 1)
			return kbool(F, 1);
		z = icmp(F, PRED_EQ, a, kzero(F, w));
		return cat2(F, sx(F, z, w - 1), kbool(F, 1));
	}
	if (c_one(F, b) || (sgn && c_ones(F, b)))
		return rem ? kzero(F, w) : c_one(F, b) ? a :
			bin(F, OP_SUB, kzero(F, w), a);
	if (!c_pow2(F, b, &k) || (sgn && k >= w - 1))
		return NONE;
	low = ex(F, a, 0, k);
	switch (op) {
	case OP_DIVU:
		return zx(F, ex(F, a, k, w - k), w);
	case OP_REMU:
		return zx(F, low, w);
	case OP_CEILDIVU: /* floor + (remainder != 0); cannot overflow */
		nz = zx(F, icmp(F, PRED_NE, low, kzero(F, k)), w);
		return bin(F, OP_ADD, zx(F, ex(F, a, k, w - k), w), nz);
	case OP_FLOORDIVS:
		return sx(F, ex(F, a, k, w - k), w);
	case OP_CEILDIVS:
		nz = zx(F, icmp(F, PRED_NE, low, kzero(F, k)), w);
		return bin(F, OP_ADD, sx(F, ex(F, a, k, w - k), w), nz);
	case OP_DIVS: /* (a + (a < 0 ? 2^k - 1 : 0)) >>s k; no overflow */
		q = bin(F, OP_ADD, a, zx(F, sign_fill(F, a, k), w));
		return sx(F, ex(F, q, k, w - k), w);
	default: /* REMS: the low bits, with ones above when a < 0 and the
	            low bits are not 0 (the remainder follows the dividend) */
		nz = icmp(F, PRED_NE, low, kzero(F, k));
		nz = bin(F, OP_AND, ex(F, a, w - 1, 1), nz);
		return cat2(F, sx(F, nz, w - k), low);
	}
}

/* Truth table (inputs MSB first): constant inputs fixed, inputs the
 * table does not depend on dropped; 0/1 inputs left become x, ~x, or a
 * constant. */
static uint32_t r_tt(Fold *F, const uint32_t *ins, uint32_t nin,
	const Word *tab, uint32_t nbits)
{
	uint32_t keep[TT_MAX], m = 0, i, j, t, r, fixed = 0, cur;
	Word *cur_tab, *nt_tab;
	int changed = 0;

	if (nin > TT_MAX || nbits != (1u << nin))
		return NONE;
	for (i = 0; i < nin; i++) {
		if (is_c(F, ins[i])) {
			fixed |= (uint32_t)(cval(F, ins[i])[0] & 1) << (nin - 1 - i);
			changed = 1;
		} else {
			keep[m++] = i;
		}
	}
	cur_tab = xcalloc(BV_WORDS(1u << m), sizeof *cur_tab);
	for (j = 0; j < (1u << m); j++) {
		uint32_t idx = fixed;
		for (t = 0; t < m; t++)
			idx |= ((j >> (m - 1 - t)) & 1) << (nin - 1 - keep[t]);
		bv_setbit(cur_tab, j, bv_bit(tab, idx));
	}
	/* drop inputs the table does not depend on */
	for (t = m; t-- > 0;) {
		uint32_t p = m - 1 - t, dep = 0;
		for (j = 0; j < (1u << m) && !dep; j++)
			dep = bv_bit(cur_tab, j) != bv_bit(cur_tab, j ^ (1u << p));
		if (dep)
			continue;
		nt_tab = xcalloc(BV_WORDS(1u << (m - 1)), sizeof *nt_tab);
		for (j = 0, cur = 0; j < (1u << m); j++)
			if (!(j & (1u << p)))
				bv_setbit(nt_tab, cur++, bv_bit(cur_tab, j));
		free(cur_tab);
		cur_tab = nt_tab;
		memmove(keep + t, keep + t + 1, (m - 1 - t) * sizeof *keep);
		m--;
		changed = 1;
	}
	if (m == 0)
		r = kbool(F, bv_bit(cur_tab, 0));
	else if (m == 1)
		r = bv_bit(cur_tab, 1) ? ins[keep[0]] : nt(F, ins[keep[0]]);
	else if (changed) {
		uint32_t nins[TT_MAX];
		for (t = 0; t < m; t++)
			nins[t] = ins[keep[t]];
		r = mk(F, OP_TT, 1, nins, m, 0, cur_tab, BV_WORDS(1u << m),
			1u << m);
	} else
		r = NONE;
	free(cur_tab);
	return r;
}

/* --------------------------------------------------------- constructor */

static int commutative(int op)
{
	return op == OP_ADD || op == OP_MUL || op == OP_AND || op == OP_OR ||
		op == OP_XOR;
}

static uint32_t simplify(Fold *F, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t npool)
{
	uint32_t a = nin > 0 ? ins[0] : NONE, b = nin > 1 ? ins[1] : NONE, i;
	int allc = nin > 0 && foldable(op);

	for (i = 0; i < nin && allc; i++)
		allc = is_c(F, ins[i]);
	if (allc)
		return fold_const(F, op, w, ins, nin, aux, data, npool);
	if (nin == 2 && commutative(op) && ((is_c(F, a) && !is_c(F, b)) ||
	    (!is_c(F, a) && !is_c(F, b) && a > b))) {
		uint32_t t = a;
		a = b;
		b = t;
	}
	switch (op) {
	case OP_ADD: return r_add(F, w, a, b);
	case OP_SUB: return r_sub(F, w, a, b);
	case OP_MUL: return r_mul(F, w, a, b);
	case OP_AND: return r_and(F, w, a, b);
	case OP_OR: return r_or(F, w, a, b);
	case OP_XOR: return r_xor(F, w, a, b);
	case OP_NOT: return r_not(F, a);
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		return r_shift(F, op, w, a, b);
	case OP_DIVU: case OP_DIVS: case OP_REMU: case OP_REMS:
	case OP_CEILDIVU: case OP_CEILDIVS: case OP_FLOORDIVS:
		return r_div(F, op, w, a, b);
	case OP_ICMP: return r_icmp(F, (int)aux, a, b);
	case OP_MUX: return r_mux(F, w, a, b, ins[2]);
	case OP_CONCAT: return r_concat(F, w, ins, nin);
	case OP_EXTRACT: return r_extract(F, w, a, aux);
	case OP_ZEXT: case OP_SEXT: case OP_REPLICATE:
		return r_ext(F, op, w, a);
	case OP_REVERSE: case OP_PARITY: return r_unary(F, op, w, a);
	case OP_TT: return r_tt(F, ins, nin, data, npool);
	default: return NONE;
	}
}

/* The simplifying constructor: a rule's result, or the hash-consed node
 * (commutative operands ordered). */
static uint32_t mk(Fold *F, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t ndata,
	uint32_t npool)
{
	uint32_t r = NONE, two[2];

	if (F->depth < MAX_DEPTH && op != OP_INPUT && op != OP_INSTANCE) {
		F->depth++;
		r = simplify(F, op, w, ins, nin, aux, data, npool);
		F->depth--;
	}
	if (r != NONE) {
		if (F->n->nodes[r].w != w)
			die("fold: %s rule changed the width (%u -> %u)",
				op_name(op), w, F->n->nodes[r].w);
		F->rewrites++;
		return r;
	}
	if (nin == 2 && commutative(op) && ((is_c(F, ins[0]) &&
	    !is_c(F, ins[1])) || (!is_c(F, ins[0]) && !is_c(F, ins[1]) &&
	    ins[0] > ins[1]))) {
		two[0] = ins[1];
		two[1] = ins[0];
		ins = two;
	}
	if (op == OP_CONST)
		return kconst(F, data, w);
	return net_node_pool(F->n, op, w, ins, nin, aux, data, ndata, npool);
}

/* ------------------------------------------------------------ rebuilding */

/* Rebuild net `from` into net `to` (which has its inputs); returns the
 * rules that fired. */
static uint32_t fold_net(const Net *from, Net *to)
{
	Fold F = {0};
	uint8_t *live = net_live(from);
	uint32_t *map = xmalloc(((size_t)from->nnode + 1) * sizeof *map);
	uint32_t *ins = NULL, cap = 0, k, i;

	F.n = to;
	for (k = 0; k < from->nnode; k++) {
		const Node *x = &from->nodes[k];
		const uint32_t *xi = net_ins(from, k);
		map[k] = NONE;
		if (x->op == OP_INPUT) {
			map[k] = to->in_node[x->aux];
			continue;
		}
		if (!live[k])
			continue;
		grow((void **)&ins, &cap, (uint64_t)x->nin + 1, sizeof *ins,
			UINT32_MAX, "operands");
		for (i = 0; i < x->nin; i++)
			ins[i] = map[xi[i]];
		if (x->op == OP_INSTANCE) {
			map[k] = net_node(to, OP_INSTANCE, 0, ins, x->nin, x->aux);
			to->inst_name[map[k]] = from->inst_name[k];
			to->inst_param[map[k]] = from->inst_param[k];
		} else {
			map[k] = mk(&F, x->op, x->w, ins, x->nin, x->aux,
				x->pool == NONE ? NULL : from->pool + x->pool,
				net_pool_words(from, k), x->npool);
		}
		/* a name stays with its value, but a constant keeps only
		   the names of constants (x - x is no name for 0) */
		if (from->names[k] && (to->nodes[map[k]].op != OP_CONST ||
		    x->op == OP_CONST))
			net_set_name(to, map[k], from->names[k]);
	}
	for (i = 0; i < from->nout; i++)
		net_output(to, from->out_name[i], from->out_w[i],
			map[from->out_node[i]]);
	free(ins);
	free(map);
	free(live);
	free(F.ctab);
	return F.rewrites;
}

static uint32_t design_nodes(const Design *d)
{
	uint32_t i, n = 0;
	for (i = 0; i < d->nnet; i++)
		n += d->nets[i].nnode;
	return n;
}

uint32_t fold_design(Design *d, FoldStats *st)
{
	uint32_t before = design_nodes(d), total = 0, round, rw = 0, n, i;

	for (round = 0; round < MAX_ROUNDS; round++) {
		n = net_rebuild_begin(d);
		rw = 0;
		for (i = 0; i < n; i++)
			rw += fold_net(&d->nets[i], &d->nets[n + i]);
		net_rebuild_commit(d, n);
		total += rw;
		if (!rw)
			break;
	}
	if (st)
		*st = (FoldStats){round + (round < MAX_ROUNDS), total, before,
			design_nodes(d)};
	return total;
}
