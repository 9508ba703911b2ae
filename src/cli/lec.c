/* lec.c: the `combc lec A B` command: options, Verilog through Yosys,
 * then lec_run (src/flow/equiv.c).  Part of the executable: it runs
 * yosys, which libcombc never does.
 *
 * A Verilog or SystemVerilog side (.v, .sv) is read by Yosys into a BLIF
 * file of AND/NOT gates named after its port bits ("a[3]"):
 *   read_verilog -sv -noblackbox F; hierarchy -top T (or -auto-top);
 *   proc; flatten; setundef -undriven -zero; techmap; opt_clean; aigmap;
 *   opt_clean; write_blif
 * (-noblackbox: a module with an empty body, such as one without
 * outputs, is that module, not a black box Yosys then cannot find)
 * (no synth: its optimizations and ABC cost minutes on LUT netlists, and
 * the proof wants Yosys's reading of the text, not its optimizer)
 * Yosys's own semantics apply to that side (its X is a constant 0 after
 * synthesis, and so is an undriven net: setundef); combc's emitted SV
 * never depends on X.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/cli.h"
#include "sim/sim.h"

static const char lec_usage[] =
"usage: combc lec A B [--top=NAME | --top-a=NAME --top-b=NAME]\n"
"                 [--index-width=N] [--timeout=SECONDS] [--via=NETLIST]...\n"
"                 [--stats[=json]] [--error-limit=N] [--max-memory=SIZE]\n"
"\n"
"Proves that A and B compute the same function.  A and B are MLIR, AIGER\n"
"(.aig, .aag), BLIF (.blif) or Verilog/SystemVerilog (.v, .sv, read with\n"
"Yosys).  Ports are paired by name and width (a word port 'a' matches\n"
"the bits 'a[0]'.. of a netlist).  --via (repeatable): intermediate\n"
"netlists, such as --save-stages writes; when A = VIA1 = ... = B is\n"
"proven link by link, A = B; otherwise A and B are compared directly.\n"
"\n"
"exit status (as cmp): 0 'equivalent'; 1 'not equivalent', then\n"
"'counterexample: V1 V2 ...' (the inputs of A in port order, as\n"
"'combc eval A -- V1 V2 ...' takes them) and the differing outputs;\n"
"2 an error, or 'unknown' when the time limit was reached.\n";

noreturn static void lec_bad(const char *fmt, const char *arg)
{
	usage_error("combc lec --help", fmt, arg);
}

/* A fresh directory $TMPDIR/combc-WHAT-XXXXXX (TMPDIR unset: /tmp) in
 * dir (TMP_PATH bytes, with room for a file name after it), removed by
 * SIGINT, SIGTERM and SIGHUP until tmp_done.  0, or 1 (diagnosed). */
#define TMP_PATH 4096
#define TMP_FILE (TMP_PATH + 64)
static int tmp_make(Ctx *c, char *dir, const char *what)
{
	const char *t = getenv("TMPDIR");

	if (!t || !*t)
		t = "/tmp";
	if (strlen(t) > TMP_PATH - 64) {
		diag_error(c, (Loc){NONE, 0, 0}, "cannot make a temporary "
			"directory: TMPDIR is too long");
		return 1;
	}
	snprintf(dir, TMP_PATH, "%s/combc-%s-XXXXXX", t, what);
	if (!mkdtemp(dir)) {
		diag_error(c, (Loc){NONE, 0, 0}, "cannot make a temporary "
			"directory in %s: %s", t, strerror(errno));
		return 1;
	}
	tool_guard_dir(dir, 0, 1);
	return 0;
}

static void tmp_done(const char *dir)
{
	rmdir(dir);
	tool_guard_dir(dir, 0, 0);
}

static int is_verilog(const char *path)
{
	const char *dot = strrchr(path, '.');
	return dot && (!strcmp(dot, ".v") || !strcmp(dot, ".sv"));
}

/* Does the Verilog file at path instantiate iCE40 SB_LUT4 cells
 * (--emit=lut-ice40) without defining them? */
static int uses_ice40_cells(const char *path)
{
	size_t n;
	char *s = read_file(path, &n);
	int r = s && strstr(s, "SB_LUT4 #(") && !strstr(s, "module SB_LUT4");
	free(s);
	return r;
}

