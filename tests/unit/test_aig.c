/* test_aig.c: the AIG, its readers and writers, balancing, rewriting and
 * the LUT mapper.  Expectations:
 *   - aig_and hash-conses and folds constants, a & a, a & ~a;
 *   - AIGER (binary and ASCII) and BLIF round trips keep the function
 *     (64-bit parallel random simulation), latches are rejected;
 *   - every EPFL file reads with the PI/PO/AND counts of its README;
 *   - balance and rewrite keep the function and rewrite never grows;
 *   - the mutable AIG's replacement moves, merges, folds and deletes;
 *     the in-place passes (resubstitution, refactoring, cut rewriting,
 *     the synthesis scripts) keep the function, never grow the graph
 *     and, keeping levels, never deepen it;
 *   - LUT nets for K = 2..8 compute the AIG's function and respect K.
 * EPFL files are looked up in $EPFL_DIR, then relative to this source
 * file (../../../shared/benchmarks/epfl), then /work/shared/...; the EPFL
 * tests are skipped when the suite is not there. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "flow/flow.h"

static uint64_t rng_state = 12345;
static uint64_t rnd(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* Diagnostics of the readers, collected by a sink so that tests can check
 * their file:line:col. */
static Buf diag_text;
static void collect(void *user, const char *text, size_t len)
{
	(void)user;
	buf_putn(&diag_text, text, len);
}

/* Read text with aiger_read (aiger != 0) or blif_read into g; returns the
 * error count, diagnostics in diag_text. */
static int read_text(int aiger, Aig *g, const char *name, const char *text,
	size_t len)
{
	Ctx c = {0};
	int n;
	c.sink = collect;
	diag_text.len = 0;
	buf_putc(&diag_text, 0);
	diag_text.len = 0;
	n = aiger ? aiger_read(&c, g, name, text, len) :
		blif_read(&c, g, name, text, len);
	assert_int_equal(n, c.nerror);
	ctx_free(&c);
	return n;
}

/* A random AIG: npi inputs, nand attempts, npo outputs (some constant,
 * some inputs, some complemented). */
static void random_aig(Aig *g, uint32_t npi, uint32_t nand, uint32_t npo)
{
	Lit *lits = malloc((npi + nand + 2) * sizeof *lits);
	uint32_t n = 0, i;
	aig_init(g);
	for (i = 0; i < npi; i++)
		lits[n++] = aig_pi(g, NULL);
	for (i = 0; i < nand; i++) {
		Lit a = lits[rnd() % n] ^ (Lit)(rnd() & 1);
		Lit b = lits[n - 1 - rnd() % (n < 8 ? n : 8)] ^ (Lit)(rnd() & 1);
		Lit s = lits[rnd() % n], r;
		switch (rnd() % 4) {
		case 0: r = aig_xor(g, a, b); break;
		case 1: r = aig_mux(g, s, a, b); break;
		default: r = aig_and(g, a, b); break;
		}
		lits[n++] = r;
	}
	for (i = 0; i < npo; i++) {
		if (i == 0)
			aig_po(g, LIT_TRUE, "one");
		else if (i == 1)
			aig_po(g, lit_not(lits[0]), NULL);
		else
			aig_po(g, lits[n - 1 - rnd() % (n / 2)] ^ (Lit)(rnd() & 1),
				NULL);
	}
	free(lits);
}

static int lutnet_matches(const Aig *g, const LutNet *ln, unsigned rounds)
{
	uint64_t *pi = malloc((g->npi + 1) * sizeof *pi);
	uint64_t *val = malloc(g->nnode * sizeof *val);
	uint64_t *po = malloc((g->npo + 1) * sizeof *po);
	unsigned r;
	uint32_t i;
	int ok = ln->npi == g->npi && ln->npo == g->npo;
	for (r = 0; r < rounds && ok; r++) {
		for (i = 0; i < g->npi; i++)
			pi[i] = rnd();
		aig_sim64(g, pi, val);
		lutnet_sim64(ln, pi, po);
		for (i = 0; i < g->npo; i++)
			if (po[i] != aig_litval(val, g->pos[i]))
				ok = 0;
	}
	free(pi);
	free(val);
	free(po);
	return ok;
}

static void test_hash_consing(void **state)
{
	Aig g;
	Lit a, b, c, x, y;
	(void)state;
	aig_init(&g);
	a = aig_pi(&g, "a");
	b = aig_pi(&g, "b");
	c = aig_pi(&g, "c");
	assert_int_equal(aig_and(&g, a, LIT_FALSE), LIT_FALSE);
	assert_int_equal(aig_and(&g, LIT_TRUE, a), a);
	assert_int_equal(aig_and(&g, a, a), a);
	assert_int_equal(aig_and(&g, a, lit_not(a)), LIT_FALSE);
	assert_int_equal(g.nand, 0);
	x = aig_and(&g, a, b);
	y = aig_and(&g, b, a);
	assert_int_equal(x, y);
	assert_int_equal(g.nand, 1);
	assert_int_equal(aig_and_lookup(&g, a, b), x);
	assert_int_equal(aig_and_lookup(&g, a, c), NONE);
	assert_int_equal(aig_and_lookup(&g, c, LIT_TRUE), c);
	assert_int_not_equal(aig_and(&g, lit_not(a), b), x);
	assert_int_equal(g.nand, 2);
	/* fanins are ordered and precede the node */
	assert_true(g.fanin0[lit_node(x)] < g.fanin1[lit_node(x)]);
	assert_true(lit_node(g.fanin1[lit_node(x)]) < lit_node(x));
	/* many nodes: the table grows and still finds everything */
	{
		Lit l = a;
		uint32_t i, before;
		for (i = 0; i < 5000; i++)
			l = aig_and(&g, l, (i & 1) ? b : lit_not(c));
		before = g.nand;
		l = a;
		for (i = 0; i < 5000; i++)
			l = aig_and(&g, l, (i & 1) ? b : lit_not(c));
		assert_int_equal(g.nand, before);
	}
	aig_free(&g);
}

static void test_helpers(void **state)
{
	Aig g;
	Lit a, b, c;
	uint64_t pi[3], val[64];
	(void)state;
	aig_init(&g);
	a = aig_pi(&g, NULL);
	b = aig_pi(&g, NULL);
	c = aig_pi(&g, NULL);
	aig_po(&g, aig_or(&g, a, b), NULL);
	aig_po(&g, aig_xor(&g, a, b), NULL);
	aig_po(&g, aig_mux(&g, a, b, c), NULL);
	aig_po(&g, aig_maj(&g, a, b, c), NULL);
	pi[0] = 0xaa, pi[1] = 0xcc, pi[2] = 0xf0;
	assert_true(g.nnode <= 64);
	aig_sim64(&g, pi, val);
	assert_int_equal(aig_litval(val, g.pos[0]) & 0xff, 0xee);
	assert_int_equal(aig_litval(val, g.pos[1]) & 0xff, 0x66);
	assert_int_equal(aig_litval(val, g.pos[2]) & 0xff, 0xd8);
	assert_int_equal(aig_litval(val, g.pos[3]) & 0xff, 0xe8);
	aig_free(&g);
}

static void test_aiger_roundtrip(void **state)
{
	int binary, t;
	(void)state;
	for (t = 0; t < 4; t++)
		for (binary = 0; binary < 2; binary++) {
			Aig g, h;
			Buf b = {0};
			random_aig(&g, 5 + t * 7, 200 + t * 300, 9);
			g.pi_name[1] = "in_one";
			g.po_name[2] = "out[2]";
			aiger_write(&g, binary, &b);
			aig_init(&h);
			assert_int_equal(read_text(1, &h, "rt", b.s, b.len), 0);
			assert_int_equal(h.npi, g.npi);
			assert_int_equal(h.npo, g.npo);
			assert_true(check_aig_equal(&g, &h, 16, 7));
			assert_string_equal(h.pi_name[1], "in_one");
			assert_string_equal(h.po_name[2], "out[2]");
			assert_string_equal(h.po_name[0], "one");
			buf_free(&b);
			aig_free(&g);
			aig_free(&h);
		}
}

