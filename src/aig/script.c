/* script.c: the one AIG -> K-LUT script, used by every flow (MLIR inputs
 * after bit-blasting, and AIGER/BLIF inputs), so that all of them promise
 * the same thing about depth and record the same statistics.
 *
 *   in -> aig_cleanup -> aig_balance (depth) -> aig_rewrite (area)
 *      -> candidates: the graph as given, and the optimized graph
 *      -> lut_map each; the first sets the depth bound of the second
 *      -> keep the mapping with fewer LUTs (on a tie, the shallower)
 *
 * Policy: the result is never deeper than mapping the graph as given, and
 * never has more LUTs than the best candidate within that depth.  When
 * balancing and rewriting changed nothing, the graph is mapped once.
 * With p->map == 0 the script stops after rewriting and returns the
 * optimized AIG (for AIGER output).
 *
 * Cost: balance and rewrite are linear in the AIG; lut_map is linear in
 * the nodes times the cuts kept per node; at most two mappings. */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

void lut_script_params_default(LutScriptParams *p)
{
	memset(p, 0, sizeof *p);
	lut_params_default(&p->map_params);
	p->map = 1;
}

static uint32_t depth_of(const Aig *g)
{
	uint32_t *lev = xmalloc(((size_t)g->nnode + 1) * sizeof *lev);
	uint32_t d = aig_levels(g, lev);
	free(lev);
	return d;
}

void lut_script(Aig *g, const LutScriptParams *p, Aig *opt, LutNet *ln,
	LutScriptStats *st)
{
	LutParams lp = p->map_params;
	LutStats ls, ls2;
	LutNet ln2;
	double t = now_seconds();

	memset(st, 0, sizeof *st);
	aig_cleanup(g);
	st->and_in = g->nand;
	st->lev_in = depth_of(g);
	aig_balance(g, opt);
	st->and_bal = opt->nand;
	st->lev_bal = depth_of(opt);
	st->balance_s = now_seconds() - t;
	t = now_seconds();
	aig_rewrite(opt);
	st->and_out = opt->nand;
	st->lev_out = depth_of(opt);
	st->rewrite_s = now_seconds() - t;
	if (!p->map)
		return;
	t = now_seconds();
	memset(ln, 0, sizeof *ln);
	lp.progress_what = "lutmap 1/2 (graph as given)";
	lut_map(g, &lp, ln, &ls);
	st->ncut = ls.ncut;
	if (opt->nand != g->nand || st->lev_out != st->lev_in) {
		/* the optimized graph may be deeper than the bound allows:
		 * only a mapping within it counts */
		lp.depth_bound = ls.depth;
		lp.progress_what = "lutmap 2/2 (optimized graph)";
		memset(&ln2, 0, sizeof ln2);
		lut_map(opt, &lp, &ln2, &ls2);
		st->ncut += ls2.ncut;
		if (ls2.depth <= ls.depth && (ls2.nlut < ls.nlut ||
		    (ls2.nlut == ls.nlut && ls2.depth < ls.depth))) {
			lutnet_free(ln);
			*ln = ln2;
			ls = ls2;
			st->mapped_opt = 1;
		} else {
			lutnet_free(&ln2);
		}
	}
	st->nlut = ls.nlut;
	st->depth = ls.depth;
	st->map_s = now_seconds() - t;
}
