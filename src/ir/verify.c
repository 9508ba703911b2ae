/* verify.c: the IR verifier.  verify_module() checks every rule the rest
 * of combc relies on and reports each violation with diag_error at the
 * op's location; it returns the number of errors.
 *
 * Rules (the op definitions of the comb, index, arith/std and hw dialects;
 * README, "What it reads" and "Semantics"):
 *   - per op: operand and result counts; SameOperandsAndResultType ops
 *     (arithmetic, logic, shifts, min/max, inv, reverse); icmp operands
 *     of one type and an i1 result; i1 conditions (mux, select, cond_br);
 *     extract in bounds; concat width = sum of operand widths; replicate
 *     width a multiple of the input width; truth_table inputs i1 and a
 *     table of exactly 2^n bits; lut operands and result i8 with one
 *     coefficient per input; sext/zext strictly widen and trunc strictly
 *     narrows (iN only, as MLIR requires); index casts go between index
 *     and iN, never index->index or iN->iN (MLIR's "cast incompatible");
 *     comb and hw ops take signless integers (no index, except mux's
 *     data operands, which the seed types as "any type"); index ops take
 *     index;
 *   - per block: ends with a terminator and has no other; hw.module ends
 *     with hw.output, func.func blocks with return/br/cond_br;
 *   - signatures: return and hw.output match the function's results;
 *     branch arguments match the target block's arguments; call and
 *     instance operands and results match the callee (count and types);
 *     the entry block is never a branch target;
 *   - func.func: the CFG is acyclic (iterative DFS) and every def
 *     dominates its uses.  Dominators: blocks in reverse postorder; since
 *     the CFG is acyclic every predecessor precedes its block, so the
 *     immediate dominator is the nearest common ancestor of the reachable
 *     predecessors in the dominator tree built so far (one pass, no
 *     fixed point).  Ancestor queries use skew-binary jump pointers
 *     (O(1) space per block, O(log n) per query).  Uses inside
 *     unreachable blocks are not checked, as in MLIR; a use in a
 *     reachable block of a value defined in an unreachable one is an
 *     error;
 *   - hw.module (graph region, uses may precede defs): exactly one block
 *     and no combinational cycle (iterative DFS over operand edges);
 *   - module: no recursion in the call graph (iterative DFS).  Calls of
 *     declarations are legal here; the evaluator reports them if reached.
 *     func.call and hw.instance may target either kind of function: both
 *     mean "evaluate the callee" and become a module instance.
 * Internal inconsistencies (indices out of range: a parser bug, not a
 * user error) die().
 *
 * Cost: O(ops + operands + blocks log blocks + functions + calls) time,
 * O(ops + blocks + functions) memory; no recursion.
 *
 * IR invariants relied on (guaranteed by parse.c, checked by
 * check_indices): blocks[0] is the entry block; blocks' ops are
 * contiguous and in order in Func.ops; every use is a value of the same
 * function; branch operands are [cond] ++ args of succ[0] ++ args of
 * succ[1] with nsucc_args giving the split.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct {
	Ctx *c;              /* where diagnostics go */
	const Module *m;
	const Func *f;
	char t1[16], t2[16]; /* type_str buffers */
	uint8_t *seen;       /* ops already named in a message, or NULL */
} Vx;

static const char *pl(uint64_t n)
{
	return n == 1 ? "" : "s";
}

static const char *sp(const Op *o)
{
	if ((o->op == OP_BR || o->op == OP_CONDBR) && o->pred)
		return "cf.switch";
	return spell_name(o->spell);
}

static const char *ts1(Vx *x, Type t)
{
	return type_str(t, x->t1);
}

static const char *ts2(Vx *x, Type t)
{
	return type_str(t, x->t2);
}

static Type vty(const Vx *x, uint32_t v)
{
	return x->f->vals[v].ty;
}

static Type oty(const Vx *x, const Op *o, uint32_t i)
{
	return vty(x, op_use(x->f, o, i));
}

static const char *vname(const Func *f, uint32_t v)
{
	return f->vals[v].name ? f->vals[v].name : "?";
}

static int is_int(Type t)
{
	return t >= 1 && t <= (Type)BV_MAXW;
}

static const char *kind_name(const Func *f)
{
	return f->is_hw ? "hw.module" : "func.func";
}

/* 'c' comb, 'h' hw, 'i' index, 's' std/arith/func/cf */
static int dialect(const Op *o)
{
	const char *s = sp(o);
	if (!strncmp(s, "comb.", 5))
		return 'c';
	if (!strncmp(s, "hw.", 3))
		return 'h';
	if (!strncmp(s, "index.", 6))
		return 'i';
	return 's';
}

