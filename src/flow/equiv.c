/* equiv.c: `combc lec` without the command line: load two designs (MLIR,
 * AIGER, BLIF) as bit-level graphs, pair their ports by name and width,
 * run check/lec.c on them and write the verdict, with a counterexample in
 * the form `combc eval` takes.
 *
 * An MLIR side is lowered without optimization (-O0) and bit-blasted:
 * the reference is what the evaluator computes, not what the optimizer
 * made of it.
 */
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"

/* ------------------------------------------------------------- loading */

/* The names an MLIR top's ports get on the bit level, for pairing:
 * with sv, the names combc's SystemVerilog gives them (emit_sv.c: the
 * module name reserved, then sv_name in port order of each port's
 * hw.verilogName or name), so that lec pairs a design with its own
 * Verilog however its names were made legal;
 * else each name as it is, unless its word base (split_bit) is already
 * a port's (two outputs `y`, a scalar "a[3]" beside the word a), which
 * takes BASE_1, BASE_2, ... as --emit=blif writes it. */
static void pairing_names(Design *d, int sv)
{
	Net *n = &d->nets[d->top];
	StrMap names = {0};
	Buf b = {0};
	uint32_t j, k, idx;

	if (sv) {
		sv_legal(&b, n->name, "m");
		strmap_put(&names, b.s, 1);
	}
	for (j = 0; j < n->nin + n->nout; j++) {
		const char **nm = j < n->nin ? &n->in_name[j] :
			&n->out_name[j - n->nin];
		const char *r;
		int ind;
		size_t bl;
		if (sv) { /* as emit_sv names it: hw.verilogName first */
			r = sv_name(&names, net_port_sv(n, j, *nm), j <
				n->nin ? "arg" : "out", 1);
			*nm = arena_strndup(&d->arena, r, strlen(r));
			continue;
		}
		bl = split_bit(*nm, &idx, &ind);
		if (!strmap_getn(&names, *nm, bl, &k)) {
			strmap_putn(&names, *nm, bl, 1);
			continue;
		}
		for (k = 1;; k++) {
			b.len = 0;
			buf_putn(&b, *nm, bl);
			buf_printf(&b, "_%u", k);
			if (!strmap_get(&names, b.s, &idx))
				break;
		}
		strmap_put(&names, b.s, 1);
		buf_puts(&b, *nm + bl);
		*nm = arena_strndup(&d->arena, b.s, b.len);
	}
	buf_free(&b);
	strmap_free(&names);
}

int load_bits(Ctx *c, const char *path, const char *top, unsigned W,
	int flags, Aig *g, char **text)
{
	size_t len;
	int n;

	aig_init(g);
	*text = NULL;
	if (!is_netlist_path(path)) {
		Module m = {0};
		Design d = {0};
		uint32_t t;
		n = load_module(c, path, &m);
		if (!n)
			n = pick_top(c, top, &m, 1, &t);
		if (!n)  /* an external module's outputs are unknown */
			n = module_no_behaviour(&m, t, "prove");
		if (!n)
			n = lower_module(&m, t, W, 0, &d);
		if (!n) {
			BlastParams bp;
			blast_params_default(&bp);
			bp.sum_k = (uint32_t)flags >> LOAD_SUM_SHIFT;
			if (flags & LOAD_VERILOG_ARITH) {
				bp.mul_tree = 0;
				bp.div_abs = 1;
				bp.add_chain = 1;
			}
			pairing_names(&d, flags & LOAD_SV_NAMES);
			bitblast(&d, d.top, g, &bp);
			aig_cleanup(g);
		}
		design_free(&d);
		*text = (char *)m.text;   /* diagnostics may quote it */
		m.text = NULL;
		module_free(&m);
		return n;
	}
	*text = read_file(path, &len);
	if (!*text) {
		diag_error(c, (Loc){NONE, 0, 0}, "cannot read '%s'", path);
		return 1;
	}
	if ((len >= 3 && (!memcmp(*text, "aig", 3) ||
	    !memcmp(*text, "aag", 3))) || strstr(path, ".aig") ||
	    strstr(path, ".aag"))
		return aiger_read(c, g, path, *text, len);
	return blif_read_top(c, g, path, *text, len, top);
}

