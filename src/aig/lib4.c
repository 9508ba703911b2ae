/* lib4.c: small AIG structures for every 4-input function.
 *
 * The cut rewriter (cutrw.c) asks, for the 16-bit truth table of a
 * 4-cut, for a few AIGs that compute it from the cut's leaves.  They are
 * found by decomposition, over all 65536 functions at once, in order of
 * support size (every part of a decomposition has a smaller support than
 * the whole, so its entry is final when it is read):
 *
 *   - AND bi-decomposition  f = g & h, g and h each on a proper subset
 *     of f's support (the subsets may overlap): g and h are the
 *     existential quantifications of f over the variables the other one
 *     keeps, and the split holds when g & h == f;  1 + |g| + |h| nodes;
 *   - OR, the same on ~f (inversion is free in an AIG);
 *   - XOR of two functions on disjoint supports; 3 + |g| + |h| nodes;
 *   - Shannon expansion on one variable x, f = x ? f1 : f0 (a two-level
 *     multiplexer, 3 + |f1| + |f0| nodes).
 *
 * Two tables are kept: the smallest structure (ties: the shallower) and
 * the shallowest (ties: the smaller), both counted as trees; building
 * one shares repeated nodes, so a structure may come out smaller than
 * its entry.  The rewriter weighs each structure with the nodes the
 * graph already has, so an exact minimum is not needed for correctness,
 * only for gain; ABC's rewriting library (precomputed optimal forests)
 * is the stronger reference.
 *
 * The tables fill as functions are asked for: a function's entry is
 * made the first time (after its splits' parts), and its structures are
 * kept, so asking again costs a copy.  Filling all 65536 entries at
 * lib4_init took about 10^7 word operations where a pass asks for a few
 * thousand functions (a 64-bit multiply: 4.7% of its compile time); the
 * entries are the same either way, as each depends only on smaller
 * supports.
 *
 * Cost: about 100 candidate splits per function asked for (and its
 * parts); 900 KB of tables and 5 MB of kept structures, allocated zero
 * (pages touched as used).  Recursion in entry (at most 3 deep) and
 * lib4_structs (at most 5), both bounded by the support, which shrinks.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

static const uint16_t var_mask[4] = {0xAAAA, 0xCCCC, 0xF0F0, 0xFF00};

static uint16_t cof0(uint16_t f, int v)
{
	uint16_t m = (uint16_t)~var_mask[v], x = f & m;
	return (uint16_t)(x | (uint16_t)(x << (1u << v)));
}

static uint16_t cof1(uint16_t f, int v)
{
	uint16_t x = f & var_mask[v];
	return (uint16_t)(x | (x >> (1u << v)));
}

static unsigned support(uint16_t f)
{
	unsigned s = 0;
	int v;
	for (v = 0; v < 4; v++)
		if (cof0(f, v) != cof1(f, v))
			s |= 1u << v;
	return s;
}

/* f quantified existentially over the variables of mask s */
static uint16_t exists(uint16_t f, unsigned s)
{
	int v;
	for (v = 0; v < 4; v++)
		if (s >> v & 1)
			f = cof0(f, v) | cof1(f, v);
	return f;
}

/* f with the variables of mask s set to 0 */
static uint16_t zero(uint16_t f, unsigned s)
{
	int v;
	for (v = 0; v < 4; v++)
		if (s >> v & 1)
			f = cof0(f, v);
	return f;
}

enum { K_AND, K_XOR, K_MUX };

typedef struct {
	int kind;            /* K_AND, K_XOR, K_MUX */
	uint16_t a, b;       /* g, h; for K_MUX f1, f0 */
	int var;             /* K_MUX: the variable */
	int neg;             /* the decomposition is of ~f */
} Split;

