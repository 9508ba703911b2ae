/* main.c: the `combc` command: option parsing and the three commands
 * (compile, eval, sim).  The pipeline itself is in driver.c. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sim/sim.h"

static const char usage[] =
"usage: combc [compile] INPUT [-o OUT] [--emit=KIND] [--top=NAME]\n"
"                     [--index-width=N] [-O0|-O1|-O2] [--lut-size=K]\n"
"                     [--lut-pad] [--flatten] [--stats[=json]]\n"
"       combc eval INPUT [--top=NAME] [--index-width=N] [--hex] [--] ARG...\n"
"       combc sim INPUT [--top=NAME] [--vectors=N] [--seed=S]\n"
"                       [--simulator=verilator|iverilog|all]\n"
"                       [--emit=sv|lut-sv] [-O0|-O1|-O2] [--lut-size=K]\n"
"\n"
"Reads MLIR (comb, index, arith/std, func, cf, hw dialects), or an AIGER\n"
"(.aig, .aag) or BLIF (.blif) netlist.  INPUT '-' is standard input.\n"
"\n"
"commands:\n"
"  compile (default)  compile INPUT and print it as --emit=KIND\n"
"  eval               evaluate the top function on one argument per input\n"
"                     (decimal, negative decimal or 0x hex, truncated to the\n"
"                     port width); prints one line per result, unsigned\n"
"                     decimal (or 0x hex with --hex)\n"
"  sim                co-simulate the emitted design in Verilator and Icarus\n"
"                     against the evaluator (exhaustive when the inputs\n"
"                     total <= 20 bits, else corner values plus random)\n"
"\n"
"output kinds (--emit=KIND):\n"
"  sv                 word-level SystemVerilog, one module per function\n"
"                     (default; netlist inputs: their LUT netlist)\n"
"  mlir               the optimized design as MLIR (functions over index\n"
"                     stay over index unless --index-width is given)\n"
"  lut-sv             K-LUT netlist as SystemVerilog, word-level ports\n"
"  lut-mlir           K-LUT netlist as comb.truth_table ops (HEIR style)\n"
"  blif               K-LUT netlist as BLIF, one port per bit\n"
"  aiger              the optimized and-inverter graph as binary AIGER\n"
"  dot                the word-level netlist as a Graphviz graph\n"
"\n"
"options:\n"
"  -o OUT             write the output to OUT (atomically; default stdout)\n"
"  --top=NAME         the function or hw.module to use, with what it calls\n"
"                     (required by eval and sim when the file has several)\n"
"  --index-width=N    bits of `index` (32 or 64; default 64)\n"
"  -O0, -O1, -O2      optimization: none, simplification (default), plus\n"
"                     bit-width inference\n"
"  --lut-size=K       LUT inputs for the LUT outputs, 2..8 (default 6)\n"
"  --lut-pad          lut-mlir: pad every LUT to exactly K inputs\n"
"  --flatten          inline calls and instances into the top module\n"
"  --stats[=json]     print what each pass did and its time to stderr\n"
"  --hex              eval: print results in hexadecimal\n"
"  --vectors=N        sim: number of random vectors (default 1000)\n"
"  --seed=S           sim: random seed (default 1)\n"
"  --simulator=SIM    sim: verilator, iverilog or all (default all)\n"
"  --                 end of options (negative arguments may follow)\n"
"  -h, --help         this text\n"
"  --version          print the version\n"
"\n"
"exit status: 0 success, 1 bad input or failed check, 2 bad usage\n";

noreturn static void bad_usage(const char *fmt, const char *arg)
{
	fprintf(stderr, "combc: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n(run 'combc --help' for usage)\n");
	exit(2);
}

static uint64_t parse_num(const char *s, const char *opt)
{
	char *end;
	unsigned long long v;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (errno || !*s || *end || *s == '-')
		bad_usage("bad number for %s", opt);
	return v;
}

/* Is s a number argument (so not an option) such as -5 or -0x1f? */
static int is_number(const char *s)
{
	return s[0] == '-' && s[1] >= '0' && s[1] <= '9';
}

