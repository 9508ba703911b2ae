/* emit_lut.c: the LUT-net writers: lut-sv (SystemVerilog) and lut-mlir
 * (HEIR-style comb.truth_table), with bit-level ports for netlist inputs or
 * the IR's word-level ports.
 *
 *   lut-sv    one SystemVerilog module; ports are the sanitized PI/PO names
 *             (or pi<i>/po<i>); each LUT is `localparam logic [2**n-1:0]
 *             T<j> = ...; assign n<j> = T<j>[{in[n-1], ..., in[0]}];`.
 *   lut-mlir  one hw.module; each LUT is `comb.truth_table` with its inputs
 *             MSB-first (table index = sum in[i] << (n-1-i)) and the table
 *             as an unsigned integer of 2^n bits; with pad, every LUT gets
 *             exactly K operands, the extra ones `%false` in front (so the
 *             table's value is unchanged).  An inverted output is a
 *             one-input truth table.
 * Cost: linear in the LUT net. */
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

/* ---- names */

static const char *const sv_keywords[] = {
	"alias", "always", "always_comb", "always_ff", "always_latch", "and",
	"assert", "assign", "assume", "automatic", "before", "begin", "bind",
	"bins", "binsof", "bit", "break", "buf", "bufif0", "bufif1", "byte",
	"case", "casex", "casez", "cell", "chandle", "checker", "class",
	"clocking", "cmos", "config", "const", "constraint", "context",
	"continue", "cover", "covergroup", "coverpoint", "cross", "deassign",
	"default", "defparam", "design", "disable", "dist", "do", "edge", "else",
	"end", "endcase", "endchecker", "endclass", "endclocking", "endconfig",
	"endfunction", "endgenerate", "endgroup", "endinterface", "endmodule",
	"endpackage", "endprimitive", "endprogram", "endproperty",
	"endspecify", "endsequence", "endtable", "endtask", "enum", "event",
	"eventually", "expect", "export", "extends", "extern", "final",
	"first_match", "for", "force", "foreach", "forever", "fork", "forkjoin",
	"function", "generate", "genvar", "global", "highz0", "highz1", "if",
	"iff", "ifnone", "ignore_bins", "illegal_bins", "implements", "implies",
	"import", "incdir", "include", "initial", "inout", "input", "inside",
	"instance", "int", "integer", "interconnect", "interface", "intersect",
	"join", "join_any", "join_none", "large", "let", "liblist", "library",
	"local", "localparam", "logic", "longint", "macromodule", "matches",
	"medium", "modport", "module", "nand", "negedge", "nettype", "new",
	"nexttime", "nmos", "nor", "noshowcancelled", "not", "notif0",
	"notif1", "null", "or", "output", "package", "packed", "parameter",
	"pmos", "posedge", "primitive", "priority", "program", "property",
	"protected", "pull0", "pull1", "pulldown", "pullup",
	"pulsestyle_ondetect", "pulsestyle_onevent", "pure", "rand", "randc",
	"randcase", "randsequence", "rcmos", "real", "realtime", "ref", "reg",
	"reject_on", "release", "repeat", "restrict", "return", "rnmos",
	"rpmos", "rtran", "rtranif0", "rtranif1", "s_always", "s_eventually",
	"s_nexttime", "s_until", "s_until_with", "scalared", "sequence",
	"shortint", "shortreal", "showcancelled", "signed", "small", "soft",
	"solve", "specify", "specparam", "static", "string", "strong",
	"strong0", "strong1", "struct", "super", "supply0", "supply1",
	"sync_accept_on", "sync_reject_on", "table", "tagged", "task", "this",
	"throughout", "time", "timeprecision", "timeunit", "tran", "tranif0",
	"tranif1", "tri", "tri0", "tri1", "triand", "trior", "trireg", "type",
	"typedef", "union", "unique", "unique0", "unsigned", "until",
	"until_with", "untyped", "use", "uwire", "var", "vectored", "virtual",
	"void", "wait", "wait_order", "wand", "weak", "weak0", "weak1", "while",
	"wildcard", "wire", "with", "within", "wor", "xnor", "xor",
};

static int is_keyword(const char *s)
{
	size_t i;
	for (i = 0; i < countof(sv_keywords); i++)
		if (!strcmp(s, sv_keywords[i]))
			return 1;
	return 0;
}