/* ------------------------------------------------------------ matching */

#define NM(q, i) ((q)->name[i] ? (q)->name[i] : (q)->path[i])

/* Are the n output names those lower.c gives a func.func's unnamed
 * results ("result" alone, else "out0", "out1", ...)? */
static int default_out_names(const WordPort *w, uint32_t n)
{
	char buf[32];
	uint32_t i;

	for (i = 0; i < n; i++) {
		snprintf(buf, sizeof buf, n == 1 ? "result" : "out%u", i);
		if (strcmp(w[i].name, buf))
			return 0;
	}
	return 1;
}

/* b2 = b with its PIs and POs in a's order (ports paired by name; the
 * outputs by position when no name pairs and one side's are a
 * func.func's unnamed results: --emit=lut-mlir of an hw.module). */
static int align(Ctx *c, const LecRequest *q, const Aig *a,
	const WordPorts *pa, const Aig *b, const WordPorts *pb, Aig *b2)
{
	Lit *map = xmalloc(((size_t)b->nnode + 1) * sizeof *map);
	uint32_t *pi_of = xmalloc(((size_t)a->npi + 1) * sizeof *pi_of);
	uint32_t *po_of = xmalloc(((size_t)a->npo + 1) * sizeof *po_of);
	uint32_t i, j, k;
	int err = 0;

	for (int side = 0; side < 2 && !err; side++) {
		const WordPort *wa = side ? pa->out : pa->in;
		const WordPort *wb = side ? pb->out : pb->in;
		uint32_t na = side ? pa->nout : pa->nin;
		uint32_t nb = side ? pb->nout : pb->nin;
		const char *what = side ? "output" : "input";
		int pos = q->by_position;
		if (side && !pos && na == nb && (default_out_names(wa, na) ||
		    default_out_names(wb, nb))) {
			/* only when no name pairs: out0 beside z is an
			 * error, not z taken for out0 */
			pos = 1;
			for (i = 0; i < na && pos; i++)
				for (j = 0; j < nb && pos; j++)
					pos = strcmp(wa[i].name, wb[j].name) != 0;
		}
		if (pos && na != nb) {
			diag_error(c, (Loc){NONE, 0, 0}, "%s has %u %ss but %s "
				"has %u", NM(q, 0), na, what, NM(q, 1), nb);
			err = 1;
		}
		for (i = 0; i < na && !err; i++) {
			for (j = pos ? i : 0; !pos && j < nb &&
			     strcmp(wa[i].name, wb[j].name); j++)
				;
			if (j == nb) {
				diag_error(c, (Loc){NONE, 0, 0}, "%s '%s' of %s "
					"is missing in %s", what, wa[i].name,
					NM(q, 0), NM(q, 1));
				err = 1;
			} else if (wa[i].w != wb[j].w) {
				diag_error(c, (Loc){NONE, 0, 0}, "%s '%s' is %u "
					"bit%s wide in %s but %u in %s", what,
					wa[i].name, wa[i].w, wa[i].w == 1 ? "" :
					"s", NM(q, 0), wb[j].w, NM(q, 1));
				err = 1;
			} else {
				for (k = 0; k < wa[i].w; k++)
					(side ? po_of : pi_of)[wa[i].bit[k]] =
						wb[j].bit[k];
			}
		}
		for (j = 0; j < nb && !err && !pos; j++) {
			for (i = 0; i < na && strcmp(wa[i].name, wb[j].name); i++)
				;
			if (i == na) {
				diag_error(c, (Loc){NONE, 0, 0}, "%s '%s' of %s "
					"is missing in %s", what, wb[j].name,
					NM(q, 1), NM(q, 0));
				err = 1;
			}
		}
	}
	if (!err) {
		aig_init(b2);
		map[0] = LIT_FALSE;
		for (i = 0; i < a->npi; i++)
			map[b->pis[pi_of[i]]] = aig_pi(b2, a->pi_name[i]);
		aig_copy_ands(b2, b, map, NULL);
		for (i = 0; i < a->npo; i++) {
			Lit l = b->pos[po_of[i]];
			aig_po(b2, lit_notif(map[lit_node(l)], lit_compl(l)),
				a->po_name[i]);
		}
	}
	free(map);
	free(pi_of);
	free(po_of);
	return err;
}

