/* emit_lut.c: the LUT-net writers: lut-sv (SystemVerilog) and lut-mlir
 * (HEIR-style comb.truth_table), one of each.
 *
 * Ports: the LUT net's PIs and POs are the bits of LutPorts, LSB first in
 * port order.  The word-level flow passes the IR's ports, so the module
 * is a drop-in replacement of the --emit=sv one; a netlist input gets
 * its word ports (flow/driver.c), or when its names make none (ports
 * NULL) one 1-bit port per PI/PO, named after it (or pi<i>/po<i>), in a
 * module named after the model or the file.  Port names come from
 * svname.c and are kept off the internal names n<digits>, T<digits> and
 * false ('_' appended).
 *
 *   lut-sv    `input logic [7:0] x`; each LUT is `localparam logic
 *             [2**n-1:0] T<j>` indexed by `{in[n-1], ..., in[0]}` in one
 *             `always @*` block; a LUT input is `x[3]`; each output is one
 *             `assign y = {..};` of its bits, MSB first.
 *   lut-mlir  `func.func @f(%x: i8) -> i8`: each used input bit is a
 *             `comb.extract`, each LUT a `comb.truth_table` with its
 *             inputs MSB-first (table index = sum in[i] << (n-1-i)) and
 *             the table as an unsigned integer of 2^n bits, each output a
 *             `comb.concat` of its bits, MSB first, then `return`.  An
 *             inverted output is a one-input truth table; a constant
 *             output or 0-input LUT an `arith.constant`.  With pad, every
 *             LUT (constants and inversions included) gets exactly K
 *             operands, the extra ones `%false` in front: the table keeps
 *             its value (a constant's table is all ones or all zeros).
 *             Values other than ports, LUTs (%n<j>) and %false get
 *             numeric names (ports never are numeric).
 * Cost: linear in the LUT net. */
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

/* ---- ports */

/* n<digits>, T<digits> and false name LUT outputs, tables and the
 * constant in the writers' output. */
static int is_internal(const char *s)
{
	if (!strcmp(s, "false"))
		return 1;
	return (s[0] == 'n' || s[0] == 'T') && s[1] &&
		strspn(s + 1, "0123456789") == strlen(s + 1);
}

static const char *module_name(Arena *a, const char *name);

/* Port names, inputs then outputs: legal, unique, not internal, and not
 * the name of their module (p->name) or of the module `also` that has
 * them too (NULL: none): Verilator takes a top module's name for an
 * instance, and a port of that name hides it (VARHIDDEN). */
static char **port_names(Arena *a, const LutPorts *p, const char *also)
{
	uint32_t n = p->nin + p->nout, i;
	char **out = arena_alloc(a, ((size_t)n + 1) * sizeof *out);
	StrMap names = {0};

	strmap_put(&names, module_name(a, p->name), 1);
	if (also)
		strmap_put(&names, module_name(a, also), 1);

	for (i = 0; i < n; i++) {
		Buf b = {0};
		const char *r;
		sv_legal(&b, i < p->nin ? p->in_name[i] :
			p->out_name[i - p->nin], i < p->nin ? "arg" : "out");
		if (is_internal(b.s))
			buf_putc(&b, '_');
		r = strmap_unique(&names, b.s, i);
		out[i] = arena_strndup(a, r, strlen(r));
		buf_free(&b);
	}
	strmap_free(&names);
	return out;
}

void netlist_module_name(Buf *b, const char *model, const char *path)
{
	const char *s = path ? strrchr(path, '/') : NULL, *dot;

	if (model) {
		buf_puts(b, model);
		return;
	}
	s = s ? s + 1 : path ? path : "";
	dot = strrchr(s, '.');
	buf_putn(b, s, dot && dot != s ? (size_t)(dot - s) : strlen(s));
}

/* One 1-bit port per PI and PO of a netlist input: the PI/PO names (or
 * pi<i>/po<i>); the model name, else the file's base name without its
 * extension, made a legal identifier. */
