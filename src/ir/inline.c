/* inline.c: hw.instance ops on a false combinational cycle are inlined.
 *
 * An hw.module body is a graph region, and two instances may feed each
 * other (u1.fb <- u2.y, u2.x <- u1.y) or an instance its own input,
 * when no path inside the callee joins those ports: CIRCT accepts such
 * designs.  Between whole ops that is a cycle, which the verifier
 * (verify.c) and every later level reject, since an instance is
 * evaluated and lowered as a unit.  So before verification, each
 * instance on a cycle of ops (a strongly connected component with more
 * than one op, or an op reading its own result) is replaced by a copy
 * of its callee's body; then the cycle either disappears (it was false)
 * or remains between plain ops (a real one, reported as before).
 *
 * Only instances that verification would accept are inlined: a callee
 * hw.module with one block, operand and result counts and types equal
 * to its ports', labels as the callee names its ports.  Others stay, and
 * verify.c reports them.  Rounds repeat while a copy brings instances
 * that are still on a cycle, at most once per module of the file (a
 * deeper chain means recursion, which verify.c reports).
 *
 * Cost per round: O(ops + operands + values) plus the copies; SCCs by
 * an iterative Tarjan (no recursion).  Inlined values are named
 * INSTANCE.NAME; SSA names need not be unique in the IR (printers make
 * them so).
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct { uint32_t *v, n, cap; } Vec;

static void push(Vec *v, uint32_t x)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 64;
		v->v = xrealloc(v->v, (size_t)v->cap * sizeof *v->v);
	}
	v->v[v->n++] = x;
}

/* The op of f's block 0 that defines operand k of op u (block index), or
 * NONE (a block argument, or out of range). */
static uint32_t operand_op(const Func *f, uint32_t u, uint32_t k)
{
	const Op *o = &f->ops[u];
	uint32_t d = f->vals[op_use(f, o, k)].def;

	return d == NONE || d >= f->blocks[0].nop ? NONE : d;
}

uint32_t ops_on_cycles(const Func *f, uint8_t *on)
{
	uint32_t n = f->blocks[0].nop, i, idx = 0, found = 0;
	uint32_t *index = xmalloc(((size_t)n + 1) * sizeof *index);
	uint32_t *low = xmalloc(((size_t)n + 1) * sizeof *low);
	uint32_t *next = xcalloc((size_t)n + 1, sizeof *next);
	uint8_t *onstk = xcalloc((size_t)n + 1, 1);
	Vec stk = {0}, call = {0};

	for (i = 0; i < n; i++)
		index[i] = NONE;
	for (i = 0; i < n; i++) {
		if (index[i] != NONE)
			continue;
		push(&call, i);
		index[i] = low[i] = idx++;
		push(&stk, i);
		onstk[i] = 1;
		while (call.n) {
			uint32_t u = call.v[call.n - 1], v;
			if (next[u] < f->ops[u].nopnd) {
				v = operand_op(f, u, next[u]++);
				if (v == NONE)
					continue;
				if (v == u)
					on[u] = 1;  /* reads its own result */
				if (index[v] == NONE) {
					index[v] = low[v] = idx++;
					push(&stk, v);
					onstk[v] = 1;
					push(&call, v);
				} else if (onstk[v] && index[v] < low[u])
					low[u] = index[v];
				continue;
			}
			call.n--;
			if (call.n) {
				uint32_t p = call.v[call.n - 1];
				if (low[u] < low[p])
					low[p] = low[u];
			}
			if (low[u] == index[u]) { /* u roots an SCC */
				uint32_t size = 0, k = stk.n;
				do
					size++;
				while (stk.v[--k] != u);
				while (stk.n > k) {
					uint32_t w = stk.v[--stk.n];
					onstk[w] = 0;
					if (size > 1)
						on[w] = 1;
				}
			}
		}
	}
	for (i = 0; i < n; i++)
		found += on[i];
	free(index);
	free(low);
	free(next);
	free(onstk);
	free(stk.v);
	free(call.v);
	return found;
}

