/* lutmap.c: K-LUT technology mapping with priority cuts.
 *
 * The method of Mishchenko, Cho, Chatterjee and Brayton, "Combinational and
 * sequential mapping with priority cuts" (ICCAD 2007), written from the
 * paper.  Every pass sweeps the AND nodes in topological (id) order and
 * computes, for each node, its C best K-feasible cuts ("priority cuts")
 * by merging the stored cuts of its two fanins (plus their trivial cuts),
 * dropping dominated cuts (a cut whose leaves contain another's).  The
 * node's best cut is the first in its sorted list.  Passes, in order:
 *
 *   depth:      by (arrival, size, area flow), with depth_cuts (16) cuts
 *               per node; gives the depth D over the cuts seen.
 *   depth x2:   the same with narrower lists and alternating tie-breaks
 *               (area flow first, then size first), where a node only
 *               takes a cut that is not slower than its old one, so each
 *               arrival can only fall; D is re-measured (this finds the
 *               last level or two that one pass of priority cuts misses).
 *   flow (pre): by (area flow, leaf references, size, arrival) with
 *               structural fanouts as the fanout estimate; late cuts stay
 *               in the lists, a node takes the best cut meeting its
 *               required time or keeps its old one.
 *   flow x1:    the same, fanout estimates blended 2:1 toward the cover's
 *               references, only cuts meeting the required time.
 *   exact x2:   by exact local area: the cover is kept reference-counted
 *               and a cut's area is the number of LUTs its selection
 *               would add (reference, measure, dereference).
 *
 * Between passes the cover is extracted from the POs and required times
 * are propagated backwards from D (or from depth_bound when larger);
 * nodes outside the cover get no bound, and a cut using them is then
 * rejected by its own arrival.  A covered node's old best cut still meets
 * its required time (by induction in topological order), so the depth
 * never exceeds the bound.  Area flow divides a leaf's flow by its
 * estimated fanout.

 * Finally every covered node becomes a LUT whose truth table (up to 256
 * bits) is computed by simulating its cone over the cut leaves; inputs
 * the table does not depend on are dropped (a LUT of a redundant AIG can
 * so end up with 0 inputs: a constant).
 *
 * Cost: O(passes * nodes * (C+1)^2 * K) for the cuts, plus the exact-area
 * reference walks (each bounded by the MFFC of the cut in the cover);
 * memory O(nodes * C) cuts.  No recursion.  Requires: an AIG whose node
 * ids are topological (always true of Aig).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define REQ_INF UINT32_MAX
#define EPS 1e-4f

typedef struct {
	uint32_t leaf[LUT_KMAX]; /* sorted node ids */
	uint64_t sig;            /* bit (leaf % 64) for every leaf */
	uint64_t tt;             /* choice graphs: the function over the
	                            leaves (leaf i: variable i; k <= 6) */
	float flow;              /* area flow */
	float area;              /* exact area (exact mode), else flow */
	float refs;              /* average cover references of the leaves */
	uint32_t delay;          /* arrival through this cut */
	uint8_t n;               /* number of leaves */
	uint8_t pop;             /* bits set in sig */
} Cut;

/* A node's selected cut: its leaves only (delay and flow are re-derived
 * from them), 36 bytes a node instead of a Cut's 64. */
typedef struct {
	uint32_t leaf[LUT_KMAX];
	uint8_t n;
} Best;

/* Per node, what a cut over it as a leaf reads. */
typedef struct {
	uint32_t arr;        /* arrival of the best cut */
	float share;         /* area flow / max(estimated fanout, 1) */
} NodeCost;

typedef struct {
	const Aig *g;
	uint32_t k;          /* LUT size */
	uint32_t C;          /* cuts kept per node in this pass */
	uint32_t stride;     /* cuts per slot (max C over passes) */
	int mode;            /* 0 depth, 1 area flow, 2 exact area */
	int pre;             /* keep late cuts in the lists; the best cut
	                        changes only to one meeting the bound */
	int fancy;           /* depth pass 2: ties by area flow first */
	Cut *pool;           /* slots of stride cuts, recycled (below) */
	uint32_t npool;      /* slots allocated */
	uint32_t *free_slot; /* stack of free slots */
	uint32_t nfree, nused; /* free-stack depth; slots ever handed out */
	uint32_t *slot;      /* per node: its slot, NONE when not stored */
	uint32_t *andfo;     /* per node: AND fanouts */
	uint32_t *left;      /* per node: AND fanouts not yet mapped */
	uint8_t *ncut;       /* per node: stored cuts */
	uint64_t peak_slots; /* most slots live at once */
	Best *best;          /* per node: selected cut */
	NodeCost *nc;        /* per node: arrival and flow share */
	uint32_t *req;       /* per node: required time, REQ_INF if none */
	float *flow;         /* per node: area flow of best cut */
	float *est;          /* per node: estimated fanout */
	uint32_t *fanout;    /* per node: structural fanout */
	uint32_t *mref;      /* per node: references in the current cover */
	uint32_t *stack;     /* scratch for reference walks */
	Cut *slots;          /* scratch: stride + 2 cuts for the list and
	                        the next candidate */
	Cut **list;          /* the node's sorted list: pointers into slots */
	Cut **spare;         /* slots not in the list (a stack) */
	uint32_t nspare;
	uint64_t ncand;      /* cuts evaluated */
	const uint32_t *chnext; /* choice graphs (else NULL): the chains */
	const uint8_t *chphase;
	uint8_t *ischoice;   /* choice graphs: per node, 1 for a choice */
	uint64_t *btt;       /* choice graphs: per node, the table of its
	                        selected cut */
	const LutParams *p;  /* for the progress report */
	uint32_t pass, npass; /* passes done, passes in all */
	uint32_t depth;      /* target depth D */
} Map;

/* Merge sorted leaf sets; 0 if more than k leaves. */
static int cut_merge(const Cut *a, const Cut *b, Cut *r, uint32_t k)
{
	uint32_t n = leaves_merge(a->leaf, a->n, b->leaf, b->n, r->leaf, k);
	if (!n)
		return 0;
	r->n = (uint8_t)n;
	r->sig = a->sig | b->sig;
	r->pop = (uint8_t)popcount64(r->sig);
	return 1;
}

