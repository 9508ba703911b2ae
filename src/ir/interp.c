/* interp.c: the reference evaluator, the oracle every other phase of combc
 * is checked against (README, Semantics).
 *
 * The evaluator compiles the top function and everything it calls or
 * instantiates into flat instruction arrays, one Code per function, then
 * interprets them:
 *   - every SSA value gets a fixed slot in its function's frame (value
 *     storage is laid out once, in eval_new);
 *   - func.func (SSACFG region): blocks are emitted in order and executed
 *     by following br/cond_br, which copy their arguments into the target
 *     block's argument slots;
 *   - hw.module (graph region, one block, uses may precede defs): ops are
 *     emitted in a topological order computed by an iterative DFS;
 *   - calls and instances push a control record on an explicit stack and
 *     run the callee in a frame placed right after the caller's.  The call
 *     graph is acyclic (verified), so the deepest frame stack and control
 *     stack are computed in eval_new and allocated once: eval_run never
 *     allocates and nothing recurses on the input.
 * Instructions whose widths are all <= 64 bits and whose op is one of the
 * simple ones (add sub mul and or xor not icmp extract concat ext/trunc
 * shifts mux const) take an inline one-word fast path; everything else
 * goes through eval_apply.  tests/unit/test_eval.c checks the fast paths
 * against eval_apply.
 *
 * eval_batch runs up to MAX_LANES vectors side by side when no compiled
 * function branches: each instruction is dispatched once for all of them
 * and its fast path is a tight loop over the lanes (see exec()).  With
 * branches, vectors could diverge, so they run one at a time.  Measured on
 * 1,000 random 32-bit comb ops: about 6 ns per op and vector one at a
 * time, under 1 ns in lanes.
 *
 * Cost: eval_new O(ops + values + operands) time and memory (frames:
 * the deepest call chain's words, times the lanes, at most LANE_WORDS
 * unless one chain alone is larger); eval_run O(executed ops x their word
 * counts), except mul/div (bv.c).
 *
 * Requires a verified module (verify.c).  IR invariants relied on: the
 * entry block is blocks[0] and its arguments are the inputs; a block's
 * last op is its only terminator; CONDBR operands are [cond] ++ args of
 * succ[0] ++ args of succ[1]; CONST pool holds BV_WORDS(w) words for iN
 * and one 64-bit word for index; TT pool holds npool bits; LUT pool holds
 * npool coefficients then `pred` table entries; CALL/INSTANCE operands
 * are in the callee's input order and callee is a valid function index;
 * the CFG of a func.func is acyclic and defs dominate uses; hw.module
 * bodies have no combinational cycles.
 */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* ------------------------------------------------------------ compiled code */

/* instruction kinds */
enum {
	K_APPLY,   /* eval_apply(op, ...) */
	K_CONST,   /* copy x words from Code.cpool + y (CONST, SIZEOF) */
	K_BR,      /* move operands to the target's block arguments; jump x */
	K_CONDBR,  /* src[a] ? (first aux moves, jump x) : (the rest, jump y) */
	K_RET,     /* return / hw.output */
	K_CALL,    /* call or instance of Code aux; results at values x.. */
	K_DECL,    /* call of a declaration: a run-time error */
	/* one-word fast paths: w and every operand width <= 64 */
	K_CONST1, K_ADD, K_SUB, K_MUL, K_AND, K_OR, K_XOR, K_NOT, K_MUX,
	K_ICMP, K_EXTRACT, K_CONCAT, K_ZEXT, K_SEXT, K_SHL, K_SHRU, K_SHRS,
};

typedef struct {
	uint8_t kind;     /* K_* */
	uint8_t op;       /* K_APPLY: OP_* */
	uint16_t pad;
	uint32_t w;       /* result width */
	uint32_t dst;     /* frame offset of the result (K_CALL: unused) */
	uint32_t s0, s1, s2; /* frame offsets of the first three operands */
	uint32_t a, n;    /* all operands: Code.src/srcw[a .. a+n) */
	uint32_t aux;     /* EXTRACT low bit, ICMP pred, LUT ncoef, CONDBR
	                     number of succ[0] args, CALL callee, fast SEXT
	                     input width, CONCAT width of the low operand */
	uint32_t x, y;    /* CONST pool offset/words, branch targets, TT/LUT
	                     table (y = offset, x = bits or words), CALL first
	                     result value */
	uint32_t irop;    /* the IR op, for diagnostics */
	uint64_t m;       /* mask of the w low bits (fast paths) */
} Insn;