static void bit_ports(Arena *a, const LutNet *ln, const char *path,
	LutPorts *p)
{
	const char **in = arena_alloc(a, ((size_t)ln->npi + 1) * sizeof *in);
	const char **out = arena_alloc(a, ((size_t)ln->npo + 1) * sizeof *out);
	uint32_t *w = arena_alloc(a, ((size_t)ln->npi + ln->npo + 1) *
		sizeof *w);
	Buf b = {0};
	uint32_t i;

	for (i = 0; i < ln->npi + ln->npo; i++)
		w[i] = 1;
	for (i = 0; i < ln->npi + ln->npo; i++) {
		int pi = i < ln->npi;
		uint32_t j = pi ? i : i - ln->npi;
		const char *const *nm = pi ? ln->pi_name : ln->po_name;
		const char *s = nm && nm[j] ? nm[j] : NULL;
		if (!s) {
			b.len = 0;
			buf_printf(&b, "%s%u", pi ? "pi" : "po", j);
			s = arena_strndup(a, b.s, b.len);
		}
		*(pi ? &in[j] : &out[j]) = s;
	}
	b.len = 0;
	netlist_module_name(&b, ln->name, path);
	p->name = arena_strndup(a, b.s, b.len);
	b.len = 0;
	sv_legal(&b, p->name, "m");
	p->name = arena_strndup(a, b.s, b.len);
	p->nin = ln->npi;
	p->nout = ln->npo;
	p->in_name = in;
	p->in_w = w;
	p->out_name = out;
	p->out_w = w + ln->npi;
	buf_free(&b);
}

/* Module name as emit_sv.c makes it (svname.c, "m" before a digit). */
static const char *module_name(Arena *a, const char *name)
{
	Buf b = {0};
	const char *s;

	sv_legal(&b, name, "m");
	s = arena_strndup(a, b.s, b.len);
	buf_free(&b);
	return s;
}

/* Per PI: the port it belongs to and its bit, from the word ports. */
static void pi_ports(const LutNet *ln, const LutPorts *p, uint32_t *port,
	uint32_t *bit)
{
	uint32_t i, j, s = 0;

	for (i = 0; i < p->nin; i++)
		for (j = 0; j < p->in_w[i]; j++, s++)
			if (s < ln->npi)
				port[s] = i, bit[s] = j;
	if (s != ln->npi)
		die("word ports have %u bits, the LUT net %u inputs", s, ln->npi);
}

/* ---- lut-sv */

/* A table of 2^n bits as a SystemVerilog hex literal. */
static void sv_hex(Buf *b, const uint64_t *t, uint32_t n)
{
	uint32_t bits = 1u << n, digits = (bits + 3) / 4, d;
	buf_printf(b, "%u'h", bits);
	for (d = digits; d-- > 0;) {
		uint32_t v = (uint32_t)(t[(d * 4) >> 6] >> ((d * 4) & 63) & 15);
		buf_putc(b, "0123456789abcdef"[v]);
	}
}

static void word_sig_sv(Buf *b, const LutNet *ln, const LutPorts *p,
	char **names, const uint32_t *port, const uint32_t *bit, uint32_t s)
{
	if (s >= ln->npi)
		buf_printf(b, "n%u", s - ln->npi);
	else if (p->in_w[port[s]] == 1)
		buf_puts(b, names[port[s]]);
	else
		buf_printf(b, "%s[%u]", names[port[s]], bit[s]);
}

/* `module NAME (ports);`, with unused inputs waived for Verilator. */
static void module_header(Buf *b, Arena *a, const LutPorts *p,
	char **names, uint32_t unused)
{
	uint32_t i, j, np = p->nin + p->nout;
	uint32_t *perm = xmalloc(((size_t)np + 1) * sizeof *perm);
	if (unused)
		buf_puts(b, "/* verilator lint_off UNUSEDSIGNAL */\n");
	buf_printf(b, "module %s (\n", module_name(a, p->name));
	port_order(p->port_out, p->nin, p->nout, perm);
	for (j = 0; j < np; j++) {
		uint32_t w;
		i = perm[j];
		w = i < p->nin ? p->in_w[i] : p->out_w[i - p->nin];
		buf_printf(b, "  %s logic ", i < p->nin ? "input " : "output");
		if (w > 1)
			buf_printf(b, "[%u:0] ", w - 1);
		buf_printf(b, "%s%s\n", names[i], j + 1 < np ? "," : "");
	}
	free(perm);
	buf_puts(b, ");\n");
	if (unused)
		buf_puts(b, "/* verilator lint_on UNUSEDSIGNAL */\n");
}

/* `assign OUT = {...};` for each output port, from the POs.  mode
 * (lut-ice40; NULL for lut-sv): a complemented LUT output names the cell
 * that computes it, n<i> with its table complemented (mode 1) or the
 * copy nb<i> (mode 2), instead of `~n<i>`. */
