/* width.c: bit-width inference (-O2): compute what is known about every
 * node's bits, what its users observe, and narrow operations to the bits
 * that matter.  Run fold_design afterwards (it removes the extracts and
 * extensions this pass leaves around narrowed nodes).
 *
 * Analyses, per net, callees first (an instance result takes the facts
 * of the callee's output):
 *  - forward known bits: kz/ko, the bits known to be 0/1 (constants,
 *    bitwise ops, a bit-serial carry chain for ADD/SUB, trailing zeros of
 *    MUL and SHL, leading zeros of REMU and shifts right, structure of
 *    concat/extract/extensions/replicate/reverse, mux as the meet of its
 *    arms);
 *  - forward unsigned and signed ranges [ulo, uhi], [slo, shi] for nodes
 *    of at most 64 bits (interval arithmetic for add, sub, mul, every
 *    division and remainder with the /0 and MIN/-1 results of README,
 *    Semantics, not, shifts, mux, concat, extensions; compares decided
 *    by disjoint ranges or contradicting known bits);
 *  - from both, ub (the value is below 2^ub) and sb (the value is the
 *    sign extension of its low sb bits), also derived structurally
 *    (add: max + 1, mul: sum, zext/sext: the operand's), so that wide
 *    nodes get them too; ranges and known bits refine each other;
 *  - backward demanded bits: the bits of a node that some output or
 *    instance can observe (an add's operands are demanded up to the top
 *    demanded bit of the sum, an extract demands its slice, an AND with a
 *    known-zero bit does not demand the other operand's bit, compares,
 *    divisions and instances demand everything).
 *
 * Rewrites, in a rebuild of the net (live nodes only):
 *  - a node whose demanded bits are all known becomes a constant;
 *  - ADD SUB MUL AND OR XOR NOT MUX SHL of width w become the same op at
 *    m < w bits on the operands' low m bits, zero- or sign-extended back,
 *    where m is the smallest of: the top demanded bit + 1 (the upper bits
 *    are not observed), ub (they are known zero), sb (they are copies of
 *    the sign) -- "a 32-bit add truncated to 8 bits becomes an 8-bit add",
 *    "a zero-extended operand's upper bits are not computed"; an ADD
 *    whose only user is an ADD of its width (a partial sum) narrows to
 *    its demanded bits only, so that a sum stays one tree of same-width
 *    adds for bitblast.c's compressor tree;
 *  - DIVU REMU CEILDIVU on operands below 2^m: the op at m bits (a /0
 *    result's upper ones restored from a compare when the divisor may be
 *    0); DIVS CEILDIVS FLOORDIVS on operands that are m-bit sign
 *    extensions: the op at m + 1 bits, sign-extended (MIN/-1 and /0 keep
 *    their README, Semantics results), or at m bits when only m bits
 *    are observed;
 *    REMS at m bits, or at its DIVS's width when the DIVS of the same
 *    operands exists (so that one divider serves both); SHRU/SHRS on
 *    narrow values by small amounts likewise;
 *  - ICMP on operands below 2^m compares m bits (a signed predicate
 *    becomes unsigned: both are non-negative), on m-bit sign extensions
 *    m bits with the same predicate -- "an index compared against 10
 *    needs 4 bits" when the index is known to be below 16.
 * Every rewrite is exact on the bits the users observe (see the
 * soundness notes at narrow()); the flow can check the result against
 * the evaluator (check_design, check/check_net.c).  Widths only
 * shrink, so -O2's alternation with fold_design terminates.
 *
 * Cost: O(sum of node widths) time and memory per net for the masks
 * (word-parallel except the O(w) carry chains and leading/trailing bit
 * counts), O(1) per node for the ranges, plus the rebuild (hash-consing).
 * Requires: a well-formed Design whose nets were simplified by
 * fold_design (constants on the right of commutative ops).
 */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

typedef struct {
	uint32_t *off;       /* per node: first word of its masks */
	Word *kz, *ko;       /* bits known to be 0 / 1 */
	Word *dem;           /* bits some output or instance observes */
	uint64_t *ulo, *uhi; /* unsigned range (nodes of <= 64 bits) */
	int64_t *slo, *shi;  /* signed range (nodes of <= 64 bits) */
	uint32_t *ub;        /* the value is below 2^ub */
	uint32_t *sb;        /* the value is the sext of its low sb bits */
} Facts;

typedef struct {
	const Design *d;
	const Net *n;        /* the net analysed */
	Facts *A;            /* its facts */
	Facts *all;          /* every net's facts (callees are done first) */
	Word *t;             /* scratch mask */
	uint32_t cap_t;
	uint32_t *divs;      /* live DIVS/DIVU nodes by operands (hash) */
	uint32_t cap_divs;   /* its size, a power of two */
	Net *to;             /* rebuild target */
	uint32_t *map;       /* old node -> new node */
	uint8_t *inner;      /* per node: inside a tree of its op
	                        (net_tree_inner) */
	uint32_t narrowed, consts, cmps; /* statistics */
	uint64_t saved;      /* bits removed from narrowed operators */
} Width;

#define KZ(S, x) ((S)->A->kz + (S)->A->off[x])
#define KO(S, x) ((S)->A->ko + (S)->A->off[x])
#define DM(S, x) ((S)->A->dem + (S)->A->off[x])

static uint32_t wd(const Width *S, uint32_t x) { return S->n->nodes[x].w; }
static uint32_t opnd(const Width *S, uint32_t x, uint32_t i)
{
	return net_ins(S->n, x)[i];
}

/* ------------------------------------------------------------ bit helpers */

static uint64_t mask64(uint32_t w)
{
	return w >= 64 ? ~0ull : (1ull << w) - 1;
}

static int64_t smin64(uint32_t w)
{
	return w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
}

static int64_t smax64(uint32_t w)
{
	return w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1;
}

static int64_t sx64(uint64_t v, uint32_t w)
{
	v &= mask64(w);
	if (w < 64 && (v >> (w - 1) & 1))
		v |= ~mask64(w);
	return (int64_t)v;
}

static uint32_t bitlen(uint64_t v)
{
	return v ? 64 - (uint32_t)__builtin_clzll(v) : 0;
}

/* bits of the smallest two's-complement type holding v */
static uint32_t sbits(int64_t v)
{
	return (v >= 0 ? bitlen((uint64_t)v) : bitlen(~(uint64_t)v)) + 1;
}

/* set bits [lo, hi) of r */
static void set_bits(Word *r, uint32_t lo, uint32_t hi)
{
	uint32_t i;
	for (i = lo; i < hi; i++)
		r[i / 64] |= 1ull << (i % 64);
}

/* consecutive set bits from the top (bit w-1) down / from bit 0 up */
static uint32_t lead_ones(const Word *m, uint32_t w)
{
	uint32_t n = 0;
	while (n < w && bv_bit(m, w - 1 - n))
		n++;
	return n;
}