typedef struct {
	const Func *f;    /* NULL: not compiled (unreachable or declaration) */
	Insn *insn; uint32_t ninsn, cap_insn;
	uint32_t *src;    /* operand frame offsets */
	unsigned *srcw;   /* operand widths (eval_apply's argw) */
	uint32_t *mov;    /* branch operands: destination frame offsets */
	uint32_t nsrc, cap_src;
	uint32_t *voff;   /* frame offset of every value */
	uint32_t *vw;     /* width of every value (index resolved) */
	Word *cpool; uint32_t ncpool, cap_cpool; /* constants and tables */
	uint32_t frame;   /* frame size in words */
	uint64_t need;    /* words of stack for this function and callees */
	uint32_t depth;   /* control records for this function and callees */
} Code;

typedef struct {
	uint32_t code;    /* caller */
	uint32_t pc;      /* instruction after the call */
	size_t base;      /* caller's frame offset in the stack */
} Ctl;

struct Evaluator {
	const Module *m;
	unsigned W;       /* index width */
	uint32_t top;
	Code *code;       /* one per function of m */
	Word *stack;      /* frames, allocated once */
	Ctl *ctl;         /* control stack, allocated once */
	const Word **ptrs;/* operand pointers for eval_apply */
	uint32_t maxargs;
	size_t lanes;     /* vectors eval_batch runs side by side (1: code
	                     with branches, or a very large frame) */
	uint32_t nin, nout;
	uint32_t *in_w, *out_w; /* top's port widths */
};

#define LIMIT (1u << 31)

static uint64_t mask_of(unsigned w)
{
	return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
}

static uint32_t add_src(Code *c, uint32_t off, unsigned w, uint32_t mov)
{
	uint32_t cap = c->cap_src;
	grow((void **)&c->src, &c->cap_src, (uint64_t)c->nsrc + 1,
		sizeof *c->src, LIMIT, "operands");
	if (c->cap_src != cap) { /* src, srcw and mov share one capacity */
		size_t n = c->cap_src;
		c->srcw = xrealloc(c->srcw, n * sizeof *c->srcw);
		c->mov = xrealloc(c->mov, n * sizeof *c->mov);
	}
	c->src[c->nsrc] = off;
	c->srcw[c->nsrc] = w;
	c->mov[c->nsrc] = mov;
	return c->nsrc++;
}

static uint32_t add_cpool(Code *c, const Word *w, uint32_t n)
{
	uint32_t at = c->ncpool;
	grow((void **)&c->cpool, &c->cap_cpool, (uint64_t)c->ncpool + n + 1,
		sizeof *c->cpool, LIMIT, "constant words");
	memcpy(c->cpool + at, w, n * sizeof *w);
	c->ncpool += n;
	return at;
}

static Insn *add_insn(Code *c)
{
	Insn *I;
	grow((void **)&c->insn, &c->cap_insn, (uint64_t)c->ninsn + 1,
		sizeof *c->insn, LIMIT, "instructions");
	I = &c->insn[c->ninsn++];
	memset(I, 0, sizeof *I);
	return I;
}

/* The fast-path kind of a pure op, or K_APPLY. */
static int fast_kind(const Code *c, const Op *o, const Insn *I)
{
	uint32_t i;

	if (I->w > 64)
		return K_APPLY;
	for (i = 0; i < I->n; i++)
		if (c->srcw[I->a + i] > 64)
			return K_APPLY;
	switch (o->op) {
	case OP_ADD: return I->n == 2 ? K_ADD : K_APPLY;
	case OP_SUB: return K_SUB;
	case OP_MUL: return I->n == 2 ? K_MUL : K_APPLY;
	case OP_AND: return I->n == 2 ? K_AND : K_APPLY;
	case OP_OR: return I->n == 2 ? K_OR : K_APPLY;
	case OP_XOR: return I->n == 2 ? K_XOR : K_APPLY;
	case OP_NOT: return K_NOT;
	case OP_MUX: return K_MUX;
	case OP_ICMP: return K_ICMP;
	case OP_EXTRACT: return K_EXTRACT;
	case OP_CONCAT: return I->n == 2 ? K_CONCAT : K_APPLY;
	case OP_ZEXT: case OP_TRUNC: case OP_CASTU: return K_ZEXT;
	case OP_SEXT: case OP_CASTS: return K_SEXT;
	case OP_SHL: return K_SHL;
	case OP_SHRU: return K_SHRU;
	case OP_SHRS: return K_SHRS;
	}
	return K_APPLY;
}

