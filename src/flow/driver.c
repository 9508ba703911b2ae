/* driver.c: the pipeline, written out in order in one place (QBE main.c):
 *   read -> parse -> verify -> [lower -> optimize -> emit]
 * Each phase reports through diag.c; a phase with errors stops the run.
 * Cost: the sum of the phases. */
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"

int load_module(const Options *o, Module *m)
{
	size_t len;
	double t0 = now_seconds(), t1;
	char *text = read_file(o->input, &len);
	int n;
	uint32_t i, nop = 0;

	if (!text) {
		fprintf(stderr, "combc: error: cannot read '%s'\n", o->input);
		return 1;
	}
	/* the text must outlive the module: diagnostics quote it later */
	n = parse_mlir(o->ctx, m, strcmp(o->input, "-") ? o->input : "<stdin>", text,
		len);
	m->text = text;
	t1 = now_seconds();
	for (i = 0; i < m->nfunc; i++)
		nop += m->funcs[i].nop;
	stats_add(o->ctx, "parse", t1 - t0, "bytes=%zu functions=%u ops=%u", len,
		m->nfunc, nop);
	if (n)
		return n;
	n = verify_module(m);
	stats_add(o->ctx, "verify", now_seconds() - t1, "errors=%d", n);
	return n;
}

int pick_top(const Options *o, const Module *m, int need_one, uint32_t *top)
{
	uint32_t i, n = 0, last = NONE;

	if (o->top) {
		int k = module_find(m, o->top);
		if (k < 0) {
			fprintf(stderr, "combc: error: no function or module named "
				"'%s' in %s\n", o->top, m->filename);
			return 1;
		}
		if (m->funcs[k].is_decl) {
			fprintf(stderr, "combc: error: '%s' is a declaration "
				"without a body\n", o->top);
			return 1;
		}
		*top = (uint32_t)k;
		return 0;
	}
	for (i = 0; i < m->nfunc; i++)
		if (!m->funcs[i].is_decl)
			n++, last = i;
	if (!n) {
		fprintf(stderr, "combc: error: %s has no function or module with "
			"a body\n", m->filename);
		return 1;
	}
	if (need_one && n > 1) {
		fprintf(stderr, "combc: error: %s has %u functions and modules; "
			"choose one with --top=NAME\n", m->filename, n);
		return 1;
	}
	*top = need_one ? last : NONE;
	return 0;
}

uint8_t *reachable_funcs(const Module *m, uint32_t top)
{
	uint8_t *keep = xcalloc(m->nfunc + 1, 1);
	uint32_t *stack, n = 0, i, k;

	if (top == NONE) {
		memset(keep, 1, m->nfunc);
		return keep;
	}
	stack = xmalloc((m->nfunc + 1) * sizeof *stack);
	keep[top] = 1;
	stack[n++] = top;
	while (n) {
		const Func *f = &m->funcs[stack[--n]];
		for (i = 0; i < f->nop; i++) {
			const Op *o = &f->ops[i];
			k = o->callee;
			if ((o->op == OP_CALL || o->op == OP_INSTANCE) &&
			    k != NONE && !keep[k]) {
				keep[k] = 1;
				stack[n++] = k;
			}
		}
	}
	free(stack);
	return keep;
}

#ifndef NDEBUG
/* Debug builds: the LUT net must agree with the AIG it was mapped from. */
static void check_luts(const Aig *g, const LutNet *ln)
{
	uint64_t *pi = xcalloc((size_t)g->npi + 1, sizeof *pi);
	uint64_t *val = xmalloc((size_t)g->nnode * sizeof *val);
	uint64_t *po = xcalloc((size_t)ln->npo + 1, sizeof *po);
	uint64_t seed = 0x9e3779b97f4a7c15ull;
	uint32_t r, i;

	for (r = 0; r < 4; r++) {
		for (i = 0; i < g->npi; i++) {
			seed = seed * 6364136223846793005ull + 1442695040888963407ull;
			pi[i] = (seed >> 17) ^ (seed << 29) ^ (r ? 0 : ~0ull << i % 64);
		}
		aig_sim64(g, pi, val);
		lutnet_sim64(ln, pi, po);
		for (i = 0; i < g->npo; i++)
			if (po[i] != aig_litval(val, g->pos[i]))
				die("lut_map: output %u differs from the AIG", i);
	}
	free(pi);
	free(val);
	free(po);
}
#endif

