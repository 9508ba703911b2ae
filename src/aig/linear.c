/* linear.c: outputs that are XORs of inputs (affine functions over
 * GF(2): CRCs, parity and check bits, GF(2) matrix products), rebuilt as
 * a network of K-input XORs that shares common parts.
 *
 * A CRC-32 step (32 outputs, each the XOR of 3 to 14 of 40 inputs) maps
 * as written to 43 LUT-6s; an output of up to K inputs is one LUT, and a
 * few shared XORs (crc[i] ^ data[i] ^ ... read by many outputs) bring
 * every output to K inputs: 38.
 *
 * Affine forms.  In topological order, a node is affine when it is a PI,
 * or the root of an XOR written as AND(~AND(u, v), ~AND(~u, ~v)) (as
 * aig_xor builds it; u ^ v up to the literals' complements) over affine
 * nodes; its form is the sorted list of its PIs (at most LIN_MAX) and a
 * constant.  That is exact, by construction: no simulation, no proof.
 *
 * Synthesis (greedy, after Paar's common-subexpression heuristic for
 * XOR networks, counted in K-input gates): each affine PO is a set of
 * signals, the PIs at first.  While some set has more than K: the pair
 * of signals found together in most of those sets, grown one signal at a
 * time up to K while its gain grows, becomes a new signal (a balanced
 * XOR) replacing the group in every large set holding it.  Then each PO
 * is the XOR of its set.  Four plans: the gain is either the K-LUTs the
 * group saves in the sets' own trees (whole LUTs: parity effects) or the
 * 2-input XORs it saves (sets x (size - 1), against K - 1 for the new
 * LUT); groups are either of PIs only or may hold groups.  No one plan
 * wins everywhere (LUT-6: a 16 x 24 GF(2) matrix 35 -> 29 with the first
 * gain and groups of groups, a CRC-32 over 16 data bits 93 -> 56 with
 * the second and PIs only; LUT-3: the CRC-32 step 62 -> 54 with the
 * second and groups of groups), so each is mapped alone and the fewest
 * K-LUTs at no more depth than the old cone replaces the POs when it
 * beats that cone, mapped alone or as separate trees of K-input XORs
 * (what lutpack makes of it).
 *
 * Cost: forms O(nodes x LIN_MAX); the synthesis O(rounds x sum of set
 * sizes^2) per plan and restart, run only when the sets hold at most
 * SYN_MAX signals in all, with fewer restarts from 512 signals.  No
 * recursion.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define LIN_MAX 64        /* PIs of an affine form */
#define SYN_MAX 4096      /* signals in all the POs' sets */
#define PI_MAX 256        /* PIs they read */
#define PAIRS 16          /* most frequent pairs grown per round */
#define RESTARTS 8        /* greedy runs (ties broken at random) */

/* Is AND node n an XOR root?  Then *u ^ *v is its function. */
static int xor_root(const Aig *g, uint32_t n, Lit *u, Lit *v)
{
	Lit a = g->fanin0[n], b = g->fanin1[n];
	uint32_t p, q;

	if (!lit_compl(a) || !lit_compl(b))
		return 0;
	p = lit_node(a), q = lit_node(b);
	if (!aig_is_and(g, p) || !aig_is_and(g, q))
		return 0;
	/* q's fanins are the complements of p's */
	if ((g->fanin0[q] == lit_not(g->fanin0[p]) &&
	     g->fanin1[q] == lit_not(g->fanin1[p])) ||
	    (g->fanin0[q] == lit_not(g->fanin1[p]) &&
	     g->fanin1[q] == lit_not(g->fanin0[p]))) {
		*u = g->fanin0[p];
		*v = g->fanin1[p];
		return 1;
	}
	return 0;
}

/* The symmetric difference of sorted a and b into out; 0 past LIN_MAX. */
static int sym_diff(const uint32_t *a, uint32_t na, const uint32_t *b,
	uint32_t nb, uint32_t *out, uint32_t *no)
{
	uint32_t i = 0, j = 0, n = 0;

	while (i < na || j < nb) {
		uint32_t x;
		if (j == nb || (i < na && a[i] < b[j]))
			x = a[i++];
		else if (i == na || b[j] < a[i])
			x = b[j++];
		else {
			i++, j++;
			continue;
		}
		if (n == LIN_MAX)
			return 0;
		out[n++] = x;
	}
	*no = n;
	return 1;
}

