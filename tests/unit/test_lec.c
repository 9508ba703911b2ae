/* test_lec.c: the equivalence checker's SAT sweep (check/lec.c) with its
 * global solver recycled after every call.  Expectations, from first
 * principles:
 *   - an AND of 24 inputs built as a chain and as a balanced tree is
 *     the same function: EQUAL, whatever the recycling;
 *   - the same with one leaf of one output replaced by another input:
 *     DIFFERENT on that output only, with a counterexample that sets
 *     every input of the chain's AND (the only assignments where the two
 *     differ), checked here by simulating both graphs;
 *   - their internal nodes look constant to random simulation (an AND of
 *     8 or more inputs is 1 on 1 pattern in 256), so the sweep refutes
 *     them with global SAT calls: with recycle_vars = recycle_calls = 1
 *     the solver is replaced before each, and every model is read back
 *     through the renumbered variables (a wrong one would not
 *     distinguish the outputs: lec_aigs stops with an internal error);
 *   - a 12-input parity as a chain and as a tree: EQUAL from window
 *     proofs alone (by truth tables over the 12 inputs), no global SAT
 *     call (with exhaustive simulation off); with no_windows, none is
 *     tried and the global solver proves it;
 *   - a miter of 18 inputs: decided by simulating all 2^18 patterns
 *     (test_exhaustive says what it checks);
 *   - aig_fraig stops proving at LecParams.max_unknowns undecided calls
 *     and still returns the same function (test_fraig_max_unknowns). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "flow/flow.h"

#define NPI 64
#define NPO 40
#define WIDE 24

static uint64_t rng_state = 0x1ec;

/* leaf[o][j]: the inputs of output o, WIDE distinct of NPI. */
static uint32_t leaf[NPO][WIDE];

static void pick_leaves(void)
{
	uint32_t o, j, k;

	for (o = 0; o < NPO; o++)
		for (j = 0; j < WIDE; j++) {
			uint32_t x;
			do {
				x = (uint32_t)(rng_next(&rng_state) % NPI);
				for (k = 0; k < j && leaf[o][k] != x; k++)
					;
			} while (k < j);
			leaf[o][j] = x;
		}
}

/* Output o as a chain (tree = 0) or a balanced tree of ANDs; the leaf
 * `swap` of output `bad` (if bad < NPO) reads input `with` instead. */
static void build(Aig *g, int tree, uint32_t bad, uint32_t swap,
	uint32_t with)
{
	Lit pi[NPI], v[WIDE];
	uint32_t o, j, n, m;

	aig_init(g);
	for (j = 0; j < NPI; j++)
		pi[j] = aig_pi(g, NULL);
	for (o = 0; o < NPO; o++) {
		for (j = 0; j < WIDE; j++)
			v[j] = pi[o == bad && j == swap ? with : leaf[o][j]];
		if (!tree) {
			for (j = 1; j < WIDE; j++)
				v[0] = aig_and(g, v[0], v[j]);
		} else {
			for (n = WIDE; n > 1; n = m) {   /* in place: m <= j */
				for (m = 0, j = 0; j + 1 < n; j += 2)
					v[m++] = aig_and(g, v[j], v[j + 1]);
				if (n & 1)
					v[m++] = v[n - 1];
			}
		}
		aig_po(g, v[0], NULL);
	}
}

/* Output o of g under the input values v (lane 0). */
static int value(const Aig *g, const uint8_t *v, uint32_t o)
{
	uint64_t *pi = calloc(g->npi, sizeof *pi);
	uint64_t *val = calloc(g->nnode, sizeof *val);
	uint32_t i;
	int r;

	for (i = 0; i < g->npi; i++)
		pi[i] = v[i];
	aig_sim64(g, pi, val);
	r = (int)(aig_litval(val, g->pos[o]) & 1);
	free(pi);
	free(val);
	return r;
}

static void check(int recycle)
{
	Aig a, b;
	LecParams lp;
	LecResult r;
	uint32_t bad = 7, with, o, j;

	pick_leaves();
	build(&a, 0, NPO, 0, 0);
	build(&b, 1, NPO, 0, 0);
	lec_params_default(&lp);
	lp.no_dist1 = 1;   /* they would split the constant-looking nodes */
	if (recycle)
		lp.recycle_vars = lp.recycle_calls = 1;
	lec_aigs(&a, &b, &lp, &r);
	assert_int_equal(r.verdict, LEC_EQUAL);
	assert_true(r.st.sat_sat > 0);      /* constant-looking nodes refuted */
	if (recycle)
		assert_true(r.st.recycles > 0);
	else
		assert_int_equal(r.st.recycles, 0);
	lec_result_free(&r);
	aig_free(&b);

	/* output `bad` reads an input none of its leaves is */
	for (with = 0;; with++) {
		for (j = 0; j < WIDE && leaf[bad][j] != with; j++)
			;
		if (j == WIDE)
			break;
	}
	build(&b, 1, bad, 5, with);
	lec_aigs(&a, &b, &lp, &r);
	assert_int_equal(r.verdict, LEC_DIFFERENT);
	assert_non_null(r.cex);
	for (o = 0; o < NPO; o++)
		assert_int_equal(r.diff[o], o == bad);
	assert_int_not_equal(value(&a, r.cex, bad), value(&b, r.cex, bad));
	/* a & ~b or b & ~a: the leaves of one side all set, the other's
	 * swapped leaf clear */
	assert_true(value(&a, r.cex, bad) ? !r.cex[with] : !r.cex[leaf[bad][5]]);
	if (recycle)
		assert_true(r.st.recycles > 0);
	lec_result_free(&r);
	aig_free(&a);
	aig_free(&b);
}

