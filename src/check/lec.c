/* lec.c: combinational equivalence checking of two AIGs with the same
 * PIs and POs (the caller pairs them by name), by simulation and SAT
 * sweeping with CaDiCaL.
 *
 *  1. Both graphs are copied into one miter graph M over shared PIs;
 *     structural hashing already merges what is built the same way.
 *  2. M is simulated on 64-pattern rounds: pattern 0 is all zeros, then
 *     a staircase, sparse, dense and uniform words (as check_aig).  Each
 *     node gets its value under all-zero inputs (its phase) and a hash of
 *     its phase-normalized words; nodes with equal hashes are candidates
 *     for equivalence up to complement (node 0, the constant, heads the
 *     class of nodes that looked constant).  A PO pair that differs on a
 *     pattern is a counterexample at once.  Then (lec_aigs at once, the
 *     fraig sweeps after DIST1_AFTER refuted candidates) rounds at
 *     distance one from all ones and all zeros, which split the deep
 *     nodes of long AND/OR chains that random words leave all 0 or 1.
 *  3. The sweep rebuilds M into F in topological order.  Each AND node is
 *     built from its fanins' images; when it has a candidate (the lowest
 *     node of its class) whose image differs, two incremental SAT calls
 *     on F decide a == b: unsatisfiable both ways merges the node into
 *     the candidate (and adds a == b as clauses), satisfiable gives a
 *     counterexample: M is simulated again on it and 63 neighbours and
 *     the classes split (only the nodes of classes of two or more are
 *     hashed again: a class never merges).  A call that reaches the
 *     conflict limit leaves the node unmerged.  Windows first: the nodes
 *     near the pair (prove_window), their leaves free, decided by truth
 *     tables when there are at most 16 leaves, else by a small fresh
 *     solver.
 *     A pair that fraig_groups found equal (every pattern of a part of
 *     M over at most 16 PIs, both in it) is merged with no SAT call; the
 *     fraig sweeps over few enough PIs simulate every pattern of M and
 *     merge their exact classes so (fraig_exhaustive).
 *     (No sweep when every PO pair is already one node of M.)
 *  4. Then each PO pair: equal images are proven; otherwise one SAT call
 *     on their XOR decides.  A counterexample is replayed on both input
 *     graphs before it is reported.
 *
 * F's CNF (Tseitin, variables numbered in encoding order) is added
 * lazily: a node's cone is encoded (iteratively) the first time a SAT
 * call mentions it, and the solver is replaced by an empty one every so
 * often (recycle), so it holds the cones of recent calls, not the whole
 * miter.  Cost: simulation O(rounds x nodes), one class rebuild
 * O(nodes in classes) per counterexample, plus the SAT calls.
 */
#include <stdlib.h>
#include <string.h>
#include <ccadical.h>

#include "check/check.h"

#define SIM_ROUNDS 8         /* initial 64-pattern rounds */
#define SEED 0x1ec5eedull

typedef struct {
	const LecParams *p;
	Aig m;                /* the miter graph */
	uint32_t npo;         /* PO pairs: M's POs i and npo + i */
	uint32_t sweep_from;  /* the sweep proves nodes from here on */
	uint8_t *phase;       /* per M node: value under all-zero inputs */
	uint64_t *hash;       /* per M node: hash of its normalized words */
	uint32_t *head;       /* per M node: lowest node of its class */
	uint32_t *live;       /* the nodes of classes of two or more, in
	                         order (NULL: all nodes, before classes) */
	uint32_t nlive;
	uint16_t *unknowns;   /* per M node: undecided proofs against it */
	uint64_t *val;        /* simulation words, per M node */
	uint64_t *pat;        /* counterexample patterns, per PI */
	uint64_t seed;        /* for their neighbours */
	int dist1_done;       /* dist1_rounds have been simulated */
	Aig f;                /* the swept graph */
	Lit *map;             /* M node -> F literal */
	CCaDiCaL *sat;
	int *var;             /* per F node: its variable in sat (0: none) */
	uint32_t cap_enc;
	int nvar;             /* variables of sat */
	uint32_t calls;       /* global calls since sat was made */
	uint32_t *wmark, wstamp; /* per F node: window stamp */
	int *wvar;            /* per F node: its variable in the window */
	uint32_t *wq;         /* the window's nodes, in visit order */
	uint64_t *tt;         /* window truth tables, per window variable */
	size_t cap_tt;
	uint32_t cap_w;
	uint32_t *stack;
	uint32_t cap_stack;
	double deadline;      /* monotonic seconds; 0: none */
	int timed_out;
	int exact;            /* the classes came from every input pattern
	                         (fraig_exhaustive): a node equals its head */
	uint32_t *eq;         /* per M node: union-find parent among nodes
	                         proven equal by fraig_groups (or NULL) ... */
	uint8_t *eq_par;      /* ... and the parity to it (1: complement) */
	LecStats *st;
} Lec;

static int terminate(void *arg)
{
	Lec *L = arg;

	if (L->deadline > 0 && now_seconds() > L->deadline)
		return L->timed_out = 1;
	return 0;
}

/* ---- simulation and classes */

static uint64_t mix(uint64_t h, uint64_t w)
{
	h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h *= 0xff51afd7ed558ccdull;
	return h ^ (h >> 33);
}

/* Simulate M on the PI words in pi and fold every node's normalized word
 * into its hash.  first: this is the first round (sets the phases from
 * lane 0). */
static void sim_round(Lec *L, const uint64_t *pi, int first)
{
	uint32_t n, i, nn = L->live ? L->nlive : L->m.nnode;

	aig_sim64(&L->m, pi, L->val);
	for (i = 0; i < nn; i++) {
		n = L->live ? L->live[i] : i;
		if (first)
			L->phase[n] = (uint8_t)(L->val[n] & 1);
		L->hash[n] = mix(L->hash[n], L->val[n] ^
			(0 - (uint64_t)L->phase[n]));
	}
}

/* head[n] = the lowest node with n's hash.  Open addressing over node
 * ids.  A class only ever splits, so a node alone in its class stays
 * alone (its head itself): only the nodes of classes of two or more
 * (live) are hashed again, and live keeps those that still are.
 * O(live nodes). */
static void classes(Lec *L)
{
	uint32_t nn = L->live ? L->nlive : L->m.nnode, cap = 2, n, i, k = 0;
	uint64_t *tab;
	uint32_t *slot;

	while (cap < 2 * nn)
		cap *= 2;
	/* a slot: the top 31 bits of the hash, a "two or more" bit, the
	 * node (probing compares the hash bits before reading a node's) */
	tab = xmalloc((size_t)cap * sizeof *tab);
	slot = xmalloc(((size_t)nn + 1) * sizeof *slot);
	memset(tab, 0xff, (size_t)cap * sizeof *tab);
	for (i = 0; i < nn; i++) {
		uint64_t hv, e;
		uint32_t h;
		n = L->live ? L->live[i] : i;
		hv = L->hash[n];
		h = (uint32_t)hv & (cap - 1);
		for (;;) {
			e = tab[h];
			if (e == UINT64_MAX || (e >> 33 == hv >> 33 &&
			    L->hash[(uint32_t)e] == hv))
				break;
			h = (h + 1) & (cap - 1);
		}
		if (e == UINT64_MAX)
			tab[h] = e = (hv >> 33) << 33 | n;
		else
			tab[h] = e | 1ull << 32;
		L->head[n] = (uint32_t)e;
		slot[i] = h;
	}
	if (!L->live) {
		L->live = xmalloc(((size_t)nn + 1) * sizeof *L->live);
		for (i = 0; i < nn; i++)
			L->live[i] = i;
	}
	for (i = 0; i < nn; i++)      /* in place: k <= i */
		if (tab[slot[i]] >> 32 & 1)
			L->live[k++] = L->live[i];
	L->nlive = k;
	free(tab);
	free(slot);
}

