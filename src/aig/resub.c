/* resub.c: AIG resubstitution: a node re-expressed over nodes that exist.
 *
 * The method of Mishchenko and Brayton, "Scalable logic synthesis using a
 * simple circuit structure" (IWLS 2006), written from the paper.  Nodes
 * are visited in topological order on the mutable AIG (maig.c).  For
 * node n:
 *
 *   1. a reconvergence-driven cut of at most p->leaves leaves (the leaf
 *      whose expansion adds the fewest new leaves is expanded first);
 *   2. the window: the cone between the leaves and n, and the divisors:
 *      the leaves, the cone's nodes outside n's maximum fanout-free cone
 *      (MFFC: what dies with n), and nodes outside the cone whose two
 *      fanins are divisors (never n's fanout cone: those read n or its
 *      MFFC);
 *   3. truth tables of all of them over the leaves (2^leaves bits);
 *   4. n is replaced by the cheapest of: a divisor or its complement
 *      (0-resub, gain = |MFFC|), an AND or OR of two divisors in any
 *      polarity (1-resub, gain |MFFC| - 1), an AND/OR of three
 *      (2-resub, gain |MFFC| - 2), when the gain is positive (or zero
 *      with p->zero) and the new root's level is within n's required
 *      level (p->keep_levels: the graph never gets deeper).
 *
 * Candidates for AND forms are pre-filtered by containment (a divisor
 * that is 0 where n is 1 cannot be an AND input), OR forms dually, so the
 * pair search runs over short lists.
 *
 * Cost: per node O(window + divisors^2 x words) at most (the lists are
 * capped), so linear in the graph for fixed parameters.  No recursion.
 * Requires nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define RS_MAXLEAF 10
#define RS_MAXW (1u << (RS_MAXLEAF - 6))
#define RS_MAXDIV 400
#define RS_UNATE 60   /* candidates kept per containment list */
#define REQ_INF UINT32_MAX

typedef struct {
	MAig *m;
	const ResubParams *p;
	uint32_t *mark, stamp; /* per node: window stamp */
	uint32_t *mffc, mstamp; /* per node: MFFC stamp */
	uint32_t *pos;         /* per node: index in div[] when marked */
	uint32_t *req;         /* per original node: required level */
	uint32_t nreq;         /* nodes with a required level */
	uint32_t n0;           /* nodes before the pass: ids past it are new */
	uint32_t leaf[RS_MAXLEAF], nleaf;
	uint32_t *cone, ncone, capcone; /* interior nodes, topological */
	uint32_t div[RS_MAXDIV], ndiv;  /* divisors: leaves first */
	uint32_t dlev[RS_MAXDIV];       /* their levels */
	uint64_t (*tt)[RS_MAXW];        /* per divisor: truth table */
	uint64_t target[RS_MAXW];       /* n's table */
	uint32_t words;
	uint32_t *stack, cap_stack;
	ResubStats *st;
} Rs;

static uint64_t var_word(uint32_t v, uint32_t w)
{
	static const uint64_t mask[6] = {
		0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull,
		0xf0f0f0f0f0f0f0f0ull, 0xff00ff00ff00ff00ull,
		0xffff0000ffff0000ull, 0xffffffff00000000ull,
	};
	return v < 6 ? mask[v] : ((w >> (v - 6)) & 1) ? ~0ull : 0;
}

static uint32_t *stk(Rs *r, uint32_t n)
{
	if (r->cap_stack < n) {
		r->cap_stack = n * 2 + 64;
		r->stack = xrealloc(r->stack, (size_t)r->cap_stack * sizeof *r->stack);
	}
	return r->stack;
}

/* ---- the cut */

static int leaf_cost(Rs *r, uint32_t x)
{
	MAig *m = r->m;
	if (!maig_is_and(m, x))
		return 100;
	return (r->mark[lit_node(m->f0[x])] != r->stamp) +
		(r->mark[lit_node(m->f1[x])] != r->stamp) - 1;
}

static void add_leaf(Rs *r, uint32_t x)
{
	if (r->mark[x] != r->stamp) {
		r->mark[x] = r->stamp;
		r->leaf[r->nleaf++] = x;
	}
}

