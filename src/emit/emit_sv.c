/* emit_sv.c: Design -> word-level SystemVerilog.
 *
 * One module per net, in Design order (callees first), ANSI ports (inputs
 * in order, then outputs in order), `assign` statements in topological
 * order, instances as `callee name (.port(expr), ...)`.  An external
 * module (net_is_extern) is instantiated the same way but not defined:
 * its definition comes from elsewhere, as with CIRCT's hw.module.extern.
 *
 * Every node reachable from an output (and every instance) becomes either
 * an inline expression, a named `logic` wire, or the output port it
 * drives.  It gets a wire when it is used twice or more, has an IR name
 * hint, is needed as an identifier (part-selects, guarded operands used
 * twice), or its expression is longer than LONG characters.
 *
 * Width and sign rules that keep the output bit-exact (README, Semantics):
 *  - every expression is built so that its context width equals the node
 *    width (all operands of arithmetic nodes have the node's width; 1-bit
 *    results come from comparisons whose operands are sized among
 *    themselves; concat/replicate/index operands are self-determined);
 *  - signed operators appear only inside $unsigned(...) or as operands of
 *    a comparison, whose argument is self-determined, so an unsigned
 *    context never turns >>> into >> or a signed divide into an unsigned
 *    one;
 *  - x/0, x%0, MIN/-1, MIN%-1 and shifts by >= width are guarded by
 *    explicit muxes; a divisor that could be -1 with a MIN dividend is
 *    replaced by 1 so no simulator ever executes the overflowing divide;
 *  - ceildiv/floordiv are truncating division plus an explicit +1/-1;
 *  - truth tables index a localparam by the concatenated inputs (first
 *    input is the MSB); comb.lut indexes a 256-entry localparam (entries
 *    past the table are zero, the out-of-range result of README,
 *    Semantics).
 * Names come from svname.c (sanitized, kept off SV and C++ reserved
 * words) and are unique per module (ports first, then wires, tables and
 * instances, in node order) with _1, _2, ... suffixes; module names are
 * unique per design.
 * Signals read only in part (extract operands, unused instance outputs,
 * unused inputs) are wrapped in a scoped lint_off UNUSEDSIGNAL; with
 * several top modules, their headers in a scoped lint_off MULTITOP.
 *
 * Cost: O(nodes + operands + text) per module; output is a pure function
 * of the Design (no pointers or hash order reach it).
 */
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

#define LONG 80   /* an inline expression longer than this gets a wire */
#define WRAP 88   /* wrap long concatenations near this column */

/* ------------------------------------------------------------- names */

/* A unique identifier in `names` based on `base` (svname.c), owned by
 * the caller. */
static char *claim(StrMap *names, const char *base, const char *digit_pfx)
{
	return xstrdup(sv_name(names, base, digit_pfx, 1));
}

/* ---------------------------------------------------------- literals */

static void lit_words(Buf *b, const Word *v, uint32_t w)
{
	uint32_t nd = (w + 3) / 4, i;
	int seen = 0;

	if (w == 1) {
		buf_puts(b, v[0] & 1 ? "1'b1" : "1'b0");
		return;
	}
	if (w <= 64) {
		uint64_t x = v[0];
		int ones = w >= 4 && x == (w == 64 ? ~0ull : (1ull << w) - 1);
		int min = w >= 4 && x == 1ull << (w - 1);
		if (x < 1024 && !ones && !min) {
			buf_printf(b, "%u'd%llu", w, (unsigned long long)x);
			return;
		}
		buf_printf(b, "%u'h%llx", w, (unsigned long long)x);
		return;
	}
	buf_printf(b, "%u'h", w);
	for (i = nd; i-- > 0;) {
		unsigned d = (unsigned)(v[i / 16] >> (i % 16 * 4)) & 15;
		if (!d && !seen && i)
			continue;
		seen = 1;
		buf_putc(b, "0123456789abcdef"[d]);
	}
}

/* Literal v < 2^64 of width w (v already fits). */
static void lit_u64(Buf *b, uint64_t v, uint32_t w)
{
	Word x[1] = {v};

	if (w <= 64) {
		lit_words(b, x, w);
		return;
	}
	buf_printf(b, "%u'h%llx", w, (unsigned long long)v);
}

static void lit_ones(Buf *b, uint32_t w)
{
	if (w <= 64)
		lit_u64(b, w == 64 ? ~0ull : (1ull << w) - 1, w);
	else
		buf_printf(b, "{%u{1'b1}}", w);
}

static void lit_min(Buf *b, uint32_t w)
{
	if (w <= 64)
		lit_u64(b, 1ull << (w - 1), w);
	else
		buf_printf(b, "{1'b1, %u'd0}", w - 1);
}

/* ----------------------------------------------------------- modules */

typedef struct {
	const Design *d;
	char **mod;          /* per net: module name */
	char ***port;        /* per net: port names, inputs then outputs */
	uint8_t *multitop;   /* per net: a top among several (waive MULTITOP) */
	Buf *out;
} Sv;

typedef struct {
	Sv *S;
	const Net *n;
	uint32_t ni;         /* net index */
	StrMap names;       /* module namespace */
	StrMap tables;      /* table contents or divider width key ->
	                        index in tname */
	char **tname;        /* table and divider function names */
	uint32_t ntable;
	char **expr;         /* per node: expression text or home name */
	uint8_t *atom;       /* expr needs no parentheses */
	uint16_t *top;       /* op at the top of an inline expr, or NOP_ */
	uint8_t *live;
	uint8_t *demand;     /* 1: identifier or literal, 2: identifier */
	uint8_t *full;       /* some user reads every bit */
	uint32_t *uses;
	uint32_t *outport;   /* first output port driven, or NONE */
	uint32_t *portnext;  /* per output: next port with the same driver */
	uint32_t *res_off;   /* INSTANCE: offset of its results in res */
	uint32_t *res;       /* INSTRES node per callee output, or NONE */
	uint32_t *quot;      /* REMU/REMS: the DIVU/DIVS of the same operands
	                        built before it, or NONE */
	Buf params, decls, body;
} Mod;

static const Node *N(const Mod *M, uint32_t x)
{
	return &M->n->nodes[x];
}

static const uint32_t *IN(const Mod *M, uint32_t x)
{
	return net_ins(M->n, x);
}

static int is_lit(const Mod *M, uint32_t x)
{
	return N(M, x)->op == OP_CONST;
}

/* Constant value of node x if it is a CONST that fits 64 bits. */
static int const_u64(const Mod *M, uint32_t x, uint64_t *v)
{
	const Node *k = N(M, x);
	uint32_t i;

	if (k->op != OP_CONST)
		return 0;
	for (i = 1; i < BV_WORDS(k->w); i++)
		if (M->n->pool[k->pool + i])
			return 0;
	*v = M->n->pool[k->pool];
	return 1;
}

static int const_is_ones(const Mod *M, uint32_t x)
{
	const Node *k = N(M, x);
	return k->op == OP_CONST && bv_is_ones(M->n->pool + k->pool, k->w);
}

static int const_is_min(const Mod *M, uint32_t x)
{
	const Node *k = N(M, x);
	const Word *v = M->n->pool + k->pool;
	uint32_t i;

	if (k->op != OP_CONST || !bv_sign(v, k->w))
		return 0;
	for (i = 0; i + 1 < k->w; i++)
		if (bv_bit(v, i))
			return 0;
	return 1;
}

static int const_is_zero(const Mod *M, uint32_t x)
{
	const Node *k = N(M, x);
	return k->op == OP_CONST && bv_is_zero(M->n->pool + k->pool, k->w);
}

