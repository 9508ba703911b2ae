/* bitblast.c: word-level netlist (Design) -> and-inverter graph (Aig).
 *
 * bitblast(d, top, g, p) adds one PI per input bit of net `top` (port
 * order, LSB first, named `a[3]`, or `a` for a 1-bit port), builds every
 * node's bits with aig_and & co. (structural hashing and constant folding
 * happen there, so constant operands simplify as they are built), and
 * adds one PO per output bit, likewise named.  The hierarchy is flattened
 * on the fly by net/walk.c's walker (one Lit per bit of every node in the
 * frames of the current instance path; INPUT, INSTANCE and INSTRES are
 * the walker's), so no recursion follows the input.
 *
 * Demanded bits: one backward sweep per net finds how many low bits of
 * each node anything reads (outputs and instance operands: all).  Ops
 * whose low result bits depend only on low operand bits (add sub mul and
 * or xor not mux shl) are built over just those bits, and nodes nobody
 * reads are not built at all, so trunc(a * b) is a truncated multiplier
 * whatever width the product was written at.
 *
 * Architectures (all mod 2^w, exactly as the README's Semantics table):
 *  - ADD/SUB and the comparators' carry chains: ripple carry (a full
 *    adder per bit, the carry as a majority sharing the sum's ANDs) below
 *    BlastParams.prefix_min bits, a Sklansky parallel-prefix carry
 *    network (log2 w levels of generate/propagate merges) from there on.
 *    The rule: ripple carry is what LUT mappers pack best (a K-LUT
 *    covers about (K-1)/2 bits of carry), so it is the default at every
 *    width (prefix_min = UINT32_MAX); a prefix adder buys log depth for
 *    more LUTs, which a caller that needs depth asks for with prefix_min.
 *    Measured with lut_map (K=6): 32-bit add 62 LUTs / depth 13 ripple,
 *    84 / 6 prefix; 64-bit 130 / 26 vs 205 / 6; at K=3 the 64-bit add
 *    is 127 vs 329 LUTs.  The rule covers the adders inside multipliers
 *    and dividers too (a 64-bit divider: 4623 LUTs / depth 868 ripple,
 *    8874 / 333 prefix, its depth being mostly the row-to-row selects).
 *    With BlastParams.carry_jumps (a second structure for the exact
 *    mapping's choice graph, LUT-6 only), every ripple adder's carry
 *    into bit 6m + 9 jumps six bits (add_ripple).  With
 *    BlastParams.brent_kung, the adders ripple carry would build are
 *    Brent-Kung prefix adders (add_bk): a second whole graph that the
 *    LUT flow maps within the ripple graph's depth (LUT-6, at equal
 *    depth: a 3-operand 16-bit add 48 -> 41, a 32-bit division 1076
 *    -> 915, a 64-bit multiply 2656 -> 2556; worse on others, such as
 *    a 16-bit signed division, 345 -> 370, where the flow keeps ripple).
 *    SUB is a + ~b + 1.  With BlastParams.add_chain (proofs against
 *    Verilog) every ADD node is its own adders, in operand order, as
 *    Yosys builds `a + (b + c)`: else a tree of same-width ADD nodes whose inner
 *    nodes have a single user (lowering makes chains of variadic adds)
 *    with three or more operands is one Dadda tree over all operand bits
 *    and one final adder, like a multiplier's rows (a popcount written
 *    as a sum of 32 bits: 93 -> 58 LUT-6s), after 6:3 counters have
 *    brought every column down to 5 bits (58 -> 45 with the later
 *    passes of the script, depth 8 -> 6; counters(); 32 at depth 4
 *    since -O2 no longer narrows the partial sums one by one).  Comparators: eq/ne an OR tree of XORs; unsigned
 *    less-than the carry out of a + ~b + 1 (a ripple majority chain, or a
 *    balanced generate/propagate tree in prefix mode); signed ones flip
 *    both sign bits first.  When one operand pair is compared in both
 *    chain directions (a < b and a <= b), all its compares read one
 *    balanced tree of (less, equal) pairs instead (shared_compares).
 *  - MUL (truncated to w bits: only partial products of weight < 2^w
 *    are made): a constant operand (w <= 64) gives one row per digit
 *    of its signed-digit form (runs of three or more ones become
 *    2^(k+L) - 2^k: x * 255 is two rows); otherwise, from
 *    BlastParams.mul_booth bits (default 6), radix-4 Booth rows (half
 *    as many rows; a product bit is one 5-input function, two LUT-3s),
 *    below it the AND array a[i] & b[j].  The rows are summed by a Dadda
 *    compressor tree (full and half adders on columns, heights 2, 3, 4,
 *    6, 9, ..., then one final adder), or with BlastParams.mul_tree = 0
 *    (proofs against Verilog only: mul_array) by an array of ripple
 *    adders.  Measured with lut_map, the
 *    64x64->64 multiply of tests/lit/lut/heir-64-bit-mul.mlir: Booth +
 *    Dadda 4243 LUT-3 (depth 65), 2673 LUT-6 (27); AND array + Dadda
 *    5970 LUT-3 (64), 3410 LUT-6 (27); a plain array of ripple rows
 *    7815 LUT-3 (125).  Booth wins from 6 bits at K = 3 and K = 6 (5 bits: a tie,
 *    4 bits: 21 vs 17 LUT-3).
 *  - DIVU/REMU: a restoring array on w-bit magnitudes: step t forms
 *    X = 2R + a[w-1-t], subtracts b over X's n significant bits (at most
 *    t+1: bits known to be constant 0 are dropped, so leading zeros of
 *    the dividend cost nothing), and keeps the difference iff there is no
 *    borrow and b has no bit at or above n (a shared suffix AND chain).
 *    With b = 0 every step keeps, so q = ones and r = a as the README
 *    (Semantics) requires.  When b's high bits are constant 0 (a constant or
 *    zero-extended divisor), R < b keeps R to b's width, which makes
 *    division by a small constant linear instead of quadratic; b = 0 is
 *    then patched at the end.  Where depth is free (p->div_chain_k), a
 *    constant divisor d' 2^s with odd d' < 64 may instead be divchain.c's
 *    chain of K-LUT functions on a >> s, kept when it maps alone to
 *    fewer LUTs than the array (checked once per divisor and shape).
 *    Signed flavours divide by |b| ((x ^ s) + s), then one add fixes
 *    both sign and rounding: q = (qu ^ neg) + cin with neg = sa ^ sb and
 *    cin = neg (DIVS), neg | inexact (CEILDIVS), neg & ~inexact
 *    (FLOORDIVS), inexact (CEILDIVU).  DIVS alone divides |a|; the others
 *    divide a ^ sa = |a| - sa (no incrementer, and a top bit of 0): the
 *    true remainder is then ru + 1 for a < 0, or 0 with one more in the
 *    quotient when ru = |b| - 1 (`fix`, folded into cin), and a
 *    negative remainder -(ru + 1) is ~ru, so REMS has no add at all.
 *    Measured (LUT-6, -O2): remsi i16 362 -> 330 LUTs and 68 -> 63
 *    levels, ceildivsi i16 385 -> 376, 70 -> 66; for DIVS the
 *    comparison costs more than the incrementer (345 -> 361), unless
 *    a remainder of the same operands is live (shared_divides): then
 *    it divides a ^ sa too and both read one array.  Where depth
 *    counts, the rows may read |b| without waiting for its incrementer
 *    (sdiv_form): "|b| < 2^n" off b ^ sb and sb, and the first three
 *    rows subtracting b ^ sb plus sb (divs16 at LUT-6: 67 -> 65 levels).
 *    Division by zero ORs the quotient with (b == 0) where the arithmetic
 *    would not already give ones.  MIN / -1 = MIN with remainder 0 falls
 *    out of the magnitudes (|MIN| = 2^(w-1) read unsigned).
 *  - SHL/SHRU/SHRS: a logarithmic barrel shifter, one mux stage per
 *    amount bit k with 2^k < w; the amount bits with 2^k >= w are ORed
 *    (balanced) and force 0 (SHRS: the sign); the stages in one of four
 *    orders (shift_order: for LUT outputs, the one that maps best).  A
 *    rotate written as two
 *    shifts, (a << s) | (a >> (w - s)) or its mirror (| or ^, w a power
 *    of two), is one rotator: log2 w mux stages and s <= w (rotate()).
 *  - AND/OR/XOR (and ADD, above): a maximal tree of same-op, same-width nodes whose inner
 *    nodes have a single user is rebuilt per bit as a balanced tree
 *    (lowering makes left-leaning chains of variadic ops); PARITY and
 *    every other reduction are balanced trees too.
 *  - TT: a Shannon mux tree over the table (constant leaves fold), over
 *    just the low ceil(log2 bits) index inputs, ANDed with "the higher
 *    inputs are 0" (0 past the table).  LUT: the 8-bit index
 *    sum coef[i] * in[i] as a Dadda-summed column set (multiplying by a
 *    constant is adding shifted copies), then one mux tree per result
 *    bit over the table (0 past its end).
 *  - CONCAT EXTRACT REPLICATE REVERSE SEXT ZEXT NOT MUX CONST: wiring or
 *    one gate per bit.
 *
 * bitblast does not check itself: the flow runs check/check_aig.c's
 * check_blast (the AIG against neteval) when it is asked to check.
 *
 * Cost: linear in the bits of the flattened netlist for bitwise ops,
 * adders (O(w log w) in prefix mode), shifters (O(w log w)); O(w^2) for
 * multipliers and dividers; TT and LUT O(table size).  Memory: one Lit
 * per bit of each frame on the instance path, plus the AIG.
 * Requires: a well-formed Design over the canonical op subset of net/net.h.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define BIT_LIMIT 0x7fffffffu

/* Per-net facts, the same in every expanded instance of the net. */
typedef struct {
	uint8_t *inner;     /* per node: AND/OR/XOR absorbed into the
	                       balanced tree of its only user */
	uint32_t *dw;       /* per node: demanded low bits (0: dead) */
	uint8_t *cmp2;      /* per ICMP node: its operand pair is compared
	                       by another live ICMP of the net too */
	uint8_t *ones;      /* per DIVS node: a live REMS, CEILDIVS or
	                       FLOORDIVS divides the same a by the same b */
} Layout;

/* Divisions by constants seen: the chain scheme of each odd divisor
 * (searched once), and whether the chain paid for each division shape. */
typedef struct {
	uint64_t d;
	int ok;
	DivChain dc;
} DivScheme;

typedef struct {
	uint64_t d;
	uint32_t s, w;
	int want_q, want_r, pays;
} DivShape;

/* A signed divider's form chosen (sdiv_form) per op, width and whether
 * a remainder of the same operands shares its array. */
typedef struct {
	int op, shared;
	uint32_t w, form;
} SdivShape;

typedef struct {
	DivScheme *scheme;
	uint32_t nscheme;
	DivShape *shape;
	uint32_t nshape;
	SdivShape *sform;
	uint32_t nsform;
} DivCache;

/* Shifter shapes seen (BlastParams.shift_script): the order chosen. */
typedef struct {
	int op;
	uint32_t w, nk, nhi, order;
	uint32_t cmask, cval;  /* stage amount bits that are constants */
} ShiftShape;

struct ShiftCache {
	ShiftShape *shape;
	uint32_t nshape;
};
typedef struct ShiftCache ShiftCache;

typedef struct {
	const Design *d;    /* the netlist */
	Aig *g;             /* the graph being built */
	const BlastParams *p; /* architecture choices */
	Layout *lay;        /* per net 0..top */
	NetWalk *walk;      /* the hierarchy walk; slots are Lit per bit */
	DivCache *divs;     /* divisions by constants */
	ShiftCache *shifts; /* shifter stage orders */
} Blast;

/* A column of equal-weight bits (multipliers, comb.lut's index). */
typedef struct {
	Lit *v;             /* bits, oldest first */
	uint32_t n, cap;
} Col;

void blast_params_default(BlastParams *p)
{
	p->prefix_min = UINT32_MAX;
	p->mul_tree = 1;
	p->mul_booth = 6;
	p->div_chain_k = 0;
	p->div_chain_depth = 0;
	p->shift_script = NULL;
	p->shift_cache = NULL;
	p->sdiv_form = -1;
	p->div_abs = 0;
	p->add_chain = 0;
	p->carry_jumps = 0;
	p->brent_kung = 0;
	p->sum_k = 0;
}

