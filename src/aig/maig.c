/* maig.c: the mutable AIG that in-place optimizations (DAG-aware
 * rewriting, resubstitution) work on.
 *
 * Aig is append-only and its ids are topological; an in-place pass needs
 * what Aig does not keep: fanout lists, reference counts, deletion and a
 * structural hash that forgets deleted nodes.  MAig has them:
 *
 *   - per node fanins (f0 < f1), a reference count (AND fanins and POs
 *     reading it), a level, and a doubly linked list of its fanout
 *     edges; an edge is "fanin i of AND node n" (n << 1 | i) or "PO p"
 *     (MAIG_POE | p), so the lists need no allocation per node;
 *   - a chained structural hash (bucket heads, a next link per node);
 *   - maig_replace(n, l): every fanout of n reads l instead; a fanout
 *     that becomes trivial (x & x, x & ~x, a constant fanin) or equal to
 *     another node is replaced in turn (a worklist, not recursion); nodes
 *     left without fanouts are deleted, their fanins dereferenced.
 *
 * Deleted nodes keep their id (f0 = MAIG_DEAD); new nodes are appended,
 * so ids are no longer topological once a pass has run: maig_to_aig
 * writes the live cone of the POs back in a topological order (iterative
 * depth-first search).  Levels are kept right for new nodes; a
 * replacement does not propagate them into the fanout cone (passes that
 * need them recompute them in their sweep, or call maig_levels).
 *
 * Cost: maig_and, maig_lookup O(1) expected; maig_replace O(fanouts of
 * the nodes it touches); conversions O(nodes).  Memory about 40 bytes a
 * node.  Requires nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define POE MAIG_POE

static uint32_t hash2(Lit a, Lit b)
{
	uint64_t x = ((uint64_t)a << 32 | b) * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(x >> 32);
}

/* The next/prev link of edge e. */
static uint32_t *e_next(MAig *m, uint32_t e)
{
	return e & POE ? &m->pnext[e & ~POE] : &m->enext[e];
}

static uint32_t *e_prev(MAig *m, uint32_t e)
{
	return e & POE ? &m->pprev[e & ~POE] : &m->eprev[e];
}

static void edge_link(MAig *m, uint32_t node, uint32_t e)
{
	uint32_t h = m->fo[node];
	*e_next(m, e) = h;
	*e_prev(m, e) = NONE;
	if (h != NONE)
		*e_prev(m, h) = e;
	m->fo[node] = e;
}

static void edge_unlink(MAig *m, uint32_t node, uint32_t e)
{
	uint32_t nx = *e_next(m, e), pv = *e_prev(m, e);
	if (pv != NONE)
		*e_next(m, pv) = nx;
	else
		m->fo[node] = nx;
	if (nx != NONE)
		*e_prev(m, nx) = pv;
}

static void grow_nodes(MAig *m, uint64_t need)
{
	uint32_t cap = m->cap, old = m->cap;
	if (need <= cap)
		return;
	if (need > MAIG_MAX_NODES)
		ctx_too_large("too many AIG nodes (limit is %u)", MAIG_MAX_NODES);
	cap = cap ? cap : 1024;
	while (cap < need)
		cap = cap > MAIG_MAX_NODES / 2 ? MAIG_MAX_NODES : cap * 2;
	m->f0 = xrealloc(m->f0, (size_t)cap * sizeof *m->f0);
	m->f1 = xrealloc(m->f1, (size_t)cap * sizeof *m->f1);
	m->ref = xrealloc(m->ref, (size_t)cap * sizeof *m->ref);
	m->lev = xrealloc(m->lev, (size_t)cap * sizeof *m->lev);
	m->fo = xrealloc(m->fo, (size_t)cap * sizeof *m->fo);
	m->hnext = xrealloc(m->hnext, (size_t)cap * sizeof *m->hnext);
	m->enext = xrealloc(m->enext, (size_t)cap * 2 * sizeof *m->enext);
	m->eprev = xrealloc(m->eprev, (size_t)cap * 2 * sizeof *m->eprev);
	(void)old;
	m->cap = cap;
}

static uint32_t *bucket(const MAig *m, Lit a, Lit b)
{
	return &m->htab[hash2(a, b) & m->hmask];
}

static void hash_insert(MAig *m, uint32_t n)
{
	uint32_t *h = bucket(m, m->f0[n], m->f1[n]);
	m->hnext[n] = *h;
	*h = n;
}

