/* symm.c: outputs that are totally symmetric functions of a few inputs
 * (they depend only on how many of those inputs are 1: population
 * counts, however written; majority and threshold functions), rebuilt
 * as one population count of the inputs and a small function of it.
 *
 * A SWAR population count (masks, shifts and adds of bit fields) leaves
 * an AIG that the mapper covers as written: a 16-bit one and its parity
 * were 21 LUT-6s, while the count built from 6:3 counters (aig_popcount,
 * as a sum of one-bit operands is bit-blasted) is 16.  Nothing below the
 * word level sees that the two are the same function; the truth table
 * does.
 *
 * Steps.  Each PO's support (the PIs its cone reaches) is collected,
 * giving up past SYM_MAX PIs or CONE_MAX nodes, within a total budget of
 * WORK_MAX node visits.  POs with the same support of n PIs, k < n <=
 * SYM_MAX, form a group; the group's cone is simulated on all 2^n input
 * patterns, and a PO is symmetric iff its value is the same on all
 * patterns with the same number of ones (g[c] for a count c).  The
 * symmetric POs of a group are rebuilt as g(popcount(support)) when
 * that, mapped alone to K-LUTs, takes fewer LUTs than their old cone
 * mapped alone, at no more depth (a majority or a count gains; an AND,
 * OR of the inputs, also symmetric, is a tree and does not; parities
 * alone are left to linear.c, with a count they are its bit 0).
 * The old logic goes when nothing else reads it (aig_cleanup).
 *
 * Cost: supports O(WORK_MAX); per group simulation O(cone x 2^n / 64)
 * words (at most SIM_WORDS) and two small mappings.  No recursion.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define SYM_MAX 16              /* inputs of a symmetric group */
#define CONE_MAX 20000u         /* nodes of one PO's cone */
#define WORK_MAX (1u << 24)     /* node visits for all supports */
#define SIM_WORDS (1u << 22)    /* simulation words of one group */

typedef struct {
	uint32_t po;                /* PO index */
	uint32_t n;                 /* support size (NONE: too large) */
	uint32_t pi[SYM_MAX];       /* PI indices, ascending */
} Supp;

typedef struct {
	const Aig *g;
	uint32_t *mark, stamp;      /* per node: visited in this walk */
	uint32_t *stack, *piidx;    /* DFS stack; per node: PI index */
	uint32_t *cone, ncone;      /* the last walk's AND nodes */
	uint64_t work;
} Walk;

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

static int cmp_supp(const void *a, const void *b)
{
	const Supp *x = a, *y = b;
	uint32_t i;

	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	for (i = 0; x->n != NONE && i < x->n; i++)
		if (x->pi[i] != y->pi[i])
			return x->pi[i] < y->pi[i] ? -1 : 1;
	return x->po < y->po ? -1 : x->po > y->po;
}

/* Open the cone of node r (nodes marked in this walk are skipped):
 * AND nodes into w->cone, PIs into s (up to SYM_MAX; 0 past it or past
 * CONE_MAX nodes or the work budget). */
static int walk(Walk *w, uint32_t r, Supp *s)
{
	const Aig *g = w->g;
	uint32_t sp = 0;

	if (w->mark[r] == w->stamp)
		return 1;
	w->mark[r] = w->stamp;
	w->stack[sp++] = r;
	while (sp) {
		uint32_t x = w->stack[--sp], j;
		if (++w->work > WORK_MAX || w->ncone > CONE_MAX)
			return 0;
		if (aig_is_pi(g, x)) {
			if (s) {
				if (s->n == SYM_MAX)
					return 0;
				s->pi[s->n++] = w->piidx[x];
			}
			continue;
		}
		if (!aig_is_and(g, x))
			continue;
		w->cone[w->ncone++] = x;
		for (j = 0; j < 2; j++) {
			uint32_t y = lit_node(j ? g->fanin1[x] : g->fanin0[x]);
			if (w->mark[y] != w->stamp) {
				w->mark[y] = w->stamp;
				w->stack[sp++] = y;
			}
		}
	}
	return 1;
}

/* g restricted to the POs pos[0..np) over the PIs pi[0..n): a new graph
 * (its PIs in that order). */
static void extract(const Aig *g, const Walk *w, const uint32_t *pi,
	uint32_t n, const uint32_t *pos, uint32_t np, Aig *out, Lit *map)
{
	uint32_t i;

	aig_init(out);
	map[0] = LIT_FALSE;
	for (i = 0; i < n; i++)
		map[g->pis[pi[i]]] = aig_pi(out, NULL);
	for (i = 0; i < w->ncone; i++) {
		uint32_t x = w->cone[i];
		Lit a = g->fanin0[x], b = g->fanin1[x];
		map[x] = aig_and(out, lit_notif(map[lit_node(a)], lit_compl(a)),
			lit_notif(map[lit_node(b)], lit_compl(b)));
	}
	for (i = 0; i < np; i++) {
		Lit l = g->pos[pos[i]];
		aig_po(out, lit_notif(map[lit_node(l)], lit_compl(l)), NULL);
	}
}