static uint32_t trail_ones(const Word *m, uint32_t w)
{
	uint32_t n = 0;
	while (n < w && bv_bit(m, n))
		n++;
	return n;
}

/* index of the highest set bit + 1 (0: none) / of the lowest (w: none) */
static uint32_t top_bit(const Word *m, uint32_t w)
{
	uint32_t i = BV_WORDS(w);
	while (i-- > 0)
		if (m[i])
			return i * 64 + bitlen(m[i]);
	return 0;
}

static uint32_t low_bit(const Word *m, uint32_t w)
{
	uint32_t i;
	for (i = 0; i < BV_WORDS(w); i++)
		if (m[i])
			return i * 64 + (uint32_t)__builtin_ctzll(m[i]);
	return w;
}

static Word *scratch(Width *S, uint32_t w)
{
	grow((void **)&S->t, &S->cap_t, BV_WORDS(w) + 1, sizeof *S->t,
		UINT32_MAX, "mask words");
	bv_zero(S->t, w);
	return S->t;
}

static int has_range(const Width *S, uint32_t x) { return wd(S, x) <= 64; }

/* Are all bits of x known?  (A constant shift amount.) */
static int kconst(const Width *S, uint32_t x)
{
	uint32_t i, w = wd(S, x);
	for (i = 0; i < w; i++)
		if (!bv_bit(KZ(S, x), i) && !bv_bit(KO(S, x), i))
			return 0;
	return 1;
}

/* ------------------------------------------------------------ known bits */

/* bit i of x: 0, 1 or 2 (unknown) */
static int kbit(const Width *S, uint32_t x, uint32_t i)
{
	return bv_bit(KO(S, x), i) ? 1 : bv_bit(KZ(S, x), i) ? 0 : 2;
}

static void kset(Word *z, Word *o, uint32_t i, int v)
{
	if (v == 0)
		bv_setbit(z, i, 1);
	else if (v == 1)
		bv_setbit(o, i, 1);
}

/* a + b (sub: a + ~b + 1), one bit at a time; carries 0, 1 or unknown */
static void kb_add(Width *S, uint32_t k, uint32_t a, uint32_t b, int sub)
{
	Word *z = KZ(S, k), *o = KO(S, k);
	uint32_t w = wd(S, k), i;
	int c = sub;

	for (i = 0; i < w; i++) {
		int x = kbit(S, a, i), y = kbit(S, b, i), n1, n0;
		if (sub && y != 2)
			y = !y;
		if (x != 2 && y != 2 && c != 2) {
			kset(z, o, i, x ^ y ^ c);
			c = x + y + c >= 2;
			continue;
		}
		n1 = (x == 1) + (y == 1) + (c == 1);
		n0 = (x == 0) + (y == 0) + (c == 0);
		c = n1 >= 2 ? 1 : n0 >= 2 ? 0 : 2;
	}
}

/* The operand that mux in[0] ? in[1] : in[2] picks, NONE while the
 * select's bit is unknown. */
static uint32_t mux_pick(const Width *S, const uint32_t *in)
{
	if (bv_bit(KO(S, in[0]), 0))
		return in[1];
	return bv_bit(KZ(S, in[0]), 0) ? in[2] : NONE;
}

/* Instance result node x (operand a, its instance): the callee's facts,
 * with *y set to the callee's node for this output. */
static const Facts *callee_facts(const Width *S, const Node *x, uint32_t a,
	uint32_t *y)
{
	const Node *inst = &S->n->nodes[a];

	*y = S->d->nets[inst->aux].out_node[x->aux];
	return &S->all[inst->aux];
}

/* Known bits of node k from its operands' (kz/ko of k start unknown). */
static void kb_forward(Width *S, uint32_t k)
{
	const Net *n = S->n;
	const Node *x = &n->nodes[k];
	const uint32_t *in = net_ins(n, k);
	uint32_t w = x->w, a = x->nin ? in[0] : NONE, aw = x->nin ? wd(S, a) : 0;
	uint32_t b = x->nin > 1 ? in[1] : NONE, i, at, s;
	Word *z = KZ(S, k), *o = KO(S, k);

	switch (x->op) {
	case OP_CONST:
		bv_copy(o, n->pool + x->pool, w);
		bv_not(z, o, w);
		return;
	case OP_AND:
		bv_or(z, KZ(S, a), KZ(S, b), w);
		bv_and(o, KO(S, a), KO(S, b), w);
		return;
	case OP_OR:
		bv_and(z, KZ(S, a), KZ(S, b), w);
		bv_or(o, KO(S, a), KO(S, b), w);
		return;
	case OP_XOR:
		for (i = 0; i < BV_WORDS(w); i++) {
			Word kn = (KZ(S, a)[i] | KO(S, a)[i]) &
				(KZ(S, b)[i] | KO(S, b)[i]);
			Word v = KO(S, a)[i] ^ KO(S, b)[i];
			o[i] = kn & v;
			z[i] = kn & ~v;
		}
		bv_normalize(z, w);
		return;
	case OP_NOT:
		bv_copy(z, KO(S, a), w);
		bv_copy(o, KZ(S, a), w);
		return;
	case OP_ADD:
	case OP_SUB:
		kb_add(S, k, a, b, x->op == OP_SUB);
		return;
	case OP_MUL: /* trailing zeros add up */
		s = trail_ones(KZ(S, a), w) + trail_ones(KZ(S, b), w);
		set_bits(z, 0, s < w ? s : w);
		return;
	case OP_SHL: case OP_SHRU: case OP_SHRS: {
		uint32_t amt;
		Word *t;
		if (!kconst(S, b)) {
			if (x->op == OP_SHL)
				set_bits(z, 0, trail_ones(KZ(S, a), w));
			else if (x->op == OP_SHRU)
				set_bits(z, w - lead_ones(KZ(S, a), w), w);
			else if (bv_bit(KZ(S, a), w - 1))
				set_bits(z, w - lead_ones(KZ(S, a), w), w);
			else if (bv_bit(KO(S, a), w - 1))
				set_bits(o, w - lead_ones(KO(S, a), w), w);
			return;
		}
		amt = bv_to_u32sat(KO(S, b), w);
		t = scratch(S, w);
		bv_from_u64(t, w, amt < w ? amt : w);
		if (amt >= w && x->op != OP_SHRS) {
			bv_ones(z, w);
			return;
		}
		if (x->op == OP_SHL) {
			bv_shl(z, KZ(S, a), t, w);
			bv_shl(o, KO(S, a), t, w);
			set_bits(z, 0, amt < w ? amt : w);
		} else if (x->op == OP_SHRU) {
			bv_shru(z, KZ(S, a), t, w);
			bv_shru(o, KO(S, a), t, w);
			set_bits(z, w - amt, w);
		} else {
			bv_shrs(z, KZ(S, a), t, w);
			bv_shrs(o, KO(S, a), t, w);
		}
		return;
	}
	case OP_MUX: {
		uint32_t t = in[1], f = in[2], c = mux_pick(S, in);
		if (c != NONE) {
			bv_copy(z, KZ(S, c), w);
			bv_copy(o, KO(S, c), w);
			return;
		}
		bv_and(z, KZ(S, t), KZ(S, f), w);
		bv_and(o, KO(S, t), KO(S, f), w);
		return;
	}
	case OP_CONCAT:
		for (i = x->nin, at = 0; i-- > 0; at += wd(S, in[i])) {
			bv_insert(z, w, at, KZ(S, in[i]), wd(S, in[i]));
			bv_insert(o, w, at, KO(S, in[i]), wd(S, in[i]));
		}
		return;
	case OP_EXTRACT:
		bv_extract(z, w, KZ(S, a), aw, x->aux);
		bv_extract(o, w, KO(S, a), aw, x->aux);
		return;
	case OP_REPLICATE:
		for (at = 0; at + aw <= w; at += aw) {
			bv_insert(z, w, at, KZ(S, a), aw);
			bv_insert(o, w, at, KO(S, a), aw);
		}
		return;
	case OP_REVERSE:
		bv_reverse(z, KZ(S, a), w);
		bv_reverse(o, KO(S, a), w);
		return;
	case OP_ZEXT:
		bv_zext(z, w, KZ(S, a), aw);
		bv_zext(o, w, KO(S, a), aw);
		set_bits(z, aw, w);
		return;
	case OP_SEXT:
		bv_sext(z, w, KZ(S, a), aw);
		bv_sext(o, w, KO(S, a), aw);
		return;
	case OP_REMU: /* r <= a (a % 0 = a) */
		set_bits(z, w - lead_ones(KZ(S, a), w), w);
		return;
	case OP_DIVU: case OP_CEILDIVU: /* q <= a unless b may be 0 */
		if (!bv_is_zero(KO(S, b), w))
			set_bits(z, w - lead_ones(KZ(S, a), w), w);
		return;
	case OP_INSTRES: {
		uint32_t y;
		const Facts *C = callee_facts(S, x, a, &y);
		bv_copy(z, C->kz + C->off[y], w);
		bv_copy(o, C->ko + C->off[y], w);
		return;
	}
	default: /* INPUT, DIVS, REMS, CEILDIVS, FLOORDIVS, PARITY, TT, LUT,
	            ICMP (decided by ranges below) */
		return;
	}
}