/* Leaves of a are a subset of the leaves of b. */
static int cut_subset(const Cut *a, const Cut *b)
{
	return !(a->sig & ~b->sig) && leaves_subset(a->leaf, a->n, b->leaf,
		b->n);
}

static void cut_trivial(Cut *c, uint32_t n)
{
	c->leaf[0] = n;
	c->n = 1;
	c->sig = 1ull << (n & 63);
	c->pop = 1;
	c->tt = tt6_var[0];
	c->delay = 0;
	c->flow = c->area = 0;
}

/* Add the LUTs c references into the cover; returns how many LUTs become
 * used (including c's own).  Walks with an explicit stack. */
static uint32_t cut_ref(Map *m, const uint32_t *leaf, uint32_t n)
{
	uint32_t area = 1, sp = 0, i;
	for (i = 0; i < n; i++)
		if (m->mref[leaf[i]]++ == 0 && aig_is_and(m->g, leaf[i]))
			m->stack[sp++] = leaf[i];
	while (sp) {
		const Best *b = &m->best[m->stack[--sp]];
		area++;
		for (i = 0; i < b->n; i++)
			if (m->mref[b->leaf[i]]++ == 0 &&
				aig_is_and(m->g, b->leaf[i]))
				m->stack[sp++] = b->leaf[i];
	}
	return area;
}

static uint32_t cut_deref(Map *m, const uint32_t *leaf, uint32_t n)
{
	uint32_t area = 1, sp = 0, i;
	for (i = 0; i < n; i++)
		if (--m->mref[leaf[i]] == 0 && aig_is_and(m->g, leaf[i]))
			m->stack[sp++] = leaf[i];
	while (sp) {
		const Best *b = &m->best[m->stack[--sp]];
		area++;
		for (i = 0; i < b->n; i++)
			if (--m->mref[b->leaf[i]] == 0 &&
				aig_is_and(m->g, b->leaf[i]))
				m->stack[sp++] = b->leaf[i];
	}
	return area;
}

/* Fill delay, flow and area of c from its leaves (one cache line per
 * leaf: arrival and flow share side by side; the cover's references
 * only where area passes compare them). */
static void cut_eval(Map *m, Cut *c)
{
	uint32_t i, d = 0, r = 0;
	float f = 1;
	for (i = 0; i < c->n; i++) {
		const NodeCost *x = &m->nc[c->leaf[i]];
		if (x->arr > d)
			d = x->arr;
		f += x->share;
	}
	if (m->mode)
		for (i = 0; i < c->n; i++)
			r += m->mref[c->leaf[i]];
	c->delay = d + 1;
	c->flow = f;
	c->area = f;
	c->refs = (float)r / (float)c->n;
}

/* c sorts before d under the pass's criteria. */
static int cut_better(const Map *m, const Cut *c, const Cut *d)
{
	if (m->mode == 0) {
		if (c->delay != d->delay)
			return c->delay < d->delay;
		if (m->fancy) {
			if (c->flow < d->flow - EPS)
				return 1;
			if (c->flow > d->flow + EPS)
				return 0;
			return c->n < d->n;
		}
		if (c->n != d->n)
			return c->n < d->n;
		return c->flow < d->flow - EPS;
	}
	if (c->area < d->area - EPS)
		return 1;
	if (c->area > d->area + EPS)
		return 0;
	if (c->refs > d->refs + EPS)
		return 1;
	if (c->refs < d->refs - EPS)
		return 0;
	if (c->n != d->n)
		return c->n < d->n;
	return c->delay < d->delay;
}

/* Offer candidate c (leaves set, not yet evaluated; a spare slot) for
 * node n's list of *len cuts.  fallback keeps the fastest cut in case
 * none meets req.  The list holds pointers, so sorting moves 8 bytes a
 * cut; a cut that enters takes c's slot off the spare stack, and the
 * cuts that leave return theirs. */
static void offer(Map *m, uint32_t n, Cut *c, uint32_t *len, Cut *fallback)
{
	Cut **l = m->list;
	uint32_t i, j;

	m->ncand++;
	cut_eval(m, c);
	if (m->mode && !m->pre && c->delay > m->req[n]) {
		if (c->delay < fallback->delay)
			*fallback = *c;
		return;
	}
	/* a full list rejects what sorts after its last cut before the
	 * dominance checks (exact area is only known after them) */
	if (m->mode != 2 && *len == m->C && !cut_better(m, c, l[*len - 1]))
		return;
	for (i = 0; i < *len; i++)
		if (cut_subset(l[i], c))
			return; /* dominated (or equal) */
	if (m->mode == 2) {
		c->area = (float)cut_ref(m, c->leaf, c->n);
		cut_deref(m, c->leaf, c->n);
		if (*len == m->C && !cut_better(m, c, l[*len - 1]))
			return;
	}
	m->nspare--; /* c enters: its slot was the top of the spare stack */
	/* drop the cuts c dominates */
	for (i = j = 0; i < *len; i++)
		if (!cut_subset(c, l[i]))
			l[j++] = l[i];
		else
			m->spare[m->nspare++] = l[i];
	*len = j;
	if (*len == m->C) /* the last one leaves */
		m->spare[m->nspare++] = l[--*len];
	for (i = *len; i > 0 && cut_better(m, c, l[i - 1]); i--)
		l[i] = l[i - 1];
	l[i] = c;
	(*len)++;
}

/* Cut storage is recycled: a node's list lives from its own mapping to
 * the mapping of its last AND fanout, so memory follows the widest
 * frontier of the sweep, not the graph.  The lists of a and b are
 * released once n was their last reader; n's list (m->list) is stored
 * only if some AND reads it. */
static void release(Map *m, uint32_t x)
{
	if (m->slot[x] != NONE && --m->left[x] == 0) {
		m->free_slot[m->nfree++] = m->slot[x];
		m->slot[x] = NONE;
		m->ncut[x] = 0;
	}
}

