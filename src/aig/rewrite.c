/* rewrite.c: area rewriting by cut refactoring.
 *
 * The graph is rebuilt node by node in topological order.  For each AND
 * node n a reconvergence-driven cut of at most 6 leaves is grown from its
 * fanins (repeatedly expanding the leaf that adds the fewest new leaves),
 * the cut's function is computed as a 64-bit truth table, and an
 * irredundant sum of products (Minato-Morreale ISOP) of the function and
 * of its complement is factored by repeatedly pulling out the literal
 * shared by most cubes.  The cheaper factored form is costed by a dry run
 * against the new graph's structural hash (nodes that already exist are
 * free, unless they are the images of n's own maximum fanout-free cone,
 * which would otherwise disappear).  If it needs fewer new nodes than the
 * size of n's MFFC inside the cut, it replaces n; else n is copied as is.
 *
 * The MFFC estimate is taken on the old graph, so individual decisions
 * can misjudge; the pass therefore keeps its result only when the whole
 * graph got smaller (so it never grows a graph), and repeats while a
 * round saves at least 0.5%, at most 4 rounds.
 *
 * Cost: O(nodes * (cut growth + 64-bit ISOP + MFFC walk)), all bounded by
 * the 6-leaf cut except the MFFC walk, which stops at the cut leaves.  The
 * only recursion (ISOP, factoring) is bounded by 6 variables.  Requires
 * nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define RW_LEAVES 6
#define RW_CUBES 24        /* give up on functions with larger covers */
#define NEWLIT 0xfffffffeu /* dry run: a node that would be new */

static const uint64_t vmask[6] = {
	0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull, 0xf0f0f0f0f0f0f0f0ull,
	0xff00ff00ff00ff00ull, 0xffff0000ffff0000ull, 0xffffffff00000000ull,
};

typedef struct {
	uint8_t pos, neg; /* variables appearing positive / complemented */
} Cube;

typedef struct {
	const Aig *g;      /* old graph */
	Aig *out;          /* new graph */
	Lit *map;          /* old node -> new literal */
	uint32_t *refs;    /* old graph fanouts (deref'd during MFFC walks) */
	uint32_t *mark;    /* old node stamps (cut/cone membership) */
	uint32_t *omark;   /* new node stamps (images of the MFFC) */
	uint32_t ocap;     /* size of omark */
	uint32_t stamp;
	uint32_t *stack;   /* scratch, nnode */
	uint32_t leaf[RW_LEAVES], nleaf;
	uint32_t cone[64], ncone; /* interior nodes of the cut (bounded) */
	uint64_t tt[64];   /* truth tables of cone nodes, parallel to cone */
	int dry;           /* 1: count, do not build */
	uint32_t cost;     /* dry run: new nodes */
} Rw;

/* ---- cut */

/* Leaves that expanding x would add (x's fanins not yet in the cut). */
static int expand_cost(Rw *r, uint32_t x)
{
	const Aig *g = r->g;
	int c = -1;
	if (!aig_is_and(g, x))
		return 100;
	c += r->mark[lit_node(g->fanin0[x])] != r->stamp;
	c += r->mark[lit_node(g->fanin1[x])] != r->stamp;
	return c;
}

/* Grow the cut of n; fills leaf[] and cone[] (topological).  0 if the
 * cone gets too large. */
