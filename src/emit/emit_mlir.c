/* emit_mlir.c: a Design (usually optimized) as MLIR: one hw.module per
 * net, in Design order (callees first), in CIRCT's custom syntax, which
 * combc reads back and CIRCT's circt-opt parses.
 *
 * Ports keep the IR's names: `in %a : i8` (an input whose name is not a
 * plain SSA name is printed `in %argN "name" : i8`), `out y : i8` (quoted
 * when not a bare identifier).  Node mapping, one line per node:
 *   CONST -> hw.constant; ADD SUB MUL DIVU DIVS REMU REMS AND OR XOR SHL
 *   SHRU SHRS -> comb.add sub mul divu divs modu mods and or xor shl shru
 *   shrs; ICMP MUX CONCAT EXTRACT REPLICATE REVERSE PARITY TT LUT -> their
 *   comb ops; INSTANCE -> hw.instance (INSTRES are its results, %u#i);
 * and the ops comb spells differently, as CIRCT's canonical forms:
 *   NOT x -> comb.xor x, ~0;  ZEXT x -> comb.concat 0, x;
 *   SEXT x -> comb.concat (comb.replicate (comb.extract x from msb)), x;
 *   CEILDIVU CEILDIVS FLOORDIVS (no comb op) -> arith.ceildivui,
 *   arith.ceildivsi, arith.floordivsi on the same iN types.
 * The helper constants (0 for ZEXT, ~0 for NOT) are printed once per
 * width, before their first use.
 *
 * Names: a node's IR name hint when it is a valid SSA name (made unique
 * with _1, _2, ...), hw.constant values as MLIR names them (%c5_i8,
 * %c-1_i8, %true, %false), everything else numbered %0, %1, ...  Only the
 * live nodes (those an output or an instance depends on) are printed.
 *
 * Cost: O(nodes + operands + text) per net, expected (names are kept in
 * a hash set).  Output is a pure function of the Design.
 * Requires: a well-formed Design (net.c).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

typedef struct {
	const Design *d;
	const Net *n;
	uint32_t ni;           /* its net index */
	Buf *out;
	const char **name;     /* per node: operand text without '%' */
	StrMap names;          /* names in use */
	uint64_t *hkey;        /* helper constants: key w << 1 | ones */
	const char **hname;    /*   and their names; hcap slots */
	uint32_t nh, hcap;
	uint32_t counter;      /* next %N */
	Arena a;               /* names */
	const uint8_t *live;   /* per node: printed */
	uint64_t *bit1;        /* live 1-bit EXTRACTs: source << 32 | bit, */
	uint32_t *bit1_node;   /*   sorted, and their nodes; nbit1 of them */
	uint32_t nbit1;
	StrMap sign;           /* "source.bit" -> index in sign_name: the */
	const char **sign_name; /*  extracts sign_bit printed itself */
	uint32_t nsign, capsign;
} Emitter;

/* ------------------------------------------------------------- names */

static int set_has(const Emitter *E, const char *s)
{
	return strmap_get(&E->names, s, NULL);
}

/* SSA suffix-id: letters, digits and $._- , not purely numeric (numbers
 * are reserved for the counter). */
static int ssa_name_ok(const char *s)
{
	const char *p;
	int digits = 1;

	if (!s || !*s)
		return 0;
	for (p = s; *p; p++) {
		if (!isalnum((unsigned char)*p) && !strchr("$._-", *p))
			return 0;
		if (!isdigit((unsigned char)*p))
			digits = 0;
	}
	/* MLIR's suffix-id: digits alone (taken by numbering), or no
	 * leading digit (%2x lexes as %2 then x) */
	return !digits && !isdigit((unsigned char)*s);
}

/* MLIR bare-id: (letter | _) (letter | digit | _ | $ | .)* */
static int bare_id_ok(const char *s)
{
	const char *p;

	if (!s || !(isalpha((unsigned char)*s) || *s == '_'))
		return 0;
	for (p = s + 1; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("_$.", *p))
			return 0;
	return 1;
}

/* A unique name from `want` (if usable) or the counter. */
static const char *fresh(Emitter *E, const char *want)
{
	char buf[48];

	if (ssa_name_ok(want))
		return strmap_unique(&E->names, want, 1);
	snprintf(buf, sizeof buf, "%u", E->counter++);
	return strmap_put(&E->names, buf, 1);
}

