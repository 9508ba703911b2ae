/* exactmap.c: the fewest K-LUTs (K <= 6) that cover a small AIG or
 * choice graph within a depth bound, by SAT over its cuts.  The mapper
 * (aig/lutmap.c) is greedy: on a 32-bit add whose choice graph holds
 * ripple carries and carries that jump six bits (bitblast.c), its passes
 * keep 54 LUT-6s at 13 levels where 51 exist (a jump where the depth
 * needs one, ripple elsewhere).  Here the choice is global.
 *
 * Cuts.  Every node's cuts of up to k leaves, enumerated bottom up with
 * their truth tables (one word; tt6_stretch): an AND's from its fanins'
 * lists, a representative's also from its choices' (their phase
 * applied), so a cut may mix structures.  A cut that holds a smaller cut
 * of the same node is dropped; p->cuts are kept, up to a quarter of the
 * least arrival (a depth-optimal cut is often a wide one) and the rest
 * the smallest (ties: the lower leaf ids, so the lists depend on nothing
 * but the graph).  lo[n] is the fewest levels n can have (its best
 * kept cut's arrival); cuts that cannot arrive within the bound are not
 * kept.
 *
 * Encoding.  x[n]: n is a LUT; y[c]: cut c is n's.  A PO's node is a LUT;
 * x[n] -> OR of n's y; y -> x of each AND leaf.  Levels, in the order
 * encoding: L[n][d] (d = lo[n]+1 .. D) means "n is at level >= d", true
 * below, false above D; y and L[m][d] of a leaf m give L[n][d+1].  With
 * every clause one way only, a model's chosen LUTs have a level at most
 * D (by induction over a LUT's leaves), so a model is a cover within the
 * bound, and its cycle freedom follows.  The count of x is bounded by a
 * sequential counter (Sinz, CP 2005) up to the count to beat; the bound
 * is an assumption, lowered after every model (the cover read from the
 * POs, so LUTs the model set but no PO needs are not counted).
 *
 * Deterministic: a conflict limit per call, no clock.  Size: linear in
 * the cuts times D, plus the counter (nodes times the count to beat);
 * graphs above the limits are not tried. */
#include <ccadical.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"

typedef struct {
	uint32_t leaf[6];
	uint64_t tt;
	uint8_t n;
} XCut;

/* A growable list of cuts per node: off[n] .. off[n] + cnt[n]. */
typedef struct {
	XCut *c;
	uint32_t n, cap;
} CutVec;

static void cv_push(CutVec *v, const XCut *c)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 1024;
		v->c = xrealloc(v->c, (size_t)v->cap * sizeof *v->c);
	}
	v->c[v->n++] = *c;
}

void exact_params_default(ExactParams *p)
{
	p->max_nodes = 4000;
	p->cuts = 40;
	p->max_literals = 2000000;
	p->conflicts = 10000;
	p->calls = 8;
}

/* Merge sorted leaf sets into r; 0 when more than k. */
static int merge(const XCut *a, const XCut *b, XCut *r, uint32_t k)
{
	uint32_t n = leaves_merge(a->leaf, a->n, b->leaf, b->n, r->leaf, k);

	r->n = (uint8_t)n;
	return n != 0;
}

/* Does a's leaf set hold b's? */
static int holds(const XCut *a, const XCut *b)
{
	return leaves_subset(b->leaf, b->n, a->leaf, a->n);
}

static int cut_cmp(const void *x, const void *y)
{
	const XCut *a = x, *b = y;
	uint32_t i;

	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	for (i = 0; i < a->n; i++)
		if (a->leaf[i] != b->leaf[i])
			return a->leaf[i] < b->leaf[i] ? -1 : 1;
	return 0;
}

/* Add to *out the cuts of AND node n (fanins f0, f1) from its fanins'
 * lists. */
static void and_cuts(const Aig *g, uint32_t n, const CutVec *all,
	const uint32_t *off, const uint32_t *cnt, uint32_t k, CutVec *out)
{
	Lit f0 = g->fanin0[n], f1 = g->fanin1[n];
	uint32_t a = lit_node(f0), b = lit_node(f1), i, j;
	uint64_t m0 = 0 - (uint64_t)lit_compl(f0);
	uint64_t m1 = 0 - (uint64_t)lit_compl(f1);

	for (i = 0; i < cnt[a]; i++)
		for (j = 0; j < cnt[b]; j++) {
			const XCut *x = &all->c[off[a] + i], *y = &all->c[off[b] + j];
			XCut r;
			if (!merge(x, y, &r, k))
				continue;
			r.tt = (tt6_stretch(x->tt, x->leaf, x->n, r.leaf, r.n) ^ m0) &
				(tt6_stretch(y->tt, y->leaf, y->n, r.leaf, r.n) ^ m1);
			cv_push(out, &r);
		}
}