/* A balanced XOR of l[0..n) in h (n >= 1), its leaves first put in an
 * order of their own (salt): trees with the same leaves in the same
 * order share their inner XORs, which the mapper then pays for as
 * separate LUTs. */
static Lit xor_tree(Aig *h, Lit *l, uint32_t n, uint32_t salt)
{
	uint32_t i, j;

	for (i = 1; i < n; i++)   /* insertion sort by a salted hash */
		for (j = i; j > 0; j--) {
			uint32_t ha = (l[j - 1] ^ salt) * 0x9e3779b1u;
			uint32_t hb = (l[j] ^ salt) * 0x9e3779b1u;
			Lit t;
			if (ha <= hb)
				break;
			t = l[j - 1], l[j - 1] = l[j], l[j] = t;
		}

	for (; n > 1; n = (n + 1) / 2) {
		for (i = 0; i + 1 < n; i += 2)
			l[i / 2] = aig_xor(h, l[i], l[i + 1]);
		if (n & 1)
			l[n / 2] = l[n - 1];
	}
	return l[0];
}

/* The greedy plan over bitsets: sets R[0..np) of W words each over
 * signals 0..nsig-1 (PIs first); new groups get the next numbers.  The
 * output of n signals costs L(n) K-LUTs as an XOR tree (0 when it is one
 * signal); a group saves, in each set holding it, L(n) - L(n - g + 1),
 * and costs one LUT. */
typedef struct {
	uint32_t np, W, k, nsig0, cap;
	int frac;             /* gain in 2-input XORs saved (see gain) */
	int nested;           /* groups may hold groups */
	uint64_t *R;          /* np x W */
	uint32_t *n;          /* per set: signals */
	uint32_t *grp;        /* groups: LUT_KMAX members each */
	uint8_t *gn;          /* per group: members */
	uint32_t ngrp;
	uint64_t rng;
} Plan;

static uint32_t lcost(uint32_t n, uint32_t k)
{
	return n <= 1 ? 0 : (n - 1 + k - 2) / (k - 1);
}

static int holds(const Plan *P, uint32_t j, const uint32_t *G, uint32_t g)
{
	uint32_t i;

	for (i = 0; i < g; i++)
		if (!(P->R[(size_t)j * P->W + G[i] / 64] >> (G[i] % 64) & 1))
			return 0;
	return 1;
}

static int32_t gain(const Plan *P, const uint32_t *G, uint32_t g)
{
	int32_t t = -(int32_t)(P->k - 1);
	uint32_t j;

	if (P->frac) {
		for (j = 0; j < P->np; j++)
			if (P->n[j] >= g && holds(P, j, G, g))
				t += (int32_t)(g - 1);
		return t;
	}
	t = -1;
	for (j = 0; j < P->np; j++)
		if (P->n[j] >= g && holds(P, j, G, g))
			t += (int32_t)lcost(P->n[j], P->k) -
				(int32_t)lcost(P->n[j] - g + 1, P->k);
	return t;
}

static uint64_t plan_rand(Plan *P)
{
	P->rng ^= P->rng << 13;
	P->rng ^= P->rng >> 7;
	P->rng ^= P->rng << 17;
	return P->rng;
}

/* One greedy run (restart r: ties broken at random when r > 0); the
 * estimated LUTs. */