/* %c5_i8, %c-1_i8, %true/%false, or %c_i100 for wide constants */
static const char *const_name(Emitter *E, const Word *v, uint32_t w)
{
	Buf b = {0};
	const char *s;

	if (w == 1)
		buf_puts(&b, v[0] & 1 ? "true" : "false");
	else if (w <= 64) {
		buf_putc(&b, 'c');
		bv_print_sdec(&b, v, w);
		buf_printf(&b, "_i%u", w);
	} else
		buf_printf(&b, "c_i%u", w);
	s = fresh(E, b.s);
	buf_free(&b);
	return s;
}

/* ------------------------------------------------------------- printing */

static void put_ty(Emitter *E, uint32_t w)
{
	buf_printf(E->out, "i%u", w);
}

/* Is s already the body of an MLIR string literal: every '"' escaped
 * and every backslash starting an escape (quote, backslash, n, t or two
 * hex digits)?  Names from MLIR are: the lexer keeps escapes as written. */
static int escaped_ok(const char *s)
{
	for (; *s; s++)
		if (*s == '"' || (unsigned char)*s < ' ')
			return 0;
		else if (*s == '\\') {
			if (s[1] == '"' || s[1] == '\\' || s[1] == 'n' ||
			    s[1] == 't')
				s++;
			else if (isxdigit((unsigned char)s[1]) &&
			    isxdigit((unsigned char)s[2]))
				s += 2;
			else
				return 0;
		}
	return 1;
}

/* A name as a string literal: as written when it is one already (so
 * that a symbol a\"b stays itself and does not become ab), else
 * escaped. */
static void put_quoted(Emitter *E, const char *s);

/* A module's port p (real inputs, then outputs): its hw.verilogName,
 * if it has one. */
static void put_vname(Emitter *E, const Net *n, uint32_t p)
{
	if (!n->port_vname || !n->port_vname[p])
		return;
	buf_puts(E->out, " {hw.verilogName = ");
	put_quoted(E, n->port_vname[p]);
	buf_puts(E->out, "}");
}

static void put_quoted(Emitter *E, const char *s)
{
	const char *p;

	buf_putc(E->out, '"');
	if (escaped_ok(s))
		buf_puts(E->out, s);
	else
		for (p = s; *p; p++)
			if (*p == '"' || *p == '\\' || (unsigned char)*p < ' ')
				buf_printf(E->out, "\\%02X", (unsigned char)*p);
			else
				buf_putc(E->out, *p);
	buf_putc(E->out, '"');
}

static void put_port_name(Emitter *E, const char *s)
{
	if (bare_id_ok(s))
		buf_puts(E->out, s);
	else
		put_quoted(E, s);
}

static void put_const(Emitter *E, const Word *v, uint32_t w)
{
	if (w == 1) {
		buf_puts(E->out, v[0] & 1 ? "hw.constant true" :
			"hw.constant false");
		return;
	}
	buf_puts(E->out, "hw.constant ");
	bv_print_sdec(E->out, v, w);
	buf_printf(E->out, " : i%u", w);
}

/* The slot of helper constant (w, ones) in the table. */
static uint32_t helper_slot(Emitter *E, uint64_t key)
{
	uint32_t i;

	if ((uint64_t)(E->nh + 1) * 2 > E->hcap) {
		uint64_t *ok = E->hkey;
		const char **on = E->hname;
		uint32_t oc = E->hcap;
		E->hcap = oc ? oc * 2 : 16;
		E->hkey = xmalloc((size_t)E->hcap * sizeof *E->hkey);
		E->hname = xcalloc(E->hcap, sizeof *E->hname);
		for (i = 0; i < oc; i++) {
			uint32_t j;
			if (!on[i])
				continue;
			j = hash_bytes(&ok[i], sizeof ok[i], 3) & (E->hcap - 1);
			while (E->hname[j])
				j = (j + 1) & (E->hcap - 1);
			E->hkey[j] = ok[i];
			E->hname[j] = on[i];
		}
		free(ok);
		free((void *)on);
	}
	i = hash_bytes(&key, sizeof key, 3) & (E->hcap - 1);
	for (; E->hname[i]; i = (i + 1) & (E->hcap - 1))
		if (E->hkey[i] == key)
			break;
	return i;
}

