/* script.c: the one AIG -> K-LUT script, used by every flow (MLIR inputs
 * after bit-blasting, and AIGER/BLIF inputs), so that all of them promise
 * the same thing about depth and record the same statistics.
 *
 *   in -> aig_cleanup -> [reduce: SAT-proven equal nodes merged]
 *      -> aig_balance (depth) -> aig_rewrite (area)
 *      -> candidates: the graph as given, the reduced graph (when
 *         smaller), the optimized graph (balanced and rewritten from
 *         the reduced one when there is one) and the synthesized one;
 *         then the optimized and synthesized graphs with their wide ANDs
 *         grouped for K-LUTs (balance.c, aig_balance_k); then (with
 *         p->classes, K <= 6, up to p->choice_max ANDs in all) all of
 *         them merged into one choice graph (choice.c), mapped twice
 *      -> lut_map each; the first sets the depth bound of the others
 *      -> keep the mapping with fewer LUTs (on a tie, the shallower) of
 *         each family: the first four, the grouped two, the choices
 *      -> lutpack, the caller's resynthesis and lutpack's pair merges on
 *         the first family's and on each other one ahead of it or close
 *         behind (not on a net equal to one already passed, up to the
 *         order of its LUTs: lutnet_shape); keep the one with fewer
 *         LUTs after them
 *      -> phase assignment (lutnet_po_phase): no inverter at an output
 *         whose LUT no output reads uninverted
 *
 * Policy: the result is never deeper than mapping the graph as given, and
 * never has more LUTs than the best ungrouped candidate within that depth
 * after the same LUT passes.  With
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
 * the nodes times the cuts kept per node; at most eight mappings
 * (sixteen relaxed), the choice graph's over up to six graphs' nodes,
 * and three rounds of the LUT passes; reduce and classes are the
 * caller's (check/lec.c: aig_fraig, aig_fraig_classes: simulation and
 * SAT over the union of the candidates). */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

void lut_script_params_default(LutScriptParams *p)
{
	memset(p, 0, sizeof *p);
	lut_params_default(&p->map_params);
	p->map = 1;
	p->large = 1u << 18;
	p->choice_max = 1u << 18;
	p->exact_max = 4000;
	p->synth = SYNTH_DEFAULT;
	p->pack = 1;
}

/* Does lp trade depth for LUTs (--lut-depth=any or N)? */
static int relaxed(const LutParams *lp)
{
	return lp->area_only || lp->depth_bound;
}

/* The families of candidates whose best mapping goes through the LUT
 * passes (post_best): the graphs as they come, grouped, choices. */
#define NFAMILY 3

/* A mapping kept: the one with the fewest LUTs (a tie: shallower) within
 * the depth bound, among one family of candidates. */
typedef struct {
	LutNet ln;
	LutStats ls;
	int id;          /* candidate (cand_name), -1: none */
	const Aig *g;    /* the graph mapped */
} Kept;

/* Map cand with lp and keep it in *kept when it has fewer LUTs within
 * depth bound (a tie: shallower). */
