/* cert.c: a proof that an in-place rewriting of a LUT net (mfs) keeps
 * every PO's function, made of one local proof per step, by the
 * equivalence checker (lec.c) and not by the rewriter's own reasoning.
 *
 * The certifier keeps a shadow: its own copy of the LUTs and POs as they
 * were after the last proven step, and its own count of the reads of each
 * signal (by LUTs and POs).  The rewriter names what it changes (touch)
 * and ends each step; the step is then checked on a region Z of LUTs: the
 * touched ones, the rewriter's window as a hint, the touched LUTs' new
 * inputs, and, when the proof fails, up to EXPAND more levels of inputs.
 * Z's outputs are its LUTs read by a LUT outside Z or by an untouched PO
 * (from the shadow's counts), and each touched PO; its inputs are the
 * signals outside Z that Z reads, before or after.  Z is built twice into
 * one AIG over the inputs (free), from the shadow and from the net, so
 * what did not change hashes together; a cycle inside Z fails the step.
 * Output pairs that are not one literal are XORed into a miter that lec
 * must prove constant 0.  Then the shadow takes the net's new contents.
 *
 * Why that proves the PO functions unchanged.  Outside Z nothing changed
 * (touched LUTs are in Z); a net's meaning is the set of assignments to
 * all signals satisfying every LUT's equation.  Z (before or after) is
 * acyclic for every input value, so the solutions of the two nets agree
 * outside Z's non-output LUTs, which nothing outside Z reads: the
 * relation between PIs and POs is the same.  The first net is acyclic
 * (checked here), so the relation is a function, and so is the last's
 * (lutcert_finish checks its order): they are equal.  lutcert_finish also
 * checks that the rewriter's final net is the shadow, LUT by LUT from the
 * POs (the rewriter may renumber), so a change it did not name fails the
 * certificate.
 *
 * Cost per step: O(|Z| 2^k) to build the two AIGs plus lec on them
 * (identical parts hash together); no recursion.
 */
#include <stdlib.h>
#include <string.h>

#include "check/check.h"

#define EXPAND 2        /* extra input levels after a failed proof */
#define CERT_EXHAUSTIVE_WORK (1u << 20) /* lec's exhaustive budget, per step */

typedef struct { uint32_t *v, n, cap; } Vec;

struct LutCert {
	uint32_t npi, nsig, npo;
	uint8_t *n;            /* shadow: per LUT, inputs */
	uint32_t *in;          /* shadow: LUT_KMAX inputs per LUT */
	uint64_t *tt;          /* shadow: 4 table words per LUT */
	uint32_t *po_sig;      /* shadow POs */
	uint8_t *po_compl;
	uint32_t *ref;         /* per signal: reads by shadow LUTs and POs */
	uint8_t *touched;      /* per signal: named in this step */
	uint8_t *po_touched;   /* per PO */
	Vec tl, tpo;           /* this step's touched LUTs, POs */
	uint32_t *zmark, *zpos, stamp; /* Z membership, index in z */
	uint32_t *imark, *ipos, istamp; /* inputs: membership, index */
	Vec z, inp;
	uint32_t *intl;        /* per Z index: reads from Z and touched POs */
	uint8_t *state;        /* per Z index: DFS state */
	Lit *lit;              /* per Z index: its literal, per side */
	Vec sx, si;            /* DFS stack */
	int broken;
	double deadline;       /* now_seconds() limit of the proofs (0: none) */
	LutCertStats st;
};

static void vpush(Vec *v, uint32_t x)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 64;
		v->v = xrealloc(v->v, (size_t)v->cap * sizeof *v->v);
	}
	v->v[v->n++] = x;
}

static int is_lut(const LutCert *c, uint32_t x)
{
	return x != NONE && x >= c->npi;
}

/* Is the time limit past? */
static int past(const LutCert *c)
{
	return c->deadline > 0 && now_seconds() >= c->deadline;
}

void lutcert_limit(LutCert *c, double seconds)
{
	c->deadline = seconds > 0 ? now_seconds() + seconds : 0;
}