static void assign_outputs(Buf *b, const LutNet *ln, const LutPorts *p,
	char **names, const uint32_t *port, const uint32_t *bit,
	const uint8_t *mode)
{
	uint32_t o, i, j;
	for (o = 0, i = 0; o < p->nout; o++) {
		uint32_t w = p->out_w[o];
		buf_printf(b, "  assign %s = %s", names[p->nin + o],
			w > 1 ? "{" : "");
		for (j = w; j-- > 0;) {
			uint32_t q = i + j, s = ln->po_sig[q];
			if (s == NONE) {
				buf_puts(b, ln->po_compl[q] ? "1'b1" : "1'b0");
			} else if (mode && ln->po_compl[q] && s >= ln->npi) {
				buf_printf(b, "%s%u", mode[s - ln->npi] == 2 ? "nb" : "n",
					s - ln->npi);
			} else {
				if (mode && s >= ln->npi && mode[s - ln->npi] == 1)
					die("plain use of a complemented LUT");
				if (ln->po_compl[q])
					buf_putc(b, '~');
				word_sig_sv(b, ln, p, names, port, bit, s);
			}
			if (j)
				buf_puts(b, ", ");
		}
		buf_printf(b, "%s;\n", w > 1 ? "}" : "");
		i += w;
	}
	if (i != ln->npo)
		die("word ports have %u output bits, the LUT net %u", i,
			ln->npo);
}

static void emit_word_sv(const LutNet *ln, const LutPorts *p, Buf *b)
{
	Arena a = {0};
	char **names = port_names(&a, p, NULL);
	uint32_t *port = xmalloc(((size_t)ln->npi + 1) * sizeof *port);
	uint32_t *bit = xmalloc(((size_t)ln->npi + 1) * sizeof *bit);
	uint8_t *used = xcalloc((size_t)ln->npi + 1, 1);
	uint32_t i, j, unused = 0;

	pi_ports(ln, p, port, bit);
	for (i = 0; i < ln->nlut; i++)
		for (j = 0; j < ln->lut_n[i]; j++)
			if (ln->lut_in[(size_t)i * LUT_KMAX + j] < ln->npi)
				used[ln->lut_in[(size_t)i * LUT_KMAX + j]] = 1;
	for (i = 0; i < ln->npo; i++)
		if (ln->po_sig[i] != NONE && ln->po_sig[i] < ln->npi)
			used[ln->po_sig[i]] = 1;
	for (i = 0; i < ln->npi; i++)
		unused += !used[i];
	buf_printf(b, "// Generated by combc: %u LUTs of up to %u inputs, "
		"depth %u.\n", ln->nlut, ln->k, ln->depth);
	module_header(b, &a, p, names, unused);
	/* Tables and wires first, then one `always @*` block evaluating the
	 * LUTs in topological order: Icarus evaluates a deep net of separate
	 * assigns event by event, orders of magnitude slower. */
	for (i = 0; i < ln->nlut; i++) {
		uint32_t n = ln->lut_n[i];
		if (n) {
			buf_printf(b, "  localparam logic [%u:0] T%u = ",
				(1u << n) - 1, i);
			sv_hex(b, &ln->lut_tt[(size_t)i * 4], n);
			buf_puts(b, ";\n");
		}
		buf_printf(b, "  logic n%u;\n", i);
	}
	if (ln->nlut)
		buf_puts(b, "  always @* begin\n");
	for (i = 0; i < ln->nlut; i++) {
		uint32_t n = ln->lut_n[i];
		if (n == 0) {
			buf_printf(b, "    n%u = 1'b%u;\n", i,
				(unsigned)(ln->lut_tt[(size_t)i * 4] & 1));
			continue;
		}
		buf_printf(b, "    n%u = T%u[{", i, i);
		for (j = n; j-- > 0;) {
			word_sig_sv(b, ln, p, names, port, bit,
				ln->lut_in[(size_t)i * LUT_KMAX + j]);
			if (j)
				buf_puts(b, ", ");
		}
		buf_puts(b, "}];\n");
	}
	if (ln->nlut)
		buf_puts(b, "  end\n");
	assign_outputs(b, ln, p, names, port, bit, NULL);
	buf_puts(b, "endmodule\n");
	free(port);
	free(bit);
	free(used);
	arena_free(&a);
}

