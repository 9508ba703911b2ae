/* print.c: IR -> MLIR text in today's custom syntax (func.func with
 * arith/index/comb/cf ops, hw.module with comb/hw ops), which combc and
 * MLIR/CIRCT read back.  std spellings print as their arith/func/cf
 * equivalents.  Value names are kept when they are unique and not purely
 * numeric; others are numbered.  O(size of the IR). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mlir/mlir.h"

/* Modern name of every semantic op, per dialect family of the spelling. */
static const char *arith_name(int op)
{
	switch (op) {
	case OP_ADD: return "arith.addi";
	case OP_SUB: return "arith.subi";
	case OP_MUL: return "arith.muli";
	case OP_DIVU: return "arith.divui";
	case OP_DIVS: return "arith.divsi";
	case OP_REMU: return "arith.remui";
	case OP_REMS: return "arith.remsi";
	case OP_CEILDIVU: return "arith.ceildivui";
	case OP_CEILDIVS: return "arith.ceildivsi";
	case OP_FLOORDIVS: return "arith.floordivsi";
	case OP_AND: return "arith.andi";
	case OP_OR: return "arith.ori";
	case OP_XOR: return "arith.xori";
	case OP_SHL: return "arith.shli";
	case OP_SHRU: return "arith.shrui";
	case OP_SHRS: return "arith.shrsi";
	case OP_MAXS: return "arith.maxsi";
	case OP_MAXU: return "arith.maxui";
	case OP_MINS: return "arith.minsi";
	case OP_MINU: return "arith.minui";
	case OP_ICMP: return "arith.cmpi";
	case OP_MUX: return "arith.select";
	case OP_CONST: return "arith.constant";
	case OP_SEXT: return "arith.extsi";
	case OP_ZEXT: return "arith.extui";
	case OP_TRUNC: return "arith.trunci";
	case OP_CASTS: return "arith.index_cast";
	case OP_CASTU: return "arith.index_castui";
	case OP_RETURN: return "return";
	case OP_CALL: return "func.call";
	case OP_BR: return "cf.br";
	case OP_CONDBR: return "cf.cond_br";
	default: return NULL;
	}
}

typedef struct {
	const Module *m;
	const Func *f;
	Buf *out;
	const char **name;   /* per value: printed name without '%' */
	uint32_t *resno;     /* per value: -1 or result number for %x#N */
	StrMap used;         /* printed names taken (keys back `name`) */
} Printer;

static int numeric(const char *s)
{
	if (!*s)
		return 1;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

static int valid_name(const char *s)
{
	if (!*s || isdigit((unsigned char)*s))
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("_$.-", *s))
			return 0;
	return 1;
}

/* A port name, instance label or symbol: bare when it is an MLIR bare-id
 * ((letter | _) (letter | digit | _ | $ | .)*), else quoted, so that empty
 * and numeric names read back.  Names are kept as written between the
 * quotes (the lexer does not decode escapes), so they print the same. */
/* A module's port p's hw.verilogName, if it has one (quotes,
 * backslashes and control bytes as \XX). */
static void put_vname(Buf *b, const Func *f, uint32_t p)
{
	const char *c;
	if (!f->port_vname || !f->port_vname[p])
		return;
	buf_puts(b, " {hw.verilogName = \"");
	for (c = f->port_vname[p]; *c; c++)
		if (*c == '"' || *c == '\\' || (unsigned char)*c < ' ')
			buf_printf(b, "\\%02X", (unsigned char)*c);
		else
			buf_putc(b, *c);
	buf_puts(b, "\"}");
}

static void put_port_name(Buf *b, const char *s)
{
	const char *c;
	int bare = isalpha((unsigned char)*s) || *s == '_';

	for (c = s; *c && bare; c++)
		bare = isalnum((unsigned char)*c) || strchr("_$.", *c);
	buf_printf(b, bare ? "%s" : "\"%s\"", s);
}

/* Assign printed names: the IR name when unique and printable, else the
 * next free number (so not strmap_unique's base_N: numbered names are
 * what MLIR prints).  O(values) expected. */