/* Port names made legal and unique: [A-Za-z_][A-Za-z0-9_]*, not a
 * keyword, not of the internal form n<digits>/T<digits>/false.  names has
 * npi PI names then npo PO names (NULL: pi<i>/po<i>). */
static char **port_names(Arena *a, uint32_t npi, const char *const *pi,
	uint32_t npo, const char *const *po)
{
	uint32_t n = npi + npo, i, j, hmask = 1;
	char **out = arena_alloc(a, ((size_t)n + 1) * sizeof *out);
	uint32_t *ht;

	while (hmask < 2 * n + 2)
		hmask = hmask * 2 + 1;
	ht = xmalloc(((size_t)hmask + 1) * sizeof *ht);
	memset(ht, 0xff, ((size_t)hmask + 1) * sizeof *ht);
	for (i = 0; i < n; i++) {
		const char *src = i < npi ? pi[i] : po[i - npi];
		Buf b = {0};
		uint32_t h, suffix = 0;
		size_t base;
		if (!src)
			buf_printf(&b, "%s%u", i < npi ? "pi" : "po",
				i < npi ? i : i - npi);
		else
			for (j = 0; src[j]; j++) {
				char c = src[j];
				int ok = (c >= 'a' && c <= 'z') ||
					(c >= 'A' && c <= 'Z') || c == '_' ||
					(j && c >= '0' && c <= '9');
				if (!j && c >= '0' && c <= '9')
					buf_putc(&b, '_');
				buf_putc(&b, ok || (c >= '0' && c <= '9') ? c : '_');
			}
		if (!b.len)
			buf_putc(&b, '_');
		if (is_keyword(b.s) || !strcmp(b.s, "false") ||
			((b.s[0] == 'n' || b.s[0] == 'T') && b.s[1] &&
			strspn(b.s + 1, "0123456789") == b.len - 1))
			buf_putc(&b, '_');
		base = b.len;
		for (;;) {
			int clash = 0;
			h = hash_bytes(b.s, b.len, 0) & hmask;
			while (ht[h] != NONE) {
				if (!strcmp(out[ht[h]], b.s)) {
					clash = 1;
					break;
				}
				h = (h + 1) & hmask;
			}
			if (!clash)
				break;
			b.len = base;
			buf_printf(&b, "_%u", ++suffix);
		}
		out[i] = arena_strndup(a, b.s, b.len);
		ht[h] = i;
		buf_free(&b);
	}
	free(ht);
	return out;
}

