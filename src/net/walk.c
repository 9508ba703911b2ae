/* walk.c: the hierarchy walker (net.h, "walk.c"): the nodes of one net
 * with every INSTANCE expanded, in topological order, for clients that
 * keep per-node data per expanded instance (neteval.c, aig/bitblast.c).
 *
 * Each net gets a frame layout once: every node owns a slot of
 * BV_WORDS(w) or w elements at a fixed offset, an INSTANCE node the
 * elements of all its callee's outputs.  Frames live on one stack of
 * elements (a callee's frame starts where its caller's ends) and one
 * array of frame records; entering an INSTANCE pushes a record and
 * copies the argument slots in, finishing a callee copies its output
 * slots into the caller's INSTANCE slot and pops.  Nothing recurses: the
 * record stack's depth is the hierarchy depth.
 *
 * Cost: net_walk_new O(nodes of nets 0..top); a run O(expanded nodes +
 * expanded slot bytes).  Requires a Design with callees before callers.
 */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"

#define WALK_LIMIT 0x7fffffffu

typedef struct {
	uint32_t *off;      /* per node: first element of its slot */
	uint32_t *out_off;  /* per output port: offset in an INSTANCE slot */
	uint32_t nelem;     /* elements per frame */
	uint32_t out_elems; /* elements of all outputs (an INSTANCE slot) */
} WalkLayout;

typedef struct {
	uint32_t net;       /* net index */
	uint32_t k;         /* next node to visit */
	uint32_t base;      /* first element of the frame in NetWalk.mem */
	uint32_t id;        /* frame_id */
} WalkFrame;

struct NetWalk {
	const Design *d;    /* the design walked */
	uint32_t top;       /* net of frame 0 */
	size_t unit;        /* bytes per slot element */
	int mode;           /* NET_WALK_WORDS or NET_WALK_BITS */
	WalkLayout *lay;    /* per net 0..top */
	unsigned char *mem; uint32_t cap_mem; /* frames' slots (elements) */
	WalkFrame *fs; uint32_t nf, cap_fs;   /* frame stack */
	uint32_t cur;       /* frame of the last step (index into fs) */
	uint32_t next_id;   /* frame_id of the next frame entered */
};

static uint32_t elems(const NetWalk *w, uint32_t width)
{
	return w->mode == NET_WALK_BITS ? width : BV_WORDS(width);
}

/* Lay out net ni; its callees (lower indices) are laid out already. */
static void layout(NetWalk *w, uint32_t ni)
{
	const Net *n = &w->d->nets[ni];
	WalkLayout *L = &w->lay[ni];
	uint64_t e = 0;
	uint32_t k, i;

	L->out_off = xmalloc(((size_t)n->nout + 1) * sizeof *L->out_off);
	for (i = 0; i < n->nout; i++) {
		L->out_off[i] = (uint32_t)e;
		e += elems(w, n->out_w[i]);
		if (e > WALK_LIMIT)
			die("net %s too large to walk", n->name);
	}
	L->out_elems = (uint32_t)e;
	L->off = xmalloc(((size_t)n->nnode + 1) * sizeof *L->off);
	e = 0;
	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		L->off[k] = (uint32_t)e;
		if (x->op == OP_INSTANCE) {
			if (x->aux >= ni)
				die("net %s: instance of net %u not before it",
					n->name, x->aux);
			e += w->lay[x->aux].out_elems;
		} else {
			e += elems(w, x->w);
		}
		if (e > WALK_LIMIT)
			die("net %s too large to walk", n->name);
	}
	L->nelem = (uint32_t)e;
}

NetWalk *net_walk_new(const Design *d, uint32_t top, size_t unit, int mode)
{
	NetWalk *w = xcalloc(1, sizeof *w);
	uint32_t i;

	if (top >= d->nnet)
		die("net_walk_new: no net %u", top);
	w->d = d;
	w->top = top;
	w->unit = unit;
	w->mode = mode;
	w->lay = xcalloc((size_t)top + 1, sizeof *w->lay);
	for (i = 0; i <= top; i++)
		layout(w, i);
	return w;
}

void net_walk_free(NetWalk *w)
{
	uint32_t i;

	if (!w)
		return;
	for (i = 0; i <= w->top; i++) {
		free(w->lay[i].off);
		free(w->lay[i].out_off);
	}
	free(w->lay);
	free(w->mem);
	free(w->fs);
	free(w);
}

static unsigned char *at(const NetWalk *w, uint32_t e)
{
	return w->mem + (size_t)e * w->unit;
}