/* Remember that the constant 0 / ~0 of width w is called s. */
static void helper_set(Emitter *E, uint32_t w, int ones, const char *s)
{
	uint64_t key = (uint64_t)w << 1 | (uint64_t)(ones != 0);
	uint32_t i = helper_slot(E, key);

	if (E->hname[i])
		return;
	E->hkey[i] = key;
	E->hname[i] = s;
	E->nh++;
}

/* The constant 0 or ~0 of width w: one of the net's, or printed here. */
static const char *helper(Emitter *E, uint32_t w, int ones)
{
	uint64_t key = (uint64_t)w << 1 | (uint64_t)(ones != 0);
	uint32_t i = helper_slot(E, key);
	Word *v;
	const char *s;

	if (E->hname[i])
		return E->hname[i];
	v = xcalloc(BV_WORDS(w), sizeof *v);
	if (ones)
		bv_ones(v, w);
	s = const_name(E, v, w);
	buf_printf(E->out, "    %%%s = ", s);
	put_const(E, v, w);
	buf_putc(E->out, '\n');
	free(v);
	helper_set(E, w, ones, s);
	return s;
}

static const char *comb_name(int op)
{
	switch (op) {
	case OP_ADD: return "comb.add";
	case OP_SUB: return "comb.sub";
	case OP_MUL: return "comb.mul";
	case OP_DIVU: return "comb.divu";
	case OP_DIVS: return "comb.divs";
	case OP_REMU: return "comb.modu";
	case OP_REMS: return "comb.mods";
	case OP_AND: return "comb.and";
	case OP_OR: return "comb.or";
	case OP_XOR: return "comb.xor";
	case OP_SHL: return "comb.shl";
	case OP_SHRU: return "comb.shru";
	case OP_SHRS: return "comb.shrs";
	case OP_CEILDIVU: return "arith.ceildivui";
	case OP_CEILDIVS: return "arith.ceildivsi";
	case OP_FLOORDIVS: return "arith.floordivsi";
	default: return NULL;
	}
}

static void put_use(Emitter *E, uint32_t x)
{
	buf_printf(E->out, "%%%s", E->name[x]);
}

static void put_uses(Emitter *E, const uint32_t *in, uint32_t n)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		if (i)
			buf_puts(E->out, ", ");
		put_use(E, in[i]);
	}
}

static void put_use_types(Emitter *E, const uint32_t *in, uint32_t n)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		if (i)
			buf_puts(E->out, ", ");
		put_ty(E, E->n->nodes[in[i]].w);
	}
}

/* hw.instance; names its INSTRES users' operand text. */
static void emit_instance(Emitter *E, uint32_t k, const uint32_t *res)
{
	const Net *n = E->n, *c = &E->d->nets[n->nodes[k].aux];
	const uint32_t *in = net_ins(n, k);
	const char *iname = n->inst_name[k] ? n->inst_name[k] : c->name;
	const char *g = fresh(E, iname);
	uint32_t i;

	buf_printf(E->out, "    ");
	if (c->nout) {
		buf_printf(E->out, "%%%s", g);
		if (c->nout > 1)
			buf_printf(E->out, ":%u", c->nout);
		buf_puts(E->out, " = ");
	}
	buf_puts(E->out, "hw.instance ");
	put_quoted(E, iname);
	buf_puts(E->out, " @");
	put_port_name(E, c->name);
	if (n->inst_param[k])
		buf_printf(E->out, "<%s>", n->inst_param[k]);
	buf_putc(E->out, '(');
	for (i = 0; i < net_real_nin(E->d, n->nodes[k].aux); i++) {
		if (i)
			buf_puts(E->out, ", ");
		put_port_name(E, c->in_name[i]);
		buf_puts(E->out, ": ");
		put_use(E, in[i]);
		buf_puts(E->out, ": ");
		put_ty(E, c->in_w[i]);
	}
	buf_puts(E->out, ") -> (");
	for (i = 0; i < c->nout; i++) {
		if (i)
			buf_puts(E->out, ", ");
		put_port_name(E, c->out_name[i]);
		buf_puts(E->out, ": ");
		put_ty(E, c->out_w[i]);
	}
	buf_puts(E->out, ")\n");
	for (i = 0; i < c->nout; i++) {
		Buf b = {0};
		if (res[i] == NONE)
			continue;
		if (c->nout > 1)
			buf_printf(&b, "%s#%u", g, i);
		else
			buf_puts(&b, g);
		E->name[res[i]] = arena_strndup(&E->a, b.s, b.len);
		buf_free(&b);
	}
}

