/* drop_i0.c: remove i0 values, which carry no bits, from a parsed module.
 *
 * CIRCT and MLIR use i0 (zero-width ports, `hw.constant 0 : i0`,
 * `comb.concat` of nothing).  An i0 value has exactly one value, so it
 * holds no information: every i0 port, argument, result, block argument
 * and value is removed, as CIRCT's ExportVerilog leaves zero-width ports
 * out of the Verilog.  What is left never mentions i0, so nothing after
 * the parser knows about it.  Concretely:
 *  - pure ops whose results are all i0 are removed (their values are
 *    never read by what remains);
 *  - i0 operands are dropped from comb.concat, hw.output, return, calls,
 *    hw.instance (with their port labels) and branch arguments, and i0
 *    results from calls and instances;
 *  - i0 inputs, outputs and block arguments leave the signatures;
 *  - an op that reads i0 values into a value with bits is the constant
 *    it always computes from the one value 0: icmp (eq, ule, uge, sle,
 *    sge: 1; ne, ult, ugt, slt, sgt: 0), zero or sign extension (0),
 *    parity (0);
 *  - any other op that reads an i0 value into a non-i0 result is
 *    reported: combc does not define it.
 * A call or instance whose i0 operands or results do not line up with
 * the callee's i0 ports is reported too, since dropping both would hide
 * the mismatch.
 *
 * Cost: O(values + ops + operands) per function, no recursion.  Requires
 * a module whose callees are resolved (parse.c, resolve_callees). */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

static int is_i0(const Func *f, uint32_t v)
{
	return f->vals[v].ty == TY_I0;
}

/* May op o drop its i0 operands (they pass through to a port)? */
static int passes_i0(int op)
{
	return op == OP_CONCAT || op == OP_OUTPUT || op == OP_RETURN ||
		op == OP_CALL || op == OP_INSTANCE || op == OP_BR ||
		op == OP_CONDBR;
}

/* Pure op whose results are all i0: it can go. */
static int all_i0_results(const Func *f, const Op *o)
{
	uint32_t i;

	if (!o->nres || o->op == OP_CALL || o->op == OP_INSTANCE)
		return 0;
	for (i = 0; i < o->nres; i++)
		if (!is_i0(f, o->res + i))
			return 0;
	return 1;
}

/* Checks before anything is dropped; returns the number of errors. */
static int check_func(const Module *m, const Func *f)
{
	uint32_t k, i, r;
	int err = 0;

	for (k = 0; k < f->nop; k++) {
		const Op *o = &f->ops[k];
		const Func *c;
		if (all_i0_results(f, o))
			continue;
		if (!passes_i0(o->op)) {
			for (i = 0; i < o->nopnd; i++)
				if (is_i0(f, op_use(f, o, i)))
					break;
			if (i < o->nopnd) {
				diag_error(m->ctx, o->loc, "'%s' of an i0 value "
					"is not supported (i0 carries no bits; "
					"only comb.concat, outputs, calls, "
					"instances and branches pass it on)",
					spell_name(o->spell));
				err++;
			}
			continue;
		}
		if ((o->op != OP_CALL && o->op != OP_INSTANCE) ||
		    o->callee == NONE)
			continue;
		c = &m->funcs[o->callee];
		if (o->nopnd != c->nin || o->nres != c->nout)
			continue; /* verify_module reports the counts */
		for (i = 0; i < o->nopnd; i++)
			if (is_i0(f, op_use(f, o, i)) != (c->in_ty[i] == TY_I0))
				break;
		for (r = 0; i == o->nopnd && r < o->nres; r++)
			if (is_i0(f, o->res + r) != (c->out_ty[r] == TY_I0))
				break;
		if (i < o->nopnd || r < o->nres) {
			diag_error(m->ctx, o->loc, "%s #%u of '%s' is %s i0, "
				"but the port of '%s' is %s i0",
				i < o->nopnd ? "operand" : "result",
				i < o->nopnd ? i : r, spell_name(o->spell),
				(i < o->nopnd ? is_i0(f, op_use(f, o, i)) :
				 is_i0(f, o->res + r)) ? "an" : "not an",
				c->name, (i < o->nopnd ? c->in_ty[i] :
				 c->out_ty[r]) == TY_I0 ? "an" : "not an");
			err++;
		}
	}
	return err;
}