/* The first PO pair that differs in the last simulated round, with the
 * lane in *lane, or NONE. */
static uint32_t po_diff(const Lec *L, unsigned *lane)
{
	uint32_t i;

	for (i = 0; i < L->npo; i++) {
		uint64_t d = aig_litval(L->val, L->m.pos[i]) ^
			aig_litval(L->val, L->m.pos[L->npo + i]);
		if (d) {
			*lane = (unsigned)__builtin_ctzll(d);
			return i;
		}
	}
	return NONE;
}

/* ---- SAT on F */

/* l's SAT literal (its node encoded). */
static int satlit(const Lec *L, Lit l)
{
	return L->var[lit_node(l)] * (lit_compl(l) ? -1 : 1);
}

/* Add the clause (a b c), dropping zero literals: clause3(s, -1, 0, 0)
 * is the unit clause (-1), never an empty clause (which would make every
 * later call unsatisfiable, i.e. prove anything). */
static void clause3(CCaDiCaL *s, int a, int b, int c)
{
	ccadical_add(s, a);
	if (b)
		ccadical_add(s, b);
	if (c)
		ccadical_add(s, c);
	ccadical_add(s, 0);
}

/* One solver for the whole sweep, variables numbered by node, window
 * proofs learned (recycle_vars UINT32_MAX): what the flow's fraig does,
 * whose merges depend on the solver's models and so on the numbering
 * (the benchmarks' netlists were measured with it). */
static int one_solver(const Lec *L)
{
	return L->p->recycle_vars == UINT32_MAX;
}

/* F node x's variable, as it is encoded. */
static int new_var(Lec *L, uint32_t x)
{
	++L->nvar;
	return one_solver(L) ? (int)x + 1 : L->nvar;
}

/* Add the CNF of the cone of F node n (iterative DFS). */
static void encode(Lec *L, uint32_t n)
{
	const Aig *f = &L->f;
	uint32_t sp = 0;

	if (f->nnode > L->cap_enc) {
		uint32_t c = L->cap_enc ? L->cap_enc : 1024;
		while (c < f->nnode)
			c *= 2;
		L->var = xrealloc(L->var, (size_t)c * sizeof *L->var);
		memset(L->var + L->cap_enc, 0, (size_t)(c - L->cap_enc) *
			sizeof *L->var);
		L->cap_enc = c;
		L->stack = xrealloc(L->stack, (size_t)c * sizeof *L->stack);
		L->cap_stack = c;
	}
	if (L->var[n])
		return;
	L->stack[sp++] = n;
	while (sp) {
		uint32_t x = L->stack[sp - 1], a, b;
		if (L->var[x]) {
			sp--;
			continue;
		}
		if (!aig_is_and(f, x)) {      /* a PI, or the constant */
			L->var[x] = new_var(L, x);
			if (x == 0)
				clause3(L->sat, -L->var[x], 0, 0);
			sp--;
			continue;
		}
		a = lit_node(f->fanin0[x]);
		b = lit_node(f->fanin1[x]);
		if (!L->var[a] || !L->var[b]) {
			/* each node is pushed at most once per child visit and
			 * the stack holds distinct unencoded nodes on a path
			 * plus siblings: at most 2 per level */
			if (sp + 2 > L->cap_stack) {
				L->cap_stack *= 2;
				L->stack = xrealloc(L->stack, (size_t)L->cap_stack *
					sizeof *L->stack);
			}
			if (!L->var[a])
				L->stack[sp++] = a;
			if (!L->var[b])
				L->stack[sp++] = b;
			continue;
		}
		{
			int v = new_var(L, x), fa = satlit(L, f->fanin0[x]),
			    fb = satlit(L, f->fanin1[x]);
			clause3(L->sat, -v, fa, 0);
			clause3(L->sat, -v, fb, 0);
			clause3(L->sat, v, -fa, -fb);
			L->var[x] = v;
		}
		sp--;
	}
}

struct CCaDiCaL *sat_solver_new(void)
{
	CCaDiCaL *s = ccadical_init();

	ccadical_set_option(s, "profile", 0);
	return s;
}

/* A fresh solver (its default options: turning off elimination,
 * probing, subsumption and vivification was measured to change nothing
 * on EPFL miters). */
static CCaDiCaL *sat_new(Lec *L)
{
	CCaDiCaL *s = sat_solver_new();

	ccadical_set_terminate(s, L, terminate);
	return s;
}

/* Replace the global solver by an empty one (ABC's fraig and cec do the
 * same): a satisfiable call assigns every variable the solver has, so
 * on a solver that holds most of a big miter each counterexample costs
 * O(miter), and the cones of earlier proofs only cost memory (F already
 * has their merges).  Past RECYCLE_VARS variables and RECYCLE_CALLS
 * calls, the next global call starts over with its own cones. */
static void recycle(Lec *L)
{
	if (L->sat)
		ccadical_release(L->sat);
	L->sat = sat_new(L);
	if (L->cap_enc)
		memset(L->var, 0, (size_t)L->cap_enc * sizeof *L->var);
	L->nvar = 0;
	L->calls = 0;
	L->st->recycles++;
}

/* Solve under the assumptions x and y (SAT literals; 0: none) within
 * limit conflicts (0: no limit).  Returns
 * 10 (satisfiable), 20 (unsatisfiable) or 0 (limit reached). */
static int solve(Lec *L, int x, int y, int64_t limit)
{
	int r;

	if (L->timed_out || terminate(L))
		return 0;
	if (limit > 0)
		ccadical_limit(L->sat, "conflicts",
			limit > 0x7fffffff ? 0x7fffffff : (int)limit);
	if (x)
		ccadical_assume(L->sat, x);
	if (y)
		ccadical_assume(L->sat, y);
	r = ccadical_solve(L->sat);
	L->calls++;
	L->st->sat_calls++;
	if (r == 10)
		L->st->sat_sat++;
	else if (r == 20)
		L->st->sat_unsat++;
	else
		L->st->sat_unknown++;
	return r;
}

/* The PI values of the last satisfying assignment into out[npi] (PIs
 * outside the encoded cones: 0). */
static void model(Lec *L, uint8_t *out)
{
	uint32_t i;

	for (i = 0; i < L->f.npi; i++) {
		uint32_t n = L->f.pis[i];
		out[i] = n < L->cap_enc && L->var[n] &&
			ccadical_val(L->sat, L->var[n]) > 0;
	}
}

/* Is a == b over a window of F: the cones of a and b down to WIN_NODES
 * AND nodes (breadth first from the two), the nodes past it free
 * inputs?  1 when the window's miter is unsatisfiable: then a == b for
 * every value of the free inputs, so everywhere.  0 otherwise (a window
 * counterexample may be unreachable).  A small fresh solver: on deep
 * graphs (EPFL hyp) the global solver's calls cost milliseconds each,
 * this one microseconds, and most sweep candidates (a LUT against the
 * AIG cone it came from) are proven inside a window. */
#define WIN_NODES 500
#define WIN_CONFLICTS 200

/* The effort caps of LecParams (class_unknowns, big_window) start past
 * these counts.  EPFL's fraig stays below them (at most 1,610 global
 * calls and 75 undecided proofs: mem_ctrl, log2), so its results do not
 * depend on the caps; random -O0 programs of 65k-160k ANDs (difftest)
 * made 29,926 global calls (143 s -> 25 s with 8000-node windows) or
 * 12,831 undecided ones (233 s -> 8 s with 8 per class). */
