/* script.c: the one AIG -> K-LUT script, used by every flow (MLIR inputs
 * after bit-blasting, and AIGER/BLIF inputs), so that all of them promise
 * the same thing about depth and record the same statistics.
 *
 *   in -> aig_cleanup -> [reduce: SAT-proven equal nodes merged]
 *      -> aig_balance (depth) -> aig_rewrite (area)
 *      -> candidates: the graph as given, the reduced graph (when
 *         smaller) and the optimized graph (balanced and rewritten from
 *         the reduced one when there is one)
 *      -> lut_map each; the first sets the depth bound of the others
 *      -> keep the mapping with fewer LUTs (on a tie, the shallower)
 *
 * Policy: the result is never deeper than mapping the graph as given, and
 * never has more LUTs than the best candidate within that depth.  With
 * map_params.area_only or a depth_bound (--lut-depth=any, N) the bound
 * is the user's (when above that depth) or none, and every candidate is
 * mapped both with those parameters and for minimum depth.  From
 * p->large ANDs (2^18) time wins: one lighter mapping of the smallest
 * graph (aig.h states what that promises).  A
 * candidate equal in size and depth to the one before is not mapped
 * again.  Functional reduction (p->reduce, when set) matters most on
 * redundant logic: EPFL div halves (57k -> 29k ANDs).
 * With p->map == 0 the script stops after rewriting and returns the
 * optimized AIG (for AIGER output).
 *
 * Cost: balance and rewrite are linear in the AIG; lut_map is linear in
 * the nodes times the cuts kept per node; at most three mappings;
 * reduce is the caller's (check/lec.c: aig_fraig). */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

void lut_script_params_default(LutScriptParams *p)
{
	memset(p, 0, sizeof *p);
	lut_params_default(&p->map_params);
	p->map = 1;
	p->large = 1u << 18;
	p->synth = SYNTH_DEFAULT;
	p->pack = 1;
}

/* Does lp trade depth for LUTs (--lut-depth=any or N)? */
static int relaxed(const LutParams *lp)
{
	return lp->area_only || lp->depth_bound;
}

/* Map cand with lp and keep it in *best when it has fewer LUTs within
 * depth bound (a tie: shallower). */
static void keep_map(const Aig *cand, const LutParams *lp, uint32_t bound,
	int id, LutNet *best, LutStats *bs, LutScriptStats *st)
{
	LutNet ln;
	LutStats ls;

	memset(&ln, 0, sizeof ln);
	lut_map(cand, lp, &ln, &ls);
	st->ncut += ls.ncut;
	if (ls.depth <= bound && (ls.nlut < bs->nlut ||
	    (ls.nlut == bs->nlut && ls.depth < bs->depth))) {
		lutnet_free(best);
		*best = ln;
		*bs = ls;
		st->mapped_opt = id;
	} else {
		lutnet_free(&ln);
	}
}

/* The minimum-depth parameters of lp. */
static LutParams plain_params(const LutParams *lp)
{
	LutParams q = *lp;

	q.area_only = 0;
	q.depth_bound = 0;
	return q;
}

/* keep_map of cand within lp->depth_bound, the bound of the first
 * mapping.  relax (lp->area_only, or a depth bound above the minimum):
 * cand is mapped a second time for minimum depth: the area passes are
 * greedy and without a bound can do worse (mul8: 36 LUT-6s at minimum
 * depth, 38 for area). */
static void try_map(const Aig *cand, LutParams *lp, int relax,
	const char *what, int id, LutNet *best, LutStats *bs,
	LutScriptStats *st)
{
	lp->progress_what = what;
	keep_map(cand, lp, lp->depth_bound, id, best, bs, st);
	if (relax) {
		LutParams q = plain_params(lp);
		keep_map(cand, &q, lp->depth_bound, id, best, bs, st);
	}
}

