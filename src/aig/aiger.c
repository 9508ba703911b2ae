/* aiger.c: read and write AIGER 1.9 files, binary (`aig`) and ASCII (`aag`),
 * combinational only: a file with latches (or the 1.9 B/C/J/F sections
 * non-empty) is rejected with a message naming them.
 *
 * Reading maps each AIGER variable to a literal of the Aig through aig_and,
 * so the result is structurally hashed and constant-folded.  Binary files
 * define ANDs in order (rhs < lhs, checked); ASCII files may define them in
 * any order, so they are built by an explicit-stack depth-first walk that
 * also reports cycles and undefined literals.  Symbol lines i<n>/o<n> name
 * the ports; the comment section is ignored.
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

typedef struct {
	const char *file;
	const char *p, *end;
} Rd;

static int rd_error(Rd *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static int rd_error(Rd *r, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s: error: ", r->file);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return -1;
}

static void skip_spaces(Rd *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\r'))
		r->p++;
}

/* Unsigned decimal; -1 if none or too large. */
static int read_num(Rd *r, uint64_t *v)
{
	uint64_t x = 0;
	const char *s;
	skip_spaces(r);
	s = r->p;
	while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
		x = x * 10 + (uint64_t)(*r->p++ - '0');
		if (x > 0xffffffffull)
			return -1;
	}
	if (r->p == s)
		return -1;
	*v = x;
	return 0;
}

static int end_line(Rd *r)
{
	skip_spaces(r);
	if (r->p < r->end && *r->p != '\n')
		return -1;
	if (r->p < r->end)
		r->p++;
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
		const char *s;
		if (kind == 'c' || kind == '\n')
			break; /* comments: the rest is free text */
		r->p++;
		if ((kind != 'i' && kind != 'o' && kind != 'l' && kind != 'b' &&
			kind != 'c' && kind != 'j' && kind != 'f') ||
			read_num(r, &idx) || r->p >= r->end || *r->p != ' ')
			return rd_error(r, "malformed symbol table line");
		s = ++r->p;
		while (r->p < r->end && *r->p != '\n')
			r->p++;
		if (kind == 'i' && idx < g->npi)
			g->pi_name[idx] = arena_strndup(&g->arena, s,
				(size_t)(r->p - s));
		else if (kind == 'o' && idx < g->npo)
			g->po_name[idx] = arena_strndup(&g->arena, s,
				(size_t)(r->p - s));
		else
			return rd_error(r, "symbol '%c%llu' out of range", kind,
				(unsigned long long)idx);
		if (r->p < r->end)
			r->p++;
	}
	return 0;
}

/* ASCII bodies may define ANDs in any order: build var v and everything
 * it needs, depth first with an explicit stack (a var may be on it more
 * than once; capacity 2 * (M + 1)).  state: 0 new, 1 on the current
 * path, 2 built. */