#define LEC_CAP_UNKNOWNS 1000
#define RECYCLE_VARS 20000
#define RECYCLE_CALLS 100
#define LEC_CAP_CALLS 4096

/* Window proofs by truth tables up to this many leaves (1024 words)
 * and WIN_TT_WORDS words in all. */
#define WIN_TT_LEAVES 16
#define WIN_TT_WORDS (1u << 17)

/* Leaf k's table over `words` words. */
static void tt_leaf(uint64_t *t, uint32_t k, uint32_t words)
{
	static const uint64_t var[6] = {
		0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull,
		0xf0f0f0f0f0f0f0f0ull, 0xff00ff00ff00ff00ull,
		0xffff0000ffff0000ull, 0xffffffff00000000ull,
	};
	uint32_t w;

	for (w = 0; w < words; w++)
		t[w] = k < 6 ? var[k] : (w >> (k - 6) & 1) ? ~0ull : 0;
}

/* A max-heap of node ids in h[0..*n). */
static void heap_push(uint32_t *h, uint32_t *n, uint32_t x)
{
	uint32_t i = (*n)++;
	while (i && h[(i - 1) / 2] < x) {
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i] = x;
}

static uint32_t heap_pop(uint32_t *h, uint32_t *n)
{
	uint32_t top = h[0], x = h[--*n], i = 0;
	for (;;) {
		uint32_t c = 2 * i + 1;
		if (c >= *n)
			break;
		if (c + 1 < *n && h[c + 1] > h[c])
			c++;
		if (h[c] <= x)
			break;
		h[i] = h[c];
		i = c;
	}
	if (*n)
		h[i] = x;
	return top;
}
/* The window's question (are a and b equal for every value of its
 * leaves?) by truth tables, when it has at most WIN_TT_LEAVES leaves:
 * the opened nodes wq[head..cap_w) (lowest id first, so fanins come
 * first) and the unopened ones wq[0..nq), numbered by wvar 1..nvar.
 * 1 equal, 0 not, -1 too many leaves (SAT decides).  It answers what
 * the solver would, without its set-up cost: on a 64-bit multiply's
 * choice graph 1,239 window proofs of some 75 us each. */
static int window_tables(Lec *L, Lit a, Lit b, uint32_t head, uint32_t nq,
	int nvar)
{
	const Aig *f = &L->f;
	uint32_t nleaf = nq, words, i, w, k = 0;
	uint64_t *t, *ta, *tb, ca, cb, diff = 0;

	for (i = head; i < L->cap_w && nleaf <= WIN_TT_LEAVES; i++)
		nleaf += L->wq[i] != 0 && !aig_is_and(f, L->wq[i]);
	if (nleaf > WIN_TT_LEAVES)
		return -1;
	words = nleaf <= 6 ? 1 : 1u << (nleaf - 6);
	if ((size_t)(nvar + 1) * words > WIN_TT_WORDS)
		return -1;
	if ((size_t)(nvar + 1) * words > L->cap_tt) {
		L->cap_tt = (size_t)(nvar + 1) * words * 2;
		L->tt = xrealloc(L->tt, L->cap_tt * sizeof *L->tt);
	}
	t = L->tt;
	for (i = 0; i < nq; i++)
		tt_leaf(t + (size_t)L->wvar[L->wq[i]] * words, k++, words);
	for (i = head; i < L->cap_w; i++) {
		uint32_t x = L->wq[i];
		uint64_t *o = t + (size_t)L->wvar[x] * words;
		const uint64_t *p0, *p1;
		if (x == 0) {
			memset(o, 0, words * sizeof *o);
			continue;
		}
		if (!aig_is_and(f, x)) {
			tt_leaf(o, k++, words);
			continue;
		}
		p0 = t + (size_t)L->wvar[lit_node(f->fanin0[x])] * words;
		p1 = t + (size_t)L->wvar[lit_node(f->fanin1[x])] * words;
		ca = 0 - (uint64_t)lit_compl(f->fanin0[x]);
		cb = 0 - (uint64_t)lit_compl(f->fanin1[x]);
		for (w = 0; w < words; w++)
			o[w] = (p0[w] ^ ca) & (p1[w] ^ cb);
	}
	ta = t + (size_t)L->wvar[lit_node(a)] * words;
	tb = t + (size_t)L->wvar[lit_node(b)] * words;
	ca = 0 - (uint64_t)lit_compl(a);
	cb = 0 - (uint64_t)lit_compl(b);
	for (w = 0; w < words; w++)
		diff |= (ta[w] ^ ca) ^ (tb[w] ^ cb);
	if (nleaf < 6)   /* only the first 2^nleaf bits are rows */
		diff &= (1ull << (1u << nleaf)) - 1;
	return diff == 0;
}

static int prove_window(Lec *L, Lit a, Lit b, uint32_t win_nodes)
{
	const Aig *f = &L->f;
	CCaDiCaL *s;
	uint32_t nq = 0, head = 0, nand = 0, i, stamp;
	int nvar = 0, r, sa, sb;

	if (f->nnode > L->cap_w) {
		uint32_t c = L->cap_w ? L->cap_w : 1024;
		while (c < f->nnode)
			c *= 2;
		L->wmark = xrealloc(L->wmark, (size_t)c * sizeof *L->wmark);
		memset(L->wmark + L->cap_w, 0, (size_t)(c - L->cap_w) *
			sizeof *L->wmark);
		L->wvar = xrealloc(L->wvar, (size_t)c * sizeof *L->wvar);
		L->wq = xrealloc(L->wq, (size_t)c * sizeof *L->wq);
		L->cap_w = c;
	}
	stamp = ++L->wstamp;
	/* the highest node first (ids are topological): the two cones are
	 * opened from the top down, so they meet in their shared nodes
	 * before the budget runs out; wq[0..nq) is a max-heap of the nodes
	 * still to open, wq[head..] (growing down from the end) the ones
	 * opened */
	head = L->cap_w;
	for (i = 0; i < 2; i++) {
		uint32_t n = lit_node(i ? b : a);
		if (L->wmark[n] != stamp) {
			L->wmark[n] = stamp;
			L->wvar[n] = ++nvar;
			heap_push(L->wq, &nq, n);
		}
	}
	while (nq && nand < win_nodes) {
		uint32_t x = heap_pop(L->wq, &nq), j;
		L->wq[--head] = x;
		if (!aig_is_and(f, x))
			continue;
		nand++;
		for (j = 0; j < 2; j++) {
			uint32_t y = lit_node(j ? f->fanin1[x] : f->fanin0[x]);
			if (L->wmark[y] != stamp) {
				L->wmark[y] = stamp;
				L->wvar[y] = ++nvar;
				heap_push(L->wq, &nq, y);
			}
		}
	}
	L->st->win_calls++;
	r = window_tables(L, a, b, head, nq, nvar);
	if (r >= 0) {
		L->st->win_proved += (uint64_t)r;
		return r;
	}
	s = sat_solver_new();
	for (i = head; i < L->cap_w; i++) {
		uint32_t x = L->wq[i];
		int v = L->wvar[x], fa, fb;
		if (x == 0) {
			clause3(s, -v, 0, 0);
			continue;
		}
		if (!aig_is_and(f, x))
			continue;
		fa = L->wvar[lit_node(f->fanin0[x])] *
			(lit_compl(f->fanin0[x]) ? -1 : 1);
		fb = L->wvar[lit_node(f->fanin1[x])] *
			(lit_compl(f->fanin1[x]) ? -1 : 1);
		clause3(s, -v, fa, 0);
		clause3(s, -v, fb, 0);
		clause3(s, v, -fa, -fb);
	}
	sa = L->wvar[lit_node(a)] * (lit_compl(a) ? -1 : 1);
	sb = L->wvar[lit_node(b)] * (lit_compl(b) ? -1 : 1);
	clause3(s, sa, sb, 0);    /* a != b */
	clause3(s, -sa, -sb, 0);
	ccadical_limit(s, "conflicts", WIN_CONFLICTS);
	r = ccadical_solve(s);
	ccadical_release(s);
	if (r == 20)
		L->st->win_proved++;
	return r == 20;
}

