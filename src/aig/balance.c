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

static int cmp_lit(const void *a, const void *b)
{
	Lit x = *(const Lit *)a, y = *(const Lit *)b;
	return x < y ? -1 : x > y;
}

void aig_balance(const Aig *in, Aig *out)
{
	uint32_t *refs = xmalloc((size_t)in->nnode * sizeof *refs);
	uint8_t *root = xcalloc(in->nnode, 1);
	Lit *map = xmalloc((size_t)in->nnode * sizeof *map);
	Lit *leaves = NULL, *stack = NULL;
	uint32_t cap_leaves = 0, cap_stack = 0, i;
	Bal b = {out, NULL, 0, 0};

	aig_refs(in, refs);
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
			leaves[nl++] = lit_notif(map[n], lit_compl(l));
		}
		qsort(leaves, nl, sizeof *leaves, cmp_lit);
		for (j = k = 0; j < nl; j++) {
			if (leaves[j] == LIT_TRUE)
				continue;
			if (leaves[j] == LIT_FALSE ||
				(k && leaves[k - 1] == lit_not(leaves[j])))
				zero = 1;
			if (k && leaves[k - 1] == leaves[j])
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
		/* heapify in place, then combine the two shallowest */
		k = 0;
		for (j = 0; j < nl; j++)
			heap_push(&b, leaves, &k, leaves[j]);
		while (k > 1) {
			Lit x = heap_pop(&b, leaves, &k);
			Lit y = heap_pop(&b, leaves, &k);
			heap_push(&b, leaves, &k, aig_and(out, x, y));
		}
		map[i] = leaves[0];
	}
	aig_finish_like(out, in, map);
	aig_cleanup(out);
	free(refs);
	free(root);
	free(map);
	free(leaves);
	free(stack);
	free(b.lev);
}
