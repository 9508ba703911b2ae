/* ir.c: the IR containers (Module, Func) with their append functions.
 * All O(1) amortized. */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

const char *type_str(Type t, char buf[16])
{
	if (t == TY_INDEX)
		return "index";
	if (t == TY_I0)
		return "i0";
	snprintf(buf, 16, "i%d", (int)t);
	return buf;
}

#define LIMIT (1u << 30)

Func *module_add_func(Module *m)
{
	Func *f;
	grow((void **)&m->funcs, &m->cap_func, m->nfunc + 1, sizeof *m->funcs,
		LIMIT, "functions");
	f = &m->funcs[m->nfunc++];
	memset(f, 0, sizeof *f);
	return f;
}

uint32_t func_add_value(Func *f, Type ty, uint32_t def, uint32_t block,
	uint32_t idx, const char *name, Loc loc)
{
	grow((void **)&f->vals, &f->cap_val, f->nval + 1, sizeof *f->vals,
		LIMIT, "values");
	f->vals[f->nval] = (Value){ty, def, block, idx, name, NULL, loc};
	return f->nval++;
}

uint32_t func_add_use(Func *f, uint32_t v)
{
	grow((void **)&f->uses, &f->cap_use, f->nuse + 1, sizeof *f->uses,
		LIMIT, "operands");
	f->uses[f->nuse] = v;
	return f->nuse++;
}

uint32_t func_add_pool(Func *f, const Word *w, uint32_t n)
{
	uint32_t at = f->npool;
	grow((void **)&f->pool, &f->cap_pool, (uint64_t)f->npool + n,
		sizeof *f->pool, LIMIT, "constant words");
	if (n)
		memcpy(f->pool + at, w, n * sizeof *w);
	f->npool += n;
	return at;
}

int module_find(const Module *m, const char *name)
{
	uint32_t i;
	for (i = 0; i < m->nfunc; i++)
		if (!strcmp(m->funcs[i].name, name))
			return (int)i;
	return -1;
}

/* Depth-first over the call graph from top (explicit stack, each
 * function once); with top NONE every function with a body is a root, in
 * file order.  O(ops). */
int module_no_behaviour(const Module *m, uint32_t top, const char *what)
{
	uint8_t *seen = xcalloc((size_t)m->nfunc + 1, 1);
	uint32_t *stack = xmalloc(((size_t)m->nfunc + 1) * sizeof *stack);
	uint32_t n = 0, i, k, r;
	const Op *bad = NULL;

	for (r = 0; r < m->nfunc && !bad; r++) {
		if ((top == NONE ? m->funcs[r].is_decl : r != top) || seen[r])
			continue;
		seen[r] = 1, stack[n++] = r;
		while (n && !bad) {
			const Func *f = &m->funcs[stack[--n]];
			for (i = 0; i < f->nop && !bad; i++) {
				const Op *o = &f->ops[i];
				if ((o->op != OP_CALL && o->op != OP_INSTANCE) ||
				    o->callee == NONE)
					continue;
				k = o->callee;
				if (m->funcs[k].is_decl)
					bad = o;
				else if (!seen[k])
					seen[k] = 1, stack[n++] = k;
			}
		}
	}
	if (bad)
		diag_error(m->ctx, bad->loc, "cannot %s '%s': it is an external "
			"module (a declaration without a body), which has no "
			"behaviour", what, m->funcs[bad->callee].name);
	free(seen);
	free(stack);
	return bad != NULL;
}

void module_free(Module *m)
{
	uint32_t i;
	for (i = 0; i < m->nfunc; i++) {
		Func *f = &m->funcs[i];
		free(f->blocks);
		free(f->ops);
		free(f->vals);
		free(f->uses);
		free(f->pool);
	}
	free(m->funcs);
	arena_free(&m->arena);
	free(m->text);
	memset(m, 0, sizeof *m);
}
