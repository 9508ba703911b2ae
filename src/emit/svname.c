/* svname.c: SystemVerilog identifiers for every SV writer (emit_sv.c,
 * emit_lut.c): the one reserved-word list and the one "legal, unique
 * name" routine.
 *
 * A name is made legal by replacing every character outside [A-Za-z0-9_]
 * with '_', putting a prefix before a leading digit, and appending '_' to
 * a reserved word; it is made unique in a StrMap by strmap_unique (_1,
 * _2, ...).  Reserved are the IEEE 1800-2017 keywords and the C++ words
 * Verilator refuses as identifiers (its SYMRSVDWORD warning), in one
 * sorted array searched by bsearch: no state, nothing built at run time.
 * Cost: O(length of the name + log(words)) per name, plus strmap_unique.
 */
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"

/* Sorted by strcmp (bsearch needs it); SystemVerilog and C++ mixed. */
static const char *const reserved[] = {
	"NULL", "abort", "accept_on", "alias", "alignas", "alignof", "always",
	"always_comb", "always_ff", "always_latch", "and", "and_eq", "asm",
	"assert", "assign", "assume", "atomic_cancel", "atomic_commit",
	"atomic_noexcept", "auto", "automatic", "before", "begin", "bind",
	"bins", "binsof", "bit", "bit_vector", "bitand", "bitor", "bool",
	"break", "buf", "bufif0", "bufif1", "byte", "case", "casex", "casez",
	"catch", "cdecl", "cell", "chandle", "char", "char16_t", "char32_t",
	"char8_t", "checker", "class", "clocking", "cmos", "co_await",
	"co_return", "co_yield", "compl", "complex", "concept", "config",
	"const", "const_cast", "const_iterator", "const_reference",
	"consteval", "constexpr", "constinit", "constraint", "context",
	"continue", "cover", "covergroup", "coverpoint", "cross", "deassign",
	"decltype", "default", "defparam", "delete", "deque", "design",
	"disable", "dist", "do", "double", "dynamic_cast", "edge", "else",
	"end", "endcase", "endchecker", "endclass", "endclocking",
	"endconfig", "endfunction", "endgenerate", "endgroup", "endinterface",
	"endmodule", "endpackage", "endprimitive", "endprogram",
	"endproperty", "endsequence", "endspecify", "endtable", "endtask",
	"enum", "event", "eventually", "expect", "explicit", "export",
	"extends", "extern", "false", "far", "final", "first_match", "float",
	"for", "force", "foreach", "forever", "fork", "forkjoin", "friend",
	"function", "generate", "genvar", "global", "goto", "highz0",
	"highz1", "huge", "if", "iff", "ifnone", "ignore_bins",
	"illegal_bins", "implements", "implies", "import", "incdir",
	"include", "initial", "inline", "inout", "input", "inside",
	"instance", "int", "integer", "interconnect", "interface",
	"interrupt", "intersect", "iterator", "join", "join_any", "join_none",
	"large", "let", "liblist", "library", "list", "local", "localparam",
	"logic", "long", "longint", "macromodule", "map", "matches", "medium",
	"modport", "module", "mutable", "namespace", "nand", "near",
	"negedge", "nettype", "new", "nexttime", "nmos", "noexcept", "nor",
	"noshowcancelled", "not", "not_eq", "notif0", "notif1", "null",
	"nullptr", "operator", "or", "or_eq", "output", "override", "package",
	"packed", "parameter", "pascal", "pmos", "posedge", "primitive",
	"priority", "private", "program", "property", "protected", "public",
	"pull0", "pull1", "pulldown", "pullup", "pulsestyle_ondetect",
	"pulsestyle_onevent", "pure", "queue", "rand", "randc", "randcase",
	"randsequence", "rcmos", "real", "realtime", "ref", "reference",
	"reg", "register", "reinterpret_cast", "reject_on", "release",
	"repeat", "requires", "restrict", "return", "rnmos", "rpmos", "rtran",
	"rtranif0", "rtranif1", "s_always", "s_eventually", "s_nexttime",
	"s_until", "s_until_with", "sc_clock", "sc_in", "sc_inout", "sc_out",
	"sc_signal", "scalared", "sensitive", "sensitive_neg",
	"sensitive_pos", "sequence", "set", "short", "shortint", "shortreal",
	"showcancelled", "signed", "sizeof", "small", "soft", "solve",
	"specify", "specparam", "stack", "static", "static_assert",
	"static_cast", "string", "strong", "strong0", "strong1", "struct",
	"super", "supply0", "supply1", "switch", "sync_accept_on",
	"sync_reject_on", "synchronized", "table", "tagged", "task",
	"template", "this", "thread_local", "throughout", "throw", "time",
	"timeprecision", "timeunit", "tran", "tranif0", "tranif1",
	"transaction_safe", "transaction_safe_dynamic", "tri", "tri0", "tri1",
	"triand", "trior", "trireg", "true", "try", "type", "type_info",
	"typedef", "typeid", "typename", "uint16_t", "uint32_t", "uint8_t",
	"union", "unique", "unique0", "unsigned", "until", "until_with",
	"untyped", "use", "using", "uwire", "var", "vector", "vectored",
	"virtual", "void", "volatile", "wait", "wait_order", "wand",
	"wchar_t", "weak", "weak0", "weak1", "while", "wildcard", "wire",
	"with", "within", "wor", "xnor", "xor", "xor_eq",
};

static int cmp_word(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

int sv_reserved(const char *s)
{
	return bsearch(s, reserved, countof(reserved), sizeof reserved[0],
		cmp_word) != NULL;
}

static int ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		(c >= '0' && c <= '9') || c == '_';
}

void sv_legal(Buf *b, const char *base, const char *pfx)
{
	size_t start = b->len;

	if (!base || !*base) {
		buf_puts(b, pfx);
		return;
	}
	if (*base >= '0' && *base <= '9')
		buf_puts(b, pfx);
	for (; *base; base++)
		buf_putc(b, ident_char(*base) ? *base : '_');
	if (sv_reserved(b->s + start))
		buf_putc(b, '_');
}

const char *sv_name(StrMap *names, const char *base, const char *pfx,
	uint32_t val)
{
	Buf b = {0};
	const char *r;

	sv_legal(&b, base, pfx);
	r = strmap_unique(names, b.s, val);
	buf_free(&b);
	return r;
}
