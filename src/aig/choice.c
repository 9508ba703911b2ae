/* choice.c: a choice graph, several structures of one function in one
 * AIG, so that the mapper picks a structure per cut (the idea of ABC's
 * dch: Chatterjee, Mishchenko, Brayton, Wang and Kam, "Reducing
 * structural bias in technology mapping", ICCAD 2005; written from the
 * paper).
 *
 * aig_choice_build(cand, n, classes, user, ch):
 *   1. U = the candidates hashed into one graph over the same PIs (POs:
 *      the first candidate's);
 *   2. classes(user, U, repr): the nodes proven equal, up to complement,
 *      to an earlier node (check/lec.c: aig_fraig_classes, by simulation
 *      and SAT); the earliest node of a class is its representative;
 *   3. the choice graph, built depth first from the POs (an explicit
 *      stack of frames): a representative r after its fanins'
 *      representatives and after its class's other members u, each of
 *      which becomes a choice node, u's AND over the representatives of
 *      u's fanins, built after those (when that pair is new).  A member
 *      whose walk meets a node still open on the stack would close a
 *      cycle through a choice (it reads r, or a node that one of r's
 *      ancestors' choices reads): the deepest member on the stack is
 *      dropped and the frames above it are reopened (representatives'
 *      own fanins are earlier in U, so every cycle goes through a
 *      member);
 *   4. the nodes that neither a PO nor a kept choice needs are dropped
 *      (a dropped member's partial work among them).
 * ch->next chains them: next[r] is r's first choice, next[c] the next
 * one, 0 ends the chain; phase[c] is 1 when choice c computes the
 * complement of its representative.  No other node reads a choice (but
 * see aig.h): the mapper does (lutmap.c: lut_map_choice merges its cuts
 * into its representative's).  Every choice is an AND of representatives, so a
 * representative's cuts hold the cuts of every structure seen so far.
 *
 * Cost: linear in U's nodes and members besides classes(), plus the
 * walks reopened after a dropped member (each member is dropped at most
 * once).  No recursion. */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

/* l (a literal of U) as a literal of its class representative. */
static Lit rep_lit(const Lit *repr, Lit l)
{
	return lit_notif(repr[lit_node(l)], lit_compl(l));
}

/* The unordered pair of AND operands, as aig_and orders it. */
static uint64_t pair_key(Lit a, Lit b)
{
	return a < b ? (uint64_t)a << 32 | b : (uint64_t)b << 32 | a;
}

/* Keep in *out only the nodes of c (chained by next, phase) that a PO
 * or a kept choice needs; same order. */
static void choice_sweep(const Aig *c, const uint32_t *next,
	const uint8_t *phase, AigChoice *out)
{
	uint8_t *live = xcalloc(c->nnode, 1);
	Lit *map = xmalloc((size_t)c->nnode * sizeof *map);
	uint32_t i, x;

	for (i = 0; i < c->npo; i++)
		live[lit_node(c->pos[i])] = 1;
	for (i = c->nnode; i-- > 1;) {
		if (!live[i] || !aig_is_and(c, i))
			continue;
		live[lit_node(c->fanin0[i])] = 1;
		live[lit_node(c->fanin1[i])] = 1;
		for (x = next[i]; x; x = next[x])
			live[x] = 1;
	}
	aig_start_like(&out->g, c, map);
	out->next = xcalloc((size_t)c->nnode + 1, sizeof *out->next);
	out->phase = xcalloc((size_t)c->nnode + 1, 1);
	out->nchoice = 0;
	aig_copy_ands(&out->g, c, map, live);
	aig_finish_like(&out->g, c, map);
	/* the chains, renumbered (a choice's image is a new node too: its
	 * pair was new in c and c's pairs are distinct), from their
	 * representatives (live[x] = 2 marks a choice) */
	for (i = 1; i < c->nnode; i++)
		if (live[i] && next[i])
			for (x = next[i]; x; x = next[x])
				live[x] = 2;
	for (i = c->nnode; i-- > 1;) {
		uint32_t *tail;
		if (live[i] != 1 || !aig_is_and(c, i) || !next[i])
			continue;
		tail = &out->next[lit_node(map[i])];
		for (x = next[i]; x; x = next[x]) {
			uint32_t y = lit_node(map[x]);
			*tail = y;
			tail = &out->next[y];
			out->phase[y] = phase[x];
			out->nchoice++;
		}
	}
	free(live);
	free(map);
}

