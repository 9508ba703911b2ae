/* aig.c: the and-inverter graph (AIG) every bit-level pass works on.
 *
 * Nodes live in parallel arrays (fanin0, fanin1) indexed by 32-bit node id;
 * node 0 is the constant false, a literal is node << 1 | complement.  Node
 * ids increase along every edge, so id order is a topological order and all
 * passes are single forward or backward sweeps: nothing recurses on depth.
 *
 * aig_and() is the only way to make an AND node.  It canonicalizes the pair
 * (smaller literal first), folds constants, a & a and a & ~a, and looks the
 * pair up in an open-addressing hash table (linear probing, kept at most
 * half full) before appending, so structurally equal ANDs are one node.
 *
 * Cost: aig_and is O(1) expected; the sweeps (levels, refs, sim64,
 * cleanup) are O(nodes).  Requires nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

static const char *aig_strdup(Aig *g, const char *s)
{
	return s ? arena_strndup(&g->arena, s, strlen(s)) : NULL;
}

static uint32_t pair_hash(Lit a, Lit b)
{
	uint64_t x = ((uint64_t)a << 32 | b) * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(x >> 32);
}

static uint32_t new_node(Aig *g, Lit f0, Lit f1)
{
	uint32_t cap = g->cap;
	grow((void **)&g->fanin0, &cap, (uint64_t)g->nnode + 1, sizeof(Lit),
		AIG_MAX_NODES, "AIG nodes");
	if (cap != g->cap) {
		g->fanin1 = xrealloc(g->fanin1, (size_t)cap * sizeof(Lit));
		g->cap = cap;
	}
	g->fanin0[g->nnode] = f0;
	g->fanin1[g->nnode] = f1;
	return g->nnode++;
}

void aig_init(Aig *g)
{
	memset(g, 0, sizeof *g);
	new_node(g, 0, 0); /* the constant */
	g->hmask = 1023;
	g->htab = xmalloc((g->hmask + 1) * sizeof *g->htab);
	memset(g->htab, 0xff, (g->hmask + 1) * sizeof *g->htab);
}

void aig_free(Aig *g)
{
	free(g->fanin0);
	free(g->fanin1);
	free(g->pis);
	free(g->pi_name);
	free(g->pos);
	free(g->po_name);
	free(g->htab);
	arena_free(&g->arena);
	memset(g, 0, sizeof *g);
}

void aig_replace(Aig *g, Aig *with)
{
	aig_free(g);
	*g = *with;
	memset(with, 0, sizeof *with);
}

Lit aig_pi(Aig *g, const char *name)
{
	uint32_t cap = g->cap_pi;
	grow((void **)&g->pis, &cap, (uint64_t)g->npi + 1, sizeof(uint32_t),
		AIG_MAX_NODES, "AIG inputs");
	if (cap != g->cap_pi) {
		g->pi_name = xrealloc(g->pi_name, (size_t)cap * sizeof(char *));
		g->cap_pi = cap;
	}
	uint32_t n = new_node(g, NONE, NONE);
	g->pis[g->npi] = n;
	g->pi_name[g->npi++] = aig_strdup(g, name);
	return lit_make(n, 0);
}

uint32_t aig_po(Aig *g, Lit l, const char *name)
{
	uint32_t cap = g->cap_po;
	if (lit_node(l) >= g->nnode)
		die("aig_po: literal %u out of range", l);
	grow((void **)&g->pos, &cap, (uint64_t)g->npo + 1, sizeof(Lit),
		AIG_MAX_NODES, "AIG outputs");
	if (cap != g->cap_po) {
		g->po_name = xrealloc(g->po_name, (size_t)cap * sizeof(char *));
		g->cap_po = cap;
	}
	g->pos[g->npo] = l;
	g->po_name[g->npo] = aig_strdup(g, name);
	return g->npo++;
}

/* Fold trivial cases; returns NONE when a real AND of a < b is needed. */
static Lit fold(Lit *a, Lit *b)
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

#define SLOT_EMPTY UINT64_MAX

/* Slot of pair (a, b) in the table: where it is, or the empty slot.  A
 * slot keeps the pair's hash beside the node id, so probing compares
 * hashes and reads a node's fanins only when they match (one cache miss
 * per lookup instead of two per probe). */
