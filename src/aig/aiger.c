/* aiger.c: read and write AIGER 1.9 files, binary (`aig`) and ASCII (`aag`),
 * combinational only: a file with latches (or the 1.9 B/C/J/F sections
 * non-empty) is rejected with a message naming them.
 *
 * Reading maps each AIGER variable to a literal of the Aig through aig_and,
 * so the result is structurally hashed and constant-folded.  Binary files
 * define ANDs in order (rhs < lhs, checked); ASCII files may define them in
 * any order, so they are built by an explicit-stack depth-first walk that
 * also reports cycles and undefined literals.  Symbol lines i<n>/o<n> name
 * the ports; the comment section is ignored.  Errors are diagnostics at
 * file:line:col (a binary AND gate: at the header, with its byte offset);
 * reading stops at the first.
 *
 * Writing renumbers: PIs are variables 1..I, AND nodes follow in node
 * order (which is topological, as the binary format requires).  Call
 * aig_cleanup first to drop dangling ANDs.
 *
 * Cost: O(file size + nodes).  Requires nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

/* The reader's cursor.  Lines are counted as they are consumed so every
 * message carries file:line:col; a binary AND section counts its 0x0a
 * bytes as line ends too, as diag does when it shows a line. */
typedef struct {
	Ctx *c;
	uint32_t file;             /* index in c's source table */
	const char *data;          /* first byte of the file */
	const char *p, *end;       /* cursor and end of data */
	const char *line_start;    /* first byte of the current line */
	uint32_t line;             /* 1-based line of p */
	const char *tok;           /* first byte of the last token read */
} Rd;

static Loc loc_at(const Rd *r, const char *at)
{
	return (Loc){r->file, r->line, (uint32_t)(at - r->line_start) + 1};
}

/* Report at `at` (a byte of the current line); returns 1, the count. */
static int rd_error(Rd *r, const char *at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int rd_error(Rd *r, const char *at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(r->c, loc_at(r, at), "error", fmt, ap);
	va_end(ap);
	return 1;
}

static void skip_spaces(Rd *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\r'))
		r->p++;
}

/* Unsigned decimal; -1 if none or too large.  r->tok is its start. */
static int read_num(Rd *r, uint64_t *v)
{
	uint64_t x = 0;
	skip_spaces(r);
	r->tok = r->p;
	while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
		x = x * 10 + (uint64_t)(*r->p++ - '0');
		if (x > 0xffffffffull)
			return -1;
	}
	if (r->p == r->tok)
		return -1;
	*v = x;
	return 0;
}

static void new_line(Rd *r)
{
	r->line++;
	r->line_start = r->p;
}

/* The rest of the line must be blank; r->tok is where it is not. */
static int end_line(Rd *r)
{
	skip_spaces(r);
	r->tok = r->p;
	if (r->p < r->end && *r->p != '\n')
		return -1;
	if (r->p < r->end) {
		r->p++;
		new_line(r);
	}
	return 0;
}

/* Binary AIGER unsigned LEB128-style number. */
static int read_varint(Rd *r, uint64_t *v)
{
	uint64_t x = 0;
	unsigned shift = 0;
	for (;;) {
		unsigned char c;
		if (r->p >= r->end || shift > 35)
			return -1;
		c = (unsigned char)*r->p++;
		if (c == '\n')
			new_line(r);
		x |= (uint64_t)(c & 0x7f) << shift;
		if (!(c & 0x80))
			break;
		shift += 7;
	}
	*v = x;
	return 0;
}