static void keep_map(const Aig *cand, const AigChoice *ch,
	const LutParams *lp, uint32_t bound, int id, Kept *kept,
	LutScriptStats *st)
{
	Kept x = {{0}, {0}, id, ch ? &ch->g : cand};

	if (ch)
		lut_map_choice(ch, lp, &x.ln, &x.ls);
	else
		lut_map(cand, lp, &x.ln, &x.ls);
	st->ncut += x.ls.ncut;
	if (x.ls.depth <= bound && (kept->id < 0 ||
	    x.ls.nlut < kept->ls.nlut || (x.ls.nlut == kept->ls.nlut &&
	    x.ls.depth < kept->ls.depth))) {
		lutnet_free(&kept->ln);
		*kept = x;
	} else {
		lutnet_free(&x.ln);
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
static void try_map(const Aig *cand, const AigChoice *ch, LutParams *lp,
	int relax, const char *what, int id, Kept *kept, LutScriptStats *st)
{
	lp->progress_what = what;
	keep_map(cand, ch, lp, lp->depth_bound, id, kept, st);
	if (relax) {
		LutParams q = plain_params(lp);
		keep_map(cand, ch, &q, lp->depth_bound, id, kept, st);
	}
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

/* What the LUT-level passes did to one mapping, and (when the stages are
 * watched) copies of the mapping before them and after packing. */
typedef struct {
	uint32_t nlut_pack, nlut, depth;
	double pack_s, resyn_s;
	int proven;
	int copies, paired;    /* paired: pair merges changed the net */
	int leafed;            /* lutpack's pairs with a leaf were kept */
	int rounds;            /* further rounds changed the net */
	LutNet mapped, packed, resyn, prior; /* prior: before the rounds */
} Post;

/* lutpack on ln within bound (leaves: its pairs with one leaf too);
 * 1 when pairs with a leaf were kept. */
static int pack(LutNet *ln, uint32_t bound, int leaves)
{
	LutPackParams pp;
	LutPackStats ps;

	lutpack_params_default(&pp);
	pp.depth_bound = bound;
	pp.leaves = leaves;
	lutnet_pack(ln, &pp, &ps);
	return ps.leaf_kept != 0;
}

/* p->rounds more rounds of packing, resynthesis and pair merges on ln,
 * while each removes LUTs (none adds any): a resynthesized net packs
 * anew, and a fresh resynthesis sweeps every LUT again (divu16 at LUT-6:
 * 284 -> 266 in 3 rounds).  With the stages watched, the net before
 * them is kept (r->prior) when they changed it. */
static void post_rounds(const LutScriptParams *p, uint32_t bound,
	int relax, LutNet *ln, Post *r, int leaves)
{
	LutNet before;
	uint32_t i, n0 = ln->nlut;

	if (!p->rounds)
		return;
	if (r->copies)
		lutnet_copy(ln, &before);
	for (i = 0; i < p->rounds; i++) {
		uint32_t n = ln->nlut;
		pack(ln, bound, leaves);
		p->resyn(p->resyn_user, ln, bound, relax);
		lutnet_merge_pairs(ln);
		if (ln->nlut >= n)
			break;
	}
	r->rounds = ln->nlut != n0;
	if (r->copies && r->rounds)
		r->prior = before;
	else if (r->copies)
		lutnet_free(&before);
}

/* The LUT-level passes on one mapping: packing (lutpack.c; leaves: its
 * pairs with one leaf too), then the caller's resynthesis (p->resyn) and
 * pair merges, each within the depth bound, and p->rounds more. */
static void post_pass(const LutScriptParams *p, uint32_t bound, int relax,
	LutNet *ln, Post *r, int leaves)
{
	double t = now_seconds();
	memset(r, 0, sizeof *r);
	r->copies = p->stage != NULL;
	if (r->copies)
		lutnet_copy(ln, &r->mapped);
	if (p->pack) {
		r->leafed = pack(ln, bound, leaves);
		r->nlut_pack = ln->nlut;
		r->pack_s = now_seconds() - t;
		if (r->copies)
			lutnet_copy(ln, &r->packed);
		t = now_seconds();
	}
	if (p->resyn) {
		r->proven = p->resyn(p->resyn_user, ln, bound, relax);
		/* resynthesis leaves new pairs to merge: a stage of their
		 * own, which the resynthesis's proof does not cover */
		if (p->pack) {
			LutNet before;
			if (r->copies)
				lutnet_copy(ln, &before);
			r->paired = lutnet_merge_pairs(ln) != 0;
			if (r->copies && r->paired)
				r->resyn = before;
			else if (r->copies)
				lutnet_free(&before);
		}
		if (p->pack)
			post_rounds(p, bound, relax, ln, r, leaves);
		r->resyn_s = now_seconds() - t;
	}
	r->nlut = ln->nlut;
	r->depth = ln->depth;
}

#define POST_BOTH 2048 /* LUTs: resynthesize both packings below it */
static void post_free(Post *r);

/* post_pass; when lutpack's pairs with a leaf were kept, on a net small
 * enough, the packing without them is resynthesized too and the fewer
 * LUTs kept (a tie: the shallower, then with them): fewer LUTs after
 * packing are not always fewer after resynthesis (divu16 328 -> 291
 * against 332 -> 284). */
static void post_map(const LutScriptParams *p, uint32_t bound, int relax,
	LutNet *ln, Post *r)
{
	LutNet other;
	Post ro;
	if (!p->pack || !p->resyn || ln->nlut > POST_BOTH) {
		post_pass(p, bound, relax, ln, r, 1);
		return;
	}
	lutnet_copy(ln, &other);
	post_pass(p, bound, relax, ln, r, 1);
	if (!r->leafed) {
		lutnet_free(&other);
		return;
	}
	post_pass(p, bound, relax, &other, &ro, 0);
	ro.pack_s += r->pack_s;
	ro.resyn_s += r->resyn_s;
	r->pack_s = ro.pack_s;
	r->resyn_s = ro.resyn_s;
	if (other.nlut < ln->nlut || (other.nlut == ln->nlut &&
	    other.depth < ln->depth)) {
		lutnet_free(ln);
		*ln = other;
		post_free(r);
		*r = ro;
	} else {
		lutnet_free(&other);
		post_free(&ro);
	}
}

static void post_free(Post *r)
{
	if (r->copies) {
		lutnet_free(&r->mapped);
		lutnet_free(&r->packed);
		if (r->paired)
			lutnet_free(&r->resyn);
		if (r->rounds)
			lutnet_free(&r->prior);
	}
}

/* Tell the stages how kept mapping k (with r, its LUT passes) came about:
 * the graph mapped (when it is not one already told), the mapping, the
 * packed and the resynthesized net, and the nets after pair merges and
 * after the further rounds when they changed it. */
static void tell_chain(const LutScriptParams *p, const Kept *k,
	const Post *r, const Aig *g, const Aig *red)
{
	static const char *const cand_name[7] = {"given", "optimized",
		"reduced", "synthesized", "grouped", "grouped", "choices"};
	const LutNet *last = r->rounds ? &r->prior : &k->ln;

	if (!p->stage)
		return;
	if (k->g != g && k->g != red)
		stage(p, cand_name[k->id], k->g, NULL);
	stage(p, "mapped", NULL, &r->mapped);
	if (p->pack)
		stage(p, "packed", NULL, &r->packed);
	if (p->resyn)
		p->stage(p->stage_user, "resynthesized", NULL,
			r->paired ? &r->resyn : last, r->proven);
	if (r->paired)
		stage(p, "paired", NULL, last);
	if (r->rounds)
		stage(p, "rounds", NULL, &k->ln);
}

/* Run the LUT passes on kept[0] (the best of the graphs as they come)
 * and, when it is ahead or close behind (below), on kept[1] (the best
 * grouped graph) and kept[2] (the choice graph): fewer LUTs before the
 * passes is not always fewer after (EPFL cavlc: 115 LUTs grouped become
 * 95 where 117 become 87), and so the result is never worse than
 * without the other families.  Keep the one with fewer LUTs (a tie:
 * shallower; then the earlier) in ln and tell the stages its chain. */
static void post_best(const LutScriptParams *p, uint32_t bound, int relax,
	Kept *kept, const Aig *g, const Aig *red, LutNet *ln,
	LutScriptStats *st)
{
	Post r[NFAMILY];
	int w = 0, i, j, run[NFAMILY] = {1};
	uint64_t shape[NFAMILY] = {0};

	/* another family when it starts ahead (a tie: shallower), or on
	 * nets of up to 8192 LUTs within 2% behind: the LUT passes are most
	 * of the script's time on large nets, and there the grouped mapping
	 * behind did not win (EPFL hyp 0.2% behind: 42,363 against 42,325
	 * after the passes; log2 3.8% behind); on small ones it did
	 * (multiplier 0.6% behind: 5399 against 5410, voter even: 1282
	 * against 1287, a 12-bit signed division 240 -> 197 against 207) */
	for (i = 1; i < NFAMILY; i++)
		run[i] = kept[i].id >= 0 &&
			(kept[i].ls.nlut < kept[0].ls.nlut ||
			(kept[i].ls.nlut == kept[0].ls.nlut &&
			kept[i].ls.depth < kept[0].ls.depth) ||
			(kept[0].ls.nlut <= 8192 && (uint64_t)kept[i].ls.nlut *
			50 <= (uint64_t)kept[0].ls.nlut * 51));
	/* a family whose mapping is the same net as one run already
	 * (up to the order of its LUTs; a 64-bit multiply at LUT-3: the
	 * grouped graph's) would be run for nothing */
	for (i = 0; i < NFAMILY; i++)
		if (run[i])
			shape[i] = lutnet_shape(&kept[i].ln);
	for (i = 1; i < NFAMILY; i++)
		for (j = 0; j < i && run[i]; j++)
			if (run[j] && shape[j] == shape[i])
				run[i] = 0;
	memset(r, 0, sizeof r);
	for (i = 0; i < NFAMILY; i++)
		if (run[i]) {
			post_map(p, bound, relax, &kept[i].ln, &r[i]);
			if (i && (r[i].nlut < r[w].nlut ||
			    (r[i].nlut == r[w].nlut &&
			    r[i].depth < r[w].depth)))
				w = i;
		}
	tell_chain(p, &kept[w], &r[w], g, red);
	st->mapped_opt = kept[w].id;
	st->nlut_map = kept[w].ls.nlut;
	st->depth_map = kept[w].ls.depth;
	st->nlut_pack = r[w].nlut_pack;
	st->nlut_resyn = r[w].nlut;
	st->nlut = r[w].nlut;
	st->depth = r[w].depth;
	*ln = kept[w].ln;
	for (i = 0; i < NFAMILY; i++) {
		st->pack_s += r[i].pack_s;
		st->resyn_s += r[i].resyn_s;
		if (i != w)
			lutnet_free(&kept[i].ln);
		if (run[i])
			post_free(&r[i]);
	}
}

/* The choice graph, mapped twice with more area recovery than the
 * other candidates (its lists hold several structures' cuts, and one
 * schedule does not suit all): four exact-area passes, then also 16
 * cuts and three area-flow passes.  Measured (final LUT-6s, default
 * schedule -> these two): 3-operand add of 16 bits 50 -> 48 (the
 * schedule alone: 50), EPFL priority 124 -> 118, a 12-bit remainder
 * 172 -> 171, a 12-bit division 154 -> 152. */
static void map_choices(const AigChoice *ch, const LutParams *lp,
	int relax, Kept *kept, LutScriptStats *st)
{
	LutParams q = *lp;

	q.area_rounds = 4;
	try_map(NULL, ch, &q, relax, "lutmap (choice graph)", 6, kept, st);
	q.flow_rounds = 3;
	q.cuts = 16;
	if (q.depth_cuts < q.cuts)
		q.depth_cuts = q.cuts;
	try_map(NULL, ch, &q, relax, "lutmap (choice graph)", 6, kept, st);
}

/* The caller's exact mapping of the choice graph (small graphs; it
 * decides), to beat the fewest LUTs kept so far: it is the choice
 * family's mapping when it does. */
static void map_exact(const LutScriptParams *p, const AigChoice *ch,
	uint32_t k, uint32_t bound, Kept *kept, LutScriptStats *st)
{
	Kept x = {{0}, {0}, 6, &ch->g};
	uint32_t beat = UINT32_MAX, i;
	double t = now_seconds();

	for (i = 0; i < NFAMILY; i++)
		if (kept[i].id >= 0 && kept[i].ls.nlut < beat)
			beat = kept[i].ls.nlut;
	if (beat == UINT32_MAX)
		return;
	if (p->exact(p->exact_user, ch, k, bound == LUT_DEPTH_ANY ? 0 : bound,
	    beat, &x.ln)) {
		x.ls.nlut = x.ln.nlut;
		x.ls.depth = x.ln.depth;
		x.ls.seconds = now_seconds() - t;
		lutnet_free(&kept[2].ln);
		kept[2] = x;
		st->exact = 1;
	}
	st->exact_s = now_seconds() - t;
}

void lut_script(Aig *g, const LutScriptParams *p, Aig *opt, LutNet *ln,
	LutScriptStats *st)
{
	LutParams lp = p->map_params;
	Kept kept[NFAMILY] = {{{0}, {0}, -1, NULL}, {{0}, {0}, -1, NULL},
		{{0}, {0}, -1, NULL}};
	Aig red, syn, grp[2];
	AigChoice ch, ch2;
	uint32_t k = p->map_params.k ? (uint32_t)p->map_params.k : 6, j;
	const Aig *base;
	int have_red = 0, have_syn = 0, have_ch = 0, have_ch2 = 0, large;
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
			if (lutnet_po_phase(ln))
				stage(p, "phased", NULL, ln);
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
	lp.progress_what = "lutmap (graph as given)";
	kept[0].id = 0;
	kept[0].g = g;
	lut_map(g, &lp, &kept[0].ln, &kept[0].ls);
	st->ncut = kept[0].ls.ncut;
	/* the other candidates may be deeper than the bound allows: only a
	 * mapping within it counts.  Relaxed, the bound is the user's (or
	 * none), and the graph as given is also mapped for minimum depth */
	if (lp.area_only)
		lp.depth_bound = LUT_DEPTH_ANY;
	else if (kept[0].ls.depth > lp.depth_bound)
		lp.depth_bound = kept[0].ls.depth;
	/* a bound at or below the minimum depth relaxes nothing */
	if ((!lp.area_only && lp.depth_bound <= kept[0].ls.depth_min) ||
	    p->bound_only)
		relax = 0;
	if (relax) {
		LutParams q = plain_params(&lp);
		keep_map(g, NULL, &q, lp.depth_bound, 0, kept, st);
	}
	if (have_red)
		try_map(&red, NULL, &lp, relax, "lutmap (reduced graph)", 2, kept,
			st);
	if (opt->nand != st->and_red || st->lev_out != st->lev_red)
		try_map(opt, NULL, &lp, relax, "lutmap (optimized graph)", 1, kept,
			st);
	if (have_syn)
		try_map(&syn, NULL, &lp, relax, "lutmap (synthesized graph)", 3,
			kept, st);
	/* the optimized and synthesized graphs with their multi-input ANDs
	 * grouped for k-LUTs (balance.c) */
	aig_balance_k(opt, &grp[0], k);
	try_map(&grp[0], NULL, &lp, relax, "lutmap (grouped graph)", 4, &kept[1],
		st);
	if (have_syn) {
		aig_balance_k(&syn, &grp[1], k);
		try_map(&grp[1], NULL, &lp, relax, "lutmap (grouped graph)", 5,
			&kept[1], st);
	}
	/* every structure at once, the mapper choosing per cut: the best
	 * graph so far first (its structure is the representatives'), then
	 * the others once each; not the graph as given when it was reduced
	 * (its redundancy would be proven all over again: a fuzzer's 26k
	 * AND graph spent 65 s in reduction, and as much again here) */
	if (p->classes && k <= 6) {
		const Aig *all[8], *cand[8];
		uint32_t na = 0, nc = 0, tot = 0, i;
		all[na++] = kept[1].id >= 0 && kept[1].ls.nlut <
			kept[0].ls.nlut ? kept[1].g : kept[0].g;
		all[na++] = base;
		all[na++] = opt;
		if (have_syn)
			all[na++] = &syn;
		all[na++] = &grp[0];
		if (have_syn)
			all[na++] = &grp[1];
		for (j = 0; j < na; j++) {
			for (i = 0; i < nc && cand[i] != all[j]; i++)
				;
			if (i == nc) {
				cand[nc++] = all[j];
				tot += all[j]->nand;
			}
		}
		if (tot <= p->choice_max) {
			aig_choice_build(cand, nc, p->classes, p->classes_user,
				&ch);
			have_ch = 1;
			st->nchoice = ch.nchoice;
			/* without a choice it is the first candidate again */
			if (ch.nchoice)
				map_choices(&ch, &lp, relax, &kept[2], st);
		}
		/* the exact mapping, over the other structure too when there
		 * is one (its choices make the mapper's greedy passes worse:
		 * a 16-bit signed division 345 -> 370 LUT-6s, so they do not
		 * get it) */
		if (p->exact && p->alt && p->alt->npi == g->npi &&
		    p->alt->npo == g->npo && tot + p->alt->nand <=
		    p->exact_max) {
			cand[nc++] = p->alt;
			aig_choice_build(cand, nc, p->classes, p->classes_user,
				&ch2);
			have_ch2 = 1;
			map_exact(p, &ch2, k, lp.depth_bound, kept, st);
		} else if (p->exact && have_ch && tot <= p->exact_max) {
			map_exact(p, &ch, k, lp.depth_bound, kept, st);
		}
	}
	st->map_s = now_seconds() - t;
	post_best(p, lp.depth_bound, relax, kept, g, have_red ? &red : NULL,
		ln, st);
	if (lutnet_po_phase(ln))
		stage(p, "phased", NULL, ln);
	if (have_red)
		aig_free(&red);
	if (have_syn)
		aig_free(&syn);
	for (j = 0; j < 1u + (unsigned)have_syn; j++)
		aig_free(&grp[j]);
	if (have_ch)
		aig_choice_free(&ch);
	if (have_ch2)
		aig_choice_free(&ch2);
}
