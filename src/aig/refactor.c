/* refactor.c: AIG refactoring: a node's cone collapsed over a large cut
 * and rebuilt from a factored cover, in place.
 *
 * For each node n in topological order on the mutable AIG (maig.c): a
 * reconvergence-driven cut of at most p->leaves leaves (10), the truth
 * table of n over it (up to 1024 bits), irredundant sums of products
 * (Minato-Morreale ISOP) of the function and of its complement, each
 * factored by repeatedly pulling out the literal shared by most cubes.
 * Each form is costed against the graph as it stands: a node that exists
 * (structural hash) is free unless it belongs to n's MFFC over the cut
 * (what dies with n).  The cheaper form replaces n when it saves nodes
 * (or saves none, with p->zero) and its root is not deeper than n's
 * required level (p->keep_levels); a tie takes the function's form.
 * Costing a form stops once it adds more nodes than could leave a gain
 * (or, for the complement's, as many as the function's form adds): it
 * could not be taken.  As in cutrw.c, a form that would reuse a node
 * not visited yet is not taken, so visited nodes' levels are final and
 * the required levels computed once stay valid.
 *
 * Cost: per node O(window + 2^leaves/64 x leaves x cubes) for the table
 * and the covers (cover size capped at RF_CUBES cubes; the covers of
 * one-word subfunctions are kept and reused, isop64_kept), then
 * O(literals) hash lookups; factoring counts a literal's cubes with one
 * popcount (the cover as bit columns, Cover).  Recursion: ISOP and
 * factoring, each bounded by the number of variables (<= 12) and
 * literals, not by the graph.  Requires nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

#define RF_MAXLEAF 10
#define RF_WORDS (1u << (RF_MAXLEAF - 6))
#define RF_CUBES 64
#define RF_MAXCONE 256
#define REQ_INF UINT32_MAX
#define VBASE 0x40000000u /* dry run: ids of nodes that would be new */
#define RF_MAXV 1024

typedef struct {
	uint16_t pos, neg;   /* variables appearing positive / complemented */
} Cube;

/* Covers of one-word functions, kept by (on, ondc, top): the windows of
 * regular logic repeat them (a 64-bit multiply: 395,586 asked, 17,176
 * distinct).  Direct-mapped; covers of up to IC_CUBES cubes. */
#define IC_SLOTS 8192
#define IC_CUBES 16
typedef struct {
	uint64_t on, ondc, res;
	uint8_t top, n, used;
	Cube cube[IC_CUBES];
} IsopEntry;

typedef struct {
	MAig *m;
	const RefactorParams *p;
	uint32_t *mark, stamp; /* per node: window stamps */
	uint32_t *pos;         /* per node: slot in tt[] */
	uint32_t cap;          /* nodes the per-node arrays hold */
	uint32_t *req, n0, cur;
	uint32_t leaf[RF_MAXLEAF], nleaf;
	uint32_t cone[RF_MAXCONE], ncone;
	uint64_t (*tt)[RF_WORDS]; /* leaves then cone nodes */
	uint32_t nv, words;    /* variables and words of the tables */
	uint32_t *stack, nstack;
	/* building or costing (dry) */
	int dry;
	int cost;            /* dry: nodes the form adds */
	int limit;           /* dry: the most it may add to be of use */
	int bad;             /* dry: the form reads n or an unvisited node,
	                        or adds more than limit (costing stops) */
	uint32_t vlev[RF_MAXV], nvirt; /* dry: levels of would-be nodes */
	uint32_t root;       /* n */
	IsopEntry *ic;       /* IC_SLOTS kept covers */
	RefactorStats *st;
} Rf;

/* ---- multi-word tables over nv variables (words = 2^(nv-6) or 1) */

static const uint64_t vm[6] = {
	0xaaaaaaaaaaaaaaaaull, 0xccccccccccccccccull, 0xf0f0f0f0f0f0f0f0ull,
	0xff00ff00ff00ff00ull, 0xffff0000ffff0000ull, 0xffffffff00000000ull,
};

static void tt_var(uint64_t *t, uint32_t v, uint32_t words)
{
	uint32_t w;
	for (w = 0; w < words; w++)
		t[w] = v < 6 ? vm[v] : ((w >> (v - 6)) & 1) ? ~0ull : 0;
}

