/* client.c: libcombc used as a client would: only <combc/combc.h>,
 * compiled and linked through pkg-config against the installed library
 * (tests/api/run.sh).  Checks parse, compile to every backend into a
 * buffer, the reusable evaluator on ports wider than 64 bits, and the
 * diagnostics callback.  Expected values are worked out by hand. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <combc/combc.h>

static int failures;

#define CHECK(c) do { if (!(c)) { \
	fprintf(stderr, "client.c:%d: check failed: %s\n", __LINE__, #c); \
	failures++; } } while (0)

static char seen[4096];

static void sink(void *user, const char *text, size_t len)
{
	size_t n = strlen(seen);
	(void)user;
	if (n + len < sizeof seen) {
		memcpy(seen + n, text, len);
		seen[n + len] = 0;
	}
}

static const char src[] =
	"func.func @add(%a: i100, %b: i100) -> i100 {\n"
	"  %0 = arith.addi %a, %b : i100\n"
	"  return %0 : i100\n"
	"}\n"
	"hw.module @inc(in %x : i8, out y : i8) {\n"
	"  %c1 = hw.constant 1 : i8\n"
	"  %0 = comb.add %x, %c1 : i8\n"
	"  hw.output %0 : i8\n"
	"}\n";

int main(void)
{
	CombcModule *m = combc_parse("t.mlir", src, sizeof src - 1, sink, NULL);
	CombcEvaluator *e;
	CombcOptions o;
	uint64_t a[2], b[2], r[2];
	const uint64_t *in[2] = {a, b};
	uint64_t *out[1] = {r}, x, y;
	char *buf;
	size_t len;
	unsigned i;

	CHECK(m != NULL);
	if (!m)
		return 1;
	CHECK(combc_count(m) == 2);
	CHECK(!strcmp(combc_name(m, 0), "add"));
	CHECK(combc_name(m, 2) == NULL);

	/* (2^64 - 1) + 1 = 2^64 in 100 bits; 2^99 + 2^99 wraps to 0 */
	e = combc_evaluator_new(m, "add", 64);
	CHECK(e != NULL);
	CHECK(combc_evaluator_inputs(e) == 2);
	CHECK(combc_evaluator_output_width(e, 0) == 100);
	a[0] = ~0ull, a[1] = 0, b[0] = 1, b[1] = 0;
	CHECK(combc_evaluate(e, in, out) == 0);
	CHECK(r[0] == 0 && r[1] == 1);
	a[0] = 0, a[1] = 1ull << 35, b[0] = 0, b[1] = 1ull << 35;
	CHECK(combc_evaluate(e, in, out) == 0);
	CHECK(r[0] == 0 && r[1] == 0);
	combc_evaluator_free(e);

	x = 255;
	CHECK(combc_eval_u64(m, "inc", 64, &x, 1, &y, 1) == 0 && y == 0);

	/* every backend compiles @inc into a buffer */
	for (i = 0; combc_backend(i); i++) {
		memset(&o, 0, sizeof o);
		o.emit = combc_backend(i);
		o.top = "inc";
		CHECK(combc_compile(m, &o, &buf, &len) == 0);
		CHECK(buf != NULL && len > 0 && strlen(buf) <= len);
		combc_buffer_free(buf);
	}
	memset(&o, 0, sizeof o);
	o.top = "inc";
	CHECK(combc_compile(m, &o, &buf, &len) == 0);
	CHECK(buf && strstr(buf, "module inc"));
	combc_buffer_free(buf);
	o.emit = "lut-mlir";
	o.lut_size = 3;
	CHECK(combc_compile(m, &o, &buf, &len) == 0);
	CHECK(buf && strstr(buf, "comb.truth_table"));
	combc_buffer_free(buf);
	/* --lut-depth=any through the API; a value below -1 is an error */
	o.lut_depth = -1;
	CHECK(combc_compile(m, &o, &buf, &len) == 0);
	CHECK(buf && strstr(buf, "comb.truth_table"));
	combc_buffer_free(buf);
	seen[0] = 0;
	o.lut_depth = -2;
	CHECK(combc_compile(m, &o, &buf, &len) != 0 && buf == NULL);
	CHECK(strstr(seen, "LUT depth -2") != NULL);
	o.lut_depth = 0;

	/* errors come through the callback, with location and caret */
	seen[0] = 0;
	o.emit = "verilog";
	CHECK(combc_compile(m, &o, &buf, &len) != 0 && buf == NULL);
	CHECK(strstr(seen, "unknown output kind 'verilog'") != NULL);
	combc_free(m);

	seen[0] = 0;
	{
		static const char bad[] = "func.func @f(%a: i8) -> i8 {\n"
			"  %0 = comb.frob %a : i8\n  return %0 : i8\n}\n";
		m = combc_parse("bad.mlir", bad, strlen(bad), sink, NULL);
	}
	CHECK(m == NULL);
	CHECK(strstr(seen, "bad.mlir:2:") != NULL);
	CHECK(strstr(seen, "^") != NULL);

	/* a netlist through combc_compile_text */
	memset(&o, 0, sizeof o);
	o.emit = "blif";
	{
		static const char aag[] = "aag 3 2 0 1 1\n2\n4\n6\n6 2 4\n";
		CHECK(combc_compile_text("t.aag", aag, strlen(aag), &o, sink,
			NULL, &buf, &len) == 0);
	}
	CHECK(buf && strstr(buf, ".names"));
	combc_buffer_free(buf);

	/* the module keeps its own copy of the name: a diagnostic after
	 * the caller freed it still names the file (ASan: no use after
	 * free); the same error twice is passed on twice, and a call
	 * returns how many errors it made */
	{
		static const char two[] =
			"func.func @f(%a: i8) -> i8 {\n  return %a : i8\n}\n"
			"func.func @g(%a: i8) -> i8 {\n  return %a : i8\n}\n";
		char *name = malloc(16);
		strcpy(name, "two.mlir");
		m = combc_parse(name, two, strlen(two), sink, NULL);
		memset(name, 'x', 8);
		free(name);
		CHECK(m != NULL);
		memset(&o, 0, sizeof o);
		o.emit = "aiger";  /* one circuit: two functions need a top */
		for (i = 0; m && i < 2; i++) {
			seen[0] = 0;
			CHECK(combc_compile(m, &o, &buf, &len) == 1);
			CHECK(strstr(seen, "error:") != NULL);
		}
		seen[0] = 0;
		o.emit = "sv";
		o.top = "nope";
		CHECK(m && combc_compile(m, &o, &buf, &len) == 1);
		CHECK(strstr(seen, "nope") != NULL);
		/* NULL names no function: diagnosed, no crash */
		seen[0] = 0;
		CHECK(m && combc_evaluator_new(m, NULL, 64) == NULL);
		CHECK(strstr(seen, "error:") != NULL);
		CHECK(m && combc_eval_u64(m, NULL, 64, &x, 1, &y, 1) == -1);
		/* the iCE40 kinds map to LUT-4, as the command line says */
		o.top = "f";
		o.emit = "lut-ice40";
		o.lut_size = 6;
		seen[0] = 0;
		CHECK(m && combc_compile(m, &o, &buf, &len) == 1);
		CHECK(strstr(seen, "4-input") != NULL);
		combc_free(m);
	}
	/* two functions with an unknown op each: two errors */
	{
		static const char bad2[] =
			"func.func @f(%a: i8) -> i8 {\n"
			"  %0 = comb.frob %a : i8\n  return %0 : i8\n}\n"
			"func.func @g(%a: i8) -> i8 {\n"
			"  %0 = comb.frob %a : i8\n  return %0 : i8\n}\n";
		memset(&o, 0, sizeof o);
		CHECK(combc_compile_text("bad2.mlir", bad2, strlen(bad2), &o,
			sink, NULL, &buf, &len) == 2 && buf == NULL);
	}
	/* an empty text (NULL with length 0) is a module of nothing */
	m = combc_parse("empty.mlir", NULL, 0, sink, NULL);
	CHECK(m != NULL && combc_count(m) == 0);
	combc_free(m);

	printf("%s\n", failures ? "FAIL" : "ok");
	return failures != 0;
}
