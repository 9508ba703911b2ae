/* lower.c: verified IR -> word-level netlist (Design), at index width W.
 *
 * What it does
 *  - Picks the functions to lower: `top` and everything it calls, or every
 *    function with a body; they are lowered callees first (post-order of
 *    an explicit-stack DFS over the call graph, roots in file order), so
 *    Design.nets has callees before callers and is deterministic.
 *  - hw.module bodies are graph regions: their ops are lowered in a
 *    topological order that follows the source order where it can (ops
 *    whose operands are not ready wait until the last one is built).
 *  - func bodies are acyclic CFGs, if-converted: the blocks reachable
 *    from the entry (the others never run and are dropped) are visited in
 *    topological order; each block gets a path condition (entry: 1; other
 *    blocks: OR of the conditions of their incoming edges; an edge of
 *    cond_br is pc & c or pc & ~c).  A block argument is a mux chain over
 *    its incoming edges (the last edge is the default: the conditions are
 *    mutually exclusive and one of them holds whenever the block runs);
 *    results of several returns merge the same way.
 *  - Every spelling becomes the canonical subset of net/net.h: variadic
 *    add/mul/and/or/xor become left-leaning binary chains, nand/nor/xnor
 *    NOT of them, max/min a MUX of an ICMP, trunc an EXTRACT from 0,
 *    casts SEXT/ZEXT/EXTRACT at W, sizeof a constant W; identities
 *    (one-operand concat, full-width extract, replicate x1, same-width
 *    casts) produce no node.  Path conditions fold constants locally.
 *  - Calls and hw.instance become an INSTANCE node (aux = callee net,
 *    Net.inst_name = the hw instance name, or CALLEE_K for the K-th call
 *    in the caller) plus one INSTRES node per result.  With flatten the
 *    already-flattened callee net is copied into the caller instead
 *    (iterative: each callee is lowered once, before its callers; name
 *    hints get the instance name as prefix).  With flatten and a top,
 *    only the top net is kept.
 *  - A called declaration (hw.module.extern, body-less func) becomes an
 *    external net (net.h, net_is_extern), lowered as a leaf of the call
 *    graph; flattening one is an error, since it has no behaviour.
 *
 * Names: input ports keep the IR names (hw port names, func argument SSA
 * names); hw outputs keep theirs; func results are called `result` when
 * there is one and out0, out1, ... otherwise.  Values whose SSA name is
 * not purely numeric give their node a name hint.  All strings are copied
 * into Design.arena.  The emitters sanitize names.
 *
 * Cost: O(ops + operands + blocks + edges) per function plus the hashing
 * in net.c; flattening costs the size of the flattened result.  No
 * recursion.  Requires a module that verify_module accepted.
 */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"

typedef struct {
	const Module *m;
	Design *d;
	unsigned W;          /* index width */
	int flatten;
	uint32_t *fnet;      /* function index -> net index, or NONE */
	int errors;
} Lower;

/* An incoming edge of a block, or a return. */
typedef struct {
	uint32_t cond;       /* node: the edge is taken */
	uint32_t args;       /* offset of its argument nodes in Fn.argbuf */
	uint32_t next;       /* next edge into the same block, or NONE */
} Edge;

/* Per-function state. */
typedef struct {
	Lower *L;
	const Func *f;
	Net *n;
	uint32_t *val;       /* value id -> node id, NONE if not built */
	uint32_t ncall;      /* calls lowered so far (instance names) */
	uint32_t *scratch; uint32_t cap_scratch;  /* operand node ids */
	Edge *edges; uint32_t nedge, cap_edge;
	uint32_t *argbuf; uint32_t nargbuf, cap_argbuf;
} Fn;

#define LIMIT (1u << 30)

static const char *dstr(Lower *L, const char *s)
{
	return s ? arena_strndup(&L->d->arena, s, strlen(s)) : NULL;
}

static unsigned vwidth(const Fn *F, uint32_t v)
{
	return type_width(F->f->vals[v].ty, F->L->W);
}

/* Node of operand i of op o. */
static uint32_t opnd(const Fn *F, const Op *o, uint32_t i)
{
	uint32_t v = op_use(F->f, o, i), x = F->val[v];

	if (x == NONE)
		die("%s: value %u used before it was lowered", F->f->name, v);
	return x;
}

static uint32_t *scratch(Fn *F, uint32_t n)
{
	grow((void **)&F->scratch, &F->cap_scratch, n ? n : 1,
		sizeof *F->scratch, LIMIT, "operands");
	return F->scratch;
}