/* diag_error at op o */
static void err(Ctx *c, const Op *o, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void err(Ctx *c, const Op *o, const char *fmt, ...)
{
	va_list ap;
	char *s;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	s = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	diag_error(c, o->loc, "%s", s);
	free(s);
}

/* ----------------------------------------------------- internal checks */

/* Index ranges the parser guarantees; a violation is a bug, not a user
 * error. */
static void check_indices(const Module *m, const Func *f)
{
	uint32_t b, i, j, at = 0;

	for (b = 0; b < f->nblock; b++) {
		const Block *bb = &f->blocks[b];
		if (bb->op != at || (uint64_t)bb->arg + bb->narg > f->nval)
			die("@%s: bad block %u", f->name, b);
		at += bb->nop;
	}
	if (at != f->nop)
		die("@%s: blocks cover %u of %u ops", f->name, at, f->nop);
	for (i = 0; i < f->nop; i++) {
		const Op *o = &f->ops[i];
		if (o->op >= NOP_ || (op_flags(o->op) & F_NET))
			die("@%s: bad op %u", f->name, o->op);
		if ((uint64_t)o->opnd + o->nopnd > f->nuse ||
		    (uint64_t)o->res + o->nres > f->nval)
			die("@%s: op %u out of range", f->name, i);
		for (j = 0; j < o->nopnd; j++)
			if (op_use(f, o, j) >= f->nval)
				die("@%s: op %u uses a bad value", f->name, i);
		if (o->op == OP_BR && (o->succ[0] >= f->nblock ||
		    o->nsucc_args[0] != o->nopnd))
			die("@%s: bad br %u", f->name, i);
		if (o->op == OP_CONDBR && (o->succ[0] >= f->nblock ||
		    o->succ[1] >= f->nblock || o->nopnd < 1 ||
		    (uint64_t)o->nsucc_args[0] + o->nsucc_args[1] + 1 !=
		    o->nopnd))
			die("@%s: bad cond_br %u", f->name, i);
		if ((o->op == OP_CALL || o->op == OP_INSTANCE) &&
		    o->callee != NONE && o->callee >= m->nfunc)
			die("@%s: bad callee %u", f->name, o->callee);
		if ((o->op == OP_CONST || o->op == OP_TT || o->op == OP_LUT) &&
		    o->pool == NONE)
			die("@%s: op %u has no pool data", f->name, i);
	}
	for (i = 0; i < f->nval; i++) {
		const Value *v = &f->vals[i];
		if (v->block >= f->nblock ||
		    (v->def != NONE && (v->def >= f->nop ||
		     i < f->ops[v->def].res ||
		     i >= f->ops[v->def].res + f->ops[v->def].nres)))
			die("@%s: bad value %u", f->name, i);
	}
}

/* Pool data in range, once its size is known to be sane. */
static void check_pool(const Func *f, const Op *o, uint64_t n)
{
	if (o->pool + n > f->npool)
		die("@%s: pool data of '%s' out of range", f->name, sp(o));
}

/* ------------------------------------------------------------ op checks */

/* comb/hw: every operand and result a signless integer (mux: only the
 * condition is constrained, by its own rule); index: index operands and
 * an index result, except index.cmp and index.bool.constant (i1 result)
 * and the casts (their own rule).  0 when fine. */
static int check_dialect_types(Vx *x, const Op *o)
{
	const Func *f = x->f;
	int d = dialect(o);
	uint32_t i;
	Type rt = o->nres == 1 ? vty(x, o->res) : TY_NONE;

	if ((d == 'c' || d == 'h') && o->op != OP_MUX &&
	    o->op != OP_INSTANCE && o->op != OP_OUTPUT) {
		for (i = 0; i < o->nopnd; i++)
			if (!is_int(oty(x, o, i))) {
				err(x->c, o, "'%s' operands must be signless "
					"integers, got %s", sp(o),
					ts1(x, oty(x, o, i)));
				return 1;
			}
		if (o->nres == 1 && !is_int(rt)) {
			err(x->c, o, "'%s' result must be a signless "
				"integer, got %s", sp(o), ts1(x, rt));
			return 1;
		}
	}
	if (d == 'i' && o->op != OP_CASTS && o->op != OP_CASTU) {
		int want_i1 = o->op == OP_ICMP || (o->op == OP_CONST &&
			!strcmp(sp(o), "index.bool.constant"));
		for (i = 0; i < o->nopnd; i++)
			if (oty(x, o, i) != TY_INDEX) {
				err(x->c, o, "'%s' operands must be of type index, "
					"got %s", sp(o), ts1(x, oty(x, o, i)));
				return 1;
			}
		if (o->nres == 1 && rt != (want_i1 ? TY_I1 : TY_INDEX)) {
			err(x->c, o, "'%s' result must be of type %s, got %s",
				sp(o), want_i1 ? "i1" : "index", ts1(x, rt));
			return 1;
		}
	}
	(void)f;
	return 0;
}

/* operands all of the result type (SameOperandsAndResultType) */
static void check_same(Vx *x, const Op *o)
{
	Type rt = vty(x, o->res);
	uint32_t i;

	for (i = 0; i < o->nopnd; i++)
		if (oty(x, o, i) != rt) {
			err(x->c, o, "'%s' operands must all have the result "
				"type %s, got %s", sp(o), ts1(x, rt),
				ts2(x, oty(x, o, i)));
			return;
		}
}

static void check_cast(Vx *x, const Op *o)
{
	Type a = oty(x, o, 0), r = vty(x, o->res);

	switch (o->op) {
	case OP_SEXT:
	case OP_ZEXT:
	case OP_TRUNC:
		if (!is_int(a) || !is_int(r)) {
			err(x->c, o, "'%s' operand and result must be "
				"integers, got %s to %s", sp(o), ts1(x, a),
				ts2(x, r));
			return;
		}
		if (o->op != OP_TRUNC && r <= a)
			err(x->c, o, "'%s' result width %d must be larger "
				"than input width %d", sp(o), (int)r, (int)a);
		if (o->op == OP_TRUNC && r >= a)
			err(x->c, o, "'%s' result width %d must be smaller "
				"than input width %d", sp(o), (int)r, (int)a);
		return;
	case OP_CASTS:
	case OP_CASTU:
		if ((a == TY_INDEX) == (r == TY_INDEX))
			err(x->c, o, "'%s' must cast between index and an "
				"integer type, got %s to %s", sp(o), ts1(x, a),
				ts2(x, r));
		return;
	}
}

static void check_tt(Vx *x, const Op *o)
{
	uint32_t i, n = o->nopnd;

	for (i = 0; i < n; i++)
		if (oty(x, o, i) != TY_I1) {
			err(x->c, o, "'%s' inputs must be i1, got %s", sp(o),
				ts1(x, oty(x, o, i)));
			return;
		}
	if (vty(x, o->res) != TY_I1) {
		err(x->c, o, "'%s' result must be i1, got %s", sp(o),
			ts1(x, vty(x, o->res)));
		return;
	}
	if (n >= 32) {
		err(x->c, o, "'%s' table must have 2^%u bits, got %u",
			sp(o), n, o->npool);
		return;
	}
	if (o->npool != (uint32_t)1 << n) {
		err(x->c, o, "'%s' table must have 2^%u = %u bits, got %u",
			sp(o), n, (uint32_t)1 << n, o->npool);
		return;
	}
	check_pool(x->f, o, BV_WORDS(o->npool));
}

static void check_lut(Vx *x, const Op *o)
{
	uint32_t i;

	for (i = 0; i < o->nopnd; i++)
		if (oty(x, o, i) != 8) {
			err(x->c, o, "'%s' operands must be i8, got %s", sp(o),
				ts1(x, oty(x, o, i)));
			return;
		}
	if (vty(x, o->res) != 8) {
		err(x->c, o, "'%s' result must be i8, got %s", sp(o),
			ts1(x, vty(x, o->res)));
		return;
	}
	if (o->npool != o->nopnd) {
		err(x->c, o, "'%s' has %u coefficient%s for %u input%s",
			sp(o), o->npool, pl(o->npool), o->nopnd, pl(o->nopnd));
		return;
	}
	check_pool(x->f, o, (uint64_t)o->npool + o->pred);
}

static void check_const(Vx *x, const Op *o)
{
	Type t = vty(x, o->res);
	const char *s = sp(o);

	if (!strcmp(s, "index.constant") && t != TY_INDEX)
		err(x->c, o, "'%s' result must be of type index, got %s", s,
			ts1(x, t));
	else if (is_int(t))
		check_pool(x->f, o, BV_WORDS(t));
	else if (t == TY_INDEX)
		check_pool(x->f, o, 1);
}

/* the operands of branch o for successor s: uses [at, at + n) */
static void check_succ(Vx *x, const Op *o, int s, uint32_t at, uint32_t n)
{
	const Func *f = x->f;
	uint32_t t = o->succ[s], i;
	const Block *b = &f->blocks[t];
	const char *l = b->label ? b->label : "bb0";

	if (t == 0) {
		err(x->c, o, "'%s' cannot branch to the entry block", sp(o));
		return;
	}
	if (n != b->narg) {
		err(x->c, o, "'%s' passes %u argument%s to ^%s, which "
			"takes %u", sp(o), n, pl(n), l, b->narg);
		return;
	}
	for (i = 0; i < n; i++) {
		Type a = oty(x, o, at + i), p = vty(x, b->arg + i);
		if (a != p) {
			err(x->c, o, "'%s' argument %u to ^%s has type %s, "
				"expected %s", sp(o), i, l, ts1(x, a),
				ts2(x, p));
			return;
		}
	}
}

/* return / hw.output against the function's results */
static void check_return(Vx *x, const Op *o)
{
	const Func *f = x->f;
	uint32_t i;

	if (o->nopnd != f->nout) {
		err(x->c, o, "'%s' returns %u value%s, but @%s has %u "
			"result%s", sp(o), o->nopnd, pl(o->nopnd), f->name,
			f->nout, pl(f->nout));
		return;
	}
	for (i = 0; i < o->nopnd; i++)
		if (oty(x, o, i) != f->out_ty[i]) {
			err(x->c, o, "'%s' operand %u has type %s, but result "
				"%u of @%s is %s", sp(o), i,
				ts1(x, oty(x, o, i)), i, f->name,
				ts2(x, f->out_ty[i]));
			return;
		}
}

/* An hw.instance port label must name the callee's port at its position
 * (ports are wired by position, so a swapped label would silently swap
 * the wires).  Reported at the label, as CIRCT words it.  1 if bad. */
static int bad_label(Vx *x, const Op *o, uint32_t k, const char *want,
	const char *kind, uint32_t i)
{
	const PortLabel *l;

	if (!o->labels || !want || !x->m->funcs[o->callee].is_hw)
		return 0;
	l = &o->labels[k];
	if (!strcmp(l->name, want))
		return 0;
	diag_error(x->c, l->loc, "'%s' to @%s: %s label #%u must be \"%s\", "
		"but got \"%s\"", sp(o), x->m->funcs[o->callee].name, kind, i,
		want, l->name);
	return 1;
}

static void check_call(Vx *x, const Op *o)
{
	const Func *g;
	uint32_t i;

	if (o->callee == NONE) {
		err(x->c, o, "'%s' refers to undefined function @%s", sp(o),
			o->sym ? o->sym : "?");
		return;
	}
	g = &x->m->funcs[o->callee];
	if (o->nopnd != g->nin) {
		err(x->c, o, "'%s' to @%s: expected %u argument%s, got %u",
			sp(o), g->name, g->nin, pl(g->nin), o->nopnd);
		return;
	}
	for (i = 0; i < o->nopnd; i++) {
		if (oty(x, o, i) != g->in_ty[i]) {
			err(x->c, o, "'%s' to @%s: argument %u has type %s, "
				"expected %s", sp(o), g->name, i,
				ts1(x, oty(x, o, i)), ts2(x, g->in_ty[i]));
			return;
		}
		if (bad_label(x, o, i, g->in_name[i], "input", i))
			return;
	}
	if (o->nres != g->nout) {
		err(x->c, o, "'%s' to @%s: expected %u result%s, got %u",
			sp(o), g->name, g->nout, pl(g->nout), o->nres);
		return;
	}
	for (i = 0; i < o->nres; i++)
		if (vty(x, o->res + i) != g->out_ty[i]) {
			err(x->c, o, "'%s' to @%s: result %u has type %s, "
				"expected %s", sp(o), g->name, i,
				ts1(x, vty(x, o->res + i)),
				ts2(x, g->out_ty[i]));
			return;
		}
	for (i = 0; i < o->nres; i++)
		if (bad_label(x, o, o->nopnd + i, g->out_name ?
		    g->out_name[i] : NULL, "result", i))
			return;
}

static void check_op(Vx *x, const Op *o)
{
	int ar = op_arity(o->op);
	unsigned fl = op_flags(o->op);
	uint32_t i;
	uint64_t sum;
	Type rt, at;

	if (ar < 0) { /* variadic in comb; binary in arith, std, index */
		int op, syn;
		spell_info(o->spell, &op, &syn);
		if (syn == SY_BIN || syn == SY_IBIN)
			ar = 2;
	}
	if (ar >= 0 && o->nopnd != (uint32_t)ar) {
		err(x->c, o, "'%s' expects %d operand%s, got %u", sp(o), ar,
			pl((uint64_t)ar), o->nopnd);
		return;
	}
	if ((fl & F_VAR) && o->nopnd == 0 && o->op != OP_TT) {
		err(x->c, o, "'%s' expects at least 1 operand", sp(o));
		return;
	}
	if ((fl & F_TERM) && o->nres) {
		err(x->c, o, "'%s' must not have results", sp(o));
		return;
	}
	if (!(fl & F_TERM) && o->op != OP_CALL && o->op != OP_INSTANCE &&
	    o->nres != 1) {
		err(x->c, o, "'%s' must have exactly 1 result, got %u",
			sp(o), o->nres);
		return;
	}
	if (check_dialect_types(x, o))
		return;
	rt = o->nres == 1 ? vty(x, o->res) : TY_NONE;
	at = o->nopnd > 0 ? oty(x, o, 0) : TY_NONE;

	switch (o->op) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_DIVU: case OP_DIVS:
	case OP_REMU: case OP_REMS: case OP_CEILDIVU: case OP_CEILDIVS:
	case OP_FLOORDIVS: case OP_AND: case OP_OR: case OP_XOR: case OP_NAND:
	case OP_NOR: case OP_XNOR: case OP_NOT: case OP_SHL: case OP_SHRU:
	case OP_SHRS: case OP_MAXS: case OP_MAXU: case OP_MINS: case OP_MINU:
	case OP_REVERSE:
		check_same(x, o);
		return;
	case OP_ICMP:
		if (oty(x, o, 1) != at)
			err(x->c, o, "'%s' operands must have the same type, "
				"got %s and %s", sp(o), ts1(x, at),
				ts2(x, oty(x, o, 1)));
		else if (o->pred >= NPRED_)
			err(x->c, o, "'%s' has an unknown predicate %u", sp(o),
				o->pred);
		else if (rt != TY_I1)
			err(x->c, o, "'%s' result must be i1, got %s", sp(o),
				ts1(x, rt));
		return;
	case OP_MUX:
		if (at != TY_I1)
			err(x->c, o, "'%s' condition must be i1, got %s", sp(o),
				ts1(x, at));
		else if (oty(x, o, 1) != rt || oty(x, o, 2) != rt)
			err(x->c, o, "'%s' true and false values must have the "
				"result type %s, got %s", sp(o), ts1(x, rt),
				ts2(x, oty(x, o, oty(x, o, 1) != rt ? 1 : 2)));
		return;
	case OP_CONCAT:
		for (sum = 0, i = 0; i < o->nopnd; i++)
			sum += (uint64_t)oty(x, o, i);
		if (sum != (uint64_t)rt)
			err(x->c, o, "'%s' result width %d must be the sum of "
				"the operand widths, %llu", sp(o), (int)rt,
				(unsigned long long)sum);
		return;
	case OP_EXTRACT:
		if ((uint64_t)o->pred + (uint64_t)rt > (uint64_t)at)
			err(x->c, o, "'%s' bit range [%u, %llu) exceeds input "
				"width %d", sp(o), o->pred,
				(unsigned long long)o->pred + (uint64_t)rt,
				(int)at);
		return;
	case OP_REPLICATE:
		if (rt % at != 0)
			err(x->c, o, "'%s' result width %d is not a multiple of "
				"input width %d", sp(o), (int)rt, (int)at);
		return;
	case OP_PARITY:
		if (rt != TY_I1)
			err(x->c, o, "'%s' result must be i1, got %s", sp(o),
				ts1(x, rt));
		return;
	case OP_TT:
		check_tt(x, o);
		return;
	case OP_LUT:
		check_lut(x, o);
		return;
	case OP_SEXT: case OP_ZEXT: case OP_TRUNC: case OP_CASTS:
	case OP_CASTU:
		check_cast(x, o);
		return;
	case OP_CONST:
		check_const(x, o);
		return;
	case OP_SIZEOF:
		if (rt != TY_INDEX)
			err(x->c, o, "'%s' result must be of type index, got %s",
				sp(o), ts1(x, rt));
		return;
	case OP_RETURN:
	case OP_OUTPUT:
		check_return(x, o);
		return;
	case OP_BR:
		check_succ(x, o, 0, 0, o->nopnd);
		return;
	case OP_CONDBR:
		if (at != TY_I1) {
			err(x->c, o, "'%s' condition must be i1, got %s", sp(o),
				ts1(x, at));
			return;
		}
		check_succ(x, o, 0, 1, o->nsucc_args[0]);
		check_succ(x, o, 1, 1 + o->nsucc_args[0], o->nsucc_args[1]);
		return;
	case OP_CALL:
	case OP_INSTANCE:
		check_call(x, o);
		return;
	}
}