/* Enter net ni with its slots at element base, zeroed. */
static WalkFrame *enter(NetWalk *w, uint32_t ni, uint32_t base)
{
	uint32_t n = w->lay[ni].nelem;
	WalkFrame *F;

	grow((void **)&w->fs, &w->cap_fs, (uint64_t)w->nf + 1, sizeof *w->fs,
		WALK_LIMIT, "instance nesting levels");
	if ((uint64_t)base + n > WALK_LIMIT)
		die("instance path too large to walk (%u elements)", base);
	grow((void **)&w->mem, &w->cap_mem, (uint64_t)base + n + 1, w->unit,
		WALK_LIMIT, "walker slot elements");
	memset(at(w, base), 0, (size_t)n * w->unit);
	F = &w->fs[w->nf++];
	F->net = ni;
	F->k = 0;
	F->base = base;
	F->id = w->next_id++;
	return F;
}

void net_walk_start(NetWalk *w)
{
	w->nf = 0;
	w->cur = 0;
	w->next_id = 0;
	enter(w, w->top, 0);
}

void *net_walk_slot(const NetWalk *w, uint32_t node)
{
	const WalkFrame *F = &w->fs[w->cur];
	return at(w, F->base + w->lay[F->net].off[node]);
}

uint32_t net_walk_slot_len(const NetWalk *w, uint32_t net, uint32_t node)
{
	const Node *x = &w->d->nets[net].nodes[node];
	return x->op == OP_INSTANCE ? w->lay[x->aux].out_elems :
		elems(w, x->w);
}

uint32_t net_walk_out_off(const NetWalk *w, uint32_t net, uint32_t port)
{
	return w->lay[net].out_off[port];
}

/* The top of the stack finished: its outputs into the caller's INSTANCE
 * slot, pop, and step the caller past the INSTANCE. */
static void leave(NetWalk *w)
{
	const WalkFrame *F = &w->fs[w->nf - 1];
	WalkFrame *P = &w->fs[w->nf - 2];
	const Net *n = &w->d->nets[F->net];
	const WalkLayout *L = &w->lay[F->net];
	uint32_t slot = P->base + w->lay[P->net].off[P->k], i;

	for (i = 0; i < n->nout; i++)
		memcpy(at(w, slot + L->out_off[i]),
			at(w, F->base + L->off[n->out_node[i]]),
			(size_t)elems(w, n->out_w[i]) * w->unit);
	w->nf--;
	P->k++;
}

/* Frame F is at INSTANCE node F->k: enter the callee, arguments bound. */
static void call(NetWalk *w, uint32_t fi)
{
	const WalkFrame *F = &w->fs[fi];
	const Net *n = &w->d->nets[F->net];
	uint32_t ni = n->nodes[F->k].aux, pnet = F->net, pbase = F->base, i;
	const uint32_t *xi = net_ins(n, F->k);
	const Net *c = &w->d->nets[ni];
	uint32_t nargs = n->nodes[F->k].nin; /* F dies in enter() */
	const WalkFrame *C = enter(w, ni, pbase + w->lay[pnet].nelem);

	/* an external module's hidden inputs (net.h) have no operand: they
	 * stay zero; nothing that needs its behaviour walks one */
	for (i = 0; i < c->nin && i < nargs; i++)
		memcpy(at(w, C->base + w->lay[ni].off[c->in_node[i]]),
			at(w, pbase + w->lay[pnet].off[xi[i]]),
			(size_t)elems(w, c->in_w[i]) * w->unit);
}

/* INSTRES node F->k: copy result aux out of its INSTANCE slot. */
static void instres(NetWalk *w, const WalkFrame *F)
{
	const Net *n = &w->d->nets[F->net];
	const Node *x = &n->nodes[F->k];
	uint32_t inst = net_ins(n, F->k)[0];
	const WalkLayout *L = &w->lay[F->net];
	uint32_t callee = n->nodes[inst].aux;

	memcpy(at(w, F->base + L->off[F->k]), at(w, F->base + L->off[inst] +
		w->lay[callee].out_off[x->aux]), (size_t)elems(w, x->w) *
		w->unit);
}

int net_walk_next(NetWalk *w, NetWalkStep *s)
{
	while (w->nf) {
		uint32_t fi = w->nf - 1;
		WalkFrame *F = &w->fs[fi];
		const Net *n = &w->d->nets[F->net];
		const Node *x;

		if (F->k == n->nnode) {
			if (w->nf == 1)
				break;
			leave(w);
			continue;
		}
		x = &n->nodes[F->k];
		switch (x->op) {
		case OP_INPUT:
			F->k++;
			continue;
		case OP_INSTANCE:
			call(w, fi);
			continue;
		case OP_INSTRES:
			instres(w, F);
			F->k++;
			continue;
		default:
			break;
		}
		w->cur = fi;
		s->net = F->net;
		s->node = F->k++;
		s->depth = fi;
		s->frame_id = F->id;
		return 1;
	}
	w->cur = 0;
	return 0;
}
