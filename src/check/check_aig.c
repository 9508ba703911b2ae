/* check_aig.c: equivalence by simulation at the bit level, the checks the
 * flow runs between its bit-level passes:
 *   check_blast  the bit-blasted AIG against neteval on the word netlist;
 *   check_aig    an AIG pass's output against its input;
 *   check_luts   a LUT net against the AIG it was mapped from.
 * A mismatch is an internal error: die() naming the pass and the output.
 *
 * Patterns: every check simulates 64 patterns per round with aig_sim64.
 * For bit-level inputs (PIs without word structure) round 0 is a
 * staircase (PI i is 1 in lanes >= i % 64, so lane 0 is almost all 0 and
 * lane 63 all 1), round 1 sparse words, round 2 dense words, and the
 * rest uniform, all from rng.c.  check_blast knows the ports' widths and
 * draws word values instead: crosses of the small corners on ports 0 and
 * 1 (x / 0, MIN / -1, x << w ...), every corner value of every port, then
 * rng_value's biased random values.
 *
 * Cost: O(rounds x (AIG nodes + LUTs)); check_blast adds 256 neteval runs.
 * Requires: well-formed graphs (aig_sim64's and lutnet_sim64's contract).
 */
#include <stdlib.h>
#include <string.h>

#include "check/check.h"

#define ROUNDS 8             /* 64-pattern rounds of check_aig, check_luts */
#define SEED 0x5eedc4ec4ull  /* their fixed seed: runs are reproducible */
#define BLAST_ROUNDS 4       /* check_blast: 256 vectors */

/* PI words of round r (see the file comment). */
static void patterns(uint64_t *state, unsigned r, uint32_t npi, uint64_t *pi)
{
	uint32_t i;

	for (i = 0; i < npi; i++) {
		uint64_t a = rng_next(state);
		if (r == 0)
			pi[i] = ~0ull << (i % 64);
		else if (r == 1)
			pi[i] = a & rng_next(state);
		else if (r == 2)
			pi[i] = a | rng_next(state);
		else
			pi[i] = a;
	}
}

/* First PO on which a and b differ in `rounds` rounds from seed, or
 * NONE; *round receives the round. */
static uint32_t aig_diff(const Aig *a, const Aig *b, unsigned rounds,
	uint64_t seed, unsigned *round)
{
	uint64_t *pi = xmalloc(((size_t)a->npi + 1) * sizeof *pi);
	uint64_t *va = xmalloc((size_t)a->nnode * sizeof *va);
	uint64_t *vb = xmalloc((size_t)b->nnode * sizeof *vb);
	uint32_t i, bad = NONE;
	unsigned r;

	for (r = 0; r < rounds && bad == NONE; r++) {
		patterns(&seed, r, a->npi, pi);
		aig_sim64(a, pi, va);
		aig_sim64(b, pi, vb);
		for (i = 0; i < a->npo && bad == NONE; i++)
			if (aig_litval(va, a->pos[i]) != aig_litval(vb, b->pos[i]))
				bad = i, *round = r;
	}
	free(pi);
	free(va);
	free(vb);
	return bad;
}

int check_aig_equal(const Aig *a, const Aig *b, unsigned rounds,
	uint64_t seed)
{
	unsigned r;

	if (a->npi != b->npi || a->npo != b->npo)
		return 0;
	return aig_diff(a, b, rounds, seed, &r) == NONE;
}

static const char *name_or(const char *name, const char *dflt)
{
	return name ? name : dflt;
}

void check_aig(const Aig *ref, const Aig *g, const char *pass)
{
	unsigned r = 0;
	uint32_t bad;

	if (ref->npi != g->npi || ref->npo != g->npo)
		die("%s changed the ports of %s: %u inputs, %u outputs became "
			"%u, %u", pass, name_or(ref->name, "the AIG"), ref->npi,
			ref->npo, g->npi, g->npo);
	bad = aig_diff(ref, g, ROUNDS, SEED, &r);
	if (bad != NONE)
		die("%s changed what %s computes: output %u (%s) differs "
			"(round %u)", pass, name_or(ref->name, "the AIG"), bad,
			name_or(ref->po_name[bad], "unnamed"), r);
}

void check_luts(const Aig *g, const LutNet *ln)
{
	uint64_t *pi = xmalloc(((size_t)g->npi + 1) * sizeof *pi);
	uint64_t *val = xmalloc((size_t)g->nnode * sizeof *val);
	uint64_t *po = xmalloc(((size_t)ln->npo + 1) * sizeof *po);
	uint64_t seed = SEED;
	unsigned r;
	uint32_t i;

	if (g->npi != ln->npi || g->npo != ln->npo)
		die("lut_map changed the ports of %s: %u inputs, %u outputs "
			"became %u, %u", name_or(g->name, "the AIG"), g->npi,
			g->npo, ln->npi, ln->npo);
	for (r = 0; r < ROUNDS; r++) {
		patterns(&seed, r, g->npi, pi);
		aig_sim64(g, pi, val);
		lutnet_sim64(ln, pi, po);
		for (i = 0; i < g->npo; i++)
			if (po[i] != aig_litval(val, g->pos[i]))
				die("lut_map: output %u (%s) of %s differs from "
					"the AIG (round %u)", i,
					name_or(g->po_name[i], "unnamed"),
					name_or(g->name, "the AIG"), r);
	}
	free(pi);
	free(val);
	free(po);
}

