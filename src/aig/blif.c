/* blif.c: Berkeley Logic Interchange Format, combinational subset.
 *
 * Writing: an AIG as one two-input .names per AND node, or a LutNet as
 * one .names per LUT whose cover lists the on-set minterms (or the
 * off-set with output 0, whichever is shorter).  Internal nets are
 * "n<id>" with the prefix lengthened by '_' until no port name can clash;
 * a LUT driving a PO directly is named after the PO, other POs get a
 * one-input buffer or inverter (not counted as a LUT).
 *
 * Reading: .model .inputs .outputs .names and .end (with '\' line
 * continuation and '#' comments) into an AIG; each .names cover becomes an
 * OR of cube ANDs (complemented for an off-set cover).  Covers may be
 * listed in any order: nets are built on demand with an explicit stack,
 * which also reports cycles and undriven nets.  .latch, .subckt, .gate
 * and .mlatch are rejected.
 *
 * Cost: O(file size) to read (hash map of net names), O(nodes + cover
 * sizes) to write.  Requires nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "aig/aig.h"

/* ---- writing */

/* Prefix for internal net names that no port name can be mistaken for. */
static void net_prefix(const char *const *names, uint32_t n, char *pre,
	size_t cap)
{
	size_t len = 1;
	uint32_t i;
	int clash = 1;
	pre[0] = 'n';
	pre[1] = 0;
	while (clash && len + 2 < cap) {
		clash = 0;
		for (i = 0; i < n && !clash; i++) {
			const char *s = names[i];
			if (s && !strncmp(s, pre, len)) {
				const char *q = s + len;
				while (*q >= '0' && *q <= '9')
					q++;
				clash = *q == 0 && q > s + len;
			}
		}
		if (clash) {
			pre[len++] = '_';
			pre[len] = 0;
		}
	}
}

static void put_name(Buf *b, const char *name, const char *dflt, uint32_t i)
{
	if (name)
		buf_puts(b, name);
	else
		buf_printf(b, "%s%u", dflt, i);
}

static void write_ports(Buf *b, const char *model, uint32_t npi,
	const char *const *pi_name, uint32_t npo, const char *const *po_name)
{
	uint32_t i;
	buf_printf(b, ".model %s\n.inputs", model ? model : "top");
	for (i = 0; i < npi; i++) {
		buf_putc(b, ' ');
		put_name(b, pi_name[i], "pi", i);
	}
	buf_puts(b, "\n.outputs");
	for (i = 0; i < npo; i++) {
		buf_putc(b, ' ');
		put_name(b, po_name[i], "po", i);
	}
	buf_putc(b, '\n');
}

static const char **all_port_names(uint32_t npi, const char *const *pi,
	uint32_t npo, const char *const *po)
{
	const char **v = xmalloc(((size_t)npi + npo + 1) * sizeof *v);
	memcpy(v, pi, npi * sizeof *v);
	memcpy(v + npi, po, npo * sizeof *v);
	return v;
}

void blif_write_aig(const Aig *g, Buf *b)
{
	const char **names = all_port_names(g->npi, g->pi_name, g->npo,
		g->po_name);
	int32_t *pi_of = xmalloc((size_t)g->nnode * sizeof *pi_of);
	char pre[64];
	uint32_t i;

#define NET(n) (pi_of[n] >= 0 ? put_name(b, g->pi_name[pi_of[n]], "pi", \
	(uint32_t)pi_of[n]) : (void)buf_printf(b, "%s%u", pre, (n)))
	net_prefix(names, g->npi + g->npo, pre, sizeof pre);
	for (i = 0; i < g->nnode; i++)
		pi_of[i] = -1;
	for (i = 0; i < g->npi; i++)
		pi_of[g->pis[i]] = (int32_t)i;
	write_ports(b, g->name, g->npi, g->pi_name, g->npo, g->po_name);
	for (i = 1; i < g->nnode; i++) {
		if (!aig_is_and(g, i))
			continue;
		buf_puts(b, ".names ");
		NET(lit_node(g->fanin0[i]));
		buf_putc(b, ' ');
		NET(lit_node(g->fanin1[i]));
		buf_putc(b, ' ');
		NET(i);
		buf_printf(b, "\n%c%c 1\n", lit_compl(g->fanin0[i]) ? '0' : '1',
			lit_compl(g->fanin1[i]) ? '0' : '1');
	}
	for (i = 0; i < g->npo; i++) {
		Lit l = g->pos[i];
		uint32_t n = lit_node(l);
		buf_puts(b, ".names ");
		if (n) {
			NET(n);
			buf_putc(b, ' ');
		}
		put_name(b, g->po_name[i], "po", i);
		if (n)
			buf_puts(b, lit_compl(l) ? "\n0 1\n" : "\n1 1\n");
		else
			buf_puts(b, lit_compl(l) ? "\n1\n" : "\n");
	}
