/* api.c: the public C API (include/combc/combc.h) over the internal one.
 * Thin wrappers: parse+verify, names, and a <= 64-bit evaluation call. */
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"
#include "combc/combc.h"

struct CombcModule {
	Ctx ctx;        /* diagnostics of this module */
	Module m;       /* the verified module */
	char *text;     /* copy of the source (diagnostics quote it) */
};

CombcModule *combc_parse(const char *name, const char *text, size_t len)
{
	CombcModule *c = xcalloc(1, sizeof *c);
	c->text = xmalloc(len + 1);
	memcpy(c->text, text, len);
	c->text[len] = 0;
	if (parse_mlir(&c->ctx, &c->m, name, c->text, len) ||
	    verify_module(&c->m)) {
		combc_free(c);
		return NULL;
	}
	return c;
}

void combc_free(CombcModule *c)
{
	if (!c)
		return;
	module_free(&c->m);
	ctx_free(&c->ctx);
	free(c->text);
	free(c);
}

unsigned combc_count(const CombcModule *c)
{
	return c->m.nfunc;
}

const char *combc_name(const CombcModule *c, unsigned i)
{
	return i < c->m.nfunc ? c->m.funcs[i].name : NULL;
}

int combc_eval_u64(CombcModule *c, const char *name, unsigned index_width,
	const uint64_t *in, size_t nin, uint64_t *out, size_t nout)
{
	int k = module_find(&c->m, name);
	const Func *f;
	Word *iv, *ov;
	const Word **ip;
	Word **op;
	Evaluator *e;
	size_t i;
	int rc = -1;

	if (k < 0 || (index_width != 32 && index_width != 64))
		return -1;
	f = &c->m.funcs[k];
	if (f->is_decl || nin != f->nin || nout != f->nout)
		return -1;
	for (i = 0; i < nin; i++)
		if (type_width(f->in_ty[i], index_width) > 64)
			return -1;
	for (i = 0; i < nout; i++)
		if (type_width(f->out_ty[i], index_width) > 64)
			return -1;
	iv = xcalloc(nin + 1, sizeof *iv);
	ov = xcalloc(nout + 1, sizeof *ov);
	ip = xcalloc(nin + 1, sizeof *ip);
	op = xcalloc(nout + 1, sizeof *op);
	for (i = 0; i < nin; i++) {
		bv_from_u64(&iv[i], type_width(f->in_ty[i], index_width), in[i]);
		ip[i] = &iv[i];
	}
	for (i = 0; i < nout; i++)
		op[i] = &ov[i];
	e = eval_new(&c->m, (uint32_t)k, index_width);
	if (e && eval_run(e, ip, op) == 0) {
		for (i = 0; i < nout; i++)
			out[i] = ov[i];
		rc = 0;
	}
	eval_free(e);
	free(iv);
	free(ov);
	free(ip);
	free(op);
	return rc;
}