/* Symbol table and comments after the body. */
static int read_symbols(Rd *r, Aig *g)
{
	while (r->p < r->end) {
		char kind = *r->p;
		uint64_t idx;
		size_t len;
		const char *s, *at = r->p;
		if (kind == 'c' || kind == '\n')
			break; /* comments: the rest is free text */
		r->p++;
		if ((kind != 'i' && kind != 'o' && kind != 'l' && kind != 'b' &&
			kind != 'c' && kind != 'j' && kind != 'f') ||
			read_num(r, &idx) || r->p >= r->end || *r->p != ' ')
			return rd_error(r, at, "malformed symbol table line");
		s = ++r->p;
		while (r->p < r->end && *r->p != '\n')
			r->p++;
		/* a CRLF line's CR is not part of the name; an empty name
		 * leaves the port unnamed (pi<k>, po<k>) */
		len = (size_t)(r->p - s);
		if (len && s[len - 1] == '\r')
			len--;
		if (kind == 'i' && idx < g->npi)
			g->pi_name[idx] = len ? arena_strndup(&g->arena, s,
				len) : NULL;
		else if (kind == 'o' && idx < g->npo)
			g->po_name[idx] = len ? arena_strndup(&g->arena, s,
				len) : NULL;
		else
			return rd_error(r, at, "symbol '%c%llu' out of range",
				kind, (unsigned long long)idx);
		if (r->p < r->end) {
			r->p++;
			new_line(r);
		}
	}
	return 0;
}

/* Where an ASCII AND line wrote its literals: per variable, the line and
 * the columns of lhs, rhs0 and rhs1. */
typedef struct {
	uint32_t line, col[3];
} AndLoc;

/* ASCII bodies may define ANDs in any order: build var v and everything
 * it needs, depth first with an explicit stack (a var may be on it more
 * than once; capacity 2 * (M + 1)).  state: 0 new, 1 on the current
 * path, 2 built. */
static int build_ascii(Rd *r, Aig *g, uint32_t v, const uint32_t *def,
	const AndLoc *dloc, uint8_t *state, Lit *map, uint32_t *stack)
{
	uint32_t sp = 0;
	stack[sp++] = v;
	while (sp) {
		uint32_t x = stack[sp - 1], i;
		if (state[x] == 2) {
			sp--;
			continue;
		}
		if (state[x] == 0) {
			state[x] = 1;
			for (i = 0; i < 2; i++) {
				uint32_t u = def[2 * x + i] >> 1;
				Loc at = {r->file, dloc[x].line, dloc[x].col[1 + i]};
				if (state[u] == 1) {
					diag_error(r->c, at, "combinational cycle "
						"through literal %u", 2 * u);
					return 1;
				}
				if (state[u] == 0) {
					if (def[2 * u] == NONE) {
						diag_error(r->c, at, "literal %u is "
							"used but never defined", 2 * u);
						return 1;
					}
					stack[sp++] = u;
				}
			}
			continue;
		}
		map[x] = aig_and(g,
			lit_notif(map[def[2 * x] >> 1], def[2 * x] & 1),
			lit_notif(map[def[2 * x + 1] >> 1], def[2 * x + 1] & 1));
		state[x] = 2;
		sp--;
	}
	return 0;
}

/* Every count in the header must fit in the bytes that follow it, so a
 * forged header cannot make the reader allocate more than O(file size).
 * Each ASCII input, output or AND line and each binary output line takes
 * at least 2 bytes (a digit and a newline; the last may lack its
 * newline), each binary AND at least 2 (two one-byte deltas).  Binary
 * inputs have no lines.  M beyond I + L + A (unused variables, ASCII only)
 * is accepted up to one per byte of the file.  0 or the error count. */
static int check_counts(Rd *r, const uint64_t *hdr, const Loc *at,
	int binary)
{
	static const char *const what[5] = {"variables", "inputs",
		"latches", "outputs", "AND gates"};
	uint64_t rest = (uint64_t)(r->end - r->p), need = 0;
	uint32_t k;

	for (k = 1; k < 5; k++) {
		uint64_t one = (k == 1 && binary) ? 0 : 2;
		need += one * hdr[k];
		if (need && need - 1 > rest) {
			diag_error(r->c, at[k], "header: %llu %s do not fit in "
				"the %llu bytes that follow the header",
				(unsigned long long)hdr[k], what[k],
				(unsigned long long)rest);
			return 1;
		}
	}
	if (hdr[0] > hdr[1] + hdr[2] + hdr[4] + (uint64_t)(r->end - r->data)) {
		diag_error(r->c, at[0], "header: M=%llu %s is too many for a "
			"file of %zu bytes (I+L+A=%llu)", (unsigned long long)hdr[0],
			what[0], (size_t)(r->end - r->data),
			(unsigned long long)(hdr[1] + hdr[2] + hdr[4]));
		return 1;
	}
	return 0;
}