/* Cofactors of t with respect to v (nv variables, as full tables). */
static void cof(const uint64_t *t, uint32_t v, uint32_t words, int one,
	uint64_t *r)
{
	uint32_t w;
	if (v < 6) {
		uint32_t s = 1u << v;
		for (w = 0; w < words; w++) {
			uint64_t x = one ? t[w] & vm[v] : t[w] & ~vm[v];
			r[w] = one ? x | x >> s : x | x << s;
		}
		return;
	}
	{
		uint32_t step = 1u << (v - 6);
		for (w = 0; w < words; w++) {
			uint32_t base = w & ~step;
			r[w] = t[one ? base | step : base];
		}
	}
}

static int tt_is0(const uint64_t *t, uint32_t words)
{
	uint32_t w;
	for (w = 0; w < words; w++)
		if (t[w])
			return 0;
	return 1;
}

static int tt_is1(const uint64_t *t, uint32_t words, uint32_t nv)
{
	uint32_t w;
	uint64_t full = nv >= 6 ? ~0ull : (1ull << (1u << nv)) - 1;
	for (w = 0; w < words; w++)
		if ((t[w] & full) != full)
			return 0;
	return 1;
}

static int depends(const uint64_t *t, uint32_t v, uint32_t words)
{
	uint32_t w;
	if (v < 6) {
		uint32_t s = 1u << v;
		for (w = 0; w < words; w++)
			if (((t[w] >> s) ^ t[w]) & ~vm[v])
				return 1;
		return 0;
	}
	for (w = 0; w < words; w++)
		if (!(w >> (v - 6) & 1) && t[w] != t[w | 1u << (v - 6)])
			return 1;
	return 0;
}

/* isop() for functions of the variables below 6 only (one word). */
static uint64_t isop64(uint64_t on, uint64_t ondc, uint32_t top, Cube *c,
	int *nc, int *fail)
{
	uint64_t on0, on1, dc0, dc1, r0, r1, r2;
	int v, s0, s1, s2, i;
	if (*fail || on == 0)
		return 0;
	if (ondc == ~0ull) {
		if (*nc >= RF_CUBES) {
			*fail = 1;
			return 0;
		}
		c[(*nc)++] = (Cube){0, 0};
		return ~0ull;
	}
	for (v = (int)top - 1; v >= 0; v--)
		if ((((on >> (1u << v)) ^ on) & ~vm[v]) ||
			(((ondc >> (1u << v)) ^ ondc) & ~vm[v]))
			break;
	if (v < 0)
		die("refactor: isop found no variable");
	on0 = on & ~vm[v], on0 |= on0 << (1u << v);
	on1 = on & vm[v], on1 |= on1 >> (1u << v);
	dc0 = ondc & ~vm[v], dc0 |= dc0 << (1u << v);
	dc1 = ondc & vm[v], dc1 |= dc1 >> (1u << v);
	s0 = *nc;
	r0 = isop64(on0 & ~dc1, dc0, (uint32_t)v, c, nc, fail);
	s1 = *nc;
	r1 = isop64(on1 & ~dc0, dc1, (uint32_t)v, c, nc, fail);
	s2 = *nc;
	r2 = isop64((on0 & ~r0) | (on1 & ~r1), dc0 & dc1, (uint32_t)v, c, nc,
		fail);
	for (i = s0; i < s1; i++)
		c[i].neg |= (uint16_t)(1u << v);
	for (i = s1; i < s2; i++)
		c[i].pos |= (uint16_t)(1u << v);
	return (r0 & ~vm[v]) | (r1 & vm[v]) | r2;
}

/* isop64 through the cache ic: the same cubes appended, the same
 * result, and *fail exactly when isop64 would set it (the cover would
 * pass RF_CUBES cubes in c). */