/* Would verify.c accept instance o of f, and can its callee be copied? */
static int inlinable(const Module *m, const Func *f, const Op *o)
{
	const Func *g;
	uint32_t i;

	if (o->op != OP_INSTANCE || o->callee == NONE || o->callee >= m->nfunc)
		return 0;
	g = &m->funcs[o->callee];
	if (g == f || !g->is_hw || g->is_decl || g->nblock != 1 ||
	    o->nopnd != g->nin || o->nres != g->nout || !g->blocks[0].nop ||
	    g->ops[g->blocks[0].nop - 1].op != OP_OUTPUT ||
	    g->ops[g->blocks[0].nop - 1].nopnd != g->nout)
		return 0;
	for (i = 0; i < g->nin; i++)
		if (f->vals[op_use(f, o, i)].ty != g->in_ty[i] ||
		    (o->labels && strcmp(o->labels[i].name, g->in_name[i])))
			return 0;
	for (i = 0; i < g->nout; i++)
		if (f->vals[o->res + i].ty != g->out_ty[i] || (o->labels &&
		    g->out_name[i] && strcmp(o->labels[g->nin + i].name,
		    g->out_name[i])))
			return 0;
	return 1;
}

/* Append to f (new ops in *ops) a copy of instance o's callee body but
 * its hw.output; repl[r] for each result r of o: the value its output
 * takes.  The copies' values are f's new values. */
static void copy_body(Module *m, Func *f, const Op *o, Op **ops,
	uint32_t *nops, uint32_t *cap, uint32_t *repl)
{
	const Func *g = &m->funcs[o->callee];
	const Block *gb = &g->blocks[0];
	uint32_t *map = xmalloc(((size_t)g->nval + 1) * sizeof *map);
	uint32_t pool = f->npool, i, k, first = *nops;
	Buf nm = {0};

	if (g->npool)
		func_add_pool(f, g->pool, g->npool);
	for (i = 0; i < g->nval; i++)
		map[i] = NONE;
	for (i = 0; i < gb->narg; i++)
		map[gb->arg + i] = op_use(f, o, i);
	for (k = 0; k + 1 < gb->nop; k++) {
		const Op *s = &g->ops[gb->op + k];
		Op *d;
		grow((void **)ops, cap, (uint64_t)*nops + 1, sizeof **ops,
			1u << 30, "ops");
		d = &(*ops)[(*nops)++];
		*d = *s;
		if (s->pool != NONE)
			d->pool = s->pool + pool;
		d->res = f->nval;
		for (i = 0; i < s->nres; i++) {
			const Value *v = &g->vals[s->res + i];
			const char *name = NULL;
			if (v->name && o->iname) {
				nm.len = 0;
				buf_printf(&nm, "%s.%s", o->iname, v->name);
				name = arena_strndup(&m->arena, nm.s, nm.len);
			}
			map[s->res + i] = func_add_value(f, v->ty, NONE, 0,
				v->idx, name, v->loc);
		}
	}
	for (k = 0; k + 1 < gb->nop; k++) { /* operands: every value exists */
		const Op *s = &g->ops[gb->op + k];
		Op *d = &(*ops)[first + k];
		d->opnd = f->nuse;
		for (i = 0; i < s->nopnd; i++)
			func_add_use(f, map[op_use(g, s, i)]);
	}
	{
		const Op *out = &g->ops[gb->op + gb->nop - 1];
		for (i = 0; i < o->nres; i++)
			repl[o->res + i] = map[op_use(g, out, i)];
	}
	buf_free(&nm);
	free(map);
}