static void test_aiger_errors(void **state)
{
	static const char *bad[][2] = {
		{"aag 3 1 1 1 1\n2\n4 6\n6\n6 2 4\n", "bad:1:9: error: 1 latches"},
		{"aag 2 1 0 1 1\n2\n4\n4 6 2\n", "bad:4:3: error: malformed AND "
			"line 1"},
		{"aag 3 1 0 1 2\n2\n4\n4 6 2\n6 4 2\n", "bad:5:3: error: "
			"combinational cycle through literal 4"},
		{"aig 1 1 0\n", "bad:1:10: error: malformed header"},
		{"aag 3 1 0 1 1\n2\n4\n4 6 2\n", "bad:4:3: error: literal 6 is "
			"used but never defined"},
		{"hello", "bad:1:1: error: not an AIGER file"},
		{"aag 1 1 0 1 0\n2\n 3x\n", "bad:3:3: error: malformed output "
			"line 1"},
		{"aig 2 1 0 1 1\n4\n\x80", "bad:1:5: error: malformed AND gate 1 "
			"(binary, at byte offset 16)"},
		{"aag 1 1 0 1 0\n2\n2\ni1 a\n", "bad:4:1: error: symbol 'i1' out "
			"of range"},
	};
	size_t i;
	(void)state;
	for (i = 0; i < countof(bad); i++) {
		Aig g;
		aig_init(&g);
		assert_int_equal(read_text(1, &g, "bad", bad[i][0],
			strlen(bad[i][0])), 1);
		assert_non_null(strstr(diag_text.s, bad[i][1]));
		aig_free(&g);
	}
	/* ASCII ANDs in any order are fine */
	{
		const char *ok = "aag 4 2 0 1 2\n2\n4\n8\n8 6 2\n6 2 5\n";
		Aig g;
		aig_init(&g);
		assert_int_equal(read_text(1, &g, "ok", ok, strlen(ok)), 0);
		assert_int_equal(g.npo, 1);
		aig_free(&g);
	}
}

static void test_blif(void **state)
{
	const char *text =
		"# comment\n.model t\n.inputs a b \\\n c\n.outputs y z w\n"
		".names t1 c y\n11 1\n.names a b t1\n1- 1\n-1 1\n"
		".names a b z\n00 0\n.names w\n1\n.end\n";
	Aig g, h;
	Buf b = {0};
	uint64_t pi[3] = {0xaa, 0xcc, 0xf0}, val[32];
	(void)state;
	aig_init(&g);
	assert_int_equal(read_text(0, &g, "t.blif", text, strlen(text)), 0);
	assert_int_equal(g.npi, 3);
	assert_int_equal(g.npo, 3);
	aig_sim64(&g, pi, val);
	assert_int_equal(aig_litval(val, g.pos[0]) & 0xff, 0xe0);
	assert_int_equal(aig_litval(val, g.pos[1]) & 0xff, 0xee);
	assert_int_equal(aig_litval(val, g.pos[2]) & 0xff, 0xff);
	/* AIG -> BLIF -> AIG */
	blif_write_aig(&g, &b);
	aig_init(&h);
	assert_int_equal(read_text(0, &h, "rt.blif", b.s, b.len), 0);
	assert_true(check_aig_equal(&g, &h, 4, 1));
	buf_free(&b);
	aig_free(&h);
	aig_free(&g);
	/* rejected */
	{
		const char *latch = ".model l\n.inputs a\n.outputs q\n"
			".latch a q 0\n.end\n";
		const char *undriven = ".model u\n.inputs a\n.outputs q\n.end\n";
		const char *undriven_pin = ".model u\n.inputs a\n.outputs q\n"
			".names a \\\n  b q\n11 1\n.end\n";
		const char *cover = ".model u\n.inputs a\n.outputs q\n"
			".names a q\n2 1\n.end\n";
		aig_init(&g);
		assert_int_equal(read_text(0, &g, "l", latch, strlen(latch)), 1);
		assert_non_null(strstr(diag_text.s, "l:4:1: error: .latch"));
		aig_free(&g);
		aig_init(&g);
		assert_int_equal(read_text(0, &g, "u", undriven, strlen(undriven)),
			1);
		assert_non_null(strstr(diag_text.s, "u:3:10: error: net 'q' is "
			"used but never driven"));
		aig_free(&g);
		aig_init(&g);
		assert_int_equal(read_text(0, &g, "u", undriven_pin,
			strlen(undriven_pin)), 1);
		assert_non_null(strstr(diag_text.s, "u:5:3: error: net 'b' is "
			"used but never driven"));
		aig_free(&g);
		aig_init(&g);
		assert_int_equal(read_text(0, &g, "u", cover, strlen(cover)), 1);
		assert_non_null(strstr(diag_text.s, "u:5:1: error: bad cover "
			"character '2'"));
		aig_free(&g);
	}
}

/* g: an AND chain over 200,001 inputs (every third inverted), as deep
 * as it is long. */
static void long_chain(Aig *g)
{
	Lit l;
	uint32_t i;
	aig_init(g);
	l = aig_pi(g, NULL);
	for (i = 0; i < 200000; i++)
		l = aig_and(g, l, i % 3 ? aig_pi(g, NULL) :
			lit_not(aig_pi(g, NULL)));
	aig_po(g, l, NULL);
}

/* The long chain balanced (k = 0: aig_balance, else aig_balance_k): no
 * recursion on depth, the same function. */
static void balance_long_chain(uint32_t k)
{
	Aig g, b;
	long_chain(&g);
	if (k)
		aig_balance_k(&g, &b, k);
	else
		aig_balance(&g, &b);
	assert_true(check_aig_equal(&g, &b, 2, 5 + k));
	aig_free(&b);
	aig_free(&g);
}

static void test_balance_rewrite(void **state)
{
	int t;
	(void)state;
	for (t = 0; t < 6; t++) {
		Aig g, b;
		uint32_t before, *l1, *l2, d1, d2;
		random_aig(&g, 6 + t * 5, 300 + t * 400, 12);
		aig_cleanup(&g);
		aig_balance(&g, &b);
		assert_true(check_aig_equal(&g, &b, 32, 3));
		l1 = malloc(g.nnode * sizeof *l1);
		l2 = malloc(b.nnode * sizeof *l2);
		d1 = aig_levels(&g, l1);
		d2 = aig_levels(&b, l2);
		assert_true(d2 <= d1);
		free(l1);
		free(l2);
		before = b.nand;
		aig_rewrite(&b);
		assert_true(b.nand <= before);
		assert_true(check_aig_equal(&g, &b, 32, 4));
		aig_free(&g);
		aig_free(&b);
	}
	balance_long_chain(0);
}

/* K-aware balancing: the same function for every k, on random graphs
 * and a long chain (no recursion on depth); an AND of 12 XNORs of input
 * pairs maps to 5 LUT-6s (24 inputs: at least ceil(23 / 5)), and 24
 * XNORs to 10 (ceil(47 / 5)), where the plain balanced tree, pairing
 * the XNORs two by two (4 inputs a LUT), gives more (7 and 15). */
