/* driver.c: the pipeline, written out in order in one place, and the
 * backend table.
 *
 *   MLIR:    read -> parse -> verify -> lower -> fold (-O1)
 *            -> width + fold to a fixed point (-O2)         [LEVEL_NET]
 *            -> bitblast -> lut_script: balance, rewrite    [LEVEL_AIG]
 *            -> lut_script: map                             [LEVEL_LUT]
 *            -> remap: the LUT net as a graph, lut_script again
 *   netlist: read (AIGER or BLIF) -> lut_script [-> remap]  [LEVEL_AIG/LUT]
 *
 * --emit=mlir below -O2, or with `index` in the design and no
 * --index-width, prints the IR instead (folded by fold_ir at -O1 and up),
 * so that functions over `index` stay over `index`.
 *
 * Every pass runs through pass_begin/pass_end, which name the phase for
 * "design too large" and record its time and counts for --stats.  With
 * CompileParams.check, the check level (check/) compares each pass's
 * result with its input by simulation and dies naming the pass on a
 * difference: an internal bug, never a user error.
 *
 * Cost: the sum of the passes. */
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"

void compile_params_default(CompileParams *p)
{
	memset(p, 0, sizeof *p);
	p->emit = EMIT_SV;
	p->index_width = 64;
	p->opt = 1;
	p->lut_size = 6;
	p->brent_kung = 1;
	p->lut_remap = 1;
#ifdef NDEBUG
	p->check = 0;
#else
	p->check = 1;
#endif
}

/* ------------------------------------------------------------- passes */

static double pass_begin(Ctx *c, const char *name)
{
	c->phase = name;
	return now_seconds();
}

static void pass_end(Ctx *c, const char *name, double t0, const char *fmt,
	...) __attribute__((format(printf, 4, 5)));
static void pass_end(Ctx *c, const char *name, double t0, const char *fmt,
	...)
{
	double t = now_seconds() - t0;
	char what[160];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	stats_add(c, name, t, "%s", what);
	c->phase = NULL;
}

/* ------------------------------------------------------------- loading */

int load_module(Ctx *c, const char *path, Module *m)
{
	size_t len;
	double t = pass_begin(c, "parse");
	char *text = read_file(path, &len);
	uint32_t i, nop = 0;
	int n;

	if (!text) {
		diag_error(c, (Loc){NONE, 0, 0}, "cannot read '%s'", path);
		return 1;
	}
	/* the text must outlive the module: diagnostics quote it later */
	n = parse_mlir(c, m, strcmp(path, "-") ? path : "<stdin>", text, len);
	m->text = text;
	for (i = 0; i < m->nfunc; i++)
		nop += m->funcs[i].nop;
	pass_end(c, "parse", t, "bytes=%zu functions=%u ops=%u", len,
		m->nfunc, nop);
	if (n)
		return n;
	t = pass_begin(c, "verify");
	n = verify_module(m);
	pass_end(c, "verify", t, "errors=%d", n);
	return n;
}