/* Emit the instruction of IR op oi of c->f.  Branch targets are block
 * numbers here; compile_func() turns them into instruction indices. */
static void emit_op(Evaluator *e, Code *c, uint32_t oi)
{
	const Func *f = c->f;
	const Op *o = &f->ops[oi];
	Insn *I = add_insn(c);
	uint32_t i, v, nw;

	I->irop = oi;
	I->a = c->nsrc;
	I->n = o->nopnd;
	for (i = 0; i < o->nopnd; i++) {
		uint32_t mov = NONE;
		v = op_use(f, o, i);
		if (o->op == OP_BR)
			mov = c->voff[f->blocks[o->succ[0]].arg + i];
		else if (o->op == OP_CONDBR && i > 0) {
			uint32_t k = i - 1, s = 0;
			if (k >= o->nsucc_args[0])
				k -= o->nsucc_args[0], s = 1;
			mov = c->voff[f->blocks[o->succ[s]].arg + k];
		}
		add_src(c, c->voff[v], c->vw[v], mov);
	}
	I->s0 = o->nopnd > 0 ? c->src[I->a] : 0;
	I->s1 = o->nopnd > 1 ? c->src[I->a + 1] : 0;
	I->s2 = o->nopnd > 2 ? c->src[I->a + 2] : 0;
	if (o->nres == 1) {
		I->w = c->vw[o->res];
		I->dst = c->voff[o->res];
		I->m = mask_of(I->w);
	}
	if (o->nopnd > e->maxargs)
		e->maxargs = o->nopnd;

	switch (o->op) {
	case OP_CONST:
		nw = BV_WORDS(I->w);
		if (f->vals[o->res].ty == TY_INDEX) {
			Word tmp[1];
			bv_from_u64(tmp, I->w, f->pool[o->pool]);
			I->y = add_cpool(c, tmp, 1);
		} else {
			I->y = add_cpool(c, f->pool + o->pool, nw);
			bv_normalize(c->cpool + I->y, I->w);
		}
		I->x = nw;
		I->kind = I->w <= 64 ? K_CONST1 : K_CONST;
		return;
	case OP_SIZEOF: {
		Word tmp[1];
		bv_from_u64(tmp, I->w, e->W);
		I->y = add_cpool(c, tmp, 1);
		I->x = 1;
		I->kind = K_CONST1;
		return;
	}
	case OP_RETURN:
	case OP_OUTPUT:
		I->kind = K_RET;
		return;
	case OP_BR:
		I->kind = K_BR;
		I->x = o->succ[0];
		return;
	case OP_CONDBR:
		I->kind = K_CONDBR;
		I->aux = o->nsucc_args[0];
		I->x = o->succ[0];
		I->y = o->succ[1];
		return;
	case OP_CALL:
	case OP_INSTANCE:
		I->kind = e->m->funcs[o->callee].is_decl ? K_DECL : K_CALL;
		I->aux = o->callee;
		I->x = o->res;
		return;
	case OP_EXTRACT:
		I->aux = o->pred;
		break;
	case OP_ICMP:
		I->aux = o->pred;
		break;
	case OP_TT:
		I->x = o->npool;
		I->y = add_cpool(c, f->pool + o->pool, BV_WORDS(o->npool));
		break;
	case OP_LUT:
		I->aux = o->npool;
		I->x = o->npool + o->pred;
		I->y = add_cpool(c, f->pool + o->pool, o->npool + o->pred);
		break;
	case OP_INPUT:
	case OP_INSTRES:
		die("netlist op '%s' in the IR", op_name(o->op));
	}
	I->op = (uint8_t)o->op;
	I->kind = (uint8_t)fast_kind(c, o, I);
	if (I->kind == K_SEXT)
		I->aux = c->srcw[I->a];
	if (I->kind == K_CONCAT)
		I->aux = c->srcw[I->a + 1];
}

/* Topological order of the single block of an hw.module (graph region):
 * operands before users, the terminator last.  Iterative DFS, O(ops +
 * operands).  Writes the op indices into order[0 .. b->nop). */