/* F literals a and b were proven equal without the global solver: it
 * learns that too when it has both (encoding their cones for it grew it
 * to the whole miter). */
static void learn_equal(Lec *L, Lit a, Lit b)
{
	uint32_t na = lit_node(a), nb = lit_node(b);
	int sa, sb;

	if (one_solver(L)) {
		encode(L, na);
		encode(L, nb);
	}
	if (na < L->cap_enc && nb < L->cap_enc && L->var[na] && L->var[nb]) {
		sa = satlit(L, a), sb = satlit(L, b);
		clause3(L->sat, -sa, sb, 0);
		clause3(L->sat, sa, -sb, 0);
	}
}

/* Is F literal a equal to b (within limit conflicts per call)?  1
 * proven, 0 refuted (the model is left in the solver), -1 unknown. */
static int prove_equal(Lec *L, Lit a, Lit b, int64_t limit)
{
	uint32_t na = lit_node(a), nb = lit_node(b);
	int sa, sb, r;

	if ((L->p->small_window &&
	    prove_window(L, a, b, L->p->small_window)) ||
	    (!L->p->no_windows && prove_window(L, a, b, WIN_NODES)) ||
	    (L->p->big_window && L->st->sat_calls >= LEC_CAP_CALLS &&
	    prove_window(L, a, b, L->p->big_window))) {
		learn_equal(L, a, b);
		return 1;
	}
	if ((uint32_t)L->nvar > (L->p->recycle_vars ? L->p->recycle_vars :
	    RECYCLE_VARS) && L->calls >= (L->p->recycle_calls ?
	    L->p->recycle_calls : RECYCLE_CALLS))
		recycle(L);
	encode(L, na);
	encode(L, nb);
	sa = satlit(L, a), sb = satlit(L, b);
	r = solve(L, sa, -sb, limit);
	if (r == 10)
		return 0;
	if (r == 0)
		return -1;
	r = solve(L, -sa, sb, limit);
	if (r == 10)
		return 0;
	if (r == 0)
		return -1;
	clause3(L->sat, -sa, sb, 0);
	clause3(L->sat, sa, -sb, 0);
	return 1;
}

/* ---- counterexample patterns */

/* A counterexample splits its class at once: M is simulated on it (lane
 * 0) and on 63 neighbours that each flip one input, which also split the
 * classes that only differ near it, and the classes are rebuilt.  One
 * simulation costs O(nodes), far less than the SAT calls a stale class
 * would cost. */
static void add_pattern(Lec *L, const uint8_t *v)
{
	uint32_t i;
	unsigned lane;

	for (i = 0; i < L->m.npi; i++)
		L->pat[i] = v[i] ? ~0ull : 0;
	for (lane = 1; lane < 64 && L->m.npi; lane++) {
		i = (uint32_t)(rng_next(&L->seed) % L->m.npi);
		L->pat[i] ^= 1ull << lane;
	}
	sim_round(L, L->pat, 0);
	classes(L);
	L->st->refinements++;
}

/* ---- the miter */

static void copy_into(Aig *m, const Aig *g, Lit *pimap, uint32_t *npo,
	Lit *gmap)
{
	Lit *map = gmap ? gmap : xmalloc((size_t)g->nnode * sizeof *map);
	uint32_t i;

	map[0] = LIT_FALSE;
	for (i = 0; i < g->npi; i++)
		map[g->pis[i]] = pimap[i];
	aig_copy_ands(m, g, map, NULL);
	for (i = 0; i < g->npo; i++)
		aig_po(m, lit_notif(map[lit_node(g->pos[i])],
			lit_compl(g->pos[i])), g->po_name[i]);
	*npo = g->npo;
	if (!gmap)
		free(map);
}

static Lit image(const Lec *L, Lit l)
{
	return lit_notif(L->map[lit_node(l)], lit_compl(l));
}

/* Simulate g on the PI values v (lane 0); val[nnode] receives the words. */
static void sim_one(const Aig *g, const uint8_t *v, uint64_t *val)
{
	uint64_t *pi = xcalloc((size_t)g->npi + 1, sizeof *pi);
	uint32_t i;

	for (i = 0; i < g->npi; i++)
		pi[i] = v[i];
	aig_sim64(g, pi, val);
	free(pi);
}

/* The counterexample found on PO pair po: replay it on a and b (one that
 * does not distinguish po is an internal error) and store it with every
 * output it distinguishes. */
static void found_cex(const Aig *a, const Aig *b, const uint8_t *v,
	uint32_t po, LecResult *r)
{
	uint64_t *va = xmalloc((size_t)a->nnode * sizeof *va);
	uint64_t *vb = xmalloc((size_t)b->nnode * sizeof *vb);
	uint32_t i;

	sim_one(a, v, va);
	sim_one(b, v, vb);
	r->verdict = LEC_DIFFERENT;
	r->cex = xmalloc((size_t)a->npi + 1);
	memcpy(r->cex, v, a->npi);
	r->diff = xcalloc((size_t)a->npo + 1, 1);
	for (i = 0; i < a->npo; i++)
		r->diff[i] = ((aig_litval(va, a->pos[i]) ^
			aig_litval(vb, b->pos[i])) & 1) != 0;
	if (!r->diff[po])
		die("lec: the counterexample does not distinguish output %u",
			po);
	free(va);
	free(vb);
}

void lec_params_default(LecParams *p)
{
	memset(p, 0, sizeof *p);
	p->conflicts = 0;
	p->sweep_conflicts = 1000;
	p->seconds = 0;
}

/* Rounds at distance one from all ones and from all zeros (lane j of
 * the pair of rounds c flips PI 64c + j), within DIST1_WORK node words:
 * they split what random words cannot, the deep nodes of a long AND (OR)
 * chain, which all look 0 (1), or of an equality of wide words.  The
 * first PO pair that differs (as simulate), else NONE. */
#define DIST1_WORK (1ull << 28)
/* lec_aigs simulates them at once; the sweeps of aig_fraig and
 * aig_fraig_classes only after this many refuted candidates: EPFL's
 * fraig makes at most 1,610 global calls, so its results stay those of
 * random words (voter moved from 1281 to 1288 LUTs, sin to 1328, when
 * the sweeps simulated them at once too) */
#define DIST1_AFTER 1024
static uint32_t dist1_rounds(Lec *L, uint64_t *pi, unsigned *lane)
{
	uint64_t nround = 2 * (uint64_t)((L->m.npi + 63) / 64), r;
	uint32_t i, bad = NONE;

	L->dist1_done = 1;
	if (nround * L->m.nnode > DIST1_WORK)
		nround = DIST1_WORK / L->m.nnode & ~1ull;
	for (r = 0; r < nround && bad == NONE; r++) {
		uint64_t base = r & 1 ? 0 : ~0ull;
		for (i = 0; i < L->m.npi; i++)
			pi[i] = i / 64 == r / 2 ? base ^ 1ull << (i % 64) : base;
		sim_round(L, pi, 0);
		bad = po_diff(L, lane);
	}
	return bad;
}

