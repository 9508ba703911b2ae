/* test_mfs.c: lutnet_mfs (check/mfs.c).  Expectations:
 *   - hand-built nets whose redundancy is known from first principles end
 *     with the LUTs each test's comment derives;
 *   - random LUT nets (uniform, sparse and dense tables; k = 4, 6, 8) and
 *     random AIGs mapped by lut_map keep every PO's function: equal on
 *     64 rounds of 64 random patterns (lutnet_sim64) and proven equal by
 *     lec_aigs on AIGs read back from their BLIF; never more LUTs; every
 *     LUT has 2..k inputs it depends on, in topological order, and is
 *     read; depth <= max(depth_bound, input depth);
 *   - a conflict limit of 1, a time limit, no fanout window and no merges
 *     only lose optimization, never correctness;
 *   - small EPFL circuits (when the suite is there) mapped and optimized
 *     are proven equal to the original AIG;
 *   - the certificate (check/cert.c): a step that keeps the function is
 *     proven; a wrong one, a right one whose proof needs a reader the
 *     region lacks, a change nobody named and a right one past the time
 *     limit are not; mfs with certify gives the same net as without and
 *     proves it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "flow/flow.h"

/* Variable masks of 6-input tables. */
#define V0 0xaaaaaaaaaaaaaaaaull
#define V1 0xccccccccccccccccull
#define V2 0xf0f0f0f0f0f0f0f0ull
#define V3 0xff00ff00ff00ff00ull

/* ---- building nets */

/* An empty net of npi PIs, room for cap LUTs, npo POs (all constant 0
 * until set). */
static void net_init(LutNet *ln, uint32_t k, uint32_t npi, uint32_t cap,
	uint32_t npo)
{
	memset(ln, 0, sizeof *ln);
	ln->k = k;
	ln->npi = npi;
	ln->pi_name = arena_alloc(&ln->arena, (npi + 1) * sizeof(char *));
	ln->lut_n = xcalloc(cap + 1, 1);
	ln->lut_in = xcalloc((size_t)(cap + 1) * LUT_KMAX, sizeof(uint32_t));
	ln->lut_tt = xcalloc((size_t)(cap + 1) * 4, sizeof(uint64_t));
	ln->npo = npo;
	ln->po_name = arena_alloc(&ln->arena, (npo + 1) * sizeof(char *));
	ln->po_sig = xcalloc(npo + 1, sizeof(uint32_t));
	ln->po_compl = xcalloc(npo + 1, 1);
	for (uint32_t i = 0; i < npo; i++)
		ln->po_sig[i] = NONE;
}

/* Append a LUT over in[0..n-1] with table t (bits past 2^n cleared);
 * returns its signal. */
static uint32_t net_lut(LutNet *ln, const uint32_t *in, uint32_t n,
	const uint64_t *t)
{
	uint32_t j = ln->nlut++, w;

	ln->lut_n[j] = (uint8_t)n;
	memcpy(&ln->lut_in[(size_t)j * LUT_KMAX], in, n * sizeof *in);
	for (w = 0; w < 4; w++) {
		uint64_t x = t[n > 6 ? w : 0];
		if (n < 6)
			x &= (1ull << (1u << n)) - 1;
		ln->lut_tt[(size_t)j * 4 + w] = (n > 6 || w == 0) &&
			w * 64 < (1u << n) ? x : 0;
	}
	return ln->npi + j;
}

static uint32_t lut2(LutNet *ln, uint32_t a, uint32_t b, uint64_t t)
{
	uint32_t in[2] = {a, b};
	return net_lut(ln, in, 2, &t);
}

static uint32_t lut3(LutNet *ln, uint32_t a, uint32_t b, uint32_t c,
	uint64_t t)
{
	uint32_t in[3] = {a, b, c};
	return net_lut(ln, in, 3, &t);
}

