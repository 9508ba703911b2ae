/* netflow.c: the flow for netlist inputs (`combc X.aig|X.aag|X.blif`).
 *
 * Pipeline, in order: read (aiger.c or blif.c, chosen by the file's first
 * bytes, then by its extension) -> aig_cleanup -> aig_balance (depth) ->
 * aig_rewrite (area) -> lut_map -> emit.  With --emit=aiger the optimized
 * AIG is written and nothing is mapped.  Otherwise both the graph as read
 * and the optimized one are mapped, the second with the first's depth as
 * its bound, and the mapping with fewer LUTs is kept: the depth is never
 * worse than mapping the input as given (the optimized graph is skipped
 * when the passes changed nothing).  The two LUT emitters live here:
 *
 *   lut-sv    one SystemVerilog module; ports are the sanitized PI/PO names
 *             (or pi<i>/po<i>); each LUT is `localparam logic [2**n-1:0]
 *             T<j> = ...; assign n<j> = T<j>[{in[n-1], ..., in[0]}];`.
 *   lut-mlir  one hw.module; each LUT is `comb.truth_table` with its inputs
 *             MSB-first (table index = sum in[i] << (n-1-i)) and the table
 *             as an unsigned integer of 2^n bits; with pad, every LUT gets
 *             exactly K operands, the extra ones `%false` in front (so the
 *             table's value is unchanged).  An inverted output is a
 *             one-input truth table.
 *
 * Cost: linear in the netlist plus the passes' own costs.  Requires: the
 * input file is combinational.
 */
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"

typedef struct {
	double read, balance, rewrite, map, emit; /* seconds per phase */
	uint32_t and_in, lev_in;   /* AIG as read */
	uint32_t and_bal, lev_bal; /* after balancing */
	uint32_t and_out, lev_out; /* after rewriting */
	int mapped_opt;            /* the optimized graph won the mapping */
} FlowStats;

/* ---- the flow */

static int ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && !strcmp(s + n - m, suf);
}

static int read_netlist(Aig *g, const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	int rc;
	if (!text) {
		fprintf(stderr, "combc: error: cannot read '%s'\n", path);
		return -1;
	}
	if (len >= 3 && (!memcmp(text, "aig", 3) || !memcmp(text, "aag", 3)))
		rc = aiger_read(g, path, text, len);
	else if (ends_with(path, ".aig") || ends_with(path, ".aag"))
		rc = aiger_read(g, path, text, len);
	else
		rc = blif_read(g, path, text, len);
	free(text);
	return rc;
}

static void print_stats(const FlowStats *fs, const LutStats *ls, int mapped,
	int stats)
{
	if (stats == 2) {
		fprintf(stderr, "{\"aig_in\": %u, \"levels_in\": %u, "
			"\"aig_balanced\": %u, \"levels_balanced\": %u, "
			"\"aig_out\": %u, \"levels_out\": %u",
			fs->and_in, fs->lev_in, fs->and_bal, fs->lev_bal,
			fs->and_out, fs->lev_out);
		if (mapped)
			fprintf(stderr, ", \"luts\": %u, \"depth\": %u, "
				"\"cuts\": %u, \"mapped\": \"%s\"", ls->nlut,
				ls->depth, ls->ncut, fs->mapped_opt ? "optimized" :
				"input");
		fprintf(stderr, ", \"seconds\": {\"read\": %.4f, \"balance\": "
			"%.4f, \"rewrite\": %.4f, \"map\": %.4f, \"emit\": "
			"%.4f}}\n", fs->read, fs->balance, fs->rewrite, fs->map,
			fs->emit);
		return;
	}
	fprintf(stderr, "read     %8u ANDs %5u levels  %8.3f s\n", fs->and_in,
		fs->lev_in, fs->read);
	fprintf(stderr, "balance  %8u ANDs %5u levels  %8.3f s\n", fs->and_bal,
		fs->lev_bal, fs->balance);
	fprintf(stderr, "rewrite  %8u ANDs %5u levels  %8.3f s\n", fs->and_out,
		fs->lev_out, fs->rewrite);
	if (mapped)
		fprintf(stderr, "lutmap   %8u LUTs %5u levels  %8.3f s  "
			"(%u cuts, from the %s AIG)\n", ls->nlut, ls->depth,
			fs->map, ls->ncut, fs->mapped_opt ? "optimized" : "input");
	fprintf(stderr, "emit                           %8.3f s\n", fs->emit);
}