/* ------------------------------------------------------------ reporting */

/* The value of word port p of g's PIs (in) or POs (!in) under the bit
 * values v (PIs) or sim words val (POs), as hex. */
static void put_word(Buf *out, const WordPort *p, const uint8_t *v)
{
	Word *x = xcalloc(BV_WORDS(p->w) + 1, sizeof *x);
	uint32_t k;

	for (k = 0; k < p->w; k++)
		if (v[p->bit[k]])
			x[k / 64] |= (Word)1 << (k % 64);
	bv_print_hex(out, x, p->w);
	free(x);
}

static void po_values(const Aig *g, const uint8_t *cex, uint8_t *po)
{
	uint64_t *pi = xcalloc((size_t)g->npi + 1, sizeof *pi);
	uint64_t *val = xmalloc(((size_t)g->nnode + 1) * sizeof *val);
	uint32_t i;

	for (i = 0; i < g->npi; i++)
		pi[i] = cex[i];
	aig_sim64(g, pi, val);
	for (i = 0; i < g->npo; i++)
		po[i] = (uint8_t)(aig_litval(val, g->pos[i]) & 1);
	free(pi);
	free(val);
}

static void report(const LecRequest *q, const Aig *a, const Aig *b2,
	const WordPorts *pa, const LecResult *r, Buf *out)
{
	uint32_t i;

	if (r->verdict == LEC_EQUAL) {
		buf_puts(out, "equivalent\n");
	} else if (r->verdict == LEC_DIFFERENT) {
		uint8_t *va = xcalloc((size_t)a->npo + 1, 1);
		uint8_t *vb = xcalloc((size_t)a->npo + 1, 1);
		buf_puts(out, "not equivalent\ncounterexample:");
		for (i = 0; i < pa->nin; i++) {
			buf_putc(out, ' ');
			put_word(out, &pa->in[i], r->cex);
		}
		buf_putc(out, '\n');
		po_values(a, r->cex, va);
		po_values(b2, r->cex, vb);
		for (i = 0; i < pa->nout; i++) {
			uint32_t k;
			for (k = 0; k < pa->out[i].w; k++)
				if (r->diff[pa->out[i].bit[k]])
					break;
			if (k == pa->out[i].w)
				continue;
			buf_printf(out, "output %s: ", pa->out[i].name);
			put_word(out, &pa->out[i], va);
			buf_printf(out, " in %s, ", NM(q, 0));
			put_word(out, &pa->out[i], vb);
			buf_printf(out, " in %s\n", NM(q, 1));
		}
		free(va);
		free(vb);
	} else {
		buf_printf(out, "unknown: the %s limit was reached; open "
			"outputs:", r->timed_out ? "time" : "conflict");
		for (i = 0; i < pa->nout; i++) {
			uint32_t k;
			for (k = 0; k < pa->out[i].w; k++)
				if (r->open[pa->out[i].bit[k]])
					break;
			if (k < pa->out[i].w)
				buf_printf(out, " %s", pa->out[i].name);
		}
		buf_putc(out, '\n');
	}
}