static void store_cuts(Map *m, uint32_t n, uint32_t a, uint32_t b,
	uint32_t len)
{
	uint32_t s, i;

	release(m, a);
	release(m, b);
	if (!m->andfo[n]) {
		m->ncut[n] = 0;
		return;
	}
	if (m->nfree) {
		s = m->free_slot[--m->nfree];
	} else {
		if (m->nused == m->npool) {
			uint32_t cap = m->npool ? m->npool * 2 : 1024;
			m->pool = xrealloc(m->pool,
				(size_t)cap * m->stride * sizeof(Cut));
			m->free_slot = xrealloc(m->free_slot,
				(size_t)cap * sizeof *m->free_slot);
			m->npool = cap;
		}
		s = m->nused++;
		if (m->nused > m->peak_slots)
			m->peak_slots = m->nused;
	}
	for (i = 0; i < len; i++)
		m->pool[(size_t)s * m->stride + i] = *m->list[i];
	m->slot[n] = s;
	m->ncut[n] = (uint8_t)len;
	m->left[n] = m->andfo[n];
}

/* c = node n's selected cut (leaves and signature; not evaluated). */
static void best_cut(const Map *m, uint32_t n, Cut *c)
{
	uint32_t i;

	c->n = m->best[n].n;
	c->sig = 0;
	c->tt = m->btt ? m->btt[n] : 0;
	for (i = 0; i < c->n; i++) {
		c->leaf[i] = m->best[n].leaf[i];
		c->sig |= 1ull << (c->leaf[i] & 63);
	}
	c->pop = (uint8_t)popcount64(c->sig);
}

/* The stored cuts of x (NULL when none are stored). */
static const Cut *slot_cuts(const Map *m, uint32_t x)
{
	return m->slot[x] == NONE ? NULL :
		m->pool + (size_t)m->slot[x] * m->stride;
}

/* Offer the stored cuts of n's choices (their tables complemented to
 * n's phase) for n's list; their lists are then released. */
static void offer_choices(Map *m, uint32_t n, uint32_t *len,
	Cut *fallback)
{
	uint32_t c, i;

	for (c = m->chnext[n]; c; c = m->chnext[c]) {
		const Cut *cc = slot_cuts(m, c);
		uint64_t flip = 0 - (uint64_t)m->chphase[c];
		for (i = 0; cc && i < m->ncut[c]; i++) {
			Cut *s = m->spare[m->nspare - 1];
			*s = cc[i];
			s->tt ^= flip;
			offer(m, n, s, len, fallback);
		}
		release(m, c);
	}
}

static void map_node(Map *m, uint32_t n)
{
	const Aig *g = m->g;
	uint32_t a = lit_node(g->fanin0[n]), b = lit_node(g->fanin1[n]);
	uint32_t na = m->ncut[a], nb = m->ncut[b], len = 0, i, j;
	const Cut *ca = slot_cuts(m, a), *cb = slot_cuts(m, b);
	Cut ta, tb, c, fallback, *sel;

	if (m->mode == 2 && m->mref[n])
		cut_deref(m, m->best[n].leaf, m->best[n].n);
	fallback.delay = REQ_INF;
	cut_trivial(&ta, a);
	cut_trivial(&tb, b);
	m->nspare = m->C + 1;
	for (i = 0; i <= m->C; i++)
		m->spare[i] = &m->slots[i];
	if (m->mode && !m->pre && m->best[n].n) {
		Cut *s = m->spare[m->nspare - 1];
		best_cut(m, n, s);
		offer(m, n, s, &len, &fallback);
	}
	for (i = 0; i <= na; i++) {
		const Cut *x = i < na ? &ca[i] : &ta;
		for (j = 0; j <= nb; j++) {
			const Cut *y = j < nb ? &cb[j] : &tb;
			Cut *s;
			if (x->pop + y->pop > m->k) {
				/* more than k leaves apart: the signatures'
				 * union has pop + pop - (shared bits) bits */
				uint64_t both = x->sig & y->sig;
				uint32_t cnt = (uint32_t)x->pop + y->pop;
				for (; both && cnt > m->k; both &= both - 1)
					cnt--;
				if (cnt > m->k)
					continue;
			}
			s = m->spare[m->nspare - 1];
			if (!cut_merge(x, y, s, m->k))
				continue;
			if (m->btt)
				s->tt = (tt6_stretch(x->tt, x->leaf, x->n,
					s->leaf, s->n) ^ (0 -
					(uint64_t)lit_compl(g->fanin0[n]))) &
					(tt6_stretch(y->tt, y->leaf, y->n,
					s->leaf, s->n) ^ (0 -
					(uint64_t)lit_compl(g->fanin1[n])));
			offer(m, n, s, &len, &fallback);
		}
	}
	if (m->chnext && m->chnext[n] && !m->ischoice[n])
		offer_choices(m, n, &len, &fallback);
	if (len == 0) {
		/* no cut meets the bound: cannot happen for a covered node */
		if (fallback.delay == REQ_INF)
			die("lut_map: node %u has no cut", n);
		m->slots[0] = fallback;
		m->list[0] = &m->slots[0];
		len = 1;
	}
	store_cuts(m, n, a, b, len);
	sel = m->list[0];
	if (m->pre && m->mode == 0) {
		/* depth pass 2: never slower than the old best */
		best_cut(m, n, &c);
		cut_eval(m, &c);
		if (c.delay < sel->delay)
			sel = &c;
	} else if (m->pre) {
		/* the best cut that meets the bound, else the old one */
		for (i = 0; i < len && m->list[i]->delay > m->req[n]; i++)
			;
		if (i < len) {
			sel = m->list[i];
		} else {
			best_cut(m, n, &c);
			cut_eval(m, &c);
			sel = &c;
		}
	}
	memcpy(m->best[n].leaf, sel->leaf, sel->n * sizeof *sel->leaf);
	m->best[n].n = sel->n;
	if (m->btt)
		m->btt[n] = sel->tt;
	m->nc[n].arr = sel->delay;
	m->flow[n] = sel->flow;
	m->nc[n].share = m->flow[n] / (m->est[n] < 1 ? 1 : m->est[n]);
	if (m->mode == 2 && m->mref[n])
		cut_ref(m, m->best[n].leaf, m->best[n].n);
}

/* Extract the cover from the POs: mref, required times, estimates.
 * Returns the cover's depth and LUT count (in *nlut). */
