/* blif.c: Berkeley Logic Interchange Format, combinational subset.
 *
 * Writing: an AIG as one two-input .names per AND node, or a LutNet as
 * one .names per LUT whose cover lists the on-set minterms (or the
 * off-set with output 0, whichever is shorter).  Internal nets are
 * "n<id>" with the prefix lengthened by '_' until no port name can clash;
 * a LUT driving a PO directly is named after the PO, other POs get a
 * one-input buffer or inverter (not counted as a LUT).
 *
 * Reading: .model .inputs .outputs .names .subckt .conn and .end (with
 * '\' line continuation and '#' comments) into an AIG; each .names cover
 * becomes a table's mux tree or an OR of cube ANDs (complemented for an
 * off-set cover); .conn (Yosys's -conn) is a buffer.  A file may hold
 * several models: the top is the only one, the one --top names, or the
 * one no .subckt instantiates, and its instances are flattened breadth
 * first, each model body read again per instance with its nets named
 * "<instance> <name>" (a token holds no space) except the bound ports,
 * which are the parent's nets.  A model instantiating itself, an unknown
 * model or port, and a port bound twice are errors; models that the top
 * does not reach are only scanned (.model, .end, ports, .subckt names).
 * .exdc ends a model's care network (its don't-care network is skipped).
 * Covers may be listed in any order: nets are built on demand with an
 * explicit stack, which also reports cycles and undriven nets.  .latch,
 * .gate and .mlatch are rejected; after .end only another .model may
 * follow.  Errors are diagnostics at the file:line:col of the offending
 * token (an undriven net: where it is used, or where an output declares
 * it); reading stops at the first.
 *
 * Cost: O(file size) to read a flat file, O(flattened size) with
 * hierarchy (capped at 2 GiB of model text read; hash maps of net names,
 * no recursion), O(nodes + cover sizes) to write.  Requires nothing.
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

/* s then i in decimal (the writers' hot path: no printf) */
static void put_id(Buf *b, const char *s, uint32_t i)
{
	char d[10];
	int n = 0;
	buf_puts(b, s);
	do
		d[sizeof d - 1 - n++] = (char)('0' + i % 10);
	while ((i /= 10) != 0);
	buf_putn(b, d + sizeof d - n, (size_t)n);
}

static void write_ports(Buf *b, const char *model, uint32_t npi,
	uint32_t npo, const char *const *names)
{
	uint32_t i;
	buf_printf(b, ".model %s\n.inputs", model ? model : "top");
	for (i = 0; i < npi; i++) {
		buf_putc(b, ' ');
		buf_puts(b, names[i]);
	}
	buf_puts(b, "\n.outputs");
	for (i = 0; i < npo; i++) {
		buf_putc(b, ' ');
		buf_puts(b, names[npi + i]);
	}
	buf_putc(b, '\n');
}

/* The legal form of port bit name nm (or pi<i> / po<i> when it is NULL
 * or empty) into b: a
 * character that would end a token or start a comment (white space,
 * '#', '\\', '=', control characters) becomes '_'.  Returns the length
 * of its base: the name without a trailing [digits]. */
static size_t legal_bit(Buf *b, const char *nm, int out, uint32_t i)
{
	char *q;

	b->len = 0;
	if (nm && *nm)  /* an empty name (CIRCT's `in %0 ""`) is no token */
		buf_puts(b, nm);
	else
		buf_printf(b, "%s%u", out ? "po" : "pi", i);
	for (q = b->s; *q; q++)
		if ((unsigned char)*q <= ' ' || *q == '#' || *q == '\\' ||
		    *q == '=' || *q == 0x7f)
			*q = '_';
	q = b->len > 2 && b->s[b->len - 1] == ']' ? strrchr(b->s, '[') : NULL;
	if (!q || q == b->s || q[1] == ']' ||
	    strspn(q + 1, "0123456789") != b->len - 2 - (size_t)(q - b->s))
		return b->len;
	return (size_t)(q - b->s);
}

/* Is the base (with suffix tag, "" or "_N") of the port of bits
 * [i, end) free for side sd: not a base of the other side, and none of
 * its bit names taken? */
static int port_free(const StrMap *side, const StrMap *pool, uint32_t sd,
	const char *base, const char *tag, const char *const *pi,
	const char *const *po, uint32_t npi, uint32_t i, uint32_t end)
{
	Buf b = {0}, nm = {0};
	uint32_t k, j;
	int ok = 1;

	buf_printf(&nm, "%s%s", base, tag);
	if (strmap_get(side, nm.s, &k) && (*tag || k != 1 + sd))
		ok = 0;
	for (j = i; j < end && ok; j++) {
		size_t bl = legal_bit(&b, j < npi ? pi[j] : po[j - npi], j >= npi,
			j < npi ? j : j - npi);
		nm.len = 0;
		buf_printf(&nm, "%s%s%s", base, tag, b.s + bl);
		ok = !strmap_get(pool, nm.s, &k);
	}
	buf_free(&b);
	buf_free(&nm);
	return ok;
}