/* Write the embedded template name to path; 0, or 1 (diagnosed). */
static int put_template(Ctx *c, const char *name, const char *path)
{
	const char *text = rtl_template(name);

	if (!text || write_file_atomic(path, text, strlen(text))) {
		diag_error(c, (Loc){NONE, 0, 0}, "cannot write '%s'", path);
		return 1;
	}
	return 0;
}

/* Run yosys on the Verilog file src, top (NULL: automatic), writing BLIF
 * to dst, within seconds (0: no limit); its output goes to log.  A
 * multiplication becomes rtl-templates/lec_mul.v's array (written to
 * dst.mul.v; LecRequest.verilog_arith).  An SB_LUT4 netlist is read with
 * combc's model of the cell (rtl-templates/ice40_cells.v, written to
 * dst.cells.v).  Returns 0 on success. */
static int yosys_blif(Ctx *c, const char *src, const char *top,
	const char *dst, const char *log, double seconds)
{
	Buf script = {0};
	char cells[TMP_FILE + 16] = "", mulmap[TMP_FILE + 16];
	int st = 0;

	if (strpbrk(src, "\";\n") || (top && strpbrk(top, "\"; \n")) ||
	    strpbrk(dst, "\";\n")) {
		diag_error(c, (Loc){NONE, 0, 0}, "%s: file or top name not "
			"usable in a yosys script", src);
		return 1;
	}
	snprintf(mulmap, sizeof mulmap, "%s.mul.v", dst);
	if (put_template(c, "lec_mul.v", mulmap))
		return 1;
	buf_printf(&script, "read_verilog -sv -noblackbox \"%s\"; ", src);
	if (uses_ice40_cells(src)) { /* combc's SB_LUT4 model, beside dst */
		snprintf(cells, sizeof cells, "%s.cells.v", dst);
		if (put_template(c, "ice40_cells.v", cells)) {
			unlink(mulmap);
			buf_free(&script);
			return 1;
		}
		buf_printf(&script, "read_verilog -sv \"%s\"; ", cells);
	}
	buf_puts(&script, "hierarchy ");
	if (top)
		buf_printf(&script, "-top %s", top);
	else
		buf_puts(&script, "-auto-top");
	buf_printf(&script, "; proc; flatten; setundef -undriven -zero; "
		"techmap -map \"%s\"; techmap; opt_clean; aigmap; opt_clean; "
		"write_blif \"%s\"", mulmap, dst);
	{
		char *argv[] = {"yosys", "-q", "-p", script.s, NULL};
		/* a time limit covers Yosys too (whole seconds, at least 1) */
		unsigned t = seconds <= 0 ? 0 : seconds >= 1u << 30 ? 1u << 30 :
			(unsigned)seconds + (seconds > (unsigned)seconds);
		st = tool_run(argv, log, t);
	}
	buf_free(&script);
	unlink(mulmap);
	if (cells[0])
		unlink(cells);
	if (st == -1 || st == 127) {
		diag_error(c, (Loc){NONE, 0, 0}, "yosys not found: install the "
			"yosys package to read %s", src);
		return 1;
	}
	if (st == -2) {
		diag_error(c, (Loc){NONE, 0, 0}, "yosys did not read %s within "
			"the time limit (--timeout)", src);
		return 1;
	}
	if (st != 0) {
		char *text = read_file(log, NULL);
		diag_error(c, (Loc){NONE, 0, 0}, "yosys could not read %s:\n%s",
			src, text ? text : "");
		free(text);
		return 1;
	}
	return 0;
}