static uint32_t cover(Map *m, int set_req, uint32_t *nlut)
{
	const Aig *g = m->g;
	uint32_t i, d = 0, cnt = 0;

	memset(m->mref, 0, (size_t)g->nnode * sizeof *m->mref);
	for (i = 0; i < g->nnode; i++)
		m->req[i] = REQ_INF;
	for (i = 0; i < g->npo; i++) {
		uint32_t n = lit_node(g->pos[i]);
		m->mref[n]++;
		if (aig_is_and(g, n) && m->nc[n].arr > d)
			d = m->nc[n].arr;
	}
	if (set_req)
		for (i = 0; i < g->npo; i++)
			m->req[lit_node(g->pos[i])] = m->depth;
	for (i = g->nnode; i-- > 1;) {
		const Best *c = &m->best[i];
		uint32_t j;
		if (!m->mref[i] || !aig_is_and(g, i))
			continue;
		cnt++;
		for (j = 0; j < c->n; j++) {
			uint32_t l = c->leaf[j];
			m->mref[l]++;
			if (set_req && m->req[i] != REQ_INF &&
				m->req[l] > m->req[i] - 1)
				m->req[l] = m->req[i] - 1;
		}
	}
	*nlut = cnt;
	return d;
}

/* One sweep.  pre: an area-flow pass that still uses structural fanouts
 * (no cover yet worth trusting); otherwise area-flow passes blend the
 * fanout estimate toward the cover's references. */
static void map_pass(Map *m, int mode, int pre)
{
	uint32_t i;
	m->mode = mode;
	m->pre = pre;
	if (mode == 1 && !pre)
		for (i = 0; i < m->g->nnode; i++) {
			m->est[i] = (2 * m->est[i] + (float)m->mref[i]) / 3;
			m->nc[i].share = m->flow[i] /
				(m->est[i] < 1 ? 1 : m->est[i]);
		}
	/* every list of the last pass was released by its last reader */
	m->nfree = 0;
	m->nused = 0;
	for (i = 1; i < m->g->nnode; i++) {
		if (aig_is_and(m->g, i))
			map_node(m, i);
		if ((i & 0xffff) == 0 && m->p->progress)
			m->p->progress(m->p->progress_user,
				m->p->progress_what ? m->p->progress_what : "lutmap",
				(m->pass + (double)i / m->g->nnode) / m->npass);
	}
	m->pass++;
}

/* ---- truth tables */

static void tt_var(uint64_t t[4], uint32_t v)
{
	uint32_t w;
	for (w = 0; w < 4; w++)
		t[w] = v < 6 ? tt6_var[v] : ((w >> (v - 6)) & 1) ? ~0ull : 0;
}

static int tt_bit(const uint64_t t[4], uint32_t i)
{
	return (int)(t[i >> 6] >> (i & 63) & 1);
}

/* Does t (over n vars) depend on var v? */
static int tt_depends(const uint64_t t[4], uint32_t n, uint32_t v)
{
	uint32_t i;
	for (i = 0; i < (1u << n); i++)
		if (!(i >> v & 1) && tt_bit(t, i) != tt_bit(t, i | 1u << v))
			return 1;
	return 0;
}

/* Remove var v from t over n vars. */
static void tt_drop(uint64_t t[4], uint32_t n, uint32_t v)
{
	uint64_t r[4] = {0};
	uint32_t j;
	for (j = 0; j < (1u << (n - 1)); j++) {
		uint32_t lo = j & ((1u << v) - 1), hi = j >> v;
		uint32_t i = hi << (v + 1) | lo;
		if (tt_bit(t, i))
			r[j >> 6] |= 1ull << (j & 63);
	}
	memcpy(t, r, sizeof r);
}

/* Mask t to its 2^n meaningful bits. */
static void tt_mask(uint64_t t[4], uint32_t n)
{
	uint32_t w;
	for (w = 0; w < 4; w++) {
		uint32_t lo = w * 64;
		if (lo >= (1u << n))
			t[w] = 0;
		else if ((1u << n) - lo < 64)
			t[w] &= (1ull << ((1u << n) - lo)) - 1;
	}
}

/* Scratch for cut_truth: per node a visit stamp and a cone position, and
 * the cone's tables (grown to the largest cone), so the memory per node
 * is 8 bytes, not a table. */
typedef struct {
	uint32_t *mark, *pos, *stack, *cone, stamp;
	uint64_t (*tt)[4];
	uint32_t cap;
} TruthScratch;

/* Truth table of node root over the cut's leaves (the cone between them,
 * simulated in id order, which is topological). */
static void cut_truth(const Aig *g, uint32_t root, const Best *c,
	TruthScratch *s, uint64_t out[4])
{
	uint32_t sp = 0, nc = 0, i, w, stamp = ++s->stamp;

	if (s->cap < (uint32_t)c->n + 1) {
		s->cap = (uint32_t)c->n + 64;
		s->tt = xrealloc(s->tt, (size_t)s->cap * sizeof *s->tt);
	}
	for (i = 0; i < c->n; i++) {
		s->mark[c->leaf[i]] = stamp;
		s->pos[c->leaf[i]] = i;
		tt_var(s->tt[i], i);
	}
	if (s->mark[root] != stamp) {
		s->mark[root] = stamp;
		s->stack[sp++] = root;
	}
	while (sp) {
		uint32_t x = s->stack[--sp], f;
		s->cone[nc++] = x;
		for (f = 0; f < 2; f++) {
			uint32_t y = lit_node(f ? g->fanin1[x] : g->fanin0[x]);
			if (s->mark[y] != stamp) {
				if (!aig_is_and(g, y))
					die("lut_map: cut of %u does not cover %u",
						root, y);
				s->mark[y] = stamp;
				s->stack[sp++] = y;
			}
		}
	}
	/* ids are topological: simulate in increasing order */
	for (i = 1; i < nc; i++) {
		uint32_t x = s->cone[i], j = i;
		while (j > 0 && s->cone[j - 1] > x)
			s->cone[j] = s->cone[j - 1], j--;
		s->cone[j] = x;
	}
	if (s->cap < (uint32_t)c->n + nc) {
		s->cap = (uint32_t)c->n + nc + 64;
		s->tt = xrealloc(s->tt, (size_t)s->cap * sizeof *s->tt);
	}
	for (i = 0; i < nc; i++) {
		uint32_t x = s->cone[i], p = c->n + i;
		Lit a = g->fanin0[x], b = g->fanin1[x];
		const uint64_t *ta = s->tt[s->pos[lit_node(a)]];
		const uint64_t *tb = s->tt[s->pos[lit_node(b)]];
		uint64_t ma = 0 - (uint64_t)lit_compl(a);
		uint64_t mb = 0 - (uint64_t)lit_compl(b);
		s->pos[x] = p;
		for (w = 0; w < 4; w++)
			s->tt[p][w] = (ta[w] ^ ma) & (tb[w] ^ mb);
	}
	memcpy(out, s->tt[s->pos[root]], 4 * sizeof(uint64_t));
}