/* An unsigned compare that is constant because one side is 0 or all ones
 * (a >= 0, a > ~0, 0 > a, ...): Verilator -Wall reports those (UNSIGNED,
 * CMPCONST), so they are emitted as their value and their operands are
 * not read.  Returns 1 and sets *v if x is one. */
static int icmp_const(const Mod *M, uint32_t x, int *v)
{
	const Node *k = N(M, x);
	uint32_t a, b;
	int p;

	if (k->op != OP_ICMP)
		return 0;
	a = IN(M, x)[0], b = IN(M, x)[1], p = (int)k->aux;
	/* the constant on the right: a P c */
	if (is_lit(M, a) && !is_lit(M, b)) {
		static const int swap[NPRED_] = {[PRED_ULT] = PRED_UGT,
			[PRED_ULE] = PRED_UGE, [PRED_UGT] = PRED_ULT,
			[PRED_UGE] = PRED_ULE};
		if (p < PRED_ULT)
			return 0;
		p = swap[p];
		b = a;
	} else if (!is_lit(M, b) || is_lit(M, a)) {
		return 0;
	}
	if (const_is_zero(M, b) && (p == PRED_UGE || p == PRED_ULT)) {
		*v = p == PRED_UGE;   /* a >= 0, a < 0 */
		return 1;
	}
	if (const_is_ones(M, b) && (p == PRED_ULE || p == PRED_UGT)) {
		*v = p == PRED_ULE;   /* a <= ~0, a > ~0 */
		return 1;
	}
	return 0;
}

/* Is x a proper part-select (an EXTRACT narrower than its operand)? */
static int is_part(const Mod *M, uint32_t x)
{
	return N(M, x)->op == OP_EXTRACT &&
		N(M, x)->w != N(M, IN(M, x)[0])->w;
}

/* Bits of the amount of shift x that matter once amounts >= its width
 * are guarded: those of w - 1 (at least 1), or all bw when fewer. */
static uint32_t amount_bits(const Mod *M, uint32_t x)
{
	uint32_t w = N(M, x)->w, bw = N(M, IN(M, x)[1])->w, nb = 1;

	while (nb < 32 && (1ull << nb) < w)
		nb++;
	return nb < bw ? nb : bw;
}

/* Does node x read its operand k?  A shl/shru by a constant >= its width
 * is the literal 0 (its value unread); a 1-bit shrs is its value (the
 * amount unread); comb.lut reads only operands with a nonzero
 * coefficient.  Unread operands are neither live nor full here, so an
 * input read by nothing else gets its lint waiver. */
static int reads(const Mod *M, uint32_t x, uint32_t k)
{
	const Node *u = N(M, x);
	uint64_t amt;

	switch (u->op) {
	case OP_SHL: case OP_SHRU:
		return k != 0 || !const_u64(M, IN(M, x)[1], &amt) ||
			amt < u->w;
	case OP_SHRS:
		return k != 1 || u->w > 1;
	case OP_LUT:    /* lut() writes only the terms with a coefficient */
		return k < u->npool && k < u->nin &&
			(M->n->pool[u->pool + k] & 0xff) != 0;
	default:
		return 1;
	}
}

/* How operand k of node x must look: 0 anything, 1 identifier or
 * literal (it is written twice), 2 identifier (it is part-selected). */
static int need(const Mod *M, uint32_t x, uint32_t k)
{
	const Node *u = N(M, x);
	uint32_t a = IN(M, x)[0];

	switch (u->op) {
	case OP_EXTRACT:
		return u->w != N(M, a)->w ? 2 : 0;
	case OP_SEXT:   /* its sign bit is a bit-select (of a or of a's
			   source when a is a part-select) */
		return N(M, a)->w > 1 && !is_part(M, a) ? 2 : 0;
	case OP_REVERSE:
		return u->w > 1 ? 2 : 0;
	case OP_DIVU:
		return k == 1 ? 1 : 0;
	case OP_REMU: case OP_CEILDIVU: case OP_DIVS: case OP_REMS:
	case OP_CEILDIVS: case OP_FLOORDIVS:
		return 1;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		if (k != 1 || is_lit(M, IN(M, x)[1]))
			return 0;
		/* written twice; part-selected when wider than needed */
		return amount_bits(M, x) < N(M, IN(M, x)[1])->w ? 2 : 1;
	default:
		return 0;
	}
}

/* Operand k of x, parenthesized unless it is an atom. */
static void opnd_p(const Mod *M, Buf *b, uint32_t x, uint32_t k)
{
	uint32_t a = IN(M, x)[k];

	if (M->atom[a])
		buf_puts(b, M->expr[a]);
	else
		buf_printf(b, "(%s)", M->expr[a]);
}

/* Operand k of x as is (self-determined or lowest-precedence spot). */
static void opnd_r(const Mod *M, Buf *b, uint32_t x, uint32_t k)
{
	buf_puts(b, M->expr[IN(M, x)[k]]);
}

static const char *S(const Mod *M, uint32_t x, uint32_t k)
{
	return M->expr[IN(M, x)[k]];
}

static void width_decl(Buf *b, uint32_t w)
{
	if (w > 1)
		buf_printf(b, "[%u:0] ", w - 1);
}

/* Add `logic [w-1:0] name;` (lint-wrapped when unused in part). */
static void declare(Mod *M, const char *name, uint32_t w, int partial)
{
	Buf *b = &M->decls;

	if (partial)
		buf_puts(b, "  /* verilator lint_off UNUSEDSIGNAL */\n");
	buf_puts(b, "  logic ");
	width_decl(b, w);
	buf_printf(b, "%s;\n", name);
	if (partial)
		buf_puts(b, "  /* verilator lint_on UNUSEDSIGNAL */\n");
}

static void assign(Mod *M, const char *lhs, const char *rhs)
{
	buf_printf(&M->body, "  assign %s = %s;\n", lhs, rhs);
}

/* Base for a generated name: the node's hint, else OP_ID. */
static void base_name(const Mod *M, uint32_t x, Buf *b)
{
	if (M->n->names && M->n->names[x])
		buf_puts(b, M->n->names[x]);
	else
		buf_printf(b, "%s_%u", op_name(N(M, x)->op), x);
}

/* A new wire for node x (or a helper of it, with suffix) = rhs. */
static char *new_wire(Mod *M, uint32_t x, const char *suffix, uint32_t w,
	const char *rhs, int partial)
{
	Buf b = {0};
	char *name;

	base_name(M, x, &b);
	buf_puts(&b, suffix);
	name = claim(&M->names, b.s, "v");
	buf_free(&b);
	declare(M, name, w, partial);
	assign(M, name, rhs);
	return name;
}

/* Append `s`, breaking the line first when it would pass WRAP. */
static void wrap_put(Buf *b, size_t *col, const char *s, int first)
{
	size_t n = strlen(s);

	if (!first) {
		if (*col + n + 2 > WRAP) {
			buf_puts(b, ",\n      ");
			*col = 6;
		} else {
			buf_puts(b, ", ");
			*col += 2;
		}
	}
	buf_puts(b, s);
	*col += n;
}

/* ---- division family.  a and b are identifiers or literals. */

/* The divisor with MIN / -1 made safe: b, or (a == MIN && b == -1) ? 1 : b;
 * with nz also b == 0 made 1, for a quotient wire built apart from its
 * "b == 0 ?" guard: no simulator then sees a division by zero (Verilator
 * folds one to X: "Unsupported: 4-state numbers", e.g. floordivsi(i, i)).
 * x / x needs no MIN guard above one bit (x == MIN && x == -1 never
 * holds), and Verilator 5.006 folds that contradiction to X too
 * ("Unsupported: 4-state numbers", difftest seed 2511251893). */