static int find_cut(Rw *r, uint32_t n)
{
	const Aig *g = r->g;
	uint32_t i, j;
	r->stamp++;
	r->mark[n] = r->stamp;
	r->nleaf = 0;
	r->ncone = 0;
	r->cone[r->ncone++] = n;
	for (i = 0; i < 2; i++) {
		uint32_t f = lit_node(i ? g->fanin1[n] : g->fanin0[n]);
		if (r->mark[f] != r->stamp) {
			r->mark[f] = r->stamp;
			r->leaf[r->nleaf++] = f;
		}
	}
	for (;;) {
		int best = 100;
		uint32_t bi = 0;
		for (i = 0; i < r->nleaf; i++) {
			int c = expand_cost(r, r->leaf[i]);
			if (c < best || (c == best && r->leaf[i] > r->leaf[bi]))
				best = c, bi = i;
		}
		if (best == 100 || r->nleaf + (uint32_t)best > RW_LEAVES ||
			r->ncone >= 63)
			break;
		{
			uint32_t x = r->leaf[bi];
			r->leaf[bi] = r->leaf[--r->nleaf];
			r->cone[r->ncone++] = x;
			for (j = 0; j < 2; j++) {
				uint32_t f = lit_node(j ? g->fanin1[x] : g->fanin0[x]);
				if (r->mark[f] != r->stamp) {
					r->mark[f] = r->stamp;
					r->leaf[r->nleaf++] = f;
				}
			}
		}
	}
	/* cone in increasing id order (ids are topological) */
	for (i = 1; i < r->ncone; i++) {
		uint32_t x = r->cone[i];
		for (j = i; j > 0 && r->cone[j - 1] > x; j--)
			r->cone[j] = r->cone[j - 1];
		r->cone[j] = x;
	}
	return 1;
}

/* Truth table of n over leaf[] (leaf i = variable i). */
static uint64_t cut_tt(Rw *r)
{
	const Aig *g = r->g;
	uint32_t i, j;
	/* leaf and cone lookups are linear: both lists are tiny */
	for (i = 0; i < r->ncone; i++) {
		uint32_t x = r->cone[i];
		uint64_t v[2];
		for (j = 0; j < 2; j++) {
			Lit l = j ? g->fanin1[x] : g->fanin0[x];
			uint32_t f = lit_node(l), k;
			uint64_t t = 0;
			int found = 0;
			for (k = 0; k < r->nleaf && !found; k++)
				if (r->leaf[k] == f)
					t = vmask[k], found = 1;
			for (k = 0; k < i && !found; k++)
				if (r->cone[k] == f)
					t = r->tt[k], found = 1;
			if (!found)
				die("rewrite: %u outside the cut of %u", f, x);
			v[j] = lit_compl(l) ? ~t : t;
		}
		r->tt[i] = v[0] & v[1];
	}
	return r->tt[r->ncone - 1];
}

/* Size of n's MFFC bounded by the cut (the walk stops at leaves), with
 * the new-graph images of its nodes stamped in omark. */
static uint32_t mffc(Rw *r, uint32_t n)
{
	const Aig *g = r->g;
	uint32_t sp = 0, size = 0, i, nvis = 0;
	uint32_t stamp = r->stamp; /* leaves carry this stamp */
	r->stack[sp++] = n;
	while (sp) {
		uint32_t x = r->stack[--sp];
		Lit img = r->map[x];
		size++;
		if (img != NONE && lit_node(img) < r->ocap)
			r->omark[lit_node(img)] = stamp;
		for (i = 0; i < 2; i++) {
			uint32_t f = lit_node(i ? g->fanin1[x] : g->fanin0[x]);
			int leaf = 0;
			uint32_t k;
			for (k = 0; k < r->nleaf; k++)
				leaf |= r->leaf[k] == f;
			if (--r->refs[f] == 0 && !leaf && aig_is_and(g, f))
				r->stack[sp++] = f;
		}
		r->stack[g->nnode - 1 - nvis++] = x; /* remember to re-ref */
	}
	/* restore the references */
	for (i = 0; i < nvis; i++) {
		uint32_t x = r->stack[g->nnode - 1 - i];
		r->refs[lit_node(g->fanin0[x])]++;
		r->refs[lit_node(g->fanin1[x])]++;
	}
	return size;
}

/* ---- ISOP over 6 variables */

static uint64_t cof0(uint64_t t, int v)
{
	uint64_t m = ~vmask[v];
	return (t & m) | ((t & m) << (1u << v));
}

static uint64_t cof1(uint64_t t, int v)
{
	uint64_t m = vmask[v];
	return (t & m) | ((t & m) >> (1u << v));
}

/* Cover of some R with on <= R <= ondc, appended to c; returns R, or
 * sets *fail when the cover exceeds RW_CUBES. */