/* ---- small local folds, so that straight-line code gets no pc logic */

static int is_const(const Net *n, uint32_t x, uint64_t v)
{
	const Node *k = &n->nodes[x];
	return k->op == OP_CONST && k->w <= 64 && n->pool[k->pool] == v;
}

static uint32_t bin(Net *n, int op, uint32_t w, uint32_t a, uint32_t b,
	uint32_t aux)
{
	uint32_t ins[2] = {a, b};
	return net_node(n, op, w, ins, 2, aux);
}

static uint32_t un(Net *n, int op, uint32_t w, uint32_t a, uint32_t aux)
{
	return net_node(n, op, w, &a, 1, aux);
}

static uint32_t l_not1(Net *n, uint32_t a)
{
	if (is_const(n, a, 0))
		return net_const_u64(n, 1, 1);
	if (is_const(n, a, 1))
		return net_const_u64(n, 0, 1);
	if (n->nodes[a].op == OP_NOT)
		return net_ins(n, a)[0];
	return un(n, OP_NOT, 1, a, 0);
}

static uint32_t l_and1(Net *n, uint32_t a, uint32_t b)
{
	if (is_const(n, a, 1) || a == b)
		return b;
	if (is_const(n, b, 1))
		return a;
	if (is_const(n, a, 0) || is_const(n, b, 0))
		return net_const_u64(n, 0, 1);
	return bin(n, OP_AND, 1, a, b, 0);
}

/* Is x = AND(p, q) with q = NOT(c) (neg) or q = c? Sets *p. */
static int and_with(const Net *n, uint32_t x, uint32_t c, int neg,
	uint32_t *p)
{
	const uint32_t *in;
	uint32_t q;

	if (n->nodes[x].op != OP_AND || n->nodes[x].nin != 2)
		return 0;
	in = net_ins(n, x);
	q = in[1];
	if (neg) {
		if (n->nodes[q].op != OP_NOT || net_ins(n, q)[0] != c)
			return 0;
	} else if (q != c) {
		return 0;
	}
	*p = in[0];
	return 1;
}

static uint32_t l_or1(Net *n, uint32_t a, uint32_t b)
{
	uint32_t p, c;

	if (is_const(n, a, 0) || a == b)
		return b;
	if (is_const(n, b, 0))
		return a;
	if (is_const(n, a, 1) || is_const(n, b, 1))
		return net_const_u64(n, 1, 1);
	/* c | ~c = 1 and (p & c) | (p & ~c) = p: joins of if-then-else */
	if ((n->nodes[b].op == OP_NOT && net_ins(n, b)[0] == a) ||
	    (n->nodes[a].op == OP_NOT && net_ins(n, a)[0] == b))
		return net_const_u64(n, 1, 1);
	if (n->nodes[a].op == OP_AND && n->nodes[a].nin == 2) {
		c = net_ins(n, a)[1];
		if (and_with(n, b, c, 1, &p) && p == net_ins(n, a)[0])
			return p;
	}
	return bin(n, OP_OR, 1, a, b, 0);
}

static uint32_t l_mux(Net *n, uint32_t c, uint32_t t, uint32_t f)
{
	uint32_t ins[3] = {c, t, f};

	if (t == f || is_const(n, c, 1))
		return t;
	if (is_const(n, c, 0))
		return f;
	return net_node(n, OP_MUX, n->nodes[t].w, ins, 3, 0);
}

/* a (aw bits) to w bits: sign/zero extension or truncation. */
static uint32_t l_resize(Net *n, uint32_t a, uint32_t aw, uint32_t w,
	int sign)
{
	if (w == aw)
		return a;
	if (w < aw)
		return un(n, OP_EXTRACT, w, a, 0);
	return un(n, sign ? OP_SEXT : OP_ZEXT, w, a, 0);
}

/* ---- calls */

/* Copy callee net cn into F's net with inputs bound to args; results
 * into res[0 .. nout).  Iterative over the callee's node array. */