/* ------------------------------------------------------------ gates */

static Lit gate(Aig *g, int op, Lit a, Lit b)
{
	switch (op) {
	case OP_AND: return aig_and(g, a, b);
	case OP_OR: return aig_or(g, a, b);
	case OP_XOR: return aig_xor(g, a, b);
	}
	die("gate: op %s", op_name(op));
}

/* Reduce v[0..n) with op as a balanced tree (v is overwritten); the
 * identity for n == 0. */
static Lit tree(Aig *g, int op, Lit *v, uint32_t n)
{
	uint32_t i;

	if (n == 0)
		return op == OP_AND ? LIT_TRUE : LIT_FALSE;
	while (n > 1) {
		for (i = 0; i + 1 < n; i += 2)
			v[i / 2] = gate(g, op, v[i], v[i + 1]);
		if (n & 1)
			v[n / 2] = v[n - 1];
		n = (n + 1) / 2;
	}
	return v[0];
}

/* tree() over a copy of a[0..n), complemented when c. */
static Lit tree_of(Aig *g, int op, const Lit *a, uint32_t n, int c)
{
	Lit *v = xmalloc(((size_t)n + 1) * sizeof *v), r;
	uint32_t i;

	for (i = 0; i < n; i++)
		v[i] = lit_notif(a[i], c);
	r = tree(g, op, v, n);
	free(v);
	return r;
}

/* Majority with the folds aig_maj leaves to structure: a repeated input
 * wins, a complementary pair leaves the third, a constant gives AND/OR. */
static Lit maj(Aig *g, Lit a, Lit b, Lit c)
{
	if (a == b || a == c)
		return a;
	if (b == c)
		return b;
	if (a == lit_not(b))
		return c;
	if (a == lit_not(c))
		return b;
	if (b == lit_not(c))
		return a;
	if (a <= LIT_TRUE || b <= LIT_TRUE || c <= LIT_TRUE) {
		Lit k = a <= LIT_TRUE ? a : b <= LIT_TRUE ? b : c;
		Lit x = a <= LIT_TRUE ? b : a, y = c <= LIT_TRUE ? b : c;
		return k == LIT_TRUE ? aig_or(g, x, y) : aig_and(g, x, y);
	}
	return aig_maj(g, a, b, c);
}

static Lit *lits(uint32_t n)
{
	return xmalloc(((size_t)n + 1) * sizeof(Lit));
}

/* ------------------------------------------------------------ adders */

static int prefix(const Blast *B, uint32_t w)
{
	return w >= B->p->prefix_min && w > 2;
}

/* (G, P) of bits lo..lo+2 (propagate a | b, enough for a carry). */
static void block_gp(Aig *g, const Lit *a, const Lit *b, uint32_t lo,
	Lit *G, Lit *P)
{
	uint32_t i;

	*G = aig_and(g, a[lo], b[lo]);
	*P = aig_or(g, a[lo], b[lo]);
	for (i = lo + 1; i < lo + 3; i++) {
		*G = aig_or(g, aig_and(g, a[i], b[i]),
			aig_and(g, aig_or(g, a[i], b[i]), *G));
		*P = aig_and(g, aig_or(g, a[i], b[i]), *P);
	}
}

/* r = a + b + c over w bits (r may alias a or b); returns the carry out.
 * With jumps (BlastParams.carry_jumps), the carry into bit i + 6 for
 * every i = 3 mod 6 comes from the carry into bit i through the two
 * 3-bit blocks above it: one 5-input LUT covers six bits, where ripple
 * LUTs cover two.  The carry into bit 3 is a 6-input function of the
 * bits below, so that is where the first jump starts. */
static Lit add_ripple(Aig *g, Lit *r, const Lit *a, const Lit *b,
	uint32_t w, Lit c, int jumps)
{
	Lit jump = LIT_FALSE, g0, p0, g1, p1;
	uint32_t i, at = 0;

	for (i = 0; i < w; i++) {
		Lit x = a[i], y = b[i];
		if (jumps && i % 6 == 3 && i + 6 <= w) {
			block_gp(g, a, b, i, &g0, &p0);
			block_gp(g, a, b, i + 3, &g1, &p1);
			jump = aig_or(g, g1, aig_and(g, p1, aig_or(g, g0,
				aig_and(g, p0, c))));
			at = i + 6;
		}
		r[i] = aig_xor(g, aig_xor(g, x, y), c);
		c = maj(g, x, y, c);
		if (at && i + 1 == at) {
			c = jump;
			at = 0;
		}
	}
	return c;
}

/* The group ending at bit j takes in the one ending at bit k below it:
 * (G_j | P_j & G_k, P_j & P_k). */
static void gp_merge(Aig *g, Lit *G, Lit *P, uint32_t j, uint32_t k)
{
	G[j] = aig_or(g, G[j], aig_and(g, P[j], G[k]));
	P[j] = aig_and(g, P[j], P[k]);
}

/* Sklansky: at level s, every bit i with bit s set merges the group
 * ending at the top of the lower half-block, j = (i & ~(s - 1)) - 1.
 * Propagate is a | b (enough for carries, and shares the XOR's AND). */
static Lit add_prefix(Aig *g, Lit *r, const Lit *a, const Lit *b,
	uint32_t w, Lit c)
{
	Lit *G = lits(w), *P = lits(w), *X = lits(w), cout;
	uint32_t i, s;

	for (i = 0; i < w; i++) {
		X[i] = aig_xor(g, a[i], b[i]);
		G[i] = aig_and(g, a[i], b[i]);
		P[i] = aig_or(g, a[i], b[i]);
	}
	G[0] = maj(g, a[0], b[0], c);
	P[0] = LIT_FALSE;
	for (s = 1; s < w; s <<= 1)
		for (i = 0; i < w; i++)
			if (i & s)
				gp_merge(g, G, P, i, (i & ~(s - 1)) - 1);
	r[0] = aig_xor(g, X[0], c);
	for (i = 1; i < w; i++)
		r[i] = aig_xor(g, X[i], G[i - 1]);
	cout = G[w - 1];
	free(G);
	free(P);
	free(X);
	return cout;
}

/* Brent-Kung (R. P. Brent and H. T. Kung, "A Regular Layout for Parallel
 * Adders", 1982): an up-sweep merges groups of 2, 4, 8, ... bits ending
 * at bits 2^i m - 1, a down-sweep fills in the carries between them;
 * 2w - 2 - log2 w merges, 2 log2 w - 1 levels.  Propagate is a ^ b, the
 * sum's own XOR (Yosys's $lcu map builds this adder the same way): its
 * group signals are good K-LUT cuts, where a ripple chain's carries are
 * the only ones (BlastParams.brent_kung). */
static Lit add_bk(Aig *g, Lit *r, const Lit *a, const Lit *b, uint32_t w,
	Lit c)
{
	Lit *G = lits(w), *P = lits(w), cout;
	uint32_t i, j, lg = 0;

	for (i = 0; i < w; i++) {
		P[i] = aig_xor(g, a[i], b[i]);
		G[i] = aig_and(g, a[i], b[i]);
	}
	r[0] = aig_xor(g, P[0], c);
	G[0] = aig_or(g, G[0], aig_and(g, P[0], c));
	while ((1u << lg) < w)
		lg++;
	for (i = 1; i <= lg; i++)         /* groups ending at 2^i m - 1 */
		for (j = (1u << i) - 1; j < w; j += 1u << i)
			gp_merge(g, G, P, j, j - (1u << (i - 1)));
	for (i = lg; i > 0; i--)          /* the carries between them */
		for (j = (1u << i) + (1u << (i - 1)) - 1; j < w; j += 1u << i)
			gp_merge(g, G, P, j, j - (1u << (i - 1)));
	for (i = 1; i < w; i++)
		r[i] = aig_xor(g, aig_xor(g, a[i], b[i]), G[i - 1]);
	cout = G[w - 1];
	free(G);
	free(P);
	return cout;
}

static Lit add_bits(const Blast *B, Lit *r, const Lit *a, const Lit *b,
	uint32_t w, Lit c)
{
	if (w == 0)
		return c;
	if (prefix(B, w))
		return add_prefix(B->g, r, a, b, w, c);
	if (B->p->brent_kung && w > 2)
		return add_bk(B->g, r, a, b, w, c);
	return add_ripple(B->g, r, a, b, w, c, B->p->carry_jumps);
}

/* Balanced tree of (generate, propagate) pairs, G[i], P[i] for bits
 * 0..n, lowest first: a higher group h over a lower l gives
 * (G_h | P_h & G_l, P_h & P_l).  In place; the whole in G[0], P[0]. */
static void gp_tree(Aig *g, Lit *G, Lit *P, uint32_t n)
{
	uint32_t i;

	for (; n > 1; n = (n + 1) / 2) {
		for (i = 0; i + 1 < n; i += 2) {
			G[i / 2] = aig_or(g, G[i + 1],
				aig_and(g, P[i + 1], G[i]));
			P[i / 2] = aig_and(g, P[i + 1], P[i]);
		}
		if (n & 1)
			G[n / 2] = G[n - 1], P[n / 2] = P[n - 1];
	}
}

/* Carry out of a + (b ^ nb) + c without the sum bits: a majority chain,
 * or a balanced generate/propagate tree in prefix mode. */
static Lit carry_out(const Blast *B, const Lit *a, const Lit *b, int nb,
	uint32_t w, Lit c)
{
	Aig *g = B->g;
	Lit *G, *P, r;
	uint32_t i;

	if (!prefix(B, w)) {
		for (i = 0; i < w; i++)
			c = maj(g, a[i], lit_notif(b[i], nb), c);
		return c;
	}
	G = lits(w), P = lits(w);
	for (i = 0; i < w; i++) {
		Lit y = lit_notif(b[i], nb);
		G[i] = i ? aig_and(g, a[i], y) : maj(g, a[i], y, c);
		P[i] = i ? aig_or(g, a[i], y) : LIT_FALSE;
	}
	gp_tree(g, G, P, w);
	r = G[0];
	free(G);
	free(P);
	return r;
}

/* r = (a ^ s) + s: a negated when s (r may alias a). */
static void cond_neg(const Blast *B, Lit *r, const Lit *a, uint32_t w,
	Lit s)
{
	Lit *x = lits(w), *z = lits(w);
	uint32_t i;

	for (i = 0; i < w; i++) {
		x[i] = aig_xor(B->g, a[i], s);
		z[i] = LIT_FALSE;
	}
	add_bits(B, r, x, z, w, s);
	free(x);
	free(z);
}

/* r = a + c for a one-bit c. */
static void add_bit(const Blast *B, Lit *r, const Lit *a, uint32_t w, Lit c)
{
	Lit *z = lits(w);
	uint32_t i;

	for (i = 0; i < w; i++)
		z[i] = LIT_FALSE;
	add_bits(B, r, a, z, w, c);
	free(z);
}

/* ------------------------------------------------------------ compare */

/* a < b (unsigned) in *lt and a == b in *eq, as one balanced tree of
 * (less, equal) pairs: bit i is (~a & b, a xnor b); a higher group h over
 * a lower l gives (lt_h | eq_h & lt_l, eq_h & eq_l) (gp_tree).  Every
 * predicate over the same operands reads the same tree (<= is lt | eq),
 * so several compares of a and b cost one tree. */
static void cmp_tree(Aig *g, const Lit *a, const Lit *b, uint32_t w,
	Lit *lt, Lit *eq)
{
	Lit *L = lits(w), *E = lits(w);
	uint32_t i;

	for (i = 0; i < w; i++) {
		L[i] = aig_and(g, lit_not(a[i]), b[i]);
		E[i] = lit_not(aig_xor(g, a[i], b[i]));
	}
	gp_tree(g, L, E, w);
	*lt = w ? L[0] : LIT_FALSE;
	*eq = w ? E[0] : LIT_TRUE;
	free(L);
	free(E);
}

