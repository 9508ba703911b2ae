/* parse.c: MLIR text -> IR (Module of Funcs): the parser state, tokens,
 * errors and recovery, functions, hw.modules and the top level.
 *
 * Recursive descent, one function per grammar rule with the rule in a
 * comment.  Accepts the custom and generic forms of every op in ops.h,
 * `module`/`builtin.module` containers (nested ones through an explicit
 * stack), func.func / old `func` / hw.module (both port syntaxes),
 * hw.module.extern, blocks with arguments, multi-results (%r:2, %r#1),
 * loc(...) and #loc aliases, !type and #attr aliases, opaque attributes.
 *
 * Names are resolved per function; a use before its definition becomes a
 * forward reference patched when the name is defined (graph regions allow
 * that; dominance in CFG regions is the verifier's business).  Operand
 * types written in the custom syntax are checked against the values here,
 * as MLIR does, so the verifier sees well-typed uses.
 *
 * Errors: diag_error, then longjmp to the enclosing op or function, skip to
 * the next line and go on, so one run reports several errors.
 * The grammar is split by area: parse_type.c (types, aliases,
 * attributes), parse_op.c (ops); parse.h is their shared state.
 * Cost: O(text) expected (hash maps for names).  Recursion happens only
 * for nested attributes, bounded by MAX_NEST.
 */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "mlir/parse.h"

/* ------------------------------------------------- tokens and errors */

void ps_next(Parser *p)
{
	p->prev = p->tok;
	p->tok = lex_next(&p->lx);
}

char *ps_tokstr(Parser *p, const Tok *t)
{
	return arena_strndup(&p->m->arena, t->s, t->n);
}

noreturn static void fail(Parser *p)
{
	longjmp(*p->jb, 1);
}

/* Report at loc and unwind to the current recovery point. */
noreturn void ps_error_at(Parser *p, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(p->m->ctx, loc, "error", fmt, ap);
	va_end(ap);
	fail(p);
}

/* Describe the current token for "expected X, got Y" messages. */
static const char *tok_desc(Parser *p, const Tok *t)
{
	Buf b = {0};
	char *s;
	if (t->kind == TK_EOF)
		return "end of file";
	if (tok_is_msg(t))
		buf_printf(&b, "%.*s", (int)t->n, t->s);
	else
		buf_printf(&b, "'%s%.*s'",
			t->kind == TK_PCT ? "%" : t->kind == TK_CARET ? "^" :
			t->kind == TK_AT ? "@" : t->kind == TK_HASH ? "#" :
			t->kind == TK_BANG ? "!" : t->kind == TK_STR ? "\"" : "",
			(int)(t->n > 40 ? 40 : t->n), t->s);
	if (t->kind == TK_STR)
		buf_putc(&b, '"');
	s = arena_strndup(&p->m->arena, b.s, b.len);
	buf_free(&b);
	return s;
}

/* A bad token is consumed once reported, so that recovery (which may
 * unwind through several levels) does not meet and report it again. */
noreturn void ps_expected(Parser *p, const char *what)
{
	Tok t = p->tok;
	if (t.kind == TK_ERROR)
		ps_next(p);
	if (tok_is_msg(&t))
		ps_error_at(p, t.loc, "%.*s", (int)t.n, t.s);
	if (t.kind == TK_ERROR)
		ps_error_at(p, t.loc, "unexpected character '%.*s'", (int)t.n,
			t.s);
	ps_error_at(p, p->tok.loc, "expected %s, got %s", what,
		tok_desc(p, &p->tok));
}

int ps_accept(Parser *p, const char *s)
{
	if (tok_is(&p->tok, s)) {
		ps_next(p);
		return 1;
	}
	return 0;
}

void ps_expect(Parser *p, const char *s)
{
	if (!ps_accept(p, s)) {
		char what[32];
		snprintf(what, sizeof what, "'%s'", s);
		ps_expected(p, what);
	}
}

/* expect a closing bracket, naming the opener's location */
void ps_expect_match(Parser *p, const char *close, const char *open,
	Loc at)
{
	if (!ps_accept(p, close)) {
		if (p->tok.kind == TK_ERROR)
			ps_expected(p, close);
		ps_error_at(p, p->tok.loc,
			"expected '%s' to close '%s' at %u:%u, got %s", close,
			open, at.line, at.col, tok_desc(p, &p->tok));
	}
}

int ps_is_id(Parser *p, const char *s)
{
	return p->tok.kind == TK_ID && tok_is(&p->tok, s);
}

/* Skip one balanced bracket group starting at the current opener.  The
 * current token must be an opener, so the stack is never empty when a
 * closer or end of file is seen. */
void ps_skip_balanced(Parser *p)
{
	static const char opens[] = "([{<", closes[] = ")]}>";
	char stack[MAX_NEST * 4];
	Loc at[MAX_NEST * 4];
	int depth = 0;

	if (p->tok.kind != TK_PUNCT || !strchr(opens, p->tok.s[0]))
		ps_expected(p, "'(', '[', '{' or '<'");
	do {
		const char *o;
		if (p->tok.kind == TK_ERROR)
			ps_expected(p, "a balanced bracket group");
		if (p->tok.kind == TK_EOF)
			ps_error_at(p, at[depth - 1],
				"unbalanced '%c': end of file before its '%c'",
				stack[depth - 1],
				closes[strchr(opens, stack[depth - 1]) - opens]);
		if (p->tok.kind == TK_PUNCT && (o = strchr(opens, p->tok.s[0]))) {
			if (depth == (int)sizeof stack)
				ps_error_at(p, p->tok.loc, "brackets nested too deeply");
			at[depth] = p->tok.loc;
			stack[depth++] = p->tok.s[0];
		} else if (p->tok.kind == TK_PUNCT &&
			   (o = strchr(closes, p->tok.s[0]))) {
			if (opens[o - closes] != stack[depth - 1])
				ps_error_at(p, p->tok.loc,
					"'%c' does not match '%c' at %u:%u",
					p->tok.s[0], stack[depth - 1],
					at[depth - 1].line, at[depth - 1].col);
			depth--;
		}
		ps_next(p);
	} while (depth > 0);
}

