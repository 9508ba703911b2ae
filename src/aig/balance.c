/* balance.c: AIG balancing for depth.
 *
 * A "supergate" is a maximal multi-input AND: a root node together with
 * every AND below it reached through uncomplemented edges into nodes with
 * exactly one fanout (and not driving a PO).  Roots are the ANDs that are
 * referenced complemented, more than once, or by a PO.  Each root is
 * rebuilt in the output graph from its supergate's leaves (already rebuilt,
 * since leaves are roots or PIs of smaller id): duplicate leaves are
 * merged, x & ~x makes the root constant, and the leaves are combined two
 * at a time, always the two of smallest level (a min-heap), which gives a
 * tree of minimum depth for the given leaf arrival levels (Huffman-style).
 * Among the cheapest pairs nothing else is tried, so area may grow a
 * little where trees of shared nodes are split; aig_and's hashing recovers
 * identical pairs.
 *
 * Cost: O(nodes log(supergate size)).  No recursion: supergates are
 * collected with an explicit stack and roots are visited in id order.
 * Requires nothing; the output is cleaned (no dangling nodes).
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

typedef struct {
	Aig *g;
	uint32_t *lev; uint32_t cap_lev, nlev; /* levels of g's nodes */
} Bal;

static uint32_t lit_level(Bal *b, Lit l)
{
	uint32_t n = lit_node(l);
	while (b->nlev < b->g->nnode) {
		uint32_t i = b->nlev, l0, l1;
		grow((void **)&b->lev, &b->cap_lev, (uint64_t)i + 1,
			sizeof *b->lev, AIG_MAX_NODES, "AIG levels");
		if (aig_is_and(b->g, i)) {
			l0 = b->lev[lit_node(b->g->fanin0[i])];
			l1 = b->lev[lit_node(b->g->fanin1[i])];
			b->lev[i] = 1 + (l0 > l1 ? l0 : l1);
		} else {
			b->lev[i] = 0;
		}
		b->nlev++;
	}
	return b->lev[n];
}

/* Binary min-heap of literals keyed by level (ties: smaller literal). */
static int heap_less(Bal *b, Lit x, Lit y)
{
	uint32_t lx = lit_level(b, x), ly = lit_level(b, y);
	return lx != ly ? lx < ly : x < y;
}

static void heap_push(Bal *b, Lit *h, uint32_t *n, Lit x)
{
	uint32_t i = (*n)++;
	while (i > 0 && heap_less(b, x, h[(i - 1) / 2])) {
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i] = x;
}

static Lit heap_pop(Bal *b, Lit *h, uint32_t *n)
{
	Lit top = h[0], x = h[--*n];
	uint32_t i = 0;
	for (;;) {
		uint32_t c = 2 * i + 1;
		if (c >= *n)
			break;
		if (c + 1 < *n && heap_less(b, h[c + 1], h[c]))
			c++;
		if (!heap_less(b, h[c], x))
			break;
		h[i] = h[c];
		i = c;
	}
	if (*n)
		h[i] = x;
	return top;
}

/* A leaf of a supergate: its literal in the output graph and the node it
 * came from in the input graph. */
typedef struct {
	Lit lit;
	uint32_t node;
} Leaf;

static int cmp_leaf(const void *a, const void *b)
{
	Lit x = ((const Leaf *)a)->lit, y = ((const Leaf *)b)->lit;
	return x < y ? -1 : x > y;
}

/* The AND of lits[0..n-1] (n >= 1), the two shallowest combined first:
 * a tree of minimum depth for their levels.  lits is overwritten. */
static Lit and_tree(Bal *b, Lit *lits, uint32_t n)
{
	uint32_t j, k = 0;
	for (j = 0; j < n; j++)
		heap_push(b, lits, &k, lits[j]);
	while (k > 1) {
		Lit x = heap_pop(b, lits, &k);
		Lit y = heap_pop(b, lits, &k);
		heap_push(b, lits, &k, aig_and(b->g, x, y));
	}
	return lits[0];
}

