/* main.c: the `combc` command: option parsing and the commands
 * (compile, eval, sim, fpga; lec parses its own).  The pipeline itself is in src/flow/driver.c;
 * this file and sim/ are the executable, not libcombc. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sim/sim.h"

static const char usage_head[] =
"usage: combc [compile] INPUT [-o OUT] [--emit=KIND] [--top=NAME]\n"
"                     [--index-width=N] [-O0|-O1|-O2] [--lut-size=K]\n"
"                     [--lut-depth=min|any|N] [--lut-rounds=N]\n"
"                     [--lut-remap=N] [--lut-pad] [--flatten]\n"
"                     [--no-fraig] [--no-choices]\n"
"                     [--no-exact] [--no-mfs] [--no-brent-kung]\n"
"                     [--stats[=json]] [--save-stages=DIR]\n"
"                     [--verify [--timeout=SECONDS]]\n"
"                     [--max-memory=SIZE] [--error-limit=N]\n"
"       combc eval INPUT [--top=NAME] [--index-width=N] [--hex] [--] ARG...\n"
"       combc sim INPUT [--top=NAME] [--index-width=N] [--vectors=N]\n"
"                       [--seed=S] [--simulator=verilator|iverilog|all]\n"
"                       [--emit=sv|lut-sv|lut-ice40|ice40] [-O0|-O1|-O2]\n"
"                       [--lut-size=K] [--lut-depth=min|any|N]\n"
"                       [--lut-rounds=N] [--lut-remap=N] [--flatten]\n"
"                       [--no-fraig ... --no-brent-kung]\n"
"                       [--timeout=SECONDS] [--keep-temps]\n"
"       combc lec A B [--top=NAME | --top-a=NAME --top-b=NAME]\n"
"                     [--index-width=N] [--timeout=SECONDS]\n"
"       combc fpga INPUT [--top=NAME] [--target=ice40] [--device=hx8k]\n"
"                        [--package=P] [--flow=best|sv|mixed|lut]\n"
"                        [-o OUT.bin]\n"
"                        [-O0|-O1|-O2] [--seed=S] [--timeout=SECONDS]\n"
"                        [--keep-temps]\n"
"\n"
"Reads MLIR (comb, index, arith/std, func, cf, hw dialects), or an AIGER\n"
"(.aig, .aag) or BLIF (.blif) netlist.  INPUT '-' is standard input.\n"
"\n"
"commands:\n"
"  compile (default)  compile INPUT and print it as --emit=KIND\n"
"  eval               evaluate the top function (or a netlist: its word ports\n"
"                     a[0].. grouped) on one argument per input\n"
"                     (decimal, negative decimal or 0x hex, truncated to the\n"
"                     port width); prints one line per result, unsigned\n"
"                     decimal (or 0x hex with --hex)\n"
"  sim                co-simulate the emitted design in Verilator and Icarus\n"
"                     against the evaluator (exhaustive when the inputs\n"
"                     total <= 20 bits, else corner values plus random)\n"
"  lec                prove that A and B (MLIR, AIGER, BLIF, Verilog) compute\n"
"                     the same function, or print a counterexample\n"
"                     ('combc lec --help')\n"
"  fpga               synthesize (Yosys synth_ice40), place and route\n"
"                     (nextpnr-ice40) and pack (icepack) the top, with its\n"
"                     inputs and outputs registered; print LUT4, carry,\n"
"                     RAM and logic-cell counts, the critical path and the\n"
"                     maximum frequency; write the bitstream (OUT.bin,\n"
"                     default TOP.bin).  --flow=sv hands Yosys word-level\n"
"                     SV (arithmetic on carry chains), --flow=lut\n"
"                     combc's LUT-4 mapping as SB_LUT4 cells, --flow=mixed\n"
"                     --emit=ice40 (carry-chain arithmetic around combc's\n"
"                     LUTs); --flow=best (default) runs the three and\n"
"                     keeps the fewest LUT4 among those no slower than\n"
"                     sv.  Without -O: sv at -O1, mixed and lut at -O2.\n"
"                     --device: hx8k (default, ct256), hx4k,\n"
"                     hx1k, lp8k, lp4k, lp1k, up5k\n"
"\n";

static const char usage_tail[] =
"options (each command takes those of its usage line and --top,\n"
"--index-width, --stats, --max-memory, --error-limit; another\n"
"command's option is bad usage, exit 2):\n"
"  -o OUT             write the output to OUT (atomically; default or '-':\n"
"                     stdout)\n"
"  --top=NAME         the function or hw.module to use, with what it calls\n"
"                     (required by eval and sim when the file has several);\n"
"                     in a BLIF file with several models, the top .model\n"
"                     (default: the one no .subckt instantiates)\n"
"  --index-width=N    bits of `index` (32 or 64; default 64)\n"
"  -O0, -O1, -O2      optimization: none, simplification (default), plus\n"
"                     bit-width inference\n"
"  --lut-size=K       LUT inputs for the LUT outputs, 2..8 (default 6)\n"
"  --lut-depth=D      LUT levels: min (default) maps for the fewest levels\n"
"                     of the design as bit-blasted (carries and compares\n"
"                     ripple; carry-lookahead only when it also saves\n"
"                     LUTs), then the fewest LUTs at that depth; any for\n"
"                     the fewest LUTs at any depth; N for the fewest LUTs\n"
"                     within N levels (or the minimum, when N is below\n"
"                     it).  With any, or N at least twice the dividend's\n"
"                     bits, a division by a constant may become a chain\n"
"                     of LUTs (about a level per quotient bit) when that\n"
"                     maps to fewer LUTs\n";

static const char usage_tail2[] =
"  --lut-rounds=N     LUT outputs: after packing and resynthesis, up to N\n"
"                     more rounds of both while each removes LUTs\n"
"                     (default 0; 0..64; slower, often fewer LUTs)\n"
"  --lut-remap=N      LUT outputs: read the LUT net back as a graph and\n"
"                     map it again within the same depth, up to N times\n"
"                     while each has fewer LUTs, and on (up to 8 rounds)\n"
"                     while one removes a tenth of the LUTs (default 1;\n"
"                     0..64; nets of at most 4096 LUTs; 0 is faster)\n"
"  --lut-pad          lut-mlir: pad every LUT to exactly K inputs\n"
"  --flatten          inline calls and instances into the top module\n"
"  --no-fraig         bit-level outputs: skip merging the nodes that\n"
"                     simulation and SAT prove equal (faster, larger)\n"
"  --no-choices       LUT outputs: skip the choice graph (the candidate\n"
"                     structures merged where SAT proves nodes equal, the\n"
"                     mapper picking one per cut; faster, larger)\n"
"  --no-exact         LUT-6 outputs: skip the exact mapping of small\n"
"                     choice graphs (SAT picks the fewest LUTs among their\n"
"                     cuts within the depth bound; faster, maybe larger)\n"
"  --no-mfs           LUT outputs: skip the SAT-based resynthesis of the\n"
"                     mapped LUTs under their don't cares (faster, larger)\n"
"  --no-brent-kung    LUT outputs (K >= 4, not the iCE40 ones): skip mapping\n"
"                     the design a second time with Brent-Kung adders\n"
"                     instead of ripple ones (within the first mapping's\n"
"                     depth, the fewer LUTs win; faster, maybe larger)\n"
"  --save-stages=DIR  bit-level outputs: write every intermediate netlist\n"
"                     of the flow to DIR (01-given.aig, 02-reduced.aig,\n"
"                     ..., NN-mapped.blif, ...); consecutive ones are\n"
"                     equivalent, so other tools can check them pairwise\n"
"  --stats[=json]     print what each pass did and its time to stderr\n"
"  --verify           compile: prove the output equal to the input (as\n"
"                     'combc lec'; SystemVerilog read back with Yosys;\n"
"                     bit-level outputs through each intermediate stage,\n"
"                     the resynthesis proving each of its steps itself),\n"
"                     print the verdict to stderr, fail when it is not\n"
"  --max-memory=SIZE  stop with \"design too large\" (exit 1; lec 2) when the\n"
"                     heap would pass SIZE bytes (suffix K, M, G, T;\n"
"                     default half of the physical memory)\n"
"  --error-limit=N    show at most N errors (default 20; 0: all); the\n"
"                     rest are counted in a closing note\n"
"  --hex              eval: print results in hexadecimal\n"
"  --vectors=N        sim: random vectors after the corner ones (default\n"
"                     1000; 0: corner/exhaustive ones only)\n"
"  --seed=S           sim: random seed; fpga: nextpnr's seed (default 1)\n"
"  --simulator=SIM    sim: verilator, iverilog or all (default all)\n"
"  --timeout=SECONDS  sim: time limit of each simulator build or run step\n"
"                     (default 600; 0: none); past it the step's process\n"
"                     group is killed and sim fails, exit 1; compile\n"
"                     --verify: time limit of each proof (past it the\n"
"                     verdict is 'unknown' and the compile fails)\n"
"  --keep-temps       sim, fpga: keep the temporary directory (and print where);\n"
"                     fpga keeps it anyway after a failure\n"
"  --                 end of options (negative arguments may follow)\n"
"  -h, --help         this text\n"
"  --version          print the version\n"
"\n"
"environment: COMBC_CACHE_DIR (else $XDG_CACHE_HOME/combc, else\n"
"  ~/.cache/combc): where sim caches the Verilator runtime's objects\n"
"  ('off': nowhere); COMBC_SIM_KEEP=1: as --keep-temps\n"
"\n"
"exit status: 0 success, 1 bad input or failed check, 2 bad usage\n";

noreturn void usage_error(const char *help, const char *fmt,
	const char *arg)
{
	fprintf(stderr, "combc: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n(run '%s' for usage)\n", help);
	exit(2);
}

noreturn static void bad_usage(const char *fmt, const char *arg)
{
	usage_error("combc --help", fmt, arg);
}

/* "64M", "2G", "1048576": bytes, with a K, M, G or T suffix (powers of
 * 1024, an optional B after it). */