/* ------------------------------------------------------------ ranges */

static void u_meet(Facts *A, uint32_t k, uint64_t lo, uint64_t hi)
{
	if (lo > A->ulo[k])
		A->ulo[k] = lo;
	if (hi < A->uhi[k])
		A->uhi[k] = hi;
}

static void s_meet(Facts *A, uint32_t k, int64_t lo, int64_t hi)
{
	if (lo > A->slo[k])
		A->slo[k] = lo;
	if (hi < A->shi[k])
		A->shi[k] = hi;
}

/* meet with [lo, hi] given in 128 bits, when it lies in w-bit signed */
static void s_meet128(Facts *A, uint32_t k, i128 lo, i128 hi, uint32_t w)
{
	if (lo >= smin64(w) && hi <= smax64(w))
		s_meet(A, k, (int64_t)lo, (int64_t)hi);
}

static i128 max128(i128 a, i128 b) { return a > b ? a : b; }
static i128 min128(i128 a, i128 b) { return a < b ? a : b; }
static i128 abs128(i128 a) { return a < 0 ? -a : a; }

/* floor(v / 2^s) for signed v */
static int64_t sar64(int64_t v, uint32_t s)
{
	return v >= 0 ? (int64_t)((uint64_t)v >> s) :
		(int64_t)~(~(uint64_t)v >> s);
}

/* Can a compare be decided?  -1 unknown, else its value. */
static int icmp_decide(const Width *S, int pred, uint32_t a, uint32_t b)
{
	const Facts *A = S->A;
	uint32_t w = wd(S, a), i;
	int ne = 0;

	for (i = 0; i < BV_WORDS(w); i++)
		if ((KZ(S, a)[i] & KO(S, b)[i]) || (KO(S, a)[i] & KZ(S, b)[i]))
			ne = 1;
	if (w > 64)
		return ne && (pred == PRED_EQ || pred == PRED_NE) ?
			pred == PRED_NE : -1;
	switch (pred) {
	case PRED_EQ: case PRED_NE:
		if (ne || A->uhi[a] < A->ulo[b] || A->uhi[b] < A->ulo[a] ||
		    A->shi[a] < A->slo[b] || A->shi[b] < A->slo[a])
			return pred == PRED_NE;
		if (A->ulo[a] == A->uhi[a] && A->ulo[b] == A->uhi[b] &&
		    A->ulo[a] == A->ulo[b])
			return pred == PRED_EQ;
		return -1;
	case PRED_ULT:
		return A->uhi[a] < A->ulo[b] ? 1 : A->ulo[a] >= A->uhi[b] ? 0 : -1;
	case PRED_ULE:
		return A->uhi[a] <= A->ulo[b] ? 1 : A->ulo[a] > A->uhi[b] ? 0 : -1;
	case PRED_UGT:
		return A->ulo[a] > A->uhi[b] ? 1 : A->uhi[a] <= A->ulo[b] ? 0 : -1;
	case PRED_UGE:
		return A->ulo[a] >= A->uhi[b] ? 1 : A->uhi[a] < A->ulo[b] ? 0 : -1;
	case PRED_SLT:
		return A->shi[a] < A->slo[b] ? 1 : A->slo[a] >= A->shi[b] ? 0 : -1;
	case PRED_SLE:
		return A->shi[a] <= A->slo[b] ? 1 : A->slo[a] > A->shi[b] ? 0 : -1;
	case PRED_SGT:
		return A->slo[a] > A->shi[b] ? 1 : A->shi[a] <= A->slo[b] ? 0 : -1;
	default: /* SGE */
		return A->slo[a] >= A->shi[b] ? 1 : A->shi[a] < A->slo[b] ? 0 : -1;
	}
}

/* signed quotient range of a / b for every flavour: |q| <= |a|, and -1
 * when b may be 0 */
static void rg_sdiv(Facts *A, uint32_t k, uint32_t a, uint32_t b, uint32_t w)
{
	i128 M = max128(abs128(A->slo[a]), abs128(A->shi[a]));
	i128 lo = -M, hi = M;

	if (A->slo[b] <= 0 && A->shi[b] >= 0) {
		lo = min128(lo, -1);
		hi = max128(hi, -1);
	}
	if (A->slo[a] >= 0 && A->slo[b] > 0) /* both positive */
		lo = 0, hi = A->shi[a];
	s_meet128(A, k, max128(lo, smin64(w)), min128(hi, smax64(w)), w);
}