static Lit icmp(const Blast *B, uint32_t pred, const Lit *a0, const Lit *b0,
	uint32_t w, int swap, int shared)
{
	Aig *g = B->g;
	Lit *a = lits(w), *b = lits(w), r, lt, eq;
	uint32_t i;
	int sgn = pred == PRED_SLT || pred == PRED_SLE || pred == PRED_SGT ||
		pred == PRED_SGE;

	memcpy(a, a0, w * sizeof *a);
	memcpy(b, b0, w * sizeof *b);
	if (sgn) {
		a[w - 1] = lit_not(a[w - 1]);
		b[w - 1] = lit_not(b[w - 1]);
	}
	if (shared) {
		/* one tree per operand pair, built in one order (swap: the
		 * tree's a is this compare's b) */
		cmp_tree(g, swap ? b : a, swap ? a : b, w, &lt, &eq);
		switch (pred) {
		case PRED_EQ: r = eq; break;
		case PRED_NE: r = lit_not(eq); break;
		case PRED_ULT: case PRED_SLT: /* a < b */
		case PRED_UGE: case PRED_SGE:
			r = swap ? lit_not(aig_or(g, lt, eq)) : lt;
			r = lit_notif(r, pred == PRED_UGE || pred == PRED_SGE);
			break;
		default: /* a <= b, a > b */
			r = swap ? lit_not(lt) : aig_or(g, lt, eq);
			r = lit_notif(r, pred == PRED_UGT || pred == PRED_SGT);
			break;
		}
		free(a);
		free(b);
		return r;
	}
	switch (pred) {
	case PRED_EQ:
	case PRED_NE:
		for (i = 0; i < w; i++)
			a[i] = aig_xor(g, a[i], b[i]);
		r = lit_notif(tree(g, OP_OR, a, w), pred == PRED_EQ);
		break;
	case PRED_ULT: case PRED_SLT: /* ~(a >= b) */
		r = lit_not(carry_out(B, a, b, 1, w, LIT_TRUE));
		break;
	case PRED_UGE: case PRED_SGE:
		r = carry_out(B, a, b, 1, w, LIT_TRUE);
		break;
	case PRED_ULE: case PRED_SLE: /* b >= a */
		r = carry_out(B, b, a, 1, w, LIT_TRUE);
		break;
	case PRED_UGT: case PRED_SGT:
		r = lit_not(carry_out(B, b, a, 1, w, LIT_TRUE));
		break;
	default:
		die("icmp: predicate %u", pred);
	}
	free(a);
	free(b);
	return r;
}

/* ------------------------------------------------------------ columns */

static void col_push(Col *c, Lit l)
{
	if (l == LIT_FALSE)
		return;
	grow((void **)&c->v, &c->cap, (uint64_t)c->n + 1, sizeof *c->v,
		BIT_LIMIT, "partial products");
	c->v[c->n++] = l;
}

/* 6:3 counters: while some column is higher than 5, every column with
 * at least 6 bits (or more than 5 with what earlier columns sent it, and
 * at least 4) gives up to 6 of them to a counter whose three outputs (the
 * count's bits, each a function of the 6 inputs: one LUT-6) go to
 * columns k, k+1 and k+2.  Built from full adders, so the mapper is free
 * to cover them otherwise.  Used for sums of many operands (add_tree),
 * not multiplier rows: measured at K = 6, a 32-bit popcount written as a
 * 32-operand add 51 -> 45 LUTs (depth 8 -> 6), but a 64-bit multiply
 * 2656 -> 2842. */
static void counters(Aig *g, Col *cols, Col *next, uint32_t w)
{
	uint32_t k, hmax;

	for (;;) {
		hmax = 0;
		for (k = 0; k < w; k++)
			if (cols[k].n > hmax)
				hmax = cols[k].n;
		if (hmax <= 5)
			return;
		for (k = 0; k < w; k++) {
			Col *c = &cols[k];
			uint32_t i = 0, m, j;
			while (c->n - i >= 6 ||
			    (c->n - i + next[k].n > 5 && c->n - i >= 4)) {
				Lit v[6], s1, c1, s2, c2, h;
				m = c->n - i >= 6 ? 6 : c->n - i;
				for (j = 0; j < 6; j++)
					v[j] = j < m ? c->v[i + j] : LIT_FALSE;
				s1 = aig_xor(g, aig_xor(g, v[0], v[1]), v[2]);
				c1 = maj(g, v[0], v[1], v[2]);
				s2 = aig_xor(g, aig_xor(g, v[3], v[4]), v[5]);
				c2 = maj(g, v[3], v[4], v[5]);
				h = aig_and(g, s1, s2);
				col_push(&next[k], aig_xor(g, s1, s2));
				if (k + 1 < w)
					col_push(&next[k + 1],
						aig_xor(g, aig_xor(g, c1, c2), h));
				if (k + 2 < w)
					col_push(&next[k + 2], maj(g, c1, c2, h));
				i += m;
			}
			for (; i < c->n; i++)
				col_push(&next[k], c->v[i]);
			c->n = 0;
		}
		for (k = 0; k < w; k++) {
			Col t = cols[k];
			cols[k] = next[k];
			next[k] = t;
		}
	}
}

/* r[0..w) = sum of cols[k] * 2^k mod 2^w.  Dadda: while a column is
 * higher than 2, reduce every column to the largest Dadda height
 * (2, 3, 4, 6, 9, 13, ...) below the current maximum with full adders
 * (3 bits -> sum here, carry in k + 1) and, for an excess of one, half
 * adders, oldest bits first; then one two-row add.  Carries out of
 * column w - 1 are dropped (so its adders are bare XORs).  kind:
 * SUM_ROWS (multiplier rows) or SUM_MANY (sums of many operands,
 * popcounts: 6:3 counters first bring the columns down to 5).
 *
 * SUM_MANY for LUT-3s and LUT-4s (BlastParams.sum_k) is a Wallace tree
 * instead: every round takes every column's bits three at a time into
 * full adders (two LUT-3s each, its sum and carry) and no half adders,
 * until no column is higher than 2.  A half adder removes no bit, so it
 * costs two LUT-3s for nothing but a shape: a 32-bit popcount 73 -> 60
 * LUT-3s at the same 9 levels (a count of n bits needs about n full
 * adders, 62 by hand; Yosys+ABC 66), 63 -> 54 LUT-4s at 7.  At K = 5
 * and 6 the counters map to fewer (popcount32 31 -> 40 LUT-6s with
 * Wallace).  Multiplier rows keep Dadda: at K = 3 Wallace saved a few
 * LUTs (mul16 279 -> 274, the 64-bit multiply 4211 -> 4179) but doubled
 * the 64-bit multiply's time (1.0 -> 1.9 s: fraig and the choices'
 * mapping), at K = 4 it cost a level (mul16 226 at 11 -> 222 at 12),
 * and a multiplication by a constant grew (312 -> 330 LUT-3s).  Frees
 * cols. */
enum { SUM_ROWS, SUM_MANY };

static void sum_columns(const Blast *B, Col *cols, uint32_t w, Lit *r,
	int kind)
{
	Aig *g = B->g;
	Col *next = xcalloc((size_t)w + 1, sizeof *next);
	uint32_t k, hmax, d, dn, sk = B->p->sum_k ? B->p->sum_k : 6;
	int wallace = kind == SUM_MANY && sk <= 4;
	Lit *x, *y;

	if (kind == SUM_MANY && !wallace)
		counters(g, cols, next, w);
	for (;;) {
		hmax = 0;
		for (k = 0; k < w; k++)
			if (cols[k].n > hmax)
				hmax = cols[k].n;
		if (hmax <= 2)
			break;
		for (d = 2; (dn = d + d / 2) < hmax; d = dn)
			;
		if (wallace)
			d = 2;
		for (k = 0; k < w; k++) {
			Col *c = &cols[k];
			uint32_t i = 0;
			/* next[k] already holds the carries from column k-1 */
			while (c->n - i + next[k].n > d &&
			    c->n - i >= (wallace ? 3u : 2u)) {
				int top = k + 1 == w;
				if (c->n - i + next[k].n - d >= 2 && c->n - i >= 3) {
					Lit a = c->v[i], b = c->v[i + 1];
					Lit e = c->v[i + 2];
					col_push(&next[k], aig_xor(g,
						aig_xor(g, a, b), e));
					if (!top)
						col_push(&next[k + 1],
							maj(g, a, b, e));
					i += 3;
				} else {
					Lit a = c->v[i], b = c->v[i + 1];
					col_push(&next[k], aig_xor(g, a, b));
					if (!top)
						col_push(&next[k + 1],
							aig_and(g, a, b));
					i += 2;
				}
			}
			for (; i < c->n; i++)
				col_push(&next[k], c->v[i]);
			c->n = 0;
		}
		for (k = 0; k < w; k++) {
			Col t = cols[k];
			cols[k] = next[k];
			next[k] = t;
		}
	}
	x = lits(w), y = lits(w);
	for (k = 0; k < w; k++) {
		x[k] = cols[k].n > 0 ? cols[k].v[0] : LIT_FALSE;
		y[k] = cols[k].n > 1 ? cols[k].v[1] : LIT_FALSE;
	}
	add_bits(B, r, x, y, w, LIT_FALSE);
	for (k = 0; k < w; k++) {
		free(cols[k].v);
		free(next[k].v);
	}
	free(cols);
	free(next);
	free(x);
	free(y);
}

void aig_popcount(Aig *g, const Lit *x, uint32_t n, Lit *out, uint32_t w,
	uint32_t k)
{
	BlastParams bp;
	Blast B;
	Col *cols = xcalloc((size_t)w + 1, sizeof *cols);
	uint32_t i;

	blast_params_default(&bp);
	bp.sum_k = k;
	memset(&B, 0, sizeof B);
	B.g = g;
	B.p = &bp;
	for (i = 0; i < n; i++)
		col_push(&cols[0], x[i]);
	sum_columns(&B, cols, w, out, SUM_MANY);
}

/* ------------------------------------------------------------ multiply */

/* The array multiplier of proofs against Verilog (BlastParams.mul_tree
 * = 0; rtl-templates/lec_mul.v has Yosys build `*` the same way).  Row k
 * adds, from column 2k up, the bit a[k] & b[k] and above it the sum of
 * a[k] & b[m] and b[k] & a[m] at column k + m (m > k), each row by a
 * ripple adder; rows with 2k >= w are empty.  Every row and every
 * running sum is a symmetric function of a and b, so a * b and b * a
 * (as an optimizer may commute them) share all their internal points:
 * a proof merges the two row by row, where two multiplier structures of
 * 16 bits or more are beyond SAT. */
static void mul_array(const Blast *B, Lit *r, const Lit *a, const Lit *b,
	uint32_t w)
{
	Aig *g = B->g;
	Lit *x = lits(w), *y = lits(w), *v = lits(w);
	uint32_t i, k, n;

	for (i = 0; i < w; i++)
		r[i] = LIT_FALSE;
	for (k = 0; 2 * k < w; k++) {
		n = w - 2 * k;  /* columns 2k .. w-1 */
		v[0] = aig_and(g, a[k], b[k]);
		for (i = 1; i < n; i++) {
			x[i - 1] = aig_and(g, a[k], b[k + i]);
			y[i - 1] = aig_and(g, b[k], a[k + i]);
		}
		if (n > 1)
			add_ripple(g, v + 1, x, y, n - 1, LIT_FALSE, 0);
		add_ripple(g, r + 2 * k, r + 2 * k, v, n, LIT_FALSE, 0);
	}
	free(x);
	free(y);
	free(v);
}

/* The bits of v, if every one is a constant (1), else 0. */
static int const_bits(const Lit *v, uint32_t w, uint64_t *val)
{
	uint32_t i;

	*val = 0;
	for (i = 0; i < w; i++) {
		if (v[i] > LIT_TRUE)
			return 0;
		if (v[i] == LIT_TRUE && i < 64)
			*val |= 1ull << i;
	}
	return 1;
}

/* Push the row s * (a << k) into the columns (s = +1 or -1), a's bits
 * truncated at column w.  -(a << k) = (~a << k) + 2^k mod 2^w: the +2^k
 * goes into *cst, the constant every negative row adds. */
