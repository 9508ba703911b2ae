/* vectors.c: input vectors for `combc sim`.
 *
 * The input ports are packed into one bus per vector, port 0 at bit 0
 * (the layout the testbench wrappers use).  When the ports total at most
 * EXHAUSTIVE_BITS bits every value of the bus is enumerated in order
 * (vector k is the bus value k).  Otherwise the set is, in order:
 *  1. the diagonal: vector k gives every port its k-th corner value;
 *  2. crosses of the small corners (0, 1, 2, all ones, -2, MIN, MAX,
 *     MIN+1, w-1, w, w+1): all combinations for up to 3 ports, every pair
 *     of ports (the others random) for up to 12 ports;
 *  3. every corner value of every port, the other ports random;
 *  4. `nrandom` random vectors.
 * Corner values and random port values come from check/rng.c
 * (corner_value, rng_value), so everything is a function of the widths,
 * nrandom and seed.
 *
 * Cost: O(vectors x bus words).
 */
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "sim/sim.h"

#define EXHAUSTIVE_BITS 20

typedef struct {
	Vectors *v;
	size_t cap;
	Word *tmp;   /* one port value */
	uint64_t seed;
} Gen;

static Word *add_vector(Gen *g)
{
	Vectors *v = g->v;

	if (v->n == g->cap) {
		g->cap = g->cap ? g->cap * 2 : 1024;
		v->bus = xrealloc(v->bus, g->cap * v->nword * sizeof *v->bus);
	}
	memset(v->bus + v->n * v->nword, 0, v->nword * sizeof *v->bus);
	return v->bus + v->n++ * v->nword;
}

static void set_port(Gen *g, Word *bus, uint32_t p, const Word *val)
{
	bv_insert(bus, g->v->bits, g->v->off[p], val, g->v->w[p]);
}

static void set_corner(Gen *g, Word *bus, uint32_t p, uint32_t k)
{
	corner_value(g->tmp, g->v->w[p], k);
	set_port(g, bus, p, g->tmp);
}

/* A vector with every port random except those set afterwards. */
static Word *random_vector(Gen *g)
{
	Word *bus = add_vector(g);
	uint32_t p;

	for (p = 0; p < g->v->nport; p++) {
		rng_value(&g->seed, g->tmp, g->v->w[p]);
		set_port(g, bus, p, g->tmp);
	}
	return bus;
}

static void cross_all(Gen *g)
{
	uint32_t np = g->v->nport, p, total = 1, k;

	for (p = 0; p < np; p++)
		total *= CORNER_SMALL;
	for (k = 0; k < total; k++) {
		Word *bus = add_vector(g);
		uint32_t r = k;
		for (p = 0; p < np; p++, r /= CORNER_SMALL)
			set_corner(g, bus, p, r % CORNER_SMALL);
	}
}

static void cross_pairs(Gen *g)
{
	uint32_t np = g->v->nport, p, q, i, j;

	for (p = 0; p < np; p++)
		for (q = p + 1; q < np; q++)
			for (i = 0; i < CORNER_SMALL; i++)
				for (j = 0; j < CORNER_SMALL; j++) {
					Word *bus = random_vector(g);
					set_corner(g, bus, p, i);
					set_corner(g, bus, q, j);
				}
}

void vectors_make(Vectors *v, uint32_t nport, const uint32_t *w,
	uint64_t nrandom, uint64_t seed)
{
	Gen g = {0};
	uint32_t p, maxw = 1, maxc = 0, k;
	uint64_t i;

	memset(v, 0, sizeof *v);
	v->nport = nport;
	v->w = xmalloc(((size_t)nport + 1) * sizeof *v->w);
	v->off = xmalloc(((size_t)nport + 1) * sizeof *v->off);
	for (p = 0; p < nport; p++) {
		v->w[p] = w[p];
		v->off[p] = v->bits;
		if ((uint64_t)v->bits + w[p] > BV_MAXW)
			die("sim: inputs wider than %u bits in all", BV_MAXW);
		v->bits += w[p];
		if (w[p] > maxw)
			maxw = w[p];
	}
	v->nword = BV_WORDS(v->bits ? v->bits : 1);
	if (v->bits <= EXHAUSTIVE_BITS) {
		v->exhaustive = 1;
		v->n = (size_t)1 << v->bits;
		v->bus = xcalloc(v->n, sizeof *v->bus);
		for (i = 0; i < v->n; i++)
			v->bus[i] = i;
		return;
	}
	g.v = v;
	g.seed = seed;
	g.tmp = xcalloc(BV_WORDS(maxw), sizeof *g.tmp);
	for (p = 0; p < nport; p++)
		if (corner_count(w[p]) > maxc)
			maxc = corner_count(w[p]);
	for (k = 0; k < maxc; k++) {
		Word *bus = add_vector(&g);
		for (p = 0; p < nport; p++)
			set_corner(&g, bus, p, k % corner_count(w[p]));
	}
	if (nport <= 3)
		cross_all(&g);
	else if (nport <= 12)
		cross_pairs(&g);
	for (p = 0; p < nport; p++)
		for (k = 0; k < corner_count(w[p]); k++)
			set_corner(&g, random_vector(&g), p, k);
	for (i = 0; i < nrandom; i++)
		random_vector(&g);
	free(g.tmp);
}

void vectors_free(Vectors *v)
{
	free(v->w);
	free(v->off);
	free(v->bus);
	memset(v, 0, sizeof *v);
}