/* Levels of every LUT; returns the depth over the POs. */
static uint32_t net_depth(const LutNet *ln)
{
	uint32_t *lev = xcalloc((size_t)ln->nlut + 1, sizeof *lev), d = 0, j, i;

	for (j = 0; j < ln->nlut; j++) {
		for (i = 0; i < ln->lut_n[j]; i++) {
			uint32_t s = ln->lut_in[(size_t)j * LUT_KMAX + i];
			if (s >= ln->npi && lev[s - ln->npi] > lev[j])
				lev[j] = lev[s - ln->npi];
		}
		lev[j]++;
	}
	for (i = 0; i < ln->npo; i++)
		if (ln->po_sig[i] != NONE && ln->po_sig[i] >= ln->npi &&
		    lev[ln->po_sig[i] - ln->npi] > d)
			d = lev[ln->po_sig[i] - ln->npi];
	free(lev);
	return d;
}

static void net_copy(LutNet *dst, const LutNet *src)
{
	net_init(dst, src->k, src->npi, src->nlut, src->npo);
	dst->nlut = src->nlut;
	memcpy(dst->lut_n, src->lut_n, src->nlut);
	memcpy(dst->lut_in, src->lut_in, (size_t)src->nlut * LUT_KMAX *
		sizeof(uint32_t));
	memcpy(dst->lut_tt, src->lut_tt, (size_t)src->nlut * 4 *
		sizeof(uint64_t));
	memcpy(dst->po_sig, src->po_sig, src->npo * sizeof(uint32_t));
	memcpy(dst->po_compl, src->po_compl, src->npo);
	dst->depth = src->depth;
}

/* ---- checks */

/* a and b agree on every PO for 64 rounds of 64 patterns (uniform,
 * sparse and dense words). */
static void sim_equal(const LutNet *a, const LutNet *b, uint64_t seed)
{
	uint64_t *pi = xcalloc((size_t)a->npi + 1, sizeof *pi);
	uint64_t *pa = xcalloc((size_t)a->npo + 1, sizeof *pa);
	uint64_t *pb = xcalloc((size_t)a->npo + 1, sizeof *pb);
	uint32_t r, i;

	assert_int_equal(a->npi, b->npi);
	assert_int_equal(a->npo, b->npo);
	for (r = 0; r < 64; r++) {
		for (i = 0; i < a->npi; i++) {
			uint64_t x = rng_next(&seed);
			pi[i] = r % 3 == 0 ? x : r % 3 == 1 ?
				x & rng_next(&seed) : x | rng_next(&seed);
		}
		lutnet_sim64(a, pi, pa);
		lutnet_sim64(b, pi, pb);
		for (i = 0; i < a->npo; i++)
			assert_true(pa[i] == pb[i]);
	}
	free(pi);
	free(pa);
	free(pb);
}

/* ln as an AIG: written as BLIF and read back. */
static void to_aig(const LutNet *ln, Aig *g)
{
	Buf b = {0};
	Ctx c = {0};

	blif_write_luts(ln, &b);
	aig_init(g);
	assert_int_equal(blif_read(&c, g, "mfs.blif", b.s, b.len), 0);
	ctx_free(&c);
	buf_free(&b);
}

static void lec_equal_aig(const Aig *ga, const LutNet *b)
{
	Aig gb;
	LecParams lp;
	LecResult r;

	to_aig(b, &gb);
	lec_params_default(&lp);
	lec_aigs(ga, &gb, &lp, &r);
	assert_int_equal(r.verdict, LEC_EQUAL);
	lec_result_free(&r);
	aig_free(&gb);
}

static void lec_equal(const LutNet *a, const LutNet *b)
{
	Aig ga;

	to_aig(a, &ga);
	lec_equal_aig(&ga, b);
	aig_free(&ga);
}

/* The shape lutnet_mfs promises: LUTs of 2..k inputs, each depended on,
 * distinct, earlier signals; every LUT read; the depth field right and
 * within bound. */