/* Remove n from its bucket (no-op when it is not there). */
static void hash_remove(MAig *m, uint32_t n)
{
	uint32_t *p = bucket(m, m->f0[n], m->f1[n]);
	while (*p != NONE) {
		if (*p == n) {
			*p = m->hnext[n];
			m->hnext[n] = NONE;
			return;
		}
		p = &m->hnext[*p];
	}
}

static void rehash(MAig *m)
{
	uint32_t size = (m->hmask + 1) * 2, i;
	free(m->htab);
	m->hmask = size - 1;
	m->htab = xmalloc((size_t)size * sizeof *m->htab);
	memset(m->htab, 0xff, (size_t)size * sizeof *m->htab);
	for (i = 1; i < m->nnode; i++)
		if (maig_is_and(m, i) && m->inhash[i])
			hash_insert(m, i);
}

static uint32_t new_node(MAig *m, Lit a, Lit b)
{
	uint32_t n = m->nnode;
	grow_nodes(m, (uint64_t)n + 1);
	if (m->ncap_inhash < m->cap) {
		m->inhash = xrealloc(m->inhash, m->cap);
		m->ncap_inhash = m->cap;
	}
	m->nnode++;
	m->f0[n] = a;
	m->f1[n] = b;
	m->ref[n] = 0;
	m->lev[n] = 0;
	m->fo[n] = NONE;
	m->hnext[n] = NONE;
	m->inhash[n] = 0;
	return n;
}

/* Fold the trivial cases of a & b (a, b ordered on return); NONE when a
 * real node is needed. */
static Lit fold2(Lit *a, Lit *b)
{
	if (*a > *b) {
		Lit t = *a;
		*a = *b;
		*b = t;
	}
	if (*a == LIT_FALSE)
		return LIT_FALSE;
	if (*a == LIT_TRUE)
		return *b;
	if (*a == *b)
		return *a;
	if (*a == lit_not(*b))
		return LIT_FALSE;
	return NONE;
}

static uint32_t find(const MAig *m, Lit a, Lit b)
{
	uint32_t n = *bucket(m, a, b);
	while (n != NONE && (m->f0[n] != a || m->f1[n] != b))
		n = m->hnext[n];
	return n;
}

Lit maig_lookup(const MAig *m, Lit a, Lit b)
{
	Lit r = fold2(&a, &b);
	uint32_t n;
	if (r != NONE)
		return r;
	n = find(m, a, b);
	return n == NONE ? NONE : lit_make(n, 0);
}

static void attach(MAig *m, uint32_t n)
{
	uint32_t a = lit_node(m->f0[n]), b = lit_node(m->f1[n]);
	m->ref[a]++;
	m->ref[b]++;
	edge_link(m, a, n << 1);
	edge_link(m, b, n << 1 | 1);
}

Lit maig_and(MAig *m, Lit a, Lit b)
{
	Lit r = fold2(&a, &b);
	uint32_t n, la, lb;
	if (r != NONE)
		return r;
	n = find(m, a, b);
	if (n != NONE)
		return lit_make(n, 0);
	n = new_node(m, a, b);
	attach(m, n);
	la = m->lev[lit_node(a)];
	lb = m->lev[lit_node(b)];
	m->lev[n] = 1 + (la > lb ? la : lb);
	m->nand++;
	hash_insert(m, n);
	m->inhash[n] = 1;
	if (m->nand > m->hmask)
		rehash(m);
	return lit_make(n, 0);
}

void maig_from_aig(MAig *m, const Aig *g)
{
	uint32_t i;

	memset(m, 0, sizeof *m);
	grow_nodes(m, (uint64_t)g->nnode + 1);
	m->inhash = xcalloc(m->cap, 1);
	m->ncap_inhash = m->cap;
	m->hmask = 1023;
	while (m->hmask < g->nand)
		m->hmask = m->hmask * 2 + 1;
	m->htab = xmalloc(((size_t)m->hmask + 1) * sizeof *m->htab);
	memset(m->htab, 0xff, ((size_t)m->hmask + 1) * sizeof *m->htab);
	for (i = 0; i < g->nnode; i++) {
		new_node(m, g->fanin0[i], g->fanin1[i]);
		if (aig_is_and(g, i)) {
			uint32_t la = m->lev[lit_node(g->fanin0[i])];
			uint32_t lb = m->lev[lit_node(g->fanin1[i])];
			attach(m, i);
			m->lev[i] = 1 + (la > lb ? la : lb);
			hash_insert(m, i);
			m->inhash[i] = 1;
			m->nand++;
		}
	}
	m->npi = g->npi;
	m->pis = xmalloc(((size_t)g->npi + 1) * sizeof *m->pis);
	if (g->npi)
		memcpy(m->pis, g->pis, (size_t)g->npi * sizeof *m->pis);
	m->npo = g->npo;
	m->pos = xmalloc(((size_t)g->npo + 1) * sizeof *m->pos);
	m->pnext = xmalloc(((size_t)g->npo + 1) * sizeof *m->pnext);
	m->pprev = xmalloc(((size_t)g->npo + 1) * sizeof *m->pprev);
	for (i = 0; i < g->npo; i++) {
		m->pos[i] = g->pos[i];
		m->ref[lit_node(g->pos[i])]++;
		edge_link(m, lit_node(g->pos[i]), POE | i);
	}
}