/* q's --via netlists loaded into vq->via, each in a's port order. */
static int load_via(Ctx *c, const LecRequest *q, const Aig *a,
	const WordPorts *pa, LecRequest *vq, char ***text)
{
	Aig *v = xcalloc(q->nvia_path, sizeof *v);
	uint32_t i;

	*vq = *q;
	vq->via = v;
	vq->nvia = 0;
	*text = xcalloc(q->nvia_path, sizeof **text);
	for (i = 0; i < q->nvia_path; i++) {
		Aig x;
		WordPorts px = {0};
		LecRequest one = *q;
		int bad;
		one.path[1] = q->via_path[i];
		one.name[1] = NULL;
		bad = load_bits(c, q->via_path[i], NULL, q->index_width, 0, &x,
			&(*text)[i]) || word_ports(c, q->via_path[i], &x, &px);
		aig_init(&v[i]);
		if (!bad) {
			aig_free(&v[i]);
			bad = align(c, &one, a, pa, &x, &px, &v[i]);
		}
		vq->nvia = i + 1;
		word_ports_free(&px);
		aig_free(&x);
		if (bad)
			return 1;
	}
	return 0;
}

/* Prove a == b through q's intermediate graphs: 1 (r says equal) when
 * every consecutive pair is proven equal, else 0 (r cleared). */
static int prove_via(Ctx *c, const LecRequest *q, const Aig *a,
	const Aig *b, const LecParams *lp, LecResult *r)
{
	LecStats sum;
	uint32_t i;

	if (!q->nvia)
		return 0;
	for (i = 0; i < q->nvia; i++)
		if (q->via[i].npi != a->npi || q->via[i].npo != a->npo)
			return 0;
	memset(&sum, 0, sizeof sum);
	for (i = 0; i <= q->nvia; i++) {
		const Aig *x = i ? &q->via[i - 1] : a;
		const Aig *y = i < q->nvia ? &q->via[i] : b;
		LecVerdict v;
		if (i < q->nvia && q->via_proven && q->via_proven[i]) {
			stats_add(c, "lec_stage", 0, "link=%u verdict=equal "
				"(proven by the pass)", i);
			continue;
		}
		lec_aigs(x, y, lp, r);
		v = r->verdict;
		sum.miter_ands += r->st.miter_ands;
		sum.merged += r->st.merged;
		sum.refinements += r->st.refinements;
		sum.sat_calls += r->st.sat_calls;
		sum.sat_sat += r->st.sat_sat;
		sum.sat_unsat += r->st.sat_unsat;
		sum.sat_unknown += r->st.sat_unknown;
		sum.win_calls += r->st.win_calls;
		sum.win_proved += r->st.win_proved;
		sum.recycles += r->st.recycles;
		sum.exhaustive += r->st.exhaustive;
		sum.seconds += r->st.seconds;
		stats_add(c, "lec_stage", r->st.seconds, "link=%u verdict=%s", i,
			v == LEC_EQUAL ? "equal" : v == LEC_DIFFERENT ?
			"different" : "unknown");
		lec_result_free(r);
		if (v != LEC_EQUAL)
			return 0;
	}
	r->verdict = LEC_EQUAL;
	r->st = sum;
	return 1;
}