static uint64_t isop(uint64_t on, uint64_t ondc, int nv, Cube *c, int *nc,
	int *fail)
{
	int v, s0, s1, s2, i;
	uint64_t r0, r1, r2, x;
	if (on == 0 || *fail)
		return 0;
	if (ondc == ~0ull) {
		if (*nc >= RW_CUBES) {
			*fail = 1;
			return 0;
		}
		c[(*nc)++] = (Cube){0, 0};
		return ~0ull;
	}
	for (v = nv - 1; v >= 0; v--)
		if (cof0(on, v) != cof1(on, v) || cof0(ondc, v) != cof1(ondc, v))
			break;
	if (v < 0)
		die("rewrite: isop found no variable");
	s0 = *nc;
	r0 = isop(cof0(on, v) & ~cof1(ondc, v), cof0(ondc, v), v, c, nc, fail);
	s1 = *nc;
	r1 = isop(cof1(on, v) & ~cof0(ondc, v), cof1(ondc, v), v, c, nc, fail);
	s2 = *nc;
	r2 = isop((cof0(on, v) & ~r0) | (cof1(on, v) & ~r1),
		cof0(ondc, v) & cof1(ondc, v), v, c, nc, fail);
	for (i = s0; i < s1; i++)
		c[i].neg |= (uint8_t)(1u << v);
	for (i = s1; i < s2; i++)
		c[i].pos |= (uint8_t)(1u << v);
	x = vmask[v];
	return (r0 & ~x) | (r1 & x) | r2;
}

/* ---- building (or counting) */

static Lit mk_and(Rw *r, Lit a, Lit b)
{
	Lit l;
	if (!r->dry)
		return aig_and(r->out, a, b);
	if (a == LIT_FALSE || b == LIT_FALSE)
		return LIT_FALSE;
	if (a == LIT_TRUE)
		return b;
	if (b == LIT_TRUE)
		return a;
	if (a == NEWLIT || b == NEWLIT || a == lit_not(NEWLIT) ||
		b == lit_not(NEWLIT)) {
		r->cost++;
		return NEWLIT;
	}
	l = aig_and_lookup(r->out, a, b);
	if (l == NONE) {
		r->cost++;
		return NEWLIT;
	}
	if (lit_node(l) < r->ocap && r->omark[lit_node(l)] == r->stamp &&
		lit_node(l) != 0)
		r->cost++; /* reuses a node that would otherwise go away */
	return l;
}

static Lit mk_or(Rw *r, Lit a, Lit b)
{
	return lit_not(mk_and(r, lit_not(a), lit_not(b)));
}

static Lit leaf_lit(Rw *r, int v, int neg)
{
	return lit_notif(r->map[r->leaf[v]], neg);
}

/* Factor the cubes c[0..n) (modified in place); bounded recursion: each
 * level removes one literal from some cubes, at most 12 literals. */
static Lit factor(Rw *r, Cube *c, int n)
{
	int cnt[12] = {0}, i, v, best = -1, bc = 1;
	Lit res = LIT_FALSE;
	if (n == 0)
		return LIT_FALSE;
	for (i = 0; i < n; i++)
		for (v = 0; v < 6; v++) {
			cnt[v] += c[i].pos >> v & 1;
			cnt[6 + v] += c[i].neg >> v & 1;
		}
	for (v = 0; v < 12; v++)
		if (cnt[v] > bc)
			bc = cnt[v], best = v;
	if (best < 0) {
		/* no shared literal: OR of cube ANDs */
		for (i = 0; i < n; i++) {
			Lit cube = LIT_TRUE;
			for (v = 0; v < 6; v++) {
				if (c[i].pos >> v & 1)
					cube = mk_and(r, cube, leaf_lit(r, v, 0));
				if (c[i].neg >> v & 1)
					cube = mk_and(r, cube, leaf_lit(r, v, 1));
			}
			res = i ? mk_or(r, res, cube) : cube;
		}
		return res;
	}
	{
		Cube with[RW_CUBES], rest[RW_CUBES];
		int nw = 0, nr = 0, var = best % 6, neg = best >= 6;
		uint8_t bit = (uint8_t)(1u << var);
		Lit q, lit = leaf_lit(r, var, neg);
		for (i = 0; i < n; i++) {
			int has = neg ? c[i].neg & bit : c[i].pos & bit;
			if (has) {
				with[nw] = c[i];
				if (neg)
					with[nw].neg &= (uint8_t)~bit;
				else
					with[nw].pos &= (uint8_t)~bit;
				nw++;
			} else {
				rest[nr++] = c[i];
			}
		}
		q = mk_and(r, lit, factor(r, with, nw));
		return nr ? mk_or(r, q, factor(r, rest, nr)) : q;
	}
}