/* The header "aig|aag M I L O A [B C J F]" into hdr, and where each
 * number is written into at[]; 0 or the error count. */
static int read_header(Rd *r, uint64_t *hdr, Loc *at, int *binary)
{
	uint32_t nh = 0;

	if (r->end - r->p >= 3 && !memcmp(r->p, "aig", 3))
		*binary = 1;
	else if (r->end - r->p >= 3 && !memcmp(r->p, "aag", 3))
		*binary = 0;
	else
		return rd_error(r, r->p, "not an AIGER file (expected 'aig' or "
			"'aag')");
	r->p += 3;
	if (r->p < r->end && *r->p != ' ' && *r->p != '\t')
		return rd_error(r, r->p - 3, "not an AIGER file ('aig' or "
			"'aag' and a space; ABC's compact 'aig2' is not read)");
	while (nh < 9) {
		skip_spaces(r);
		if (r->p >= r->end || *r->p == '\n')
			break;
		if (read_num(r, &hdr[nh]))
			return rd_error(r, r->tok, "malformed header");
		at[nh++] = loc_at(r, r->tok);
	}
	if (nh < 5)
		r->tok = r->p;
	if (nh < 5 || end_line(r))
		return rd_error(r, r->tok, "malformed header (expected M I L O A)");
	if (hdr[2]) {
		diag_error(r->c, at[2], "%u latches: sequential AIGER is not "
			"supported (combinational only)", (uint32_t)hdr[2]);
		return 1;
	}
	for (nh = 5; nh < 9; nh++)
		if (hdr[nh]) {
			diag_error(r->c, at[nh], "bad-state, invariant, justice "
				"or fairness properties are not supported");
			return 1;
		}
	if (hdr[1] + hdr[4] > hdr[0] || hdr[0] >= AIG_MAX_NODES) {
		diag_error(r->c, at[0], "header: M=%u is smaller than I+L+A or "
			"too large", (uint32_t)hdr[0]);
		return 1;
	}
	if (*binary && hdr[1] + hdr[4] != hdr[0]) {
		diag_error(r->c, at[0], "header: binary AIGER needs "
			"M = I + L + A");
		return 1;
	}
	return check_counts(r, hdr, at, *binary);
}

/* Binary AND section: gate i is lhs = 2 (I + i + 1) minus two deltas.
 * An error names the gate and its byte offset at the header's M. */
static int read_binary_ands(Rd *r, Aig *g, uint32_t I, uint32_t A, Lit *map,
	Loc hdr)
{
	uint32_t i;
	for (i = 0; i < A; i++) {
		uint32_t lhs = 2 * (I + i + 1);
		const char *at = r->p;
		uint64_t d0, d1, r0, r1;
		if (read_varint(r, &d0) || read_varint(r, &d1) || d0 == 0 ||
			d0 > lhs || d1 > lhs - d0) {
			diag_error(r->c, hdr, "malformed AND gate %u (binary, "
				"at byte offset %zu)", i + 1,
				(size_t)(at - r->data));
			return 1;
		}
		r0 = lhs - d0;
		r1 = r0 - d1;
		map[lhs / 2] = aig_and(g,
			lit_notif(map[r0 >> 1], (int)(r0 & 1)),
			lit_notif(map[r1 >> 1], (int)(r1 & 1)));
	}
	return 0;
}

