/* words.c: the word view of a bit-level graph: its port bits named
 * "a[0]".."a[w-1]" grouped into the word a, as eval of a netlist takes
 * its arguments, lec pairs ports and the LUT writers declare a netlist's
 * ports.
 */
#include <stdlib.h>
#include <string.h>

#include "flow/flow.h"

/* Split a bit name "base[idx]" into base length and index; a name
 * without a bit index is a 1-bit port (*idx = 0, returns strlen). */
size_t split_bit(const char *s, uint32_t *idx, int *indexed)
{
	size_t n = strlen(s), i;
	uint64_t v = 0;

	*idx = 0;
	*indexed = 0;
	if (n < 4 || s[n - 1] != ']')
		return n;
	for (i = n - 2; i > 0 && s[i] >= '0' && s[i] <= '9'; i--)
		;
	if (s[i] != '[' || i == n - 2 || i == 0 || n - 2 - i > 9)
		return n;
	for (size_t k = i + 1; k < n - 1; k++)
		v = v * 10 + (uint64_t)(s[k] - '0');
	*idx = (uint32_t)v;
	*indexed = 1;
	return i;
}

/* Group n bit names into word ports (first appearance order).  Unnamed
 * bits get "<dflt><k>".  A base whose bits do not run from 0 without a
 * gap (a 1-bit port named "a_1[3]"), or that is also a scalar's name, or
 * has a bit twice, is no word: each of its bits is a port of its own
 * name (flat); a scalar name given again becomes NAME_1, NAME_2, ...
 * (as the BLIF writer names it).  Returns 0, or 1 with a diagnostic. */
static int group_flat(const char *const *names, uint32_t n,
	const char *dflt, StrMap *flat, WordPort **out, uint32_t *nout);

static int group(Ctx *c, const char *path, const char *const *names,
	uint32_t n, const char *dflt, WordPort **out, uint32_t *nout)
{
	StrMap flat = {0};
	int r = group_flat(names, n, dflt, &flat, out, nout);
	uint32_t k, i, round;

	/* again while bases turn flat (a flat a[0] may clash with a[0][1];
	 * each round adds a base, so at most n rounds) */
	for (round = 0; r == 2; round++) {
		WordPorts first = {*out, NULL, *nout, 0};
		word_ports_free(&first);
		r = group_flat(names, n, dflt, &flat, out, nout);
		if (r == 2 && round == n)
			r = 1;
		for (k = 0; r == 0 && k < *nout; k++)
			for (i = 0; i < (*out)[k].w; i++)
				if ((*out)[k].bit[i] == NONE)
					r = 1;
		if (r == 1)
			diag_error(c, (Loc){NONE, 0, 0}, "%s: port bits with "
				"gaps", path);
	}
	strmap_free(&flat);
	return r != 0;
}

static int group_flat(const char *const *names, uint32_t n,
	const char *dflt, StrMap *flat, WordPort **out, uint32_t *nout)
{
	StrMap map = {0};
	WordPort *p = xcalloc((size_t)n + 1, sizeof *p);
	uint8_t *kind = xcalloc((size_t)n + 1, 1);  /* 1 scalar, 2 indexed */
	uint32_t flat0 = flat->n;
	uint32_t np = 0, i, k, idx;
	char tmp[32];
	int err = 0;

	for (i = 0; i < n && !err; i++) {
		const char *s = names[i];
		size_t bl;
		int ind;
		if (!s) {
			snprintf(tmp, sizeof tmp, "%s%u", dflt, i);
			s = tmp;
		}
		bl = split_bit(s, &idx, &ind);
		if (ind && strmap_getn(flat, s, bl, &k))
			bl = strlen(s), idx = 0, ind = 0;
		if (!strmap_getn(&map, s, bl, &k)) {
			k = np++;
			char *nm = xmalloc(bl + 1);
			memcpy(nm, s, bl);
			nm[bl] = 0;
			p[k].name = nm;
			strmap_putn(&map, p[k].name, bl, k);
			kind[k] = (uint8_t)(ind ? 2 : 1);
		}
		if (kind[k] != (ind ? 2 : 1)) { /* a beside a[0]: flat */
			strmap_put(flat, p[k].name, 1);
			continue;
		}
		if (!ind && p[k].w) { /* a name twice: NAME_1, NAME_2, ... */
			Buf b = {0};
			uint32_t j = 1;
			do {
				b.len = 0;
				buf_printf(&b, "%.*s_%u", (int)bl, s, j++);
			} while (strmap_get(&map, b.s, NULL));
			k = np++;
			p[k].name = b.s;
			strmap_put(&map, p[k].name, k);
			kind[k] = 1;
		}
		if (idx >= n) { /* more bits than names: a gap for sure */
			strmap_put(flat, p[k].name, 1);
			continue;
		}
		if (idx >= p[k].w) {
			p[k].bit = xrealloc(p[k].bit, ((size_t)idx + 1) *
				sizeof *p[k].bit);
			while (p[k].w <= idx)
				p[k].bit[p[k].w++] = NONE;
		}
		if (p[k].bit[idx] != NONE) { /* o[1] beside o[01]: flat */
			strmap_put(flat, p[k].name, 1);
			continue;
		}
		p[k].bit[idx] = i;
	}
	for (k = 0; k < np && !err; k++) /* gapped bases: flat, again */
		for (i = 0; i < p[k].w; i++)
			if (p[k].bit[i] == NONE && kind[k] == 2) {
				strmap_put(flat, p[k].name, 1);
				break;
			}
	if (!err && flat->n > flat0)
		err = 2; /* the caller groups again */
	strmap_free(&map);
	free(kind);
	*out = p;
	*nout = np;
	return err;
}

void word_ports_free(WordPorts *wp)
{
	uint32_t i;

	for (i = 0; i < wp->nin; i++)
		free((char *)wp->in[i].name), free(wp->in[i].bit);
	for (i = 0; i < wp->nout; i++)
		free((char *)wp->out[i].name), free(wp->out[i].bit);
	free(wp->in);
	free(wp->out);
	memset(wp, 0, sizeof *wp);
}

int word_ports(Ctx *c, const char *path, const Aig *g, WordPorts *wp)
{
	memset(wp, 0, sizeof *wp);
	if (group(c, path, g->pi_name, g->npi, "pi", &wp->in, &wp->nin) ||
	    group(c, path, g->po_name, g->npo, "po", &wp->out, &wp->nout)) {
		word_ports_free(wp);
		return 1;
	}
	return 0;
}

/* The n names (of PIs or POs) of Yosys's BLIF of a Verilog module, which
 * names each port bit by its declared index ([0:3] b lists b[3] first,
 * [9:1] a lists a[1] first) but lists each port's bits LSB first: the
 * k-th bit of a base becomes base[k]. */
static void renumber(Aig *g, const char **names, uint32_t n)
{
	StrMap seen = {0};
	Buf b = {0};
	uint32_t i, idx, k;
	int ind;

	for (i = 0; i < n; i++) {
		size_t bl;
		if (!names[i])
			continue;
		bl = split_bit(names[i], &idx, &ind);
		if (!ind)
			continue;
		b.len = 0;
		buf_putn(&b, names[i], bl);
		k = strmap_getn(&seen, names[i], bl, &k) ? k + 1 : 0;
		strmap_putn(&seen, names[i], bl, k);
		buf_printf(&b, "[%u]", k);
		names[i] = arena_strndup(&g->arena, b.s, b.len);
	}
	strmap_free(&seen);
	buf_free(&b);
}

void verilog_bit_order(Aig *g)
{
	renumber(g, g->pi_name, g->npi);
	renumber(g, g->po_name, g->npo);
}