int pick_top(Ctx *c, const char *top, const Module *m, int need_one,
	uint32_t *out)
{
	const Loc nowhere = {NONE, 0, 0};
	uint32_t i, n = 0, last = NONE;

	if (top) {
		int k = module_find(m, top);
		if (k < 0) { /* the command line names nothing */
			diag_error(c, nowhere, "no function or module named "
				"'%s' in %s", top, m->filename);
			c->usage = 1;
			return 2;
		}
		if (m->funcs[k].is_decl) {
			diag_error(c, m->funcs[k].loc, "'%s' is a declaration "
				"without a body", top);
			return 1;
		}
		*out = (uint32_t)k;
		return 0;
	}
	for (i = 0; i < m->nfunc; i++)
		if (!m->funcs[i].is_decl)
			n++, last = i;
	if (need_one && n > 1) { /* a private symbol is no top (firtool
		                    marks every module but the top so) */
		uint32_t np = 0, lp = NONE;
		for (i = 0; i < m->nfunc; i++)
			if (!m->funcs[i].is_decl && !m->funcs[i].is_private)
				np++, lp = i;
		if (np)
			n = np, last = lp;
	}
	if (!n) { /* at the first declaration, or the file's start */
		Loc at = {diag_find_file(c, m->filename), 1, 1};
		if (m->nfunc)
			at = m->funcs[0].loc;
		diag_error(c, at, "%s has no function or module with a body",
			m->filename);
		return 1;
	}
	if (need_one && n > 1) { /* the command line is short of --top */
		diag_error(c, nowhere, "%s has %u functions and modules; "
			"choose one with --top=NAME", m->filename, n);
		c->usage = 1;
		return 2;
	}
	*out = need_one ? last : NONE;
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

/* ------------------------------------------------------------- backends */

static void be_sv(const EmitInput *in, Buf *out)
{
	emit_sv(in->d, out);
}

static void be_mlir(const EmitInput *in, Buf *out)
{
	emit_mlir(in->d, out);
}

static void be_dot(const EmitInput *in, Buf *out)
{
	emit_dot(in->d, out);
}

static void be_lut_sv(const EmitInput *in, Buf *out)
{
	lut_emit_sv(in->ln, in->path, in->ports, out);
}

static void be_lut_ice40(const EmitInput *in, Buf *out)
{
	lut_emit_ice40(in->ln, in->path, in->ports, out);
}

static void be_ice40(const EmitInput *in, Buf *out)
{
	lut_emit_ice40_arith(in->ln, in->ports, in->nin0, in->nout0,
		in->port_out0, in->arith, in->narith, in->top, out);
}

static void be_lut_mlir(const EmitInput *in, Buf *out)
{
	lut_emit_mlir(in->ln, in->path, in->ports, in->p->lut_pad, out);
}

static void be_blif(const EmitInput *in, Buf *out)
{
	blif_write_luts(in->ln, out);
}

static void be_aiger(const EmitInput *in, Buf *out)
{
	aiger_write(in->aig, 1, out);
}

const Backend backends[NEMIT_] = {
	[EMIT_SV] = {"sv", LEVEL_NET, "word-level SystemVerilog, one module "
		"per function (default;\nnetlist inputs: their lut-sv)", be_sv},
	[EMIT_MLIR] = {"mlir", LEVEL_NET, "the optimized design as hw/comb "
		"MLIR (functions over index\nstay over index unless "
		"--index-width is given)", be_mlir},
	[EMIT_LUT_SV] = {"lut-sv", LEVEL_LUT, "K-LUT netlist as SystemVerilog, "
		"word-level ports", be_lut_sv},
	[EMIT_LUT_MLIR] = {"lut-mlir", LEVEL_LUT, "K-LUT netlist as "
		"comb.truth_table ops (HEIR style)", be_lut_mlir},
	[EMIT_BLIF] = {"blif", LEVEL_LUT, "K-LUT netlist as BLIF, one port per "
		"bit", be_blif},
	[EMIT_AIGER] = {"aiger", LEVEL_AIG, "the optimized and-inverter graph "
		"as binary AIGER", be_aiger},
	[EMIT_DOT] = {"dot", LEVEL_NET, "the word-level netlist as a Graphviz "
		"graph", be_dot},
	[EMIT_LUT_ICE40] = {"lut-ice40", LEVEL_LUT, "lut-sv with iCE40 SB_LUT4 "
		"cells (--lut-size <= 4; for\nYosys synth_ice40 and 'combc fpga')",
		be_lut_ice40},
	[EMIT_ICE40] = {"ice40", LEVEL_LUT, "for iCE40: adders, subtractors, "
		"multipliers and ordered\ncompares as SV operators (carry chains "
		"in synth_ice40), the\nrest as lut-ice40 cells", be_ice40},
};

const Backend *backend_find(const char *name)
{
	size_t i;
	for (i = 0; i < NEMIT_; i++)
		if (!strcmp(backends[i].name, name))
			return &backends[i];
	return NULL;
}

/* ------------------------------------------------------- word level */

/* -O1 folds to a fixed point; -O2 then alternates width inference and
 * folding until width inference finds nothing more (widths only shrink;
 * at most 8 rounds).  With checks, the result is compared with a fresh
 * lowering of the module, flattened as d was (the bit-level outputs lower
 * with the hierarchy and flatten when bit-blasting, whatever --flatten
 * says). */
static void optimize(const CompileParams *p, const Module *m, uint32_t top,
	int flatten, Design *d)
{
	Ctx *c = m->ctx;
	FoldStats fs;
	WidthStats ws;
	double t;
	int i;

	if (p->opt < 1)
		return;
	t = pass_begin(c, "fold");
	fold_design(d, &fs);
	pass_end(c, "fold", t, "rounds=%u rewrites=%u nodes_in=%u "
		"nodes_out=%u", fs.rounds, fs.rewrites, fs.nodes_in,
		fs.nodes_out);
	for (i = 0; p->opt >= 2 && i < 8; i++) {
		uint32_t nw, nf;
		t = pass_begin(c, "width");
		nw = width_design(d, &ws);
		pass_end(c, "width", t, "narrowed=%u bits_saved=%llu "
			"compares=%u constants=%u", ws.narrowed,
			(unsigned long long)ws.bits_saved, ws.compares,
			ws.constants);
		if (!nw)
			break;
		t = pass_begin(c, "fold");
		nf = fold_design(d, &fs);
		pass_end(c, "fold", t, "rounds=%u rewrites=%u nodes_in=%u "
			"nodes_out=%u", fs.rounds, fs.rewrites, fs.nodes_in,
			fs.nodes_out);
		if (!nf)
			break;
	}
	if (p->check) {
		Design ref = {0};
		if (!lower_module(m, top, p->index_width, flatten, &ref))
			check_design(&ref, d, p->opt >= 2 ? "-O2" : "-O1", 64);
		design_free(&ref);
	}
}

/* lower -> optimize into d.  Returns the number of errors. */
static int build_design(const CompileParams *p, const Module *m,
	uint32_t top, int flatten, Design *d)
{
	Ctx *c = m->ctx;
	double t = pass_begin(c, "lower");
	int n = lower_module(m, top, p->index_width, flatten, d);

	pass_end(c, "lower", t, "nets=%u", d->nnet);
	if (!n)
		optimize(p, m, top, flatten, d);
	return n;
}

/* Does anything reachable from top use `index` (ports are values too)? */
static int uses_index(const Module *m, uint32_t top)
{
	uint8_t *keep = reachable_funcs(m, top);
	uint32_t i, k;
	int any = 0;

	for (i = 0; i < m->nfunc && !any; i++)
		for (k = 0; keep[i] && k < m->funcs[i].nval && !any; k++)
			any = m->funcs[i].vals[k].ty == TY_INDEX;
	free(keep);
	return any;
}

/* --emit=mlir of the IR itself (folded by fold_ir at -O1 and up). */
static void print_ir(const CompileParams *p, const Module *m, uint32_t top,
	Buf *out)
{
	Module folded = {0};
	const Module *pm = m;
	FoldIrStats st;
	uint8_t *keep;
	double t;

	if (p->opt >= 1) {
		t = pass_begin(m->ctx, "fold_ir");
		fold_ir(m, p->index_fixed ? p->index_width : 0, &folded, &st);
		pass_end(m->ctx, "fold_ir", t, "ops_in=%u ops_out=%u folded=%u "
			"identities=%u dead=%u constants=%u", st.ops_in,
			st.ops_out, st.folded, st.identities, st.dead,
			st.constants);
		if (p->check && verify_module(&folded))
			die("fold_ir produced IR that does not verify");
		pm = &folded;
	}
	t = pass_begin(m->ctx, "emit");
	keep = reachable_funcs(pm, top);
	print_module(pm, keep, out);
	free(keep);
	pass_end(m->ctx, "emit", t, "bytes=%zu", out->len);
	if (pm == &folded)
		module_free(&folded);
}

/* ------------------------------------------------------- bit level */

/* The LUT size the netlist is mapped to: lut-ice40 maps to the iCE40's
 * 4-input LUTs (the default 6 gives 4). */
static uint32_t map_k(const CompileParams *p)
{
	return (p->emit == EMIT_LUT_ICE40 || p->emit == EMIT_ICE40) &&
		p->lut_size > 4 ? 4 : p->lut_size;
}

uint32_t flow_sum_k(const CompileParams *p)
{
	return backends[p->emit].level == LEVEL_LUT ? map_k(p) : 0;
}

/* The LUT script's parameters for p: LUT size, depth mode, reduction
 * and resynthesis (no user for resyn, no stages, no progress). */
static void script_params(const CompileParams *p, LutScriptParams *sp)
{
	lut_script_params_default(sp);
	sp->map_params.k = map_k(p);
	if (p->lut_depth == LUT_DEPTH_ANY)
		sp->map_params.area_only = 1;
	else
		sp->map_params.depth_bound = p->lut_depth;
	sp->reduce = p->reduce;
	sp->classes = p->classes;
	sp->exact = p->exact;
	sp->resyn = p->resyn;
	sp->rounds = p->lut_rounds;
}

/* The stages of one run of the LUT script, recorded (copies) so that
 * only the kept run's reach the caller's CompileParams.stage. */
typedef struct {
	const char *name;     /* the script's (a string literal) */
	int has_g, has_ln, proven;
	Aig g;
	LutNet ln;
} StageRec;
typedef struct {
	StageRec *r;
	uint32_t n, cap;
} StageLog;

static void stage_record(void *user, const char *name, const Aig *g,
	const LutNet *ln, int proven)
{
	StageLog *s = user;
	StageRec *x;

	grow((void **)&s->r, &s->cap, (uint64_t)s->n + 1, sizeof *s->r,
		1u << 16, "stages");
	x = &s->r[s->n++];
	memset(x, 0, sizeof *x);
	x->name = name;
	x->proven = proven;
	if (g) {
		aig_copy(g, &x->g);
		x->has_g = 1;
	}
	if (ln) {
		lutnet_copy(ln, &x->ln);
		x->has_ln = 1;
	}
}

static void stage_log_free(StageLog *s)
{
	uint32_t i;

	for (i = 0; i < s->n; i++) {
		if (s->r[i].has_g)
			aig_free(&s->r[i].g);
		if (s->r[i].has_ln)
			lutnet_free(&s->r[i].ln);
	}
	free(s->r);
	memset(s, 0, sizeof *s);
}

/* One run of the LUT script on a graph, and what it did. */
typedef struct {
	Aig *g;               /* the graph as given (cleaned up by the run) */
	LutScriptParams sp;
	LutScriptStats st;
	MfsRun mfs;
	ExactStats exact;
	LecStats fraig;
	Aig opt;
	LutNet ln;
	StageLog log;
	double seconds;
} ScriptRun;

/* How run_script runs: with the exact mapping (when p has it), to a LUT
 * net (else the optimized AIG only), within the bound only
 * (LutScriptParams.bound_only: depth_bound is a mapping's depth). */
enum { RUN_EXACT = 1, RUN_MAP = 2, RUN_BOUND_ONLY = 4 };

/* Run the LUT script of p on g (alt: its second structure for the exact
 * mapping, or NULL) within depth_bound levels (0: p's own bound), as
 * `how` (RUN_*) says. */
static void run_script(Ctx *c, const CompileParams *p, Aig *g,
	const Aig *alt, uint32_t depth_bound, unsigned how, ScriptRun *r)
{
	memset(r, 0, sizeof *r);
	r->g = g;
	script_params(p, &r->sp);
	r->sp.bound_only = (how & RUN_BOUND_ONLY) != 0;
	if (depth_bound && !r->sp.map_params.area_only)
		r->sp.map_params.depth_bound = depth_bound;
	r->sp.resyn_user = &r->mfs;
	r->sp.exact_user = &r->exact;
	r->sp.reduce_user = &r->fraig;
	if (!(how & RUN_EXACT))
		r->sp.exact = NULL;
	r->mfs.certify = p->certify;
	r->mfs.cert_seconds = p->certify_seconds;
	if (p->stage) {
		r->sp.stage = stage_record;
		r->sp.stage_user = &r->log;
	}
	r->sp.map_params.progress = c->progress;
	r->sp.map_params.progress_user = c->progress_user;
	r->sp.map = (how & RUN_MAP) != 0;
	r->sp.alt = alt;
	r->seconds = now_seconds();
	lut_script(g, &r->sp, &r->opt, &r->ln, &r->st);
	r->seconds = now_seconds() - r->seconds;
}

static void run_free(ScriptRun *r)
{
	if (r->sp.map)
		lutnet_free(&r->ln);
	aig_free(&r->opt);
	stage_log_free(&r->log);
}

/* The --stats lines of run r; bk: which adders its graph has, when the
 * flow tried both (NULL: it did not). */
static void script_stats(Ctx *c, const ScriptRun *r, const char *bk)
{
	const LutScriptParams *sp = &r->sp;
	const LutScriptStats *st = &r->st;

	if (sp->reduce && !st->large)
		stats_add(c, "fraig", st->reduce_s, "ands_in=%u levels_in=%u "
			"ands=%u levels=%u merged=%u sat_calls=%llu "
			"undecided=%llu", st->and_in, st->lev_in, st->and_red,
			st->lev_red, r->fraig.merged,
			(unsigned long long)r->fraig.sat_calls,
			(unsigned long long)r->fraig.sat_unknown);
	if (!st->large) {
		stats_add(c, "balance", st->balance_s, "ands_in=%u "
			"levels_in=%u ands=%u levels=%u", st->and_in,
			st->lev_in, st->and_bal, st->lev_bal);
		stats_add(c, "rewrite", st->rewrite_s, "ands=%u levels=%u",
			st->and_out, st->lev_out);
	}
	if (st->and_syn != NONE)
		stats_add(c, "synth", st->synth_s, "ands=%u levels=%u "
			"symmetric_pos=%u linear_pos=%u", st->and_syn,
			st->lev_syn, st->nsym, st->nlin);
	if (sp->map)
		stats_add(c, "lutmap", st->map_s, "luts=%u depth=%u cuts=%llu "
			"choices=%u exact=%s kept=%s%s%s", st->nlut_map ?
			st->nlut_map : st->nlut,
			st->nlut_map ? st->depth_map : st->depth,
			(unsigned long long)st->ncut, st->nchoice,
			st->exact ? "yes" : "no",
			st->mapped_opt == 6 ? "choices" : st->mapped_opt >= 4 ?
			"grouped" : st->mapped_opt == 3 ? "synthesized" :
			st->mapped_opt == 2 ? "reduced" :
			st->mapped_opt == 1 ? "optimized" : "given",
			bk ? " adders=" : "", bk ? bk : "");
	if (sp->map && r->exact.cuts > 0)   /* tried */
		stats_add(c, "exact", st->exact_s, "cuts=%u vars=%u "
			"literals=%llu calls=%u luts=%u optimal=%s skipped=%s",
			r->exact.cuts, r->exact.vars,
			(unsigned long long)r->exact.literals, r->exact.calls,
			r->exact.nlut, r->exact.optimal ? "yes" : "no",
			r->exact.skipped ? "yes" : "no");
	if (sp->map && sp->pack && !st->large)
		stats_add(c, "lutpack", st->pack_s, "luts_in=%u luts=%u",
			st->nlut_map, st->nlut_pack);
	if (sp->map && sp->resyn && !st->large)
		stats_add(c, "mfs", st->resyn_s, "luts_in=%u luts=%u depth=%u",
			sp->pack ? st->nlut_pack : st->nlut_map, st->nlut_resyn,
			st->depth);
	if (sp->map && sp->resyn && !st->large && r->mfs.certify)
		stats_add(c, "mfs_proof", r->mfs.st.cert_seconds, "steps=%u "
			"failed=%u proven=%s%s", r->mfs.st.cert_steps,
			r->mfs.st.cert_failed, r->mfs.st.certified ? "yes" :
			"no", r->mfs.st.cert_timed_out ? " timed_out=yes" : "");
}

#define REMAP_LUTS 4096  /* larger nets are not remapped (time) */
#define REMAP_RELAX 1024 /* larger nets are remapped within the bound only */
#define REMAP_GAIN 0.1   /* a round that removed this share of the LUTs */
#define REMAP_MORE 8     /* ... earns another, up to this many rounds */

/* The remap rounds of emit_bits: the LUT net of w read back as a graph
 * (lutnet_to_aig: each LUT a multiplexer tree, its latest input at the
 * root, so the graph is no deeper than the net) and run through the
 * script again within depth d, up to p->lut_remap times while each
 * round has fewer LUTs within d; the kept net replaces w->ln, and the
 * kept rounds' stages follow w's in *log (the graph read back named
 * "lut-graph": a "given" stage would start another circuit).  The
 * script's passes see the net's logic in new cuts: mfs's rewritten
 * LUTs, and the functions of several LUTs together (measured, LUT-6, 1
 * round: a 16-bit signed division 345 -> 330, a 16-bit divider with
 * remainder 284 -> 265, EPFL arbiter 2714 -> 2047, i2c 259 -> 246,
 * voter 1281 -> 1254).  A round costs one more run of the script on a
 * graph 1-3x the net's ANDs: nets of more than REMAP_RELAX LUTs are
 * mapped within d only (bound_only: d is known to be reachable), half
 * the mappings of a relaxed bound, which also maps every candidate for
 * minimum depth (divs16 finds its 330 only so: 345 within d); nets of
 * more than REMAP_LUTS LUTs are left alone.  A round that removed at
 * least REMAP_GAIN of the LUTs earns another past p->lut_remap, up to
 * REMAP_MORE rounds in all: so large a gain says the first mapping
 * missed much of the logic's structure, and the next round finds more
 * (EPFL arbiter, LUT-6: 2714 -> 2047 -> 1673 -> 1532 in 3 rounds, 14 ->
 * 12 levels; the rounds after one removed 0.3-2.9% on the word designs,
 * which stop after one).  Returns the rounds kept; *luts_in: w's LUTs
 * before. */
static uint32_t remap_rounds(Ctx *c, const CompileParams *p, ScriptRun *w,
	uint32_t d, StageLog *log, uint32_t *luts_in)
{
	uint32_t r, kept = 0, i;
	double gain = 0;

	*luts_in = w->ln.nlut;
	for (r = 0; (r < p->lut_remap || (r && r < REMAP_MORE && gain >=
	    REMAP_GAIN)) && w->ln.nlut <= REMAP_LUTS; r++) {
		Aig *g = xmalloc(sizeof *g);
		ScriptRun rr;
		uint32_t before = w->ln.nlut;
		int better;

		lutnet_to_aig(&w->ln, g);
		run_script(c, p, g, NULL, d, RUN_MAP | (w->ln.nlut >
			REMAP_RELAX ? RUN_BOUND_ONLY : 0u), &rr);
		better = rr.st.depth <= d && rr.ln.nlut < w->ln.nlut;
		if (better) {
			LutNet t = w->ln;
			w->ln = rr.ln;
			rr.ln = t;
			for (i = 0; i < rr.log.n; i++) {
				grow((void **)&log->r, &log->cap,
					(uint64_t)log->n + 1, sizeof *log->r,
					1u << 16, "stages");
				log->r[log->n] = rr.log.r[i];
				if (!strcmp(log->r[log->n].name, "given"))
					log->r[log->n].name = "lut-graph";
				log->n++;
			}
			rr.log.n = 0;
			kept++;
		}
		run_free(&rr);
		aig_free(g);
		free(g);
		if (!better)
			break;
		gain = (double)(before - w->ln.nlut) / before;
	}
	return kept;
}

/* Is the Brent-Kung run b kept over the ripple run a: within d levels,
 * fewer LUTs, or as many in fewer levels? */
static int bk_wins(const ScriptRun *a, const ScriptRun *b, uint32_t d)
{
	return b->st.depth <= d && (b->ln.nlut < a->ln.nlut ||
		(b->ln.nlut == a->ln.nlut && b->ln.depth < a->ln.depth));
}

/* AIG -> (optimized AIG | LUT net) -> backend, for one circuit g whose
 * ports are `ports` (NULL: one per bit).  alt: g's second structure for
 * the exact mapping (carry jumps), or NULL.  bk: the same circuit with
 * Brent-Kung adders, or NULL: for LUT outputs it is mapped too (without
 * the exact mapping), within the depth g's mapping reached (or the
 * user's bound, when above it), and kept when it has fewer LUTs (a tie:
 * fewer levels).  g and bk are consumed. */
static void emit_bits(Ctx *c, const CompileParams *p, Aig *g,
	const Aig *alt, Aig *bk, const LutPorts *ports, const char *path,
	const EmitInput *split, Buf *out)
{
	const Backend *be = &backends[p->emit];
	EmitInput in = {p, NULL, NULL, NULL, ports, path, NULL, 0, 0, 0, NULL,
		NULL};
	ScriptRun run[2], *w = &run[0];
	StageLog remap_log = {0};
	int map = be->level == LEVEL_LUT, two = 0;
	uint32_t i;
	double t;

	pass_begin(c, "lut_script");
	run_script(c, p, g, alt, 0, RUN_EXACT | (map ? RUN_MAP : 0u),
		&run[0]);
	if (bk && map && !run[0].st.large) {
		uint32_t d = run[0].st.depth;
		CompileParams q = *p;
		if (p->lut_depth == LUT_DEPTH_ANY || p->lut_depth > d)
			d = p->lut_depth;
		/* without the exact mapping: on 140 designs (the words, their
		 * --lut-depth=any runs, the 92-design sweep, the examples) it
		 * never changed the LUTs kept, and cost 25 s of 427 (divu8
		 * 12.6 -> 6.2 s, mac12 20.7 -> 7.7 s, mul8 3.1 -> 0.8 s).
		 * Without mfs's certificate too (--verify), which is made
		 * only for a net that is kept: run again with it when this
		 * one wins (a 32-bit add/sub chain's --verify 79 -> 10 s:
		 * the certificate of the losing Brent-Kung net was 53 s) */
		q.certify = 0;
		run_script(c, &q, bk, NULL, d, map ? RUN_MAP : 0u, &run[1]);
		two = 1;
		if (p->certify && bk_wins(&run[0], &run[1], d)) {
			run_free(&run[1]);
			run_script(c, p, bk, NULL, d, map ? RUN_MAP : 0u,
				&run[1]);
		}
		if (bk_wins(&run[0], &run[1], d))
			w = &run[1];
	}
	script_stats(c, w, two ? (w == &run[1] ? "brent-kung" : "ripple") :
		NULL);
	if (two)
		stats_add(c, "adders", run[1].seconds, "ripple=%u brent_kung=%u "
			"kept=%s", run[0].ln.nlut, run[1].ln.nlut,
			w == &run[1] ? "brent-kung" : "ripple");
	if (map && !w->st.large) {
		uint32_t d = run[0].st.depth, kept, luts_in;
		if (p->lut_depth == LUT_DEPTH_ANY || p->lut_depth > d)
			d = p->lut_depth;
		t = pass_begin(c, "remap");
		kept = remap_rounds(c, p, w, d, &remap_log, &luts_in);
		pass_end(c, "remap", t, "rounds=%u luts_in=%u luts=%u depth=%u",
			kept, luts_in, w->ln.nlut, w->ln.depth);
	}
	for (i = 0; p->stage && i < w->log.n + remap_log.n; i++) {
		const StageRec *x = i < w->log.n ? &w->log.r[i] :
			&remap_log.r[i - w->log.n];
		p->stage(p->stage_user, x->name, x->has_g ? &x->g : NULL,
			x->has_ln ? &x->ln : NULL, x->proven);
	}
	stage_log_free(&remap_log);
	c->phase = NULL;
	if (p->check) { /* the graph as given, cleaned up */
		check_aig(w->g, &w->opt, "balance+rewrite");
		if (map)
			check_luts(w->g, &w->ln);
	}
	in.aig = &w->opt;
	in.ln = map ? &w->ln : NULL;
	if (split) {
		in.arith = split->arith;
		in.narith = split->narith;
		in.nin0 = split->nin0;
		in.nout0 = split->nout0;
		in.port_out0 = split->port_out0;
		in.top = split->top;
	}
	t = pass_begin(c, "emit");
	be->emit(&in, out);
	pass_end(c, "emit", t, "bytes=%zu", out->len);
	for (i = 0; i < 1u + (uint32_t)two; i++)
		run_free(&run[i]);
	aig_free(g);
	if (bk)
		aig_free(bk);
}

/* Does node k of n stay a word-level operator for the FPGA (EMIT_ICE40)?
 * Adders, subtractors and ordered compares of 2 bits or more (the carry
 * chain), and multipliers (Yosys builds them from carry-chain adders,
 * faster on an iCE40 than combc's LUT-4 trees; see README, iCE40). */
static int is_arith(const Net *n, uint32_t k)
{
	const Node *x = &n->nodes[k];
	if (x->op == OP_ADD || x->op == OP_SUB || x->op == OP_MUL)
		return x->w >= 2 && x->nin == 2;
	return x->op == OP_ICMP && x->aux >= PRED_SLT &&
		n->nodes[net_ins(n, k)[0]].w >= 2;
}

/* Split the flattened net `top` of d for EMIT_ICE40: out gets one net,
 * the logic, whose inputs are top's inputs then one per arithmetic node
 * (its result), and whose outputs are top's outputs then two per
 * arithmetic node (its operands).  *ops (caller frees) says what each
 * computes.  Returns the number of arithmetic nodes. */
static uint32_t split_arith(Design *d, uint32_t top, Design *out,
	ArithOp **ops)
{
	const Net *n = &d->nets[top];
	uint32_t *map = xmalloc(((size_t)n->nnode + 1) * sizeof *map);
	uint32_t *opnd = NULL, nops = 0, k, i, cap_ins = 0;
	uint32_t *ins = NULL;
	Buf nm = {0};
	Net *l;

	*ops = NULL;
	buf_printf(&nm, "%s_logic", n->name);
	l = design_add_net(out, arena_strndup(&out->arena, nm.s, nm.len));
	out->top = 0;
	out->index_width = d->index_width;
	n = &d->nets[top];
	for (i = 0; i < n->nin; i++)
		map[n->in_node[i]] = net_input(l, arena_strndup(&out->arena,
			n->in_name[i], strlen(n->in_name[i])), n->in_w[i]);
	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		const uint32_t *xi = net_ins(n, k);
		if (x->op == OP_INPUT)
			continue;
		if (x->op == OP_INSTANCE || x->op == OP_INSTRES)
			die("ice40 split: %s is not flattened", n->name);
		if (is_arith(n, k)) {
			nm.len = 0;
			buf_printf(&nm, "arith%u", nops);
			*ops = xrealloc(*ops, (nops + 1) * sizeof **ops);
			opnd = xrealloc(opnd, 2 * (nops + 1) * sizeof *opnd);
			(*ops)[nops] = (ArithOp){x->op, x->op == OP_ICMP ? x->aux : 0,
				x->w, n->nodes[xi[0]].w};
			opnd[2 * nops] = xi[0];
			opnd[2 * nops + 1] = xi[1];
			map[k] = net_input(l, arena_strndup(&out->arena, nm.s, nm.len),
				x->w);
			nops++;
			continue;
		}
		if (x->nin > cap_ins) {
			cap_ins = x->nin;
			ins = xrealloc(ins, cap_ins * sizeof *ins);
		}
		for (i = 0; i < x->nin; i++)
			ins[i] = map[xi[i]];
		map[k] = net_node_pool(l, x->op, x->w, ins, x->nin, x->aux,
			x->pool == NONE ? NULL : n->pool + x->pool,
			net_pool_words(n, k), x->npool);
		if (n->names[k])
			net_set_name(l, map[k], arena_strndup(&out->arena,
				n->names[k], strlen(n->names[k])));
	}
	for (i = 0; i < n->nout; i++)
		net_output(l, arena_strndup(&out->arena, n->out_name[i],
			strlen(n->out_name[i])), n->out_w[i], map[n->out_node[i]]);
	for (k = 0; k < nops; k++)
		for (i = 0; i < 2; i++) {
			nm.len = 0;
			buf_printf(&nm, "arith%u_%c", k, "ab"[i]);
			net_output(l, arena_strndup(&out->arena, nm.s, nm.len),
				(*ops)[k].wa, map[opnd[2 * k + i]]);
		}
	buf_free(&nm);
	free(ins);
	free(opnd);
	free(map);
	return nops;
}