static void push_row(Aig *g, Col *cols, const Lit *a, uint32_t w,
	uint32_t k, int neg, uint64_t *cst)
{
	uint32_t i;

	(void)g;
	for (i = 0; i + k < w; i++)
		col_push(&cols[i + k], lit_notif(a[i], neg));
	if (neg)
		*cst += k < 64 ? 1ull << k : 0;
}

/* Multiply by a constant c (w <= 64): a run of L >= 3 ones at bits
 * k..k+L-1 is 2^(k+L) - 2^k, a negative row and a carry into bit k+L
 * (255 = 256 - 1: two rows instead of eight); shorter runs stay positive
 * rows (a negative row costs its complement's constant). */
static void mul_const(const Blast *B, Col *cols, const Lit *a, uint32_t w,
	uint64_t c, uint64_t *cst)
{
	uint32_t k = 0, L;

	while (k < w && c) {
		if (!(c & 1)) {
			c >>= 1, k++;
			continue;
		}
		for (L = 0; L < 64 && (c >> L & 1); L++)
			;
		if (L >= 3 && k + 1 < w) {
			push_row(B->g, cols, a, w, k, 1, cst);
			c = L < 64 ? (c >> L) + 1 : 1;
			k += L;
		} else {
			push_row(B->g, cols, a, w, k, 0, cst);
			c >>= 1, k++;
		}
	}
}

/* Radix-4 Booth partial products of a * b: row i takes digit
 * d = b[2i-1] + b[2i] - 2 b[2i+1] in {-2..2} (b's bits past w-1 read 0;
 * mod 2^w the product is the same) and adds d * a << 2i: magnitude bits
 * m_j = one & a_j | two & a_(j-1), complemented when neg, and neg added
 * at column 2i.  Half the rows of the AND array, each bit a 5-input
 * function (one LUT-6; two LUT-3s, against an AND and a full adder's
 * share per AND-array bit). */
static void mul_booth(const Blast *B, Col *cols, const Lit *a, const Lit *b,
	uint32_t w)
{
	Aig *g = B->g;
	uint32_t i, j;

	for (i = 0; 2 * i < w; i++) {
		Lit lo = i ? b[2 * i - 1] : LIT_FALSE, mid = b[2 * i];
		Lit hi = 2 * i + 1 < w ? b[2 * i + 1] : LIT_FALSE;
		Lit one = aig_xor(g, mid, lo);
		Lit two = aig_and(g, aig_xor(g, hi, mid), lit_not(one));
		Lit neg = hi, nz = aig_or(g, one, two);
		for (j = 0; 2 * i + j < w; j++) {
			Lit m = aig_and(g, nz, aig_mux(g, one, a[j],
				j ? a[j - 1] : LIT_FALSE));
			col_push(&cols[2 * i + j], aig_xor(g, m, neg));
		}
		col_push(&cols[2 * i], neg);
	}
}

static void mul_tree(const Blast *B, Lit *r, const Lit *a, const Lit *b,
	uint32_t w)
{
	Col *cols = xcalloc((size_t)w + 1, sizeof *cols);
	uint64_t c, cst = 0;
	uint32_t i, j;

	if (w <= 64 && (const_bits(b, w, &c) || const_bits(a, w, &c))) {
		/* c is the constant operand's value; the other one is x */
		const Lit *x = const_bits(b, w, &cst) ? a : b;
		cst = 0;
		mul_const(B, cols, x, w, c, &cst);
		for (i = 0; i < w; i++)
			if (cst >> i & 1)
				col_push(&cols[i], LIT_TRUE);
	} else if (B->p->mul_booth && w >= B->p->mul_booth) {
		/* recode the operand whose bits compare greater, so a * b and
		 * b * a build the same graph (as the AND array does by itself):
		 * equivalence checks then see one structure, not the miter of
		 * two multipliers that SAT cannot decide */
		for (i = 0; i < w && a[i] == b[i]; i++)
			;
		if (i < w && a[i] > b[i])
			mul_booth(B, cols, b, a, w);
		else
			mul_booth(B, cols, a, b, w);
	} else {
		for (j = 0; j < w; j++)
			for (i = 0; i + j < w; i++)
				col_push(&cols[i + j], aig_and(B->g, a[i], b[j]));
	}
	sum_columns(B, cols, w, r, SUM_ROWS);
}

/* ------------------------------------------------------------ divide */

/* A signed divisor |b| as udivmod may read it besides its bits: bp = b ^
 * sb (|b| - sb, below 2^(w-1)) plus inc = sb; nh: "|b| < 2^n" read off
 * bp and inc; rows: the first rows subtract bp + inc. */
typedef struct {
	const Lit *bp;
	Lit inc;
	int nh;
	uint32_t rows;
} SDivisor;

static void udivmod(const Blast *B, const Lit *a, const Lit *b,
	const SDivisor *sd, uint32_t w, Lit *q, Lit *m);

/* The chain scheme for odd d at B's K, or NULL (searched once). */
static const DivChain *chain_for(const Blast *B, uint64_t d)
{
	DivCache *c = B->divs;
	uint32_t i;

	for (i = 0; i < c->nscheme; i++)
		if (c->scheme[i].d == d)
			return c->scheme[i].ok ? &c->scheme[i].dc : NULL;
	c->scheme = xrealloc(c->scheme, (c->nscheme + 1) * sizeof *c->scheme);
	c->scheme[i].d = d;
	c->scheme[i].ok = div_chain_find(d, B->p->div_chain_k,
		&c->scheme[i].dc);
	c->nscheme++;
	return c->scheme[i].ok ? &c->scheme[i].dc : NULL;
}

/* Does the chain for w-bit a / (d << s) (d odd) map alone, for area, to
 * fewer K-LUTs than the array?  (It does for d = 5, 9, 15: 1.5 to 2.5
 * LUTs per quotient bit against about 2 to 3; not for 7, 11, 13.)  Both
 * are built in scratch graphs with the outputs asked for (quotient,
 * remainder); the answer is kept per shape. */
static int chain_pays(const Blast *B, const DivChain *dc, const Lit *b,
	uint32_t w, uint32_t s, int want_q, int want_r)
{
	DivCache *c = B->divs;
	Aig ga, gb;
	BlastParams p2 = *B->p;
	Blast B2 = *B;
	Lit *a, *q, *r;
	uint32_t j, la = 0, lb = 0, depth;
	DivShape *sh;

	for (j = 0; j < c->nshape; j++) {
		sh = &c->shape[j];
		if (sh->d == dc->d && sh->s == s && sh->w == w &&
		    sh->want_q == want_q && sh->want_r == want_r)
			return sh->pays;
	}
	a = lits(w), q = lits(w), r = lits(w);
	aig_init(&ga);
	aig_init(&gb);
	for (j = 0; j < w; j++)
		a[j] = aig_pi(&ga, NULL);
	div_chain_build(&ga, dc, a + s, w - s, q, r);
	for (j = 0; j < w - s; j++) {
		if (want_q)
			aig_po(&ga, q[j], NULL);
		if (want_r && j < dc->nb)
			aig_po(&ga, r[j], NULL);
	}
	for (j = 0; j < w; j++)
		a[j] = aig_pi(&gb, NULL);
	p2.div_chain_k = 0;
	B2.p = &p2;
	B2.g = &gb;
	udivmod(&B2, a, b, NULL, w, want_q ? q : NULL, want_r ? r : NULL);
	for (j = 0; j < w; j++) {
		if (want_q)
			aig_po(&gb, q[j], NULL);
		if (want_r)
			aig_po(&gb, r[j], NULL);
	}
	aig_cleanup(&ga);
	aig_cleanup(&gb);
	lut_map_cost(&ga, dc->k, 1, &la, &depth);
	lut_map_cost(&gb, dc->k, 1, &lb, &depth);
	aig_free(&ga);
	aig_free(&gb);
	free(a);
	free(q);
	free(r);
	c->shape = xrealloc(c->shape, (c->nshape + 1) * sizeof *c->shape);
	c->shape[c->nshape++] = (DivShape){dc->d, s, w, want_q, want_r,
		la < lb};
	return la < lb;
}

/* Division by a constant d = d' 2^s (nonzero, nr <= 64 significant
 * bits) when B's parameters ask for divchain.c's chain, its depth fits
 * and it pays: the low s bits go to the remainder as they are, the rest
 * is divided by the odd d'.  0: not done. */
static int div_const(const Blast *B, const Lit *a, const Lit *b, uint32_t w,
	uint32_t nr, Lit *q, Lit *m)
{
	const DivChain *dc;
	uint64_t d;
	uint32_t s = 0, n, j;
	Lit *qq, *rr;

	if (!B->p->div_chain_k || nr == 0 || nr > 64 ||
	    !const_bits(b, nr, &d))
		return 0;
	while (!(d >> s & 1))
		s++;
	d >>= s;
	n = w - s;
	if (d == 1 || n < 2 || (uint64_t)2 * n > B->p->div_chain_depth)
		return 0;
	dc = chain_for(B, d);
	if (!dc || !chain_pays(B, dc, b, w, s, q != NULL, m != NULL))
		return 0;
	qq = lits(n);
	rr = lits(dc->nb);
	div_chain_build(B->g, dc, a + s, n, qq, rr);
	for (j = 0; j < w; j++) {
		if (q)
			q[j] = j < n ? qq[j] : LIT_FALSE;
		if (m)
			m[j] = j < s ? a[j] : j - s < dc->nb ? rr[j - s] :
				LIT_FALSE;
	}
	free(qq);
	free(rr);
	return 1;
}

static int signed_divide(int op)
{
	return op == OP_DIVS || op == OP_REMS || op == OP_CEILDIVS ||
		op == OP_FLOORDIVS;
}

/* Restoring array division of magnitudes (see the header): q = a / b and
 * m = a % b (either may be NULL); b = 0 gives q = ones, m = a.  With sd
 * (b is the magnitude of a signed divisor, b = sd->bp + sd->inc), the
 * test "b < 2^n" that gates each row's keep may be read off bp and inc
 * without waiting for the incrementer that made b: b < 2^n iff bp's
 * bits from n up are 0 and not (inc and bp's bits below n all ones);
 * and the first sd->rows rows may subtract bp + inc as X + ~bp + ~inc.
 * Both shorten the path from the divisor to the first rows; the rows'
 * cells then take one more input (sdiv_form).
 * Two structural bounds keep the array small: X (= 2R + next dividend
 * bit) is subtracted over its significant bits only (its high bits are
 * constant 0: R <= X < 2^n afterwards), and when b's bits from nr up are
 * constant 0, R < b < 2^nr (b != 0) so R keeps nr bits; the b = 0 case
 * is then patched at the end (q | bz, bz ? a : R). */
static void udivmod(const Blast *B, const Lit *a, const Lit *b,
	const SDivisor *sd, uint32_t w, Lit *q, Lit *m)
{
	Aig *g = B->g;
	Lit *R = lits(w), *X = lits(w + 1), *D = lits(w), *nb = lits(w);
	Lit *nohi = lits(w + 1), *nbp = lits(w), *nohip = lits(w + 1), bz;
	uint32_t t, j, nr, n, lim, rows = sd ? sd->rows : 0;

	nohi[w] = LIT_TRUE;
	for (j = w; j-- > 0;)
		nohi[j] = aig_and(g, nohi[j + 1], lit_not(b[j]));
	if (sd) { /* nohip[n]: bp + inc < 2^n */
		Lit ones = LIT_TRUE; /* bp's bits below j all ones */
		nohip[w] = LIT_TRUE;
		for (j = w; j-- > 0;) {
			nohip[j] = aig_and(g, nohip[j + 1], lit_not(sd->bp[j]));
			nbp[j] = lit_not(sd->bp[j]);
		}
		for (j = 0; j <= w; j++) {
			nohip[j] = aig_and(g, nohip[j],
				lit_not(aig_and(g, sd->inc, ones)));
			if (j < w)
				ones = aig_and(g, ones, sd->bp[j]);
			if (sd->nh)
				nohi[j] = nohip[j];
		}
	}
	bz = nohi[0];
	for (nr = w; nr > 0 && b[nr - 1] == LIT_FALSE; nr--)
		;
	if (div_const(B, a, b, w, nr, q, m))
		goto done;
	for (j = 0; j < w; j++) {
		R[j] = nr ? LIT_FALSE : a[j]; /* b constant 0: r = a */
		nb[j] = lit_not(b[j]);
	}
	for (t = 0; t < w; t++) {
		uint32_t i = w - 1 - t;
		Lit qi = LIT_TRUE, c;
		if (nr == 0)
			goto next;
		X[0] = a[i];
		for (j = 1; j <= nr; j++)
			X[j] = R[j - 1];
		for (n = nr + 1; n > 0 && X[n - 1] == LIT_FALSE; n--)
			;
		if (n == 0) { /* X = 0: keep R = 0; q = (b == 0) */
			qi = bz;
			goto next;
		}
		/* n <= t + 1 <= w: R had at most t significant bits */
		if (t < rows) {
			c = add_bits(B, D, X, nbp, n, lit_not(sd->inc));
			qi = aig_and(g, c, nohip[n]);
		} else {
			c = add_bits(B, D, X, nb, n, LIT_TRUE);
			qi = aig_and(g, c, nohi[n]);
		}
		lim = n < nr ? n : nr;
		for (j = 0; j < lim; j++)
			R[j] = aig_mux(g, qi, D[j], X[j]);
		for (; j < nr; j++)
			R[j] = LIT_FALSE;
next:
		if (q)
			q[i] = nr && nr < w ? aig_or(g, qi, bz) : qi;
	}
	if (m)
		for (j = 0; j < w; j++)
			m[j] = nr && nr < w ? aig_mux(g, bz, a[j], R[j]) : R[j];
done:
	free(R);
	free(X);
	free(D);
	free(nb);
	free(nohi);
	free(nbp);
	free(nohip);
}