static void test_balance_k(void **state)
{
	static const uint32_t nx[2] = {12, 24}, want[2] = {5, 10};
	uint32_t t, k;
	(void)state;
	for (t = 0; t < 4; t++)
		for (k = 3; k <= LUT_KMAX; k++) {
			Aig g, b;
			random_aig(&g, 6 + t * 5, 300 + t * 400, 12);
			aig_cleanup(&g);
			aig_balance_k(&g, &b, k);
			assert_true(check_aig_equal(&g, &b, 32, 20 + t));
			aig_free(&g);
			aig_free(&b);
		}
	for (t = 0; t < 2; t++) {
		Aig g, b;
		Lit y = LIT_TRUE;
		uint32_t i, luts, depth, plain;
		aig_init(&g);
		for (i = 0; i < nx[t]; i++) {
			Lit a = aig_pi(&g, NULL), c = aig_pi(&g, NULL);
			y = aig_and(&g, y, lit_not(aig_xor(&g, a, c)));
		}
		aig_po(&g, y, NULL);
		aig_balance(&g, &b);
		lut_map_cost(&b, 6, 0, &plain, &depth);
		aig_free(&b);
		aig_balance_k(&g, &b, 6);
		assert_true(check_aig_equal(&g, &b, 32, 30 + t));
		lut_map_cost(&b, 6, 0, &luts, &depth);
		assert_int_equal(luts, want[t]);
		assert_true(plain > luts);
		aig_free(&b);
		aig_free(&g);
	}
	balance_long_chain(6);
}

/* PO i of src, copied into dst (same PIs, in order): its literal. */
static Lit copy_po(Aig *dst, const Aig *src, uint32_t i)
{
	Lit *map = malloc((src->nnode + 1) * sizeof *map), r;
	uint32_t n;
	map[0] = LIT_FALSE;
	for (n = 0; n < src->npi; n++)
		map[src->pis[n]] = lit_make(dst->pis[n], 0);
	aig_copy_ands(dst, src, map, NULL);
	r = lit_notif(map[lit_node(src->pos[i])], lit_compl(src->pos[i]));
	free(map);
	return r;
}

/* The classes of g and h hashed into one graph (same PIs) are the same
 * whether or not the proofs try a small window first (flow_classes
 * does, for speed): a window proof is a proof either way.  And they are
 * those of simulating every input pattern (these graphs have at most 21
 * PIs: no proof is left undecided), which the sweep uses up to 16 inputs
 * when it is cheap enough (lec.c, fraig_exhaustive); those classes make
 * no SAT call. */
static void same_classes(const Aig *g, const Aig *h)
{
	Aig u;
	LecParams lp;
	LecStats st;
	Lit *map = malloc((g->nnode + h->nnode + 2) * sizeof *map), *r1, *r2;
	uint32_t i, j;
	aig_start_like(&u, g, map);
	aig_copy_ands(&u, g, map, NULL);
	aig_finish_like(&u, g, map);
	for (j = 0; j < h->npi; j++)
		map[h->pis[j]] = lit_make(u.pis[j], 0);
	aig_copy_ands(&u, h, map, NULL);
	for (j = 0; j < h->npo; j++)
		aig_po(&u, lit_notif(map[lit_node(h->pos[j])],
			lit_compl(h->pos[j])), NULL);
	r1 = malloc((u.nnode + 1) * sizeof *r1);
	r2 = malloc((u.nnode + 1) * sizeof *r2);
	lec_params_default(&lp);
	lp.no_exhaustive = 1;
	aig_fraig_classes(&u, r1, &lp, &st);
	assert_int_equal(st.sat_unknown, 0);
	assert_true(st.sat_calls + st.win_calls > 0);
	lp.small_window = 32;
	aig_fraig_classes(&u, r2, &lp, &st);
	for (i = 0; i < u.nnode; i++)
		assert_int_equal(r1[i], r2[i]);
	lp.no_exhaustive = 0;
	aig_fraig_classes(&u, r2, &lp, &st);
	if (u.npi <= 16) {
		assert_int_equal(st.sat_calls, 0);
		assert_int_equal(st.win_calls, 0);
	}
	for (i = 0; i < u.nnode; i++)
		assert_int_equal(r1[i], r2[i]);
	free(r1);
	free(r2);
	free(map);
	aig_free(&u);
}

/* A graph with too many inputs to simulate every pattern, made of a
 * random graph over 10 or 12 inputs (deeper than the 500-node windows), its
 * synthesized copy, and wide logic over 40 more inputs that reads them.
 * Its fraig classes with the parts of few inputs simulated exhaustively
 * (lec.c fraig_groups) and SAT held to one conflict per call merge only
 * what SAT with no limit proves equal, and half again as much as one
 * conflict per call merges without them; every member computes its
 * representative. */
static void test_fraig_parts(void **state)
{
	uint32_t t, i, j, n, c2 = 0, c3 = 0;
	uint64_t saved = rng_state;   /* its own graphs, and the tests after
	                                 it get theirs as before */
	(void)state;
	rng_state = 1;
	for (t = 0; t < 2; t++) {
		Aig g, s, u;
		LecParams lp;
		LecStats st;
		Lit *gm, *sm, *r1, *r2, w = LIT_FALSE;
		uint64_t *pi, *val;
		uint32_t npi = 10 + 2 * t;
		random_aig(&g, npi, 2000 + 500 * t, 12);
		aig_cleanup(&g);
		aig_balance(&g, &s);
		aig_synth(&s, NULL, &(SynthStats){0});
		aig_init(&u);
		gm = malloc((g.nnode + 1) * sizeof *gm);
		sm = malloc((s.nnode + 1) * sizeof *sm);
		gm[0] = sm[0] = LIT_FALSE;
		for (i = 0; i < npi; i++)
			gm[g.pis[i]] = sm[s.pis[i]] = aig_pi(&u, NULL);
		aig_copy_ands(&u, &g, gm, NULL);
		aig_copy_ands(&u, &s, sm, NULL);
		for (j = 0; j < g.npo; j++) {
			Lit a = lit_notif(gm[lit_node(g.pos[j])],
				lit_compl(g.pos[j]));
			Lit b = lit_notif(sm[lit_node(s.pos[j])],
				lit_compl(s.pos[j]));
			aig_po(&u, a, NULL);
			aig_po(&u, b, NULL);
			w = aig_xor(&u, w, aig_and(&u, a, aig_pi(&u, NULL)));
			w = aig_mux(&u, aig_pi(&u, NULL), w, aig_pi(&u, NULL));
		}
		for (i = 0; i < 4; i++)
			w = aig_or(&u, w, aig_pi(&u, NULL));
		aig_po(&u, w, NULL);
		assert_true(u.npi == npi + 40);
		r1 = malloc((u.nnode + 1) * sizeof *r1);
		r2 = malloc((u.nnode + 1) * sizeof *r2);
		lec_params_default(&lp);
		lp.no_exhaustive = 1;
		lp.sweep_conflicts = 1000000;
		aig_fraig_classes(&u, r1, &lp, &st);
		assert_int_equal(st.sat_unknown, 0);
		lp.no_exhaustive = 0;
		lp.sweep_conflicts = 1;
		aig_fraig_classes(&u, r2, &lp, &st);
		assert_int_equal(st.exhaustive, 0);
		for (n = 0; n < u.nnode; n++) {
			Lit m = r2[n];
			c2 += lit_node(m) != n;
			assert_int_equal(r1[n], lit_notif(r1[lit_node(m)],
				lit_compl(m)));
		}
		lp.no_exhaustive = 1;
		aig_fraig_classes(&u, r1, &lp, &st);
		for (n = 0; n < u.nnode; n++)
			c3 += lit_node(r1[n]) != n;
		pi = malloc((u.npi + 1) * sizeof *pi);
		val = malloc(u.nnode * sizeof *val);
		for (i = 0; i < u.npi; i++)
			pi[i] = rnd();
		aig_sim64(&u, pi, val);
		for (n = 1; n < u.nnode; n++)
			assert_true(aig_litval(val, r2[n]) == val[n]);
		free(pi);
		free(val);
		free(r1);
		free(r2);
		free(gm);
		free(sm);
		aig_free(&g);
		aig_free(&s);
		aig_free(&u);
	}
	assert_true(2 * c2 > 3 * c3);
	rng_state = saved;
}

