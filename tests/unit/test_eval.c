/* test_eval.c: unit tests for eval.c (eval_apply and the evaluator) and
 * verify.c.
 *
 * Expected values come from README, Semantics and the seeds' definitions
 * and examples (index-dialect.txt: 6 / -2 = -3 for divs, 7 / -2 = -3 for
 * ceildivs, 5 / -2 = -3 for floordivs, 6 % -2 = 6 for remu, the
 * add(0x800000008, 0x800000008) truncation example; std-dialect.txt:
 * sexti 5:i3 -> 0b111101, trunci 21:i5 -> 0b0101), written out here, or
 * from eval_apply itself only where the test checks that the evaluator's
 * one-word fast paths agree with it.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "flow/flow.h"

/* ------------------------------------------------------- eval_apply */

static uint64_t mask(unsigned w)
{
	return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
}

/* eval_apply on one-word operands v[i] of widths w[i]; the result */
static uint64_t apn(int op, unsigned aux, unsigned rw, unsigned n,
	const unsigned *w, const uint64_t *v, const Word *tab, unsigned ntab,
	unsigned ncoef)
{
	Word a[8][1], r[2] = {0, 0xdeadbeef};
	const Word *p[8];
	unsigned i;

	assert_true(n <= 8);
	for (i = 0; i < n; i++) {
		a[i][0] = v[i] & mask(w[i]);
		p[i] = a[i];
	}
	eval_apply(op, aux, r, rw, p, w, n, tab, ntab, ncoef);
	assert_int_equal(r[1], 0xdeadbeef); /* wrote one word only */
	assert_int_equal(r[0] & ~mask(rw), 0); /* normalized */
	return r[0];
}

static uint64_t un(int op, unsigned w, uint64_t a)
{
	unsigned ws[1] = {w};
	uint64_t v[1] = {a};
	return apn(op, 0, w, 1, ws, v, NULL, 0, 0);
}

static uint64_t bin(int op, unsigned w, uint64_t a, uint64_t b)
{
	unsigned ws[2] = {w, w};
	uint64_t v[2] = {a, b};
	return apn(op, 0, w, 2, ws, v, NULL, 0, 0);
}

static int cmp(int pred, unsigned w, uint64_t a, uint64_t b)
{
	unsigned ws[2] = {w, w};
	uint64_t v[2] = {a, b};
	return (int)apn(OP_ICMP, (unsigned)pred, 1, 2, ws, v, NULL, 0, 0);
}

static uint64_t cast(int op, unsigned rw, unsigned aw, uint64_t a)
{
	unsigned ws[1] = {aw};
	uint64_t v[1] = {a};
	return apn(op, 0, rw, 1, ws, v, NULL, 0, 0);
}

#define M8(x) ((uint64_t)(x) & 0xff)
#define M16(x) ((uint64_t)(x) & 0xffff)

static void test_arith(void **state)
{
	unsigned w3[3] = {8, 8, 8};
	uint64_t v3[3] = {100, 100, 100};
	(void)state;
	assert_int_equal(bin(OP_ADD, 8, 200, 100), 44);
	assert_int_equal(apn(OP_ADD, 0, 8, 3, w3, v3, NULL, 0, 0), 44);
	assert_int_equal(apn(OP_MUL, 0, 8, 3, w3, v3, NULL, 0, 0),
		(100 * 100 * 100) & 0xff);
	assert_int_equal(apn(OP_ADD, 0, 8, 1, w3, v3, NULL, 0, 0), 100);
	assert_int_equal(bin(OP_SUB, 8, 1, 2), 0xff);
	assert_int_equal(bin(OP_MUL, 8, 16, 17), (16 * 17) & 0xff);
	assert_int_equal(bin(OP_ADD, 64, ~(uint64_t)0, 1), 0);
	assert_int_equal(bin(OP_ADD, 1, 1, 1), 0);
}

/* index-dialect.txt examples, at 8 and 64 bits */
static void test_division(void **state)
{
	unsigned w;
	(void)state;
	for (w = 8; w <= 64; w += 56) {
		uint64_t m = mask(w), n2 = (uint64_t)-2 & m;
		assert_int_equal(bin(OP_DIVS, w, 6, n2), (uint64_t)-3 & m);
		assert_int_equal(bin(OP_DIVU, w, 6, n2), 0);
		assert_int_equal(bin(OP_CEILDIVS, w, 7, n2), (uint64_t)-3 & m);
		assert_int_equal(bin(OP_CEILDIVU, w, 6, n2), 1);
		assert_int_equal(bin(OP_FLOORDIVS, w, 5, n2), (uint64_t)-3 & m);
		assert_int_equal(bin(OP_REMS, w, 6, n2), 0);
		assert_int_equal(bin(OP_REMU, w, 6, n2), 6);
		/* remainder takes the sign of the dividend */
		assert_int_equal(bin(OP_REMS, w, (uint64_t)-7 & m, 2),
			(uint64_t)-1 & m);
		assert_int_equal(bin(OP_REMS, w, 7, n2), 1);
		/* ceil/floor of exact and positive quotients */
		assert_int_equal(bin(OP_CEILDIVS, w, 7, 2), 4);
		assert_int_equal(bin(OP_CEILDIVS, w, (uint64_t)-7 & m, 2),
			(uint64_t)-3 & m);
		assert_int_equal(bin(OP_FLOORDIVS, w, (uint64_t)-7 & m, 2),
			(uint64_t)-4 & m);
		assert_int_equal(bin(OP_FLOORDIVS, w, 6, n2), (uint64_t)-3 & m);
		assert_int_equal(bin(OP_CEILDIVU, w, 7, 2), 4);
		assert_int_equal(bin(OP_CEILDIVU, w, 0, 2), 0);
	}
	/* remu 6 % -2 = 6 at i16 */
	assert_int_equal(bin(OP_REMU, 16, 6, M16(-2)), 6);
}

/* README, Semantics: x/0 all ones, x%0 = x, MIN/-1 = MIN rem 0 */
static void test_division_corners(void **state)
{
	static const int divs[] = {OP_DIVU, OP_DIVS, OP_CEILDIVU, OP_CEILDIVS,
		OP_FLOORDIVS};
	static const unsigned ws[] = {1, 7, 8, 32, 63, 64};
	unsigned i, j;
	(void)state;
	for (j = 0; j < countof(ws); j++) {
		unsigned w = ws[j];
		uint64_t m = mask(w), min = (uint64_t)1 << (w - 1);
		for (i = 0; i < countof(divs); i++) {
			assert_int_equal(bin(divs[i], w, 5 & m, 0), m);
			assert_int_equal(bin(divs[i], w, 0, 0), m);
		}
		assert_int_equal(bin(OP_REMU, w, 5 & m, 0), 5 & m);
		assert_int_equal(bin(OP_REMS, w, min | 1, 0), (min | 1) & m);
		if (w > 1) {
			assert_int_equal(bin(OP_DIVS, w, min, m), min);
			assert_int_equal(bin(OP_CEILDIVS, w, min, m), min);
			assert_int_equal(bin(OP_FLOORDIVS, w, min, m), min);
			assert_int_equal(bin(OP_REMS, w, min, m), 0);
		}
	}
}

static void test_logic(void **state)
{
	unsigned w3[3] = {8, 8, 8};
	uint64_t v3[3] = {0xf0, 0x3c, 0xff};
	(void)state;
	assert_int_equal(bin(OP_AND, 8, 0xf0, 0x3c), 0x30);
	assert_int_equal(bin(OP_OR, 8, 0xf0, 0x3c), 0xfc);
	assert_int_equal(bin(OP_XOR, 8, 0xf0, 0x3c), 0xcc);
	assert_int_equal(bin(OP_NAND, 8, 0xf0, 0x3c), 0xcf);
	assert_int_equal(bin(OP_NOR, 8, 0xf0, 0x3c), 0x03);
	assert_int_equal(bin(OP_XNOR, 8, 0xf0, 0x3c), 0x33);
	assert_int_equal(apn(OP_XOR, 0, 8, 3, w3, v3, NULL, 0, 0), 0x33);
	assert_int_equal(apn(OP_NAND, 0, 8, 3, w3, v3, NULL, 0, 0), 0xcf);
	assert_int_equal(apn(OP_NOR, 0, 8, 3, w3, v3, NULL, 0, 0), 0x00);
	assert_int_equal(apn(OP_XNOR, 0, 8, 3, w3, v3, NULL, 0, 0), 0xcc);
	assert_int_equal(apn(OP_NAND, 0, 8, 1, w3, v3, NULL, 0, 0), 0x0f);
	assert_int_equal(un(OP_NOT, 8, 0x0f), 0xf0);
	assert_int_equal(un(OP_NOT, 1, 0), 1);
	assert_int_equal(un(OP_NOT, 64, 0), ~(uint64_t)0);
}

