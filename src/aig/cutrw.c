/* cutrw.c: DAG-aware AIG rewriting with 4-input cuts.
 *
 * The method of Mishchenko, Chatterjee and Brayton, "DAG-aware AIG
 * rewriting: a fresh look at combinational logic synthesis" (DAC 2006),
 * written from the paper, on the mutable AIG (maig.c) and the library of
 * small AIGs of every 4-input function (lib4.c).  Nodes are visited in
 * topological order.  For node n:
 *
 *   1. its 4-feasible cuts are merged from its fanins' (at most p->cuts
 *      kept, dominated ones dropped), each with its 16-bit truth table;
 *   2. per cut: the size of n's MFFC above the cut's leaves (the nodes
 *      that die with n: dereferenced, counted, referenced again), and
 *      for each library structure of the cut's function the number of
 *      nodes it would add: a structure node that exists already (the
 *      structural hash finds it) is free unless it is itself in the MFFC;
 *   3. the structure with the largest gain (MFFC - added; ties: lower
 *      level) replaces n when the gain is positive, or zero with p->zero,
 *      and its root is not deeper than n's required level (p->keep_levels:
 *      the graph never gets deeper).  maig_replace moves n's fanouts and
 *      deletes the MFFC; new nodes get their cuts at once.
 *
 * Levels and cuts of visited nodes are final: a replacement only reads
 * visited or new nodes (a structure that would reuse an unvisited node
 * is skipped), so nothing already visited ever changes below; that is
 * what keeps the required levels, computed once per pass, valid.
 *
 * Cost: per node O(cuts^2) merges and O(cuts x structures x 16) hash
 * lookups; cut storage p->cuts x 24 bytes a node.  No recursion.
 * The structure tables (lib4.c) are the caller's (p->lib, shared by a
 * script's passes) or made for the pass; they fill as cuts ask.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define CR_MAXCUT 16
#define REQ_INF UINT32_MAX

typedef struct {
	uint32_t leaf[4];    /* node ids, ascending */
	uint32_t sig;        /* bit (leaf % 32) for every leaf */
	uint16_t tt;         /* function over the leaves (leaf i = var i) */
	uint8_t n;           /* leaves */
	uint8_t pop;         /* bits set in sig */
} Cut4;

typedef struct {
	MAig *m;
	const CutRwParams *p;
	const Lib4 *lib;
	Lib4 own;
	Cut4 *cut;           /* per node: p->cuts slots */
	uint8_t *ncut;       /* per node: cuts stored (0: none yet) */
	uint32_t cap;        /* nodes the per-node arrays hold */
	uint32_t *req;       /* per original node: required level */
	uint32_t n0;         /* nodes before the pass */
	uint32_t cur;        /* the node being visited */
	uint32_t *mark, stamp; /* per node: leaf stamps */
	uint32_t *stack, nstack;
	CutRwStats *st;
} Cr;

static void grow_cap(Cr *r, uint32_t need)
{
	uint32_t cap = r->cap, k = (uint32_t)r->p->cuts;
	if (need <= cap)
		return;
	while (cap < need)
		cap = cap * 2 + 1024;
	r->cut = xrealloc(r->cut, (size_t)cap * k * sizeof *r->cut);
	r->ncut = xrealloc(r->ncut, cap);
	r->mark = xrealloc(r->mark, (size_t)cap * sizeof *r->mark);
	memset(r->ncut + r->cap, 0, cap - r->cap);
	memset(r->mark + r->cap, 0, (size_t)(cap - r->cap) * sizeof *r->mark);
	r->cap = cap;
}

static uint32_t *stk(Cr *r, uint32_t n)
{
	if (r->nstack < n) {
		r->nstack = n * 2 + 64;
		r->stack = xrealloc(r->stack, (size_t)r->nstack * sizeof *r->stack);
	}
	return r->stack;
}

/* ---- cuts */

