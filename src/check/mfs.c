/* mfs.c: don't-care-based resubstitution on a mapped K-LUT net, after
 * Mishchenko, Brayton, Jiang and Jang, "Scalable don't-care-based logic
 * optimization and resynthesis" (FPGA 2009 / TRETS 2011), written from
 * the paper.  Each LUT n is tried in the net's order; the first move that
 * succeeds is applied and n tried again (up to MAX_ITER times).  Sweeps
 * after the first (p->passes) try only nodes near a change: the LUTs two
 * levels below a changed one (it is in their fanout window) and its
 * readers (it is their divisor).
 *
 * Window.  T is every node reachable from n through fanouts whose LUT
 * level is at most L = (the highest level of n's readers) + tfo_levels
 * - 1, lowered while T has more than max_tfo nodes: complete, so a node
 * of level <= L outside T is outside n's fanout cone.  Its roots are the
 * members read by a PO or by a node above L.  When no L fits, or a PO
 * reads n, the care set is everything.  The shared part holds n, the side
 * inputs of T and their fanin cones, expanded highest level first within
 * max_window nodes (and tfi_levels below n, when set); what is not
 * expanded is a window input, a free variable.  Extra divisors: nodes
 * all of whose inputs are shared (never n), so outside n's fanout cone.
 * Every shared node other than n has level <= L and is not in T, so none
 * depends on n: any of them may become an input of n without a cycle.
 *
 * Care set.  The window inputs where flipping n flips some root.  As CNF:
 * the shared part once (extra divisors only once a candidate names them),
 * T twice (reading n, and not n), an XOR per root and one clause OR-ing
 * them, so every model is a care minterm.  Free window inputs make it a
 * superset of the care set within the whole net, so what holds on it
 * holds in the net: a new n that agrees with the old one on it leaves
 * every root, hence every PO, unchanged (the roots separate n from
 * everything else that reads its cone).
 *
 * Support.  A set S of shared nodes can feed n iff no care minterm with
 * n = 1 and one with n = 0 agree on S.  Simulation rejects most
 * candidates: NR words of random window inputs, and NX words each filled
 * by a SAT counterexample pair and 62 neighbours of it (one or two window
 * inputs flipped).  SAT decides the rest and derives the function: take a
 * care minterm with n = 1 (a simulation pattern not yet covered, else one
 * from SAT); assume its S values and n = 0.  Satisfiable: S is infeasible
 * (a counterexample pair).  Unsatisfiable: the failed assumptions are a
 * cube over S holding the minterm and no care minterm with n = 0; block it
 * (under an activation literal) and repeat until no n = 1 minterm is
 * left.  The cubes' OR is n's new function, their variables its support.
 *
 * Moves, in order: n is a constant or (up to complement) a shared node
 * under the care set: n's readers read that instead and n dies.  Each
 * input f of n read by n alone (a LUT whose MFFC dies with it): dropped,
 * else replaced by one shared node, else (p->merge) absorbed into n when
 * the merged support fits in k, or, with the care set, a subset of it
 * does.  Then any other input dropped (an edge).  Last (p->merge), n
 * absorbed into all its readers when each merged support fits in k.  Each
 * move removes a LUT or an edge and adds no LUT; only the last may add
 * edges.  A LUT left with one input or none is folded into its readers;
 * LUTs nobody reads die (their MFFC).
 *
 * Depth.  Arrival levels and required levels (from D = max(depth_bound,
 * input depth)) are kept exact by propagation after every change; a move
 * must leave level(n) <= required(n), so the depth never exceeds D.
 *
 * Cost: per node and move one window (O(max_window + max_tfo) nodes,
 * simulation O(window x NW x 2^k)) and, only when simulation leaves a
 * candidate, a fresh solver with the window's CNF and a bounded number of
 * calls (p->conflicts each); time and conflict limits only lose
 * optimization.  No recursion except the ISOP's, at most 9 deep.
 * Requires: LUT inputs are PIs or earlier LUTs (a LutNet). */
#include <stdlib.h>
#include <string.h>
#include <ccadical.h>

#include "check/check.h"

#define NR 3              /* random simulation words per window node */
#define NX 3              /* words around SAT counterexamples (ring) */
#define NW (NR + NX)
#define MAX_S 16          /* nodes of a candidate support */
#define SEEN 1024         /* hash slots: a power of two >= 2 x 64 NW */
#define MERGE_ROUNDS 3    /* candidate supports SAT-checked per merge */
#define MAX_CUBES 256     /* cubes of one derived function */
#define MAX_TRIES 8       /* SAT-checked replacement candidates per input */
#define MAX_ITER 16       /* moves applied per node and pass */
#define REUSE_SIM 256     /* supports simulated per reuse move */
#define REQ_INF (UINT32_MAX / 2)

typedef struct { uint32_t *v, n, cap; } U32s;
typedef struct { uint64_t w[4]; } Tt;   /* a function of 8 variables */
typedef struct { uint32_t mask, val; } Cube;

typedef struct {
	LutNet *ln;
	const MfsParams *p;
	MfsStats *st;
	uint32_t npi, nsig, k;   /* PIs, signals, LUT size limit */
	uint32_t D;              /* depth bound */
	uint32_t *arr, *req;     /* per signal: LUT level, required level */
	U32s *fo;                /* per signal: the LUTs reading it */
	uint32_t *porefs;        /* per signal: POs reading it */
	uint8_t *dead;           /* per signal: a removed LUT */
	uint8_t *dirty;          /* per signal: its window changed since it
	                            was last tried */
	U32s *cnf;               /* per LUT signal: CNF cubes, valid when */
	uint8_t *cnf_ok;         /* ... this is set (cleared on a change) */
	U32s wl_fold, wl_kill, wl_arr, wl_req; /* pending updates */
	uint64_t rng;            /* simulation patterns (rng_next) */
	double deadline;         /* monotonic seconds; 0: none */
	int timed_out;           /* the deadline passed: stop */
	/* the window */
	uint32_t pivot;          /* n, the node being optimized */
	uint32_t stamp, tstamp;  /* current membership marks */
	uint32_t *wmark, *wpos;  /* shared: wmark == stamp, index wpos */
	uint32_t *tmark, *tpos;  /* T: tmark == tstamp, index tpos */
	uint8_t *leaf;           /* per signal: shared and not expanded */
	U32s node, tfo, root;    /* shared nodes and T, by level; roots
	                            (T indices) */
	int pivot_root;          /* care set = everything */
	uint64_t *heap;          /* expansion order: level << 32 | signal */
	uint32_t cap_heap;       /* (also sort_by_level's keys) */
	uint64_t *sim, *sim0, *sim1; /* NW words per shared / T node (T: n,
	                            not n) */
	uint32_t cap_sim, cap_tsim; /* their capacity in nodes */
	uint64_t on[NW], off[NW]; /* care patterns with n = 1, n = 0 */
	uint32_t ncex;           /* counterexamples seen (word NR + ncex % NX
	                            holds the next) */
	U32s leaves;             /* window positions of the leaves */
	CCaDiCaL *sat;           /* NULL until the first SAT call */
	int nvar;                /* variables used (activation ones last) */
	uint8_t *model, *model2; /* per shared node: the n = 1 minterm, the
	                            n = 0 one */
	uint8_t *enc;            /* per shared node: its clauses are in */
	uint8_t *extra;          /* per signal: an extra divisor (shared) */
	U32s stack;              /* encode_extra */
	uint32_t seen[SEEN];     /* sim_feasible: S values << 2 | n seen */
	uint64_t gon[1u << (LUT_KMAX - 1)][NW]; /* groups(): per value of */
	uint64_t goff[1u << (LUT_KMAX - 1)][NW]; /* B, patterns n = 1, 0 */
	uint32_t conflict[1u << (LUT_KMAX - 1)]; /* groups holding both */
	uint32_t nconflict;
	uint32_t *reused, pass;  /* per signal: pass + 1 of its last reuse
	                            move; the current pass + 1 */
	LutCert *cert;           /* p->certify: the certificate */
	U32s certhint;           /* the last window, for lutcert_step */
} Mfs;

void mfs_params_default(MfsParams *p)
{
	memset(p, 0, sizeof *p);
	p->tfo_levels = 2;
	p->tfi_levels = 0;
	p->max_window = 300;
	p->max_tfo = 100;
	p->fanout_max = 30;
	p->conflicts = 5000;
	p->passes = 2;
	p->merge = 1;
}

/* ---- small vectors */

static void push(U32s *a, uint32_t x)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 4;
		a->v = xrealloc(a->v, (size_t)a->cap * sizeof *a->v);
	}
	a->v[a->n++] = x;
}

static void drop(U32s *a, uint32_t x)
{
	uint32_t i;

	for (i = 0; i < a->n; i++)
		if (a->v[i] == x) {
			memmove(a->v + i, a->v + i + 1,
				(size_t)(a->n - i - 1) * sizeof *a->v);
			a->n--;
			return;
		}
	die("mfs: %u is not in the list", x);
}

/* ---- truth tables of 8 variables (a LUT of n inputs: replicated) */

static const uint64_t var6[6] = {
	0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull, 0xf0f0f0f0f0f0f0f0ull,
	0xff00ff00ff00ff00ull, 0xffff0000ffff0000ull, 0xffffffff00000000ull,
};

static Tt tt_const(int c)
{
	Tt t;
	uint32_t i;

	for (i = 0; i < 4; i++)
		t.w[i] = c ? ~0ull : 0;
	return t;
}

static Tt tt_var(uint32_t v)
{
	Tt t;
	uint32_t i;

	for (i = 0; i < 4; i++)
		t.w[i] = v < 6 ? var6[v] : v == 6 ? 0 - (uint64_t)(i & 1) :
			0 - (uint64_t)(i >> 1);
	return t;
}