/* ASCII input lines: each a positive even literal not defined before. */
static int read_ascii_inputs(Rd *r, Aig *g, uint32_t M, uint32_t I,
	Lit *map)
{
	uint32_t i;
	for (i = 0; i < I; i++) {
		uint64_t l;
		if (read_num(r, &l))
			return rd_error(r, r->tok, "malformed input line %u", i + 1);
		if ((l & 1) || l < 2 || l / 2 > M || map[l / 2] != NONE)
			return rd_error(r, r->tok, "bad input literal %llu",
				(unsigned long long)l);
		if (end_line(r))
			return rd_error(r, r->tok, "malformed input line %u", i + 1);
		map[l / 2] = aig_pi(g, NULL);
	}
	return 0;
}

/* ASCII AND lines "lhs rhs0 rhs1" into def (2 literals per variable,
 * NONE: undefined) and dloc, then build them in dependency order. */
static int read_ascii_ands(Rd *r, Aig *g, uint32_t M, uint32_t A, Lit *map)
{
	uint32_t *def = xmalloc(((size_t)M + 1) * 2 * sizeof *def);
	AndLoc *dloc = xcalloc((size_t)M + 1, sizeof *dloc);
	uint8_t *state = xcalloc((size_t)M + 1, 1);
	uint32_t *stack = xmalloc(((size_t)M + 1) * 2 * sizeof *stack);
	uint32_t i, k;
	int err = 0;

	for (i = 0; i <= 2 * M + 1; i++)
		def[i] = NONE;
	for (i = 0; i <= M; i++)
		if (map[i] != NONE)
			def[2 * i] = def[2 * i + 1] = 0; /* defined leaf */
	for (i = 0; i < A && !err; i++) {
		uint64_t l[3];
		uint32_t col[3];
		for (k = 0; k < 3 && !err; k++) {
			if (read_num(r, &l[k]) || (k == 0 && ((l[0] & 1) ||
				l[0] < 2)) || l[k] / 2 > M)
				err = rd_error(r, r->tok, "malformed AND line %u",
					i + 1);
			col[k] = (uint32_t)(r->tok - r->line_start) + 1;
		}
		if (err)
			break;
		if (def[l[0]] != NONE) {
			err = rd_error(r, r->line_start + col[0] - 1, "literal "
				"%llu defined twice", (unsigned long long)l[0]);
			break;
		}
		def[l[0]] = (uint32_t)l[1];
		def[l[0] + 1] = (uint32_t)l[2];
		dloc[l[0] / 2] = (AndLoc){r->line, {col[0], col[1], col[2]}};
		if (end_line(r))
			err = rd_error(r, r->tok, "malformed AND line %u", i + 1);
	}
	for (i = 0; i <= M; i++)
		if (map[i] != NONE)
			state[i] = 2;
	for (i = 0; i <= M && !err; i++)
		if (def[2 * i] != NONE && state[i] == 0)
			err = build_ascii(r, g, i, def, dloc, state, map, stack);
	free(def);
	free(dloc);
	free(state);
	free(stack);
	return err;
}

/* A NUL in the text part of the file: the header line of a binary file,
 * an ASCII file up to its comment section.  Returns 1 with r->p, r->line
 * and r->line_start at the NUL, else 0 with r unchanged. */
static int find_nul(Rd *r)
{
	int binary = r->end - r->p >= 3 && !memcmp(r->p, "aig", 3);
	const char *q, *ls = r->p;
	uint32_t line = 1;

	for (q = r->p; q < r->end; q++) {
		if (*q == '\0') {
			r->p = q, r->line = line, r->line_start = ls;
			return 1;
		}
		if (*q != '\n')
			continue;
		if (binary || (q + 1 < r->end && q[1] == 'c'))
			break;
		line++, ls = q + 1;
	}
	return 0;
}