/* Keep the entries of a signature array that are not i0. */
static uint32_t filter_sig(Type *ty, const char **name, uint32_t n)
{
	uint32_t i, j = 0;

	for (i = 0; i < n; i++) {
		if (ty[i] == TY_I0)
			continue;
		ty[j] = ty[i];
		if (name)
			name[j] = name[i];
		j++;
	}
	return j;
}

static void drop_func(Module *m, Func *f)
{
	uint32_t nv = f->nval, no = f->nop, i, k, j, nu = 0, s;
	uint32_t *vmap = xmalloc(((size_t)nv + 1) * sizeof *vmap);
	uint32_t *omap = xmalloc(((size_t)no + 1) * sizeof *omap);
	uint32_t *before = xmalloc(((size_t)no + 1) * sizeof *before);
	uint32_t *uses = xmalloc(((size_t)f->nuse + 1) * sizeof *uses);
	uint32_t nkeep = 0;

	if (f->port_out) { /* declared order, before the filters */
		uint32_t ki = 0, ko = 0;
		for (i = 0, j = 0; i < f->nin + f->nout; i++) {
			Type t = f->port_out[i] ? f->out_ty[ko++] :
				f->in_ty[ki++];
			if (t != TY_I0)
				f->port_out[j++] = f->port_out[i];
		}
	}
	if (f->port_vname) { /* inputs, then outputs: before the filters */
		for (i = 0, j = 0; i < f->nin + f->nout; i++)
			if ((i < f->nin ? f->in_ty[i] : f->out_ty[i - f->nin]) !=
			    TY_I0)
				f->port_vname[j++] = f->port_vname[i];
	}
	f->nin = filter_sig(f->in_ty, f->in_name, f->nin);
	f->nout = filter_sig(f->out_ty, f->out_name, f->nout);
	/* values: compacted in order, so ranges stay contiguous */
	for (i = 0, j = 0; i < nv; i++) {
		vmap[i] = is_i0(f, i) ? NONE : j;
		if (vmap[i] != NONE)
			f->vals[j++] = f->vals[i];
	}
	f->nval = j;
	/* ops: compacted in order; operands into a new use array */
	for (k = 0; k < no; k++) {
		Op o = f->ops[k];
		uint32_t n0 = o.nopnd, r0 = o.res, first = NONE, nr = 0;
		PortLabel *lab = NULL;
		before[k] = nkeep;
		omap[k] = NONE;
		if (o.nres && o.op != OP_CALL && o.op != OP_INSTANCE) {
			for (i = 0; i < o.nres && vmap[r0 + i] == NONE; i++)
				;
			if (i == o.nres)
				continue; /* all results i0: removed */
		}
		if (o.labels)
			lab = arena_alloc(&m->arena, ((size_t)o.nopnd + o.nres +
				1) * sizeof *lab);
		o.opnd = nu;
		o.nopnd = 0;
		/* branch operands: [cond] ++ args of succ 0 ++ args of succ 1 */
		i = 0;
		if (o.op == OP_CONDBR)
			uses[nu++] = vmap[f->uses[f->ops[k].opnd]], i = 1,
			o.nopnd = 1;
		for (s = 0; s < 3; s++) {
			uint32_t cnt, kept = 0, e;
			if (o.op == OP_BR || o.op == OP_CONDBR) {
				if (s == 2 || (o.op == OP_BR && s == 1))
					break;
				cnt = f->ops[k].nsucc_args[s];
			} else {
				if (s > 0)
					break;
				cnt = n0;
			}
			for (e = 0; e < cnt; e++, i++) {
				uint32_t v = vmap[f->uses[f->ops[k].opnd + i]];
				if (v == NONE)
					continue;
				if (lab)
					lab[o.nopnd] = f->ops[k].labels[i];
				uses[nu++] = v;
				o.nopnd++;
				kept++;
			}
			if (o.op == OP_BR || o.op == OP_CONDBR)
				o.nsucc_args[s] = kept;
		}
		for (i = 0; i < o.nres; i++) {
			if (vmap[r0 + i] == NONE)
				continue;
			if (first == NONE)
				first = vmap[r0 + i];
			if (lab)
				lab[o.nopnd + nr] = f->ops[k].labels[n0 + i];
			f->vals[vmap[r0 + i]].idx = nr++;
		}
		o.res = first == NONE ? f->nval : first;
		o.nres = nr;
		o.labels = lab;
		omap[k] = nkeep;
		f->ops[nkeep++] = o;
	}
	if (nu)
		memcpy(f->uses, uses, (size_t)nu * sizeof *uses);
	f->nuse = nu;
	f->nop = nkeep;
	/* defining ops and block ranges */
	for (i = 0; i < f->nval; i++)
		if (f->vals[i].def != NONE)
			f->vals[i].def = omap[f->vals[i].def];
	for (k = 0; k < f->nblock; k++) {
		Block *b = &f->blocks[k];
		uint32_t a0 = b->arg, na = 0, end = b->op + b->nop;
		for (i = 0; i < b->narg; i++)
			if (vmap[a0 + i] != NONE) {
				if (!na)
					b->arg = vmap[a0 + i];
				f->vals[vmap[a0 + i]].idx = na++;
			}
		if (!na)
			b->arg = f->nval;
		b->narg = na;
		b->nop = (end < no ? before[end] : nkeep) - before[b->op];
		b->op = b->op < no ? before[b->op] : nkeep;
	}
	free(vmap), free(omap), free(before), free(uses);
}