LutCert *lutcert_new(const LutNet *ln)
{
	LutCert *c = xcalloc(1, sizeof *c);
	uint32_t j, i;
	size_t ns;

	c->npi = ln->npi;
	c->nsig = ln->npi + ln->nlut;
	c->npo = ln->npo;
	ns = (size_t)c->nsig + 1;
	c->n = xmalloc((size_t)ln->nlut + 1);
	memcpy(c->n, ln->lut_n, ln->nlut);
	c->in = xmalloc(((size_t)ln->nlut + 1) * LUT_KMAX * sizeof *c->in);
	memcpy(c->in, ln->lut_in, (size_t)ln->nlut * LUT_KMAX * sizeof *c->in);
	c->tt = xmalloc(((size_t)ln->nlut + 1) * 4 * sizeof *c->tt);
	memcpy(c->tt, ln->lut_tt, (size_t)ln->nlut * 4 * sizeof *c->tt);
	c->po_sig = xmalloc(((size_t)c->npo + 1) * sizeof *c->po_sig);
	memcpy(c->po_sig, ln->po_sig, (size_t)c->npo * sizeof *c->po_sig);
	c->po_compl = xmalloc((size_t)c->npo + 1);
	memcpy(c->po_compl, ln->po_compl, c->npo);
	c->ref = xcalloc(ns, sizeof *c->ref);
	c->touched = xcalloc(ns, 1);
	c->po_touched = xcalloc((size_t)c->npo + 1, 1);
	c->zmark = xcalloc(ns, sizeof *c->zmark);
	c->zpos = xcalloc(ns, sizeof *c->zpos);
	c->imark = xcalloc(ns, sizeof *c->imark);
	c->ipos = xcalloc(ns, sizeof *c->ipos);
	for (j = 0; j < ln->nlut; j++)
		for (i = 0; i < ln->lut_n[j]; i++) {
			uint32_t f = ln->lut_in[(size_t)j * LUT_KMAX + i];
			if (f >= c->npi + j)
				c->broken = 1;   /* not in topological order */
			else
				c->ref[f]++;
		}
	for (i = 0; i < c->npo; i++) {
		if (c->po_sig[i] != NONE && c->po_sig[i] >= c->nsig)
			c->broken = 1;
		else if (c->po_sig[i] != NONE)
			c->ref[c->po_sig[i]]++;
	}
	return c;
}

void lutcert_free(LutCert *c)
{
	if (!c)
		return;
	free(c->n);
	free(c->in);
	free(c->tt);
	free(c->po_sig);
	free(c->po_compl);
	free(c->ref);
	free(c->touched);
	free(c->po_touched);
	free(c->tl.v);
	free(c->tpo.v);
	free(c->zmark);
	free(c->zpos);
	free(c->imark);
	free(c->ipos);
	free(c->z.v);
	free(c->inp.v);
	free(c->intl);
	free(c->state);
	free(c->lit);
	free(c->sx.v);
	free(c->si.v);
	free(c);
}

void lutcert_touch(LutCert *c, uint32_t x)
{
	if (!is_lut(c, x) || x >= c->nsig) {
		c->broken = 1;
		return;
	}
	if (!c->touched[x]) {
		c->touched[x] = 1;
		vpush(&c->tl, x);
	}
}

void lutcert_touch_po(LutCert *c, uint32_t i)
{
	if (i >= c->npo) {
		c->broken = 1;
		return;
	}
	if (!c->po_touched[i]) {
		c->po_touched[i] = 1;
		vpush(&c->tpo, i);
	}
}

/* LUT x's inputs and table: the shadow's (side 0) or the net's. */
static const uint32_t *fanins(const LutCert *c, const LutNet *ln, int side,
	uint32_t x, uint32_t *n, const uint64_t **tt)
{
	size_t j = x - c->npi;

	if (side == 0) {
		*n = c->n[j];
		*tt = &c->tt[j * 4];
		return &c->in[j * LUT_KMAX];
	}
	*n = ln->lut_n[j];
	*tt = &ln->lut_tt[j * 4];
	return &ln->lut_in[j * LUT_KMAX];
}

static void add_z(LutCert *c, uint32_t x)
{
	if (!is_lut(c, x) || x >= c->nsig || c->zmark[x] == c->stamp)
		return;
	c->zmark[x] = c->stamp;
	c->zpos[x] = c->z.n;
	vpush(&c->z, x);
}

static int in_z(const LutCert *c, uint32_t x)
{
	return is_lut(c, x) && c->zmark[x] == c->stamp;
}