/* Choices (choice.c, lut_map_choice):
 *   - on random graphs, the union of the graph, its balanced, grouped and
 *     synthesized forms: every choice computes its representative (or
 *     its complement, as phase says) and comes before it, the choice
 *     graph computes the graph, and its LUT nets for K = 2..8 do too;
 *   - two 12-input XNOR-ANDs, where one candidate has the first grouped
 *     for LUT-6s (5 LUTs, 7 as a balanced tree) and the other the
 *     second: each maps to 12 LUTs alone, the choice graph to 5 + 5. */
static void test_choices(void **state)
{
	uint32_t t, k, i, n, c;
	(void)state;
	for (t = 0; t < 4; t++) {
		Aig g, b, q, s;
		const Aig *cand[4];
		AigChoice ch;
		uint64_t *pi, *val;
		uint8_t *is;
		random_aig(&g, 6 + t * 5, 300 + t * 400, 12);
		aig_cleanup(&g);
		aig_balance(&g, &b);
		aig_balance_k(&g, &q, 6);
		aig_balance(&g, &s);
		aig_synth(&s, NULL, &(SynthStats){0});
		cand[0] = &g, cand[1] = &b, cand[2] = &q, cand[3] = &s;
		aig_choice_build(cand, 4, flow_classes, NULL, &ch);
		assert_true(check_aig_equal(&g, &ch.g, 32, 40 + t));
		same_classes(&g, &s);
		pi = malloc((ch.g.npi + 1) * sizeof *pi);
		val = malloc(ch.g.nnode * sizeof *val);
		for (i = 0; i < ch.g.npi; i++)
			pi[i] = rnd();
		aig_sim64(&ch.g, pi, val);
		is = calloc(ch.g.nnode, 1);
		for (n = 1; n < ch.g.nnode; n++)
			if (ch.next[n])
				is[ch.next[n]] = 1;
		for (n = 1, c = 0; n < ch.g.nnode; n++)
			for (i = is[n] ? 0 : ch.next[n]; i; i = ch.next[i]) {
				assert_true(i < n);
				assert_true((val[i] ^ (0 - (uint64_t)ch.phase[i])) ==
					val[n]);
				c++;
			}
		assert_int_equal(c, ch.nchoice);
		assert_true(ch.nchoice > 0);
		free(is);
		for (k = 2; k <= LUT_KMAX; k++) {
			LutParams lp;
			LutNet ln;
			Aig back;
			lut_params_default(&lp);
			lp.k = (int)k;
			lut_map_choice(&ch, &lp, &ln, NULL);
			for (i = 0; i < ln.nlut; i++)
				assert_true(ln.lut_n[i] <= k);
			lutnet_to_aig(&ln, &back);
			assert_true(check_aig_equal(&g, &back, 32, 50 + k));
			aig_free(&back);
			lutnet_free(&ln);
		}
		free(pi);
		free(val);
		aig_choice_free(&ch);
		aig_free(&g);
		aig_free(&b);
		aig_free(&q);
		aig_free(&s);
	}
	{
		Aig g, pb, pk, a, b;
		const Aig *cand[2];
		AigChoice ch;
		LutParams lp;
		LutNet ln;
		uint32_t luts, depth, j;
		Lit y[2] = {LIT_TRUE, LIT_TRUE};
		aig_init(&g);
		for (j = 0; j < 2; j++)
			for (i = 0; i < 12; i++) {
				Lit x = aig_pi(&g, NULL), z = aig_pi(&g, NULL);
				y[j] = aig_and(&g, y[j], lit_not(aig_xor(&g, x, z)));
			}
		aig_po(&g, y[0], NULL);
		aig_po(&g, y[1], NULL);
		aig_balance(&g, &pb);
		aig_balance_k(&g, &pk, 6);
		/* a: the first grouped; b: the second */
		for (j = 0; j < 2; j++) {
			Aig *h = j ? &b : &a;
			aig_init(h);
			for (i = 0; i < g.npi; i++)
				aig_pi(h, NULL);
			aig_po(h, copy_po(h, j ? &pb : &pk, 0), NULL);
			aig_po(h, copy_po(h, j ? &pk : &pb, 1), NULL);
			aig_cleanup(h);
			assert_true(check_aig_equal(&g, h, 32, 60 + j));
			lut_map_cost(h, 6, 0, &luts, &depth);
			assert_int_equal(luts, 12);
		}
		cand[0] = &a, cand[1] = &b;
		aig_choice_build(cand, 2, flow_classes, NULL, &ch);
		lut_params_default(&lp);
		lut_map_choice(&ch, &lp, &ln, NULL);
		assert_int_equal(ln.nlut, 10);
		lutnet_free(&ln);
		aig_choice_free(&ch);
		aig_free(&a);
		aig_free(&b);
		aig_free(&pb);
		aig_free(&pk);
		aig_free(&g);
	}
}

/* A w-bit adder a + b into g (PIs a then b, POs the sum, then the carry
 * out when cout): ripple
 * (majority carries), or with jumps: the carry into bit i + 6 for i = 3
 * mod 6 from the carry into bit i through the (generate, propagate) of
 * bits i..i+2 and i+3..i+5, as bitblast.c's carry_jumps. */
static void adder(Aig *g, uint32_t w, int jumps, int cout)
{
	Lit a[64], b[64], c = LIT_FALSE, jump = LIT_FALSE, G[2], P[2];
	uint32_t i, at = 0, h, j;
	aig_init(g);
	for (i = 0; i < w; i++)
		a[i] = aig_pi(g, NULL);
	for (i = 0; i < w; i++)
		b[i] = aig_pi(g, NULL);
	for (i = 0; i < w; i++) {
		if (jumps && i % 6 == 3 && i + 6 <= w) {
			for (h = 0; h < 2; h++) {
				uint32_t lo = i + 3 * h;
				G[h] = aig_and(g, a[lo], b[lo]);
				P[h] = aig_or(g, a[lo], b[lo]);
				for (j = lo + 1; j < lo + 3; j++) {
					G[h] = aig_or(g, aig_and(g, a[j], b[j]),
						aig_and(g, aig_or(g, a[j], b[j]),
						G[h]));
					P[h] = aig_and(g, aig_or(g, a[j], b[j]),
						P[h]);
				}
			}
			jump = aig_or(g, G[1], aig_and(g, P[1], aig_or(g, G[0],
				aig_and(g, P[0], c))));
			at = i + 6;
		}
		aig_po(g, aig_xor(g, aig_xor(g, a[i], b[i]), c), NULL);
		c = aig_maj(g, a[i], b[i], c);
		if (at && i + 1 == at) {
			c = jump;
			at = 0;
		}
	}
	if (cout)
		aig_po(g, c, NULL);
}

/* Exact mapping (check/exactmap.c), expected values derived by hand:
 *   - a 4-bit ripple adder with its carry out (examples/two_level.mlir):
 *     6 LUT-6s at depth 2 (sum0, sum1, sum2, the carry into bit 3 from
 *     the six bits below, sum3 and the carry out from it), proven the
 *     fewest (README: at depth 2, sum3 cannot get its carry from two
 *     signals); at any depth 5 or 6, never below 5 (5 distinct outputs);
 *   - a 32-bit add, the choice graph of ripple and jump carries, at the
 *     13 levels of the ripple mapping: at most 51 LUT-6s, where 51 is
 *     32 sums, the carries into bits 3, 5, ..., 29 (14; the one into
 *     bit 3 from the six bits below, the one into 9 by the jump from 3),
 *     the jump's four block LUTs and a31 ^ b31 (so that sum 31 reads the
 *     carry into bit 29 at level 12); the mapper's greedy passes keep
 *     more;
 *   - random graphs, K = 3..6, at the mapper's depth, every cut kept (so
 *     the mapper's cover is among the models): a cover with no more
 *     LUTs than the mapper's is found, within the depth, computing the
 *     graph, and every LUT reads at most K inputs.
 * Every result is simulated against its graph. */