/* ---- K-aware grouping (aig_balance_k) ----
 *
 * A supergate's leaves are packed into groups whose combined support fits
 * one K-LUT, so that a mapper finds each group as one cut: AND trees over
 * small leaves (the XNORs of an equality compare) are otherwise paired
 * two by two and their LUTs hold 4 of 6 inputs (a 12-bit compare: 7
 * LUT-6s where 5 do).  A leaf's support is that of its fanout-free cone
 * in the input graph (through single-fanout ANDs to PIs and shared
 * nodes), when that has at most K signals and GRP_BUDGET nodes; else the
 * leaf is one signal.  Leaves are placed largest support first into the
 * open group they share most signals with (then the fullest) where the
 * union still fits, among the GRP_SEARCH newest groups (linear time);
 * each group is an AND tree (above).  The group outputs are then chunked
 * K at a time, shallowest first, until at most K are left for the root.
 * Depth is not considered here; lut_script keeps the mapping only within
 * its bound. */
enum { GRP_BUDGET = 24, GRP_SEARCH = 32 };

typedef struct {
	uint32_t sup[LUT_KMAX];  /* support signals (input-graph nodes) */
	uint32_t nsup;
	uint32_t first, nleaf;   /* leaves, in the order array */
} Group;

typedef struct {
	const Aig *in;
	const uint32_t *refs;
	uint32_t k;
	uint32_t *stack; uint32_t cap_stack;
	uint32_t *sup; uint32_t cap_sup;    /* per leaf: K slots */
	uint32_t *nsup; uint32_t cap_nsup;
	uint32_t *ord; uint32_t cap_ord;
	uint32_t *gof; uint32_t cap_gof;    /* per leaf: its group */
	Group *grp; uint32_t cap_grp;
	Lit *lits; uint32_t cap_lits;
	Leaf *unit; uint32_t cap_unit;      /* group outputs: node = level */
} Grp;

/* By level (in .node), then literal: shallowest first. */
static int cmp_unit(const void *a, const void *b)
{
	const Leaf *x = a, *y = b;
	if (x->node != y->node)
		return x->node < y->node ? -1 : 1;
	return x->lit < y->lit ? -1 : x->lit > y->lit;
}

static int has(const uint32_t *s, uint32_t n, uint32_t x)
{
	uint32_t i;
	for (i = 0; i < n; i++)
		if (s[i] == x)
			return 1;
	return 0;
}

/* The support of node n's fanout-free cone into s (at most q->k); its
 * size, or 0 when it is larger or the cone exceeds the budget. */
static uint32_t cone_support(Grp *q, uint32_t n, uint32_t *s)
{
	uint32_t sp = 0, ns = 0, seen = 0;
	const Aig *g = q->in;
	if (!aig_is_and(g, n)) {
		s[0] = n;
		return 1;
	}
	grow((void **)&q->stack, &q->cap_stack, 2 * GRP_BUDGET + 2,
		sizeof *q->stack, AIG_MAX_NODES, "balance stack");
	q->stack[sp++] = lit_node(g->fanin0[n]);
	q->stack[sp++] = lit_node(g->fanin1[n]);
	while (sp) {
		uint32_t m = q->stack[--sp];
		if (aig_is_and(g, m) && q->refs[m] == 1) {
			if (++seen > GRP_BUDGET)
				return 0;
			q->stack[sp++] = lit_node(g->fanin0[m]);
			q->stack[sp++] = lit_node(g->fanin1[m]);
			continue;
		}
		if (m == 0 || has(s, ns, m))
			continue;
		if (ns == q->k)
			return 0;
		s[ns++] = m;
	}
	return ns;
}

/* Signals of b not in a. */
static uint32_t missing(const uint32_t *a, uint32_t na, const uint32_t *b,
	uint32_t nb)
{
	uint32_t i, m = 0;
	for (i = 0; i < nb; i++)
		m += !has(a, na, b[i]);
	return m;
}