static const char *emit_kinds[] = {"sv", "mlir", "lut-sv", "lut-mlir",
	"blif", "aiger", "dot"};

static void parse_args(int argc, char **argv, int start, Options *o)
{
	int i, dashdash = 0;
	size_t k;

	o->args = xcalloc((size_t)argc + 1, sizeof *o->args);
	for (i = start; i < argc; i++) {
		const char *a = argv[i];
		if (dashdash || a[0] != '-' || !strcmp(a, "-") || is_number(a)) {
			if (!o->input)
				o->input = a;
			else
				o->args[o->nargs++] = argv[i];
		} else if (!strcmp(a, "--")) {
			dashdash = 1;
		} else if (!strcmp(a, "-o")) {
			if (++i == argc)
				bad_usage("%s needs a file name", "-o");
			o->output = argv[i];
		} else if (!strncmp(a, "--emit=", 7)) {
			o->emit = a + 7;
			for (k = 0; k < countof(emit_kinds); k++)
				if (!strcmp(o->emit, emit_kinds[k]))
					break;
			if (k == countof(emit_kinds))
				bad_usage("unknown output kind '%s'", o->emit);
		} else if (!strncmp(a, "--top=", 6)) {
			o->top = a + 6;
		} else if (!strncmp(a, "--index-width=", 14)) {
			uint64_t w = parse_num(a + 14, "--index-width");
			if (w != 32 && w != 64)
				bad_usage("--index-width must be 32 or 64, not %s",
					a + 14);
			o->index_width = (unsigned)w;
		} else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") ||
			   !strcmp(a, "-O2")) {
			o->opt = a[2] - '0';
		} else if (!strncmp(a, "--lut-size=", 11)) {
			uint64_t k2 = parse_num(a + 11, "--lut-size");
			if (k2 < 2 || k2 > 8)
				bad_usage("--lut-size must be 2..8, not %s", a + 11);
			o->lut_size = (int)k2;
		} else if (!strcmp(a, "--lut-pad")) {
			o->lut_pad = 1;
		} else if (!strcmp(a, "--flatten")) {
			o->flatten = 1;
		} else if (!strcmp(a, "--stats")) {
			o->stats = 1;
		} else if (!strcmp(a, "--stats=json")) {
			o->stats = 2;
		} else if (!strcmp(a, "--hex")) {
			o->hex = 1;
		} else if (!strncmp(a, "--vectors=", 10)) {
			o->vectors = parse_num(a + 10, "--vectors");
		} else if (!strncmp(a, "--seed=", 7)) {
			o->seed = parse_num(a + 7, "--seed");
		} else if (!strncmp(a, "--simulator=", 12)) {
			o->simulator = a + 12;
			if (strcmp(o->simulator, "verilator") &&
			    strcmp(o->simulator, "iverilog") &&
			    strcmp(o->simulator, "all"))
				bad_usage("unknown simulator '%s'", o->simulator);
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage, stdout);
			exit(0);
		} else if (!strcmp(a, "--version")) {
			puts("combc 0.1.0");
			exit(0);
		} else {
			bad_usage("unknown option '%s'", a);
		}
	}
	if (!o->input)
		bad_usage("%s", "no input file");
}

/* Arguments of eval, one per input, into BV_WORDS(width) words each.
 * A wrong count or a non-number is bad usage: returns 2. */
static int eval_args(const Options *o, const Func *f, unsigned W,
	Word **in)
{
	uint32_t i;
	if ((uint32_t)o->nargs != f->nin) {
		fprintf(stderr, "combc: error: '%s' takes %u argument%s, got %d\n",
			f->name, f->nin, f->nin == 1 ? "" : "s", o->nargs);
		return 2;
	}
	for (i = 0; i < f->nin; i++) {
		unsigned w = type_width(f->in_ty[i], W);
		in[i] = xcalloc(BV_WORDS(w), sizeof **in);
		if (bv_parse(in[i], w, o->args[i], strlen(o->args[i]), NULL)) {
			fprintf(stderr, "combc: error: argument %u ('%s') of '%s' "
				"is not a number\n", i + 1, o->args[i], f->name);
			return 2;
		}
	}
	return 0;
}