static void find_cut(Rs *r, uint32_t n)
{
	MAig *m = r->m;
	r->stamp++;
	r->mark[n] = r->stamp;
	r->nleaf = 0;
	add_leaf(r, lit_node(m->f0[n]));
	add_leaf(r, lit_node(m->f1[n]));
	for (;;) {
		int best = 100, c;
		uint32_t i, bi = 0, x;
		for (i = 0; i < r->nleaf; i++) {
			c = leaf_cost(r, r->leaf[i]);
			if (c < best || (c == best &&
				m->lev[r->leaf[i]] > m->lev[r->leaf[bi]]))
				best = c, bi = i;
		}
		if (best == 100 || r->nleaf + (uint32_t)best > r->p->leaves)
			break;
		x = r->leaf[bi];
		r->leaf[bi] = r->leaf[--r->nleaf];
		add_leaf(r, lit_node(m->f0[x]));
		add_leaf(r, lit_node(m->f1[x]));
	}
}

/* ---- the window */

/* The cone between the leaves and n, topologically (depth-first
 * post-order); n last.  Window nodes are marked r->stamp. */
static void collect_cone(Rs *r, uint32_t n)
{
	MAig *m = r->m;
	uint32_t sp = 0, *s, i;
	uint32_t open = r->stamp + 1;   /* on the stack */
	uint32_t done = r->stamp + 2;   /* in cone[] */

	for (i = 0; i < r->nleaf; i++)
		r->mark[r->leaf[i]] = done;
	r->ncone = 0;
	s = stk(r, 2);
	s[sp++] = n;
	r->mark[n] = 0;
	while (sp) {
		uint32_t x = r->stack[sp - 1], a, b;
		if (r->mark[x] == done) {
			sp--;
			continue;
		}
		a = lit_node(m->f0[x]);
		b = lit_node(m->f1[x]);
		if (r->mark[x] != open) {
			r->mark[x] = open;
			s = stk(r, sp + 3);
			if (r->mark[b] != done && r->mark[b] != open)
				s[sp++] = b;
			if (r->mark[a] != done && r->mark[a] != open)
				s[sp++] = a;
			continue;
		}
		r->mark[x] = done;
		if (r->ncone == r->capcone) {
			r->capcone = r->capcone * 2 + 64;
			r->cone = xrealloc(r->cone, (size_t)r->capcone * sizeof *r->cone);
		}
		r->cone[r->ncone++] = x;
		sp--;
	}
	r->stamp += 2;
}

/* Dereference (d = -1) or reference (+1) the MFFC of n down to the
 * leaves; returns its size (n included).  Marks MFFC nodes mstamp. */
static uint32_t mffc_walk(Rs *r, uint32_t n, int d)
{
	MAig *m = r->m;
	uint32_t sp = 0, cnt = 0, *s = stk(r, 2);

	if (d < 0)
		r->mstamp++;
	s[sp++] = n;
	while (sp) {
		uint32_t x = r->stack[--sp], f;
		cnt++;
		if (d < 0)
			r->mffc[x] = r->mstamp;
		for (f = 0; f < 2; f++) {
			uint32_t y = lit_node(f ? m->f1[x] : m->f0[x]);
			int leaf = r->pos[y] != NONE && r->mark[y] == r->stamp &&
				r->pos[y] < r->nleaf;
			if (d < 0) {
				if (--m->ref[y] == 0 && maig_is_and(m, y) && !leaf) {
					s = stk(r, sp + 2);
					s[sp++] = y;
				}
			} else {
				if (m->ref[y]++ == 0 && maig_is_and(m, y) && !leaf) {
					s = stk(r, sp + 2);
					s[sp++] = y;
				}
			}
		}
	}
	return cnt;
}

static void sim_node(Rs *r, uint32_t i, uint32_t x)
{
	MAig *m = r->m;
	const uint64_t *a = r->tt[r->pos[lit_node(m->f0[x])]];
	const uint64_t *b = r->tt[r->pos[lit_node(m->f1[x])]];
	uint64_t ca = 0 - (uint64_t)lit_compl(m->f0[x]);
	uint64_t cb = 0 - (uint64_t)lit_compl(m->f1[x]);
	uint32_t w;
	for (w = 0; w < r->words; w++)
		r->tt[i][w] = (a[w] ^ ca) & (b[w] ^ cb);
}

static void add_div(Rs *r, uint32_t x, uint32_t lev)
{
	r->pos[x] = r->ndiv;
	r->dlev[r->ndiv] = lev;
	r->div[r->ndiv++] = x;
}

/* Leaves, cone nodes outside the MFFC, then nodes outside the cone whose
 * fanins are both divisors; simulates them all and n (into target). */