static void test_shifts(void **state)
{
	(void)state;
	assert_int_equal(bin(OP_SHL, 8, 5, 3), 40); /* std-dialect example */
	assert_int_equal(bin(OP_SHL, 8, 0xff, 7), 0x80);
	assert_int_equal(bin(OP_SHL, 8, 0xff, 8), 0);
	assert_int_equal(bin(OP_SHL, 8, 0xff, 200), 0);
	assert_int_equal(bin(OP_SHRU, 8, 0x80, 7), 1);
	assert_int_equal(bin(OP_SHRU, 8, 0x80, 8), 0);
	assert_int_equal(bin(OP_SHRU, 8, 0x80, 255), 0);
	assert_int_equal(bin(OP_SHRS, 8, 0x80, 3), 0xf0);
	assert_int_equal(bin(OP_SHRS, 8, 0x80, 8), 0xff);
	assert_int_equal(bin(OP_SHRS, 8, 0x80, 255), 0xff);
	assert_int_equal(bin(OP_SHRS, 8, 0x40, 255), 0);
	assert_int_equal(bin(OP_SHRS, 8, 0x40, 3), 0x08);
	assert_int_equal(bin(OP_SHL, 64, 1, 63), (uint64_t)1 << 63);
	assert_int_equal(bin(OP_SHL, 64, 1, 64), 0);
	assert_int_equal(bin(OP_SHRS, 64, (uint64_t)1 << 63, 64), ~(uint64_t)0);
	assert_int_equal(bin(OP_SHRS, 1, 1, 0), 1);
	assert_int_equal(bin(OP_SHRS, 1, 1, 1), 1);
	assert_int_equal(bin(OP_SHL, 1, 1, 1), 0);
}

static void test_minmax_icmp(void **state)
{
	static const struct { int p; int r[3]; } t[] = {
		/* (-2, 6), (6, -2), (6, 6) at i8 */
		{PRED_EQ, {0, 0, 1}}, {PRED_NE, {1, 1, 0}},
		{PRED_SLT, {1, 0, 0}}, {PRED_SLE, {1, 0, 1}},
		{PRED_SGT, {0, 1, 0}}, {PRED_SGE, {0, 1, 1}},
		{PRED_ULT, {0, 1, 0}}, {PRED_ULE, {0, 1, 1}},
		{PRED_UGT, {1, 0, 0}}, {PRED_UGE, {1, 0, 1}},
	};
	unsigned i;
	(void)state;
	/* index-dialect.txt: maxs(-2, 6) = 6, maxu(-2, 6) = -2, ... */
	assert_int_equal(bin(OP_MAXS, 8, M8(-2), 6), 6);
	assert_int_equal(bin(OP_MAXU, 8, M8(-2), 6), M8(-2));
	assert_int_equal(bin(OP_MINS, 8, M8(-2), 6), M8(-2));
	assert_int_equal(bin(OP_MINU, 8, M8(-2), 6), 6);
	assert_int_equal(bin(OP_MAXU, 8, 15, 6), 15);
	assert_int_equal(bin(OP_MINU, 8, 15, 6), 6);
	for (i = 0; i < countof(t); i++) {
		assert_int_equal(cmp(t[i].p, 8, M8(-2), 6), t[i].r[0]);
		assert_int_equal(cmp(t[i].p, 8, 6, M8(-2)), t[i].r[1]);
		assert_int_equal(cmp(t[i].p, 8, 6, 6), t[i].r[2]);
	}
	assert_int_equal(cmp(PRED_SLT, 1, 1, 0), 1); /* i1: 1 is -1 */
	assert_int_equal(cmp(PRED_ULT, 1, 1, 0), 0);
	assert_int_equal(cmp(PRED_SLT, 64, (uint64_t)1 << 63, 0), 1);
}

static void test_mux_concat_extract(void **state)
{
	unsigned w[3] = {1, 8, 8}, wc[3] = {4, 8, 1};
	uint64_t v[3] = {1, 0xaa, 0x55}, vc[3] = {0xa, 0x5c, 1};
	(void)state;
	assert_int_equal(apn(OP_MUX, 0, 8, 3, w, v, NULL, 0, 0), 0xaa);
	v[0] = 0;
	assert_int_equal(apn(OP_MUX, 0, 8, 3, w, v, NULL, 0, 0), 0x55);
	/* concat: first operand most significant */
	assert_int_equal(apn(OP_CONCAT, 0, 13, 3, wc, vc, NULL, 0, 0),
		0xa << 9 | 0x5c << 1 | 1);
	assert_int_equal(apn(OP_CONCAT, 0, 12, 2, wc, vc, NULL, 0, 0), 0xa5c);
	assert_int_equal(apn(OP_EXTRACT, 4, 4, 1, wc + 1, vc + 1, NULL, 0, 0),
		0x5);
	assert_int_equal(apn(OP_EXTRACT, 0, 8, 1, wc + 1, vc + 1, NULL, 0, 0),
		0x5c);
	assert_int_equal(apn(OP_EXTRACT, 7, 1, 1, wc + 1, vc + 1, NULL, 0, 0),
		0);
	assert_int_equal(apn(OP_REPLICATE, 0, 12, 1, wc, vc, NULL, 0, 0),
		0xaaa);
	assert_int_equal(apn(OP_REPLICATE, 0, 5, 1, wc + 2, vc + 2, NULL, 0,
		0), 0x1f);
	assert_int_equal(un(OP_REVERSE, 8, 0x01), 0x80);
	assert_int_equal(un(OP_REVERSE, 4, 0x1), 0x8);
	assert_int_equal(un(OP_REVERSE, 5, 0x3), 0x18);
	assert_int_equal(apn(OP_PARITY, 0, 1, 1, wc + 1, vc + 1, NULL, 0, 0),
		0); /* 0x5c has 4 ones */
	vc[1] = 0x5d;
	assert_int_equal(apn(OP_PARITY, 0, 1, 1, wc + 1, vc + 1, NULL, 0, 0),
		1);
}

/* comb.truth_table: MSB-first inputs; table bit 0 is "all false" */
static void test_truth_table(void **state)
{
	unsigned w[3] = {1, 1, 1};
	uint64_t v[3];
	Word t6[1] = {6}, t2[1] = {2}, t80[1] = {0x80}, t1[1] = {1};
	unsigned a, b, c;
	(void)state;
	for (a = 0; a < 2; a++)
		for (b = 0; b < 2; b++) {
			v[0] = a, v[1] = b;
			/* 6 : ui4 is xor */
			assert_int_equal(apn(OP_TT, 0, 1, 2, w, v, t6, 4, 0), a ^ b);
			/* 2 = 0b0010: only index 1 = (a=0, b=1) */
			assert_int_equal(apn(OP_TT, 0, 1, 2, w, v, t2, 4, 0),
				!a && b);
		}
	for (a = 0; a < 2; a++)
		for (b = 0; b < 2; b++)
			for (c = 0; c < 2; c++) {
				v[0] = a, v[1] = b, v[2] = c;
				assert_int_equal(apn(OP_TT, 0, 1, 3, w, v, t80, 8, 0),
					a && b && c);
			}
	v[0] = 0;
	assert_int_equal(apn(OP_TT, 0, 1, 1, w, v, t1, 2, 0), 1);
	v[0] = 1;
	assert_int_equal(apn(OP_TT, 0, 1, 1, w, v, t1, 2, 0), 0);
}