static int build_ascii(Rd *r, Aig *g, uint32_t v, const uint32_t *def,
	uint8_t *state, Lit *map, uint32_t *stack)
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
				if (state[u] == 1)
					return rd_error(r, "combinational cycle "
						"through literal %u", 2 * u);
				if (state[u] == 0) {
					if (def[2 * u] == NONE)
						return rd_error(r, "literal %u is "
							"used but never defined", 2 * u);
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

int aiger_read(Aig *g, const char *filename, const char *data, size_t len)
{
	Rd r = {filename, data, data + len};
	uint64_t hdr[9] = {0};
	uint32_t M, I, L, O, A, i, nh = 0;
	int binary;
	Lit *map = NULL;
	uint32_t *outs = NULL, *def = NULL, *stack = NULL;
	uint8_t *state = NULL;
	int rc = -1;

	if (len >= 3 && !memcmp(data, "aig", 3))
		binary = 1;
	else if (len >= 3 && !memcmp(data, "aag", 3))
		binary = 0;
	else
		return rd_error(&r, "not an AIGER file (expected 'aig' or 'aag')");
	r.p += 3;
	while (nh < 9) {
		skip_spaces(&r);
		if (r.p >= r.end || *r.p == '\n')
			break;
		if (read_num(&r, &hdr[nh++]))
			return rd_error(&r, "malformed header");
	}
	if (nh < 5 || end_line(&r))
		return rd_error(&r, "malformed header (expected M I L O A)");
	M = (uint32_t)hdr[0], I = (uint32_t)hdr[1], L = (uint32_t)hdr[2];
	O = (uint32_t)hdr[3], A = (uint32_t)hdr[4];
	if (L)
		return rd_error(&r, "%u latches: sequential AIGER is not "
			"supported (combinational only)", L);
	if (hdr[5] || hdr[6] || hdr[7] || hdr[8])
		return rd_error(&r, "bad-state, invariant, justice or fairness "
			"properties are not supported");
	if ((uint64_t)I + A > M || M >= AIG_MAX_NODES)
		return rd_error(&r, "header: M=%u is smaller than I+L+A or too "
			"large", M);
	if (binary && (uint64_t)I + A != M)
		return rd_error(&r, "header: binary AIGER needs M = I + L + A");

	map = xmalloc(((size_t)M + 1) * sizeof *map);
	for (i = 0; i <= M; i++)
		map[i] = NONE;
	map[0] = LIT_FALSE;
	outs = xmalloc(((size_t)O + 1) * sizeof *outs);

	if (binary) {
		for (i = 0; i < I; i++)
			map[i + 1] = aig_pi(g, NULL);
	} else {
		for (i = 0; i < I; i++) {
			uint64_t l;
			if (read_num(&r, &l) || end_line(&r)) {
				rd_error(&r, "malformed input line %u", i + 1);
				goto out;
			}
			if ((l & 1) || l < 2 || l / 2 > M || map[l / 2] != NONE) {
				rd_error(&r, "bad input literal %llu",
					(unsigned long long)l);
				goto out;
			}
			map[l / 2] = aig_pi(g, NULL);
		}
	}
	for (i = 0; i < O; i++) {
		uint64_t l;
		if (read_num(&r, &l) || end_line(&r) || l / 2 > M) {
			rd_error(&r, "malformed output line %u", i + 1);
			goto out;
		}
		outs[i] = (uint32_t)l;
	}
	if (binary) {
		for (i = 0; i < A; i++) {
			uint32_t lhs = 2 * (I + i + 1);
			uint64_t d0, d1, r0, r1;
			if (read_varint(&r, &d0) || read_varint(&r, &d1) ||
				d0 == 0 || d0 > lhs || d1 > lhs - d0) {
				rd_error(&r, "malformed AND gate %u", i + 1);
				goto out;
			}
			r0 = lhs - d0;
			r1 = r0 - d1;
			map[lhs / 2] = aig_and(g,
				lit_notif(map[r0 >> 1], (int)(r0 & 1)),
				lit_notif(map[r1 >> 1], (int)(r1 & 1)));
		}
	} else {
		def = xmalloc(((size_t)M + 1) * 2 * sizeof *def);
		for (i = 0; i <= 2 * M + 1; i++)
			def[i] = NONE;
		for (i = 0; i <= M; i++)
			if (map[i] != NONE)
				def[2 * i] = def[2 * i + 1] = 0; /* defined leaf */
		for (i = 0; i < A; i++) {
			uint64_t l[3];
			if (read_num(&r, &l[0]) || read_num(&r, &l[1]) ||
				read_num(&r, &l[2]) || end_line(&r) ||
				(l[0] & 1) || l[0] < 2 || l[0] / 2 > M ||
				l[1] / 2 > M || l[2] / 2 > M) {
				rd_error(&r, "malformed AND line %u", i + 1);
				goto out;
			}
			if (def[l[0]] != NONE) {
				rd_error(&r, "literal %llu defined twice",
					(unsigned long long)l[0]);
				goto out;
			}
			def[l[0]] = (uint32_t)l[1];
			def[l[0] + 1] = (uint32_t)l[2];
		}
		state = xcalloc((size_t)M + 1, 1);
		stack = xmalloc(((size_t)M + 1) * 2 * sizeof *stack);
		for (i = 0; i <= M; i++)
			if (map[i] != NONE)
				state[i] = 2;
		for (i = 0; i <= M; i++)
			if (def[2 * i] != NONE && state[i] == 0 &&
				build_ascii(&r, g, i, def, state, map, stack))
				goto out;
	}
	for (i = 0; i < O; i++) {
		if (map[outs[i] >> 1] == NONE) {
			rd_error(&r, "output literal %u is never defined", outs[i]);
			goto out;
		}
		aig_po(g, lit_notif(map[outs[i] >> 1], outs[i] & 1), NULL);
	}
	if (read_symbols(&r, g))
		goto out;
	rc = 0;
out:
	free(map);
	free(outs);
	free(def);
	free(state);
	free(stack);
	return rc;
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