/* The cost of a split under criterion c: (size, depth). */
static void split_cost(const Lib4 *t, int c, const Split *s, unsigned *size,
	unsigned *depth)
{
	unsigned sa = t->size[c][s->a], sb = t->size[c][s->b];
	unsigned da = t->depth[c][s->a], db = t->depth[c][s->b];
	unsigned d = da > db ? da : db;
	switch (s->kind) {
	case K_AND:
		*size = 1 + sa + sb;
		*depth = 1 + d;
		break;
	case K_XOR:
		*size = 3 + sa + sb;
		*depth = 2 + d;
		break;
	default:
		*size = 3 + sa + sb;
		*depth = 2 + d;
		break;
	}
}

static unsigned key(int c, unsigned size, unsigned depth)
{
	return c == 0 ? size << 8 | depth : depth << 8 | size;
}

/* The splits of f (and of ~f), in a fixed order.  Returns how many. */
static unsigned splits(uint16_t f, Split *out)
{
	unsigned s = support(f), a, b, n = 0;
	int neg, v;
	for (neg = 0; neg < 2; neg++) {
		uint16_t g = neg ? (uint16_t)~f : f;
		for (a = 1; a < s; a++) {
			if ((a & s) != a)
				continue;
			for (b = a; b < s; b++) {
				uint16_t ga, hb;
				if ((b & s) != b || (a | b) != s)
					continue;
				ga = exists(g, s & ~a);
				hb = exists(g, s & ~b);
				if ((uint16_t)(ga & hb) == g)
					out[n++] = (Split){K_AND, ga, hb, 0, neg};
			}
		}
	}
	for (a = 1; a < s; a++) {
		uint16_t ga, hb, c0;
		if ((a & s) != a || a > (s & ~a))
			continue;
		ga = zero(f, s & ~a);
		c0 = zero(f, s);
		hb = (uint16_t)(zero(f, a) ^ c0);
		if ((uint16_t)(ga ^ hb) == f)
			out[n++] = (Split){K_XOR, ga, hb, 0, 0};
	}
	for (v = 0; v < 4; v++)
		if (s >> v & 1)
			out[n++] = (Split){K_MUX, cof1(f, v), cof0(f, v), v, 0};
	return n;
}

#define LIB4_MAXSPLIT 128

/* Entry f of both tables, after the entries of its splits' parts (each
 * on a proper subset of f's support, so the recursion is at most three
 * deep).  Constants and single variables keep the zero entry. */
static void entry(const Lib4 *t, uint16_t f)
{
	Split sp[LIB4_MAXSPLIT];
	unsigned ns, k;
	int c;

	if (t->done[f])
		return;
	t->done[f] = 1;
	if (__builtin_popcount(support(f)) < 2)
		return;
	ns = splits(f, sp);
	for (k = 0; k < ns; k++) {
		entry(t, sp[k].a);
		entry(t, sp[k].b);
	}
	for (c = 0; c < 2; c++) {
		unsigned best = UINT32_MAX, bs = 0, bd = 0, bk = 0;
		for (k = 0; k < ns; k++) {
			unsigned s1, d1;
			split_cost(t, c, &sp[k], &s1, &d1);
			if (key(c, s1, d1) < best) {
				best = key(c, s1, d1);
				bs = s1;
				bd = d1;
				bk = k;
			}
		}
		t->a[c][f] = sp[bk].a;
		t->b[c][f] = sp[bk].b;
		t->how[c][f] = (uint8_t)(sp[bk].kind | sp[bk].neg << 2 |
			sp[bk].var << 3);
		t->size[c][f] = (uint8_t)(bs > 255 ? 255 : bs);
		t->depth[c][f] = (uint8_t)(bd > 255 ? 255 : bd);
	}
}

void lib4_init(Lib4 *t)
{
	t->size[0] = xcalloc(7 * 65536, 1);
	t->size[1] = t->size[0] + 65536;
	t->depth[0] = t->size[1] + 65536;
	t->depth[1] = t->depth[0] + 65536;
	t->how[0] = t->depth[1] + 65536;
	t->how[1] = t->how[0] + 65536;
	t->done = t->how[1] + 65536;
	t->a[0] = xcalloc(4 * 65536, sizeof *t->a[0]);
	t->a[1] = t->a[0] + 65536;
	t->b[0] = t->a[1] + 65536;
	t->b[1] = t->b[0] + 65536;
	t->nstruct = xcalloc(65536, 1);
	t->structs = xcalloc((size_t)65536 * LIB4_MAXS, sizeof *t->structs);
}

