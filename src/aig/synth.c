/* synth.c: technology-independent AIG optimization scripts: a sequence of
 * the in-place passes, named by short words as ABC users know them.
 *
 *   b     balance (balance.c)
 *   rw    DAG-aware rewriting with 4-input cuts (cutrw.c); rwz: zero-gain
 *         replacements too
 *   rf    refactoring over 10-leaf cuts (refactor.c); rfz: zero-gain too
 *   rs    resubstitution over 8-leaf windows, one new node (resub.c);
 *         rs[z][LEAVES][:NODES]: zero-gain moves too, the window size
 *         (4..12), the new nodes allowed (0..2), e.g. rs6, rsz10:2
 *
 * Every pass keeps levels (no PO gets deeper) except balance, which only
 * lowers them.  The default script (SYNTH_DEFAULT) is the one the LUT
 * script runs: rewriting and refactoring with and without zero-gain
 * moves, balancing between them, and resubstitution with growing windows
 * (the shape of ABC's dc2 and compress2rs).
 *
 * Cost: the sum of the passes' (each linear in the graph for its fixed
 * window sizes).  Requires nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

typedef struct {
	char pass;      /* 'b', 'w' (rewrite), 'f' (refactor), 's' (resub) */
	int zero;       /* zero-gain moves */
	uint32_t leaves; /* resub window (0: default) */
	int nodes;      /* resub nodes (0: default) */
} Step;

/* Parse one word; 0 if it is not a step. */
static int parse_step(const char *w, size_t n, Step *st)
{
	char s[16], *q;
	memset(st, 0, sizeof *st);
	if (n == 0 || n >= sizeof s)
		return 0;
	memcpy(s, w, n);
	s[n] = 0;
	if (!strcmp(s, "b")) {
		st->pass = 'b';
		return 1;
	}
	if (!strcmp(s, "rw") || !strcmp(s, "rwz") || !strcmp(s, "rf") ||
		!strcmp(s, "rfz")) {
		st->pass = s[1] == 'w' ? 'w' : 'f';
		st->zero = s[2] == 'z';
		return 1;
	}
	if (s[0] != 'r' || s[1] != 's')
		return 0;
	st->pass = 's';
	q = s + 2;
	if (*q == 'z')
		st->zero = 1, q++;
	if (*q >= '0' && *q <= '9') {
		st->leaves = (uint32_t)strtoul(q, &q, 10);
		if (st->leaves < 4 || st->leaves > 12)
			return 0;
	}
	if (*q == ':') {
		if (q[1] < '0' || q[1] > '2')
			return 0;
		st->nodes = q[1] - '0';
		q += 2;
	}
	return *q == 0;
}

static void run_step(Aig *g, const Step *s, const Lib4 *lib)
{
	if (s->pass == 'b') {
		Aig out;
		aig_balance(g, &out);
		aig_replace(g, &out);
	} else if (s->pass == 'w') {
		CutRwParams p;
		CutRwStats st;
		cutrw_params_default(&p);
		p.zero = s->zero;
		p.lib = lib;
		aig_cut_rewrite(g, &p, &st);
	} else if (s->pass == 'f') {
		RefactorParams p;
		RefactorStats st;
		refactor_params_default(&p);
		p.zero = s->zero;
		aig_refactor(g, &p, &st);
	} else {
		ResubParams p;
		ResubStats st;
		resub_params_default(&p);
		p.zero = s->zero;
		if (s->leaves)
			p.leaves = s->leaves;
		if (s->nodes)
			p.nodes = s->nodes;
		aig_resub(g, &p, &st);
	}
}

int synth_valid(const char *script)
{
	const char *w = script;
	Step s;
	while (*w) {
		size_t n = strcspn(w, "; ,");
		if (n && !parse_step(w, n, &s))
			return 0;
		w += n;
		w += strspn(w, "; ,");
	}
	return 1;
}

void aig_synth(Aig *g, const char *script, SynthStats *st)
{
	const char *w = script ? script : SYNTH_DEFAULT;
	double t0 = now_seconds();
	Lib4 lib;

	memset(st, 0, sizeof *st);
	lib4_init(&lib);
	aig_cleanup(g);
	st->and_in = g->nand;
	st->lev_in = aig_depth(g);
	while (*w) {
		size_t n = strcspn(w, "; ,");
		Step s;
		if (n && !parse_step(w, n, &s))
			die("aig_synth: unknown step '%.*s'", (int)n, w);
		if (n) {
			run_step(g, &s, &lib);
			st->steps++;
		}
		w += n;
		w += strspn(w, "; ,");
	}
	st->and_out = g->nand;
	st->lev_out = aig_depth(g);
	lib4_free(&lib);
	st->seconds = now_seconds() - t0;
}