uint64_t parse_size(const char *s, const char *opt)
{
	static const char sfx[] = "KMGT";
	const char *p;
	char *end;
	unsigned long long v;
	int shift = 0;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno || *s < '0' || *s > '9')
		bad_usage("bad size for %s", opt);
	if (*end && (p = strchr(sfx, end[0] & ~0x20))) {
		shift = 10 * (int)(p - sfx + 1);
		end++;
		if ((*end & ~0x20) == 'B')
			end++;
	}
	if (*end || v == 0 || v > UINT64_MAX >> shift)
		bad_usage("bad size for %s (use e.g. 512M or 4G)", opt);
	return (uint64_t)v << shift;
}

static uint64_t parse_num(const char *s, const char *opt)
{
	char *end;
	unsigned long long v;
	errno = 0;
	v = strtoull(s, &end, 10);
	/* decimal digits only: strtoull would also take "+4", " 4" */
	if (errno || *s < '0' || *s > '9' || *end)
		bad_usage("bad number for %s", opt);
	return v;
}

/* A count of rounds, 0..64, for option opt. */
static uint32_t parse_rounds(const char *s, const char *opt)
{
	uint64_t n = parse_num(s, opt);
	if (n > 64) {
		char msg[64];
		snprintf(msg, sizeof msg, "%s must be 0..64, not %%s", opt);
		bad_usage(msg, s);
	}
	return (uint32_t)n;
}

