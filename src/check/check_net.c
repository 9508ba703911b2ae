/* check_net.c: equivalence by simulation at the word level: after a
 * netlist pass (fold.c, width.c) every net must compute at its ports what
 * the same net computed before, as neteval.c evaluates both.
 *
 * Vectors, drawn from rng.c's one generator (seeded, so a failure
 * reproduces): first every port at the same small corner value (0, 1,
 * ones, MIN, MAX, w-1, w, w+1, ...), then crosses of small corners on
 * ports 0 and 1 (x / 0, MIN / -1, x << w; the other ports at a corner
 * too), taken in a stride-37 order over the 121 pairs so that a short
 * run still spreads over them, then rng_value values (corners, small
 * numbers, sparse, dense and uniform words).
 *
 * Cost: vectors x (neteval of both designs) per net, where a net's
 * evaluation expands its instances (a chain of N modules, each calling
 * the next, evaluates N(N+1)/2 module bodies); vectors drops (down to 6)
 * so that about 2^24 expanded node words are evaluated in all, and nets
 * are checked callees first only while the work stays within
 * CHECK_LIMIT: a caller past it is left unchecked (a 2000-deep call
 * chain took 19 s, now well under one).
 * Requires: ref and d with the same nets, in the same order, with the
 * same ports (checked: a difference is reported as the pass's bug).
 */
#include <stdlib.h>

#include "check/check.h"

#define CHECK_SEED 0x0f01dc4ec4ull
#define WORD_BUDGET (1u << 24) /* node words evaluated per design */
#define CHECK_LIMIT (1ull << 26) /* ... and at most, whatever vectors */

/* Input value of port `port` (w bits) in vector `vec`. */
static void pick(Word *v, unsigned w, uint32_t port, unsigned vec,
	uint64_t *seed)
{
	const unsigned small = CORNER_SMALL, cross = small * small;
	unsigned c;

	if (vec < small) {
		corner_value(v, w, vec);
		return;
	}
	vec -= small;
	if (vec < cross) {
		c = vec * 37 % cross;
		corner_value(v, w, port == 0 ? c / small : port == 1 ?
			c % small : (c + port) % small);
		return;
	}
	rng_value(seed, v, w);
}

/* Per net of ref: the node words of one evaluation with its instances
 * expanded (saturating at 2^62; callees come before callers). */
static uint64_t *expanded_words(const Design *ref)
{
	uint64_t *x = xcalloc((size_t)ref->nnet + 1, sizeof *x);
	const uint64_t cap = 1ull << 62;
	uint32_t ni, k;

	for (ni = 0; ni < ref->nnet; ni++)
		for (k = 0; k < ref->nets[ni].nnode; k++) {
			const Node *n = &ref->nets[ni].nodes[k];
			x[ni] += BV_WORDS(n->w) + 1;
			if (n->op == OP_INSTANCE && n->aux < ni)
				x[ni] += x[n->aux];
			if (x[ni] > cap)
				x[ni] = cap;
		}
	return x;
}

/* Vectors to run on ref: `vectors`, fewer (at least 6) for big designs. */
static unsigned budget(const Design *ref, const uint64_t *x,
	unsigned vectors)
{
	uint64_t words = 0;
	uint32_t ni;

	for (ni = 0; ni < ref->nnet; ni++)
		words = words + x[ni] > words ? words + x[ni] : UINT64_MAX;
	if (words && vectors > WORD_BUDGET / words)
		vectors = WORD_BUDGET / words > 6 ?
			(unsigned)(WORD_BUDGET / words) : 6;
	return vectors;
}

static Word **port_words(uint32_t n, const uint32_t *w)
{
	Word **v = xcalloc((size_t)n + 1, sizeof *v);
	uint32_t i;

	for (i = 0; i < n; i++)
		v[i] = xcalloc(BV_WORDS(w[i]) + 1, sizeof **v);
	return v;
}

static void free_words(Word **v, uint32_t n)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* Net ni of d against net ni of ref on `vectors` vectors. */
static void check_net(const Design *ref, const Design *d, uint32_t ni,
	const char *pass, unsigned vectors, uint64_t *seed)
{
	const Net *a = &ref->nets[ni], *b = &d->nets[ni];
	NetEval *ea, *eb;
	Word **in, **oa, **ob;
	unsigned vec;
	uint32_t i;

	if (a->nin != b->nin || a->nout != b->nout)
		die("%s: ports of %s changed", pass, a->name);
	for (i = 0; i < a->nin; i++)
		if (a->in_w[i] != b->in_w[i])
			die("%s: ports of %s changed", pass, a->name);
	for (i = 0; i < a->nout; i++)
		if (a->out_w[i] != b->out_w[i])
			die("%s: ports of %s changed", pass, a->name);
	ea = neteval_new(ref, ni);
	eb = neteval_new(d, ni);
	in = port_words(a->nin, a->in_w);
	oa = port_words(a->nout, a->out_w);
	ob = port_words(a->nout, a->out_w);
	for (vec = 0; vec < vectors; vec++) {
		for (i = 0; i < a->nin; i++)
			pick(in[i], a->in_w[i], i, vec, seed);
		neteval_run(ea, (const Word *const *)in, oa);
		neteval_run(eb, (const Word *const *)in, ob);
		for (i = 0; i < a->nout; i++)
			if (!bv_eq(oa[i], ob[i], a->out_w[i]))
				die("%s changed what %s computes: output %s, "
					"vector %u", pass, a->name,
					a->out_name[i], vec);
	}
	free_words(in, a->nin);
	free_words(oa, a->nout);
	free_words(ob, a->nout);
	neteval_free(ea);
	neteval_free(eb);
}

void check_design(const Design *ref, const Design *d, const char *pass,
	unsigned vectors)
{
	uint64_t seed = CHECK_SEED, *x, used = 0;
	uint32_t ni;

	if (ref->nnet != d->nnet)
		die("%s: %u modules became %u", pass, ref->nnet, d->nnet);
	x = expanded_words(ref);
	vectors = budget(ref, x, vectors);
	for (ni = 0; ni < d->nnet; ni++) {
		if (x[ni] > CHECK_LIMIT / vectors ||
		    used + x[ni] * vectors > CHECK_LIMIT)
			continue;
		used += x[ni] * vectors;
		check_net(ref, d, ni, pass, vectors, &seed);
	}
	free(x);
}