/* dst = a copy of src (same ids). */
static void aig_copy(const Aig *src, Aig *dst)
{
	Lit *map = xmalloc(((size_t)src->nnode + 1) * sizeof *map);
	uint32_t i;
	aig_start_like(dst, src, map);
	for (i = 1; i < src->nnode; i++)
		if (aig_is_and(src, i))
			map[i] = aig_and(dst,
				lit_notif(map[lit_node(src->fanin0[i])],
					lit_compl(src->fanin0[i])),
				lit_notif(map[lit_node(src->fanin1[i])],
					lit_compl(src->fanin1[i])));
	aig_finish_like(dst, src, map);
	free(map);
}

/* From p->large ANDs: the graph as given, mapped once with the light
 * schedule (5 cuts, one depth, one area-flow and one exact-area pass).
 * Measured on a 256-bit multiply (230k ANDs): 1.8x faster than the
 * default schedule with 8% fewer LUTs; on EPFL sqrt, log2 and mem_ctrl
 * within 3% of the default mapping's LUTs; on a 512-bit multiply 5 cuts
 * give the LUTs of 6 (168,359 against 168,393) with 17% fewer cuts, 4
 * cuts 5% more LUTs. */
static void map_large(const Aig *g, const LutScriptParams *p, LutNet *ln,
	LutScriptStats *st)
{
	LutParams lp = p->map_params;
	LutStats ls;
	double t = now_seconds();

	lp.cuts = 5;
	lp.depth_cuts = 5;
	lp.depth_rounds = 0;
	lp.flow_pre = 0;
	lp.flow_rounds = 1;
	lp.area_rounds = 1;
	lp.progress_what = "lutmap (light schedule: large graph)";
	lut_map(g, &lp, ln, &ls);
	st->ncut = ls.ncut;
	st->mapped_opt = 0;
	st->nlut = st->nlut_map = ls.nlut;
	st->depth = st->depth_map = ls.depth;
	st->map_s = now_seconds() - t;
}

static void stage(const LutScriptParams *p, const char *name, const Aig *g,
	const LutNet *ln)
{
	if (p->stage)
		p->stage(p->stage_user, name, g, ln, 0);
}

/* The LUT-level passes on the mapping kept: packing (lutpack.c), then
 * the caller's resynthesis (p->resyn), each within the depth bound. */
static void post_map(const LutScriptParams *p, uint32_t bound, int relax,
	LutNet *ln, LutScriptStats *st)
{
	double t = now_seconds();
	if (p->pack) {
		LutPackParams pp;
		LutPackStats ps;
		lutpack_params_default(&pp);
		pp.depth_bound = bound;
		lutnet_pack(ln, &pp, &ps);
		st->nlut_pack = ln->nlut;
		st->pack_s = now_seconds() - t;
		stage(p, "packed", NULL, ln);
		t = now_seconds();
	}
	if (p->resyn) {
		int proven = p->resyn(p->resyn_user, ln, bound, relax);
		st->nlut_resyn = ln->nlut;
		st->resyn_s = now_seconds() - t;
		if (p->stage)
			p->stage(p->stage_user, "resynthesized", NULL, ln,
				proven);
	}
	st->nlut = ln->nlut;
	st->depth = ln->depth;
}