/* Is s a number argument (so not an option) such as -5 or -0x1f? */
static int is_number(const char *s)
{
	return s[0] == '-' && s[1] >= '0' && s[1] <= '9';
}

/* --help: the fixed text, then the backends from the table, then the
 * options. */
static void print_usage(void)
{
	size_t i;
	const char *h;

	fputs(usage_head, stdout);
	fputs("output kinds (--emit=KIND):\n", stdout);
	for (i = 0; i < NEMIT_; i++) {
		printf("  %-17s  ", backends[i].name);
		for (h = backends[i].help; *h; h++) {
			putchar(*h);
			if (*h == '\n')
				fputs("                     ", stdout);
		}
		putchar('\n');
	}
	fputs("\n", stdout);
	fputs(usage_tail, stdout);
	fputs(usage_tail2, stdout);
}

/* The options that only some commands take (prefix: a name ending in
 * '=' or "-O", "--no-"); the rest (--top, --index-width, --stats,
 * --max-memory, --error-limit, --help) every command takes. */
static const struct {
	const char *name;
	unsigned cmds;
} only_for[] = {
	{"-o", CMD_COMPILE | CMD_FPGA},
	{"--emit=", CMD_COMPILE | CMD_SIM},
	{"-O", CMD_COMPILE | CMD_SIM | CMD_FPGA},
	{"--lut-size=", CMD_COMPILE | CMD_SIM},
	{"--lut-depth=", CMD_COMPILE | CMD_SIM},
	{"--lut-rounds=", CMD_COMPILE | CMD_SIM},
	{"--lut-remap=", CMD_COMPILE | CMD_SIM},
	{"--lut-pad", CMD_COMPILE},
	{"--flatten", CMD_COMPILE | CMD_SIM},
	{"--no-", CMD_COMPILE | CMD_SIM},
	{"--save-stages=", CMD_COMPILE},
	{"--verify", CMD_COMPILE},
	{"--hex", CMD_EVAL},
	{"--vectors=", CMD_SIM},
	{"--simulator=", CMD_SIM},
	{"--seed=", CMD_SIM | CMD_FPGA},
	{"--timeout=", CMD_COMPILE | CMD_SIM | CMD_FPGA},
	{"--keep-temps", CMD_SIM | CMD_FPGA},
};