/* comb.lut: index = sum coef[i] * in[i] mod 256; 0 past the table */
static void test_lut(void **state)
{
	unsigned w[2] = {8, 8};
	uint64_t v[2];
	Word p[2 + 4] = {1, 2, 10, 20, 30, 40};
	Word q[1 + 4] = {128, 7, 8, 9, 10};
	Word neg[1 + 3] = {255, 1, 2, 3};
	Word big[1 + 256];
	unsigned i;
	(void)state;
	v[0] = 1, v[1] = 1;
	assert_int_equal(apn(OP_LUT, 0, 8, 2, w, v, p, 6, 2), 40);
	v[0] = 0, v[1] = 1;
	assert_int_equal(apn(OP_LUT, 0, 8, 2, w, v, p, 6, 2), 30);
	v[0] = 2, v[1] = 1; /* index 4: past the end */
	assert_int_equal(apn(OP_LUT, 0, 8, 2, w, v, p, 6, 2), 0);
	v[0] = 0, v[1] = 128; /* 2 * 128 = 256 wraps to 0 */
	assert_int_equal(apn(OP_LUT, 0, 8, 2, w, v, p, 6, 2), 10);
	v[0] = 2; /* 128 * 2 wraps to 0 */
	assert_int_equal(apn(OP_LUT, 0, 8, 1, w, v, q, 5, 1), 7);
	v[0] = 1; /* index 128 */
	assert_int_equal(apn(OP_LUT, 0, 8, 1, w, v, q, 5, 1), 0);
	v[0] = 255; /* -1 * -1 = 1 */
	assert_int_equal(apn(OP_LUT, 0, 8, 1, w, v, neg, 4, 1), 2);
	v[0] = 1; /* -1 reads as index 255 */
	assert_int_equal(apn(OP_LUT, 0, 8, 1, w, v, neg, 4, 1), 0);
	big[0] = 3;
	for (i = 0; i < 256; i++)
		big[1 + i] = 255 - i;
	v[0] = 85; /* 255 */
	assert_int_equal(apn(OP_LUT, 0, 8, 1, w, v, big, 257, 1), 0);
	v[0] = 86; /* 258 mod 256 = 2 */
	assert_int_equal(apn(OP_LUT, 0, 8, 1, w, v, big, 257, 1), 253);
}

static void test_casts(void **state)
{
	(void)state;
	/* std-dialect.txt */
	assert_int_equal(cast(OP_SEXT, 6, 3, 5), 0x3d); /* 0b111101 */
	assert_int_equal(cast(OP_SEXT, 6, 3, 2), 0x02);
	assert_int_equal(cast(OP_ZEXT, 6, 3, 5), 0x05);
	assert_int_equal(cast(OP_TRUNC, 4, 5, 21), 0x5);
	assert_int_equal(cast(OP_TRUNC, 3, 5, 21), 0x5);
	assert_int_equal(cast(OP_SEXT, 64, 1, 1), ~(uint64_t)0);
	/* index casts both ways: extend or truncate */
	assert_int_equal(cast(OP_CASTS, 64, 32, 0x80000000u),
		0xffffffff80000000u);
	assert_int_equal(cast(OP_CASTU, 64, 32, 0x80000000u), 0x80000000u);
	assert_int_equal(cast(OP_CASTS, 32, 64, 0x123456789u), 0x23456789u);
	assert_int_equal(cast(OP_CASTU, 8, 32, 0x1ff), 0xff);
	assert_int_equal(cast(OP_CASTS, 32, 32, 0x80000000u), 0x80000000u);
}

/* A few ops at widths above 64 bits, against hand-written words. */
static void test_wide(void **state)
{
	Word a[2] = {~(uint64_t)0, 0}, b[2] = {1, 0}, r[4];
	Word c[2] = {0x1234, 0}, d[1] = {0xab};
	const Word *p[2] = {a, b};
	unsigned w[2] = {100, 100}, wc[2] = {100, 8};
	(void)state;
	eval_apply(OP_ADD, 0, r, 100, p, w, 2, NULL, 0, 0);
	assert_int_equal(r[0], 0);
	assert_int_equal(r[1], 1);
	eval_apply(OP_SUB, 0, r, 100, (const Word *const[]){b, a}, w, 2, NULL,
		0, 0);
	assert_int_equal(r[0], 2);
	assert_int_equal(r[1], (((uint64_t)1 << 36) - 1));
	/* concat {c : i100, d : i8} = c << 8 | d */
	eval_apply(OP_CONCAT, 0, r, 108, (const Word *const[]){c, d}, wc, 2,
		NULL, 0, 0);
	assert_int_equal(r[0], 0x1234ab);
	assert_int_equal(r[1], 0);
	/* extract across the word boundary */
	a[0] = 0xf000000000000000u, a[1] = 0xf;
	eval_apply(OP_EXTRACT, 60, r, 8, (const Word *const[]){a}, w, 1, NULL,
		0, 0);
	assert_int_equal(r[0], 0xff);
	/* sext i100 -> i200 of a negative value */
	a[0] = 0, a[1] = (uint64_t)1 << 35;
	eval_apply(OP_SEXT, 0, r, 200, (const Word *const[]){a}, w, 1, NULL, 0,
		0);
	assert_int_equal(r[0], 0);
	assert_int_equal(r[1], ~(uint64_t)0 << 35);
	assert_int_equal(r[2], ~(uint64_t)0);
	assert_int_equal(r[3], 0xff);
}

/* ---------------------------------------------------------- helpers */

static char *captured;
static size_t captured_len;

/* Parse src (which must parse cleanly); returns the module.  The
 * diagnostics of verify go to `captured`. */
static Ctx test_ctx; /* diagnostics of every module parsed here */

static Module *parse_ok(const char *src)
{
	Module *m = calloc(1, sizeof *m);
	int before = test_ctx.nerror;
	assert_non_null(m);
	assert_int_equal(parse_mlir(&test_ctx, m, "test.mlir", src,
		strlen(src)), 0);
	assert_int_equal(test_ctx.nerror, before);
	return m;
}

static void free_module(Module *m)
{
	module_free(m);
	free(m);
}

/* verify m, capturing the messages; returns the error count */
static int verify_capture(const Module *m)
{
	FILE *f;
	int n;
	free(captured);
	captured = NULL;
	f = open_memstream(&captured, &captured_len);
	assert_non_null(f);
	test_ctx.stream = f;
	n = verify_module(m);
	test_ctx.stream = NULL;
	fclose(f);
	return n;
}

static Module *load(const char *src)
{
	Module *m = parse_ok(src);
	if (verify_capture(m))
		fail_msg("unexpected verifier errors:\n%s", captured);
	return m;
}

static uint32_t find(const Module *m, const char *name)
{
	int i = module_find(m, name);
	assert_true(i >= 0);
	return (uint32_t)i;
}

/* Evaluate @top on one-word inputs; returns eval_run's status. */
static int run_u64(const Module *m, const char *top, unsigned W,
	const uint64_t *in, uint64_t *out)
{
	Evaluator *e = eval_new(m, find(m, top), W);
	const Func *f = &m->funcs[find(m, top)];
	Word iv[16][1], ov[16][1];
	const Word *ip[16];
	Word *op[16];
	uint32_t i;
	int rc;

	assert_non_null(e);
	assert_true(f->nin <= 16 && f->nout <= 16);
	for (i = 0; i < f->nin; i++) {
		iv[i][0] = in[i];
		ip[i] = iv[i];
	}
	for (i = 0; i < f->nout; i++)
		op[i] = ov[i];
	rc = eval_run(e, ip, op);
	for (i = 0; rc == 0 && i < f->nout; i++)
		out[i] = ov[i][0];
	eval_free(e);
	return rc;
}

