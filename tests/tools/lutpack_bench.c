/* lutpack_bench.c: measure lutnet_pack on AIGER circuits (not a test).
 *
 *   lutpack_bench [-k K] [-n MAX_LUTS] [-i MAX_INPUTS] [-z] [-r ROUNDS]
 *                 [-w WINDOWS] [--fraig] [-o DIR] FILE.aig...
 *
 * Each file is mapped with lut_script (default parameters; with --fraig
 * the SAT-based reduction `combc X.aig --emit=blif` uses), written to
 * DIR/NAME.map.blif, packed, written to DIR/NAME.pack.blif; one line per
 * file: LUTs/depth/seconds before and after.  The packed net is also
 * checked against the mapping on random patterns (lutnet_sim64). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"

static uint64_t rng = 0x1234567;
static uint64_t rnd(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static void put(const char *dir, const char *base, const char *ext,
	const LutNet *ln)
{
	Buf b = {0};
	char path[4096];
	blif_write_luts(ln, &b);
	snprintf(path, sizeof path, "%s/%s.%s.blif", dir, base, ext);
	if (write_file_atomic(path, b.s, b.len))
		fprintf(stderr, "cannot write %s\n", path);
	buf_free(&b);
}

/* The packed net computes the mapping's POs on 64 * rounds patterns. */
static int same(const LutNet *a, const LutNet *b, int rounds)
{
	uint64_t *pi = xmalloc(((size_t)a->npi + 1) * sizeof *pi);
	uint64_t *pa = xmalloc(((size_t)a->npo + 1) * sizeof *pa);
	uint64_t *pb = xmalloc(((size_t)a->npo + 1) * sizeof *pb);
	int r, ok = 1;
	uint32_t i;
	for (r = 0; r < rounds && ok; r++) {
		for (i = 0; i < a->npi; i++)
			pi[i] = rnd();
		lutnet_sim64(a, pi, pa);
		lutnet_sim64(b, pi, pb);
		ok = !memcmp(pa, pb, a->npo * sizeof *pa);
	}
	free(pi);
	free(pa);
	free(pb);
	return ok;
}

int main(int argc, char **argv)
{
	LutPackParams pp;
	const char *dir = ".";
	int fraig = 0, i, bad = 0;

	lutpack_params_default(&pp);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		Ctx c = {0};
		LutScriptParams sp;
		LutScriptStats ss;
		LutPackStats ps;
		LutNet ln, orig;
		Aig g, opt;
		char *data, base[1024];
		const char *slash, *dot;
		size_t len;
		double t;

		if (!strcmp(a, "-k") && i + 1 < argc) {
			pp.k = (uint32_t)atoi(argv[++i]);
			continue;
		} else if (!strcmp(a, "-n") && i + 1 < argc) {
			pp.max_luts = (uint32_t)atoi(argv[++i]);
			continue;
		} else if (!strcmp(a, "-i") && i + 1 < argc) {
			pp.max_inputs = (uint32_t)atoi(argv[++i]);
			continue;
		} else if (!strcmp(a, "-r") && i + 1 < argc) {
			pp.max_rounds = (uint32_t)atoi(argv[++i]);
			continue;
		} else if (!strcmp(a, "-w") && i + 1 < argc) {
			pp.max_windows = (uint32_t)atoi(argv[++i]);
			continue;
		} else if (!strcmp(a, "-W") && i + 1 < argc) {
			pp.work = strtoull(argv[++i], NULL, 0);
			continue;
		} else if (!strcmp(a, "-z")) {
			pp.zero_gain = 1;
			continue;
		} else if (!strcmp(a, "--fraig")) {
			fraig = 1;
			continue;
		} else if (!strcmp(a, "-o") && i + 1 < argc) {
			dir = argv[++i];
			continue;
		}
		data = read_file(a, &len);
		if (!data) {
			fprintf(stderr, "cannot read %s\n", a);
			return 1;
		}
		aig_init(&g);
		if (aiger_read(&c, &g, a, data, len)) {
			ctx_free(&c);
			return 1;
		}
		slash = strrchr(a, '/');
		slash = slash ? slash + 1 : a;
		dot = strrchr(slash, '.');
		snprintf(base, sizeof base, "%.*s", dot ? (int)(dot - slash) :
			(int)strlen(slash), slash);
		lut_script_params_default(&sp);
		if (pp.k)
			sp.map_params.k = (int)pp.k;
		if (fraig)
			sp.reduce = flow_fraig;
		t = now_seconds();
		lut_script(&g, &sp, &opt, &ln, &ss);
		t = now_seconds() - t;
		put(dir, base, "map", &ln);
		memset(&orig, 0, sizeof orig);
		orig = ln;
		/* a copy of the mapping to check against */
		orig.lut_n = xmalloc(ln.nlut + 1);
		memcpy(orig.lut_n, ln.lut_n, ln.nlut);
		orig.lut_in = xmalloc(((size_t)ln.nlut + 1) * LUT_KMAX * 4);
		memcpy(orig.lut_in, ln.lut_in, (size_t)ln.nlut * LUT_KMAX * 4);
		orig.lut_tt = xmalloc(((size_t)ln.nlut + 1) * 32);
		memcpy(orig.lut_tt, ln.lut_tt, (size_t)ln.nlut * 32);
		orig.po_sig = xmalloc(((size_t)ln.npo + 1) * 4);
		memcpy(orig.po_sig, ln.po_sig, (size_t)ln.npo * 4);
		orig.po_compl = xmalloc((size_t)ln.npo + 1);
		memcpy(orig.po_compl, ln.po_compl, ln.npo);
		memset(&orig.arena, 0, sizeof orig.arena);
		lutnet_pack(&ln, &pp, &ps);
		put(dir, base, "pack", &ln);
		if (!same(&orig, &ln, 64)) {
			printf("%-12s MISMATCH after lutnet_pack\n", base);
			bad = 1;
		}
		printf("%-12s map %6u luts %3u depth %7.2fs   pack %6u luts "
			"%3u depth %7.2fs  (%u rounds, %u windows, %u decomposed, "
			"%u rewrites)\n", base, ps.lut_in, ps.depth_in, t,
			ps.lut_out, ps.depth_out, ps.seconds, ps.rounds,
			ps.windows, ps.decomposed, ps.rewrites);
		fflush(stdout);
		free(orig.lut_n);
		free(orig.lut_in);
		free(orig.lut_tt);
		free(orig.po_sig);
		free(orig.po_compl);
		lutnet_free(&ln);
		aig_free(&opt);
		aig_free(&g);
		ctx_free(&c);
		free(data);
	}
	return bad;
}