static uint64_t isop64_kept(IsopEntry *ic, uint64_t on, uint64_t ondc,
	uint32_t top, Cube *c, int *nc, int *fail)
{
	uint64_t h = (on ^ (ondc * 0x9e3779b97f4a7c15ull) ^ top) *
		0xff51afd7ed558ccdull;
	IsopEntry *e = &ic[(h >> 40) & (IC_SLOTS - 1)];
	Cube tmp[RF_CUBES];
	const Cube *src = tmp;
	uint64_t res;
	int n = 0, lf = 0;

	if (*fail)
		return 0;
	if (e->used && e->on == on && e->ondc == ondc && e->top == top) {
		src = e->cube;
		n = e->n;
		res = e->res;
	} else {
		res = isop64(on, ondc, top, tmp, &n, &lf);
		if (lf) {
			*fail = 1;
			return 0;
		}
		if (n <= IC_CUBES) {
			e->on = on;
			e->ondc = ondc;
			e->res = res;
			e->top = (uint8_t)top;
			e->n = (uint8_t)n;
			e->used = 1;
			memcpy(e->cube, tmp, (size_t)n * sizeof *tmp);
		}
	}
	if (*nc + n > RF_CUBES) {
		*fail = 1;
		return 0;
	}
	memcpy(c + *nc, src, (size_t)n * sizeof *src);
	*nc += n;
	return res;
}

/* Irredundant cover of some R with on <= R <= ondc (tables over all nv
 * variables; only variables below `top` may still matter), appended to
 * c; the result R into res.  *fail when the cover passes RF_CUBES. */
static void isop(IsopEntry *ic, const uint64_t *on, const uint64_t *ondc,
	uint32_t top, uint32_t words, uint32_t nv, Cube *c, int *nc,
	int *fail, uint64_t *res)
{
	uint64_t on0[RF_WORDS], on1[RF_WORDS], dc0[RF_WORDS], dc1[RF_WORDS];
	uint64_t r0[RF_WORDS], r1[RF_WORDS], r2[RF_WORDS], x[RF_WORDS];
	uint64_t a[RF_WORDS], b[RF_WORDS];
	int v, s0, s1, s2, i;
	uint32_t w;

	if (top <= 6) {
		/* the rest depends on one word's variables: every word alike */
		uint64_t full = nv >= 6 ? ~0ull : (1ull << (1u << nv)) - 1;
		uint64_t r = isop64_kept(ic, on[0], ondc[0] | ~full, top, c, nc,
			fail);
		for (w = 0; w < words; w++)
			res[w] = r;
		return;
	}
	memset(res, 0, words * sizeof *res);
	if (*fail || tt_is0(on, words))
		return;
	if (tt_is1(ondc, words, nv)) {
		if (*nc >= RF_CUBES) {
			*fail = 1;
			return;
		}
		c[(*nc)++] = (Cube){0, 0};
		memset(res, 0xff, words * sizeof *res);
		return;
	}
	for (v = (int)top - 1; v >= 0; v--)
		if (depends(on, (uint32_t)v, words) ||
			depends(ondc, (uint32_t)v, words))
			break;
	if (v < 0)
		die("refactor: isop found no variable");
	cof(on, (uint32_t)v, words, 0, on0);
	cof(on, (uint32_t)v, words, 1, on1);
	cof(ondc, (uint32_t)v, words, 0, dc0);
	cof(ondc, (uint32_t)v, words, 1, dc1);
	s0 = *nc;
	for (w = 0; w < words; w++)
		a[w] = on0[w] & ~dc1[w];
	isop(ic, a, dc0, (uint32_t)v, words, nv, c, nc, fail, r0);
	s1 = *nc;
	for (w = 0; w < words; w++)
		a[w] = on1[w] & ~dc0[w];
	isop(ic, a, dc1, (uint32_t)v, words, nv, c, nc, fail, r1);
	s2 = *nc;
	for (w = 0; w < words; w++) {
		a[w] = (on0[w] & ~r0[w]) | (on1[w] & ~r1[w]);
		b[w] = dc0[w] & dc1[w];
	}
	isop(ic, a, b, (uint32_t)v, words, nv, c, nc, fail, r2);
	for (i = s0; i < s1; i++)
		c[i].neg |= (uint16_t)(1u << v);
	for (i = s1; i < s2; i++)
		c[i].pos |= (uint16_t)(1u << v);
	tt_var(x, (uint32_t)v, words);
	for (w = 0; w < words; w++)
		res[w] = (r0[w] & ~x[w]) | (r1[w] & x[w]) | r2[w];
}

/* ---- building or costing */

static uint32_t lit_lev(const Rf *r, Lit l)
{
	uint32_t x = lit_node(l);
	return x >= VBASE ? r->vlev[x - VBASE] : r->m->lev[x];
}