static void check_shape(const LutNet *ln, uint32_t k, uint32_t bound)
{
	uint8_t *read = xcalloc((size_t)ln->nlut + 1, 1);
	uint32_t j, i, m;

	for (j = 0; j < ln->nlut; j++) {
		const uint32_t *in = &ln->lut_in[(size_t)j * LUT_KMAX];
		const uint64_t *t = &ln->lut_tt[(size_t)j * 4];
		uint32_t n = ln->lut_n[j];
		assert_true(n >= 2 && n <= k);
		for (i = 0; i < n; i++) {
			int dep = 0;
			assert_true(in[i] < ln->npi + j);
			for (m = 0; m < i; m++)
				assert_true(in[m] != in[i]);
			if (in[i] >= ln->npi)
				read[in[i] - ln->npi] = 1;
			for (m = 0; m < 1u << n && !dep; m++)
				dep = (t[m >> 6] >> (m & 63) & 1) !=
					(t[(m ^ 1u << i) >> 6] >> ((m ^ 1u << i) & 63) & 1);
			assert_true(dep);
		}
	}
	for (i = 0; i < ln->npo; i++)
		if (ln->po_sig[i] != NONE && ln->po_sig[i] >= ln->npi)
			read[ln->po_sig[i] - ln->npi] = 1;
	for (j = 0; j < ln->nlut; j++)
		assert_true(read[j]);
	assert_int_equal(ln->depth, net_depth(ln));
	assert_true(ln->depth <= bound);
	free(read);
}

/* Run lutnet_mfs on a copy of ln and check the result against ln. */
static void mfs_check(const LutNet *ln, const MfsParams *p, int prove,
	LutNet *out, MfsStats *st)
{
	uint32_t d = net_depth(ln), k = p->k > ln->k ? p->k : ln->k;

	net_copy(out, ln);
	lutnet_mfs(out, p, st);
	assert_int_equal(st->lut_out, out->nlut);
	assert_true(out->nlut <= ln->nlut);
	assert_int_equal(st->depth_in, d);
	check_shape(out, k, d > p->depth_bound ? d : p->depth_bound);
	sim_equal(ln, out, 77);
	if (prove)
		lec_equal(ln, out);
}

/* ---- hand-built nets */

/* L0 = a & b; L1 = L0 | a is a: both LUTs go, the PO reads PI a. */
static void test_absorb(void **state)
{
	LutNet ln, out;
	MfsParams p;
	MfsStats st;
	uint32_t l0, l1;

	(void)state;
	net_init(&ln, 6, 2, 2, 1);
	l0 = lut2(&ln, 0, 1, V0 & V1);
	l1 = lut2(&ln, l0, 0, V0 | V1);
	ln.po_sig[0] = l1;
	mfs_params_default(&p);
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(out.nlut, 0);
	assert_int_equal(out.po_sig[0], 0);
	assert_int_equal(out.po_compl[0], 0);
	lutnet_free(&out);
	lutnet_free(&ln);
}

/* X = ~s & e; Y = s ? X : d.  X only matters where s = 1, and there X is
 * 0: Y = ~s & d over (s, d), X dies: one LUT of two inputs. */
static void test_masked_input(void **state)
{
	LutNet ln, out;
	MfsParams p;
	MfsStats st;
	uint32_t x, y, s = 0, d = 1, e = 2;

	(void)state;
	net_init(&ln, 6, 3, 2, 1);
	x = lut2(&ln, s, e, ~V0 & V1);
	y = lut3(&ln, s, x, d, (V0 & V1) | (~V0 & V2));
	ln.po_sig[0] = y;
	mfs_params_default(&p);
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(out.nlut, 1);
	assert_int_equal(out.lut_n[0], 2);
	lutnet_free(&out);
	lutnet_free(&ln);
}

/* Observability: N = (a & b) | (c & d) is read only by O = N & a & e,
 * so N matters only where a = 1, where it is b | (c & d): N drops input
 * a.  With k = 4 the two cannot merge (O needs all five PIs): two LUTs
 * of three inputs each, six edges instead of seven. */