void lut_params_default(LutParams *p)
{
	p->k = 6;
	p->cuts = 10;
	p->depth_cuts = 16;
	p->depth_rounds = 2;
	p->flow_pre = 1;
	p->flow_rounds = 1;
	p->area_rounds = 2;
	p->area_only = 0;
	p->depth_bound = 0;
	p->progress = NULL;
	p->progress_user = NULL;
	p->progress_what = NULL;
}

/* A string of a's arena, or NULL. */
static const char *dup_name(Arena *a, const char *s)
{
	return s ? arena_strndup(a, s, strlen(s)) : NULL;
}

/* Build the LutNet from the cover. */
static void build_net(Map *m, LutNet *ln)
{
	const Aig *g = m->g;
	uint32_t *lut_of = xmalloc((size_t)g->nnode * sizeof *lut_of);
	TruthScratch ts;
	uint32_t *lvl, *lutfo, *po_pos;
	uint32_t i, nl = 0;

	memset(&ts, 0, sizeof ts);
	ts.mark = xcalloc(g->nnode, sizeof *ts.mark);
	ts.pos = xmalloc((size_t)g->nnode * sizeof *ts.pos);
	ts.stack = xmalloc((size_t)g->nnode * sizeof *ts.stack);
	ts.cone = xmalloc((size_t)g->nnode * sizeof *ts.cone);
	memset(ln, 0, sizeof *ln);
	ln->k = m->k;
	ln->npi = g->npi;
	ln->name = dup_name(&ln->arena, g->name);
	ln->pi_name = arena_alloc(&ln->arena, (g->npi + 1) * sizeof(char *));
	for (i = 0; i < g->npi; i++) {
		lut_of[g->pis[i]] = i;
		ln->pi_name[i] = dup_name(&ln->arena, g->pi_name[i]);
	}
	for (i = 1; i < g->nnode; i++)
		if (m->mref[i] && aig_is_and(g, i))
			nl++;
	ln->nlut = nl;
	ln->lut_n = xcalloc(nl + 1, 1);
	ln->lut_in = xcalloc((size_t)(nl + 1) * LUT_KMAX, sizeof(uint32_t));
	ln->lut_tt = xcalloc((size_t)(nl + 1) * 4, sizeof(uint64_t));
	lvl = xcalloc((size_t)g->npi + nl + 1, sizeof *lvl);
	lutfo = xcalloc((size_t)nl + 1, sizeof *lutfo);
	nl = 0;
	for (i = 1; i < g->nnode; i++) {
		const Best *c = &m->best[i];
		uint64_t t[4];
		uint32_t in[LUT_KMAX], n = c->n, v, sig = g->npi + nl;
		if (!m->mref[i] || !aig_is_and(g, i))
			continue;
		if (m->btt) {
			t[0] = m->btt[i];
			t[1] = t[2] = t[3] = 0;
		} else {
			cut_truth(g, i, c, &ts, t);
		}
		for (v = 0; v < n; v++)
			in[v] = lut_of[c->leaf[v]];
		for (v = n; v-- > 0;)
			if (!tt_depends(t, n, v)) {
				tt_drop(t, n, v);
				memmove(&in[v], &in[v + 1], (n - v - 1) * sizeof *in);
				n--;
			}
		tt_mask(t, n);
		ln->lut_n[nl] = (uint8_t)n;
		for (v = 0; v < n; v++) {
			ln->lut_in[(size_t)nl * LUT_KMAX + v] = in[v];
			if (lvl[in[v]] + 1 > lvl[sig])
				lvl[sig] = lvl[in[v]] + 1;
			if (in[v] >= g->npi)
				lutfo[in[v] - g->npi]++;
		}
		memcpy(&ln->lut_tt[(size_t)nl * 4], t, sizeof t);
		lut_of[i] = sig;
		nl++;
	}
	ln->npo = g->npo;
	ln->po_name = arena_alloc(&ln->arena, (g->npo + 1) * sizeof(char *));
	ln->po_sig = xmalloc(((size_t)g->npo + 1) * sizeof *ln->po_sig);
	ln->po_compl = xcalloc((size_t)g->npo + 1, 1);
	po_pos = xcalloc((size_t)nl + 1, sizeof *po_pos); /* positive PO uses */
	for (i = 0; i < g->npo; i++) {
		Lit l = g->pos[i];
		uint32_t n = lit_node(l);
		ln->po_name[i] = dup_name(&ln->arena, g->po_name[i]);
		ln->po_sig[i] = n == 0 ? NONE : lut_of[n];
		ln->po_compl[i] = (uint8_t)lit_compl(l);
		if (n && lut_of[n] >= g->npi && !lit_compl(l))
			po_pos[lut_of[n] - g->npi]++;
		if (ln->po_sig[i] != NONE && lvl[ln->po_sig[i]] > ln->depth)
			ln->depth = lvl[ln->po_sig[i]];
	}
	/* a LUT seen only inverted, and only by POs, absorbs the inverter */
	for (i = 0; i < g->npo; i++) {
		uint32_t s = ln->po_sig[i], j, w;
		if (s == NONE || s < g->npi || !ln->po_compl[i])
			continue;
		j = s - g->npi;
		if (lutfo[j] || po_pos[j])
			continue;
		for (w = 0; w < 4; w++)
			ln->lut_tt[(size_t)j * 4 + w] ^= ~0ull;
		tt_mask(&ln->lut_tt[(size_t)j * 4], ln->lut_n[j]);
		lutfo[j] = NONE; /* inverted: flip every PO that uses it */
		for (w = 0; w < g->npo; w++)
			if (ln->po_sig[w] == s)
				ln->po_compl[w] = 0;
	}
	free(po_pos);
	free(lutfo);
	free(lvl);
	free(lut_of);
	free(ts.mark);
	free(ts.pos);
	free(ts.stack);
	free(ts.cone);
	free(ts.tt);
}