/* A node that would be new, at level lev (dry run). */
static Lit virt(Rf *r, uint32_t lev)
{
	if (++r->cost > r->limit)
		r->bad = 1;
	if (r->nvirt == RF_MAXV) {
		r->bad = 1;
		return lit_make(VBASE, 0);
	}
	r->vlev[r->nvirt] = lev;
	return lit_make(VBASE + r->nvirt++, 0);
}

static Lit mk_and(Rf *r, Lit a, Lit b)
{
	MAig *m = r->m;
	Lit l;
	uint32_t x, la, lb;
	if (a == LIT_FALSE || b == LIT_FALSE)
		return LIT_FALSE;
	if (a == LIT_TRUE)
		return b;
	if (b == LIT_TRUE)
		return a;
	if (!r->dry)
		return maig_and(m, a, b);
	la = lit_lev(r, a);
	lb = lit_lev(r, b);
	if (lit_node(a) >= VBASE || lit_node(b) >= VBASE)
		return virt(r, 1 + (la > lb ? la : lb));
	l = maig_lookup(m, a, b);
	if (l == NONE)
		return virt(r, 1 + (la > lb ? la : lb));
	x = lit_node(l);
	if (x == r->root || (maig_is_and(m, x) && x >= r->cur && x < r->n0))
		r->bad = 1;
	else if (maig_is_and(m, x) && m->ref[x] == 0)
		r->bad |= ++r->cost > r->limit; /* an MFFC node kept alive */
	return l;
}

static Lit mk_or(Rf *r, Lit a, Lit b)
{
	return lit_not(mk_and(r, lit_not(a), lit_not(b)));
}

static Lit leaf_lit(Rf *r, uint32_t v, int neg)
{
	return lit_make(r->leaf[v], neg);
}

/* The AND (or OR) of ops[0..n) (modified): pairs whose AND exists in
 * the graph first, so the form reuses what is there, else the two of
 * lowest level, so it stays shallow.  n = 0: the neutral element. */
static Lit combine(Rf *r, Lit *ops, int n, int is_or)
{
	int i, j;
	if (n == 0)
		return is_or ? LIT_FALSE : LIT_TRUE;
	if (is_or)
		for (i = 0; i < n; i++)
			ops[i] = lit_not(ops[i]);
	while (n > 1) {
		int bi = -1, bj = -1;
		for (i = 0; i < n && bi < 0; i++)
			for (j = i + 1; j < n; j++)
				if (lit_node(ops[i]) < VBASE && lit_node(ops[j]) < VBASE &&
					maig_lookup(r->m, ops[i], ops[j]) != NONE) {
					bi = i, bj = j;
					break;
				}
		if (bi < 0) {
			/* the two shallowest */
			bi = 0, bj = 1;
			if (lit_lev(r, ops[1]) < lit_lev(r, ops[0]))
				bi = 1, bj = 0;
			for (i = 2; i < n; i++) {
				uint32_t l = lit_lev(r, ops[i]);
				if (l < lit_lev(r, ops[bi]))
					bj = bi, bi = i;
				else if (l < lit_lev(r, ops[bj]))
					bj = i;
			}
		}
		ops[bi] = mk_and(r, ops[bi], ops[bj]);
		ops[bj] = ops[--n];
	}
	return is_or ? lit_not(ops[0]) : ops[0];
}

/* A cover as columns: bit i of col[l] is set when cube i has literal l
 * (l = v: variable v positive, RF_MAXLEAF + v: complemented). */
typedef struct {
	const Cube *c;
	uint64_t col[2 * RF_MAXLEAF];
	uint32_t lits;       /* bit l: col[l] is not empty */
} Cover;


static void cover_init(Cover *cv, const Cube *c, int n)
{
	int i;
	unsigned m;

	memset(cv, 0, sizeof *cv);
	cv->c = c;
	for (i = 0; i < n; i++) {
		for (m = c[i].pos; m; m &= m - 1)
			cv->col[__builtin_ctz(m)] |= 1ull << i;
		for (m = c[i].neg; m; m &= m - 1)
			cv->col[RF_MAXLEAF + __builtin_ctz(m)] |= 1ull << i;
		cv->lits |= c[i].pos | (uint32_t)c[i].neg << RF_MAXLEAF;
	}
}

/* Factor the cubes of set s of cv, without the literals of set gone
 * (bit l: literal l as in Cover): the literal in most of them (at least
 * two; ties: the lowest) is pulled out, lit & F(with it) | F(the rest),
 * else a sum of products.  Recursion bounded by literals. */