/* Ranges of node k (<= 64 bits), meeting the full range. */
static void rg_forward(Width *S, uint32_t k)
{
	const Net *n = S->n;
	const Node *x = &n->nodes[k];
	const uint32_t *in = net_ins(n, k);
	Facts *A = S->A;
	uint32_t w = x->w, i, at, a = x->nin ? in[0] : NONE;
	uint32_t b = x->nin > 1 ? in[1] : NONE;
	uint64_t m = mask64(w), v;
	int ra = a != NONE && x->op != OP_INSTRES && has_range(S, a);
	int d;

	A->ulo[k] = 0, A->uhi[k] = m;
	A->slo[k] = smin64(w), A->shi[k] = smax64(w);
	switch (x->op) {
	case OP_CONST:
		v = n->pool[x->pool];
		u_meet(A, k, v, v);
		s_meet(A, k, sx64(v, w), sx64(v, w));
		return;
	case OP_ADD:
		if ((i128)A->uhi[a] + A->uhi[b] <= (i128)m)
			u_meet(A, k, A->ulo[a] + A->ulo[b], A->uhi[a] + A->uhi[b]);
		s_meet128(A, k, (i128)A->slo[a] + A->slo[b],
			(i128)A->shi[a] + A->shi[b], w);
		return;
	case OP_SUB:
		if (A->ulo[a] >= A->uhi[b])
			u_meet(A, k, A->ulo[a] - A->uhi[b], A->uhi[a] - A->ulo[b]);
		s_meet128(A, k, (i128)A->slo[a] - A->shi[b],
			(i128)A->shi[a] - A->slo[b], w);
		return;
	case OP_MUL: {
		i128 p[4];
		if ((u128)A->uhi[a] * A->uhi[b] <= (u128)m)
			u_meet(A, k, A->ulo[a] * A->ulo[b], A->uhi[a] * A->uhi[b]);
		p[0] = (i128)A->slo[a] * A->slo[b];
		p[1] = (i128)A->slo[a] * A->shi[b];
		p[2] = (i128)A->shi[a] * A->slo[b];
		p[3] = (i128)A->shi[a] * A->shi[b];
		s_meet128(A, k, min128(min128(p[0], p[1]), min128(p[2], p[3])),
			max128(max128(p[0], p[1]), max128(p[2], p[3])), w);
		return;
	}
	case OP_DIVU: case OP_CEILDIVU:
		if (A->uhi[b] == 0) {
			u_meet(A, k, m, m);
		} else if (A->ulo[b] > 0) {
			uint64_t hi = A->uhi[a] / A->ulo[b];
			if (x->op == OP_CEILDIVU && A->uhi[a] % A->ulo[b])
				hi++;
			u_meet(A, k, A->ulo[a] / A->uhi[b], hi);
		} else {
			u_meet(A, k, A->ulo[a] / A->uhi[b], m);
		}
		return;
	case OP_REMU:
		if (A->uhi[b] == 0 || A->uhi[a] < A->ulo[b])
			u_meet(A, k, A->ulo[a], A->uhi[a]);
		else if (A->ulo[b] > 0)
			u_meet(A, k, 0, A->uhi[a] < A->uhi[b] - 1 ? A->uhi[a] :
				A->uhi[b] - 1);
		else
			u_meet(A, k, 0, A->uhi[a]);
		return;
	case OP_DIVS: case OP_CEILDIVS: case OP_FLOORDIVS:
		rg_sdiv(A, k, a, b, w);
		return;
	case OP_REMS: { /* |r| <= |a|, sign of a; |r| < |b| when b != 0 */
		i128 lo = min128(0, A->slo[a]), hi = max128(0, A->shi[a]);
		if (A->slo[b] > 0 || A->shi[b] < 0) {
			i128 mb = max128(abs128(A->slo[b]), abs128(A->shi[b]));
			lo = max128(lo, 1 - mb);
			hi = min128(hi, mb - 1);
		}
		s_meet128(A, k, lo, hi, w);
		return;
	}
	case OP_AND:
		u_meet(A, k, 0, A->uhi[a] < A->uhi[b] ? A->uhi[a] : A->uhi[b]);
		return;
	case OP_OR:
		u_meet(A, k, A->ulo[a] > A->ulo[b] ? A->ulo[a] : A->ulo[b], m);
		return;
	case OP_NOT:
		u_meet(A, k, m - A->uhi[a], m - A->ulo[a]);
		s_meet(A, k, -1 - A->shi[a], -1 - A->slo[a]);
		return;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		if (A->ulo[b] != A->uhi[b] || A->ulo[b] >= w) {
			if (x->op == OP_SHRU)
				u_meet(A, k, 0, A->uhi[a]);
			if (x->op == OP_SHRS && A->slo[a] >= 0)
				s_meet(A, k, 0, A->shi[a]);
			else if (x->op == OP_SHRS && A->shi[a] < 0)
				s_meet(A, k, A->slo[a], -1);
			else if (x->op == OP_SHRS)
				s_meet(A, k, A->slo[a], A->shi[a]);
			return;
		}
		at = (uint32_t)A->ulo[b];
		if (x->op == OP_SHRU) {
			u_meet(A, k, A->ulo[a] >> at, A->uhi[a] >> at);
		} else if (x->op == OP_SHRS) {
			s_meet(A, k, sar64(A->slo[a], at), sar64(A->shi[a], at));
		} else {
			if (((i128)A->uhi[a] << at) <= (i128)m)
				u_meet(A, k, A->ulo[a] << at, A->uhi[a] << at);
			s_meet128(A, k, (i128)A->slo[a] * ((i128)1 << at),
				(i128)A->shi[a] * ((i128)1 << at), w);
		}
		return;
	case OP_ICMP:
		d = icmp_decide(S, (int)x->aux, a, b);
		if (d >= 0) {
			u_meet(A, k, (uint64_t)d, (uint64_t)d);
			s_meet(A, k, -(int64_t)d, -(int64_t)d);
		}
		return;
	case OP_MUX: {
		uint32_t t = in[1], f = in[2], c = mux_pick(S, in);
		if (c != NONE) {
			u_meet(A, k, A->ulo[c], A->uhi[c]);
			s_meet(A, k, A->slo[c], A->shi[c]);
			return;
		}
		u_meet(A, k, A->ulo[t] < A->ulo[f] ? A->ulo[t] : A->ulo[f],
			A->uhi[t] > A->uhi[f] ? A->uhi[t] : A->uhi[f]);
		s_meet(A, k, A->slo[t] < A->slo[f] ? A->slo[t] : A->slo[f],
			A->shi[t] > A->shi[f] ? A->shi[t] : A->shi[f]);
		return;
	}
	case OP_CONCAT: { /* the top piece signed, the rest unsigned */
		uint64_t lo = 0, hi = 0;
		uint32_t top = in[0], lw = w - wd(S, top);
		for (i = x->nin, at = 0; i-- > 1; at += wd(S, in[i])) {
			lo |= A->ulo[in[i]] << at;
			hi |= A->uhi[in[i]] << at;
		}
		u_meet(A, k, lo | (lw < 64 ? A->ulo[top] << lw : 0),
			hi | (lw < 64 ? A->uhi[top] << lw : 0));
		s_meet128(A, k, (i128)A->slo[top] * ((i128)1 << lw) + lo,
			(i128)A->shi[top] * ((i128)1 << lw) + hi, w);
		return;
	}
	case OP_EXTRACT:
		if (!ra || x->aux != 0)
			return;
		if (A->uhi[a] <= m)
			u_meet(A, k, A->ulo[a], A->uhi[a]);
		if (A->slo[a] >= smin64(w) && A->shi[a] <= smax64(w))
			s_meet(A, k, A->slo[a], A->shi[a]);
		return;
	case OP_ZEXT:
		u_meet(A, k, A->ulo[a], A->uhi[a]);
		s_meet(A, k, (int64_t)A->ulo[a], (int64_t)A->uhi[a]);
		return;
	case OP_SEXT:
		s_meet(A, k, A->slo[a], A->shi[a]);
		if (A->slo[a] >= 0)
			u_meet(A, k, (uint64_t)A->slo[a], (uint64_t)A->shi[a]);
		else if (A->shi[a] < 0)
			u_meet(A, k, (uint64_t)A->slo[a] & m,
				(uint64_t)A->shi[a] & m);
		return;
	case OP_LUT: {
		uint64_t hi = 0;
		for (i = 0; i < x->aux; i++)
			if ((n->pool[x->pool + x->npool + i] & 0xff) > hi)
				hi = n->pool[x->pool + x->npool + i] & 0xff;
		u_meet(A, k, 0, hi);
		return;
	}
	case OP_INSTRES: {
		uint32_t y;
		const Facts *C = callee_facts(S, x, a, &y);
		u_meet(A, k, C->ulo[y], C->uhi[y]);
		s_meet(A, k, C->slo[y], C->shi[y]);
		return;
	}
	default:
		return;
	}
}