/* Forms of a signed divider (udivmod's SDivisor): nh, and how many
 * first rows subtract bp + inc.  Form 0 is the plain array on |b|. */
static const struct {
	uint8_t nh, rows;
} sdiv_forms[] = {{0, 0}, {1, 0}, {0, 3}, {1, 3}};
#define SDIV_FORMS (sizeof sdiv_forms / sizeof sdiv_forms[0])
#define SDIV_TRY_MAX 32 /* wider: form 0 (time) */

static void divide(const Blast *B, int op, Lit *r, const Lit *a,
	const Lit *b, uint32_t w, int shared);

/* The form of a w-bit signed divide `op`: BlastParams.sdiv_form when
 * set; else, with a script to map for (BlastParams.shift_script) that
 * bounds depth, the form whose divider alone (operands as inputs) maps
 * with the script's K and lut_map's defaults to the fewest levels, then
 * LUTs, kept per shape.  At the minimum depth, only when that is at
 * least two levels below form 0's: the flow's choices take about one
 * level off form 0 and not off the others (divs8 at LUT-6: 19 -> 18
 * levels mapped alone, 20 -> 21 out of the flow); under --lut-depth=N,
 * form 0 when it fits N.  Else (depth free, or no script) form 0, the
 * fewest LUTs as a rule (LUT-6, any depth: divs16 229 against 234-239).
 * Measured (LUT-6, the flow's minimum depth, form 0 -> chosen): divs16
 * 345 LUTs at 67 levels -> 345 at 65, divs12 196 at 41 -> 192 at 39,
 * divsi i24 703 at 141 -> 710 at 138, mods16 328 at 63 -> 339 at 61,
 * mods12 185 at 38 -> 191 at 36, floordivsi i16 372 at 66 -> 366 at 64,
 * ceildivsi i16 374 at 66 -> 366 at 64; divs8, mods8 keep form 0.  At
 * LUT-3 and LUT-4, 2 to 6 levels fewer for 1-6% more LUTs (divs16 at
 * K = 4: 413 at 114 -> 427 at 110).  Time: four mappings of the divider
 * alone per shape (a 32-bit divs: 1099 LUTs at 241 levels -> 1136 at
 * 235, 35 -> 29 s in all). */
static uint32_t sdiv_form(const Blast *B, int op, uint32_t w, int shared)
{
	const LutScriptParams *sp = B->p->shift_script;
	DivCache *c = B->divs;
	uint32_t f, j, best = 0, bl = 0, bd = 0, d0 = 0, bound;

	if (B->p->sdiv_form >= 0)
		return (uint32_t)B->p->sdiv_form;
	if (!sp || sp->map_params.area_only || w < 2 || w > SDIV_TRY_MAX)
		return 0;
	bound = sp->map_params.depth_bound;
	for (j = 0; j < c->nsform; j++)
		if (c->sform[j].op == op && c->sform[j].w == w &&
		    c->sform[j].shared == shared)
			return c->sform[j].form;
	for (f = 0; f < SDIV_FORMS; f++) {
		BlastParams p2 = *B->p;
		Blast B2 = *B;
		Lit *ab = lits(2 * w), *r = lits(w);
		uint32_t luts, depth;
		Aig t;

		aig_init(&t);
		for (j = 0; j < 2 * w; j++)
			ab[j] = aig_pi(&t, NULL);
		p2.sdiv_form = (int)f;
		B2.p = &p2;
		B2.g = &t;
		divide(&B2, op, r, ab, ab + w, w, shared);
		for (j = 0; j < w; j++)
			aig_po(&t, r[j], NULL);
		aig_cleanup(&t);
		lut_map_cost(&t, sp->map_params.k, 0, &luts, &depth);
		aig_free(&t);
		free(ab);
		free(r);
		if (f == 0) {
			d0 = depth;
			if (bound && depth <= bound)
				break;
		}
		if (f == 0 || depth < bd || (depth == bd && luts < bl))
			best = f, bd = depth, bl = luts;
	}
	if (!bound && bd + 1 >= d0)
		best = 0;
	c->sform = xrealloc(c->sform, (c->nsform + 1) * sizeof *c->sform);
	c->sform[c->nsform++] = (SdivShape){op, shared, w, best};
	return best;
}

static void divide(const Blast *B, int op, Lit *r, const Lit *a,
	const Lit *b, uint32_t w, int shared)
{
	Aig *g = B->g;
	int sgn = signed_divide(op);
	int rem = op == OP_REMU || op == OP_REMS;
	Lit sa = sgn ? a[w - 1] : LIT_FALSE, sb = sgn ? b[w - 1] : LIT_FALSE;
	Lit *ua = lits(w), *ub = lits(w), *qu = lits(w), *ru = lits(w);
	Lit *bp = NULL;
	Lit neg, inexact, bz, cin, fix = LIT_FALSE, z = LIT_TRUE;
	SDivisor sd;
	int ones = sgn && (op != OP_DIVS || shared) && !B->p->div_abs;
	/* ones: |a| - sa */
	uint32_t i;

	for (i = 0; i < w; i++) {
		ua[i] = ones ? aig_xor(g, a[i], sa) : a[i];
		ub[i] = b[i];
	}
	if (sgn) {
		if (!ones)
			cond_neg(B, ua, ua, w, sa);
		cond_neg(B, ub, ub, w, sb);
	}
	if (sgn && sb > LIT_TRUE) {
		uint32_t f = sdiv_form(B, op, w, shared);
		if (f) {
			bp = lits(w);
			for (i = 0; i < w; i++)
				bp[i] = aig_xor(g, b[i], sb);
			sd = (SDivisor){bp, sb, sdiv_forms[f].nh,
				sdiv_forms[f].rows};
		}
	}
	udivmod(B, ua, ub, bp ? &sd : NULL, w, rem ? NULL : qu, ru);
	if (ones && sa != LIT_FALSE) {
		/* |a| = q |b| + ru + sa: the remainder ru + 1 wraps to 0 (and
		 * the quotient gains one) iff ru + 1 = |b|, whose bit i is
		 * ru[i] ^ (ru[0..i-1] all ones) */
		fix = LIT_TRUE;
		for (i = 0; i < w; i++) {
			Lit m = aig_xor(g, ru[i], z);
			fix = aig_and(g, fix, lit_not(aig_xor(g, ub[i], m)));
			z = aig_and(g, z, ru[i]);
		}
		fix = aig_and(g, fix, sa);
	}
	if (rem && !ones) {  /* -|r| for a < 0 (div_abs) */
		if (sgn)
			cond_neg(B, r, ru, w, sa);
		else
			memcpy(r, ru, w * sizeof *r);
		goto done;
	}
	if (rem) {
		/* a < 0: -(ru + 1) = ~ru, or 0 when it wrapped */
		for (i = 0; i < w; i++)
			r[i] = aig_and(g, aig_xor(g, ru[i], sa), lit_not(fix));
		goto done;
	}
	if (op == OP_DIVU) {
		memcpy(r, qu, w * sizeof *r);
		goto done;
	}
	neg = aig_xor(g, sa, sb);
	/* the true remainder is ru + sa, or 0 when it wrapped */
	inexact = op == OP_DIVS ? LIT_FALSE : !ones ?
		tree_of(g, OP_OR, ru, w, 0) :
		aig_mux(g, sa, lit_not(fix), tree_of(g, OP_OR, ru, w, 0));
	switch (op) {
	case OP_DIVS: cin = neg; break;
	case OP_CEILDIVU: cin = inexact; break;
	case OP_CEILDIVS: cin = aig_or(g, neg, inexact); break;
	default: cin = aig_and(g, neg, lit_not(inexact)); break;
	}
	/* ((qu + fix) ^ neg) + cin = (qu ^ neg) + (cin ^ fix), one add:
	 * fix and cin are never both set without neg (fix means exact),
	 * and fix with neg implies cin (~(x + 1) + 1 = ~x) */
	for (i = 0; i < w; i++)
		qu[i] = aig_xor(g, qu[i], neg);
	add_bit(B, r, qu, w, aig_xor(g, cin, fix));
	bz = tree_of(g, OP_AND, b, w, 1);
	for (i = 0; i < w; i++)
		r[i] = aig_or(g, r[i], bz);
done:
	free(bp);
	free(ua);
	free(ub);
	free(qu);
	free(ru);
}

/* ------------------------------------------------------------ shifts */

/* Stage j of a shifter with nk stages shifts by 2^k, k = the j-th entry
 * of stage order `order`:
 *   0  lowest first, but with an odd count the last two swapped: the
 *      mapper takes stages in pairs (4:1 muxes) from the bottom, and the
 *      lone last stage costs fewer LUTs as the shift by 2^(nk-2) than by
 *      2^(nk-1) (measured, LUT-6: shl32 96 -> 84, shrs32 91 -> 86,
 *      shl128 512 -> 480, shl8 14 -> 13)
 *   1  lowest first
 *   2  order 0 with the first two swapped
 *   3  order 1 with the first two swapped
 * Which is best depends on the width, the amount's width and K (LUT-6,
 * shifts by a full-width amount: shl24 72 LUTs in order 0, 65 in order
 * 1; shl12 27 and 26 in order 2; shl32 by 5 bits 84 in order 0, 96 in
 * order 1), so with BlastParams.shift_script they are mapped and
 * compared (shift_order). */
#define SHIFT_ORDERS 4

/* Orders SHIFT_SAT and up are orders 0..3 with the high amount bits
 * folded into the stages instead of a fill mux after them: the amount
 * saturates (every stage bit ORed with their OR, a shift by 2^nk - 1 >=
 * w - 1, which is the fill for shrs; for shl and shru of a power-of-two
 * width the one bit that survives it is cleared first).  That costs the
 * OR and nk gates where the fill mux costs one input on every output;
 * the stages come later, so it is deeper (LUT-6, --lut-depth=any, shifts
 * by a full-width amount: shrs16 40 -> 37, shrs64 248 -> 234; shl and
 * shru gain at K = 3 and 4). */
#define SHIFT_SAT (2 * SHIFT_ORDERS)

/* Orders SHIFT_MERGE.. SHIFT_SAT - 1 are orders 0..3 with the fill merged
 * into the last stage: where that stage's source is the fill, one shared
 * select (its amount bit OR the high bits' OR) picks the fill; elsewhere
 * the fill mux follows the stage's.  Same depth, the mapper sees the
 * shared select (K=3, a 16-bit shrs by a full-width amount 81 -> 75
 * LUT-3s at 5 levels, Yosys+ABC 71 at 7). */
#define SHIFT_MERGE SHIFT_ORDERS