/* loc-suffix ::= (`loc` `(` ... `)`)? */
void ps_skip_loc(Parser *p)
{
	if (ps_is_id(p, "loc")) {
		ps_next(p);
		if (!tok_is(&p->tok, "("))
			ps_expected(p, "'(' after 'loc'");
		ps_skip_balanced(p);
	}
}

/* ----------------------------------------------------------- functions */

static uint32_t new_block(Parser *p, const char *label, Loc loc)
{
	Func *f = p->f;
	grow((void **)&f->blocks, &f->cap_block, f->nblock + 1,
		sizeof *f->blocks, 1u << 30, "blocks");
	f->blocks[f->nblock] = (Block){f->nval, 0, f->nop, 0, label, loc};
	p->cur = f->nblock;
	return f->nblock++;
}

uint32_t ps_gen_label(Parser *p, Loc loc)
{
	grow((void **)&p->lab, &p->cap_lab, p->nlab + 1, sizeof *p->lab,
		1u << 30, "blocks");
	p->lab[p->nlab] = (Label){"switch", NONE, loc}; /* not in p->labels */
	return p->nlab++;
}

void ps_gen_block(Parser *p, uint32_t label, Loc loc)
{
	p->lab[label].block = new_block(p, "switch", loc);
}

static void add_block_arg(Parser *p, const Tok *name, Type ty)
{
	Func *f = p->f;
	Block *bl = &f->blocks[p->cur];
	const char *nm = name ? ps_tokstr(p, name) : NULL;
	uint32_t v = func_add_value(f, ty, NONE, p->cur, bl->narg, nm,
		name ? name->loc : bl->loc);
	f->blocks[p->cur].narg++;
	if (nm)
		ps_define_values(p, nm, v, 1);
}

/* bb-label ::= `^` id (`(` %v `:` T (`,` ...)* `)`)? `:` */
static void parse_label(Parser *p, int entry)
{
	Tok t = p->tok;
	uint32_t l, blk;

	ps_next(p);
	l = ps_label_ref(p, &t);
	if (p->lab[l].block != NONE)
		ps_error_at(p, t.loc, "redefinition of block '^%.*s'", (int)t.n, t.s);
	if (entry && p->f->nblock == 1 && p->f->blocks[0].nop == 0) {
		blk = 0;
		p->f->blocks[0].label = p->lab[l].name;
	} else {
		blk = new_block(p, p->lab[l].name, t.loc);
	}
	p->lab[l].block = blk;
	p->cur = blk;
	if (ps_accept(p, "(")) {
		Loc at = p->prev.loc;
		if (!ps_accept(p, ")")) {
			do {
				Tok n = p->tok;
				if (n.kind != TK_PCT)
					ps_expected(p, "a block argument");
				ps_next(p);
				ps_expect(p, ":");
				add_block_arg(p, &n, parse_type(p));
				ps_skip_loc(p);
			} while (ps_accept(p, ","));
			ps_expect_match(p, ")", "(", at);
		}
	}
	ps_expect(p, ":");
}

/* Recover after an error inside a body: skip to the next line, and over
 * any bracketed group (a region, say) opened before it; stop before a '}'
 * that closes the enclosing body. */
static void skip_line(Parser *p)
{
	int depth = 0;
	if (p->tok.nl_before && p->tok.s != p->op_start)
		return; /* the failed op ended at a line end */
	for (;;) {
		if (p->tok.kind == TK_PUNCT && strchr("([{", p->tok.s[0]))
			depth++;
		else if (p->tok.kind == TK_PUNCT && strchr(")]}", p->tok.s[0]))
			depth--;
		ps_next(p);
		if (p->tok.kind == TK_EOF)
			return;
		if (depth <= 0 && tok_is(&p->tok, "}"))
			return;
		if (depth <= 0 && p->tok.nl_before)
			return;
	}
}


/* Has parsing made so many errors that it should stop?  At the error
 * limit (--error-limit; at least MAX_ERRORS), never when it is 0 (show
 * all): recovery skips to the next line, so errors come at most one per
 * line. */
static int too_many(const Parser *p)
{
	uint32_t lim = p->m->ctx->max_errors;
	if (!lim)
		return 0;
	if (lim < MAX_ERRORS)
		lim = MAX_ERRORS;
	return (uint32_t)(p->m->ctx->nerror - p->err0) >= lim;
}
/* body ::= `{` block* `}` where the first block's label is optional.
 * unnamed_args: the signature gave types only (argty, nargs), so the entry
 * label must declare them; nargs == NONE: take them from the label as they
 * come (generic func.func). */