static Lit factor(Rf *r, const Cover *cv, uint64_t s, uint32_t gone)
{
	int best = -1, bc = 1;
	uint32_t lits;

	if (s == 0 || (r->dry && r->bad))
		return LIT_FALSE;   /* (a dry run that has failed: stop) */
	/* without branches on the counts (they mispredict): the literals
	 * of the cover not pulled out yet, lowest first */
	for (lits = cv->lits & ~gone; lits; lits &= lits - 1) {
		int l = __builtin_ctz(lits), cnt = (int)popcount64(cv->col[l] & s);
		int more = cnt > bc;
		bc = more ? cnt : bc;
		best = more ? l : best;
	}
	if (best < 0) {
		Lit terms[RF_CUBES], lits[RF_MAXLEAF];
		int n = 0;
		uint32_t v;
		for (; s; s &= s - 1) {
			const Cube *c = &cv->c[__builtin_ctzll(s)];
			/* its literals not pulled out, by variable (a cube
			 * has no variable in both phases) */
			uint32_t pm = c->pos & ~gone;
			uint32_t nm = c->neg & ~(gone >> RF_MAXLEAF);
			uint32_t vm = (pm | nm) & ((1u << RF_MAXLEAF) - 1);
			int nl = 0;
			for (; vm; vm &= vm - 1) {
				v = (uint32_t)__builtin_ctz(vm);
				lits[nl++] = leaf_lit(r, v, (int)(nm >> v & 1));
			}
			terms[n++] = combine(r, lits, nl, 0);
		}
		return combine(r, terms, n, 1);
	}
	{
		uint64_t with = s & cv->col[best], rest = s & ~cv->col[best];
		Lit lit = leaf_lit(r, (uint32_t)best % RF_MAXLEAF,
			best >= RF_MAXLEAF);
		Lit q = mk_and(r, lit, factor(r, cv, with, gone | 1u << best));
		return rest ? mk_or(r, q, factor(r, cv, rest, gone)) : q;
	}
}

/* Every cube of cv (n of them). */
static uint64_t all_cubes(int n)
{
	return n >= 64 ? ~0ull : (1ull << n) - 1;
}

/* ---- the window */

static uint32_t *stk(Rf *r, uint32_t n)
{
	if (r->nstack < n) {
		r->nstack = n * 2 + 64;
		r->stack = xrealloc(r->stack, (size_t)r->nstack * sizeof *r->stack);
	}
	return r->stack;
}

static void add_leaf(Rf *r, uint32_t x)
{
	if (r->mark[x] != r->stamp) {
		r->mark[x] = r->stamp;
		r->leaf[r->nleaf++] = x;
	}
}

static int leaf_cost(Rf *r, uint32_t x)
{
	MAig *m = r->m;
	if (!maig_is_and(m, x))
		return 100;
	return (r->mark[lit_node(m->f0[x])] != r->stamp) +
		(r->mark[lit_node(m->f1[x])] != r->stamp) - 1;
}

/* Reconvergence-driven cut and its cone (topological, n last); 0 when
 * the cone does not fit. */
static int window(Rf *r, uint32_t n)
{
	MAig *m = r->m;
	uint32_t i, j;

	r->stamp++;
	r->mark[n] = r->stamp;
	r->nleaf = 0;
	r->ncone = 0;
	r->cone[r->ncone++] = n;
	add_leaf(r, lit_node(m->f0[n]));
	add_leaf(r, lit_node(m->f1[n]));
	for (;;) {
		int best = 100, c;
		uint32_t bi = 0, x;
		for (i = 0; i < r->nleaf; i++) {
			c = leaf_cost(r, r->leaf[i]);
			if (c < best || (c == best &&
				m->lev[r->leaf[i]] > m->lev[r->leaf[bi]]))
				best = c, bi = i;
		}
		if (best == 100 || r->nleaf + (uint32_t)best > r->p->leaves ||
			r->ncone >= r->p->cone)
			break;
		x = r->leaf[bi];
		r->leaf[bi] = r->leaf[--r->nleaf];
		r->cone[r->ncone++] = x;
		add_leaf(r, lit_node(m->f0[x]));
		add_leaf(r, lit_node(m->f1[x]));
	}
	/* topological order of the cone: by level, then id (fanins have
	 * smaller levels; levels of visited nodes are right) */
	for (i = 1; i < r->ncone; i++) {
		uint32_t x = r->cone[i];
		for (j = i; j > 0 && (m->lev[r->cone[j - 1]] > m->lev[x] ||
			(m->lev[r->cone[j - 1]] == m->lev[x] &&
			r->cone[j - 1] > x)); j--)
			r->cone[j] = r->cone[j - 1];
		r->cone[j] = x;
	}
	return r->nleaf >= 2;
}

