/* lutpack.c: LUT packing, the resynthesis of a mapped K-LUT net: windows
 * of LUTs are collapsed into one function, which is decomposed again into
 * fewer K-LUTs (the idea of ABC's `lutpack`, Mishchenko, Brayton,
 * Chatterjee et al.; written from the papers on Boolean decomposition,
 * not from ABC's code).
 *
 * Sweeps (up to max_rounds, while the last one changed something): every
 * live LUT r, in topological order, roots two kinds of windows.
 *   Small windows: connected sets of up to max_luts LUTs (r and LUTs r
 *   reaches through them) with at most max_inputs (<= 16) inputs, the
 *   "leaves".  The window's LUTs whose fanouts all lie in it die when r
 *   is re-implemented over the leaves: D of them (its MFFC in the window;
 *   the others stay for their other fanouts).  Windows are tried best
 *   bound first (D minus ceil((n-1)/(K-1)), the fewest K-LUTs any
 *   function of n inputs may need); the function is computed as a truth
 *   table over the leaves (up to 2^16 bits) and decomposed into at most
 *   D-1 K-LUTs (with zero_gain also D, when that makes r arrive earlier).
 *   Cone windows: when r has several fanouts or drives a PO, its whole
 *   MFFC (up to CONE_MAX LUTs and BDD_MAXV leaves) as a BDD, see below.
 *   Either way the output must arrive by r's required time.  The best
 *   rewrite of r is applied (new LUTs added, r keeps its signal, the dead
 *   LUTs dereferenced) and r is tried again while it gains.
 *
 * Decomposition of a truth table (dec_rec): recursive support reduction
 * of a function of at most 16 variables (every step removes one, so the
 * recursion is at most 16 deep):
 *   f = g(h(B), F)          bound set B (|B| <= 6) of column multiplicity
 *                           <= 2 (Ashenhurst): one LUT h, and g has
 *                           |B|-1 fewer inputs than f.  The blocks of a
 *                           disjoint-support decomposition (DSD) and the
 *                           unions of an AND/XOR block's inputs are
 *                           exactly these bound sets, so DSD needs no
 *                           separate pass;
 *   f = g(h(B, s), s, F)    the same with a shared variable s (tested in
 *                           each cofactor of s);
 *   f = g(h1(B), h2(B), F)  multiplicity <= 4 (Curtis): two LUTs;
 *   f = x ? f1 : f0         Shannon, only to split LUTs wider than K (and
 *                           in lut_decompose, as the last resort).
 * The chart of a bound set is read row by row (one row = the 2^|B| values
 * of f for one assignment of the other variables, a 64-bit word), so a
 * candidate costs no permutation of the table and a bad one is usually
 * refuted after a few rows.  Candidates are tried largest first, early
 * arriving variables first; the LUT budget bounds the bound-set sizes
 * worth trying (g must still fit the remaining LUTs); a candidate is
 * skipped, with every extension of a prefix of it, when some cofactor
 * f|z=c (z outside B) depends on part of B only; the search stops after
 * p->work table reads and a few failed branches per level.
 *
 * Decomposition of a cone (cone_dec): the BDD of the cone's function over
 * its leaves in a chosen order is cut below its top t support variables:
 * they are a bound set of multiplicity mu = the number of distinct nodes
 * the 2^t paths through them reach, so one LUT (mu <= 2) or two (mu <= 4)
 * encode which, and the rest is g = ITE(y, N1, N0) with y a new top
 * variable; repeated until the support fits the truth-table engine.  Two
 * orders are tried: the leaves as first met from the root, and reversed.
 * A chain computed from one end (EPFL priority: two state signals per
 * stage, every LUT with two fanouts, so no small window has an MFFC)
 * becomes the chain from the other end, one state signal per stage.
 *
 * Pair merging (pack_pairs), after the sweeps: two LUTs that no PO reads,
 * read by exactly the same LUTs, with at most K inputs together, whose
 * readers see them only through one two-valued function h of both (over
 * the pairs of values that occur) become the one LUT h over their inputs;
 * the sweeps run again when that happened.  No window holds such a pair:
 * each of the two has several readers.  Then, on a copy kept only if
 * the sweeps after it gain: the same with a LUT u and any signal v its
 * readers all read (u becomes h(u, v), v stays; the readers lose an
 * input each, which the sweeps may turn into merges).
 *
 * Timing: D = max(depth_bound, input depth).  Required times are
 * propagated from D at the start of a sweep; they stay exact for the LUTs
 * not yet visited (a rewrite only changes the fanin cone of its root,
 * which precedes the LUTs after it), arrivals are recomputed as the sweep
 * reaches each LUT.  A root is only re-implemented to arrive by its
 * required time, so the depth never exceeds D.
 *
 * Finally the net is rebuilt: LUTs no PO needs are dropped, constants and
 * buffers/inverters are folded into their fanouts (and PO complements),
 * identical LUTs merged, the rest written in topological order.
 *
 * Cost: per root, at most max_windows small windows of at most max_luts
 * LUTs, a window's table O(max_luts * 2^n / 64 * 2^K) word operations and
 * its decomposition at most p->work table reads; a cone costs two BDDs of
 * at most BDD_LIMIT nodes and the cuts (2^6 walks each).  Recursion: the
 * truth-table engine at most 16 deep, BDD operations at most as deep as
 * the cone's leaves (BDD_MAXV); none follows the size of the net.
 * Deterministic (budgets count work, not time).
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define TT_MAXV 16                      /* variables of a window function */
#define TT_MAXW (1u << (TT_MAXV - 6))   /* its words */
#define BS_MAX 6                        /* bound set + shared: one word */
#define WIN_MAX 8                       /* LUTs in a window */
#define LEAF_MAX (WIN_MAX * LUT_KMAX)   /* leaves while enumerating */
#define WIN_CAP 512                     /* windows enumerated per root */
#define DEC_BRANCH 3                    /* failed branches per level */
#define INF UINT32_MAX
#define NODE_LIMIT 0x7ffffff0u

void lutpack_params_default(LutPackParams *p)
{
	memset(p, 0, sizeof *p);
	p->k = 0;
	p->max_luts = 4;
	p->max_inputs = 12;
	p->depth_bound = 0;
	p->zero_gain = 0;
	p->max_rounds = 8;
	p->max_windows = 64;
	p->work = 1u << 20;
	p->leaves = 1;
}

/* ------------------------------------------------------- truth tables */

/* A table over n variables: bit x is f at the assignment whose variable
 * i is bit i of x; max(1, 2^n / 64) words, the bits past 2^n zero. */

static const uint64_t var6[6] = {
	0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull, 0xf0f0f0f0f0f0f0f0ull,
	0xff00ff00ff00ff00ull, 0xffff0000ffff0000ull, 0xffffffff00000000ull,
};

static uint32_t tt_nwords(uint32_t n) { return n <= 6 ? 1 : 1u << (n - 6); }

static uint64_t tt_lowmask(uint32_t n)
{
	return n >= 6 ? ~0ull : (1ull << (1u << n)) - 1;
}

static int tt_bit(const uint64_t *t, uint32_t x)
{
	return (int)(t[x >> 6] >> (x & 63) & 1);
}

/* Word w of the table of variable v. */
static uint64_t tt_varword(uint32_t v, uint32_t w)
{
	return v < 6 ? var6[v] : (w >> (v - 6) & 1) ? ~0ull : 0;
}

/* Does t (n variables) depend on variable v? */
static int tt_dep(const uint64_t *t, uint32_t n, uint32_t v)
{
	uint32_t w, nw = tt_nwords(n);
	if (v < 6) {
		uint32_t s = 1u << v;
		for (w = 0; w < nw; w++)
			if (((t[w] >> s) ^ t[w]) & ~var6[v] & tt_lowmask(n))
				return 1;
		return 0;
	}
	for (w = 0; w < nw; w++)
		if (!(w >> (v - 6) & 1) && t[w] != t[w | 1u << (v - 6)])
			return 1;
	return 0;
}

/* out (nk variables) = t (n variables) with variable keep[i] (ascending)
 * renamed i and every other variable fixed to its bit in `fixed`. */
static void tt_compact(uint64_t *out, const uint64_t *t, uint32_t n,
	const uint32_t *keep, uint32_t nk, uint32_t fixed)
{
	uint32_t mask = 0, x = 0, y, i, ny = 1u << nk;
	(void)n;
	for (i = 0; i < nk; i++)
		mask |= 1u << keep[i];
	memset(out, 0, tt_nwords(nk) * sizeof *out);
	for (y = 0; y < ny; y++) {
		/* x runs through the subsets of mask in increasing order */
		if (tt_bit(t, x | fixed))
			out[y >> 6] |= 1ull << (y & 63);
		x = (x - mask) & mask;
	}
}

/* Word w of a LUT's output, inputs given as words: the LUT's table
 * (q <= LUT_KMAX inputs) reduced as a tree of multiplexers, input 0 at
 * the bottom. */
static uint64_t lut_word(const uint64_t *tt, uint32_t q, const uint64_t *inw)
{
	uint64_t v[1u << LUT_KMAX];
	uint32_t c, i, n = 1u << q;
	for (c = 0; c < n; c++)
		v[c] = 0 - (uint64_t)tt_bit(tt, c);
	for (i = 0; i < q; i++) {
		n >>= 1;
		for (c = 0; c < n; c++)
			v[c] = (v[2 * c] & ~inw[i]) | (v[2 * c + 1] & inw[i]);
	}
	return v[0];
}

static uint32_t lut_lb(uint32_t n, uint32_t k)
{
	return n <= 1 ? 0 : (n - 1 + k - 2) / (k - 1);
}

/* ------------------------------------------------- decomposition engine */

/* A LUT of a decomposition: inputs below nleaf are the function's
 * variables, nleaf + i is the LUT i before it. */
typedef struct {
	uint8_t n;
	uint32_t in[LUT_KMAX];
	uint64_t tt[4];
} DLut;

typedef struct {
	uint32_t k;          /* LUT size */
	uint32_t kb;         /* bound set plus shared variables: min(k, 6) */
	uint32_t nleaf;      /* variables of the function decomposed */
	DLut *lut;           /* the LUTs made so far (a stack) */
	uint32_t nlut, cap;
	uint64_t *tab;       /* per recursion level, 3 tables of TT_MAXW */
	uint64_t work;       /* table bits read by this search */
	uint64_t budget;     /* ... and the most it may read */
	int shannon;         /* Shannon splits allowed */
} Dec;

static uint64_t *dec_tab(Dec *d, uint32_t lev, uint32_t i)
{
	if (lev > TT_MAXV + 1)
		die("lutpack: decomposition deeper than its variables");
	return d->tab + ((size_t)lev * 3 + i) * TT_MAXW;
}

/* Push a LUT over sig[0..n-1] with table t (n <= LUT_KMAX); returns its
 * signal. */
static uint32_t dec_push(Dec *d, const uint64_t *t, uint32_t n,
	const uint32_t *sig)
{
	DLut *l;
	uint32_t w;
	grow((void **)&d->lut, &d->cap, (uint64_t)d->nlut + 1, sizeof *d->lut,
		NODE_LIMIT, "decomposition LUTs");
	l = &d->lut[d->nlut++];
	memset(l, 0, sizeof *l);
	l->n = (uint8_t)n;
	memcpy(l->in, sig, n * sizeof *sig);
	for (w = 0; w < tt_nwords(n) && w < 4; w++)
		l->tt[w] = t[w];
	l->tt[0] &= tt_lowmask(n);
	return d->nleaf + d->nlut - 1;
}

/* The decomposition chart of t (m variables) for the bound set B and the
 * shared variables S: lo[0..nb-1] = B, lo[nb..nlo-1] = S, the other
 * variables F (ascending) index the rows.  Row r holds the 2^nlo values
 * of t with F = r, bit a for the assignment a of (B, S). */
typedef struct {
	uint32_t nlo, nb, nf;
	uint32_t lo[BS_MAX];
	uint32_t hi[TT_MAXV];
	uint32_t off[64];    /* table index of each assignment of (B, S) */
} Chart;

static void chart_init(Chart *c, uint32_t m, const uint32_t *lo,
	uint32_t nb, uint32_t ns)
{
	uint32_t in = 0, v, a, i;
	c->nlo = nb + ns;
	c->nb = nb;
	c->nf = 0;
	for (i = 0; i < c->nlo; i++) {
		c->lo[i] = lo[i];
		in |= 1u << lo[i];
	}
	for (v = 0; v < m; v++)
		if (!(in >> v & 1))
			c->hi[c->nf++] = v;
	c->off[0] = 0;
	for (a = 1; a < (1u << c->nlo); a++)
		c->off[a] = c->off[a & (a - 1)] |
			1u << lo[__builtin_ctz(a)];
}

static uint64_t chart_row(Dec *d, const uint64_t *t, const Chart *c,
	uint32_t r)
{
	uint32_t base = 0, i, a, n = 1u << c->nlo;
	uint64_t row = 0;
	for (i = 0; i < c->nf; i++)
		base |= (r >> i & 1) << c->hi[i];
	for (a = 0; a < n; a++) {
		uint32_t x = base | c->off[a];
		row |= (t[x >> 6] >> (x & 63) & 1) << a;
	}
	d->work += n;
	return row;
}

/* Column multiplicity <= 2 in every cofactor of S: each 2^nb-bit chunk
 * of each row (chunk j for the assignment j of S) is 0, all ones, p[j] or
 * ~p[j].  Rows are read in a scrambled order so that a bad bound set is
 * refuted early.  Fills p[] (0 for a j whose chunks are all constant). */
static int chart_mu2(Dec *d, const uint64_t *t, const Chart *c, uint64_t *p)
{
	uint32_t nrow = 1u << c->nf, ns = c->nlo - c->nb, cw = 1u << c->nb;
	uint32_t i, j, have = 0;
	uint64_t bm = tt_lowmask(c->nb);
	for (j = 0; j < (1u << ns); j++)
		p[j] = 0;
	for (i = 0; i < nrow; i++) {
		uint32_t r = (i * 0x9e3779b1u) & (nrow - 1);
		uint64_t row = chart_row(d, t, c, r);
		for (j = 0; j < (1u << ns); j++) {
			uint64_t ch = (row >> (j * cw)) & bm;
			if (ch == 0 || ch == bm)
				continue;
			if (!(have >> j & 1)) {
				p[j] = ch;
				have |= 1u << j;
			} else if (ch != p[j] && ch != (p[j] ^ bm)) {
				return 0;
			}
		}
	}
	return 1;
}