static int merge(const Cut4 *a, const Cut4 *b, Cut4 *c)
{
	uint32_t i = 0, j = 0, n = 0;
	if (a->pop + b->pop > 4) {
		/* the signatures' union has pop + pop - (shared bits) bits,
		 * at most as many as the leaves' */
		uint32_t both = a->sig & b->sig, cnt = (uint32_t)a->pop + b->pop;
		for (; both && cnt > 4; both &= both - 1)
			cnt--;
		if (cnt > 4)
			return 0;
	}
	while (i < a->n || j < b->n) {
		uint32_t x;
		if (j == b->n || (i < a->n && a->leaf[i] < b->leaf[j]))
			x = a->leaf[i++];
		else if (i == a->n || b->leaf[j] < a->leaf[i])
			x = b->leaf[j++];
		else
			x = a->leaf[i++], j++;
		if (n == 4)
			return 0;
		c->leaf[n++] = x;
	}
	c->n = (uint8_t)n;
	c->sig = a->sig | b->sig;
	c->pop = (uint8_t)popcount64(c->sig);
	return 1;
}

/* a's leaves are a subset of b's. */
static int subset(const Cut4 *a, const Cut4 *b)
{
	uint32_t i = 0, j = 0;
	if (a->n > b->n || (a->sig & ~b->sig))
		return 0;
	while (i < a->n && j < b->n) {
		if (a->leaf[i] == b->leaf[j])
			i++, j++;
		else if (a->leaf[i] > b->leaf[j])
			j++;
		else
			return 0;
	}
	return i == a->n;
}

static void trivial(Cut4 *c, uint32_t x)
{
	c->leaf[0] = x;
	c->n = 1;
	c->sig = 1u << (x & 31);
	c->pop = 1;
	c->tt = (uint16_t)tt6_var[0];
}

/* The cuts of x (and the trivial one) into list; returns the count.
 * Cuts are kept from when x was visited: a replacement since may have
 * deleted a leaf (its fanout folded away, say), and a structure built
 * on a deleted node would bring it back as a fanin; such cuts are
 * skipped (the function of a leaf still alive never changes, so the
 * other cuts stay right). */
static uint32_t node_cuts(Cr *r, uint32_t x, Cut4 *list)
{
	const MAig *m = r->m;
	const Cut4 *c = &r->cut[(size_t)x * (uint32_t)r->p->cuts];
	uint32_t i, j, n = 0;

	if (maig_is_and(m, x))
		for (i = 0; i < r->ncut[x]; i++) {
			for (j = 0; j < c[i].n &&
			    m->f0[c[i].leaf[j]] != MAIG_DEAD; j++)
				;
			if (j == c[i].n)
				list[n++] = c[i];
		}
	trivial(&list[n], x);
	return n + 1;
}

/* Compute and store the cuts of AND node x from its fanins'. */
static void compute_cuts(Cr *r, uint32_t x)
{
	MAig *m = r->m;
	Cut4 ca[CR_MAXCUT + 1], cb[CR_MAXCUT + 1], list[CR_MAXCUT], c;
	uint32_t k = (uint32_t)r->p->cuts, na, nb, i, j, len = 0, t;
	Lit fa = m->f0[x], fb = m->f1[x];

	na = node_cuts(r, lit_node(fa), ca);
	nb = node_cuts(r, lit_node(fb), cb);
	for (i = 0; i < na; i++)
		for (j = 0; j < nb; j++) {
			uint16_t ta, tb;
			if (!merge(&ca[i], &cb[j], &c))
				continue;
			for (t = 0; t < len && !subset(&list[t], &c); t++)
				;
			if (t < len)
				continue; /* dominated */
			ta = (uint16_t)tt6_stretch(ca[i].tt, ca[i].leaf,
				ca[i].n, c.leaf, c.n);
			tb = (uint16_t)tt6_stretch(cb[j].tt, cb[j].leaf,
				cb[j].n, c.leaf, c.n);
			if (lit_compl(fa))
				ta = (uint16_t)~ta;
			if (lit_compl(fb))
				tb = (uint16_t)~tb;
			c.tt = ta & tb;
			/* drop the cuts c dominates */
			for (t = 0; t < len;)
				if (subset(&c, &list[t]))
					list[t] = list[--len];
				else
					t++;
			if (len < k) {
				list[len++] = c;
			} else {
				/* full: replace the largest cut if c is smaller */
				uint32_t w = 0;
				for (t = 1; t < len; t++)
					if (list[t].n > list[w].n)
						w = t;
				if (list[w].n > c.n)
					list[w] = c;
			}
		}
	memcpy(&r->cut[(size_t)x * k], list, len * sizeof *list);
	r->ncut[x] = (uint8_t)len;
}

