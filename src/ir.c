/* ir.c: the op tables generated from ops.h, and the IR containers
 * (Module, Func) with their append functions.  All O(1) amortized except
 * the lookups, which are linear in the (small, fixed) tables. */
#include <stdlib.h>
#include <string.h>

#include "all.h"

static const struct {
	const char *name;
	int arity;
	unsigned flags;
} optab[] = {
#define X(e, n, a, f) {n, a, f},
	OPS(X)
#undef X
};

static const struct {
	const char *name;
	int op;
	int syntax;
} spelltab[] = {
#define S(n, o, s) {n, OP_##o, s},
	SPELLINGS(S)
#undef S
};

static const char *predtab[] = {
#define P(e, n) n,
	PREDS(P)
#undef P
};

const char *op_name(int op)
{
	return op >= 0 && op < NOP_ ? optab[op].name : "?";
}

int op_arity(int op)
{
	return optab[op].arity;
}

unsigned op_flags(int op)
{
	return optab[op].flags;
}

const char *spell_name(int spell)
{
	return spell >= 0 && (size_t)spell < countof(spelltab) ?
		spelltab[spell].name : "?";
}

/* Find an op spelling; bare names ("addi", "return") are std ops.
 * Returns the spelling index and sets *op and *syntax, or -1. */
int spell_lookup(const char *name, size_t n, int *op, int *syntax)
{
	char tmp[64];
	size_t i;

	static const char *const modern[][2] = {{"return", "func.return"},
		{"call", "func.call"}, {"br", "cf.br"}, {"cond_br", "cf.cond_br"}};

	for (i = 0; i < countof(modern); i++)
		if (strlen(modern[i][0]) == n && !memcmp(modern[i][0], name, n)) {
			name = modern[i][1];
			n = strlen(name);
		}
	if (!memchr(name, '.', n)) {
		if (n + 4 >= sizeof tmp)
			return -1;
		memcpy(tmp, "std.", 4);
		memcpy(tmp + 4, name, n);
		name = tmp;
		n += 4;
	}
	for (i = 0; i < countof(spelltab); i++) {
		if (strlen(spelltab[i].name) == n &&
		    !memcmp(spelltab[i].name, name, n)) {
			*op = spelltab[i].op;
			*syntax = spelltab[i].syntax;
			return (int)i;
		}
	}
	return -1;
}

void spell_info(int spell, int *op, int *syntax)
{
	*op = spelltab[spell].op;
	*syntax = spelltab[spell].syntax;
}

const char *pred_name(int pred)
{
	return pred >= 0 && pred < NPRED_ ? predtab[pred] : "?";
}

/* comb's two-state aliases ceq/cne/weq/wne mean eq/ne (spec section 2). */
int pred_lookup(const char *name, size_t n)
{
	static const struct { const char *s; int p; } alias[] = {
		{"ceq", PRED_EQ}, {"cne", PRED_NE},
		{"weq", PRED_EQ}, {"wne", PRED_NE},
	};
	size_t i;

	for (i = 0; i < NPRED_; i++)
		if (strlen(predtab[i]) == n && !memcmp(predtab[i], name, n))
			return (int)i;
	for (i = 0; i < countof(alias); i++)
		if (strlen(alias[i].s) == n && !memcmp(alias[i].s, name, n))
			return alias[i].p;
	return -1;
}

const char *type_str(Type t, char buf[16])
{
	if (t == TY_INDEX)
		return "index";
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
	f->vals[f->nval] = (Value){ty, def, block, idx, name, loc};
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