/* Step 2: p->sim_rounds (default SIM_ROUNDS) rounds (round 0 has lane 0
 * all zeros: the phases) on the PI words pi[npi], then (dist1) the
 * distance-one rounds.  Stops at the first PO pair that differs: its
 * index (its lane in *lane, pi left as simulated), else NONE. */
static uint32_t simulate(Lec *L, uint64_t *pi, unsigned *lane, int dist1)
{
	uint64_t seed = SEED;
	uint32_t i, bad = NONE;
	unsigned r;

	for (r = 0; r < (L->p->sim_rounds ? L->p->sim_rounds : SIM_ROUNDS) &&
	    bad == NONE; r++) {
		for (i = 0; i < L->m.npi; i++) {
			uint64_t x = rng_next(&seed);
			pi[i] = r == 0 ? ~0ull << (i % 63 + 1) :
				r == 1 ? x & rng_next(&seed) :
				r == 2 ? x | rng_next(&seed) : x;
		}
		sim_round(L, pi, r == 0);
		bad = po_diff(L, lane);
	}
	if (dist1 && bad == NONE && !L->p->no_dist1)
		bad = dist1_rounds(L, pi, lane);
	return bad;
}

/* Step 2b: when all 2^npi input patterns cost at most EXHAUSTIVE_WORK
 * node words, simulate every one (PIs 0-5 vary within a word, the others
 * by round): the first PO pair that differs (pi and *lane as simulate()
 * leaves them), else NONE, and the miter is proven with no SAT call.
 * Multipliers that take SAT minutes take milliseconds here (an 8-bit
 * mulsi_extended against its Verilog: 16 inputs, 30 s -> 0.1 s). */
#define EXHAUSTIVE_WORK (1ull << 29)

/* The rounds of 64 patterns that cover every input pattern, or 0 when
 * they cost more than work node words. */
static uint64_t exhaustive_rounds(const Lec *L, uint64_t work)
{
	uint64_t rounds;

	if (L->m.npi > 40 || L->p->no_exhaustive)
		return 0;
	rounds = L->m.npi > 6 ? 1ull << (L->m.npi - 6) : 1;
	return rounds > work / L->m.nnode ? 0 : rounds;
}

/* Input i's word in exhaustive round r: inputs 0-5 vary within a word,
 * the others by round (round 0, lane 0: all zeros). */
static uint64_t exhaustive_word(uint32_t i, uint64_t r)
{
	static const uint64_t lo[6] = {0xaaaaaaaaaaaaaaaaull,
		0xccccccccccccccccull, 0xf0f0f0f0f0f0f0f0ull,
		0xff00ff00ff00ff00ull, 0xffff0000ffff0000ull,
		0xffffffff00000000ull};

	return i < 6 ? lo[i] : 0 - (r >> (i - 6) & 1);
}

static void exhaustive_pis(uint32_t npi, uint64_t r, uint64_t *pi)
{
	uint32_t i;

	for (i = 0; i < npi; i++)
		pi[i] = exhaustive_word(i, r);
}

static uint32_t exhaustive(Lec *L, uint64_t *pi, unsigned *lane)
{
	uint32_t npi = L->m.npi, bad = NONE;
	uint64_t r, rounds = exhaustive_rounds(L, L->p->exhaustive_work ?
		L->p->exhaustive_work : EXHAUSTIVE_WORK);

	if (!rounds)
		return NONE;
	for (r = 0; r < rounds && bad == NONE; r++) {
		exhaustive_pis(npi, r, pi);
		aig_sim64(&L->m, pi, L->val);
		bad = po_diff(L, lane);
		if ((r & 1023) == 1023 && terminate(L))
			return NONE;
	}
	if (bad == NONE)
		L->st->exhaustive = 1ull << npi;
	return bad;
}

/* Classes of g for the fraig sweeps from every input pattern, when that
 * costs at most FRAIG_EXHAUSTIVE_WORK node words per pass and g has at
 * most FRAIG_EXHAUSTIVE_PIS inputs, or at most FRAIG_EXHAUSTIVE_CHEAP
 * (from 17 inputs, random words and SAT cost milliseconds where all
 * 2^24 patterns of a 133-AND test shifter cost 0.75 s per mapping, and
 * fraig_groups still simulates every pattern of the parts of <= 16):
 * a pass hashes each node's normalized words, a second compares each
 * node's words with its head's and leaves alone those a hash collision
 * put in a class, so every class holds equal nodes only and the sweep
 * merges them with no SAT call (L->exact).  Returns 0, classes
 * untouched, when it costs more.
 * Few-input graphs have the most candidates that random words cannot
 * refute nor SAT prove cheaply: a 145-bit ceildivui of one 16-bit input
 * (difftest seed 10530001) made 85k-node classes that took the sweep
 * minutes of 100-conflict calls; it takes 0.2 s this way. */
#define FRAIG_EXHAUSTIVE_WORK (1ull << 27)
#define FRAIG_EXHAUSTIVE_PIS 16
#define FRAIG_EXHAUSTIVE_CHEAP (1ull << 22)
static int fraig_exhaustive(Lec *L, uint64_t *pi)
{
	uint64_t r, rounds = exhaustive_rounds(L, FRAIG_EXHAUSTIVE_WORK);
	uint32_t i, n, h;
	uint8_t *bad;

	if (!rounds || (L->m.npi > FRAIG_EXHAUSTIVE_PIS &&
	    rounds * L->m.nnode > FRAIG_EXHAUSTIVE_CHEAP))
		return 0;
	for (r = 0; r < rounds; r++) {
		exhaustive_pis(L->m.npi, r, pi);
		sim_round(L, pi, r == 0);
	}
	classes(L);
	bad = xcalloc(L->m.nnode, 1);
	for (r = 0; r < rounds; r++) {
		exhaustive_pis(L->m.npi, r, pi);
		aig_sim64(&L->m, pi, L->val);
		for (i = 0; i < L->nlive; i++) {
			n = L->live[i], h = L->head[n];
			if ((L->val[n] ^ (0 - (uint64_t)L->phase[n])) !=
			    (L->val[h] ^ (0 - (uint64_t)L->phase[h])))
				bad[n] = 1;
		}
	}
	for (i = 0; i < L->nlive; i++)
		if (bad[L->live[i]])
			L->head[L->live[i]] = L->live[i];
	free(bad);
	L->exact = 1;
	return 1;
}

/* ---- exhaustive classes within small supports */

/* Union-find with parity over M's nodes: the root of n's set (the lowest
 * node of it) and, in *c, whether n is its complement.  Iterative, with
 * path halving. */
static uint32_t eq_find(const Lec *L, uint32_t n, int *c)
{
	int p = 0;

	while (L->eq[n] != n) {
		uint32_t q = L->eq[n];
		if (L->eq[q] != q) {      /* halve: n skips to its grandparent */
			L->eq_par[n] ^= L->eq_par[q];
			L->eq[n] = L->eq[q];
		}
		p ^= L->eq_par[n];
		n = L->eq[n];
	}
	*c = p;
	return n;
}

/* Did fraig_groups find M nodes a and b equal, up to the complement that
 * their phases say? */
static int eq_same(const Lec *L, uint32_t a, uint32_t b)
{
	int ca, cb;

	return L->eq && eq_find(L, a, &ca) == eq_find(L, b, &cb) &&
		(ca != cb) == (L->phase[a] != L->phase[b]);
}

static void eq_union(Lec *L, uint32_t a, uint32_t b, int c)
{
	int ca, cb;
	uint32_t ra = eq_find(L, a, &ca), rb = eq_find(L, b, &cb), t;

	if (ra == rb)
		return;
	if (ra < rb)
		t = ra, ra = rb, rb = t;
	L->eq[ra] = rb;
	L->eq_par[ra] = (uint8_t)(ca ^ cb ^ c);
}