/* Column multiplicity <= 4 (S empty): the classes of B's assignments
 * that no row tells apart, at most 4; atoms[] gets them (as bit masks
 * over the 2^nb columns), returns their number or 0. */
static uint32_t chart_mu4(Dec *d, const uint64_t *t, const Chart *c,
	uint64_t *atoms)
{
	uint32_t nrow = 1u << c->nf, i, a, na = 1;
	uint64_t bm = tt_lowmask(c->nb);
	atoms[0] = bm;
	for (i = 0; i < nrow; i++) {
		uint32_t r = (i * 0x9e3779b1u) & (nrow - 1);
		uint64_t ch = chart_row(d, t, c, r) & bm;
		uint32_t n = na;
		if (ch == 0 || ch == bm)
			continue;
		for (a = 0; a < n; a++) {
			uint64_t x = atoms[a] & ch, y = atoms[a] & ~ch;
			if (!x || !y)
				continue;
			if (na == 4)
				return 0;
			atoms[a] = x;
			atoms[na++] = y;
		}
	}
	return na;
}

/* cs[c][z]: the support (a mask) of t's cofactor z = c, for every
 * variable z.  Derived from the Boolean differences: v is in the support
 * of t|z=c iff t(x) != t(x ^ v) for some x with bit z = c.  O(m 2^m / 64)
 * word operations. */
static void dec_cofsupp(const uint64_t *t, uint32_t m, uint32_t cs[2][TT_MAXV])
{
	uint32_t nw = tt_nwords(m), v, z, w;
	for (z = 0; z < m; z++)
		cs[0][z] = cs[1][z] = 0;
	for (v = 0; v < m; v++) {
		uint64_t any = 0;
		uint32_t ones = 0, zeros = 0;
		for (w = 0; w < nw; w++) {
			uint64_t dv;
			if (v < 6)
				dv = (t[w] ^ (t[w] >> (1u << v))) & ~var6[v] &
					tt_lowmask(m);
			else if (w >> (v - 6) & 1)
				continue;
			else
				dv = t[w] ^ t[w | 1u << (v - 6)];
			if (!dv)
				continue;
			if (v < 6) /* the pair x, x ^ v: both values of v */
				dv |= dv << (1u << v);
			any |= dv;
			ones |= w;
			zeros |= ~w;
		}
		if (!any)
			continue;
		for (z = 0; z < m; z++) {
			int c0, c1;
			if (z == v)
				continue;
			if (z < 6) {
				c0 = (any & ~var6[z]) != 0;
				c1 = (any & var6[z]) != 0;
			} else {
				c0 = (zeros >> (z - 6) & 1) != 0;
				c1 = (ones >> (z - 6) & 1) != 0;
			}
			if (c0)
				cs[0][z] |= 1u << v;
			if (c1)
				cs[1][z] |= 1u << v;
		}
	}
}

/* A bound set B (mask) of t: for every variable z outside B and S, each
 * cofactor of z depends on all of B or on none of it (t|z=c = g'(h(B),
 * ...)).  A cheap necessary condition. */
static int dec_split_ok(uint32_t cs[2][TT_MAXV], uint32_t m, uint32_t bmask,
	uint32_t smask)
{
	uint32_t z;
	for (z = 0; z < m; z++) {
		uint32_t a, b;
		if ((bmask | smask) >> z & 1)
			continue;
		a = cs[0][z] & bmask;
		b = cs[1][z] & bmask;
		if ((a && a != bmask) || (b && b != bmask))
			return 0;
	}
	return 1;
}

static int dec_rec(Dec *d, uint32_t lev, const uint64_t *t, uint32_t m,
	const uint32_t *sig, const uint32_t *arr, uint32_t L, uint32_t R);

/* The variables that may go into a bound set (their LUT output must still
 * reach a LUT after it: arrival + 2 <= R), by arrival (stable). */
static uint32_t dec_eligible(const uint32_t *arr, uint32_t m, uint32_t R,
	uint32_t *ord)
{
	uint32_t n = 0, i, j;
	for (i = 0; i < m; i++) {
		if (arr[i] + 2 > R)
			continue;
		for (j = n; j > 0 && arr[ord[j - 1]] > arr[i]; j--)
			ord[j] = ord[j - 1];
		ord[j] = i;
		n++;
	}
	return n;
}

/* The b-subsets of cand[0..nc-1] (by arrival) in lexicographic order,
 * with the cofactor-support rule (dec_split_ok) applied to prefixes: a
 * candidate passed over stays outside B, so a cofactor support that
 * splits the prefix splits every B extending it, and one that holds the
 * prefix must hold the rest of B (one that misses it must miss it too).
 * Depth at most BS_MAX. */
typedef struct {
	uint32_t b, nc, j;
	const uint32_t *cand;
	uint32_t (*cs)[TT_MAXV];
	uint32_t m;
	uint32_t out;                 /* outside B whatever is chosen */
	uint32_t pre[TT_MAXV + 1];    /* mask of cand[0..i-1] */
	uint32_t idx[BS_MAX];
	uint32_t pm[BS_MAX];          /* mask of cand[idx[0..i]] */
	uint32_t allow[BS_MAX];       /* what may follow position i */
	int started;
} Comb;

static void comb_init(Comb *c, const uint32_t *cand, uint32_t nc, uint32_t b,
	uint32_t cs[2][TT_MAXV], uint32_t m, uint32_t out)
{
	uint32_t i;
	c->cand = cand;
	c->nc = nc;
	c->b = b;
	c->cs = cs;
	c->m = m;
	c->out = out;
	c->pre[0] = 0;
	for (i = 0; i < nc; i++)
		c->pre[i + 1] = c->pre[i] | 1u << cand[i];
	c->started = 0;
}

/* Is prefix 0..j consistent; *allow: what may join it. */
static int comb_valid(const Comb *c, uint32_t j, uint32_t *allow)
{
	uint32_t P = c->pm[j], ex = (c->out | c->pre[c->idx[j]]) & ~P, a = ~0u;
	while (ex) {
		uint32_t z = (uint32_t)__builtin_ctz(ex), k;
		ex &= ex - 1;
		for (k = 0; k < 2; k++) {
			uint32_t x = c->cs[k][z] & P;
			if (!x)
				a &= ~c->cs[k][z];
			else if (x == P)
				a &= c->cs[k][z];
			else
				return 0;
		}
	}
	*allow = a;
	return 1;
}

/* The next combination (its mask in *bm); 0 at the end. */
static int comb_next(Comb *c, uint32_t *bm)
{
	uint32_t j = c->j, b = c->b;
	if (!c->started) {
		c->started = 1;
		j = 0;
		c->idx[0] = 0;
	} else {
		c->idx[j]++;
	}
	for (;;) {
		uint32_t v;
		if (c->idx[j] + (b - j) > c->nc) {
			if (j == 0)
				return 0;
			c->idx[--j]++;
			continue;
		}
		v = c->cand[c->idx[j]];
		if (j > 0 && !(c->allow[j - 1] >> v & 1)) {
			c->idx[j]++;
			continue;
		}
		c->pm[j] = (j ? c->pm[j - 1] : 0) | 1u << v;
		if (!comb_valid(c, j, &c->allow[j])) {
			c->idx[j]++;
			continue;
		}
		if (j + 1 < b) {
			uint32_t rest = c->allow[j] & ~c->pre[c->idx[j] + 1] &
				c->pre[c->nc];
			if ((uint32_t)__builtin_popcount(rest) < b - j - 1) {
				c->idx[j]++;
				continue;
			}
			j++;
			c->idx[j] = c->idx[j - 1] + 1;
			continue;
		}
		c->j = j;
		*bm = c->pm[j];
		return 1;
	}
}

/* The inputs of the LUTs for (B, S) of chart c: sig2[0..nlo-1]; returns
 * their latest arrival. */
static uint32_t chart_inputs(const Chart *c, const uint32_t *sig,
	const uint32_t *arr, uint32_t *sig2)
{
	uint32_t i, amax = 0;
	for (i = 0; i < c->nlo; i++) {
		sig2[i] = sig[c->lo[i]];
		if (arr[c->lo[i]] > amax)
			amax = arr[c->lo[i]];
	}
	return amax;
}

/* f = g(h(B, S), S, F) for a chart of multiplicity <= 2 per cofactor of S
 * (chunk patterns p[]): push h, then implement g over (y, S, F) in L - 1
 * LUTs.  Returns 1 on success, else leaves d as it was. */
static int dec_take_mu2(Dec *d, uint32_t lev, const uint64_t *t,
	const Chart *c, const uint64_t *p, const uint32_t *sig,
	const uint32_t *arr, uint32_t L, uint32_t R)
{
	uint32_t sig2[TT_MAXV], arr2[TT_MAXV], ns = c->nlo - c->nb;
	uint32_t cw = 1u << c->nb, m2 = 1 + ns + c->nf, saved = d->nlut;
	uint32_t amax, i, j, r;
	uint64_t h = 0, bm = tt_lowmask(c->nb), *g = dec_tab(d, lev, 1);

	/* h over (B, S): chunk j is p[j] */
	for (j = 0; j < (1u << ns); j++)
		h |= p[j] << (j * cw);
	amax = chart_inputs(c, sig, arr, sig2);
	sig2[0] = dec_push(d, &h, c->nlo, sig2);
	arr2[0] = amax + 1;
	/* g over (y, S, F): per row and S, a chunk 0, 1, p or ~p is g(y)
	 * = 0, 1, y or ~y (two bits: y = 0, y = 1) */
	memset(g, 0, tt_nwords(m2) * sizeof *g);
	for (r = 0; r < (1u << c->nf); r++) {
		uint64_t row = chart_row(d, t, c, r);
		for (j = 0; j < (1u << ns); j++) {
			uint64_t ch = (row >> (j * cw)) & bm, v;
			uint32_t x = (r << ns | j) << 1;
			v = ch == 0 ? 0 : ch == bm ? 3 : ch == p[j] ? 2 : 1;
			g[x >> 6] |= v << (x & 63);
		}
	}
	for (i = 0; i < ns; i++) {
		sig2[1 + i] = sig[c->lo[c->nb + i]];
		arr2[1 + i] = arr[c->lo[c->nb + i]];
	}
	for (i = 0; i < c->nf; i++) {
		sig2[1 + ns + i] = sig[c->hi[i]];
		arr2[1 + ns + i] = arr[c->hi[i]];
	}
	if (dec_rec(d, lev + 1, g, m2, sig2, arr2, L - 1, R))
		return 1;
	d->nlut = saved;
	return 0;
}

/* f = g(h(B, S), S, F) with |S| = ns (0 or 1): one LUT for h. */
static int dec_bound(Dec *d, uint32_t lev, const uint64_t *t, uint32_t m,
	const uint32_t *sig, const uint32_t *arr, uint32_t L, uint32_t R,
	uint32_t ns)
{
	uint32_t ord[TT_MAXV], cand[TT_MAXV], lo[BS_MAX], cs[2][TT_MAXV];
	uint32_t ne, nc, b, bmax, bmin, si, i, fails = 0, bmask, emask = 0;
	uint64_t p[2];
	Chart c;
	Comb cb;

	if (L < 2)
		return 0;
	ne = dec_eligible(arr, m, R, ord);
	if (ne < 2 + ns)
		return 0;
	bmax = d->kb - ns < ne - ns ? d->kb - ns : ne - ns;
	bmin = m > (L - 1) * (d->k - 1) + 2 ? m - (L - 1) * (d->k - 1) : 2;
	if (bmin > bmax)
		return 0;
	dec_cofsupp(t, m, cs);
	for (i = 0; i < ne; i++)
		emask |= 1u << ord[i];
	for (si = 0; si < (ns ? ne : 1); si++) {
		uint32_t smask = ns ? 1u << ord[si] : 0;
		nc = 0;
		for (i = 0; i < ne; i++)
			if (!ns || i != si)
				cand[nc++] = ord[i];
		for (b = bmax; b >= bmin; b--) {
			comb_init(&cb, cand, nc, b, cs, m,
				((1u << m) - 1) & ~emask);
			while (comb_next(&cb, &bmask)) {
				d->work += 16; /* the enumeration's own cost */
				if (d->work > d->budget)
					return 0;
				if (!dec_split_ok(cs, m, bmask, smask))
					continue;
				for (i = 0; i < b; i++)
					lo[i] = cand[cb.idx[i]];
				if (ns)
					lo[b] = ord[si];
				chart_init(&c, m, lo, b, ns);
				if (!chart_mu2(d, t, &c, p))
					continue;
				if (dec_take_mu2(d, lev, t, &c, p, sig, arr, L,
				    R))
					return 1;
				if (++fails >= DEC_BRANCH)
					return 0;
			}
		}
	}
	return 0;
}

/* f = g(h1(B), h2(B), F) for a chart whose columns fall into na = 3..4
 * classes atoms[]: push h1, h2 (the class number's bits), then implement
 * g over (y1, y2, F) in L - 2 LUTs.  Returns 1 on success, else leaves d
 * as it was. */