static void test_observability(void **state)
{
	LutNet ln, out;
	MfsParams p;
	MfsStats st;
	uint32_t in[4] = {0, 1, 2, 3}, n, o;
	uint64_t t = (V0 & V1) | (V2 & V3);

	(void)state;
	net_init(&ln, 4, 5, 2, 1);
	n = net_lut(&ln, in, 4, &t);
	o = lut3(&ln, n, 0, 4, V0 & V1 & V2);
	ln.po_sig[0] = o;
	mfs_params_default(&p);
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(st.edge_in, 7);
	assert_int_equal(out.nlut, 2);
	assert_int_equal(out.lut_n[0], 3);
	assert_int_equal(out.lut_n[1], 3);
	assert_int_equal(st.edge_out, 6);
	lutnet_free(&out);
	lutnet_free(&ln);
}

/* L0 = a & b and L1 = ~a & b are never both 1: L2 = L0 & L1 is the
 * constant 0.  No LUT is left; the PO is the constant 0. */
static void test_constant(void **state)
{
	LutNet ln, out;
	MfsParams p;
	MfsStats st;
	uint32_t l0, l1;

	(void)state;
	net_init(&ln, 6, 2, 3, 1);
	l0 = lut2(&ln, 0, 1, V0 & V1);
	l1 = lut2(&ln, 0, 1, ~V0 & V1);
	ln.po_sig[0] = lut2(&ln, l0, l1, V0 & V1);
	mfs_params_default(&p);
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(out.nlut, 0);
	assert_int_equal(out.po_sig[0], NONE);
	assert_int_equal(out.po_compl[0], 0);
	lutnet_free(&out);
	lutnet_free(&ln);
}

/* L0 = (a & b) | c and L1 = c | (b & a), its inputs in another order;
 * PO 1 reads L1 inverted.  One LUT is left and both POs read it, PO 1
 * inverted. */
static void test_equal_nodes(void **state)
{
	LutNet ln, out;
	MfsParams p;
	MfsStats st;
	uint32_t l0, l1;

	(void)state;
	net_init(&ln, 6, 3, 2, 2);
	l0 = lut3(&ln, 0, 1, 2, (V0 & V1) | V2);
	l1 = lut3(&ln, 2, 1, 0, V0 | (V1 & V2));
	ln.po_sig[0] = l0;
	ln.po_sig[1] = l1;
	ln.po_compl[1] = 1;
	mfs_params_default(&p);
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(out.nlut, 1);
	assert_int_equal(out.po_sig[0], out.po_sig[1]);
	assert_int_equal(out.po_compl[0] ^ out.po_compl[1], 1);
	lutnet_free(&out);
	lutnet_free(&ln);
}

/* L0 = a & b read only by L1 = L0 ^ c, which needs it (no input can go
 * and no PI can replace L0): L0 is absorbed, one LUT of three inputs. */
static void test_merge(void **state)
{
	LutNet ln, out;
	MfsParams p;
	MfsStats st;
	uint32_t l0;

	(void)state;
	net_init(&ln, 4, 3, 2, 1);
	l0 = lut2(&ln, 0, 1, V0 & V1);
	ln.po_sig[0] = lut2(&ln, l0, 2, V0 ^ V1);
	mfs_params_default(&p);
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(out.nlut, 1);
	assert_int_equal(out.lut_n[0], 3);
	assert_int_equal(st.merges, 1);
	/* without merging nothing changes */
	lutnet_free(&out);
	p.merge = 0;
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(out.nlut, 2);
	lutnet_free(&out);
	lutnet_free(&ln);
}

/* Degenerate LUTs as a mapper may leave them: C = 1 (no inputs), I = ~a
 * (one input), D reads b twice: D = b & b & (a | ~a) = b.  O = C & I & D
 * is ~a & b: one LUT of two inputs is left. */