static void inline_net(Fn *F, uint32_t cn, const uint32_t *args,
	const char *prefix, uint32_t *res)
{
	Lower *L = F->L;
	const Net *c = &L->d->nets[cn];
	Net *n = F->n;
	uint32_t *map = xmalloc(((size_t)c->nnode + 1) * sizeof *map);
	uint32_t k, i, *ins;

	for (k = 0; k < c->nnode; k++) {
		const Node *x = &c->nodes[k];
		const uint32_t *xi = net_ins(c, k);
		if (x->op == OP_INPUT) {
			map[k] = args[x->aux];
			continue;
		}
		if (x->op == OP_INSTANCE || x->op == OP_INSTRES)
			die("flattened net %s has instances", c->name);
		ins = scratch(F, x->nin);
		for (i = 0; i < x->nin; i++)
			ins[i] = map[xi[i]];
		map[k] = net_node_pool(n, x->op, x->w, ins, x->nin, x->aux,
			x->pool == NONE ? NULL : c->pool + x->pool,
			net_pool_words(c, k), x->npool);
		if (c->names[k] && !n->names[map[k]]) {
			size_t lp = strlen(prefix), ln = strlen(c->names[k]);
			char *s = arena_alloc(&L->d->arena, lp + ln + 2);
			memcpy(s, prefix, lp);
			s[lp] = '_';
			memcpy(s + lp + 1, c->names[k], ln + 1);
			net_set_name(n, map[k], s);
		}
	}
	for (i = 0; i < c->nout; i++)
		res[i] = map[c->out_node[i]];
	free(map);
}

static void lower_call(Fn *F, const Op *o)
{
	Lower *L = F->L;
	const Func *cf = &L->m->funcs[o->callee];
	uint32_t cn = L->fnet[o->callee], i, inst, *args, *res;
	const char *iname;
	Net *n = F->n;

	if (cn == NONE)
		die("callee %s not lowered", cf->name);
	args = xmalloc(((size_t)o->nopnd + 1) * sizeof *args);
	for (i = 0; i < o->nopnd; i++)
		args[i] = opnd(F, o, i);
	if (o->op == OP_INSTANCE && o->iname) {
		iname = dstr(L, o->iname);
	} else {
		Buf b = {0};
		buf_printf(&b, "%s_%u", cf->name, F->ncall++);
		iname = dstr(L, b.s);
		buf_free(&b);
	}
	if (L->flatten) {
		res = xmalloc(((size_t)o->nres + 1) * sizeof *res);
		inline_net(F, cn, args, iname, res);
		for (i = 0; i < o->nres; i++)
			F->val[o->res + i] = res[i];
		free(res);
	} else {
		inst = net_node(n, OP_INSTANCE, 0, args, o->nopnd, cn);
		n->inst_name[inst] = iname;
		if (cf->is_decl && o->op == OP_INSTANCE && o->params)
			n->inst_param[inst] = dstr(L, o->params);
		for (i = 0; i < o->nres; i++)
			F->val[o->res + i] = un(n, OP_INSTRES,
				vwidth(F, o->res + i), inst, i);
	}
	free(args);
}

/* ---- ops */

static uint32_t chain(Fn *F, const Op *o, int op, uint32_t w)
{
	uint32_t acc = opnd(F, o, 0), i;

	for (i = 1; i < o->nopnd; i++)
		acc = bin(F->n, op, w, acc, opnd(F, o, i), 0);
	return acc;
}

