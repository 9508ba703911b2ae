/* fpga.c: `combc fpga`: the design on a real FPGA.  Part of the combc
 * executable (it runs external tools), never of libcombc.
 *
 *  1. load INPUT, pick the top, compile it once per flow:
 *       sv   word-level SystemVerilog (-O1, as `combc F` writes it, unless
 *            -O is given): Yosys keeps the adders,
 *            subtractors and comparators as $alu cells and maps them to
 *            the iCE40 carry chain (SB_CARRY), ABC maps the rest;
 *       lut  combc's own LUT-4 mapping (-O2) as SB_LUT4 cells (lut-ice40),
 *            which synth_ice40 keeps as they are;
 *       mixed (--emit=ice40, -O2) adders, subtractors, multipliers and
 *            ordered compares as
 *            SV operators, for the carry chain, around combc's SB_LUT4
 *            cells for everything else;
 *       best all three, keeping the one with the fewest LUT4 among those
 *            whose critical path is no longer than the sv flow's (then
 *            the shorter path): never worse than sv in either (the same
 *            seed gives the same placement);
 *  2. wrap it in combc_fpga_top, which registers every input and output
 *     (so the critical path is register to register through the design
 *     and nextpnr reports a clock frequency); when the ports do not fit
 *     the package's pins, inputs arrive through a shift register and
 *     outputs leave through one (pins clk, sin, load, sout);
 *  3. yosys: read_verilog -sv; synth_ice40 -top combc_fpga_top -json;
 *     stat (SB_LUT4, SB_CARRY, SB_RAM40_4K, flip-flops);
 *  4. nextpnr-ice40 --DEVICE --package P --json --asc --report --seed S
 *     --timing-allow-fail (its default 12 MHz target is only a target;
 *     report: logic cells used/available, fmax achieved);
 *  5. icepack: the bitstream, to -o (default TOP.bin), atomically.
 * A failing tool is reported with the last lines of its log; the
 * temporary directory stays for inspection then (and with --keep-temps).
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sim/sim.h"

typedef struct {
	const char *name;     /* --device */
	const char *flag;     /* nextpnr-ice40's option */
	const char *package;  /* default package */
	uint32_t pins;        /* user I/O pins of that package */
} Device;

static const Device devices[] = {
	{"hx8k", "--hx8k", "ct256", 206}, {"hx4k", "--hx4k", "tq144", 95},
	{"hx1k", "--hx1k", "tq144", 95}, {"lp8k", "--lp8k", "cm81", 63},
	{"lp4k", "--lp4k", "cm81", 63}, {"lp1k", "--lp1k", "cm81", 63},
	{"up5k", "--up5k", "sg48", 39},
};

/* What one flow gave. */
typedef struct {
	const char *flow;
	long lut4, carry, ram, dff;  /* from Yosys's stat */
	long lc_used, lc_avail;      /* logic cells, from nextpnr's report */
	double fmax;                 /* MHz, 0 when not reported */
	int ok;
} Result;

typedef struct {
	const Options *o;
	const Device *dev;
	const char *package;
	char dir[64];
	Module m;
	uint32_t top;
	unsigned W;
} Fpga;

static void fpga_error(Fpga *f, const char *fmt, const char *arg)
{
	diag_error(f->o->ctx, (Loc){NONE, 0, 0}, fmt, arg);
}

static int put(Fpga *f, const char *name, const char *text, size_t n,
	Buf *path)
{
	buf_printf(path, "%s/%s", f->dir, name);
	if (write_file_atomic(path->s, text, n)) {
		fpga_error(f, "cannot write '%s'", path->s);
		return -1;
	}
	return 0;
}