/* A block ends with its only terminator, of the right kind. */
static void check_block(Vx *x, uint32_t b)
{
	const Func *f = x->f;
	const Block *bb = &f->blocks[b];
	uint32_t i;

	for (i = 0; i < bb->nop; i++) {
		const Op *o = &f->ops[bb->op + i];
		int term = (op_flags(o->op) & F_TERM) != 0;
		if (term && i + 1 < bb->nop)
			err(x->c, o, "'%s' must be the last op in its block",
				sp(o));
		if (term && (f->is_hw ? o->op != OP_OUTPUT :
		    o->op == OP_OUTPUT))
			err(x->c, o, "'%s' is not a valid terminator in %s @%s",
				sp(o), kind_name(f), f->name);
		check_op(x, o);
	}
	if (bb->nop == 0 || !(op_flags(f->ops[bb->op + bb->nop - 1].op) &
	    F_TERM)) {
		Loc l = bb->nop ? f->ops[bb->op + bb->nop - 1].loc :
			bb->loc.line ? bb->loc : f->loc;
		if (bb->label && b > 0)
			diag_error(x->c, l, "block ^%s must end with a terminator",
				bb->label);
		else
			diag_error(x->c, l, "the body of @%s must end with a "
				"terminator", f->name);
	}
}

/* ------------------------------------------------------------------ DFS */