int lec_main(Ctx *c, int argc, char **argv)
{
	LecRequest q = {{NULL, NULL}, {NULL, NULL}, {NULL, NULL}, {0, 0}, 64,
		0, 0, 0, NULL, 0, NULL, 0, NULL, 0, 0};
	const char **via = xcalloc((size_t)argc, sizeof *via);
	const char *top = NULL, *path[2] = {NULL, NULL};
	char dir[TMP_PATH], blif[2][TMP_FILE], log[2][TMP_FILE];
	int i, n = 0, stats = 0, rc = 2, made = 0;
	Buf out = {0};

	for (i = 2; i < argc; i++) {
		const char *a = argv[i];
		if (a[0] != '-' || !strcmp(a, "-")) {
			if (n == 2)
				lec_bad("unexpected argument '%s'", a);
			path[n++] = a;
		} else if (!strncmp(a, "--top=", 6)) {
			top = a + 6;
		} else if (!strncmp(a, "--top-a=", 8)) {
			q.top[0] = a + 8;
		} else if (!strncmp(a, "--top-b=", 8)) {
			q.top[1] = a + 8;
		} else if (!strncmp(a, "--index-width=", 14)) {
			if (strcmp(a + 14, "32") && strcmp(a + 14, "64"))
				lec_bad("--index-width must be 32 or 64, not %s",
					a + 14);
			q.index_width = (unsigned)atoi(a + 14);
		} else if (!strncmp(a, "--timeout=", 10)) {
			char *end;
			errno = 0;
			q.seconds = strtod(a + 10, &end);
			/* digits and a point only (not "+1", "0x1p3", "inf") */
			if (errno || end == a + 10 || *end ||
			    a[10 + strspn(a + 10, "0123456789.")] ||
			    !(q.seconds >= 0))
				lec_bad("bad number for %s", "--timeout");
		} else if (!strncmp(a, "--error-limit=", 14)) {
			char *end;
			unsigned long long v;
			errno = 0;
			v = strtoull(a + 14, &end, 10);
			if (errno || a[14] < '0' || a[14] > '9' || *end)
				lec_bad("bad number for %s", "--error-limit");
			c->max_errors = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
		} else if (!strncmp(a, "--via=", 6) && a[6]) {
			if (is_verilog(a + 6) || !is_netlist_path(a + 6))
				lec_bad("--via takes AIGER or BLIF netlists, not "
					"'%s'", a + 6);
			via[q.nvia_path++] = a + 6;
		} else if (!strcmp(a, "--stats")) {
			stats = 1;
		} else if (!strcmp(a, "--stats=json")) {
			stats = 2;
		} else if (!strncmp(a, "--max-memory=", 13)) {
			c->max_memory = (size_t)parse_size(a + 13,
				"--max-memory");
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(lec_usage, stdout);
			exit(0);
		} else {
			lec_bad("unknown option '%s'", a);
		}
	}
	if (n != 2)
		lec_bad("%s", "lec needs two inputs, A and B");
	if (!strcmp(path[0], "-") && !strcmp(path[1], "-"))
		lec_bad("%s", "only one of A and B can be '-' (standard input)");
	if (top && (q.top[0] || q.top[1]))
		lec_bad("%s", "--top excludes --top-a and --top-b");
	for (i = 0; i < 2; i++) {
		if (top)
			q.top[i] = top;
		q.path[i] = path[i];
		if (!is_verilog(path[i]))
			continue;
		q.verilog[i] = 1;
		if (!made && tmp_make(c, dir, "lec"))
			goto done;
		made = 1;
		snprintf(blif[i], sizeof blif[i], "%s/%c.blif", dir, 'a' + i);
		snprintf(log[i], sizeof log[i], "%s/%c.log", dir, 'a' + i);
		{
			/* --top names the MLIR side's module: on a Verilog side,
			 * the name combc's SV gives it (@module is module_) */
			Buf legal = {0};
			int bad;
			if (top)
				sv_legal(&legal, top, "m");
			bad = yosys_blif(c, path[i], top ? legal.s : q.top[i],
				blif[i], log[i], q.seconds);
			buf_free(&legal);
			if (bad)
				goto done;
		}
		q.path[i] = blif[i];
		q.name[i] = path[i];
	}
	q.via_path = via;
	q.verilog_arith = (q.verilog[0] || q.verilog[1]) && !q.nvia_path;
	rc = lec_run(c, &q, &out);
	if (out.len)
		fwrite(out.s, 1, out.len, stdout);
done:
	if (made) {
		for (i = 0; i < 2; i++)
			if (is_verilog(path[i])) {
				unlink(blif[i]);
				unlink(log[i]);
			}
		tmp_done(dir);
	}
	if (stats) {
		Buf b = {0};
		stats_print(c, &b, stats == 2);
		fputs(b.s ? b.s : "", stderr);
		buf_free(&b);
	}
	buf_free(&out);
	free(via);
	return rc;
}