#undef NET
	buf_puts(b, ".end\n");
	free(pi_of);
	free(names);
}

void blif_write_luts(const LutNet *ln, Buf *b)
{
	const char **names = all_port_names(ln->npi, ln->pi_name, ln->npo,
		ln->po_name);
	uint32_t *po_of = xmalloc(((size_t)ln->nlut + 1) * sizeof *po_of);
	char pre[64];
	uint32_t i, j, m;

	net_prefix(names, ln->npi + ln->npo, pre, sizeof pre);
	for (i = 0; i < ln->nlut; i++)
		po_of[i] = NONE;
	for (i = 0; i < ln->npo; i++) {
		uint32_t s = ln->po_sig[i];
		if (s != NONE && s >= ln->npi && !ln->po_compl[i] &&
			po_of[s - ln->npi] == NONE)
			po_of[s - ln->npi] = i;
	}
#define SIG(s) ((s) < ln->npi ? put_name(b, ln->pi_name[s], "pi", (s)) : \
	po_of[(s) - ln->npi] != NONE ? put_name(b, \
	ln->po_name[po_of[(s) - ln->npi]], "po", po_of[(s) - ln->npi]) : \
	(void)buf_printf(b, "%s%u", pre, (s) - ln->npi))
	write_ports(b, ln->name, ln->npi, ln->pi_name, ln->npo, ln->po_name);
	for (i = 0; i < ln->nlut; i++) {
		const uint32_t *in = &ln->lut_in[(size_t)i * LUT_KMAX];
		const uint64_t *t = &ln->lut_tt[(size_t)i * 4];
		uint32_t n = ln->lut_n[i], ones = 0, val;
		buf_puts(b, ".names");
		for (j = 0; j < n; j++) {
			buf_putc(b, ' ');
			SIG(in[j]);
		}
		buf_putc(b, ' ');
		SIG(ln->npi + i);
		buf_putc(b, '\n');
		for (m = 0; m < (1u << n); m++)
			ones += (uint32_t)(t[m >> 6] >> (m & 63) & 1);
		val = ones * 2 <= (1u << n) || ones == (1u << n) ? 1 : 0;
		if (ones == 0)
			continue; /* constant 0: empty cover */
		if (n == 0) {
			buf_puts(b, "1\n");
			continue;
		}
		for (m = 0; m < (1u << n); m++) {
			if ((uint32_t)(t[m >> 6] >> (m & 63) & 1) != val)
				continue;
			for (j = 0; j < n; j++)
				buf_putc(b, (char)('0' + (m >> j & 1)));
			buf_printf(b, " %u\n", val);
		}
	}
	for (i = 0; i < ln->npo; i++) {
		uint32_t s = ln->po_sig[i];
		if (s != NONE && s >= ln->npi && po_of[s - ln->npi] == i)
			continue; /* the LUT itself is this output */
		buf_puts(b, ".names ");
		if (s != NONE) {
			SIG(s);
			buf_putc(b, ' ');
		}
		put_name(b, ln->po_name[i], "po", i);
		if (s != NONE)
			buf_puts(b, ln->po_compl[i] ? "\n0 1\n" : "\n1 1\n");
		else
			buf_puts(b, ln->po_compl[i] ? "\n1\n" : "\n");
	}
#undef SIG
	buf_puts(b, ".end\n");
	free(po_of);
	free(names);
}

/* ---- reading */

typedef struct {
	const char *name;  /* in the reader's arena */
	uint32_t def;      /* index of the .names defining it, or NONE */
	int is_pi;
	Lit lit;           /* built literal, NONE until built */
	uint8_t state;     /* 0 new, 1 on the build stack, 2 built */
} BNet;