/* Lower one non-terminator op; sets F->val for its results. */
static void lower_op(Fn *F, const Op *o)
{
	const Func *f = F->f;
	Net *n = F->n;
	uint32_t w = o->nres ? vwidth(F, o->res) : 0, x = NONE, i, *ins;
	uint32_t aw = o->nopnd ? vwidth(F, op_use(f, o, 0)) : 0;
	static const int base[] = {[OP_NAND] = OP_AND, [OP_NOR] = OP_OR,
		[OP_XNOR] = OP_XOR};
	static const int mm[][2] = {[OP_MAXS] = {PRED_SGT, 0},
		[OP_MAXU] = {PRED_UGT, 0}, [OP_MINS] = {PRED_SLT, 0},
		[OP_MINU] = {PRED_ULT, 0}};

	switch (o->op) {
	case OP_CONST:
		if (f->vals[o->res].ty == TY_INDEX)
			x = net_const_u64(n, f->pool[o->pool], w);
		else
			x = net_const(n, f->pool + o->pool, w);
		break;
	case OP_SIZEOF:
		x = net_const_u64(n, F->L->W, w);
		break;
	case OP_ADD: case OP_MUL: case OP_AND: case OP_OR: case OP_XOR:
		x = chain(F, o, o->op, w);
		break;
	case OP_NAND: case OP_NOR: case OP_XNOR:
		x = un(n, OP_NOT, w, chain(F, o, base[o->op], w), 0);
		break;
	case OP_SUB: case OP_DIVU: case OP_DIVS: case OP_REMU: case OP_REMS:
	case OP_CEILDIVU: case OP_CEILDIVS: case OP_FLOORDIVS:
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		x = bin(n, o->op, w, opnd(F, o, 0), opnd(F, o, 1), 0);
		break;
	case OP_MAXS: case OP_MAXU: case OP_MINS: case OP_MINU: {
		uint32_t a = opnd(F, o, 0), b = opnd(F, o, 1);
		x = l_mux(n, bin(n, OP_ICMP, 1, a, b,
			(uint32_t)mm[o->op][0]), a, b);
		break;
	}
	case OP_ICMP:
		x = bin(n, OP_ICMP, 1, opnd(F, o, 0), opnd(F, o, 1), o->pred);
		break;
	case OP_MUX:
		x = l_mux(n, opnd(F, o, 0), opnd(F, o, 1), opnd(F, o, 2));
		break;
	case OP_NOT: case OP_REVERSE: case OP_PARITY:
		x = un(n, o->op, w, opnd(F, o, 0), 0);
		break;
	case OP_EXTRACT:
		x = w == aw ? opnd(F, o, 0) :
			un(n, OP_EXTRACT, w, opnd(F, o, 0), o->pred);
		break;
	case OP_REPLICATE:
		x = w == aw ? opnd(F, o, 0) :
			un(n, OP_REPLICATE, w, opnd(F, o, 0), 0);
		break;
	case OP_CONCAT:
		if (o->nopnd == 1) {
			x = opnd(F, o, 0);
			break;
		}
		ins = scratch(F, o->nopnd);
		for (i = 0; i < o->nopnd; i++)
			ins[i] = opnd(F, o, i);
		x = net_node(n, OP_CONCAT, w, ins, o->nopnd, 0);
		break;
	case OP_TT:
		if (o->nopnd == 0) { /* no inputs: its one entry */
			x = net_const_u64(n, f->pool[o->pool] & 1, 1);
			break;
		}
		ins = scratch(F, o->nopnd);
		for (i = 0; i < o->nopnd; i++)
			ins[i] = opnd(F, o, i);
		x = net_node_pool(n, OP_TT, 1, ins, o->nopnd, 0,
			f->pool + o->pool, BV_WORDS(o->npool), o->npool);
		break;
	case OP_LUT: {
		uint32_t nd = o->npool + o->pred;
		Word *data = xmalloc(((size_t)nd + 1) * sizeof *data);
		for (i = 0; i < nd; i++)
			data[i] = f->pool[o->pool + i] & 0xff;
		ins = scratch(F, o->nopnd);
		for (i = 0; i < o->nopnd; i++)
			ins[i] = opnd(F, o, i);
		x = net_node_pool(n, OP_LUT, 8, ins, o->nopnd, o->pred, data,
			nd, o->npool);
		free(data);
		break;
	}
	case OP_SEXT: case OP_CASTS:
		x = l_resize(n, opnd(F, o, 0), aw, w, 1);
		break;
	case OP_ZEXT: case OP_CASTU: case OP_TRUNC:
		x = l_resize(n, opnd(F, o, 0), aw, w, 0);
		break;
	case OP_CALL: case OP_INSTANCE:
		lower_call(F, o);
		return;
	default:
		die("cannot lower op %s", op_name(o->op));
	}
	F->val[o->res] = x;
}

/* Name hints: every result with an sv.namehint (as ExportVerilog names
 * the wire) or else a non-numeric SSA name. */
static void name_results(Fn *F, const Op *o)
{
	uint32_t i;

	for (i = 0; i < o->nres; i++) {
		const Value *v = &F->f->vals[o->res + i];
		uint32_t x = F->val[o->res + i];
		const char *nm = v->hint ? v->hint : v->name;
		if (x == NONE || !nm || !nm[0] || (nm[0] >= '0' && nm[0] <= '9'))
			continue;
		if (!F->n->names[x])
			net_set_name(F->n, x, dstr(F->L, nm));
	}
}

/* ---- graph regions (hw.module) */

/* Lower the ops of block b (all but its terminator) in a topological
 * order of their operands, as close to source order as possible. */