/* The Brent-Kung graph is built and mapped up to this many ANDs in the
 * ripple graph: a second whole LUT script, within a looser bound than
 * its own minimum depth (each candidate mapped twice), costs more than
 * the first (a 64-bit multiply, 15.6k ANDs: 3.2 -> 9.7 s for 2656 ->
 * 2556 LUT-6s; a fuzzer's 24k-AND program 14 -> 40 s for 4750 -> 4494). */
#define BK_MAX (1u << 14)

/* Net top of d bit-blasted again with bp and, in turn, carry jumps
 * (bk = 0) or Brent-Kung adders (bk = 1) into *out.  1 when that graph
 * differs from g (the net has such an adder); else 0, nothing kept. */
static int blast_again(const Design *d, uint32_t top, const BlastParams *bp,
	int bk, const Aig *g, Aig *out)
{
	BlastParams q = *bp;

	if (bk)
		q.brent_kung = 1;
	else
		q.carry_jumps = 1;
	aig_init(out);
	if (g->name) /* the module's name, for the outputs' model name */
		out->name = arena_strndup(&out->arena, g->name,
			strlen(g->name));
	bitblast(d, top, out, &q);
	aig_cleanup(out);
	if (out->nand != g->nand || out->npo != g->npo || (g->npo &&
	    memcmp(out->pos, g->pos, g->npo * sizeof *g->pos) != 0))
		return 1;
	aig_free(out);
	return 0;
}