static uint32_t depth_of(const Aig *g)
{
	uint32_t *lev = xmalloc(((size_t)g->nnode + 1) * sizeof *lev);
	uint32_t d = aig_levels(g, lev);
	free(lev);
	return d;
}

int netflow_run(Ctx *ctx, const char *input_path, const char *emit, int lut_size,
	int lut_pad, int stats, Buf *out)
{
	(void)ctx;
	FlowStats fs;
	LutStats ls;
	LutParams lp;
	LutNet ln;
	Aig g, opt;
	double t;
	int mapped = 0;

	memset(&fs, 0, sizeof fs);
	memset(&ls, 0, sizeof ls);
	if (!emit)
		emit = "blif";
	if (strcmp(emit, "blif") && strcmp(emit, "aiger") &&
		strcmp(emit, "lut-sv") && strcmp(emit, "lut-mlir")) {
		fprintf(stderr, "combc: error: --emit=%s is not available for "
			"netlist inputs (use blif, aiger, lut-sv or lut-mlir)\n",
			emit);
		return 1;
	}
	if (lut_size < 2 || lut_size > LUT_KMAX) {
		fprintf(stderr, "combc: error: --lut-size=%d out of range "
			"(2..%d)\n", lut_size, LUT_KMAX);
		return 1;
	}
	t = now_seconds();
	aig_init(&g);
	if (read_netlist(&g, input_path)) {
		aig_free(&g);
		return 1;
	}
	aig_cleanup(&g);
	fs.and_in = g.nand;
	fs.lev_in = depth_of(&g);
	fs.read = now_seconds() - t;

	t = now_seconds();
	aig_balance(&g, &opt);
	fs.and_bal = opt.nand;
	fs.lev_bal = depth_of(&opt);
	fs.balance = now_seconds() - t;

	t = now_seconds();
	aig_rewrite(&opt);
	fs.and_out = opt.nand;
	fs.lev_out = depth_of(&opt);
	fs.rewrite = now_seconds() - t;

	if (!strcmp(emit, "aiger")) {
		t = now_seconds();
		aiger_write(&opt, 1, out);
		fs.emit = now_seconds() - t;
	} else {
		/* Map the graph as read, then the optimized one allowing the
		 * first mapping's depth; keep the smaller.  Depth is never
		 * worse than mapping the input directly. */
		t = now_seconds();
		lut_params_default(&lp);
		lp.k = lut_size;
		lut_map(&g, &lp, &ln, &ls);
		if (opt.nand != g.nand || fs.lev_out != fs.lev_in) {
			LutNet ln2;
			LutStats ls2;
			lp.depth_bound = ls.depth;
			lut_map(&opt, &lp, &ln2, &ls2);
			/* the optimized graph may be deeper than the bound
			 * allows: only a mapping within it counts */
			if (ls2.depth <= ls.depth && (ls2.nlut < ls.nlut ||
				(ls2.nlut == ls.nlut && ls2.depth < ls.depth))) {
				lutnet_free(&ln);
				ln = ln2;
				ls2.ncut += ls.ncut;
				ls = ls2;
				fs.mapped_opt = 1;
			} else {
				ls.ncut += ls2.ncut;
				lutnet_free(&ln2);
			}
		}
		fs.map = now_seconds() - t;
		mapped = 1;
		t = now_seconds();
		if (!strcmp(emit, "blif"))
			blif_write_luts(&ln, out);
		else if (!strcmp(emit, "lut-sv"))
			lut_emit_sv(&ln, input_path, NULL, out);
		else
			lut_emit_mlir(&ln, input_path, NULL, lut_pad, out);
		fs.emit = now_seconds() - t;
		lutnet_free(&ln);
	}
	if (stats)
		print_stats(&fs, &ls, mapped, stats);
	aig_free(&g);
	aig_free(&opt);
	return 0;
}