static uint32_t plan_run(Plan *P, uint32_t r, uint32_t *cnt)
{
	uint32_t nsig = P->nsig0, j, a, b, i, total = 0;
	uint32_t top[PAIRS][2], ntop;

	P->rng = 0x9e3779b97f4a7c15ull * (r + 1);
	P->ngrp = 0;
	for (;;) {
		uint32_t bestG[LUT_KMAX], bg = 0, G[LUT_KMAX], g;
		uint32_t lim = P->nested ? nsig : P->nsig0;
		int32_t best = 0;
		/* pair counts, the PAIRS most frequent (random ties) */
		memset(cnt, 0, (size_t)nsig * nsig * sizeof *cnt);
		for (j = 0; j < P->np; j++)
			for (a = 0; a < nsig; a++)
				if (P->R[(size_t)j * P->W + a / 64] >> (a % 64) & 1)
					for (b = a + 1; b < nsig; b++)
						if (P->R[(size_t)j * P->W + b / 64] >>
						    (b % 64) & 1)
							cnt[(size_t)a * nsig + b]++;
		ntop = 0;
		for (a = 0; a < lim; a++)
			for (b = a + 1; b < lim; b++) {
				uint32_t c = cnt[(size_t)a * nsig + b], q;
				if (c < 1)
					continue;
				for (q = ntop; q > 0; q--) {
					uint32_t c2 = cnt[(size_t)top[q - 1][0] * nsig +
						top[q - 1][1]];
					if (c2 > c || (c2 == c && (!r ||
					    plan_rand(P) & 1)))
						break;
				}
				if (q >= PAIRS)
					continue;
				if (ntop < PAIRS)
					ntop++;
				memmove(top[q + 1], top[q], (ntop - 1 - q) *
					sizeof top[0]);
				top[q][0] = a, top[q][1] = b;
			}
		for (i = 0; i < ntop; i++) {
			int32_t cur;
			G[0] = top[i][0], G[1] = top[i][1], g = 2;
			cur = gain(P, G, g);
			if (cur > best) {
				best = cur, bg = g;
				memcpy(bestG, G, g * sizeof *G);
			}
			while (g < P->k) {
				uint32_t x, bx = NONE;
				int32_t bxg = INT32_MIN;
				for (x = 0; x < lim; x++) {
					int32_t v;
					for (a = 0; a < g && G[a] != x; a++)
						;
					if (a < g)
						continue;
					G[g] = x;
					v = gain(P, G, g + 1);
					if (v > bxg || (v == bxg && r &&
					    (plan_rand(P) & 3) == 0))
						bxg = v, bx = x;
				}
				if (bx == NONE)
					break;
				G[g++] = bx;
				if (bxg > best) {
					best = bxg, bg = g;
					memcpy(bestG, G, g * sizeof *G);
				}
			}
		}
		if (best <= 0 || nsig == P->cap)
			break;
		/* apply: the group is signal nsig */
		memcpy(&P->grp[(size_t)P->ngrp * LUT_KMAX], bestG,
			bg * sizeof *bestG);
		P->gn[P->ngrp++] = (uint8_t)bg;
		for (j = 0; j < P->np; j++) {
			uint64_t *row = &P->R[(size_t)j * P->W];
			if (P->n[j] < bg || !holds(P, j, bestG, bg))
				continue;
			for (a = 0; a < bg; a++)
				row[bestG[a] / 64] &= ~(1ull << (bestG[a] % 64));
			row[nsig / 64] |= 1ull << (nsig % 64);
			P->n[j] -= bg - 1;
		}
		nsig++;
	}
	total = P->ngrp;
	for (j = 0; j < P->np; j++)
		total += lcost(P->n[j], P->k);
	return total;
}

/* The synthesis into h: the best of RESTARTS greedy plans for the sets
 * (forms f[j], fn[j] signals over sig[0..nsig0)), replayed as XOR trees;
 * res[j] the XOR of set j. */