/* ------------------------------------------------- ub / sb, reconciling */

static uint32_t umin(uint32_t a, uint32_t b) { return a < b ? a : b; }
static uint32_t umax(uint32_t a, uint32_t b) { return a > b ? a : b; }

/* ub and sb from the structure of node k (w when nothing is known) */
static void st_forward(const Width *S, uint32_t k, uint32_t *ub,
	uint32_t *sb)
{
	const Node *x = &S->n->nodes[k];
	const Facts *A = S->A;
	const uint32_t *in = net_ins(S->n, k);
	uint32_t w = x->w, a = x->nin ? in[0] : NONE;
	uint32_t b = x->nin > 1 ? in[1] : NONE, s;

	*ub = *sb = w;
	switch (x->op) {
	case OP_ADD:
		*ub = umax(A->ub[a], A->ub[b]) + 1;
		*sb = umax(A->sb[a], A->sb[b]) + 1;
		break;
	case OP_SUB:
		*sb = umax(A->sb[a], A->sb[b]) + 1;
		break;
	case OP_MUL:
		*ub = A->ub[a] + A->ub[b];
		*sb = A->sb[a] + A->sb[b];
		break;
	case OP_AND:
		*ub = umin(A->ub[a], A->ub[b]);
		*sb = umax(A->sb[a], A->sb[b]);
		break;
	case OP_OR: case OP_XOR:
		*ub = umax(A->ub[a], A->ub[b]);
		*sb = umax(A->sb[a], A->sb[b]);
		break;
	case OP_NOT:
		*sb = A->sb[a];
		break;
	case OP_MUX:
		*ub = umax(A->ub[in[1]], A->ub[in[2]]);
		*sb = umax(A->sb[in[1]], A->sb[in[2]]);
		break;
	case OP_REMU:
		*ub = A->ub[a];
		break;
	case OP_REMS:
		*sb = A->sb[a];
		break;
	case OP_DIVS: case OP_CEILDIVS: case OP_FLOORDIVS:
		*sb = A->sb[a] + 1;
		break;
	case OP_SHRU: case OP_SHRS:
		if (x->op == OP_SHRU)
			*ub = A->ub[a];
		else
			*sb = A->sb[a];
		break;
	case OP_ZEXT:
		*ub = A->ub[a];
		*sb = A->ub[a] + 1;
		break;
	case OP_SEXT:
		*sb = A->sb[a];
		break;
	case OP_CONCAT:
		s = w - wd(S, in[0]);
		*ub = A->ub[in[0]] ? A->ub[in[0]] + s : w;
		*sb = A->sb[in[0]] + s;
		break;
	case OP_EXTRACT:
		*ub = A->ub[a] > x->aux ? A->ub[a] - x->aux : 0;
		*sb = A->sb[a] > x->aux ? A->sb[a] - x->aux : 1;
		break;
	case OP_INSTRES: {
		uint32_t y;
		const Facts *C = callee_facts(S, x, a, &y);
		*ub = C->ub[y];
		*sb = C->sb[y];
		break;
	}
	default:
		break;
	}
	*ub = umin(*ub, w);
	*sb = umax(umin(*sb, w), 1);
}

/* Make the known bits, the ranges, ub and sb of node k agree. */
static void reconcile(Width *S, uint32_t k)
{
	Facts *A = S->A;
	uint32_t w = wd(S, k), ub, sb, t;
	Word *z = KZ(S, k), *o = KO(S, k);

	st_forward(S, k, &ub, &sb);
	if (w <= 64) {
		uint64_t m = mask64(w), sbit = 1ull << (w - 1), lo, hi, dx;
		uint64_t kz = z[0], ko = o[0];
		u_meet(A, k, ko, ~kz & m);
		if (kz & sbit)
			s_meet(A, k, (int64_t)ko, (int64_t)(~kz & m));
		else if (ko & sbit)
			s_meet(A, k, sx64(ko, w), sx64(~kz & m, w));
		else
			s_meet(A, k, sx64(ko | sbit, w), (int64_t)(~kz & m & ~sbit));
		if (A->slo[k] >= 0)
			u_meet(A, k, (uint64_t)A->slo[k], (uint64_t)A->shi[k]);
		else if (A->shi[k] < 0)
			u_meet(A, k, (uint64_t)A->slo[k] & m,
				(uint64_t)A->shi[k] & m);
		if (A->uhi[k] <= (uint64_t)smax64(w))
			s_meet(A, k, (int64_t)A->ulo[k], (int64_t)A->uhi[k]);
		else if (A->ulo[k] > (uint64_t)smax64(w))
			s_meet(A, k, sx64(A->ulo[k], w), sx64(A->uhi[k], w));
		ub = umin(ub, bitlen(A->uhi[k]));
		sb = umin(sb, umax(sbits(A->slo[k]), sbits(A->shi[k])));
		if (A->ulo[k] > A->uhi[k] || A->slo[k] > A->shi[k] || (kz & ko))
			die("width: inconsistent facts for node %u of %s", k,
				S->n->name);
		/* the leading bits ulo and uhi share are known */
		lo = A->ulo[k], hi = A->uhi[k];
		dx = lo ^ hi;
		t = dx ? bitlen(dx) : 0;
		o[0] |= lo & ~mask64(t);
		z[0] |= ~lo & m & ~mask64(t);
	}
	t = lead_ones(z, w);
	ub = umin(ub, w - t);
	if (t)
		sb = umin(sb, w - t + 1);
	t = lead_ones(o, w);
	if (t)
		sb = umin(sb, w - t + 1);
	sb = umax(umin(sb, ub + 1), 1);
	set_bits(z, ub, w);
	if (w <= 64 && ub < 64)
		u_meet(A, k, 0, mask64(ub));
	A->ub[k] = ub;
	A->sb[k] = umin(sb, w);
}