/* ---- optimization (issue 4; fold.c, width.c) ----
 * The optimization pipeline on a lowered design: -O1 (default) folds to a
 * fixed point; -O2 then alternates bit-width inference and folding until
 * width inference finds nothing more (widths only shrink; at most 8
 * times).  Debug builds (or COMBC_CHECK=1; COMBC_CHECK=0 turns it off)
 * check the result against a fresh lowering with the evaluator. */
static void optimize(const Options *o, const Module *m, uint32_t top,
	unsigned W, int flatten, Design *d)
{
	const char *env = getenv("COMBC_CHECK");
	int i, check;
#ifndef NDEBUG
	check = !env || strcmp(env, "0");
#else
	check = env && !strcmp(env, "1");
#endif
	if (o->opt < 1)
		return;
	fold_design(d, NULL);
	for (i = 0; o->opt >= 2 && i < 8; i++)
		if (!width_design(d, NULL) || !fold_design(d, NULL))
			break;
	if (check) {
		Design ref = {0};
		if (!lower_module(m, top, W, flatten, &ref))
			check_design(&ref, d, o->opt >= 2 ? "-O2" : "-O1", 64);
		design_free(&ref);
	}
}

/* --emit=mlir of the optimized netlist (emit_mlir.c): hw.module/comb.
 * Used at -O2 when --index-width is given or nothing uses `index`; other
 * cases print the IR (folded at the IR level at -O1 and up, fold_ir.c),
 * so functions over index stay over index (spec.md section 3). */
static int uses_index(const Module *m, uint32_t top)
{
	uint8_t *keep = reachable_funcs(m, top);
	uint32_t i, k;
	int any = 0;

	for (i = 0; i < m->nfunc && !any; i++) /* ports are values too */
		for (k = 0; keep[i] && k < m->funcs[i].nval && !any; k++)
			any = m->funcs[i].vals[k].ty == TY_INDEX;
	free(keep);
	return any;
}

static int mlir_from_netlist(const Options *o, const Module *m, uint32_t top)
{
	return o->opt >= 2 && (o->index_width || !uses_index(m, top));
}

/* The LUT flow for MLIR inputs (--emit=lut-sv, lut-mlir, blif, aiger):
 *   lower -> optimize (-O1, -O2) -> bitblast (hierarchy flattened)
 *   -> aig_cleanup -> aig_balance
 *   -> aig_rewrite -> lut_map (K = --lut-size) -> emit,
 * once per selected module: the top, or every function with a body in
 * file order (aiger holds one circuit, so it needs exactly one).  lut-sv
 * and lut-mlir keep the IR's word-level ports; blif and aiger have one
 * port per bit ("a[3]").  Debug builds check every AIG pass and the LUT
 * net by random simulation (bitblast checks itself against neteval). */