void maig_free(MAig *m)
{
	free(m->f0);
	free(m->f1);
	free(m->ref);
	free(m->lev);
	free(m->fo);
	free(m->hnext);
	free(m->enext);
	free(m->eprev);
	free(m->htab);
	free(m->inhash);
	free(m->pis);
	free(m->pos);
	free(m->pnext);
	free(m->pprev);
	free(m->stack);
	free(m->work);
	memset(m, 0, sizeof *m);
}

/* Scratch stack of at least n entries. */
static uint32_t *scratch(MAig *m, uint32_t n)
{
	if (m->nstack < n) {
		m->nstack = n + n / 2 + 64;
		m->stack = xrealloc(m->stack, (size_t)m->nstack * sizeof *m->stack);
	}
	return m->stack;
}

void maig_to_aig(const MAig *cm, const Aig *like, Aig *out)
{
	MAig *m = (MAig *)cm; /* the scratch stack only */
	Lit *map = xmalloc((size_t)m->nnode * sizeof *map);
	uint8_t *state = xcalloc(m->nnode, 1); /* 0 new, 1 open, 2 done */
	uint32_t *st, sp = 0, i;

	aig_init(out);
	out->name = like->name ? arena_strndup(&out->arena, like->name,
		strlen(like->name)) : NULL;
	map[0] = LIT_FALSE;
	state[0] = 2;
	for (i = 0; i < m->npi; i++) {
		map[m->pis[i]] = aig_pi(out, like->pi_name[i]);
		state[m->pis[i]] = 2;
	}
	st = scratch(m, m->nnode + 1);
	for (i = 0; i < m->npo; i++) {
		uint32_t r = lit_node(m->pos[i]);
		if (state[r] == 2)
			continue;
		st[sp++] = r;
		while (sp) {
			uint32_t n = st[sp - 1];
			uint32_t a = lit_node(m->f0[n]), b = lit_node(m->f1[n]);
			if (state[n] == 2) {
				sp--;
				continue;
			}
			if (state[n] == 0) {
				state[n] = 1;
				if (state[b] == 0)
					st[sp++] = b;
				if (state[a] == 0)
					st[sp++] = a;
				continue;
			}
			map[n] = aig_and(out,
				lit_notif(map[a], lit_compl(m->f0[n])),
				lit_notif(map[b], lit_compl(m->f1[n])));
			state[n] = 2;
			sp--;
		}
	}
	for (i = 0; i < m->npo; i++) {
		Lit l = m->pos[i];
		aig_po(out, lit_notif(map[lit_node(l)], lit_compl(l)),
			like->po_name[i]);
	}
	free(state);
	free(map);
}

/* Delete the nodes of stack[0..sp) (each without fanouts) and every AND
 * left without fanouts below them. */
static void delete_cone(MAig *m, uint32_t sp)
{
	while (sp) {
		uint32_t n = m->stack[--sp], f;
		if (!maig_is_and(m, n) || m->ref[n])
			continue;
		if (m->inhash[n]) {
			hash_remove(m, n);
			m->inhash[n] = 0;
		}
		for (f = 0; f < 2; f++) {
			uint32_t x = lit_node(f ? m->f1[n] : m->f0[n]);
			edge_unlink(m, x, n << 1 | f);
			if (--m->ref[x] == 0 && maig_is_and(m, x)) {
				scratch(m, sp + 2);
				m->stack[sp++] = x;
			}
		}
		m->f0[n] = MAIG_DEAD;
		m->f1[n] = MAIG_DEAD;
		m->nand--;
	}
}

void maig_delete(MAig *m, uint32_t n)
{
	if (!maig_is_and(m, n) || m->ref[n])
		return;
	scratch(m, 2);
	m->stack[0] = n;
	delete_cone(m, 1);
}