static void test_degenerate(void **state)
{
	LutNet ln, out;
	MfsParams p;
	MfsStats st;
	uint64_t one = 1, inv = 1;
	uint32_t c, i, d, in3[3];

	(void)state;
	net_init(&ln, 6, 2, 4, 1);
	c = net_lut(&ln, in3, 0, &one);
	i = net_lut(&ln, in3, 0, &inv);
	ln.lut_n[i - ln.npi] = 1;            /* ~a: table 01 */
	ln.lut_in[(size_t)(i - ln.npi) * LUT_KMAX] = 0;
	d = lut3(&ln, 1, 1, 0, V0 & V1);
	in3[0] = c, in3[1] = i, in3[2] = d;
	{
		uint64_t t = V0 & V1 & V2;
		ln.po_sig[0] = net_lut(&ln, in3, 3, &t);
	}
	mfs_params_default(&p);
	mfs_check(&ln, &p, 1, &out, &st);
	assert_int_equal(out.nlut, 1);
	assert_int_equal(out.lut_n[0], 2);
	lutnet_free(&out);
	lutnet_free(&ln);
}

/* ---- random nets */

/* A random net: LUTs of 2..k inputs (half of them among the last eight
 * signals, for depth and reconvergence) with uniform, sparse (AND-like)
 * or dense (OR-like) tables; POs: the last LUTs, random signals, some
 * inverted, one constant. */
static void random_net(LutNet *ln, uint32_t k, uint32_t npi, uint32_t nlut,
	uint32_t npo, uint64_t *seed)
{
	uint32_t j, i;

	net_init(ln, k, npi, nlut, npo);
	for (j = 0; j < nlut; j++) {
		uint32_t nsig = npi + j, n = 2 + rng_below(seed, k - 1), in[8];
		uint64_t t[4];
		uint32_t kind = rng_below(seed, 3);
		if (n > nsig)
			n = nsig;
		for (i = 0; i < n;) {
			uint32_t s = rng_below(seed, 2) && nsig > 8 ?
				nsig - 1 - rng_below(seed, 8) : rng_below(seed, nsig);
			uint32_t m;
			for (m = 0; m < i && in[m] != s; m++)
				;
			if (m == i)
				in[i++] = s;
		}
		for (i = 0; i < 4; i++) {
			uint64_t x = rng_next(seed);
			t[i] = kind == 0 ? x : kind == 1 ?
				x & rng_next(seed) & rng_next(seed) :
				x | rng_next(seed) | rng_next(seed);
		}
		net_lut(ln, in, n, t);
	}
	for (i = 0; i + 1 < npo; i++) {
		ln->po_sig[i] = i < npo / 2 ? npi + nlut - 1 - i :
			rng_below(seed, npi + nlut);
		ln->po_compl[i] = (uint8_t)rng_below(seed, 2);
	}
	ln->po_compl[npo - 1] = 1;         /* the constant 1 */
	ln->depth = net_depth(ln);
}

static void test_random_nets(void **state)
{
	uint64_t seed = 1;
	uint32_t r, saved = 0, total = 0;

	(void)state;
	for (r = 0; r < 36; r++) {
		uint32_t k = r % 3 == 0 ? 4 : r % 3 == 1 ? 6 : 8;
		LutNet ln, out;
		MfsParams p;
		MfsStats st;
		random_net(&ln, k, 6 + rng_below(&seed, 10),
			20 + rng_below(&seed, 150), 8, &seed);
		mfs_params_default(&p);
		p.depth_bound = r % 4 == 0 ? ln.depth + 2 : 0;
		mfs_check(&ln, &p, 1, &out, &st);
		saved += ln.nlut - out.nlut;
		total += ln.nlut;
		lutnet_free(&out);
		lutnet_free(&ln);
	}
	print_message("random nets: %u of %u LUTs saved\n", saved, total);
	assert_true(saved > 0);
}

static uint32_t wider_than(const LutNet *ln, uint32_t k)
{
	uint32_t j, n = 0;

	for (j = 0; j < ln->nlut; j++)
		n += ln->lut_n[j] > k;
	return n;
}

/* Limits and switches lose optimization, never correctness.  With k
 * below the net's, no LUT grows past k (wider ones may only shrink). */
