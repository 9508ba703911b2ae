/* divchain.c: division of an n-bit value by a small odd constant d, as
 * a chain of K-input functions of the dividend bits, the quotient bits
 * already computed and a few helper bits, found for d and K.
 *
 * Long division reads the dividend from its top bit, keeping the
 * remainder S (0 <= S < d) of the part read: reading bit a, t = 2S + a,
 * the quotient bit is q = (t >= d) and S becomes t - d q.  The state has
 * ceil(log2 d) bits, but most of it is known without computing it: since
 * d is odd, S = (c - d Q) mod 2^m when c and Q are the last m dividend
 * and quotient bits and 2^m > S, and the quotient bits must be built
 * anyway (they are outputs).  So a quotient bit is a function of a few
 * dividend bits, a few earlier quotient bits, and sometimes a helper: a
 * state bit at an earlier position, built as one more LUT.  Dividing by
 * 5 in LUT-6s, one helper every two positions (state bit 0, two inputs)
 * is enough: 1.5 LUTs per quotient bit, against about 2 for the chunked
 * remainder chain and 1.9 for the mapped restoring array (a 32-bit
 * division by 10 and its remainder: 45 LUT-6s, not 54; deep: one level or
 * so per quotient bit, so bitblast uses it only when the depth is free).
 *
 * The scheme is periodic: period P (1..DC_PMAX), a set of state bits kept
 * as helpers at the last position of each period, and per position of
 * the period a LUT for q (and for each helper) over at most K signals of
 * the last DC_W positions.  Schemes are tried cheapest first ((P + number
 * of helpers) / P LUTs per bit); one is feasible when every such LUT has
 * an input set on which its output is a function, checked on every
 * window the chain can see: all start states and all dividend bits over
 * DC_N positions (d 2^DC_N rows).  The tables are read off those rows
 * (a window no row has is a don't care: 0).  That is exact, by
 * construction: every window of the real chain is a row (the positions
 * before the dividend's top bit are zeros read from state 0, itself a
 * row), so by induction on positions every LUT computes the bit it
 * stands for.  The remainder's bits are found the same way at the last
 * position.
 *
 * Cost: the search visits at most DC_BUDGET rows in all (then gives up:
 * the caller builds its array); the chain adds O(n) LUTs.  No recursion.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define DC_W 4            /* positions a LUT looks back */
#define DC_PMAX DIV_PMAX  /* longest period */
#define DC_N (DC_W + DC_PMAX + 1) /* positions in a row */
#define DC_NBMAX DIV_NBMAX /* state bits: d < 64 */
#define DC_BUDGET 4000000u /* row visits for the whole search */
#define DC_CAND 40        /* signals a LUT may choose from */

/* Signal ids in a row word: a_j at j, q_j at DC_N + j, state bit b after
 * position j at 2 DC_N + j DC_NBMAX + b. */
#define SIG_A(j) (j)
#define SIG_Q(j) (DC_N + (j))
#define SIG_S(j, b) (2 * DC_N + (j) * DC_NBMAX + (b))

typedef DivLut Plan;

typedef struct {
	uint32_t d, nb, k;
	uint64_t *row;
	uint32_t nrow;
	uint64_t budget;            /* row visits left */
} Search;

static void rows(Search *s)
{
	uint32_t s0, bits, j, i, n = 0;
	uint64_t x = 0x9e3779b97f4a7c15ull;

	s->nrow = s->d << DC_N;
	s->row = xmalloc(s->nrow * sizeof *s->row);
	for (s0 = 0; s0 < s->d; s0++)
		for (bits = 0; bits < 1u << DC_N; bits++) {
			uint64_t r = 0;
			uint32_t st = s0;
			for (j = 0; j < DC_N; j++) {
				uint32_t a = bits >> j & 1, t = 2 * st + a;
				uint32_t q = t >= s->d;
				st = t - (q ? s->d : 0);
				r |= (uint64_t)a << SIG_A(j);
				r |= (uint64_t)q << SIG_Q(j);
				r |= (uint64_t)st << SIG_S(j, 0);
			}
			s->row[n++] = r;
		}
	/* a fixed shuffle: a wrong input set meets its conflict early */
	for (i = s->nrow; i > 1; i--) {
		uint64_t t;
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		j = (uint32_t)(x % i);
		t = s->row[i - 1], s->row[i - 1] = s->row[j], s->row[j] = t;
	}
}

