/* neteval.c: word-level evaluation of a netlist (Design), one input vector
 * at a time, with every op computed by eval_apply (the one definition of
 * the semantics).  It is the oracle the bit-level passes are checked
 * against (bitblast.c's self-check, tests/unit/test_bitblast.c).
 *
 * Each net gets a frame layout once: every node owns BV_WORDS(w) words at
 * a fixed offset, an INSTANCE node the words of all its callee's outputs
 * (which its INSTRES nodes copy).  neteval_run walks the nodes of the top
 * net in order; at an INSTANCE it pushes a frame for the callee on an
 * explicit stack (inputs copied in), and when the callee's last node is
 * done it copies the outputs back into the instance's words and resumes
 * the caller.  Nothing recurses; the stack depth is the hierarchy depth.
 *
 * Cost: neteval_new O(nodes) per net; neteval_run O(sum over the expanded
 * nodes of their word counts) plus eval_apply's own cost (mul/div).
 * Requires: a well-formed Design (nodes topological, INSTANCE aux a valid
 * callee net with callees before callers).
 */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"

typedef struct {
	uint32_t *off;      /* per node: first word in a frame */
	uint32_t *out_off;  /* per output port: word offset within an
	                       INSTANCE slot of this net */
	uint32_t nword;     /* words per frame */
	uint32_t out_words; /* words of all outputs (an instance slot) */
} Layout;

typedef struct {
	uint32_t net;       /* net index */
	uint32_t k;         /* next node to evaluate */
	uint32_t base;      /* first word of the frame in NetEval.mem */
} Frame;

struct NetEval {
	const Design *d;
	uint32_t top;
	Layout *lay;        /* per net; off == NULL until needed */
	Word *mem; uint32_t cap_mem;
	Frame *fs; uint32_t cap_fs;
	const Word **args;  /* operand scratch */
	unsigned *argw;
	uint32_t cap_args;
};

#define MEM_LIMIT 0x7fffffffu

static Layout *layout(NetEval *e, uint32_t ni)
{
	const Net *n = &e->d->nets[ni];
	Layout *L = &e->lay[ni];
	uint64_t words = 0;
	uint32_t k, i;

	if (L->off)
		return L;
	L->out_off = xmalloc(((size_t)n->nout + 1) * sizeof *L->out_off);
	for (i = 0; i < n->nout; i++) {
		L->out_off[i] = (uint32_t)words;
		words += BV_WORDS(n->out_w[i]);
	}
	L->out_words = (uint32_t)words;
	L->off = xmalloc(((size_t)n->nnode + 1) * sizeof *L->off);
	words = 0;
	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		L->off[k] = (uint32_t)words;
		if (x->op == OP_INSTANCE)
			words += layout(e, x->aux)->out_words;
		else
			words += BV_WORDS(x->w);
		if (words > MEM_LIMIT)
			die("net %s too large to evaluate", n->name);
		if (x->nin > e->cap_args) {
			e->cap_args = x->nin;
			e->args = xrealloc(e->args, (size_t)x->nin *
				sizeof *e->args);
			e->argw = xrealloc(e->argw, (size_t)x->nin *
				sizeof *e->argw);
		}
	}
	L->nword = (uint32_t)words;
	return L;
}

NetEval *neteval_new(const Design *d, uint32_t top)
{
	NetEval *e = xcalloc(1, sizeof *e);
	uint32_t i;

	e->d = d;
	e->top = top;
	e->lay = xcalloc((size_t)d->nnet + 1, sizeof *e->lay);
	/* Callees come before callers: laid out in index order, layout()
	 * finds every callee done and never recurses more than once. */
	for (i = 0; i <= top; i++)
		layout(e, i);
	return e;
}

void neteval_free(NetEval *e)
{
	uint32_t i;

	if (!e)
		return;
	for (i = 0; i < e->d->nnet; i++) {
		free(e->lay[i].off);
		free(e->lay[i].out_off);
	}
	free(e->lay);
	free(e->mem);
	free(e->fs);
	free(e->args);
	free(e->argw);
	free(e);
}

/* Push a frame for net ni whose words start at base. */
static Frame *push(NetEval *e, uint32_t *nf, uint32_t ni, uint32_t base)
{
	Frame *F;

	grow((void **)&e->fs, &e->cap_fs, (uint64_t)*nf + 1, sizeof *e->fs,
		MEM_LIMIT, "instance nesting levels");
	grow((void **)&e->mem, &e->cap_mem, (uint64_t)base +
		e->lay[ni].nword + 1, sizeof *e->mem, MEM_LIMIT,
		"evaluator words");
	F = &e->fs[(*nf)++];
	F->net = ni;
	F->k = 0;
	F->base = base;
	return F;
}

/* Evaluate node k of frame F (not INPUT or INSTANCE). */
static void eval_node(NetEval *e, const Frame *F)
{
	const Net *n = &e->d->nets[F->net];
	const Layout *L = &e->lay[F->net];
	const Node *x = &n->nodes[F->k];
	const uint32_t *in = net_ins(n, F->k);
	Word *mem = e->mem + F->base, *r = mem + L->off[F->k];
	const Word *pool = x->pool == NONE ? NULL : n->pool + x->pool;
	uint32_t i;

	switch (x->op) {
	case OP_CONST:
		bv_copy(r, pool, x->w);
		return;
	case OP_INSTRES: {
		const Layout *C = &e->lay[n->nodes[in[0]].aux];
		bv_copy(r, mem + L->off[in[0]] + C->out_off[x->aux], x->w);
		return;
	}
	default:
		break;
	}
	for (i = 0; i < x->nin; i++) {
		e->args[i] = mem + L->off[in[i]];
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
	const Design *d = e->d;
	uint32_t nf = 0, i;
	const Net *tn = &d->nets[e->top];
	Frame *F = push(e, &nf, e->top, 0);

	for (i = 0; i < tn->nin; i++)
		bv_copy(e->mem + e->lay[e->top].off[tn->in_node[i]], in[i],
			tn->in_w[i]);
	while (nf) {
		const Net *n;
		const Node *x;
		F = &e->fs[nf - 1];
		n = &d->nets[F->net];
		if (F->k == n->nnode) {
			/* callee done: outputs into the caller's slot */
			const Layout *L = &e->lay[F->net];
			Frame *P;
			uint32_t slot;
			if (nf == 1)
				break;
			P = &e->fs[nf - 2];
			slot = P->base + e->lay[P->net].off[P->k];
			for (i = 0; i < n->nout; i++)
				bv_copy(e->mem + slot + L->out_off[i], e->mem +
					F->base + L->off[n->out_node[i]],
					n->out_w[i]);
			nf--;
			P->k++;
			continue;
		}
		x = &n->nodes[F->k];
		if (x->op == OP_INPUT) {
			F->k++;
			continue;
		}
		if (x->op == OP_INSTANCE) {
			const Net *c = &d->nets[x->aux];
			const uint32_t *xi = net_ins(n, F->k);
			uint32_t base = F->base + e->lay[F->net].nword;
			uint32_t pnet = F->net, pbase = F->base;
			Frame *C = push(e, &nf, x->aux, base);
			for (i = 0; i < c->nin; i++)
				bv_copy(e->mem + C->base +
					e->lay[x->aux].off[c->in_node[i]],
					e->mem + pbase + e->lay[pnet].off[xi[i]],
					c->in_w[i]);
			continue;
		}
		eval_node(e, F);
		F->k++;
	}
	for (i = 0; i < tn->nout; i++)
		bv_copy(out[i], e->mem + e->lay[e->top].off[tn->out_node[i]],
			tn->out_w[i]);
}