/* The SystemVerilog writers' port names (lut-sv, lut-ice40, ice40): as
 * emit_sv's, a port's hw.verilogName where it has one, else its name.
 * net's ports are the first of ports'.  Returns the array that ports
 * now points into (the caller frees it), or NULL: nothing to rename. */
static const char **sv_port_names(const CompileParams *p, const Net *net,
	LutPorts *ports)
{
	const char **nm;
	uint32_t j;

	if (!net->port_vname || (p->emit != EMIT_LUT_SV &&
	    p->emit != EMIT_LUT_ICE40 && p->emit != EMIT_ICE40))
		return NULL;
	nm = xcalloc((size_t)ports->nin + ports->nout + 1, sizeof *nm);
	for (j = 0; j < ports->nin; j++)
		nm[j] = j < net->nin ? net_port_sv(net, j,
			ports->in_name[j]) : ports->in_name[j];
	for (j = 0; j < ports->nout; j++)
		nm[ports->nin + j] = j < net->nout ? net_port_sv(net,
			net->nin + j, ports->out_name[j]) : ports->out_name[j];
	ports->in_name = nm;
	ports->out_name = nm + ports->nin;
	return nm;
}

/* The bit-level backends for an MLIR design: each selected net (the top,
 * or every function with a body in file order) is bit-blasted with its
 * hierarchy flattened and goes through emit_bits.  AIGER holds one
 * circuit, so it needs exactly one. */