static const char *basename_of(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

/* Module name: the model name or the file's base name without extension. */
static char *module_name(Arena *a, const LutNet *ln, const char *path)
{
	const char *src = ln->name ? ln->name : basename_of(path);
	size_t n = strlen(src), i;
	const char *dot = ln->name ? NULL : strrchr(src, '.');
	char *s;
	if (dot && dot != src)
		n = (size_t)(dot - src);
	s = arena_alloc(a, n + 3);
	for (i = 0; i < n; i++) {
		char c = src[i];
		s[i] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			(c >= '0' && c <= '9') || c == '_' ? c : '_';
	}
	if (n == 0 || (s[0] >= '0' && s[0] <= '9') || is_keyword(s)) {
		memmove(s + 1, s, n + 1);
		s[0] = 'm';
	}
	return s;
}

/* ---- lut-sv */

static void sv_sig(Buf *b, const LutNet *ln, char **names, uint32_t s)
{
	if (s < ln->npi)
		buf_puts(b, names[s]);
	else
		buf_printf(b, "n%u", s - ln->npi);
}

static void sv_hex(Buf *b, const uint64_t *t, uint32_t n)
{
	uint32_t bits = 1u << n, digits = (bits + 3) / 4, d;
	buf_printf(b, "%u'h", bits);
	for (d = digits; d-- > 0;) {
		uint32_t v = (uint32_t)(t[(d * 4) >> 6] >> ((d * 4) & 63) & 15);
		buf_putc(b, "0123456789abcdef"[v]);
	}
}

static void emit_lut_sv(const LutNet *ln, const char *path, Buf *b)
{
	Arena a = {0};
	char **names = port_names(&a, ln->npi, ln->pi_name, ln->npo,
		ln->po_name);
	uint8_t *used = xcalloc((size_t)ln->npi + 1, 1);
	uint32_t i, j, unused = 0;

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
	if (unused)
		buf_puts(b, "/* verilator lint_off UNUSEDSIGNAL */\n");
	buf_printf(b, "module %s (\n", module_name(&a, ln, path));
	for (i = 0; i < ln->npi + ln->npo; i++)
		buf_printf(b, "  %s logic %s%s\n", i < ln->npi ? "input " :
			"output", names[i], i + 1 < ln->npi + ln->npo ? "," : "");
	buf_puts(b, ");\n");
	if (unused)
		buf_puts(b, "/* verilator lint_on UNUSEDSIGNAL */\n");
	for (i = 0; i < ln->nlut; i++) {
		uint32_t n = ln->lut_n[i];
		if (n == 0) {
			buf_printf(b, "  logic n%u;\n  assign n%u = 1'b%u;\n", i, i,
				(unsigned)(ln->lut_tt[(size_t)i * 4] & 1));
			continue;
		}
		buf_printf(b, "  localparam logic [%u:0] T%u = ", (1u << n) - 1, i);
		sv_hex(b, &ln->lut_tt[(size_t)i * 4], n);
		buf_printf(b, ";\n  logic n%u;\n  assign n%u = T%u[{", i, i, i);
		for (j = n; j-- > 0;) {
			sv_sig(b, ln, names, ln->lut_in[(size_t)i * LUT_KMAX + j]);
			if (j)
				buf_puts(b, ", ");
		}
		buf_puts(b, "}];\n");
	}
	for (i = 0; i < ln->npo; i++) {
		buf_printf(b, "  assign %s = ", names[ln->npi + i]);
		if (ln->po_sig[i] == NONE) {
			buf_puts(b, ln->po_compl[i] ? "1'b1" : "1'b0");
		} else {
			if (ln->po_compl[i])
				buf_putc(b, '~');
			sv_sig(b, ln, names, ln->po_sig[i]);
		}
		buf_puts(b, ";\n");
	}
	buf_puts(b, "endmodule\n");
	free(used);
	arena_free(&a);
}

/* ---- lut-mlir */

/* Unsigned decimal of the 2^n-bit table. */
static void put_udec(Buf *b, const uint64_t *t, uint32_t n)
{
	uint32_t w[8] = {0}, i, nw = ((1u << n) + 31) / 32, nd = 0;
	char digits[80];
	int zero;
	for (i = 0; i < nw && i < 8; i++)
		w[i] = (uint32_t)(t[i / 2] >> (32 * (i % 2)));
	do {
		uint64_t rem = 0;
		zero = 1;
		for (i = nw; i-- > 0;) {
			uint64_t cur = rem << 32 | w[i];
			w[i] = (uint32_t)(cur / 10);
			rem = cur % 10;
			if (w[i])
				zero = 0;
		}
		digits[nd++] = (char)('0' + rem);
	} while (!zero);
	while (nd)
		buf_putc(b, digits[--nd]);
}

static void emit_lut_mlir(const LutNet *ln, const char *path, int pad,
	Buf *b)
{
	Arena a = {0};
	char **names = port_names(&a, ln->npi, ln->pi_name, ln->npo,
		ln->po_name);
	uint32_t i, j, k = ln->k, need_false = 0, need_true = 0;

#define MSIG(s) ((s) < ln->npi ? buf_printf(b, "%%%s", names[s]) : \
	buf_printf(b, "%%n%u", (s) - ln->npi))
	for (i = 0; i < ln->npo; i++) {
		if (ln->po_sig[i] == NONE)
			*(ln->po_compl[i] ? &need_true : &need_false) = 1;
		else if (ln->po_compl[i] && pad && k > 1)
			need_false = 1;
	}
	for (i = 0; i < ln->nlut && pad; i++)
		if (ln->lut_n[i] < k)
			need_false = 1;
	buf_printf(b, "// Generated by combc: %u LUTs of up to %u inputs, "
		"depth %u.\nhw.module @%s(", ln->nlut, k, ln->depth,
		module_name(&a, ln, path));
	for (i = 0; i < ln->npi; i++)
		buf_printf(b, "%sin %%%s : i1", i ? ", " : "", names[i]);
	for (i = 0; i < ln->npo; i++)
		buf_printf(b, "%sout %s : i1", i || ln->npi ? ", " : "",
			names[ln->npi + i]);
	buf_puts(b, ") {\n");
	if (need_false)
		buf_puts(b, "  %false = hw.constant false\n");
	if (need_true)
		buf_puts(b, "  %true = hw.constant true\n");
	for (i = 0; i < ln->nlut; i++) {
		uint32_t n = ln->lut_n[i], width = pad ? k : n;
		if (width == 0) {
			buf_printf(b, "  %%n%u = hw.constant %s\n", i,
				ln->lut_tt[(size_t)i * 4] & 1 ? "true" : "false");
			continue;
		}
		buf_printf(b, "  %%n%u = comb.truth_table ", i);
		for (j = n; j < width; j++)
			buf_puts(b, "%false, ");
		for (j = n; j-- > 0;) {
			MSIG(ln->lut_in[(size_t)i * LUT_KMAX + j]);
			if (j)
				buf_puts(b, ", ");
		}
		buf_puts(b, " -> ");
		put_udec(b, &ln->lut_tt[(size_t)i * 4], n);
		buf_printf(b, " : ui%u\n", 1u << width);
	}
	for (i = 0; i < ln->npo; i++) {
		uint32_t width = pad ? k : 1;
		if (ln->po_sig[i] == NONE || !ln->po_compl[i])
			continue;
		buf_printf(b, "  %%inv%u = comb.truth_table ", i);
		for (j = 1; j < width; j++)
			buf_puts(b, "%false, ");
		MSIG(ln->po_sig[i]);
		buf_printf(b, " -> 1 : ui%u\n", 1u << width);
	}
	buf_puts(b, "  hw.output ");
	for (i = 0; i < ln->npo; i++) {
		if (i)
			buf_puts(b, ", ");
		if (ln->po_sig[i] == NONE)
			buf_puts(b, ln->po_compl[i] ? "%true" : "%false");
		else if (ln->po_compl[i])
			buf_printf(b, "%%inv%u", i);
		else
			MSIG(ln->po_sig[i]);
	}
	if (ln->npo) {
		buf_puts(b, " : ");
		for (i = 0; i < ln->npo; i++)
			buf_puts(b, i ? ", i1" : "i1");
	}
	buf_puts(b, "\n}\n");
#undef MSIG
	arena_free(&a);
}