/* Orders SHIFT_DEC.. SHIFT_DEC + 3 are orders 0..3 with the last stage
 * and the fill as one-hot selects: its amount bit and no fill, neither
 * (and the fill), each output the OR of their ANDs with the two sources
 * (and the fill's).  Where a source is itself gated by a zero fill, its
 * AND takes that gate in too (K=3, a 16-bit shl by a full-width amount
 * 78 -> 75 LUT-3s at 5 levels, Yosys+ABC 76). */
#define SHIFT_DEC (3 * SHIFT_ORDERS)

static uint32_t stage_of(uint32_t order, uint32_t nk, uint32_t j)
{
	if (order >= 2 && nk >= 2 && j < 2)
		j = 1 - j;
	if (order % 2 == 0 && nk % 2 && nk >= 3 && j >= nk - 2)
		return 2 * nk - 3 - j;
	return j;
}

/* r[0..w) = a shifted by the amount b[0..nk) in stage order `order`
 * (cur, nxt: scratch of w), then the fill where over() says (the
 * amount bits above the stages: built after them, as before orders). */
static void shift_stages(Aig *g, int op, Lit *r, const Lit *a, uint32_t w,
	const Lit *b, uint32_t nk, uint32_t order, const Lit *hi,
	uint32_t nhi, Lit *cur, Lit *nxt)
{
	Lit fill = op == OP_SHRS ? a[w - 1] : LIT_FALSE, *t, over = LIT_FALSE;
	uint32_t i, j, sat = order >= SHIFT_SAT && order < SHIFT_DEC;
	int merge = !sat && order >= SHIFT_MERGE && nhi && nk;
	int dec = order >= SHIFT_DEC && nhi && nk;

	memcpy(cur, a, w * sizeof *cur);
	if (sat) {
		over = tree_of(g, OP_OR, hi, nhi, 0);
		if (op != OP_SHRS && (uint64_t)1 << nk == w) {
			uint32_t last = op == OP_SHL ? 0 : w - 1;
			cur[last] = aig_and(g, cur[last], lit_not(over));
		}
	}
	order %= SHIFT_ORDERS;
	for (j = 0; j < nk; j++) {
		uint32_t k = stage_of(order, nk, j), s = 1u << k;
		Lit bk = sat ? aig_or(g, b[k], over) : b[k], z = LIT_FALSE;
		Lit shi = LIT_FALSE, slo = LIT_FALSE;
		int last = merge && j == nk - 1;
		if (last) {
			over = tree_of(g, OP_OR, hi, nhi, 0);
			z = aig_or(g, bk, over);
			if (dec) {
				shi = aig_and(g, bk, lit_not(over));
				slo = lit_not(z);
			}
		}
		for (i = 0; i < w; i++) {
			Lit src;
			int isfill = op == OP_SHL ? i < s : i + s >= w;
			if (op == OP_SHL)
				src = i >= s ? cur[i - s] : LIT_FALSE;
			else
				src = i + s < w ? cur[i + s] : fill;
			if (last && dec)
				nxt[i] = aig_or(g, aig_or(g,
					aig_and(g, shi, src),
					aig_and(g, slo, cur[i])),
					aig_and(g, over, fill));
			else if (last && isfill)
				nxt[i] = aig_mux(g, z, fill, cur[i]);
			else if (last)
				nxt[i] = aig_mux(g, over, fill,
					aig_mux(g, bk, src, cur[i]));
			else
				nxt[i] = aig_mux(g, bk, src, cur[i]);
		}
		t = cur, cur = nxt, nxt = t;
	}
	if (!sat && !merge)
		over = tree_of(g, OP_OR, hi, nhi, 0);
	for (i = 0; i < w; i++)
		r[i] = sat || merge ? cur[i] : aig_mux(g, over, fill, cur[i]);
}

/* A test shifter of one shape (shift_order) in stage order o: its LUTs
 * and depth out of the flow's script. */
typedef struct {
	const Blast *B;
	int op;
	uint32_t w, nk, nhi, cmask, cval;
	Lit *a, *b, *r, *cur, *nxt; /* scratch */
} ShiftTest;

static void shift_cost(ShiftTest *t, uint32_t o, uint32_t *luts,
	uint32_t *depth)
{
	LutScriptStats st;
	LutNet ln;
	Aig g, opt;
	uint32_t j;

	aig_init(&g);
	for (j = 0; j < t->w; j++)
		t->a[j] = aig_pi(&g, NULL);
	for (j = 0; j < t->nk + t->nhi; j++)
		t->b[j] = j < t->nk && (t->cmask >> j & 1) ? (t->cval >> j & 1 ?
			LIT_TRUE : LIT_FALSE) : aig_pi(&g, NULL);
	shift_stages(&g, t->op, t->r, t->a, t->w, t->b, t->nk, o,
		t->b + t->nk, t->nhi, t->cur, t->nxt);
	for (j = 0; j < t->w; j++)
		aig_po(&g, t->r[j], NULL);
	lut_script(&g, t->B->p->shift_script, &opt, &ln, &st);
	*luts = ln.nlut;
	*depth = ln.depth;
	lutnet_free(&ln);
	aig_free(&opt);
	aig_free(&g);
}

/* The stage order for a w-bit shift `op` by b[0..nk) (the stage bits)
 * and hi[0..nhi) (the amount bits above them): order 0 without
 * BlastParams.shift_script or past 64 bits (time: a 256-bit shifter
 * took 5 s more), else the one whose shifter alone comes out of that
 * script with the fewest LUTs at no more depth than order 0's, or than
 * the bound of --lut-depth=N when that is more (a tie: the lower
 * number; where depth is free, the fewest LUTs, then levels), kept per
 * shape.  The test shifter has the constant amount bits of
 * this one and as many high bits that are not constant 0 (at most 64):
 * with their OR as one input, shl24 maps to 68 LUTs in every order, and
 * a zero-extended 5-bit amount taken as 27 bits chose worse orders.
 *
 * Which orders: the four plain ones; with high amount bits, the merged
 * fills too, for shrs below LUT-5 the saturating ones (at no more
 * depth: K = 4, shrs17 by a full-width amount 76 -> 69 LUTs at 5
 * levels), at LUT-3 the one-hot ones (the 120 shifters of
 * `gen-words.py --shifts` 12864 -> 12712 LUTs; at LUT-4 they saved 40
 * on those but cost alu32 20 of its 1614, at LUT-6 11 for up to twice
 * the time); where depth is free or bounded by N, every order (the
 * saturating ones are deeper as a rule: shrs16 by a full-width amount,
 * LUT-6 within 6 levels, 40 LUTs at 3 -> 37 at 5; LUT-4 within 8, 67
 * at 4 -> 64 at 6). */
static uint32_t shift_order(const Blast *B, int op, uint32_t w,
	const Lit *b0, uint32_t nk, const Lit *hi, uint32_t nhi0)
{
	ShiftCache *c = B->shifts;
	uint32_t j, o, best = 0, bl = 0, bd = 0, nhi = 0, norder, bound;
	uint32_t cmask = 0, cval = 0;
	int area, k;
	ShiftTest t;

	if (!B->p->shift_script || w > 64 || nk < 2)
		return 0;
	for (j = 0; j < nhi0; j++) {
		if (hi[j] == LIT_TRUE)
			return 0;       /* the fill, whatever the order */
		nhi += hi[j] != LIT_FALSE;
	}
	if (nhi > 64)
		nhi = 64;
	for (j = 0; j < nk; j++)
		if (b0[j] == LIT_FALSE || b0[j] == LIT_TRUE) {
			cmask |= 1u << j;
			cval |= (uint32_t)(b0[j] == LIT_TRUE) << j;
		}
	for (j = 0; j < c->nshape; j++) {
		const ShiftShape *sh = &c->shape[j];
		if (sh->op == op && sh->w == w && sh->nk == nk &&
		    sh->nhi == nhi && sh->cmask == cmask && sh->cval == cval)
			return sh->order;
	}
	area = B->p->shift_script->map_params.area_only;
	bound = B->p->shift_script->map_params.depth_bound;
	k = B->p->shift_script->map_params.k;
	norder = !nhi ? SHIFT_ORDERS : area || bound || k <= 4 ?
		4 * SHIFT_ORDERS : SHIFT_SAT;
	t = (ShiftTest){B, op, w, nk, nhi, cmask, cval, lits(w),
		lits(nk + nhi), lits(w), lits(w), lits(w)};
	for (o = 0; o < norder; o++) {
		uint32_t luts, depth;
		if (!area && !bound && (o >= SHIFT_DEC ? k > 3 :
		    o >= SHIFT_SAT && op != OP_SHRS))
			continue;
		shift_cost(&t, o, &luts, &depth);
		if (o == 0 || (area ? luts < bl || (luts == bl &&
		    depth < bd) : luts < bl && depth <= bd))
			best = o, bl = luts, bd = area ? depth : bd;
		if (o == 0 && !area)
			bd = depth > bound ? depth : bound;
		else if (o == 0)
			bd = depth;
	}
	free(t.a);
	free(t.b);
	free(t.r);
	free(t.cur);
	free(t.nxt);
	c->shape = xrealloc(c->shape, (c->nshape + 1) * sizeof *c->shape);
	c->shape[c->nshape++] = (ShiftShape){op, w, nk, nhi, best, cmask,
		cval};
	return best;
}

static void shift(const Blast *B, int op, Lit *r, const Lit *a, uint32_t w,
	const Lit *b, uint32_t bw)
{
	Lit *cur = lits(w), *nxt = lits(w);
	uint32_t nk;

	for (nk = 0; nk < bw && nk < 32 && (1u << nk) < w; nk++)
		;
	shift_stages(B->g, op, r, a, w, b, nk,
		shift_order(B, op, w, b, nk, b + nk, bw - nk), b + nk, bw - nk,
		cur, nxt);
	free(cur);
	free(nxt);
}

/* ------------------------------------------------------------ tables */

/* Mux tree: leaf[x] (0 or 1, x < nleaf; 0 past it) selected by the
 * index idx[0..m) (LSB first), bottom-up over 2^m leaves. */
static Lit lookup(Aig *g, const Lit *idx, uint32_t m, const uint8_t *leaf,
	uint64_t nleaf)
{
	uint64_t n = (uint64_t)1 << m, x;
	Lit *v = xmalloc((size_t)n * sizeof *v), r;
	uint32_t l;

	for (x = 0; x < n; x++)
		v[x] = x < nleaf && leaf[x] ? LIT_TRUE : LIT_FALSE;
	for (l = 0; l < m; l++, n /= 2)
		for (x = 0; x < n / 2; x++)
			v[x] = aig_mux(g, idx[l], v[2 * x + 1], v[2 * x]);
	r = v[0];
	free(v);
	return r;
}

/* Smallest m with 2^m >= n (n >= 1). */
static uint32_t clog2(uint64_t n)
{
	uint32_t m = 0;

	while (((uint64_t)1 << m) < n)
		m++;
	return m;
}

/* comb.truth_table: inputs MSB-first; index bits >= m must be 0. */
static Lit truth_table(const Blast *B, const Lit *const *in, uint32_t n,
	const Word *table, uint32_t nbits)
{
	Aig *g = B->g;
	uint32_t m, i;
	uint8_t *leaf;
	Lit *idx, hi, r;

	if (n >= 64 || nbits == 0)
		return LIT_FALSE;
	m = clog2(nbits);
	if (m > n)
		m = n;
	idx = lits(n);
	for (i = 0; i < n; i++)
		idx[i] = in[n - 1 - i][0]; /* LSB first */
	leaf = xmalloc(((size_t)1 << m) + 1);
	for (i = 0; i < (1u << m); i++)
		leaf[i] = i < nbits && bv_bit(table, i);
	hi = tree_of(g, OP_AND, idx + m, n - m, 1);
	r = aig_and(g, hi, lookup(g, idx, m, leaf, (uint64_t)1 << m));
	free(leaf);
	free(idx);
	return r;
}