static int compile_bits(const CompileParams *p, const Module *m,
	uint32_t top, Buf *out)
{
	Ctx *c = m->ctx;
	Design d = {0};
	uint32_t *sel, nsel = 0, i, j;
	int n;

	if (module_no_behaviour(m, top, "bit-blast"))
		return 1;
	/* ice40 splits the arithmetic out of each net, which therefore
	 * must not hold instances */
	n = build_design(p, m, top, p->emit == EMIT_ICE40, &d);
	if (n) {
		design_free(&d);
		return n;
	}
	sel = xmalloc(((size_t)m->nfunc + 1) * sizeof *sel);
	if (top != NONE)
		sel[nsel++] = d.top;
	for (i = 0; top == NONE && i < m->nfunc; i++)
		for (j = 0; !m->funcs[i].is_decl && j < d.nnet; j++)
			if (!strcmp(d.nets[j].name, m->funcs[i].name)) {
				sel[nsel++] = j;
				break;
			}
	if (p->emit == EMIT_AIGER && nsel != 1) {
		diag_error(c, (Loc){NONE, 0, 0}, "--emit=aiger holds one "
			"circuit; %s has %u functions and modules: choose one "
			"with --top=NAME", m->filename, nsel);
		c->usage = 1; /* the input is fine; --top is missing */
		free(sel);
		design_free(&d);
		return 1;
	}
	for (i = 0; i < nsel; i++) {
		const Net *net = &d.nets[sel[i]];
		LutPorts ports = {net->name, net->nin, net->nout, net->in_name,
			net->in_w, net->out_name, net->out_w, net->port_out};
		BlastParams bp;
		LutScriptParams ssp, dsp;
		Aig g, alt, bk;
		int have_alt, have_bk;
		double t;

		Design ld = {0};
		ArithOp *ops = NULL;
		const char **svn;
		EmitInput split = {0};

		if (p->emit == EMIT_ICE40) {
			const Net *lnet;
			split.narith = split_arith(&d, sel[i], &ld, &ops);
			split.arith = ops;
			split.nin0 = net->nin;
			split.nout0 = net->nout;
			split.port_out0 = net->port_out;
			split.top = net->name;
			lnet = &ld.nets[0];
			ports = (LutPorts){lnet->name, lnet->nin, lnet->nout,
				lnet->in_name, lnet->in_w, lnet->out_name, lnet->out_w,
				NULL};
		}
		svn = sv_port_names(p, net, &ports);
		blast_params_default(&bp);
		if (backends[p->emit].level == LEVEL_LUT) {
			/* shifter stage orders tried with the script that
			 * will map them (no stages, no proofs) */
			script_params(p, &ssp);
			ssp.exact = NULL;
			ssp.rounds = 0;
			bp.shift_script = &ssp;
			bp.shift_cache = shift_cache_new();
			bp.sum_k = flow_sum_k(p);
		}
		/* where depth is not the first cost, divisions by constants
		 * are chains of K-LUT functions (long, fewer LUTs) */
		if (backends[p->emit].level == LEVEL_LUT &&
		    p->lut_depth != 0) {
			bp.div_chain_k = map_k(p);
			bp.div_chain_depth = p->lut_depth == LUT_DEPTH_ANY ?
				UINT32_MAX : p->lut_depth;
		}
		aig_init(&g);
		g.name = arena_strndup(&g.arena, net->name, strlen(net->name));
		t = pass_begin(c, "bitblast");
		if (p->emit == EMIT_ICE40)
			bitblast(&ld, 0, &g, &bp);
		else
			bitblast(&d, sel[i], &g, &bp);
		aig_cleanup(&g);
		pass_end(c, "bitblast", t, "ands=%u pis=%u pos=%u", g.nand,
			g.npi, g.npo);
		if (p->check)
			check_blast(p->emit == EMIT_ICE40 ? &ld : &d,
				p->emit == EMIT_ICE40 ? 0 : sel[i], &g);
		/* the adders again with carry jumps: a second structure for
		 * the exact mapping's choice graph (a jump where the depth
		 * bound needs one, ripple elsewhere; its LUTs are 5- and
		 * 6-input functions, so for LUT-6s only) */
		lut_script_params_default(&dsp);
		have_alt = backends[p->emit].level == LEVEL_LUT &&
			p->classes && p->exact && map_k(p) == 6 &&
			g.nand <= dsp.exact_max && blast_again(p->emit ==
			EMIT_ICE40 ? &ld : &d, p->emit == EMIT_ICE40 ? 0 :
			sel[i], &bp, 0, &g, &alt);
		/* and with Brent-Kung adders, a second graph mapped on its
		 * own (emit_bits); not at K <= 3, where it never mapped to
		 * fewer LUTs (a 16-bit multiply 279 LUT-3s either way, a
		 * 32-bit add 63 -> 67), nor from BK_MAX ANDs (time), nor for
		 * the iCE40, where the fewer LUTs at the same LUT depth routed
		 * slower (divu16 in combc fpga --flow=mixed: 102.6 -> 110.9
		 * ns, so --flow=best fell back to Yosys's 757 LUT4 from 402) */
		have_bk = backends[p->emit].level == LEVEL_LUT &&
			p->emit != EMIT_ICE40 && p->emit != EMIT_LUT_ICE40 &&
			p->brent_kung && map_k(p) >= 4 && g.nand <= BK_MAX &&
			blast_again(p->emit == EMIT_ICE40 ? &ld : &d,
			p->emit == EMIT_ICE40 ? 0 : sel[i], &bp, 1, &g, &bk);
		/* each net is flattened, so several are several top
		 * modules: a scoped waiver keeps the file lint clean */
		if (p->emit == EMIT_LUT_SV && nsel > 1)
			buf_puts(out, "/* verilator lint_off MULTITOP */\n");
		emit_bits(c, p, &g, have_alt ? &alt : NULL, have_bk ? &bk :
			NULL, &ports, NULL, p->emit == EMIT_ICE40 ? &split : NULL,
			out);
		if (have_alt)
			aig_free(&alt);
		shift_cache_free(bp.shift_cache);
		if (p->emit == EMIT_LUT_SV && nsel > 1)
			buf_puts(out, "/* verilator lint_on MULTITOP */\n");
		free(ops);
		free((void *)svn);
		design_free(&ld);
	}
	free(sel);
	design_free(&d);
	return 0;
}

