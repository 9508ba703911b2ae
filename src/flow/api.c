/* api.c: the public C API (include/combc/combc.h) over the flow.  Each
 * handle owns its context (Ctx), so nothing is shared between handles;
 * every entry point that allocates runs under ctx_protect, so "design too
 * large" is an error return, never an exit.  Cost: that of the flow. */
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"
#include "combc/combc.h"

struct CombcModule {
	Ctx ctx;        /* diagnostics of this module */
	Module m;       /* the verified module */
	char *text;     /* copy of the source (diagnostics quote it) */
	char *name;     /* copy of its name (diagnostics give it) */
};

struct CombcEvaluator {
	CombcModule *mod;     /* the module (not owned) */
	Evaluator *e;
	const Func *f;        /* the function evaluated */
	unsigned W;           /* index width */
	Word **in, **out;     /* per port: BV_WORDS(width) words */
};

static void set_sink(Ctx *c, combc_diag_fn diag, void *user)
{
	c->sink = diag;
	c->sink_user = user;
}

/* A call on a module begins: its diagnostics are all passed on (none is
 * taken for a repeat of the last call's), and the statistics that only
 * the command line prints are not kept. */
static int call_begin(Ctx *c)
{
	c->ndiag = 0;
	c->last_diag = 0;
	free(c->stat);
	c->stat = NULL;
	c->nstat = c->cap_stat = 0;
	return c->nerror;
}

/* The return of a call that failed (rc != 0): the number of errors it
 * reported, at least 1. */
static int call_errors(const Ctx *c, int rc, int nerror0)
{
	return !rc ? 0 : c->nerror > nerror0 ? c->nerror - nerror0 : 1;
}

/* ------------------------------------------------------------- parse */

typedef struct {
	CombcModule *c;
	const char *name;
	size_t len;
} ParseJob;

static int run_parse(Ctx *ctx, void *arg)
{
	ParseJob *j = arg;
	if (parse_mlir(ctx, &j->c->m, j->name, j->c->text, j->len))
		return 1;
	return verify_module(&j->c->m) ? 1 : 0;
}

/* combc_parse, *nerror: the errors it reported */
static CombcModule *parse_counted(const char *name, const char *text,
	size_t len, combc_diag_fn diag, void *user, int *nerror)
{
	CombcModule *c = calloc(1, sizeof *c);
	ParseJob j = {c, NULL, len};
	size_t nlen;

	if (!c)
		return NULL;
	set_sink(&c->ctx, diag, user);
	name = name ? name : "<input>";
	nlen = strlen(name);
	c->text = malloc(len + 1);
	c->name = malloc(nlen + 1);
	if (!c->text || !c->name) {
		free(c->text);
		free(c->name);
		free(c);
		return NULL;
	}
	if (len)
		memcpy(c->text, text, len);
	c->text[len] = 0;
	memcpy(c->name, name, nlen + 1);
	j.name = c->name;
	if (ctx_protect(&c->ctx, run_parse, &j)) {
		*nerror = c->ctx.nerror > 0 ? c->ctx.nerror : 1;
		combc_free(c);
		return NULL;
	}
	return c;
}

CombcModule *combc_parse(const char *name, const char *text, size_t len,
	combc_diag_fn diag, void *user)
{
	int n;
	return parse_counted(name, text, len, diag, user, &n);
}

