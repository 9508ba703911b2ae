/* mfs_bench: measure lutnet_mfs on an AIGER circuit.  Maps it as
 * `combc X.aig --emit=blif` does (lut_script, default parameters,
 * functional reduction by flow_fraig), runs lutnet_mfs, checks the result
 * against the AIG by simulation (check_luts), writes it as BLIF and
 * prints one line: LUTs, edges and depth before and after, and seconds.
 *
 * usage: mfs_bench IN.aig [-o OUT.blif] [-k K] [--passes N] [--tfo N]
 *                  [--tfi N] [--window N] [--conflicts N] [--no-merge]
 *                  [--fanout-max N]
 *                  [--seconds S] [--depth-bound D] [--before OUT.blif]
 *                  [--certify]
 * --certify: prove every step (cert.c); the line ends with the proof. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "flow/flow.h"

static uint32_t num(int argc, char **argv, int *i)
{
	if (*i + 1 >= argc) {
		fprintf(stderr, "mfs_bench: %s needs a value\n", argv[*i]);
		exit(2);
	}
	return (uint32_t)strtoul(argv[++*i], NULL, 10);
}

static void write_blif(const LutNet *ln, const char *path)
{
	Buf b = {0};

	blif_write_luts(ln, &b);
	if (write_file_atomic(path, b.s, b.len) < 0) {
		fprintf(stderr, "mfs_bench: cannot write %s\n", path);
		exit(1);
	}
	buf_free(&b);
}

int main(int argc, char **argv)
{
	const char *in = NULL, *out = NULL, *before = NULL;
	MfsParams mp;
	MfsStats ms;
	LutScriptParams sp;
	LutScriptStats ss;
	Ctx c = {0};
	Aig g, opt;
	LutNet ln;
	char *data;
	size_t len;
	double t, cpu;
	clock_t c0;
	int i;

	mfs_params_default(&mp);
	lut_script_params_default(&sp);
	sp.reduce = flow_fraig;
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-o"))
			out = i + 1 < argc ? argv[++i] : NULL;
		else if (!strcmp(argv[i], "--before"))
			before = i + 1 < argc ? argv[++i] : NULL;
		else if (!strcmp(argv[i], "-k"))
			sp.map_params.k = (int)num(argc, argv, &i);
		else if (!strcmp(argv[i], "--passes"))
			mp.passes = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--tfo"))
			mp.tfo_levels = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--tfi"))
			mp.tfi_levels = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--window"))
			mp.max_window = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--conflicts"))
			mp.conflicts = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--depth-bound"))
			mp.depth_bound = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--seconds"))
			mp.seconds = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--fanout-max"))
			mp.fanout_max = num(argc, argv, &i);
		else if (!strcmp(argv[i], "--no-merge"))
			mp.merge = 0;
		else if (!strcmp(argv[i], "--certify"))
			mp.certify = 1;
		else if (!strcmp(argv[i], "--reuse"))
			mp.reuse = 1;
		else if (argv[i][0] == '-') {
			fprintf(stderr, "mfs_bench: unknown option %s\n", argv[i]);
			return 2;
		} else
			in = argv[i];
	}
	if (!in) {
		fprintf(stderr, "usage: mfs_bench IN.aig [-o OUT.blif] ...\n");
		return 2;
	}
	data = read_file(in, &len);
	if (!data) {
		fprintf(stderr, "mfs_bench: cannot read %s\n", in);
		return 1;
	}
	aig_init(&g);
	if (aiger_read(&c, &g, in, data, len))
		return 1;
	t = now_seconds();
	lut_script(&g, &sp, &opt, &ln, &ss);
	t = now_seconds() - t;
	if (before)
		write_blif(&ln, before);
	c0 = clock();
	lutnet_mfs(&ln, &mp, &ms);
	cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
	check_luts(&g, &ln);
	if (out)
		write_blif(&ln, out);
	printf("%s map %.2fs: luts %u -> %u edges %u -> %u depth %u -> %u "
		"mfs %.2fs cpu %.2fs (tried %u removes %u resubs %u merges %u "
		"collapsed %u sat %llu undecided %llu%s)\n", in, t, ms.lut_in,
		ms.lut_out, ms.edge_in, ms.edge_out, ms.depth_in, ms.depth_out,
		ms.seconds, cpu, ms.tried, ms.removes, ms.resubs, ms.merges,
		ms.collapsed, (unsigned long long)ms.sat_calls,
		(unsigned long long)ms.sat_undecided,
		ms.timed_out ? " timed out" : "");
	if (mp.certify)
		printf("certificate: %s, %u steps, %u failed, %.2fs\n",
			ms.certified ? "proven" : "NOT proven", ms.cert_steps,
			ms.cert_failed, ms.cert_seconds);
	lutnet_free(&ln);
	aig_free(&opt);
	aig_free(&g);
	ctx_free(&c);
	free(data);
	return 0;
}