int compile_module(const CompileParams *p, const Module *m, Buf *out)
{
	Ctx *c = m->ctx;
	const Backend *be = &backends[p->emit];
	Design d = {0};
	uint32_t top;
	EmitInput in = {p, &d, NULL, NULL, NULL, m->filename, NULL, 0, 0, 0,
		NULL, NULL};
	double t;
	int n;

	if (pick_top(c, p->top, m, 0, &top))
		return 1; /* one error; c->usage tells its kind */
	if (be->level != LEVEL_NET)
		return compile_bits(p, m, top, out);
	if (p->emit == EMIT_MLIR && p->flatten && !p->index_fixed &&
	    uses_index(m, top)) {
		/* flattening happens on the netlist, where index has a width */
		diag_error(c, (Loc){NONE, 0, 0}, "--flatten with --emit=mlir "
			"needs --index-width: the design uses index, and a "
			"flattened design is printed as hw/comb");
		c->usage = 1;
		return 1;
	}
	if (p->emit == EMIT_MLIR && !p->flatten && (p->opt < 2 ||
	    (!p->index_fixed && uses_index(m, top)))) {
		print_ir(p, m, top, out);
		return 0;
	}
	n = build_design(p, m, top, p->flatten, &d);
	if (!n) {
		t = pass_begin(c, "emit");
		be->emit(&in, out);
		pass_end(c, "emit", t, "bytes=%zu", out->len);
	}
	design_free(&d);
	return n;
}