static void synth(Aig *h, uint32_t **f, const uint32_t *fn, uint32_t np,
	const Lit *pis, uint32_t nsig0, uint32_t tot, uint32_t k, int mode,
	Lit *res)
{
	Plan P;
	uint32_t cap = nsig0 + tot + 1, r, j, i, best = UINT32_MAX, bestr = 0;
	/* fewer restarts for more signals (time; each run costs about
	 * tot x signals): 8 up to 512, 1 from 4096 */
	uint32_t restarts = np > 256 ? 1 : tot <= 512 ? RESTARTS :
		RESTARTS * 512 / tot ? RESTARTS * 512 / tot : 1;
	uint32_t *cnt = xmalloc((size_t)cap * cap * sizeof *cnt);
	uint64_t *R0;
	uint32_t *n0;
	Lit *sig, tmp[LUT_KMAX];

	memset(&P, 0, sizeof P);
	P.np = np, P.k = k, P.nsig0 = nsig0, P.cap = cap;
	P.frac = mode & 1, P.nested = mode >> 1 & 1;
	P.W = (cap + 63) / 64;
	R0 = xcalloc((size_t)np * P.W + 1, sizeof *R0);
	n0 = xmalloc(((size_t)np + 1) * sizeof *n0);
	for (j = 0; j < np; j++) {
		for (i = 0; i < fn[j]; i++)
			R0[(size_t)j * P.W + f[j][i] / 64] |= 1ull << (f[j][i] % 64);
		n0[j] = fn[j];
	}
	P.R = xmalloc(((size_t)np * P.W + 1) * sizeof *P.R);
	P.n = xmalloc(((size_t)np + 1) * sizeof *P.n);
	P.grp = xmalloc(((size_t)cap + 1) * LUT_KMAX * sizeof *P.grp);
	P.gn = xmalloc((size_t)cap + 1);
	for (r = 0; r < restarts; r++) {
		uint32_t t;
		memcpy(P.R, R0, (size_t)np * P.W * sizeof *P.R);
		memcpy(P.n, n0, np * sizeof *P.n);
		t = plan_run(&P, r, cnt);
		if (t < best)
			best = t, bestr = r;
	}
	/* replay the best */
	memcpy(P.R, R0, (size_t)np * P.W * sizeof *P.R);
	memcpy(P.n, n0, np * sizeof *P.n);
	plan_run(&P, bestr, cnt);
	sig = xmalloc(((size_t)cap + 1) * sizeof *sig);
	memcpy(sig, pis, nsig0 * sizeof *sig);
	for (i = 0; i < P.ngrp; i++) {
		for (j = 0; j < P.gn[i]; j++)
			tmp[j] = sig[P.grp[(size_t)i * LUT_KMAX + j]];
		sig[nsig0 + i] = xor_tree(h, tmp, P.gn[i], 2 * i + 1);
	}
	for (j = 0; j < np; j++) {
		Lit *l = xmalloc(((size_t)P.n[j] + 1) * sizeof *l);
		uint32_t m = 0, x;
		for (x = 0; x < nsig0 + P.ngrp; x++)
			if (P.R[(size_t)j * P.W + x / 64] >> (x % 64) & 1)
				l[m++] = sig[x];
		res[j] = m ? xor_tree(h, l, m, 2 * j + 2) : LIT_FALSE;
		free(l);
	}
	free(sig);
	free(cnt);
	free(R0);
	free(n0);
	free(P.R);
	free(P.n);
	free(P.grp);
	free(P.gn);
}

/* Build the affine POs (forms f over h's PIs pis[0..npi), constants
 * cst) into h; their literals into res. */
static void build(Aig *h, const Lit *pis, uint32_t npi, uint32_t **f,
	const uint32_t *fn, const uint8_t *cst, uint32_t np, uint32_t tot,
	uint32_t k, int mode, Lit *res)
{
	uint32_t j;

	synth(h, f, fn, np, pis, npi, tot, k, mode, res);
	for (j = 0; j < np; j++)
		res[j] = lit_notif(res[j], cst[j]);
}

/* LUTs and depth of g mapped alone to K-LUTs, and packed (lutpack, at
 * the mapped depth) when pack: a random sparse matrix (250 rows of 16 of
 * 200 bits) maps as written to 1250 LUT-6s and packs to 750 (a tree of
 * its own per row), where a shared network mapped to 1066 packs to 834;
 * and a smaller one (32 rows of 10 of 48) packs to 74 as written, to 57
 * as a network. */