static void parse_body(Parser *p, Loc open, int unnamed_args, Type *argty,
	uint32_t nargs)
{
	jmp_buf jb, *outer = p->jb;
	volatile int entry_label = 0;
	volatile int any_op = 0; /* an op was begun (it may have failed) */

	p->jb = &jb;
	while (!tok_is(&p->tok, "}")) {
		if (setjmp(jb)) {
			p->nest = 0; /* the error left nested parses */
			if (too_many(p) ||
			    p->tok.kind == TK_EOF)
				break;
			if (tok_is(&p->tok, "}"))
				break;
			skip_line(p);
			continue;
		}
		p->op_start = p->tok.s;
		if (p->tok.kind == TK_EOF)
			ps_error_at(p, p->tok.loc, "expected '}' to close '{' at %u:%u,"
				" got end of file", open.line, open.col);
		if (p->tok.kind == TK_CARET) {
			int entry = p->f->nblock == 1 && p->f->blocks[0].nop == 0 &&
				    !entry_label && !any_op;
			uint32_t before = p->f->blocks[0].narg;
			Loc lloc = p->tok.loc;
			parse_label(p, entry);
			if (!entry)
				continue;
			entry_label = 1;
			if (!unnamed_args && p->f->blocks[0].narg != before)
				ps_error_at(p, lloc, "entry block arguments are already "
					"defined by the function signature");
			if (unnamed_args && nargs != NONE) {
				uint32_t i;
				Block *b0 = &p->f->blocks[0];
				if (b0->narg != nargs)
					ps_error_at(p, lloc, "entry block has %u arguments "
						"but the function has %u", b0->narg, nargs);
				for (i = 0; i < nargs; i++)
					if (p->f->vals[b0->arg + i].ty != argty[i])
						ps_error_at(p, lloc, "type of entry block "
							"argument #%u does not match the "
							"function signature", i);
			}
			continue;
		}
		if (unnamed_args && nargs && nargs != NONE && !entry_label)
			ps_error_at(p, p->tok.loc, "function with unnamed arguments "
				"needs an entry block label with arguments");
		any_op = 1;
		parse_op(p);
	}
	p->jb = outer;
	if (too_many(p) || p->tok.kind == TK_EOF)
		fail(p);
	ps_next(p); /* '}' */
}

/* After the body: patch forward references and block labels.  Reports
 * undefined names only when the function had no other error (they would
 * mostly be echoes of it). */
static void finish_func(Parser *p)
{
	Func *f = p->f;
	uint32_t i, k;
	int quiet = p->m->ctx->nerror > p->func_errors;

	if (!f)
		return;
	for (i = 0; i < p->nfwd; i++)
		if (p->fwd[i].val == NONE) {
			if (!quiet)
				diag_error(p->m->ctx, p->fwd[i].loc,
					"use of undefined value '%%%s'",
					p->fwd[i].name);
			p->fwd[i].val = 0;
		}
	for (i = 0; i < f->nuse; i++)
		if (f->uses[i] & FWD)
			f->uses[i] = p->fwd[f->uses[i] & ~FWD].val;
	for (i = 0; i < p->nlab; i++)
		if (p->lab[i].block == NONE && !quiet)
			diag_error(p->m->ctx, p->lab[i].loc, "use of undefined block '^%s'",
				p->lab[i].name);
	for (i = 0; i < f->nop; i++)
		for (k = 0; k < 2; k++)
			if (f->ops[i].succ[k] != NONE) {
				uint32_t l = f->ops[i].succ[k];
				uint32_t b = l < p->nlab ? p->lab[l].block : NONE;
				f->ops[i].succ[k] = b == NONE ? 0 : b;
			}
	strmap_free(&p->vals);
	strmap_free(&p->labels);
	p->nfwd = p->nlab = 0;
	p->f = NULL;
}

/* A new function (name registered by name_func). */
static Func *open_func(Parser *p, Loc loc)
{
	Func *f = module_add_func(p->m);
	p->fi = p->m->nfunc - 1;
	f->name = "";
	f->loc = loc;
	p->f = f;
	p->func_errors = p->m->ctx->nerror;
	new_block(p, NULL, loc);
	return f;
}

static void name_func(Parser *p, Func *f, const char *s, size_t n, Loc loc)
{
	if (ps_lookup(&p->funcs, s, n) != NONE)
		ps_error_at(p, loc, "redefinition of symbol '@%.*s'", (int)n, s);
	strmap_putn(&p->funcs, s, n, (uint32_t)(f - p->m->funcs));
	f->name = arena_strndup(&p->m->arena, s, n);
}

static Func *begin_func(Parser *p, Tok name, Loc loc)
{
	Func *f = open_func(p, loc);
	name_func(p, f, name.s, name.n, name.loc);
	return f;
}

static void set_sig(Parser *p, Func *f, const Type *in, const char **inn,
	uint32_t nin, const Type *out, const char **outn, uint32_t nout)
{
	Arena *a = &p->m->arena;
	f->nin = nin;
	f->nout = nout;
	f->in_ty = arena_alloc(a, (nin + 1) * sizeof *f->in_ty);
	f->in_name = arena_alloc(a, (nin + 1) * sizeof *f->in_name);
	f->out_ty = arena_alloc(a, (nout + 1) * sizeof *f->out_ty);
	f->out_name = arena_alloc(a, (nout + 1) * sizeof *f->out_name);
	memcpy(f->in_ty, in, nin * sizeof *in);
	memcpy(f->in_name, inn, nin * sizeof *inn);
	memcpy(f->out_ty, out, nout * sizeof *out);
	if (outn)
		memcpy(f->out_name, outn, nout * sizeof *outn);
}