/* Out-edge k of node u: returns 0 when u has no edge k, else sets *v to
 * its target (NONE: an edge the walk does not follow). */
typedef int DfsEdge(const Vx *x, uint32_t u, uint32_t k, uint32_t *v);
/* Edge k of u closes a cycle: v is on the DFS stack. */
typedef void DfsBack(const Vx *x, uint32_t u, uint32_t k, uint32_t v);

/* Iterative DFS over nodes 0..n-1, roots in index order, O(n + edges)
 * (no recursion: depth follows the input).  Calls back() for every edge
 * that closes a cycle and returns how many there were.  When post is not
 * NULL only node 0 is a root (the CFG: unreachable blocks never run, so
 * their loops are no error) and post receives the nodes reachable from
 * it in postorder (*npost of them). */
static uint32_t dfs(const Vx *x, uint32_t n, DfsEdge *edge, DfsBack *back,
	uint32_t *post, uint32_t *npost)
{
	uint8_t *state = xcalloc(n ? n : 1, 1); /* 0 new, 1 on stack, 2 done */
	uint32_t *stk = xmalloc((n ? n : 1) * sizeof *stk);
	uint32_t *next = xcalloc(n ? n : 1, sizeof *next); /* edge to try */
	uint32_t root, sp, nback = 0;

	for (root = 0; root < (post ? 1u : n) && root < n; root++) {
		if (state[root])
			continue;
		sp = 0;
		stk[sp++] = root;
		state[root] = 1;
		while (sp) {
			uint32_t u = stk[sp - 1], k = next[u], v;
			if (edge(x, u, k, &v)) {
				next[u]++;
				if (v == NONE)
					continue;
				if (state[v] == 1) {
					back(x, u, k, v);
					nback++;
				} else if (!state[v]) {
					state[v] = 1;
					stk[sp++] = v;
				}
				continue;
			}
			state[u] = 2;
			if (post)
				post[(*npost)++] = u;
			sp--;
		}
	}
	free(next);
	free(stk);
	free(state);
	return nback;
}

