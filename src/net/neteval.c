/* neteval.c: word-level evaluation of a netlist (Design), one input vector
 * at a time, with every op computed by eval_apply (the one definition of
 * the semantics).  It is the oracle the bit-level passes are checked
 * against (the check level, tests/unit/test_bitblast.c).
 *
 * The hierarchy is expanded by the walker (walk.c): every node of every
 * expanded instance owns BV_WORDS(w) words of its frame; neteval_run
 * fills the top frame's INPUT slots, computes each node the walker hands
 * it from its operands' slots, and reads the outputs.  Nothing recurses.
 *
 * Cost: neteval_new O(nodes of nets 0..top); neteval_run O(sum over the
 * expanded nodes of their word counts) plus eval_apply's own cost
 * (mul/div).
 * Requires: a well-formed Design (nodes topological, INSTANCE aux a valid
 * callee net with callees before callers).
 */
#include <stdlib.h>

#include "net/net.h"

struct NetEval {
	const Design *d;    /* the design evaluated */
	uint32_t top;       /* net evaluated */
	NetWalk *w;         /* frames of Words */
	const Word **args;  /* operand scratch */
	unsigned *argw;     /* operand widths */
	uint32_t cap_args;  /* entries of args and argw */
};

NetEval *neteval_new(const Design *d, uint32_t top)
{
	NetEval *e = xcalloc(1, sizeof *e);
	uint32_t i, k;

	e->d = d;
	e->top = top;
	e->w = net_walk_new(d, top, sizeof(Word), NET_WALK_WORDS);
	for (i = 0; i <= top; i++)
		for (k = 0; k < d->nets[i].nnode; k++)
			if (d->nets[i].nodes[k].nin > e->cap_args)
				e->cap_args = d->nets[i].nodes[k].nin;
	e->args = xmalloc(((size_t)e->cap_args + 1) * sizeof *e->args);
	e->argw = xmalloc(((size_t)e->cap_args + 1) * sizeof *e->argw);
	return e;
}

void neteval_free(NetEval *e)
{
	if (!e)
		return;
	net_walk_free(e->w);
	free(e->args);
	free(e->argw);
	free(e);
}

/* Evaluate the node of step s (not INPUT, INSTANCE or INSTRES). */
static void eval_node(NetEval *e, const NetWalkStep *s)
{
	const Net *n = &e->d->nets[s->net];
	const Node *x = &n->nodes[s->node];
	const uint32_t *in = net_ins(n, s->node);
	Word *r = net_walk_slot(e->w, s->node);
	const Word *pool = x->pool == NONE ? NULL : n->pool + x->pool;
	uint32_t i;

	if (x->op == OP_CONST) {
		bv_copy(r, pool, x->w);
		return;
	}
	for (i = 0; i < x->nin; i++) {
		e->args[i] = net_walk_slot(e->w, in[i]);
		e->argw[i] = n->nodes[in[i]].w;
	}
	switch (x->op) {
	case OP_TT:
		eval_apply(x->op, 0, r, x->w, e->args, e->argw, x->nin, pool,
			x->npool, 0);
		return;
	case OP_LUT:
		eval_apply(x->op, 0, r, x->w, e->args, e->argw, x->nin, pool,
			x->npool + x->aux, x->npool);
		return;
	default:
		eval_apply(x->op, x->aux, r, x->w, e->args, e->argw, x->nin,
			NULL, 0, 0);
	}
}

void neteval_run(NetEval *e, const Word *const *in, Word *const *out)
{
	const Net *tn = &e->d->nets[e->top];
	NetWalkStep s;
	uint32_t i;

	net_walk_start(e->w);
	for (i = 0; i < tn->nin; i++)
		bv_copy(net_walk_slot(e->w, tn->in_node[i]), in[i],
			tn->in_w[i]);
	while (net_walk_next(e->w, &s))
		eval_node(e, &s);
	for (i = 0; i < tn->nout; i++)
		bv_copy(out[i], net_walk_slot(e->w, tn->out_node[i]),
			tn->out_w[i]);
}