/* Op k of f reads only i0 values into one non-i0 integer result that
 * is a constant (see the top): make it that hw.constant. */
static void fold_i0_read(Func *f, uint32_t k, int sp_const)
{
	Op *o = &f->ops[k];
	Type rt;
	Word *z;
	uint32_t i;
	int one;

	if (o->nres != 1 || o->nopnd == 0 || (rt = f->vals[o->res].ty) <= 0)
		return;
	for (i = 0; i < o->nopnd; i++)
		if (!is_i0(f, op_use(f, o, i)))
			return;
	switch (o->op) {
	case OP_ICMP:
		one = o->pred == PRED_EQ || o->pred == PRED_ULE ||
			o->pred == PRED_UGE || o->pred == PRED_SLE ||
			o->pred == PRED_SGE;
		break;
	case OP_ZEXT: case OP_SEXT: case OP_PARITY:
		one = 0;
		break;
	default:
		return;
	}
	z = xcalloc(BV_WORDS((uint32_t)rt) + 1, sizeof *z);
	z[0] = (Word)one;
	o->pool = func_add_pool(f, z, BV_WORDS((uint32_t)rt));
	o->npool = (uint32_t)rt;
	free(z);
	o->op = OP_CONST;
	o->spell = (uint16_t)sp_const;
	o->pred = 0;
	o->nopnd = 0;
}

static int has_i0(const Func *f)
{
	uint32_t i;

	for (i = 0; i < f->nval; i++)
		if (f->vals[i].ty == TY_I0)
			return 1;
	for (i = 0; i < f->nin; i++)
		if (f->in_ty[i] == TY_I0)
			return 1;
	for (i = 0; i < f->nout; i++)
		if (f->out_ty[i] == TY_I0)
			return 1;
	return 0;
}

int drop_i0(Module *m)
{
	uint32_t i, k;
	int err = 0, op, syn;
	int sp = spell_lookup("hw.constant", 11, &op, &syn);

	for (i = 0; i < m->nfunc; i++)
		if (has_i0(&m->funcs[i]))
			for (k = 0; k < m->funcs[i].nop; k++)
				fold_i0_read(&m->funcs[i], k, sp);
	for (i = 0; i < m->nfunc; i++)
		err += check_func(m, &m->funcs[i]);
	if (err)
		return err;
	for (i = 0; i < m->nfunc; i++)
		if (has_i0(&m->funcs[i]))
			drop_func(m, &m->funcs[i]);
	return 0;
}