/* ---- MFFC */

/* Dereference (d < 0) or reference again the MFFC of n above the leaves
 * of c (marked with r->stamp); returns its size. */
static int mffc(Cr *r, uint32_t n, int d)
{
	MAig *m = r->m;
	uint32_t sp = 0, *s = stk(r, 2);
	int cnt = 0;

	s[sp++] = n;
	while (sp) {
		uint32_t x = r->stack[--sp], f;
		cnt++;
		for (f = 0; f < 2; f++) {
			uint32_t y = lit_node(f ? m->f1[x] : m->f0[x]);
			int go;
			if (d < 0)
				go = --m->ref[y] == 0;
			else
				go = m->ref[y]++ == 0;
			if (go && maig_is_and(m, y) && r->mark[y] != r->stamp) {
				s = stk(r, sp + 2);
				s[sp++] = y;
			}
		}
	}
	return cnt;
}

/* ---- structures */

typedef struct {
	int gain;            /* MFFC - added nodes */
	uint32_t lev;        /* level of the root */
	Lib4Struct s;        /* the structure */
	uint32_t cut;        /* index of the cut */
} Choice;

static uint32_t max2(uint32_t a, uint32_t b) { return a > b ? a : b; }

/* Nodes s would add over the leaves, and its root level; -1 if it reads
 * n itself or a node not visited yet, or would add more than limit. */
static int cost(Cr *r, uint32_t n, const Cut4 *c, const Lib4Struct *s,
	int limit, uint32_t *lev)
{
	MAig *m = r->m;
	Lit lit[5 + LIB4_MAXAND];
	uint32_t lv[5 + LIB4_MAXAND], j;
	int add = 0;

	lit[0] = LIT_FALSE;
	lv[0] = 0;
	for (j = 0; j < 4; j++) {
		lit[1 + j] = j < c->n ? lit_make(c->leaf[j], 0) : NONE;
		lv[1 + j] = j < c->n ? m->lev[c->leaf[j]] : 0;
	}
	for (j = 0; j < s->nand; j++) {
		Lit a = s->fanin[j][0], b = s->fanin[j][1];
		Lit la = lit[a >> 1], lb = lit[b >> 1], x = NONE;
		lv[5 + j] = 1 + max2(lv[a >> 1], lv[b >> 1]);
		if (la != NONE && lb != NONE)
			x = maig_lookup(m, lit_notif(la, a & 1), lit_notif(lb, b & 1));
		if (x == NONE) {
			if (++add > limit)
				return -1;
		} else {
			uint32_t xn = lit_node(x);
			if (xn == n)
				return -1;
			if (maig_is_and(m, xn) && xn >= r->cur && xn < r->n0)
				return -1;
			if (maig_is_and(m, xn) && m->ref[xn] == 0) {
				/* in the MFFC: kept alive, so it counts */
				if (++add > limit)
					return -1;
			} else if (maig_is_and(m, xn))
				lv[5 + j] = m->lev[xn];
			else
				lv[5 + j] = 0;
		}
		lit[5 + j] = x;
	}
	*lev = lv[s->out >> 1];
	return add;
}

static Lit build(Cr *r, const Cut4 *c, const Lib4Struct *s)
{
	MAig *m = r->m;
	Lit lit[5 + LIB4_MAXAND];
	uint32_t j;

	lit[0] = LIT_FALSE;
	for (j = 0; j < 4; j++)
		lit[1 + j] = j < c->n ? lit_make(c->leaf[j], 0) : LIT_FALSE;
	for (j = 0; j < s->nand; j++) {
		Lit a = s->fanin[j][0], b = s->fanin[j][1];
		uint32_t before = m->nnode, x;
		lit[5 + j] = maig_and(m, lit_notif(lit[a >> 1], a & 1),
			lit_notif(lit[b >> 1], b & 1));
		x = lit_node(lit[5 + j]);
		if (m->nnode != before) {
			grow_cap(r, m->nnode);
			compute_cuts(r, x);
		}
	}
	return lit_notif(lit[s->out >> 1], s->out & 1);
}