static void name_values(Printer *p)
{
	const Func *f = p->f;
	uint32_t i, counter = 0;

	p->name = xcalloc(f->nval + 1, sizeof *p->name);
	p->resno = xcalloc(f->nval + 1, sizeof *p->resno);
	for (i = 0; i < f->nval; i++) {
		const Value *v = &f->vals[i];
		/* an sv.namehint names it, as CIRCT's printer does */
		const char *n = v->hint && valid_name(v->hint) ? v->hint :
			v->name;
		p->resno[i] = NONE;
		if (v->def != NONE && f->ops[v->def].nres > 1) {
			/* a multi-result op: name the group after its first */
			const Op *o = &f->ops[v->def];
			if (i != o->res) {
				p->name[i] = p->name[o->res];
				p->resno[i] = i - o->res;
				continue;
			}
			p->resno[i] = 0;
		}
		if (n && valid_name(n) && !numeric(n) &&
		    !strmap_get(&p->used, n, NULL))
			n = strmap_put(&p->used, n, i);
		else
			n = NULL;
		while (!n) {
			char buf[32];
			snprintf(buf, sizeof buf, "%u", counter++);
			if (!strmap_get(&p->used, buf, NULL))
				n = strmap_put(&p->used, buf, i);
		}
		p->name[i] = n;
	}
}

static void put_val(Printer *p, uint32_t v)
{
	buf_printf(p->out, "%%%s", p->name[v]);
	if (p->resno[v] != NONE)
		buf_printf(p->out, "#%u", p->resno[v]);
}

static void put_type(Printer *p, Type t)
{
	char b[16];
	buf_puts(p->out, type_str(t, b));
}

static void put_uses(Printer *p, const Op *o, uint32_t from, uint32_t n)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		if (i)
			buf_puts(p->out, ", ");
		put_val(p, op_use(p->f, o, from + i));
	}
}

static Type use_ty(Printer *p, const Op *o, uint32_t i)
{
	return p->f->vals[op_use(p->f, o, i)].ty;
}

static void put_use_types(Printer *p, const Op *o, uint32_t from, uint32_t n)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		if (i)
			buf_puts(p->out, ", ");
		put_type(p, use_ty(p, o, from + i));
	}
}

static void put_const_value(Printer *p, const Op *o, Type t)
{
	unsigned w = t == TY_INDEX ? 64 : (unsigned)t;
	const Word *v = p->f->pool + o->pool;
	if (t == TY_I1)
		buf_puts(p->out, v[0] & 1 ? "true" : "false");
	else
		bv_print_sdec(p->out, v, w);
}

static void put_succ(Printer *p, const Op *o, int k, uint32_t from)
{
	const Block *b = &p->f->blocks[o->succ[k]];
	buf_printf(p->out, "^bb%u", o->succ[k]);
	(void)b;
	if (o->nsucc_args[k]) {
		buf_puts(p->out, "(");
		put_uses(p, o, from, o->nsucc_args[k]);
		buf_puts(p->out, " : ");
		put_use_types(p, o, from, o->nsucc_args[k]);
		buf_puts(p->out, ")");
	}
}

/* Is this op spelled in the comb/hw family (vs arith/std/index)? */
static int is_comb(const Op *o)
{
	const char *s = spell_name(o->spell);
	return !strncmp(s, "comb.", 5) || !strncmp(s, "hw.", 3);
}

static int is_index(const Op *o)
{
	return !strncmp(spell_name(o->spell), "index.", 6);
}

/* "KW V : T", the type left out for i1 (hw.constant, arith.constant). */
static void put_const(Printer *p, const char *kw, const Op *o, Type rt)
{
	buf_printf(p->out, "%s ", kw);
	put_const_value(p, o, rt);
	if (rt != TY_I1) {
		buf_puts(p->out, " : ");
		put_type(p, rt);
	}
}

/* "KW %a, %b : T, U", or bare "KW" without operands (hw.output, return). */
static void put_terminator(Printer *p, const char *kw, const Op *o)
{
	buf_puts(p->out, kw);
	if (o->nopnd) {
		buf_putc(p->out, ' ');
		put_uses(p, o, 0, o->nopnd);
		buf_puts(p->out, " : ");
		put_use_types(p, o, 0, o->nopnd);
	}
}