static int compile_luts(const Options *o, const Module *m, uint32_t top,
	Buf *out)
{
	Design d = {0};
	unsigned W = o->index_width ? o->index_width : 64;
	uint32_t *sel, nsel = 0, i, j;
	double t = now_seconds();
	int aiger = !strcmp(o->emit, "aiger"), n;
	BlastParams bp;

	n = lower_module(m, top, W, 0, &d);
	stats_add(o->ctx, "lower", now_seconds() - t, "nets=%u", d.nnet);
	if (n) {
		design_free(&d);
		return n;
	}
	optimize(o, m, top, W, 0, &d);
	sel = xmalloc(((size_t)m->nfunc + 1) * sizeof *sel);
	if (top != NONE)
		sel[nsel++] = d.top;
	for (i = 0; top == NONE && i < m->nfunc; i++)
		for (j = 0; !m->funcs[i].is_decl && j < d.nnet; j++)
			if (!strcmp(d.nets[j].name, m->funcs[i].name)) {
				sel[nsel++] = j;
				break;
			}
	if (aiger && nsel != 1) {
		fprintf(stderr, "combc: error: --emit=aiger holds one circuit; "
			"%s has %u functions and modules: choose one with "
			"--top=NAME\n", m->filename, nsel);
		free(sel);
		design_free(&d);
		return 1;
	}
	blast_params_default(&bp);
	for (i = 0; i < nsel; i++) {
		const Net *net = &d.nets[sel[i]];
		LutPorts ports = {net->name, net->nin, net->nout, net->in_name,
			net->in_w, net->out_name, net->out_w};
		Aig g, bal;
		LutParams lp;
		LutNet ln;
		LutStats ls;
#ifndef NDEBUG
		Aig ref;
#endif
		aig_init(&g);
		g.name = arena_strndup(&g.arena, net->name, strlen(net->name));
		t = now_seconds();
		bitblast(&d, sel[i], &g, &bp);
		aig_cleanup(&g);
		stats_add(o->ctx, "bitblast", now_seconds() - t, "ands=%u pis=%u pos=%u",
			g.nand, g.npi, g.npo);
		t = now_seconds();
		aig_balance(&g, &bal);
#ifndef NDEBUG
		ref = g; /* the blasted AIG, kept to check the passes */
		g = bal;
#else
		aig_replace(&g, &bal);
#endif
		stats_add(o->ctx, "balance", now_seconds() - t, "ands=%u", g.nand);
		t = now_seconds();
		aig_rewrite(&g);
		stats_add(o->ctx, "rewrite", now_seconds() - t, "ands=%u", g.nand);
#ifndef NDEBUG
		if (!aig_sim_equal(&ref, &g, 8, 1))
			die("AIG optimization changed what %s computes",
				net->name);
#endif
		if (aiger) {
			aiger_write(&g, 1, out);
		} else {
			lut_params_default(&lp);
			lp.k = o->lut_size;
			memset(&ln, 0, sizeof ln);
			lut_map(&g, &lp, &ln, &ls);
			stats_add(o->ctx, "lutmap", ls.seconds, "luts=%u depth=%u cuts=%u",
				ls.nlut, ls.depth, ls.ncut);
#ifndef NDEBUG
			check_luts(&ref, &ln);
#endif
			t = now_seconds();
			if (!strcmp(o->emit, "blif"))
				blif_write_luts(&ln, out);
			else if (!strcmp(o->emit, "lut-sv"))
				lut_emit_sv(&ln, NULL, &ports, out);
			else
				lut_emit_mlir(&ln, NULL, &ports, o->lut_pad, out);
			stats_add(o->ctx, "emit", now_seconds() - t, "bytes=%zu",
				out->len);
			lutnet_free(&ln);
		}
#ifndef NDEBUG
		aig_free(&ref);
#endif
		aig_free(&g);
	}
	free(sel);
	design_free(&d);
	return 0;
}

/* Word-level outputs: lower -> optimize (-O level) -> SystemVerilog, a
 * Graphviz graph of the netlist (dot), or hw/comb MLIR (mlir). */
static int compile_words(const Options *o, const Module *m, uint32_t top,
	Buf *out)
{
	Design d = {0};
	unsigned W = o->index_width ? o->index_width : 64;
	double t = now_seconds();
	int n = lower_module(m, top, W, o->flatten, &d);

	stats_add(o->ctx, "lower", now_seconds() - t, "nets=%u", d.nnet);
	if (!n) {
		optimize(o, m, top, W, o->flatten, &d);
		t = now_seconds();
		if (!strcmp(o->emit, "dot"))
			emit_dot(&d, out);
		else if (!strcmp(o->emit, "mlir"))
			n = emit_mlir(&d, out);
		else
			emit_sv(&d, out);
		stats_add(o->ctx, "emit", now_seconds() - t, "bytes=%zu", out->len);
	}
	design_free(&d);
	return n;
}

int compile_module(const Options *o, const Module *m, uint32_t top, Buf *out)
{
	if (!strcmp(o->emit, "sv") || !strcmp(o->emit, "dot"))
		return compile_words(o, m, top, out);
	if (!strcmp(o->emit, "lut-sv") || !strcmp(o->emit, "lut-mlir") ||
	    !strcmp(o->emit, "blif") || !strcmp(o->emit, "aiger"))
		return compile_luts(o, m, top, out);
	if (!strcmp(o->emit, "mlir") && mlir_from_netlist(o, m, top))
		return compile_words(o, m, top, out);
	if (!strcmp(o->emit, "mlir")) {
		Module folded = {0};
		const Module *pm = m;
		uint8_t *keep;
		if (o->opt >= 1) {  /* index stays index (spec.md section 3) */
			fold_ir(m, o->index_width, &folded, NULL);
#ifndef NDEBUG
			if (verify_module(&folded))
				die("fold_ir produced IR that does not verify");
#endif
			pm = &folded;
		}
		keep = reachable_funcs(pm, top);
		print_module(pm, keep, out);
		free(keep);
		if (pm == &folded)
			module_free(&folded);
		return 0;
	}
	fprintf(stderr, "combc: error: --emit=%s is not available yet\n",
		o->emit);
	return 1;
}