/* ---- lut-ice40: the same net as iCE40 SB_LUT4 cells */

/* SB_LUT4 O = LUT_INIT[{I3, I2, I1, I0}]: a table of n <= 4 inputs
 * repeated over the unused (tied-low) inputs, complemented if inv. */
static uint32_t ice40_init(const uint64_t *tt, uint32_t n, int inv)
{
	uint32_t init = 0, i;
	for (i = 0; i < 16; i++)
		if ((unsigned)(tt[0] >> (i & ((1u << n) - 1)) & 1) != (unsigned)!!inv)
			init |= 1u << i;
	return init;
}

static void ice40_cell(Buf *b, const LutNet *ln, const LutPorts *p,
	char **names, const uint32_t *port, const uint32_t *bit, uint32_t i,
	int inv)
{
	uint32_t n = ln->lut_n[i], j;
	buf_printf(b, "  SB_LUT4 #(.LUT_INIT(16'h%04x)) %s%u (.O(%s%u)",
		ice40_init(&ln->lut_tt[(size_t)i * 4], n, inv), inv ? "lb" : "l",
		i, inv == 2 ? "nb" : "n", i);
	for (j = 0; j < 4; j++) {
		buf_printf(b, ", .I%u(", j);
		if (j < n)
			word_sig_sv(b, ln, p, names, port, bit,
				ln->lut_in[(size_t)i * LUT_KMAX + j]);
		else
			buf_puts(b, "1'b0");
		buf_putc(b, ')');
	}
	buf_puts(b, ");\n");
}

static void emit_word_ice40(const LutNet *ln, const LutPorts *p, Buf *b)
{
	Arena a = {0};
	char **names = port_names(&a, p, NULL);
	uint32_t *port = xmalloc(((size_t)ln->npi + 1) * sizeof *port);
	uint32_t *bit = xmalloc(((size_t)ln->npi + 1) * sizeof *bit);
	uint8_t *used = xcalloc((size_t)ln->npi + ln->nlut + 1, 1);
	uint8_t *mode = xcalloc((size_t)ln->nlut + 1, 1);
	uint32_t i, j, unused = 0;

	if (ln->k > 4)
		die("lut-ice40 needs LUTs of at most 4 inputs");
	pi_ports(ln, p, port, bit);
	/* used: 1 plain use, 2 complemented output, 3 both */
	for (i = 0; i < ln->nlut; i++)
		for (j = 0; j < ln->lut_n[i]; j++)
			used[ln->lut_in[(size_t)i * LUT_KMAX + j]] |= 1;
	for (i = 0; i < ln->npo; i++)
		if (ln->po_sig[i] != NONE)
			used[ln->po_sig[i]] |= ln->po_compl[i] ? 2 : 1;
	for (i = 0; i < ln->npi; i++)
		unused += !used[i];
	/* mode: 0 as mapped, 1 table complemented (only complemented uses),
	 * 2 also a complemented copy nb<i> */
	for (i = 0; i < ln->nlut; i++)
		mode[i] = used[ln->npi + i] == 2 ? 1 : used[ln->npi + i] == 3 ? 2 : 0;
	buf_printf(b, "// Generated by combc: %u LUTs of up to %u inputs, "
		"depth %u, as iCE40 SB_LUT4 cells.\n", ln->nlut, ln->k, ln->depth);
	module_header(b, &a, p, names, unused);
	for (i = 0; i < ln->nlut; i++) {
		buf_printf(b, "  logic n%u", i);
		if (mode[i] == 2)
			buf_printf(b, ", nb%u", i);
		buf_puts(b, ";\n");
	}
	for (i = 0; i < ln->nlut; i++) {
		if (ln->lut_n[i] == 0) {
			buf_printf(b, "  assign n%u = 1'b%u;\n", i,
				(unsigned)((ln->lut_tt[(size_t)i * 4] & 1) ^ (mode[i] == 1)));
			if (mode[i] == 2)
				buf_printf(b, "  assign nb%u = ~n%u;\n", i, i);
			continue;
		}
		ice40_cell(b, ln, p, names, port, bit, i, mode[i] == 1);
		if (mode[i] == 2)
			ice40_cell(b, ln, p, names, port, bit, i, 2);
	}
	assign_outputs(b, ln, p, names, port, bit, mode);
	buf_puts(b, "endmodule\n");
	free(port);
	free(bit);
	free(used);
	free(mode);
	arena_free(&a);
}