/* ------------------------------------------------------------------ CFG */

/* successors of block b: its terminator's, 0..2 of them */
static uint32_t succs(const Func *f, uint32_t b, uint32_t out[2])
{
	const Block *bb = &f->blocks[b];
	const Op *t;

	if (bb->nop == 0)
		return 0;
	t = &f->ops[bb->op + bb->nop - 1];
	if (t->op == OP_BR) {
		out[0] = t->succ[0];
		return 1;
	}
	if (t->op == OP_CONDBR) {
		out[0] = t->succ[0];
		out[1] = t->succ[1];
		return 2;
	}
	return 0;
}

/* CFG edge k of block u; edges to the entry block are reported by
 * check_succ and not followed. */
static int cfg_edge(const Vx *x, uint32_t u, uint32_t k, uint32_t *v)
{
	uint32_t s[2];

	if (k >= succs(x->f, u, s))
		return 0;
	*v = s[k] == 0 ? NONE : s[k];
	return 1;
}

/* the back edge u -> v */
static void report_loop(const Vx *x, uint32_t u, uint32_t k, uint32_t v)
{
	const Func *f = x->f;
	const Block *bu = &f->blocks[u], *bv = &f->blocks[v];
	uint32_t j, w;

	for (j = 0; j < k; j++) /* cond_br ^bb1, ^bb1: one message */
		if (cfg_edge(x, u, j, &w) && w == v)
			return;
	diag_error(x->c, f->ops[bu->op + bu->nop - 1].loc, "loops in the CFG "
		"are not supported (branch back to ^%s)",
		bv->label ? bv->label : "bb0");
}