/* Option a given to a command that does not take it: bad usage, as
 * an option nobody takes. */
static void check_command(const Options *o, const char *a)
{
	static const char *const cmd_name[] = {"compile", "eval", "sim",
		"fpga"};
	char msg[160];
	size_t i, n;
	int k;

	for (i = 0; i < countof(only_for); i++) {
		n = strlen(only_for[i].name);
		if (strncmp(a, only_for[i].name, n) ||
		    (a[n] && only_for[i].name[n - 1] != '=' &&
		    strcmp(only_for[i].name, "-O") &&
		    strcmp(only_for[i].name, "--no-")))
			continue;
		if (only_for[i].cmds & o->cmd)
			return;
		for (k = 0; !(o->cmd >> k & 1); k++)
			;
		snprintf(msg, sizeof msg, "'combc %s' takes no option %.*s",
			cmd_name[k], (int)(strchr(a, '=') ? (size_t)(strchr(a,
			'=') - a) : strlen(a)), a);
		bad_usage("%s", msg);
	}
}

/* Is a the name of an option that takes a value, given without one
 * (`--top NAME` for `--top=NAME`)? */
static int takes_value(const char *a)
{
	static const char *const names[] = {"--emit", "--top",
		"--index-width", "--lut-size", "--lut-depth", "--lut-rounds",
		"--lut-remap",
		"--save-stages", "--vectors", "--max-memory", "--error-limit",
		"--timeout", "--seed", "--simulator", "--target", "--device",
		"--package", "--flow"};
	size_t i;

	for (i = 0; i < countof(names); i++)
		if (!strcmp(a, names[i]))
			return 1;
	return 0;
}