/* The wrapper: registered inputs and outputs around module dut. */
static void wrapper(const Fpga *f, const char *dut, Buf *b)
{
	const Func *fn = &f->m.funcs[f->top];
	uint32_t ni = 0, no = 0, i, at;
	int serial;

	for (i = 0; i < fn->nin; i++)
		ni += type_width(fn->in_ty[i], f->W);
	for (i = 0; i < fn->nout; i++)
		no += type_width(fn->out_ty[i], f->W);
	serial = ni + no + 1 > f->dev->pins;
	buf_puts(b, "// combc fpga: registered inputs and outputs around the "
		"design\n");
	if (serial)
		buf_puts(b, "module combc_fpga_top (input wire clk, input wire "
			"sin, input wire load, output wire sout);\n");
	else if (ni)
		buf_printf(b, "module combc_fpga_top (input wire clk, input wire "
			"[%u:0] in_p, output reg [%u:0] out_p);\n", ni - 1, no - 1);
	else
		buf_printf(b, "module combc_fpga_top (input wire clk, output reg "
			"[%u:0] out_p);\n", no - 1);
	if (ni)
		buf_printf(b, "  reg [%u:0] in_r;\n", ni - 1);
	buf_printf(b, "  wire [%u:0] y;\n", no - 1);
	if (serial) {
		buf_printf(b, "  reg [%u:0] out_r;\n", no - 1);
		buf_puts(b, "  always @(posedge clk) begin\n");
		if (ni > 1)
			buf_printf(b, "    in_r <= {in_r[%u:0], sin};\n", ni - 2);
		else if (ni)
			buf_puts(b, "    in_r <= sin;\n");
		buf_puts(b, "    out_r <= load ? y : out_r << 1;\n  end\n");
		buf_printf(b, "  assign sout = out_r[%u];\n", no - 1);
	} else {
		buf_puts(b, "  always @(posedge clk) begin\n");
		if (ni)
			buf_puts(b, "    in_r <= in_p;\n");
		buf_puts(b, "    out_p <= y;\n  end\n");
		if (!ni)
			buf_puts(b, "  // no inputs\n");
	}
	buf_printf(b, "  %s dut (", dut);
	{ /* positional, in the order the module declares its ports */
		uint32_t np = fn->nin + fn->nout, j;
		uint32_t *lo = xmalloc(((size_t)np + 1) * sizeof *lo);
		uint32_t *perm = xmalloc(((size_t)np + 1) * sizeof *perm);
		for (i = 0, at = 0; i < np; i++) {
			if (i == fn->nin)
				at = 0;
			lo[i] = at;
			at += type_width(i < fn->nin ? fn->in_ty[i] :
				fn->out_ty[i - fn->nin], f->W);
		}
		port_order(fn->port_out, fn->nin, fn->nout, perm);
		for (j = 0; j < np; j++) {
			uint32_t w;
			i = perm[j];
			w = type_width(i < fn->nin ? fn->in_ty[i] :
				fn->out_ty[i - fn->nin], f->W);
			buf_printf(b, "%s%s[%u:%u]", j ? ", " : "",
				i < fn->nin ? "in_r" : "y", lo[i] + w - 1, lo[i]);
		}
		free(lo);
		free(perm);
	}
	buf_puts(b, ");\nendmodule\n");
}

/* The count after `name` on a line of Yosys's stat, or 0. */
static long stat_count(const char *text, const char *name)
{
	const char *p = text;
	size_t n = strlen(name);
	while ((p = strstr(p, name))) {
		if ((p == text || p[-1] == ' ') && p[n] == ' ')
			return strtol(p + n, NULL, 10);
		p += n;
	}
	return 0;
}

/* The number after `"key":` at or after p (JSON), or -1. */
static double json_num(const char *p, const char *key)
{
	char k[64];
	snprintf(k, sizeof k, "\"%s\":", key);
	p = p ? strstr(p, k) : NULL;
	return p ? strtod(p + strlen(k), NULL) : -1;
}

/* Parse nextpnr's --report: logic cells and the clock's achieved fmax. */
static int parse_report(const char *text, Result *r)
{
	const char *lc = strstr(text, "\"ICESTORM_LC\"");
	const char *fm = strstr(text, "\"fmax\"");
	if (!lc)
		return -1;
	r->lc_used = (long)json_num(lc, "used");
	r->lc_avail = (long)json_num(lc, "available");
	r->fmax = fm ? json_num(fm, "achieved") : 0;
	if (r->fmax < 0)
		r->fmax = 0;
	return r->lc_used < 0 || r->lc_avail < 0 ? -1 : 0;
}

static int tool(Fpga *f, const char *what, char *const argv[])
{
	Buf log = {0};
	int rc;
	buf_printf(&log, "%s/%s.log", f->dir, what);
	rc = tool_run(argv, log.s, f->o->timeout);
	if (rc == 127 || rc == -1)
		diag_error(f->o->ctx, (Loc){NONE, 0, 0}, "cannot run %s: install "
			"the %s package", argv[0], !strcmp(argv[0], "icepack") ?
			"fpga-icestorm" : argv[0]);
	else if (rc == -2)
		diag_error(f->o->ctx, (Loc){NONE, 0, 0}, "%s: no result after %u "
			"s (--timeout)", what, f->o->timeout);
	else if (rc)
		diag_error(f->o->ctx, (Loc){NONE, 0, 0}, "%s failed (exit status "
			"%d); the end of %s:", what, rc, log.s);
	if (rc && rc != 127 && rc != -1)
		tool_show_log(log.s);
	buf_free(&log);
	return rc;
}