static void safe_divisor(const Mod *M, Buf *b, uint32_t x, int nz)
{
	uint32_t a = IN(M, x)[0], d = IN(M, x)[1], w = N(M, x)->w;
	int mn = !is_lit(M, d) && !(is_lit(M, a) && !const_is_min(M, a)) &&
		!(a == d && w > 1);
	int z = nz && !is_lit(M, d);

	if (!mn && !z) {
		buf_puts(b, S(M, x, 1));
		return;
	}
	buf_puts(b, "(");
	if (z) {
		buf_printf(b, "%s == ", S(M, x, 1));
		lit_u64(b, 0, w);
		if (mn)
			buf_puts(b, " || ");
	}
	if (mn) {
		if (!is_lit(M, a)) {
			buf_printf(b, "%s == ", S(M, x, 0));
			lit_min(b, w);
			buf_puts(b, " && ");
		}
		buf_printf(b, "%s == ", S(M, x, 1));
		lit_ones(b, w);
	}
	buf_puts(b, ") ? ");
	lit_u64(b, 1, w);
	buf_printf(b, " : %s", S(M, x, 1));
}

/* "b == 0" */
static void is_zero(const Mod *M, Buf *b, uint32_t x, uint32_t k)
{
	buf_printf(b, "%s == ", S(M, x, k));
	lit_u64(b, 0, N(M, IN(M, x)[k])->w);
}

/* ---- divisions wider than 64 bits
 * Icarus 11 divides vectors wider than 64 bits wrongly when the divisor
 * has to be shifted up to the dividend's top bit: its quotient mask is
 * one bit too narrow (all ones / 1 = 0 in a continuous assignment), and a
 * procedural division hangs on some operands (difftest seed 2511251992,
 * 127 bits).  With one bit more than the operands that bit is never
 * reached, so such a division is computed at w + 1 bits, in a wire of its
 * own, and its low w bits are read.
 * Verilator 5.006 divides in fixed arrays of 16 32-bit words and writes
 * past them above 512 bits (its issue 6003; a 1000-bit division crashed
 * the harness), so from DIVFN_W bits on a division is a call of a
 * restoring long division written out as a function (one per width and
 * module), which all three tools compute as written. */
#define DIVFN_W 512

/* Name of this module's long division function of width w: a, b, sgn
 * (truncating signed division of $signed operands), rem (the remainder,
 * else the quotient).  The caller guards b == 0 and MIN / -1. */
static const char *divfn(Mod *M, uint32_t w)
{
	/* its arguments and variables are claimed in the module's namespace
	 * too: Verilator -Wall warns of a name that hides a module's */
	static const char *const base[] = {"dv_a", "dv_b", "dv_sgn", "dv_rem",
		"dv_n", "dv_d", "dv_q", "dv_r", "dv_i"};
	enum { A, B, SG, RM, NN, D, Q, R, I, NV };
	Buf key = {0}, *p = &M->params;
	char *v[NV], fn[32];
	const char *f;
	uint32_t t, k;

	buf_printf(&key, "divfn:%u", w);
	if (strmap_get(&M->tables, key.s, &t)) {
		buf_free(&key);
		return M->tname[t];
	}
	snprintf(fn, sizeof fn, "divmod%u", w);
	M->tname = xrealloc(M->tname, (M->ntable + 1) * sizeof *M->tname);
	f = M->tname[M->ntable] = claim(&M->names, fn, "F");
	strmap_put(&M->tables, key.s, M->ntable);
	for (k = 0; k < NV; k++)
		v[k] = claim(&M->names, base[k], "v");
	buf_printf(p, "  function automatic logic [%u:0] %s(input logic "
		"[%u:0] %s, input logic [%u:0] %s,\n      input logic %s, "
		"input logic %s);\n", w - 1, f, w - 1, v[A], w - 1, v[B],
		v[SG], v[RM]);
	buf_printf(p, "    logic [%u:0] %s, %s, %s;\n    logic [%u:0] %s;\n"
		"    integer %s;\n", w - 1, v[NN], v[D], v[Q], w, v[R], v[I]);
	buf_printf(p, "    %s = %s && %s[%u] ? -%s : %s;\n", v[NN], v[SG],
		v[A], w - 1, v[A], v[A]);
	buf_printf(p, "    %s = %s && %s[%u] ? -%s : %s;\n", v[D], v[SG],
		v[B], w - 1, v[B], v[B]);
	buf_printf(p, "    %s = %s;\n    %s = {%u{1'b0}};\n", v[Q], v[NN],
		v[R], w + 1);
	buf_printf(p, "    for (%s = 0; %s < %u; %s = %s + 1) begin\n", v[I],
		v[I], w, v[I], v[I]);
	buf_printf(p, "      %s = {%s[%u:0], %s[%u]};\n", v[R], v[R], w - 1,
		v[Q], w - 1);
	buf_printf(p, "      %s = {%s[%u:0], 1'b0};\n", v[Q], v[Q], w - 2);
	buf_printf(p, "      if (%s >= {1'b0, %s}) begin\n"
		"        %s = %s - {1'b0, %s};\n        %s[0] = 1'b1;\n"
		"      end\n    end\n", v[R], v[D], v[R], v[R], v[D], v[Q]);
	buf_printf(p, "    if (%s)\n      %s = %s && %s[%u] ? -%s[%u:0] : "
		"%s[%u:0];\n", v[RM], f, v[SG], v[A], w - 1, v[R], w - 1,
		v[R], w - 1);
	buf_printf(p, "    else\n      %s = %s && %s[%u] != %s[%u] ? -%s : "
		"%s;\n  endfunction\n", f, v[SG], v[A], w - 1, v[B], w - 1,
		v[Q], v[Q]);
	for (k = 0; k < NV; k++)
		free(v[k]);
	buf_free(&key);
	return M->tname[M->ntable++];
}