static int dec_take_mu4(Dec *d, uint32_t lev, const uint64_t *t,
	const Chart *c, const uint64_t *atoms, uint32_t na,
	const uint32_t *sig, const uint32_t *arr, uint32_t L, uint32_t R)
{
	uint32_t sig2[TT_MAXV], arr2[TT_MAXV], in[BS_MAX], m2 = 2 + c->nf;
	uint32_t rep[4], saved = d->nlut, amax, i, q, r;
	uint64_t h[2] = {0, 0}, *g = dec_tab(d, lev, 1);

	for (q = 0; q < na; q++) {
		if (q & 1)
			h[0] |= atoms[q];
		if (q & 2)
			h[1] |= atoms[q];
		rep[q] = (uint32_t)__builtin_ctzll(atoms[q]);
	}
	if (na == 3)
		rep[3] = rep[2]; /* the unused code: as code 2 */
	amax = chart_inputs(c, sig, arr, in);
	sig2[0] = dec_push(d, &h[0], c->nb, in);
	sig2[1] = dec_push(d, &h[1], c->nb, in);
	arr2[0] = arr2[1] = amax + 1;
	memset(g, 0, tt_nwords(m2) * sizeof *g);
	for (r = 0; r < (1u << c->nf); r++) {
		uint64_t row = chart_row(d, t, c, r);
		for (q = 0; q < 4; q++) {
			uint32_t x = r << 2 | q;
			g[x >> 6] |= (row >> rep[q] & 1) << (x & 63);
		}
	}
	for (i = 0; i < c->nf; i++) {
		sig2[2 + i] = sig[c->hi[i]];
		arr2[2 + i] = arr[c->hi[i]];
	}
	if (dec_rec(d, lev + 1, g, m2, sig2, arr2, L - 2, R))
		return 1;
	d->nlut = saved;
	return 0;
}

/* f = g(h1(B), h2(B), F): B's columns fall into at most 4 classes,
 * encoded by two LUTs. */
static int dec_curtis(Dec *d, uint32_t lev, const uint64_t *t, uint32_t m,
	const uint32_t *sig, const uint32_t *arr, uint32_t L, uint32_t R)
{
	uint32_t ord[TT_MAXV], lo[BS_MAX], none[2][TT_MAXV] = {{0}};
	uint32_t ne, b, bmax, bmin, i, fails = 0, bmask, na;
	uint64_t atoms[4];
	Chart c;
	Comb cb;

	if (L < 3)
		return 0;
	ne = dec_eligible(arr, m, R, ord);
	bmax = d->kb < ne ? d->kb : ne;
	bmin = m + 1 > (L - 2) * (d->k - 1) + 3 ?
		m + 1 - (L - 2) * (d->k - 1) : 3;
	if (bmin > bmax)
		return 0;
	for (b = bmax; b >= bmin; b--) {
		/* no cofactor rule: h1 and h2 may depend on parts of B */
		comb_init(&cb, ord, ne, b, none, m, 0);
		while (comb_next(&cb, &bmask)) {
			d->work += 16;
			if (d->work > d->budget)
				return 0;
			for (i = 0; i < b; i++)
				lo[i] = ord[cb.idx[i]];
			chart_init(&c, m, lo, b, 0);
			na = chart_mu4(d, t, &c, atoms);
			if (na < 3)
				continue;
			if (dec_take_mu4(d, lev, t, &c, atoms, na, sig, arr,
			    L, R))
				return 1;
			if (++fails >= DEC_BRANCH)
				return 0;
		}
	}
	return 0;
}

/* f = x ? f1 : f0 with x the latest variable; a 3-input LUT selects. */
static int dec_shannon(Dec *d, uint32_t lev, const uint64_t *t, uint32_t m,
	const uint32_t *sig, const uint32_t *arr, uint32_t L, uint32_t R)
{
	uint32_t keep[TT_MAXV], sig2[TT_MAXV], arr2[TT_MAXV], x = 0, i, nk = 0;
	uint32_t saved = d->nlut, mux[3], c;
	uint64_t *f[2], mt = 0;

	uint32_t up = d->k >= 3 ? 1 : 2; /* levels of the selector */

	if (L < 3 || R < up + 1)
		return 0;
	for (i = 1; i < m; i++)
		if (arr[i] > arr[x])
			x = i;
	for (i = 0; i < m; i++)
		if (i != x) {
			keep[nk] = i;
			sig2[nk] = sig[i];
			arr2[nk++] = arr[i];
		}
	mux[0] = sig[x];
	for (c = 0; c < 2; c++) {
		f[c] = dec_tab(d, lev, 1 + c);
		tt_compact(f[c], t, m, keep, nk, c << x);
	}
	for (c = 0; c < 2; c++) {
		if (!dec_rec(d, lev + 1, f[c], nk, sig2, arr2, L - 2, R - up)) {
			d->nlut = saved;
			return 0;
		}
		mux[1 + c] = d->nleaf + d->nlut - 1;
	}
	if (d->nlut - saved + 1 > L) {
		d->nlut = saved;
		return 0;
	}
	if (d->k >= 3) {
		/* inputs (x, f0, f1): bit i = x ? f1 : f0 */
		for (i = 0; i < 8; i++)
			if ((i & 1) ? (i >> 2 & 1) : (i >> 1 & 1))
				mt |= 1ull << i;
		dec_push(d, &mt, 3, mux);
		return 1;
	}
	/* 2-input LUTs: (~x & f0) | (x & f1) */
	if (d->nlut - saved + 3 > L) {
		d->nlut = saved;
		return 0;
	}
	mt = 0x4; /* ~in0 & in1 */
	sig2[0] = mux[0];
	sig2[1] = mux[1];
	sig2[2] = dec_push(d, &mt, 2, sig2);
	mt = 0x8; /* in0 & in1 */
	sig2[1] = mux[2];
	sig2[3] = dec_push(d, &mt, 2, sig2);
	mt = 0xe; /* in0 | in1 */
	dec_push(d, &mt, 2, sig2 + 2);
	return 1;
}

/* Implement t (m variables: signal sig[i], arriving at arr[i]) in at most
 * L LUTs whose output arrives by R; on success the LUTs are pushed, t's
 * last, and 1 returned. */
static int dec_rec(Dec *d, uint32_t lev, const uint64_t *t, uint32_t m,
	const uint32_t *sig0, const uint32_t *arr0, uint32_t L, uint32_t R)
{
	uint32_t sig[TT_MAXV], arr[TT_MAXV], keep[TT_MAXV], nk = 0, i, amax = 0;

	for (i = 0; i < m; i++)
		if (tt_dep(t, m, i)) {
			keep[nk] = i;
			sig[nk] = sig0[i];
			arr[nk++] = arr0[i];
		}
	if (nk < m) {
		uint64_t *u = dec_tab(d, lev, 0);
		tt_compact(u, t, m, keep, nk, 0);
		t = u;
		m = nk;
	}
	for (i = 0; i < m; i++)
		if (arr[i] > amax)
			amax = arr[i];
	if (L == 0 || amax + 1 > R)
		return 0;
	if (m <= d->k) {
		dec_push(d, t, m, sig);
		return 1;
	}
	if (lut_lb(m, d->k) > L)
		return 0;
	if (d->work <= d->budget &&
	    (dec_bound(d, lev, t, m, sig, arr, L, R, 0) ||
	     dec_bound(d, lev, t, m, sig, arr, L, R, 1) ||
	     dec_curtis(d, lev, t, m, sig, arr, L, R)))
		return 1;
	/* Shannon needs no search: it stays available past the budget */
	return d->shannon && dec_shannon(d, lev, t, m, sig, arr, L, R);
}

/* Decompose t (n variables arriving at arr) into at most hi LUTs, output
 * arriving by R.  With `fewest` the budgets lower bound .. hi are tried in
 * turn (the fewest LUTs the search finds), else hi alone (the search
 * prefers large bound sets, so its first solution is rarely worse, and it
 * costs one search instead of several).  Returns the number of LUTs (in
 * d->lut) or 0. */
static uint32_t dec_run(Dec *d, const uint64_t *t, uint32_t n,
	const uint32_t *arr, int fewest, uint32_t hi, uint32_t R,
	uint64_t budget)
{
	uint32_t sig[TT_MAXV], i, L;
	for (i = 0; i < n; i++)
		sig[i] = i;
	d->nleaf = n;
	L = fewest ? lut_lb(n, d->k) : hi;
	if (L == 0)
		L = 1;
	for (; L <= hi; L++) {
		d->nlut = 0;
		d->work = 0;
		d->budget = budget;
		if (dec_rec(d, 0, t, n, sig, arr, L, R))
			return d->nlut;
		if (d->work > d->budget)
			break;
	}
	d->nlut = 0;
	return 0;
}

static void dec_init(Dec *d, uint32_t k)
{
	memset(d, 0, sizeof *d);
	d->k = k;
	d->kb = k < BS_MAX ? k : BS_MAX;
	d->tab = xmalloc((size_t)(TT_MAXV + 2) * 3 * TT_MAXW * sizeof *d->tab);
}

static void dec_free(Dec *d)
{
	free(d->lut);
	free(d->tab);
}

/* Arrival of the last LUT of d over leaves arriving at arr. */
static uint32_t dec_arrival(const Dec *d, const uint32_t *arr)
{
	uint32_t a[64], i, j, r = 0;
	uint32_t *big = d->nlut > 64 ? xmalloc(d->nlut * sizeof *big) : a;
	for (i = 0; i < d->nlut; i++) {
		const DLut *l = &d->lut[i];
		r = 0;
		for (j = 0; j < l->n; j++) {
			uint32_t x = l->in[j] < d->nleaf ? arr[l->in[j]] :
				big[l->in[j] - d->nleaf];
			if (x + 1 > r)
				r = x + 1;
		}
		big[i] = r;
	}
	if (big != a)
		free(big);
	return r;
}

/* Table (over the nleaf variables) of the last LUT of d: a check. */
static void dec_eval(const Dec *d, uint64_t *out)
{
	uint32_t n = d->nleaf, nw = tt_nwords(n), i, j, w;
	uint64_t *v = xmalloc(((size_t)d->nlut + 1) * nw * sizeof *v);
	for (i = 0; i < d->nlut; i++) {
		const DLut *l = &d->lut[i];
		for (w = 0; w < nw; w++) {
			uint64_t inw[LUT_KMAX];
			for (j = 0; j < l->n; j++) {
				uint32_t c = l->in[j];
				inw[j] = c < n ? tt_varword(c, w) :
					v[(size_t)(c - n) * nw + w];
			}
			v[(size_t)i * nw + w] = lut_word(l->tt, l->n, inw);
		}
	}
	for (w = 0; w < nw; w++)
		out[w] = d->nlut ? v[(size_t)(d->nlut - 1) * nw + w] : 0;
	out[0] &= tt_lowmask(n);
	free(v);
}

uint32_t lut_decompose(const uint64_t *f, uint32_t n, uint32_t k,
	uint32_t max_luts, LutNet *out)
{
	Dec d;
	uint32_t arr[TT_MAXV] = {0}, nl, i, j;
	uint64_t *chk;

	if (n > TT_MAXV || k < 2 || k > LUT_KMAX)
		die("lut_decompose: %u variables, K = %u", n, k);
	dec_init(&d, k);
	d.shannon = 1;
	nl = dec_run(&d, f, n, arr, 0, max_luts, INF, 1u << 22);
	memset(out, 0, sizeof *out);
	out->k = k;
	out->npi = n;
	out->pi_name = arena_alloc(&out->arena, (n + 1) * sizeof(char *));
	out->npo = 1;
	out->po_name = arena_alloc(&out->arena, sizeof(char *));
	out->po_sig = xmalloc(sizeof *out->po_sig);
	out->po_compl = xcalloc(1, 1);
	out->po_sig[0] = NONE;
	out->lut_n = xcalloc(nl + 1, 1);
	out->lut_in = xcalloc((size_t)(nl + 1) * LUT_KMAX, sizeof(uint32_t));
	out->lut_tt = xcalloc((size_t)(nl + 1) * 4, sizeof(uint64_t));
	if (nl) {
		chk = xmalloc(tt_nwords(n) * sizeof *chk);
		dec_eval(&d, chk);
		if (memcmp(chk, f, tt_nwords(n) * sizeof *chk))
			die("lut_decompose: the LUTs differ from f");
		free(chk);
		out->nlut = nl;
		for (i = 0; i < nl; i++) {
			const DLut *l = &d.lut[i];
			out->lut_n[i] = l->n;
			uint32_t *in = &out->lut_in[(size_t)i * LUT_KMAX];
			for (j = 0; j < l->n; j++)
				in[j] = l->in[j];
			memcpy(&out->lut_tt[(size_t)i * 4], l->tt, 32);
		}
		out->depth = dec_arrival(&d, arr);
		out->po_sig[0] = n + nl - 1;
	}
	dec_free(&d);
	return nl;
}


/* ---------------------------------------------------- cone windows: BDDs */

/* A root's whole MFFC can be far larger than a truth table allows (EPFL
 * priority: a 100-LUT chain over 128 inputs).  Its function is then
 * built as a BDD over the cone's leaves in a chosen variable order, and
 * decomposed by cuts of the order: the top t variables of the support
 * are a bound set of multiplicity mu = the number of distinct nodes the
 * 2^t paths through them reach (mu <= 2: one LUT, mu <= 4: two), and the
 * rest becomes g = ITE(y, N1, N0) with y a new top variable.  This turns
 * a chain read in the wrong direction (two state signals per stage) into
 * one read in the right one (one).  Once the support fits a truth table
 * the truth-table engine finishes.  Two orders are tried: the leaves as
 * first met from the root, and the reverse. */

#define BDD_MAXV 256            /* leaves of a cone window */
#define CONE_MAX 256            /* LUTs of a cone window */
#define BDD_LIMIT (1u << 14)    /* nodes of one cone's BDD */
#define BDD_CACHE (1u << 16)    /* ITE cache entries */
#define BDD_TERM UINT32_MAX     /* level of the constants */
#define BDD_BASE (1u << 24)     /* level of the first leaf */

typedef struct {
	uint32_t v, lo, hi;      /* variable, else-child, then-child */
} BNode;

typedef struct {
	BNode *n;                /* node 0 = false, 1 = true */
	uint32_t *slot;          /* per node: its unique-table slot */
	uint32_t nn, cap;
	uint32_t *lev;           /* per variable: level (smaller: higher) */
	uint32_t *sig, *arr;     /* per variable: LUT signal, its arrival */
	uint32_t *pos;           /* per variable: position in a support list */
	uint32_t *vmark;         /* per variable: visit stamp */
	uint32_t nv, capv;
	uint32_t top;            /* the level of the newest variable on top */
	uint32_t *ut;            /* unique table: node, 0 = empty */
	uint32_t *ck;            /* ITE cache: f, g, h, result, stamp */
	uint32_t stamp;          /* of the current cone */
	uint32_t *mark;          /* per node: visit stamp */
	uint32_t mstamp;
	int full;                /* the node limit was hit */
} Bdd;