static Tt tt_and(Tt a, Tt b)
{
	uint32_t i;

	for (i = 0; i < 4; i++)
		a.w[i] &= b.w[i];
	return a;
}

static Tt tt_or(Tt a, Tt b)
{
	uint32_t i;

	for (i = 0; i < 4; i++)
		a.w[i] |= b.w[i];
	return a;
}

static Tt tt_andn(Tt a, Tt b)
{
	uint32_t i;

	for (i = 0; i < 4; i++)
		a.w[i] &= ~b.w[i];
	return a;
}

static Tt tt_not(Tt a)
{
	uint32_t i;

	for (i = 0; i < 4; i++)
		a.w[i] = ~a.w[i];
	return a;
}

static int tt_eq(Tt a, Tt b)
{
	return !memcmp(&a, &b, sizeof a);
}

static int tt_is(Tt a, int c)
{
	return tt_eq(a, tt_const(c));
}

static int tt_bit(const Tt *t, uint32_t i)
{
	return (int)(t->w[i >> 6] >> (i & 63) & 1);
}

static void tt_set(Tt *t, uint32_t i)
{
	t->w[i >> 6] |= 1ull << (i & 63);
}

/* The cofactor of t by variable v = c (independent of v). */
static Tt tt_cof(Tt t, uint32_t v, int c)
{
	uint32_t i;

	if (v < 6) {
		uint32_t s = 1u << v;
		for (i = 0; i < 4; i++) {
			uint64_t x = t.w[i] & (c ? var6[v] : ~var6[v]);
			t.w[i] = c ? x | x >> s : x | x << s;
		}
	} else if (v == 6) {
		t.w[c ? 0 : 1] = t.w[c ? 1 : 0];
		t.w[c ? 2 : 3] = t.w[c ? 3 : 2];
	} else {
		t.w[c ? 0 : 2] = t.w[c ? 2 : 0];
		t.w[c ? 1 : 3] = t.w[c ? 3 : 1];
	}
	return t;
}

static int tt_dep(Tt t, uint32_t v)
{
	return !tt_eq(tt_cof(t, v, 0), tt_cof(t, v, 1));
}

/* Replicate the low 2^n bits of t over all 256. */
static Tt tt_extend(Tt t, uint32_t n)
{
	uint32_t i;

	if (n < 6) {
		uint64_t w = t.w[0] & ((1ull << (1u << n)) - 1);
		uint32_t s;
		for (s = 1u << n; s < 64; s *= 2)
			w |= w << s;
		for (i = 0; i < 4; i++)
			t.w[i] = w;
	} else if (n == 6) {
		t.w[1] = t.w[2] = t.w[3] = t.w[0];
	} else if (n == 7) {
		t.w[2] = t.w[0];
		t.w[3] = t.w[1];
	}
	return t;
}

static Tt lut_tt(const LutNet *ln, uint32_t j)
{
	Tt t;

	memcpy(t.w, &ln->lut_tt[(size_t)j * 4], sizeof t.w);
	return tt_extend(t, ln->lut_n[j]);
}

/* Store t as LUT j's table of n inputs (bits past 2^n cleared). */
static void lut_store(LutNet *ln, uint32_t j, Tt t, uint32_t n)
{
	uint32_t w;

	for (w = 0; w < 4; w++) {
		uint32_t lo = w * 64;
		if (lo >= (1u << n))
			t.w[w] = 0;
		else if ((1u << n) - lo < 64)
			t.w[w] &= (1ull << ((1u << n) - lo)) - 1;
	}
	memcpy(&ln->lut_tt[(size_t)j * 4], t.w, sizeof t.w);
}

/* t (of n variables, independent of variable v) as a function of the n-1
 * others, those above v moved down by one. */
static Tt tt_drop_var(Tt t, uint32_t v, uint32_t n)
{
	Tt r = tt_const(0);
	uint32_t a, lo = (1u << v) - 1;

	for (a = 0; a < 1u << (n - 1); a++)
		if (tt_bit(&t, (a & lo) | (a & ~lo) << 1))
			tt_set(&r, a);
	return tt_extend(r, n - 1);
}

/* Irredundant sum of products (Minato-Morreale) of an f with L <= f <= U,
 * over variables below v: the cubes (mask | val << 8 | phase << 16) are
 * appended to out, each extended by the literals mask/val of the path;
 * returns the cover's function.  Recursion depth <= 9. */
static Tt isop(Tt L, Tt U, uint32_t v, uint32_t mask, uint32_t val,
	uint32_t phase, U32s *out)
{
	Tt l0, l1, u0, u1, r0, r1, rs, x;

	if (tt_is(L, 0))
		return L;
	if (tt_is(U, 1)) {
		push(out, mask | val << 8 | phase << 16);
		return U;
	}
	while (v > 0 && !tt_dep(L, v - 1) && !tt_dep(U, v - 1))
		v--;
	if (v == 0)
		die("mfs: isop bounds are not ordered");
	v--;
	l0 = tt_cof(L, v, 0), l1 = tt_cof(L, v, 1);
	u0 = tt_cof(U, v, 0), u1 = tt_cof(U, v, 1);
	r0 = isop(tt_andn(l0, u1), u0, v, mask | 1u << v, val, phase, out);
	r1 = isop(tt_andn(l1, u0), u1, v, mask | 1u << v, val | 1u << v,
		phase, out);
	rs = isop(tt_or(tt_andn(l0, r0), tt_andn(l1, r1)), tt_and(u0, u1), v,
		mask, val, phase, out);
	x = tt_var(v);
	return tt_or(tt_or(tt_andn(r0, x), tt_and(r1, x)), rs);
}

/* ---- the net: signals, readers, levels */

static int is_lut(const Mfs *M, uint32_t x)
{
	return x >= M->npi;
}

static uint32_t *lut_in(const Mfs *M, uint32_t x)
{
	return &M->ln->lut_in[(size_t)(x - M->npi) * LUT_KMAX];
}

static uint32_t lut_n(const Mfs *M, uint32_t x)
{
	return M->ln->lut_n[x - M->npi];
}

static Tt tt_of(const Mfs *M, uint32_t x)
{
	return lut_tt(M->ln, x - M->npi);
}

/* A LUT read by one other LUT and by no PO: its MFFC dies with that
 * edge. */
static int single_reader(const Mfs *M, uint32_t x)
{
	return is_lut(M, x) && M->fo[x].n == 1 && M->porefs[x] == 0;
}

static void maybe_dead(Mfs *M, uint32_t x)
{
	if (is_lut(M, x) && !M->dead[x] && M->fo[x].n == 0 &&
	    M->porefs[x] == 0)
		push(&M->wl_kill, x);
}

/* The CNF cubes of LUT x: its onset's ISOP (phase 1) and its offset's
 * (phase 0), computed once per table. */
static const U32s *lut_cnf(Mfs *M, uint32_t x)
{
	if (!M->cnf_ok[x]) {
		Tt t = tt_of(M, x), nt = tt_not(t);
		M->cnf[x].n = 0;
		isop(t, t, LUT_KMAX, 0, 0, 1, &M->cnf[x]);
		isop(nt, nt, LUT_KMAX, 0, 0, 0, &M->cnf[x]);
		M->cnf_ok[x] = 1;
	}
	return &M->cnf[x];
}

/* LUT x changes: the nodes whose windows see it are tried again in the
 * next pass: x, the LUTs two levels below it (x is in their fanout
 * window) and its readers (x is a divisor of theirs).  O(k^2 + fanout
 * limit). */
static void touch(Mfs *M, uint32_t x)
{
	uint32_t i, j;

	M->dirty[x] = 1;
	for (i = 0; i < lut_n(M, x); i++) {
		uint32_t f = lut_in(M, x)[i];
		M->dirty[f] = 1;
		if (is_lut(M, f))
			for (j = 0; j < lut_n(M, f); j++)
				M->dirty[lut_in(M, f)[j]] = 1;
	}
	for (i = 0; i < M->fo[x].n && i < M->p->fanout_max; i++)
		M->dirty[M->fo[x].v[i]] = 1;
}

/* Make LUT x compute t (8-variable form) of the distinct signals
 * in[0..n-1], none of which depends on x.  Inputs t ignores are dropped;
 * readers lost and gained, levels, folding and deaths are queued for
 * settle(). */
static void set_lut(Mfs *M, uint32_t x, const uint32_t *in, uint32_t n,
	Tt t)
{
	uint32_t loc[LUT_KMAX], old[LUT_KMAX], nold = lut_n(M, x), i, j;

	if (n > LUT_KMAX)
		die("mfs: LUT of %u inputs", n);
	memcpy(loc, in, n * sizeof *loc);
	memcpy(old, lut_in(M, x), nold * sizeof *old);
	touch(M, x);                  /* below its old inputs */
	for (i = 0; i < n;) {
		if (tt_dep(t, i)) {
			i++;
			continue;
		}
		t = tt_drop_var(t, i, n);
		memmove(loc + i, loc + i + 1, (n - i - 1) * sizeof *loc);
		n--;
	}
	for (i = 0; i < nold; i++) {
		for (j = 0; j < n && loc[j] != old[i]; j++)
			;
		if (j == n) {
			drop(&M->fo[old[i]], x);
			push(&M->wl_req, old[i]);
		}
	}
	for (i = 0; i < n; i++) {
		for (j = 0; j < nold && old[j] != loc[i]; j++)
			;
		if (j == nold) {
			if (M->dead[loc[i]])
				die("mfs: a dead LUT gains a reader");
			push(&M->fo[loc[i]], x);
			push(&M->wl_req, loc[i]);
		}
	}
	if (M->cert)
		lutcert_touch(M->cert, x);
	memcpy(lut_in(M, x), loc, n * sizeof *loc);
	M->ln->lut_n[x - M->npi] = (uint8_t)n;
	lut_store(M->ln, x - M->npi, t, n);
	M->cnf_ok[x] = 0;
	touch(M, x);                  /* and below its new ones */
	push(&M->wl_arr, x);
	if (n <= 1)
		push(&M->wl_fold, x);
	for (i = 0; i < nold; i++)
		maybe_dead(M, old[i]);
}