static void test_default(void **state)
{
	(void)state;
	check(0);
}

static void test_recycled(void **state)
{
	(void)state;
	check(1);
}

/* Window proofs without SAT: the parity of 12 inputs as a chain and
 * as a tree differ in every internal node but the output, whose window
 * has the 12 inputs as leaves: the truth tables over them decide it
 * (4,096 rows), so no global SAT call is made. */
static void test_window_tables(void **state)
{
	Aig a, b;
	LecParams lp;
	LecResult r;
	Lit pa[12], pb[12], x, y;
	uint32_t j;
	(void)state;
	aig_init(&a);
	aig_init(&b);
	for (j = 0; j < 12; j++) {
		pa[j] = aig_pi(&a, NULL);
		pb[j] = aig_pi(&b, NULL);
	}
	x = pa[0];
	for (j = 1; j < 12; j++)
		x = aig_xor(&a, x, pa[j]);
	aig_po(&a, x, NULL);
	for (j = 0; j < 12; j += 2)
		pb[j / 2] = aig_xor(&b, pb[j], pb[j + 1]);
	for (j = 0; j < 6; j += 2)
		pb[j / 2] = aig_xor(&b, pb[j], pb[j + 1]);
	y = aig_xor(&b, aig_xor(&b, pb[0], pb[1]), pb[2]);
	aig_po(&b, y, NULL);
	lec_params_default(&lp);
	lp.no_exhaustive = 1; /* 12 inputs: else every pattern decides */
	lec_aigs(&a, &b, &lp, &r);
	assert_int_equal(r.verdict, LEC_EQUAL);
	assert_int_equal(r.st.exhaustive, 0);
	assert_true(r.st.win_proved > 0);
	assert_int_equal(r.st.sat_calls, 0);
	lec_result_free(&r);
	/* no_windows (the mfs certificate's small miters): no window is
	 * tried, so the global solver decides, still EQUAL */
	lp.no_windows = 1;
	lec_aigs(&a, &b, &lp, &r);
	assert_int_equal(r.verdict, LEC_EQUAL);
	assert_int_equal(r.st.win_calls, 0);
	assert_true(r.st.sat_calls > 0);
	lec_result_free(&r);
	aig_free(&a);
	aig_free(&b);
}

/* Every input pattern decides a small miter: 18 inputs, a 9-bit a + b
 * as a ripple of full adders against a + b computed as (a ^ b) + 2 (a &
 * b) with the same ripple: EQUAL with exhaustive = 2^18 and no SAT call.
 * Then the second side's bit 8 is flipped when a = 0x1ff and b = 0x1ff
 * only, one pattern of 262,144 that random simulation does not hit:
 * DIFFERENT on output 8 alone, the counterexample exactly that pattern,
 * and no SAT call either. */
static Lit ripple(Aig *g, const Lit *x, const Lit *y, Lit *sum, int n)
{
	Lit c = LIT_FALSE;
	int i;
	for (i = 0; i < n; i++) {
		Lit t = aig_xor(g, x[i], y[i]);
		sum[i] = aig_xor(g, t, c);
		c = aig_or(g, aig_and(g, x[i], y[i]), aig_and(g, t, c));
	}
	return c;
}

static void add9(Aig *g, int form, int bug)
{
	Lit a[9], b[9], x[9], y[9], s[9], all = LIT_TRUE;
	int i;

	aig_init(g);
	for (i = 0; i < 9; i++)
		a[i] = aig_pi(g, NULL);
	for (i = 0; i < 9; i++)
		b[i] = aig_pi(g, NULL);
	for (i = 0; i < 9; i++) {
		x[i] = form ? aig_xor(g, a[i], b[i]) : a[i];
		y[i] = form ? (i ? aig_and(g, a[i - 1], b[i - 1]) : LIT_FALSE) :
			b[i];
		all = aig_and(g, all, aig_and(g, a[i], b[i]));
	}
	ripple(g, x, y, s, 9);
	if (bug)
		s[8] = aig_xor(g, s[8], all);
	for (i = 0; i < 9; i++)
		aig_po(g, s[i], NULL);
}