static void test_exact(void **state)
{
	ExactParams xp;
	ExactStats st;
	LutNet ln;
	LutParams lp;
	uint32_t t, k, i;
	(void)state;
	exact_params_default(&xp);
	xp.conflicts = 1000000;
	{
		Aig g;
		adder(&g, 4, 0, 1);
		assert_int_equal(lut_map_exact(&g, NULL, NULL, 6, 2, 9, &xp,
			&ln, &st), 1);
		assert_int_equal(ln.nlut, 6);
		assert_true(ln.depth <= 2);
		assert_true(st.optimal);
		assert_true(lutnet_matches(&g, &ln, 8));
		lutnet_free(&ln);
		assert_int_equal(lut_map_exact(&g, NULL, NULL, 6, 0, 9, &xp,
			&ln, &st), 1);
		assert_true(ln.nlut >= 5 && ln.nlut <= 6);
		assert_true(lutnet_matches(&g, &ln, 8));
		lutnet_free(&ln);
		/* nothing below 5 to find */
		assert_int_equal(lut_map_exact(&g, NULL, NULL, 6, 0, 5, &xp,
			&ln, &st), 0);
		aig_free(&g);
	}
	{
		Aig g, h;
		const Aig *cand[2];
		AigChoice ch;
		adder(&g, 32, 0, 0);
		adder(&h, 32, 1, 0);
		assert_true(check_aig_equal(&g, &h, 32, 70));
		cand[0] = &g, cand[1] = &h;
		aig_choice_build(cand, 2, flow_classes, NULL, &ch);
		assert_true(ch.nchoice > 0);
		exact_params_default(&xp);   /* as the flow runs it */
		assert_int_equal(lut_map_exact(&ch.g, ch.next, ch.phase, 6, 13,
			60, &xp, &ln, &st), 1);
		assert_true(ln.nlut <= 51);
		assert_true(ln.depth <= 13);
		assert_true(lutnet_matches(&g, &ln, 16));
		lutnet_free(&ln);
		aig_choice_free(&ch);
		aig_free(&g);
		aig_free(&h);
	}
	xp.cuts = 100000;
	for (t = 0; t < 8; t++)
		for (k = 3; k <= 6; k++) {
			Aig g;
			LutNet hl;
			random_aig(&g, 5 + t, 30 + 10 * t, 6);
			aig_cleanup(&g);
			lut_params_default(&lp);
			lp.k = (int)k;
			lut_map(&g, &lp, &hl, NULL);
			assert_int_equal(lut_map_exact(&g, NULL, NULL, k, hl.depth,
				hl.nlut + 1, &xp, &ln, &st), hl.nlut > 0);
			if (hl.nlut) {
				assert_true(ln.nlut <= hl.nlut);
				assert_true(ln.depth <= hl.depth);
				for (i = 0; i < ln.nlut; i++)
					assert_true(ln.lut_n[i] <= k);
				assert_true(lutnet_matches(&g, &ln, 8));
				lutnet_free(&ln);
			}
			lutnet_free(&hl);
			aig_free(&g);
		}
}

/* aig_linear on XOR outputs whose cone reads a PI their affine form
 * drops (w = a ^ b ^ c ^ a ^ d is b ^ c ^ d): the copy of the old cone
 * it maps for comparison must have that PI too (difftest seed 2511961
 * crashed with "aig_and: literal out of range" there).  The result is
 * the same function. */
static void test_linear_cancelled_pi(void **state)
{
	Aig g, h;
	Lit a, b, c, d, e, w, y;
	uint32_t i;
	(void)state;
	aig_init(&g);
	a = aig_pi(&g, "a");
	b = aig_pi(&g, "b");
	c = aig_pi(&g, "c");
	d = aig_pi(&g, "d");
	e = aig_pi(&g, "e");
	w = aig_xor(&g, aig_xor(&g, aig_xor(&g, aig_xor(&g, a, b), c), a), d);
	y = aig_xor(&g, aig_xor(&g, b, c), e);
	aig_po(&g, w, "w");
	aig_po(&g, y, "y");
	aig_po(&g, aig_xor(&g, w, y), "z");
	aig_init(&h);
	for (i = 0; i < g.npi; i++)
		aig_pi(&h, NULL);
	for (i = 1; i < g.nnode; i++)
		if (aig_is_and(&g, i))
			assert_int_equal(aig_and(&h, g.fanin0[i], g.fanin1[i]),
				lit_make(i, 0));
	for (i = 0; i < g.npo; i++)
		aig_po(&h, g.pos[i], NULL);
	aig_linear(&g, 6);
	assert_true(check_aig_equal(&g, &h, 8, 40));
	aig_free(&g);
	aig_free(&h);
}

/* The mutable AIG: replacing a node moves its fanouts; fanouts that
 * become equal to another node merge, trivial ones fold, and what is
 * left without fanouts is deleted. */
static void test_maig_replace(void **state)
{
	Aig g, h;
	MAig m;
	Lit a, b, c, x, y, p, q, r;
	(void)state;
	aig_init(&g);
	a = aig_pi(&g, "a");
	b = aig_pi(&g, "b");
	c = aig_pi(&g, "c");
	x = aig_and(&g, a, b);          /* to be replaced by y */
	y = aig_and(&g, b, lit_not(c)); /* an unrelated node */
	p = aig_and(&g, x, c);          /* becomes y & c (still an AND) */
	q = aig_and(&g, x, a);          /* becomes y & a */
	r = aig_and(&g, y, a);          /* ... which exists: q merges into r */
	aig_po(&g, p, "p");
	aig_po(&g, q, "q");
	aig_po(&g, r, "r");
	aig_po(&g, lit_not(x), "nx");
	maig_from_aig(&m, &g);
	assert_int_equal(m.nand, 5);
	assert_int_equal(m.ref[lit_node(x)], 3);
	maig_replace(&m, lit_node(x), y);
	/* x and q (merged into r) are gone; y, r and p (now y & c) remain */
	assert_false(maig_is_and(&m, lit_node(x)));
	assert_false(maig_is_and(&m, lit_node(q)));
	assert_true(maig_is_and(&m, lit_node(r)));
	assert_int_equal(m.pos[1], r);
	assert_int_equal(m.pos[3], lit_not(y));
	assert_int_equal(m.nand, 3);
	maig_to_aig(&m, &g, &h);
	assert_int_equal(h.nand, 3);
	assert_string_equal(h.po_name[3], "nx");
	maig_free(&m);
	aig_free(&h);
	/* a replacement that folds: x -> a makes q = a & a = a */
	maig_from_aig(&m, &g);
	maig_replace(&m, lit_node(x), a);
	assert_int_equal(m.pos[1], a);
	assert_false(maig_is_and(&m, lit_node(q)));
	maig_free(&m);
	aig_free(&g);
}

/* The in-place passes keep the function, never add nodes, and with
 * keep_levels never deepen the graph; a 200000-deep chain goes through
 * without recursion. */