void lib4_free(Lib4 *t)
{
	free(t->size[0]);
	free(t->a[0]);
	free(t->nstruct);
	free(t->structs);
	memset(t, 0, sizeof *t);
}

/* ---- building */

typedef struct {
	const Lib4 *t;
	Lib4Struct *s;
	int c;
	int full;
} Bld;

/* AND of two structure literals, shared when it exists already */
static uint8_t mk(Bld *b, uint8_t x, uint8_t y)
{
	Lib4Struct *s = b->s;
	uint8_t i;
	if (x > y) {
		uint8_t tmp = x;
		x = y;
		y = tmp;
	}
	if (x == 0)
		return 0;
	if (x == 1)
		return y;
	if (x == y)
		return x;
	if ((x ^ 1) == y)
		return 0;
	for (i = 0; i < s->nand; i++)
		if (s->fanin[i][0] == x && s->fanin[i][1] == y)
			return (uint8_t)((5 + i) << 1);
	if (s->nand >= LIB4_MAXAND) {
		b->full = 1;
		return 0;
	}
	s->fanin[s->nand][0] = x;
	s->fanin[s->nand][1] = y;
	return (uint8_t)((5 + s->nand++) << 1);
}

static uint8_t build(Bld *b, uint16_t f)
{
	unsigned sup, how;
	uint8_t x, y, l;
	int v;

	if (f == 0)
		return 0;
	if (f == 0xffff)
		return 1;
	sup = support(f);
	if (__builtin_popcount(sup) == 1) {
		v = __builtin_ctz(sup);
		return (uint8_t)((1 + v) << 1 | (f != var_mask[v]));
	}
	how = b->t->how[b->c][f];
	x = build(b, b->t->a[b->c][f]);
	y = build(b, b->t->b[b->c][f]);
	if ((how & 3) == K_AND) {
		l = mk(b, x, y);
	} else if ((how & 3) == K_XOR) {
		uint8_t p = mk(b, x, y ^ 1), q = mk(b, x ^ 1, y);
		l = mk(b, p ^ 1, q ^ 1) ^ 1;
	} else {
		uint8_t xv = (uint8_t)((1 + (how >> 3)) << 1);
		uint8_t p = mk(b, xv, x), q = mk(b, xv ^ 1, y);
		l = mk(b, p ^ 1, q ^ 1) ^ 1;
	}
	return (uint8_t)(l ^ (how >> 2 & 1));
}

static unsigned struct_depth(const Lib4Struct *s)
{
	uint8_t d[5 + LIB4_MAXAND] = {0};
	unsigned j;
	for (j = 0; j < s->nand; j++) {
		uint8_t a = d[s->fanin[j][0] >> 1], c = d[s->fanin[j][1] >> 1];
		d[5 + j] = (uint8_t)(1 + (a > c ? a : c));
	}
	return d[s->out >> 1];
}

uint32_t lib4_structs(const Lib4 *t, uint16_t f, Lib4Struct *out)
{
	uint32_t n = 0;
	int c;
	if (t->nstruct[f]) {
		n = t->nstruct[f] - 1u;
		memcpy(out, &t->structs[(size_t)f * LIB4_MAXS], n * sizeof *out);
		return n;
	}
	entry(t, f);
	for (c = 0; c < 2; c++) {
		Bld b = {t, &out[n], c, 0};
		memset(&out[n], 0, sizeof out[n]);
		out[n].out = build(&b, f);
		if (b.full)
			continue;
		out[n].depth = (uint8_t)struct_depth(&out[n]);
		if (n == 1 && out[1].nand == out[0].nand &&
			memcmp(&out[0], &out[1], sizeof out[0]) == 0)
			continue;
		n++;
	}
	memcpy(&t->structs[(size_t)f * LIB4_MAXS], out, n * sizeof *out);
	t->nstruct[f] = (uint8_t)(n + 1);
	return n;
}