/* The port name token t holds; an empty one (CIRCT prints `in %0 "" :
 * i1`) is named by position, pfx<i>, as BLIF writes an unnamed port: a
 * word of bits "[0]", "[1]" would pair with nothing. */
static const char *port_name(Parser *p, const Tok *t, const char *pfx,
	uint32_t i)
{
	const char *s = ps_tokstr(p, t);
	char buf[32];

	if (*s)
		return s;
	snprintf(buf, sizeof buf, "%s%u", pfx, i);
	return arena_strndup(&p->m->arena, buf, strlen(buf));
}

typedef struct Sig {
	Type in[MAX_PORTS], out[MAX_PORTS];
	const char *inn[MAX_PORTS], *outn[MAX_PORTS];
	const char *inv[MAX_PORTS], *outv[MAX_PORTS]; /* hw.verilogName */
	uint32_t nin, nout;
	int unnamed;          /* inputs given as types only */
	int nvname;           /* ports with a hw.verilogName */
	uint8_t isout[2 * MAX_PORTS]; /* per port as declared: an output? */
	int mixed;            /* an input declared after an output */
} Sig;

/* func-sig ::= `(` (%a `:` T attrs? loc?),* | T,* `)` (`->` results)? */
static void parse_func_sig(Parser *p, Sig *s)
{
	Loc at = p->tok.loc;
	char buf[32];

	s->nin = s->nout = 0;
	s->unnamed = 0;
	ps_expect(p, "(");
	if (!ps_accept(p, ")")) {
		do {
			if (s->nin == MAX_PORTS)
				ps_error_at(p, p->tok.loc, "too many arguments");
			if (p->tok.kind == TK_PCT) {
				Tok n = p->tok;
				ps_next(p);
				ps_expect(p, ":");
				s->in[s->nin] = parse_type(p);
				if (tok_is(&p->tok, "{"))
					ps_skip_balanced(p);
				ps_skip_loc(p);
				add_block_arg(p, &n, s->in[s->nin]);
				s->inn[s->nin] = p->f->vals[p->f->nval - 1].name;
			} else {
				s->unnamed = 1;
				s->in[s->nin] = parse_type(p);
				if (tok_is(&p->tok, "{"))
					ps_skip_balanced(p);
				snprintf(buf, sizeof buf, "arg%u", s->nin);
				s->inn[s->nin] = arena_strndup(&p->m->arena, buf,
					strlen(buf));
			}
			s->nin++;
		} while (ps_accept(p, ","));
		ps_expect_match(p, ")", "(", at);
	}
	if (p->tok.kind == TK_ARROW) {
		ps_next(p);
		s->nout = parse_type_list(p, s->out, MAX_PORTS);
	}
}

/* Recover from an error in a function header: skip its body, if any. */
static void skip_func_rest(Parser *p)
{
	while (p->tok.kind != TK_EOF && !tok_is(&p->tok, "{")) {
		if (p->tok.nl_before && p->tok.kind == TK_ID &&
		    (ps_is_id(p, "func.func") || ps_is_id(p, "func") ||
		     ps_is_id(p, "builtin.func") || ps_is_id(p, "hw.module")))
			return;
		ps_next(p);
	}
	if (tok_is(&p->tok, "{"))
		ps_skip_balanced(p);
}

/* A port's attribute dictionary, if any: *vn gets its hw.verilogName
 * (the port's name in the Verilog: an external module's, or the one
 * CIRCT's name legalization chose), else NULL. */
static void port_attrs(Parser *p, Sig *s, const char **vn)
{
	Attr *d, *a;
	*vn = NULL;
	if (!tok_is(&p->tok, "{"))
		return;
	d = parse_dict(p);
	a = d ? attr_dict_get(d, "hw.verilogName") : NULL;
	if (a && a->kind == A_STR && a->n) {
		*vn = arena_strndup(&p->m->arena, a->s, a->n);
		s->nvname++;
	}
}

/* hw ports ::= `(` ((`in` %a (`"name"`)? `:` T | `out` name `:` T) attrs?
 *              loc?),* `)`   |   `(` %a `:` T,* `)` `->` `(` name `:` T,* `)` */