/* The table of n over the leaves into t. */
static void simulate(Rf *r, uint64_t *t)
{
	MAig *m = r->m;
	uint32_t i, w;
	for (i = 0; i < r->nleaf; i++) {
		r->pos[r->leaf[i]] = i;
		tt_var(r->tt[i], i, r->words);
	}
	for (i = 0; i < r->ncone; i++) {
		uint32_t x = r->cone[i], s = r->nleaf + i;
		const uint64_t *a = r->tt[r->pos[lit_node(m->f0[x])]];
		const uint64_t *b = r->tt[r->pos[lit_node(m->f1[x])]];
		uint64_t ca = 0 - (uint64_t)lit_compl(m->f0[x]);
		uint64_t cb = 0 - (uint64_t)lit_compl(m->f1[x]);
		r->pos[x] = s;
		for (w = 0; w < r->words; w++)
			r->tt[s][w] = (a[w] ^ ca) & (b[w] ^ cb);
	}
	memcpy(t, r->tt[r->nleaf + r->ncone - 1], r->words * sizeof *t);
}

/* Dereference (d < 0) or reference the MFFC of n above the leaves;
 * returns its size. */
static int mffc(Rf *r, uint32_t n, int d)
{
	MAig *m = r->m;
	uint32_t sp = 0, *s = stk(r, 2), i;
	int cnt = 0;
	uint32_t leafstamp = ++r->stamp;
	for (i = 0; i < r->nleaf; i++)
		r->mark[r->leaf[i]] = leafstamp;
	s[sp++] = n;
	while (sp) {
		uint32_t x = r->stack[--sp], f;
		cnt++;
		for (f = 0; f < 2; f++) {
			uint32_t y = lit_node(f ? m->f1[x] : m->f0[x]);
			int go = d < 0 ? --m->ref[y] == 0 : m->ref[y]++ == 0;
			if (go && maig_is_and(m, y) && r->mark[y] != leafstamp) {
				s = stk(r, sp + 2);
				s[sp++] = y;
			}
		}
	}
	return cnt;
}

/* Cost of the factored form of cover c (complemented result when cpl):
 * nodes added, or -1 when it is not allowed; *lev its root level. */
static int dry_cost(Rf *r, const Cover *cv, int n, int limit, uint32_t *lev)
{
	Lit l;
	r->dry = 1;
	r->cost = 0;
	r->limit = limit;
	r->bad = 0;
	r->nvirt = 0;
	l = factor(r, cv, all_cubes(n), 0);
	r->dry = 0;
	if (r->bad)
		return -1;
	*lev = lit_lev(r, l);
	return r->cost;
}