static void add_input(LutCert *c, uint32_t x)
{
	if (x == NONE || in_z(c, x) || c->imark[x] == c->istamp)
		return;
	c->imark[x] = c->istamp;
	c->ipos[x] = c->inp.n;
	vpush(&c->inp, x);
}

/* Literal of signal x on a side whose Z literals are lit. */
static Lit sig_lit(const LutCert *c, uint32_t x, const Lit *lit,
	const Lit *pis)
{
	if (x == NONE)
		return LIT_FALSE;
	if (in_z(c, x))
		return lit[c->zpos[x]];
	return pis[c->ipos[x]];
}

/* Z from one side as AIG nodes of g (literals into lit); 0 on a
 * cycle. */
static int build_side(LutCert *c, const LutNet *ln, int side, Aig *g,
	const Lit *pis, Lit *lit)
{
	uint32_t r, nz = c->z.n;

	memset(c->state, 0, nz);
	for (r = 0; r < nz; r++) {
		if (c->state[r])
			continue;
		c->sx.n = c->si.n = 0;
		vpush(&c->sx, c->z.v[r]);
		vpush(&c->si, 0);
		c->state[r] = 1;
		while (c->sx.n) {
			uint32_t y = c->sx.v[c->sx.n - 1], n, *pi = &c->si.v[c->si.n - 1];
			const uint64_t *tt;
			const uint32_t *in = fanins(c, ln, side, y, &n, &tt);
			if (*pi < n) {
				uint32_t f = in[(*pi)++];
				if (!in_z(c, f))
					continue;
				if (c->state[c->zpos[f]] == 1)
					return 0;
				if (c->state[c->zpos[f]] == 2)
					continue;
				c->state[c->zpos[f]] = 1;
				vpush(&c->sx, f);
				vpush(&c->si, 0);
				continue;
			}
			Lit l[LUT_KMAX];
			uint32_t i;
			for (i = 0; i < n; i++)
				l[i] = sig_lit(c, in[i], lit, pis);
			lit[c->zpos[y]] = aig_lut(g, tt, l, n);
			c->state[c->zpos[y]] = 2;
			c->sx.n--;
			c->si.n--;
		}
	}
	return 1;
}

/* Prove Z's outputs equal on both sides: 1 proven, 0 not (or a cycle).
 * Both sides go into one graph over the inputs, so what they share
 * hashes together and most outputs are the same literal; the rest are
 * XORed into a miter, proven constant by lec. */