/* One round on f: inline its instances on cycles.  Returns how many. */
static uint32_t inline_round(Module *m, uint32_t fi)
{
	Func *f = &m->funcs[fi];
	uint32_t n = f->blocks[0].nop, i, k, nops = 0, cap = 0, count = 0;
	uint32_t nval0 = f->nval, nuse0 = f->nuse, npool0 = f->npool;
	uint32_t *repl, *newid, nv;
	uint8_t *on = xcalloc((size_t)n + 1, 1), *drop;
	Op *ops = NULL;

	if (!ops_on_cycles(f, on)) {
		free(on);
		return 0;
	}
	for (i = 0; i < n; i++)
		if (on[i] && !inlinable(m, f, &f->ops[i]))
			on[i] = 0;
		else if (on[i])
			count++;
	if (!count) {
		free(on);
		return 0;
	}
	/* the new block: kept ops, the copies, the terminator */
	repl = xmalloc(((size_t)nval0 + 1) * sizeof *repl);
	for (i = 0; i < nval0; i++)
		repl[i] = NONE;
	for (i = 0; i + 1 < n; i++) {
		if (on[i])
			continue;
		grow((void **)&ops, &cap, (uint64_t)nops + 1, sizeof *ops,
			1u << 30, "ops");
		ops[nops++] = f->ops[i];
	}
	for (i = 0; i + 1 < n; i++)
		if (on[i]) {
			Op inst = f->ops[i];
			copy_body(m, f, &inst, &ops, &nops, &cap, repl);
			f = &m->funcs[fi];
		}
	grow((void **)&ops, &cap, (uint64_t)nops + 1, sizeof *ops, 1u << 30,
		"ops");
	ops[nops++] = f->ops[n - 1];

	/* an output that is another inlined instance's result, through
	 * pure wires: follow; a loop of wires alone is a real cycle, left
	 * (with the instances) to verify.c */
	for (i = 0; i < nval0; i++) {
		uint32_t v = repl[i], steps = 0;
		while (v != NONE && v < nval0 && repl[v] != NONE &&
		    steps++ <= nval0)
			v = repl[v];
		if (v != NONE && v < nval0 && repl[v] != NONE) {
			/* undo: nothing of f changed yet but the appended
			 * values, uses and pool */
			f->nval = nval0;
			f->nuse = nuse0;
			f->npool = npool0;
			free(ops);
			free(repl);
			free(on);
			return 0;
		}
		repl[i] = v;
	}
	for (i = 0; i < f->nuse; i++)
		if (f->uses[i] < nval0 && repl[f->uses[i]] != NONE)
			f->uses[i] = repl[f->uses[i]];

	/* drop the inlined instances' result values, renumber the rest */
	drop = xcalloc((size_t)f->nval + 1, 1);
	for (i = 0; i + 1 < n; i++)
		if (on[i])
			for (k = 0; k < f->ops[i].nres; k++)
				drop[f->ops[i].res + k] = 1;
	/* newid[i]: the kept values before i (so i's new id when kept, and
	 * a result-less op's position stays in range) */
	nv = f->nval;
	newid = xmalloc(((size_t)nv + 1) * sizeof *newid);
	for (i = 0, k = 0; i < nv; i++) {
		newid[i] = k;
		if (!drop[i])
			f->vals[k++] = f->vals[i];
	}
	newid[nv] = k;
	f->nval = k;
	for (i = 0; i < f->nuse; i++)
		f->uses[i] = newid[f->uses[i]];
	for (i = 0; i < nops; i++)
		ops[i].res = newid[ops[i].res < nv ? ops[i].res : nv];
	f->blocks[0].arg = f->blocks[0].narg ? newid[f->blocks[0].arg] :
		f->blocks[0].arg;
	for (i = 0; i < f->nval; i++)
		if (f->vals[i].def != NONE)
			f->vals[i].def = NONE;
	for (i = 0; i < nops; i++)
		for (k = 0; k < ops[i].nres; k++)
			f->vals[ops[i].res + k].def = i;
	free(f->ops);
	f->ops = ops;
	f->nop = f->cap_op = nops;
	if (!f->cap_op)
		f->cap_op = 1;
	f->blocks[0].op = 0;
	f->blocks[0].nop = nops;
	free(drop);
	free(newid);
	free(repl);
	free(on);
	return count;
}

uint32_t inline_cycle_instances(Module *m)
{
	uint32_t fi, round, total = 0, did;

	for (fi = 0; fi < m->nfunc; fi++) {
		Func *f = &m->funcs[fi];
		if (!plain_hw_body(f))
			continue;
		for (round = 0; round <= m->nfunc; round++) {
			did = inline_round(m, fi);
			total += did;
			if (!did)
				break;
		}
	}
	return total;
}