/* ------------------------------------------------------ demanded bits */

static void dem_or(Width *S, uint32_t x, const Word *m)
{
	bv_or(DM(S, x), DM(S, x), m, wd(S, x));
}

static void dem_low(Width *S, uint32_t x, uint32_t n)
{
	set_bits(DM(S, x), 0, umin(n, wd(S, x)));
}

static void dem_from(Width *S, uint32_t x, uint32_t lo)
{
	set_bits(DM(S, x), lo, wd(S, x));
}

static void dem_all(Width *S, uint32_t x)
{
	if (S->n->nodes[x].op != OP_INSTANCE)
		dem_from(S, x, 0);
}

/* Propagate node k's demanded bits D to its operands. */
static void dem_back(Width *S, uint32_t k)
{
	const Net *n = S->n;
	const Node *x = &n->nodes[k];
	const uint32_t *in = net_ins(n, k);
	const Word *D = DM(S, k);
	uint32_t w = x->w, a = x->nin ? in[0] : NONE, aw = x->nin ? wd(S, a) : 0;
	uint32_t b = x->nin > 1 ? in[1] : NONE, i, at, s;
	Word *t;

	if (x->op == OP_INSTANCE) {
		for (i = 0; i < x->nin; i++)
			dem_all(S, in[i]);
		return;
	}
	if (bv_is_zero(D, w) || x->op == OP_INSTRES)
		return;
	switch (x->op) {
	case OP_ADD: case OP_SUB: case OP_MUL:
		dem_low(S, a, top_bit(D, w));
		dem_low(S, b, top_bit(D, w));
		return;
	case OP_AND: case OP_OR:
		t = scratch(S, w);
		bv_not(t, x->op == OP_AND ? KZ(S, b) : KO(S, b), w);
		bv_and(t, t, D, w);
		dem_or(S, a, a == b ? D : t);
		dem_or(S, b, D);
		return;
	case OP_XOR: case OP_NOT:
		for (i = 0; i < x->nin; i++)
			dem_or(S, in[i], D);
		return;
	case OP_MUX:
		dem_low(S, a, 1);
		dem_or(S, in[1], D);
		dem_or(S, in[2], D);
		return;
	case OP_CONCAT:
		for (i = x->nin, at = 0; i-- > 0; at += wd(S, in[i])) {
			t = scratch(S, wd(S, in[i]));
			bv_extract(t, wd(S, in[i]), D, w, at);
			dem_or(S, in[i], t);
		}
		return;
	case OP_EXTRACT:
		t = scratch(S, aw);
		bv_insert(t, aw, x->aux, D, w);
		dem_or(S, a, t);
		return;
	case OP_REPLICATE:
		for (at = 0; at + aw <= w; at += aw) {
			t = scratch(S, aw);
			bv_extract(t, aw, D, w, at);
			dem_or(S, a, t);
		}
		return;
	case OP_ZEXT: case OP_SEXT:
		t = scratch(S, aw);
		bv_extract(t, aw, D, w, 0);
		if (x->op == OP_SEXT && top_bit(D, w) > aw)
			bv_setbit(t, aw - 1, 1);
		dem_or(S, a, t);
		return;
	case OP_REVERSE:
		t = scratch(S, w);
		bv_reverse(t, D, w);
		dem_or(S, a, t);
		return;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		dem_all(S, b);
		if (!kconst(S, b)) { /* variable amount */
			if (x->op == OP_SHL)
				dem_low(S, a, top_bit(D, w));
			else
				dem_from(S, a, low_bit(D, w));
			return;
		}
		s = bv_to_u32sat(KO(S, b), w);
		if (s >= w) { /* 0, or copies of the sign */
			if (x->op == OP_SHRS)
				set_bits(DM(S, a), w - 1, w);
			return;
		}
		t = scratch(S, w);
		if (x->op == OP_SHL) {
			bv_extract(t, w, D, w, s);
		} else {
			Word *u = xcalloc(BV_WORDS(w), sizeof *u);
			bv_extract(u, w - s, D, w, 0);
			bv_insert(t, w, s, u, w - s);
			free(u);
			if (x->op == OP_SHRS && top_bit(D, w) > w - s)
				bv_setbit(t, w - 1, 1);
		}
		dem_or(S, a, t);
		return;
	default: /* compares, divisions, parity, tables: every bit */
		for (i = 0; i < x->nin; i++)
			dem_all(S, in[i]);
		return;
	}
}

/* ------------------------------------------------------------ analysis */

static void facts_alloc(Facts *A, const Net *n)
{
	uint32_t k;
	uint64_t words = 0;

	A->off = xmalloc(((size_t)n->nnode + 1) * sizeof *A->off);
	for (k = 0; k < n->nnode; k++) {
		A->off[k] = (uint32_t)words;
		words += BV_WORDS(n->nodes[k].w ? n->nodes[k].w : 1);
		if (words > UINT32_MAX)
			die("width: net %s too large", n->name);
	}
	A->kz = xcalloc(words + 1, sizeof *A->kz);
	A->ko = xcalloc(words + 1, sizeof *A->ko);
	A->dem = xcalloc(words + 1, sizeof *A->dem);
	A->ulo = xcalloc((size_t)n->nnode + 1, sizeof *A->ulo);
	A->uhi = xcalloc((size_t)n->nnode + 1, sizeof *A->uhi);
	A->slo = xcalloc((size_t)n->nnode + 1, sizeof *A->slo);
	A->shi = xcalloc((size_t)n->nnode + 1, sizeof *A->shi);
	A->ub = xcalloc((size_t)n->nnode + 1, sizeof *A->ub);
	A->sb = xcalloc((size_t)n->nnode + 1, sizeof *A->sb);
}

static void facts_free(Facts *A)
{
	free(A->off), free(A->kz), free(A->ko), free(A->dem);
	free(A->ulo), free(A->uhi), free(A->slo), free(A->shi);
	free(A->ub), free(A->sb);
}

static void index_divs(Width *S);