/* Port names BLIF can hold, inputs then outputs (strings owned by
 * *pool, which the caller frees): each bit's legal form (legal_bit).
 * A run of consecutive bits of one base, no name twice, is a port; a
 * port whose base belongs to the other side (an input and an output both
 * `x`), or one of whose names is taken (two outputs `y`, a scalar "a[3]"
 * beside the word a), gets the base BASE_1, BASE_2, ...  Names already
 * legal and distinct are kept, so the usual netlist is written as before.
 * O(total name length), expected. */
static const char **port_names(uint32_t npi, const char *const *pi,
	uint32_t npo, const char *const *po, StrMap *pool)
{
	const char **v = xmalloc(((size_t)npi + npo + 1) * sizeof *v);
	StrMap side = {0};       /* base -> 1 + side (0 inputs, 1 outputs) */
	StrMap run = {0};        /* the names of the run being read */
	Buf b = {0}, base = {0}, tag = {0};
	uint32_t i = 0, n = npi + npo, j, sd, end, t;
	size_t bl;

	while (i < n) {
		sd = i >= npi;
		bl = legal_bit(&b, i < npi ? pi[i] : po[i - npi], sd,
			sd ? i - npi : i);
		base.len = 0;
		buf_putn(&base, b.s, bl);
		strmap_put(&run, b.s, 0);
		for (end = i + 1; end < n && (end >= npi) == sd; end++) {
			bl = legal_bit(&b, end < npi ? pi[end] : po[end - npi],
				sd, sd ? end - npi : end);
			if (bl != base.len || memcmp(b.s, base.s, bl) ||
			    strmap_get(&run, b.s, &t))
				break; /* another base, or a name again */
			strmap_put(&run, b.s, 0);
		}
		strmap_free(&run);
		tag.len = 0;
		buf_puts(&tag, "");
		for (t = 1; !port_free(&side, pool, sd, base.s, tag.s, pi, po,
		     npi, i, end); t++) {
			tag.len = 0;
			buf_printf(&tag, "_%u", t);
		}
		b.len = 0;
		buf_printf(&b, "%s%s", base.s, tag.s);
		strmap_put(&side, b.s, 1 + sd);
		for (j = i; j < end; j++) {
			Buf x = {0};
			bl = legal_bit(&x, j < npi ? pi[j] : po[j - npi], sd,
				sd ? j - npi : j);
			b.len = 0;
			buf_printf(&b, "%s%s%s", base.s, tag.s, x.s + bl);
			v[j] = strmap_put(pool, b.s, j);
			buf_free(&x);
		}
		i = end;
	}
	buf_free(&b);
	buf_free(&base);
	buf_free(&tag);
	strmap_free(&side);
	return v;
}

void blif_write_aig(const Aig *g, Buf *b)
{
	StrMap pool = {0};
	const char **names = port_names(g->npi, g->pi_name, g->npo,
		g->po_name, &pool);
	int32_t *pi_of = xmalloc((size_t)g->nnode * sizeof *pi_of);
	char pre[64];
	uint32_t i;

#define NET(n) (pi_of[n] >= 0 ? buf_puts(b, names[pi_of[n]]) : \
	(void)buf_printf(b, "%s%u", pre, (n)))
	net_prefix(names, g->npi + g->npo, pre, sizeof pre);
	for (i = 0; i < g->nnode; i++)
		pi_of[i] = -1;
	for (i = 0; i < g->npi; i++)
		pi_of[g->pis[i]] = (int32_t)i;
	write_ports(b, g->name, g->npi, g->npo, names);
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
		buf_puts(b, names[g->npi + i]);
		if (n)
			buf_puts(b, lit_compl(l) ? "\n0 1\n" : "\n1 1\n");
		else
			buf_puts(b, lit_compl(l) ? "\n1\n" : "\n");
	}
#undef NET
	buf_puts(b, ".end\n");
	free(pi_of);
	free(names);
	strmap_free(&pool);
}

void blif_write_luts(const LutNet *ln, Buf *b)
{
	StrMap pool = {0};
	const char **names = port_names(ln->npi, ln->pi_name, ln->npo,
		ln->po_name, &pool);
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
#define SIG(s) ((s) < ln->npi ? buf_puts(b, names[s]) : \
	po_of[(s) - ln->npi] != NONE ? buf_puts(b, \
	names[ln->npi + po_of[(s) - ln->npi]]) : \
	put_id(b, pre, (s) - ln->npi))
	write_ports(b, ln->name, ln->npi, ln->npo, names);
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
			char row[LUT_KMAX + 3];
			if ((uint32_t)(t[m >> 6] >> (m & 63) & 1) != val)
				continue;
			for (j = 0; j < n; j++)
				row[j] = (char)('0' + (m >> j & 1));
			row[n] = ' ';
			row[n + 1] = (char)('0' + val);
			row[n + 2] = '\n';
			buf_putn(b, row, n + 3);
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
		buf_puts(b, names[ln->npi + i]);
		if (s != NONE)
			buf_puts(b, ln->po_compl[i] ? "\n0 1\n" : "\n1 1\n");
		else
			buf_puts(b, ln->po_compl[i] ? "\n1\n" : "\n");
	}
#undef SIG
	buf_puts(b, ".end\n");
	free(po_of);
	free(names);
	strmap_free(&pool);
}

/* ---- reading */