/* Is signal `out` a function of in[0..m) on every row?  Then its table. */
static int function_of(Search *s, const uint32_t *in, uint32_t m,
	uint32_t out, uint64_t *tt)
{
	uint8_t seen[256];
	uint32_t r, i;

	memset(seen, 0, (size_t)1 << m);
	for (r = 0; r < s->nrow; r++) {
		uint64_t w = s->row[r];
		uint32_t x = 0;
		if (s->budget == 0)
			return 0;
		s->budget--;
		for (i = 0; i < m; i++)
			x |= (uint32_t)(w >> in[i] & 1) << i;
		seen[x] |= (uint8_t)(1u << (w >> out & 1));
		if (seen[x] == 3)
			return 0;
	}
	memset(tt, 0, 4 * sizeof *tt);
	for (i = 0; i < 1u << m; i++)
		if (seen[i] & 2)
			tt[i >> 6] |= 1ull << (i & 63);
	return 1;
}

/* An input set of at most K among cand[0..nc) (tried in lexicographic
 * order: the most recent signals first) for out. */
static int find_plan(Search *s, const uint32_t *cand, uint32_t nc,
	uint32_t out, Plan *pl)
{
	uint32_t m = nc < s->k ? nc : s->k, ix[8], i;

	for (i = 0; i < m; i++)
		ix[i] = i;
	for (;;) {
		for (i = 0; i < m; i++)
			pl->in[i] = cand[ix[i]];
		if (function_of(s, pl->in, m, out, pl->tt)) {
			pl->nin = m;
			return 1;
		}
		if (s->budget == 0)
			return 0;
		/* next combination */
		for (i = m; i-- > 0;)
			if (ix[i] < nc - m + i)
				break;
		if (i == UINT32_MAX)
			return 0;
		ix[i]++;
		for (i++; i < m; i++)
			ix[i] = ix[i - 1] + 1;
	}
}

/* Is row position j a helper position of period p? */
static int helper_at(uint32_t j, uint32_t p)
{
	return (j + DC_W * p - DC_W) % p == p - 1;
}

/* The signals a LUT at row position i may read, most recent first:
 * dividend bits up to i, quotient bits before i (self >= 1: up to i),
 * helpers before i (self 2: up to i; a helper's own LUT, self 1, does
 * not read the helpers at its position). */
static uint32_t candidates(uint32_t i, uint32_t p, uint32_t hb, int self,
	uint32_t *cand)
{
	uint32_t n = 0, j, b;

	for (j = i + 1; j-- > i - DC_W;) {
		cand[n++] = SIG_A(j);
		if (j < i || self)
			cand[n++] = SIG_Q(j);
		if ((j < i || self == 2) && helper_at(j, p))
			for (b = 0; b < DC_NBMAX; b++)
				if (hb >> b & 1 && n < DC_CAND)
					cand[n++] = SIG_S(j, b);
	}
	return n;
}

/* Plans of period p with helpers hb: per position ph of the period, the
 * quotient bit's LUT, then each helper's (at the last position). */
static int try_scheme(Search *s, uint32_t p, uint32_t hb, Plan *plan)
{
	uint32_t ph, b, cand[DC_CAND], nc, np = 0;

	for (ph = 0; ph < p; ph++) {
		uint32_t i = DC_W + ph;
		nc = candidates(i, p, hb, 0, cand);
		if (!find_plan(s, cand, nc, SIG_Q(i), &plan[np++]))
			return 0;
		if (!helper_at(i, p))
			continue;
		nc = candidates(i, p, hb, 1, cand);
		for (b = 0; b < s->nb; b++)
			if (hb >> b & 1 && !find_plan(s, cand, nc, SIG_S(i, b),
			    &plan[np++]))
				return 0;
	}
	return 1;
}

/* The literal of row signal `sig` for the LUT at chain position pos
 * (row position i): positions before the chain are zeros of state 0. */
static Lit chain_lit(uint32_t sig, int64_t off, const Lit *A, const Lit *Q,
	Lit *const *H)
{
	int64_t j;
	uint32_t b = 0;

	if (sig < DC_N)
		j = (int64_t)sig + off;
	else if (sig < 2 * DC_N)
		j = (int64_t)(sig - DC_N) + off;
	else {
		j = (int64_t)((sig - 2 * DC_N) / DC_NBMAX) + off;
		b = (sig - 2 * DC_N) % DC_NBMAX;
	}
	if (j < 0)
		return LIT_FALSE;
	if (sig < DC_N)
		return A[j];
	if (sig < 2 * DC_N)
		return Q[j];
	return H[j][b];
}