/* ------------------------------------------------------------ --verify */

static const char *const verify_ext[NEMIT_] = {
	[EMIT_SV] = "sv", [EMIT_MLIR] = "mlir", [EMIT_LUT_SV] = "sv",
	[EMIT_LUT_MLIR] = "mlir", [EMIT_BLIF] = "blif", [EMIT_AIGER] = "aig",
	[EMIT_LUT_ICE40] = "sv", [EMIT_ICE40] = "sv",
};

/* The tops to prove: p->top, or every function with a body of an MLIR
 * input, or the one circuit of a netlist (NULL).  Returns how many. */
static uint32_t verify_tops(Ctx *c, const CompileParams *p, const char *input,
	const char ***tops, Module *m)
{
	uint32_t i, n = 0;

	*tops = xcalloc(1, sizeof **tops);
	if (p->top || is_netlist_path(input)) {
		(*tops)[0] = p->top;
		return 1;
	}
	if (load_module(c, input, m))
		return 0;
	*tops = xrealloc(*tops, ((size_t)m->nfunc + 1) * sizeof **tops);
	for (i = 0; i < m->nfunc; i++)
		if (!m->funcs[i].is_decl)
			(*tops)[n++] = m->funcs[i].name;
	return n;
}

/* ------------------------------------------------------------ stages */

void stages_collect(void *user, const char *name, const Aig *g,
	const LutNet *ln, int proven)
{
	Stages *s = user;
	Aig *x;
	if (!strcmp(name, "given"))
		s->runs++;
	if (s->runs > 1)
		return; /* several circuits: no chain to prove through */
	grow((void **)&s->g, &s->cap, (uint64_t)s->n + 1, sizeof *s->g, 1u << 20,
		"stages");
	s->name = xrealloc(s->name, (size_t)s->cap * sizeof *s->name);
	s->text = xrealloc(s->text, (size_t)s->cap * sizeof *s->text);
	s->proven = xrealloc(s->proven, (size_t)s->cap);
	s->proven[s->n] = (uint8_t)(proven != 0);
	x = &s->g[s->n];
	memset(&s->text[s->n], 0, sizeof *s->text);
	s->name[s->n] = name;
	if (ln) {
		lutnet_to_aig(ln, x);
		if (s->keep_text)
			blif_write_luts(ln, &s->text[s->n]);
	} else {
		aig_copy(g, x);
		if (s->keep_text)
			aiger_write(g, 1, &s->text[s->n]);
	}
	s->n++;
}

void stages_free(Stages *s)
{
	uint32_t i;
	for (i = 0; i < s->n; i++) {
		aig_free(&s->g[i]);
		buf_free(&s->text[i]);
	}
	free(s->g);
	free(s->name);
	free(s->text);
	free(s->proven);
	memset(s, 0, sizeof *s);
}

int stages_save(Ctx *c, const Stages *s, const char *dir)
{
	uint32_t i;
	if (mkdir(dir, 0777) && errno != EEXIST) {
		diag_error(c, (Loc){NONE, 0, 0}, "--save-stages: cannot make "
			"'%s': %s", dir, strerror(errno));
		return 1;
	}
	for (i = 0; i < s->n; i++) {
		Buf path = {0};
		int bad;
		const Buf *t = &s->text[i];
		buf_printf(&path, "%s/%02u-%s.%s", dir, i + 1, s->name[i],
			t->len >= 3 && !memcmp(t->s, "aig", 3) ? "aig" : "blif");
		bad = write_file_atomic(path.s, t->s ? t->s : "", t->len);
		if (bad)
			diag_error(c, (Loc){NONE, 0, 0}, "--save-stages: cannot "
				"write '%s'", path.s);
		buf_free(&path);
		if (bad)
			return 1;
	}
	return 0;
}