static int lower_graph(Fn *F, uint32_t b)
{
	const Func *f = F->f;
	const Block *bl = &f->blocks[b];
	uint32_t nop = bl->nop ? bl->nop - 1 : 0, i, j, k;
	uint32_t *indeg = xcalloc((size_t)nop + 1, sizeof *indeg);
	uint32_t *ustart = xcalloc((size_t)nop + 2, sizeof *ustart);
	uint32_t *users, *fill, *stack, nstack = 0, ndone = 0;

	/* users of op i (local index) in CSR form */
	for (i = 0; i < nop; i++) {
		const Op *o = &f->ops[bl->op + i];
		for (j = 0; j < o->nopnd; j++) {
			uint32_t d = f->vals[op_use(f, o, j)].def;
			if (d != NONE && d >= bl->op && d < bl->op + nop) {
				ustart[d - bl->op + 1]++;
				indeg[i]++;
			}
		}
	}
	for (i = 0; i < nop; i++)
		ustart[i + 1] += ustart[i];
	users = xmalloc(((size_t)ustart[nop] + 1) * sizeof *users);
	fill = xmalloc(((size_t)nop + 1) * sizeof *fill);
	memcpy(fill, ustart, (size_t)nop * sizeof *fill);
	for (i = 0; i < nop; i++) {
		const Op *o = &f->ops[bl->op + i];
		for (j = 0; j < o->nopnd; j++) {
			uint32_t d = f->vals[op_use(f, o, j)].def;
			if (d != NONE && d >= bl->op && d < bl->op + nop)
				users[fill[d - bl->op]++] = i;
		}
	}
	stack = xmalloc(((size_t)nop + 1) * sizeof *stack);
	for (i = 0; i < nop; i++) {
		if (indeg[i] != 0)
			continue;
		indeg[i] = NONE; /* scheduled */
		stack[nstack++] = i;
		while (nstack) {
			uint32_t x = stack[--nstack];
			const Op *o = &f->ops[bl->op + x];
			lower_op(F, o);
			name_results(F, o);
			ndone++;
			for (k = ustart[x]; k < ustart[x + 1]; k++) {
				uint32_t u = users[k];
				if (--indeg[u] == 0 && u < i) {
					indeg[u] = NONE;
					stack[nstack++] = u;
				}
			}
		}
	}
	free(indeg);
	free(ustart);
	free(users);
	free(fill);
	free(stack);
	if (ndone != nop) {
		diag_error(F->L->m->ctx, f->loc, "combinational cycle in '%s'", f->name);
		return 1;
	}
	return 0;
}

/* ---- CFGs (func) */

static uint32_t add_edge(Fn *F, uint32_t cond, const Op *o, uint32_t first,
	uint32_t count)
{
	uint32_t i, e;

	grow((void **)&F->argbuf, &F->cap_argbuf,
		(uint64_t)F->nargbuf + count, sizeof *F->argbuf, LIMIT,
		"branch arguments");
	grow((void **)&F->edges, &F->cap_edge, (uint64_t)F->nedge + 1,
		sizeof *F->edges, LIMIT, "branches");
	e = F->nedge++;
	F->edges[e] = (Edge){cond, F->nargbuf, NONE};
	for (i = 0; i < count; i++)
		F->argbuf[F->nargbuf++] = opnd(F, o, first + i);
	return e;
}

/* Mux chain over the edge list starting at e: argument j of each edge,
 * or `dflt` when the list is empty.  Edges are chained in insertion
 * order; the last one is the default. */
static uint32_t merge(Fn *F, uint32_t e, uint32_t j, uint32_t dflt)
{
	uint32_t n = 0, i, x, *list;

	for (i = e; i != NONE; i = F->edges[i].next)
		if (!is_const(F->n, F->edges[i].cond, 0))
			n++;
	if (n == 0)
		return dflt;
	list = xmalloc((size_t)n * sizeof *list);
	n = 0;
	for (i = e; i != NONE; i = F->edges[i].next)
		if (!is_const(F->n, F->edges[i].cond, 0))
			list[n++] = i;
	x = F->argbuf[F->edges[list[n - 1]].args + j];
	for (i = n - 1; i-- > 0;)
		x = l_mux(F->n, F->edges[list[i]].cond,
			F->argbuf[F->edges[list[i]].args + j], x);
	free(list);
	return x;
}

/* Successors of block b (its terminator's): 0..2 of them in out[]. */
static uint32_t block_succs(const Func *f, uint32_t b, uint32_t out[2])
{
	const Block *bl = &f->blocks[b];
	const Op *t;

	if (!bl->nop)
		return 0;
	t = &f->ops[bl->op + bl->nop - 1];
	out[0] = t->succ[0];
	out[1] = t->succ[1];
	return t->op == OP_BR ? 1 : t->op == OP_CONDBR ? 2 : 0;
}