static void parse_hw_ports(Parser *p, Sig *s)
{
	Loc at = p->tok.loc;

	s->nin = s->nout = 0;
	s->unnamed = 0;
	s->nvname = 0;
	s->mixed = 0;
	ps_expect(p, "(");
	if (!ps_accept(p, ")")) {
		do {
			int dir = 0; /* 0 old style input, 1 in, 2 out */
			if (ps_is_id(p, "in"))
				dir = 1, ps_next(p);
			else if (ps_is_id(p, "out"))
				dir = 2, ps_next(p);
			else if (ps_is_id(p, "inout"))
				ps_error_at(p, p->tok.loc, "inout ports are not supported");
			if (s->nin == MAX_PORTS || s->nout == MAX_PORTS)
				ps_error_at(p, p->tok.loc, "too many ports");
			if (dir == 2) {
				if (p->tok.kind != TK_ID && p->tok.kind != TK_STR)
					ps_expected(p, "an output port name");
				s->outn[s->nout] = port_name(p, &p->tok, "po",
					s->nout);
				ps_next(p);
				ps_expect(p, ":");
				s->isout[s->nin + s->nout] = 1;
				s->out[s->nout++] = parse_type(p);
			} else {
				Tok n = p->tok;
				const char *pname;
				if (n.kind != TK_PCT)
					ps_expected(p, "an input port (%name)");
				ps_next(p);
				pname = ps_tokstr(p, &n);
				if (p->tok.kind == TK_STR || (p->tok.kind == TK_ID &&
							      dir == 1)) {
					pname = port_name(p, &p->tok, "pi", s->nin);
					ps_next(p);
				}
				ps_expect(p, ":");
				s->in[s->nin] = parse_type(p);
				add_block_arg(p, &n, s->in[s->nin]);
				s->isout[s->nin + s->nout] = 0;
				s->mixed |= s->nout > 0;
				s->inn[s->nin++] = pname;
			}
			port_attrs(p, s, dir == 2 ? &s->outv[s->nout - 1] :
				&s->inv[s->nin - 1]);
			ps_skip_loc(p);
		} while (ps_accept(p, ","));
		ps_expect_match(p, ")", "(", at);
	}
	if (p->tok.kind == TK_ARROW) {
		ps_next(p);
		at = p->tok.loc;
		ps_expect(p, "(");
		if (!ps_accept(p, ")")) {
			do {
				char buf[32];
				if (s->nout == MAX_PORTS)
					ps_error_at(p, p->tok.loc, "too many ports");
				if ((p->tok.kind == TK_ID || p->tok.kind == TK_STR ||
				     p->tok.kind == TK_PCT) && !ps_at_type(p)) {
					s->outn[s->nout] = port_name(p, &p->tok,
						"po", s->nout);
					ps_next(p);
					ps_expect(p, ":");
				} else if (p->tok.kind == TK_ID &&
					   !tok_is(&p->tok, "index")) {
					/* a name that looks like a type: `i1: i1` */
					Lexer save = p->lx;
					Tok t = p->tok;
					ps_next(p);
					if (ps_accept(p, ":")) {
						s->outn[s->nout] = ps_tokstr(p, &t);
					} else {
						p->lx = save;
						p->tok = t;
						snprintf(buf, sizeof buf, "out%u", s->nout);
						s->outn[s->nout] = arena_strndup(
							&p->m->arena, buf, strlen(buf));
					}
				} else {
					snprintf(buf, sizeof buf, "out%u", s->nout);
					s->outn[s->nout] = arena_strndup(&p->m->arena,
						buf, strlen(buf));
				}
				s->out[s->nout++] = parse_type(p);
				if (tok_is(&p->tok, "{"))
					ps_skip_balanced(p);
				ps_skip_loc(p);
			} while (ps_accept(p, ","));
			ps_expect_match(p, ")", "(", at);
		}
	}
}

/* What func and hw-module share after the keyword: visibility? @name,
 * the signature (hw: the ports), (`attributes` dict)? loc? body?.  An
 * error inside skips the rest of the function (the setjmp keeps this in
 * one frame). */
static void parse_func_def(Parser *p, int hw)
{
	Sig *s = p->sig;
	Loc loc = p->tok.loc, open;
	int ext = tok_is(&p->tok, "hw.module.extern"), decl;
	Tok name;
	Func *f;
	jmp_buf jb, *outer = p->jb;
	volatile int in_body = 0;

	int priv;

	ps_next(p);
	priv = ps_is_id(p, "private");
	if (priv || ps_is_id(p, "public") || (!hw && ps_is_id(p, "nested")))
		ps_next(p);
	if (p->tok.kind != TK_AT)
		ps_expected(p, hw ? "a module name (@name)" :
			"a function name (@name)");
	name = p->tok;
	ps_next(p);
	p->jb = &jb;
	if (setjmp(jb)) {
		p->nest = 0; /* the error left nested parses */
		p->jb = outer;
		finish_func(p);
		if (!in_body)
			skip_func_rest(p);
		fail(p);
	}
	f = begin_func(p, name, loc);
	f->is_private = priv;
	if (hw) {
		f->is_hw = 1;
		if (tok_is(&p->tok, "<")) { /* kept for an extern's printers */
			const char *a = p->tok.s + 1;
			ps_skip_balanced(p);
			if (ext)
				f->params = arena_strndup(&p->m->arena, a,
					(size_t)(p->prev.s - a));
		}
		parse_hw_ports(p, s);
	} else {
		parse_func_sig(p, s);
		if (s->unnamed && p->f->blocks[0].narg)
			ps_error_at(p, loc, "function arguments must be all "
				"named (%%a: T) or all unnamed (T)");
	}
	set_sig(p, f, s->in, s->inn, s->nin, s->out, hw ? s->outn : NULL,
		s->nout);
	if (ps_is_id(p, "attributes")) {
		Attr *d, *vn;
		ps_next(p);
		d = parse_dict(p);
		vn = ext ? attr_dict_get(d, "verilogName") : NULL;
		if (vn && vn->kind == A_STR) /* the black box's Verilog name */
			f->verilog_name = arena_strndup(&p->m->arena, vn->s,
				vn->n);
	}
	if (hw && s->mixed) { /* `in %a, out y, in %b`: keep that order */
		f->port_out = arena_alloc(&p->m->arena, s->nin + s->nout + 1);
		memcpy(f->port_out, s->isout, s->nin + s->nout);
	}
	if (hw && s->nvname) { /* its ports' Verilog names */
		f->port_vname = arena_alloc(&p->m->arena, (s->nin + s->nout +
			1) * sizeof *f->port_vname);
		memcpy(f->port_vname, s->inv, s->nin * sizeof *s->inv);
		memcpy(f->port_vname + s->nin, s->outv, s->nout *
			sizeof *s->outv);
	}
	ps_skip_loc(p);
	decl = ext || !tok_is(&p->tok, "{");
	if (decl) {
		f->is_decl = 1;
		f->nblock = 0;
	} else {
		open = p->tok.loc;
		ps_next(p);
		in_body = 1;
		parse_body(p, open, s->unnamed, s->in, s->nin);
		if (hw)
			ps_implicit_output(p, p->prev.loc);
	}
	p->jb = outer;
	finish_func(p);
	if (hw || !decl)
		ps_skip_loc(p);
}