/* DFS from the entry block.  Reports every reachable back edge as a loop;
 * fills rpo[] with the reverse postorder of the blocks reachable from the
 * entry (*nrpo of them).  Returns the number of loops found. */
static int cfg_dfs(const Vx *x, uint32_t *rpo, uint32_t *nrpo)
{
	uint32_t n = x->f->nblock, i, npost = 0;
	uint32_t *post = xmalloc(n * sizeof *post);
	int nloop = (int)dfs(x, n, cfg_edge, report_loop, post, &npost);

	*nrpo = npost;
	for (i = 0; i < npost; i++)
		rpo[i] = post[npost - 1 - i];
	free(post);
	return nloop;
}

/* Dominator tree with skew-binary jump pointers: par = immediate
 * dominator, jmp = an ancestor chosen so that climbing to any depth takes
 * O(log depth) steps (Myers 1983). */
typedef struct {
	uint32_t *par, *jmp, *depth;
} Dom;

static void dom_add(Dom *d, uint32_t v, uint32_t p)
{
	uint32_t j = d->jmp[p];
	d->par[v] = p;
	d->depth[v] = d->depth[p] + 1;
	if (d->depth[p] - d->depth[j] == d->depth[j] - d->depth[d->jmp[j]])
		d->jmp[v] = d->jmp[j];
	else
		d->jmp[v] = p;
}