void combc_free(CombcModule *c)
{
	if (!c)
		return;
	module_free(&c->m);
	ctx_free(&c->ctx);
	free(c->text);
	free(c->name);
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

/* ------------------------------------------------------------- compile */

const char *combc_backend(unsigned i)
{
	return i < NEMIT_ ? backends[i].name : NULL;
}

/* CombcOptions -> CompileParams; 0 or 1 (diagnosed on c) */
static int params_from(Ctx *c, const CombcOptions *o, CompileParams *p)
{
	const Loc nowhere = {NONE, 0, 0};

	compile_params_default(p);
	if (!o)
		return 0;
	if (o->emit) {
		const Backend *be = backend_find(o->emit);
		if (!be) {
			diag_error(c, nowhere, "unknown output kind '%s'",
				o->emit);
			return 1;
		}
		p->emit = (EmitKind)(be - backends);
	}
	p->top = o->top;
	if (o->index_width) {
		if (o->index_width != 32 && o->index_width != 64) {
			diag_error(c, nowhere, "index width must be 32 or 64, "
				"not %u", o->index_width);
			return 1;
		}
		p->index_width = o->index_width;
		p->index_fixed = 1;
	}
	if (o->opt < -1 || o->opt > 2) {
		diag_error(c, nowhere, "optimization level %d (use -1, 1, 2)",
			o->opt);
		return 1;
	}
	p->opt = o->opt < 0 ? 0 : o->opt ? o->opt : 1;
	if (o->lut_size && (o->lut_size < 2 || o->lut_size > LUT_KMAX)) {
		diag_error(c, nowhere, "LUT size %d (use 2..%d)", o->lut_size,
			LUT_KMAX);
		return 1;
	}
	if (o->lut_size)
		p->lut_size = o->lut_size;
	if ((p->emit == EMIT_LUT_ICE40 || p->emit == EMIT_ICE40) &&
	    o->lut_size > 4) {
		diag_error(c, nowhere, "%s maps to 4-input LUTs, not LUT size "
			"%d", backends[p->emit].name, o->lut_size);
		return 1;
	}
	if (o->lut_depth < -1 || o->lut_depth >= (int)LUT_DEPTH_ANY) {
		diag_error(c, nowhere, "LUT depth %d (use 0, -1 or 1..%u)",
			o->lut_depth, LUT_DEPTH_ANY - 1);
		return 1;
	}
	p->lut_depth = o->lut_depth < 0 ? LUT_DEPTH_ANY :
		(uint32_t)o->lut_depth;
	p->lut_pad = o->lut_pad != 0;
	p->flatten = o->flatten != 0;
	p->check = 0;
	return 0;
}

/* Hand the buffer over (empty output: an empty string). */
static void give(Buf *b, char **out, size_t *len)
{
	if (!b->s)
		buf_putn(b, "", 0);
	*out = b->s;
	if (len)
		*len = b->len;
	b->s = NULL;
}

typedef struct {
	const CompileParams *p;
	const Module *m;         /* MLIR input, or NULL */
	const char *name;        /* netlist input */
	const char *text;
	size_t len;
	Buf out;
} CompileJob;

static int run_compile(Ctx *c, void *arg)
{
	CompileJob *j = arg;
	if (j->m)
		return compile_module(j->p, j->m, &j->out);
	return compile_netlist(c, j->p, j->name, j->text, j->len, &j->out);
}

int combc_compile(CombcModule *c, const CombcOptions *o, char **out,
	size_t *len)
{
	CompileParams p;
	CompileJob j = {&p, &c->m, NULL, NULL, 0, {0}};
	int n, e0 = call_begin(&c->ctx);

	*out = NULL;
	if (len)
		*len = 0;
	if (params_from(&c->ctx, o, &p))
		return 1;
	n = ctx_protect(&c->ctx, run_compile, &j);
	if (!n)
		give(&j.out, out, len);
	buf_free(&j.out);
	return call_errors(&c->ctx, n, e0);
}

int combc_compile_text(const char *name, const char *text, size_t len,
	const CombcOptions *o, combc_diag_fn diag, void *user, char **out,
	size_t *outlen)
{
	CompileParams p;
	Ctx ctx = {0};
	CompileJob j = {&p, NULL, name ? name : "<input>", text, len, {0}};
	int n;

	*out = NULL;
	if (outlen)
		*outlen = 0;
	set_sink(&ctx, diag, user);
	if (params_from(&ctx, o, &p)) {
		ctx_free(&ctx);
		return 1;
	}
	if (!is_netlist_path(j.name)) {
		CombcModule *c = parse_counted(j.name, text, len, diag, user,
			&n);
		ctx_free(&ctx);
		if (!c)
			return n;
		n = combc_compile(c, o, out, outlen);
		combc_free(c);
		return n;
	}
	n = ctx_protect(&ctx, run_compile, &j);
	if (!n)
		give(&j.out, out, outlen);
	buf_free(&j.out);
	n = call_errors(&ctx, n, 0);
	ctx_free(&ctx);
	return n;
}

void combc_buffer_free(char *buf)
{
	free(buf);
}

/* ------------------------------------------------------------- evaluate */

typedef struct {
	CombcEvaluator *ev;
	const char *name;
} EvalJob;

static int run_evaluator_new(Ctx *c, void *arg)
{
	EvalJob *j = arg;
	CombcEvaluator *ev = j->ev;
	const Module *m = &ev->mod->m;
	int k = j->name ? module_find(m, j->name) : -1;
	uint32_t i;

	if (!j->name) {
		diag_error(c, (Loc){NONE, 0, 0}, "the evaluator needs the name "
			"of a function or module");
		return 1;
	}
	if (k < 0) {
		diag_error(c, (Loc){NONE, 0, 0}, "no function or module named "
			"'%s'", j->name);
		return 1;
	}
	ev->f = &m->funcs[k];
	ev->e = eval_new(m, (uint32_t)k, ev->W);
	if (!ev->e)
		return 1;
	ev->in = xcalloc(ev->f->nin + 1, sizeof *ev->in);
	ev->out = xcalloc(ev->f->nout + 1, sizeof *ev->out);
	for (i = 0; i < ev->f->nin; i++)
		ev->in[i] = xcalloc(BV_WORDS(type_width(ev->f->in_ty[i],
			ev->W)), sizeof **ev->in);
	for (i = 0; i < ev->f->nout; i++)
		ev->out[i] = xcalloc(BV_WORDS(type_width(ev->f->out_ty[i],
			ev->W)), sizeof **ev->out);
	return 0;
}

CombcEvaluator *combc_evaluator_new(CombcModule *c, const char *name,
	unsigned index_width)
{
	CombcEvaluator *ev;
	EvalJob j;

	call_begin(&c->ctx);
	if (index_width != 32 && index_width != 64) {
		diag_error(&c->ctx, (Loc){NONE, 0, 0}, "index width must be 32 "
			"or 64, not %u", index_width);
		return NULL;
	}
	ev = calloc(1, sizeof *ev);
	if (!ev)
		return NULL;
	ev->mod = c;
	ev->W = index_width;
	j.ev = ev;
	j.name = name;
	if (ctx_protect(&c->ctx, run_evaluator_new, &j)) {
		combc_evaluator_free(ev);
		return NULL;
	}
	return ev;
}

void combc_evaluator_free(CombcEvaluator *ev)
{
	uint32_t i;

	if (!ev)
		return;
	for (i = 0; ev->in && i < ev->f->nin; i++)
		free(ev->in[i]);
	for (i = 0; ev->out && i < ev->f->nout; i++)
		free(ev->out[i]);
	free(ev->in);
	free(ev->out);
	eval_free(ev->e);
	free(ev);
}

unsigned combc_evaluator_inputs(const CombcEvaluator *ev)
{
	return ev->f->nin;
}

unsigned combc_evaluator_outputs(const CombcEvaluator *ev)
{
	return ev->f->nout;
}

unsigned combc_evaluator_input_width(const CombcEvaluator *ev, unsigned i)
{
	return i < ev->f->nin ? type_width(ev->f->in_ty[i], ev->W) : 0;
}

unsigned combc_evaluator_output_width(const CombcEvaluator *ev, unsigned i)
{
	return i < ev->f->nout ? type_width(ev->f->out_ty[i], ev->W) : 0;
}

int combc_evaluate(CombcEvaluator *ev, const uint64_t *const *in,
	uint64_t *const *out)
{
	uint32_t i;

	for (i = 0; i < ev->f->nin; i++) {
		unsigned w = type_width(ev->f->in_ty[i], ev->W);
		memcpy(ev->in[i], in[i], BV_WORDS(w) * sizeof **ev->in);
		bv_normalize(ev->in[i], w);
	}
	if (eval_run(ev->e, (const Word *const *)ev->in, ev->out))
		return -1;
	for (i = 0; i < ev->f->nout; i++)
		memcpy(out[i], ev->out[i], BV_WORDS(type_width(
			ev->f->out_ty[i], ev->W)) * sizeof **ev->out);
	return 0;
}

int combc_eval_u64(CombcModule *c, const char *name, unsigned index_width,
	const uint64_t *in, size_t nin, uint64_t *out, size_t nout)
{
	CombcEvaluator *ev;
	const uint64_t **ip;
	uint64_t **op;
	size_t i;
	int rc = -1;

	if (!name || module_find(&c->m, name) < 0)
		return -1;
	ev = combc_evaluator_new(c, name, index_width);
	if (!ev)
		return -1;
	if (nin == ev->f->nin && nout == ev->f->nout) {
		rc = 0;
		for (i = 0; i < nin; i++)
			rc |= combc_evaluator_input_width(ev, (unsigned)i) > 64;
		for (i = 0; i < nout; i++)
			rc |= combc_evaluator_output_width(ev, (unsigned)i) > 64;
		rc = rc ? -1 : 0;
	}
	ip = calloc(nin + 1, sizeof *ip);
	op = calloc(nout + 1, sizeof *op);
	if (!rc && ip && op) {
		for (i = 0; i < nin; i++)
			ip[i] = &in[i];
		for (i = 0; i < nout; i++)
			op[i] = &out[i];
		rc = combc_evaluate(ev, ip, op);
	} else {
		rc = -1;
	}
	free(ip);
	free(op);
	combc_evaluator_free(ev);
	return rc;
}