/* ------------------------------------------------------- netlists */

static void drop_diag(void *user, const char *text, size_t len)
{
	(void)user, (void)text, (void)len;
}

static char *dupn(const char *s, size_t n)
{
	char *r = xmalloc(n + 1);
	memcpy(r, s, n);
	r[n] = 0;
	return r;
}

/* g with its PIs and POs in wp's port order, LSB first. */
static void reorder(Aig *g, const WordPorts *wp)
{
	Lit *map = xmalloc(((size_t)g->nnode + 1) * sizeof *map);
	uint32_t k, i, j;
	Aig h;

	aig_init(&h);
	h.name = g->name ? arena_strndup(&h.arena, g->name,
		strlen(g->name)) : NULL;
	map[0] = LIT_FALSE;
	for (k = 0; k < wp->nin; k++)
		for (i = 0; i < wp->in[k].w; i++) {
			j = wp->in[k].bit[i];
			map[g->pis[j]] = aig_pi(&h, g->pi_name[j]);
		}
	aig_copy_ands(&h, g, map, NULL);
	for (k = 0; k < wp->nout; k++)
		for (i = 0; i < wp->out[k].w; i++) {
			j = wp->out[k].bit[i];
			aig_po(&h, lit_notif(map[lit_node(g->pos[j])],
				lit_compl(g->pos[j])), g->po_name[j]);
		}
	aig_replace(g, &h);
	free(map);
}