static void collect_divisors(Rs *r, uint32_t n)
{
	MAig *m = r->m;
	uint32_t i, w, v, scratch = RS_MAXDIV - 1;


	r->ndiv = 0;
	for (i = 0; i < r->nleaf; i++) {
		add_div(r, r->leaf[i], m->lev[r->leaf[i]]);
		for (w = 0; w < r->words; w++)
			r->tt[i][w] = var_word(i, w);
	}
	/* the cone (resub_node made sure it fits); MFFC nodes get a slot
	 * for their tables but level REQ_INF, which no candidate takes */
	for (i = 0; i < r->ncone; i++) {
		uint32_t x = r->cone[i], la, lb;
		la = m->lev[lit_node(m->f0[x])];
		lb = m->lev[lit_node(m->f1[x])];
		sim_node(r, r->ndiv, x);
		if (x == n) {
			memcpy(r->target, r->tt[r->ndiv], r->words * sizeof(uint64_t));
			continue;
		}
		add_div(r, x, r->mffc[x] == r->mstamp ? REQ_INF :
			1 + (la > lb ? la : lb));
	}
	/* fanouts of divisors with both fanins divisors */
	for (v = 0; v < r->ndiv && r->ndiv < scratch; v++) {
		uint32_t x = r->div[v], e, seen = 0;
		if (r->dlev[v] == REQ_INF)
			continue;
		for (e = m->fo[x]; e != NONE && seen < 16 && r->ndiv < scratch;
			e = (e & MAIG_POE) ? m->pnext[e & ~MAIG_POE] : m->enext[e]) {
			uint32_t y, a, b;
			seen++;
			if (e & MAIG_POE)
				continue;
			y = e >> 1;
			/* only nodes whose level is final: visited ones (ids
			 * below n) and new ones; an unvisited node may still
			 * get deeper, and its required level knows nothing
			 * of the new reader */
			if (r->mark[y] == r->stamp || r->mffc[y] == r->mstamp ||
				(y >= n && y < r->n0))
				continue;
			a = lit_node(m->f0[y]);
			b = lit_node(m->f1[y]);
			if (r->mark[a] != r->stamp || r->mark[b] != r->stamp ||
				r->pos[a] == NONE || r->pos[b] == NONE ||
				r->dlev[r->pos[a]] == REQ_INF ||
				r->dlev[r->pos[b]] == REQ_INF)
				continue;
			r->mark[y] = r->stamp;
			sim_node(r, r->ndiv, y);
			{
				uint32_t la = r->dlev[r->pos[a]], lb = r->dlev[r->pos[b]];
				add_div(r, y, 1 + (la > lb ? la : lb));
			}
		}
	}
}

/* ---- the search */

typedef struct {
	int gain;        /* nodes saved */
	uint32_t lev;    /* level of the new root */
	int kind;        /* 0 none, 1 divisor, 2 and2, 3 and3 */
	Lit l[3];        /* divisor literals (node ids are divisor indices) */
	int out_compl;   /* complement the result (OR forms) */
} Cand;

static int tt_equal(const Rs *r, const uint64_t *a, uint64_t ca,
	const uint64_t *t)
{
	uint32_t w;
	for (w = 0; w < r->words; w++)
		if ((a[w] ^ ca) != t[w])
			return 0;
	return 1;
}

/* (a ^ ca) covers t: t implies a. */
static int tt_covers(const Rs *r, const uint64_t *a, uint64_t ca,
	const uint64_t *t)
{
	uint32_t w;
	for (w = 0; w < r->words; w++)
		if (t[w] & ~(a[w] ^ ca))
			return 0;
	return 1;
}

static void offer(Cand *best, int gain, uint32_t lev, int kind,
	const Lit *l, int oc)
{
	if (gain > best->gain || (gain == best->gain && best->kind &&
		lev < best->lev)) {
		best->gain = gain;
		best->lev = lev;
		best->kind = kind;
		memcpy(best->l, l, sizeof best->l);
		best->out_compl = oc;
	}
}

static uint32_t max2(uint32_t a, uint32_t b) { return a > b ? a : b; }

/* Search the AND forms of t (OR forms: called with t complemented and
 * out_compl set).  u[]: divisor literals (index << 1 | phase) whose
 * table covers t. */