static void test_limits(void **state)
{
	uint64_t seed = 99;
	uint32_t r;

	(void)state;
	for (r = 0; r < 20; r++) {
		LutNet ln, out;
		MfsParams p;
		MfsStats st;
		random_net(&ln, 6, 10, 120, 8, &seed);
		mfs_params_default(&p);
		switch (r % 5) {
		case 0: p.conflicts = 1; break;
		case 1: p.tfo_levels = 0; p.merge = 0; break;
		case 2: p.max_window = 8; p.max_tfo = 2; p.tfi_levels = 1; break;
		case 3: p.k = 4; break;
		default: p.seconds = 1e-4; break;
		}
		mfs_check(&ln, &p, 1, &out, &st);
		if (p.k == 4)
			assert_true(wider_than(&out, 4) <= wider_than(&ln, 4));
		lutnet_free(&out);
		lutnet_free(&ln);
	}
}

/* A random AIG (ANDs, XORs and MUXes over recent nodes). */
static void random_aig(Aig *g, uint32_t npi, uint32_t nand, uint32_t npo,
	uint64_t *seed)
{
	Lit *lits = xmalloc((npi + nand + 2) * sizeof *lits);
	uint32_t n = 0, i;

	aig_init(g);
	for (i = 0; i < npi; i++)
		lits[n++] = aig_pi(g, NULL);
	for (i = 0; i < nand; i++) {
		Lit a = lits[rng_below(seed, n)] ^ (Lit)rng_below(seed, 2);
		Lit b = lits[n - 1 - rng_below(seed, n < 8 ? n : 8)] ^
			(Lit)rng_below(seed, 2);
		Lit s = lits[rng_below(seed, n)];
		uint32_t kind = rng_below(seed, 4);
		lits[n++] = kind == 0 ? aig_xor(g, a, b) : kind == 1 ?
			aig_mux(g, s, a, b) : aig_and(g, a, b);
	}
	for (i = 0; i < npo; i++)
		aig_po(g, lits[n - 1 - rng_below(seed, n < 16 ? n : 16)] ^
			(Lit)rng_below(seed, 2), NULL);
	free(lits);
	aig_cleanup(g);
}

static void test_mapped_aigs(void **state)
{
	uint64_t seed = 7;
	uint32_t r;

	(void)state;
	for (r = 0; r < 12; r++) {
		Aig g;
		LutNet ln, out;
		LutParams lp;
		MfsParams p;
		MfsStats st;
		random_aig(&g, 8 + rng_below(&seed, 16), 100 +
			rng_below(&seed, 400), 6, &seed);
		lut_params_default(&lp);
		lp.k = r % 2 ? 6 : 4;
		memset(&ln, 0, sizeof ln);
		lut_map(&g, &lp, &ln, NULL);
		mfs_params_default(&p);
		mfs_check(&ln, &p, 0, &out, &st);
		lec_equal_aig(&g, &out);
		lutnet_free(&out);
		lutnet_free(&ln);
		aig_free(&g);
	}
}

/* ---- EPFL */

static const char *epfl_dir(void)
{
	static const char *const dirs[] = {
		"../../../shared/benchmarks/epfl",
		"/work/shared/benchmarks/epfl",
	};
	static char buf[4096];
	const char *env = getenv("EPFL_DIR"), *src = __FILE__;
	size_t i;
	FILE *f;

	if (env)
		return env;
	for (i = 0; i < countof(dirs); i++) {
		const char *slash = strrchr(src, '/');
		if (dirs[i][0] == '/')
			snprintf(buf, sizeof buf, "%s/router.aig", dirs[i]);
		else
			snprintf(buf, sizeof buf, "%.*s/%s/router.aig",
				slash ? (int)(slash - src) : 1, slash ? src : ".",
				dirs[i]);
		f = fopen(buf, "rb");
		if (f) {
			fclose(f);
			buf[strlen(buf) - strlen("/router.aig")] = 0;
			return buf;
		}
	}
	return NULL;
}