static Lit group_and(Bal *b, Grp *q, const Leaf *lv, uint32_t nl)
{
	uint32_t k = q->k, i, j, ng = 0, nu, *s;
	Lit *u;

	grow((void **)&q->sup, &q->cap_sup, (uint64_t)nl * k,
		sizeof *q->sup, AIG_MAX_NODES, "balance supports");
	grow((void **)&q->nsup, &q->cap_nsup, nl, sizeof *q->nsup,
		AIG_MAX_NODES, "balance supports");
	grow((void **)&q->ord, &q->cap_ord, nl, sizeof *q->ord,
		AIG_MAX_NODES, "balance supports");
	grow((void **)&q->gof, &q->cap_gof, nl, sizeof *q->gof,
		AIG_MAX_NODES, "balance supports");
	for (i = 0; i < nl; i++) {
		s = q->sup + (size_t)i * k;
		q->nsup[i] = cone_support(q, lv[i].node, s);
		if (q->nsup[i] == 0) {
			s[0] = lv[i].node;
			q->nsup[i] = 1;
		}
	}
	/* largest support first (counting sort: sizes 1..k), stable */
	{
		uint32_t at[LUT_KMAX + 2] = {0}, z;
		for (i = 0; i < nl; i++)
			at[k - q->nsup[i] + 1]++;
		for (z = 1; z <= k + 1; z++)
			at[z] += at[z - 1];
		for (i = 0; i < nl; i++)
			q->ord[at[k - q->nsup[i]]++] = i;
	}
	for (i = 0; i < nl; i++) {
		uint32_t x = q->ord[i], best = NONE, bo = 0, bf = 0;
		s = q->sup + (size_t)x * k;
		for (j = ng > GRP_SEARCH ? ng - GRP_SEARCH : 0; j < ng; j++) {
			Group *gr = &q->grp[j];
			uint32_t add = missing(gr->sup, gr->nsup, s,
				q->nsup[x]);
			uint32_t ov = q->nsup[x] - add;
			if (gr->nsup + add > k)
				continue;
			if (best == NONE || ov > bo ||
				(ov == bo && gr->nsup > bf))
				best = j, bo = ov, bf = gr->nsup;
		}
		if (best == NONE) {
			grow((void **)&q->grp, &q->cap_grp, (uint64_t)ng + 1,
				sizeof *q->grp, AIG_MAX_NODES,
				"balance groups");
			best = ng++;
			q->grp[best].nsup = 0;
			q->grp[best].nleaf = 0;
		}
		for (j = 0; j < q->nsup[x]; j++)
			if (!has(q->grp[best].sup, q->grp[best].nsup, s[j]))
				q->grp[best].sup[q->grp[best].nsup++] = s[j];
		q->grp[best].nleaf++;
		q->gof[x] = best;
	}
	/* leaves ordered by group; first/nleaf index into ord */
	for (j = 0, i = 0; j < ng; j++) {
		q->grp[j].first = i;
		i += q->grp[j].nleaf;
		q->grp[j].nleaf = 0;
	}
	for (i = 0; i < nl; i++) {
		Group *gr = &q->grp[q->gof[i]];
		q->ord[gr->first + gr->nleaf++] = i;
	}
	/* units: one per group, then chunks of k until the root fits (a
	 * group that fits the root's free inputs needs no LUT of its own:
	 * the mapper's cuts reach through it) */
	grow((void **)&q->lits, &q->cap_lits, (uint64_t)nl + ng,
		sizeof *q->lits, AIG_MAX_NODES, "balance groups");
	u = q->lits + nl;
	nu = 0;
	for (j = 0; j < ng; j++) {
		Group *gr = &q->grp[j];
		for (i = 0; i < gr->nleaf; i++)
			q->lits[i] = lv[q->ord[gr->first + i]].lit;
		u[nu++] = and_tree(b, q->lits, gr->nleaf);
	}
	/* too many for one LUT: AND them k at a time, shallowest first */
	while (nu > k) {
		uint32_t nn = 0;
		grow((void **)&q->unit, &q->cap_unit, nu, sizeof *q->unit,
			AIG_MAX_NODES, "balance groups");
		for (i = 0; i < nu; i++) {
			q->unit[i].lit = u[i];
			q->unit[i].node = lit_level(b, u[i]);
		}
		qsort(q->unit, nu, sizeof *q->unit, cmp_unit);
		for (i = 0; i < nu; i++)
			u[i] = q->unit[i].lit;
		for (i = 0; i < nu; i += k) {
			uint32_t n = nu - i < k ? nu - i : k;
			if (nn + (nu - i) <= k) {   /* the rest fits the root */
				memmove(u + nn, u + i, (nu - i) * sizeof *u);
				nn += nu - i;
				break;
			}
			memcpy(q->lits, u + i, n * sizeof *u);
			u[nn++] = and_tree(b, q->lits, n);
		}
		nu = nn;
	}
	memcpy(q->lits, u, nu * sizeof *u);
	return and_tree(b, q->lits, nu);
}