static void parse_args(int argc, char **argv, int start, Options *o)
{
	int i, dashdash = 0, lut_size_given = 0;

	o->args = xcalloc((size_t)argc + 1, sizeof *o->args);
	for (i = start; i < argc; i++) {
		const char *a = argv[i];
		if (!dashdash && a[0] == '-' && a[1] && !is_number(a))
			check_command(o, a);
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
			const Backend *be = backend_find(a + 7);
			if (!be)
				bad_usage("unknown output kind '%s'", a + 7);
			o->cp.emit = (EmitKind)(be - backends);
		} else if (!strncmp(a, "--top=", 6)) {
			o->cp.top = a + 6;
		} else if (!strncmp(a, "--index-width=", 14)) {
			uint64_t w = parse_num(a + 14, "--index-width");
			if (w != 32 && w != 64)
				bad_usage("--index-width must be 32 or 64, not %s",
					a + 14);
			o->cp.index_width = (unsigned)w;
			o->cp.index_fixed = 1;
		} else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") ||
			   !strcmp(a, "-O2")) {
			o->cp.opt = a[2] - '0';
			o->opt_given = 1;
		} else if (!strncmp(a, "--lut-size=", 11)) {
			uint64_t k2 = parse_num(a + 11, "--lut-size");
			if (k2 < 2 || k2 > 8)
				bad_usage("--lut-size must be 2..8, not %s", a + 11);
			o->cp.lut_size = (int)k2;
			lut_size_given = 1;
		} else if (!strncmp(a, "--lut-depth=", 12)) {
			if (!strcmp(a + 12, "min")) {
				o->cp.lut_depth = 0;
			} else if (!strcmp(a + 12, "any")) {
				o->cp.lut_depth = LUT_DEPTH_ANY;
			} else {
				uint64_t d = a[12] >= '0' && a[12] <= '9' ?
					parse_num(a + 12, "--lut-depth") : 0;
				if (d < 1 || d >= LUT_DEPTH_ANY)
					bad_usage("--lut-depth must be min, any "
						"or 1..2^30-1 levels, not %s",
						a + 12);
				o->cp.lut_depth = (uint32_t)d;
			}
		} else if (!strncmp(a, "--lut-rounds=", 13)) {
			o->cp.lut_rounds = parse_rounds(a + 13, "--lut-rounds");
		} else if (!strncmp(a, "--lut-remap=", 12)) {
			o->cp.lut_remap = parse_rounds(a + 12, "--lut-remap");
		} else if (!strcmp(a, "--lut-pad")) {
			o->cp.lut_pad = 1;
		} else if (!strcmp(a, "--flatten")) {
			o->cp.flatten = 1;
		} else if (!strcmp(a, "--no-fraig")) {
			o->cp.reduce = NULL;
		} else if (!strcmp(a, "--no-choices")) {
			o->cp.classes = NULL;
		} else if (!strcmp(a, "--no-exact")) {
			o->cp.exact = NULL;
		} else if (!strcmp(a, "--no-mfs")) {
			o->cp.resyn = NULL;
		} else if (!strcmp(a, "--no-brent-kung")) {
			o->cp.brent_kung = 0;
		} else if (!strncmp(a, "--save-stages=", 14) && a[14]) {
			o->save_stages = a + 14;
		} else if (!strcmp(a, "--stats")) {
			o->stats = 1;
		} else if (!strcmp(a, "--stats=json")) {
			o->stats = 2;
		} else if (!strcmp(a, "--hex")) {
			o->hex = 1;
		} else if (!strcmp(a, "--verify")) {
			o->verify = 1;
		} else if (!strncmp(a, "--vectors=", 10)) {
			o->vectors = parse_num(a + 10, "--vectors");
		} else if (!strncmp(a, "--max-memory=", 13)) {
			o->max_memory = parse_size(a + 13, "--max-memory");
		} else if (!strncmp(a, "--error-limit=", 14)) {
			uint64_t n = parse_num(a + 14, "--error-limit");
			o->ctx->max_errors = n > UINT32_MAX ? UINT32_MAX :
				(uint32_t)n;
		} else if (!strncmp(a, "--timeout=", 10)) {
			uint64_t t = parse_num(a + 10, "--timeout");
			if (t > 1u << 30)
				bad_usage("--timeout is in seconds, at most 2^30: "
					"%s", a + 10);
			o->timeout = (unsigned)t;
		} else if (!strcmp(a, "--keep-temps")) {
			o->keep_temps = 1;
		} else if (!strncmp(a, "--seed=", 7)) {
			o->seed = parse_num(a + 7, "--seed");
		} else if (!strncmp(a, "--simulator=", 12)) {
			o->simulator = a + 12;
			if (strcmp(o->simulator, "verilator") &&
			    strcmp(o->simulator, "iverilog") &&
			    strcmp(o->simulator, "all"))
				bad_usage("unknown simulator '%s'", o->simulator);
		} else if (o->fpga && !strncmp(a, "--target=", 9)) {
			o->target = a + 9;
		} else if (o->fpga && !strncmp(a, "--device=", 9)) {
			o->device = a + 9;
		} else if (o->fpga && !strncmp(a, "--package=", 10)) {
			o->package = a + 10;
		} else if (o->fpga && !strncmp(a, "--flow=", 7)) {
			o->flow = a + 7;
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			print_usage();
			exit(0);
		} else if (!strcmp(a, "--version")) {
			puts("combc 0.1.0");
			exit(0);
		} else if (takes_value(a)) {
			char msg[64];
			snprintf(msg, sizeof msg, "%s takes a value (%s=VALUE)",
				a, a);
			bad_usage("%s", msg);
		} else {
			bad_usage("unknown option '%s'", a);
		}
	}
	if (!o->input)
		bad_usage("%s", "no input file");
	if ((o->cp.emit == EMIT_LUT_ICE40 || o->cp.emit == EMIT_ICE40) &&
	    lut_size_given && o->cp.lut_size > 4)
		bad_usage("--emit=lut-ice40 and ice40 map to 4-input LUTs, not "
			"--lut-size=%s",
			o->cp.lut_size == 5 ? "5" : o->cp.lut_size == 6 ? "6" :
			o->cp.lut_size == 7 ? "7" : "8");
}