/* "KW %a : T to U" (index casts, extensions, truncation). */
static void put_cast(Printer *p, const char *kw, const Op *o, Type rt)
{
	buf_printf(p->out, "%s ", kw);
	put_uses(p, o, 0, 1);
	buf_puts(p->out, " : ");
	put_type(p, use_ty(p, o, 0));
	buf_puts(p->out, " to ");
	put_type(p, rt);
}

/* The first n operands then " : T" (binary ops, compares, select). */
static void put_uses_typed(Printer *p, const Op *o, uint32_t n, Type t)
{
	put_uses(p, o, 0, n);
	buf_puts(p->out, " : ");
	put_type(p, t);
}

static void print_op(Printer *p, const Op *o)
{
	Buf *b = p->out;
	const Func *f = p->f;
	Type rt = o->nres ? f->vals[o->res].ty : TY_NONE;
	const char *an = arith_name(o->op);
	uint32_t i;

	buf_puts(b, "    ");
	if (o->nres) {
		buf_printf(b, "%%%s", p->name[o->res]);
		if (o->nres > 1)
			buf_printf(b, ":%u", o->nres);
		buf_puts(b, " = ");
	}
	if (is_index(o)) {
		const char *s = spell_name(o->spell);
		if (o->op == OP_CONST && rt == TY_I1) {
			buf_printf(b, "index.bool.constant ");
			put_const_value(p, o, rt);
		} else if (o->op == OP_CONST) {
			buf_puts(b, "index.constant ");
			put_const_value(p, o, rt);
		} else if (o->op == OP_SIZEOF) {
			buf_puts(b, "index.sizeof");
		} else if (o->op == OP_ICMP) {
			buf_printf(b, "index.cmp %s(", pred_name((int)o->pred));
			put_uses(p, o, 0, 2);
			buf_puts(b, ")");
		} else if (o->op == OP_CASTS || o->op == OP_CASTU) {
			put_cast(p, s, o, rt);
		} else {
			buf_printf(b, "%s ", s);
			put_uses(p, o, 0, o->nopnd);
		}
		buf_putc(b, '\n');
		return;
	}
	if (is_comb(o)) {
		switch (o->op) {
		case OP_CONST:
			put_const(p, "hw.constant", o, rt);
			break;
		case OP_OUTPUT:
			put_terminator(p, "hw.output", o);
			break;
		case OP_INSTANCE:
			buf_printf(b, "hw.instance \"%s\" @", o->iname);
			put_port_name(b, o->sym);
			if (o->params && o->callee != NONE &&
			    p->m->funcs[o->callee].is_decl) /* as it is kept */
				buf_printf(b, "<%s>", o->params);
			buf_putc(b, '(');
			for (i = 0; i < o->nopnd; i++) {
				const Func *c = &p->m->funcs[o->callee];
				if (i)
					buf_puts(b, ", ");
				put_port_name(b, c->in_name[i]);
				buf_puts(b, ": ");
				put_val(p, op_use(f, o, i));
				buf_puts(b, ": ");
				put_type(p, use_ty(p, o, i));
			}
			buf_puts(b, ") -> (");
			for (i = 0; i < o->nres; i++) {
				const Func *c = &p->m->funcs[o->callee];
				if (i)
					buf_puts(b, ", ");
				put_port_name(b, c->out_name[i] ? c->out_name[i] :
					"out");
				buf_puts(b, ": ");
				put_type(p, f->vals[o->res + i].ty);
			}
			buf_puts(b, ")");
			break;
		case OP_ICMP:
			buf_printf(b, "comb.icmp %s ", pred_name((int)o->pred));
			put_uses_typed(p, o, 2, use_ty(p, o, 0));
			break;
		case OP_EXTRACT:
		case OP_REPLICATE:
			buf_printf(b, "%s ", spell_name(o->spell));
			put_uses(p, o, 0, 1);
			if (o->op == OP_EXTRACT)
				buf_printf(b, " from %u", o->pred);
			buf_puts(b, " : (");
			put_type(p, use_ty(p, o, 0));
			buf_puts(b, ") -> ");
			put_type(p, rt);
			break;
		case OP_CONCAT:
			buf_puts(b, "comb.concat ");
			put_uses(p, o, 0, o->nopnd);
			buf_puts(b, " : ");
			put_use_types(p, o, 0, o->nopnd);
			break;
		case OP_TT:
			buf_puts(b, "comb.truth_table ");
			put_uses(p, o, 0, o->nopnd);
			buf_puts(b, o->nopnd ? " -> [" : "-> [");
			for (i = 0; i < o->npool; i++)
				buf_printf(b, "%s%s", i ? ", " : "",
					bv_bit(f->pool + o->pool, i) ? "true" : "false");
			buf_puts(b, "]");
			break;
		case OP_LUT:
			buf_puts(b, "comb.lut ");
			put_uses(p, o, 0, o->nopnd);
			buf_puts(b, " {coefficients = array<i8");
			for (i = 0; i < o->npool; i++)
				buf_printf(b, "%s %d", i ? "," : ":",
					(int)(int8_t)f->pool[o->pool + i]);
			buf_puts(b, ">, lookupTable = array<i8");
			for (i = 0; i < o->pred; i++)
				buf_printf(b, "%s %d", i ? "," : ":",
					(int)(int8_t)f->pool[o->pool + o->npool + i]);
			buf_puts(b, ">} : (");
			put_use_types(p, o, 0, o->nopnd);
			buf_puts(b, ") -> i8");
			break;
		default: /* comb.add ... : T, comb.mux, comb.parity, ... */
			buf_printf(b, "%s ", spell_name(o->spell));
			put_uses_typed(p, o, o->nopnd,
				o->op == OP_PARITY || o->op == OP_MUX ?
				use_ty(p, o, o->op == OP_MUX ? 1 : 0) : rt);
		}
		buf_putc(b, '\n');
		return;
	}
	if (!an)
		die("no arith spelling for %s", op_name(o->op));
	switch (o->op) {
	case OP_CONST:
		put_const(p, "arith.constant", o, rt);
		break;
	case OP_ICMP:
		buf_printf(b, "arith.cmpi %s, ", pred_name((int)o->pred));
		put_uses_typed(p, o, 2, use_ty(p, o, 0));
		break;
	case OP_MUX:
		buf_puts(b, "arith.select ");
		put_uses_typed(p, o, 3, rt);
		break;
	case OP_SEXT: case OP_ZEXT: case OP_TRUNC: case OP_CASTS: case OP_CASTU:
		put_cast(p, an, o, rt);
		break;
	case OP_RETURN:
		put_terminator(p, "return", o);
		break;
	case OP_CALL:
		buf_puts(b, "func.call @"); /* hw.module has no default dialect */
		put_port_name(b, o->sym);
		buf_putc(b, '(');
		put_uses(p, o, 0, o->nopnd);
		buf_puts(b, ") : (");
		put_use_types(p, o, 0, o->nopnd);
		buf_puts(b, ") -> ");
		if (o->nres != 1)
			buf_putc(b, '(');
		for (i = 0; i < o->nres; i++) {
			if (i)
				buf_puts(b, ", ");
			put_type(p, f->vals[o->res + i].ty);
		}
		if (o->nres != 1)
			buf_putc(b, ')');
		break;
	case OP_BR:
		buf_puts(b, "cf.br ");
		put_succ(p, o, 0, 0);
		break;
	case OP_CONDBR:
		buf_puts(b, "cf.cond_br ");
		put_uses(p, o, 0, 1);
		buf_puts(b, ", ");
		put_succ(p, o, 0, 1);
		buf_puts(b, ", ");
		put_succ(p, o, 1, 1 + o->nsucc_args[0]);
		break;
	default: /* binary arith ops */
		buf_printf(b, "%s ", an);
		put_uses_typed(p, o, o->nopnd, rt);
	}
	buf_putc(b, '\n');
}