static void analyse(Width *S)
{
	const Net *n = S->n;
	uint32_t k, i;

	for (k = 0; k < n->nnode; k++) {
		if (n->nodes[k].op == OP_INSTANCE)
			continue;
		kb_forward(S, k);
		if (n->nodes[k].w <= 64)
			rg_forward(S, k);
		reconcile(S, k);
	}
	for (i = 0; i < n->nout; i++)
		dem_all(S, n->out_node[i]);
	for (k = n->nnode; k-- > 0;)
		dem_back(S, k);
	index_divs(S);
}

/* ------------------------------------------------------------ rewriting */

static uint32_t nw(const Width *S, uint32_t x) { return S->to->nodes[x].w; }

static uint32_t b1(Width *S, int op, uint32_t w, uint32_t a, uint32_t aux)
{
	return net_node(S->to, op, w, &a, 1, aux);
}

static uint32_t b2(Width *S, int op, uint32_t w, uint32_t a, uint32_t b,
	uint32_t aux)
{
	uint32_t ins[2] = {a, b};
	return net_node(S->to, op, w, ins, 2, aux);
}

/* new node x's low m bits; x extended back from m bits */
static uint32_t lo_bits(Width *S, uint32_t x, uint32_t m)
{
	return nw(S, x) == m ? x : b1(S, OP_EXTRACT, m, x, 0);
}

static uint32_t ext(Width *S, uint32_t x, uint32_t w, int sign)
{
	return nw(S, x) == w ? x : b1(S, sign ? OP_SEXT : OP_ZEXT, w, x, 0);
}

/* the new node for old operand i of k (a zero for an operand nothing
 * demands: no bit of it is observed) */
static uint32_t arg(Width *S, uint32_t k, uint32_t i)
{
	uint32_t x = opnd(S, k, i);
	return S->map[x] != NONE ? S->map[x] : net_const_u64(S->to, 0, wd(S, x));
}

/* op on the m low bits of node k's two operands.  The operands are built
 * in order (first, then second): node numbering, and so the output, must
 * not depend on the compiler's order of evaluating arguments. */
static uint32_t b2_lo(Width *S, int op, uint32_t m, uint32_t k)
{
	uint32_t a = lo_bits(S, arg(S, k, 0), m);
	uint32_t b = lo_bits(S, arg(S, k, 1), m);
	return b2(S, op, m, a, b, 0);
}

static int pred_unsigned(int p)
{
	switch (p) {
	case PRED_SLT: return PRED_ULT;
	case PRED_SLE: return PRED_ULE;
	case PRED_SGT: return PRED_UGT;
	case PRED_SGE: return PRED_UGE;
	default: return p;
	}
}

static void count(Width *S, uint32_t w, uint32_t m)
{
	S->narrowed++;
	S->saved += w - m;
}

/* Live quotients by (op, operands), so that a remainder is narrowed to
 * its quotient's width: the emitter computes a remainder from the
 * quotient of the same operands (a - q * b), and Yosys shares one
 * divider, which a narrower remainder would duplicate. */
static uint32_t div_hash(int op, uint32_t a, uint32_t b)
{
	uint32_t k[3] = {(uint32_t)op, a, b};
	return hash_bytes(k, sizeof k, 11);
}

static void index_divs(Width *S)
{
	const Net *n = S->n;
	uint32_t k, i, cap = 16;

	for (k = 0; k < n->nnode; k++)
		cap += 2 * (n->nodes[k].op == OP_DIVS || n->nodes[k].op == OP_DIVU);
	while (cap & (cap - 1))
		cap &= cap - 1;
	cap *= 2;
	free(S->divs);
	S->divs = xmalloc((size_t)cap * sizeof *S->divs);
	S->cap_divs = cap;
	for (i = 0; i < cap; i++)
		S->divs[i] = NONE;
	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		if ((x->op != OP_DIVS && x->op != OP_DIVU) ||
		    bv_is_zero(DM(S, k), x->w))
			continue;
		i = div_hash(x->op, opnd(S, k, 0), opnd(S, k, 1)) & (cap - 1);
		while (S->divs[i] != NONE)
			i = (i + 1) & (cap - 1);
		S->divs[i] = k;
	}
}

/* The live quotient op(a, b), or NONE. */
static uint32_t find_div(const Width *S, int op, uint32_t a, uint32_t b)
{
	uint32_t i = div_hash(op, a, b) & (S->cap_divs - 1), x;

	for (; (x = S->divs[i]) != NONE; i = (i + 1) & (S->cap_divs - 1))
		if (S->n->nodes[x].op == op && opnd(S, x, 0) == a &&
		    opnd(S, x, 1) == b)
			return x;
	return NONE;
}

/* Width for signed division k (DIVS, CEILDIVS, FLOORDIVS) of operands
 * that are s-bit sign extensions: s + 1 bits hold every quotient (-MIN
 * for MIN / -1); s bits when only the low s bits are observed (at s bits
 * MIN / -1 wraps to MIN, whose low s bits are those of -MIN; x / 0 is -1
 * at every width). */
static uint32_t sdiv_bits(const Width *S, uint32_t k)
{
	uint32_t s = umax(S->A->sb[opnd(S, k, 0)], S->A->sb[opnd(S, k, 1)]);

	return top_bit(DM(S, k), S->n->nodes[k].w) <= s ? s : s + 1;
}

/* Narrowed replacement of old node k, or NONE.
 * Soundness: the new node must equal k's value on k's demanded bits.
 *  - Bitwise/low-to-high ops at m bits compute k's low m bits exactly
 *    from the operands' low m bits, which are demanded of them (m is at
 *    most the top demanded bit + 1; an AND's operand bit left undemanded
 *    because the other operand's bit is known 0 is masked by that bit).
 *    Above m: k's bits are zero (m = ub), sign copies (m = sb) or not
 *    demanded, which ZEXT/SEXT reproduce.
 *  - Divisions, compares and variable right shifts use ub/sb of their
 *    operands, whose bits are all demanded (right shifts: the bits that
 *    reach demanded result bits), and compute the same value at m bits:
 *    x / 0 is all ones at every width (unsigned: the upper ones come
 *    back from the b == 0 compare), x % 0 = x, and m + 1 bits leave room
 *    for a signed quotient's MIN / -1 = -MIN. */