/* Into h: popcount(x[0..n)) and, per symmetric function (the value at
 * each count, bit c of fn[i]), its literal into res[i]. */
static void rebuild(Aig *h, const Lit *x, uint32_t n, const uint32_t *fn,
	uint32_t nf, uint32_t k, Lit *res)
{
	Lit cnt[6];
	uint32_t m = 0, i, c;

	while ((1u << m) <= n)
		m++;
	aig_popcount(h, x, n, cnt, m, k);
	for (i = 0; i < nf; i++) {
		uint64_t t[4] = {0, 0, 0, 0};
		uint32_t j, care = (uint32_t)((2ull << n) - 1);
		res[i] = NONE;
		/* a bit of the count (counts above n do not occur) */
		for (j = 0; j < m && res[i] == NONE; j++) {
			uint32_t b = 0;
			for (c = 0; c <= n; c++)
				b |= (c >> j & 1) << c;
			if (((fn[i] ^ b) & care) == 0)
				res[i] = cnt[j];
			else if (((fn[i] ^ ~b) & care) == 0)
				res[i] = lit_not(cnt[j]);
		}
		if (res[i] != NONE)
			continue;
		for (c = 0; c <= n; c++)
			if (fn[i] >> c & 1)
				t[0] |= 1ull << c;
		res[i] = aig_lut(h, t, cnt, m);
	}
}

/* One group: POs s[0..np) with the same support.  Returns the POs
 * rebuilt in g. */
static uint32_t group(Aig *g, Walk *w, const Supp *s, uint32_t np,
	uint32_t k)
{
	uint32_t n = s[0].n, nw = 1u << (n - 6), i, j, c, x, nsym = 0;
	uint32_t *pos = xmalloc(np * sizeof *pos), *fn = xmalloc(np * sizeof *fn);
	uint32_t *at, ol, od, nl, nd, done = 0, nonpar = 0;
	uint64_t *val, *tt = xmalloc(nw * sizeof *tt);
	Lit *map, x_lit[SYM_MAX], *res;
	Aig a, b;

	if (++w->stamp == 0) {
		memset(w->mark, 0, (size_t)g->nnode * sizeof *w->mark);
		w->stamp = 1;
	}
	w->ncone = 0;
	for (i = 0; i < np; i++)
		if (!walk(w, lit_node(g->pos[s[i].po]), NULL))
			goto out;
	if ((uint64_t)w->ncone * nw > SIM_WORDS)
		goto out;
	qsort(w->cone, w->ncone, sizeof *w->cone, cmp_u32);
	/* simulate: position of each node in val (PIs first, then cone) */
	at = xmalloc(((size_t)g->nnode + 1) * sizeof *at);
	val = xmalloc(((size_t)n + w->ncone + 1) * nw * sizeof *val);
	for (i = 0; i < n; i++) {
		uint64_t *v = &val[(size_t)i * nw];
		at[g->pis[s[0].pi[i]]] = i;
		for (j = 0; j < nw; j++) {
			static const uint64_t var6[6] = {
				0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull,
				0xf0f0f0f0f0f0f0f0ull, 0xff00ff00ff00ff00ull,
				0xffff0000ffff0000ull, 0xffffffff00000000ull};
			v[j] = i < 6 ? var6[i] : (j >> (i - 6) & 1) ? ~0ull : 0;
		}
	}
	for (i = 0; i < w->ncone; i++) {
		uint32_t y = w->cone[i];
		Lit fa = g->fanin0[y], fb = g->fanin1[y];
		uint64_t *v = &val[((size_t)n + i) * nw];
		at[y] = n + i;
		for (j = 0; j < nw; j++) {
			uint64_t va = lit_node(fa) ? val[(size_t)at[lit_node(fa)] *
				nw + j] : 0, vb = lit_node(fb) ?
				val[(size_t)at[lit_node(fb)] * nw + j] : 0;
			v[j] = (lit_compl(fa) ? ~va : va) & (lit_compl(fb) ? ~vb : vb);
		}
	}
	/* the symmetric POs and their functions of the count */
	for (i = 0; i < np; i++) {
		Lit l = g->pos[s[i].po];
		uint32_t seen = 0, f = 0;
		int sym = 1;
		for (j = 0; j < nw; j++) {
			uint64_t v = lit_node(l) ? val[(size_t)at[lit_node(l)] * nw +
				j] : 0;
			tt[j] = lit_compl(l) ? ~v : v;
		}
		for (x = 0; x < (1u << n) && sym; x++) {
			uint32_t b1 = (uint32_t)(tt[x >> 6] >> (x & 63) & 1);
			c = (uint32_t)__builtin_popcount(x);
			if (!(seen >> c & 1)) {
				seen |= 1u << c;
				f |= b1 << c;
			} else if ((f >> c & 1) != b1)
				sym = 0;
		}
		if (sym) {
			pos[nsym] = s[i].po;
			fn[nsym++] = f;
			/* a parity (or its complement) is an XOR */
			for (c = 0; c <= n && (f >> c & 1) == ((c ^ f) & 1); c++)
				;
			nonpar += c <= n;
		}
	}
	free(at);
	free(val);
	/* parities alone are left to linear.c; with a count they are its
	 * bit 0 */
	if (!nonpar)
		goto out;
	/* worth it?  the old cone of the symmetric POs against the count */
	if (++w->stamp == 0) {
		memset(w->mark, 0, (size_t)g->nnode * sizeof *w->mark);
		w->stamp = 1;
	}
	w->ncone = 0;
	for (i = 0; i < nsym; i++)
		walk(w, lit_node(g->pos[pos[i]]), NULL);
	qsort(w->cone, w->ncone, sizeof *w->cone, cmp_u32);
	map = xmalloc(((size_t)g->nnode + 1) * sizeof *map);
	extract(g, w, s[0].pi, n, pos, nsym, &a, map);
	free(map);
	aig_init(&b);
	for (i = 0; i < n; i++)
		x_lit[i] = aig_pi(&b, NULL);
	res = xmalloc(nsym * sizeof *res);
	rebuild(&b, x_lit, n, fn, nsym, k, res);
	for (i = 0; i < nsym; i++)
		aig_po(&b, res[i], NULL);
	lut_map_cost(&a, k, 0, &ol, &od);
	lut_map_cost(&b, k, 0, &nl, &nd);
	aig_free(&a);
	aig_free(&b);
	if (nl < ol && nd <= od) {
		for (i = 0; i < n; i++)
			x_lit[i] = lit_make(g->pis[s[0].pi[i]], 0);
		rebuild(g, x_lit, n, fn, nsym, k, res);
		for (i = 0; i < nsym; i++)
			g->pos[pos[i]] = res[i];
		done = nsym;
	}
	free(res);
out:
	free(pos);
	free(fn);
	free(tt);
	return done;
}