static void test_epfl_small(void **state)
{
	static const char *names[] = {"router", "int2float", "cavlc"};
	const char *dir = epfl_dir();
	size_t i;

	(void)state;
	if (!dir)
		skip();
	for (i = 0; i < countof(names); i++) {
		char path[4200];
		Ctx c = {0};
		Aig g;
		LutNet ln, out;
		LutParams lp;
		MfsParams p;
		MfsStats st;
		size_t len;
		char *data;
		snprintf(path, sizeof path, "%s/%s.aig", dir, names[i]);
		data = read_file(path, &len);
		assert_non_null(data);
		aig_init(&g);
		assert_int_equal(aiger_read(&c, &g, path, data, len), 0);
		aig_cleanup(&g);
		lut_params_default(&lp);
		memset(&ln, 0, sizeof ln);
		lut_map(&g, &lp, &ln, NULL);
		mfs_params_default(&p);
		mfs_check(&ln, &p, 0, &out, &st);
		lec_equal_aig(&g, &out);
		assert_true(out.nlut < ln.nlut);
		lutnet_free(&out);
		lutnet_free(&ln);
		aig_free(&g);
		ctx_free(&c);
		free(data);
	}
}

/* ---- the certificate */

/* L0 = a & b; L1 = L0 & a; PO0 = L1, PO1 = ~L0.  Each case changes the
 * net as a rewriter would and says whether the certificate holds. */
static void test_cert(void **state)
{
	LutNet ln;
	LutCert *c;
	uint32_t l0, l1;

	(void)state;
	for (int kase = 0; kase < 8; kase++) {
		net_init(&ln, 6, 2, 2, 2);
		l0 = lut2(&ln, 0, 1, V0 & V1);
		l1 = lut2(&ln, l0, 0, V0 & V1);
		ln.po_sig[0] = l1;
		ln.po_sig[1] = l0;
		ln.po_compl[1] = 1;
		c = lutcert_new(&ln);
		switch (kase) {
		case 0: /* L1 = L0 (a is redundant): proven */
			lutcert_touch(c, l1);
			ln.lut_n[1] = 1;
			ln.lut_in[LUT_KMAX] = l0;
			ln.lut_tt[4] = 2;     /* buffer */
			assert_int_equal(lutcert_step(c, &ln, NULL, 0), 1);
			assert_int_equal(lutcert_finish(c, &ln), 1);
			break;
		case 1: /* L1 = a | b: wrong */
			lutcert_touch(c, l1);
			ln.lut_in[LUT_KMAX] = 1;
			ln.lut_tt[4] = V0 | V1;
			ln.lut_tt[4] &= 0xf;
			assert_int_equal(lutcert_step(c, &ln, NULL, 0), 0);
			assert_int_equal(lutcert_finish(c, &ln), 0);
			break;
		case 2: /* the same change, not named: the step has nothing
			 * to prove, the end sees it */
			ln.lut_in[LUT_KMAX] = 1;
			ln.lut_tt[4] = (V0 | V1) & 0xf;
			assert_int_equal(lutcert_step(c, &ln, NULL, 0), 1);
			assert_int_equal(lutcert_finish(c, &ln), 0);
			break;
		case 3: /* PO1 = L0 uncomplemented: wrong */
			lutcert_touch_po(c, 1);
			ln.po_compl[1] = 0;
			assert_int_equal(lutcert_step(c, &ln, NULL, 0), 0);
			break;
		case 4: /* L0 inverted, PO1 uncomplemented, L1 adjusted: the
			 * three changes together are proven */
			lutcert_touch(c, l0);
			lutcert_touch(c, l1);
			lutcert_touch_po(c, 1);
			ln.lut_tt[0] = ~(V0 & V1) & 0xf;
			ln.lut_tt[4] = ~V0 & V1 & 0xf; /* ~L0' & a */
			ln.po_compl[1] = 0;
			assert_int_equal(lutcert_step(c, &ln, NULL, 0), 1);
			assert_int_equal(lutcert_finish(c, &ln), 1);
			break;
		case 5: /* L0 = b is right only where L1 reads it (a = 1)
			 * and PO1 would see it: wrong even with L1 as context */
			lutcert_touch(c, l0);
			ln.lut_n[0] = 1;
			ln.lut_in[0] = 1;
			ln.lut_tt[0] = 2;
			assert_int_equal(lutcert_step(c, &ln, &l1, 1), 0);
			break;
		case 6: { /* case 0's right change, past the time limit: not
			   * proven (undecided: timed out, not refuted) */
			double t0 = now_seconds();
			lutcert_limit(c, 1e-9);
			while (now_seconds() <= t0 + 1e-6)
				;
			lutcert_touch(c, l1);
			ln.lut_n[1] = 1;
			ln.lut_in[LUT_KMAX] = l0;
			ln.lut_tt[4] = 2;
			assert_int_equal(lutcert_step(c, &ln, NULL, 0), 0);
			assert_int_equal(lutcert_stats(c)->timed_out, 1);
			assert_int_equal(lutcert_finish(c, &ln), 0);
			break;
		}
		default: { /* drop PO1: then L0 = b is right with L1 as
			    * context (L1 = L0 & a), not without */
			LutNet m;
			LutCert *c2;
			ln.po_sig[1] = NONE;
			ln.po_compl[1] = 0;
			lutcert_free(c);
			for (int hint = 0; hint < 2; hint++) {
				net_copy(&m, &ln);
				c2 = lutcert_new(&m);
				lutcert_touch(c2, l0);
				m.lut_n[0] = 1;
				m.lut_in[0] = 1;
				m.lut_tt[0] = 2;
				assert_int_equal(lutcert_step(c2, &m, &l1,
					(uint32_t)hint), hint);
				assert_int_equal(lutcert_finish(c2, &m), hint);
				lutcert_free(c2);
				lutnet_free(&m);
			}
			c = NULL;
			break;
		}
		}
		lutcert_free(c);
		lutnet_free(&ln);
	}
}