/* A DFS frame: a representative (its own fanins, then its members) or
 * a member (its fanins); a representative gathers its choices. */
typedef struct {
	uint32_t node;
	uint32_t idx;        /* next child */
	uint32_t head, tail; /* REP: its choice nodes so far */
	int member;
} Frame;

typedef struct {
	const Aig *u;
	const Lit *repr;
	const uint32_t *start, *members;
	Aig c;
	Lit *cmap;           /* per representative: its literal in c */
	uint8_t *state;      /* per node of u: 0 new, 1 open, 2 built */
	uint32_t *next;      /* per node of c: choice chains */
	uint8_t *phase;
	Frame *st;
	uint32_t sp;
} Build;

static Lit cimg(const Build *b, Lit l)
{
	Lit r = rep_lit(b->repr, l);
	return lit_notif(b->cmap[lit_node(r)], lit_compl(r));
}

/* Child i of frame f, or NONE past the last (fanin 1 and 2, then the
 * members of a representative). */
static uint32_t child(const Build *b, const Frame *f, uint32_t i)
{
	const Aig *u = b->u;
	if (i < 2)
		return lit_node(rep_lit(b->repr,
			i ? u->fanin1[f->node] : u->fanin0[f->node]));
	if (f->member || b->start[f->node] + (i - 2) >=
	    b->start[f->node + 1])
		return NONE;
	return b->members[b->start[f->node] + (i - 2)];
}

static void push(Build *b, uint32_t n, int member)
{
	Frame *f = &b->st[b->sp++];
	f->node = n;
	f->idx = 0;
	f->head = 0;
	f->tail = NONE;
	f->member = member;
	if (!member)
		b->state[n] = 1;
}

/* A child that is open closes a cycle through some member on the stack
 * above it: drop the deepest such member (and reopen the frames above
 * it). */
static void drop_member(Build *b)
{
	while (b->sp > 0 && !b->st[b->sp - 1].member) {
		b->state[b->st[b->sp - 1].node] = 0;
		b->sp--;
	}
	if (b->sp == 0)
		die("aig_choice_build: a cycle without a choice");
	b->sp--;
}

/* The frame on top has all its children built: build it. */
static void finish(Build *b)
{
	Frame *f = &b->st[--b->sp];
	const Aig *u = b->u;
	Lit x, ca = cimg(b, u->fanin0[f->node]), cb = cimg(b, u->fanin1[f->node]);

	if (f->member) {
		/* a new structure for the representative below */
		Frame *r = &b->st[b->sp - 1];
		Lit ra = cimg(b, u->fanin0[r->node]);
		Lit rb = cimg(b, u->fanin1[r->node]);
		if (pair_key(ca, cb) == pair_key(ra, rb) ||
		    aig_and_lookup(&b->c, ca, cb) != NONE)
			return;
		x = aig_and(&b->c, ca, cb);
		if (r->tail == NONE)
			r->head = lit_node(x);
		else
			b->next[r->tail] = lit_node(x);
		r->tail = lit_node(x);
		b->phase[lit_node(x)] = (uint8_t)lit_compl(b->repr[f->node]);
		return;
	}
	x = aig_and_lookup(&b->c, ca, cb);
	b->cmap[f->node] = aig_and(&b->c, ca, cb);
	b->state[f->node] = 2;
	/* a representative that is not a new node (it folded) takes no
	 * choices */
	if (x == NONE && f->tail != NONE)
		b->next[lit_node(b->cmap[f->node])] = f->head;
}