uint32_t aig_symmetric(Aig *g, uint32_t k)
{
	Walk w;
	Supp *s;
	uint32_t i, j, ns = 0, done = 0, nnode = g->nnode;

	if (!g->npo || k < 2)
		return 0;
	memset(&w, 0, sizeof w);
	w.g = g;
	w.mark = xcalloc((size_t)nnode + 1, sizeof *w.mark);
	w.stack = xmalloc(((size_t)nnode + 1) * sizeof *w.stack);
	w.cone = xmalloc(((size_t)nnode + 1) * sizeof *w.cone);
	w.piidx = xmalloc(((size_t)nnode + 1) * sizeof *w.piidx);
	for (i = 0; i < g->npi; i++)
		w.piidx[g->pis[i]] = i;
	s = xmalloc((size_t)g->npo * sizeof *s);
	for (i = 0; i < g->npo; i++) {
		Supp *t = &s[ns];
		memset(t, 0, sizeof *t);
		t->po = i;
		w.stamp++;
		w.ncone = 0;
		if (!walk(&w, lit_node(g->pos[i]), t))
			t->n = NONE;
		if (w.work > WORK_MAX)
			break;
		if (t->n == NONE || t->n <= k || t->n < 6)
			continue;
		qsort(t->pi, t->n, sizeof *t->pi, cmp_u32);
		ns++;
	}
	qsort(s, ns, sizeof *s, cmp_supp);
	for (i = 0; i < ns; i = j) {
		for (j = i + 1; j < ns && s[j].n == s[i].n &&
		    !memcmp(s[j].pi, s[i].pi, s[i].n * sizeof *s[i].pi); j++)
			;
		done += group(g, &w, &s[i], j - i, k);
		if (g->nnode > nnode) { /* rebuilt: the walk arrays grow */
			size_t old = (size_t)nnode + 1;
			nnode = g->nnode;
			w.mark = xrealloc(w.mark, ((size_t)nnode + 1) *
				sizeof *w.mark);
			memset(w.mark + old, 0, ((size_t)nnode + 1 - old) *
				sizeof *w.mark);
			w.stack = xrealloc(w.stack, ((size_t)nnode + 1) *
				sizeof *w.stack);
			w.cone = xrealloc(w.cone, ((size_t)nnode + 1) *
				sizeof *w.cone);
			w.piidx = xrealloc(w.piidx, ((size_t)nnode + 1) *
				sizeof *w.piidx);
		}
	}
	free(w.mark);
	free(w.stack);
	free(w.cone);
	free(w.piidx);
	free(s);
	if (done)
		aig_cleanup(g);
	return done;
}