/* mfs with certify: the same net as without, and proven; with reuse
 * too (proven by lec as well, within its depth bound). */
static void test_certified_mfs(void **state)
{
	uint64_t seed = 5;
	uint32_t r, steps = 0, reuses = 0;

	(void)state;
	for (r = 0; r < 20; r++) {
		/* k = 8 and larger nets: the same, only slower (random tables
		 * of 8 inputs are 255-node AIGs each) */
		uint32_t k = r % 3 == 0 ? 4 : r % 3 == 1 ? 6 : 3;
		LutNet ln, a, b;
		MfsParams p;
		MfsStats sa, sb;
		random_net(&ln, k, 6 + rng_below(&seed, 10),
			20 + rng_below(&seed, 60), 8, &seed);
		mfs_params_default(&p);
		p.depth_bound = r % 4 == 0 ? ln.depth + 2 : 0;
		if (r % 2) {  /* the reuse move, with room to deepen */
			p.reuse = 1;
			p.depth_bound = ln.depth + 1 + r % 5;
		}
		mfs_check(&ln, &p, 0, &a, &sa);
		reuses += sa.reuses;
		p.certify = 1;
		mfs_check(&ln, &p, 0, &b, &sb);
		assert_int_equal(sb.certified, 1);
		assert_int_equal(sb.cert_failed, 0);
		assert_int_equal(a.nlut, b.nlut);
		assert_memory_equal(a.lut_n, b.lut_n, a.nlut);
		assert_memory_equal(a.lut_in, b.lut_in, (size_t)a.nlut *
			LUT_KMAX * sizeof *a.lut_in);
		assert_memory_equal(a.po_sig, b.po_sig, a.npo * sizeof *a.po_sig);
		steps += sb.cert_steps;
		lutnet_free(&a);
		lutnet_free(&b);
		lutnet_free(&ln);
	}
	assert_true(steps > 0);
	print_message("certified: %u steps, %u reuse moves\n", steps, reuses);
	assert_true(reuses > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_absorb),
		cmocka_unit_test(test_masked_input),
		cmocka_unit_test(test_observability),
		cmocka_unit_test(test_constant),
		cmocka_unit_test(test_equal_nodes),
		cmocka_unit_test(test_merge),
		cmocka_unit_test(test_degenerate),
		cmocka_unit_test(test_random_nets),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_mapped_aigs),
		cmocka_unit_test(test_epfl_small),
		cmocka_unit_test(test_cert),
		cmocka_unit_test(test_certified_mfs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