static uint64_t eval1(const char *src, const char *top, unsigned W,
	const uint64_t *in)
{
	Module *m = load(src);
	uint64_t out[16];
	assert_int_equal(run_u64(m, top, W, in, out), 0);
	free_module(m);
	return out[0];
}

/* ---------------------------------------------------------- evaluator */

static void test_eval_ops_parsed(void **state)
{
	static const char src[] =
		"func.func @f(%a: i8, %b: i8) -> (i8, i8, i8, i1, i6, i8) {\n"
		"  %0 = arith.divsi %a, %b : i8\n"
		"  %1 = arith.remui %a, %b : i8\n"
		"  %2 = arith.ceildivsi %a, %b : i8\n"
		"  %3 = arith.cmpi slt, %a, %b : i8\n"
		"  %c5 = arith.constant 5 : i3\n"
		"  %4 = arith.extsi %c5 : i3 to i6\n"
		"  %5 = comb.concat %t, %t : i4, i4\n"
		"  %t = comb.extract %a from 0 : (i8) -> i4\n"
		"  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i1, i6, i8\n"
		"}\n";
	/* %t is used before its definition: not valid in a CFG region */
	Module *m = parse_ok(src);
	uint64_t in[2] = {6, M8(-2)}, out[6];
	(void)state;
	assert_int_equal(verify_capture(m), 2);
	assert_non_null(strstr(captured, "definition of %t does not dominate"));
	free_module(m);

	m = load("func.func @f(%a: i8, %b: i8) -> (i8, i8, i8, i1, i6, i8) {\n"
		"  %0 = arith.divsi %a, %b : i8\n"
		"  %1 = arith.remui %a, %b : i8\n"
		"  %2 = arith.ceildivsi %a, %b : i8\n"
		"  %3 = arith.cmpi slt, %a, %b : i8\n"
		"  %c5 = arith.constant 5 : i3\n"
		"  %4 = arith.extsi %c5 : i3 to i6\n"
		"  %t = comb.extract %a from 0 : (i8) -> i4\n"
		"  %5 = comb.concat %t, %t : i4, i4\n"
		"  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i1, i6, i8\n"
		"}\n");
	assert_int_equal(run_u64(m, "f", 64, in, out), 0);
	assert_int_equal(out[0], M8(-3));
	assert_int_equal(out[1], 6);
	assert_int_equal(out[2], M8(-3));
	assert_int_equal(out[3], 0);
	assert_int_equal(out[4], 0x3d);
	assert_int_equal(out[5], 0x66);
	in[0] = 7;
	assert_int_equal(run_u64(m, "f", 64, in, out), 0);
	assert_int_equal(out[2], M8(-3)); /* ceildivs 7 / -2 */
	free_module(m);
}

/* index.add(0x800000008, 0x800000008): 0x1000000010 at W = 64, 0x10 at
 * W = 32; index.sizeof = W; casts at both widths */
static void test_eval_index_width(void **state)
{
	static const char src[] =
		"func.func @f(%x: i64) -> (index, index, i64, i64) {\n"
		"  %a = index.constant 0x800000008\n"
		"  %s = index.add %a, %a\n"
		"  %w = index.sizeof\n"
		"  %i = index.casts %x : i64 to index\n"
		"  %o = index.casts %i : index to i64\n"
		"  %j = arith.index_castui %x : i64 to index\n"
		"  %p = arith.index_cast %j : index to i64\n"
		"  return %s, %w, %o, %p : index, index, i64, i64\n"
		"}\n";
	Module *m = load(src);
	uint64_t in[1] = {0x180000000u}, out[4];
	(void)state;
	assert_int_equal(run_u64(m, "f", 64, in, out), 0);
	assert_int_equal(out[0], 0x1000000010u);
	assert_int_equal(out[1], 64);
	assert_int_equal(out[2], 0x180000000u);
	assert_int_equal(out[3], 0x180000000u);
	assert_int_equal(run_u64(m, "f", 32, in, out), 0);
	assert_int_equal(out[0], 0x10);
	assert_int_equal(out[1], 32);
	assert_int_equal(out[2], 0xffffffff80000000u); /* casts sign-extends */
	assert_int_equal(out[3], 0xffffffff80000000u); /* index_cast too */
	free_module(m);
}

static void test_eval_branches(void **state)
{
	/* std-dialect.txt's @select: both targets the same block */
	static const char sel[] =
		"func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {\n"
		"  cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)\n"
		"^bb1(%x : i32):\n"
		"  return %x : i32\n"
		"}\n";
	static const char diamond[] =
		"func.func @abs(%a: i8) -> i8 {\n"
		"  %z = arith.constant 0 : i8\n"
		"  %n = arith.cmpi slt, %a, %z : i8\n"
		"  cf.cond_br %n, ^neg, ^pos\n"
		"^neg:\n"
		"  %m = arith.subi %z, %a : i8\n"
		"  cf.br ^done(%m, %n : i8, i1)\n"
		"^pos:\n"
		"  cf.br ^done(%a, %n : i8, i1)\n"
		"^done(%r: i8, %f: i1):\n"
		"  %e = arith.extui %f : i1 to i8\n"
		"  %s = arith.addi %r, %e : i8\n"
		"  return %s : i8\n"
		"}\n";
	uint64_t in[3] = {11, 22, 1};
	(void)state;
	assert_int_equal(eval1(sel, "select", 64, in), 11);
	in[2] = 0;
	assert_int_equal(eval1(sel, "select", 64, in), 22);
	in[0] = M8(-5);
	assert_int_equal(eval1(diamond, "abs", 64, in), 6);
	in[0] = 5;
	assert_int_equal(eval1(diamond, "abs", 64, in), 5);
}

static void test_eval_calls(void **state)
{
	static const char src[] =
		"func.func @two(%a: i8) -> (i8, i8) {\n"
		"  %c = arith.constant 3 : i8\n"
		"  %m = arith.muli %a, %c : i8\n"
		"  %s = arith.addi %a, %c : i8\n"
		"  return %m, %s : i8, i8\n"
		"}\n"
		"func.func @mid(%a: i8, %b: i8) -> i8 {\n"
		"  %r:2 = func.call @two(%a) : (i8) -> (i8, i8)\n"
		"  %q = func.call @sub(%r#0, %b) : (i8, i8) -> i8\n"
		"  %t = arith.addi %q, %r#1 : i8\n"
		"  return %t : i8\n"
		"}\n"
		"func.func @sub(%a: i8, %b: i8) -> i8 {\n"
		"  %d = arith.subi %a, %b : i8\n"
		"  return %d : i8\n"
		"}\n"
		"func.func @top(%a: i8, %b: i8) -> (i8, i8) {\n"
		"  %x = func.call @mid(%a, %b) : (i8, i8) -> i8\n"
		"  %y = func.call @mid(%b, %a) : (i8, i8) -> i8\n"
		"  return %x, %y : i8, i8\n"
		"}\n";
	Module *m = load(src);
	uint64_t in[2] = {10, 4}, out[2];
	(void)state;
	/* mid(a, b) = (3a - b) + (a + 3) */
	assert_int_equal(run_u64(m, "top", 64, in, out), 0);
	assert_int_equal(out[0], M8(30 - 4 + 13));
	assert_int_equal(out[1], M8(12 - 10 + 7));
	free_module(m);
}

/* graph region: uses before defs; instances, in any order */
static void test_eval_hw(void **state)
{
	static const char src2[] =
		"hw.module @top(in %a : i8, in %b : i8, out y : i8, out z : i8) {\n"
		"  %uq = hw.instance \"u\" @sq(p: %t: i8) -> (q: i8)\n"
		"  %z = comb.xor %t, %b : i8\n"
		"  %t = comb.add %a, %b : i8\n"
		"  hw.output %uq, %z : i8, i8\n"
		"}\n"
		"hw.module @sq(in %p : i8, out q : i8) {\n"
		"  %r = comb.mul %p, %p : i8\n"
		"  hw.output %r : i8\n"
		"}\n";
	Module *m;
	uint64_t in[2] = {3, 4}, out[2];
	int before = test_ctx.nerror;
	(void)state;
	m = load(src2);
	assert_int_equal(run_u64(m, "top", 64, in, out), 0);
	assert_int_equal(out[0], 49);
	assert_int_equal(out[1], 7 ^ 4);
	free_module(m);
	assert_int_equal(test_ctx.nerror, before);
}