static void check_inplace(Aig *g, int pass, int variant)
{
	Aig ref;
	uint32_t before = g->nand, d0, d1, *lev;
	int keep = variant != 3;
	{
		Lit *map = malloc(g->nnode * sizeof *map);
		uint32_t i;
		aig_start_like(&ref, g, map);
		for (i = 1; i < g->nnode; i++)
			if (aig_is_and(g, i))
				map[i] = aig_and(&ref,
					lit_notif(map[lit_node(g->fanin0[i])],
						lit_compl(g->fanin0[i])),
					lit_notif(map[lit_node(g->fanin1[i])],
						lit_compl(g->fanin1[i])));
		aig_finish_like(&ref, g, map);
		free(map);
	}
	lev = malloc((g->nnode + 1) * sizeof *lev);
	d0 = aig_levels(g, lev);
	free(lev);
	if (pass == 2) {
		CutRwParams p;
		CutRwStats st;
		cutrw_params_default(&p);
		p.cuts = variant == 1 ? 3 : 8;
		p.zero = variant == 2;
		p.keep_levels = keep;
		aig_cut_rewrite(g, &p, &st);
		assert_int_equal(st.and_out, g->nand);
	} else if (pass == 3) {
		SynthStats st;
		aig_synth(g, variant == 1 ? "rs4:0; rsz12:2; rfz" : NULL, &st);
		assert_int_equal(st.and_out, g->nand);
	} else if (pass == 0) {
		ResubParams p;
		ResubStats st;
		resub_params_default(&p);
		p.nodes = variant == 1 ? 2 : 1;
		p.zero = variant == 2;
		p.keep_levels = keep;
		aig_resub(g, &p, &st);
		assert_int_equal(st.and_out, g->nand);
	} else {
		RefactorParams p;
		RefactorStats st;
		refactor_params_default(&p);
		p.leaves = variant == 1 ? 4 : 10;
		p.zero = variant == 2;
		p.keep_levels = keep;
		aig_refactor(g, &p, &st);
	}
	assert_true(check_aig_equal(&ref, g, 16, 11));
	assert_true(g->nand <= before);
	lev = malloc((g->nnode + 1) * sizeof *lev);
	d1 = aig_levels(g, lev);
	free(lev);
	if (keep)
		assert_true(d1 <= d0);
	aig_free(&ref);
}

static void test_inplace_passes(void **state)
{
	int t, pass, v;
	(void)state;
	for (t = 0; t < 5; t++)
		for (pass = 0; pass < 4; pass++)
			for (v = 0; v < (pass == 3 ? 2 : 4); v++) {
				Aig g;
				random_aig(&g, 6 + t * 4, 300 + t * 300, 12);
				aig_cleanup(&g);
				check_inplace(&g, pass, v);
				aig_free(&g);
			}
	for (pass = 0; pass < 4; pass++) {
		Aig g;
		long_chain(&g);
		check_inplace(&g, pass, 0);
		aig_free(&g);
	}
}

/* Cut rewriting keeps each node's cuts from when it was visited; a later
 * replacement can fold a fanout away and delete a node that is a leaf of
 * such a cut.  A structure built on that cut would read the deleted node
 * (a crash in maig_to_aig, found on alu32 at K = 3).  Random graphs whose
 * operands are among the last few nodes (deep, reconvergent: fanouts
 * fold often), one to eight cuts a node: the function is kept (this
 * crashed before the fix). */
static void test_cutrw_stale_cuts(void **state)
{
	uint32_t t;
	(void)state;
	for (t = 0; t < 48; t++) {
		uint32_t npi = 4 + t % 13, win = 4 + t % 20, i, n = 0;
		Lit *lits = malloc((npi + 400 + 2) * sizeof *lits);
		Aig g, ref;
		CutRwParams p;
		CutRwStats st;
		aig_init(&g);
		for (i = 0; i < npi; i++)
			lits[n++] = aig_pi(&g, NULL);
		for (i = 0; i < 400; i++) {
			Lit a = lits[n - 1 - rnd() % (n < win ? n : win)] ^
				(Lit)(rnd() & 1);
			Lit b = lits[n - 1 - rnd() % (n < win ? n : win)] ^
				(Lit)(rnd() & 1);
			Lit c = lits[n - 1 - rnd() % (n < win ? n : win)];
			switch (rnd() % 4) {
			case 0: lits[n++] = aig_xor(&g, a, b); break;
			case 1: lits[n++] = aig_mux(&g, c, a, b); break;
			default: lits[n++] = aig_and(&g, a, b); break;
			}
		}
		for (i = 0; i < 8; i++)
			aig_po(&g, lits[n - 1 - rnd() % (n / 2)] ^
				(Lit)(rnd() & 1), NULL);
		free(lits);
		aig_cleanup(&g);
		aig_copy(&g, &ref);
		cutrw_params_default(&p);
		p.cuts = 1 + (int)(t % 8);
		p.zero = t % 3 == 0;
		p.keep_levels = t % 2;
		aig_cut_rewrite(&g, &p, &st);
		assert_int_equal(st.and_out, g.nand);
		assert_true(check_aig_equal(&ref, &g, 16, 11));
		aig_free(&g);
		aig_free(&ref);
	}
}

/* The structure library: every structure computes its function, and
 * the smallest ones meet known minimum AIG sizes (AND 1, XOR 3, MUX 3,
 * 4-input parity 9).  Majority takes 5, one over its minimum of 4:
 * ab | c(a | b) splits into parts that are not both on smaller
 * supports, which the library's decompositions do not try. */
static uint16_t lib4_eval(const Lib4Struct *s)
{
	static const uint16_t in[5] = {0, 0xAAAA, 0xCCCC, 0xF0F0, 0xFF00};
	uint16_t v[5 + LIB4_MAXAND];
	unsigned j;
	memcpy(v, in, sizeof in);
	for (j = 0; j < s->nand; j++) {
		uint8_t a = s->fanin[j][0], b = s->fanin[j][1];
		uint16_t x = a & 1 ? (uint16_t)~v[a >> 1] : v[a >> 1];
		uint16_t y = b & 1 ? (uint16_t)~v[b >> 1] : v[b >> 1];
		v[5 + j] = x & y;
	}
	return s->out & 1 ? (uint16_t)~v[s->out >> 1] : v[s->out >> 1];
}

static unsigned lib4_min(const Lib4 *t, uint16_t f)
{
	Lib4Struct s[LIB4_MAXS];
	uint32_t n = lib4_structs(t, f, s), i, best = 99;
	for (i = 0; i < n; i++)
		if (s[i].nand < best)
			best = s[i].nand;
	return best;
}

static void test_lib4(void **state)
{
	Lib4 t;
	uint32_t f, covered = 0;
	(void)state;
	lib4_init(&t);
	for (f = 0; f < 65536; f++) {
		Lib4Struct s[LIB4_MAXS];
		uint32_t n = lib4_structs(&t, (uint16_t)f, s), i;
		assert_true(n <= LIB4_MAXS);
		for (i = 0; i < n; i++)
			assert_int_equal(lib4_eval(&s[i]), f);
		covered += n > 0;
	}
	assert_int_equal(covered, 65536);
	assert_int_equal(lib4_min(&t, 0xAAAA & 0xCCCC), 1);
	assert_int_equal(lib4_min(&t, 0xAAAA ^ 0xCCCC), 3);
	assert_int_equal(lib4_min(&t, (0xF0F0 & 0xAAAA) | (0x0F0F & 0xCCCC)), 3);
	assert_int_equal(lib4_min(&t, (0xAAAA & 0xCCCC) | (0xAAAA & 0xF0F0) |
		(0xCCCC & 0xF0F0)), 5);
	assert_int_equal(lib4_min(&t, 0xAAAA ^ 0xCCCC ^ 0xF0F0 ^ 0xFF00), 9);
	assert_int_equal(lib4_min(&t, 0), 0);
	assert_int_equal(lib4_min(&t, 0x5555), 0);
	lib4_free(&t);
}

/* The tables fill on demand: asked in the opposite order (so parts are
 * made by the functions that need them, not ahead of them), and asked
 * twice (the second answer kept from the first), every function gets
 * the same structures as in increasing order. */
static void test_lib4_order(void **state)
{
	Lib4 up, down;
	uint32_t f;
	(void)state;
	lib4_init(&up);
	lib4_init(&down);
	for (f = 0; f < 65536; f++) {
		Lib4Struct s[LIB4_MAXS];
		lib4_structs(&up, (uint16_t)f, s);
	}
	for (f = 65536; f-- > 0;) {
		Lib4Struct a[LIB4_MAXS], b[LIB4_MAXS], c[LIB4_MAXS];
		uint32_t na, nb, nc;
		memset(a, 0, sizeof a);
		memset(b, 0, sizeof b);
		memset(c, 0, sizeof c);
		nb = lib4_structs(&down, (uint16_t)f, b);
		nc = lib4_structs(&down, (uint16_t)f, c);
		na = lib4_structs(&up, (uint16_t)f, a);
		assert_int_equal(na, nb);
		assert_int_equal(nb, nc);
		assert_memory_equal(a, b, na * sizeof *a);
		assert_memory_equal(b, c, nb * sizeof *b);
	}
	lib4_free(&up);
	lib4_free(&down);
}