/* func ::= (`func.func` | `func`) visibility? @name sig (`attributes`
 *          dict)? body? */
static void parse_func(Parser *p)
{
	parse_func_def(p, 0);
}

/* hw-module ::= `hw.module`(`.extern`)? visibility? @name (`<`..`>`)?
 *               ports (`attributes` dict)? body? */
static void parse_hw_module(Parser *p)
{
	parse_func_def(p, 1);
}

/* `:` `(`..`)` `->` `(`..`)`: a generic op's function type, skipped. */
static void skip_generic_type(Parser *p)
{
	ps_expect(p, ":");
	if (!tok_is(&p->tok, "("))
		ps_expected(p, "'('");
	ps_skip_balanced(p);
	if (p->tok.kind != TK_ARROW)
		ps_expected(p, "'->'");
	ps_next(p);
	if (!tok_is(&p->tok, "("))
		ps_expected(p, "'('");
	ps_skip_balanced(p);
}

/* Generic "func.func"() ({ body }) {function_type = (T) -> U,
 * sym_name = "f"} : () -> ()  and the same with `hw.module` (module_type
 * = !hw.modty<input a : T, output y : U>, or in older CIRCT function_type
 * with argNames and resultNames) or `hw.module.extern` (no region).  An
 * empty region `({ })` is a declaration, as MLIR prints one. */
static void parse_generic_func(Parser *p, int hw)
{
	Loc loc = p->tok.loc;
	const char *what = hw ? "hw.module" : "func.func";
	Func *f;
	Attr *d, *sn, *ft, *props, *an, *rn;
	jmp_buf jb, *outer = p->jb;
	uint32_t fi, i;

	ps_next(p);
	ps_expect(p, "(");
	ps_expect(p, ")");
	p->jb = &jb;
	if (setjmp(jb)) {
		p->nest = 0; /* the error left nested parses */
		p->jb = outer;
		finish_func(p);
		fail(p);
	}
	f = open_func(p, loc);
	f->is_hw = hw;
	fi = p->fi;
	props = tok_is(&p->tok, "<") ? parse_opt_attrs(p, NULL) : NULL;
	if (ps_accept(p, "(")) {
		Loc at = p->prev.loc, open = p->tok.loc;
		ps_expect(p, "{");
		if (ps_accept(p, "}")) {
			f->is_decl = 1; /* an empty region: a declaration */
			f->nblock = 0;
		} else {
			parse_body(p, open, 1, NULL, NONE);
			if (hw)
				ps_implicit_output(p, p->prev.loc);
		}
		ps_expect_match(p, ")", "(", at);
	} else {
		f->is_decl = 1;
		f->nblock = 0;
	}
	finish_func(p);
	p->f = f = &p->m->funcs[fi];
	d = parse_opt_attrs(p, props ? props : attr_new(p, A_DICT,
		p->tok.loc));
	skip_generic_type(p);
	ps_skip_loc(p);
	p->f = NULL;
	sn = attr_dict_get(d, "sym_name");
	an = hw ? attr_dict_get(d, "verilogName") : NULL;
	if (an && an->kind == A_STR) /* kept for an hw.module.extern */
		f->verilog_name = arena_strndup(&p->m->arena, an->s, an->n);
	ft = attr_dict_get(d, hw ? "module_type" : "function_type");
	if (!hw && !ft) /* LLVM <= 12's "func" */
		ft = attr_dict_get(d, "type");
	an = rn = NULL;
	if (hw && !ft) { /* CIRCT before the module type */
		ft = attr_dict_get(d, "function_type");
		an = attr_dict_get(d, "argNames");
		rn = attr_dict_get(d, "resultNames");
	}
	if (!sn || sn->kind != A_STR)
		ps_error_at(p, loc, "generic '%s' needs a 'sym_name' string", what);
	if (!ft || ft->kind != A_FNTYPE)
		ps_error_at(p, loc, "generic '%s' needs a '%s'", what,
			hw ? "module_type" : "function_type");
	name_func(p, f, sn->s, sn->n, sn->loc);
	{
		uint32_t nn = ft->nin + ft->nout;
		const char **nm = arena_alloc(&p->m->arena,
			(nn + 1) * sizeof *nm);
		for (i = 0; i < nn; i++) {
			const Attr *l = i < ft->nin ? an : rn;
			uint32_t k = i < ft->nin ? i : i - ft->nin;
			char buf[32];
			snprintf(buf, sizeof buf, i < ft->nin ? "arg%u" : "out%u",
				k);
			nm[i] = arena_strndup(&p->m->arena, buf, strlen(buf));
			if (ft->key)
				nm[i] = ft->key[i];
			else if (l && l->kind == A_LIST && k < l->nelem &&
				 l->elem[k]->kind == A_STR)
				nm[i] = arena_strndup(&p->m->arena, l->elem[k]->s,
					l->elem[k]->n);
			else if (i < ft->nin && f->nblock &&
				 k < f->blocks[0].narg &&
				 f->vals[f->blocks[0].arg + k].name)
				nm[i] = f->vals[f->blocks[0].arg + k].name;
		}
		set_sig(p, f, ft->tys, nm, ft->nin, ft->tys + ft->nin,
			hw ? nm + ft->nin : NULL, ft->nout);
	}
	if (f->nblock && f->blocks[0].narg != ft->nin)
		ps_error_at(p, loc, "entry block has %u arguments but %s "
			"has %u inputs", f->blocks[0].narg,
			hw ? "module_type" : "function_type", ft->nin);
	p->jb = outer;
}