/* comb.lut: idx = sum coef[i] * in[i] mod 256, then table[idx]. */
static void lut(const Blast *B, Lit *r, uint32_t rw, const Lit *const *in,
	const uint32_t *inw, uint32_t nin, const Word *pool, uint32_t ncoef,
	uint32_t ntab)
{
	Aig *g = B->g;
	Col *cols = xcalloc(9, sizeof *cols);
	uint32_t n = nin < ncoef ? nin : ncoef, i, s, j, bit, m;
	uint8_t leaf[256];
	Lit idx[8], hi;

	for (i = 0; i < n; i++)
		for (s = 0; s < 8; s++)
			if (pool[i] >> s & 1)
				for (j = 0; j + s < 8 && j < inw[i]; j++)
					col_push(&cols[j + s], in[i][j]);
	sum_columns(B, cols, 8, idx, SUM_ROWS);
	m = ntab ? clog2(ntab) : 0;
	if (m > 8)
		m = 8;
	hi = tree_of(g, OP_AND, idx + m, 8 - m, 1);
	for (bit = 0; bit < rw; bit++) {
		if (bit >= 8 || ntab == 0) {
			r[bit] = LIT_FALSE;
			continue;
		}
		for (i = 0; i < (1u << m); i++)
			leaf[i] = i < ntab && (pool[ncoef + i] >> bit & 1);
		r[bit] = aig_and(g, hi, lookup(g, idx, m, leaf,
			(uint64_t)1 << m));
	}
}

/* ------------------------------------------------------------ layout */

/* Does result bit i of op depend only on operand bits <= i (so that
 * only the demanded low bits need building)? */
static int low_closed(int op)
{
	return op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_AND ||
		op == OP_OR || op == OP_XOR || op == OP_NOT || op == OP_MUX ||
		op == OP_SHL;
}

static void demand(uint32_t *dw, uint32_t node, uint32_t d)
{
	if (d > dw[node])
		dw[node] = d;
}

/* Demanded bits, one backward sweep: outputs and instance operands are
 * demanded whole; low-closed ops pass their demand to their operands
 * (SHL's amount and MUX's select whole); EXTRACT, CONCAT, ZEXT, SEXT and
 * REPLICATE pass the bits they read; every other op demands its operands
 * whole.  A node nobody demands is never built. */
static void demanded(const Net *n, uint32_t *dw)
{
	uint32_t k, i, lo;

	for (i = 0; i < n->nout; i++)
		demand(dw, n->out_node[i], n->out_w[i]);
	for (k = n->nnode; k-- > 0;) {
		const Node *x = &n->nodes[k];
		const uint32_t *xi = net_ins(n, k);
		uint32_t d = dw[k], aw = x->nin ? n->nodes[xi[0]].w : 0;
		if (x->op == OP_INSTANCE) {
			for (i = 0; i < x->nin; i++)
				demand(dw, xi[i], n->nodes[xi[i]].w);
			continue;
		}
		if (x->op == OP_INSTRES) {
			dw[xi[0]] = 1; /* the instance is built whole */
			continue;
		}
		if (d == 0)
			continue;
		switch (x->op) {
		case OP_EXTRACT:
			demand(dw, xi[0], x->aux >= aw ? 0 :
				aw - x->aux < d ? aw : x->aux + d);
			continue;
		case OP_CONCAT:
			for (i = x->nin, lo = 0; i-- > 0;) {
				uint32_t iw = n->nodes[xi[i]].w;
				if (lo < d)
					demand(dw, xi[i], d - lo < iw ? d - lo : iw);
				lo += iw;
			}
			continue;
		case OP_ZEXT: case OP_SEXT: case OP_REPLICATE:
			demand(dw, xi[0], d < aw ? d : aw);
			continue;
		}
		for (i = 0; i < x->nin; i++) {
			uint32_t iw = n->nodes[xi[i]].w;
			int part = low_closed(x->op) && !(x->op == OP_MUX && i == 0) &&
				!(x->op == OP_SHL && i == 1);
			demand(dw, xi[i], part && d < iw ? d : iw);
		}
	}
}

static int cmp_key(const void *x, const void *y)
{
	const uint64_t *a = x, *b = y;
	return a[0] < b[0] ? -1 : a[0] > b[0];
}

/* The operand a carry chain for ICMP node x starts from: a < b and
 * a >= b are the carry of a + ~b + 1, a <= b and a > b that of
 * b + ~a + 1; NONE for eq/ne. */
static uint32_t chain_first(const Node *x, const uint32_t *xi)
{
	switch (x->aux) {
	case PRED_ULT: case PRED_UGE: case PRED_SLT: case PRED_SGE:
		return xi[0];
	case PRED_ULE: case PRED_UGT: case PRED_SLE: case PRED_SGT:
		return xi[1];
	default:
		return NONE;
	}
}

typedef uint64_t PairKey[2]; /* (operand pair, node) */

static int in_family(int fam, const Node *x)
{
	return x->nin == 2 && (fam == OP_ICMP ? x->op == OP_ICMP :
		signed_divide(x->op));
}

/* The live two-operand nodes of family fam (OP_ICMP: compares, their
 * pair unordered; OP_DIVS: signed divisions and remainders, ordered) as
 * keys sorted by pair; *nk of them.  NULL when fewer than two.
 * O(n log n). */
static PairKey *pair_keys(const Net *n, const Layout *L, int fam,
	uint32_t *nk)
{
	PairKey *key;
	uint32_t k, m = 0;

	for (k = 0; k < n->nnode; k++)
		if (L->dw[k] && in_family(fam, &n->nodes[k]))
			m++;
	*nk = m;
	if (m < 2)
		return NULL;
	key = xmalloc((size_t)m * sizeof *key);
	for (k = 0, m = 0; k < n->nnode; k++)
		if (L->dw[k] && in_family(fam, &n->nodes[k])) {
			const uint32_t *xi = net_ins(n, k);
			uint32_t lo = xi[0], hi = xi[1];
			if (fam == OP_ICMP && hi < lo)
				lo = xi[1], hi = xi[0];
			key[m][0] = (uint64_t)lo << 32 | hi;
			key[m++][1] = k;
		}
	qsort(key, m, sizeof *key, cmp_key);
	return key;
}

/* L->cmp2: live ICMP nodes whose (unordered) operand pair is compared in
 * both chain directions (say a < b and a <= b): one tree of (less,
 * equal) pairs then serves every compare of the pair, eq included
 * (cmp32: 50 -> 39 LUT-6s, depth 13 -> 4).  Compares that one chain
 * serves (a < b signed and unsigned: the chains share all but the sign
 * bit) keep the chain, which packs better (alu32: 1107 LUTs with it,
 * 1120 with the tree). */
static void shared_compares(const Net *n, Layout *L)
{
	uint32_t nk, i, j, m;
	PairKey *key = pair_keys(n, L, OP_ICMP, &nk);

	L->cmp2 = xcalloc((size_t)n->nnode + 1, 1);
	for (i = 0; key && i < nk; i = j) {
		uint32_t first = NONE;
		int both = 0;
		for (j = i; j < nk && key[j][0] == key[i][0]; j++) {
			uint32_t x = (uint32_t)key[j][1];
			uint32_t f = chain_first(&n->nodes[x], net_ins(n, x));
			if (f == NONE)
				continue;
			if (first != NONE && f != first)
				both = 1;
			first = f;
		}
		if (both)
			for (m = i; m < j; m++)
				L->cmp2[key[m][1]] = 1;
	}
	free(key);
}

/* L->ones: DIVS nodes that divide the way their operand pair's signed
 * remainder or rounding division does (|a| - sa, see divide()), so
 * that both read one array: a 16-bit divs and mods of the same a and b
 * map to 374 LUT-6s that way, 614 with two arrays (397 when both
 * divided |a|). */
static void shared_divides(const Net *n, Layout *L)
{
	uint32_t nk, i, j, m;
	PairKey *key = pair_keys(n, L, OP_DIVS, &nk);

	L->ones = xcalloc((size_t)n->nnode + 1, 1);
	for (i = 0; key && i < nk; i = j) {
		int other = 0;
		for (j = i; j < nk && key[j][0] == key[i][0]; j++)
			if (n->nodes[key[j][1]].op != OP_DIVS)
				other = 1;
		if (other)
			for (m = i; m < j; m++)
				L->ones[key[m][1]] = 1;
	}
	free(key);
}

/* inner and demanded bits of net ni. */
static void layout(Blast *B, uint32_t ni)
{
	const Net *n = &B->d->nets[ni];
	Layout *L = &B->lay[ni];

	L->inner = xcalloc((size_t)n->nnode + 1, 1);
	net_tree_inner(n, L->inner);
	if (B->p->add_chain)
		for (uint32_t k = 0; k < n->nnode; k++)
			if (n->nodes[k].op == OP_ADD)
				L->inner[k] = 0;
	L->dw = xcalloc((size_t)n->nnode + 1, sizeof *L->dw);
	demanded(n, L->dw);
	shared_compares(n, L);
	shared_divides(n, L);
}

/* ------------------------------------------------------------ nodes */

/* The bits of node k in the walker's current frame. */
static Lit *slot(const Blast *B, uint32_t k)
{
	return net_walk_slot(B->walk, k);
}

/* AND/OR/XOR root k: collect the leaves of its tree of inner nodes
 * (explicit stack), then one balanced tree per bit for the low w bits. */
/* The leaves of root k's tree of inner nodes, in operand order, into
 * *leaves (allocated here); returns how many. */
static uint32_t tree_leaves(const Net *n, const Layout *L, uint32_t k,
	uint32_t **leaves)
{
	const Node *x = &n->nodes[k];
	uint32_t *stack, ns = 0, nl = 0, cap = 16, capl = 16, i;

	stack = xmalloc(cap * sizeof *stack);
	*leaves = xmalloc(capl * sizeof **leaves);
	for (i = x->nin; i-- > 0;)
		stack[ns++] = net_ins(n, k)[i];
	while (ns) {
		uint32_t y = stack[--ns];
		if (L->inner[y]) {
			const uint32_t *yi = net_ins(n, y);
			grow((void **)&stack, &cap, (uint64_t)ns +
				n->nodes[y].nin, sizeof *stack, BIT_LIMIT,
				"tree nodes");
			for (i = n->nodes[y].nin; i-- > 0;)
				stack[ns++] = yi[i];
			continue;
		}
		grow((void **)leaves, &capl, (uint64_t)nl + 1, sizeof **leaves,
			BIT_LIMIT, "tree leaves");
		(*leaves)[nl++] = y;
	}
	free(stack);
	return nl;
}

static void logic(const Blast *B, const Net *n, const Layout *L,
	uint32_t k, Lit *r, uint32_t w)
{
	const Node *x = &n->nodes[k];
	uint32_t *leaves, nl = tree_leaves(n, L, k, &leaves), i, j;
	Lit *v = lits(nl);

	for (j = 0; j < w; j++) {
		for (i = 0; i < nl; i++)
			v[i] = slot(B, leaves[i])[j];
		r[j] = tree(B->g, x->op, v, nl);
	}
	free(v);
	free(leaves);
}

static int cmp_lit(const void *x, const void *y)
{
	Lit a = *(const Lit *)x, b = *(const Lit *)y;
	return (a > b) - (a < b);
}

/* ADD root k over three or more operands (a tree of inner ADDs): every
 * operand bit goes into its column and one Dadda tree sums them (full
 * adders are 3:2 compressors), then one carry-propagate adder, instead
 * of one carry chain per operand; a popcount written as a sum of bits
 * becomes a counter tree.  Two operands: the plain adder. */
static void add_tree(const Blast *B, const Net *n, const Layout *L,
	uint32_t k, Lit *r, uint32_t w)
{
	uint32_t *leaves, nl = tree_leaves(n, L, k, &leaves), i, j;

	if (nl == 1) {
		memcpy(r, slot(B, leaves[0]), w * sizeof *r);
	} else if (nl == 2 || B->p->add_chain) {
		/* add_chain: each ADD as written, in operand order */
		add_bits(B, r, slot(B, leaves[0]), slot(B, leaves[1]), w,
			LIT_FALSE);
		for (i = 2; i < nl; i++) {
			Lit *t = lits(w);
			memcpy(t, r, w * sizeof *r);
			add_bits(B, r, t, slot(B, leaves[i]), w, LIT_FALSE);
			free(t);
		}
	} else {
		Col *cols = xcalloc((size_t)w + 1, sizeof *cols);
		for (i = 0; i < nl; i++)
			for (j = 0; j < w; j++)
				col_push(&cols[j], slot(B, leaves[i])[j]);
		for (j = 0; j < w; j++)
			if (cols[j].n > 1)
				qsort(cols[j].v, cols[j].n, sizeof *cols[j].v,
					cmp_lit);
		sum_columns(B, cols, w, r, SUM_MANY);
	}
	free(leaves);
}