#define BDD_UT (2 * BDD_LIMIT)

static void bdd_init(Bdd *b)
{
	memset(b, 0, sizeof *b);
	b->ut = xcalloc(BDD_UT, sizeof *b->ut);
	b->ck = xcalloc((size_t)BDD_CACHE * 5, sizeof *b->ck);
}

static void bdd_free(Bdd *b)
{
	free(b->n);
	free(b->slot);
	free(b->mark);
	free(b->lev);
	free(b->sig);
	free(b->arr);
	free(b->pos);
	free(b->vmark);
	free(b->ut);
	free(b->ck);
}

/* Empty the manager (the unique table through the slots used). */
static void bdd_reset(Bdd *b)
{
	uint32_t i;
	for (i = 2; i < b->nn; i++)
		b->ut[b->slot[i]] = 0;
	if (b->cap < 2) {
		b->cap = 1024;
		b->n = xmalloc(b->cap * sizeof *b->n);
		b->slot = xmalloc(b->cap * sizeof *b->slot);
		b->mark = xcalloc(b->cap, sizeof *b->mark);
	}
	b->n[0].v = b->n[1].v = NONE;
	b->n[0].lo = b->n[0].hi = 0;
	b->n[1].lo = b->n[1].hi = 1;
	b->nn = 2;
	b->nv = 0;
	b->top = BDD_BASE;
	b->full = 0;
	if (++b->stamp == 0) {
		memset(b->ck, 0, (size_t)BDD_CACHE * 5 * sizeof *b->ck);
		b->stamp = 1;
	}
}

/* A new variable at the given level; returns it. */
static uint32_t bdd_var(Bdd *b, uint32_t level, uint32_t sig, uint32_t arr)
{
	if (b->nv == b->capv) {
		b->capv = b->capv ? 2 * b->capv : 64;
		b->lev = xrealloc(b->lev, b->capv * sizeof *b->lev);
		b->sig = xrealloc(b->sig, b->capv * sizeof *b->sig);
		b->arr = xrealloc(b->arr, b->capv * sizeof *b->arr);
		b->pos = xrealloc(b->pos, b->capv * sizeof *b->pos);
		b->vmark = xrealloc(b->vmark, b->capv * sizeof *b->vmark);
	}
	b->vmark[b->nv] = 0;
	b->lev[b->nv] = level;
	b->sig[b->nv] = sig;
	b->arr[b->nv] = arr;
	return b->nv++;
}

static uint32_t bdd_level(const Bdd *b, uint32_t x)
{
	return x < 2 ? BDD_TERM : b->lev[b->n[x].v];
}

static uint32_t bdd_mk(Bdd *b, uint32_t v, uint32_t lo, uint32_t hi)
{
	uint32_t h, id;
	if (lo == hi || b->full)
		return lo;
	h = (v * 0x9e3779b1u ^ lo * 0x85ebca6bu ^ hi * 0xc2b2ae35u) &
		(BDD_UT - 1);
	for (; (id = b->ut[h]) != 0; h = (h + 1) & (BDD_UT - 1))
		if (b->n[id].v == v && b->n[id].lo == lo && b->n[id].hi == hi)
			return id;
	if (b->nn >= BDD_LIMIT) {
		b->full = 1;
		return 0;
	}
	if (b->nn == b->cap) {
		b->cap *= 2;
		b->n = xrealloc(b->n, b->cap * sizeof *b->n);
		b->slot = xrealloc(b->slot, b->cap * sizeof *b->slot);
		b->mark = xrealloc(b->mark, b->cap * sizeof *b->mark);
		memset(b->mark + b->cap / 2, 0, b->cap / 2 * sizeof *b->mark);
	}
	id = b->nn++;
	b->n[id].v = v;
	b->n[id].lo = lo;
	b->n[id].hi = hi;
	b->slot[id] = h;
	b->ut[h] = id;
	return id;
}

/* f ? g : h.  Recursion depth: at most the number of variables. */
static uint32_t bdd_ite(Bdd *b, uint32_t f, uint32_t g, uint32_t h)
{
	uint32_t *e, m, v, lf, lg, lh, t, el, r;
	if (b->full)
		return 0;
	if (f == 1 || g == h)
		return g;
	if (f == 0)
		return h;
	if (g == 1 && h == 0)
		return f;
	e = &b->ck[(size_t)(((f * 0x9e3779b1u) ^ (g * 0x85ebca6bu) ^
		(h * 0xc2b2ae35u)) & (BDD_CACHE - 1)) * 5];
	if (e[4] == b->stamp && e[0] == f && e[1] == g && e[2] == h)
		return e[3];
	lf = bdd_level(b, f);
	lg = bdd_level(b, g);
	lh = bdd_level(b, h);
	m = lf < lg ? lf : lg;
	m = m < lh ? m : lh;
	v = m == lf ? b->n[f].v : m == lg ? b->n[g].v : b->n[h].v;
	t = bdd_ite(b, lf == m ? b->n[f].hi : f, lg == m ? b->n[g].hi : g,
		lh == m ? b->n[h].hi : h);
	el = bdd_ite(b, lf == m ? b->n[f].lo : f, lg == m ? b->n[g].lo : g,
		lh == m ? b->n[h].lo : h);
	r = bdd_mk(b, v, el, t);
	e = &b->ck[(size_t)(((f * 0x9e3779b1u) ^ (g * 0x85ebca6bu) ^
		(h * 0xc2b2ae35u)) & (BDD_CACHE - 1)) * 5];
	e[0] = f;
	e[1] = g;
	e[2] = h;
	e[3] = r;
	e[4] = b->stamp;
	return r;
}

/* A LUT (table tt, q inputs) applied to the BDDs in[]: a tree of ITEs,
 * input 0 at the bottom. */
static uint32_t bdd_lut(Bdd *b, const uint64_t *tt, uint32_t q,
	const uint32_t *in)
{
	uint32_t v[1u << LUT_KMAX], c, i, n = 1u << q;
	for (c = 0; c < n; c++)
		v[c] = (uint32_t)tt_bit(tt, c);
	for (i = 0; i < q; i++) {
		n >>= 1;
		for (c = 0; c < n; c++)
			v[c] = bdd_ite(b, in[i], v[2 * c + 1], v[2 * c]);
	}
	return v[0];
}

/* The variables f depends on, by level; returns their number (at most
 * max, else max + 1). */
static uint32_t bdd_support(Bdd *b, uint32_t f, uint32_t *vars, uint32_t max,
	uint32_t *stack)
{
	uint32_t sp = 0, n = 0, i, j;
	if (++b->mstamp == 0) {
		memset(b->mark, 0, b->cap * sizeof *b->mark);
		memset(b->vmark, 0, b->capv * sizeof *b->vmark);
		b->mstamp = 1;
	}
	/* nodes are marked when pushed: the stack holds each at most once */
	if (f >= 2) {
		b->mark[f] = b->mstamp;
		stack[sp++] = f;
	}
	while (sp) {
		uint32_t x = stack[--sp], v = b->n[x].v, lo = b->n[x].lo;
		uint32_t hi = b->n[x].hi;
		if (b->vmark[v] != b->mstamp) {
			b->vmark[v] = b->mstamp;
			if (n++ < max)
				vars[n - 1] = v;
		}
		if (lo >= 2 && b->mark[lo] != b->mstamp) {
			b->mark[lo] = b->mstamp;
			stack[sp++] = lo;
		}
		if (hi >= 2 && b->mark[hi] != b->mstamp) {
			b->mark[hi] = b->mstamp;
			stack[sp++] = hi;
		}
	}
	if (n > max)
		return max + 1;
	for (i = 1; i < n; i++) {
		uint32_t v = vars[i];
		for (j = i; j > 0 && b->lev[vars[j - 1]] > b->lev[v]; j--)
			vars[j] = vars[j - 1];
		vars[j] = v;
	}
	return n;
}

/* The node reached from f by the assignment a of the variables
 * vars[0..t-1] (the top t of f's support), stopping below them. */
static uint32_t bdd_walk(const Bdd *b, uint32_t f, const uint32_t *pos,
	uint32_t lim, uint32_t a)
{
	while (f >= 2 && b->lev[b->n[f].v] <= lim)
		f = (a >> pos[b->n[f].v] & 1) ? b->n[f].hi : b->n[f].lo;
	return f;
}

/* ------------------------------------------------------------ the net */

/* A window: LUTs node[0] = the root and LUTs it reaches through them;
 * leaves: the signals they read from outside. */
typedef struct {
	uint32_t node[WIN_MAX];  /* node[1..] ascending */
	uint32_t leaf[LEAF_MAX];
	uint32_t nn, nl;
	uint32_t dead;           /* LUTs that die with the root's old cone */
} Win;

typedef struct {
	int32_t ub;              /* dead - lut_lb(nl): the best gain possible */
	uint32_t nl, id;         /* ties: fewer leaves, enumerated first */
} WinKey;

typedef struct {
	const LutPackParams *p;
	LutPackStats *st;
	uint32_t k, npi;
	uint32_t nsig, cap;      /* signals: the PIs, then the LUTs */
	uint8_t *n;              /* per signal: LUT inputs */
	uint32_t *in;            /* per signal: LUT_KMAX inputs */
	uint64_t *tt;            /* per signal: 4 words of table */
	uint32_t *ref;           /* per signal: fanouts (LUT inputs and POs) */
	uint32_t *arr, *req;     /* per signal: arrival, required level */
	uint8_t *live;           /* per signal: a LUT some PO needs */
	uint32_t npo;
	uint32_t *po_sig;        /* per PO: signal or NONE */
	uint8_t *po_compl;
	uint32_t *order, norder; /* live LUTs, topological (pack_topo) */
	uint32_t *stack, *iter;  /* scratch per signal */
	uint32_t cap_scratch;
	uint32_t D;              /* depth bound */
	Win *win;                /* the current root's windows */
	uint32_t nwin;
	WinKey *key;
	uint32_t *htab;          /* window hash: index + 1, 0 empty */
	uint32_t *hslot;         /* per window: its slot in htab */
	uint64_t *wtab;          /* tables of a window's LUTs */
	uint64_t *ftab;          /* the window's function */
	Dec dec;
	DLut *best;              /* the best rewrite of the current root */
	uint32_t nbest, cap_best;
	uint32_t *best_leaf, nbest_leaf; /* its leaves (BDD_MAXV) */
	uint8_t *isout;          /* per signal: some PO reads it */
	uint32_t *mk, *cnt, *cst;/* per signal: cone marks and counts */
	uint32_t mkst;           /* cone stamp: LUT mkst, leaf mkst + 1 */
	Bdd bdd;
	uint32_t *cone, *cleaf;  /* cone LUTs (CONE_MAX), leaves (BDD_MAXV) */
	uint32_t ncone, ncleaf;  /* the current root's (0: no cone) */
	uint32_t *print;         /* per signal: root_print of its last search
	                            that found nothing, 0 none */
	uint32_t *cbdd;          /* per cone LUT: its BDD */
	uint32_t *bstack;        /* BDD traversal stack (BDD_LIMIT) */
} Pack;

#define WIN_HASH 2048u

static uint32_t *lut_in_of(const Pack *pk, uint32_t s)
{
	return &pk->in[(size_t)s * LUT_KMAX];
}

static int is_lut(const Pack *pk, uint32_t s)
{
	return s >= pk->npi;
}

/* Room for one more signal. */
static void pack_grow(Pack *pk, uint32_t need)
{
	uint32_t cap = pk->cap, old = pk->cap;
	if (need <= cap)
		return;
	if (need > NODE_LIMIT)
		ctx_too_large("too many LUTs (limit is %u)", NODE_LIMIT);
	while (cap < need)
		cap = cap < 16 ? 16 :
			cap > NODE_LIMIT / 2 ? NODE_LIMIT : cap * 2;
	pk->n = xrealloc(pk->n, cap);
	pk->in = xrealloc(pk->in, (size_t)cap * LUT_KMAX * sizeof *pk->in);
	pk->tt = xrealloc(pk->tt, (size_t)cap * 4 * sizeof *pk->tt);
	pk->ref = xrealloc(pk->ref, (size_t)cap * sizeof *pk->ref);
	pk->arr = xrealloc(pk->arr, (size_t)cap * sizeof *pk->arr);
	pk->req = xrealloc(pk->req, (size_t)cap * sizeof *pk->req);
	pk->live = xrealloc(pk->live, cap);
	pk->isout = xrealloc(pk->isout, cap);
	pk->print = xrealloc(pk->print, (size_t)cap * sizeof *pk->print);
	memset(pk->print + old, 0, (size_t)(cap - old) * sizeof *pk->print);
	pk->mk = xrealloc(pk->mk, (size_t)cap * sizeof *pk->mk);
	pk->cnt = xrealloc(pk->cnt, (size_t)cap * sizeof *pk->cnt);
	pk->cst = xrealloc(pk->cst, (size_t)cap * sizeof *pk->cst);
	memset(pk->isout + old, 0, cap - old);
	memset(pk->mk + old, 0, (size_t)(cap - old) * sizeof *pk->mk);
	memset(pk->cst + old, 0, (size_t)(cap - old) * sizeof *pk->cst);
	memset(pk->n + old, 0, cap - old);
	memset(pk->live + old, 0, cap - old);
	memset(pk->ref + old, 0, (size_t)(cap - old) * sizeof *pk->ref);
	pk->cap = cap;
}