/* One flow from compile to bitstream (dir/FLOW.bin). */
static int run_flow(Fpga *f, const char *flow, Result *r)
{
	CompileParams cp = f->o->cp;
	Buf sv = {0}, top = {0}, dpath = {0}, tpath = {0}, json = {0};
	Buf asc = {0}, rep = {0}, bin = {0}, stat = {0}, script = {0};
	char *dut = NULL, *text = NULL;
	int rc = -1;

	memset(r, 0, sizeof *r);
	r->flow = flow;
	cp.top = f->m.funcs[f->top].name;
	cp.emit = !strcmp(flow, "lut") ? EMIT_LUT_ICE40 : !strcmp(flow,
		"mixed") ? EMIT_ICE40 : EMIT_SV;
	if (!f->o->opt_given) /* sv: as plain `combc F` makes it */
		cp.opt = !strcmp(flow, "sv") ? 1 : 2;
	if (compile_module(&cp, &f->m, &sv))
		goto done;
	dut = sv_last_module(sv.s ? sv.s : "");
	if (!dut) {
		fpga_error(f, "%s", "no module in the compiled design");
		goto done;
	}
	wrapper(f, dut, &top);
	buf_printf(&json, "%s/%s.json", f->dir, flow);
	buf_printf(&asc, "%s/%s.asc", f->dir, flow);
	buf_printf(&rep, "%s/%s-report.json", f->dir, flow);
	buf_printf(&bin, "%s/%s.bin", f->dir, flow);
	buf_printf(&stat, "%s/%s-stat.txt", f->dir, flow);
	{
		char dname[32], tname[32];
		snprintf(dname, sizeof dname, "%s-design.sv", flow);
		snprintf(tname, sizeof tname, "%s-top.v", flow);
		if (put(f, dname, sv.s ? sv.s : "", sv.len, &dpath) ||
		    put(f, tname, top.s, top.len, &tpath))
			goto done;
	}
	buf_printf(&script, "read_verilog -sv %s %s; synth_ice40 -top "
		"combc_fpga_top -json %s; tee -q -o %s stat", dpath.s, tpath.s,
		json.s, stat.s);
	{
		char *argv[] = {"yosys", "-q", "-p", script.s, NULL};
		char what[32];
		snprintf(what, sizeof what, "yosys-%s", flow);
		if (tool(f, what, argv))
			goto done;
	}
	text = read_file(stat.s, NULL);
	if (!text) {
		fpga_error(f, "no statistics from yosys in '%s'", stat.s);
		goto done;
	}
	r->lut4 = stat_count(text, "SB_LUT4");
	r->carry = stat_count(text, "SB_CARRY");
	r->ram = stat_count(text, "SB_RAM40_4K") + stat_count(text,
		"SB_RAM40_4KNR") + stat_count(text, "SB_SPRAM256KA");
	{
		static const char *ff[] = {"SB_DFF", "SB_DFFE", "SB_DFFR",
			"SB_DFFS", "SB_DFFSR", "SB_DFFSS", "SB_DFFER", "SB_DFFES"};
		size_t i;
		for (i = 0; i < countof(ff); i++)
			r->dff += stat_count(text, ff[i]);
	}
	free(text);
	{
		char seed[24], what[32];
		char *argv[] = {"nextpnr-ice40", (char *)f->dev->flag,
			"--package", (char *)f->package, "--json", json.s, "--asc",
			asc.s, "--report", rep.s, "--seed", seed,
			"--timing-allow-fail", NULL};
		snprintf(seed, sizeof seed, "%llu", (unsigned long long)f->o->seed);
		snprintf(what, sizeof what, "nextpnr-%s", flow);
		if (tool(f, what, argv))
			goto done;
	}
	text = read_file(rep.s, NULL);
	if (!text || parse_report(text, r)) {
		fpga_error(f, "cannot parse nextpnr's report '%s'", rep.s);
		free(text);
		goto done;
	}
	free(text);
	{
		char what[32];
		char *argv[] = {"icepack", asc.s, bin.s, NULL};
		snprintf(what, sizeof what, "icepack-%s", flow);
		if (tool(f, what, argv))
			goto done;
	}
	r->ok = 1;
	rc = 0;
done:
	free(dut);
	buf_free(&sv);
	buf_free(&top);
	buf_free(&dpath);
	buf_free(&tpath);
	buf_free(&json);
	buf_free(&asc);
	buf_free(&rep);
	buf_free(&bin);
	buf_free(&stat);
	buf_free(&script);
	return rc;
}

/* Is a better than b, given the sv flow's result ref?  Never slower
 * than ref (a clock at least as high), then fewer LUT4, then faster. */
static int better(const Result *a, const Result *b, const Result *ref)
{
	if (a->fmax < ref->fmax)
		return 0;
	if (a->lut4 != b->lut4)
		return a->lut4 < b->lut4;
	return a->fmax > b->fmax;
}