static void emit_node(Emitter *E, uint32_t k);

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* The first index of E->bit1 holding x or more (E->nbit1: none). */
static uint32_t bit1_find(const Emitter *E, uint64_t x)
{
	uint32_t lo = 0, hi = E->nbit1;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (E->bit1[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Is node k a live 1-bit EXTRACT? */
static int is_bit1(const Emitter *E, uint32_t k)
{
	return E->live[k] && E->n->nodes[k].op == OP_EXTRACT &&
		E->n->nodes[k].w == 1;
}

/* E->bit1: the net's live 1-bit EXTRACT nodes by (source, bit), sorted,
 * and for each key its first node (equal extracts share a key). */
static void index_bits(Emitter *E)
{
	const Net *n = E->n;
	uint32_t k, m = 0, i;

	for (k = 0; k < n->nnode; k++)
		m += is_bit1(E, k);
	E->bit1 = xmalloc(((size_t)m + 1) * sizeof *E->bit1);
	E->bit1_node = xmalloc(((size_t)m + 1) * sizeof *E->bit1_node);
	for (k = 0, m = 0; k < n->nnode; k++)
		if (is_bit1(E, k))
			E->bit1[m++] = (uint64_t)net_ins(n, k)[0] << 32 |
				n->nodes[k].aux;
	qsort(E->bit1, m, sizeof *E->bit1, cmp_u64);
	E->nbit1 = m;
	for (i = 0; i < m; i++)
		E->bit1_node[i] = NONE;
	for (k = 0; k < n->nnode; k++) {
		if (is_bit1(E, k)) {
			i = bit1_find(E, (uint64_t)net_ins(n, k)[0] << 32 |
				n->nodes[k].aux);
			if (E->bit1_node[i] == NONE)
				E->bit1_node[i] = k;
		}
	}
}

/* The name of bit `bit` of node src for a SEXT's sign: through EXTRACTs
 * to their source, and a live 1-bit EXTRACT of that bit when the net has
 * one (printed now if it was not yet), else a fresh extract; so what
 * --emit=mlir prints reads back to the same text (the folder would
 * otherwise compose the extracts, or merge the equal ones). */
static const char *sign_bit(Emitter *E, uint32_t src, uint32_t bit)
{
	const Net *n = E->n;
	const char *t;
	char key[32];
	uint64_t x;
	uint32_t lo, i;

	while (n->nodes[src].op == OP_EXTRACT) {
		bit += n->nodes[src].aux;
		src = net_ins(n, src)[0];
	}
	if (!E->bit1)
		index_bits(E);
	x = (uint64_t)src << 32 | bit;
	lo = bit1_find(E, x);
	if (lo < E->nbit1 && E->bit1[lo] == x) {
		uint32_t j = E->bit1_node[lo];
		if (!E->name[j])
			emit_node(E, j);
		return E->name[j];
	}
	snprintf(key, sizeof key, "%u.%u", src, bit);
	if (strmap_get(&E->sign, key, &i))
		return E->sign_name[i];
	t = fresh(E, NULL);
	buf_printf(E->out, "    %%%s = comb.extract %%%s from %u : (i%u) -> "
		"i1\n", t, E->name[src], bit, n->nodes[src].w);
	grow((void **)&E->sign_name, &E->capsign, (uint64_t)E->nsign + 1,
		sizeof *E->sign_name, 1u << 30, "sign bits");
	E->sign_name[E->nsign] = t;
	strmap_put(&E->sign, key, E->nsign++);
	return t;
}

/* One node (not INPUT, INSTANCE or INSTRES). */
static void emit_node(Emitter *E, uint32_t k)
{
	const Net *n = E->n;
	const Node *x = &n->nodes[k];
	const uint32_t *in = net_ins(n, k);
	uint32_t aw = x->nin ? n->nodes[in[0]].w : 0, i;
	const char *cn = comb_name(x->op), *h = NULL, *t = NULL;
	Buf *b = E->out;

	if (x->op == OP_NOT)
		h = helper(E, x->w, 1);
	if (x->op == OP_ZEXT)
		h = helper(E, x->w - aw, 0);
	if (x->op == OP_SEXT) {
		t = sign_bit(E, in[0], aw - 1);
		if (x->w - aw > 1) {
			const char *r = fresh(E, NULL);
			buf_printf(b, "    %%%s = comb.replicate %%%s : (i1) -> i%u\n",
				r, t, x->w - aw);
			t = r;
		}
	}
	if (x->op == OP_CONST)
		E->name[k] = ssa_name_ok(n->names[k]) ? fresh(E, n->names[k]) :
			const_name(E, n->pool + x->pool, x->w);
	else
		E->name[k] = fresh(E, n->names[k]);
	buf_printf(b, "    %%%s = ", E->name[k]);
	switch (x->op) {
	case OP_CONST:
		put_const(E, n->pool + x->pool, x->w);
		break;
	case OP_NOT:
		buf_printf(b, "comb.xor %%%s, %%%s : i%u", E->name[in[0]], h, x->w);
		break;
	case OP_ZEXT:
		buf_printf(b, "comb.concat %%%s, %%%s : i%u, i%u", h,
			E->name[in[0]], x->w - aw, aw);
		break;
	case OP_SEXT:
		buf_printf(b, "comb.concat %%%s, %%%s : i%u, i%u", t,
			E->name[in[0]], x->w - aw, aw);
		break;
	case OP_ICMP:
		buf_printf(b, "comb.icmp %s ", pred_name((int)x->aux));
		put_uses(E, in, 2);
		buf_printf(b, " : i%u", aw);
		break;
	case OP_MUX:
		buf_puts(b, "comb.mux ");
		put_uses(E, in, 3);
		buf_printf(b, " : i%u", x->w);
		break;
	case OP_CONCAT:
		buf_puts(b, "comb.concat ");
		put_uses(E, in, x->nin);
		buf_puts(b, " : ");
		put_use_types(E, in, x->nin);
		break;
	case OP_EXTRACT:
		buf_printf(b, "comb.extract %%%s from %u : (i%u) -> i%u",
			E->name[in[0]], x->aux, aw, x->w);
		break;
	case OP_REPLICATE:
		buf_printf(b, "comb.replicate %%%s : (i%u) -> i%u",
			E->name[in[0]], aw, x->w);
		break;
	case OP_REVERSE:
		buf_printf(b, "comb.reverse %%%s : i%u", E->name[in[0]], x->w);
		break;
	case OP_PARITY:
		buf_printf(b, "comb.parity %%%s : i%u", E->name[in[0]], aw);
		break;
	case OP_TT:
		buf_puts(b, "comb.truth_table ");
		put_uses(E, in, x->nin);
		buf_puts(b, " -> [");
		for (i = 0; i < x->npool; i++)
			buf_printf(b, "%s%s", i ? ", " : "",
				bv_bit(n->pool + x->pool, i) ? "true" : "false");
		buf_putc(b, ']');
		break;
	case OP_LUT:
		buf_puts(b, "comb.lut ");
		put_uses(E, in, x->nin);
		buf_puts(b, " {coefficients = array<i8");
		for (i = 0; i < x->npool; i++)
			buf_printf(b, "%s %d", i ? "," : ":",
				(int)(int8_t)n->pool[x->pool + i]);
		buf_puts(b, ">, lookupTable = array<i8");
		for (i = 0; i < x->aux; i++)
			buf_printf(b, "%s %d", i ? "," : ":",
				(int)(int8_t)n->pool[x->pool + x->npool + i]);
		buf_puts(b, ">} : (");
		put_use_types(E, in, x->nin);
		buf_puts(b, ") -> i8");
		break;
	default:
		if (!cn || x->nin != 2)
			die("emit_mlir: cannot print %s", op_name(x->op));
		buf_printf(b, "%s ", cn);
		put_uses(E, in, 2);
		buf_printf(b, " : i%u", x->w);
	}
	buf_putc(b, '\n');
}

static void emit_net(Emitter *E)
{
	const Net *n = E->n;
	uint8_t *live = net_live(n);
	uint32_t *base, *res, *perm, nres = 0, k, i, j;
	uint32_t rn = net_real_nin(E->d, E->ni);
	int ext = net_is_extern(E->d, E->ni);

	E->name = xcalloc((size_t)n->nnode + 1, sizeof *E->name);
	E->live = live;
	/* res[base[k] + i]: the INSTRES node of result i of instance k */
	base = xmalloc(((size_t)n->nnode + 1) * sizeof *base);
	for (k = 0; k < n->nnode; k++) {
		base[k] = nres;
		if (n->nodes[k].op == OP_INSTANCE)
			nres += E->d->nets[n->nodes[k].aux].nout;
	}
	res = xmalloc(((size_t)nres + 1) * sizeof *res);
	for (i = 0; i < nres; i++)
		res[i] = NONE;
	for (k = 0; k < n->nnode; k++)
		if (n->nodes[k].op == OP_INSTRES && live[k])
			res[base[net_ins(n, k)[0]] + n->nodes[k].aux] = k;
	buf_puts(E->out, ext ? "  hw.module.extern @" : "  hw.module @");
	put_port_name(E, n->name);
	if (ext && n->params)
		buf_printf(E->out, "<%s>", n->params);
	buf_putc(E->out, '(');
	for (i = 0; i < rn; i++) {
		const char *pn = n->in_name[i];
		uint32_t x = n->in_node[i];
		char buf[32];
		if (ssa_name_ok(pn) && !set_has(E, pn)) {
			E->name[x] = fresh(E, pn);
		} else {
			snprintf(buf, sizeof buf, "arg%u", i);
			E->name[x] = fresh(E, buf);
		}
	}
	perm = xmalloc(((size_t)rn + n->nout + 1) * sizeof *perm);
	port_order(n->port_out, rn, n->nout, perm);
	for (j = 0; j < rn + n->nout; j++) {
		i = perm[j];
		buf_puts(E->out, j ? ", " : "");
		if (i < rn) {
			const char *pn = n->in_name[i];
			uint32_t x = n->in_node[i];
			buf_printf(E->out, "in %%%s", E->name[x]);
			if (strcmp(E->name[x], pn)) {
				buf_putc(E->out, ' ');
				put_quoted(E, pn);
			}
			buf_printf(E->out, " : i%u", n->in_w[i]);
		} else {
			buf_puts(E->out, "out ");
			put_port_name(E, n->out_name[i - rn]);
			buf_printf(E->out, " : i%u", n->out_w[i - rn]);
		}
		put_vname(E, n, i);
	}
	free(perm);
	if (ext) { /* ports only: its hidden inputs are not ports */
		buf_puts(E->out, ")");
		if (n->verilog_name)
			buf_printf(E->out, " attributes {verilogName = "
				"\"%s\"}", n->verilog_name);
		buf_puts(E->out, "\n");
		goto done;
	}
	buf_puts(E->out, ") {\n");
	for (k = 0; k < n->nnode; k++) { /* constants first, as MLIR does */
		const Node *x = &n->nodes[k];
		if (!live[k] || x->op != OP_CONST)
			continue;
		emit_node(E, k);
		if (bv_is_zero(n->pool + x->pool, x->w))
			helper_set(E, x->w, 0, E->name[k]);
		else if (bv_is_ones(n->pool + x->pool, x->w))
			helper_set(E, x->w, 1, E->name[k]);
	}
	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		if (!live[k] || x->op == OP_INPUT || x->op == OP_INSTRES ||
		    x->op == OP_CONST || E->name[k]) /* (sign_bit printed it) */
			continue;
		if (x->op != OP_INSTANCE) {
			emit_node(E, k);
			continue;
		}
		emit_instance(E, k, res + base[k]);
	}
	buf_puts(E->out, "    hw.output");
	for (i = 0; i < n->nout; i++) {
		buf_puts(E->out, i ? ", " : " ");
		put_use(E, n->out_node[i]);
	}
	if (n->nout) {
		buf_puts(E->out, " : ");
		for (i = 0; i < n->nout; i++)
			buf_printf(E->out, "%si%u", i ? ", " : "", n->out_w[i]);
	}
	buf_puts(E->out, "\n  }\n");
done:
	free(res);
	free(base);
	free(live);
	free((void *)E->name);
	free(E->bit1);
	free(E->bit1_node);
	free((void *)E->sign_name);
	strmap_free(&E->sign);
}

void emit_mlir(const Design *d, Buf *out)
{
	uint32_t i;

	buf_puts(out, "module {\n");
	for (i = 0; i < d->nnet; i++) {
		Emitter E = {0};
		E.d = d;
		E.n = &d->nets[i];
		E.ni = i;
		E.out = out;
		emit_net(&E);
		strmap_free(&E.names);
		free(E.hkey);
		free((void *)E.hname);
		arena_free(&E.a);
	}
	buf_puts(out, "}\n");
}