static int prove(LutCert *c, const LutNet *ln)
{
	uint32_t nz = c->z.n, r, i, side, nmit = 0;
	Aig g, zero;
	Lit *pis, *lit[2], a, b;
	LecParams lp;
	LecResult res = {0};
	int ok = 1;

	c->intl = xrealloc(c->intl, ((size_t)nz + 1) * sizeof *c->intl);
	c->state = xrealloc(c->state, (size_t)nz + 1);
	c->lit = xrealloc(c->lit, 2 * ((size_t)nz + 1) * sizeof *c->lit);
	lit[0] = c->lit;
	lit[1] = c->lit + nz + 1;
	memset(c->intl, 0, (size_t)nz * sizeof *c->intl);
	c->inp.n = 0;
	if (++c->istamp == 0) {
		memset(c->imark, 0, ((size_t)c->nsig + 1) * sizeof *c->imark);
		c->istamp = 1;
	}
	for (r = 0; r < nz; r++)
		for (side = 0; side < 2; side++) {
			uint32_t n;
			const uint64_t *tt;
			const uint32_t *in = fanins(c, ln, (int)side, c->z.v[r],
				&n, &tt);
			for (i = 0; i < n; i++) {
				if (side == 0 && in_z(c, in[i]))
					c->intl[c->zpos[in[i]]]++;
				add_input(c, in[i]);
			}
		}
	for (i = 0; i < c->tpo.n; i++) {
		uint32_t p = c->tpo.v[i];
		if (in_z(c, c->po_sig[p]))
			c->intl[c->zpos[c->po_sig[p]]]++;
		add_input(c, c->po_sig[p]);
		add_input(c, ln->po_sig[p]);
	}
	pis = xmalloc(((size_t)c->inp.n + 1) * sizeof *pis);
	aig_init(&g);
	for (i = 0; i < c->inp.n; i++)
		pis[i] = aig_pi(&g, NULL);
	for (side = 0; side < 2 && ok; side++)
		if (!build_side(c, ln, (int)side, &g, pis, lit[side])) {
			ok = 0;
			c->st.cycles++;
		}
	for (r = 0; ok && r < nz; r++)
		if (c->ref[c->z.v[r]] > c->intl[r] && lit[0][r] != lit[1][r]) {
			aig_po(&g, aig_xor(&g, lit[0][r], lit[1][r]), NULL);
			nmit++;
		}
	for (i = 0; ok && i < c->tpo.n; i++) {
		uint32_t p = c->tpo.v[i];
		a = lit_notif(sig_lit(c, c->po_sig[p], lit[0], pis),
			c->po_compl[p]);
		b = lit_notif(sig_lit(c, ln->po_sig[p], lit[1], pis),
			ln->po_compl[p]);
		if (a != b) {
			aig_po(&g, aig_xor(&g, a, b), NULL);
			nmit++;
		}
	}
	free(pis);
	if (ok && nmit) {
		aig_cleanup(&g);
		c->st.ands += g.nand;
		c->st.lec_calls++;
		aig_init(&zero);
		for (i = 0; i < g.npi; i++)
			aig_pi(&zero, NULL);
		for (i = 0; i < g.npo; i++)
			aig_po(&zero, LIT_FALSE, NULL);
		lec_params_default(&lp);
		/* a step's miter is small and there are thousands: lec's
		 * second-long exhaustive budget made one 12-bit divider's
		 * certificate take 281 s instead of 14 s */
		lp.exhaustive_work = CERT_EXHAUSTIVE_WORK;
		/* nor the 500-AND windows' fresh solvers: a region's miter
		 * is a few thousand ANDs, which the global solver holds at
		 * once (a 16-bit three-operand multiply's 3,721 steps: 118
		 * -> 29 s) */
		lp.no_windows = 1;
		if (c->deadline > 0) {
			lp.seconds = c->deadline - now_seconds();
			if (lp.seconds < 1e-3)
				lp.seconds = 1e-3;
		}
		lec_aigs(&g, &zero, &lp, &res);
		ok = res.verdict == LEC_EQUAL;
		lec_result_free(&res);
		aig_free(&zero);
	}
	aig_free(&g);
	return ok;
}

/* The shadow takes the net's contents of the touched LUTs and POs. */
static void commit(LutCert *c, const LutNet *ln)
{
	uint32_t i, k;

	for (k = 0; k < c->tl.n; k++) {
		uint32_t x = c->tl.v[k];
		size_t j = x - c->npi;
		for (i = 0; i < c->n[j]; i++)
			c->ref[c->in[j * LUT_KMAX + i]]--;
		c->n[j] = ln->lut_n[j];
		memcpy(&c->in[j * LUT_KMAX], &ln->lut_in[j * LUT_KMAX],
			LUT_KMAX * sizeof *c->in);
		memcpy(&c->tt[j * 4], &ln->lut_tt[j * 4], 4 * sizeof *c->tt);
		for (i = 0; i < c->n[j]; i++) {
			uint32_t f = c->in[j * LUT_KMAX + i];
			if (f >= c->nsig)
				c->broken = 1;
			else
				c->ref[f]++;
		}
		c->touched[x] = 0;
	}
	for (k = 0; k < c->tpo.n; k++) {
		uint32_t p = c->tpo.v[k];
		if (c->po_sig[p] != NONE)
			c->ref[c->po_sig[p]]--;
		c->po_sig[p] = ln->po_sig[p];
		c->po_compl[p] = ln->po_compl[p];
		if (c->po_sig[p] != NONE && c->po_sig[p] >= c->nsig)
			c->broken = 1;
		else if (c->po_sig[p] != NONE)
			c->ref[c->po_sig[p]]++;
		c->po_touched[p] = 0;
	}
	c->tl.n = c->tpo.n = 0;
}