/* The fewest levels through c: one above its deepest leaf (lo), or
 * UINT32_MAX when a leaf has no cut within the bound. */
static uint32_t arrival(const XCut *c, const uint32_t *lo)
{
	uint32_t v, arr = 0;

	for (v = 0; v < c->n; v++) {
		if (lo[c->leaf[v]] == UINT32_MAX)
			return UINT32_MAX;
		if (lo[c->leaf[v]] + 1 > arr)
			arr = lo[c->leaf[v]] + 1;
	}
	return arr;
}

/* A 64-bit signature of c's leaves: a set holds another only if its
 * signature covers the other's. */
static uint64_t sig(const XCut *c)
{
	uint64_t s = 0;
	uint32_t i;

	for (i = 0; i < c->n; i++)
		s |= 1ull << (c->leaf[i] & 63);
	return s;
}

/* Sort c[0..n), drop repeated leaf sets, sets holding a smaller one and
 * those arriving above D (lo of the leaves); keep max: up to a quarter
 * of the least arrival (a depth-optimal cut is often a wide one), the
 * rest the smallest.  Returns the count kept (moved to the front).
 * Cost: n log n + n * 5 max (the sets held are looked for among the
 * first 4 max, smallest first, and those of the least arrival). */
static uint32_t prune(XCut *c, uint32_t n, uint32_t max, const uint32_t *lo,
	uint32_t D)
{
	uint32_t i, j, nd = 0, kept = 0, least = UINT32_MAX, nleast = 0;
	uint64_t *sg;
	uint8_t *take;

	qsort(c, n, sizeof *c, cut_cmp);
	for (i = 0; i < n; i++) {
		uint32_t arr = arrival(&c[i], lo);
		if (arr < least)
			least = arr;
	}
	/* the undominated, in place, with their signatures */
	sg = xmalloc(((size_t)n + 1) * sizeof *sg);
	for (i = 0; i < n; i++) {
		uint32_t arr = arrival(&c[i], lo);
		uint64_t si = sig(&c[i]);
		if (arr == UINT32_MAX || arr > D ||
		    (nd >= 4 * max && arr != least))
			continue;
		for (j = 0; j < nd; j++)
			if (!(sg[j] & ~si) && holds(&c[i], &c[j]))
				break;
		if (j < nd)
			continue;
		sg[nd] = si;
		c[nd++] = c[i];
	}
	free(sg);
	if (nd <= max)
		return nd;
	take = xcalloc(nd, 1);
	for (i = 0; i < nd && nleast < max / 4; i++)
		if (arrival(&c[i], lo) == least) {
			take[i] = 1;
			nleast++;
		}
	kept = nleast;
	for (i = 0; i < nd && kept < max; i++)
		if (!take[i]) {
			take[i] = 1;
			kept++;
		}
	for (i = 0, j = 0; i < nd; i++)
		if (take[i])
			c[j++] = c[i];
	free(take);
	return kept;
}

typedef struct {
	CCaDiCaL *s;
	int nvar;
	uint64_t lits;
} Enc;

static int new_var(Enc *e)
{
	return ++e->nvar;
}

static void clause(Enc *e, const int *l, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		ccadical_add(e->s, l[i]);
	ccadical_add(e->s, 0);
	e->lits += n;
}

static void clause2(Enc *e, int a, int b)
{
	int l[2] = {a, b};
	clause(e, l, 2);
}

/* The cover of a model: from the POs, each LUT's first true cut.
 * Returns its LUT count; root and pick (cut index per node) filled. */
static uint32_t read_cover(const Aig *g, Enc *e, const int *yv, const uint32_t *off, const uint32_t *cnt,
	uint8_t *root, uint32_t *pick, uint32_t *stack, const XCut *cuts)
{
	uint32_t i, sp = 0, nl = 0;

	memset(root, 0, g->nnode);
	for (i = 0; i < g->npo; i++) {
		uint32_t n = lit_node(g->pos[i]);
		if (aig_is_and(g, n) && !root[n]) {
			root[n] = 1;
			stack[sp++] = n;
		}
	}
	while (sp) {
		uint32_t n = stack[--sp], j, v;
		for (j = 0; j < cnt[n]; j++)
			if (ccadical_val(e->s, yv[off[n] + j]) > 0)
				break;
		if (j == cnt[n])
			die("exactmap: a LUT without a cut");
		pick[n] = j;
		nl++;
		for (v = 0; v < cuts[off[n] + j].n; v++) {
			uint32_t m = cuts[off[n] + j].leaf[v];
			if (aig_is_and(g, m) && !root[m]) {
				root[m] = 1;
				stack[sp++] = m;
			}
		}
	}
	return nl;
}