/* ------------------------------------------------------------ top level */

typedef struct {
	int generic;  /* "builtin.module"() ({ ... }) */
	Loc open;
} Container;

/* alias-def ::= `!` id `=` type | `#` id `=` attribute */
static void parse_alias(Parser *p)
{
	Tok t = p->tok;
	if (ps_lookup(t.kind == TK_BANG ? &p->types : &p->attrs, t.s, t.n) !=
	    NONE)  /* as MLIR: one definition per alias */
		ps_error_at(p, t.loc, "redefinition of %s alias '%c%.*s'",
			t.kind == TK_BANG ? "type" : "attribute",
			t.kind == TK_BANG ? '!' : '#', (int)t.n, t.s);
	ps_next(p);
	ps_expect(p, "=");
	if (t.kind == TK_BANG) {
		Type ty;
		if (ps_is_id(p, "type")) /* early LangRef: !x = type i32 */
			ps_next(p);
		ty = parse_type(p);
		strmap_putn(&p->types, t.s, t.n, (uint32_t)ty);
		if (p->last_agg != NONE)
			strmap_putn(&p->aggalias, t.s, t.n, p->last_agg);
	} else {
		Attr *a = parse_attr(p);
		grow((void **)&p->aliasv, &p->cap_aliasv, p->naliasv + 1,
			sizeof *p->aliasv, 1u << 24, "attribute aliases");
		p->aliasv[p->naliasv] = a;
		strmap_putn(&p->attrs, t.s, t.n, p->naliasv++);
	}
}

/* Resolve call and instance targets once all symbols are known. */
/* An instance label "" names the callee port that port_name called
 * pi<i> / po<j>: it takes that name, so that the labels still match (and
 * print matching) the ports. */
static void name_empty_labels(Parser *p, Op *o, const Func *callee)
{
	uint32_t k, j;
	char buf[32];

	for (k = 0; k < o->nopnd + o->nres; k++) {
		int in = k < o->nopnd;
		const char *pn;
		j = in ? k : k - o->nopnd;
		if (o->labels[k].name[0] || j >= (in ? callee->nin : callee->nout))
			continue;
		pn = in ? callee->in_name[j] : callee->out_name ?
			callee->out_name[j] : NULL;
		snprintf(buf, sizeof buf, "%s%u", in ? "pi" : "po", j);
		if (pn && !strcmp(pn, buf))
			o->labels[k].name = arena_strndup(&p->m->arena, buf,
				strlen(buf));
	}
}

static void resolve_callees(Parser *p)
{
	uint32_t i, k;
	for (i = 0; i < p->m->nfunc; i++) {
		Func *f = &p->m->funcs[i];
		for (k = 0; k < f->nop; k++) {
			Op *o = &f->ops[k];
			uint32_t c;
			if (o->op != OP_CALL && o->op != OP_INSTANCE)
				continue;
			c = ps_lookup(&p->funcs, o->sym, strlen(o->sym));
			if (c == NONE)
				diag_error(p->m->ctx, o->loc, "%s unknown %s '@%s'",
					o->op == OP_CALL ? "call to" : "instance of",
					o->op == OP_CALL ? "function" : "module",
					o->sym);
			o->callee = c;
			if (c != NONE && o->op == OP_INSTANCE && o->labels)
				name_empty_labels(p, o, &p->m->funcs[c]);
		}
	}
}