static void graph_order(const Func *f, const Block *b, uint32_t *order)
{
	uint32_t n = b->nop, norder = 0, i, sp;
	uint8_t *state = xcalloc(n ? n : 1, 1); /* 0 new, 1 open, 2 done */
	uint32_t *stk = xmalloc((n ? n : 1) * sizeof *stk);
	uint32_t *next = xmalloc((n ? n : 1) * sizeof *next);

	for (i = 0; i + 1 < n; i++) { /* the terminator goes last */
		if (state[i])
			continue;
		sp = 0;
		stk[sp++] = i;
		state[i] = 1;
		next[i] = 0;
		while (sp) {
			uint32_t u = stk[sp - 1];
			const Op *o = &f->ops[b->op + u];
			if (next[u] < o->nopnd) {
				uint32_t v = op_use(f, o, next[u]++);
				uint32_t d = f->vals[v].def;
				if (d == NONE || d < b->op || d >= b->op + n)
					continue;
				d -= b->op;
				if (!state[d]) {
					state[d] = 1;
					next[d] = 0;
					stk[sp++] = d;
				}
				/* state 1: a cycle; verify.c rejects it */
				continue;
			}
			state[u] = 2;
			order[norder++] = b->op + u;
			sp--;
		}
	}
	if (n)
		order[norder++] = b->op + n - 1;
	free(next);
	free(stk);
	free(state);
}

static void compile_func(Evaluator *e, uint32_t fi)
{
	Code *c = &e->code[fi];
	const Func *f = &e->m->funcs[fi];
	uint32_t v, b, i, *bstart;
	uint64_t frame = 0;

	c->f = f;
	c->voff = xmalloc((f->nval ? f->nval : 1) * sizeof *c->voff);
	c->vw = xmalloc((f->nval ? f->nval : 1) * sizeof *c->vw);
	for (v = 0; v < f->nval; v++) {
		c->vw[v] = type_width(f->vals[v].ty, e->W);
		c->voff[v] = (uint32_t)frame;
		frame += BV_WORDS(c->vw[v]);
		if (frame >= LIMIT)
			die("frame of @%s too large", f->name);
	}
	c->frame = (uint32_t)frame;

	if (f->is_hw) {
		const Block *bb = &f->blocks[0];
		uint32_t *order = xmalloc((bb->nop + 1u) * sizeof *order);
		graph_order(f, bb, order);
		for (i = 0; i < bb->nop; i++)
			emit_op(e, c, order[i]);
		free(order);
		return;
	}
	bstart = xmalloc((f->nblock ? f->nblock : 1) * sizeof *bstart);
	for (b = 0; b < f->nblock; b++) {
		bstart[b] = c->ninsn;
		for (i = 0; i < f->blocks[b].nop; i++)
			emit_op(e, c, f->blocks[b].op + i);
	}
	for (i = 0; i < c->ninsn; i++) {
		Insn *I = &c->insn[i];
		if (I->kind == K_BR || I->kind == K_CONDBR) {
			I->x = bstart[I->x];
			I->y = I->kind == K_CONDBR ? bstart[I->y] : 0;
		}
	}
	free(bstart);
}

/* Compile top and everything reachable from it; compute stack needs
 * bottom-up over the call graph (iterative post-order DFS).  Returns -1
 * with a diagnostic on recursion (only for unverified input). */
static int compile_all(Evaluator *e)
{
	const Module *m = e->m;
	uint32_t nf = m->nfunc, sp = 0;
	uint8_t *state = xcalloc(nf, 1);
	uint32_t *stk = xmalloc(nf * sizeof *stk);
	uint32_t *next = xcalloc(nf, sizeof *next);
	int rc = 0;

	compile_func(e, e->top);
	state[e->top] = 1;
	stk[sp++] = e->top;
	while (sp && !rc) {
		uint32_t fi = stk[sp - 1];
		Code *c = &e->code[fi];
		if (next[fi] < c->ninsn) {
			const Insn *I = &c->insn[next[fi]++];
			uint32_t g = I->aux;
			if (I->kind != K_CALL)
				continue;
			if (state[g] == 1) {
				diag_error(e->m->ctx, c->f->ops[I->irop].loc,
					"recursive "
					"call to @%s is not supported",
					m->funcs[g].name);
				rc = -1;
			} else if (!state[g]) {
				compile_func(e, g);
				state[g] = 1;
				stk[sp++] = g;
			}
			continue;
		}
		/* all callees done: this function's needs */
		c->need = c->frame;
		c->depth = 1;
		for (next[fi] = 0; next[fi] < c->ninsn; next[fi]++) {
			const Insn *I = &c->insn[next[fi]];
			if (I->kind != K_CALL)
				continue;
			if (c->frame + e->code[I->aux].need > c->need)
				c->need = c->frame + e->code[I->aux].need;
			if (1 + e->code[I->aux].depth > c->depth)
				c->depth = 1 + e->code[I->aux].depth;
		}
		state[fi] = 2;
		sp--;
	}
	free(next);
	free(stk);
	free(state);
	return rc;
}