static Lit build(Aig *g, const Plan *pl, int64_t off, const Lit *A,
	const Lit *Q, Lit *const *H)
{
	Lit in[8];
	uint32_t i;

	for (i = 0; i < pl->nin; i++)
		in[i] = chain_lit(pl->in[i], off, A, Q, H);
	return aig_lut(g, pl->tt, in, pl->nin);
}

int div_chain_find(uint64_t d, uint32_t k, DivChain *dc)
{
	Search s = {0};
	uint32_t p, hb, b, c, nc, ph, cand[DC_CAND];
	int ok = 0;

	memset(dc, 0, sizeof *dc);
	if (d < 3 || d % 2 == 0 || d >= 1u << DC_NBMAX || k < 2 || k > 8)
		return 0;
	s.d = (uint32_t)d;
	s.k = k;
	while ((1u << s.nb) < s.d)
		s.nb++;
	s.budget = DC_BUDGET;
	rows(&s);
	/* cheapest first: cost (p + helpers) / p, compared as c / 6, up
	 * to nb a bit (about the array's; a state bit every position would
	 * be nb + 1) */
	for (c = 6; c <= 6 * s.nb && !ok; c++)
		for (p = 1; p <= DC_PMAX && !ok; p++)
			for (hb = 0; hb < 1u << s.nb && !ok; hb++) {
				if ((p + (uint32_t)__builtin_popcount(hb)) * 6 != c * p)
					continue;
				if (try_scheme(&s, p, hb, dc->step))
					ok = 1, dc->p = p, dc->hb = hb;
			}
	/* the remainder: the state bits at the last position, per phase */
	for (ph = 0; ok && ph < dc->p; ph++) {
		nc = candidates(DC_W + ph, dc->p, dc->hb, 2, cand);
		for (b = 0; b < s.nb && ok; b++)
			ok = find_plan(&s, cand, nc, SIG_S(DC_W + ph, b),
				&dc->rem[ph][b]);
	}
	free(s.row);
	dc->d = d;
	dc->k = k;
	dc->nb = s.nb;
	dc->cost6 = ok ? c - 1 : 0;
	return ok;
}

void div_chain_build(Aig *g, const DivChain *dc, const Lit *a, uint32_t n,
	Lit *q, Lit *r)
{
	uint32_t b, ph, c, np, last;
	Lit *A, *Q, **H;
	int64_t pos;

	A = xmalloc(((size_t)n + 1) * sizeof *A);
	Q = xmalloc(((size_t)n + 1) * sizeof *Q);
	H = xmalloc(((size_t)n + 1) * sizeof *H);
	for (pos = 0; pos < n; pos++) {
		A[pos] = a[n - 1 - pos];
		H[pos] = xmalloc(DC_NBMAX * sizeof **H);
		for (b = 0; b < DC_NBMAX; b++)
			H[pos][b] = LIT_FALSE;
	}
	for (pos = 0; pos < n; pos++) {
		int64_t off;
		ph = (uint32_t)(pos % dc->p);
		off = pos - (int64_t)(DC_W + ph);
		np = 0;
		for (c = 0; c < ph; c++) /* plans of earlier phases */
			np += 1 + (helper_at(DC_W + c, dc->p) ?
				(uint32_t)__builtin_popcount(dc->hb) : 0);
		Q[pos] = build(g, &dc->step[np++], off, A, Q, H);
		if (helper_at(DC_W + ph, dc->p))
			for (b = 0; b < dc->nb; b++)
				if (dc->hb >> b & 1)
					H[pos][b] = build(g, &dc->step[np++],
						off, A, Q, H);
	}
	for (pos = 0; pos < n; pos++)
		q[n - 1 - pos] = Q[pos];
	ph = (n - 1) % dc->p;
	last = DC_W + ph;
	for (b = 0; b < dc->nb; b++)
		r[b] = n ? build(g, &dc->rem[ph][b], (int64_t)(n - 1) - last,
			A, Q, H) : LIT_FALSE;
	for (pos = 0; pos < n; pos++)
		free(H[pos]);
	free(A);
	free(Q);
	free(H);
}

int aig_div_chain(Aig *g, const Lit *a, uint32_t n, uint64_t d, uint32_t k,
	Lit *q, Lit *r)
{
	DivChain dc;

	if (n == 0 || !div_chain_find(d, k, &dc))
		return 0;
	div_chain_build(g, &dc, a, n, q, r);
	return 1;
}