/* ---- exported emitters (driver.c's flow for MLIR inputs)
 *
 * With ports NULL they are the bit-level emitters above.  With ports, the
 * PIs and POs are the bits of word-level ports (LSB first, in port order),
 * so the module is a drop-in replacement of the --emit=sv one:
 *   lut-sv    `input logic [7:0] x`; a LUT input is `x[3]`; each output
 *             is one `assign y = {..};` of its bits, MSB first;
 *   lut-mlir  `func.func @f(%x: i8) -> i8` (HEIR's form): each used input
 *             bit is a `comb.extract`, each LUT a `comb.truth_table` as
 *             above, each output a `comb.concat` of its bits, MSB first,
 *             then `return`.  Values other than ports, LUTs (%n<j>) and
 *             %false get numeric names (ports never are numeric).
 */

/* Module / function name as emit_sv.c makes it: [A-Za-z0-9_], "m" before
 * a leading digit, "_" after a keyword. */
static const char *word_module_name(Arena *a, const char *name)
{
	Buf b = {0};
	const char *s;
	size_t i;

	if (!name || !*name)
		name = "m";
	if (*name >= '0' && *name <= '9')
		buf_putc(&b, 'm');
	for (i = 0; name[i]; i++) {
		char c = name[i];
		buf_putc(&b, (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			(c >= '0' && c <= '9') || c == '_' ? c : '_');
	}
	if (is_keyword(b.s))
		buf_putc(&b, '_');
	s = arena_strndup(a, b.s, b.len);
	buf_free(&b);
	return s;
}

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

static void emit_word_sv(const LutNet *ln, const LutPorts *p, Buf *b)
{
	Arena a = {0};
	char **names = port_names(&a, p->nin, p->in_name, p->nout,
		p->out_name);
	uint32_t *port = xmalloc(((size_t)ln->npi + 1) * sizeof *port);
	uint32_t *bit = xmalloc(((size_t)ln->npi + 1) * sizeof *bit);
	uint8_t *used = xcalloc((size_t)ln->npi + 1, 1);
	uint32_t i, j, o, unused = 0;

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
	if (unused)
		buf_puts(b, "/* verilator lint_off UNUSEDSIGNAL */\n");
	buf_printf(b, "module %s (\n", word_module_name(&a, p->name));
	for (i = 0; i < p->nin + p->nout; i++) {
		uint32_t w = i < p->nin ? p->in_w[i] : p->out_w[i - p->nin];
		buf_printf(b, "  %s logic ", i < p->nin ? "input " : "output");
		if (w > 1)
			buf_printf(b, "[%u:0] ", w - 1);
		buf_printf(b, "%s%s\n", names[i], i + 1 < p->nin + p->nout ?
			"," : "");
	}
	buf_puts(b, ");\n");
	if (unused)
		buf_puts(b, "/* verilator lint_on UNUSEDSIGNAL */\n");
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
	for (o = 0, i = 0; o < p->nout; o++) {
		uint32_t w = p->out_w[o];
		buf_printf(b, "  assign %s = %s", names[p->nin + o],
			w > 1 ? "{" : "");
		for (j = w; j-- > 0;) {
			uint32_t q = i + j;
			if (ln->po_sig[q] == NONE) {
				buf_puts(b, ln->po_compl[q] ? "1'b1" : "1'b0");
			} else {
				if (ln->po_compl[q])
					buf_putc(b, '~');
				word_sig_sv(b, ln, p, names, port, bit,
					ln->po_sig[q]);
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
	buf_puts(b, "endmodule\n");
	free(port);
	free(bit);
	free(used);
	arena_free(&a);
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

static void emit_word_mlir(const LutNet *ln, const LutPorts *p, int pad,
	Buf *b)
{
	Arena a = {0};
	char **names = port_names(&a, p->nin, p->in_name, p->nout,
		p->out_name);
	uint32_t *port = xmalloc(((size_t)ln->npi + 1) * sizeof *port);
	uint32_t *bit = xmalloc(((size_t)ln->npi + 1) * sizeof *bit);
	uint32_t *ext = xmalloc(((size_t)ln->npi + 1) * sizeof *ext);
	uint32_t *inv = xmalloc(((size_t)ln->npo + 1) * sizeof *inv);
	uint32_t *res = xmalloc(((size_t)p->nout + 1) * sizeof *res);
	uint32_t i, j, o, k = ln->k, id = 0, need_false = 0, true_id = NONE;

#define WSIG(s) word_sig_mlir(b, ln, p, names, port, ext, (s))
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
		if (n == 0) { /* a constant is no LUT, padded or not */
			buf_printf(b, "  %%n%u = arith.constant %s\n", i,
				ln->lut_tt[(size_t)i * 4] & 1 ? "true" : "false");
			continue;
		}
		buf_printf(b, "  %%n%u = comb.truth_table ", i);
		for (j = n; j < width; j++)
			buf_puts(b, "%false, ");
		for (j = n; j-- > 0;) {
			WSIG(ln->lut_in[(size_t)i * LUT_KMAX + j]);
			if (j)
				buf_puts(b, ", ");
		}
		buf_puts(b, " -> ");
		put_udec(b, &ln->lut_tt[(size_t)i * 4], n);
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
			if (ln->po_sig[q] == NONE && ln->po_compl[q])
				buf_printf(b, "%%%u", true_id);
			else if (ln->po_sig[q] == NONE)
				buf_puts(b, "%false");
			else if (ln->po_compl[q])
				buf_printf(b, "%%%u", inv[q]);
			else
				WSIG(ln->po_sig[q]);
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
		else if (ln->po_sig[i] == NONE && ln->po_compl[i])
			buf_printf(b, "%%%u", true_id);
		else if (ln->po_sig[i] == NONE)
			buf_puts(b, "%false");
		else if (ln->po_compl[i])
			buf_printf(b, "%%%u", inv[i]);
		else
			WSIG(ln->po_sig[i]);
	}
	for (o = 0; o < p->nout; o++)
		buf_printf(b, "%si%u", o ? ", " : " : ", p->out_w[o]);
	buf_puts(b, "\n}\n");
#undef WSIG
	free(port);
	free(bit);
	free(ext);
	free(inv);
	free(res);
	arena_free(&a);
}

void lut_emit_sv(const LutNet *ln, const char *path, const LutPorts *ports,
	Buf *out)
{
	if (ports)
		emit_word_sv(ln, ports, out);
	else
		emit_lut_sv(ln, path, out);
}

void lut_emit_mlir(const LutNet *ln, const char *path,
	const LutPorts *ports, int pad, Buf *out)
{
	if (ports)
		emit_word_mlir(ln, ports, pad, out);
	else
		emit_lut_mlir(ln, path, pad, out);
}