int lec_run(Ctx *c, const LecRequest *q, Buf *out)
{
	Aig a = {0}, b = {0}, b2;     /* zero: aig_free'd on any failure */
	WordPorts pa = {0}, pb = {0};
	LecParams lp;
	LecResult r = {0};
	LecRequest vq = {0};
	char *ta = NULL, *tb = NULL, **vtext = NULL;
	int rc = 2, how = (q->verilog_arith ? LOAD_VERILOG_ARITH : 0) |
		(int)(q->sum_k << LOAD_SUM_SHIFT);
	double t;
	uint32_t i;

	aig_init(&b2);
	t = now_seconds();
	if (load_bits(c, q->path[0], q->top[0], q->index_width,
	    (q->verilog[1] ? LOAD_SV_NAMES : 0) | how, &a, &ta) ||
	    load_bits(c, q->path[1], q->top[1], q->index_width,
	    (q->verilog[0] ? LOAD_SV_NAMES : 0) | how, &b, &tb))
		goto done;
	/* A Verilog side's bits are numbered by value (LSB first) against
	 * MLIR or Verilog; against a netlist, by the declared index as
	 * Yosys's BLIF of the same Verilog names them ([0:3] b: b[3] is
	 * the LSB; [9:6] a: a[6]..a[9]). */
	if (q->verilog[0] && (q->verilog[1] || !is_netlist_path(q->path[1])))
		verilog_bit_order(&a);
	if (q->verilog[1] && (q->verilog[0] || !is_netlist_path(q->path[0])))
		verilog_bit_order(&b);
	if (word_ports(c, NM(q, 0), &a, &pa) ||
	    word_ports(c, NM(q, 1), &b, &pb))
		goto done;
	aig_free(&b2);
	if (align(c, q, &a, &pa, &b, &pb, &b2))
		goto done;
	aig_free(&b);                 /* b2 is b with a's port order */
	if (!q->via && q->nvia_path && load_via(c, q, &a, &pa, &vq, &vtext))
		goto done;
	stats_add(c, "lec_read", now_seconds() - t, "ands_a=%u ands_b=%u "
		"pis=%u pos=%u", a.nand, b2.nand, a.npi, a.npo);
	lec_params_default(&lp);
	lp.seconds = q->seconds;
	/* a 32-node window before the 500-node one: most candidates of a
	 * netlist against its source are a LUT against the few gates it
	 * came from (a 200-bit divider's LUT-6 netlist, 1.6M miter ANDs:
	 * 175 -> 102 s; EPFL div 5.8 -> 3.7 s) */
	lp.small_window = 32;
	lp.progress = c->progress;
	lp.progress_user = c->progress_user;
	if (q->conflicts)
		lp.conflicts = q->conflicts;
	c->phase = "lec";
	if (!prove_via(c, vq.nvia ? &vq : q, &a, &b2, &lp, &r))
		lec_aigs(&a, &b2, &lp, &r);
	c->phase = NULL;
	stats_add(c, "lec", r.st.seconds, "miter_ands=%u merged=%u "
		"refinements=%u sat_calls=%llu sat=%llu unsat=%llu "
		"unknown=%llu window_proofs=%llu/%llu recycles=%u "
		"exhaustive=%llu", r.st.miter_ands,
		r.st.merged, r.st.refinements,
		(unsigned long long)r.st.sat_calls,
		(unsigned long long)r.st.sat_sat,
		(unsigned long long)r.st.sat_unsat,
		(unsigned long long)r.st.sat_unknown,
		(unsigned long long)r.st.win_proved,
		(unsigned long long)r.st.win_calls, r.st.recycles,
		(unsigned long long)r.st.exhaustive);
	report(q, &a, &b2, &pa, &r, out);
	rc = r.verdict == LEC_EQUAL ? 0 : r.verdict == LEC_DIFFERENT ? 1 : 2;
done:
	lec_result_free(&r);
	word_ports_free(&pa);
	word_ports_free(&pb);
	aig_free(&a);
	aig_free(&b);
	aig_free(&b2);
	for (i = 0; i < vq.nvia; i++)
		aig_free((Aig *)&vq.via[i]);
	free((Aig *)vq.via);
	for (i = 0; vtext && i < q->nvia_path; i++)
		free(vtext[i]);
	free(vtext);
	free(ta);
	free(tb);
	return rc;
}

/* 100 conflicts per candidate call and 4096 random patterns: measured on
 * EPFL, more patterns save no calls and more conflicts merge nothing
 * more (log2's undecided pairs are hard either way).  One solver for
 * the sweep (no recycling): recycling renumbers the variables, which
 * changes the models and so the merges (EPFL voter 1282 -> 1295 LUTs,
 * log2 7159 -> 7181).  Deterministic: no time limit.  At most 2048
 * refuted candidates: a graph that random patterns cannot tell apart
 * (a long AND chain with every prefix an output: its deep nodes all
 * look 0) would refute about two candidates per node, each a global
 * call over a cone as long as the chain, quadratic or worse (4096
 * prefixes: 29.5 s); lec.c's distance-one rounds (after 1024 refuted)
 * split such chains, and this caps what they cannot.  At most 2048
 * undecided calls too: a 125-bit modulo by a constant feeding a 125-bit
 * square, twice (difftest seed 470950, 93k ANDs at -O0), left 15,267
 * calls undecided, each about 34 ms with its windows, for 1,386 merges
 * (517 s).  EPFL makes at most 1,610 global calls and 75 undecided, so
 * its results depend on none of these. */