/* file ::= (alias-def | container | func | hw-module | `}`)* */
int parse_mlir(Ctx *c, Module *m, const char *filename, const char *text,
	size_t len)
{
	Parser *p = xcalloc(1, sizeof *p);
	Container stack[MAX_NEST];
	volatile int depth = 0;
	int before = c->nerror, n;
	jmp_buf jb;

	m->filename = filename;
	m->ctx = c;
	p->m = m;
	p->sig = xmalloc(sizeof *p->sig);
	p->err0 = before;
	p->file = diag_add_file(c, filename, text, len);
	lex_init(&p->lx, p->file, text, len);
	ps_next(p);
	p->jb = &jb;
	for (;;) {
		if (setjmp(jb)) {
			p->nest = 0; /* the error left nested parses */
			if (too_many(p)) {
				diag_note(p->m->ctx, (Loc){p->file, 0, 0},
					"too many errors, stopping");
				p->m->ctx->stopped = 1;
				break;
			}
			if (p->tok.kind == TK_EOF)
				break;
			skip_line(p);
			continue;
		}
		p->f = NULL;
		p->op_start = p->tok.s;
		if (p->tok.kind == TK_EOF) {
			if (depth)
				ps_error_at(p, p->tok.loc,
					"expected '}' to close '{' at %u:%u, got end "
					"of file", stack[depth - 1].open.line,
					stack[depth - 1].open.col);
			break;
		}
		if (p->tok.kind == TK_BANG || p->tok.kind == TK_HASH) {
			parse_alias(p);
		} else if (ps_is_id(p, "module") || ps_is_id(p, "builtin.module") ||
			   (p->tok.kind == TK_STR && tok_is(&(Tok){TK_ID,
				p->tok.s, p->tok.n, p->tok.loc, 0},
				"builtin.module"))) {
			int generic = p->tok.kind == TK_STR;
			if (depth == MAX_NEST)
				ps_error_at(p, p->tok.loc, "modules nested too deeply");
			ps_next(p);
			if (generic) {
				ps_expect(p, "(");
				ps_expect(p, ")");
				if (tok_is(&p->tok, "<")) /* <{sym_name = "n"}> */
					parse_opt_attrs(p, NULL);
				ps_expect(p, "(");
			} else {
				if (p->tok.kind == TK_AT)
					ps_next(p);
				if (ps_is_id(p, "attributes")) {
					ps_next(p);
					parse_dict(p);
				}
			}
			stack[depth].generic = generic;
			stack[depth].open = p->tok.loc;
			ps_expect(p, "{");
			depth++;
			if (generic && p->tok.kind == TK_CARET) {
				/* the region's one block, labelled: ^bb0: */
				ps_next(p);
				ps_expect(p, ":");
			}
		} else if (tok_is(&p->tok, "}")) {
			if (!depth)
				ps_error_at(p, p->tok.loc, "unexpected '}'");
			ps_next(p);
			depth--;
			if (stack[depth].generic) {
				ps_expect(p, ")");
				parse_opt_attrs(p, NULL);
				skip_generic_type(p);
			}
			ps_skip_loc(p);
		} else if (ps_is_id(p, "func.func") || ps_is_id(p, "func") ||
			   ps_is_id(p, "builtin.func")) { /* LLVM 13-14 */
			parse_func(p);
		} else if (ps_is_id(p, "hw.module") || ps_is_id(p, "hw.module.extern")) {
			parse_hw_module(p);
		} else if (p->tok.kind == TK_STR && ((p->tok.n == 9 &&
			   !memcmp(p->tok.s, "func.func", 9)) || (p->tok.n == 4 &&
			   !memcmp(p->tok.s, "func", 4)) || (p->tok.n == 12 &&
			   !memcmp(p->tok.s, "builtin.func", 12)))) {
			/* "func" and "builtin.func": LLVM 12's and 13-14's */
			parse_generic_func(p, 0);
		} else if (p->tok.kind == TK_STR && p->tok.n == 17 &&
			   !memcmp(p->tok.s, "module_terminator", 17)) {
			/* LLVM <= 12 ended a generic module with it */
			ps_next(p);
			ps_expect(p, "(");
			ps_expect(p, ")");
			parse_opt_attrs(p, NULL);
			skip_generic_type(p);
			ps_skip_loc(p);
		} else if (p->tok.kind == TK_STR && ((p->tok.n == 9 &&
			   !memcmp(p->tok.s, "hw.module", 9)) || (p->tok.n == 16 &&
			   !memcmp(p->tok.s, "hw.module.extern", 16)))) {
			parse_generic_func(p, 1);
		} else if (ps_is_id(p, "hw.type_scope")) {
			/* hw.type_scope @s { hw.typedecl ... }: declarations that
			 * `!hw.typealias<@s::@t, T>` uses repeat in full (T) */
			ps_next(p);
			if (p->tok.kind != TK_AT)
				ps_expected(p, "the scope's symbol");
			ps_next(p);
			if (ps_is_id(p, "attributes")) {
				ps_next(p);
				parse_dict(p);
			}
			if (!tok_is(&p->tok, "{"))
				ps_expected(p, "'{'");
			ps_skip_balanced(p);
			ps_skip_loc(p);
		} else if (tok_is(&p->tok, "{")) {
			/* {-# dialect_resources ... #-} */
			Tok t = p->tok;
			ps_next(p);
			if (!tok_is(&p->tok, "-"))
				ps_error_at(p, t.loc, "unexpected '{'");
			while (p->tok.kind != TK_EOF && !(tok_is(&p->tok, "}") &&
			       p->tok.s - 2 >= t.s && !memcmp(p->tok.s - 2, "#-",
			       2)))
				ps_next(p); /* to the `#-}`, over nested braces */
			if (p->tok.kind == TK_EOF)
				ps_error_at(p, t.loc, "unterminated '{-#' block");
			ps_next(p);
		} else if (p->tok.kind == TK_ID || p->tok.kind == TK_STR) {
			ps_error_at(p, p->tok.loc, "unsupported top-level op '%.*s'%s",
				(int)p->tok.n, p->tok.s,
				ps_unsupported_hint(p->tok.s, p->tok.n));
		} else {
			ps_expected(p, "a function or module");
		}
	}
	if (p->m->ctx->nerror == before)
		resolve_callees(p);
	if (p->m->ctx->nerror == before)
		drop_i0(p->m);
	if (p->m->ctx->nerror == before)
		inline_cycle_instances(p->m);
	if (p->m->ctx->nerror == before)
		split_cycle_bits(p->m);
	strmap_free(&p->types);
	agg_free(p);
	strmap_free(&p->attrs);
	strmap_free(&p->funcs);
	strmap_free(&p->spells);
	strmap_free(&p->vals);
	strmap_free(&p->labels);
	free(p->aliasv);
	free(p->fwd);
	free(p->lab);
	free(p->uloc);
	free(p->sig);
	free(p);
	n = c->nerror - before;
	return n;
}