typedef struct {
	const char *name;  /* key in the reader's net map */
	uint32_t def;      /* index of the .names defining it, or NONE */
	int is_pi;
	Lit lit;           /* built literal, NONE until built */
	uint8_t state;     /* 0 new, 1 on the build stack, 2 built */
} BNet;

typedef struct {
	uint32_t in, nin;   /* input net ids: ins[in .. in+nin) */
	uint32_t out;       /* output net */
	uint32_t cube, ncube; /* cover lines: cubes[cube .. cube+ncube) */
} BNames;

/* One cover line: "01- 1" text and where its two tokens are written. */
typedef struct {
	const char *text;  /* in the reader's arena */
	Loc at[2];         /* input part, output value (equal if no inputs) */
} BCube;

/* A model of the file: where its body lies in the input (after its
 * .model line, up to its .end, .exdc or the next .model) and its ports. */
typedef struct {
	const char *name;  /* NULL: lines before any .model */
	Loc at;            /* its .model line, or its first line */
	size_t start, end; /* body bytes */
	uint32_t line;     /* line number at start */
	StrMap ports;      /* port name -> 1 input, 2 output, 3 both */
	int used;          /* some .subckt names it */
} BModel;

/* A model instance being flattened: its bindings binds[bind ..
 * bind + nbind) map its formal ports to nets of its parent. */
typedef struct {
	uint32_t model, parent, bind, nbind;
} BInst;

typedef struct {
	const char *formal; /* in the reader's arena */
	uint32_t net;
} BBind;

/* A physical line of the logical line being read: the offset of its
 * first byte in the joined text and its line number. */
typedef struct {
	uint32_t off, line;
} BSeg;

typedef struct {
	Ctx *c;
	uint32_t file;     /* index in c's source table */
	Arena arena;       /* cover texts */
	StrMap netmap;     /* net name -> index in nets */
	BNet *nets; uint32_t nnet, cap_net;
	BNames *names; uint32_t nnames, cap_names;
	uint32_t *ins; uint32_t nins, cap_ins;
	Loc *ins_at; uint32_t cap_ins_at;   /* per pin: where it is written */
	BCube *cubes; uint32_t ncubes, cap_cubes;
	uint32_t *outs; uint32_t nout, cap_out;
	Loc *outs_at; uint32_t cap_outs_at; /* per output: where declared */
	uint32_t *pis; uint32_t npi, cap_pi;
	BSeg *seg; uint32_t nseg, cap_seg;  /* of the current logical line */
	const char *joined; /* the current logical line, joined */
	BModel *models; uint32_t nmodel, cap_model;
	StrMap modelmap;    /* model name -> index in models */
	BInst *insts; uint32_t ninst, cap_inst;
	BBind *binds; uint32_t nbind, cap_bind;
	Loc *wanted_at; uint32_t nwanted, cap_wanted; /* .subckt names */
	uint32_t inst;      /* the instance being read (0: the top) */
	StrMap scope;       /* its port bindings: formal -> net id */
	Buf key, disp;      /* scratch: scoped net names, messages */
} BRd;