static void search_and(Rs *r, const uint64_t *t, int oc, int mffc,
	uint32_t req, Cand *best)
{
	Lit u[RS_UNATE];
	uint32_t nu = 0, i, j, k, w;

	for (i = 0; i < r->ndiv && nu < RS_UNATE; i++) {
		if (r->dlev[i] == REQ_INF || r->dlev[i] >= req)
			continue;
		if (tt_covers(r, r->tt[i], 0, t))
			u[nu++] = lit_make(i, 0);
		else if (tt_covers(r, r->tt[i], ~0ull, t))
			u[nu++] = lit_make(i, 1);
	}
	if (mffc - 1 > best->gain)
		for (i = 0; i < nu; i++)
			for (j = i + 1; j < nu; j++) {
				const uint64_t *a = r->tt[lit_node(u[i])];
				const uint64_t *b = r->tt[lit_node(u[j])];
				uint64_t ca = 0 - (uint64_t)lit_compl(u[i]);
				uint64_t cb = 0 - (uint64_t)lit_compl(u[j]);
				for (w = 0; w < r->words; w++)
					if (((a[w] ^ ca) & (b[w] ^ cb)) != t[w])
						break;
				if (w == r->words) {
					Lit l[3] = {u[i], u[j], 0};
					offer(best, mffc - 1, 1 + max2(r->dlev[lit_node(u[i])],
						r->dlev[lit_node(u[j])]), 2, l, oc);
				}
			}
	if (r->p->nodes < 2 || mffc - 2 <= best->gain)
		return;
	for (i = 0; i < nu; i++)
		for (j = i + 1; j < nu; j++) {
			uint64_t ab[RS_MAXW];
			const uint64_t *a = r->tt[lit_node(u[i])];
			const uint64_t *b = r->tt[lit_node(u[j])];
			uint64_t ca = 0 - (uint64_t)lit_compl(u[i]);
			uint64_t cb = 0 - (uint64_t)lit_compl(u[j]);
			uint32_t lab = 1 + max2(r->dlev[lit_node(u[i])],
				r->dlev[lit_node(u[j])]);
			if (lab >= req)
				continue;
			for (w = 0; w < r->words; w++)
				ab[w] = (a[w] ^ ca) & (b[w] ^ cb);
			for (k = j + 1; k < nu; k++) {
				const uint64_t *c = r->tt[lit_node(u[k])];
				uint64_t cc = 0 - (uint64_t)lit_compl(u[k]);
				for (w = 0; w < r->words; w++)
					if ((ab[w] & (c[w] ^ cc)) != t[w])
						break;
				if (w == r->words) {
					Lit l[3] = {u[i], u[j], u[k]};
					offer(best, mffc - 2, 1 + max2(lab,
						r->dlev[lit_node(u[k])]), 3, l, oc);
					return;
				}
			}
		}
}

static void search(Rs *r, int mffc, uint32_t req, Cand *best)
{
	uint64_t nt[RS_MAXW];
	uint32_t i, w;

	best->gain = r->p->zero ? -1 : 0;
	best->kind = 0;
	for (i = 0; i < r->ndiv; i++) {
		if (r->dlev[i] == REQ_INF || r->dlev[i] > req)
			continue;
		if (tt_equal(r, r->tt[i], 0, r->target) ||
			tt_equal(r, r->tt[i], ~0ull, r->target)) {
			Lit l[3] = {lit_make(i, !tt_equal(r, r->tt[i], 0, r->target)),
				0, 0};
			offer(best, mffc, r->dlev[i], 1, l, 0);
		}
	}
	if (best->kind == 1 || r->p->nodes < 1)
		return;
	search_and(r, r->target, 0, mffc, req, best);
	for (w = 0; w < r->words; w++)
		nt[w] = ~r->target[w];
	search_and(r, nt, 1, mffc, req, best);
}

/* Build the candidate in the graph: its root literal. */
static Lit build(Rs *r, const Cand *c)
{
	MAig *m = r->m;
	Lit l[3], x;
	int i;
	for (i = 0; i < 3; i++)
		l[i] = lit_make(r->div[lit_node(c->l[i])], lit_compl(c->l[i]));
	if (c->kind == 1)
		return l[0];
	x = maig_and(m, l[0], l[1]);
	if (c->kind == 3)
		x = maig_and(m, x, l[2]);
	return lit_notif(x, c->out_compl);
}