/* lut_map, over the choices chained by chnext (NULL: none). */
static void map_graph(const Aig *g, const uint32_t *chnext,
	const uint8_t *chphase, const LutParams *p, LutNet *ln, LutStats *st)
{
	Map m;
	double t0 = now_seconds();
	uint32_t i, r, nlut = 0, depth_min;

	memset(&m, 0, sizeof m);
	m.g = g;
	m.p = p;
	m.npass = 1 + (p->flow_pre != 0) +
		(uint32_t)(p->depth_rounds > 0 ? p->depth_rounds : 0) +
		(uint32_t)(p->flow_rounds > 0 ? p->flow_rounds : 0) +
		(uint32_t)(p->area_rounds > 0 ? p->area_rounds : 0);
	m.k = (uint32_t)p->k;
	if (m.k < 2 || m.k > LUT_KMAX)
		die("lut_map: K=%u out of range", m.k);
	m.C = p->cuts < 1 ? 1 : p->cuts > 250 ? 250 : (uint32_t)p->cuts;
	m.stride = m.C;
	if (p->depth_cuts > (int)m.stride)
		m.stride = p->depth_cuts > 250 ? 250 : (uint32_t)p->depth_cuts;
	m.ncut = xcalloc(g->nnode, 1);
	m.slot = xmalloc((size_t)g->nnode * sizeof *m.slot);
	m.andfo = xcalloc(g->nnode, sizeof *m.andfo);
	m.left = xcalloc(g->nnode, sizeof *m.left);
	for (i = 0; i < g->nnode; i++) {
		m.slot[i] = NONE;
		if (aig_is_and(g, i)) {
			m.andfo[lit_node(g->fanin0[i])]++;
			m.andfo[lit_node(g->fanin1[i])]++;
		}
	}
	if (chnext && m.k <= 6) {
		/* a choice's one reader is its representative */
		m.chnext = chnext;
		m.chphase = chphase;
		m.btt = xcalloc(g->nnode, sizeof *m.btt);
		m.ischoice = xcalloc(g->nnode, 1);
		for (i = 1; i < g->nnode; i++)
			if (chnext[i])
				m.ischoice[chnext[i]] = 1;
		for (i = 1; i < g->nnode; i++)
			if (chnext[i] && !m.ischoice[i]) {
				uint32_t c;
				for (c = chnext[i]; c; c = chnext[c])
					m.andfo[c]++;
			}
	}
	m.best = xcalloc(g->nnode, sizeof *m.best);
	m.nc = xcalloc(g->nnode, sizeof *m.nc);
	m.req = xmalloc((size_t)g->nnode * sizeof *m.req);
	m.flow = xcalloc(g->nnode, sizeof *m.flow);
	m.est = xmalloc((size_t)g->nnode * sizeof *m.est);
	m.fanout = xmalloc((size_t)g->nnode * sizeof *m.fanout);
	m.mref = xcalloc(g->nnode, sizeof *m.mref);
	m.stack = xmalloc((size_t)g->nnode * sizeof *m.stack);
	m.slots = xmalloc(((size_t)m.stride + 2) * sizeof(Cut));
	m.list = xmalloc(((size_t)m.stride + 2) * sizeof *m.list);
	m.spare = xmalloc(((size_t)m.stride + 2) * sizeof *m.spare);
	aig_refs(g, m.fanout);
	for (i = 0; i < g->nnode; i++) {
		m.est[i] = m.fanout[i] ? (float)m.fanout[i] : 1.0f;
		m.req[i] = REQ_INF;
	}

	/* depth: one pass with the wider cut lists, then passes that may
	 * only lower each node's arrival, with alternating tie-breaks */
	r = m.C;
	m.C = m.stride;
	map_pass(&m, 0, 0);
	m.C = r;
	m.depth = cover(&m, 0, &nlut);
	for (r = 0; r < (uint32_t)p->depth_rounds; r++) {
		cover(&m, 1, &nlut);
		m.fancy = !(r & 1);
		map_pass(&m, 0, 1);
		m.fancy = 0;
		m.depth = cover(&m, 0, &nlut);
	}
	depth_min = m.depth;
	if (p->area_only)
		m.depth = REQ_INF;
	else if (p->depth_bound > m.depth)
		m.depth = p->depth_bound;
	cover(&m, !p->area_only, &nlut);
	/* area: flow with structural fanouts, flow with blended fanouts,
	 * then exact local area */
	if (p->flow_pre)
		map_pass(&m, 1, 1);
	cover(&m, !p->area_only, &nlut);
	for (r = 0; r < (uint32_t)p->flow_rounds; r++) {
		map_pass(&m, 1, 0);
		cover(&m, !p->area_only, &nlut);
	}
	for (r = 0; r < (uint32_t)p->area_rounds; r++) {
		map_pass(&m, 2, 0);
		cover(&m, !p->area_only, &nlut);
	}
	/* only the cover (best, mref) outlives the passes */
	free(m.pool);
	free(m.free_slot);
	free(m.slot);
	free(m.andfo);
	free(m.left);
	free(m.ncut);
	free(m.nc);
	free(m.req);
	free(m.flow);
	free(m.est);
	free(m.fanout);
	free(m.stack);
	free(m.list);
	free(m.slots);
	free(m.spare);
	build_net(&m, ln);
	if (p->progress)
		p->progress(p->progress_user, p->progress_what ?
			p->progress_what : "lutmap", 1.0);
	if (st) {
		st->nlut = ln->nlut;
		st->depth = ln->depth;
		st->depth_min = depth_min;
		st->ncut = (uint32_t)(m.ncand > UINT32_MAX ? UINT32_MAX : m.ncand);
		st->seconds = now_seconds() - t0;
	}
	free(m.best);
	free(m.btt);
	free(m.ischoice);
	free(m.mref);
}