void lut_script(Aig *g, const LutScriptParams *p, Aig *opt, LutNet *ln,
	LutScriptStats *st)
{
	static const char *const cand_name[4] = {"given", "optimized",
		"reduced", "synthesized"};
	LutParams lp = p->map_params;
	LutStats ls;
	Aig red, syn;
	const Aig *base;
	int have_red = 0, have_syn = 0, large;
	int relax = relaxed(&p->map_params);

	double t = now_seconds();

	memset(st, 0, sizeof *st);
	aig_cleanup(g);
	st->and_in = g->nand;
	st->lev_in = aig_depth(g);
	st->and_red = g->nand;
	st->lev_red = st->lev_in;
	large = p->large && g->nand >= p->large;
	stage(p, "given", g, NULL);
	if (large) {
		/* time wins: no reduction, no optimization; the AIGER output
		 * is the graph as given */
		if (p->map) {
			memset(ln, 0, sizeof *ln);
			map_large(g, p, ln, st);
			stage(p, "mapped", NULL, ln);
		}
		aig_copy(g, opt);
		st->large = 1;
		st->and_red = st->and_bal = st->and_out = g->nand;
		st->lev_red = st->lev_bal = st->lev_out = st->lev_in;
		st->and_syn = NONE;
		return;
	}
	if (p->reduce) {
		p->reduce(p->reduce_user, g, &red);
		st->and_red = red.nand;
		st->lev_red = aig_depth(&red);
		have_red = red.nand < g->nand;
		if (have_red)
			stage(p, "reduced", &red, NULL);
		else
			aig_free(&red);
		st->reduce_s = now_seconds() - t;
		t = now_seconds();
	}
	base = have_red ? &red : g;
	aig_balance(base, opt);
	st->and_bal = opt->nand;
	st->lev_bal = aig_depth(opt);
	st->balance_s = now_seconds() - t;
	t = now_seconds();
	aig_rewrite(opt);
	st->and_out = opt->nand;
	st->lev_out = aig_depth(opt);
	st->rewrite_s = now_seconds() - t;
	/* the synthesis script, from the reduced graph (not for large
	 * graphs: time) */
	st->and_syn = NONE;
	if (p->synth) {
		t = now_seconds();
		aig_copy(base, &syn);
		if (p->map)   /* symmetric outputs as counts, for the mapper */
			st->nsym = aig_symmetric(&syn, p->map_params.k ?
				p->map_params.k : 6);
		aig_synth(&syn, p->synth, &(SynthStats){0});
		if (p->map)   /* XOR outputs as a shared XOR network */
			st->nlin = aig_linear(&syn, p->map_params.k ?
				p->map_params.k : 6);
		have_syn = 1;
		st->and_syn = syn.nand;
		st->lev_syn = aig_depth(&syn);
		st->synth_s = now_seconds() - t;
	}
	if (!p->map) {
		/* AIGER output: the smaller optimized graph */
		if (have_syn && syn.nand < opt->nand)
			aig_replace(opt, &syn);
		else if (have_syn)
			aig_free(&syn);
		stage(p, "optimized", opt, NULL);
		if (have_red)
			aig_free(&red);
		return;
	}
	t = now_seconds();
	memset(ln, 0, sizeof *ln);
	lp.progress_what = "lutmap (graph as given)";
	lut_map(g, &lp, ln, &ls);
	st->ncut = ls.ncut;
	/* the other candidates may be deeper than the bound allows: only a
	 * mapping within it counts.  Relaxed, the bound is the user's (or
	 * none), and the graph as given is also mapped for minimum depth */
	if (lp.area_only)
		lp.depth_bound = LUT_DEPTH_ANY;
	else if (ls.depth > lp.depth_bound)
		lp.depth_bound = ls.depth;
	/* a bound at or below the minimum depth relaxes nothing */
	if (!lp.area_only && lp.depth_bound <= ls.depth_min)
		relax = 0;
	if (relax) {
		LutParams q = plain_params(&lp);
		keep_map(g, &q, lp.depth_bound, 0, ln, &ls, st);
	}
	if (have_red)
		try_map(&red, &lp, relax, "lutmap (reduced graph)", 2, ln,
			&ls, st);
	if (opt->nand != st->and_red || st->lev_out != st->lev_red)
		try_map(opt, &lp, relax, "lutmap (optimized graph)", 1, ln,
			&ls, st);
	if (have_syn)
		try_map(&syn, &lp, relax, "lutmap (synthesized graph)", 3,
			ln, &ls, st);
	st->nlut_map = ls.nlut;
	st->depth_map = ls.depth;
	st->nlut = ls.nlut;
	st->depth = ls.depth;
	st->map_s = now_seconds() - t;
	/* the chain of stages goes through the graph that was mapped */
	if (st->mapped_opt == 1 || st->mapped_opt == 3)
		stage(p, cand_name[st->mapped_opt], st->mapped_opt == 1 ? opt :
			&syn, NULL);
	stage(p, "mapped", NULL, ln);
	if (have_red)
		aig_free(&red);
	if (have_syn)
		aig_free(&syn);
	post_map(p, lp.depth_bound, relax, ln, st);
}