/* Is nm one of f's input port names? */
static int port_named(const Func *f, const char *nm)
{
	uint32_t i;

	for (i = 0; i < f->nin; i++)
		if (!strcmp(f->in_name[i], nm))
			return 1;
	return 0;
}

static void print_func(Printer *p)
{
	const Func *f = p->f;
	Buf *b = p->out;
	StrMap decl = {0};     /* a declaration's SSA names */
	uint32_t i, j, k, *perm;

	name_values(p);
	if (f->is_hw) {
		buf_puts(b, f->is_decl ? "  hw.module.extern @" : "  hw.module @");
		put_port_name(b, f->name);
		if (f->is_decl && f->params)
			buf_printf(b, "<%s>", f->params);
		buf_putc(b, '(');
		perm = xmalloc(((size_t)f->nin + f->nout + 1) * sizeof *perm);
		port_order(f->port_out, f->nin, f->nout, perm);
		for (j = 0; j < f->nin + f->nout; j++) {
			i = perm[j];
			buf_puts(b, j ? ", " : "");
			if (i >= f->nin) {
				uint32_t o = i - f->nin;
				buf_puts(b, "out ");
				put_port_name(b, f->out_name[o] ? f->out_name[o] :
					"out");
				buf_puts(b, " : ");
				put_type(p, f->out_ty[o]);
				put_vname(b, f, i);
				continue;
			}
			buf_puts(b, "in ");
			if (f->nblock) {
				put_val(p, f->blocks[0].arg + i);
				if (strcmp(p->name[f->blocks[0].arg + i],
				    f->in_name[i]))
					buf_printf(b, " \"%s\"", f->in_name[i]);
			} else if (valid_name(f->in_name[i]) &&
			    !strmap_get(&decl, f->in_name[i], NULL)) {
				strmap_put(&decl, f->in_name[i], i);
				buf_printf(b, "%%%s", f->in_name[i]);
			} else { /* `in %a b` would be %a, port b: %argN "a b" */
				char nm[32];
				unsigned k = i;
				do
					snprintf(nm, sizeof nm, "arg%u", k++);
				while (strmap_get(&decl, nm, NULL) ||
				    port_named(f, nm));
				strmap_put(&decl, nm, i);
				buf_printf(b, "%%%s \"%s\"", nm, f->in_name[i]);
			}
			buf_puts(b, " : ");
			put_type(p, f->in_ty[i]);
			put_vname(b, f, i);
		}
		free(perm);
		strmap_free(&decl);
		buf_puts(b, ")");
		if (f->is_decl && f->verilog_name)
			buf_printf(b, " attributes {verilogName = \"%s\"}",
				f->verilog_name);
	} else {
		buf_printf(b, "  func.func %s@", f->is_decl ? "private " : "");
		put_port_name(b, f->name);
		buf_putc(b, '(');
		for (i = 0; i < f->nin; i++) {
			if (i)
				buf_puts(b, ", ");
			if (f->nblock) {
				put_val(p, f->blocks[0].arg + i);
				buf_puts(b, ": ");
			}
			put_type(p, f->in_ty[i]);
		}
		buf_puts(b, ")");
		if (f->nout) {
			buf_puts(b, " -> ");
			if (f->nout > 1)
				buf_putc(b, '(');
			for (i = 0; i < f->nout; i++) {
				if (i)
					buf_puts(b, ", ");
				put_type(p, f->out_ty[i]);
			}
			if (f->nout > 1)
				buf_putc(b, ')');
		}
	}
	if (f->is_decl) {
		buf_putc(b, '\n');
		return;
	}
	buf_puts(b, " {\n");
	for (i = 0; i < f->nblock; i++) {
		const Block *bl = &f->blocks[i];
		if (i) {
			buf_printf(b, "  ^bb%u", i);
			if (bl->narg) {
				buf_putc(b, '(');
				for (k = 0; k < bl->narg; k++) {
					if (k)
						buf_puts(b, ", ");
					put_val(p, bl->arg + k);
					buf_puts(b, ": ");
					put_type(p, f->vals[bl->arg + k].ty);
				}
				buf_putc(b, ')');
			}
			buf_puts(b, ":\n");
		}
		for (k = 0; k < bl->nop; k++)
			print_op(p, &f->ops[bl->op + k]);
	}
	buf_puts(b, "  }\n");
}

void print_module(const Module *m, const uint8_t *keep, Buf *out)
{
	uint32_t i;
	buf_puts(out, "module {\n");
	for (i = 0; i < m->nfunc; i++) {
		Printer p = {0};
		if (keep && !keep[i])
			continue;
		p.m = m;
		p.f = &m->funcs[i];
		p.out = out;
		print_func(&p);
		free(p.name);
		free(p.resno);
		strmap_free(&p.used);
	}
	buf_puts(out, "}\n");
}