void lutnet_from_cover(const Aig *g, uint32_t k, const uint8_t *root,
	const uint32_t *leaf, const uint8_t *nleaf, const uint64_t *tt,
	LutNet *ln)
{
	Map m;
	uint32_t i;

	memset(&m, 0, sizeof m);
	m.g = g;
	m.k = k;
	m.best = xcalloc(g->nnode, sizeof *m.best);
	m.mref = xcalloc(g->nnode, sizeof *m.mref);
	m.btt = xcalloc(g->nnode, sizeof *m.btt);
	for (i = 1; i < g->nnode; i++)
		if (root[i] && aig_is_and(g, i)) {
			m.mref[i] = 1;
			m.best[i].n = nleaf[i];
			memcpy(m.best[i].leaf, &leaf[(size_t)i * LUT_KMAX],
				nleaf[i] * sizeof *leaf);
			m.btt[i] = tt[i];
		}
	build_net(&m, ln);
	free(m.best);
	free(m.mref);
	free(m.btt);
}

void lut_map(const Aig *g, const LutParams *p, LutNet *ln, LutStats *st)
{
	map_graph(g, NULL, NULL, p, ln, st);
}

void lut_map_choice(const AigChoice *ch, const LutParams *p, LutNet *ln,
	LutStats *st)
{
	map_graph(&ch->g, ch->next, ch->phase, p, ln, st);
}

void lutnet_copy(const LutNet *src, LutNet *dst)
{
	size_t n = (size_t)src->nlut + 1;
	uint32_t i;

	memset(dst, 0, sizeof *dst);
	dst->k = src->k;
	dst->npi = src->npi;
	dst->nlut = src->nlut;
	dst->npo = src->npo;
	dst->depth = src->depth;
	dst->name = dup_name(&dst->arena, src->name);
	dst->pi_name = arena_alloc(&dst->arena,
		((size_t)src->npi + 1) * sizeof(char *));
	for (i = 0; i < src->npi; i++)
		dst->pi_name[i] = dup_name(&dst->arena, src->pi_name[i]);
	dst->po_name = arena_alloc(&dst->arena,
		((size_t)src->npo + 1) * sizeof(char *));
	for (i = 0; i < src->npo; i++)
		dst->po_name[i] = dup_name(&dst->arena, src->po_name[i]);
	dst->lut_n = xmalloc(n);
	memcpy(dst->lut_n, src->lut_n, n);
	dst->lut_in = xmalloc(n * LUT_KMAX * sizeof *dst->lut_in);
	memcpy(dst->lut_in, src->lut_in, n * LUT_KMAX * sizeof *dst->lut_in);
	dst->lut_tt = xmalloc(n * 4 * sizeof *dst->lut_tt);
	memcpy(dst->lut_tt, src->lut_tt, n * 4 * sizeof *dst->lut_tt);
	n = (size_t)src->npo + 1;
	dst->po_sig = xmalloc(n * sizeof *dst->po_sig);
	memcpy(dst->po_sig, src->po_sig, n * sizeof *dst->po_sig);
	dst->po_compl = xmalloc(n);
	memcpy(dst->po_compl, src->po_compl, n);
}

void lutnet_free(LutNet *ln)
{
	free(ln->lut_n);
	free(ln->lut_in);
	free(ln->lut_tt);
	free(ln->po_sig);
	free(ln->po_compl);
	arena_free(&ln->arena);
	memset(ln, 0, sizeof *ln);
}

/* A LUT's 64 output bits from its input words: Shannon expansion over
 * the inputs, the highest first, down to the table's constant leaves
 * (2^n - 1 multiplexers of words instead of 64 table look-ups). */
static uint64_t lut_word(const uint64_t *t, const uint64_t *in, uint32_t n)
{
	uint64_t f[256];
	uint32_t i, j, cnt = 1u << n;
	for (i = 0; i < cnt; i++)
		f[i] = 0 - (t[i >> 6] >> (i & 63) & 1);
	for (j = n; j-- > 0;) {
		uint64_t x = in[j];
		cnt >>= 1;
		for (i = 0; i < cnt; i++)
			f[i] = (x & f[i + cnt]) | (~x & f[i]);
	}
	return f[0];
}

void lutnet_sim64(const LutNet *ln, const uint64_t *pi, uint64_t *po)
{
	uint64_t *v = xmalloc(((size_t)ln->npi + ln->nlut + 1) * sizeof *v);
	uint32_t i, j;

	memcpy(v, pi, (size_t)ln->npi * sizeof *v);
	for (i = 0; i < ln->nlut; i++) {
		const uint32_t *in = &ln->lut_in[(size_t)i * LUT_KMAX];
		uint64_t w[LUT_KMAX];
		for (j = 0; j < ln->lut_n[i]; j++)
			w[j] = v[in[j]];
		v[ln->npi + i] = lut_word(&ln->lut_tt[(size_t)i * 4], w,
			ln->lut_n[i]);
	}
	for (i = 0; i < ln->npo; i++) {
		uint64_t x = ln->po_sig[i] == NONE ? 0 : v[ln->po_sig[i]];
		po[i] = ln->po_compl[i] ? ~x : x;
	}
	free(v);
}

static uint64_t shape_mix(uint64_t h, uint64_t w)
{
	h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h *= 0xff51afd7ed558ccdull;
	return h ^ (h >> 33);
}

uint64_t lutnet_shape(const LutNet *ln)
{
	uint64_t *h = xmalloc(((size_t)ln->npi + ln->nlut + 1) * sizeof *h);
	uint64_t r = shape_mix(ln->npi, ln->nlut);
	uint32_t i, j;

	for (i = 0; i < ln->npi; i++)
		h[i] = shape_mix(0x51, i);
	for (i = 0; i < ln->nlut; i++) {
		const uint32_t *in = &ln->lut_in[(size_t)i * LUT_KMAX];
		const uint64_t *t = &ln->lut_tt[(size_t)i * 4];
		uint64_t x = shape_mix(0x1f, ln->lut_n[i]);
		for (j = 0; j < 4; j++)
			x = shape_mix(x, t[j]);
		for (j = 0; j < ln->lut_n[i]; j++)
			x = shape_mix(x, h[in[j]]);
		h[ln->npi + i] = x;
	}
	for (i = 0; i < ln->npo; i++)
		r = shape_mix(r, (ln->po_sig[i] == NONE ? 0 : h[ln->po_sig[i]]) ^
			ln->po_compl[i]);
	free(h);
	return r;
}