static void print_result(const Fpga *f, const Result *r, const char *out)
{
	printf("fpga: %s %s (%s), top %s, flow %s\n", "ice40",
		f->dev->name, f->package, f->m.funcs[f->top].name, r->flow);
	printf("LUT4: %ld\n", r->lut4);
	printf("carry: %ld\n", r->carry);
	printf("RAM: %ld\n", r->ram);
	printf("flip-flops: %ld (the wrapper's I/O registers)\n", r->dff);
	printf("logic cells: %ld / %ld\n", r->lc_used, r->lc_avail);
	if (r->fmax > 0) {
		printf("critical path: %.2f ns\n", 1000.0 / r->fmax);
		printf("max frequency: %.2f MHz\n", r->fmax);
	} else {
		printf("critical path: none (no register-to-register path)\n");
	}
	printf("bitstream: %s\n", out);
}

int fpga_main(const Options *o)
{
	Fpga f;
	Result res[3];
	const char *flows[3] = {NULL, NULL, NULL};
	Buf outp = {0}, binp = {0};
	int rc = 1, nf, i, best = -1;
	size_t d;
	char *bits = NULL;
	size_t nbits = 0;

	memset(&f, 0, sizeof f);
	f.o = o;
	f.W = o->cp.index_width;
	if (strcmp(o->target ? o->target : "ice40", "ice40")) {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "unknown --target '%s' (combc "
			"fpga supports ice40)", o->target);
		return 2;
	}
	for (d = 0; d < countof(devices); d++)
		if (!strcmp(devices[d].name, o->device ? o->device : "hx8k"))
			f.dev = &devices[d];
	if (!f.dev) {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "unknown --device '%s' "
			"(hx8k hx4k hx1k lp8k lp4k lp1k up5k)", o->device);
		return 2;
	}
	f.package = o->package ? o->package : f.dev->package;
	if (!o->flow || !strcmp(o->flow, "best"))
		flows[0] = "sv", flows[1] = "mixed", flows[2] = "lut";
	else if (!strcmp(o->flow, "sv") || !strcmp(o->flow, "lut") ||
		 !strcmp(o->flow, "mixed"))
		flows[0] = o->flow;
	else {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "unknown --flow '%s' (best, "
			"sv, mixed or lut)", o->flow);
		return 2;
	}
	nf = flows[1] ? 3 : 1;
	if (is_netlist_path(o->input)) {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "fpga reads MLIR, not the "
			"netlist '%s'", o->input);
		return 1;
	}
	if (o->output && !strcmp(o->output, "-")) {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "fpga writes its "
			"bitstream to a file, not to standard output (-o -)");
		o->ctx->usage = 1;
		return 1;
	}
	if (load_module(o->ctx, o->input, &f.m) ||
	    pick_top(o->ctx, o->cp.top, &f.m, 1, &f.top) ||
	    reserved_names(o->ctx, &f.m, "combc_fpga_top", NULL))
		goto done;
	if (!f.m.funcs[f.top].nout) {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "'%s' has no outputs: "
			"nothing to place", f.m.funcs[f.top].name);
		goto done;
	}
	snprintf(f.dir, sizeof f.dir, "/tmp/combc-fpga-XXXXXX");
	if (!mkdtemp(f.dir)) {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "cannot make a temporary "
			"directory: %s", strerror(errno));
		goto done;
	}
	tool_guard_dir(f.dir, o->keep_temps, 1);
	for (i = 0; i < nf; i++) {
		if (run_flow(&f, flows[i], &res[i]))
			goto keep;
		if (best < 0 || better(&res[i], &res[best], &res[0]))
			best = i;
	}
	if (nf > 1)
		for (i = 0; i < nf; i++)
			printf("flow %s: LUT4 %ld, carry %ld, %.2f ns%s\n",
				res[i].flow, res[i].lut4, res[i].carry, res[i].fmax > 0 ?
				1000.0 / res[i].fmax : 0.0, i == best ? " (kept)" : "");
	if (o->output)
		buf_puts(&outp, o->output);
	else
		buf_printf(&outp, "%s.bin", f.m.funcs[f.top].name);
	buf_printf(&binp, "%s/%s.bin", f.dir, res[best].flow);
	bits = read_file(binp.s, &nbits);
	if (!bits || write_file_atomic(outp.s, bits, nbits)) {
		fpga_error(&f, "cannot write '%s'", outp.s);
		goto keep;
	}
	print_result(&f, &res[best], outp.s);
	rc = 0;
	if (!o->keep_temps) {
		char *argv[] = {"rm", "-rf", "--", f.dir, NULL};
		tool_run(argv, "/dev/null", 0);
	} else {
		fprintf(stderr, "fpga: files kept in %s\n", f.dir);
	}
	goto unguard;
keep:
	fprintf(stderr, "fpga: files kept in %s\n", f.dir);
unguard:
	tool_guard_dir(f.dir, 1, 0);
done:
	free(bits);
	buf_free(&outp);
	buf_free(&binp);
	module_free(&f.m);
	return rc;
}