static void map_cost(const Aig *g, uint32_t k, int pack, uint32_t *luts,
	uint32_t *depth)
{
	LutParams lp;
	LutPackParams pp;
	LutNet ln;
	LutStats ls;

	lut_params_default(&lp);
	lp.k = k;
	memset(&ln, 0, sizeof ln);
	lut_map(g, &lp, &ln, &ls);
	if (pack) {
		lutpack_params_default(&pp);
		pp.k = k;
		pp.depth_bound = ln.depth;
		lutnet_pack(&ln, &pp, NULL);
	}
	*luts = ln.nlut;
	*depth = ln.depth;
	lutnet_free(&ln);
}

/* map_cost of plan `mode` built alone (pis: scratch of npi). */
static void plan_cost(Lit *pis, uint32_t npi, uint32_t **f,
	const uint32_t *fn, const uint8_t *cst, uint32_t np, uint32_t tot,
	uint32_t k, int mode, int pack, Lit *res, uint32_t *luts,
	uint32_t *depth)
{
	Aig b;
	uint32_t i;

	aig_init(&b);
	for (i = 0; i < npi; i++)
		pis[i] = aig_pi(&b, NULL);
	build(&b, pis, npi, f, fn, cst, np, tot, k, mode, res);
	for (i = 0; i < np; i++)
		aig_po(&b, res[i], NULL);
	map_cost(&b, k, pack, luts, depth);
	aig_free(&b);
}