static void test_exhaustive(void **state)
{
	Aig a, b;
	LecParams lp;
	LecResult r;
	uint32_t i;
	(void)state;
	add9(&a, 0, 0);
	add9(&b, 1, 0);
	lec_params_default(&lp);
	lec_aigs(&a, &b, &lp, &r);
	assert_int_equal(r.verdict, LEC_EQUAL);
	assert_int_equal(r.st.exhaustive, 1u << 18);
	assert_int_equal(r.st.sat_calls, 0);
	lec_result_free(&r);
	aig_free(&b);
	add9(&b, 1, 1);
	lec_aigs(&a, &b, &lp, &r);
	assert_int_equal(r.verdict, LEC_DIFFERENT);
	assert_int_equal(r.st.sat_calls, 0);
	for (i = 0; i < 18; i++)
		assert_int_equal(r.cex[i], 1);
	for (i = 0; i < 9; i++)
		assert_int_equal(r.diff[i], i == 8);
	lec_result_free(&r);
	aig_free(&a);
	aig_free(&b);
}

/* aig_fraig's cap on undecided proofs (LecParams.max_unknowns): NPAIR
 * pairs of equal nodes that SAT cannot decide within 1 conflict, each
 * the parity of 24 inputs as a chain in one random order and as a
 * balanced tree in another (windows see 24 leaves, more than truth
 * tables take, and a parity miter of two orders needs many conflicts).
 * Without the cap every pair is tried: NPAIR or more undecided calls.
 * With max_unknowns = 3 the sweep stops at the third: exactly 3, fewer
 * SAT calls, and the graph it returns is still the same function (each
 * output checked by simulation on random patterns). */
#define NPAIR 12
#define PAR 24

static void parity_order(Aig *g, const Lit *pi, int tree, Lit *out)
{
	Lit v[PAR];
	uint32_t j, k, n, m;

	for (j = 0; j < PAR; j++)
		v[j] = pi[j];
	for (j = PAR - 1; j > 0; j--) {   /* Fisher-Yates */
		Lit t;
		k = (uint32_t)(rng_next(&rng_state) % (j + 1));
		t = v[j], v[j] = v[k], v[k] = t;
	}
	if (!tree) {
		for (j = 1; j < PAR; j++)
			v[0] = aig_xor(g, v[0], v[j]);
	} else {
		for (n = PAR; n > 1; n = m) {
			for (m = 0, j = 0; j + 1 < n; j += 2)
				v[m++] = aig_xor(g, v[j], v[j + 1]);
			if (n & 1)
				v[m++] = v[n - 1];
		}
	}
	*out = v[0];
}

static uint64_t fraig_unknowns(uint32_t cap, Aig *out, const Aig *g)
{
	LecParams lp;
	LecStats st;

	lec_params_default(&lp);
	lp.no_exhaustive = 1;
	lp.sweep_conflicts = 1;
	lp.max_unknowns = cap;
	aig_fraig(g, out, &lp, &st);
	return st.sat_unknown;
}

static void test_fraig_max_unknowns(void **state)
{
	Aig g, f0, f3;
	Lit pi[PAR], x;
	uint64_t *p, *v0, *v1;
	uint32_t i, o, round;
	(void)state;
	aig_init(&g);
	for (i = 0; i < PAR; i++)
		pi[i] = aig_pi(&g, NULL);
	for (i = 0; i < NPAIR; i++) {
		parity_order(&g, pi, 0, &x);
		aig_po(&g, x, NULL);
		parity_order(&g, pi, 1, &x);
		aig_po(&g, x, NULL);
	}
	assert_true(fraig_unknowns(0, &f0, &g) >= NPAIR);
	assert_int_equal(fraig_unknowns(3, &f3, &g), 3);
	p = calloc(PAR, sizeof *p);
	v0 = calloc(g.nnode, sizeof *v0);
	v1 = calloc(f3.nnode, sizeof *v1);
	for (round = 0; round < 16; round++) {
		for (i = 0; i < PAR; i++)
			p[i] = rng_next(&rng_state);
		aig_sim64(&g, p, v0);
		aig_sim64(&f3, p, v1);
		for (o = 0; o < g.npo; o++)
			assert_true(aig_litval(v0, g.pos[o]) ==
				aig_litval(v1, f3.pos[o]));
	}
	free(p);
	free(v0);
	free(v1);
	aig_free(&f0);
	aig_free(&f3);
	aig_free(&g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default),
		cmocka_unit_test(test_window_tables),
		cmocka_unit_test(test_exhaustive),
		cmocka_unit_test(test_recycled),
		cmocka_unit_test(test_fraig_max_unknowns),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