typedef struct {
	uint32_t in, nin;   /* input net ids: ins[in .. in+nin) */
	uint32_t out;       /* output net */
	uint32_t cube, ncube; /* cover lines: cubes[cube .. cube+ncube) */
	uint32_t line;      /* source line */
} BNames;

typedef struct {
	const char *file;
	Arena arena;
	BNet *nets; uint32_t nnet, cap_net;
	uint32_t *htab; uint32_t hmask;
	BNames *names; uint32_t nnames, cap_names;
	uint32_t *ins; uint32_t nins, cap_ins;
	const char **cubes; uint32_t ncubes, cap_cubes; /* "01- 1" text */
	uint32_t *outs; uint32_t nout, cap_out;
	uint32_t *pis; uint32_t npi, cap_pi;
} BRd;

static int berr(BRd *r, uint32_t line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int berr(BRd *r, uint32_t line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s:%u: error: ", r->file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return -1;
}

static uint32_t net_find(BRd *r, const char *s, size_t n)
{
	uint32_t h = hash_bytes(s, n, 0) & r->hmask, i;
	for (;;) {
		uint32_t id = r->htab[h];
		if (id == NONE)
			break;
		if (!strncmp(r->nets[id].name, s, n) && !r->nets[id].name[n])
			return id;
		h = (h + 1) & r->hmask;
	}
	grow((void **)&r->nets, &r->cap_net, (uint64_t)r->nnet + 1,
		sizeof *r->nets, AIG_MAX_NODES, "BLIF nets");
	r->nets[r->nnet] = (BNet){arena_strndup(&r->arena, s, n), NONE, 0,
		NONE, 0};
	r->htab[h] = r->nnet++;
	if (r->nnet * 2 > r->hmask) {
		uint32_t size = (r->hmask + 1) * 2;
		free(r->htab);
		r->hmask = size - 1;
		r->htab = xmalloc((size_t)size * sizeof *r->htab);
		memset(r->htab, 0xff, (size_t)size * sizeof *r->htab);
		for (i = 0; i < r->nnet; i++) {
			const char *nm = r->nets[i].name;
			h = hash_bytes(nm, strlen(nm), 0) & r->hmask;
			while (r->htab[h] != NONE)
				h = (h + 1) & r->hmask;
			r->htab[h] = i;
		}
	}
	return r->nnet - 1;
}

/* Split a logical line (continuations joined) into tokens in place. */
static uint32_t tokenize(char *s, char **tok, uint32_t max)
{
	uint32_t n = 0;
	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\r')
			s++;
		if (!*s)
			return n;
		if (n < max)
			tok[n] = s;
		n++;
		while (*s && *s != ' ' && *s != '\t' && *s != '\r')
			s++;
		if (*s)
			*s++ = 0;
	}
}

static void push_u32(uint32_t **v, uint32_t *n, uint32_t *cap, uint32_t x,
	const char *what)
{
	grow((void **)v, cap, (uint64_t)*n + 1, sizeof **v, AIG_MAX_NODES, what);
	(*v)[(*n)++] = x;
}

/* Literal of one .names cover, its inputs already built. */
static Lit build_names(BRd *r, Aig *g, const BNames *nm, int *err)
{
	Lit f = LIT_FALSE;
	char outval = 0;
	uint32_t c, i;
	for (c = 0; c < nm->ncube; c++) {
		const char *s = r->cubes[nm->cube + c], *o;
		Lit cube = LIT_TRUE;
		if (nm->nin == 0) {
			o = s;
		} else {
			for (i = 0; i < nm->nin; i++) {
				Lit x = r->nets[r->ins[nm->in + i]].lit;
				if (s[i] == '1')
					cube = aig_and(g, cube, x);
				else if (s[i] == '0')
					cube = aig_and(g, cube, lit_not(x));
				else if (s[i] != '-') {
					*err = berr(r, nm->line, "bad cover "
						"character '%c'", s[i]);
					return LIT_FALSE;
				}
			}
			o = s + nm->nin;
			while (*o == ' ')
				o++;
		}
		if ((*o != '0' && *o != '1') || (outval && *o != outval)) {
			*err = berr(r, nm->line, "bad or mixed output value in "
				"cover of '%s'", r->nets[nm->out].name);
			return LIT_FALSE;
		}
		outval = *o;
		f = aig_or(g, f, cube);
	}
	return outval == '0' ? lit_not(f) : f;
}