/* The same kind of module built by hand, without the parser: an
 * hw.module whose ops are in reverse dependency order. */
static void test_eval_handbuilt(void **state)
{
	Module m = {.ctx = &test_ctx};
	Func *f = module_add_func(&m);
	Loc nl = {0, 0, 0};
	Type in_ty[2] = {8, 8}, out_ty[1] = {8};
	const char *in_name[2] = {"a", "b"}, *out_name[1] = {"y"};
	uint32_t a, b, x, y, c;
	Word k = 5;
	Op *o;
	uint64_t in[2] = {7, 9}, out[1];
	(void)state;

	f->name = "m";
	f->is_hw = 1;
	f->nin = 2, f->nout = 1;
	f->in_ty = in_ty, f->out_ty = out_ty;
	f->in_name = in_name, f->out_name = out_name;
	f->blocks = calloc(1, sizeof *f->blocks);
	f->nblock = f->cap_block = 1;
	a = func_add_value(f, 8, NONE, 0, 0, "a", nl);
	b = func_add_value(f, 8, NONE, 0, 1, "b", nl);
	f->blocks[0] = (Block){a, 2, 0, 4, NULL, nl};
	f->ops = calloc(4, sizeof *f->ops);
	f->nop = f->cap_op = 4;
	/* op 0: %y = comb.mul %x, %c   op 1: %x = comb.sub %a, %b
	 * op 2: %c = hw.constant 5     op 3: hw.output %y */
	y = func_add_value(f, 8, 0, 0, 0, "y", nl);
	x = func_add_value(f, 8, 1, 0, 0, "x", nl);
	c = func_add_value(f, 8, 2, 0, 0, "c", nl);
	o = &f->ops[0];
	*o = (Op){.op = OP_MUL, .opnd = f->nuse, .nopnd = 2, .res = y,
		.nres = 1, .pool = NONE};
	func_add_use(f, x);
	func_add_use(f, c);
	f->ops[1] = (Op){.op = OP_SUB, .opnd = f->nuse, .nopnd = 2, .res = x,
		.nres = 1, .pool = NONE};
	func_add_use(f, a);
	func_add_use(f, b);
	f->ops[2] = (Op){.op = OP_CONST, .res = c, .nres = 1,
		.pool = func_add_pool(f, &k, 1), .npool = 8};
	f->ops[3] = (Op){.op = OP_OUTPUT, .opnd = f->nuse, .nopnd = 1,
		.pool = NONE};
	func_add_use(f, y);
	{
		int op, sy;
		f->ops[0].spell = (uint16_t)spell_lookup("comb.mul", 8, &op, &sy);
		f->ops[1].spell = (uint16_t)spell_lookup("comb.sub", 8, &op, &sy);
		f->ops[2].spell = (uint16_t)spell_lookup("hw.constant", 11, &op,
			&sy);
		f->ops[3].spell = (uint16_t)spell_lookup("hw.output", 9, &op, &sy);
	}
	assert_int_equal(verify_capture(&m), 0);
	assert_int_equal(run_u64(&m, "m", 64, in, out), 0);
	assert_int_equal(out[0], M8((7 - 9) * 5));
	/* the module does not own the signature arrays here */
	f->in_ty = f->out_ty = NULL;
	module_free(&m);
}

static void test_eval_declaration(void **state)
{
	/* An external module has no behaviour: the evaluator refuses a
	 * design that reaches a call of one, even on a branch that a given
	 * input would not take, as sim and the bit-level backends must. */
	static const char src[] =
		"func.func private @ext(i8) -> i8\n"
		"func.func @f(%a: i8, %c: i1) -> i8 {\n"
		"  cf.cond_br %c, ^call, ^skip\n"
		"^call:\n"
		"  %r = func.call @ext(%a) : (i8) -> i8\n"
		"  return %r : i8\n"
		"^skip:\n"
		"  return %a : i8\n"
		"}\n";
	Module *m = load(src);
	Evaluator *e;
	FILE *f;
	(void)state;
	free(captured);
	captured = NULL;
	f = open_memstream(&captured, &captured_len);
	test_ctx.stream = f;
	e = eval_new(m, find(m, "f"), 64);
	test_ctx.stream = NULL;
	fclose(f);
	assert_null(e);
	assert_non_null(strstr(captured, ":5:8: error: cannot evaluate 'ext': "
		"it is an external module"));
	free_module(m);
}

/* eval_batch gives what eval_run gives, vector by vector, with branches,
 * calls and wide values. */
static void test_eval_batch(void **state)
{
	static const char src[] =
		"func.func @w(%a: i100, %b: i100) -> i100 {\n"
		"  %p = arith.muli %a, %b : i100\n"
		"  %q = arith.divui %p, %a : i100\n"
		"  return %q : i100\n"
		"}\n"
		"func.func @f(%a: i100, %b: i100, %c: i1) -> (i100, i8) {\n"
		"  cf.cond_br %c, ^x, ^y\n"
		"^x:\n"
		"  %r = func.call @w(%a, %b) : (i100, i100) -> i100\n"
		"  %t = arith.trunci %r : i100 to i8\n"
		"  cf.br ^z(%r, %t : i100, i8)\n"
		"^y:\n"
		"  %s = arith.shrsi %a, %b : i100\n"
		"  %u = comb.extract %s from 92 : (i100) -> i8\n"
		"  cf.br ^z(%s, %u : i100, i8)\n"
		"^z(%o: i100, %v: i8):\n"
		"  return %o, %v : i100, i8\n"
		"}\n";
	enum { N = 200 };
	Module *m = load(src);
	Evaluator *e = eval_new(m, find(m, "f"), 64);
	Word *a = calloc(N * 2, sizeof *a), *b = calloc(N * 2, sizeof *b);
	Word *c = calloc(N, sizeof *c);
	Word *o = calloc(N * 2, sizeof *o), *v = calloc(N, sizeof *v);
	const Word *in[3] = {a, b, c};
	Word *out[2] = {o, v};
	uint64_t x = 88172645463325252u;
	size_t k;
	(void)state;
	assert_non_null(e);
	for (k = 0; k < N * 2; k++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		a[k] = x;
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		b[k] = k % 3 ? x : k % 7;
		if (k % 2) {
			a[k] &= ((uint64_t)1 << 36) - 1;
			b[k] &= ((uint64_t)1 << 36) - 1;
		}
	}
	for (k = 0; k < N; k++)
		c[k] = k % 2;
	assert_int_equal(eval_batch(e, N, in, out), 0);
	for (k = 0; k < N; k++) {
		Word o1[2], v1[1];
		const Word *i1[3] = {a + 2 * k, b + 2 * k, c + k};
		Word *out1[2] = {o1, v1};
		assert_int_equal(eval_run(e, i1, out1), 0);
		assert_int_equal(o1[0], o[2 * k]);
		assert_int_equal(o1[1], o[2 * k + 1]);
		assert_int_equal(v1[0], v[k]);
	}
	/* one spot check by hand: c = 0, b >= 100: shrs gives the sign */
	eval_free(e);
	free(a), free(b), free(c), free(o), free(v);
	free_module(m);
}

/* Straight-line code runs several vectors side by side (lanes) in
 * eval_batch: same results as eval_run, through instances, constants,
 * wide and narrow ops, for a count that is not a multiple of the lanes. */