/* A netlist's word ports, as eval and lec group its bit names ("a[3]"
 * into a; words.c): g's PIs and POs are put in port order, LSB first
 * (a copy only when they are not so already), and *p describes the
 * ports.  An unnamed bit stays the port pi<i> or po<i>.  Returns 0, g
 * unchanged, when the names make no words (a base both a bit and a
 * word, a bit given twice, gaps): the writers then give each bit a port
 * of its own. */
static int netlist_words(Aig *g, const char *path, LutPorts *p)
{
	Ctx quiet = {0};
	WordPorts wp;
	char **nm;
	uint32_t *w, k, i, n = 0;
	int moved = 0;
	Buf b = {0};

	quiet.sink = drop_diag;
	memset(p, 0, sizeof *p);
	if (word_ports(&quiet, path, g, &wp)) {
		ctx_free(&quiet);
		return 0;
	}
	ctx_free(&quiet);
	nm = xcalloc((size_t)wp.nin + wp.nout + 1, sizeof *nm);
	w = xcalloc((size_t)wp.nin + wp.nout + 1, sizeof *w);
	for (k = 0; k < wp.nin + wp.nout; k++) {
		int in = k < wp.nin;
		const WordPort *x = in ? &wp.in[k] : &wp.out[k - wp.nin];
		uint32_t j = x->bit[0];
		b.len = 0;
		if (x->w == 1 && !(in ? g->pi_name : g->po_name)[j])
			buf_printf(&b, "%s%u", in ? "pi" : "po", j);
		else
			buf_puts(&b, x->name);
		nm[k] = dupn(b.s, b.len);
		w[k] = x->w;
		for (i = 0; i < x->w; i++, n++)
			if (x->bit[i] != (in ? n : n - g->npi))
				moved = 1;
	}
	if (moved)
		reorder(g, &wp);
	b.len = 0;
	netlist_module_name(&b, g->name, path);
	p->name = dupn(b.s, b.len);
	buf_free(&b);
	p->nin = wp.nin;
	p->nout = wp.nout;
	p->in_name = (const char *const *)nm;
	p->out_name = (const char *const *)nm + wp.nin;
	p->in_w = w;
	p->out_w = w + wp.nin;
	word_ports_free(&wp);
	return 1;
}

static void netlist_words_free(LutPorts *p)
{
	uint32_t i;

	for (i = 0; i < p->nin + p->nout; i++)
		free((char *)p->in_name[i]);
	free((void *)p->in_name);
	free((void *)p->in_w);
	free((void *)p->name);
}

int is_netlist_path(const char *path)
{
	const char *dot = strrchr(path, '.');
	return dot && (!strcmp(dot, ".aig") || !strcmp(dot, ".aag") ||
		!strcmp(dot, ".blif"));
}

int compile_netlist(Ctx *c, const CompileParams *p, const char *path,
	const char *data, size_t len, Buf *out)
{
	CompileParams q = *p;
	const char *dot = strrchr(path, '.');
	double t;
	Aig g;
	LutPorts wp = {0};
	int n, words;

	/* a netlist's SystemVerilog is its LUT netlist */
	if (q.emit == EMIT_SV)
		q.emit = EMIT_LUT_SV;
	if (q.emit == EMIT_ICE40) /* no words, so no arithmetic to keep */
		q.emit = EMIT_LUT_ICE40;
	if (backends[q.emit].level == LEVEL_NET) {
		diag_error(c, (Loc){NONE, 0, 0}, "--emit=%s is not available "
			"for netlist inputs (use blif, aiger, lut-sv or "
			"lut-mlir)", backends[q.emit].name);
		return 1;
	}
	t = pass_begin(c, "read");
	aig_init(&g);
	if ((len >= 3 && (!memcmp(data, "aig", 3) || !memcmp(data, "aag", 3)))
	    || (dot && (!strcmp(dot, ".aig") || !strcmp(dot, ".aag"))))
		n = aiger_read(c, &g, path, data, len);
	else
		n = blif_read_top(c, &g, path, data, len, p->top);
	pass_end(c, "read", t, "ands=%u pis=%u pos=%u", g.nand, g.npi, g.npo);
	if (n) {
		aig_free(&g);
		return n;
	}
	words = netlist_words(&g, path, &wp);
	emit_bits(c, &q, &g, NULL, NULL, words ? &wp : NULL, path, NULL,
		out);
	netlist_words_free(&wp);
	return 0;
}

/* ------------------------------------------------------- whole files */

typedef struct {
	const CompileParams *p;
	const char *path;
	Buf *out;
	Module m;
} FileJob;

static int run_file(Ctx *c, void *arg)
{
	FileJob *j = arg;
	size_t len;
	char *text;
	int n;

	if (!is_netlist_path(j->path)) {
		n = load_module(c, j->path, &j->m);
		return n ? n : compile_module(j->p, &j->m, j->out);
	}
	text = read_file(j->path, &len);
	if (!text) {
		diag_error(c, (Loc){NONE, 0, 0}, "cannot read '%s'", j->path);
		return 1;
	}
	n = compile_netlist(c, j->p, j->path, text, len, j->out);
	free(text);
	return n;
}

int compile_file(Ctx *c, const CompileParams *p, const char *path, Buf *out)
{
	FileJob j = {p, path, out, {0}};
	int n = ctx_protect(c, run_file, &j);

	module_free(&j.m);
	return n;
}
