/* ops.c: the op, spelling and predicate tables generated from ops.h, and
 * their lookups (linear in the small, fixed tables). */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

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

int pred_swap(int pred)
{
	switch (pred) {
	case PRED_SLT: return PRED_SGT;
	case PRED_SLE: return PRED_SGE;
	case PRED_SGT: return PRED_SLT;
	case PRED_SGE: return PRED_SLE;
	case PRED_ULT: return PRED_UGT;
	case PRED_ULE: return PRED_UGE;
	case PRED_UGT: return PRED_ULT;
	case PRED_UGE: return PRED_ULE;
	default: return pred;
	}
}

/* comb's two-state aliases ceq/cne/weq/wne mean eq/ne (README, Semantics). */
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