/* LUT y reads x; x is now the constant c (d == NONE) or d ^ inv: y's new
 * inputs and table. */
static void substitute(Mfs *M, uint32_t y, uint32_t x, uint32_t d, int inv,
	int c)
{
	uint32_t in[LUT_KMAX + 1], n = 0, ny = lut_n(M, y), *iy = lut_in(M, y);
	uint32_t pos[LUT_KMAX], p = NONE, q = NONE, i, a;
	Tt t = tt_of(M, y), r = tt_const(0);

	for (i = 0; i < ny; i++) {
		if (iy[i] == x) {
			p = i;
			continue;
		}
		if (iy[i] == d)
			q = n;
		pos[i] = n;
		in[n++] = iy[i];
	}
	if (p == NONE)
		die("mfs: %u does not read %u", y, x);
	if (d != NONE && q == NONE) {
		q = n;
		in[n++] = d;
	}
	for (a = 0; a < 1u << n; a++) {
		uint32_t idx = 0;
		for (i = 0; i < ny; i++) {
			int b = i == p ? (d == NONE ? c : (int)(a >> q & 1) ^ inv) :
				(int)(a >> pos[i] & 1);
			idx |= (uint32_t)b << i;
		}
		if (tt_bit(&t, idx))
			tt_set(&r, a);
	}
	set_lut(M, y, in, n, tt_extend(r, n));
}

/* LUT x has at most one input: its readers (LUTs and POs) read its input
 * (or constant) instead, and x dies. */
static void fold(Mfs *M, uint32_t x)
{
	Tt t = tt_of(M, x);
	uint32_t d = lut_n(M, x) ? lut_in(M, x)[0] : NONE, i;
	int c = tt_bit(&t, 0), inv = c;

	if (d != NONE && tt_bit(&t, 1) == c)
		die("mfs: a one-input LUT ignores its input");
	if (M->porefs[x]) {
		LutNet *ln = M->ln;
		for (i = 0; i < ln->npo; i++) {
			if (ln->po_sig[i] != x)
				continue;
			if (M->cert)
				lutcert_touch_po(M->cert, i);
			ln->po_sig[i] = d;
			ln->po_compl[i] ^= (uint8_t)c;
			if (d != NONE) {
				M->porefs[d]++;
				push(&M->wl_req, d);
			}
		}
		M->porefs[x] = 0;
	}
	while (M->fo[x].n)
		substitute(M, M->fo[x].v[M->fo[x].n - 1], x, d, inv, c);
	M->st->collapsed++;
	maybe_dead(M, x);
}

/* LUT x is read by nothing: remove it (its inputs may follow). */
static void kill(Mfs *M, uint32_t x)
{
	uint32_t i, n = lut_n(M, x), *in = lut_in(M, x);

	M->dead[x] = 1;
	if (M->cert)
		lutcert_touch(M->cert, x);
	for (i = 0; i < n; i++) {
		drop(&M->fo[in[i]], x);
		push(&M->wl_req, in[i]);
		maybe_dead(M, in[i]);
	}
	M->ln->lut_n[x - M->npi] = 0;
	M->cnf[x].n = 0;
	M->cnf_ok[x] = 0;
}

static uint32_t arrival(const Mfs *M, uint32_t x)
{
	uint32_t a = 0, i, n = lut_n(M, x), *in = lut_in(M, x);

	for (i = 0; i < n; i++)
		if (M->arr[in[i]] > a)
			a = M->arr[in[i]];
	return a + 1;
}

static uint32_t required(const Mfs *M, uint32_t x)
{
	uint32_t r = M->porefs[x] ? M->D : REQ_INF, i;

	for (i = 0; i < M->fo[x].n; i++)
		if (M->req[M->fo[x].v[i]] - 1 < r)
			r = M->req[M->fo[x].v[i]] - 1;
	return r;
}

/* Apply what set_lut queued: fold one-input LUTs, remove dead ones, then
 * bring arrival levels (forward) and required levels (backward) up to
 * date.  Worklists, no recursion. */
static void settle(Mfs *M)
{
	uint32_t i, x;

	while (M->wl_fold.n || M->wl_kill.n) {
		if (M->wl_fold.n) {
			x = M->wl_fold.v[--M->wl_fold.n];
			if (!M->dead[x] && lut_n(M, x) <= 1 &&
			    (M->fo[x].n || M->porefs[x]))
				fold(M, x);
		} else {
			x = M->wl_kill.v[--M->wl_kill.n];
			if (!M->dead[x] && !M->fo[x].n && !M->porefs[x])
				kill(M, x);
		}
	}
	for (i = 0; i < M->wl_arr.n; i++) {
		uint32_t a;
		x = M->wl_arr.v[i];
		if (M->dead[x] || (a = arrival(M, x)) == M->arr[x])
			continue;
		M->arr[x] = a;
		for (a = 0; a < M->fo[x].n; a++)
			push(&M->wl_arr, M->fo[x].v[a]);
	}
	M->wl_arr.n = 0;
	for (i = 0; i < M->wl_req.n; i++) {
		uint32_t r, j;
		x = M->wl_req.v[i];
		if (M->dead[x] || (r = required(M, x)) == M->req[x])
			continue;
		M->req[x] = r;
		if (is_lut(M, x))
			for (j = 0; j < lut_n(M, x); j++)
				push(&M->wl_req, lut_in(M, x)[j]);
	}
	M->wl_req.n = 0;
}

/* ---- the window */

static int shared(const Mfs *M, uint32_t x)
{
	return M->wmark[x] == M->stamp;
}

static int in_tfo(const Mfs *M, uint32_t x)
{
	return M->tmark[x] == M->tstamp;
}

static void add_shared(Mfs *M, uint32_t x)
{
	M->wmark[x] = M->stamp;
	M->leaf[x] = 1;
	M->extra[x] = 0;
	push(&M->node, x);
}