/* ---- lut-mlir */

/* MLIR symbol: the IR's name, bare when it is a bare-id, else quoted. */
static void put_symbol(Buf *b, const char *name)
{
	size_t i;
	int bare = name && ((*name >= 'a' && *name <= 'z') ||
		(*name >= 'A' && *name <= 'Z') || *name == '_');

	for (i = 0; bare && name[i]; i++) {
		char c = name[i];
		bare = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			(c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.';
	}
	if (bare) {
		buf_printf(b, "@%s", name);
		return;
	}
	/* the parser keeps a quoted name's escapes as written */
	buf_printf(b, "@\"%s\"", name ? name : "");
}

/* MLIR name of signal s: LUTs %n<j>; PIs of 1-bit ports the port; other
 * PIs the numeric name given by their extract (ext[s]). */
static void word_sig_mlir(Buf *b, const LutNet *ln, const LutPorts *p,
	char **names, const uint32_t *port, const uint32_t *ext, uint32_t s)
{
	if (s >= ln->npi)
		buf_printf(b, "%%n%u", s - ln->npi);
	else if (p->in_w[port[s]] == 1)
		buf_printf(b, "%%%s", names[port[s]]);
	else
		buf_printf(b, "%%%u", ext[s]);
}

/* The table of an n-input LUT padded to width inputs (the extra ones
 * false, in front) as an unsigned integer: the value is unchanged, except
 * that a constant (n = 0) fills all 2^width bits. */
static void put_table(Buf *b, const uint64_t *tt, uint32_t n,
	uint32_t width)
{
	Word t[BV_WORDS(1u << LUT_KMAX)];
	unsigned bits = 1u << n;

	if (n == 0 && (tt[0] & 1)) {
		bits = 1u << width;
		bv_ones(t, bits);
	} else {
		bv_copy(t, tt, bits);
		bv_normalize(t, bits);
	}
	bv_print_udec(b, t, bits);
}

static void emit_word_mlir(const LutNet *ln, const LutPorts *p, int pad,
	Buf *b)
{
	Arena a = {0};
	char **names = port_names(&a, p, NULL);
	uint32_t *port = xmalloc(((size_t)ln->npi + 1) * sizeof *port);
	uint32_t *bit = xmalloc(((size_t)ln->npi + 1) * sizeof *bit);
	uint32_t *ext = xmalloc(((size_t)ln->npi + 1) * sizeof *ext);
	uint32_t *inv = xmalloc(((size_t)ln->npo + 1) * sizeof *inv);
	uint32_t *res = xmalloc(((size_t)p->nout + 1) * sizeof *res);
	uint32_t i, j, o, k = ln->k, id = 0, need_false = 0, true_id = NONE;

#define WSIG(s) word_sig_mlir(b, ln, p, names, port, ext, (s))
	/* PO bit q: the constant, the inversion or the signal */
#define PO(q) (ln->po_sig[q] == NONE && ln->po_compl[q] ? \
	buf_printf(b, "%%%u", true_id) : ln->po_sig[q] == NONE ? \
	buf_puts(b, "%false") : ln->po_compl[q] ? \
	buf_printf(b, "%%%u", inv[q]) : WSIG(ln->po_sig[q]))
	pi_ports(ln, p, port, bit);
	/* ext[s] = 0 marks a used PI (numbered when its extract is made) */
	for (i = 0; i < ln->npi; i++)
		ext[i] = NONE;
	for (i = 0; i < ln->nlut; i++) {
		if (pad && ln->lut_n[i] < k)
			need_false = 1;
		for (j = 0; j < ln->lut_n[i]; j++)
			if (ln->lut_in[(size_t)i * LUT_KMAX + j] < ln->npi)
				ext[ln->lut_in[(size_t)i * LUT_KMAX + j]] = 0;
	}
	for (i = 0; i < ln->npo; i++) {
		if (ln->po_sig[i] == NONE && !ln->po_compl[i])
			need_false = 1;
		if (ln->po_sig[i] != NONE && ln->po_compl[i] && pad && k > 1)
			need_false = 1;
		if (ln->po_sig[i] != NONE && ln->po_sig[i] < ln->npi)
			ext[ln->po_sig[i]] = 0;
	}
	buf_printf(b, "// Generated by combc: %u LUTs of up to %u inputs, "
		"depth %u.\nfunc.func ", ln->nlut, k, ln->depth);
	put_symbol(b, p->name);
	buf_putc(b, '(');
	for (i = 0; i < p->nin; i++)
		buf_printf(b, "%s%%%s: i%u", i ? ", " : "", names[i],
			p->in_w[i]);
	buf_puts(b, ")");
	if (p->nout)
		buf_puts(b, " -> ");
	if (p->nout > 1)
		buf_puts(b, "(");
	for (o = 0; o < p->nout; o++)
		buf_printf(b, "%si%u", o ? ", " : "", p->out_w[o]);
	buf_puts(b, p->nout > 1 ? ") {\n" : " {\n");
	if (need_false)
		buf_puts(b, "  %false = arith.constant false\n");
	for (i = 0; i < ln->npo; i++)
		if (ln->po_sig[i] == NONE && ln->po_compl[i] &&
			true_id == NONE) {
			true_id = id++;
			buf_printf(b, "  %%%u = arith.constant true\n", true_id);
		}
	for (i = 0; i < ln->npi; i++) {
		uint32_t w = p->in_w[port[i]];
		if (ext[i] == NONE || w == 1)
			continue;
		ext[i] = id++;
		buf_printf(b, "  %%%u = comb.extract %%%s from %u : (i%u) -> i1\n",
			ext[i], names[port[i]], bit[i], w);
	}
	for (i = 0; i < ln->nlut; i++) {
		uint32_t n = ln->lut_n[i], width = pad ? k : n;
		if (width == 0) { /* a constant, not padded */
			buf_printf(b, "  %%n%u = arith.constant %s\n", i,
				ln->lut_tt[(size_t)i * 4] & 1 ? "true" : "false");
			continue;
		}
		buf_printf(b, "  %%n%u = comb.truth_table ", i);
		for (j = n; j < width; j++)
			buf_puts(b, n || j + 1 < width ? "%false, " : "%false");
		for (j = n; j-- > 0;) {
			WSIG(ln->lut_in[(size_t)i * LUT_KMAX + j]);
			if (j)
				buf_puts(b, ", ");
		}
		buf_puts(b, " -> ");
		put_table(b, &ln->lut_tt[(size_t)i * 4], n, width);
		buf_printf(b, " : ui%u\n", 1u << width);
	}
	for (i = 0; i < ln->npo; i++) {
		uint32_t width = pad ? k : 1;
		inv[i] = NONE;
		if (ln->po_sig[i] == NONE || !ln->po_compl[i])
			continue;
		inv[i] = id++;
		buf_printf(b, "  %%%u = comb.truth_table ", inv[i]);
		for (j = 1; j < width; j++)
			buf_puts(b, "%false, ");
		WSIG(ln->po_sig[i]);
		buf_printf(b, " -> 1 : ui%u\n", 1u << width);
	}
	/* one concat per multi-bit output, MSB first */
	for (o = 0, i = 0; o < p->nout; i += p->out_w[o], o++) {
		uint32_t w = p->out_w[o];
		res[o] = NONE;
		if (w == 1)
			continue;
		res[o] = id++;
		buf_printf(b, "  %%%u = comb.concat ", res[o]);
		for (j = w; j-- > 0;) {
			uint32_t q = i + j;
			PO(q);
			buf_puts(b, j ? ", " : " : ");
		}
		for (j = 0; j < w; j++)
			buf_puts(b, j ? ", i1" : "i1");
		buf_putc(b, '\n');
	}
	if (i != ln->npo)
		die("word ports have %u output bits, the LUT net %u", i,
			ln->npo);
	buf_puts(b, "  return");
	for (o = 0, i = 0; o < p->nout; i += p->out_w[o], o++) {
		buf_puts(b, o ? ", " : " ");
		if (res[o] != NONE)
			buf_printf(b, "%%%u", res[o]);
		else
			PO(i);
	}
	for (o = 0; o < p->nout; o++)
		buf_printf(b, "%si%u", o ? ", " : " : ", p->out_w[o]);
	buf_puts(b, "\n}\n");
#undef WSIG
#undef PO
	free(port);
	free(bit);
	free(ext);
	free(inv);
	free(res);
	arena_free(&a);
}