/* Lanes for eval_batch: MAX_LANES when no compiled function branches,
 * fewer when the frames would exceed LANE_WORDS words in all, 1 with
 * branches (vectors would diverge). */
#define MAX_LANES 64
#define LANE_WORDS (1u << 20)
static size_t choose_lanes(const Evaluator *e)
{
	uint32_t fi, i;
	uint64_t need = e->code[e->top].need, L;

	for (fi = 0; fi < e->m->nfunc; fi++)
		for (i = 0; i < e->code[fi].ninsn; i++)
			if (e->code[fi].insn[i].kind == K_BR ||
			    e->code[fi].insn[i].kind == K_CONDBR)
				return 1;
	L = need ? LANE_WORDS / need : MAX_LANES;
	return L < 1 ? 1 : L > MAX_LANES ? MAX_LANES : (size_t)L;
}

Evaluator *eval_new(const Module *m, uint32_t top, unsigned index_width)
{
	Evaluator *e;
	const Func *f;
	uint32_t i;

	if (top >= m->nfunc)
		die("eval_new: no function %u", top);
	f = &m->funcs[top];
	if (f->is_decl || f->nblock == 0) {
		diag_error(m->ctx, f->loc, "cannot evaluate declaration @%s",
			f->name);
		return NULL;
	}
	if (module_no_behaviour(m, top, "evaluate"))
		return NULL;
	e = xcalloc(1, sizeof *e);
	e->m = m;
	e->W = index_width;
	e->top = top;
	e->code = xcalloc(m->nfunc, sizeof *e->code);
	if (compile_all(e) < 0) {
		eval_free(e);
		return NULL;
	}
	e->lanes = choose_lanes(e);
	e->stack = xcalloc(e->code[top].need * e->lanes + 1, sizeof *e->stack);
	e->ctl = xcalloc(e->code[top].depth, sizeof *e->ctl);
	e->ptrs = xcalloc(e->maxargs + 1, sizeof *e->ptrs);
	e->nin = f->nin;
	e->nout = f->nout;
	e->in_w = xcalloc(f->nin + 1, sizeof *e->in_w);
	e->out_w = xcalloc(f->nout + 1, sizeof *e->out_w);
	for (i = 0; i < f->nin; i++)
		e->in_w[i] = type_width(f->in_ty[i], index_width);
	for (i = 0; i < f->nout; i++)
		e->out_w[i] = type_width(f->out_ty[i], index_width);
	return e;
}

void eval_free(Evaluator *e)
{
	uint32_t i;

	if (!e)
		return;
	for (i = 0; i < e->m->nfunc; i++) {
		Code *c = &e->code[i];
		free(c->insn);
		free(c->src);
		free(c->srcw);
		free(c->mov);
		free(c->voff);
		free(c->vw);
		free(c->cpool);
	}
	free(e->code);
	free(e->stack);
	free(e->ctl);
	free(e->ptrs);
	free(e->in_w);
	free(e->out_w);
	free(e);
}

/* ------------------------------------------------------------- execution */

/* icmp on one-word values of width w: signed orders compare with the
 * sign bits flipped */
static int icmp64(uint32_t pred, uint64_t a, uint64_t b, unsigned w)
{
	uint64_t sb = (uint64_t)1 << (w - 1);

	switch (pred) {
	case PRED_EQ: return a == b;
	case PRED_NE: return a != b;
	case PRED_SLT: return (a ^ sb) < (b ^ sb);
	case PRED_SLE: return (a ^ sb) <= (b ^ sb);
	case PRED_SGT: return (a ^ sb) > (b ^ sb);
	case PRED_SGE: return (a ^ sb) >= (b ^ sb);
	case PRED_ULT: return a < b;
	case PRED_ULE: return a <= b;
	case PRED_UGT: return a > b;
	case PRED_UGE: return a >= b;
	}
	die("bad icmp predicate %u", pred);
}