/* a: a net of two 2-input LUTs over npi PIs (n, in, tt) with npo POs
 * (po, cpl), every name NULL. */
static void two_lut_net(LutNet *a, uint32_t npi, uint32_t npo, uint8_t *n,
	uint32_t *in, uint64_t *tt, uint32_t *po, uint8_t *cpl)
{
	static const char *names[4];

	memset(a, 0, sizeof *a);
	a->k = 2, a->npi = npi, a->nlut = 2, a->npo = npo;
	a->lut_n = n, a->lut_in = in, a->lut_tt = tt;
	a->po_sig = po, a->po_compl = cpl;
	a->pi_name = names, a->po_name = names;
}

/* lutnet_po_phase: an AND that one output reads inverted and an XOR
 * reads too becomes a NAND (no inverter at the output), the XOR's table
 * swapped on that input; the net computes what it did.  A LUT that
 * outputs read both ways keeps its phase. */
static void test_lutnet_po_phase(void **state)
{
	/* PIs a, b, c; LUT 3 = a & b, LUT 4 = LUT3 ^ c; POs ~LUT3, LUT4 */
	uint8_t n[2] = {2, 2};
	uint32_t in[2 * LUT_KMAX] = {0};
	uint64_t tt[8] = {0x8, 0, 0, 0, 0x6, 0, 0, 0};
	uint32_t po[3] = {3, 4, 3};
	uint8_t cpl[3] = {1, 0, 0};
	uint64_t pi[3], want[3], got[3];
	uint32_t r, i;
	LutNet a;
	(void)state;
	in[0] = 0, in[1] = 1, in[LUT_KMAX] = 3, in[LUT_KMAX + 1] = 2;
	two_lut_net(&a, 3, 2, n, in, tt, po, cpl);
	for (i = 0; i < 3; i++)
		pi[i] = rnd();
	lutnet_sim64(&a, pi, want);
	assert_int_equal(lutnet_po_phase(&a), 1);
	assert_int_equal(cpl[0], 0);
	assert_true(tt[0] == 0x7);   /* NAND */
	assert_true(tt[4] == 0x9);   /* XNOR of the NAND and c */
	for (r = 0; r < 8; r++) {
		lutnet_sim64(&a, pi, got);
		assert_true(got[0] == want[0] && got[1] == want[1]);
		for (i = 0; i < 3; i++)
			pi[i] = rnd();
		lutnet_sim64(&a, pi, want);
	}
	/* a third output reads the NAND uninverted: nothing to do */
	a.npo = 3;
	cpl[0] = 1;
	assert_int_equal(lutnet_po_phase(&a), 0);
	assert_true(tt[0] == 0x7 && cpl[0] == 1);
}

/* lutnet_to_aig: a chain of 6-input LUTs, each reading the one before
 * as its last input, becomes a graph that computes the same function
 * and puts that late input at each multiplexer tree's root (one mux: 2
 * AND levels per LUT, plus 10 for the PIs' tree at the start), where
 * the inputs' own order would put it at the leaves (12 levels each). */
static void test_lutnet_to_aig_order(void **state)
{
	enum { N = 20, NPI = 5 * N + 1 };
	static uint8_t n[N];
	static uint32_t in[N * LUT_KMAX];
	static uint64_t tt[N * 4];
	uint32_t po = NPI + N - 1, i, j, r;
	uint8_t cpl = 0;
	uint64_t pi[NPI], want, *val;
	static const char *names[NPI];
	LutNet a;
	Aig g;
	(void)state;
	memset(&a, 0, sizeof a);
	for (i = 0; i < N; i++) {
		n[i] = 6;
		in[i * LUT_KMAX + 5] = i ? NPI + i - 1 : NPI - 1;
		for (j = 0; j < 5; j++)
			in[i * LUT_KMAX + j] = 5 * i + j;
		/* the last input matters: x5 ^ f(others) */
		tt[i * 4] = rnd() & 0xffffffffull;
		tt[i * 4] |= ~tt[i * 4] << 32;
	}
	a.k = 6, a.npi = NPI, a.nlut = N, a.npo = 1;
	a.lut_n = n, a.lut_in = in, a.lut_tt = tt;
	a.po_sig = &po, a.po_compl = &cpl;
	a.pi_name = names, a.po_name = names;
	lutnet_to_aig(&a, &g);
	assert_true(aig_depth(&g) <= 2 * N + 10);
	val = malloc(g.nnode * sizeof *val);
	for (r = 0; r < 16; r++) {
		for (i = 0; i < NPI; i++)
			pi[i] = rnd();
		lutnet_sim64(&a, pi, &want);
		aig_sim64(&g, pi, val);
		assert_true(want == (val[lit_node(g.pos[0])] ^
			(0 - (uint64_t)lit_compl(g.pos[0]))));
	}
	free(val);
	aig_free(&g);
}

/* lutnet_shape: the same LUTs in another order hash alike; another
 * table bit or an inverted output does not. */
static void test_lutnet_shape(void **state)
{
	/* two PIs; LUTs AND(a, b) and XOR(a, b); POs: the XOR, the AND */
	uint8_t n[2] = {2, 2};
	uint32_t in[2 * LUT_KMAX] = {0}, in2[2 * LUT_KMAX] = {0};
	uint64_t tt[8] = {0x8, 0, 0, 0, 0x6, 0, 0, 0}, tt2[8];
	uint32_t po[2] = {3, 2}, po2[2] = {2, 3};
	uint8_t cpl[2] = {0, 0};
	LutNet a, b;
	uint64_t h;
	(void)state;
	in[0] = 0, in[1] = 1, in[LUT_KMAX] = 0, in[LUT_KMAX + 1] = 1;
	two_lut_net(&a, 2, 2, n, in, tt, po, cpl);
	h = lutnet_shape(&a);
	/* the LUTs swapped: XOR first */
	b = a;
	memcpy(in2, in, sizeof in2);
	tt2[0] = 0x6, tt2[1] = tt2[2] = tt2[3] = 0;
	tt2[4] = 0x8, tt2[5] = tt2[6] = tt2[7] = 0;
	b.lut_in = in2, b.lut_tt = tt2, b.po_sig = po2;
	assert_true(lutnet_shape(&b) == h);
	tt2[4] = 0x9;   /* XNOR where the AND was */
	assert_true(lutnet_shape(&b) != h);
	tt2[4] = 0x8;
	cpl[1] = 1;
	assert_true(lutnet_shape(&b) != h);
}

/* Script words: what aig_synth takes and what it does not. */
static void test_synth_words(void **state)
{
	(void)state;
	assert_true(synth_valid(SYNTH_DEFAULT));
	assert_true(synth_valid("b;rw, rwz rf rfz rs rsz rs6 rs12:2 rsz10:0"));
	assert_true(synth_valid(""));
	assert_false(synth_valid("rw;x"));
	assert_false(synth_valid("rs3"));
	assert_false(synth_valid("rs13"));
	assert_false(synth_valid("rs8:3"));
	assert_false(synth_valid("rsq"));
	assert_false(synth_valid("bb"));
}

static void map_check(const Aig *g, int k, int area_only)
{
	LutParams p;
	LutNet ln;
	LutStats st;
	uint32_t i;
	lut_params_default(&p);
	p.k = k;
	p.area_only = area_only;
	lut_map(g, &p, &ln, &st);
	assert_int_equal(st.nlut, ln.nlut);
	for (i = 0; i < ln.nlut; i++)
		assert_true(ln.lut_n[i] <= (uint32_t)k);
	assert_true(lutnet_matches(g, &ln, 16));
	/* BLIF of the LUT net reads back to the same function */
	{
		Buf b = {0};
		Aig h;
		blif_write_luts(&ln, &b);
		aig_init(&h);
		assert_int_equal(read_text(0, &h, "luts.blif", b.s, b.len), 0);
		assert_true(check_aig_equal(g, &h, 8, 9));
		aig_free(&h);
		buf_free(&b);
	}
	lutnet_free(&ln);
}