static void resub_node(Rs *r, uint32_t n)
{
	MAig *m = r->m;
	uint32_t la = m->lev[lit_node(m->f0[n])], lb = m->lev[lit_node(m->f1[n])];
	uint32_t req = n < r->nreq ? r->req[n] : REQ_INF, i;
	int mffc;
	Cand best;
	Lit nl;

	m->lev[n] = 1 + (la > lb ? la : lb);
	if (!m->ref[n])
		return;
	r->st->tried++;
	find_cut(r, n);
	collect_cone(r, n);
	if (r->ncone + r->nleaf + 8 > RS_MAXDIV)
		return;
	for (i = 0; i < r->nleaf; i++)
		r->pos[r->leaf[i]] = i;
	r->ndiv = 0;
	mffc = (int)mffc_walk(r, n, -1);
	collect_divisors(r, n);
	mffc_walk(r, n, +1);
	search(r, mffc, req, &best);
	if (best.kind) {
		nl = build(r, &best);
		if (lit_node(nl) != n) {
			r->st->found[best.kind - 1]++;
			maig_replace(m, n, nl);
		}
	}
	for (i = 0; i < r->ndiv; i++)
		r->pos[r->div[i]] = NONE;
	for (i = 0; i < r->ncone; i++)
		r->pos[r->cone[i]] = NONE;
}

/* Required levels of g's nodes for depth D (reverse topological). */
uint32_t *aig_required(const Aig *g, uint32_t D)
{
	uint32_t *req = xmalloc(((size_t)g->nnode + 1) * sizeof *req), i;
	for (i = 0; i < g->nnode; i++)
		req[i] = REQ_INF;
	for (i = 0; i < g->npo; i++)
		req[lit_node(g->pos[i])] = D;
	for (i = g->nnode; i-- > 1;) {
		uint32_t a, b;
		if (!aig_is_and(g, i) || req[i] == REQ_INF)
			continue;
		a = lit_node(g->fanin0[i]);
		b = lit_node(g->fanin1[i]);
		if (req[a] > req[i] - 1)
			req[a] = req[i] - 1;
		if (req[b] > req[i] - 1)
			req[b] = req[i] - 1;
	}
	return req;
}

void resub_params_default(ResubParams *p)
{
	memset(p, 0, sizeof *p);
	p->leaves = 8;
	p->nodes = 1;
	p->keep_levels = 1;
}

void aig_resub(Aig *g, const ResubParams *p, ResubStats *st)
{
	Rs r;
	MAig m;
	Aig out;
	uint32_t i, n0;
	double t0 = now_seconds();
	ResubParams q = *p;

	memset(st, 0, sizeof *st);
	if (q.leaves < 4)
		q.leaves = 4;
	if (q.leaves > RS_MAXLEAF)
		q.leaves = RS_MAXLEAF;
	memset(&r, 0, sizeof r);
	aig_cleanup(g);
	st->and_in = g->nand;
	st->lev_in = aig_depth(g);
	maig_from_aig(&m, g);
	r.m = &m;
	r.p = &q;
	r.st = st;
	r.words = q.leaves <= 6 ? 1 : 1u << (q.leaves - 6);
	r.tt = xmalloc(RS_MAXDIV * sizeof *r.tt);
	n0 = g->nnode;
	r.n0 = n0;
	r.nreq = n0;
	r.req = q.keep_levels ? aig_required(g, st->lev_in) : NULL;
	if (!r.req)
		r.nreq = 0;
	/* per-node arrays sized for growth: new nodes get ids past n0 */
	{
		size_t cap = (size_t)n0 * 2 + 1024;
		r.mark = xcalloc(cap, sizeof *r.mark);
		r.mffc = xcalloc(cap, sizeof *r.mffc);
		r.pos = xmalloc(cap * sizeof *r.pos);
		memset(r.pos, 0xff, cap * sizeof *r.pos);
		for (i = 1; i < n0; i++) {
			if (!maig_is_and(&m, i))
				continue;
			if (m.nnode + 64 >= cap) {
				size_t nc = cap * 2;
				r.mark = xrealloc(r.mark, nc * sizeof *r.mark);
				r.mffc = xrealloc(r.mffc, nc * sizeof *r.mffc);
				r.pos = xrealloc(r.pos, nc * sizeof *r.pos);
				memset(r.mark + cap, 0, (nc - cap) * sizeof *r.mark);
				memset(r.mffc + cap, 0, (nc - cap) * sizeof *r.mffc);
				memset(r.pos + cap, 0xff, (nc - cap) * sizeof *r.pos);
				cap = nc;
			}
			resub_node(&r, i);
		}
	}
	maig_to_aig(&m, g, &out);
	aig_replace(g, &out);
	st->and_out = g->nand;
	st->lev_out = aig_depth(g);
	maig_free(&m);
	free(r.mark);
	free(r.mffc);
	free(r.pos);
	free(r.req);
	free(r.cone);
	free(r.stack);
	free(r.tt);
	st->seconds = now_seconds() - t0;
}