/* Build net root and what it needs, depth first with an explicit stack
 * (a net may be on it more than once: capacity nins + 1).  state: 0 new,
 * 1 on the current path, 2 built. */
static int build_net_of(BRd *r, Aig *g, uint32_t root, uint32_t *stack)
{
	uint32_t sp = 0;
	stack[sp++] = root;
	while (sp) {
		uint32_t x = stack[sp - 1], i;
		const BNames *nm;
		int err = 0;
		if (r->nets[x].state == 2) {
			sp--;
			continue;
		}
		if (r->nets[x].def == NONE)
			return berr(r, 0, "net '%s' is used but never driven",
				r->nets[x].name);
		nm = &r->names[r->nets[x].def];
		if (r->nets[x].state == 0) {
			r->nets[x].state = 1;
			for (i = 0; i < nm->nin; i++) {
				uint32_t u = r->ins[nm->in + i];
				if (r->nets[u].state == 1)
					return berr(r, nm->line, "combinational "
						"cycle through '%s'", r->nets[u].name);
				if (r->nets[u].state == 0)
					stack[sp++] = u;
			}
			continue;
		}
		r->nets[x].lit = build_names(r, g, nm, &err);
		if (err)
			return -1;
		r->nets[x].state = 2;
		sp--;
	}
	return 0;
}

static void brd_free(BRd *r)
{
	arena_free(&r->arena);
	free(r->nets);
	free(r->htab);
	free(r->names);
	free(r->ins);
	free(r->cubes);
	free(r->outs);
	free(r->pis);
}