void aig_balance(const Aig *in, Aig *out)
{
	aig_balance_k(in, out, 0);
}

void aig_balance_k(const Aig *in, Aig *out, uint32_t lut_k)
{
	uint32_t *refs = xmalloc((size_t)in->nnode * sizeof *refs);
	uint8_t *root = xcalloc(in->nnode, 1);
	Lit *map = xmalloc((size_t)in->nnode * sizeof *map);
	Leaf *leaves = NULL;
	Lit *stack = NULL;
	Grp q;
	uint32_t cap_leaves = 0, cap_stack = 0, i;
	Bal b = {out, NULL, 0, 0};

	aig_refs(in, refs);
	memset(&q, 0, sizeof q);
	q.in = in;
	q.refs = refs;
	q.k = lut_k < LUT_KMAX ? lut_k : LUT_KMAX;
	for (i = 0; i < in->npo; i++)
		root[lit_node(in->pos[i])] = 1;
	for (i = 1; i < in->nnode; i++) {
		if (!aig_is_and(in, i))
			continue;
		if (refs[i] != 1)
			root[i] = 1;
		if (lit_compl(in->fanin0[i]))
			root[lit_node(in->fanin0[i])] = 1;
		if (lit_compl(in->fanin1[i]))
			root[lit_node(in->fanin1[i])] = 1;
	}
	aig_start_like(out, in, map);
	for (i = 1; i < in->nnode; i++) {
		uint32_t nl = 0, sp = 0, j, k;
		int zero = 0;
		if (!aig_is_and(in, i) || !root[i])
			continue;
		grow((void **)&stack, &cap_stack, (uint64_t)sp + 2,
			sizeof *stack, AIG_MAX_NODES, "balance stack");
		stack[sp++] = in->fanin0[i];
		stack[sp++] = in->fanin1[i];
		while (sp) {
			Lit l = stack[--sp];
			uint32_t n = lit_node(l);
			if (!lit_compl(l) && aig_is_and(in, n) && !root[n]) {
				grow((void **)&stack, &cap_stack, (uint64_t)sp + 2,
					sizeof *stack, AIG_MAX_NODES,
					"balance stack");
				stack[sp++] = in->fanin0[n];
				stack[sp++] = in->fanin1[n];
				continue;
			}
			grow((void **)&leaves, &cap_leaves, (uint64_t)nl + 1,
				sizeof *leaves, AIG_MAX_NODES, "balance leaves");
			leaves[nl].lit = lit_notif(map[n], lit_compl(l));
			leaves[nl++].node = n;
		}
		qsort(leaves, nl, sizeof *leaves, cmp_leaf);
		for (j = k = 0; j < nl; j++) {
			Lit x = leaves[j].lit;
			if (x == LIT_TRUE)
				continue;
			if (x == LIT_FALSE ||
				(k && leaves[k - 1].lit == lit_not(x)))
				zero = 1;
			if (k && leaves[k - 1].lit == x)
				continue;
			leaves[k++] = leaves[j];
		}
		if (zero) {
			map[i] = LIT_FALSE;
			continue;
		}
		nl = k;
		if (nl == 0) {
			map[i] = LIT_TRUE;
			continue;
		}
		if (lut_k >= 3 && nl > 2) {
			map[i] = group_and(&b, &q, leaves, nl);
			continue;
		}
		grow((void **)&q.lits, &q.cap_lits, nl, sizeof *q.lits,
			AIG_MAX_NODES, "balance leaves");
		for (j = 0; j < nl; j++)
			q.lits[j] = leaves[j].lit;
		map[i] = and_tree(&b, q.lits, nl);
	}
	aig_finish_like(out, in, map);
	aig_cleanup(out);
	free(refs);
	free(root);
	free(map);
	free(leaves);
	free(stack);
	free(b.lev);
	free(q.stack);
	free(q.sup);
	free(q.nsup);
	free(q.ord);
	free(q.gof);
	free(q.grp);
	free(q.lits);
	free(q.unit);
}