static void test_eval_batch_lanes(void **state)
{
	static const char src[] =
		"hw.module @top(in %a : i70, in %b : i8, out y : i70, out z : i8, "
		"out t : i1) {\n"
		"  %q, %r = hw.instance \"u\" @dm(x: %a: i70, d: %b: i8) -> "
		"(q: i70, r: i8)\n"
		"  %k = hw.constant 0x3ffffffffffffffff : i70\n"
		"  %y = comb.xor %q, %k : i70\n"
		"  %c = hw.constant -7 : i8\n"
		"  %s = comb.mul %r, %c, %b : i8\n"
		"  %z = comb.shrs %s, %b : i8\n"
		"  %t = comb.icmp slt %z, %c : i8\n"
		"  hw.output %y, %z, %t : i70, i8, i1\n"
		"}\n"
		"hw.module @dm(in %x : i70, in %d : i8, out q : i70, out r : i8) {\n"
		"  %e = comb.concat %z, %d : i62, i8\n"
		"  %z = hw.constant 0 : i62\n"
		"  %q = comb.divs %x, %e : i70\n"
		"  %l = comb.extract %x from 3 : (i70) -> i8\n"
		"  %r = comb.modu %l, %d : i8\n"
		"  hw.output %q, %r : i70, i8\n"
		"}\n";
	enum { N = 1000 };
	Module *m = load(src);
	Evaluator *e = eval_new(m, find(m, "top"), 64);
	Word *a = calloc(N * 2, sizeof *a), *b = calloc(N, sizeof *b);
	Word *y = calloc(N * 2, sizeof *y), *z = calloc(N, sizeof *z);
	Word *t = calloc(N, sizeof *t);
	const Word *in[2] = {a, b};
	Word *out[3] = {y, z, t};
	uint64_t x = 0x2545f4914f6cdd1du;
	size_t k;
	(void)state;
	assert_non_null(e);
	for (k = 0; k < N; k++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		a[2 * k] = x;
		a[2 * k + 1] = (x >> 23) & 0x3f;
		b[k] = k % 5 ? (x >> 40) & 0xff : k % 3;
	}
	assert_int_equal(eval_batch(e, N, in, out), 0);
	for (k = 0; k < N; k++) {
		Word y1[2], z1[1], t1[1];
		const Word *i1[2] = {a + 2 * k, b + k};
		Word *o1[3] = {y1, z1, t1};
		assert_int_equal(eval_run(e, i1, o1), 0);
		assert_int_equal(y1[0], y[2 * k]);
		assert_int_equal(y1[1], y[2 * k + 1]);
		assert_int_equal(z1[0], z[k]);
		assert_int_equal(t1[0], t[k]);
	}
	/* spot check: a = 100, b = 0 (x / 0 = all ones, x % 0 = x) */
	{
		Word a1[2] = {100, 0}, b1[1] = {0}, y1[2], z1[1], t1[1];
		const Word *i1[2] = {a1, b1};
		Word *o1[3] = {y1, z1, t1};
		assert_int_equal(eval_batch(e, 1, i1, o1), 0);
		/* q = -1 (70 bits), y = q ^ 0x3ffffffffffffffff */
		assert_int_equal(y1[0], 0);
		assert_int_equal(y1[1], 0x3f - 0x3);
		/* r = (100 >> 3) & 0xff = 12; s = 12 * -7 * 0 = 0 */
		assert_int_equal(z1[0], 0);
		assert_int_equal(t1[0], 0);
	}
	eval_free(e);
	free(a), free(b), free(y), free(z), free(t);
	free_module(m);
}

/* The one-word fast paths agree with eval_apply at every width. */
static void test_fast_paths(void **state)
{
	static const struct { const char *op; int kind; } ops[] = {
		{"comb.add", 0}, {"comb.sub", 0}, {"comb.mul", 0},
		{"comb.and", 0}, {"comb.or", 0}, {"comb.xor", 0},
		{"comb.shl", 0}, {"comb.shru", 0}, {"comb.shrs", 0},
		{"comb.divs", 0}, {"comb.icmp slt", 1}, {"comb.icmp sge", 1},
		{"comb.icmp ult", 1}, {"comb.icmp ugt", 1}, {"comb.icmp eq", 1},
		{"comb.icmp ne", 1}, {"comb.icmp sle", 1}, {"comb.icmp sgt", 1},
		{"comb.icmp ule", 1}, {"comb.icmp uge", 1}, {"comb.inv", 2},
	};
	static const unsigned ws[] = {1, 2, 3, 7, 8, 31, 32, 33, 63, 64};
	char src[512];
	unsigned i, j, k;
	uint64_t x = 0x9e3779b97f4a7c15u;
	(void)state;
	for (i = 0; i < countof(ops); i++)
		for (j = 0; j < countof(ws); j++) {
			unsigned w = ws[j];
			Module *m;
			Evaluator *e;
			if (ops[i].kind == 0)
				snprintf(src, sizeof src, "hw.module @t(in %%a : i%u, "
					"in %%b : i%u, out y : i%u) {\n  %%r = %s %%a, %%b : "
					"i%u\n  hw.output %%r : i%u\n}\n", w, w, w, ops[i].op,
					w, w);
			else if (ops[i].kind == 1)
				snprintf(src, sizeof src, "hw.module @t(in %%a : i%u, "
					"in %%b : i%u, out y : i1) {\n  %%r = %s %%a, %%b : "
					"i%u\n  hw.output %%r : i1\n}\n", w, w, ops[i].op, w);
			else
				snprintf(src, sizeof src, "hw.module @t(in %%a : i%u, "
					"in %%b : i%u, out y : i%u) {\n  %%r = %s %%a : "
					"i%u\n  hw.output %%r : i%u\n}\n", w, w, w, ops[i].op,
					w, w);
			m = load(src);
			e = eval_new(m, 0, 64);
			assert_non_null(e);
			for (k = 0; k < 200; k++) {
				const Op *o = &m->funcs[0].ops[0];
				Word a[1], b[1], r[1], ref[1];
				const Word *in[2] = {a, b}, *args[2] = {a, b};
				Word *out[1] = {r};
				unsigned aw[2] = {w, w};
				x ^= x << 13, x ^= x >> 7, x ^= x << 17;
				a[0] = x & mask(w);
				b[0] = (k < 100 ? x >> 20 : x >> (64 - 7)) & mask(w);
				if (k % 10 == 0)
					b[0] = k % 20 ? mask(w) : w - 1 < b[0] ? w - 1 : b[0];
				if (k % 17 == 0)
					a[0] = (uint64_t)1 << (w - 1);
				assert_int_equal(eval_run(e, in, out), 0);
				eval_apply(o->op, o->pred, ref,
					(unsigned)m->funcs[0].vals[o->res].ty, args, aw,
					o->nopnd, NULL, 0, 0);
				if (r[0] != ref[0])
					fail_msg("%s i%u: %llx, %llx: fast %llx, apply %llx",
						ops[i].op, w, (unsigned long long)a[0],
						(unsigned long long)b[0],
						(unsigned long long)r[0],
						(unsigned long long)ref[0]);
			}
			eval_free(e);
			free_module(m);
		}
}