/* v (w bits, w <= 64) sign-extended to 64 bits */
static uint64_t sext64(uint64_t v, unsigned w)
{
	uint64_t sb = (uint64_t)1 << (w - 1);
	return (v ^ sb) - sb;
}

/* Lanes.  exec() runs L input vectors side by side through straight-line
 * code: value v of lane j lives at fp + voff[v] * L + j * BV_WORDS(w),
 * so a one-word value's L lanes are contiguous and each fast-path
 * instruction is one tight loop over them.  Code with branches runs with
 * L = 1, which is the plain one-vector layout. */

/* shrs of one-word values: amounts >= w shift in only sign bits */
static uint64_t shrs64(uint64_t a, uint64_t b, unsigned w)
{
	uint64_t s = b >= w ? w - 1 : b, v = sext64(a, w);
	return (v >> 63 ? ~(~v >> s) : v >> s) & mask_of(w);
}

/* The lanes of the result, first and second operands of I. */
#define LANES(expr) do { \
		Word *r_ = fp + (size_t)I->dst * L; \
		const Word *A = fp + (size_t)I->s0 * L; \
		const Word *B = fp + (size_t)I->s1 * L; \
		const Word *C = fp + (size_t)I->s2 * L; \
		(void)B, (void)C; \
		for (j = 0; j < L; j++) \
			r_[j] = (expr); \
	} while (0)

/* copy lane-major operand slot `so` (width w) of frame sf into slot `dof`
 * of frame df, all L lanes */
static void copy_lanes(Word *df, uint32_t dof, const Word *sf, uint32_t so,
	unsigned w, size_t L)
{
	memcpy(df + (size_t)dof * L, sf + (size_t)so * L,
		L * BV_WORDS(w) * sizeof *df);
}

/* br/cond_br (one lane): operands [lo, hi) of I to their target
 * block's argument slots */
static void move_args(const Code *c, const Insn *I, Word *fp, uint32_t lo,
	uint32_t hi)
{
	uint32_t i;
	for (i = lo; i < hi; i++)
		bv_copy(fp + c->mov[I->a + i], fp + c->src[I->a + i],
			c->srcw[I->a + i]);
}

/* the operands of the top function's return: vectors k0.. of out[] */
static void copy_out(const Evaluator *e, const Code *c, const Insn *I,
	const Word *fp, size_t L, Word *const *out, size_t k0)
{
	uint32_t i;
	for (i = 0; i < I->n; i++) {
		size_t nw = BV_WORDS(e->out_w[i]);
		const Word *v = fp + (size_t)c->src[I->a + i] * L;
		memcpy(out[i] + k0 * nw, v, L * nw * sizeof *v);
	}
}

/* eval_apply, lane by lane */
static void exec_apply(Evaluator *e, const Code *c, const Insn *I, Word *fp,
	size_t L)
{
	size_t j, nw = BV_WORDS(I->w);
	uint32_t i;
	const Word *table = c->cpool ? c->cpool + I->y : NULL;

	for (j = 0; j < L; j++) {
		for (i = 0; i < I->n; i++)
			e->ptrs[i] = fp + (size_t)c->src[I->a + i] * L +
				j * BV_WORDS(c->srcw[I->a + i]);
		Word *r = fp + (size_t)I->dst * L + j * nw;
		eval_apply(I->op, I->aux, r, I->w, e->ptrs, c->srcw + I->a,
			I->n, table, I->x, I->aux);
	}
}

/* Execute the top function on vectors k0 .. k0+L-1 of in[] (the layout
 * of eval_batch), writing the same vectors of out[].  L > 1 only for
 * code without branches (Evaluator.lanes). */