/* Rotates written as two shifts, (a << s) | (a >> (w - s)) (or with ^,
 * and the mirror image for a right rotate), OR node k of width w over
 * SHL and SHRU nodes of the same value a, w a power of two.  The two
 * shifts are recognized by their bits: w - s is built here the way SUB
 * is blasted, and it must come out as literally the other shift's
 * amount (structural hashing makes that so for any spelling of the
 * subtraction and of the widths around it), so a match is a proof.
 * Then y = s <= w ? rotate(a, s mod w) : 0 (s == w: both parts give
 * a; s > w: both give 0), one mux stage per bit of s mod w instead of
 * two shifters, an OR and their zero fills: rotl32 136 -> 96 LUT-6s.
 * Returns 0 (nothing built) when k is not such a rotate. */
static int rotate(const Blast *B, const Net *n, uint32_t k, Lit *r,
	uint32_t w)
{
	Aig *g = B->g;
	const uint32_t *xi = net_ins(n, k);
	const Node *p, *q;
	const uint32_t *pi, *qi;
	const Lit *a, *s, *amt[2];
	Lit *t, *cur, *nxt, *u, valid, low0;
	uint32_t vw, bw, m, i, j, left = 2;

	if (n->nodes[k].nin != 2)
		return 0;
	p = &n->nodes[xi[0]], q = &n->nodes[xi[1]];
	if (p->op == OP_SHRU && q->op == OP_SHL) {
		const Node *tmp = p;
		p = q, q = tmp;
	}
	if (p->op != OP_SHL || q->op != OP_SHRU)
		return 0;
	pi = net_ins(n, (uint32_t)(p - n->nodes));
	qi = net_ins(n, (uint32_t)(q - n->nodes));
	vw = n->nodes[pi[0]].w;
	bw = n->nodes[pi[1]].w;
	if (pi[0] != qi[0] || p->w != vw || q->w != vw ||
	    n->nodes[k].w != vw || n->nodes[qi[1]].w != bw ||
	    vw < 2 || (vw & (vw - 1)) || (bw < 32 && vw >> bw))
		return 0;
	for (m = 0; (1u << m) < vw; m++)
		;
	amt[0] = slot(B, pi[1]);         /* the left shift's amount */
	amt[1] = slot(B, qi[1]);         /* the right shift's */
	t = lits(bw);
	u = lits(bw);
	for (j = 0; j < 2 && left == 2; j++) {
		/* j = 0: the right amount is w - (the left one), a left
		 * rotate by the left amount; j = 1: the mirror image */
		for (i = 0; i < bw; i++) {
			t[i] = i < 32 && (vw >> i & 1) ? LIT_TRUE : LIT_FALSE;
			u[i] = lit_not(amt[j][i]);
		}
		add_bits(B, t, t, u, bw, LIT_TRUE);
		for (i = 0; i < bw && t[i] == amt[!j][i]; i++)
			;
		if (i == bw)
			left = j == 0;
	}
	free(t);
	free(u);
	if (left == 2)
		return 0;
	s = amt[!left];
	a = slot(B, pi[0]);
	cur = lits(vw);
	nxt = lits(vw);
	memcpy(cur, a, vw * sizeof *cur);
	for (j = 0; j < m; j++) {
		uint32_t d = 1u << j;
		for (i = 0; i < vw; i++)
			nxt[i] = aig_mux(g, s[j], cur[left ? (i - d) & (vw - 1) :
				(i + d) & (vw - 1)], cur[i]);
		t = cur, cur = nxt, nxt = t;
	}
	/* s <= w: no bit above m, and bit m only with the low bits 0 */
	valid = lit_not(tree_of(g, OP_OR, s + m + 1, bw - m - 1, 0));
	low0 = lit_not(tree_of(g, OP_OR, s, m, 0));
	valid = aig_and(g, valid, aig_or(g, lit_not(s[m]), low0));
	for (i = 0; i < w; i++)
		r[i] = aig_and(g, valid, cur[i]);
	free(cur);
	free(nxt);
	return 1;
}

/* Build node k of net ni in the walker's current frame (not a hierarchy
 * op, not an inner node, demanded). */
static void blast_node(Blast *B, uint32_t ni, uint32_t k)
{
	Aig *g = B->g;
	const Net *n = &B->d->nets[ni];
	const Layout *L = &B->lay[ni];
	const Node *x = &n->nodes[k];
	const uint32_t *xi = net_ins(n, k);
	Lit *r = slot(B, k);
	const Word *pool = x->pool == NONE ? NULL : n->pool + x->pool;
	uint32_t w = x->w, i, j, lo, aw = 0;
	const Lit *a = NULL, *b = NULL;

	if (x->nin > 0) {
		a = slot(B, xi[0]);
		aw = n->nodes[xi[0]].w;
	}
	if (x->nin > 1)
		b = slot(B, xi[1]);
	if (low_closed(x->op) && L->dw[k] < w)
		w = L->dw[k]; /* bits above are never read (left 0) */
	switch (x->op) {
	case OP_CONST:
		for (i = 0; i < w; i++)
			r[i] = bv_bit(pool, i) ? LIT_TRUE : LIT_FALSE;
		return;
	case OP_AND: case OP_OR: case OP_XOR:
		if (x->op != OP_AND && rotate(B, n, k, r, w))
			return;
		logic(B, n, L, k, r, w);
		return;
	case OP_NOT:
		for (i = 0; i < w; i++)
			r[i] = lit_not(a[i]);
		return;
	case OP_ADD:
		add_tree(B, n, L, k, r, w);
		return;
	case OP_SUB: {
		Lit *nb = lits(w);
		for (i = 0; i < w; i++)
			nb[i] = lit_not(b[i]);
		add_bits(B, r, a, nb, w, LIT_TRUE);
		free(nb);
		return;
	}
	case OP_MUL:
		if (B->p->mul_tree)
			mul_tree(B, r, a, b, w);
		else
			mul_array(B, r, a, b, w);
		return;
	case OP_DIVU: case OP_DIVS: case OP_REMU: case OP_REMS:
	case OP_CEILDIVU: case OP_CEILDIVS: case OP_FLOORDIVS:
		divide(B, x->op, r, a, b, w, L->ones[k]);
		return;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		shift(B, x->op, r, a, w, b, n->nodes[xi[1]].w);
		return;
	case OP_ICMP:
		r[0] = icmp(B, x->aux, a, b, aw, xi[0] > xi[1], L->cmp2[k]);
		for (i = 1; i < w; i++)
			r[i] = LIT_FALSE;
		return;
	case OP_MUX: {
		const Lit *e = slot(B, xi[2]);
		for (i = 0; i < w; i++)
			r[i] = aig_mux(g, a[0], b[i], e[i]);
		return;
	}
	case OP_CONCAT: /* first operand most significant */
		for (i = x->nin, lo = 0; i-- > 0;) {
			const Lit *s = slot(B, xi[i]);
			uint32_t sw = n->nodes[xi[i]].w;
			for (j = 0; j < sw && lo < w; j++)
				r[lo++] = s[j];
		}
		for (; lo < w; lo++)
			r[lo] = LIT_FALSE;
		return;
	case OP_EXTRACT:
		for (i = 0; i < w; i++)
			r[i] = (uint64_t)x->aux + i < aw ? a[x->aux + i] :
				LIT_FALSE;
		return;
	case OP_REPLICATE:
		for (i = 0; i < w; i++)
			r[i] = LIT_FALSE;
		for (lo = 0; lo + aw <= w; lo += aw)
			memcpy(r + lo, a, aw * sizeof *r);
		return;
	case OP_REVERSE:
		for (i = 0; i < w; i++)
			r[i] = a[w - 1 - i];
		return;
	case OP_PARITY:
		r[0] = tree_of(g, OP_XOR, a, aw, 0);
		for (i = 1; i < w; i++)
			r[i] = LIT_FALSE;
		return;
	case OP_SEXT: case OP_ZEXT:
		for (i = 0; i < w; i++)
			r[i] = i < aw ? a[i] : x->op == OP_SEXT ? a[aw - 1] :
				LIT_FALSE;
		return;
	case OP_TT: case OP_LUT: {
		const Lit **in = xmalloc(((size_t)x->nin + 1) * sizeof *in);
		uint32_t *inw = xmalloc(((size_t)x->nin + 1) * sizeof *inw);
		for (i = 0; i < x->nin; i++) {
			in[i] = slot(B, xi[i]);
			inw[i] = n->nodes[xi[i]].w;
		}
		if (x->op == OP_TT) {
			r[0] = truth_table(B, in, x->nin, pool, x->npool);
			for (i = 1; i < w; i++)
				r[i] = LIT_FALSE;
		} else {
			lut(B, r, w, in, inw, x->nin, pool, x->npool, x->aux);
		}
		free(in);
		free(inw);
		return;
	}
	}
	die("bitblast: op '%s' is not in the netlist's canonical subset",
		op_name(x->op));
}

/* ------------------------------------------------------------ walk */

/* Port bit name: "a[3]", or "a" for a 1-bit port. */
static void bit_name(Buf *b, const char *port, uint32_t w, uint32_t i)
{
	b->len = 0;
	if (w == 1)
		buf_printf(b, "%s", port);
	else
		buf_printf(b, "%s[%u]", port, i);
}

/* PIs, every demanded node of the flattened hierarchy in the walker's
 * order, then POs. */
static void build(Blast *B, uint32_t top)
{
	const Net *tn = &B->d->nets[top];
	NetWalkStep st;
	uint32_t i, j;
	Buf name = {0};

	net_walk_start(B->walk);
	for (i = 0; i < tn->nin; i++) {
		Lit *v = slot(B, tn->in_node[i]);
		for (j = 0; j < tn->in_w[i]; j++) {
			bit_name(&name, tn->in_name[i], tn->in_w[i], j);
			v[j] = aig_pi(B->g, name.s);
		}
	}
	/* skipped nodes' bits stay 0 (LIT_FALSE): the walker zeroes frames */
	while (net_walk_next(B->walk, &st))
		if (!B->lay[st.net].inner[st.node] &&
			B->lay[st.net].dw[st.node])
			blast_node(B, st.net, st.node);
	for (i = 0; i < tn->nout; i++) {
		const Lit *v = slot(B, tn->out_node[i]);
		for (j = 0; j < tn->out_w[i]; j++) {
			bit_name(&name, tn->out_name[i], tn->out_w[i], j);
			aig_po(B->g, v[j], name.s);
		}
	}
	buf_free(&name);
}

/* ------------------------------------------------------------ entry */

void bitblast(const Design *d, uint32_t top, Aig *g, const BlastParams *p)
{
	Blast B;
	BlastParams def;
	DivCache divs = {0};
	ShiftCache shifts = {0};
	uint32_t i;

	if (!p) {
		blast_params_default(&def);
		p = &def;
	}
	if (top >= d->nnet)
		die("bitblast: no net %u", top);
	memset(&B, 0, sizeof B);
	B.d = d;
	B.g = g;
	B.p = p;
	B.walk = net_walk_new(d, top, sizeof(Lit), NET_WALK_BITS);
	B.divs = &divs;
	B.shifts = p->shift_cache ? p->shift_cache : &shifts;
	B.lay = xcalloc((size_t)top + 1, sizeof *B.lay);
	for (i = 0; i <= top; i++)
		layout(&B, i);
	build(&B, top);
	for (i = 0; i <= top; i++) {
		free(B.lay[i].inner);
		free(B.lay[i].dw);
		free(B.lay[i].cmp2);
		free(B.lay[i].ones);
	}
	free(B.lay);
	free(divs.scheme);
	free(divs.shape);
	free(divs.sform);
	free(shifts.shape);
	net_walk_free(B.walk);
}

ShiftCache *shift_cache_new(void)
{
	return xcalloc(1, sizeof(ShiftCache));
}

void shift_cache_free(ShiftCache *c)
{
	if (c)
		free(c->shape);
	free(c);
}