/* casts, extract, concat and mux fast paths against eval_apply */
static void test_fast_paths_unary(void **state)
{
	static const unsigned ws[] = {1, 2, 5, 8, 31, 32, 33, 63, 64};
	char src[1024];
	unsigned i, j, k;
	uint64_t x = 0x243f6a8885a308d3u;
	(void)state;
	for (i = 0; i < countof(ws); i++)
		for (j = 0; j < countof(ws); j++) {
			unsigned a = ws[i], b = ws[j], lo = a > b ? a - b : 0;
			Module *m;
			Evaluator *e;
			uint32_t q;
			int n = snprintf(src, sizeof src, "func.func @t(%%x: i%u, "
				"%%y: i%u, %%c: i1) -> (i%u, i%u) {\n", a, b, b, b);
			if (a < b)
				n += snprintf(src + n, sizeof src - (size_t)n,
					"  %%p = arith.extsi %%x : i%u to i%u\n"
					"  %%q = arith.extui %%x : i%u to i%u\n", a, b, a, b);
			else if (a > b)
				n += snprintf(src + n, sizeof src - (size_t)n,
					"  %%p = arith.trunci %%x : i%u to i%u\n"
					"  %%q = comb.extract %%x from %u : (i%u) -> i%u\n",
					a, b, lo, a, b);
			else
				n += snprintf(src + n, sizeof src - (size_t)n,
					"  %%p = comb.mux %%c, %%x, %%y : i%u\n"
					"  %%q = arith.select %%c, %%y, %%x : i%u\n", a, a);
			snprintf(src + n, sizeof src - (size_t)n,
				"  return %%p, %%q : i%u, i%u\n}\n", b, b);
			m = load(src);
			e = eval_new(m, 0, 64);
			assert_non_null(e);
			for (k = 0; k < 50; k++) {
				const Func *f = &m->funcs[0];
				Word xv[1], yv[1], cv[1], r[2][1], ref[1];
				const Word *in[3] = {xv, yv, cv};
				Word *out[2] = {r[0], r[1]};
				x ^= x << 13, x ^= x >> 7, x ^= x << 17;
				xv[0] = x & mask(a);
				yv[0] = (x >> 11) & mask(b);
				cv[0] = k & 1;
				assert_int_equal(eval_run(e, in, out), 0);
				for (q = 0; q < 2; q++) {
					const Op *o = &f->ops[q];
					const Word *args[3];
					unsigned aw[3];
					uint32_t t;
					for (t = 0; t < o->nopnd; t++) {
						uint32_t v = op_use(f, o, t);
						args[t] = v == 0 ? xv : v == 1 ? yv : cv;
						aw[t] = (unsigned)f->vals[v].ty;
					}
					eval_apply(o->op, o->pred, ref,
						(unsigned)f->vals[o->res].ty, args, aw, o->nopnd,
						NULL, 0, 0);
					assert_int_equal(r[q][0], ref[0]);
				}
			}
			eval_free(e);
			free_module(m);
		}
	/* concat of every split of 64 bits */
	for (i = 1; i < 64; i += 3) {
		Module *m;
		uint64_t in[2], out[1];
		snprintf(src, sizeof src, "func.func @t(%%x: i%u, %%y: i%u) -> "
			"i64 {\n  %%r = comb.concat %%x, %%y : i%u, i%u\n  return %%r "
			": i64\n}\n", i, 64 - i, i, 64 - i);
		m = load(src);
		in[0] = 0x5555555555555555u & mask(i);
		in[1] = 0x0123456789abcdefu & mask(64 - i);
		assert_int_equal(run_u64(m, "t", 64, in, out), 0);
		assert_int_equal(out[0], in[0] << (64 - i) | in[1]);
		free_module(m);
	}
}

/* ------------------------------------------------------------ scale */

static char *gen(size_t cap)
{
	char *s = malloc(cap);
	assert_non_null(s);
	return s;
}

/* 10^4 nested calls: no recursion in the evaluator or verifier */
static void test_deep_calls(void **state)
{
	enum { N = 10000 };
	char *s = gen((size_t)N * 160 + 256);
	size_t n = 0;
	unsigned i;
	Module *m;
	uint64_t in[1] = {1000}, out[1];
	(void)state;
	for (i = 0; i < N; i++)
		n += (size_t)sprintf(s + n, "func.func @f%u(%%a: i32) -> i32 {\n"
			"  %%c = arith.constant 1 : i32\n"
			"  %%b = arith.addi %%a, %%c : i32\n"
			"  %%r = func.call @f%u(%%b) : (i32) -> i32\n"
			"  return %%r : i32\n}\n", i, i + 1);
	sprintf(s + n, "func.func @f%u(%%a: i32) -> i32 {\n  return %%a : "
		"i32\n}\n", N);
	m = load(s);
	assert_int_equal(run_u64(m, "f0", 64, in, out), 0);
	assert_int_equal(out[0], 1000 + N);
	free_module(m);
	free(s);
}

/* 10^6 ops in one hw.module, written in reverse order (every use before
 * its def: the topological sort and the cycle check walk a 10^6-deep
 * path), and 2 * 10^5 ops in one func.func */
static void test_long_chains(void **state)
{
	enum { N = 1000000 };
	char *s = gen((size_t)N * 48 + 256);
	size_t n = 0;
	unsigned i;
	Module *m;
	uint64_t in[1] = {5}, out[1];
	(void)state;
	n += (size_t)sprintf(s + n, "hw.module @m(in %%a : i32, out y : i32) "
		"{\n  %%c = hw.constant 1 : i32\n");
	for (i = 0; i < N; i++)
		n += (size_t)sprintf(s + n, "  %%v%u = comb.add %%v%u, %%c : i32\n",
			i, i + 1);
	n += (size_t)sprintf(s + n, "  %%v%u = comb.xor %%a, %%c : i32\n"
		"  hw.output %%v0 : i32\n}\n", N);
	m = load(s);
	assert_int_equal(run_u64(m, "m", 64, in, out), 0);
	assert_int_equal(out[0], (5 ^ 1) + N);
	free_module(m);

	n = (size_t)sprintf(s, "func.func @f(%%v0: i32) -> i32 {\n  %%c = "
		"arith.constant 3 : i32\n");
	for (i = 0; i < N / 5; i++)
		n += (size_t)sprintf(s + n, "  %%v%u = arith.xori %%v%u, %%c : "
			"i32\n", i + 1, i);
	sprintf(s + n, "  return %%v%u : i32\n}\n", N / 5);
	m = load(s);
	assert_int_equal(run_u64(m, "f", 64, in, out), 0);
	assert_int_equal(out[0], 5); /* N is even */
	free_module(m);
	free(s);
}

/* ------------------------------------------------------------ verifier */

/* verify src (which must parse) and expect exactly `n` errors, the
 * first containing msg */
static void expect_errors(const char *src, int n, const char *msg)
{
	Module *m = parse_ok(src);
	int got = verify_capture(m);
	if (got != n || !strstr(captured, msg))
		fail_msg("expected %d error(s) with \"%s\", got %d:\n%s", n, msg,
			got, captured);
	free_module(m);
}

static void test_verify_types(void **state)
{
	(void)state;
	expect_errors("hw.module @m(in %a : i8, in %b : i4, out y : i8) {\n"
		"  %r = \"comb.add\"(%a, %b) : (i8, i4) -> i8\n"
		"  hw.output %r : i8\n}\n", 1,
		"test.mlir:2:8: error: 'comb.add' operands must all have the "
		"result type i8, got i4");
	expect_errors("hw.module @m(in %a : i8, out y : i8) {\n"
		"  %r = comb.extract %a from 5 : (i8) -> i8\n"
		"  hw.output %r : i8\n}\n", 1,
		"'comb.extract' bit range [5, 13) exceeds input width 8");
	expect_errors("hw.module @m(in %a : i1, in %b : i1, in %c : i1, "
		"out y : i1) {\n"
		"  %r = comb.truth_table %a, %b, %c -> 6 : ui4\n"
		"  hw.output %r : i1\n}\n", 1,
		"'comb.truth_table' table must have 2^3 = 8 bits, got 4");
	expect_errors("hw.module @m(in %a : i8, out y : i12) {\n"
		"  %r = \"comb.concat\"(%a, %a) : (i8, i8) -> i12\n"
		"  hw.output %r : i12\n}\n", 1,
		"'comb.concat' result width 12 must be the sum of the operand "
		"widths, 16");
	expect_errors("hw.module @m(in %a : i8, out y : i4) {\n"
		"  %r = comb.add %a, %a : i8\n"
		"  \"hw.output\"(%r) : (i8) -> ()\n}\n", 1,
		"'hw.output' operand 0 has type i8, but result 0 of @m is i4");
	expect_errors("hw.module @m(in %a : i8, out y : i12) {\n"
		"  %r = comb.replicate %a : (i8) -> i12\n"
		"  hw.output %r : i12\n}\n", 1,
		"'comb.replicate' result width 12 is not a multiple of input "
		"width 8");
	expect_errors("func.func @f(%a: i8) -> i4 {\n"
		"  %r = arith.extsi %a : i8 to i4\n"
		"  return %r : i4\n}\n", 1,
		"'arith.extsi' result width 4 must be larger than input width 8");
	expect_errors("func.func @f(%a: i8) -> i8 {\n"
		"  %r = arith.trunci %a : i8 to i8\n"
		"  return %r : i8\n}\n", 1,
		"'arith.trunci' result width 8 must be smaller than input width 8");
	expect_errors("func.func @f(%a: index) -> index {\n"
		"  %r = index.casts %a : index to index\n"
		"  return %r : index\n}\n", 1,
		"'index.casts' must cast between index and an integer type, got "
		"index to index");
	expect_errors("func.func @f(%a: i8, %b: i8) -> i8 {\n"
		"  %r = \"comb.mux\"(%a, %a, %b) : (i8, i8, i8) -> i8\n"
		"  return %r : i8\n}\n", 1,
		"'comb.mux' condition must be i1, got i8");
	expect_errors("func.func @f(%a: index) -> index {\n"
		"  %r = \"comb.add\"(%a, %a) : (index, index) -> index\n"
		"  return %r : index\n}\n", 1,
		"'comb.add' operands must be signless integers, got index");
	expect_errors("func.func @f(%a: i32) -> i32 {\n"
		"  %r = \"index.add\"(%a, %a) : (i32, i32) -> i32\n"
		"  return %r : i32\n}\n", 1,
		"'index.add' operands must be of type index, got i32");
	expect_errors("func.func @f(%a: i8, %b: i4) -> i1 {\n"
		"  %r = \"arith.cmpi\"(%a, %b) {predicate = 2 : i64} : (i8, i4) -> "
		"i1\n  return %r : i1\n}\n", 1,
		"'arith.cmpi' operands must have the same type, got i8 and i4");
	expect_errors("func.func @f(%a: i8) -> i8 {\n"
		"  %r = \"comb.lut\"(%a) {coefficients = array<i8: 1, 2>, "
		"lookupTable = array<i8: 1>} : (i8) -> i8\n"
		"  return %r : i8\n}\n", 1,
		"'comb.lut' has 2 coefficients for 1 input");
}