/* the ancestor of v at depth dep <= depth[v] */
static uint32_t dom_up(const Dom *d, uint32_t v, uint32_t dep)
{
	while (d->depth[v] > dep)
		v = d->depth[d->jmp[v]] >= dep ? d->jmp[v] : d->par[v];
	return v;
}

static uint32_t dom_lca(const Dom *d, uint32_t a, uint32_t b)
{
	if (d->depth[a] > d->depth[b])
		a = dom_up(d, a, d->depth[b]);
	else
		b = dom_up(d, b, d->depth[a]);
	while (a != b) {
		if (d->jmp[a] != d->jmp[b])
			a = d->jmp[a], b = d->jmp[b];
		else
			a = d->par[a], b = d->par[b];
	}
	return a;
}

static int dom_dominates(const Dom *d, uint32_t a, uint32_t b)
{
	return d->depth[a] <= d->depth[b] && dom_up(d, b, d->depth[a]) == a;
}

/* Every def dominates its uses (acyclic CFG). */
static void check_dominance(Vx *x, const uint32_t *rpo,
	uint32_t nrpo)
{
	const Func *f = x->f;
	uint32_t n = f->nblock, i, k, b, s[2], ns;
	uint32_t *rnum = xmalloc(n * sizeof *rnum);
	uint32_t *pstart = xcalloc(n + 1, sizeof *pstart);
	uint32_t *preds, *pfill;
	Dom d;

	for (b = 0; b < n; b++)
		rnum[b] = NONE;
	for (i = 0; i < nrpo; i++)
		rnum[rpo[i]] = i;
	/* predecessor lists (CSR), reachable blocks only */
	for (b = 0; b < n; b++)
		if (rnum[b] != NONE)
			for (ns = succs(f, b, s), k = 0; k < ns; k++)
				pstart[s[k] + 1]++;
	for (b = 0; b < n; b++)
		pstart[b + 1] += pstart[b];
	preds = xmalloc((pstart[n] + 1) * sizeof *preds);
	pfill = xmalloc(n * sizeof *pfill);
	memcpy(pfill, pstart, n * sizeof *pfill);
	for (b = 0; b < n; b++)
		if (rnum[b] != NONE)
			for (ns = succs(f, b, s), k = 0; k < ns; k++)
				preds[pfill[s[k]]++] = b;

	d.par = xmalloc(n * sizeof *d.par);
	d.jmp = xmalloc(n * sizeof *d.jmp);
	d.depth = xmalloc(n * sizeof *d.depth);
	d.par[0] = d.jmp[0] = 0;
	d.depth[0] = 0;
	for (i = 1; i < nrpo; i++) {
		uint32_t v = rpo[i], id = NONE;
		for (k = pstart[v]; k < pstart[v + 1]; k++)
			id = id == NONE ? preds[k] : dom_lca(&d, id, preds[k]);
		dom_add(&d, v, id);
	}

	for (i = 0; i < nrpo; i++) {
		const Block *bb = &f->blocks[rpo[i]];
		for (k = 0; k < bb->nop; k++) {
			uint32_t oi = bb->op + k, j;
			const Op *o = &f->ops[oi];
			for (j = 0; j < o->nopnd; j++) {
				uint32_t v = op_use(f, o, j);
				const Value *val = &f->vals[v];
				int ok;
				if (rnum[val->block] == NONE)
					ok = 0;
				else if (val->block == rpo[i])
					ok = val->def == NONE || val->def < oi;
				else
					ok = dom_dominates(&d, val->block,
						rpo[i]);
				if (!ok)
					err(x->c, o, "definition of %%%s does "
						"not dominate this use",
						vname(f, v));
			}
		}
	}
	free(d.par);
	free(d.jmp);
	free(d.depth);
	free(pfill);
	free(preds);
	free(pstart);
	free(rnum);
}

/* Operand edge k of op u of an hw.module's block, to the op defining it
 * (NONE for a block argument). */