/* A part of M with at most SUPP_MAX inputs: the nodes whose support is
 * one set S of PIs, with their cones.  The fraig sweep's classes come
 * from random words, and a part that random words cannot split (a wide
 * division of a narrow input: the quotient's high bits are 0 or a few
 * cases apart) leaves thousands of candidates that the SAT sweep proves
 * one call at a time; when the graph has too many inputs to simulate
 * every pattern (fraig_exhaustive), such parts still have few.
 * fraig_groups simulates every pattern of S on each part (in the order
 * of the parts' first nodes, until FRAIG_EXHAUSTIVE_WORK node words per
 * pass are spent), hashes, checks each member against the first of its
 * hash word by word, and unites the equal ones in L->eq: the sweep
 * merges those with no SAT call.  Nodes equal across parts are left to
 * the SAT sweep.  Cost: supports O(nodes x SUPP_MAX), then the work
 * bound. */
#define SUPP_MAX 16
#define SUPP_BIG 0xff
/* The supports take SUPP_MAX words per node: none past this many nodes
 * (128 MB; a miter that large spends its time in SAT anyway) */
#define SUPP_NODES (1u << 21)

typedef struct {
	uint32_t *set;   /* per node: SUPP_MAX PI indices, sorted */
	uint8_t *n;      /* per node: their number, SUPP_BIG: more */
} Supp;

/* The support of every node of m, up to SUPP_MAX PIs. */
static void supports(const Aig *m, Supp *sp)
{
	uint32_t n, i;

	sp->set = xmalloc((size_t)m->nnode * SUPP_MAX * sizeof *sp->set);
	sp->n = xcalloc(m->nnode, 1);
	for (i = 0; i < m->npi; i++) {
		sp->set[(size_t)m->pis[i] * SUPP_MAX] = i;
		sp->n[m->pis[i]] = 1;
	}
	for (n = 1; n < m->nnode; n++) {
		uint32_t a = lit_node(m->fanin0[n]), b = lit_node(m->fanin1[n]);
		const uint32_t *x = sp->set + (size_t)a * SUPP_MAX,
			*y = sp->set + (size_t)b * SUPP_MAX;
		uint32_t *z = sp->set + (size_t)n * SUPP_MAX, na, nb, j = 0,
			k = 0, o = 0;
		if (!aig_is_and(m, n))
			continue;
		na = sp->n[a], nb = sp->n[b];
		if (na == SUPP_BIG || nb == SUPP_BIG) {
			sp->n[n] = SUPP_BIG;
			continue;
		}
		while ((j < na || k < nb) && o <= SUPP_MAX) {
			uint32_t v = k >= nb || (j < na && x[j] <= y[k]) ?
				x[j] : y[k];
			if (j < na && x[j] == v)
				j++;
			if (k < nb && y[k] == v)
				k++;
			if (o < SUPP_MAX)
				z[o] = v;
			o++;
		}
		sp->n[n] = (uint8_t)(o > SUPP_MAX ? SUPP_BIG : o);
	}
}

static uint64_t supp_hash(const Supp *sp, uint32_t n)
{
	uint64_t h = sp->n[n];
	uint32_t j;

	for (j = 0; j < sp->n[n]; j++)
		h = mix(h, sp->set[(size_t)n * SUPP_MAX + j]);
	return h;
}

static int supp_same(const Supp *sp, uint32_t a, uint32_t b)
{
	return sp->n[a] == sp->n[b] && !memcmp(sp->set + (size_t)a * SUPP_MAX,
		sp->set + (size_t)b * SUPP_MAX, sp->n[a] * sizeof *sp->set);
}

/* Simulate the part's nodes q[0..nq) (ascending; its PIs first) on
 * exhaustive round r of the support of node s: w[] per node. */
static void part_round(const Aig *m, const Supp *sp, uint32_t s,
	const uint32_t *q, uint32_t nq, uint64_t r, uint64_t *w)
{
	uint32_t j, n;

	for (j = 0; j < sp->n[s]; j++)
		w[m->pis[sp->set[(size_t)s * SUPP_MAX + j]]] =
			exhaustive_word(j, r);
	w[0] = 0;
	for (j = 0; j < nq; j++) {
		Lit a, b;
		n = q[j];
		if (!aig_is_and(m, n))
			continue;
		a = m->fanin0[n], b = m->fanin1[n];
		w[n] = (w[lit_node(a)] ^ (0 - (uint64_t)lit_compl(a))) &
			(w[lit_node(b)] ^ (0 - (uint64_t)lit_compl(b)));
	}
}

