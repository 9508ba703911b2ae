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
 * never has more LUTs than the best candidate within that depth.  From
 * p->large ANDs (2^20) time wins: one lighter mapping of the smallest
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
	p->large = 1u << 20;
}

static uint32_t depth_of(const Aig *g)
{
	uint32_t *lev = xmalloc(((size_t)g->nnode + 1) * sizeof *lev);
	uint32_t d = aig_levels(g, lev);
	free(lev);
	return d;
}

/* Map cand with the depth bound of the first mapping and keep it in
 * *best when it has fewer LUTs within that bound (a tie: shallower). */
static void try_map(const Aig *cand, LutParams *lp, const char *what,
	int id, LutNet *best, LutStats *bs, LutScriptStats *st)
{
	LutNet ln;
	LutStats ls;

	lp->progress_what = what;
	memset(&ln, 0, sizeof ln);
	lut_map(cand, lp, &ln, &ls);
	st->ncut += ls.ncut;
	if (ls.depth <= lp->depth_bound && (ls.nlut < bs->nlut ||
	    (ls.nlut == bs->nlut && ls.depth < bs->depth))) {
		lutnet_free(best);
		*best = ln;
		*bs = ls;
		st->mapped_opt = id;
	} else {
		lutnet_free(&ln);
	}
}

void lut_script(Aig *g, const LutScriptParams *p, Aig *opt, LutNet *ln,
	LutScriptStats *st)
{
	LutParams lp = p->map_params;
	LutStats ls;
	Aig red;
	int have_red = 0;
	double t = now_seconds();

	memset(st, 0, sizeof *st);
	aig_cleanup(g);
	st->and_in = g->nand;
	st->lev_in = depth_of(g);
	st->and_red = g->nand;
	st->lev_red = st->lev_in;
	if (p->reduce) {
		p->reduce(p->reduce_user, g, &red);
		st->and_red = red.nand;
		st->lev_red = depth_of(&red);
		have_red = red.nand < g->nand;
		if (!have_red)
			aig_free(&red);
		st->reduce_s = now_seconds() - t;
		t = now_seconds();
	}
	aig_balance(have_red ? &red : g, opt);
	st->and_bal = opt->nand;
	st->lev_bal = depth_of(opt);
	st->balance_s = now_seconds() - t;
	t = now_seconds();
	aig_rewrite(opt);
	st->and_out = opt->nand;
	st->lev_out = depth_of(opt);
	st->rewrite_s = now_seconds() - t;
	if (!p->map) {
		if (have_red)
			aig_free(&red);
		return;
	}
	t = now_seconds();
	memset(ln, 0, sizeof *ln);
	if (p->large && g->nand >= p->large) {
		/* a very large graph: one mapping, of the smallest graph, with
		 * fewer cuts and passes (aig.h: LutScriptParams.large) */
		const Aig *red_or_g = have_red ? &red : g;
		const Aig *one = opt->nand < red_or_g->nand ? opt : red_or_g;
		lp.cuts = 8;
		lp.depth_rounds = 0;
		lp.area_rounds = 1;
		lp.progress_what = "lutmap (one pass set: large graph)";
		lut_map(one, &lp, ln, &ls);
		st->ncut = ls.ncut;
		st->mapped_opt = one == opt ? 1 : one == g ? 0 : 2;
		if (have_red)
			aig_free(&red);
		st->nlut = ls.nlut;
		st->depth = ls.depth;
		st->map_s = now_seconds() - t;
		return;
	}
	lp.progress_what = have_red ? "lutmap 1/3 (graph as given)" :
		"lutmap 1/2 (graph as given)";
	lut_map(g, &lp, ln, &ls);
	st->ncut = ls.ncut;
	/* the other candidates may be deeper than the bound allows: only a
	 * mapping within it counts */
	lp.depth_bound = ls.depth;
	if (have_red) {
		try_map(&red, &lp, "lutmap 2/3 (reduced graph)", 2, ln, &ls, st);
		aig_free(&red);
	}
	if (opt->nand != st->and_red || st->lev_out != st->lev_red)
		try_map(opt, &lp, have_red ? "lutmap 3/3 (optimized graph)" :
			"lutmap 2/2 (optimized graph)", 1, ln, &ls, st);
	st->nlut = ls.nlut;
	st->depth = ls.depth;
	st->map_s = now_seconds() - t;
}