static uint32_t narrow(Width *S, uint32_t k)
{
	const Node *x = &S->n->nodes[k];
	const Facts *A = S->A;
	uint32_t w = x->w, m = w, a, b, r, q, in0, in1;
	uint32_t dm = top_bit(DM(S, k), w);
	int sign = 0, op = x->op;

	switch (op) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_AND: case OP_OR:
	case OP_XOR: case OP_NOT: case OP_MUX: case OP_SHL:
		if (dm < m)
			m = dm;
		/* inside a sum, only what the sum's users observe narrows: the
		 * known-zero top bits of a partial sum cost nothing where the
		 * sum is blasted as one tree of columns, and narrowing each
		 * partial sum to its own range would cut the tree into a
		 * chain of small adders (a 32-bit popcount: 45 LUT-6s instead
		 * of 32) */
		if (!(op == OP_ADD && S->inner[k]) && A->ub[k] < m)
			m = A->ub[k];
		if (!(op == OP_ADD && S->inner[k]) && A->sb[k] < m)
			m = A->sb[k], sign = 1;
		m = umax(m, 1);
		if (m >= w)
			return NONE;
		if (op == OP_SHL && A->ub[opnd(S, k, 1)] > m)
			return NONE;
		count(S, w, m);
		if (op == OP_NOT)
			return ext(S, b1(S, op, m, lo_bits(S, arg(S, k, 0), m), 0),
				w, sign);
		if (op == OP_MUX) {
			uint32_t ins[3];
			ins[0] = arg(S, k, 0);
			ins[1] = lo_bits(S, arg(S, k, 1), m);
			ins[2] = lo_bits(S, arg(S, k, 2), m);
			return ext(S, net_node(S->to, op, m, ins, 3, 0), w, sign);
		}
		return ext(S, b2_lo(S, op, m, k), w, sign);
	case OP_DIVU: case OP_REMU: case OP_CEILDIVU:
		a = opnd(S, k, 0), b = opnd(S, k, 1);
		m = umax(umax(A->ub[a], A->ub[b]), 1);
		if (m >= w)
			return NONE;
		count(S, w, m);
		in1 = lo_bits(S, arg(S, k, 1), m);
		in0 = lo_bits(S, arg(S, k, 0), m);
		q = b2(S, op, m, in0, in1, 0);
		if (op == OP_REMU || dm <= m || !bv_is_zero(KO(S, b), w) ||
		    (w <= 64 && A->ulo[b] > 0))
			return ext(S, q, w, 0);
		r = b2(S, OP_ICMP, 1, in1, net_const_u64(S->to, 0, m), PRED_EQ);
		r = w - m == 1 ? r : b1(S, OP_REPLICATE, w - m, r, 0);
		return b2(S, OP_CONCAT, w, r, q, 0);
	case OP_DIVS: case OP_CEILDIVS: case OP_FLOORDIVS: case OP_REMS:
		a = opnd(S, k, 0), b = opnd(S, k, 1);
		m = umax(A->sb[a], A->sb[b]);
		if (op != OP_REMS)
			m = sdiv_bits(S, k);
		else if ((q = find_div(S, OP_DIVS, a, b)) != NONE)
			m = sdiv_bits(S, q);
		if (m >= w)
			return NONE;
		count(S, w, m);
		return ext(S, b2_lo(S, op, m, k), w, 1);
	case OP_SHRU: case OP_SHRS:
		a = opnd(S, k, 0), b = opnd(S, k, 1);
		m = umax(op == OP_SHRU ? A->ub[a] : A->sb[a], 1);
		if (m >= w || A->ub[b] > m)
			return NONE;
		count(S, w, m);
		return ext(S, b2_lo(S, op, m, k), w, op == OP_SHRS);
	case OP_ICMP: {
		int pred = (int)x->aux;
		a = opnd(S, k, 0), b = opnd(S, k, 1);
		w = wd(S, a);
		m = umax(umax(A->ub[a], A->ub[b]), 1);
		if (m < w) {
			pred = pred_unsigned(pred);
		} else {
			m = umax(A->sb[a], A->sb[b]);
			if (m >= w)
				return NONE;
		}
		S->cmps++;
		in0 = lo_bits(S, arg(S, k, 0), m);
		in1 = lo_bits(S, arg(S, k, 1), m);
		return b2(S, OP_ICMP, 1, in0, in1, (uint32_t)pred);
	}
	default:
		return NONE;
	}
}

/* Is every demanded bit of k known?  Then k is the constant ko. */
static int all_known(Width *S, uint32_t k)
{
	uint32_t w = wd(S, k), i;
	const Word *z = KZ(S, k), *o = KO(S, k), *d = DM(S, k);

	for (i = 0; i < BV_WORDS(w); i++)
		if (d[i] & ~(z[i] | o[i]))
			return 0;
	return 1;
}

static void rebuild(Width *S)
{
	const Net *n = S->n;
	uint32_t *ins = NULL, cap = 0, k, i, r;

	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		S->map[k] = NONE;
		if (x->op == OP_INPUT) {
			S->map[k] = S->to->in_node[x->aux];
			continue;
		}
		if (x->op != OP_INSTANCE && bv_is_zero(DM(S, k), x->w))
			continue; /* nothing observes it */
		if (x->op != OP_INSTANCE && x->op != OP_CONST && all_known(S, k)) {
			S->map[k] = net_const(S->to, KO(S, k), x->w);
			S->consts++;
		} else if ((r = narrow(S, k)) != NONE) {
			S->map[k] = r;
		} else {
			grow((void **)&ins, &cap, (uint64_t)x->nin + 1,
				sizeof *ins, UINT32_MAX, "operands");
			for (i = 0; i < x->nin; i++)
				ins[i] = x->op == OP_INSTRES ? S->map[opnd(S, k, 0)] :
					arg(S, k, i);
			S->map[k] = net_node_pool(S->to, x->op, x->w, ins, x->nin,
				x->aux, x->pool == NONE ? NULL : n->pool + x->pool,
				net_pool_words(n, k), x->npool);
			if (x->op == OP_INSTANCE) {
				S->to->inst_name[S->map[k]] = n->inst_name[k];
				S->to->inst_param[S->map[k]] =
					n->inst_param[k];
			}
		}
		if (n->names[k] && (S->to->nodes[S->map[k]].op != OP_CONST ||
		    x->op == OP_CONST))
			net_set_name(S->to, S->map[k], n->names[k]);
	}
	for (i = 0; i < n->nout; i++)
		net_output(S->to, n->out_name[i], n->out_w[i],
			S->map[n->out_node[i]]);
	free(ins);
}

uint32_t width_design(Design *d, WidthStats *st)
{
	uint32_t nn, i;
	Facts *all = xcalloc((size_t)d->nnet + 1, sizeof *all);
	Width S = {0};

	nn = net_rebuild_begin(d);
	S.d = d;
	S.all = all;
	for (i = 0; i < nn; i++) {
		S.n = &d->nets[i];
		S.A = &all[i];
		S.to = &d->nets[nn + i];
		facts_alloc(S.A, S.n);
		analyse(&S);
		S.map = xmalloc(((size_t)S.n->nnode + 1) * sizeof *S.map);
		S.inner = xmalloc((size_t)S.n->nnode + 1);
		net_tree_inner(S.n, S.inner);
		rebuild(&S);
		free(S.map);
		free(S.inner);
	}
	net_rebuild_commit(d, nn);
	for (i = 0; i < nn; i++)
		facts_free(&all[i]);
	free(all);
	free(S.t);
	free(S.divs);
	if (st)
		*st = (WidthStats){S.narrowed, S.saved, S.cmps, S.consts};
	return S.narrowed + S.cmps + S.consts;
}