int lutcert_step(LutCert *c, const LutNet *ln, const uint32_t *hint,
	uint32_t nhint)
{
	uint32_t i, k, round, from;
	int ok = 0;

	if (!c->tl.n && !c->tpo.n)
		return !c->broken;
	c->st.steps++;
	if (!c->broken && past(c)) {
		c->broken = 1;
		c->st.timed_out = 1;
	}
	if (c->broken) {
		commit(c, ln);
		return 0;
	}
	if (++c->stamp == 0) {
		memset(c->zmark, 0, ((size_t)c->nsig + 1) * sizeof *c->zmark);
		c->stamp = 1;
	}
	c->z.n = 0;
	for (k = 0; k < c->tl.n; k++)
		add_z(c, c->tl.v[k]);
	for (k = 0; k < c->tl.n; k++) {
		size_t j = c->tl.v[k] - c->npi;
		for (i = 0; i < ln->lut_n[j]; i++)
			add_z(c, ln->lut_in[j * LUT_KMAX + i]);
	}
	/* first without the window: most steps need no don't-care from it
	 * (in that multiply's first 1,907 proofs, 1,140 took 0.1 s in all;
	 * its certificate 29 -> 19 s) */
	ok = nhint && prove(c, ln);
	for (k = 0; !ok && k < nhint; k++)
		add_z(c, hint[k]);
	for (round = 0, from = 0; !ok; round++) {
		ok = prove(c, ln);
		c->st.max_region = c->z.n > c->st.max_region ? c->z.n :
			c->st.max_region;
		if (ok || round == EXPAND || past(c))
			break;
		c->st.expanded++;
		for (k = c->z.n; from < k; from++) {
			uint32_t x = c->z.v[from], n, side;
			const uint64_t *tt;
			for (side = 0; side < 2; side++) {
				const uint32_t *in = fanins(c, ln, (int)side, x,
					&n, &tt);
				for (i = 0; i < n; i++)
					add_z(c, in[i]);
			}
		}
	}
	commit(c, ln);
	if (ok)
		c->st.proven++;
	else {
		c->st.failed++;
		c->broken = 1;
		c->st.timed_out = past(c); /* undecided, not refuted */
	}
	return ok;
}

int lutcert_finish(LutCert *c, const LutNet *ln)
{
	uint32_t *map, i, j;
	Vec wl = {0};
	int ok = !c->broken && !c->tl.n && !c->tpo.n && ln->npi == c->npi &&
		ln->npo == c->npo;

	/* the final net is in topological order */
	for (j = 0; ok && j < ln->nlut; j++)
		for (i = 0; i < ln->lut_n[j]; i++)
			if (ln->lut_in[(size_t)j * LUT_KMAX + i] >= ln->npi + j)
				ok = 0;
	map = xmalloc(((size_t)c->nsig + 1) * sizeof *map);
	memset(map, 0xff, ((size_t)c->nsig + 1) * sizeof *map);
#define PAIR(a, b) do { \
		uint32_t a_ = (a), b_ = (b); \
		if (a_ == NONE || b_ == NONE || a_ < c->npi || b_ < ln->npi) \
			ok = ok && a_ == b_; \
		else if (b_ >= ln->npi + ln->nlut) \
			ok = 0; \
		else if (map[a_] == NONE) { \
			map[a_] = b_; \
			vpush(&wl, a_); \
		} else \
			ok = ok && map[a_] == b_; \
	} while (0)
	for (i = 0; ok && i < c->npo; i++) {
		ok = c->po_compl[i] == ln->po_compl[i];
		PAIR(c->po_sig[i], ln->po_sig[i]);
	}
	while (ok && wl.n) {
		uint32_t a = wl.v[--wl.n], b = map[a];
		size_t ja = a - c->npi, jb = b - ln->npi;
		uint32_t n = c->n[ja], bits = 1u << n, w;
		if (ln->lut_n[jb] != n) {
			ok = 0;
			break;
		}
		for (w = 0; w < 4 && w * 64 < bits; w++) {
			uint64_t m = bits - w * 64 >= 64 ? ~0ull :
				(1ull << (bits - w * 64)) - 1;
			if ((c->tt[ja * 4 + w] ^ ln->lut_tt[jb * 4 + w]) & m)
				ok = 0;
		}
		for (i = 0; ok && i < n; i++)
			PAIR(c->in[ja * LUT_KMAX + i],
				ln->lut_in[jb * LUT_KMAX + i]);
	}
#undef PAIR
	free(map);
	free(wl.v);
	if (!ok)
		c->broken = 1;
	return ok;
}

const LutCertStats *lutcert_stats(const LutCert *c)
{
	return &c->st;
}