/* Arguments of eval, one per input, into BV_WORDS(width) words each.
 * A wrong count or a non-number is bad usage: returns 2. */
static int eval_args(const Options *o, const Func *f, unsigned W,
	Word **in)
{
	const Loc nowhere = {NONE, 0, 0};
	uint32_t i;

	if ((uint32_t)o->nargs != f->nin) {
		diag_error(o->ctx, nowhere, "'%s' takes %u argument%s, got %d",
			f->name, f->nin, f->nin == 1 ? "" : "s", o->nargs);
		return 2;
	}
	for (i = 0; i < f->nin; i++) {
		unsigned w = type_width(f->in_ty[i], W);
		in[i] = xcalloc(BV_WORDS(w), sizeof **in);
		if (bv_parse(in[i], w, o->args[i], strlen(o->args[i]), NULL)) {
			diag_error(o->ctx, nowhere, "argument %u ('%s') of "
				"'%s' is not a number", i + 1, o->args[i],
				f->name);
			return 2;
		}
	}
	return 0;
}

/* eval of a netlist: its word ports (bits "a[3]" grouped, as lec pairs
 * them), simulated as an AIG. */
static int eval_netlist(const Options *o)
{
	const Loc nowhere = {NONE, 0, 0};
	Aig g;
	WordPorts wp = {0};
	char *text = NULL;
	uint64_t *pi = NULL, *val = NULL;
	Word *x = NULL;
	Buf b = {0};
	uint32_t i, k;
	int rc = 1;

	if (load_bits(o->ctx, o->input, o->cp.top, o->cp.index_width, 0, &g,
	    &text) ||
	    word_ports(o->ctx, o->input, &g, &wp))
		goto done;
	if ((uint32_t)o->nargs != wp.nin) {
		diag_error(o->ctx, nowhere, "'%s' takes %u argument%s, got %d",
			o->input, wp.nin, wp.nin == 1 ? "" : "s", o->nargs);
		rc = 2;
		goto done;
	}
	pi = xcalloc((size_t)g.npi + 1, sizeof *pi);
	val = xmalloc(((size_t)g.nnode + 1) * sizeof *val);
	for (i = 0; i < wp.nin; i++) {
		uint32_t w = wp.in[i].w;
		free(x);
		x = xcalloc(BV_WORDS(w) + 1, sizeof *x);
		if (bv_parse(x, w, o->args[i], strlen(o->args[i]), NULL)) {
			diag_error(o->ctx, nowhere, "argument %u ('%s') of "
				"'%s' is not a number", i + 1, o->args[i],
				o->input);
			rc = 2;
			goto done;
		}
		for (k = 0; k < w; k++)
			pi[wp.in[i].bit[k]] = x[k / 64] >> (k % 64) & 1;
	}
	aig_sim64(&g, pi, val);
	for (i = 0; i < wp.nout; i++) {
		uint32_t w = wp.out[i].w;
		free(x);
		x = xcalloc(BV_WORDS(w) + 1, sizeof *x);
		for (k = 0; k < w; k++)
			if (aig_litval(val, g.pos[wp.out[i].bit[k]]) & 1)
				x[k / 64] |= (Word)1 << (k % 64);
		if (o->hex)
			bv_print_hex(&b, x, w);
		else
			bv_print_udec(&b, x, w);
		buf_putc(&b, '\n');
	}
	if (b.len)
		fwrite(b.s, 1, b.len, stdout);
	rc = 0;
done:
	buf_free(&b);
	free(x);
	free(pi);
	free(val);
	word_ports_free(&wp);
	aig_free(&g);
	free(text);
	return rc;
}

