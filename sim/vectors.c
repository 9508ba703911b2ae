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
 * The set is generated in order, one batch at a time (vectors_next), so a
 * run of any length holds one batch; the same widths, nrandom and seed
 * always give the same sequence.
 *
 * Cost: O(vectors x bus words); memory O(batch x bus words).
 */
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "sim/sim.h"

#define EXHAUSTIVE_BITS 20

static void set_port(Vectors *v, Word *bus, uint32_t p, const Word *val)
{
	bv_insert(bus, v->bits, v->off[p], val, v->w[p]);
}

static void set_corner(Vectors *v, Word *bus, uint32_t p, uint32_t k)
{
	corner_value(v->tmp, v->w[p], k);
	set_port(v, bus, p, v->tmp);
}

/* Every port random (those set afterwards are overwritten). */
static void random_ports(Vectors *v, Word *bus)
{
	uint32_t p;

	for (p = 0; p < v->nport; p++) {
		rng_value(&v->seed, v->tmp, v->w[p]);
		set_port(v, bus, p, v->tmp);
	}
}

/* Vector number v->next of a non-exhaustive set into bus (zeroed). */
static void gen_one(Vectors *v, Word *bus)
{
	uint64_t k = v->next;
	uint32_t p, q, r;

	if (k < v->maxc) {                     /* 1. the diagonal */
		for (p = 0; p < v->nport; p++)
			set_corner(v, bus, p, (uint32_t)(k % corner_count(v->w[p])));
		return;
	}
	k -= v->maxc;
	if (k < v->ncross && v->nport <= 3) {  /* 2. all crosses */
		r = (uint32_t)k;
		for (p = 0; p < v->nport; p++, r /= CORNER_SMALL)
			set_corner(v, bus, p, r % CORNER_SMALL);
		return;
	}
	if (k < v->ncross) {                   /* 2. crosses of pairs */
		uint64_t pair = k / (CORNER_SMALL * CORNER_SMALL);
		r = (uint32_t)(k % (CORNER_SMALL * CORNER_SMALL));
		for (p = 0; pair >= v->nport - 1 - p; p++)
			pair -= v->nport - 1 - p;
		q = p + 1 + (uint32_t)pair;
		random_ports(v, bus);
		set_corner(v, bus, p, r / CORNER_SMALL);
		set_corner(v, bus, q, r % CORNER_SMALL);
		return;
	}
	k -= v->ncross;
	random_ports(v, bus);
	if (k < v->ncorner) {                  /* 3. each port's corners */
		while (v->ck >= corner_count(v->w[v->cp]))
			v->cp++, v->ck = 0;
		set_corner(v, bus, v->cp, v->ck++);
	}                                      /* 4. random */
}

void vectors_init(Vectors *v, uint32_t nport, const uint32_t *w,
	uint64_t nrandom, uint64_t seed, size_t batch)
{
	uint32_t p, maxw = 1;

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
		if (corner_count(w[p]) > v->maxc)
			v->maxc = corner_count(w[p]);
		v->ncorner += corner_count(w[p]);
	}
	v->nword = BV_WORDS(v->bits ? v->bits : 1);
	v->seed0 = seed;
	v->exhaustive = v->bits <= EXHAUSTIVE_BITS;
	if (v->exhaustive) {
		v->total = (uint64_t)1 << v->bits;
	} else {
		if (nport <= 3)
			for (v->ncross = 1, p = 0; p < nport; p++)
				v->ncross *= CORNER_SMALL;
		else if (nport <= 12)
			v->ncross = (uint64_t)nport * (nport - 1) / 2 *
				CORNER_SMALL * CORNER_SMALL;
		v->total = v->maxc + v->ncross + v->ncorner;
		v->total = nrandom > UINT64_MAX - v->total ? UINT64_MAX :
			v->total + nrandom;
	}
	v->cap = batch ? batch : 1;
	v->bus = xcalloc(v->cap * v->nword, sizeof *v->bus);
	v->tmp = xcalloc(BV_WORDS(maxw), sizeof *v->tmp);
	vectors_rewind(v);
}

void vectors_rewind(Vectors *v)
{
	v->next = v->first = 0;
	v->n = 0;
	v->seed = v->seed0;
	v->cp = v->ck = 0;
}

size_t vectors_next(Vectors *v)
{
	size_t i;

	v->first = v->next;
	v->n = v->total - v->next < v->cap ? (size_t)(v->total - v->next) :
		v->cap;
	memset(v->bus, 0, v->n * v->nword * sizeof *v->bus);
	for (i = 0; i < v->n; i++, v->next++) {
		Word *bus = v->bus + i * v->nword;
		if (v->exhaustive)
			bus[0] = v->next;
		else
			gen_one(v, bus);
	}
	return v->n;
}

void vectors_free(Vectors *v)
{
	free(v->w);
	free(v->off);
	free(v->bus);
	free(v->tmp);
	memset(v, 0, sizeof *v);
}