/* Build representative n and everything it needs, depth first. */
static void build_rep(Build *b, uint32_t n)
{
	push(b, n, 0);
	while (b->sp) {
		Frame *f = &b->st[b->sp - 1];
		uint32_t q = child(b, f, f->idx);
		if (q == NONE) {
			finish(b);
			continue;
		}
		f->idx++;
		if (f->idx > 2) {          /* a member */
			push(b, q, 1);
			continue;
		}
		if (!aig_is_and(b->u, q) || b->state[q] == 2)
			continue;
		if (b->state[q] == 1)
			drop_member(b);
		else
			push(b, q, 0);
	}
}

/* Is AND node n of u another member of an AND node's class? */
static int is_member(const Aig *u, const Lit *repr, uint32_t n)
{
	return lit_node(repr[n]) != n && aig_is_and(u, n) &&
		aig_is_and(u, lit_node(repr[n]));
}

void aig_choice_build(const Aig *const *cand, uint32_t ncand,
	void (*classes)(void *user, const Aig *u, Lit *repr), void *user,
	AigChoice *ch)
{
	Aig u;
	Build b;
	Lit *map, *repr;
	uint32_t *start, *member, *fill, i, j, n;

	/* 1. the union */
	map = xmalloc(((size_t)cand[0]->nnode + 1) * sizeof *map);
	aig_start_like(&u, cand[0], map);
	for (j = 0; j < ncand; j++) {
		const Aig *g = cand[j];
		if (j) {
			map = xrealloc(map, ((size_t)g->nnode + 1) * sizeof *map);
			map[0] = LIT_FALSE;
			for (i = 0; i < g->npi; i++)
				map[g->pis[i]] = lit_make(u.pis[i], 0);
		}
		aig_copy_ands(&u, g, map, NULL);
		if (!j)
			aig_finish_like(&u, cand[0], map);
	}
	free(map);
	/* 2. the classes; each AND class's other AND members, bucketed per
	 * representative */
	repr = xmalloc(((size_t)u.nnode + 1) * sizeof *repr);
	classes(user, &u, repr);
	start = xcalloc((size_t)u.nnode + 2, sizeof *start);
	for (n = 1; n < u.nnode; n++)
		if (is_member(&u, repr, n))
			start[lit_node(repr[n]) + 1]++;
	for (n = 0; n < u.nnode; n++)
		start[n + 1] += start[n];
	member = xmalloc(((size_t)start[u.nnode] + 1) * sizeof *member);
	fill = xmalloc(((size_t)u.nnode + 1) * sizeof *fill);
	memcpy(fill, start, (size_t)u.nnode * sizeof *fill);
	for (n = 1; n < u.nnode; n++)
		if (is_member(&u, repr, n))
			member[fill[lit_node(repr[n])]++] = n;
	free(fill);
	/* 3. the choice graph, depth first from the POs */
	memset(&b, 0, sizeof b);
	b.u = &u;
	b.repr = repr;
	b.start = start;
	b.members = member;
	b.cmap = xmalloc(((size_t)u.nnode + 1) * sizeof *b.cmap);
	aig_start_like(&b.c, &u, b.cmap);
	b.state = xcalloc((size_t)u.nnode + 1, 1);
	b.next = xcalloc((size_t)u.nnode * 2 + 2, sizeof *b.next);
	b.phase = xcalloc((size_t)u.nnode * 2 + 2, 1);
	b.st = xmalloc(((size_t)u.nnode * 2 + 2) * sizeof *b.st);
	for (i = 0; i < u.npo; i++) {
		uint32_t r = lit_node(rep_lit(repr, u.pos[i]));
		if (aig_is_and(&u, r) && b.state[r] == 0)
			build_rep(&b, r);
	}
	for (i = 0; i < u.npo; i++)
		aig_po(&b.c, cimg(&b, u.pos[i]), u.po_name[i]);
	/* 4. what is needed */
	choice_sweep(&b.c, b.next, b.phase, ch);
	aig_free(&b.c);
	aig_free(&u);
	free(b.next);
	free(b.phase);
	free(b.cmap);
	free(b.state);
	free(b.st);
	free(member);
	free(start);
	free(repr);
}

void aig_choice_free(AigChoice *ch)
{
	aig_free(&ch->g);
	free(ch->next);
	free(ch->phase);
	memset(ch, 0, sizeof *ch);
}