uint32_t aig_linear(Aig *g, uint32_t k)
{
	uint32_t nn = g->nnode, i, j, np = 0, tot = 0, ol, od, nl;
	uint32_t **form = xcalloc((size_t)nn + 1, sizeof *form);
	uint32_t *fn = xcalloc((size_t)nn + 1, sizeof *fn);
	uint8_t *aff = xcalloc((size_t)nn + 1, 1), *cst;
	uint32_t *pos, **pf, *pfn, *used, nused = 0, *idx, buf[LIN_MAX];
	uint32_t done = 0;
	int mode, bm = 0;
	Lit *res, *pis;
	Aig a;

	if (k < 2)
		goto out0;
	/* forms over PI indices */
	for (i = 0; i < g->npi; i++) {
		uint32_t n = g->pis[i];
		aff[n] = 1;
		form[n] = xmalloc(sizeof **form);
		form[n][0] = i;
		fn[n] = 1;
	}
	aff[0] = 1;                   /* the constant: the empty form */
	for (i = 1; i < nn; i++) {
		Lit u, v;
		uint32_t nu, nv, m;
		if (!aig_is_and(g, i) || !xor_root(g, i, &u, &v))
			continue;
		nu = lit_node(u), nv = lit_node(v);
		if (!aff[nu] || !aff[nv] || !sym_diff(form[nu], fn[nu],
		    form[nv], fn[nv], buf, &m))
			continue;
		aff[i] = 1;
		form[i] = xmalloc(((size_t)m + 1) * sizeof **form);
		memcpy(form[i], buf, m * sizeof *buf);
		fn[i] = m;
	}
	/* the affine POs with more than one PI */
	pos = xmalloc(((size_t)g->npo + 1) * sizeof *pos);
	for (i = 0; i < g->npo; i++) {
		uint32_t n = lit_node(g->pos[i]);
		if (aff[n] && fn[n] >= 2 && tot + fn[n] <= SYN_MAX) {
			pos[np++] = i;
			tot += fn[n];
		}
	}
	if (np < 2)
		goto out1;
	/* the PIs they read, renumbered 0..nused-1 */
	idx = xmalloc(((size_t)g->npi + 1) * sizeof *idx);
	used = xmalloc(((size_t)g->npi + 1) * sizeof *used);
	memset(idx, 0xff, ((size_t)g->npi + 1) * sizeof *idx);
	pf = xmalloc((size_t)np * sizeof *pf);
	pfn = xmalloc((size_t)np * sizeof *pfn);
	cst = xmalloc(np);
	for (j = 0; j < np; j++) {
		Lit l = g->pos[pos[j]];
		uint32_t n = lit_node(l);
		for (i = 0; i < fn[n]; i++)
			if (idx[form[n][i]] == NONE && nused < PI_MAX) {
				idx[form[n][i]] = nused;
				used[nused++] = form[n][i];
			} else if (idx[form[n][i]] == NONE)
				break;
		if (i < fn[n]) {      /* past PI_MAX: this PO stays */
			pos[j--] = pos[--np];
			continue;
		}
		pf[j] = xmalloc(((size_t)fn[n] + 1) * sizeof **pf);
		pfn[j] = fn[n];
		for (i = 0; i < fn[n]; i++) {
			uint32_t p = form[n][i];
			if (idx[p] == NONE) {
				idx[p] = nused;
				used[nused++] = p;
			}
			pf[j][i] = idx[p];
		}
		/* constant: the complements on the way, by one evaluation at
		 * all-zero inputs (the form is 0 there) */
		cst[j] = 0;
	}
	{
		/* value of each PO at all-zero inputs */
		uint64_t *pi0 = xcalloc((size_t)g->npi + 1, sizeof *pi0);
		uint64_t *val = xmalloc(((size_t)nn + 1) * sizeof *val);
		aig_sim64(g, pi0, val);
		for (j = 0; j < np; j++)
			cst[j] = (uint8_t)(aig_litval(val, g->pos[pos[j]]) & 1);
		free(pi0);
		free(val);
	}
	/* old cone against the XOR network, each mapped alone */
	{
		Lit *map = xmalloc(((size_t)nn + 1) * sizeof *map);
		uint8_t *live = xcalloc((size_t)nn + 1, 1);
		aig_init(&a);
		map[0] = LIT_FALSE;
		/* every PI: a cone may read PIs its form does not (x ^ x
		 * cancels), found by difftest seed 2511961 */
		for (i = 0; i < g->npi; i++)
			map[g->pis[i]] = aig_pi(&a, NULL);
		for (j = 0; j < np; j++)
			live[lit_node(g->pos[pos[j]])] = 1;
		for (i = nn; i-- > 1;)
			if (live[i] && aig_is_and(g, i)) {
				live[lit_node(g->fanin0[i])] = 1;
				live[lit_node(g->fanin1[i])] = 1;
			}
		aig_copy_ands(&a, g, map, live);
		for (j = 0; j < np; j++) {
			Lit l = g->pos[pos[j]];
			aig_po(&a, lit_notif(map[lit_node(l)], lit_compl(l)),
				NULL);
		}
		free(map);
		free(live);
	}
	res = xmalloc((size_t)np * sizeof *res);
	pis = xmalloc(((size_t)nused + 1) * sizeof *pis);
	/* the four plans, each mapped alone: the fewest LUTs at no more
	 * depth than the old cone's; then it and the old cone packed */
	map_cost(&a, k, 0, &ol, &od);
	nl = UINT32_MAX;
	for (mode = 0; mode < 4; mode++) {
		uint32_t l, d;
		plan_cost(pis, nused, pf, pfn, cst, np, tot, k, mode, 0, res,
			&l, &d);
		if (d <= od && l < nl)
			nl = l, bm = mode;
	}
	if (nl != UINT32_MAX) {
		uint32_t d;
		plan_cost(pis, nused, pf, pfn, cst, np, tot, k, bm, 1, res,
			&nl, &d);
		map_cost(&a, k, 1, &ol, &od);
	}
	aig_free(&a);
	if (nl < ol) {
		for (i = 0; i < nused; i++)
			pis[i] = lit_make(g->pis[used[i]], 0);
		build(g, pis, nused, pf, pfn, cst, np, tot, k, bm, res);
		for (j = 0; j < np; j++)
			g->pos[pos[j]] = res[j];
		done = np;
	}
	free(res);
	free(pis);
	for (j = 0; j < np; j++)
		free(pf[j]);
	free(pf);
	free(pfn);
	free(cst);
	free(idx);
	free(used);
out1:
	free(pos);
out0:
	for (i = 0; i < nn; i++)
		free(form[i]);
	free(form);
	free(fn);
	free(aff);
	if (done)
		aig_cleanup(g);
	return done;
}