int aiger_read(Ctx *c, Aig *g, const char *filename, const char *data,
	size_t len)
{
	Rd r = {c, 0, data, data, data + len, data, 1, data};
	uint64_t hdr[9] = {0};
	Loc hat[9], *oat = NULL;
	uint32_t M, I, O, A, i;
	int binary = 0, err;
	Lit *map = NULL;
	uint32_t *outs = NULL;

	r.file = diag_add_file(c, filename, data, len);
	if (find_nul(&r))
		return rd_error(&r, r.p, "NUL byte in input");
	err = read_header(&r, hdr, hat, &binary);
	if (err)
		return err;
	M = (uint32_t)hdr[0], I = (uint32_t)hdr[1];
	O = (uint32_t)hdr[3], A = (uint32_t)hdr[4];
	map = xmalloc(((size_t)M + 1) * sizeof *map);
	for (i = 0; i <= M; i++)
		map[i] = NONE;
	map[0] = LIT_FALSE;
	outs = xmalloc(((size_t)O + 1) * sizeof *outs);
	oat = xmalloc(((size_t)O + 1) * sizeof *oat);
	if (binary)
		for (i = 0; i < I; i++)
			map[i + 1] = aig_pi(g, NULL);
	else
		err = read_ascii_inputs(&r, g, M, I, map);
	for (i = 0; i < O && !err; i++) {
		uint64_t l;
		int bad = read_num(&r, &l) || l / 2 > M;
		oat[i] = loc_at(&r, r.tok);
		if (bad || end_line(&r)) {
			err = rd_error(&r, r.tok, "malformed output line %u",
				i + 1);
			break;
		}
		outs[i] = (uint32_t)l;
	}
	if (!err)
		err = binary ? read_binary_ands(&r, g, I, A, map, hat[0]) :
			read_ascii_ands(&r, g, M, A, map);
	for (i = 0; i < O && !err; i++) {
		if (map[outs[i] >> 1] == NONE) {
			diag_error(c, oat[i], "output literal %u is never "
				"defined", outs[i]);
			err = 1;
			break;
		}
		aig_po(g, lit_notif(map[outs[i] >> 1], outs[i] & 1), NULL);
	}
	if (!err)
		err = read_symbols(&r, g);
	free(map);
	free(outs);
	free(oat);
	return err;
}

static void put_varint(Buf *b, uint32_t x)
{
	while (x & ~0x7fu) {
		buf_putc(b, (char)((x & 0x7f) | 0x80));
		x >>= 7;
	}
	buf_putc(b, (char)x);
}

void aiger_write(const Aig *g, int binary, Buf *out)
{
	uint32_t *var = xmalloc((size_t)g->nnode * sizeof *var);
	uint32_t i, n = 0, a = 0;

#define VLIT(l) (2 * var[lit_node(l)] + (uint32_t)lit_compl(l))
	var[0] = n++;
	for (i = 0; i < g->npi; i++)
		var[g->pis[i]] = n++;
	for (i = 1; i < g->nnode; i++)
		if (aig_is_and(g, i))
			var[i] = n++, a++;
	buf_printf(out, "%s %u %u 0 %u %u\n", binary ? "aig" : "aag", n - 1,
		g->npi, g->npo, a);
	if (!binary)
		for (i = 0; i < g->npi; i++)
			buf_printf(out, "%u\n", 2 * (i + 1));
	for (i = 0; i < g->npo; i++)
		buf_printf(out, "%u\n", VLIT(g->pos[i]));
	for (i = 1; i < g->nnode; i++) {
		uint32_t lhs, r0, r1;
		if (!aig_is_and(g, i))
			continue;
		lhs = 2 * var[i];
		r0 = VLIT(g->fanin1[i]);
		r1 = VLIT(g->fanin0[i]);
		if (r0 < r1) {
			uint32_t t = r0;
			r0 = r1;
			r1 = t;
		}
		if (binary) {
			put_varint(out, lhs - r0);
			put_varint(out, r0 - r1);
		} else {
			buf_printf(out, "%u %u %u\n", lhs, r0, r1);
		}
	}
#undef VLIT
	for (i = 0; i < g->npi; i++)
		if (g->pi_name[i])
			buf_printf(out, "i%u %s\n", i, g->pi_name[i]);
	for (i = 0; i < g->npo; i++)
		if (g->po_name[i])
			buf_printf(out, "o%u %s\n", i, g->po_name[i]);
	buf_puts(out, "c\ncombc\n");
	free(var);
}