static void refactor_node(Rf *r, uint32_t n)
{
	MAig *m = r->m;
	uint64_t f[RF_WORDS], nf[RF_WORDS], res[RF_WORDS];
	Cube cf[RF_CUBES], cn[RF_CUBES];
	Cover vf, vn;
	int ncf = 0, ncn = 0, ff = 0, fn = 0, size, cost_f = -1, cost_n = -1;
	uint32_t req = r->req ? r->req[n] : REQ_INF, lev_f = 0, lev_n = 0, w;
	uint32_t la = m->lev[lit_node(m->f0[n])], lb = m->lev[lit_node(m->f1[n])];
	int best, use_n, need;
	Lit l;

	m->lev[n] = 1 + (la > lb ? la : lb);
	if (!m->ref[n] || !window(r, n) || r->ncone < 2)
		return;
	r->nv = r->nleaf;
	r->words = r->nv <= 6 ? 1 : 1u << (r->nv - 6);
	simulate(r, f);
	if (r->nv < 6)
		f[0] &= (1ull << (1u << r->nv)) - 1;
	for (w = 0; w < r->words; w++)
		nf[w] = ~f[w];
	if (r->nv < 6)
		nf[0] &= (1ull << (1u << r->nv)) - 1;
	r->root = n;
	isop(r->ic, f, f, r->nv, r->words, r->nv, cf, &ncf, &ff, res);
	isop(r->ic, nf, nf, r->nv, r->words, r->nv, cn, &ncn, &fn, res);
	/* a form is of use when it adds at most size - need nodes, and the
	 * complement's only when it also adds fewer than the function's
	 * (a tie takes the function's): costing stops past that */
	size = mffc(r, n, -1);
	need = r->p->zero ? 0 : 1;
	if (!ff) {
		cover_init(&vf, cf, ncf);
		cost_f = dry_cost(r, &vf, ncf, size - need, &lev_f);
		if (cost_f >= 0 && lev_f > req)
			cost_f = -1;
	}
	if (!fn) {
		cover_init(&vn, cn, ncn);
		cost_n = dry_cost(r, &vn, ncn, cost_f >= 0 &&
			cost_f - 1 < size - need ? cost_f - 1 : size - need,
			&lev_n);
		if (cost_n >= 0 && lev_n > req)
			cost_n = -1;
	}
	mffc(r, n, +1);
	if (cost_f < 0 && cost_n < 0)
		return;
	use_n = cost_f < 0 || (cost_n >= 0 && cost_n < cost_f);
	best = use_n ? cost_n : cost_f;
	if (size - best < need)
		return;
	l = factor(r, use_n ? &vn : &vf, all_cubes(use_n ? ncn : ncf), 0);
	if (use_n)
		l = lit_not(l);
	if (lit_node(l) == n)
		return;
	if (m->lev[lit_node(l)] > req) {
		/* the estimate was wrong: undo what was built */
		maig_delete(m, lit_node(l));
		return;
	}
	r->st->replaced++;
	r->st->gain += (uint32_t)(size - best);
	maig_replace(m, n, l);
}

void refactor_params_default(RefactorParams *p)
{
	memset(p, 0, sizeof *p);
	p->leaves = 10;
	p->cone = 16;
	p->keep_levels = 1;
}

void aig_refactor(Aig *g, const RefactorParams *p, RefactorStats *st)
{
	Rf r;
	MAig m;
	Aig out;
	RefactorParams q = *p;
	uint32_t i;
	double t0 = now_seconds();

	memset(st, 0, sizeof *st);
	if (q.leaves < 3)
		q.leaves = 3;
	if (q.leaves > RF_MAXLEAF)
		q.leaves = RF_MAXLEAF;
	if (q.cone < 2 || q.cone > RF_MAXCONE)
		q.cone = q.cone < 2 ? 2 : RF_MAXCONE;
	memset(&r, 0, sizeof r);
	aig_cleanup(g);
	st->and_in = g->nand;
	st->lev_in = aig_depth(g);
	maig_from_aig(&m, g);
	r.m = &m;
	r.p = &q;
	r.st = st;
	r.n0 = g->nnode;
	r.req = q.keep_levels ? aig_required(g, st->lev_in) : NULL;
	r.tt = xmalloc((RF_MAXLEAF + RF_MAXCONE) * sizeof *r.tt);
	r.cap = g->nnode * 2 + 1024;
	r.mark = xcalloc(r.cap, sizeof *r.mark);
	r.pos = xmalloc((size_t)r.cap * sizeof *r.pos);
	r.ic = xcalloc(IC_SLOTS, sizeof *r.ic);
	for (i = 1; i < r.n0; i++) {
		if (m.nnode + 1024 >= r.cap) {
			uint32_t nc = r.cap * 2;
			r.mark = xrealloc(r.mark, (size_t)nc * sizeof *r.mark);
			r.pos = xrealloc(r.pos, (size_t)nc * sizeof *r.pos);
			memset(r.mark + r.cap, 0, (size_t)(nc - r.cap) * sizeof *r.mark);
			r.cap = nc;
		}
		r.cur = i;
		if (maig_is_and(&m, i))
			refactor_node(&r, i);
	}
	maig_to_aig(&m, g, &out);
	aig_replace(g, &out);
	st->and_out = g->nand;
	st->lev_out = aig_depth(g);
	maig_free(&m);
	free(r.mark);
	free(r.pos);
	free(r.req);
	free(r.tt);
	free(r.ic);
	free(r.stack);
	st->seconds = now_seconds() - t0;
}