/* A LUT as AIG nodes: Shannon expansion over its inputs, the highest
 * first, with the table's constants at the leaves (aig_mux folds and
 * hashes, so constant and repeated subtables cost nothing). */
Lit aig_lut(Aig *g, const uint64_t *t, const Lit *in, uint32_t n)
{
	Lit f[256];
	uint32_t i, j, cnt = 1u << n;
	for (i = 0; i < cnt; i++)
		f[i] = (t[i >> 6] >> (i & 63) & 1) ? LIT_TRUE : LIT_FALSE;
	for (j = n; j-- > 0;) {
		cnt >>= 1;
		for (i = 0; i < cnt; i++)
			f[i] = aig_mux(g, in[j], f[i + cnt], f[i]);
	}
	return f[0];
}

void lut_map_cost(const Aig *g, uint32_t k, int area, uint32_t *luts,
	uint32_t *depth)
{
	LutParams lp;
	LutNet ln;
	LutStats ls;

	lut_params_default(&lp);
	lp.k = k;
	lp.area_only = area;
	memset(&ln, 0, sizeof ln);
	lut_map(g, &lp, &ln, &ls);
	*luts = ln.nlut;
	*depth = ln.depth;
	lutnet_free(&ln);
}

uint32_t lutnet_po_phase(LutNet *ln)
{
	uint8_t *pos = xcalloc((size_t)ln->nlut + 1, 1);
	uint8_t *flip = xcalloc((size_t)ln->nlut + 1, 1);
	uint32_t i, j, k, m, nflip = 0;

	for (i = 0; i < ln->npo; i++) {
		uint32_t s = ln->po_sig[i];
		if (s != NONE && s >= ln->npi)
			pos[s - ln->npi] |= (uint8_t)(ln->po_compl[i] ? 2 : 1);
	}
	for (j = 0; j < ln->nlut; j++)
		if (pos[j] == 2) {   /* only inverted POs read it */
			uint64_t *t = &ln->lut_tt[(size_t)j * 4];
			flip[j] = 1;
			nflip++;
			for (k = 0; k < 4; k++)
				t[k] = ~t[k];
			tt_mask(t, ln->lut_n[j]);
		}
	if (!nflip)
		goto done;
	for (i = 0; i < ln->npo; i++) {
		uint32_t s = ln->po_sig[i];
		if (s != NONE && s >= ln->npi && flip[s - ln->npi])
			ln->po_compl[i] = 0;
	}
	/* each reader of a flipped LUT reads that input inverted: swap the
	 * table's halves on it */
	for (j = 0; j < ln->nlut; j++) {
		const uint32_t *in = &ln->lut_in[(size_t)j * LUT_KMAX];
		uint64_t *t = &ln->lut_tt[(size_t)j * 4];
		for (k = 0; k < ln->lut_n[j]; k++) {
			uint64_t u[4] = {0};
			if (in[k] < ln->npi || !flip[in[k] - ln->npi])
				continue;
			for (m = 0; m < 1u << ln->lut_n[j]; m++) {
				uint32_t o = m ^ (1u << k);
				u[m >> 6] |= (t[o >> 6] >> (o & 63) & 1) <<
					(m & 63);
			}
			memcpy(t, u, sizeof u);
		}
	}
done:
	free(pos);
	free(flip);
	return nflip;
}

/* LUT i of ln as AIG nodes: aig_lut with its inputs reordered so that
 * the one latest in ln (most LUT levels; a tie: the later input) is the
 * root's select and the earliest the leaves': a late input then passes
 * one multiplexer, so the graph is no deeper than the net (mapping it
 * again within the net's depth finds room: a 16-bit signed division
 * read back this way maps to 65 levels, with the inputs' order to 71). */
static Lit lut_ordered(Aig *g, const LutNet *ln, uint32_t i, const Lit *sig,
	const uint32_t *lev)
{
	const uint32_t *in = &ln->lut_in[(size_t)i * LUT_KMAX];
	const uint64_t *t = &ln->lut_tt[(size_t)i * 4];
	uint32_t n = ln->lut_n[i], p[LUT_KMAX], j, k, m;
	uint64_t t2[4] = {0};
	Lit l[LUT_KMAX];

	for (j = 0; j < n; j++) {  /* p: inputs by (level, position) */
		for (k = j; k > 0 && lev[in[p[k - 1]]] > lev[in[j]]; k--)
			p[k] = p[k - 1];
		p[k] = j;
	}
	/* variable j of t2 is input p[n-1-j]: aig_lut's root is variable 0 */
	for (j = 0; j < n; j++)
		l[j] = sig[in[p[n - 1 - j]]];
	for (m = 0; m < 1u << n; m++) {
		uint32_t o = 0;
		for (j = 0; j < n; j++)
			o |= (m >> j & 1) << p[n - 1 - j];
		t2[m >> 6] |= (t[o >> 6] >> (o & 63) & 1) << (m & 63);
	}
	return aig_lut(g, t2, l, n);
}

void lutnet_to_aig(const LutNet *ln, Aig *g)
{
	size_t ns = (size_t)ln->npi + ln->nlut + 1;
	Lit *sig = xmalloc(ns * sizeof *sig);
	uint32_t *lev = xcalloc(ns, sizeof *lev);
	uint32_t i, j;

	aig_init(g);
	if (ln->name)
		g->name = arena_strndup(&g->arena, ln->name, strlen(ln->name));
	for (i = 0; i < ln->npi; i++)
		sig[i] = aig_pi(g, ln->pi_name[i]);
	for (i = 0; i < ln->nlut; i++) {
		const uint32_t *in = &ln->lut_in[(size_t)i * LUT_KMAX];
		uint32_t d = 0;
		for (j = 0; j < ln->lut_n[i]; j++)
			if (lev[in[j]] > d)
				d = lev[in[j]];
		lev[ln->npi + i] = d + 1;
		sig[ln->npi + i] = lut_ordered(g, ln, i, sig, lev);
	}
	for (i = 0; i < ln->npo; i++) {
		Lit l = ln->po_sig[i] == NONE ? LIT_FALSE : sig[ln->po_sig[i]];
		aig_po(g, lit_notif(l, ln->po_compl[i]), ln->po_name[i]);
	}
	free(lev);
	free(sig);
}