static uint32_t find_slot(const Aig *g, Lit a, Lit b)
{
	uint32_t hv = pair_hash(a, b), h = hv & g->hmask;
	for (;;) {
		uint64_t e = g->htab[h];
		uint32_t n = (uint32_t)e;
		if (e == SLOT_EMPTY || ((uint32_t)(e >> 32) == hv &&
			g->fanin0[n] == a && g->fanin1[n] == b))
			return h;
		h = (h + 1) & g->hmask;
	}
}

static uint64_t slot_entry(const Aig *g, uint32_t n)
{
	return (uint64_t)pair_hash(g->fanin0[n], g->fanin1[n]) << 32 | n;
}

static void rehash(Aig *g)
{
	uint32_t size = (g->hmask + 1) * 2, i;
	free(g->htab);
	g->hmask = size - 1;
	g->htab = xmalloc((size_t)size * sizeof *g->htab);
	memset(g->htab, 0xff, (size_t)size * sizeof *g->htab);
	for (i = 1; i < g->nnode; i++)
		if (aig_is_and(g, i))
			g->htab[find_slot(g, g->fanin0[i], g->fanin1[i])] =
				slot_entry(g, i);
}

Lit aig_and_lookup(const Aig *g, Lit a, Lit b)
{
	Lit r = fold(&a, &b);
	uint64_t e;
	if (r != NONE)
		return r;
	e = g->htab[find_slot(g, a, b)];
	return e == SLOT_EMPTY ? NONE : lit_make((uint32_t)e, 0);
}

Lit aig_and(Aig *g, Lit a, Lit b)
{
	Lit r = fold(&a, &b);
	uint32_t h, n;
	if (r != NONE)
		return r;
	if (lit_node(b) >= g->nnode)
		die("aig_and: literal %u out of range", b);
	h = find_slot(g, a, b);
	if (g->htab[h] != SLOT_EMPTY)
		return lit_make((uint32_t)g->htab[h], 0);
	n = new_node(g, a, b);
	g->nand++;
	g->htab[h] = slot_entry(g, n);
	if ((uint64_t)g->nand * 2 > g->hmask)
		rehash(g);
	return lit_make(n, 0);
}

Lit aig_or(Aig *g, Lit a, Lit b)
{
	return lit_not(aig_and(g, lit_not(a), lit_not(b)));
}

/* a ^ b as ~(a & b) & ~(~a & ~b): three nodes. */
Lit aig_xor(Aig *g, Lit a, Lit b)
{
	Lit x = aig_and(g, a, b), y = aig_and(g, lit_not(a), lit_not(b));
	return aig_and(g, lit_not(x), lit_not(y));
}

Lit aig_mux(Aig *g, Lit s, Lit t, Lit e)
{
	Lit hi, lo;

	if (t == e)
		return t;
	/* nodes are made in a fixed order (not the compiler's order of
	 * evaluating arguments), so the graph is the same for every build */
	lo = aig_and(g, lit_not(s), e);
	hi = aig_and(g, s, t);
	return aig_or(g, hi, lo);
}

Lit aig_maj(Aig *g, Lit a, Lit b, Lit c)
{
	Lit any = aig_and(g, c, aig_or(g, a, b)); /* fixed order, as above */
	return aig_or(g, aig_and(g, a, b), any);
}

uint32_t aig_depth(const Aig *g)
{
	uint32_t *lev = xmalloc(((size_t)g->nnode + 1) * sizeof *lev);
	uint32_t d = aig_levels(g, lev);
	free(lev);
	return d;
}

uint32_t aig_levels(const Aig *g, uint32_t *level)
{
	uint32_t i, max = 0;
	for (i = 0; i < g->nnode; i++) {
		if (aig_is_and(g, i)) {
			uint32_t l0 = level[lit_node(g->fanin0[i])];
			uint32_t l1 = level[lit_node(g->fanin1[i])];
			level[i] = 1 + (l0 > l1 ? l0 : l1);
		} else {
			level[i] = 0;
		}
	}
	for (i = 0; i < g->npo; i++)
		if (level[lit_node(g->pos[i])] > max)
			max = level[lit_node(g->pos[i])];
	return max;
}