/* Value of input `port` (w bits) in check_blast's vector v; maxc is the
 * largest corner_count over the ports. */
static void blast_value(Word *r, unsigned w, uint32_t port, uint32_t v,
	uint32_t maxc, uint64_t *seed)
{
	const uint32_t ncross = CORNER_SMALL * CORNER_SMALL;

	if (v < ncross && port < 2)
		corner_value(r, w, port == 0 ? v / CORNER_SMALL :
			v % CORNER_SMALL);
	else if (v >= ncross && v - ncross < maxc)
		corner_value(r, w, (v - ncross) % corner_count(w));
	else
		rng_value(seed, r, w);
}

/* Buffers of one check_blast run. */
typedef struct {
	Word **in, **out;   /* per port: one word-level value */
	uint64_t *pi, *exp; /* per PI / PO bit of the graph: 64 lanes */
	uint64_t *val;      /* per AIG node: 64 lanes */
} BlastBufs;

/* Fill one round's 64 vectors: PI words from the drawn port values and
 * the expected PO words from neteval. */
static void blast_round(const Net *tn, NetEval *e, BlastBufs *b,
	unsigned round, uint32_t maxc, uint64_t *seed)
{
	uint32_t lane, i, j, bit;

	for (lane = 0; lane < 64; lane++) {
		uint32_t v = round * 64 + lane;
		for (i = 0, bit = 0; i < tn->nin; i++) {
			blast_value(b->in[i], tn->in_w[i], i, v, maxc, seed);
			for (j = 0; j < tn->in_w[i]; j++, bit++)
				b->pi[bit] |= (uint64_t)bv_bit(b->in[i], j) << lane;
		}
		neteval_run(e, (const Word *const *)b->in, b->out);
		for (i = 0, bit = 0; i < tn->nout; i++)
			for (j = 0; j < tn->out_w[i]; j++, bit++)
				b->exp[bit] |= (uint64_t)bv_bit(b->out[i], j) <<
					lane;
	}
}

void check_blast(const Design *d, uint32_t top, const Aig *g)
{
	const Net *tn = &d->nets[top];
	NetEval *e = neteval_new(d, top);
	BlastBufs b;
	uint64_t seed = SEED, *pi;
	uint32_t i, j, bit, nbi = 0, nbo = 0, pi0, po0, maxc = 0;
	unsigned round;

	for (i = 0; i < tn->nin; i++) {
		nbi += tn->in_w[i];
		if (corner_count(tn->in_w[i]) > maxc)
			maxc = corner_count(tn->in_w[i]);
	}
	for (i = 0; i < tn->nout; i++)
		nbo += tn->out_w[i];
	if (g->npi < nbi || g->npo < nbo)
		die("check_blast: the AIG has %u inputs, %u outputs; net %s "
			"needs %u, %u", g->npi, g->npo, tn->name, nbi, nbo);
	pi0 = g->npi - nbi;   /* bitblast appends net top's PIs and POs */
	po0 = g->npo - nbo;
	b.in = xcalloc((size_t)tn->nin + 1, sizeof *b.in);
	b.out = xcalloc((size_t)tn->nout + 1, sizeof *b.out);
	for (i = 0; i < tn->nin; i++)
		b.in[i] = xcalloc(BV_WORDS(tn->in_w[i]), sizeof **b.in);
	for (i = 0; i < tn->nout; i++)
		b.out[i] = xcalloc(BV_WORDS(tn->out_w[i]), sizeof **b.out);
	pi = xcalloc((size_t)g->npi + 1, sizeof *pi);
	b.pi = pi + pi0;
	b.exp = xmalloc(((size_t)nbo + 1) * sizeof *b.exp);
	b.val = xmalloc((size_t)g->nnode * sizeof *b.val);
	for (round = 0; round < BLAST_ROUNDS; round++) {
		memset(b.pi, 0, ((size_t)nbi + 1) * sizeof *b.pi);
		memset(b.exp, 0, ((size_t)nbo + 1) * sizeof *b.exp);
		blast_round(tn, e, &b, round, maxc, &seed);
		aig_sim64(g, pi, b.val);
		for (i = 0, bit = 0; i < tn->nout; i++)
			for (j = 0; j < tn->out_w[i]; j++, bit++) {
				uint64_t got = aig_litval(b.val,
					g->pos[po0 + bit]);
				if (got != b.exp[bit])
					die("bitblast: net %s output %s bit %u "
						"differs from the evaluator (round "
						"%u, lanes %016llx)", tn->name,
						tn->out_name[i], j, round,
						(unsigned long long)(got ^
						b.exp[bit]));
			}
	}
	for (i = 0; i < tn->nin; i++)
		free(b.in[i]);
	for (i = 0; i < tn->nout; i++)
		free(b.out[i]);
	free(b.in);
	free(b.out);
	free(pi);
	free(b.exp);
	free(b.val);
	neteval_free(e);
}