static void rewrite_node(Cr *r, uint32_t n)
{
	MAig *m = r->m;
	uint32_t k = (uint32_t)r->p->cuts, i, j, ns, lev;
	uint32_t req = r->req ? r->req[n] : REQ_INF;
	Lib4Struct cand[LIB4_MAXS];
	Choice best;
	Lit root;

	m->lev[n] = 1 + max2(m->lev[lit_node(m->f0[n])],
		m->lev[lit_node(m->f1[n])]);
	compute_cuts(r, n);
	if (!m->ref[n])
		return;
	best.gain = r->p->zero ? 0 : 1;
	best.lev = REQ_INF;
	best.cut = NONE;
	for (i = 0; i < r->ncut[n]; i++) {
		const Cut4 *c = &r->cut[(size_t)n * k + i];
		int size;
		if (c->n < 2)
			continue;
		r->stamp++;
		for (j = 0; j < c->n; j++)
			r->mark[c->leaf[j]] = r->stamp;
		size = mffc(r, n, -1);
		ns = lib4_structs(r->lib, c->tt, cand);
		for (j = 0; j < ns; j++) {
			/* past size - best.gain nodes it cannot be taken */
			int add = cost(r, n, c, &cand[j], size - best.gain,
				&lev), gain;
			if (add < 0 || lev > req)
				continue;
			gain = size - add;
			if (gain > best.gain || (gain == best.gain && lev < best.lev)) {
				best.gain = gain;
				best.lev = lev;
				best.s = cand[j];
				best.cut = i;
			}
		}
		mffc(r, n, +1);
	}
	if (best.cut == NONE)
		return;
	{
		Cut4 c = r->cut[(size_t)n * k + best.cut];
		root = build(r, &c, &best.s);
	}
	if (lit_node(root) == n)
		return;
	r->st->replaced++;
	r->st->gain += (uint32_t)best.gain;
	maig_replace(m, n, root);
}

void cutrw_params_default(CutRwParams *p)
{
	memset(p, 0, sizeof *p);
	p->cuts = 8;
	p->keep_levels = 1;
}

void aig_cut_rewrite(Aig *g, const CutRwParams *p, CutRwStats *st)
{
	Cr r;
	MAig m;
	Aig out;
	CutRwParams q = *p;
	uint32_t i;
	double t0 = now_seconds();

	memset(st, 0, sizeof *st);
	if (q.cuts < 1)
		q.cuts = 1;
	if (q.cuts > CR_MAXCUT)
		q.cuts = CR_MAXCUT;
	memset(&r, 0, sizeof r);
	aig_cleanup(g);
	st->and_in = g->nand;
	st->lev_in = aig_depth(g);
	maig_from_aig(&m, g);
	r.m = &m;
	r.p = &q;
	r.st = st;
	r.n0 = g->nnode;
	r.req = q.keep_levels ? aig_required(g, st->lev_in) : NULL;
	if (q.lib) {
		r.lib = q.lib;
	} else {
		lib4_init(&r.own);
		r.lib = &r.own;
	}
	grow_cap(&r, g->nnode + 1024);
	for (i = 1; i < r.n0; i++) {
		r.cur = i;
		if (maig_is_and(&m, i))
			rewrite_node(&r, i);
	}
	maig_to_aig(&m, g, &out);
	aig_replace(g, &out);
	st->and_out = g->nand;
	st->lev_out = aig_depth(g);
	if (!q.lib)
		lib4_free(&r.own);
	maig_free(&m);
	free(r.cut);
	free(r.ncut);
	free(r.mark);
	free(r.req);
	free(r.stack);
	st->seconds = now_seconds() - t0;
}