/* The writers' ports: the word ports given, or one per PI/PO (in a). */
static const LutPorts *ports_or_bits(Arena *a, const LutNet *ln,
	const char *path, const LutPorts *ports, LutPorts *bits)
{
	if (ports)
		return ports;
	bit_ports(a, ln, path, bits);
	return bits;
}

void lut_emit_sv(const LutNet *ln, const char *path, const LutPorts *ports,
	Buf *out)
{
	Arena a = {0};
	LutPorts bits;

	emit_word_sv(ln, ports_or_bits(&a, ln, path, ports, &bits), out);
	arena_free(&a);
}

void lut_emit_ice40(const LutNet *ln, const char *path,
	const LutPorts *ports, Buf *out)
{
	Arena a = {0};
	LutPorts bits;

	emit_word_ice40(ln, ports_or_bits(&a, ln, path, ports, &bits), out);
	arena_free(&a);
}

void lut_emit_ice40_arith(const LutNet *ln, const LutPorts *logic,
	uint32_t nin0, uint32_t nout0, const uint8_t *port_out0,
	const ArithOp *ops, uint32_t nops, const char *top, Buf *out)
{
	Arena a = {0};
	char **names = port_names(&a, logic, top);
	uint32_t i, j, *perm, n = logic->nin + logic->nout;
	static const char *const cmp[] = {
		[PRED_SLT] = "<", [PRED_SLE] = "<=", [PRED_SGT] = ">",
		[PRED_SGE] = ">=", [PRED_ULT] = "<", [PRED_ULE] = "<=",
		[PRED_UGT] = ">", [PRED_UGE] = ">=",
	};

	if (logic->nin != nin0 + nops || logic->nout != nout0 + 2 * nops)
		die("ice40 split: ports do not match the ops");
	emit_word_ice40(ln, logic, out);
	buf_puts(out, "\n");
	buf_printf(out, "// combc: adders, subtractors and compares as "
		"operators (iCE40 carry chains)\n");
	buf_printf(out, "module %s (\n", module_name(&a, top));
	perm = xmalloc(((size_t)nin0 + nout0 + 1) * sizeof *perm);
	port_order(port_out0, nin0, nout0, perm);
	for (j = 0; j < nin0 + nout0; j++) {
		uint32_t k, w;
		i = perm[j];
		k = i < nin0 ? i : logic->nin + (i - nin0);
		w = i < nin0 ? logic->in_w[i] : logic->out_w[i - nin0];
		buf_printf(out, "  %s logic ", i < nin0 ? "input " : "output");
		if (w > 1)
			buf_printf(out, "[%u:0] ", w - 1);
		buf_printf(out, "%s%s\n", names[k], j + 1 < nin0 + nout0 ? "," :
			"");
	}
	free(perm);
	buf_puts(out, ");\n");
	for (i = 0; i < nops; i++) {
		uint32_t r = nin0 + i, x = logic->nin + nout0 + 2 * i;
		buf_printf(out, "  logic [%u:0] %s;\n", ops[i].w - 1, names[r]);
		buf_printf(out, "  logic [%u:0] %s, %s;\n", ops[i].wa - 1,
			names[x], names[x + 1]);
	}
	buf_printf(out, "  %s u_logic (", module_name(&a, logic->name));
	for (i = 0; i < n; i++)
		buf_printf(out, "%s%s", i ? ", " : "", names[i]);
	buf_puts(out, ");\n");
	for (i = 0; i < nops; i++) {
		uint32_t r = nin0 + i, x = logic->nin + nout0 + 2 * i;
		const ArithOp *o = &ops[i];
		if (o->op == OP_ICMP && o->pred <= PRED_SGE)
			buf_printf(out, "  assign %s = $signed(%s) %s $signed(%s);\n",
				names[r], names[x], cmp[o->pred], names[x + 1]);
		else
			buf_printf(out, "  assign %s = %s %s %s;\n", names[r],
				names[x], o->op == OP_ADD ? "+" : o->op == OP_SUB ? "-" :
				o->op == OP_MUL ? "*" : cmp[o->pred], names[x + 1]);
	}
	buf_puts(out, "endmodule\n");
	arena_free(&a);
}

void lut_emit_mlir(const LutNet *ln, const char *path,
	const LutPorts *ports, int pad, Buf *out)
{
	Arena a = {0};
	LutPorts bits;

	emit_word_mlir(ln, ports_or_bits(&a, ln, path, ports, &bits), pad,
		out);
	arena_free(&a);
}
