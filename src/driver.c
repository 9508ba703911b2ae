/* driver.c: the pipeline, written out in order in one place (QBE main.c):
 *   read -> parse -> verify -> [lower -> optimize -> emit]
 * Each phase reports through diag.c; a phase with errors stops the run.
 * Cost: the sum of the phases. */
#include <stdlib.h>
#include <string.h>

#include "all.h"

int load_module(const Options *o, Module *m)
{
	size_t len;
	double t0 = now_seconds(), t1;
	char *text = read_file(o->input, &len);
	int n;
	uint32_t i, nop = 0;

	if (!text) {
		fprintf(stderr, "combc: error: cannot read '%s'\n", o->input);
		return 1;
	}
	/* the text must outlive the module: diagnostics quote it later */
	n = parse_mlir(m, strcmp(o->input, "-") ? o->input : "<stdin>", text,
		len);
	m->text = text;
	t1 = now_seconds();
	for (i = 0; i < m->nfunc; i++)
		nop += m->funcs[i].nop;
	stats_add("parse", t1 - t0, "bytes=%zu functions=%u ops=%u", len,
		m->nfunc, nop);
	if (n)
		return n;
	n = verify_module(m);
	stats_add("verify", now_seconds() - t1, "errors=%d", n);
	return n;
}

int pick_top(const Options *o, const Module *m, int need_one, uint32_t *top)
{
	uint32_t i, n = 0, last = NONE;

	if (o->top) {
		int k = module_find(m, o->top);
		if (k < 0) {
			fprintf(stderr, "combc: error: no function or module named "
				"'%s' in %s\n", o->top, m->filename);
			return 1;
		}
		if (m->funcs[k].is_decl) {
			fprintf(stderr, "combc: error: '%s' is a declaration "
				"without a body\n", o->top);
			return 1;
		}
		*top = (uint32_t)k;
		return 0;
	}
	for (i = 0; i < m->nfunc; i++)
		if (!m->funcs[i].is_decl)
			n++, last = i;
	if (!n) {
		fprintf(stderr, "combc: error: %s has no function or module with "
			"a body\n", m->filename);
		return 1;
	}
	if (need_one && n > 1) {
		fprintf(stderr, "combc: error: %s has %u functions and modules; "
			"choose one with --top=NAME\n", m->filename, n);
		return 1;
	}
	*top = need_one ? last : NONE;
	return 0;
}

uint8_t *reachable_funcs(const Module *m, uint32_t top)
{
	uint8_t *keep = xcalloc(m->nfunc + 1, 1);
	uint32_t *stack, n = 0, i, k;

	if (top == NONE) {
		memset(keep, 1, m->nfunc);
		return keep;
	}
	stack = xmalloc((m->nfunc + 1) * sizeof *stack);
	keep[top] = 1;
	stack[n++] = top;
	while (n) {
		const Func *f = &m->funcs[stack[--n]];
		for (i = 0; i < f->nop; i++) {
			const Op *o = &f->ops[i];
			k = o->callee;
			if ((o->op == OP_CALL || o->op == OP_INSTANCE) &&
			    k != NONE && !keep[k]) {
				keep[k] = 1;
				stack[n++] = k;
			}
		}
	}
	free(stack);
	return keep;
}

int compile_module(const Options *o, const Module *m, uint32_t top, Buf *out)
{
	if (!strcmp(o->emit, "mlir")) {
		uint8_t *keep = reachable_funcs(m, top);
		print_module(m, keep, out);
		free(keep);
		return 0;
	}
	fprintf(stderr, "combc: error: --emit=%s is not available yet\n",
		o->emit);
	return 1;
}