/* Fanin f of AND node n now reads l (the edge moves to l's node). */
static void set_fanin(MAig *m, uint32_t n, int f, Lit l)
{
	uint32_t old = lit_node(f ? m->f1[n] : m->f0[n]);
	edge_unlink(m, old, n << 1 | (uint32_t)f);
	m->ref[old]--;
	if (f)
		m->f1[n] = l;
	else
		m->f0[n] = l;
	m->ref[lit_node(l)]++;
	edge_link(m, lit_node(l), n << 1 | (uint32_t)f);
}

/* Put n's fanins in order (f0 < f1), moving the edges with them. */
static void order_fanins(MAig *m, uint32_t n)
{
	Lit a = m->f0[n], b = m->f1[n];
	if (a <= b)
		return;
	edge_unlink(m, lit_node(a), n << 1);
	edge_unlink(m, lit_node(b), n << 1 | 1);
	m->f0[n] = b;
	m->f1[n] = a;
	edge_link(m, lit_node(b), n << 1);
	edge_link(m, lit_node(a), n << 1 | 1);
}

static void push_work(MAig *m, uint32_t n, Lit l)
{
	if (m->nwork + 2 > m->capwork) {
		m->capwork = m->capwork ? m->capwork * 2 : 64;
		m->work = xrealloc(m->work, (size_t)m->capwork * sizeof *m->work);
	}
	m->work[m->nwork++] = n;
	m->work[m->nwork++] = l;
	m->ref[lit_node(l)]++; /* l's node stays alive until n is done */
}

/* Drop the reference a work item held on l's node. */
static void release(MAig *m, Lit l)
{
	if (--m->ref[lit_node(l)] == 0)
		maig_delete(m, lit_node(l));
}

void maig_replace(MAig *m, uint32_t node, Lit with)
{
	m->nwork = 0;
	push_work(m, node, with);
	while (m->nwork) {
		Lit l = m->work[--m->nwork];
		uint32_t n = m->work[--m->nwork], e;
		if (!maig_is_and(m, n) || lit_node(l) == n) {
			release(m, l);
			continue;
		}
		while ((e = m->fo[n]) != NONE) {
			if (e & POE) {
				uint32_t p = e & ~POE;
				Lit nl = lit_notif(l, lit_compl(m->pos[p]));
				edge_unlink(m, n, e);
				m->ref[n]--;
				m->pos[p] = nl;
				m->ref[lit_node(l)]++;
				edge_link(m, lit_node(l), e);
			} else {
				uint32_t f = e >> 1, i = e & 1;
				Lit old = i ? m->f1[f] : m->f0[f], a, b, r;
				uint32_t g;
				if (m->inhash[f]) {
					hash_remove(m, f);
					m->inhash[f] = 0;
				}
				set_fanin(m, f, (int)i, lit_notif(l, lit_compl(old)));
				order_fanins(m, f);
				a = m->f0[f];
				b = m->f1[f];
				r = fold2(&a, &b);
				if (r != NONE) {
					push_work(m, f, r);
					continue;
				}
				g = find(m, a, b);
				if (g != NONE && g != f) {
					push_work(m, f, lit_make(g, 0));
					continue;
				}
				hash_insert(m, f);
				m->inhash[f] = 1;
				{
					uint32_t la = m->lev[lit_node(a)];
					uint32_t lb = m->lev[lit_node(b)];
					m->lev[f] = 1 + (la > lb ? la : lb);
				}
			}
		}
		maig_delete(m, n);
		release(m, l);
	}
}

uint32_t maig_levels(MAig *m)
{
	/* ids are not topological after edits: depth-first, as maig_to_aig */
	uint8_t *state = xcalloc(m->nnode, 1);
	uint32_t *st = scratch(m, m->nnode + 1), sp = 0, i, max = 0;

	for (i = 0; i < m->nnode; i++)
		if (!maig_is_and(m, i)) {
			state[i] = 2;
			m->lev[i] = 0;
		}
	for (i = 0; i < m->nnode; i++) {
		if (state[i])
			continue;
		st[sp++] = i;
		while (sp) {
			uint32_t n = st[sp - 1];
			uint32_t a = lit_node(m->f0[n]), b = lit_node(m->f1[n]);
			if (state[n] == 2) {
				sp--;
				continue;
			}
			if (state[n] == 0) {
				state[n] = 1;
				if (state[b] == 0)
					st[sp++] = b;
				if (state[a] == 0)
					st[sp++] = a;
				continue;
			}
			m->lev[n] = 1 + (m->lev[a] > m->lev[b] ? m->lev[a] : m->lev[b]);
			state[n] = 2;
			sp--;
		}
	}
	for (i = 0; i < m->npo; i++)
		if (m->lev[lit_node(m->pos[i])] > max)
			max = m->lev[lit_node(m->pos[i])];
	free(state);
	return max;
}