static int exec(Evaluator *e, size_t L, const Word *const *in,
	Word *const *out, size_t k0)
{
	const Code *c = &e->code[e->top];
	Word *fp = e->stack;
	uint32_t pc = 0, depth = 0, i;
	size_t j;

	for (i = 0; i < e->nin; i++) {
		unsigned w = e->in_w[i];
		size_t nw = BV_WORDS(w);
		Word *d = fp + (size_t)c->voff[c->f->blocks[0].arg + i] * L;
		memcpy(d, in[i] + k0 * nw, L * nw * sizeof *d);
		for (j = 0; j < L; j++)
			bv_normalize(d + j * nw, w);
	}
	for (;;) {
		const Insn *I = &c->insn[pc++];

		switch (I->kind) {
		case K_APPLY:
			exec_apply(e, c, I, fp, L);
			break;
		case K_CONST: {
			Word *r = fp + (size_t)I->dst * L;
			for (j = 0; j < L; j++)
				memcpy(r + j * I->x, c->cpool + I->y,
					I->x * sizeof *fp);
			break;
		}
		case K_CONST1: {
			Word *r = fp + (size_t)I->dst * L, v = c->cpool[I->y];
			for (j = 0; j < L; j++)
				r[j] = v;
			break;
		}
		case K_BR: /* L == 1 */
			move_args(c, I, fp, 0, I->n);
			pc = I->x;
			break;
		case K_CONDBR: /* L == 1 */
			if (fp[I->s0] & 1) {
				move_args(c, I, fp, 1, 1 + I->aux);
				pc = I->x;
			} else {
				move_args(c, I, fp, 1 + I->aux, I->n);
				pc = I->y;
			}
			break;
		case K_CALL: {
			const Code *g = &e->code[I->aux];
			Word *nfp = fp + (size_t)c->frame * L;
			uint32_t arg0 = g->f->blocks[0].arg;
			for (i = 0; i < I->n; i++)
				copy_lanes(nfp, g->voff[arg0 + i], fp,
					c->src[I->a + i], c->srcw[I->a + i], L);
			e->ctl[depth++] = (Ctl){(uint32_t)(c - e->code), pc,
				(size_t)(fp - e->stack)};
			c = g;
			fp = nfp;
			pc = 0;
			break;
		}
		case K_DECL:
			diag_error(e->m->ctx, c->f->ops[I->irop].loc,
				"cannot evaluate call to declaration @%s",
				e->m->funcs[I->aux].name);
			return -1;
		case K_RET: {
			const Code *cc;
			const Insn *call;
			Word *cfp;
			if (depth == 0) {
				copy_out(e, c, I, fp, L, out, k0);
				return 0;
			}
			depth--;
			cc = &e->code[e->ctl[depth].code];
			cfp = e->stack + e->ctl[depth].base;
			call = &cc->insn[e->ctl[depth].pc - 1];
			for (i = 0; i < I->n; i++)
				copy_lanes(cfp, cc->voff[call->x + i], fp,
					c->src[I->a + i], c->srcw[I->a + i], L);
			c = cc;
			fp = cfp;
			pc = e->ctl[depth].pc;
			break;
		}
		/* the fast paths: one loop over the L lanes each */
		case K_ADD: LANES((A[j] + B[j]) & I->m); break;
		case K_SUB: LANES((A[j] - B[j]) & I->m); break;
		case K_MUL: LANES((A[j] * B[j]) & I->m); break;
		case K_AND: LANES(A[j] & B[j]); break;
		case K_OR: LANES(A[j] | B[j]); break;
		case K_XOR: LANES(A[j] ^ B[j]); break;
		case K_NOT: LANES(~A[j] & I->m); break;
		case K_MUX: LANES(A[j] & 1 ? B[j] : C[j]); break;
		case K_ICMP:
			LANES((uint64_t)icmp64(I->aux, A[j], B[j],
				c->srcw[I->a]));
			break;
		case K_EXTRACT: LANES(A[j] >> I->aux & I->m); break;
		case K_CONCAT: LANES((A[j] << I->aux | B[j]) & I->m); break;
		case K_ZEXT: LANES(A[j] & I->m); break;
		case K_SEXT: LANES(sext64(A[j], I->aux) & I->m); break;
		case K_SHL:
			LANES(B[j] >= I->w ? 0 : A[j] << B[j] & I->m);
			break;
		case K_SHRU: LANES(B[j] >= I->w ? 0 : A[j] >> B[j]); break;
		case K_SHRS: LANES(shrs64(A[j], B[j], I->w)); break;
		default:
			die("bad instruction kind %d", I->kind);
		}
	}
}

int eval_run(Evaluator *e, const Word *const *in, Word *const *out)
{
	return exec(e, 1, in, out, 0);
}

int eval_batch(Evaluator *e, size_t n, const Word *const *in, Word *const *out)
{
	size_t k, L;

	for (k = 0; k < n; k += L) {
		L = n - k < e->lanes ? n - k : e->lanes;
		if (exec(e, L, in, out, k) < 0)
			return -1;
	}
	return 0;
}