static int operand_edge(const Vx *x, uint32_t u, uint32_t k, uint32_t *v)
{
	const Func *f = x->f;
	const Block *bb = &f->blocks[0];
	const Op *o = &f->ops[bb->op + u];
	uint32_t d;

	if (k >= o->nopnd)
		return 0;
	d = f->vals[op_use(f, o, k)].def;
	*v = d == NONE ? NONE : d - bb->op;
	return 1;
}

static void report_comb_cycle(const Vx *x, uint32_t u, uint32_t k,
	uint32_t v)
{
	const Func *f = x->f;
	const Block *bb = &f->blocks[0];
	uint32_t val = op_use(f, &f->ops[bb->op + u], k);

	/* once per op: every back edge into v (two operands %0, %0, or
	 * two users on cycles) would print the same message again */
	if (x->seen[v])
		return;
	x->seen[v] = 1;
	err(x->c, &f->ops[bb->op + v], "combinational cycle through %%%s in "
		"hw.module @%s", vname(f, val), f->name);
}

/* hw.module: no op depends on itself through operands. */
static void check_comb_cycles(Vx *x)
{
	uint32_t n = x->f->blocks[0].nop;

	x->seen = xcalloc(n ? n : 1, 1);
	dfs(x, n, operand_edge, report_comb_cycle, NULL, NULL);
	free(x->seen);
	x->seen = NULL;
}

/* ------------------------------------------------------------ functions */

static void verify_func(const Module *m, const Func *f)
{
	Ctx *c = m->ctx;
	Vx x = {.c = c, .m = m, .f = f};
	uint32_t b, i, nrpo;
	const Block *entry;
	uint32_t *rpo;

	if (f->is_decl)
		return;
	if (f->nblock == 0) {
		diag_error(c, f->loc, "%s @%s has no body", kind_name(f), f->name);
		return;
	}
	check_indices(m, f);
	entry = &f->blocks[0];
	if (entry->narg != f->nin) {
		diag_error(c, entry->loc.line ? entry->loc : f->loc, "entry "
			"block of @%s must have %u argument%s to match its "
			"signature, has %u", f->name, f->nin, pl(f->nin),
			entry->narg);
		return;
	}
	for (i = 0; i < f->nin; i++)
		if (vty(&x, entry->arg + i) != f->in_ty[i]) {
			diag_error(c, f->vals[entry->arg + i].loc, "argument %u "
				"of @%s has type %s, but the signature says %s",
				i, f->name, ts1(&x, vty(&x, entry->arg + i)),
				ts2(&x, f->in_ty[i]));
			return;
		}
	for (i = 0; i < f->nval; i++)
		if (!is_int(f->vals[i].ty) && f->vals[i].ty != TY_INDEX) {
			diag_error(c, f->vals[i].loc, "%%%s has an unsupported "
				"type", vname(f, i));
			return;
		}
	if (f->is_hw && f->nblock != 1) {
		diag_error(c, f->blocks[1].loc.line ? f->blocks[1].loc : f->loc,
			"hw.module @%s must have exactly one block", f->name);
		return;
	}
	for (b = 0; b < f->nblock; b++)
		check_block(&x, b);
	if (f->is_hw) {
		check_comb_cycles(&x);
		return;
	}
	rpo = xmalloc(f->nblock * sizeof *rpo);
	if (cfg_dfs(&x, rpo, &nrpo) == 0)
		check_dominance(&x, rpo, nrpo);
	free(rpo);
}

/* Call-graph edge k of function u: its k-th op, when that is a call or
 * an instance. */
static int call_edge(const Vx *x, uint32_t u, uint32_t k, uint32_t *v)
{
	const Func *f = &x->m->funcs[u];
	const Op *o;

	if (f->is_decl || k >= f->nop)
		return 0;
	o = &f->ops[k];
	*v = o->op == OP_CALL || o->op == OP_INSTANCE ? o->callee : NONE;
	return 1;
}

static void report_recursion(const Vx *x, uint32_t u, uint32_t k,
	uint32_t v)
{
	err(x->c, &x->m->funcs[u].ops[k], "recursive call to @%s is not "
		"supported", x->m->funcs[v].name);
}

/* No function reaches itself through calls or instances (DFS over the
 * call graph; each back edge is reported at its call op). */
static void check_recursion(const Module *m)
{
	Vx x = {.c = m->ctx, .m = m};
	dfs(&x, m->nfunc, call_edge, report_recursion, NULL, NULL);
}

int verify_module(const Module *m)
{
	Ctx *c = m->ctx;
	int before = c->nerror;
	uint32_t i;

	for (i = 0; i < m->nfunc; i++)
		verify_func(m, &m->funcs[i]);
	check_recursion(m);
	return c->nerror - before;
}