static void fraig_params(LecParams *lp)
{
	lec_params_default(lp);
	lp->max_refuted = 2048;
	lp->max_unknowns = 2048;
	lp->sweep_conflicts = 100;
	lp->sim_rounds = 64;
	lp->class_unknowns = 8;
	lp->big_window = 8000;
	lp->recycle_vars = UINT32_MAX;
}

void flow_fraig(void *user, const Aig *in, Aig *out)
{
	LecParams lp;
	LecStats st, *sp = user ? user : &st;

	fraig_params(&lp);
	aig_fraig(in, out, &lp, sp);
}

/* The same limits, plus a 32-node window tried first: a choice is a
 * local restructuring, so most members are proven equal to their
 * representative close by (the 64-bit multiply at K = 3: 1238 window
 * proofs, 0.215 -> 0.064 s; EPFL sqrt 10.7 -> 7.6 s, div 20.4 -> 15.0
 * s, with byte-identical netlists). */
void flow_classes(void *user, const Aig *u, Lit *repr)
{
	LecParams lp;
	LecStats st;

	(void)user;
	fraig_params(&lp);
	lp.small_window = 32;
	aig_fraig_classes(u, repr, &lp, &st);
}

/* lut_map_exact with its default limits (deterministic: conflicts, not
 * seconds), for LUT-6s only: at K = 3 and 4 it found fewer LUTs on one
 * design of those measured (cmp32 at K = 4, 55 -> 52) and cost seconds
 * on many (shl32 at K = 4 0.8 -> 5.9 s, cmp32 at K = 3 0.2 -> 2.5 s,
 * where HEIR's LUT-3 users expect well under a second). */
int flow_exact(void *user, const AigChoice *ch, uint32_t k,
	uint32_t depth_bound, uint32_t nlut, LutNet *out)
{
	ExactParams xp;
	ExactStats st, *sp = user ? user : &st;

	if (k != 6)
		return 0;
	exact_params_default(&xp);
	return lut_map_exact(&ch->g, ch->next, ch->phase, k, depth_bound, nlut,
		&xp, out, sp);
}

/* mfs within the script's depth bound, its window scaled to the net:
 * 300 nodes up to 2000 LUTs, 150 above (EPFL: half the time for 0.9%
 * more LUTs), 100 and one pass above 20000 (another 1%, a third of the
 * time).  Deterministic: no time limit. */
int flow_mfs(void *user, LutNet *ln, uint32_t depth_bound, int relaxed)
{
	MfsRun *run = user, dummy = {0};
	MfsParams mp;
	MfsStats prev;

	if (!run)
		run = &dummy;
	prev = run->st;
	mfs_params_default(&mp);
	mp.certify = run->certify;
	mp.cert_seconds = run->cert_seconds;
	/* a later run (lut_script tries two mappings) has what is left of
	 * the proof time */
	if (run->calls && mp.cert_seconds > 0)
		mp.cert_seconds = mp.cert_seconds > prev.cert_seconds ?
			mp.cert_seconds - prev.cert_seconds : 1e-3;
	mp.reuse = relaxed;   /* levels may be traded for LUTs */
	mp.depth_bound = depth_bound;
	if (ln->nlut > 2000)
		mp.max_window = 150;
	if (ln->nlut > 20000) {
		mp.max_window = 100;
		mp.passes = 1;
	}
	lutnet_mfs(ln, &mp, &run->st);
	if (run->calls++) {   /* the proof figures are of every run */
		run->st.cert_steps += prev.cert_steps;
		run->st.cert_failed += prev.cert_failed;
		run->st.cert_seconds += prev.cert_seconds;
		run->st.cert_timed_out |= prev.cert_timed_out;
		run->st.certified &= prev.certified;
	}
	return run->certify && run->st.certified;
}