int blif_read(Aig *g, const char *filename, const char *data, size_t len)
{
	BRd r;
	char *text = xmalloc(len + 1), *p;
	uint32_t line = 1, i, *stack = NULL;
	int rc = -1, models = 0, in_names = 0;

	memset(&r, 0, sizeof r);
	r.file = filename;
	r.hmask = 1023;
	r.htab = xmalloc((r.hmask + 1) * sizeof *r.htab);
	memset(r.htab, 0xff, (r.hmask + 1) * sizeof *r.htab);
	memcpy(text, data, len);
	text[len] = 0;
	p = text;
	while (*p) {
		char *s = p, *w, *cmt;
		uint32_t start = line, ntok, ntok2, t;
		char **toks;
		/* one logical line: join '\' continuations */
		for (w = p; *p && *p != '\n'; p++) {
			if (*p == '\\' && (p[1] == '\n' ||
				(p[1] == '\r' && p[2] == '\n'))) {
				p += p[1] == '\r' ? 2 : 1;
				line++;
				continue;
			}
			*w++ = *p;
		}
		if (*p == '\n')
			p++, line++;
		*w = 0;
		if ((cmt = strchr(s, '#')) != NULL)
			*cmt = 0;
		toks = xmalloc((strlen(s) / 2 + 2) * sizeof *toks);
		ntok = tokenize(s, toks, (uint32_t)(strlen(s) / 2 + 2));
		if (ntok == 0) {
			free(toks);
			continue;
		}
		ntok2 = ntok;
		if (toks[0][0] != '.') {
			/* a cover line of the current .names */
			BNames *nm = &r.names[r.nnames - 1];
			size_t l0 = strlen(toks[0]);
			if (!in_names || (nm->nin && (ntok != 2 ||
				l0 != nm->nin)) || (!nm->nin && ntok != 1)) {
				berr(&r, start, "unexpected line '%s'", toks[0]);
				free(toks);
				goto out;
			}
			{
				char *c = arena_alloc(&r.arena, l0 + 4);
				memcpy(c, toks[0], l0);
				if (nm->nin) {
					c[l0] = ' ';
					c[l0 + 1] = toks[1][0];
					c[l0 + 2] = 0;
				}
				grow((void **)&r.cubes, &r.cap_cubes,
					(uint64_t)r.ncubes + 1, sizeof *r.cubes,
					AIG_MAX_NODES, "BLIF cubes");
				r.cubes[r.ncubes++] = c;
				nm->ncube++;
			}
			free(toks);
			continue;
		}
		in_names = 0;
		if (!strcmp(toks[0], ".model")) {
			if (models++) {
				free(toks);
				berr(&r, start, "more than one .model "
					"(hierarchical BLIF is not supported)");
				goto out;
			}
			if (ntok > 1)
				g->name = arena_strndup(&g->arena, toks[1],
					strlen(toks[1]));
		} else if (!strcmp(toks[0], ".inputs")) {
			for (t = 1; t < ntok2; t++) {
				uint32_t id = net_find(&r, toks[t], strlen(toks[t]));
				if (r.nets[id].is_pi || r.nets[id].def != NONE) {
					free(toks);
					berr(&r, start, "net '%s' driven twice",
						r.nets[id].name);
					goto out;
				}
				r.nets[id].is_pi = 1;
				push_u32(&r.pis, &r.npi, &r.cap_pi, id, "BLIF inputs");
			}
		} else if (!strcmp(toks[0], ".outputs")) {
			for (t = 1; t < ntok2; t++)
				push_u32(&r.outs, &r.nout, &r.cap_out,
					net_find(&r, toks[t], strlen(toks[t])),
					"BLIF outputs");
		} else if (!strcmp(toks[0], ".names")) {
			uint32_t out;
			BNames *nm;
			if (ntok < 2) {
				free(toks);
				berr(&r, start, ".names needs an output");
				goto out;
			}
			grow((void **)&r.names, &r.cap_names,
				(uint64_t)r.nnames + 1, sizeof *r.names,
				AIG_MAX_NODES, "BLIF .names");
			nm = &r.names[r.nnames];
			nm->in = r.nins;
			nm->nin = ntok - 2;
			nm->cube = r.ncubes;
			nm->ncube = 0;
			nm->line = start;
			for (t = 1; t + 1 < ntok; t++)
				push_u32(&r.ins, &r.nins, &r.cap_ins,
					net_find(&r, toks[t], strlen(toks[t])),
					"BLIF pins");
			out = net_find(&r, toks[ntok - 1], strlen(toks[ntok - 1]));
			nm = &r.names[r.nnames];
			nm->out = out;
			if (r.nets[out].is_pi || r.nets[out].def != NONE) {
				free(toks);
				berr(&r, start, "net '%s' driven twice",
					r.nets[out].name);
				goto out;
			}
			r.nets[out].def = r.nnames++;
			in_names = 1;
		} else if (!strcmp(toks[0], ".end")) {
			free(toks);
			break;
		} else if (!strcmp(toks[0], ".latch") ||
			!strcmp(toks[0], ".mlatch") ||
			!strcmp(toks[0], ".subckt") || !strcmp(toks[0], ".gate") ||
			!strcmp(toks[0], ".search")) {
			berr(&r, start, "%s is not supported (combinational, "
				"flat BLIF only)", toks[0]);
			free(toks);
			goto out;
		} else if (strncmp(toks[0], ".default", 8) &&
			strcmp(toks[0], ".attr") && strcmp(toks[0], ".cname") &&
			strcmp(toks[0], ".param") && strcmp(toks[0], ".area") &&
			strcmp(toks[0], ".delay") &&
			strcmp(toks[0], ".input_arrival") &&
			strcmp(toks[0], ".output_required") &&
			strcmp(toks[0], ".wire_load_slope")) {
			berr(&r, start, "unknown BLIF command '%s'", toks[0]);
			free(toks);
			goto out;
		}
		free(toks);
	}
	for (i = 0; i < r.npi; i++) {
		BNet *n = &r.nets[r.pis[i]];
		n->lit = aig_pi(g, n->name);
		n->state = 2;
	}
	stack = xmalloc(((size_t)r.nins + 2) * sizeof *stack);
	for (i = 0; i < r.nout; i++) {
		if (build_net_of(&r, g, r.outs[i], stack))
			goto out;
		aig_po(g, r.nets[r.outs[i]].lit, r.nets[r.outs[i]].name);
	}
	rc = 0;
out:
	free(stack);
	free(text);
	brd_free(&r);
	return rc;
}