static void fraig_groups(Lec *L)
{
	const Aig *m = &L->m;
	Supp sp;
	uint32_t n, i, j, cap = 2, nhead = 0, *tab, *heads, *next, *q, *stack;
	uint32_t *stamp, *hd, nq, ns;
	uint64_t budget = L->p->exhaustive_work && L->p->exhaustive_work <
		FRAIG_EXHAUSTIVE_WORK ? L->p->exhaustive_work :
		FRAIG_EXHAUSTIVE_WORK, *w, *h, *key, *tmp;
	uint8_t *top, *ph, *bad;

	if (L->p->no_exhaustive || !m->npi || m->nnode > SUPP_NODES)
		return;
	supports(m, &sp);
	L->eq = xmalloc((size_t)m->nnode * sizeof *L->eq);
	L->eq_par = xcalloc(m->nnode, 1);
	for (n = 0; n < m->nnode; n++)
		L->eq[n] = n;
	/* the parts: the supports of small nodes that feed a big one or a
	 * PO, each listing those nodes (next) */
	top = xcalloc(m->nnode, 1);
	for (n = 1; n < m->nnode; n++)
		if (aig_is_and(m, n) && sp.n[n] == SUPP_BIG) {
			top[lit_node(m->fanin0[n])] = 1;
			top[lit_node(m->fanin1[n])] = 1;
		}
	for (i = 0; i < m->npo; i++)
		top[lit_node(m->pos[i])] = 1;
	while (cap < 2 * m->nnode)
		cap *= 2;
	tab = xmalloc((size_t)cap * sizeof *tab);
	memset(tab, 0xff, (size_t)cap * sizeof *tab);
	heads = xmalloc((size_t)m->nnode * sizeof *heads);
	next = xmalloc((size_t)m->nnode * sizeof *next);
	for (n = 1; n < m->nnode; n++) {
		uint32_t k;
		if (!top[n] || !aig_is_and(m, n) || sp.n[n] == SUPP_BIG ||
		    sp.n[n] < 2)
			continue;
		k = (uint32_t)supp_hash(&sp, n) & (cap - 1);
		while (tab[k] != NONE && !supp_same(&sp, heads[tab[k]], n))
			k = (k + 1) & (cap - 1);
		if (tab[k] == NONE) {
			tab[k] = nhead;
			heads[nhead++] = n;
			next[n] = NONE;
		} else {          /* listed after the part's first node */
			uint32_t f = heads[tab[k]];
			next[n] = next[f];
			next[f] = n;
		}
	}
	free(tab);
	w = xmalloc((size_t)m->nnode * sizeof *w);
	hd = xmalloc((size_t)m->nnode * sizeof *hd);
	key = xmalloc(((size_t)m->nnode + 1) * sizeof *key);
	tmp = xmalloc(((size_t)m->nnode + 1) * sizeof *tmp);
	h = xmalloc((size_t)m->nnode * sizeof *h);
	ph = xmalloc(m->nnode);
	bad = xcalloc(m->nnode, 1);
	stamp = xcalloc(m->nnode, sizeof *stamp);
	q = xmalloc(((size_t)m->nnode + 1) * sizeof *q);
	stack = xmalloc(((size_t)m->nnode + 1) * sizeof *stack);
	for (i = 0; i < nhead; i++) {
		uint32_t s = heads[i], f;
		uint64_t rounds = sp.n[s] > 6 ? 1ull << (sp.n[s] - 6) : 1, r;
		/* the part: the cones of its nodes, down to its PIs */
		nq = 0;
		q[nq++] = 0;
		stamp[0] = i + 1;
		for (f = s; f != NONE; f = next[f]) {
			if (stamp[f] == i + 1)
				continue;
			stamp[f] = i + 1;
			ns = 0;
			stack[ns++] = f;
			while (ns && rounds * nq <= budget) {
				uint32_t x = stack[--ns], c;
				q[nq++] = x;
				if (!aig_is_and(m, x))
					continue;
				c = lit_node(m->fanin0[x]);
				if (stamp[c] != i + 1)
					stamp[c] = i + 1, stack[ns++] = c;
				c = lit_node(m->fanin1[x]);
				if (stamp[c] != i + 1)
					stamp[c] = i + 1, stack[ns++] = c;
			}
		}
		if (rounds * nq > budget) {  /* the visits count too */
			budget -= nq < budget ? nq : budget;
			continue;
		}
		budget -= rounds * nq;
		for (j = 0; j < nq; j++)
			key[j] = q[j];
		sort_u64(key, nq, tmp);   /* topological: ascending */
		for (j = 0; j < nq; j++)
			q[j] = (uint32_t)key[j], h[q[j]] = 0;
		for (r = 0; r < rounds; r++) {
			part_round(m, &sp, s, q, nq, r, w);
			for (j = 0; j < nq; j++) {
				n = q[j];
				if (r == 0)
					ph[n] = (uint8_t)(w[n] & 1);
				h[n] = mix(h[n], w[n] ^ (0 - (uint64_t)ph[n]));
			}
		}
		/* by the hash's top half, then node: a node's head is the
		 * first of its run with all its hash (runs mix two hashes
		 * only by a 32-bit collision) */
		for (j = 0; j < nq; j++)
			key[j] = (h[q[j]] >> 32) << 32 | q[j];
		sort_u64(key, nq, tmp);
		for (j = 0, f = 0; j < nq; j++) {
			uint32_t k;
			n = (uint32_t)key[j];
			if (j && key[j] >> 32 != key[j - 1] >> 32)
				f = j;
			for (k = f; h[(uint32_t)key[k]] != h[n]; k++)
				;
			hd[n] = (uint32_t)key[k];
			bad[n] = 0;
		}
		for (r = 0; r < rounds; r++) {
			part_round(m, &sp, s, q, nq, r, w);
			for (j = 0; j < nq; j++) {
				n = q[j];
				if ((w[n] ^ (0 - (uint64_t)ph[n])) !=
				    (w[hd[n]] ^ (0 - (uint64_t)ph[hd[n]])))
					bad[n] = 1;
			}
		}
		for (j = 0; j < nq; j++) {
			n = q[j];
			if (hd[n] != n && !bad[n])
				eq_union(L, n, hd[n], ph[n] != ph[hd[n]]);
		}
	}
	free(sp.set);
	free(sp.n);
	free(top);
	free(heads);
	free(next);
	free(w);
	free(hd);
	free(key);
	free(tmp);
	free(h);
	free(ph);
	free(bad);
	free(stamp);
	free(q);
	free(stack);
}

/* The per-node arrays of the miter. */
static void lec_alloc(Lec *L)
{
	L->phase = xcalloc(L->m.nnode, 1);
	L->hash = xcalloc(L->m.nnode, sizeof *L->hash);
	L->head = xmalloc((size_t)L->m.nnode * sizeof *L->head);
	L->unknowns = xcalloc(L->m.nnode, sizeof *L->unknowns);
	L->val = xmalloc((size_t)L->m.nnode * sizeof *L->val);
	L->pat = xcalloc((size_t)L->m.npi + 1, sizeof *L->pat);
}

static void lec_release(Lec *L)
{
	if (L->sat)
		ccadical_release(L->sat);
	aig_free(&L->m);
	free(L->map);
	free(L->phase);
	free(L->hash);
	free(L->head);
	free(L->live);
	free(L->unknowns);
	free(L->val);
	free(L->pat);
	free(L->var);
	free(L->stack);
	free(L->wmark);
	free(L->wvar);
	free(L->wq);
	free(L->tt);
	free(L->eq);
	free(L->eq_par);
}

/* Sweep M into F (step 3). */
static void sweep(Lec *L, uint8_t *v)
{
	const Aig *m = &L->m;
	uint32_t n, i, refuted = 0;

	aig_init(&L->f);
	L->map = xmalloc((size_t)m->nnode * sizeof *L->map);
	L->map[0] = LIT_FALSE;
	for (i = 0; i < m->npi; i++)
		L->map[m->pis[i]] = aig_pi(&L->f, m->pi_name[i]);
	for (n = 1; n < m->nnode; n++) {
		Lit l, t;
		uint32_t h;
		int r;
		if (!aig_is_and(m, n))
			continue;
		l = aig_and(&L->f, image(L, m->fanin0[n]),
			image(L, m->fanin1[n]));
		L->map[n] = l;
		h = L->head[n];
		if (h >= n || n < L->sweep_from)
			continue;
		t = lit_notif(L->map[h], L->phase[n] != L->phase[h]);
		if (t == l)
			continue;
		if (L->exact)
			r = 1;
		else if (eq_same(L, n, h)) {
			learn_equal(L, l, t);
			r = 1;
		} else if (L->p->class_unknowns &&
		    L->st->sat_unknown >= LEC_CAP_UNKNOWNS &&
		    L->unknowns[h] >= L->p->class_unknowns)
			continue;
		else
			r = prove_equal(L, l, t, L->p->sweep_conflicts);
		if (r < 0 && L->unknowns[h] < UINT16_MAX)
			L->unknowns[h]++;
		if (r < 0 && L->p->max_unknowns &&
		    L->st->sat_unknown >= L->p->max_unknowns)
			break;
		if (r == 1) {
			L->map[n] = t;
			L->st->merged++;
		} else if (r == 0) {
			model(L, v);
			add_pattern(L, v);
			if (++refuted == DIST1_AFTER && !L->dist1_done &&
			    !L->p->no_dist1) {
				unsigned lane;
				dist1_rounds(L, L->pat, &lane);
				classes(L);
			}
			if (L->p->max_refuted && refuted >= L->p->max_refuted)
				break;
		}
		if (L->timed_out)
			break;
		if ((n & 0xfff) == 0 && L->p->progress)
			L->p->progress(L->p->progress_user, "lec sweep",
				(double)n / m->nnode);
	}
	if (L->p->progress)
		L->p->progress(L->p->progress_user, "lec sweep", 1.0);
	for (; n < m->nnode; n++) /* after a timeout or a cap: copy */
		if (aig_is_and(m, n))
			L->map[n] = aig_and(&L->f, image(L, m->fanin0[n]),
				image(L, m->fanin1[n]));
}