/* A new LUT (live, unreferenced); returns its signal. */
static uint32_t pack_add(Pack *pk, uint32_t n, const uint32_t *in,
	const uint64_t *tt)
{
	uint32_t s = pk->nsig, i, a = 0;
	pack_grow(pk, s + 1);
	pk->nsig++;
	pk->n[s] = (uint8_t)n;
	memcpy(lut_in_of(pk, s), in, n * sizeof *in);
	memcpy(&pk->tt[(size_t)s * 4], tt, 4 * sizeof *tt);
	for (i = 0; i < n; i++)
		if (pk->arr[in[i]] + 1 > a)
			a = pk->arr[in[i]] + 1;
	pk->arr[s] = a;
	pk->req[s] = INF;
	pk->ref[s] = 0;
	pk->live[s] = 1;
	return s;
}

static void scratch_grow(Pack *pk)
{
	if (pk->cap_scratch >= pk->nsig + 1)
		return;
	pk->cap_scratch = pk->cap;
	pk->stack = xrealloc(pk->stack, (size_t)pk->cap_scratch *
		LUT_KMAX * sizeof *pk->stack);
	pk->iter = xrealloc(pk->iter, (size_t)pk->cap_scratch *
		sizeof *pk->iter);
	pk->order = xrealloc(pk->order, (size_t)pk->cap_scratch *
		sizeof *pk->order);
}

/* Drop one reference to s; a LUT left without fanouts dies and drops its
 * inputs' references in turn (an explicit stack). */
static void pack_deref(Pack *pk, uint32_t s)
{
	uint32_t sp = 0, i;
	scratch_grow(pk);
	pk->stack[sp++] = s;
	while (sp) {
		uint32_t u = pk->stack[--sp];
		if (pk->ref[u] == 0)
			die("lutpack: reference count below zero");
		if (--pk->ref[u] || !is_lut(pk, u))
			continue;
		pk->live[u] = 0;
		for (i = 0; i < pk->n[u]; i++)
			pk->stack[sp++] = lut_in_of(pk, u)[i];
	}
}

/* pk->order = the LUTs the POs need, inputs before fanouts (an iterative
 * depth-first search); live and ref recomputed from them. */
static void pack_topo(Pack *pk)
{
	uint32_t i, j, s;
	scratch_grow(pk);
	memset(pk->live, 0, pk->nsig);
	memset(pk->ref, 0, (size_t)pk->nsig * sizeof *pk->ref);
	pk->norder = 0;
	for (i = 0; i < pk->npo; i++) {
		uint32_t sp = 0;
		s = pk->po_sig[i];
		if (s == NONE)
			continue;
		pk->ref[s]++;
		if (!is_lut(pk, s) || pk->live[s])
			continue;
		pk->live[s] = 1;
		pk->stack[sp] = s;
		pk->iter[sp++] = 0;
		while (sp) {
			uint32_t u = pk->stack[sp - 1];
			if (pk->iter[sp - 1] < pk->n[u]) {
				uint32_t c = lut_in_of(pk, u)[pk->iter[sp - 1]];
				pk->iter[sp - 1]++;
				if (is_lut(pk, c) && !pk->live[c]) {
					pk->live[c] = 1;
					pk->stack[sp] = c;
					pk->iter[sp++] = 0;
				}
			} else {
				pk->order[pk->norder++] = u;
				sp--;
			}
		}
	}
	for (i = 0; i < pk->norder; i++) {
		s = pk->order[i];
		for (j = 0; j < pk->n[s]; j++)
			pk->ref[lut_in_of(pk, s)[j]]++;
	}
}

/* Arrivals of the ordered LUTs; returns the depth. */
static uint32_t pack_arrivals(Pack *pk)
{
	uint32_t i, j, d = 0;
	for (i = 0; i < pk->npi; i++)
		pk->arr[i] = 0;
	for (i = 0; i < pk->norder; i++) {
		uint32_t s = pk->order[i], a = 0;
		for (j = 0; j < pk->n[s]; j++)
			if (pk->arr[lut_in_of(pk, s)[j]] + 1 > a)
				a = pk->arr[lut_in_of(pk, s)[j]] + 1;
		pk->arr[s] = a;
	}
	for (i = 0; i < pk->npo; i++)
		if (pk->po_sig[i] != NONE && pk->arr[pk->po_sig[i]] > d)
			d = pk->arr[pk->po_sig[i]];
	return d;
}

static void pack_required(Pack *pk)
{
	uint32_t i, j;
	for (i = 0; i < pk->nsig; i++)
		pk->req[i] = INF;
	for (i = 0; i < pk->npo; i++)
		if (pk->po_sig[i] != NONE)
			pk->req[pk->po_sig[i]] = pk->D;
	for (i = pk->norder; i-- > 0;) {
		uint32_t s = pk->order[i];
		for (j = 0; j < pk->n[s]; j++) {
			uint32_t c = lut_in_of(pk, s)[j];
			if (pk->req[s] - 1 < pk->req[c])
				pk->req[c] = pk->req[s] - 1;
		}
	}
}

/* ------------------------------------------------------------ windows */

static int win_has_node(const Win *w, uint32_t s)
{
	uint32_t i;
	for (i = 0; i < w->nn; i++)
		if (w->node[i] == s)
			return 1;
	return 0;
}

static uint32_t win_hash(const Win *w)
{
	return hash_bytes(w->node, w->nn * sizeof *w->node, 0x5bd1e995u) &
		(WIN_HASH - 1);
}

/* The window's LUTs whose fanouts all lie in it once the root is gone:
 * the root, then every LUT all of whose references come from dead ones. */
static uint32_t win_dead(const Pack *pk, const Win *w)
{
	uint32_t cnt[WIN_MAX] = {0}, q[WIN_MAX], nq = 0, i, j, u;
	q[nq++] = 0;
	for (i = 0; i < nq; i++) {
		u = w->node[q[i]];
		for (j = 0; j < pk->n[u]; j++) {
			uint32_t c = lut_in_of(pk, u)[j], x;
			for (x = 1; x < w->nn && w->node[x] != c; x++)
				;
			if (x < w->nn && ++cnt[x] == pk->ref[c])
				q[nq++] = x;
		}
	}
	return nq;
}

/* w2 = w plus the LUT s (one of w's leaves). */
static void win_extend(const Pack *pk, const Win *w, uint32_t s, Win *w2)
{
	uint32_t i, j, x;
	w2->nn = 0;
	w2->node[w2->nn++] = w->node[0];
	for (i = 1; i < w->nn && w->node[i] < s; i++)
		w2->node[w2->nn++] = w->node[i];
	w2->node[w2->nn++] = s;
	for (; i < w->nn; i++)
		w2->node[w2->nn++] = w->node[i];
	w2->nl = 0;
	for (i = 0; i < w->nl; i++)
		if (w->leaf[i] != s)
			w2->leaf[w2->nl++] = w->leaf[i];
	for (j = 0; j < pk->n[s]; j++) {
		uint32_t c = lut_in_of(pk, s)[j];
		if (win_has_node(w2, c))
			continue;
		for (x = 0; x < w2->nl && w2->leaf[x] != c; x++)
			;
		if (x == w2->nl && w2->nl < LEAF_MAX)
			w2->leaf[w2->nl++] = c;
	}
}

/* Every window of r (breadth first, at most WIN_CAP). */
static void win_enum(Pack *pk, uint32_t r)
{
	const LutPackParams *p = pk->p;
	uint32_t i, j, h;
	Win *w0 = &pk->win[0];

	w0->nn = 1;
	w0->node[0] = r;
	w0->nl = 0;
	for (j = 0; j < pk->n[r]; j++) {
		uint32_t c = lut_in_of(pk, r)[j], x;
		for (x = 0; x < w0->nl && w0->leaf[x] != c; x++)
			;
		if (x == w0->nl)
			w0->leaf[w0->nl++] = c;
	}
	pk->nwin = 1;
	for (i = 0; i < pk->nwin && pk->nwin < WIN_CAP; i++) {
		if (pk->win[i].nn >= p->max_luts)
			continue;
		for (j = 0; j < pk->win[i].nl && pk->nwin < WIN_CAP; j++) {
			uint32_t s = pk->win[i].leaf[j], x;
			Win *w2 = &pk->win[pk->nwin];
			if (!is_lut(pk, s))
				continue;
			win_extend(pk, &pk->win[i], s, w2);
			/* a leaf count out of reach of max_inputs stays so:
			 * each LUT added removes at most one leaf */
			if (w2->nl > p->max_inputs + (p->max_luts - w2->nn))
				continue;
			for (h = win_hash(w2); (x = pk->htab[h]) != 0;
			     h = (h + 1) & (WIN_HASH - 1))
				if (pk->win[x - 1].nn == w2->nn &&
				    !memcmp(pk->win[x - 1].node, w2->node,
					w2->nn * sizeof *w2->node))
					break;
			if (x)
				continue;
			pk->hslot[pk->nwin] = h;
			pk->htab[h] = ++pk->nwin;
		}
	}
	for (i = 1; i < pk->nwin; i++)
		pk->htab[pk->hslot[i]] = 0;
}

/* The function of w's root over its leaves (variable i = leaf i). */
static void win_truth(Pack *pk, const Win *w, uint64_t *f)
{
	uint32_t nw = tt_nwords(w->nl), ord[WIN_MAX], no = 0, done = 0;
	uint32_t i, j, x, wd;

	while (no < w->nn)
		for (i = 0; i < w->nn; i++) {
			uint32_t u = w->node[i], ready = 1;
			if (done >> i & 1)
				continue;
			for (j = 0; j < pk->n[u] && ready; j++)
				for (x = 0; x < w->nn; x++)
					if (w->node[x] == lut_in_of(pk, u)[j] &&
					    !(done >> x & 1))
						ready = 0;
			if (ready) {
				ord[no++] = i;
				done |= 1u << i;
			}
		}
	for (i = 0; i < w->nn; i++) {
		uint32_t u = w->node[ord[i]], src[LUT_KMAX];
		uint64_t *out = pk->wtab + (size_t)ord[i] * TT_MAXW;
		/* src: leaf index, or TT_MAXV + window index */
		for (j = 0; j < pk->n[u]; j++) {
			uint32_t c = lut_in_of(pk, u)[j];
			for (x = 0; x < w->nn && w->node[x] != c; x++)
				;
			if (x < w->nn) {
				src[j] = TT_MAXV + x;
				continue;
			}
			for (x = 0; w->leaf[x] != c; x++)
				;
			src[j] = x;
		}
		for (wd = 0; wd < nw; wd++) {
			uint64_t inw[LUT_KMAX];
			for (j = 0; j < pk->n[u]; j++)
				inw[j] = src[j] < TT_MAXV ?
					tt_varword(src[j], wd) :
					pk->wtab[(size_t)(src[j] - TT_MAXV) *
						TT_MAXW + wd];
			out[wd] = lut_word(&pk->tt[(size_t)u * 4], pk->n[u],
				inw);
		}
	}
	memcpy(f, pk->wtab, nw * sizeof *f); /* the root is node 0 */
	f[0] &= tt_lowmask(w->nl);
}