/* The expansion heap: highest level first (then highest signal). */
static void heap_push(Mfs *M, uint32_t *hn, uint32_t x)
{
	uint64_t key = (uint64_t)M->arr[x] << 32 | x;
	uint32_t i = (*hn)++;

	if (*hn > M->cap_heap) {
		M->cap_heap = M->cap_heap ? 2 * M->cap_heap : 256;
		M->heap = xrealloc(M->heap, (size_t)M->cap_heap *
			sizeof *M->heap);
	}
	while (i > 0 && M->heap[(i - 1) / 2] < key) {
		M->heap[i] = M->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	M->heap[i] = key;
}

static uint32_t heap_pop(Mfs *M, uint32_t *hn)
{
	uint64_t top = M->heap[0], last = M->heap[--*hn];
	uint32_t i = 0, c;

	while ((c = 2 * i + 1) < *hn) {
		if (c + 1 < *hn && M->heap[c + 1] > M->heap[c])
			c++;
		if (M->heap[c] <= last)
			break;
		M->heap[i] = M->heap[c];
		i = c;
	}
	if (*hn)
		M->heap[i] = last;
	return (uint32_t)top;
}

/* Sort the signals of a by level (a topological order: every input is
 * a level lower than its reader). */
static void sort_by_level(Mfs *M, U32s *a)
{
	uint32_t i;

	if (a->n < 2)
		return;
	if (M->cap_heap < 2 * a->n) {  /* the keys, then sort_u64's scratch */
		M->cap_heap = 2 * a->n;
		M->heap = xrealloc(M->heap, (size_t)M->cap_heap *
			sizeof *M->heap);
	}
	for (i = 0; i < a->n; i++)
		M->heap[i] = (uint64_t)M->arr[a->v[i]] << 32 | a->v[i];
	sort_u64(M->heap, a->n, M->heap + a->n);
	for (i = 0; i < a->n; i++)
		a->v[i] = (uint32_t)M->heap[i];
}

/* T: the fanout window of n (module comment); sets pivot_root when the
 * care set is everything. */
static void collect_tfo(Mfs *M, uint32_t n)
{
	const MfsParams *p = M->p;
	uint32_t L, lo = 0, i, j;

	M->tstamp++;                  /* forget the last window's T */
	M->tfo.n = M->root.n = 0;
	M->pivot_root = 1;
	if (M->porefs[n] || p->tfo_levels == 0 || !M->fo[n].n)
		return;
	/* every reader of n in T, so n is not a root itself */
	for (i = 0; i < M->fo[n].n; i++)
		if (M->arr[M->fo[n].v[i]] > lo)
			lo = M->arr[M->fo[n].v[i]];
	for (L = lo + p->tfo_levels - 1; L >= lo; L--) {
		int fits = 1;
		M->tstamp++;
		M->tfo.n = 0;
		for (i = 0; i < M->fo[n].n; i++) {
			uint32_t y = M->fo[n].v[i];
			M->tmark[y] = M->tstamp;
			push(&M->tfo, y);
		}
		for (i = 0; i < M->tfo.n && fits; i++) {
			uint32_t x = M->tfo.v[i];
			for (j = 0; j < M->fo[x].n; j++) {
				uint32_t y = M->fo[x].v[j];
				if (M->arr[y] > L || in_tfo(M, y))
					continue;
				M->tmark[y] = M->tstamp;
				push(&M->tfo, y);
				if (M->tfo.n > p->max_tfo) {
					fits = 0;
					break;
				}
			}
		}
		if (fits && M->tfo.n <= p->max_tfo) {
			M->pivot_root = 0;
			return;
		}
	}
	M->tstamp++;
	M->tfo.n = 0;
}

/* Roots of T (module comment) and its order. */
static void finish_tfo(Mfs *M)
{
	uint32_t i, j;

	sort_by_level(M, &M->tfo);
	for (i = 0; i < M->tfo.n; i++) {
		uint32_t x = M->tfo.v[i];
		int r = M->porefs[x] > 0;
		M->tpos[x] = i;
		for (j = 0; j < M->fo[x].n && !r; j++)
			r = !in_tfo(M, M->fo[x].v[j]);
		if (r)
			push(&M->root, i);
	}
	if (M->tfo.n && !M->root.n)
		die("mfs: a fanout window without roots");
}

/* The shared part: n, the side inputs of T and their fanin cones,
 * expanded highest level first within tfi_levels and max_window. */
static void collect_shared(Mfs *M, uint32_t n)
{
	const MfsParams *p = M->p;
	uint32_t hn = 0, i, j;

	M->stamp++;
	M->node.n = 0;
	add_shared(M, n);
	heap_push(M, &hn, n);
	for (i = 0; i < M->tfo.n; i++) {
		uint32_t x = M->tfo.v[i], *in = lut_in(M, x);
		for (j = 0; j < lut_n(M, x); j++) {
			if (in[j] == n || in_tfo(M, in[j]) || shared(M, in[j]))
				continue;
			add_shared(M, in[j]);
			heap_push(M, &hn, in[j]);
		}
	}
	while (hn) {
		uint32_t x = heap_pop(M, &hn), *in, nin, fresh = 0;
		if (!is_lut(M, x))
			continue;
		in = lut_in(M, x);
		nin = lut_n(M, x);
		if (x != n) {
			if (p->tfi_levels && M->arr[x] < M->arr[n] &&
			    M->arr[n] - M->arr[x] > p->tfi_levels)
				continue;
			for (j = 0; j < nin; j++)
				fresh += !shared(M, in[j]);
			if (M->node.n + fresh > p->max_window)
				continue;
		}
		M->leaf[x] = 0;
		for (j = 0; j < nin; j++) {
			if (x != n && (in[j] == n || in_tfo(M, in[j])))
				die("mfs: the fanin window reaches into the "
					"fanout cone");
			if (shared(M, in[j]))
				continue;
			add_shared(M, in[j]);
			heap_push(M, &hn, in[j]);
		}
	}
}

/* Extra divisors: readers of shared nodes all of whose inputs are shared
 * (and not n), so not in n's fanout cone, no later than n is required
 * (to replace n; as an input of n, one level earlier); up to
 * max_window / 2 of them. */
static void add_extras(Mfs *M, uint32_t n)
{
	uint32_t limit = M->node.n + M->p->max_window / 2, i, j, k;

	for (i = 0; i < M->node.n && M->node.n < limit; i++) {
		uint32_t x = M->node.v[i];
		if (x == n)
			continue;
		for (j = 0; j < M->fo[x].n && j < M->p->fanout_max &&
		    M->node.n < limit; j++) {
			uint32_t y = M->fo[x].v[j], *in = lut_in(M, y);
			if (shared(M, y) || in_tfo(M, y) || M->arr[y] > M->req[n])
				continue;
			for (k = 0; k < lut_n(M, y); k++)
				if (!shared(M, in[k]) || in[k] == n)
					break;
			if (k < lut_n(M, y))
				continue;
			add_shared(M, y);
			M->leaf[y] = 0;
			M->extra[y] = 1;
		}
	}
}

/* out[w] = the LUT (table t, n inputs) on the input words in[i][w] for
 * w0 <= w < w1: a mux tree, 2^n - 1 muxes per word (the first level
 * straight from the table bits). */
static void eval_lut(const Tt *t, uint32_t n, const uint64_t *const *in,
	uint64_t *out, uint32_t w0, uint32_t w1)
{
	uint64_t a[1u << (LUT_KMAX - 1)][NW];
	uint32_t m = 1u << n, i, j, w;

	if (n == 0) {
		for (w = w0; w < w1; w++)
			out[w] = 0 - (uint64_t)tt_bit(t, 0);
		return;
	}
	m /= 2;
	for (j = 0; j < m; j++) {
		uint64_t b0 = 0 - (uint64_t)tt_bit(t, 2 * j);
		uint64_t b1 = 0 - (uint64_t)tt_bit(t, 2 * j + 1);
		for (w = w0; w < w1; w++)
			a[j][w] = (b0 & ~in[0][w]) | (b1 & in[0][w]);
	}
	for (i = 1; i < n; i++) {
		m /= 2;
		for (j = 0; j < m; j++)
			for (w = w0; w < w1; w++)
				a[j][w] = (a[2 * j][w] & ~in[i][w]) |
					(a[2 * j + 1][w] & in[i][w]);
	}
	for (w = w0; w < w1; w++)
		out[w] = a[0][w];
}

/* Words w0 .. w1-1 of every window node from the leaves' words, and the
 * care patterns there. */
static void sim_words(Mfs *M, uint32_t w0, uint32_t w1)
{
	uint32_t nn = M->node.n, nt = M->tfo.n, n = M->pivot, i, j, w, c;
	const uint64_t *in[LUT_KMAX], *sn;
	uint64_t notn[NW], care[NW];

	for (i = 0; i < nn; i++) {
		uint32_t x = M->node.v[i];
		Tt t;
		if (M->leaf[x])
			continue;
		for (j = 0; j < lut_n(M, x); j++)
			in[j] = &M->sim[(size_t)M->wpos[lut_in(M, x)[j]] * NW];
		t = tt_of(M, x);
		eval_lut(&t, lut_n(M, x), in, &M->sim[(size_t)i * NW], w0, w1);
	}
	sn = &M->sim[(size_t)M->wpos[n] * NW];
	for (w = w0; w < w1; w++) {
		notn[w] = ~sn[w];
		care[w] = M->pivot_root ? ~0ull : 0;
	}
	for (c = 0; c < 2; c++) {
		uint64_t *sc = c ? M->sim1 : M->sim0;
		for (i = 0; i < nt; i++) {
			uint32_t x = M->tfo.v[i];
			Tt t = tt_of(M, x);
			for (j = 0; j < lut_n(M, x); j++) {
				uint32_t f = lut_in(M, x)[j];
				in[j] = f == n ? (c ? notn : sn) : in_tfo(M, f) ?
					&sc[(size_t)M->tpos[f] * NW] :
					&M->sim[(size_t)M->wpos[f] * NW];
			}
			eval_lut(&t, lut_n(M, x), in, &sc[(size_t)i * NW], w0,
				w1);
		}
	}
	for (i = 0; i < M->root.n; i++)
		for (w = w0; w < w1; w++)
			care[w] |= M->sim0[(size_t)M->root.v[i] * NW + w] ^
				M->sim1[(size_t)M->root.v[i] * NW + w];
	for (w = w0; w < w1; w++) {
		M->on[w] = care[w] & sn[w];
		M->off[w] = care[w] & ~sn[w];
	}
}

/* Simulate the window on random window inputs (words 0 .. NR-1: uniform,
 * sparse and dense in turn); the counterexample words start empty. */
static void simulate(Mfs *M)
{
	uint32_t nn = M->node.n, i, w;

	if (M->cap_sim < nn) {
		M->cap_sim = M->node.cap;
		M->sim = xrealloc(M->sim, (size_t)M->cap_sim * NW *
			sizeof *M->sim);
		M->model = xrealloc(M->model, M->cap_sim);
		M->model2 = xrealloc(M->model2, M->cap_sim);
		M->enc = xrealloc(M->enc, M->cap_sim);
	}
	if (M->cap_tsim < M->tfo.n) {
		M->cap_tsim = M->tfo.cap;
		M->sim0 = xrealloc(M->sim0, (size_t)M->cap_tsim * NW *
			sizeof *M->sim0);
		M->sim1 = xrealloc(M->sim1, (size_t)M->cap_tsim * NW *
			sizeof *M->sim1);
	}
	M->leaves.n = 0;
	for (i = 0; i < nn; i++) {
		uint64_t *s = &M->sim[(size_t)i * NW];
		if (!M->leaf[M->node.v[i]])
			continue;
		push(&M->leaves, i);
		for (w = 0; w < NW; w++) {
			uint64_t r = rng_next(&M->rng);
			s[w] = w >= NR ? 0 : w % 3 == 0 ? r : w % 3 == 1 ?
				r & rng_next(&M->rng) : r | rng_next(&M->rng);
		}
	}
	sim_words(M, 0, NR);
	/* the counterexample words: empty until add_cex fills one */
	for (i = 0; i < nn; i++)
		memset(&M->sim[(size_t)i * NW + NR], 0, NX * sizeof *M->sim);
	for (i = 0; i < M->tfo.n; i++) {
		memset(&M->sim0[(size_t)i * NW + NR], 0, NX * sizeof *M->sim);
		memset(&M->sim1[(size_t)i * NW + NR], 0, NX * sizeof *M->sim);
	}
	for (w = NR; w < NW; w++)
		M->on[w] = M->off[w] = 0;
	M->ncex = 0;
}

/* Build the window of n: T, its roots, the shared part and the extra
 * divisors, in level order, then simulate it. */
static void build_window(Mfs *M, uint32_t n)
{
	uint32_t i;

	M->pivot = n;
	collect_tfo(M, n);
	finish_tfo(M);
	collect_shared(M, n);
	add_extras(M, n);
	sort_by_level(M, &M->node);
	for (i = 0; i < M->node.n; i++)
		M->wpos[M->node.v[i]] = i;
	simulate(M);
	M->st->tried++;
}

/* ---- SAT on the window */

static int sat_stop(void *arg)
{
	Mfs *M = arg;

	if (M->deadline > 0 && now_seconds() > M->deadline)
		M->timed_out = 1;
	return M->timed_out;
}

static void lut_clauses(CCaDiCaL *s, const U32s *cnf, const int *lit,
	int y)
{
	uint32_t c, i;

	for (c = 0; c < cnf->n; c++) {
		uint32_t mask = cnf->v[c] & 0xff, val = cnf->v[c] >> 8 & 0xff;
		for (i = 0; i < LUT_KMAX; i++)
			if (mask >> i & 1)
				ccadical_add(s, val >> i & 1 ? -lit[i] : lit[i]);
		ccadical_add(s, cnf->v[c] >> 16 & 1 ? y : -y);
		ccadical_add(s, 0);
	}
}

/* Variable of T node i in copy c (0: reads n, 1: reads not n). */
static int tvar(const Mfs *M, uint32_t c, uint32_t i)
{
	return (int)(M->node.n + 1 + i + c * M->tfo.n);
}

/* The window's CNF: shared node i is variable i + 1; T twice; one XOR
 * variable per root and the clause that some root differs. */
static void sat_build(Mfs *M)
{
	uint32_t nn = M->node.n, i, j, c;
	int lit[LUT_KMAX], pv = (int)M->wpos[M->pivot] + 1, base;
	CCaDiCaL *s = sat_solver_new();

	/* the calls are tiny: no lucky phases */
	ccadical_set_option(s, "lucky", 0);
	ccadical_set_option(s, "elim", 0);   /* models are read after most calls */
	ccadical_set_terminate(s, M, sat_stop);
	for (i = 0; i < nn; i++) {
		uint32_t x = M->node.v[i];
		M->enc[i] = !M->extra[x];    /* extras: when used */
		if (M->leaf[x] || M->extra[x])
			continue;
		for (j = 0; j < lut_n(M, x); j++)
			lit[j] = (int)M->wpos[lut_in(M, x)[j]] + 1;
		lut_clauses(s, lut_cnf(M, x), lit, (int)i + 1);
	}
	for (c = 0; c < 2; c++)
		for (i = 0; i < M->tfo.n; i++) {
			uint32_t x = M->tfo.v[i];
			for (j = 0; j < lut_n(M, x); j++) {
				uint32_t f = lut_in(M, x)[j];
				lit[j] = f == M->pivot ? (c ? -pv : pv) :
					in_tfo(M, f) ? tvar(M, c, M->tpos[f]) :
					(int)M->wpos[f] + 1;
			}
			lut_clauses(s, lut_cnf(M, x), lit, tvar(M, c, i));
		}
	base = (int)(nn + 2 * M->tfo.n) + 1;
	if (!M->pivot_root) {
		for (i = 0; i < M->root.n; i++) {
			int x = base + (int)i, a = tvar(M, 0, M->root.v[i]),
			    b = tvar(M, 1, M->root.v[i]);
			ccadical_add(s, -x), ccadical_add(s, a);
			ccadical_add(s, b), ccadical_add(s, 0);
			ccadical_add(s, -x), ccadical_add(s, -a);
			ccadical_add(s, -b), ccadical_add(s, 0);
			ccadical_add(s, x), ccadical_add(s, -a);
			ccadical_add(s, b), ccadical_add(s, 0);
			ccadical_add(s, x), ccadical_add(s, a);
			ccadical_add(s, -b), ccadical_add(s, 0);
		}
		for (i = 0; i < M->root.n; i++)
			ccadical_add(s, base + (int)i);
		ccadical_add(s, 0);
	}
	M->nvar = base + (int)M->root.n;
	M->sat = s;
}

/* Add the clauses of extra divisor i (window position) and of the extra
 * divisors it reads, inputs first (explicit stack). */
static void encode_extra(Mfs *M, uint32_t i)
{
	int lit[LUT_KMAX];

	M->stack.n = 0;
	push(&M->stack, i);
	while (M->stack.n) {
		uint32_t j = M->stack.v[M->stack.n - 1], x = M->node.v[j], k;
		int ready = 1;
		if (M->enc[j]) {
			M->stack.n--;
			continue;
		}
		for (k = 0; k < lut_n(M, x); k++)
			if (!M->enc[M->wpos[lut_in(M, x)[k]]]) {
				push(&M->stack, M->wpos[lut_in(M, x)[k]]);
				ready = 0;
			}
		if (!ready)
			continue;
		for (k = 0; k < lut_n(M, x); k++)
			lit[k] = (int)M->wpos[lut_in(M, x)[k]] + 1;
		lut_clauses(M->sat, lut_cnf(M, x), lit, (int)j + 1);
		M->enc[j] = 1;
		M->stack.n--;
	}
}

/* The solver's model on the shared nodes into v (extras not encoded:
 * evaluated from their inputs, in level order). */
static void read_model(Mfs *M, uint8_t *v)
{
	uint32_t i, k;

	for (i = 0; i < M->node.n; i++) {
		uint32_t x = M->node.v[i], idx = 0;
		Tt t;
		if (M->enc[i]) {
			v[i] = ccadical_val(M->sat, (int)i + 1) > 0;
			continue;
		}
		for (k = 0; k < lut_n(M, x); k++)
			idx |= (uint32_t)v[M->wpos[lut_in(M, x)[k]]] << k;
		t = tt_of(M, x);
		v[i] = (uint8_t)tt_bit(&t, idx);
	}
}

/* 10 satisfiable, 20 unsatisfiable, 0 stopped (conflict or time limit). */
static int solve(Mfs *M)
{
	int r;

	if (M->timed_out || sat_stop(M))
		return 0;
	if (M->p->conflicts > 0)
		ccadical_limit(M->sat, "conflicts", M->p->conflicts > 0x7fffffff ?
			0x7fffffff : (int)M->p->conflicts);
	r = ccadical_solve(M->sat);
	M->st->sat_calls++;
	if (r != 10 && r != 20)
		M->st->sat_undecided++;
	return r;
}

/* The n = 1 minterm in M->model and the n = 0 one the solver holds now
 * agree on a candidate support.  Both, and 62 neighbours (one or two
 * window inputs flipped), fill the next counterexample word, which is
 * simulated: one refutation sharpens the filter around what it found. */
static void add_cex(Mfs *M)
{
	uint32_t w = NR + M->ncex++ % NX, i, lane;

	read_model(M, M->model2);
	for (i = 0; i < M->leaves.n; i++) {
		uint32_t p = M->leaves.v[i];
		M->sim[(size_t)p * NW + w] =
			(M->model[p] ? 0x5555555555555555ull : 0) |
			(M->model2[p] ? 0xaaaaaaaaaaaaaaaaull : 0);
	}
	for (lane = 2; lane < 64 && M->leaves.n; lane++) {
		uint32_t flips = 1 + (lane & 2) / 2;
		while (flips--) {
			uint32_t p = M->leaves.v[rng_below(&M->rng,
				M->leaves.n)];
			M->sim[(size_t)p * NW + w] ^= 1ull << lane;
		}
	}
	sim_words(M, w, w + 1);
}

/* A simulation pattern with n = 1 in the care set that no cube of cv
 * covers: its values go to M->model (an onset minterm found without
 * SAT).  0 when there is none. */
static int onset_pattern(Mfs *M, const uint32_t *S, uint32_t ns,
	const Cube *cv, uint32_t nc)
{
	uint32_t w, i, c;

	for (w = 0; w < NW; w++) {
		uint64_t m = M->on[w];
		while (m) {
			uint32_t b = (uint32_t)__builtin_ctzll(m), x = 0;
			for (i = 0; i < ns; i++)
				x |= (uint32_t)(M->sim[(size_t)S[i] * NW + w] >>
					b & 1) << i;
			for (c = 0; c < nc; c++)
				if (((x ^ cv[c].val) & cv[c].mask) == 0)
					break;
			if (c == nc) {
				for (i = 0; i < M->node.n; i++)
					M->model[i] = (uint8_t)(M->sim[(size_t)i *
						NW + w] >> b & 1);
				return 1;
			}
			m &= m - 1;
		}
	}
	return 0;
}

/* Is S (shared node indices) a support of n under the care set?  1: yes,
 * the cubes of n's new function over S in cv (module comment); 0: no (a
 * counterexample pair joined the patterns); -1: undecided. */
static int interp(Mfs *M, const uint32_t *S, uint32_t ns, Cube *cv,
	uint32_t *ncv)
{
	int lits[MAX_S], pv, act, r, res;
	uint32_t i, nc = 0;

	if (ns > MAX_S)
		die("mfs: support of %u nodes", ns);
	if (!M->sat)
		sat_build(M);
	for (i = 0; i < ns; i++)
		if (!M->enc[S[i]])
			encode_extra(M, S[i]);
	pv = (int)M->wpos[M->pivot] + 1;
	act = ++M->nvar;
	for (;;) {
		if (!onset_pattern(M, S, ns, cv, nc)) {
			ccadical_assume(M->sat, pv);
			ccadical_assume(M->sat, act);
			r = solve(M);
			if (r == 20) {
				res = 1;
				break;
			}
			if (r != 10) {
				res = -1;
				break;
			}
			read_model(M, M->model);
		}
		ccadical_assume(M->sat, -pv);
		for (i = 0; i < ns; i++) {
			lits[i] = M->model[S[i]] ? (int)S[i] + 1 : -(int)S[i] - 1;
			ccadical_assume(M->sat, lits[i]);
		}
		r = solve(M);
		if (r == 10) {
			add_cex(M);
			res = 0;
			break;
		}
		if (r != 20 || nc == MAX_CUBES) {
			res = -1;
			break;
		}
		/* the cube first: adding a clause leaves the unsat state */
		cv[nc].mask = cv[nc].val = 0;
		for (i = 0; i < ns; i++)
			if (ccadical_failed(M->sat, lits[i])) {
				cv[nc].mask |= 1u << i;
				cv[nc].val |= (uint32_t)(lits[i] > 0) << i;
			}
		ccadical_add(M->sat, -act);
		for (i = 0; i < ns; i++)
			if (cv[nc].mask >> i & 1)
				ccadical_add(M->sat, -lits[i]);
		ccadical_add(M->sat, 0);
		nc++;
	}
	ccadical_add(M->sat, -act);     /* retire the blocking clauses */
	ccadical_add(M->sat, 0);
	*ncv = nc;
	return res;
}

/* ---- candidate supports on the simulation patterns */

/* 0 when two care patterns with different n agree on S (S cannot be a
 * support), else 1.  The patterns' S values go into a hash table. */
static int sim_feasible(Mfs *M, const uint32_t *S, uint32_t ns)
{
	uint32_t w, i;

	memset(M->seen, 0, sizeof M->seen);
	for (w = 0; w < NW; w++) {
		uint64_t m = M->on[w] | M->off[w];
		while (m) {
			uint32_t b = (uint32_t)__builtin_ctzll(m), sig = 0, h;
			uint32_t f = M->on[w] >> b & 1 ? 1 : 2;
			for (i = 0; i < ns; i++)
				sig |= (uint32_t)(M->sim[(size_t)S[i] * NW + w] >>
					b & 1) << i;
			h = (sig * 0x9e3779b1u) >> 16 & (SEEN - 1);
			while (M->seen[h] && M->seen[h] >> 2 != sig)
				h = (h + 1) & (SEEN - 1);
			M->seen[h] = sig << 2 | (M->seen[h] & 3) | f;
			if ((M->seen[h] & 3) == 3)
				return 0;
			m &= m - 1;
		}
	}
	return 1;
}

/* Group the care patterns by their values on B (nb < LUT_KMAX): a group
 * holding both values of n is a conflict a new divisor must split. */
static void groups(Mfs *M, const uint32_t *B, uint32_t nb)
{
	uint32_t ng = 1u << nb, g, w, i;

	memset(M->gon, 0, ng * sizeof M->gon[0]);
	memset(M->goff, 0, ng * sizeof M->goff[0]);
	for (w = 0; w < NW; w++) {
		uint64_t m = M->on[w] | M->off[w];
		while (m) {
			uint32_t b = (uint32_t)__builtin_ctzll(m), sig = 0;
			for (i = 0; i < nb; i++)
				sig |= (uint32_t)(M->sim[(size_t)B[i] * NW + w] >>
					b & 1) << i;
			if (M->on[w] >> b & 1)
				M->gon[sig][w] |= 1ull << b;
			else
				M->goff[sig][w] |= 1ull << b;
			m &= m - 1;
		}
	}
	M->nconflict = 0;
	for (g = 0; g < ng; g++) {
		uint64_t a = 0, b = 0;
		for (w = 0; w < NW; w++)
			a |= M->gon[g][w], b |= M->goff[g][w];
		if (a && b)
			M->conflict[M->nconflict++] = g;
	}
}

/* Does shared node i split every conflict group (one value on the group's
 * n = 1 patterns, the other on its n = 0 ones)? */
static int splits(const Mfs *M, uint32_t i)
{
	uint32_t c, w;

	for (c = 0; c < M->nconflict; c++) {
		uint32_t g = M->conflict[c];
		uint64_t one = 0, zero = 0;
		for (w = 0; w < NW; w++) {
			uint64_t x = M->sim[(size_t)i * NW + w];
			one |= (~x & M->gon[g][w]) | (x & M->goff[g][w]);
			zero |= (x & M->gon[g][w]) | (~x & M->goff[g][w]);
		}
		if (one && zero)
			return 0;
	}
	return 1;
}

/* ---- moves */

/* Internal check: the cover must give n's value on every care pattern. */
static void check_cover(const Mfs *M, const uint32_t *S, uint32_t ns,
	const Cube *cv, uint32_t nc)
{
	uint32_t w, i, c;

	for (w = 0; w < NW; w++) {
		uint64_t m = M->on[w] | M->off[w];
		while (m) {
			uint32_t b = (uint32_t)__builtin_ctzll(m), x = 0;
			int v = 0;
			for (i = 0; i < ns; i++)
				x |= (uint32_t)(M->sim[(size_t)S[i] * NW + w] >>
					b & 1) << i;
			for (c = 0; c < nc && !v; c++)
				v = ((x ^ cv[c].val) & cv[c].mask) == 0;
			if (v != (int)(M->on[w] >> b & 1))
				die("mfs: the derived function of node %u "
					"disagrees with a care pattern", M->pivot);
			m &= m - 1;
		}
	}
}

/* Make n the cover cv over S when its support fits in k (or in n's
 * present size: a LUT wider than k may shrink) and keeps n within its
 * required level (one input or none: n is then folded into its readers,
 * which needs the input's level <= required(n)).  1 when applied. */
static int apply_cover(Mfs *M, const uint32_t *S, uint32_t ns,
	const Cube *cv, uint32_t nc)
{
	uint32_t u = 0, pos[MAX_S], in[LUT_KMAX], nu = 0, lev = 0, i, a, c;
	Tt t = tt_const(0);

	for (c = 0; c < nc; c++)
		u |= cv[c].mask;
	for (i = 0; i < ns; i++)
		if (u >> i & 1)
			pos[nu++] = i;
	if (nu > M->k && nu > lut_n(M, M->pivot))
		return 0;
	for (i = 0; i < nu; i++) {
		in[i] = M->node.v[S[pos[i]]];
		if (M->arr[in[i]] > lev)
			lev = M->arr[in[i]];
	}
	if (nu && lev + (nu > 1) > M->req[M->pivot])
		return 0;
	for (a = 0; a < 1u << nu; a++) {
		uint32_t x = 0;
		for (i = 0; i < nu; i++)
			x |= (a >> i & 1) << pos[i];
		for (c = 0; c < nc; c++)
			if (((x ^ cv[c].val) & cv[c].mask) == 0) {
				tt_set(&t, a);
				break;
			}
	}
	check_cover(M, S, ns, cv, nc);
	set_lut(M, M->pivot, in, nu, tt_extend(t, nu));
	settle(M);
	return 1;
}

/* n is a constant, or a shared node or its complement, under the care
 * set: n's readers read that instead. */
static int try_collapse(Mfs *M)
{
	uint32_t n = M->pivot, i, w, nc, tries = 0, S;
	uint64_t any_on = 0, any_off = 0;
	Cube cv[MAX_CUBES];
	int r;

	for (w = 0; w < NW; w++)
		any_on |= M->on[w], any_off |= M->off[w];
	if (!any_on || !any_off) {
		r = interp(M, NULL, 0, cv, &nc);
		if (r == 1 && apply_cover(M, NULL, 0, cv, nc))
			return 1;
		if (r < 0)
			return 0;
	}
	for (i = 0; i < M->node.n && tries < MAX_TRIES; i++) {
		uint32_t x = M->node.v[i];
		const uint64_t *s = &M->sim[(size_t)i * NW];
		uint64_t eq = 0, ne = 0;
		if (x == n || M->arr[x] > M->req[n])
			continue;
		for (w = 0; w < NW; w++) {
			eq |= (~s[w] & M->on[w]) | (s[w] & M->off[w]);
			ne |= (s[w] & M->on[w]) | (~s[w] & M->off[w]);
		}
		if (eq && ne)
			continue;
		tries++;
		S = i;
		r = interp(M, &S, 1, cv, &nc);
		if (r == 1 && apply_cover(M, &S, 1, cv, nc))
			return 1;
		if (r < 0)
			return 0;
	}
	return 0;
}

/* Input fi of n: dropped; else (replace) replaced by one shared node. */
static int try_input(Mfs *M, uint32_t fi, int replace)
{
	uint32_t n = M->pivot, nin = lut_n(M, n), *in = lut_in(M, n);
	uint32_t S[MAX_S], nb = 0, i, j, nc, tries = 0;
	Cube cv[MAX_CUBES];
	int r;

	for (i = 0; i < nin; i++)
		if (i != fi)
			S[nb++] = M->wpos[in[i]];
	if (sim_feasible(M, S, nb)) {
		r = interp(M, S, nb, cv, &nc);
		if (r == 1 && apply_cover(M, S, nb, cv, nc)) {
			M->st->removes++;
			return 1;
		}
		if (r < 0)
			return 0;
	}
	if (!replace)
		return 0;
	groups(M, S, nb);
	for (i = 0; i < M->node.n && tries < MAX_TRIES; i++) {
		uint32_t d = M->node.v[i];
		if (d == n || M->arr[d] + 1 > M->req[n])
			continue;
		for (j = 0; j < nin && in[j] != d; j++)
			;
		if (j < nin || !splits(M, i))
			continue;
		tries++;
		S[nb] = i;
		r = interp(M, S, nb + 1, cv, &nc);
		if (r == 1 && apply_cover(M, S, nb + 1, cv, nc)) {
			M->st->resubs++;
			return 1;
		}
		if (r < 0)
			return 0;
		groups(M, S, nb);
	}
	return 0;
}

/* Input fi of n, a LUT f that others read too (p->reuse): replaced by a
 * sibling d of f (a shared LUT reading one of f's inputs) and up to the
 * LUT size's worth of d's own inputs, which may say as much as f: the
 * sum bit next to a carry and their two operand bits give the carry
 * back, so an adder becomes a chain of its sum bits, one LUT per output
 * (the outputs are paid for anyway).  No LUT goes at once; f goes when
 * its last reader has moved.  Tries at most REUSE_SIM candidate
 * supports by simulation and MAX_TRIES by SAT. */
static uint32_t find(const uint32_t *a, uint32_t n, uint32_t x);

static int try_reuse(Mfs *M, uint32_t fi)
{
	uint32_t n = M->pivot, nin = lut_n(M, n), *in = lut_in(M, n);
	uint32_t f = in[fi], S[MAX_S], nb = 0, i, j, e, nc, sims = 0;
	uint32_t tries = 0;
	Cube cv[MAX_CUBES];
	int r;

	for (i = 0; i < nin; i++)
		if (i != fi)
			S[nb++] = M->wpos[in[i]];
	if (nb + 1 > M->k)
		return 0;
	for (i = 0; i < lut_n(M, f); i++) {
		uint32_t g = lut_in(M, f)[i];
		for (j = 0; j < M->fo[g].n && j < M->p->fanout_max; j++) {
			uint32_t d = M->fo[g].v[j], x[LUT_KMAX], nx = 0, sub;
			if (d == n || d == f || !shared(M, d) ||
			    M->arr[d] + 1 > M->req[n] || find(in, nin, d) != NONE)
				continue;
			/* d's inputs that n does not read, all shared */
			for (e = 0; e < lut_n(M, d); e++) {
				uint32_t y = lut_in(M, d)[e];
				if (find(in, nin, y) == NONE && shared(M, y) &&
				    M->arr[y] + 1 <= M->req[n])
					x[nx++] = y;
			}
			/* subsets of x, the smallest first, that fit in k */
			for (uint32_t sz = 0; sz <= nx && nb + 1 + sz <= M->k;
			    sz++)
				for (sub = 0; sub < 1u << nx; sub++) {
					uint32_t ns = nb;
					if ((uint32_t)__builtin_popcount(sub) != sz)
						continue;
					if (++sims > REUSE_SIM || tries >= MAX_TRIES)
						return 0;
					S[ns++] = M->wpos[d];
					for (e = 0; e < nx; e++)
						if (sub >> e & 1)
							S[ns++] = M->wpos[x[e]];
					if (!sim_feasible(M, S, ns))
						continue;
					tries++;
					r = interp(M, S, ns, cv, &nc);
					if (r == 1 && apply_cover(M, S, ns, cv, nc)) {
						M->st->reuses++;
						return 1;
					}
					if (r < 0)
						return 0;
				}
		}
	}
	return 0;
}

/* Position of x in a[0..n-1], or NONE. */
static uint32_t find(const uint32_t *a, uint32_t n, uint32_t x)
{
	uint32_t i;

	for (i = 0; i < n; i++)
		if (a[i] == x)
			return i;
	return NONE;
}

/* The inputs of LUT y with its input m replaced by m's inputs, into
 * sig; returns their number (at most 2k - 1). */
static uint32_t merged_inputs(const Mfs *M, uint32_t y, uint32_t m,
	uint32_t *sig)
{
	uint32_t ny = lut_n(M, y), mn = lut_n(M, m), ns = 0, i;

	for (i = 0; i < ny; i++)
		if (lut_in(M, y)[i] != m)
			sig[ns++] = lut_in(M, y)[i];
	for (i = 0; i < mn; i++)
		if (find(sig, ns, lut_in(M, m)[i]) == NONE)
			sig[ns++] = lut_in(M, m)[i];
	return ns;
}

/* y's function over sig[0..ns-1] (merged_inputs(y, m), ns <= LUT_KMAX):
 * m's table composed into y's. */
static Tt merged_tt(const Mfs *M, uint32_t y, uint32_t m, const uint32_t *sig,
	uint32_t ns)
{
	uint32_t ny = lut_n(M, y), mn = lut_n(M, m), *iy = lut_in(M, y);
	uint32_t *im = lut_in(M, m), a, i;
	Tt ty = tt_of(M, y), tm = tt_of(M, m), t = tt_const(0);

	for (a = 0; a < 1u << ns; a++) {
		uint32_t mi = 0, yi = 0;
		for (i = 0; i < mn; i++)
			mi |= (a >> find(sig, ns, im[i]) & 1) << i;
		for (i = 0; i < ny; i++)
			yi |= (iy[i] == m ? (uint32_t)tt_bit(&tm, mi) :
				a >> find(sig, ns, iy[i]) & 1) << i;
		if (tt_bit(&ty, yi))
			tt_set(&t, a);
	}
	return tt_extend(t, ns);
}

/* The single-reader input m (position fi) of n absorbed into n: exactly
 * when the merged support fits in k, else over a subset of it of at most
 * k members that is a support under the care set. */
static int try_merge(Mfs *M, uint32_t fi)
{
	uint32_t n = M->pivot, m = lut_in(M, n)[fi];
	uint32_t sig[2 * LUT_KMAX], ns, S[MAX_S], U[MAX_S], nu, i, nc, round;
	Cube cv[MAX_CUBES];
	int r;

	ns = merged_inputs(M, n, m, sig);
	if (ns <= M->k) {
		set_lut(M, n, sig, ns, merged_tt(M, n, m, sig, ns));
		settle(M);
		M->st->merges++;
		return 1;
	}
	if (ns > MAX_S)
		return 0;
	for (i = 0; i < ns; i++) {
		if (!shared(M, sig[i]))
			return 0;
		S[i] = M->wpos[sig[i]];
	}
	/* drop members while the patterns allow it (the last first), then
	 * let SAT judge; its counterexamples sharpen the next round */
	for (round = 0; round < MERGE_ROUNDS; round++) {
		memcpy(U, S, ns * sizeof *S);
		nu = ns;
		for (i = nu; i-- > 0 && nu > M->k;) {
			uint32_t x = U[i];
			memmove(U + i, U + i + 1, (nu - i - 1) * sizeof *U);
			if (sim_feasible(M, U, nu - 1)) {
				nu--;
				continue;
			}
			memmove(U + i + 1, U + i, (nu - i - 1) * sizeof *U);
			U[i] = x;
		}
		if (nu > M->k)
			return 0;
		r = interp(M, U, nu, cv, &nc);
		if (r == 1 && apply_cover(M, U, nu, cv, nc)) {
			M->st->merges++;
			return 1;
		}
		if (r != 0)
			return 0;
	}
	return 0;
}

/* n, read by LUTs only, absorbed into every reader when each merged
 * support fits in k: one LUT less, no reader later than before. */
static int try_eliminate(Mfs *M)
{
	uint32_t n = M->pivot, sig[2 * LUT_KMAX], i, ns;

	if (M->porefs[n] || !M->fo[n].n)
		return 0;
	for (i = 0; i < M->fo[n].n; i++)
		if (merged_inputs(M, M->fo[n].v[i], n, sig) > M->k)
			return 0;
	while (M->fo[n].n) {
		uint32_t y = M->fo[n].v[M->fo[n].n - 1];
		ns = merged_inputs(M, y, n, sig);
		set_lut(M, y, sig, ns, merged_tt(M, y, n, sig, ns));
	}
	settle(M);
	M->st->merges++;
	return 1;
}

static void release_window(Mfs *M)
{
	if (M->sat)
		ccadical_release(M->sat);
	M->sat = NULL;
}

/* One move on n (the first that succeeds); 1 when the net changed. */
static int optimize_node(Mfs *M, uint32_t n)
{
	uint32_t i;
	int done;

	build_window(M, n);
	done = try_collapse(M);
	for (i = 0; !done && i < lut_n(M, n); i++)
		if (single_reader(M, lut_in(M, n)[i]))
			done = try_input(M, i, 1);
	for (i = 0; !done && M->p->merge && i < lut_n(M, n); i++)
		if (single_reader(M, lut_in(M, n)[i]))
			done = try_merge(M, i);
	for (i = 0; !done && i < lut_n(M, n); i++)
		if (!single_reader(M, lut_in(M, n)[i]))
			done = try_input(M, i, 0);
	if (!done && M->p->merge)
		done = try_eliminate(M);
	/* last, and once per node and pass: it frees no LUT by itself */
	for (i = 0; !done && M->p->reuse && M->reused[n] != M->pass &&
	    i < lut_n(M, n); i++)
		if (is_lut(M, lut_in(M, n)[i]) &&
		    !single_reader(M, lut_in(M, n)[i]) &&
		    (done = try_reuse(M, i)))
			M->reused[n] = M->pass;
	release_window(M);
	return done;
}

/* ---- setup and result */

/* End a step of the certificate (p->certify): prove what it changed,
 * with the window of the last move (window) as context. */
static void certify(Mfs *M, int window)
{
	double t;
	uint32_t i;

	if (!M->cert)
		return;
	t = now_seconds();
	M->certhint.n = 0;
	for (i = 0; window && i < M->node.n; i++)
		push(&M->certhint, M->node.v[i]);
	for (i = 0; window && i < M->tfo.n; i++)
		push(&M->certhint, M->tfo.v[i]);
	lutcert_step(M->cert, M->ln, M->certhint.v, M->certhint.n);
	M->st->cert_seconds += now_seconds() - t;
}

/* Merge repeated inputs of LUT x, then let set_lut drop unused ones. */
static void normalize(Mfs *M, uint32_t x)
{
	uint32_t in[LUT_KMAX], pos[LUT_KMAX], n = 0, nx = lut_n(M, x), i, a;
	uint32_t *ix = lut_in(M, x);
	Tt t = tt_of(M, x), r = tt_const(0);

	for (i = 0; i < nx; i++) {
		pos[i] = find(in, n, ix[i]);
		if (pos[i] == NONE) {
			pos[i] = n;
			in[n++] = ix[i];
		}
	}
	for (a = 0; a < 1u << n; a++) {
		uint32_t idx = 0;
		for (i = 0; i < nx; i++)
			idx |= (a >> pos[i] & 1) << i;
		if (tt_bit(&t, idx))
			tt_set(&r, a);
	}
	/* same readers as before: write the merged form directly */
	if (M->cert)
		lutcert_touch(M->cert, x);
	memcpy(ix, in, n * sizeof *in);
	M->ln->lut_n[x - M->npi] = (uint8_t)n;
	set_lut(M, x, in, n, tt_extend(r, n));
}

/* Renumber the live LUTs in a topological order (iterative DFS from each
 * LUT in the old order, inputs first) and recompute the depth. */
static void compact(Mfs *M)
{
	LutNet *ln = M->ln;
	uint32_t npi = M->npi, nl = ln->nlut, cnt = 0, sp, i, j;
	uint32_t *newsig = xmalloc(((size_t)M->nsig + 1) * sizeof *newsig);
	uint32_t *order = xmalloc(((size_t)nl + 1) * sizeof *order);
	uint32_t *sx = xmalloc(((size_t)nl + 1) * sizeof *sx);
	uint32_t *si = xmalloc(((size_t)nl + 1) * sizeof *si);
	uint32_t *lev = xcalloc((size_t)nl + 1, sizeof *lev);
	uint8_t *state = xcalloc((size_t)M->nsig + 1, 1);
	uint8_t *n2;
	uint32_t *in2;
	uint64_t *tt2;

	for (i = 0; i < npi; i++)
		newsig[i] = i;
	for (j = 0; j < nl; j++) {
		uint32_t x = npi + j;
		if (M->dead[x] || state[x])
			continue;
		sp = 0;
		sx[sp] = x, si[sp++] = 0;
		state[x] = 1;
		while (sp) {
			uint32_t y = sx[sp - 1];
			if (si[sp - 1] < lut_n(M, y)) {
				uint32_t f = lut_in(M, y)[si[sp - 1]++];
				if (!is_lut(M, f) || state[f] == 2)
					continue;
				if (state[f] == 1 || M->dead[f])
					die("mfs: LUT %u reads %s LUT %u", y,
						M->dead[f] ? "a dead" : "a cyclic", f);
				state[f] = 1;
				sx[sp] = f, si[sp++] = 0;
				continue;
			}
			sp--;
			state[y] = 2;
			newsig[y] = npi + cnt;
			order[cnt++] = y;
		}
	}
	n2 = xmalloc((size_t)cnt + 1);
	in2 = xcalloc(((size_t)cnt + 1) * LUT_KMAX, sizeof *in2);
	tt2 = xmalloc(((size_t)cnt + 1) * 4 * sizeof *tt2);
	ln->depth = 0;
	for (i = 0; i < cnt; i++) {
		uint32_t y = order[i], n = lut_n(M, y);
		n2[i] = (uint8_t)n;
		for (j = 0; j < n; j++) {
			uint32_t f = newsig[lut_in(M, y)[j]];
			in2[(size_t)i * LUT_KMAX + j] = f;
			if (f >= npi && lev[f - npi] > lev[i])
				lev[i] = lev[f - npi];
		}
		lev[i]++;
		memcpy(&tt2[(size_t)i * 4], &ln->lut_tt[(size_t)(y - npi) * 4],
			4 * sizeof *tt2);
	}
	for (i = 0; i < ln->npo; i++) {
		uint32_t s = ln->po_sig[i];
		if (s == NONE)
			continue;
		ln->po_sig[i] = newsig[s];
		if (newsig[s] >= npi && lev[newsig[s] - npi] > ln->depth)
			ln->depth = lev[newsig[s] - npi];
	}
	free(ln->lut_n);
	free(ln->lut_in);
	free(ln->lut_tt);
	ln->lut_n = n2;
	ln->lut_in = in2;
	ln->lut_tt = tt2;
	ln->nlut = cnt;
	free(newsig);
	free(order);
	free(sx);
	free(si);
	free(lev);
	free(state);
}

static void count(const Mfs *M, uint32_t *luts, uint32_t *edges)
{
	uint32_t j;

	*luts = *edges = 0;
	for (j = 0; j < M->ln->nlut; j++)
		if (!M->dead[M->npi + j]) {
			(*luts)++;
			*edges += M->ln->lut_n[j];
		}
}

/* Readers, PO references, levels and required levels of the input. */
static void setup(Mfs *M)
{
	LutNet *ln = M->ln;
	uint32_t j, i, x, d = 0;

	for (j = 0; j < ln->nlut; j++) {
		x = M->npi + j;
		for (i = 0; i < lut_n(M, x); i++) {
			uint32_t f = lut_in(M, x)[i];
			if (f >= x)
				die("mfs: LUT %u reads a later signal %u", x, f);
			if (find(lut_in(M, x), i, f) == NONE)
				push(&M->fo[f], x);
		}
		M->arr[x] = arrival(M, x);
	}
	for (i = 0; i < ln->npo; i++)
		if (ln->po_sig[i] != NONE) {
			M->porefs[ln->po_sig[i]]++;
			if (M->arr[ln->po_sig[i]] > d)
				d = M->arr[ln->po_sig[i]];
		}
	M->st->depth_in = d;
	M->D = M->p->depth_bound > d ? M->p->depth_bound : d;
	for (x = M->nsig; x-- > 0;)
		M->req[x] = required(M, x);
}

void lutnet_mfs(LutNet *ln, const MfsParams *p, MfsStats *st)
{
	Mfs M;
	MfsStats dummy;
	double t0 = now_seconds();
	uint32_t j, pass, it;
	size_t ns;

	if (!st)
		st = &dummy;
	memset(st, 0, sizeof *st);
	memset(&M, 0, sizeof M);
	M.ln = ln;
	M.p = p;
	M.st = st;
	M.npi = ln->npi;
	M.nsig = ln->npi + ln->nlut;
	M.k = p->k ? p->k : ln->k;
	if (M.k < 1 || M.k > LUT_KMAX)
		die("lutnet_mfs: k = %u out of range", M.k);
	M.rng = 0x6d667332ull;
	M.deadline = p->seconds > 0 ? t0 + p->seconds : 0;
	ns = (size_t)M.nsig + 1;
	M.arr = xcalloc(ns, sizeof *M.arr);
	M.req = xcalloc(ns, sizeof *M.req);
	M.fo = xcalloc(ns, sizeof *M.fo);
	M.cnf = xcalloc(ns, sizeof *M.cnf);
	M.cnf_ok = xcalloc(ns, 1);
	M.porefs = xcalloc(ns, sizeof *M.porefs);
	M.dead = xcalloc(ns, 1);
	M.dirty = xcalloc(ns, 1);
	M.wmark = xcalloc(ns, sizeof *M.wmark);
	M.wpos = xcalloc(ns, sizeof *M.wpos);
	M.tmark = xcalloc(ns, sizeof *M.tmark);
	M.tpos = xcalloc(ns, sizeof *M.tpos);
	M.leaf = xcalloc(ns, 1);
	M.extra = xcalloc(ns, 1);
	M.reused = xcalloc(ns, sizeof *M.reused);
	setup(&M);
	count(&M, &st->lut_in, &st->edge_in);
	if (p->certify) {
		M.cert = lutcert_new(ln);
		lutcert_limit(M.cert, p->cert_seconds);
	}
	for (j = 0; j < ln->nlut; j++) {
		normalize(&M, M.npi + j);
		maybe_dead(&M, M.npi + j);
		settle(&M);
		certify(&M, 0);
	}
	memset(M.dirty, 1, ns);
	for (pass = 0; pass < p->passes && !M.timed_out; pass++)
		for (M.pass = pass + 1, j = 0; j < ln->nlut && !M.timed_out;
		    j++) {
			uint32_t x = M.npi + j;
			int done = 1;
			if (M.dead[x] || !M.dirty[x])
				continue;
			if (sat_stop(&M))
				break;
			M.dirty[x] = 0;
			for (it = 0; it < MAX_ITER && !M.dead[x] && done; it++) {
				done = optimize_node(&M, x);
				certify(&M, 1);
			}
		}
	count(&M, &st->lut_out, &st->edge_out);
	compact(&M);
	if (M.cert) {
		double t = now_seconds();
		const LutCertStats *cs = lutcert_stats(M.cert);
		st->certified = lutcert_finish(M.cert, ln);
		st->cert_steps = cs->steps;
		st->cert_failed = cs->failed;
		st->cert_timed_out = cs->timed_out;
		st->cert_seconds += now_seconds() - t;
		lutcert_free(M.cert);
	}
	st->depth_out = ln->depth;
	if (ln->depth > M.D)
		die("mfs: depth %u past the bound %u", ln->depth, M.D);
	st->timed_out = M.timed_out;
	for (j = 0; j < M.nsig; j++) {
		free(M.fo[j].v);
		free(M.cnf[j].v);
	}
	free(M.arr);
	free(M.req);
	free(M.fo);
	free(M.cnf);
	free(M.cnf_ok);
	free(M.porefs);
	free(M.dead);
	free(M.dirty);
	free(M.wmark);
	free(M.wpos);
	free(M.tmark);
	free(M.tpos);
	free(M.leaf);
	free(M.extra);
	free(M.reused);
	free(M.model2);
	free(M.enc);
	free(M.stack.v);
	free(M.leaves.v);
	free(M.wl_fold.v);
	free(M.wl_kill.v);
	free(M.wl_arr.v);
	free(M.wl_req.v);
	free(M.node.v);
	free(M.tfo.v);
	free(M.root.v);
	free(M.certhint.v);
	free(M.heap);
	free(M.sim);
	free(M.sim0);
	free(M.sim1);
	free(M.model);
	st->seconds = now_seconds() - t0;
}