static int is_ident(const char *s)
{
	if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
		return 0;
	for (; *s; s++)
		if (!(*s == '_' || *s == '$' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return 0;
	return 1;
}

/* e as an identifier (it is bit-selected): itself, or a new wire of
 * node x = e.  Owned by the caller. */
static char *ident(Mod *M, uint32_t x, const char *suffix, const char *e)
{
	return is_ident(e) ? xstrdup(e) : new_wire(M, x, suffix, N(M, x)->w,
		e, 0);
}

/* a OP d (OP '/' or '%'; signed: truncating, as $signed operands) of
 * node x's width, a and d being expressions of that width. */
static void divop(Mod *M, Buf *b, uint32_t x, const char *a, const char *d,
	int sign, char op)
{
	uint32_t w = N(M, x)->w;
	Buf e = {0};
	char *q;

	if (w <= 64) {
		if (sign)
			buf_printf(b, "$unsigned($signed(%s) %c $signed(%s))",
				a, op, d);
		else
			buf_printf(b, "%s %c %s", a, op, d);
		return;
	}
	if (w >= DIVFN_W) {
		buf_printf(b, "%s(%s, %s, 1'b%d, 1'b%d)", divfn(M, w), a, d,
			sign, op == '%');
		return;
	}
	if (sign) {
		char *an = ident(M, x, "_sa", a), *dn = ident(M, x, "_sd", d);
		buf_printf(&e, "$unsigned($signed({%s[%u], %s}) %c "
			"$signed({%s[%u], %s}))", an, w - 1, an, op, dn, w - 1,
			dn);
		free(an), free(dn);
	} else {
		buf_printf(&e, "{1'b0, %s} %c {1'b0, %s}", a, op, d);
	}
	q = new_wire(M, x, op == '/' ? "_wq" : "_wr", w + 1, e.s, 1);
	buf_printf(b, "%s[%u:0]", q, w - 1);
	buf_free(&e);
	free(q);
}

/* Signed truncating quotient (rem = 0) or remainder (rem = 1), safe. */
static void sdivrem(Mod *M, Buf *b, uint32_t x, int rem, int nz)
{
	Buf d = {0};

	safe_divisor(M, &d, x, nz);
	divop(M, b, x, S(M, x, 0), d.s, 1, rem ? '%' : '/');
	buf_free(&d);
}

/* ceildivs (ceil = 1) / floordivs (ceil = 0): q +- (r != 0 && signs). */
/* a % b (signed: rem), with "b == 0 ? a :" in front when guard; a - q * b
 * when the quotient q of the same operands is built as a function call
 * (pair_divisions).  With q = DIVS(a, b): MIN - MIN * -1 = 0, as
 * required. */
static void rem_expr(Mod *M, Buf *b, uint32_t x, int guard, int sign)
{
	if (guard) {
		is_zero(M, b, x, 1);
		buf_printf(b, " ? %s : ", S(M, x, 0));
	}
	if (M->quot[x] != NONE)
		buf_printf(b, "%s - %s * %s", S(M, x, 0),
			M->expr[M->quot[x]], S(M, x, 1));
	else if (sign)
		sdivrem(M, b, x, 1, 0);
	else
		divop(M, b, x, S(M, x, 0), S(M, x, 1), 0, '%');
}

static void ceilfloor(Mod *M, Buf *b, uint32_t x, int ceil)
{
	uint32_t w = N(M, x)->w, d = IN(M, x)[1];
	uint64_t bv;
	Buf q = {0}, r = {0};
	char *qn, *rn;
	int nz;

	if (const_u64(M, d, &bv) && bv == 0) {
		lit_ones(b, w);
		return;
	}
	if (const_is_ones(M, d)) {   /* x / -1 is exact: -x (MIN wraps) */
		buf_printf(b, "-%s", S(M, x, 0));
		return;
	}
	/* r = a % b' over the quotient's operands: Yosys builds one array
	 * for both (16 bits, ceildivsi: 482 LUT-6s, where r = a - q * b'
	 * took 743 and 5x the time); b' guards MIN / -1 only (b = 0 is the
	 * guard in front), as divsi's and remsi's do, so that all four share
	 * the array (floordivsi, ceildivsi and remsi of 16 bits: 927 LUT-6s
	 * with b' also 1 for b = 0, two arrays).  Except for a / a, which
	 * Verilator folds to X in a wire of its own (lint: "4-state
	 * numbers"): there b' is 1 for b = 0 too.  A division function
	 * (DIVFN_W) is built once per call: there r = a - q * b', with b'
	 * never 0 */
	nz = w >= DIVFN_W || IN(M, x)[0] == d;
	sdivrem(M, &q, x, 0, nz);
	qn = new_wire(M, x, "_q", w, q.s, 0);
	if (w < DIVFN_W) {
		sdivrem(M, &r, x, 1, nz);
	} else {
		buf_printf(&r, "%s - %s * ", S(M, x, 0), qn);
		if (is_lit(M, d)) {
			buf_puts(&r, S(M, x, 1));
		} else {
			buf_puts(&r, "(");
			safe_divisor(M, &r, x, 1);
			buf_puts(&r, ")");
		}
	}
	rn = new_wire(M, x, "_r", w, r.s, 0);
	if (!is_lit(M, d)) {
		is_zero(M, b, x, 1);
		buf_puts(b, " ? ");
		lit_ones(b, w);
		buf_puts(b, " : ");
	}
	buf_printf(b, "%s %c ", qn, ceil ? '+' : '-');
	if (w > 1)
		buf_printf(b, "{%u'd0, ", w - 1);
	else
		buf_puts(b, "(");
	buf_printf(b, "%s != ", rn);
	lit_u64(b, 0, w);
	buf_printf(b, " && (%s ^ %s) %s ", S(M, x, 0), S(M, x, 1),
		ceil ? "<" : ">=");
	lit_min(b, w);
	buf_puts(b, w > 1 ? "}" : ")");
	buf_free(&q);
	buf_free(&r);
	free(qn);
	free(rn);
}

/* A quotient by zero is all ones: that is the whole result when the
 * divisor is the constant 0 (bz; returns 1), else "b == 0 ? ones :" is
 * put in front when guard. */
static int div_zero(const Mod *M, Buf *b, uint32_t x, int bz, int guard)
{
	uint32_t w = N(M, x)->w;

	if (!bz && !guard)
		return 0;
	if (guard && !bz) {
		is_zero(M, b, x, 1);
		buf_puts(b, " ? ");
	}
	lit_ones(b, w);
	if (bz)
		return 1;
	buf_puts(b, " : ");
	return 0;
}

static void divide(Mod *M, Buf *b, uint32_t x)
{
	const Node *k = N(M, x);
	uint32_t w = k->w, d = IN(M, x)[1];
	uint64_t bv;
	int bz = const_u64(M, d, &bv) && bv == 0, guard = !is_lit(M, d);

	switch (k->op) {
	case OP_DIVU:
	case OP_CEILDIVU:
		if (div_zero(M, b, x, bz, guard))
			return;
		if (k->op == OP_DIVU) {
			Buf a = {0}, d = {0};
			opnd_p(M, &a, x, 0);
			opnd_p(M, &d, x, 1);
			divop(M, b, x, a.s, d.s, 0, '/');
			buf_free(&a), buf_free(&d);
		} else if (w == 1) {    /* the divisor is 1 */
			buf_puts(b, S(M, x, 0));
		} else {  /* q + (r != 0), r = a % b (ceilfloor: one array) */
			Buf q = {0}, r = {0};
			char *qn, *rn;
			divop(M, &q, x, S(M, x, 0), S(M, x, 1), 0, '/');
			qn = new_wire(M, x, "_q", w, q.s, 0);
			if (w < DIVFN_W)
				divop(M, &r, x, S(M, x, 0), S(M, x, 1), 0, '%');
			else
				buf_printf(&r, "%s - %s * %s", S(M, x, 0), qn,
					S(M, x, 1));
			rn = new_wire(M, x, "_r", w, r.s, 0);
			buf_printf(b, "%s + {%u'd0, %s != ", qn, w - 1, rn);
			lit_u64(b, 0, w);
			buf_puts(b, "}");
			buf_free(&q), buf_free(&r), free(qn), free(rn);
		}
		return;
	case OP_REMU:
		if (bz) {
			buf_puts(b, S(M, x, 0));
			return;
		}
		rem_expr(M, b, x, guard, 0);
		return;
	case OP_DIVS:
		if (const_is_ones(M, d)) { /* never with bz */
			buf_printf(b, "-%s", S(M, x, 0));
			return;
		}
		if (div_zero(M, b, x, bz, guard))
			return;
		sdivrem(M, b, x, 0, 0);
		return;
	case OP_REMS:
		if (bz) {
			buf_puts(b, S(M, x, 0));
			return;
		}
		if (const_is_ones(M, d)) {
			lit_u64(b, 0, w);
			return;
		}
		rem_expr(M, b, x, guard, 1);
		return;
	case OP_CEILDIVS:
		ceilfloor(M, b, x, 1);
		return;
	case OP_FLOORDIVS:
		ceilfloor(M, b, x, 0);
		return;
	default:
		die("not a division");
	}
}

/* ---- shifts */

/* "amount >= w" for shift x, without a compare against the amount's
 * largest value (Verilator -Wall: CMPCONST): a 1-bit amount is itself,
 * amount >= 2^bw - 1 is amount == 2^bw - 1. */
static void amount_ge(const Mod *M, Buf *b, uint32_t x, uint32_t w)
{
	uint32_t bw = N(M, IN(M, x)[1])->w;

	if (bw == 1) {
		buf_puts(b, S(M, x, 1));
		return;
	}
	buf_printf(b, "%s %s ", S(M, x, 1),
		bw < 32 && w == (1u << bw) - 1 ? "==" : ">=");
	lit_u64(b, w, bw);
}

/* The amount of shift x in its guarded (in-range) branch: the low
 * amount_bits() of it.  A wide amount (i99 shifting an i99) becomes a
 * 7-bit part-select; a shifter needs no more, and Verilator 5.006's
 * constant folding computed `$signed(a) >>> m` wrongly for a 99-bit m
 * (a = 1 through an instance, m = a % a: got 0). */
static void amount_low(const Mod *M, Buf *b, uint32_t x)
{
	uint32_t nb = amount_bits(M, x);

	if (nb == N(M, IN(M, x)[1])->w)
		buf_puts(b, S(M, x, 1));
	else if (nb == 1)
		buf_printf(b, "%s[0]", S(M, x, 1));
	else
		buf_printf(b, "%s[%u:0]", S(M, x, 1), nb - 1);
}

static void shift(Mod *M, Buf *b, uint32_t x)
{
	const Node *k = N(M, x);
	uint32_t w = k->w, d = IN(M, x)[1], bw = N(M, d)->w;
	uint64_t amt;
	int guard = bw >= 32 || (1ull << bw) > w;
	const char *op = k->op == OP_SHL ? "<<" : ">>";

	if (k->op == OP_SHRS && w == 1) {
		buf_puts(b, S(M, x, 0));     /* sign fill of one bit: itself */
		return;
	}
	if (is_lit(M, d)) {
		if (!const_u64(M, d, &amt))
			amt = UINT64_MAX;       /* >= 2^64: past any width */
		if (amt >= w) {
			if (k->op == OP_SHRS)
				amt = w - 1;
			else {
				lit_u64(b, 0, w);
				return;
			}
		}
		if (amt == 0) {
			buf_puts(b, S(M, x, 0));
			return;
		}
		if (k->op == OP_SHRS) {
			buf_printf(b, "$unsigned($signed(%s) >>> %llu)",
				S(M, x, 0), (unsigned long long)amt);
			return;
		}
		opnd_p(M, b, x, 0);
		buf_printf(b, " %s %llu", op, (unsigned long long)amt);
		return;
	}
	if (k->op == OP_SHRS) {
		buf_printf(b, "$unsigned($signed(%s) >>> ", S(M, x, 0));
		if (guard) {
			buf_puts(b, "(");
			amount_ge(M, b, x, w);
			buf_puts(b, " ? ");
			lit_u64(b, w - 1, amount_bits(M, x));
			buf_puts(b, " : ");
			amount_low(M, b, x);
			buf_puts(b, "))");
		} else {
			buf_printf(b, "%s)", S(M, x, 1));
		}
		return;
	}
	if (guard) {
		amount_ge(M, b, x, w);
		buf_puts(b, " ? ");
		lit_u64(b, 0, w);
		buf_puts(b, " : ");
		if (w == 1) {           /* any amount >= 1 shifts the bit out */
			buf_puts(b, S(M, x, 0));
			return;
		}
	}
	opnd_p(M, b, x, 0);
	buf_printf(b, " %s ", op);
	amount_low(M, b, x);
}

/* ---- tables */

/* A table constant in hex with every digit; above 64 bits a concatenation
 * of 64-bit words, most significant first, four to a line. */
static void table_lit(Buf *b, const Word *v, uint32_t nbits)
{
	uint32_t nw = BV_WORDS(nbits), i;

	if (nbits <= 64) {
		buf_printf(b, "%u'h%0*llx", nbits, (int)((nbits + 3) / 4),
			(unsigned long long)v[0]);
		return;
	}
	buf_puts(b, "{");
	for (i = nw; i-- > 0;) {
		uint32_t w = i == nw - 1 && nbits % 64 ? nbits % 64 : 64;
		if (i != nw - 1)
			buf_puts(b, (nw - 1 - i) % 4 ? ", " : ",\n    ");
		buf_printf(b, "%u'h%0*llx", w, (int)((w + 3) / 4),
			(unsigned long long)v[i]);
	}
	buf_puts(b, "}");
}

/* Name of the localparam holding `nbits` bits of v (shared by content). */
static const char *table(Mod *M, const char *kind, uint32_t n,
	const Word *v, uint32_t nbits)
{
	Buf key = {0}, name = {0};
	uint32_t t;

	buf_printf(&key, "%s%u:", kind, n);
	lit_words(&key, v, nbits);
	if (strmap_get(&M->tables, key.s, &t)) {
		buf_free(&key);
		return M->tname[t];
	}
	if (nbits <= 64 && !strcmp(kind, "TT")) {
		buf_printf(&name, "TT%u_", n);
		buf_printf(&name, "%0*llx", (int)((nbits + 3) / 4),
			(unsigned long long)v[0]);
	} else {
		buf_printf(&name, "%s%u", kind, M->ntable);
	}
	M->tname = xrealloc(M->tname, (M->ntable + 1) * sizeof *M->tname);
	M->tname[M->ntable] = claim(&M->names, name.s, "T");
	strmap_put(&M->tables, key.s, M->ntable);
	buf_printf(&M->params, "  localparam logic [%u:0] %s = ", nbits - 1,
		M->tname[M->ntable]);
	table_lit(&M->params, v, nbits);
	buf_puts(&M->params, ";\n");
	buf_free(&key);
	buf_free(&name);
	return M->tname[M->ntable++];
}

static void truth_table(Mod *M, Buf *b, uint32_t x)
{
	const Node *k = N(M, x);
	const Word *v = M->n->pool + k->pool;
	const char *t;
	size_t col = 0;
	uint32_t i;

	if (k->nin == 0) {
		lit_u64(b, v[0] & 1, 1);
		return;
	}
	t = table(M, "TT", k->nin, v, k->npool);
	buf_printf(b, "%s[", t);
	if (k->nin > 1)
		buf_puts(b, "{");
	for (i = 0; i < k->nin; i++)
		wrap_put(b, &col, S(M, x, i), i == 0);
	buf_puts(b, k->nin > 1 ? "}]" : "]");
}

static void lut(Mod *M, Buf *b, uint32_t x)
{
	const Node *k = N(M, x);
	const Word *p = M->n->pool + k->pool;
	Word tab[32] = {0};
	uint32_t i, nc = k->npool < k->nin ? k->npool : k->nin, terms = 0;
	const char *t;

	for (i = 0; i < k->aux && i < 256; i++)
		tab[i / 8] |= (p[k->npool + i] & 0xff) << (i % 8 * 8);
	t = table(M, "LUT", 8, tab, 2048);
	buf_printf(b, "%s[{", t);
	for (i = 0; i < nc; i++) {
		unsigned c = (unsigned)(p[i] & 0xff);
		if (!c)
			continue;
		if (terms++)
			buf_puts(b, " + ");
		if (c != 1)
			buf_printf(b, "8'd%u * ", c);
		opnd_p(M, b, x, i);
	}
	if (!terms)
		buf_puts(b, "8'd0");
	buf_puts(b, ", 3'b000} +: 8]");
}

/* Is e one system-function call, "$name(...)" with the call's own ')'
 * last?  Such an expression needs no parentheses. */
static int is_call(const char *e)
{
	size_t i = 1;
	int depth = 0;

	if (e[0] != '$')
		return 0;
	while ((e[i] >= 'a' && e[i] <= 'z') || e[i] == '_')
		i++;
	if (e[i] != '(')
		return 0;
	for (; e[i]; i++) {
		if (e[i] == '(')
			depth++;
		else if (e[i] == ')' && --depth == 0)
			return e[i + 1] == 0;
	}
	return 0;
}

/* ---- one node's expression */

static void build(Mod *M, uint32_t x, Buf *b, int *atom)
{
	const Node *k = N(M, x);
	uint32_t w = k->w, i;
	size_t col = 0;
	static const char *bop[NOP_] = {[OP_ADD] = " + ", [OP_SUB] = " - ",
		[OP_MUL] = " * ", [OP_AND] = " & ", [OP_OR] = " | ",
		[OP_XOR] = " ^ "};
	static const char *cmp[NPRED_] = {[PRED_EQ] = "==",
		[PRED_NE] = "!=", [PRED_SLT] = "<", [PRED_SLE] = "<=",
		[PRED_SGT] = ">", [PRED_SGE] = ">=", [PRED_ULT] = "<",
		[PRED_ULE] = "<=", [PRED_UGT] = ">", [PRED_UGE] = ">="};

	*atom = 0;
	switch (k->op) {
	case OP_CONST:
		lit_words(b, M->n->pool + k->pool, w);
		*atom = 1;
		return;
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_AND: case OP_OR:
	case OP_XOR: {
		uint32_t a = IN(M, x)[0];
		if (k->op != OP_SUB && !M->atom[a] && M->top[a] == k->op)
			opnd_r(M, b, x, 0);   /* a + b + c */
		else
			opnd_p(M, b, x, 0);
		buf_puts(b, bop[k->op]);
		opnd_p(M, b, x, 1);
		return;
	}
	case OP_NOT:
		buf_puts(b, "~");
		opnd_p(M, b, x, 0);
		return;
	case OP_PARITY:
		buf_puts(b, "^");
		opnd_p(M, b, x, 0);
		return;
	case OP_DIVU: case OP_DIVS: case OP_REMU: case OP_REMS:
	case OP_CEILDIVU: case OP_CEILDIVS: case OP_FLOORDIVS:
		divide(M, b, x);
		return;
	case OP_SHL: case OP_SHRU: case OP_SHRS:
		shift(M, b, x);
		return;
	case OP_ICMP: {
		int v;
		if (k->aux >= NPRED_)
			die("bad icmp predicate %u", k->aux);
		if (icmp_const(M, x, &v)) {
			buf_puts(b, v ? "1'b1" : "1'b0");
			*atom = 1;
			return;
		}
	}
		if (k->aux >= PRED_SLT && k->aux <= PRED_SGE) {
			buf_printf(b, "$signed(%s) %s $signed(%s)", S(M, x, 0),
				cmp[k->aux], S(M, x, 1));
			return;
		}
		opnd_p(M, b, x, 0);
		buf_printf(b, " %s ", cmp[k->aux]);
		opnd_p(M, b, x, 1);
		return;
	case OP_MUX: {
		uint32_t f = IN(M, x)[2];
		opnd_p(M, b, x, 0);
		buf_puts(b, " ? ");
		opnd_p(M, b, x, 1);
		buf_puts(b, " : ");
		if (!M->atom[f] && M->top[f] == OP_MUX)
			opnd_r(M, b, x, 2);
		else
			opnd_p(M, b, x, 2);
		return;
	}
	case OP_CONCAT:
		buf_puts(b, "{");
		for (i = 0; i < k->nin; i++)
			wrap_put(b, &col, S(M, x, i), i == 0);
		buf_puts(b, "}");
		*atom = 1;
		return;
	case OP_EXTRACT: {
		uint32_t aw = N(M, IN(M, x)[0])->w;
		if (w == aw && k->aux == 0) {
			opnd_r(M, b, x, 0);
			*atom = M->atom[IN(M, x)[0]];
			return;
		}
		if (k->aux + w > aw)
			die("extract [%u +: %u] of %u bits", k->aux, w, aw);
		if (w == 1)
			buf_printf(b, "%s[%u]", S(M, x, 0), k->aux);
		else
			buf_printf(b, "%s[%u:%u]", S(M, x, 0), k->aux + w - 1,
				k->aux);
		*atom = 1;
		return;
	}
	case OP_REPLICATE: {
		uint32_t aw = N(M, IN(M, x)[0])->w;
		buf_printf(b, "{%u{%s}}", w / aw, S(M, x, 0));
		*atom = 1;
		return;
	}
	case OP_REVERSE:
		if (w == 1) {
			opnd_r(M, b, x, 0);
			*atom = M->atom[IN(M, x)[0]];
			return;
		}
		buf_puts(b, "{");
		for (i = 0; i < w; i++) {
			Buf e = {0};
			buf_printf(&e, "%s[%u]", S(M, x, 0), i);
			wrap_put(b, &col, e.s, i == 0);
			buf_free(&e);
		}
		buf_puts(b, "}");
		*atom = 1;
		return;
	case OP_SEXT: {
		uint32_t a = IN(M, x)[0], aw = N(M, a)->w;
		if (aw == 1)
			buf_printf(b, "{%u{%s}}", w, S(M, x, 0));
		else if (is_part(M, a) && !M->atom[a])
			die("part-select without a name");
		else if (is_part(M, a) && strchr(M->expr[a], '['))
			/* sign of src[hi:lo] is src[hi] */
			buf_printf(b, "{{%u{%s[%u]}}, %s}", w - aw,
				M->expr[IN(M, a)[0]], N(M, a)->aux + aw - 1,
				S(M, x, 0));
		else
			buf_printf(b, "{{%u{%s[%u]}}, %s}", w - aw, S(M, x, 0),
				aw - 1, S(M, x, 0));
		*atom = 1;
		return;
	}
	case OP_ZEXT: {
		uint32_t aw = N(M, IN(M, x)[0])->w;
		buf_printf(b, "{%u'd0, %s}", w - aw, S(M, x, 0));
		*atom = 1;
		return;
	}
	case OP_TT:
		truth_table(M, b, x);
		*atom = 1;
		return;
	case OP_LUT:
		lut(M, b, x);
		*atom = 1;
		return;
	default:
		die("emit_sv: op '%s' is not in the netlist subset",
			op_name(k->op));
	}
}

/* ---- instances */

/* An external module's parameters, `#(.N(v), ...) `, from their MLIR
 * text (`N: T = v, ...`, v an integer, string or boolean: parse_op.c's
 * instance_params checked that). */
static void put_params(Buf *b, const char *s)
{
	int first = 1;

	buf_puts(b, "#(");
	while (*s) {
		const char *n, *v;
		size_t nl, vl;
		int depth = 0;
		while (*s == ' ' || *s == '\n' || *s == '\t' || *s == ',')
			s++;
		if (!*s)
			break;
		n = s + (*s == '"');
		for (s = n; *s && *s != '"' && *s != ':' && *s != ' '; s++)
			;
		nl = (size_t)(s - n);
		for (; *s && (*s != '=' || depth); s++) /* the type */
			depth += *s == '<' || *s == '(' ? 1 :
				*s == '>' || *s == ')' ? -1 : 0;
		for (s += *s == '='; *s == ' '; s++)
			;
		v = s;
		if (*s == '"') {
			for (s++; *s && *s != '"'; s++)
				s += *s == '\\' && s[1];
			s += *s == '"';
		} else
			while (*s && *s != ',' && *s != ' ' && *s != ':')
				s++;
		vl = (size_t)(s - v);
		while (*s && *s != ',') /* an integer's `: T` */
			s++;
		buf_printf(b, "%s.%.*s(", first ? "" : ", ", (int)nl, n);
		first = 0;
		if (vl == 4 && !memcmp(v, "true", 4))
			buf_puts(b, "1'b1");
		else if (vl == 5 && !memcmp(v, "false", 5))
			buf_puts(b, "1'b0");
		else if (vl > 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X'))
			buf_printf(b, "'h%.*s", (int)vl - 2, v + 2);
		else if (vl > 3 && v[0] == '-' && v[1] == '0' &&
		    (v[2] == 'x' || v[2] == 'X'))
			buf_printf(b, "-'h%.*s", (int)vl - 3, v + 3);
		else
			buf_printf(b, "%.*s", (int)vl, v);
		buf_putc(b, ')');
	}
	buf_puts(b, ") ");
}

static void instance(Mod *M, uint32_t x)
{
	const Node *k = N(M, x);
	uint32_t cn = k->aux, i, j, *perm, np, rn;
	const Net *c;
	char **cport, *iname, **conn;
	Buf *b = &M->body;

	if (cn >= M->ni)
		die("instance of module %u in module %u", cn, M->ni);
	c = &M->S->d->nets[cn];
	cport = M->S->port[cn];
	rn = net_real_nin(M->S->d, cn);
	if (k->nin != rn)
		die("instance of %s with %u inputs", c->name, k->nin);
	iname = claim(&M->names, M->n->inst_name && M->n->inst_name[x] ?
		M->n->inst_name[x] : c->name, "u");
	/* homes of the results first: the output port they drive, or a
	 * wire named after the IR value or INSTANCE_PORT */
	conn = xcalloc((size_t)c->nout + 1, sizeof *conn);
	for (i = 0; i < c->nout; i++) {
		uint32_t r = M->res[M->res_off[x] + i];
		Buf nb = {0};
		if (r != NONE && M->outport[r] != NONE) {
			M->expr[r] = xstrdup(M->S->port[M->ni][M->n->nin +
				M->outport[r]]);
			M->atom[r] = 1;
			continue;
		}
		if (r != NONE && M->n->names && M->n->names[r])
			buf_puts(&nb, M->n->names[r]);
		else
			buf_printf(&nb, "%s_%s", iname, cport[c->nin + i]);
		conn[i] = claim(&M->names, nb.s, "v");
		buf_free(&nb);
		declare(M, conn[i], c->out_w[i], r == NONE || !M->full[r]);
		if (r != NONE) {
			M->expr[r] = conn[i];
			M->atom[r] = 1;
			conn[i] = NULL;
		}
	}
	/* ports by name, in the callee's order: the real inputs (an external
	 * module's hidden ones are not ports), then the outputs, unless it
	 * declares them mixed */
	np = rn + c->nout;
	buf_printf(b, "  %s ", M->S->mod[cn]);
	if (M->n->inst_param && M->n->inst_param[x])
		put_params(b, M->n->inst_param[x]);
	buf_printf(b, "%s (", iname);
	perm = xmalloc(((size_t)np + 1) * sizeof *perm);
	port_order(c->port_out, rn, c->nout, perm);
	for (j = 0; j < np; j++) {
		uint32_t p;
		i = perm[j];
		p = i < rn ? i : c->nin + i - rn;
		buf_printf(b, "\n    .%s(", cport[p]);
		if (i < rn) {
			buf_puts(b, M->expr[IN(M, x)[i]]);
		} else {
			uint32_t r = M->res[M->res_off[x] + i - rn];
			buf_puts(b, r != NONE ? M->expr[r] : conn[i - rn]);
		}
		buf_puts(b, j + 1 < np ? ")," : ")");
	}
	free(perm);
	buf_puts(b, np ? "\n  );\n" : ");\n");
	for (i = 0; i < c->nout; i++)
		free(conn[i]);
	free(conn);
	free(iname);
}

/* ----------------------------------------------------------- driver */

/* A remainder whose quotient (same operands) is also built as a
 * division function (DIVFN_W bits or more, one divider per call) is
 * emitted as a - q * b, a multiplier instead of a second divider.
 * Narrower, a / b and a % b are both written: Yosys builds them as one
 * array (16 bits, LUT-6: divu + modu 352 LUTs in 6.7 s, divs + mods 462
 * in 8 s, against 568 in 122 s and 650 in 34 s as a - q * b).  The
 * quotient must come first in node order; it is given a wire. */
static void pair_divisions(Mod *M)
{
	const Net *n = M->n;
	StrMap q = {0};
	uint32_t i, d;
	char key[48];

	for (i = 0; i < n->nnode; i++) {
		const Node *k = &n->nodes[i];
		const uint32_t *in = net_ins(n, i);
		M->quot[i] = NONE;
		if (!M->live[i])
			continue;
		if (k->w < DIVFN_W)
			continue;
		if (k->op == OP_DIVU || k->op == OP_DIVS) {
			snprintf(key, sizeof key, "%d:%u:%u", k->op, in[0],
				in[1]);
			strmap_put(&q, key, i);
		} else if (k->op == OP_REMU || k->op == OP_REMS) {
			snprintf(key, sizeof key, "%d:%u:%u", k->op == OP_REMU ?
				OP_DIVU : OP_DIVS, in[0], in[1]);
			if (strmap_get(&q, key, &d) && !is_lit(M, in[1])) {
				M->quot[i] = d;
				if (!M->demand[d])
					M->demand[d] = 1;
			}
		}
	}
	strmap_free(&q);
}

static void analyze(Mod *M)
{
	const Net *n = M->n;
	uint32_t i, j, nres = 0;

	for (i = 0; i < n->nout; i++) {
		uint32_t x = n->out_node[i];
		M->live[x] = 1;
		M->uses[x]++;
		M->full[x] = 1;
		M->portnext[i] = NONE;
		if (M->outport[x] == NONE) {
			M->outport[x] = i;
		} else {
			uint32_t p = M->outport[x];
			while (M->portnext[p] != NONE)
				p = M->portnext[p];
			M->portnext[p] = i;
		}
	}
	for (i = n->nnode; i-- > 0;) {
		const Node *k = &n->nodes[i];
		if (k->op == OP_INSTANCE)
			M->live[i] = 1;
		if (!M->live[i])
			continue;
		{
			int v;
			if (icmp_const(M, i, &v))
				continue;   /* emitted as a literal */
		}
		for (j = 0; j < k->nin; j++) {
			uint32_t a = net_ins(n, i)[j];
			int d = need(M, i, j);
			if (!reads(M, i, j))
				continue;
			M->live[a] = 1;
			M->uses[a]++;
			if (k->op != OP_EXTRACT || k->w == n->nodes[a].w)
				M->full[a] = 1;
			if (d > M->demand[a])
				M->demand[a] = (uint8_t)d;
		}
	}
	pair_divisions(M);
	for (i = 0; i < n->nnode; i++) {
		if (n->nodes[i].op != OP_INSTANCE)
			continue;
		M->res_off[i] = nres;
		nres += M->S->d->nets[n->nodes[i].aux].nout;
	}
	M->res = xmalloc(((size_t)nres + 1) * sizeof *M->res);
	for (i = 0; i < nres; i++)
		M->res[i] = NONE;
	for (i = 0; i < n->nnode; i++) {
		const Node *k = &n->nodes[i];
		if (k->op != OP_INSTRES || !M->live[i])
			continue;
		M->res[M->res_off[net_ins(n, i)[0]] + k->aux] = i;
	}
}

static void emit_node(Mod *M, uint32_t x)
{
	const Node *k = N(M, x);
	uint32_t p;
	Buf e = {0};
	int atom;

	if (k->op == OP_INSTANCE) {
		instance(M, x);
		return;
	}
	if (k->op == OP_INPUT) {
		M->expr[x] = xstrdup(M->S->port[M->ni][k->aux]);
		M->atom[x] = 1;
	} else if (k->op != OP_INSTRES) {
		build(M, x, &e, &atom);
		if (!atom && is_call(e.s))
			atom = 1;
		if (k->op == OP_CONST && M->demand[x] < 2) {
			M->expr[x] = e.s, M->atom[x] = 1;
			e.s = NULL;
		} else if (M->outport[x] != NONE) {
			M->expr[x] = xstrdup(M->S->port[M->ni][M->n->nin +
				M->outport[x]]);
			M->atom[x] = 1;
			assign(M, M->expr[x], e.s);
		} else if (M->uses[x] > 1 || M->demand[x] ||
			   (M->n->names && M->n->names[x]) || e.len > LONG) {
			M->expr[x] = new_wire(M, x, "", k->w, e.s,
				!M->full[x]);
			M->atom[x] = 1;
		} else {
			M->expr[x] = e.s, M->atom[x] = (uint8_t)atom;
			M->top[x] = atom ? NOP_ : k->op;
			e.s = NULL;
		}
		buf_free(&e);
	}
	/* further output ports driven by the same node */
	for (p = M->outport[x]; p != NONE; p = M->portnext[p]) {
		const char *port = M->S->port[M->ni][M->n->nin + p];
		if (strcmp(port, M->expr[x]))
			assign(M, port, M->expr[x]);
	}
}

static void emit_module(Sv *S, uint32_t ni)
{
	const Net *n = &S->d->nets[ni];
	Mod M = {0};
	Buf *o = S->out;
	uint32_t i, j, *perm, nn = n->nnode + 1, np = n->nin + n->nout;
	size_t tw = 0;

	M.S = S;
	M.n = n;
	M.ni = ni;
	M.expr = xcalloc(nn, sizeof *M.expr);
	M.atom = xcalloc(nn, 1);
	M.top = xcalloc(nn, sizeof *M.top);
	M.live = xcalloc(nn, 1);
	M.demand = xcalloc(nn, 1);
	M.full = xcalloc(nn, 1);
	M.uses = xcalloc(nn, sizeof *M.uses);
	M.outport = xmalloc(nn * sizeof *M.outport);
	M.portnext = xmalloc(((size_t)n->nout + 1) * sizeof *M.portnext);
	M.res_off = xcalloc(nn, sizeof *M.res_off);
	M.quot = xmalloc(nn * sizeof *M.quot);
	for (i = 0; i < nn; i++)
		M.outport[i] = NONE;
	for (i = 0; i < np; i++)
		strmap_put(&M.names, S->port[ni][i], 1);
	strmap_put(&M.names, S->mod[ni], 1);
	analyze(&M);
	for (i = 0; i < n->nnode; i++)
		if (M.live[i])
			emit_node(&M, i);

	/* header */
	for (i = 0; i < np; i++) {
		uint32_t w = i < n->nin ? n->in_w[i] : n->out_w[i - n->nin];
		char tmp[32];
		size_t l = w > 1 ? (size_t)snprintf(tmp, sizeof tmp, "[%u:0] ",
			w - 1) : 0;
		if (l > tw)
			tw = l;
	}
	if (S->multitop[ni])
		buf_puts(o, "/* verilator lint_off MULTITOP */\n");
	buf_printf(o, "module %s", S->mod[ni]);
	if (np)
		buf_puts(o, " (");
	perm = xmalloc(((size_t)np + 1) * sizeof *perm);
	port_order(n->port_out, n->nin, n->nout, perm);
	for (j = 0; j < np; j++) {
		int in = (i = perm[j]) < n->nin;
		uint32_t w = in ? n->in_w[i] : n->out_w[i - n->nin];
		uint32_t x = in ? n->in_node[i] : NONE;
		int unused = in && (!M.live[x] || !M.full[x]);
		char range[32] = "";
		if (w > 1)
			snprintf(range, sizeof range, "[%u:0] ", w - 1);
		if (unused)
			buf_puts(o, "\n  /* verilator lint_off UNUSEDSIGNAL */");
		buf_printf(o, "\n  %s logic %-*s%s%s", in ? "input " : "output",
			(int)tw, range, S->port[ni][i], j + 1 < np ? "," : "");
		if (unused)
			buf_puts(o, "\n  /* verilator lint_on UNUSEDSIGNAL */");
	}
	free(perm);
	buf_puts(o, np ? "\n);\n" : ";\n");
	if (S->multitop[ni])
		buf_puts(o, "/* verilator lint_on MULTITOP */\n");
	if (M.params.len)
		buf_printf(o, "%s\n", M.params.s);
	if (M.decls.len)
		buf_printf(o, "%s\n", M.decls.s);
	if (M.body.len)
		buf_puts(o, M.body.s);
	buf_puts(o, "endmodule\n");

	for (i = 0; i < nn; i++)
		free(M.expr[i]);
	for (i = 0; i < M.ntable; i++)
		free(M.tname[i]);
	free(M.tname);
	free(M.expr), free(M.atom), free(M.top), free(M.live);
	free(M.demand), free(M.full), free(M.uses), free(M.outport);
	free(M.portnext), free(M.res_off), free(M.res), free(M.quot);
	buf_free(&M.params), buf_free(&M.decls), buf_free(&M.body);
	strmap_free(&M.names);
	strmap_free(&M.tables);
}

/* Several modules that nothing instantiates are several top modules,
 * which Verilator reports (MULTITOP) when the file is linted whole: the
 * headers of those modules get a scoped waiver.  A file with one top
 * gets none.  O(nodes). */
static uint8_t *multitop(const Design *d)
{
	uint8_t *top = xmalloc((size_t)d->nnet + 1);
	uint32_t i, k, ntop = 0;

	memset(top, 1, (size_t)d->nnet + 1);
	for (i = 0; i < d->nnet; i++)
		for (k = 0; k < d->nets[i].nnode; k++)
			if (d->nets[i].nodes[k].op == OP_INSTANCE)
				top[d->nets[i].nodes[k].aux] = 0;
	for (i = 0; i < d->nnet; i++) {
		top[i] &= !net_is_extern(d, i);
		ntop += top[i];
	}
	if (ntop < 2)
		memset(top, 0, (size_t)d->nnet + 1);
	return top;
}

void emit_sv(const Design *d, Buf *out)
{
	Sv S = {0};
	StrMap mods = {0};
	uint32_t i, j;

	S.d = d;
	S.out = out;
	S.mod = xcalloc(d->nnet + 1, sizeof *S.mod);
	S.port = xcalloc(d->nnet + 1, sizeof *S.port);
	S.multitop = multitop(d);
	for (i = 0; i < d->nnet; i++) {
		const Net *n = &d->nets[i];
		StrMap ports = {0};
		S.mod[i] = claim(&mods, n->verilog_name ? n->verilog_name :
			n->name, "m");
		/* Verilator takes a top module's name for an instance, which
		 * a port or signal of that name would hide (VARHIDDEN) */
		strmap_put(&ports, S.mod[i], 1);
		S.port[i] = xcalloc((size_t)n->nin + n->nout + 1,
			sizeof **S.port);
		/* ports: their hw.verilogName if any */
		for (j = 0; j < net_real_nin(d, i); j++)
			S.port[i][j] = claim(&ports, net_port_sv(n, j,
				n->in_name[j]), "arg");
		for (j = 0; j < n->nout; j++)
			S.port[i][n->nin + j] = claim(&ports,
				net_port_sv(n, net_real_nin(d, i) + j,
				n->out_name[j]), "out");
		strmap_free(&ports);
	}
	buf_puts(out, "// Generated by combc; do not edit.\n");
	buf_puts(out, "`default_nettype none\n");
	for (i = 0; i < d->nnet; i++) {
		if (net_is_extern(d, i))
			continue; /* defined elsewhere */
		buf_puts(out, "\n");
		emit_module(&S, i);
	}
	buf_puts(out, "\n`default_nettype wire\n");
	for (i = 0; i < d->nnet; i++) {
		const Net *n = &d->nets[i];
		for (j = 0; j < n->nin + n->nout; j++)
			free(S.port[i][j]);
		free(S.port[i]);
		free(S.mod[i]);
	}
	free(S.port);
	free(S.mod);
	free(S.multitop);
	strmap_free(&mods);
}