static int cmd_eval(const Options *o)
{
	Module m = {0};
	uint32_t top, i;
	const Func *f = NULL;
	Word **in = NULL, **out = NULL;
	Evaluator *e;
	unsigned W = o->index_width ? o->index_width : 64;
	int rc = 1;

	if (load_module(o, &m) || pick_top(o, &m, 1, &top))
		goto done;
	f = &m.funcs[top];
	in = xcalloc(f->nin + 1, sizeof *in);
	out = xcalloc(f->nout + 1, sizeof *out);
	if ((rc = eval_args(o, f, W, in)) != 0)
		goto done;
	rc = 1;
	for (i = 0; i < f->nout; i++)
		out[i] = xcalloc(BV_WORDS(type_width(f->out_ty[i], W)),
			sizeof **out);
	e = eval_new(&m, top, W);
	if (!e)
		goto done;
	if (eval_run(e, (const Word *const *)in, out) == 0) {
		Buf b = {0};
		for (i = 0; i < f->nout; i++) {
			unsigned w = type_width(f->out_ty[i], W);
			if (o->hex)
				bv_print_hex(&b, out[i], w);
			else
				bv_print_udec(&b, out[i], w);
			buf_putc(&b, '\n');
		}
		if (b.len)
			fwrite(b.s, 1, b.len, stdout);
		buf_free(&b);
		rc = 0;
	}
	eval_free(e);
done:
	for (i = 0; f && i < f->nin; i++)
		free(in[i]);
	for (i = 0; f && i < f->nout; i++)
		free(out[i]);
	free(in);
	free(out);
	module_free(&m);
	return rc;
}

/* .aig/.aag/.blif inputs take the netlist flow (netflow.c). */
static int is_netlist(const char *path)
{
	const char *dot = strrchr(path, '.');
	return dot && (!strcmp(dot, ".aig") || !strcmp(dot, ".aag") ||
		!strcmp(dot, ".blif"));
}

static int cmd_compile(const Options *o)
{
	Module m = {0};
	uint32_t top;
	Buf out = {0};
	int rc = 1;

	if (is_netlist(o->input)) {
		/* a netlist's SystemVerilog is its LUT netlist */
		if (netflow_run(o->ctx, o->input, strcmp(o->emit, "sv") ? o->emit :
			"lut-sv", o->lut_size, o->lut_pad, o->stats, &out))
			goto done;
	} else if (load_module(o, &m) || pick_top(o, &m, 0, &top) ||
	    compile_module(o, &m, top, &out))
		goto done;
	if (o->output) {
		if (write_file_atomic(o->output, out.s ? out.s : "", out.len)) {
			fprintf(stderr, "combc: error: cannot write '%s'\n",
				o->output);
			goto done;
		}
	} else if (out.len) {
		fwrite(out.s, 1, out.len, stdout);
	}
	rc = 0;
done:
	buf_free(&out);
	module_free(&m);
	return rc;
}

int main(int argc, char **argv)
{
	Options o = {0};
	Ctx ctx = {0};
	int start = 1, rc;
	const char *cmd = argc > 1 ? argv[1] : "";

	o.ctx = &ctx;
	o.emit = "sv";
	o.opt = 1;
	o.lut_size = 6;
	o.seed = 1;
	o.simulator = "all";
	if (!strcmp(cmd, "eval") || !strcmp(cmd, "sim") ||
	    !strcmp(cmd, "compile"))
		start = 2;
	parse_args(argc, argv, start, &o);
	if (!strcmp(cmd, "eval"))
		rc = cmd_eval(&o);
	else if (!strcmp(cmd, "sim"))
		rc = sim_main(&o);
	else if (o.nargs)
		bad_usage("unexpected argument '%s'", o.args[0]);
	else
		rc = cmd_compile(&o);
	if (o.stats) {
		Buf b = {0};
		stats_print(&ctx, &b, o.stats == 2);
		fputs(b.s ? b.s : "", stderr);
		buf_free(&b);
	}
	ctx_free(&ctx);
	free(o.args);
	return rc;
}