int lut_map_exact(const Aig *g, const uint32_t *next, const uint8_t *phase,
	uint32_t k, uint32_t depth_bound, uint32_t nlut, const ExactParams *p,
	LutNet *ln, ExactStats *st)
{
	uint32_t N = g->nnode, i, j, D, nand = 0, best = 0;
	uint32_t *off, *cnt, *lo, *stack, *pick, *leafs, *idx;
	uint8_t *ischoice, *root, *nleaf;
	int *xv, *yv, **L, *cnt_var = NULL;
	uint64_t *tt, est = 0;
	CutVec all = {0}, tmp = {0};
	Enc e = {0};

	memset(st, 0, sizeof *st);
	if (k > 6 || k < 2 || nlut < 2)
		return 0;
	for (i = 1; i < N; i++)
		nand += aig_is_and(g, i);
	if (nand == 0 || nand > p->max_nodes)
		return 0;
	D = depth_bound ? depth_bound : UINT32_MAX;
	off = xcalloc(N, sizeof *off);
	cnt = xcalloc(N, sizeof *cnt);
	lo = xcalloc(N, sizeof *lo);
	ischoice = xcalloc(N, 1);
	if (next)
		for (i = 1; i < N; i++)
			if (next[i])
				ischoice[next[i]] = 1;
	/* cuts bottom up; the trivial cut last (a leaf's own), not a LUT's */
	for (i = 1; i < N; i++) {
		XCut t = {{i}, 0xaaaaaaaaaaaaaaaaull, 1};
		tmp.n = 0;
		if (aig_is_and(g, i)) {
			and_cuts(g, i, &all, off, cnt, k, &tmp);
			if (next && !ischoice[i]) {
				uint32_t c;
				for (c = next[i]; c; c = next[c]) {
					uint32_t q;
					/* the choice's own list is already
					 * pruned; copy it with its phase */
					for (q = 0; q < cnt[c]; q++) {
						XCut x = all.c[off[c] + q];
						if (x.n == 1 && x.leaf[0] == c)
							continue;
						if (phase[c])
							x.tt = ~x.tt;
						cv_push(&tmp, &x);
					}
				}
			}
			cnt[i] = prune(tmp.c, tmp.n, p->cuts, lo, D);
			lo[i] = UINT32_MAX;
			for (j = 0; j < cnt[i]; j++) {
				uint32_t arr = arrival(&tmp.c[j], lo);
				if (arr < lo[i])
					lo[i] = arr;
				est += (uint64_t)tmp.c[j].n * (D == UINT32_MAX ?
					1 : D) + 2;
			}
		}
		off[i] = all.n;
		for (j = 0; j < cnt[i]; j++)
			cv_push(&all, &tmp.c[j]);
		cv_push(&all, &t);
		cnt[i]++;        /* the trivial cut, as a leaf of others */
		if (est > p->max_literals)
			break;
	}
	free(tmp.c);
	est += (uint64_t)nand * nlut * 3;
	for (i = 0; i < g->npo; i++) {
		uint32_t n = lit_node(g->pos[i]);
		if (aig_is_and(g, n) && (cnt[n] <= 1 || lo[n] > D))
			est = UINT64_MAX;   /* no cut within the bound */
	}
	st->cuts = all.n;
	if (est > p->max_literals) {
		st->skipped = 1;
		free(all.c);
		free(off);
		free(cnt);
		free(lo);
		free(ischoice);
		return 0;
	}
	if (D == UINT32_MAX) {
		D = 0;   /* no level variables at all */
	}

	/* variables: x per AND node, y per non-trivial cut, L per node and
	 * level above lo within D */
	e.s = sat_solver_new();
	/* no inprocessing: with a few thousand conflicts per call on up to
	 * 3M literals, elimination, subsumption, vivification, probing and
	 * decomposition are half the time.  Measured on 22 designs where
	 * the exact mapping runs: every output byte-identical, most calls
	 * that find nothing 30-52% faster (divs8 5.6 -> 2.9 s), and one
	 * bound proven that was not (shl32's 84) */
	ccadical_set_option(e.s, "elim", 0);
	ccadical_set_option(e.s, "subsume", 0);
	ccadical_set_option(e.s, "vivify", 0);
	ccadical_set_option(e.s, "probe", 0);
	ccadical_set_option(e.s, "decompose", 0);
	ccadical_set_option(e.s, "ternary", 0);
	xv = xcalloc(N, sizeof *xv);
	yv = xcalloc(all.n, sizeof *yv);
	L = xcalloc(N, sizeof *L);
	idx = xcalloc(N, sizeof *idx);   /* AND nodes in counter order */
	nand = 0;
	for (i = 1; i < N; i++) {
		if (!aig_is_and(g, i))
			continue;
		xv[i] = new_var(&e);
		idx[nand++] = i;
		for (j = 0; j + 1 < cnt[i]; j++)
			yv[off[i] + j] = new_var(&e);
		if (D && lo[i] < D) {
			uint32_t d;
			L[i] = xcalloc(D + 2, sizeof **L);
			for (d = lo[i] + 1; d <= D; d++)
				L[i][d] = new_var(&e);
		}
	}
	for (i = 1; i < N; i++) {
		int *cl;
		if (!aig_is_and(g, i))
			continue;
		cl = xmalloc((size_t)cnt[i] * sizeof *cl);
		cl[0] = -xv[i];
		for (j = 0; j + 1 < cnt[i]; j++) {
			const XCut *c = &all.c[off[i] + j];
			int y = yv[off[i] + j];
			uint32_t v;
			cl[j + 1] = y;
			clause2(&e, -y, xv[i]);
			for (v = 0; v < c->n; v++) {
				uint32_t m = c->leaf[v], d;
				if (!aig_is_and(g, m))
					continue;
				clause2(&e, -y, xv[m]);
				if (!D)
					continue;
				/* L[m][d] (true at d = lo[m], m's least
				 * level) -> L[i][d+1] (true for d+1 <= lo[i],
				 * false above D) */
				for (d = lo[m]; d <= D; d++) {
					int pre = d == lo[m] ? 0 : L[m][d];
					int lits[3], nl = 0;
					if (d + 1 <= lo[i])
						continue;
					lits[nl++] = -y;
					if (pre)
						lits[nl++] = -pre;
					if (d + 1 <= D)
						lits[nl++] = L[i][d + 1];
					clause(&e, lits, (uint32_t)nl);
				}
			}
		}
		clause(&e, cl, cnt[i]);
		free(cl);
	}
	for (i = 0; i < g->npo; i++) {
		uint32_t n = lit_node(g->pos[i]);
		if (aig_is_and(g, n))
			clause(&e, &xv[n], 1);
	}
	/* sequential counter: s[t][c] = at least c + 1 of the first t + 1
	 * x are true, c < nlut; only the upward direction */
	{
		int *prev = NULL, *cur;
		uint32_t t, c;
		for (t = 0; t < nand; t++) {
			int x = xv[idx[t]];
			cur = xmalloc((size_t)nlut * sizeof *cur);
			for (c = 0; c < nlut; c++)
				cur[c] = new_var(&e);
			clause2(&e, -x, cur[0]);
			if (prev) {
				for (c = 0; c < nlut; c++)
					clause2(&e, -prev[c], cur[c]);
				for (c = 1; c < nlut; c++) {
					int l[3] = {-x, -prev[c - 1], cur[c]};
					clause(&e, l, 3);
				}
			}
			free(prev);
			prev = cur;
		}
		cnt_var = prev;
	}

	/* lower the bound while models come */
	root = xcalloc(N, 1);
	pick = xcalloc(N, sizeof *pick);
	stack = xmalloc((size_t)N * sizeof *stack);
	best = nlut;
	for (i = 0; i < p->calls && best > 1; i++) {
		int r;
		uint32_t nl;
		ccadical_assume(e.s, -cnt_var[best - 1]);
		ccadical_limit(e.s, "conflicts", p->conflicts);
		r = ccadical_solve(e.s);
		st->calls++;
		if (r == 20) {
			st->optimal = 1;
			break;
		}
		if (r != 10)
			break;
		nl = read_cover(g, &e, yv, off, cnt, root, pick, stack,
			all.c);
		if (nl >= best)
			die("exactmap: a model above its bound");
		best = nl;
		/* keep this cover */
		leafs = xcalloc((size_t)N * LUT_KMAX, sizeof *leafs);
		nleaf = xcalloc(N, 1);
		tt = xcalloc(N, sizeof *tt);
		for (j = 1; j < N; j++)
			if (root[j]) {
				const XCut *c = &all.c[off[j] + pick[j]];
				memcpy(&leafs[(size_t)j * LUT_KMAX], c->leaf,
					c->n * sizeof *leafs);
				nleaf[j] = c->n;
				tt[j] = c->tt;
			}
		if (st->found)
			lutnet_free(ln);
		memset(ln, 0, sizeof *ln);
		lutnet_from_cover(g, k, root, leafs, nleaf, tt, ln);
		st->found = 1;
		free(leafs);
		free(nleaf);
		free(tt);
	}
	st->nlut = st->found ? ln->nlut : 0;
	st->vars = (uint32_t)e.nvar;
	st->literals = e.lits;
	ccadical_release(e.s);
	for (i = 1; i < N; i++)
		free(L[i]);
	free(L);
	free(cnt_var);
	free(xv);
	free(yv);
	free(idx);
	free(root);
	free(pick);
	free(stack);
	free(all.c);
	free(off);
	free(cnt);
	free(lo);
	free(ischoice);
	return st->found;
}