static int key_cmp(const void *a, const void *b)
{
	const WinKey *x = a, *y = b;
	if (x->ub != y->ub)
		return x->ub > y->ub ? -1 : 1;
	if (x->nl != y->nl)
		return x->nl < y->nl ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/* Replace root r by the LUTs of d over the signals leaf[]: the last one
 * becomes r (its fanouts keep reading r), the others are new; then the
 * old cone's references are dropped. */
static void pack_apply(Pack *pk, uint32_t r, const DLut *l, uint32_t nl,
	const uint32_t *leaf, uint32_t nleaf)
{
	uint32_t *sig = xmalloc(((size_t)nleaf + nl) * sizeof *sig);
	uint32_t old[LUT_KMAX], nold = pk->n[r], in[LUT_KMAX], i, j, a = 0;

	memcpy(sig, leaf, nleaf * sizeof *sig);
	for (i = 0; i + 1 < nl; i++) {
		for (j = 0; j < l[i].n; j++)
			in[j] = sig[l[i].in[j]];
		sig[nleaf + i] = pack_add(pk, l[i].n, in, l[i].tt);
		for (j = 0; j < l[i].n; j++)
			pk->ref[in[j]]++;
	}
	memcpy(old, lut_in_of(pk, r), nold * sizeof *old);
	pk->n[r] = l[nl - 1].n;
	for (j = 0; j < l[nl - 1].n; j++) {
		uint32_t c = sig[l[nl - 1].in[j]];
		lut_in_of(pk, r)[j] = c;
		pk->ref[c]++;
		if (pk->arr[c] + 1 > a)
			a = pk->arr[c] + 1;
	}
	memcpy(&pk->tt[(size_t)r * 4], l[nl - 1].tt, 4 * sizeof(uint64_t));
	pk->arr[r] = a;
	for (j = 0; j < nold; j++)
		pack_deref(pk, old[j]);
	free(sig);
}

/* pk->dec's LUTs over leaf[0..nl-1] become the root's best rewrite. */
static void keep_best(Pack *pk, const uint32_t *leaf, uint32_t nl)
{
	uint32_t c = pk->dec.nlut;
	grow((void **)&pk->best, &pk->cap_best, c, sizeof *pk->best,
		NODE_LIMIT, "decomposition LUTs");
	memcpy(pk->best, pk->dec.lut, c * sizeof *pk->best);
	pk->nbest = c;
	memcpy(pk->best_leaf, leaf, nl * sizeof *leaf);
	pk->nbest_leaf = nl;
}

/* Try w: decompose its function into at most hi LUTs arriving by R; on
 * success keep it as the root's best rewrite.  Returns 1 if kept. */
static int pack_try(Pack *pk, const Win *w, uint32_t hi, uint32_t R,
	int32_t *best_gain, uint32_t *best_arr)
{
	uint32_t keep[TT_MAXV], arr[TT_MAXV], leaf[TT_MAXV], n = 0, i, c;
	uint64_t *f = pk->ftab, *g = pk->ftab + TT_MAXW;

	win_truth(pk, w, f);
	for (i = 0; i < w->nl; i++)
		if (tt_dep(f, w->nl, i)) {
			keep[n] = i;
			leaf[n] = w->leaf[i];
			arr[n++] = pk->arr[w->leaf[i]];
		}
	if (n < w->nl) {
		tt_compact(g, f, w->nl, keep, n, 0);
		f = g;
	}
	if (lut_lb(n, pk->k) > hi)
		return 0;
	pk->st->windows++;
	c = dec_run(&pk->dec, f, n, arr, 0, hi, R, pk->p->work);
	if (!c)
		return 0;
	pk->st->decomposed++;
#ifndef NDEBUG
	{
		uint64_t *chk = pk->wtab; /* free again: win_truth is done */
		dec_eval(&pk->dec, chk);
		if (memcmp(chk, f, tt_nwords(n) * sizeof *chk))
			die("lutpack: decomposition differs from its window");
	}
#endif
	*best_gain = (int32_t)w->dead - (int32_t)c;
	*best_arr = dec_arrival(&pk->dec, arr);
	keep_best(pk, leaf, n);
	return 1;
}

/* ------------------------------------------------------------ cones */

/* The MFFC of r, breadth first, at most CONE_MAX LUTs (a prefix of it is
 * a window as well: each LUT in it is referenced only from inside), into
 * pk->cone (reverse order is topological); its leaves into pk->cleaf in
 * the order first met.  Returns the LUT count, 0 if the leaves are more
 * than BDD_MAXV.  pk->cnt then holds each LUT's cone index and each
 * leaf's index. */
static uint32_t cone_collect(Pack *pk, uint32_t r, uint32_t *nleaf)
{
	uint32_t n = 1, nl = 0, i, j, st;
	if (pk->mkst > UINT32_MAX - 4) {
		memset(pk->mk, 0, (size_t)pk->cap * sizeof *pk->mk);
		memset(pk->cst, 0, (size_t)pk->cap * sizeof *pk->cst);
		pk->mkst = 0;
	}
	st = pk->mkst += 2;
	pk->cone[0] = r;
	pk->mk[r] = st;
	for (i = 0; i < n; i++) {
		uint32_t u = pk->cone[i];
		for (j = 0; j < pk->n[u]; j++) {
			uint32_t c = lut_in_of(pk, u)[j];
			if (!is_lut(pk, c))
				continue;
			if (pk->cst[c] != st) {
				pk->cst[c] = st;
				pk->cnt[c] = 0;
			}
			if (++pk->cnt[c] == pk->ref[c] && n < CONE_MAX &&
			    pk->mk[c] != st) {
				pk->mk[c] = st;
				pk->cone[n++] = c;
			}
		}
	}
	for (i = 0; i < n; i++) {
		uint32_t u = pk->cone[i];
		pk->cnt[u] = i;
		for (j = 0; j < pk->n[u]; j++) {
			uint32_t c = lut_in_of(pk, u)[j];
			if (pk->mk[c] == st || pk->mk[c] == st + 1)
				continue;
			if (nl == BDD_MAXV)
				return 0;
			pk->mk[c] = st + 1;
			pk->cnt[c] = nl;
			pk->cleaf[nl++] = c;
		}
	}
	*nleaf = nl;
	return n;
}

/* tt = f over its support vars[0..m-1] (m <= TT_MAXV), variable i being
 * vars[i]: one walk from the root per assignment. */
static void cone_truth(Bdd *b, uint32_t f, const uint32_t *vars,
	uint32_t m, uint64_t *tt)
{
	uint32_t i, x;
	for (i = 0; i < m; i++)
		b->pos[vars[i]] = i;
	memset(tt, 0, tt_nwords(m) * sizeof *tt);
	for (x = 0; x < (1u << m); x++) {
		uint32_t z = f;
		while (z >= 2) {
			const BNode *nd = &b->n[z];
			z = (x >> b->pos[nd->v] & 1) ? nd->hi : nd->lo;
		}
		if (z)
			tt[x >> 6] |= 1ull << (x & 63);
	}
}

/* The multiplicity of the top t variables of f's support supp[] (b->pos
 * set for them): cls[a] = the class of assignment a, node[] the class
 * representatives (at most 4); returns the count, 5 meaning more. */
static uint32_t cone_mu(const Bdd *b, uint32_t f, const uint32_t *supp,
	uint32_t t, uint32_t *cls, uint32_t *node)
{
	uint32_t a, i, nmu = 0, lim = b->lev[supp[t - 1]];
	if (t > BS_MAX)
		return 5;
	for (a = 0; a < (1u << t); a++) {
		uint32_t z = bdd_walk(b, f, b->pos, lim, a);
		for (i = 0; i < nmu && node[i] != z; i++)
			;
		if (i == nmu) {
			if (nmu == 4)
				return 5;
			node[nmu++] = z;
		}
		cls[a] = i;
	}
	return nmu;
}

/* One cut of f (support supp[0..m-1], m > K): the largest top set of
 * multiplicity 2 (one LUT), else of 3..4 (two LUTs) and at least 3
 * variables; its LUTs are pushed and the rest returned as a BDD over the
 * new variables and the others, or NONE (no such cut, out of LUTs, too
 * late). */
static uint32_t cone_cut(Pack *pk, uint32_t f, const uint32_t *supp,
	uint32_t m, uint32_t L, uint32_t R)
{
	Bdd *b = &pk->bdd;
	Dec *d = &pk->dec;
	uint32_t cls[64], node[4], sig[BS_MAX], t, tb = 0, mu = 0, i, a;
	uint32_t amax = 0, y, y2;
	uint64_t h[2] = {0, 0};

	for (i = 0; i < m && i < BS_MAX; i++)
		b->pos[supp[i]] = i;
	for (t = d->kb < m - 1 ? d->kb : m - 1; t >= 2; t--) {
		uint32_t n = cone_mu(b, f, supp, t, cls, node);
		if (n <= 2) {
			tb = t;
			mu = n;
			break;
		}
		if (n <= 4 && !tb && t >= 3) {
			tb = t;
			mu = n;
		}
	}
	if (!tb || tb > BS_MAX || cone_mu(b, f, supp, tb, cls, node) != mu)
		return NONE;
	for (i = 0; i < tb; i++) {
		sig[i] = b->sig[supp[i]];
		if (b->arr[supp[i]] > amax)
			amax = b->arr[supp[i]];
	}
	if (amax + 2 > R || d->nlut + (mu <= 2 ? 1 : 2) + 1 > L)
		return NONE;
	for (a = 0; a < (1u << tb); a++) {
		h[0] |= (uint64_t)(cls[a] & 1) << a;
		h[1] |= (uint64_t)(cls[a] >> 1 & 1) << a;
	}
	y = bdd_var(b, --b->top, dec_push(d, &h[0], tb, sig), amax + 1);
	if (mu <= 2)
		return bdd_mk(b, y, node[0], node[1]);
	y2 = bdd_var(b, --b->top, dec_push(d, &h[1], tb, sig), amax + 1);
	if (mu == 3)
		node[3] = node[2]; /* the unused code: as code 2 */
	return bdd_mk(b, y2, bdd_mk(b, y, node[0], node[1]),
		bdd_mk(b, y, node[2], node[3]));
}

/* Decompose f (a BDD over the leaf variables 0..nleaf-1) into at most L
 * LUTs in pk->dec whose output arrives by R: cuts of the order while the
 * support is too large for a truth table, then the truth-table engine
 * (once; if it fails, more cuts and then a last LUT).  Returns the LUT
 * count or 0. */
static uint32_t cone_dec(Pack *pk, uint32_t f, uint32_t nleaf, uint32_t L,
	uint32_t R)
{
	Bdd *b = &pk->bdd;
	Dec *d = &pk->dec;
	uint32_t supp[BDD_MAXV], s2[TT_MAXV], a2[TT_MAXV], m, i, saved;
	int tried = 0;

	d->nlut = 0;
	d->nleaf = nleaf;
	d->work = 0;
	d->budget = pk->p->work;
	for (;;) {
		m = bdd_support(b, f, supp, BDD_MAXV, pk->bstack);
		if (m > BDD_MAXV || d->nlut + lut_lb(m, d->k) > L)
			return 0;
		if (m <= TT_MAXV && (!tried || m <= d->k)) {
			tried = 1;
			cone_truth(b, f, supp, m, pk->ftab);
			for (i = 0; i < m; i++) {
				s2[i] = b->sig[supp[i]];
				a2[i] = b->arr[supp[i]];
			}
			saved = d->nlut;
			if (L > saved &&
			    dec_rec(d, 0, pk->ftab, m, s2, a2, L - saved, R))
				return d->nlut;
			d->nlut = saved;
			if (m <= d->k)
				return 0;
		}
		f = cone_cut(pk, f, supp, m, L, R);
		if (f == NONE || b->full)
			return 0;
	}
}

/* The BDDs of the cone's LUTs (pk->cbdd, the root's first) over its
 * leaves, leaf i at position i of the order (or reversed). */
static void cone_build(Pack *pk, uint32_t n, uint32_t nl, const uint32_t *arr,
	int reversed)
{
	Bdd *b = &pk->bdd;
	uint32_t i, j;
	bdd_reset(b);
	for (i = 0; i < nl; i++)
		bdd_var(b, BDD_BASE + (reversed ? nl - 1 - i : i), i, arr[i]);
	for (i = n; i-- > 0;) {
		uint32_t u = pk->cone[i], in[LUT_KMAX];
		for (j = 0; j < pk->n[u]; j++) {
			uint32_t s = lut_in_of(pk, u)[j];
			in[j] = pk->mk[s] == pk->mkst ? pk->cbdd[pk->cnt[s]] :
				bdd_mk(b, pk->cnt[s], 0, 1);
		}
		pk->cbdd[i] = bdd_lut(b, &pk->tt[(size_t)u * 4], pk->n[u], in);
	}
}

#ifndef NDEBUG
/* The LUTs of pk->dec, composed as BDDs over the nl leaves, are f. */
static void cone_check(Pack *pk, uint32_t nl, uint32_t f)
{
	Bdd *b = &pk->bdd;
	Dec *d = &pk->dec;
	uint32_t *v = xmalloc(d->nlut * sizeof *v), in[LUT_KMAX], i, j;
	for (i = 0; i < d->nlut; i++) {
		const DLut *l = &d->lut[i];
		for (j = 0; j < l->n; j++)
			in[j] = l->in[j] < nl ? bdd_mk(b, l->in[j], 0, 1) :
				v[l->in[j] - nl];
		v[i] = bdd_lut(b, l->tt, l->n, in);
	}
	if (!b->full && v[d->nlut - 1] != f)
		die("lutpack: cone decomposition differs from its cone");
	free(v);
}
#endif

/* The cone window of r (its MFFC) decomposed through BDDs in two leaf
 * orders; the better result, if it gains at least `need`, becomes the
 * root's best rewrite.  Returns 1 if so. */
static int pack_cone(Pack *pk, uint32_t r, int32_t need, int32_t *best_gain,
	uint32_t *best_arr)
{
	uint32_t n = pk->ncone, nl = pk->ncleaf, i, c, a, arr[BDD_MAXV];
	int have = 0, rev;

	if (n <= pk->p->max_luts || (int32_t)n - need < 1)
		return 0;
	for (i = 0; i < nl; i++)
		arr[i] = pk->arr[pk->cleaf[i]];
	for (rev = 0; rev < 2; rev++) {
		int32_t want = have ? *best_gain + 1 : need;
		cone_build(pk, n, nl, arr, rev);
		if (pk->bdd.full)
			continue;
		pk->st->windows++;
		c = cone_dec(pk, pk->cbdd[0], nl, (uint32_t)((int32_t)n - want),
			pk->req[r]);
		if (!c)
			continue;
		pk->st->decomposed++;
#ifndef NDEBUG
		cone_check(pk, nl, pk->cbdd[0]);
#endif
		a = dec_arrival(&pk->dec, arr);
		/* (better than the best so far: at most n - want LUTs) */
		*best_gain = (int32_t)n - (int32_t)c;
		*best_arr = a;
		keep_best(pk, pk->cleaf, nl);
		have = 1;
	}
	return have;
}

/* Windows of r that may gain `floor` LUTs or more, best bound first, and
 * while one may still beat the best found; with floor 0 only rewrites
 * that make r arrive earlier count.  Returns 1 if one was found. */
static int pack_search(Pack *pk, uint32_t r, int32_t floor,
	int32_t *best_gain, uint32_t *best_arr)
{
	const LutPackParams *p = pk->p;
	uint32_t nk = 0, i;
	int have = 0;

	for (i = 1; i < pk->nwin; i++) {
		Win *w = &pk->win[i];
		if (w->nl > p->max_inputs)
			continue;
		pk->key[nk].ub = (int32_t)w->dead -
			(int32_t)lut_lb(w->nl, pk->k);
		pk->key[nk].nl = w->nl;
		pk->key[nk].id = i;
		if (pk->key[nk].ub >= floor)
			nk++;
	}
	qsort(pk->key, nk, sizeof *pk->key, key_cmp);
	if (nk > p->max_windows)
		nk = p->max_windows;
	for (i = 0; i < nk; i++) {
		const Win *w = &pk->win[pk->key[i].id];
		int32_t need = have ? *best_gain + 1 : floor;
		uint32_t R = pk->req[r];
		if (pk->key[i].ub < need)
			break;
		if (need <= 0) {
			/* equal count: only if the root arrives earlier */
			uint32_t lim = have ? *best_arr : pk->arr[r];
			if (lim == 0)
				continue;
			if (lim - 1 < R)
				R = lim - 1;
		}
		if (pack_try(pk, w, (uint32_t)((int32_t)w->dead - need), R,
		    best_gain, best_arr))
			have = 1;
	}
	return have;
}

static uint32_t hash_u32(uint32_t h, uint32_t x)
{
	h ^= x + 0x9e3779b9u + (h << 6) + (h >> 2);
	return h;
}

/* The part of LUT u its windows read: inputs, table, references and the
 * arrivals of its inputs. */
static uint32_t hash_lut(const Pack *pk, uint32_t h, uint32_t u)
{
	uint32_t j;
	h = hash_u32(h, u);
	h = hash_u32(h, pk->ref[u]);
	for (j = 0; j < 4; j++) {   /* the table a word at a time */
		uint64_t w = pk->tt[(size_t)u * 4 + j];
		h = hash_u32(hash_u32(h, (uint32_t)w), (uint32_t)(w >> 32));
	}
	for (j = 0; j < pk->n[u]; j++) {
		uint32_t c = lut_in_of(pk, u)[j];
		h = hash_u32(hash_u32(h, c), pk->arr[c]);
	}
	return h;
}

/* A fingerprint of everything the search of root r reads: r's required
 * time, the LUTs within max_luts - 1 steps of it (a superset of its
 * windows' LUTs, breadth first, each once) and its cone (after
 * cone_collect).  Equal to the one of a search that found nothing: no
 * need to search again. */
static uint32_t root_print(Pack *pk, uint32_t r)
{
	uint32_t h = hash_u32(0x12345, pk->req[r]), i, j, n = 1, lo = 0, d;
	uint32_t *q = pk->stack, st;
	if (pk->mkst > UINT32_MAX - 4) {
		memset(pk->mk, 0, (size_t)pk->cap * sizeof *pk->mk);
		memset(pk->cst, 0, (size_t)pk->cap * sizeof *pk->cst);
		pk->mkst = 0;
	}
	st = pk->mkst += 2; /* (cone_collect's marks are not needed now) */
	q[0] = r;
	pk->mk[r] = st;
	for (d = 1; d < pk->p->max_luts; d++) {
		uint32_t hi = n;
		for (i = lo; i < hi; i++)
			for (j = 0; j < pk->n[q[i]]; j++) {
				uint32_t c = lut_in_of(pk, q[i])[j];
				if (is_lut(pk, c) && pk->mk[c] != st) {
					pk->mk[c] = st;
					q[n++] = c;
				}
			}
		lo = hi;
	}
	for (i = 0; i < n; i++)
		h = hash_lut(pk, h, q[i]);
	for (i = 0; i < pk->ncone; i++)
		h = hash_lut(pk, h, pk->cone[i]);
	return h | 1; /* 0: none */
}

/* The best rewrite of root r over its windows, applied; returns 1 if
 * there was one.  A root whose neighbourhood is as it was when its last
 * search found nothing is not searched again. */
static int pack_root(Pack *pk, uint32_t r)
{
	uint32_t i, best_arr = 0, print;
	int32_t best_gain = 0;
	int have;

	/* a root no single LUT reads alone heads a cone of its own */
	pk->ncone = 0;
	if (pk->isout[r] || pk->ref[r] != 1)
		pk->ncone = cone_collect(pk, r, &pk->ncleaf);
	print = root_print(pk, r);
	if (pk->print[r] == print)
		return 0;
	if (pk->ncone) /* root_print took the marks: again */
		pk->ncone = cone_collect(pk, r, &pk->ncleaf);
	win_enum(pk, r);
	for (i = 1; i < pk->nwin; i++)
		pk->win[i].dead = win_dead(pk, &pk->win[i]);
	have = pack_search(pk, r, 1, &best_gain, &best_arr);
	if (pk->ncone)
		have |= pack_cone(pk, r, have ? best_gain + 1 : 1, &best_gain,
			&best_arr);
	if (!have && !(pk->p->zero_gain &&
	    pack_search(pk, r, 0, &best_gain, &best_arr))) {
		pk->print[r] = print;
		return 0;
	}
	pk->print[r] = 0;
	pack_apply(pk, r, pk->best, pk->nbest, pk->best_leaf, pk->nbest_leaf);
	pk->st->rewrites++;
	return 1;
}

/* One sweep over the LUTs in topological order; returns the number of
 * rewrites. */
static uint32_t pack_sweep(Pack *pk)
{
	uint32_t i, j, nrw = 0, nord;
	uint32_t *ord;

	pack_topo(pk);
	pack_arrivals(pk);
	pack_required(pk);
	/* the order is a snapshot: rewrites add LUTs */
	nord = pk->norder;
	ord = xmalloc(((size_t)nord + 1) * sizeof *ord);
	memcpy(ord, pk->order, nord * sizeof *ord);
	for (i = 0; i < nord; i++) {
		uint32_t r = ord[i], a = 0;
		if (!pk->live[r])
			continue;
		for (j = 0; j < pk->n[r]; j++)
			if (pk->arr[lut_in_of(pk, r)[j]] + 1 > a)
				a = pk->arr[lut_in_of(pk, r)[j]] + 1;
		pk->arr[r] = a;
		/* a rewritten root has new windows: again, while it gains */
		for (j = 0; j < 64 && pack_root(pk, r); j++)
			nrw++;
	}
	free(ord);
	return nrw;
}

/* LUTs wider than K are split (Shannon when nothing better is found). */
static void pack_split_wide(Pack *pk)
{
	uint32_t i, s, arr[LUT_KMAX] = {0};
	pack_topo(pk);
	for (i = 0; i < pk->norder; i++) {
		uint32_t c, n, leaf[LUT_KMAX];
		s = pk->order[i];
		n = pk->n[s];
		if (n <= pk->k)
			continue;
		memcpy(leaf, lut_in_of(pk, s), n * sizeof *leaf);
		pk->dec.shannon = 1;
		c = dec_run(&pk->dec, &pk->tt[(size_t)s * 4], n, arr, 1,
			INF - 1, INF, UINT64_MAX);
		pk->dec.shannon = 0;
		if (!c)
			die("lutpack: no decomposition of a %u-input LUT", n);
		pack_apply(pk, s, pk->dec.lut, c, leaf, n);
	}
}

/* ------------------------------------------------------------ rebuild */

#define ALIAS_C0 (UINT32_MAX - 1)
#define ALIAS_C1 UINT32_MAX

/* LUT s read through the aliases of its inputs (a new signal << 1 |
 * complement, or ALIAS_C0/ALIAS_C1): its new inputs var[] (distinct, all
 * in the support) and table t; returns their number. */
static uint32_t rebuild_lut(const Pack *pk, uint32_t s, const uint32_t *alias,
	uint32_t *var, uint64_t *t)
{
	uint32_t q = pk->n[s], nin = 0, nk = 0, y, j, x, keep[LUT_KMAX];
	uint32_t pos[LUT_KMAX], how[LUT_KMAX], ins[LUT_KMAX];
	uint64_t u[4] = {0};
	/* input j: the constant how[j] (0, 1), or new variable pos[j],
	 * complemented if how[j] == 3 */
	for (j = 0; j < q; j++) {
		uint32_t a = alias[lut_in_of(pk, s)[j]];
		if (a >= ALIAS_C0) {
			how[j] = a == ALIAS_C1;
			continue;
		}
		for (x = 0; x < nin && ins[x] != a >> 1; x++)
			;
		if (x == nin)
			ins[nin++] = a >> 1;
		pos[j] = x;
		how[j] = 2 | (a & 1);
	}
	memset(t, 0, 4 * sizeof *t);
	for (y = 0; y < (1u << nin); y++) {
		uint32_t idx = 0;
		for (j = 0; j < q; j++)
			idx |= (how[j] < 2 ? how[j] :
				(y >> pos[j] & 1) ^ (how[j] & 1)) << j;
		if (tt_bit(&pk->tt[(size_t)s * 4], idx))
			t[y >> 6] |= 1ull << (y & 63);
	}
	for (j = 0; j < nin; j++)
		if (tt_dep(t, nin, j)) {
			var[nk] = ins[j];
			keep[nk++] = j;
		}
	if (nk < nin) {
		tt_compact(u, t, nin, keep, nk, 0);
		memcpy(t, u, sizeof u);
	}
	return nk;
}

/* The POs of ln through the aliases, its depth, and inverters absorbed:
 * a LUT read only by inverted POs is inverted itself. */
static void rebuild_pos(const Pack *pk, LutNet *ln, const uint32_t *alias)
{
	uint32_t *lvl = xcalloc((size_t)pk->npi + ln->nlut + 1, sizeof *lvl);
	uint32_t *fo = xcalloc((size_t)ln->nlut + 1, sizeof *fo), i, j;
	uint32_t *pos = xcalloc((size_t)ln->nlut + 1, sizeof *pos);

	for (i = 0; i < ln->nlut; i++)
		for (j = 0; j < ln->lut_n[i]; j++) {
			uint32_t c = ln->lut_in[(size_t)i * LUT_KMAX + j];
			if (lvl[c] + 1 > lvl[pk->npi + i])
				lvl[pk->npi + i] = lvl[c] + 1;
			if (c >= pk->npi)
				fo[c - pk->npi]++;
		}
	ln->depth = 0;
	for (i = 0; i < ln->npo; i++) {
		uint32_t s = pk->po_sig[i], a = s == NONE ? ALIAS_C0 : alias[s];
		ln->po_sig[i] = a >= ALIAS_C0 ? NONE : a >> 1;
		ln->po_compl[i] = (uint8_t)(pk->po_compl[i] ^
			(a == ALIAS_C1 || (a < ALIAS_C0 && (a & 1))));
		if (ln->po_sig[i] == NONE)
			continue;
		if (ln->po_sig[i] >= pk->npi && !ln->po_compl[i])
			pos[ln->po_sig[i] - pk->npi]++;
		if (lvl[ln->po_sig[i]] > ln->depth)
			ln->depth = lvl[ln->po_sig[i]];
	}
	for (i = 0; i < ln->npo; i++) {
		uint32_t s = ln->po_sig[i], l, w;
		uint64_t *t;
		if (s == NONE || s < pk->npi || !ln->po_compl[i])
			continue;
		l = s - pk->npi;
		if (fo[l] || pos[l])
			continue;
		t = &ln->lut_tt[(size_t)l * 4];
		for (w = 0; w < 4; w++)
			t[w] = w < tt_nwords(ln->lut_n[l]) ? ~t[w] : 0;
		t[0] &= tt_lowmask(ln->lut_n[l]);
		for (w = 0; w < ln->npo; w++)
			if (ln->po_sig[w] == s)
				ln->po_compl[w] = 0;
	}
	free(pos);
	free(fo);
	free(lvl);
}

/* The net's LUTs written into ln in topological order: constants and
 * buffers/inverters folded into their fanouts and the POs, identical
 * LUTs merged (a hash of inputs and table), inputs a LUT does not depend
 * on dropped. */
static void pack_rebuild(Pack *pk, LutNet *ln)
{
	uint32_t *alias, *htab, hmask, nl = 0, i, nk, h, var[LUT_KMAX];
	uint8_t *n;
	uint32_t *in;
	uint64_t *tt, t[4];

	pack_topo(pk);
	alias = xmalloc((size_t)pk->nsig * sizeof *alias);
	for (i = 0; i < pk->npi; i++)
		alias[i] = i << 1;
	for (hmask = 1; hmask < 2 * pk->norder + 2; hmask <<= 1)
		;
	htab = xmalloc((size_t)hmask * sizeof *htab);
	memset(htab, 0xff, (size_t)hmask * sizeof *htab);
	hmask--;
	n = xcalloc((size_t)pk->norder + 1, 1);
	in = xcalloc(((size_t)pk->norder + 1) * LUT_KMAX, sizeof *in);
	tt = xcalloc(((size_t)pk->norder + 1) * 4, sizeof *tt);
	for (i = 0; i < pk->norder; i++) {
		uint32_t s = pk->order[i];
		nk = rebuild_lut(pk, s, alias, var, t);
		if (nk == 0) {
			alias[s] = t[0] & 1 ? ALIAS_C1 : ALIAS_C0;
			continue;
		}
		if (nk == 1) { /* a buffer or an inverter */
			alias[s] = var[0] << 1 | (uint32_t)((t[0] & 3) == 1);
			continue;
		}
		h = hash_bytes(var, nk * sizeof *var, nk) ^
			hash_bytes(t, sizeof t, 0x9e3779b9u);
		for (h &= hmask; htab[h] != NONE; h = (h + 1) & hmask) {
			uint32_t o = htab[h];
			uint32_t *oin = &in[(size_t)o * LUT_KMAX];
			if (n[o] == nk && !memcmp(oin, var, nk * sizeof *var) &&
			    !memcmp(&tt[(size_t)o * 4], t, sizeof t))
				break;
		}
		if (htab[h] == NONE) {
			uint32_t *nin = &in[(size_t)nl * LUT_KMAX];
			htab[h] = nl;
			n[nl] = (uint8_t)nk;
			memcpy(nin, var, nk * sizeof *var);
			memcpy(&tt[(size_t)nl * 4], t, sizeof t);
			nl++;
		}
		alias[s] = (pk->npi + htab[h]) << 1;
	}
	free(ln->lut_n);
	free(ln->lut_in);
	free(ln->lut_tt);
	ln->lut_n = n;
	ln->lut_in = in;
	ln->lut_tt = tt;
	ln->nlut = nl;
	ln->k = pk->k;
	rebuild_pos(pk, ln, alias);
	free(htab);
	free(alias);
}

/* ------------------------------------------------------- pair merging */

#define PAIR_FO 16 /* readers of a pair */

/* Reader r's table with inputs u and v fixed to c (u bit 0, v bit 1), over
 * its other inputs in order (at most 6). */
static uint64_t pair_cofactor(const Pack *pk, uint32_t r, uint32_t u,
	uint32_t v, uint32_t c)
{
	uint32_t n = pk->n[r], i, y;
	uint64_t t = 0;
	for (y = 0; y < (1u << (n - 2)); y++) {
		uint32_t idx = 0, k = 0;
		for (i = 0; i < n; i++) {
			uint32_t s = lut_in_of(pk, r)[i];
			idx |= (s == u ? (c & 1) : s == v ? c >> 1 :
				y >> k++ & 1) << i;
		}
		t |= (uint64_t)tt_bit(&pk->tt[(size_t)r * 4], idx) << y;
	}
	return t;
}

/* Two LUTs u and v that no PO reads and that are read by exactly the
 * same LUTs, with at most K inputs together, where every reader sees
 * them only through one two-valued function h(u, v) over the (u, v)
 * pairs that occur: one LUT w = h(u(x), v(x)) over their joint inputs
 * replaces both and every reader reads w in their place, one LUT fewer.
 * No window holds this: u and v each have several readers.  (A full
 * adder's carry mapped as the two disjoint terms a & c and b & (a ^ c)
 * that its readers only XOR or OR.)  w arrives no later than u or v.
 * Cost: per LUT, its first reader's inputs, each 2^K table bits read
 * for every reader.  With leaf, v stays (a PI, a PO's LUT or one with
 * other readers): w = h(u, v) reads v itself, u dies, no LUT is saved,
 * but every reader has one input fewer, which a later sweep may turn
 * into a merge; only when w arrives no later than u.  Returns 1 if it
 * merged them. */
static uint32_t pair_try(Pack *pk, uint32_t u, uint32_t v,
	const uint32_t *fo, uint32_t nfo, int leaf)
{
	uint32_t sup[2 * LUT_KMAX], m = 0, i, j, x, f, c, nc = 0;
	uint32_t pu[LUT_KMAX], pv[LUT_KMAX], rep[2] = {0, 0}, reach = 0;
	uint32_t cls[4] = {0, 0, 0, 0}, w, in[LUT_KMAX];
	uint64_t tw[4] = {0, 0, 0, 0}, cof[2][PAIR_FO], cur[PAIR_FO];
	uint32_t nv = leaf ? 1 : pk->n[v];
	uint8_t cv[256];

	for (i = 0; i < pk->n[u] + nv; i++) {
		uint32_t s = i < pk->n[u] ? lut_in_of(pk, u)[i] :
			leaf ? v : lut_in_of(pk, v)[i - pk->n[u]];
		for (j = 0; j < m && sup[j] != s; j++)
			;
		if (j == m)
			sup[m++] = s;
		if (i < pk->n[u])
			pu[i] = j;
		else
			pv[i - pk->n[u]] = j;
	}
	if (m > pk->k)
		return 0;
	if (leaf) { /* w must not arrive later than u */
		uint32_t a = 0;
		for (i = 0; i < m; i++)
			if (pk->arr[sup[i]] + 1 > a)
				a = pk->arr[sup[i]] + 1;
		if (a > pk->arr[u])
			return 0;
	}
	for (f = 0; f < nfo; f++) { /* each reader reads u and v once */
		uint32_t nu = 0, nv = 0;
		for (i = 0; i < pk->n[fo[f]]; i++) {
			nu += lut_in_of(pk, fo[f])[i] == u;
			nv += lut_in_of(pk, fo[f])[i] == v;
		}
		if (nu != 1 || nv != 1)
			return 0;
	}
	for (x = 0; x < (1u << m); x++) {
		uint32_t a = 0, b = 0;
		for (i = 0; i < pk->n[u]; i++)
			a |= (x >> pu[i] & 1) << i;
		for (i = 0; i < nv; i++)
			b |= (x >> pv[i] & 1) << i;
		cv[x] = (uint8_t)(tt_bit(&pk->tt[(size_t)u * 4], a) |
			(leaf ? b : (uint32_t)tt_bit(&pk->tt[(size_t)v * 4],
			b)) << 1);
		reach |= 1u << cv[x];
	}
	/* the readers' cofactors per reachable (u, v): two classes at most */
	for (c = 0; c < 4; c++) {
		if (!(reach >> c & 1))
			continue;
		for (f = 0; f < nfo; f++)
			cur[f] = pair_cofactor(pk, fo[f], u, v, c);
		for (j = 0; j < nc && memcmp(cof[j], cur, nfo * sizeof *cur);
		    j++)
			;
		if (j == 2)
			return 0;
		if (j == nc) {
			memcpy(cof[nc], cur, nfo * sizeof *cur);
			rep[nc++] = c;
		}
		cls[c] = j;
	}
	if (nc < 2)
		return 0;
	for (x = 0; x < (1u << m); x++)
		if (cls[cv[x]])
			tw[x >> 6] |= 1ull << (x & 63);
	w = pack_add(pk, m, sup, tw);
	for (i = 0; i < m; i++)
		pk->ref[sup[i]]++;
	for (f = 0; f < nfo; f++) {
		uint32_t r = fo[f], n = pk->n[r], q = 0, y, pos[LUT_KMAX];
		uint64_t t[4] = {0, 0, 0, 0};
		const uint64_t *old = &pk->tt[(size_t)r * 4];
		for (i = 0; i < n; i++) {
			uint32_t s = lut_in_of(pk, r)[i];
			if (s == u)
				pos[i] = n - 1;
			else if (s == v)
				pos[i] = n;
			else {
				pos[i] = q;
				in[q++] = s;
			}
		}
		in[q] = w;
		for (y = 0; y < (1u << (n - 1)); y++) {
			uint32_t b = rep[y >> (n - 2) & 1], idx = 0;
			for (i = 0; i < n; i++)
				idx |= (pos[i] == n - 1 ? (b & 1) :
					pos[i] == n ? b >> 1 :
					y >> pos[i] & 1) << i;
			if (tt_bit(old, idx))
				t[y >> 6] |= 1ull << (y & 63);
		}
		pk->n[r] = (uint8_t)(n - 1);
		memcpy(lut_in_of(pk, r), in, (n - 1) * sizeof *in);
		memcpy(&pk->tt[(size_t)r * 4], t, sizeof t);
		pk->ref[w]++;
		pack_deref(pk, u);
		pack_deref(pk, v);
	}
	return 1;
}

/* Every pair worth merging, in one pass over the live LUTs; returns the
 * merges made.  The reader lists are taken at the start; a LUT whose
 * references no longer match its list (a merge gave it a new reader) is
 * left for the next pass. */
static uint32_t pack_pairs(Pack *pk, int leaves)
{
	uint32_t *start, *fo, *mark, i, j, s, nm = 0, stamp = 0, nsig;

	pack_topo(pk);
	pack_arrivals(pk);
	nsig = pk->nsig; /* the lists' signals; merges add more */
	start = xcalloc((size_t)pk->nsig + 2, sizeof *start);
	fo = xmalloc(((size_t)pk->norder * LUT_KMAX + 1) * sizeof *fo);
	mark = xcalloc((size_t)pk->nsig + 1, sizeof *mark);
	for (i = 0; i < pk->norder; i++)
		for (j = 0; j < pk->n[pk->order[i]]; j++)
			start[lut_in_of(pk, pk->order[i])[j] + 2]++;
	for (s = 0; s < pk->nsig; s++)
		start[s + 2] += start[s + 1];
	for (i = 0; i < pk->norder; i++)
		for (j = 0; j < pk->n[pk->order[i]]; j++)
			fo[start[lut_in_of(pk, pk->order[i])[j] + 1]++] =
				pk->order[i];
	for (i = 0; i < pk->norder; i++) {
		uint32_t u = pk->order[i], nfo = start[u + 1] - start[u], r0;
		const uint32_t *fu = &fo[start[u]];
		if (!pk->live[u] || pk->isout[u] || nfo == 0 ||
		    nfo > PAIR_FO || pk->ref[u] != nfo)
			continue;
		stamp++;
		for (j = 0; j < nfo; j++)
			mark[fu[j]] = stamp;
		r0 = fu[0];
		for (j = 0; j < pk->n[r0]; j++) {
			uint32_t v = lut_in_of(pk, r0)[j], f;
			int leaf = 0;
			if (v == u || v >= nsig)
				continue;
			if (!is_lut(pk, v) || !pk->live[v] || pk->isout[v] ||
			    start[v + 1] - start[v] != nfo ||
			    pk->ref[v] != nfo) {
				if (!leaves)
					continue;
				leaf = 1;
			} else {
			for (f = start[v]; f < start[v + 1] &&
			    mark[fo[f]] == stamp; f++)
				;
			if (f < start[v + 1]) {
				if (!leaves)
					continue;
				leaf = 1;
			}
			}
			if (pair_try(pk, u, v, fu, nfo, leaf)) {
				nm++;
				break;
			}
		}
	}
	free(mark);
	free(fo);
	free(start);
	return nm;
}

/* ------------------------------------------------------------ the pass */

static void pack_init(Pack *pk, const LutNet *ln, const LutPackParams *p,
	LutPackStats *st)
{
	uint32_t i;
	memset(pk, 0, sizeof *pk);
	pk->p = p;
	pk->st = st;
	pk->k = p->k ? p->k : ln->k;
	if (pk->k < 2 || pk->k > LUT_KMAX || p->max_luts < 1 ||
	    p->max_luts > WIN_MAX || p->max_inputs > TT_MAXV)
		die("lutpack: bad parameters (k %u, max_luts %u, "
			"max_inputs %u)",
			pk->k, p->max_luts, p->max_inputs);
	pk->npi = ln->npi;
	pack_grow(pk, ln->npi + ln->nlut + 1);
	pk->nsig = ln->npi + ln->nlut;
	for (i = 0; i < ln->nlut; i++) {
		uint32_t s = ln->npi + i;
		pk->n[s] = ln->lut_n[i];
		memcpy(lut_in_of(pk, s), &ln->lut_in[(size_t)i * LUT_KMAX],
			LUT_KMAX * sizeof *pk->in);
		memcpy(&pk->tt[(size_t)s * 4], &ln->lut_tt[(size_t)i * 4],
			4 * sizeof *pk->tt);
	}
	pk->npo = ln->npo;
	pk->po_sig = xmalloc(((size_t)ln->npo + 1) * sizeof *pk->po_sig);
	pk->po_compl = xmalloc((size_t)ln->npo + 1);
	memcpy(pk->po_sig, ln->po_sig, ln->npo * sizeof *pk->po_sig);
	memcpy(pk->po_compl, ln->po_compl, ln->npo);
	for (i = 0; i < ln->npo; i++)
		if (ln->po_sig[i] != NONE)
			pk->isout[ln->po_sig[i]] = 1;
	pk->best_leaf = xmalloc(BDD_MAXV * sizeof *pk->best_leaf);
	pk->cone = xmalloc(CONE_MAX * sizeof *pk->cone);
	pk->cleaf = xmalloc(BDD_MAXV * sizeof *pk->cleaf);
	pk->cbdd = xmalloc(CONE_MAX * sizeof *pk->cbdd);
	pk->bstack = xmalloc(BDD_LIMIT * sizeof *pk->bstack);
	bdd_init(&pk->bdd);
	pk->win = xmalloc(WIN_CAP * sizeof *pk->win);
	pk->key = xmalloc(WIN_CAP * sizeof *pk->key);
	pk->htab = xcalloc(WIN_HASH, sizeof *pk->htab);
	pk->hslot = xmalloc(WIN_CAP * sizeof *pk->hslot);
	pk->wtab = xmalloc((size_t)WIN_MAX * TT_MAXW * sizeof *pk->wtab);
	pk->ftab = xmalloc((size_t)2 * TT_MAXW * sizeof *pk->ftab);
	dec_init(&pk->dec, pk->k);
}

static void pack_free(Pack *pk)
{
	free(pk->n);
	free(pk->in);
	free(pk->tt);
	free(pk->ref);
	free(pk->arr);
	free(pk->req);
	free(pk->live);
	free(pk->po_sig);
	free(pk->po_compl);
	free(pk->order);
	free(pk->stack);
	free(pk->iter);
	free(pk->win);
	free(pk->key);
	free(pk->htab);
	free(pk->hslot);
	free(pk->wtab);
	free(pk->ftab);
	free(pk->best);
	free(pk->best_leaf);
	free(pk->isout);
	free(pk->print);
	free(pk->mk);
	free(pk->cnt);
	free(pk->cst);
	free(pk->cone);
	free(pk->cleaf);
	free(pk->cbdd);
	free(pk->bstack);
	bdd_free(&pk->bdd);
	dec_free(&pk->dec);
}

void lutnet_pack(LutNet *ln, const LutPackParams *p, LutPackStats *st)
{
	LutPackStats local;
	LutPackParams def;
	Pack pk;
	double t0 = now_seconds();
	uint32_t round, D;

	if (!p) {
		lutpack_params_default(&def);
		p = &def;
	}
	if (!st)
		st = &local;
	memset(st, 0, sizeof *st);
	st->lut_in = ln->nlut;
	pack_init(&pk, ln, p, st);
	pack_topo(&pk);
	st->depth_in = pack_arrivals(&pk);
	pack_split_wide(&pk);
	pack_topo(&pk);
	pk.D = pack_arrivals(&pk);
	if (p->depth_bound > pk.D)
		pk.D = p->depth_bound;
	for (round = 0; round < p->max_rounds; round++) {
		st->rounds++;
		if (!pack_sweep(&pk))
			break;
	}
	/* pair merges change readers: their windows are new */
	for (round = 0; round < p->max_rounds && pack_pairs(&pk, 0); round++) {
		st->rounds++;
		pack_sweep(&pk);
	}
	pack_rebuild(&pk, ln);
	D = pk.D;
	pack_free(&pk);
	/* then pairs with one leaf, from a copy: they only prepare
	 * merges, so the copy stays unless the sweeps gained */
	if (p->leaves) {
		LutNet snap;
		lutnet_copy(ln, &snap);
		pack_init(&pk, ln, p, st);
		pack_topo(&pk);
		pack_arrivals(&pk);
		pk.D = D;
		for (round = 0; round < p->max_rounds &&
		    pack_pairs(&pk, 1); round++) {
			st->rounds++;
			pack_sweep(&pk);
		}
		pack_rebuild(&pk, ln);
		pack_free(&pk);
		if (ln->nlut >= snap.nlut) {
			lutnet_free(ln);
			*ln = snap;
		} else {
			lutnet_free(&snap);
			st->leaf_kept = 1;
		}
	}
	st->lut_out = ln->nlut;
	st->depth_out = ln->depth;
	st->seconds = now_seconds() - t0;
}

uint32_t lutnet_merge_pairs(LutNet *ln)
{
	LutPackParams p;
	LutPackStats st;
	Pack pk;
	uint32_t n = 0, m, round;

	lutpack_params_default(&p);
	memset(&st, 0, sizeof st);
	pack_init(&pk, ln, &p, &st);
	pack_topo(&pk);
	pack_arrivals(&pk); /* (the new LUTs' arrivals read them) */
	for (round = 0; round < p.max_rounds && (m = pack_pairs(&pk, 0));
	    round++)
		n += m;
	if (n)
		pack_rebuild(&pk, ln);
	pack_free(&pk);
	return n;
}