/* Topological order of the blocks reachable from the entry (Kahn, FIFO):
 * unreachable blocks never run, so they are dropped, loops among them
 * included (verify_module checks only reachable blocks for loops).
 * Returns the number of blocks ordered; *nreach is the number reachable
 * (more than ordered on a cycle).  O(blocks). */
static uint32_t block_order(const Func *f, uint32_t *order, uint32_t *nreach)
{
	uint32_t nb = f->nblock, *indeg = xcalloc(nb, sizeof *indeg);
	uint8_t *seen = xcalloc(nb ? nb : 1, 1);
	uint32_t b, s, ns, sc[2], head = 0, tail = 0, nr = 0;

	/* reachable set, using order[] as the work list */
	if (nb)
		order[nr++] = 0, seen[0] = 1;
	for (head = 0; head < nr; head++) {
		ns = block_succs(f, order[head], sc);
		for (s = 0; s < ns; s++)
			if (!seen[sc[s]])
				seen[sc[s]] = 1, order[nr++] = sc[s];
	}
	for (b = 0; b < nb; b++) {
		if (!seen[b])
			continue;
		ns = block_succs(f, b, sc);
		for (s = 0; s < ns; s++)
			indeg[sc[s]]++;
	}
	for (b = 0; b < nb; b++)
		if (seen[b] && !indeg[b])
			order[tail++] = b;
	for (head = 0; head < tail; head++) {
		ns = block_succs(f, order[head], sc);
		for (s = 0; s < ns; s++)
			if (--indeg[sc[s]] == 0)
				order[tail++] = sc[s];
	}
	free(indeg);
	free(seen);
	*nreach = nr;
	return tail;
}

static int lower_cfg(Fn *F)
{
	const Func *f = F->f;
	Net *n = F->n;
	uint32_t nb = f->nblock, i, j, b, nord, nreach;
	uint32_t *order = xmalloc((size_t)nb * sizeof *order);
	uint32_t *pc = xmalloc((size_t)nb * sizeof *pc);
	uint32_t *head = xmalloc((size_t)nb * sizeof *head);
	uint32_t *tailp = xmalloc((size_t)nb * sizeof *tailp);
	uint32_t rhead = NONE, rtail = NONE;
	uint32_t one = net_const_u64(n, 1, 1), zero = net_const_u64(n, 0, 1);

	if ((nord = block_order(f, order, &nreach)) != nreach) {
		diag_error(F->L->m->ctx, f->loc, "cannot if-convert '%s': "
			"its branches form "
			"a loop", f->name);
		free(order), free(pc), free(head), free(tailp);
		return 1;
	}
	for (b = 0; b < nb; b++)
		head[b] = tailp[b] = NONE;
	for (i = 0; i < nord; i++) {
		const Block *bl = &f->blocks[order[i]];
		const Op *t;
		uint32_t e, c = NONE;

		b = order[i];
		if (b == 0) {
			pc[b] = one;
		} else {
			pc[b] = zero;
			for (e = head[b]; e != NONE; e = F->edges[e].next)
				pc[b] = l_or1(n, pc[b], F->edges[e].cond);
			for (j = 0; j < bl->narg; j++) {
				uint32_t v = bl->arg + j;
				F->val[v] = merge(F, head[b], j,
					net_const_u64(n, 0, vwidth(F, v)));
				if (f->vals[v].name && !n->names[F->val[v]] &&
				    !(f->vals[v].name[0] >= '0' &&
				      f->vals[v].name[0] <= '9'))
					net_set_name(n, F->val[v],
						dstr(F->L, f->vals[v].name));
			}
		}
		if (!bl->nop)
			die("%s: empty block", f->name);
		for (j = 0; j + 1 < bl->nop; j++) {
			lower_op(F, &f->ops[bl->op + j]);
			name_results(F, &f->ops[bl->op + j]);
		}
		t = &f->ops[bl->op + bl->nop - 1];
		switch (t->op) {
		case OP_RETURN:
			e = add_edge(F, pc[b], t, 0, t->nopnd);
			if (rtail == NONE)
				rhead = e;
			else
				F->edges[rtail].next = e;
			rtail = e;
			break;
		case OP_BR:
		case OP_CONDBR: {
			uint32_t ns = t->op == OP_BR ? 1 : 2, first = 0, s;
			if (t->op == OP_CONDBR) {
				c = opnd(F, t, 0);
				first = 1;
			}
			for (s = 0; s < ns; s++) {
				uint32_t cond = pc[b], to = t->succ[s];
				if (t->op == OP_CONDBR)
					cond = s == 0 ? l_and1(n, pc[b], c) :
						l_and1(n, pc[b], l_not1(n, c));
				e = add_edge(F, cond, t, first,
					t->nsucc_args[s]);
				first += t->nsucc_args[s];
				if (tailp[to] == NONE)
					head[to] = e;
				else
					F->edges[tailp[to]].next = e;
				tailp[to] = e;
			}
			break;
		}
		default:
			die("%s: block without terminator", f->name);
		}
	}
	for (j = 0; j < f->nout; j++) {
		uint32_t w = type_width(f->out_ty[j], F->L->W);
		const char *name = f->out_name && f->out_name[j] ?
			f->out_name[j] : NULL;
		char tmp[32];
		if (!name) {
			snprintf(tmp, sizeof tmp, f->nout == 1 ? "result" :
				"out%u", j);
			name = tmp;
		}
		net_output(n, dstr(F->L, name), w,
			merge(F, rhead, j, net_const_u64(n, 0, w)));
	}
	free(order), free(pc), free(head), free(tailp);
	return 0;
}