void aig_refs(const Aig *g, uint32_t *refs)
{
	uint32_t i;
	memset(refs, 0, (size_t)g->nnode * sizeof *refs);
	for (i = 1; i < g->nnode; i++)
		if (aig_is_and(g, i)) {
			refs[lit_node(g->fanin0[i])]++;
			refs[lit_node(g->fanin1[i])]++;
		}
	for (i = 0; i < g->npo; i++)
		refs[lit_node(g->pos[i])]++;
}

void aig_sim64(const Aig *g, const uint64_t *pi, uint64_t *val)
{
	uint32_t i;
	val[0] = 0;
	for (i = 0; i < g->npi; i++)
		val[g->pis[i]] = pi[i];
	for (i = 1; i < g->nnode; i++)
		if (aig_is_and(g, i))
			val[i] = aig_litval(val, g->fanin0[i]) &
				aig_litval(val, g->fanin1[i]);
}

void aig_start_like(Aig *dst, const Aig *src, Lit *map)
{
	uint32_t i;
	aig_init(dst);
	dst->name = aig_strdup(dst, src->name);
	map[0] = LIT_FALSE;
	for (i = 0; i < src->npi; i++)
		map[src->pis[i]] = aig_pi(dst, src->pi_name[i]);
}

void aig_finish_like(Aig *dst, const Aig *src, const Lit *map)
{
	uint32_t i;
	for (i = 0; i < src->npo; i++) {
		Lit l = src->pos[i];
		aig_po(dst, lit_notif(map[lit_node(l)], lit_compl(l)),
			src->po_name[i]);
	}
}

void aig_copy(const Aig *src, Aig *dst)
{
	Lit *map = xmalloc(((size_t)src->nnode + 1) * sizeof *map);

	aig_start_like(dst, src, map);
	aig_copy_ands(dst, src, map, NULL);
	aig_finish_like(dst, src, map);
	free(map);
}

const uint64_t tt6_var[6] = {
	0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull, 0xf0f0f0f0f0f0f0f0ull,
	0xff00ff00ff00ff00ull, 0xffff0000ffff0000ull, 0xffffffff00000000ull,
};

/* Highest variable first: the positions above are free by then. */
uint64_t tt6_stretch(uint64_t t, const uint32_t *a, uint32_t na,
	const uint32_t *c, uint32_t nc)
{
	uint32_t i = na, p = nc;
	while (i-- > 0) {
		while (p > i + 1 && c[p - 1] != a[i])
			p--;
		p--;
		if (p != i)
			t = tt6_swap(t, i, p);
	}
	return t;
}

void aig_copy_ands(Aig *dst, const Aig *src, Lit *map, const uint8_t *only)
{
	uint32_t i;
	for (i = 1; i < src->nnode; i++)
		if (aig_is_and(src, i) && (!only || only[i]))
			map[i] = aig_and(dst,
				lit_notif(map[lit_node(src->fanin0[i])],
					lit_compl(src->fanin0[i])),
				lit_notif(map[lit_node(src->fanin1[i])],
					lit_compl(src->fanin1[i])));
}

void aig_cleanup(Aig *g)
{
	uint8_t *live = xcalloc(g->nnode, 1);
	Lit *map = xmalloc((size_t)g->nnode * sizeof *map);
	Aig out;
	uint32_t i;

	for (i = 0; i < g->npo; i++)
		live[lit_node(g->pos[i])] = 1;
	for (i = g->nnode; i-- > 1;)
		if (live[i] && aig_is_and(g, i)) {
			live[lit_node(g->fanin0[i])] = 1;
			live[lit_node(g->fanin1[i])] = 1;
		}
	{
		/* already clean (every AND live, the PIs first and in order):
		 * the rebuild would copy it node for node */
		uint32_t nlive = 0, ok = 1;
		for (i = 0; i < g->npi && ok; i++)
			ok = g->pis[i] == i + 1;
		for (i = 1; i < g->nnode && ok; i++)
			nlive += live[i] && aig_is_and(g, i);
		if (ok && nlive == g->nand && g->nnode == 1 + g->npi + g->nand) {
			free(live);
			free(map);
			return;
		}
	}
	aig_start_like(&out, g, map);
	aig_copy_ands(&out, g, map, live);
	aig_finish_like(&out, g, map);
	aig_replace(g, &out);
	free(live);
	free(map);
}