/* Can --emit=KIND be proven at all?  0: no (diagnosed). */
static int verify_kind_ok(Ctx *c, const CompileParams *p)
{
	if (verify_ext[p->emit])
		return 1;
	diag_error(c, (Loc){NONE, 0, 0}, "--verify: --emit=%s is not a "
		"design that can be proven", backends[p->emit].name);
	c->usage = 1;  /* the command line's fault: exit 2 */
	return 0;
}

/* An AIGER output holds one circuit: n functions need --top.  (A BLIF
 * output holds one .model per function, each proven by its name.) */
static int verify_count_ok(Ctx *c, const CompileParams *p, uint32_t n)
{
	if (n <= 1 || p->emit != EMIT_AIGER)
		return 1;
	diag_error(c, (Loc){NONE, 0, 0}, "--verify: --emit=%s holds one "
		"circuit per function; choose one with --top=NAME",
		backends[p->emit].name);
	c->usage = 1;  /* as a missing --top elsewhere: exit 2 */
	return 0;
}

int lec_verify_usable(Ctx *c, const CompileParams *p, const char *input)
{
	const char **tops = NULL;
	Module m = {0};
	uint32_t n;
	int ok = verify_kind_ok(c, p);

	if (ok) {
		n = verify_tops(c, p, input, &tops, &m);
		ok = n && verify_count_ok(c, p, n);
	}
	free(tops);
	module_free(&m);
	return ok;
}

int lec_verify(Ctx *c, const CompileParams *p, const char *input,
	const Buf *out, double seconds, const Stages *st)
{
	const char *ext = verify_ext[p->emit], **tops = NULL;
	char dir[TMP_PATH], file[TMP_FILE], blif[TMP_FILE], log[TMP_FILE];
	Module m = {0};
	uint32_t i, n;
	int rc = 1, sv = p->emit == EMIT_SV || p->emit == EMIT_LUT_SV ||
		p->emit == EMIT_LUT_ICE40 || p->emit == EMIT_ICE40;
	int bits = p->emit == EMIT_BLIF || p->emit == EMIT_AIGER;

	if (!verify_kind_ok(c, p))
		return 1;
	if (tmp_make(c, dir, "verify"))
		return 1;
	snprintf(file, sizeof file, "%s/out.%s", dir, ext);
	snprintf(blif, sizeof blif, "%s/out.blif", dir);
	snprintf(log, sizeof log, "%s/yosys.log", dir);
	if (write_file_atomic(file, out->s ? out->s : "", out->len)) {
		diag_error(c, (Loc){NONE, 0, 0}, "cannot write '%s'", file);
		goto done;
	}
	n = verify_tops(c, p, input, &tops, &m);
	if (!n || !verify_count_ok(c, p, n))
		goto done;
	for (i = 0; i < n; i++) {
		LecRequest q = {{input, file}, {NULL, "output"}, {tops[i], NULL},
			{0, 0}, p->index_width, seconds, 0, 1, NULL, 0, NULL, 0,
			NULL, 0, flow_sum_k(p)};
		if (st && st->runs == 1 && n == 1) {
			q.via = st->g;
			q.nvia = st->n;
			q.via_proven = st->proven;
		}
		Buf res = {0}, svtop = {0};
		int r;
		if ((!bits || (p->emit == EMIT_BLIF && n > 1)) && !sv &&
		    !is_netlist_path(input))
			q.top[1] = tops[i];
		q.verilog_arith = sv && !q.via;
		if (sv) {
			if (tops[i])
				sv_legal(&svtop, tops[i], "m");
			if (yosys_blif(c, file, tops[i] ? svtop.s : NULL, blif,
			    log, 0)) { /* --timeout: each proof */
				buf_free(&svtop);
				goto done;
			}
			q.path[1] = blif;
		}
		buf_free(&svtop);
		r = lec_run(c, &q, &res);
		fprintf(stderr, "verify: %s%s--emit=%s: %s", tops[i] ? tops[i] :
			"", tops[i] ? ": " : "", backends[p->emit].name,
			res.s ? res.s : "error\n");
		buf_free(&res);
		if (r != 0)
			goto done;
	}
	rc = 0;
done:
	unlink(file);
	unlink(blif);
	unlink(log);
	tmp_done(dir);
	free(tops);
	module_free(&m);
	return rc;
}