/* ---- functions */

/* f's ports' hw.verilogName attributes, if any, onto n (inputs, then
 * outputs: an external module's hidden inputs are no ports), and their
 * declared order. */
static void copy_vnames(Lower *L, const Func *f, Net *n)
{
	uint32_t i;

	if (f->port_out) {
		uint8_t *o = arena_alloc(&L->d->arena, f->nin + f->nout + 1);
		memcpy(o, f->port_out, f->nin + f->nout);
		n->port_out = o;
	}
	if (!f->port_vname)
		return;
	n->port_vname = arena_alloc(&L->d->arena, (f->nin + f->nout + 1) *
		sizeof *n->port_vname);
	for (i = 0; i < f->nin + f->nout; i++)
		n->port_vname[i] = dstr(L, f->port_vname[i]);
}

/* An external module: real input ports, then one hidden input per
 * output driving it (net.h, net_is_extern). */
static void lower_extern(Lower *L, uint32_t fi)
{
	const Func *f = &L->m->funcs[fi];
	Net *n;
	uint32_t i, *hidden = xmalloc(((size_t)f->nout + 1) * sizeof *hidden);
	char tmp[32];

	L->fnet[fi] = L->d->nnet;
	L->d->ext_nin[L->d->nnet] = f->nin;
	n = design_add_net(L->d, f->name);
	n->loc = f->loc;
	n->verilog_name = dstr(L, f->verilog_name);
	n->params = dstr(L, f->params);
	copy_vnames(L, f, n);
	for (i = 0; i < f->nin; i++)
		net_input(n, dstr(L, f->in_name[i]),
			type_width(f->in_ty[i], L->W));
	for (i = 0; i < f->nout; i++) {
		snprintf(tmp, sizeof tmp, "extern_out%u", i);
		hidden[i] = net_input(n, dstr(L, tmp),
			type_width(f->out_ty[i], L->W));
	}
	for (i = 0; i < f->nout; i++) {
		const char *name = f->out_name && f->out_name[i] ?
			f->out_name[i] : NULL;
		if (!name) {
			snprintf(tmp, sizeof tmp, f->nout == 1 ? "result" :
				"out%u", i);
			name = tmp;
		}
		net_output(n, dstr(L, name), type_width(f->out_ty[i], L->W),
			hidden[i]);
	}
	free(hidden);
}

static int lower_func(Lower *L, uint32_t fi)
{
	const Func *f = &L->m->funcs[fi];
	Fn F = {0};
	const Block *b0 = &f->blocks[0];
	uint32_t i;
	int err;

	F.L = L;
	F.f = f;
	L->fnet[fi] = L->d->nnet;
	F.n = design_add_net(L->d, f->name);
	F.n->loc = f->loc;
	copy_vnames(L, f, F.n);
	F.val = xmalloc(((size_t)f->nval + 1) * sizeof *F.val);
	for (i = 0; i < f->nval; i++)
		F.val[i] = NONE;
	for (i = 0; i < f->nin; i++)
		F.val[b0->arg + i] = net_input(F.n, dstr(L, f->in_name[i]),
			type_width(f->in_ty[i], L->W));
	if (f->is_hw) {
		const Op *t;
		if (b0->nop == 0 || f->ops[b0->op + b0->nop - 1].op != OP_OUTPUT)
			die("%s: hw.module without hw.output", f->name);
		t = &f->ops[b0->op + b0->nop - 1];
		err = lower_graph(&F, 0);
		if (!err) {
			for (i = 0; i < f->nout; i++)
				net_output(F.n, dstr(L, f->out_name[i] ?
					f->out_name[i] : "out"),
					type_width(f->out_ty[i], L->W),
					opnd(&F, t, i));
		}
	} else {
		err = lower_cfg(&F);
	}
	free(F.val);
	free(F.scratch);
	free(F.edges);
	free(F.argbuf);
	return err;
}