void lec_aigs(const Aig *a, const Aig *b, const LecParams *p,
	LecResult *res)
{
	Lec L;
	Lit *pimap = xmalloc(((size_t)a->npi + 1) * sizeof *pimap);
	uint64_t *pi;
	uint8_t *v;
	uint32_t i, nb, bad;
	unsigned lane = 0;
	double t0 = now_seconds();

	memset(&L, 0, sizeof L);
	memset(res, 0, sizeof *res);
	if (a->npi != b->npi || a->npo != b->npo)
		die("lec_aigs: port counts differ");
	L.p = p;
	L.seed = SEED ^ 0x5a5a5a5aull;
	L.st = &res->st;
	L.deadline = p->seconds > 0 ? t0 + p->seconds : 0;
	aig_init(&L.m);
	for (i = 0; i < a->npi; i++)
		pimap[i] = aig_pi(&L.m, a->pi_name[i]);
	copy_into(&L.m, a, pimap, &L.npo, NULL);
	copy_into(&L.m, b, pimap, &nb, NULL);
	/* B hashed into A output for output: equal without SAT.  (Sweeping
	 * only B's nodes in general was tried: A's own merges are what
	 * makes B's proofs local; EPFL div took 73 s -> over 400 s.) */
	for (i = 0; i < L.npo && L.m.pos[i] == L.m.pos[L.npo + i]; i++)
		;
	if (i == L.npo)
		L.sweep_from = L.m.nnode;
	res->st.miter_ands = L.m.nand;
	lec_alloc(&L);
	pi = xcalloc((size_t)a->npi + 1, sizeof *pi);
	v = xcalloc((size_t)a->npi + 1, 1);

	/* step 2, then every pattern when that is cheap */
	bad = simulate(&L, pi, &lane, 1);
	if (bad == NONE && L.sweep_from < L.m.nnode)
		bad = exhaustive(&L, pi, &lane);
	if (bad != NONE) {
		for (i = 0; i < a->npi; i++)
			v[i] = (uint8_t)(pi[i] >> lane & 1);
		found_cex(a, b, v, bad, res);
		goto done;
	}
	if (res->st.exhaustive) {
		res->verdict = LEC_EQUAL;
		res->open = xcalloc((size_t)a->npo + 1, 1);
		goto done;
	}
	classes(&L);
	if (L.sweep_from < L.m.nnode)
		fraig_groups(&L);

	/* step 3 */
	L.sat = sat_new(&L);
	sweep(&L, v);

	/* step 4 */
	res->verdict = LEC_EQUAL;
	res->open = xcalloc((size_t)a->npo + 1, 1);
	for (i = 0; i < L.npo; i++) {
		Lit la = image(&L, L.m.pos[i]), lb = image(&L, L.m.pos[L.npo + i]);
		int e;
		if (la == lb)
			continue;
		if (p->progress)
			p->progress(p->progress_user, "lec outputs",
				(double)i / L.npo);
		e = prove_equal(&L, la, lb, p->conflicts);
		if (e == 0) {
			model(&L, v);
			free(res->open);
			res->open = NULL;
			found_cex(a, b, v, i, res);
			break;
		}
		if (e < 0) {
			res->open[i] = 1;
			res->nopen++;
			res->verdict = LEC_UNKNOWN;
		}
	}
	if (p->progress)
		p->progress(p->progress_user, "lec outputs", 1.0);
	res->timed_out = L.timed_out;
done:
	res->st.seconds = now_seconds() - t0;
	lec_release(&L);
	aig_free(&L.f);
	free(pimap);
	free(pi);
	free(v);
}

/* Functional reduction: the same engine on one graph (no PO pairs), so
 * every node proven equal (up to complement) to an earlier one is merged
 * into it; what SAT cannot decide within p->sweep_conflicts stays. */
/* The sweep of aig_fraig and aig_fraig_classes: L (zeroed here) gets
 * g's copy as L->m (gmap[g node] = its literal there, when gmap is not
 * NULL) and, unless no two nodes simulate alike (returns 0), L->m swept
 * into L->f (returns 1). */
static int fraig_sweep(Lec *L, const Aig *g, const LecParams *p,
	LecStats *st, Lit *gmap)
{
	Lit *pimap = xmalloc(((size_t)g->npi + 1) * sizeof *pimap);
	uint64_t *pi;
	uint8_t *v;
	uint32_t i;
	unsigned lane;

	memset(L, 0, sizeof *L);
	memset(st, 0, sizeof *st);
	L->p = p;
	L->seed = SEED ^ 0x5a5a5a5aull;
	L->st = st;
	L->deadline = p->seconds > 0 ? now_seconds() + p->seconds : 0;
	aig_init(&L->m);
	for (i = 0; i < g->npi; i++)
		pimap[i] = aig_pi(&L->m, g->pi_name[i]);
	copy_into(&L->m, g, pimap, &i, gmap);
	L->npo = 0;                     /* nothing to compare */
	st->miter_ands = L->m.nand;
	lec_alloc(L);
	pi = xcalloc((size_t)g->npi + 1, sizeof *pi);
	v = xcalloc((size_t)g->npi + 1, 1);
	if (!fraig_exhaustive(L, pi)) {
		simulate(L, pi, &lane, 0);
		classes(L);
		fraig_groups(L);
	}
	for (i = 1; i < L->m.nnode && L->head[i] >= i; i++)
		;
	if (i < L->m.nnode) {
		L->sat = sat_new(L);
		sweep(L, v);
	}
	free(pimap);
	free(pi);
	free(v);
	return i < L->m.nnode;
}

void aig_fraig(const Aig *g, Aig *out, const LecParams *p, LecStats *st)
{
	Lec L;
	uint32_t i;
	double t0 = now_seconds();

	if (!fraig_sweep(&L, g, p, st, NULL)) {
		/* no candidate pair: nothing to prove, the copy is the result
		 * (multipliers: saves a rebuild of millions of nodes) */
		*out = L.m;
		memset(&L.m, 0, sizeof L.m);
		aig_cleanup(out);
		if (g->name)
			out->name = arena_strndup(&out->arena, g->name,
				strlen(g->name));
		st->seconds = now_seconds() - t0;
		lec_release(&L);
		return;
	}
	for (i = 0; i < L.m.npo; i++)
		aig_po(&L.f, image(&L, L.m.pos[i]), L.m.po_name[i]);
	aig_cleanup(&L.f);
	if (g->name)
		L.f.name = arena_strndup(&L.f.arena, g->name, strlen(g->name));
	*out = L.f;
	st->seconds = now_seconds() - t0;
	lec_release(&L);
}

void aig_fraig_classes(const Aig *g, Lit *repr, const LecParams *p,
	LecStats *st)
{
	Lec L;
	Lit *gmap = xmalloc(((size_t)g->nnode + 1) * sizeof *gmap);
	uint32_t *owner, n, nf;
	double t0 = now_seconds();
	int swept = fraig_sweep(&L, g, p, st, gmap);

	/* a node's image: its literal in F (or in M when nothing was
	 * swept); the first g node with an image's node owns the class */
	nf = swept ? L.f.nnode : L.m.nnode;
	owner = xmalloc(((size_t)nf + 1) * sizeof *owner);
	for (n = 0; n < nf; n++)
		owner[n] = NONE;
	owner[0] = 0;
	gmap[0] = LIT_FALSE;
	for (n = 0; n < g->nnode; n++) {
		Lit l = swept ? image(&L, gmap[n]) : gmap[n];
		gmap[n] = l;
		if (owner[lit_node(l)] == NONE)
			owner[lit_node(l)] = n;
		repr[n] = lit_make(owner[lit_node(l)],
			lit_compl(l) != lit_compl(gmap[owner[lit_node(l)]]));
	}
	if (swept)
		aig_free(&L.f);
	st->seconds = now_seconds() - t0;
	free(owner);
	free(gmap);
	lec_release(&L);
}

void lec_result_free(LecResult *r)
{
	free(r->cex);
	free(r->diff);
	free(r->open);
	memset(r, 0, sizeof *r);
}