/* n from its cut: the factored ISOP of f (cf) or the complement of the
 * factored ISOP of ~f (cn); built, or only costed in dry mode. */
static Lit resynth(Rw *r, int use_compl, const Cube *cf, int ncf,
	const Cube *cn, int ncn)
{
	Cube tmp[RW_CUBES];
	if (use_compl) {
		memcpy(tmp, cn, (size_t)ncn * sizeof *tmp);
		return lit_not(factor(r, tmp, ncn));
	}
	memcpy(tmp, cf, (size_t)ncf * sizeof *tmp);
	return factor(r, tmp, ncf);
}

static void ensure_omark(Rw *r)
{
	if (r->out->nnode + 64 > r->ocap) {
		uint32_t old = r->ocap;
		r->ocap = (r->out->nnode + 64) * 2;
		r->omark = xrealloc(r->omark, (size_t)r->ocap * sizeof *r->omark);
		memset(r->omark + old, 0, (size_t)(r->ocap - old) *
			sizeof *r->omark);
	}
}

/* One round: g rebuilt into out. */
static void rewrite_round(const Aig *g, Aig *out)
{
	Rw r;
	uint32_t n;
	memset(&r, 0, sizeof r);
	r.g = g;
	r.out = out;
	r.map = xmalloc((size_t)g->nnode * sizeof *r.map);
	r.refs = xmalloc((size_t)g->nnode * sizeof *r.refs);
	r.mark = xcalloc(g->nnode, sizeof *r.mark);
	r.stack = xmalloc((size_t)g->nnode * sizeof *r.stack);
	for (n = 0; n < g->nnode; n++)
		r.map[n] = NONE;
	aig_refs(g, r.refs);
	aig_start_like(out, g, r.map);
	for (n = 1; n < g->nnode; n++) {
		Lit a, b, l;
		Cube cf[RW_CUBES], cn[RW_CUBES];
		int ncf = 0, ncn = 0, ff = 0, fn = 0;
		uint32_t size, cost_f = NONE, cost_n = NONE;
		uint64_t f;
		if (!aig_is_and(g, n))
			continue;
		a = g->fanin0[n], b = g->fanin1[n];
		ensure_omark(&r);
		if (r.refs[n] && find_cut(&r, n) && r.ncone > 1) {
			f = cut_tt(&r);
			size = mffc(&r, n);
			isop(f, f, 6, cf, &ncf, &ff);
			isop(~f, ~f, 6, cn, &ncn, &fn);
			r.dry = 1;
			if (!ff) {
				r.cost = 0;
				resynth(&r, 0, cf, ncf, cn, ncn);
				cost_f = r.cost;
			}
			if (!fn) {
				r.cost = 0;
				resynth(&r, 1, cf, ncf, cn, ncn);
				cost_n = r.cost;
			}
			r.dry = 0;
			if ((cost_f != NONE && cost_f < size) ||
				(cost_n != NONE && cost_n < size)) {
				int use_n = cost_n < cost_f;
				r.map[n] = resynth(&r, use_n, cf, ncf, cn, ncn);
				continue;
			}
		}
		l = aig_and(out, lit_notif(r.map[lit_node(a)], lit_compl(a)),
			lit_notif(r.map[lit_node(b)], lit_compl(b)));
		r.map[n] = l;
	}
	aig_finish_like(out, g, r.map);
	aig_cleanup(out);
	free(r.map);
	free(r.refs);
	free(r.mark);
	free(r.stack);
	free(r.omark);
}

uint32_t aig_rewrite(Aig *g)
{
	uint32_t start = g->nand, round;
	for (round = 0; round < 4; round++) {
		Aig out;
		uint32_t before = g->nand;
		rewrite_round(g, &out);
		if (out.nand >= before) {
			aig_free(&out);
			break;
		}
		aig_replace(g, &out);
		if ((uint64_t)(before - g->nand) * 200 < before)
			break;
	}
	return start - g->nand;
}