/* Post-order of the call graph from the roots (explicit stack).  Returns
 * the number of functions in order[], or -1 after a diagnostic. */
static int call_order(Lower *L, uint32_t top, uint32_t *order)
{
	const Module *m = L->m;
	uint8_t *state = xcalloc(m->nfunc + 1, 1);
	uint32_t *sf = xmalloc(((size_t)m->nfunc + 1) * sizeof *sf);
	uint32_t *si = xmalloc(((size_t)m->nfunc + 1) * sizeof *si);
	uint32_t r, sp, n = 0;
	int bad = 0;

	for (r = 0; r < m->nfunc && !bad; r++) {
		uint32_t root = top == NONE ? r : top;
		if (top != NONE && r > 0)
			break;
		if (m->funcs[root].is_decl || state[root])
			continue;
		sp = 0;
		sf[sp] = root, si[sp++] = 0;
		state[root] = 1;
		while (sp && !bad) {
			const Func *f = &m->funcs[sf[sp - 1]];
			if (si[sp - 1] < f->nop) {
				const Op *o = &f->ops[si[sp - 1]++];
				const Func *c;
				if (o->op != OP_CALL && o->op != OP_INSTANCE)
					continue;
				c = &m->funcs[o->callee];
				if (c->is_decl && L->flatten) {
					diag_error(L->m->ctx, o->loc, "cannot "
						"flatten '%s': it is an external "
						"module (a declaration without a "
						"body), which has no behaviour",
						c->name);
					bad = 1;
				} else if (c->is_decl) {
					if (!state[o->callee]) /* a leaf */
						state[o->callee] = 2,
						order[n++] = o->callee;
				} else if (state[o->callee] == 1) {
					diag_error(L->m->ctx, o->loc, "recursive call "
						"to '%s'", c->name);
					bad = 1;
				} else if (!state[o->callee]) {
					state[o->callee] = 1;
					sf[sp] = o->callee, si[sp++] = 0;
				}
				continue;
			}
			state[sf[sp - 1]] = 2;
			order[n++] = sf[--sp];
		}
	}
	free(state);
	free(sf);
	free(si);
	return bad ? -1 : (int)n;
}

int lower_module(const Module *m, uint32_t top, unsigned index_width,
	int flatten, Design *d)
{
	Lower L = {0};
	uint32_t *order = xmalloc(((size_t)m->nfunc + 1) * sizeof *order);
	uint32_t i;
	int n, err = 0;

	L.m = m;
	L.d = d;
	L.W = index_width;
	L.flatten = flatten;
	L.fnet = xmalloc(((size_t)m->nfunc + 1) * sizeof *L.fnet);
	for (i = 0; i < m->nfunc; i++)
		L.fnet[i] = NONE;
	d->index_width = index_width;
	d->top = NONE;
	d->ext_nin = arena_alloc(&d->arena, ((size_t)m->nfunc + 1) *
		sizeof *d->ext_nin);
	for (i = 0; i <= m->nfunc; i++)
		d->ext_nin[i] = NONE;
	if (top != NONE && m->funcs[top].is_decl) {
		diag_error(m->ctx, m->funcs[top].loc, "'%s' has no body",
			m->funcs[top].name);
		n = -1;
	} else {
		n = call_order(&L, top, order);
	}
	if (n < 0)
		err = 1;
	for (i = 0; !err && i < (uint32_t)n; i++) {
		if (m->funcs[order[i]].is_decl)
			lower_extern(&L, order[i]);
		else
			err += lower_func(&L, order[i]);
	}
	if (!err && top != NONE)
		d->top = L.fnet[top];
	if (!err && flatten && top != NONE) {
		uint8_t *keep = xcalloc(d->nnet + 1, 1);
		keep[d->top] = 1;
		design_keep(d, keep);
		free(keep);
	}
	free(order);
	free(L.fnet);
	return err;
}