static void test_verify_structure(void **state)
{
	(void)state;
	expect_errors("func.func @f(%a: i8) -> i8 {\n"
		"  %b = arith.addi %c, %a : i8\n"
		"  %c = arith.addi %a, %a : i8\n"
		"  return %b : i8\n}\n", 1,
		"test.mlir:2:8: error: definition of %c does not dominate this use");
	expect_errors("func.func @f(%a: i8, %p: i1) -> i8 {\n"
		"  cf.cond_br %p, ^l, ^r\n"
		"^l:\n"
		"  %x = arith.addi %a, %a : i8\n"
		"  cf.br ^j\n"
		"^r:\n"
		"  cf.br ^j\n"
		"^j:\n"
		"  return %x : i8\n}\n", 1,
		"definition of %x does not dominate this use");
	expect_errors("func.func @f(%a: i8, %p: i1) -> i8 {\n"
		"  cf.br ^l\n"
		"^l:\n"
		"  cf.cond_br %p, ^l, ^r\n"
		"^r:\n"
		"  return %a : i8\n}\n", 1,
		"test.mlir:4:3: error: loops in the CFG are not supported (branch "
		"back to ^l)");
	expect_errors("func.func @f(%a: i8) -> i8 {\n"
		"  cf.br ^l(%a, %a : i8, i8)\n"
		"^l(%x: i8):\n"
		"  return %x : i8\n}\n", 1,
		"'cf.br' passes 2 arguments to ^l, which takes 1");
	expect_errors("func.func @f(%a: i8) -> i8 {\n"
		"  cf.br ^l(%a : i8)\n"
		"^l(%x: i4):\n"
		"  return %a : i8\n}\n", 1,
		"'cf.br' argument 0 to ^l has type i8, expected i4");
	expect_errors("func.func @f(%a: i8) -> (i8, i8) {\n"
		"  return %a : i8\n}\n", 1,
		"return' returns 1 value, but @f has 2 results");
	expect_errors("func.func @f(%a: i8) -> i8 {\n"
		"  %b = arith.addi %a, %a : i8\n}\n", 1,
		"the body of @f must end with a terminator");
	expect_errors("func.func @g(%a: i8, %b: i8) -> i8 {\n"
		"  return %a : i8\n}\n"
		"func.func @f(%a: i8) -> i8 {\n"
		"  %r = func.call @g(%a) : (i8) -> i8\n"
		"  return %r : i8\n}\n", 1,
		"'func.call' to @g: expected 2 arguments, got 1");
	expect_errors("func.func @g(%a: i8) -> i8 {\n"
		"  %r = func.call @f(%a) : (i8) -> i8\n"
		"  return %r : i8\n}\n"
		"func.func @f(%a: i8) -> i8 {\n"
		"  %r = func.call @g(%a) : (i8) -> i8\n"
		"  return %r : i8\n}\n", 1,
		"recursive call to @g is not supported");
	expect_errors("hw.module @m(in %a : i8, out y : i8) {\n"
		"  %x = comb.add %a, %y : i8\n"
		"  %y = comb.xor %x, %a : i8\n"
		"  hw.output %y : i8\n}\n", 1,
		"combinational cycle through %");
	expect_errors("hw.module @m(in %a : i8, out y : i8) {\n"
		"  %x = comb.add %a, %x : i8\n"
		"  hw.output %x : i8\n}\n", 1,
		"test.mlir:2:8: error: combinational cycle through %x in "
		"hw.module @m");
}

/* Rules the parser cannot be asked to break: mutate a parsed module. */
static void test_verify_mutated(void **state)
{
	static const char src[] =
		"func.func @f(%a: i8, %c: i1) -> i8 {\n"
		"  %b = arith.addi %a, %a : i8\n"
		"  cf.cond_br %c, ^x, ^y\n"
		"^x:\n"
		"  return %b : i8\n"
		"^y:\n"
		"  return %a : i8\n"
		"}\n";
	Module *m = parse_ok(src);
	Func *f = &m->funcs[0];
	Op save;
	(void)state;
	assert_int_equal(verify_capture(m), 0);
	/* a terminator in the middle of a block */
	save = f->ops[0];
	f->ops[0].op = OP_RETURN;
	f->ops[0].nopnd = 1;
	assert_true(verify_capture(m) >= 1);
	assert_non_null(strstr(captured, "must be the last op in its block"));
	f->ops[0] = save;
	/* cond_br on an i8 */
	f->uses[f->ops[1].opnd] = 0;
	assert_int_equal(verify_capture(m), 1);
	assert_non_null(strstr(captured, "condition must be i1, got i8"));
	f->uses[f->ops[1].opnd] = 1;
	/* a branch to the entry block */
	f->ops[1].succ[1] = 0;
	assert_int_equal(verify_capture(m), 1);
	assert_non_null(strstr(captured, "cannot branch to the entry block"));
	free_module(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_arith),
		cmocka_unit_test(test_division),
		cmocka_unit_test(test_division_corners),
		cmocka_unit_test(test_logic),
		cmocka_unit_test(test_shifts),
		cmocka_unit_test(test_minmax_icmp),
		cmocka_unit_test(test_mux_concat_extract),
		cmocka_unit_test(test_truth_table),
		cmocka_unit_test(test_lut),
		cmocka_unit_test(test_casts),
		cmocka_unit_test(test_wide),
		cmocka_unit_test(test_eval_ops_parsed),
		cmocka_unit_test(test_eval_index_width),
		cmocka_unit_test(test_eval_branches),
		cmocka_unit_test(test_eval_calls),
		cmocka_unit_test(test_eval_hw),
		cmocka_unit_test(test_eval_handbuilt),
		cmocka_unit_test(test_eval_declaration),
		cmocka_unit_test(test_eval_batch),
		cmocka_unit_test(test_eval_batch_lanes),
		cmocka_unit_test(test_fast_paths),
		cmocka_unit_test(test_fast_paths_unary),
		cmocka_unit_test(test_deep_calls),
		cmocka_unit_test(test_long_chains),
		cmocka_unit_test(test_verify_types),
		cmocka_unit_test(test_verify_structure),
		cmocka_unit_test(test_verify_mutated),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	free(captured);
	return rc;
}