static void test_lutmap_random(void **state)
{
	int k, t;
	(void)state;
	for (t = 0; t < 3; t++) {
		Aig g;
		random_aig(&g, 8 + 6 * t, 400 + 500 * t, 10);
		aig_cleanup(&g);
		for (k = 2; k <= LUT_KMAX; k++)
			map_check(&g, k, k == 5);
		aig_free(&g);
	}
}

/* lut_script's large-graph schedule (LutScriptParams.large, forced here
 * on a small graph): one mapping, still the same function, its promise
 * (aig.h): LUTs within 10% of the full script's, depth within 2% (plus
 * one level) of mapping the graph as given. */
static void test_script_large(void **state)
{
	int t;
	(void)state;
	for (t = 0; t < 3; t++) {
		Aig g, o1, o2;
		LutScriptParams sp;
		LutScriptStats s1, s2;
		LutNet full, large, given;
		LutParams lp;
		LutStats gs;
		random_aig(&g, 12 + 4 * t, 2000 + 1000 * t, 10);
		aig_cleanup(&g);
		lut_script_params_default(&sp);
		sp.large = 0;
		lut_script(&g, &sp, &o1, &full, &s1);
		sp.large = 1;
		lut_script(&g, &sp, &o2, &large, &s2); /* g: cleaned already */
		assert_true(lutnet_matches(&g, &large, 16));
		assert_true(full.nlut <= large.nlut);
		lut_params_default(&lp);
		memset(&given, 0, sizeof given);
		lut_map(&g, &lp, &given, &gs);
		/* the promise: within 5% of the default mapping of the graph
		 * as given, and as deep within 2% plus a level */
		assert_true(large.nlut * 100 <= gs.nlut * 105);
		assert_true(s2.depth <= gs.depth + gs.depth / 50 + 1);
		lutnet_free(&given);
		lutnet_free(&full);
		lutnet_free(&large);
		aig_free(&o1);
		aig_free(&o2);
		aig_free(&g);
	}
}

static void test_lutmap_deterministic(void **state)
{
	Aig g;
	LutParams p;
	LutNet a, b;
	(void)state;
	random_aig(&g, 20, 3000, 10);
	aig_cleanup(&g);
	lut_params_default(&p);
	lut_map(&g, &p, &a, NULL);
	lut_map(&g, &p, &b, NULL);
	assert_int_equal(a.nlut, b.nlut);
	assert_memory_equal(a.lut_in, b.lut_in,
		(size_t)a.nlut * LUT_KMAX * sizeof(uint32_t));
	assert_memory_equal(a.lut_tt, b.lut_tt, (size_t)a.nlut * 32);
	lutnet_free(&a);
	lutnet_free(&b);
	aig_free(&g);
}

/* ---- EPFL */

static char epfl_dir[4096];

static int find_epfl(void)
{
	const char *env = getenv("EPFL_DIR");
	const char *cands[3];
	char fromsrc[4096];
	const char *slash = strrchr(__FILE__, '/');
	size_t i;
	FILE *f;
	snprintf(fromsrc, sizeof fromsrc, "%.*s/../../../shared/benchmarks/epfl",
		slash ? (int)(slash - __FILE__) : 1, slash ? __FILE__ : ".");
	cands[0] = env;
	cands[1] = fromsrc;
	cands[2] = "/work/shared/benchmarks/epfl";
	for (i = 0; i < 3; i++) {
		char p[4200];
		if (!cands[i])
			continue;
		snprintf(p, sizeof p, "%s/ctrl.aig", cands[i]);
		if ((f = fopen(p, "rb")) != NULL) {
			fclose(f);
			snprintf(epfl_dir, sizeof epfl_dir, "%s", cands[i]);
			return 1;
		}
	}
	return 0;
}

static int load_epfl(Aig *g, const char *name)
{
	char p[4200];
	size_t len;
	char *text;
	int rc;
	snprintf(p, sizeof p, "%s/%s.aig", epfl_dir, name);
	text = read_file(p, &len);
	if (!text)
		return -1;
	aig_init(g);
	rc = read_text(1, g, p, text, len);
	free(text);
	return rc;
}

static void test_epfl_headers(void **state)
{
	static const struct { const char *name; uint32_t pi, po, and; } t[] = {
		{"adder", 256, 129, 1020}, {"bar", 135, 128, 3336},
		{"div", 128, 128, 57247}, {"hyp", 256, 128, 214335},
		{"log2", 32, 32, 32060}, {"max", 512, 130, 2865},
		{"multiplier", 128, 128, 27062}, {"sin", 24, 25, 5416},
		{"sqrt", 128, 64, 24618}, {"square", 64, 128, 18484},
		{"arbiter", 256, 129, 11839}, {"cavlc", 10, 11, 693},
		{"ctrl", 7, 26, 174}, {"dec", 8, 256, 304},
		{"i2c", 147, 142, 1342}, {"int2float", 11, 7, 260},
		{"mem_ctrl", 1204, 1231, 46836}, {"priority", 128, 8, 978},
		{"router", 60, 30, 257}, {"voter", 1001, 1, 13758},
	};
	size_t i;
	(void)state;
	if (!find_epfl())
		skip();
	for (i = 0; i < countof(t); i++) {
		Aig g;
		assert_int_equal(load_epfl(&g, t[i].name), 0);
		assert_int_equal(g.npi, t[i].pi);
		assert_int_equal(g.npo, t[i].po);
		assert_int_equal(g.nand, t[i].and);
		aig_free(&g);
	}
}

static void test_epfl_map_small(void **state)
{
	static const char *names[] = {"ctrl", "int2float", "router", "cavlc",
		"dec", "priority"};
	size_t i;
	int k;
	(void)state;
	if (!find_epfl())
		skip();
	for (i = 0; i < countof(names); i++) {
		Aig g, b;
		assert_int_equal(load_epfl(&g, names[i]), 0);
		aig_balance(&g, &b);
		assert_true(check_aig_equal(&g, &b, 16, 11));
		aig_rewrite(&b);
		assert_true(check_aig_equal(&g, &b, 16, 12));
		for (k = 2; k <= LUT_KMAX; k++)
			map_check(&b, k, 0);
		aig_free(&b);
		aig_free(&g);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hash_consing),
		cmocka_unit_test(test_helpers),
		cmocka_unit_test(test_aiger_roundtrip),
		cmocka_unit_test(test_aiger_errors),
		cmocka_unit_test(test_blif),
		cmocka_unit_test(test_balance_rewrite),
		cmocka_unit_test(test_balance_k),
		cmocka_unit_test(test_fraig_parts),
		cmocka_unit_test(test_choices),
		cmocka_unit_test(test_exact),
		cmocka_unit_test(test_linear_cancelled_pi),
		cmocka_unit_test(test_maig_replace),
		cmocka_unit_test(test_inplace_passes),
		cmocka_unit_test(test_synth_words),
		cmocka_unit_test(test_cutrw_stale_cuts),
		cmocka_unit_test(test_lutmap_random),
		cmocka_unit_test(test_lutmap_deterministic),
		cmocka_unit_test(test_script_large),
		cmocka_unit_test(test_lib4),
		cmocka_unit_test(test_lib4_order),
		cmocka_unit_test(test_lutnet_shape),
		cmocka_unit_test(test_lutnet_to_aig_order),
		cmocka_unit_test(test_lutnet_po_phase),
		cmocka_unit_test(test_epfl_headers),
		cmocka_unit_test(test_epfl_map_small),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