static int berr(BRd *r, Loc at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int berr(BRd *r, Loc at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(r->c, at, "error", fmt, ap);
	va_end(ap);
	return 1;
}

/* Where token tok of the current logical line is written. */
static Loc tok_loc(const BRd *r, const char *tok)
{
	uint32_t off = (uint32_t)(tok - r->joined), k = 0;
	while (k + 1 < r->nseg && r->seg[k + 1].off <= off)
		k++;
	return (Loc){r->file, r->seg[k].line, off - r->seg[k].off + 1};
}

/* The net named (key) tok (created on first mention). */
static uint32_t net_find(BRd *r, const char *tok)
{
	uint32_t id;
	const char *key;
	if (strmap_get(&r->netmap, tok, &id))
		return id;
	grow((void **)&r->nets, &r->cap_net, (uint64_t)r->nnet + 1,
		sizeof *r->nets, AIG_MAX_NODES, "BLIF nets");
	key = strmap_put(&r->netmap, tok, r->nnet);
	r->nets[r->nnet] = (BNet){key, NONE, 0, NONE, 0};
	return r->nnet++;
}

/* The net that tok names in the instance being read: the top's nets by
 * their names; inside an instance, a bound port is its parent's net and
 * any other name is the instance's own, "<instance> <name>" (no token
 * holds a space, so no name of the file can take it). */
static uint32_t net_of(BRd *r, const char *tok)
{
	uint32_t id;
	if (r->inst == 0)
		return net_find(r, tok);
	if (strmap_get(&r->scope, tok, &id))
		return id;
	r->key.len = 0;
	buf_printf(&r->key, "%u %s", r->inst, tok);
	return net_find(r, r->key.s);
}

/* Net id for messages: 'name', or 'name' of model 'M' inside an
 * instance. */
static const char *net_disp(BRd *r, uint32_t id)
{
	const char *k = r->nets[id].name, *sp = strchr(k, ' ');
	r->disp.len = 0;
	if (!sp) {
		buf_printf(&r->disp, "'%s'", k);
	} else {
		const BModel *m = &r->models[r->insts[strtoul(k, NULL, 10)]
			.model];
		buf_printf(&r->disp, "'%s' of model '%s'", sp + 1,
			m->name ? m->name : "");
	}
	return r->disp.s;
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

/* Literal of one .names cover, its inputs already built; NONE after an
 * error. */
/* The function of a table t over n <= 8 variables (bit m of t: the
 * value at minterm m, bit i of m = variable i) as a Shannon mux tree on
 * the highest variable first; equal halves share, constants fold (in
 * aig_and).  Recursion depth n <= 8. */
static Lit tt_build(Aig *g, const uint64_t t[4], uint32_t n, const Lit *x)
{
	uint64_t lo[4] = {0}, hi[4] = {0};
	uint32_t h, w;

	if (n == 0)
		return (t[0] & 1) ? LIT_TRUE : LIT_FALSE;
	h = 1u << (n - 1); /* bits per half */
	if (h >= 64) {
		for (w = 0; w < h / 64; w++) {
			lo[w] = t[w];
			hi[w] = t[w + h / 64];
		}
	} else {
		uint64_t m = (1ull << h) - 1;
		lo[0] = t[0] & m;
		hi[0] = (t[0] >> h) & m;
	}
	if (!memcmp(lo, hi, sizeof lo))
		return tt_build(g, lo, n - 1, x);
	return aig_mux(g, x[n - 1], tt_build(g, hi, n - 1, x),
		tt_build(g, lo, n - 1, x));
}

/* Check the cover of nm (characters, one output value) and build it: as
 * a table when it has at most 8 inputs (a LUT netlist's covers are
 * minterm lists; a mux tree of the table is several times smaller than
 * their sum of products), else as an OR of cube ANDs. */
static Lit build_names(BRd *r, Aig *g, const BNames *nm)
{
	Lit f = LIT_FALSE, x[8];
	char outval = 0;
	uint32_t c, i, m;
	int small = nm->nin <= 8;
	uint64_t t[4] = {0};

	for (c = 0; c < nm->ncube; c++) {
		const BCube *cb = &r->cubes[nm->cube + c];
		const char *s = cb->text, *o;
		Lit cube = LIT_TRUE;
		uint32_t care = 0, val = 0;
		if (nm->nin == 0) {
			o = s;
		} else {
			for (i = 0; i < nm->nin; i++) {
				Lit xi = r->nets[r->ins[nm->in + i]].lit;
				Loc at = cb->at[0];
				if (s[i] == '1') {
					care |= 1u << (i & 31), val |= 1u << (i & 31);
					if (!small)
						cube = aig_and(g, cube, xi);
				} else if (s[i] == '0') {
					care |= 1u << (i & 31);
					if (!small)
						cube = aig_and(g, cube, lit_not(xi));
				} else if (s[i] != '-') {
					at.col += i;
					berr(r, at, "bad cover character '%c'", s[i]);
					return NONE;
				}
			}
			o = s + nm->nin;
			while (*o == ' ')
				o++;
		}
		if ((*o != '0' && *o != '1') || (outval && *o != outval)) {
			berr(r, cb->at[1], "bad or mixed output value in cover "
				"of %s", net_disp(r, nm->out));
			return NONE;
		}
		outval = *o;
		if (small) {
			for (m = 0; m < (1u << nm->nin); m++)
				if ((m & care) == val)
					t[m >> 6] |= 1ull << (m & 63);
		} else {
			f = aig_or(g, f, cube);
		}
	}
	if (small) {
		for (i = 0; i < nm->nin; i++)
			x[i] = r->nets[r->ins[nm->in + i]].lit;
		f = tt_build(g, t, nm->nin, x);
	}
	return outval == '0' ? lit_not(f) : f;
}

/* Build net root (mentioned at root_at) and what it needs, depth first
 * with an explicit stack (a net may be on it more than once: capacity
 * nins + 1).  state: 0 new, 1 on the current path, 2 built.  An undriven
 * net is reported where a .names uses it, or for root at root_at. */
static int build_net_of(BRd *r, Aig *g, uint32_t root, Loc root_at,
	uint32_t *stack)
{
	uint32_t sp = 0;
	if (r->nets[root].state == 0 && r->nets[root].def == NONE)
		return berr(r, root_at, "net %s is used but never driven",
			net_disp(r, root));
	stack[sp++] = root;
	while (sp) {
		uint32_t x = stack[sp - 1], i;
		const BNames *nm;
		if (r->nets[x].state == 2) {
			sp--;
			continue;
		}
		nm = &r->names[r->nets[x].def];
		if (r->nets[x].state == 0) {
			r->nets[x].state = 1;
			for (i = 0; i < nm->nin; i++) {
				uint32_t u = r->ins[nm->in + i];
				const BNet *n = &r->nets[u];
				if (n->state == 1)
					return berr(r, r->ins_at[nm->in + i],
						"combinational cycle through %s",
						net_disp(r, u));
				if (n->state == 0 && n->def == NONE)
					return berr(r, r->ins_at[nm->in + i],
						"net %s is used but never driven",
						net_disp(r, u));
				if (n->state == 0)
					stack[sp++] = u;
			}
			continue;
		}
		r->nets[x].lit = build_names(r, g, nm);
		if (r->nets[x].lit == NONE)
			return 1;
		r->nets[x].state = 2;
		sp--;
	}
	return 0;
}

static void brd_free(BRd *r)
{
	arena_free(&r->arena);
	strmap_free(&r->netmap);
	free(r->nets);
	free(r->names);
	free(r->ins);
	free(r->ins_at);
	free(r->cubes);
	free(r->outs);
	free(r->outs_at);
	free(r->pis);
	free(r->seg);
	for (uint32_t i = 0; i < r->nmodel; i++)
		strmap_free(&r->models[i].ports);
	free(r->models);
	strmap_free(&r->modelmap);
	free(r->insts);
	free(r->binds);
	free(r->wanted_at);
	strmap_free(&r->scope);
	buf_free(&r->key);
	buf_free(&r->disp);
}

/* Join the logical line starting at *pp ('\' continuations) in place,
 * without its comment, recording its physical lines in r->seg; advances
 * *pp and *line. */
static char *join_line(BRd *r, char **pp, uint32_t *line)
{
	char *s = *pp, *w = s, *p = s;
	r->nseg = 0;
	grow((void **)&r->seg, &r->cap_seg, 1, sizeof *r->seg, 1u << 30,
		"BLIF lines");
	r->seg[r->nseg++] = (BSeg){0, *line};
	for (; *p && *p != '\n'; p++) {
		if (*p == '#') { /* a comment ends the line, backslash or not (ABC) */
			while (*p && *p != '\n')
				p++;
			break;
		}
		if (*p == '\\' && (p[1] == '\n' || (p[1] == '\r' && p[2] == '\n'))) {
			p += p[1] == '\r' ? 2 : 1;
			++*line;
			grow((void **)&r->seg, &r->cap_seg, r->nseg + 1,
				sizeof *r->seg, 1u << 30, "BLIF lines");
			r->seg[r->nseg++] = (BSeg){(uint32_t)(w - s), *line};
			continue;
		}
		*w++ = *p;
	}
	if (*p == '\n')
		p++, ++*line;
	*w = 0;
	*pp = p;
	r->joined = s;
	return s;
}

/* A cover line of the current .names (toks[0], and toks[1] when it has
 * inputs). */
static int read_cube(BRd *r, char **toks, uint32_t ntok, int in_names)
{
	BNames *nm = r->nnames ? &r->names[r->nnames - 1] : NULL;
	size_t l0 = strlen(toks[0]);
	BCube *cb;
	char *c;
	if (!in_names || (nm->nin && (ntok != 2 || l0 != nm->nin)) ||
		(!nm->nin && ntok != 1))
		return berr(r, tok_loc(r, toks[0]), "unexpected line '%s'",
			toks[0]);
	if (nm->nin && toks[1][1])
		return berr(r, tok_loc(r, toks[1]), "output value '%s' is not "
			"0 or 1", toks[1]);
	c = arena_alloc(&r->arena, l0 + 4);
	memcpy(c, toks[0], l0);
	if (nm->nin) {
		c[l0] = ' ';
		c[l0 + 1] = toks[1][0];
		c[l0 + 2] = 0;
	}
	grow((void **)&r->cubes, &r->cap_cubes, (uint64_t)r->ncubes + 1,
		sizeof *r->cubes, AIG_MAX_NODES, "BLIF cubes");
	cb = &r->cubes[r->ncubes++];
	cb->text = c;
	cb->at[0] = tok_loc(r, toks[0]);
	cb->at[1] = tok_loc(r, toks[nm->nin ? 1 : 0]);
	nm->ncube++;
	return 0;
}

/* Net tok becomes a driven net: a primary input (def NONE), or the
 * output of .names `def`. */
static int drive_net(BRd *r, char *tok, uint32_t def, uint32_t *id)
{
	uint32_t b;
	*id = net_of(r, tok);
	if (!r->nets[*id].is_pi && r->nets[*id].def == NONE)
		;
	else if (r->inst == 0)
		return berr(r, tok_loc(r, tok), "net '%s' driven twice", tok);
	else if (!strmap_get(&r->scope, tok, &b))
		return berr(r, tok_loc(r, tok), "net %s driven twice",
			net_disp(r, *id));
	else
		return berr(r, tok_loc(r, tok), "port '%s' of model '%s' "
			"drives %s, which is driven already", tok,
			r->models[r->insts[r->inst].model].name, net_disp(r, *id));
	if (def == NONE)
		r->nets[*id].is_pi = 1;
	else
		r->nets[*id].def = def;
	return 0;
}

/* .names in... out: a new cover; its lines follow. */
static int read_names(BRd *r, char **toks, uint32_t ntok)
{
	BNames *nm;
	uint32_t t, out;
	if (ntok < 2)
		return berr(r, tok_loc(r, toks[0]), ".names needs an output");
	grow((void **)&r->names, &r->cap_names, (uint64_t)r->nnames + 1,
		sizeof *r->names, AIG_MAX_NODES, "BLIF .names");
	for (t = 1; t + 1 < ntok; t++) {
		grow((void **)&r->ins_at, &r->cap_ins_at, (uint64_t)r->nins + 1,
			sizeof *r->ins_at, AIG_MAX_NODES, "BLIF pins");
		r->ins_at[r->nins] = tok_loc(r, toks[t]);
		push_u32(&r->ins, &r->nins, &r->cap_ins, net_of(r, toks[t]),
			"BLIF pins");
	}
	if (drive_net(r, toks[ntok - 1], r->nnames, &out))
		return 1;
	nm = &r->names[r->nnames++];
	nm->in = r->nins - (ntok - 2);
	nm->nin = ntok - 2;
	nm->cube = r->ncubes;
	nm->ncube = 0;
	nm->out = out;
	return 0;
}

/* .conn from to (Yosys's write_blif -conn): `to` is a copy of `from`,
 * read as the one-input cover "1 1". */
static int read_conn(BRd *r, char **toks, uint32_t ntok)
{
	BCube *cb;
	if (ntok != 3)
		return berr(r, tok_loc(r, toks[0]), ".conn needs two nets "
			"(from, to)");
	if (read_names(r, toks, 3))
		return 1;
	grow((void **)&r->cubes, &r->cap_cubes, (uint64_t)r->ncubes + 1,
		sizeof *r->cubes, AIG_MAX_NODES, "BLIF cubes");
	cb = &r->cubes[r->ncubes++];
	cb->text = "1 1";
	cb->at[0] = cb->at[1] = tok_loc(r, toks[1]);
	r->names[r->nnames - 1].ncube++;
	return 0;
}

/* .subckt M formal=actual ...: an instance of model M, read after the
 * instances already queued (the hierarchy is flattened breadth first);
 * its formals must be ports of M, each bound once.  A formal left
 * unbound is a net of the instance's own: an input so is undriven. */
static int read_subckt(BRd *r, char **toks, uint32_t ntok)
{
	uint32_t m, t, k, v, first = r->nbind;
	StrMap seen = {0};
	int err = 0;
	if (ntok < 2)
		return berr(r, tok_loc(r, toks[0]), ".subckt needs a model "
			"name");
	if (!strmap_get(&r->modelmap, toks[1], &m))
		return berr(r, tok_loc(r, toks[1]), "no model named '%s' in "
			"this file", toks[1]);
	for (k = r->inst; k != NONE; k = r->insts[k].parent)
		if (r->insts[k].model == m)
			return berr(r, tok_loc(r, toks[1]), "model '%s' contains "
				"an instance of itself", toks[1]);
	for (t = 2; t < ntok && !err; t++) {
		char *eq = strchr(toks[t], '=');
		if (!eq || eq == toks[t] || !eq[1]) {
			err = berr(r, tok_loc(r, toks[t]), "expected "
				"FORMAL=ACTUAL, got '%s'", toks[t]);
			break;
		}
		*eq = 0;
		if (!strmap_get(&r->models[m].ports, toks[t], &v))
			err = berr(r, tok_loc(r, toks[t]), "model '%s' has no "
				"port '%s'", toks[1], toks[t]);
		else if (strmap_get(&seen, toks[t], &v))
			err = berr(r, tok_loc(r, toks[t]), "port '%s' is bound "
				"twice", toks[t]);
		if (err)
			break;
		strmap_put(&seen, toks[t], 1);
		grow((void **)&r->binds, &r->cap_bind, (uint64_t)r->nbind + 1,
			sizeof *r->binds, AIG_MAX_NODES, "BLIF port bindings");
		r->binds[r->nbind].formal = arena_strndup(&r->arena, toks[t],
			strlen(toks[t]));
		r->binds[r->nbind++].net = net_of(r, eq + 1);
	}
	strmap_free(&seen);
	if (err)
		return 1;
	grow((void **)&r->insts, &r->cap_inst, (uint64_t)r->ninst + 1,
		sizeof *r->insts, AIG_MAX_NODES, "BLIF instances");
	r->insts[r->ninst++] = (BInst){m, r->inst, first, r->nbind - first};
	return 0;
}

/* Dot commands that carry nothing combc needs. */
static int ignored_command(const char *s)
{
	static const char *const ign[] = {".attr", ".cname", ".param", ".area",
		".delay", ".input_arrival", ".output_required",
		".wire_load_slope"};
	size_t i;
	if (!strncmp(s, ".default", 8))
		return 1;
	for (i = 0; i < countof(ign); i++)
		if (!strcmp(s, ign[i]))
			return 1;
	return 0;
}

/* One dot command of a model body (toks[0] starts with '.'): ports are
 * the top's only (an instance's are its bindings). */
static int read_command(BRd *r, char **toks, uint32_t ntok)
{
	uint32_t t, id;
	const char *k = toks[0];
	if (!strcmp(k, ".inputs")) {
		for (t = 1; t < ntok && r->inst == 0; t++) {
			if (drive_net(r, toks[t], NONE, &id))
				return 1;
			push_u32(&r->pis, &r->npi, &r->cap_pi, id, "BLIF inputs");
		}
	} else if (!strcmp(k, ".outputs")) {
		for (t = 1; t < ntok && r->inst == 0; t++) {
			grow((void **)&r->outs_at, &r->cap_outs_at,
				(uint64_t)r->nout + 1, sizeof *r->outs_at,
				AIG_MAX_NODES, "BLIF outputs");
			r->outs_at[r->nout] = tok_loc(r, toks[t]);
			push_u32(&r->outs, &r->nout, &r->cap_out,
				net_of(r, toks[t]), "BLIF outputs");
		}
	} else if (!strcmp(k, ".names")) {
		return read_names(r, toks, ntok);
	} else if (!strcmp(k, ".conn")) {
		return read_conn(r, toks, ntok);
	} else if (!strcmp(k, ".subckt")) {
		return read_subckt(r, toks, ntok);
	} else if (!strcmp(k, ".latch") || !strcmp(k, ".mlatch") ||
		!strcmp(k, ".gate") || !strcmp(k, ".search")) {
		return berr(r, tok_loc(r, k), "%s is not supported "
			"(combinational BLIF only)", k);
	} else if (!ignored_command(k)) {
		return berr(r, tok_loc(r, k), "unknown BLIF command '%s'", k);
	}
	return 0;
}

/* A new model (toks: its .model line, or NULL for lines before any
 * .model) whose body starts at byte `start`, line `line`. */
static int new_model(BRd *r, char **toks, uint32_t ntok, size_t start,
	uint32_t line, Loc at)
{
	BModel *m;
	uint32_t k;
	const char *name = NULL;
	if (toks && ntok > 1) {
		if (strmap_get(&r->modelmap, toks[1], &k))
			return berr(r, tok_loc(r, toks[1]), "model '%s' is "
				"defined twice", toks[1]);
		name = strmap_put(&r->modelmap, toks[1], r->nmodel);
	}
	grow((void **)&r->models, &r->cap_model, (uint64_t)r->nmodel + 1,
		sizeof *r->models, AIG_MAX_NODES, "BLIF models");
	m = &r->models[r->nmodel++];
	memset(m, 0, sizeof *m);
	m->name = name;
	m->at = at;
	m->start = m->end = start;
	m->line = line;
	return 0;
}

/* Pass 1 over text (a copy of the input, joined in place): the models,
 * each body's bytes up to its .end, .exdc (the don't-care network that
 * follows is skipped: the care network is the function) or the next
 * .model, its ports, and which models a .subckt names.  After .end only
 * another .model may follow. */
static int scan_models(BRd *r, char *text)
{
	enum { NONE_OPEN, BODY, ENDED, EXDC } state = NONE_OPEN;
	StrMap wanted = {0}; /* model names .subckt uses -> first use */
	char *p = text;
	const char *bad = NULL;
	uint32_t line = 1, i, v, first_bad = 0;
	int err = 0;

	while (*p && !err) {
		size_t ls = (size_t)(p - text);
		uint32_t lline = line, ntok;
		char *s = join_line(r, &p, &line), **toks;
		const char *k;
		toks = xmalloc((strlen(s) / 2 + 2) * sizeof *toks);
		ntok = tokenize(s, toks, (uint32_t)(strlen(s) / 2 + 2));
		k = ntok ? toks[0] : "";
		if (!ntok) {
		} else if (!strcmp(k, ".model")) {
			if (state == BODY)
				r->models[r->nmodel - 1].end = ls;
			err = new_model(r, toks, ntok, (size_t)(p - text), line,
				tok_loc(r, k));
			state = BODY;
		} else if (state == ENDED) {
			err = berr(r, tok_loc(r, k), "'%s' after .end", k);
		} else if (state == EXDC) {
			if (!strcmp(k, ".end"))
				state = ENDED;
		} else {
			BModel *m;
			if (state == NONE_OPEN) {
				err = new_model(r, NULL, 0, ls, lline,
					tok_loc(r, k));
				state = BODY;
			}
			m = &r->models[r->nmodel - 1];
			if (!strcmp(k, ".end") || !strcmp(k, ".exdc")) {
				m->end = ls;
				state = !strcmp(k, ".end") ? ENDED : EXDC;
			} else if (!strcmp(k, ".inputs") ||
				!strcmp(k, ".outputs")) {
				uint32_t bit = k[1] == 'i' ? 1 : 2;
				for (i = 1; i < ntok; i++) {
					if (!strmap_get(&m->ports, toks[i], &v))
						v = 0;
					strmap_put(&m->ports, toks[i], v | bit);
				}
			} else if (!strcmp(k, ".subckt") && ntok < 2) {
				err = berr(r, tok_loc(r, k), ".subckt needs a "
					"model name");
			} else if (!strcmp(k, ".subckt") &&
				!strmap_get(&wanted, toks[1], &v)) {
				strmap_put(&wanted, toks[1], r->nwanted);
				grow((void **)&r->wanted_at, &r->cap_wanted,
					(uint64_t)r->nwanted + 1,
					sizeof *r->wanted_at, AIG_MAX_NODES,
					"BLIF models");
				r->wanted_at[r->nwanted++] = tok_loc(r, toks[1]);
			}
		}
		free(toks);
	}
	if (state == BODY)
		r->models[r->nmodel - 1].end = (size_t)(p - text);
	for (i = 0; i < r->nmodel; i++)
		r->models[i].used = r->models[i].name &&
			strmap_get(&wanted, r->models[i].name, &v);
	/* a model no file defines, before the top is picked (a typo would
	 * otherwise leave two models that nothing instantiates) */
	for (i = 0; i < wanted.cap && !err; i++)
		if (wanted.key[i] && !strmap_get(&r->modelmap, wanted.key[i],
		    &v) && (!bad || wanted.val[i] < first_bad))
			first_bad = wanted.val[i], bad = wanted.key[i];
	if (!err && bad)
		err = berr(r, r->wanted_at[first_bad], "no model named '%s' "
			"in this file", bad);
	strmap_free(&wanted);
	return err;
}

/* The model to read: the only one; else the one named top; else the one
 * that no .subckt names (with none, a cycle: the first, whose reading
 * reports it).  Several candidates, or no model named top, is bad
 * usage (2), as for MLIR. */
static int pick_model(BRd *r, const char *top, const char *filename,
	uint32_t *out)
{
	const Loc nowhere = {NONE, 0, 0};
	uint32_t i, n = 0;
	*out = 0;
	if (r->nmodel == 1)
		return 0;
	if (top) {
		if (strmap_get(&r->modelmap, top, out))
			return 0;
		diag_error(r->c, nowhere, "no model named '%s' in %s", top,
			filename);
		r->c->usage = 1;
		return 2;
	}
	for (i = r->nmodel; i-- > 0;)
		if (!r->models[i].used)
			n++, *out = i;
	if (n <= 1)
		return 0;
	diag_error(r->c, nowhere, "%s has %u models that no .subckt "
		"instantiates; choose one with --top=NAME", filename, n);
	r->c->usage = 1;
	return 2;
}

#define BLIF_FLAT_MAX (1ull << 31) /* bytes read while flattening */

/* Pass 2: the top model's body, then each instance's in turn (text: a
 * scratch buffer as large as the input). */
static int read_instances(BRd *r, char *text, const char *data)
{
	uint64_t flat = 0;
	uint32_t k, j;
	int err = 0;

	for (k = 0; k < r->ninst && !err; k++) {
		const BInst *in = &r->insts[k];
		const BModel *m = &r->models[in->model];
		char *p = text;
		uint32_t line = m->line;
		int in_names = 0;
		flat += m->end - m->start;
		if (flat > BLIF_FLAT_MAX)
			return berr(r, r->models[r->insts[0].model].at,
				"the hierarchy flattens to more than %llu bytes "
				"of BLIF", BLIF_FLAT_MAX);
		r->inst = k;
		strmap_free(&r->scope);
		memset(&r->scope, 0, sizeof r->scope);
		for (j = 0; j < in->nbind; j++)
			strmap_put(&r->scope, r->binds[in->bind + j].formal,
				r->binds[in->bind + j].net);
		memcpy(text, data + m->start, m->end - m->start);
		text[m->end - m->start] = 0;
		while (*p && !err) {
			char *s = join_line(r, &p, &line);
			uint32_t ntok;
			char **toks;
			toks = xmalloc((strlen(s) / 2 + 2) * sizeof *toks);
			ntok = tokenize(s, toks,
				(uint32_t)(strlen(s) / 2 + 2));
			if (ntok && toks[0][0] != '.') {
				err = read_cube(r, toks, ntok, in_names);
			} else if (ntok) {
				err = read_command(r, toks, ntok);
				in_names = !err && !strcmp(toks[0], ".names");
			}
			free(toks);
		}
	}
	return err;
}

int blif_read_top(Ctx *c, Aig *g, const char *filename, const char *data,
	size_t len, const char *top)
{
	BRd r;
	char *text = xmalloc(len + 1);
	uint32_t i, *stack = NULL, m = 0;
	int err;

	memset(&r, 0, sizeof r);
	r.c = c;
	r.file = diag_add_file(c, filename, data, len);
	if (memchr(data, 0, len)) {
		/* The reader works on NUL-terminated lines: a NUL would cut the
		 * netlist short silently. */
		const char *nul = memchr(data, 0, len), *ls = data, *q;
		uint32_t line = 1;
		for (q = data; q < nul; q++)
			if (*q == '\n')
				line++, ls = q + 1;
		free(text);
		return berr(&r, (Loc){r.file, line, (uint32_t)(nul - ls) + 1},
			"NUL byte in input");
	}
	memcpy(text, data, len);
	text[len] = 0;
	err = scan_models(&r, text);
	if (!err && !r.nmodel)  /* a truncated or failed write, not a netlist */
		err = berr(&r, (Loc){r.file, 1, 1}, "empty BLIF netlist (no "
			".model, no .inputs, .outputs or .names)");
	if (!err)
		err = pick_model(&r, top, filename, &m);
	if (!err) {
		if (r.models[m].name)
			g->name = arena_strndup(&g->arena, r.models[m].name,
				strlen(r.models[m].name));
		r.insts = xmalloc(sizeof *r.insts);
		r.cap_inst = 1;
		r.insts[r.ninst++] = (BInst){m, NONE, 0, 0};
		err = read_instances(&r, text, data);
	}
	for (i = 0; i < r.npi && !err; i++) {
		BNet *n = &r.nets[r.pis[i]];
		n->lit = aig_pi(g, n->name);
		n->state = 2;
	}
	stack = xmalloc(((size_t)r.nins + 2) * sizeof *stack);
	for (i = 0; i < r.nout && !err; i++) {
		err = build_net_of(&r, g, r.outs[i], r.outs_at[i], stack);
		if (!err)
			aig_po(g, r.nets[r.outs[i]].lit, r.nets[r.outs[i]].name);
	}
	free(stack);
	free(text);
	brd_free(&r);
	return err;
}

int blif_read(Ctx *c, Aig *g, const char *filename, const char *data,
	size_t len)
{
	return blif_read_top(c, g, filename, data, len, NULL);
}