static int cmd_eval(const Options *o)
{
	Module m = {0};
	uint32_t top, i;
	const Func *f = NULL;
	Word **in = NULL, **out = NULL;
	Evaluator *e;
	unsigned W = o->cp.index_width;
	int rc = 1;

	if (is_netlist_path(o->input))
		return eval_netlist(o);
	if (load_module(o->ctx, o->input, &m) ||
	    pick_top(o->ctx, o->cp.top, &m, 1, &top))
		goto done;
	f = &m.funcs[top];
	o->ctx->phase = "eval"; /* named by "design too large" */
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

static int cmd_compile(const Options *o)
{
	Buf out = {0};
	int rc = 1;

	Stages st = {0};
	CompileParams cp = o->cp;

	if (o->verify && !lec_verify_usable(o->ctx, &o->cp, o->input))
		goto done;
	if (o->verify) {
		cp.certify = 1;   /* mfs proves its steps, lec the rest */
		cp.certify_seconds = o->timeout; /* a proof's limit */
	}
	if (o->verify || o->save_stages) {
		cp.stage = stages_collect;
		cp.stage_user = &st;
		st.keep_text = o->save_stages != NULL;
	}
	if (compile_file(o->ctx, &cp, o->input, &out))
		goto done;
	if (o->save_stages && stages_save(o->ctx, &st, o->save_stages))
		goto done;
	if (o->verify && lec_verify(o->ctx, &o->cp, o->input, &out,
	    o->timeout, &st))
		goto done;
	if (o->output && strcmp(o->output, "-")) {
		if (write_file_atomic(o->output, out.s ? out.s : "", out.len)) {
			diag_error(o->ctx, (Loc){NONE, 0, 0}, "cannot write "
				"'%s': %s", o->output, strerror(errno));
			goto done;
		}
	} else if (out.len) {
		fwrite(out.s, 1, out.len, stdout);
	}
	rc = 0;
done:
	stages_free(&st);
	buf_free(&out);
	return rc;
}

/* eval and sim run under ctx_protect ("design too large" ends them with
 * a diagnostic); compile_file protects itself. */
static int run_eval(Ctx *c, void *arg)
{
	(void)c;
	return cmd_eval(arg);
}

typedef struct {
	int argc;
	char **argv;
} LecArgs;

static int run_lec(Ctx *c, void *arg)
{
	LecArgs *a = arg;
	return lec_main(c, a->argc, a->argv);
}

/* The progress line: on a terminal only, for phases that run longer than
 * a second, redrawn at most four times a second, erased when the phase
 * ends. */
typedef struct {
	double start, last;
	int shown;
} Progress;

static void show_progress(void *user, const char *phase, double frac)
{
	Progress *pr = user;
	double t = now_seconds();

	if (frac >= 1) {
		if (pr->shown)
			fputs("\r\033[K", stderr);
		pr->shown = 0;
		pr->start = 0;
		return;
	}
	if (pr->start == 0)
		pr->start = t;
	if (t - pr->start < 1 || t - pr->last < 0.25)
		return;
	pr->last = t;
	pr->shown = 1;
	fprintf(stderr, "\rcombc: %s %3.0f%% (%.0f s)\033[K", phase,
		100 * frac, t - pr->start);
	fflush(stderr);
}

static int run_sim(Ctx *c, void *arg)
{
	(void)c;
	return sim_main(arg);
}

static int run_fpga(Ctx *c, void *arg)
{
	(void)c;
	return fpga_main(arg);
}

/* The errors --error-limit kept back, counted in one note. */
static void note_muted(Ctx *c)
{
	if (c->max_errors && (uint32_t)c->nerror > c->max_errors) {
		c->muted = 0;
		diag_note(c, (Loc){NONE, 0, 0}, "%s%u more error%s not shown "
			"(%s--error-limit=0 shows all)",
			c->stopped ? "at least " : "",
			(uint32_t)c->nerror - c->max_errors,
			(uint32_t)c->nerror - c->max_errors == 1 ? "" : "s",
			c->stopped ? "the input was not read past them; " : "");
	}
}

/* A result on standard output that could not be written (a full disk
 * behind `> out.sv`, a closed descriptor) is an error, as with -o: rc,
 * or fail when rc was success. */
static int stdout_written(int rc, int fail)
{
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return rc;
	fprintf(stderr, "combc: error: cannot write standard output: %s\n",
		errno ? strerror(errno) : "write error");
	return rc ? rc : fail;
}

int main(int argc, char **argv)
{
	Options o = {0};
	Ctx ctx = {0};
	static Progress progress;
	int start = 1, rc;
	const char *cmd = argc > 1 ? argv[1] : "";
	const char *check = getenv("COMBC_CHECK");

	o.ctx = &ctx;
	ctx.max_errors = DEFAULT_ERROR_LIMIT;
	if (isatty(STDERR_FILENO)) {
		ctx.progress = show_progress;
		ctx.progress_user = &progress;
	}
	compile_params_default(&o.cp);
	o.cp.reduce = flow_fraig;
	o.cp.classes = flow_classes;
	o.cp.resyn = flow_mfs;
	o.cp.exact = flow_exact;
	if (check && *check) /* the command line's override of the default */
		o.cp.check = strcmp(check, "0") != 0;
	o.seed = 1;
	o.vectors = SIM_DEFAULT_VECTORS;
	o.simulator = "all";
	o.timeout = SIM_DEFAULT_TIMEOUT;
	if (!strcmp(cmd, "lec")) {
		LecArgs la = {argc, argv};
		ctx.max_memory = (size_t)ctx_default_max_memory();
		rc = stdout_written(ctx_protect(&ctx, run_lec, &la), 2);
		note_muted(&ctx);
		if (ctx.too_large) {  /* an error, not a verdict (see below) */
			fflush(NULL);
			_Exit(2);
		}
		ctx_free(&ctx);
		return rc;
	}
	if (!strcmp(cmd, "eval") || !strcmp(cmd, "sim") ||
	    !strcmp(cmd, "compile") || !strcmp(cmd, "fpga"))
		start = 2;
	o.fpga = !strcmp(cmd, "fpga");
	o.cmd = !strcmp(cmd, "eval") ? CMD_EVAL : !strcmp(cmd, "sim") ?
		CMD_SIM : o.fpga ? CMD_FPGA : CMD_COMPILE;
	o.max_memory = ctx_default_max_memory();
	parse_args(argc, argv, start, &o);
	ctx.max_memory = (size_t)(o.max_memory < SIZE_MAX ? o.max_memory :
		SIZE_MAX);
	if (o.nargs && o.cmd != CMD_EVAL)
		bad_usage("unexpected argument '%s'", o.args[0]);
	if (!strcmp(cmd, "eval"))
		rc = ctx_protect(&ctx, run_eval, &o);
	else if (!strcmp(cmd, "sim"))
		rc = ctx_protect(&ctx, run_sim, &o);
	else if (o.fpga)
		rc = ctx_protect(&ctx, run_fpga, &o);
	else
		rc = cmd_compile(&o);
	if (rc == 1 && ctx.usage)
		rc = 2; /* the error was about the command line (--top) */
	rc = stdout_written(rc, 1);
	note_muted(&ctx);
	if (o.stats) {
		Buf b = {0};
		stats_print(&ctx, &b, o.stats == 2);
		fputs(b.s ? b.s : "", stderr);
		buf_free(&b);
	}
	if (ctx.too_large) {
		/* "design too large" left the call through longjmp without
		 * freeing what it had built (ctx_protect, as Lua's errors): by
		 * design, so the process ends without the exit-time leak check
		 * of sanitizer builds. */
		fflush(NULL);
		_Exit(rc);
	}
	ctx_free(&ctx);
	free(o.args);
	return rc;
}
