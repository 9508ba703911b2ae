/* test_bv.c: unit tests for bv.c, the bit-vector arithmetic.
 *
 * Expected values come from README, Semantics, the seed dialect docs
 * (index-dialect.txt, std-dialect.txt) and two's-complement arithmetic as
 * LLVM's APInt defines it, written out here or computed by independent
 * reference code in this file (bit-by-bit loops, __int128 arithmetic),
 * never from what bv.c prints.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "flow/flow.h"

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

#define NW BV_WORDS(BV_MAXW)
typedef Word Vec[NW];

static const unsigned widths[] = {1, 2, 3, 8, 63, 64, 65, 127, 128, 1000,
	65536};

/* ------------------------------------------------- reference helpers */

static int tbit(const Word *a, unsigned i)
{
	return (int)(a[i / 64] >> (i % 64) & 1);
}

static void tset(Word *a, unsigned i, int v)
{
	Word m = (Word)1 << (i % 64);
	a[i / 64] = v ? a[i / 64] | m : a[i / 64] & ~m;
}

static unsigned nwords(unsigned w)
{
	return (w + 63) / 64;
}

static void tclear(Word *r, unsigned w)
{
	memset(r, 0, nwords(w) * sizeof(Word));
}

/* r = the hex digits of s (no prefix, '_' ignored), truncated to w bits */
static void hex(Word *r, unsigned w, const char *s)
{
	size_t n = strlen(s), k = 0;
	tclear(r, w);
	while (n-- > 0) {
		char c = s[n];
		int v, b;
		if (c == '_')
			continue;
		v = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
		for (b = 0; b < 4; b++)
			if (4 * k + b < w && (v >> b & 1))
				tset(r, (unsigned)(4 * k + b), 1);
		k++;
	}
}

/* r = v sign-extended, truncated to w bits */
static void ival(Word *r, unsigned w, int64_t v)
{
	unsigned i;
	tclear(r, w);
	for (i = 0; i < w; i++)
		tset(r, i, i < 64 ? (int)((uint64_t)v >> i & 1) : v < 0);
}

static void tmin(Word *r, unsigned w) /* 100..0 */
{
	tclear(r, w);
	tset(r, w - 1, 1);
}

static void tones(Word *r, unsigned w)
{
	unsigned i;
	tclear(r, w);
	for (i = 0; i < w; i++)
		tset(r, i, 1);
}

static void tsmax(Word *r, unsigned w) /* 011..1 */
{
	tones(r, w);
	tset(r, w - 1, 0);
}

static int teq(const Word *a, const Word *b, unsigned w)
{
	return memcmp(a, b, nwords(w) * sizeof(Word)) == 0;
}

/* short hex image for failure messages */
static const char *show(const Word *a, unsigned w)
{
	static char buf[2][96];
	static int which;
	char *s = buf[which ^= 1], *p = s;
	unsigned i = nwords(w);
	int started = 0;
	p += sprintf(p, "0x");
	while (i-- > 0 && p < s + 70) {
		if (!started && a[i] == 0 && i)
			continue;
		p += sprintf(p, started ? "%016llx" : "%llx",
			(unsigned long long)a[i]);
		started = 1;
	}
	if (i != (unsigned)-1)
		sprintf(p, "...");
	return s;
}

static void expect_vec(const Word *got, const Word *want, unsigned w,
	int line)
{
	if (!teq(got, want, w))
		fail_msg("line %d, w=%u: got %s, want %s", line, w,
			show(got, w), show(want, w));
}

static void expect_hex_(const Word *got, unsigned w, const char *h, int line)
{
	Vec want;
	hex(want, w, h);
	expect_vec(got, want, w, line);
}

static void expect_int_(const Word *got, unsigned w, int64_t v, int line)
{
	Vec want;
	ival(want, w, v);
	expect_vec(got, want, w, line);
}

#define EXPECT_VEC(got, want, w) expect_vec(got, want, w, __LINE__)
#define EXPECT_HEX(got, w, h) expect_hex_(got, w, h, __LINE__)
#define EXPECT_INT(got, w, v) expect_int_(got, w, v, __LINE__)

/* bits [w, 64*words) must be zero */
static void expect_normal_(const Word *a, unsigned w, int line)
{
	unsigned i;
	for (i = w; i < 64 * nwords(w); i++)
		if (tbit(a, i))
			fail_msg("line %d, w=%u: bit %u set past the width", line,
				w, i);
}
#define EXPECT_NORMAL(a, w) expect_normal_(a, w, __LINE__)

static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint64_t rnd(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 2685821657736338717u;
}

static void rnd_vec(Word *r, unsigned w)
{
	unsigned i;
	for (i = 0; i < nwords(w); i++)
		r[i] = rnd();
	if (w % 64)
		r[nwords(w) - 1] &= ((Word)1 << (w % 64)) - 1;
}

/* Apply binary op by OP_* code. */
static void apply(int op, Word *r, const Word *a, const Word *b, unsigned w)
{
	switch (op) {
	case OP_ADD: bv_add(r, a, b, w); break;
	case OP_SUB: bv_sub(r, a, b, w); break;
	case OP_MUL: bv_mul(r, a, b, w); break;
	case OP_DIVU: bv_udiv(r, a, b, w); break;
	case OP_DIVS: bv_sdiv(r, a, b, w); break;
	case OP_REMU: bv_urem(r, a, b, w); break;
	case OP_REMS: bv_srem(r, a, b, w); break;
	case OP_CEILDIVU: bv_ceildivu(r, a, b, w); break;
	case OP_CEILDIVS: bv_ceildivs(r, a, b, w); break;
	case OP_FLOORDIVS: bv_floordivs(r, a, b, w); break;
	case OP_AND: bv_and(r, a, b, w); break;
	case OP_OR: bv_or(r, a, b, w); break;
	case OP_XOR: bv_xor(r, a, b, w); break;
	case OP_SHL: bv_shl(r, a, b, w); break;
	case OP_SHRU: bv_shru(r, a, b, w); break;
	case OP_SHRS: bv_shrs(r, a, b, w); break;
	default: fail_msg("bad op %d", op);
	}
}

static const char *const op_names[] = {
#define X(e, n, a, f) n,
	OPS(X)
#undef X
};

static const int div_ops[] = {OP_DIVU, OP_DIVS, OP_REMU, OP_REMS,
	OP_CEILDIVU, OP_CEILDIVS, OP_FLOORDIVS};

static int is_rem(int op)
{
	return op == OP_REMU || op == OP_REMS;
}

/* ---------------------------------------------------------- basics */

static void test_basic(void **state)
{
	Vec a, b;
	size_t i;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		memset(a, 0xa5, sizeof a);
		bv_zero(a, w);
		EXPECT_HEX(a, w, "0");
		assert_true(bv_is_zero(a, w));
		assert_false(bv_is_ones(a, w));
		bv_ones(a, w);
		EXPECT_NORMAL(a, w);
		assert_true(bv_is_ones(a, w));
		assert_int_equal(bv_popcount(a, w), w);
		assert_int_equal(bv_sign(a, w), 1);
		bv_copy(b, a, w);
		assert_true(bv_eq(a, b, w));
		bv_setbit(b, w - 1, 0);
		assert_false(bv_eq(a, b, w));
		assert_int_equal(bv_sign(b, w), 0);
		assert_int_equal(bv_bit(b, 0), w > 1);
		bv_from_i64(a, w, -1);
		assert_true(bv_is_ones(a, w));
		bv_from_i64(a, w, -2);
		EXPECT_INT(a, w, -2);
		bv_from_u64(a, w, UINT64_MAX);
		EXPECT_NORMAL(a, w);
		assert_int_equal(bv_popcount(a, w), w < 64 ? w : 64);
		memset(a, 0xff, nwords(w) * sizeof(Word));
		bv_normalize(a, w);
		assert_true(bv_is_ones(a, w));
	}
	bv_from_i64(a, 128, INT64_MIN);
	EXPECT_HEX(a, 128, "ffffffffffffffff8000000000000000");
	bv_from_u64(a, 128, 0x8000000000000000u);
	EXPECT_HEX(a, 128, "8000000000000000");
	bv_from_u64(a, 3, 13);
	EXPECT_HEX(a, 3, "5");
	bv_from_i64(a, 65, -3);
	EXPECT_HEX(a, 65, "1fffffffffffffffd");
}

static void test_conversions(void **state)
{
	Vec a;
	(void)state;

	hex(a, 64, "ffffffff");
	assert_int_equal(bv_to_u32sat(a, 64), UINT32_MAX);
	hex(a, 64, "100000000");
	assert_int_equal(bv_to_u32sat(a, 64), UINT32_MAX);
	hex(a, 8, "c8");
	assert_int_equal(bv_to_u32sat(a, 8), 200);
	hex(a, 128, "1_0000000000000005");
	assert_int_equal(bv_to_u32sat(a, 128), UINT32_MAX);
	hex(a, 65536, "12345");
	assert_int_equal(bv_to_u32sat(a, 65536), 0x12345);

	hex(a, 8, "ff");
	assert_int_equal(bv_to_i64(a, 8), -1);
	hex(a, 3, "4");
	assert_int_equal(bv_to_i64(a, 3), -4);
	hex(a, 3, "3");
	assert_int_equal(bv_to_i64(a, 3), 3);
	hex(a, 1, "1");
	assert_int_equal(bv_to_i64(a, 1), -1);
	hex(a, 64, "8000000000000000");
	assert_true(bv_to_i64(a, 64) == INT64_MIN);
	hex(a, 63, "4000000000000000");
	assert_true(bv_to_i64(a, 63) == -((int64_t)1 << 62));
	hex(a, 65, "1_0000000000000005");
	assert_int_equal(bv_to_i64(a, 65), 5);
	hex(a, 128, "1_8000000000000000");
	assert_true(bv_to_i64(a, 128) == INT64_MIN);
}

static void test_logic(void **state)
{
	Vec a, b, r;
	(void)state;

	hex(a, 128, "ff00ff00ff00ff00_f0f0f0f0f0f0f0f0");
	hex(b, 128, "0ff00ff00ff00ff0_ffff0000ffff0000");
	bv_and(r, a, b, 128);
	EXPECT_HEX(r, 128, "0f000f000f000f00_f0f00000f0f00000");
	bv_or(r, a, b, 128);
	EXPECT_HEX(r, 128, "fff0fff0fff0fff0_fffff0f0fffff0f0");
	bv_xor(r, a, b, 128);
	EXPECT_HEX(r, 128, "f0f0f0f0f0f0f0f0_0f0ff0f00f0ff0f0");
	bv_not(r, a, 128);
	EXPECT_HEX(r, 128, "00ff00ff00ff00ff_0f0f0f0f0f0f0f0f");
	hex(a, 65, "0_0000000000000000");
	bv_not(r, a, 65);
	EXPECT_HEX(r, 65, "1_ffffffffffffffff");
	hex(a, 3, "5");
	bv_not(a, a, 3);
	EXPECT_HEX(a, 3, "2");
}

static void test_add_sub_neg(void **state)
{
	Vec a, b, r;
	size_t i;
	(void)state;

	/* carries and borrows across every word */
	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		tones(a, w);
		ival(b, w, 1);
		bv_add(r, a, b, w);
		EXPECT_HEX(r, w, "0");
		bv_sub(r, r, b, w);
		assert_true(bv_is_ones(r, w));
		tsmax(a, w);
		bv_add(r, a, b, w); /* SMAX + 1 = MIN */
		tmin(b, w);
		EXPECT_VEC(r, b, w);
		bv_neg(r, b, w); /* -MIN = MIN */
		EXPECT_VEC(r, b, w);
		ival(a, w, 1);
		bv_neg(r, a, w);
		assert_true(bv_is_ones(r, w));
		bv_neg(r, r, w);
		EXPECT_INT(r, w, 1);
		ival(a, w, 0);
		bv_neg(r, a, w);
		EXPECT_INT(r, w, 0);
	}
	hex(a, 128, "1_0000000000000000");
	hex(b, 128, "1");
	bv_sub(r, a, b, 128);
	EXPECT_HEX(r, 128, "ffffffffffffffff");
	bv_sub(r, b, a, 128);
	EXPECT_HEX(r, 128, "ffffffffffffffff_0000000000000001");
	hex(a, 1000, "ffffffffffffffff_ffffffffffffffff_ffffffffffffffff");
	bv_add(r, a, b, 1000);
	EXPECT_HEX(r, 1000, "1_0000000000000000_0000000000000000_0000000000000000");
}

static void test_mul(void **state)
{
	Vec a, b, r;
	(void)state;

	hex(a, 8, "10");
	hex(b, 8, "11");
	bv_mul(r, a, b, 8);
	EXPECT_HEX(r, 8, "10");
	hex(a, 128, "ffffffffffffffff");
	bv_mul(r, a, a, 64);
	EXPECT_HEX(r, 64, "1");
	bv_mul(r, a, a, 128); /* (2^64-1)^2 = 2^128 - 2^65 + 1 */
	EXPECT_HEX(r, 128, "fffffffffffffffe_0000000000000001");
	hex(a, 65, "1_ffffffffffffffff");
	bv_mul(r, a, a, 65); /* (-1)^2 */
	EXPECT_HEX(r, 65, "1");
	hex(a, 127, "7fffffffffffffff_ffffffffffffffff");
	hex(b, 127, "2");
	bv_mul(a, a, b, 127); /* aliasing r == a */
	EXPECT_HEX(a, 127, "7fffffffffffffff_fffffffffffffffe");
	hex(a, 1000, "1");
	tset(a, 999, 1);
	hex(b, 1000, "1");
	tset(b, 500, 1);
	bv_mul(b, a, b, 1000); /* (1 + 2^999)(1 + 2^500) mod 2^1000 */
	tclear(a, 1000);
	tset(a, 0, 1);
	tset(a, 500, 1);
	tset(a, 999, 1);
	EXPECT_VEC(b, a, 1000);
	hex(a, 3, "7");
	hex(b, 3, "3");
	bv_mul(r, a, b, 3);
	EXPECT_HEX(r, 3, "5");
}

/* --------------------------------------------------------- division */

/* Seed examples (std-dialect.txt, index-dialect.txt). */
static void test_seed_examples(void **state)
{
	Vec a, b, r;
	size_t i;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		if (w < 8)
			continue;
		ival(a, w, 6), ival(b, w, -2);
		bv_sdiv(r, a, b, w);
		EXPECT_INT(r, w, -3);            /* divs 6 / -2 = -3 */
		bv_srem(r, a, b, w);
		EXPECT_INT(r, w, 0);             /* rems 6 % -2 = 0 */
		bv_udiv(r, a, b, w);
		EXPECT_INT(r, w, 0);             /* divu 6 / -2 = 0 */
		bv_urem(r, a, b, w);
		EXPECT_INT(r, w, 6);             /* remu 6 % -2 = 6 */
		bv_ceildivu(r, a, b, w);
		EXPECT_INT(r, w, 1);             /* ceildivu 6 / -2 = 1 */
		ival(a, w, 7);
		bv_ceildivs(r, a, b, w);
		EXPECT_INT(r, w, -3);            /* ceildivs 7 / -2 = -3 */
		ival(a, w, 5);
		bv_floordivs(r, a, b, w);
		EXPECT_INT(r, w, -3);            /* floordivs 5 / -2 = -3 */
		ival(a, w, 7), ival(b, w, 2);
		bv_ceildivu(r, a, b, w);
		EXPECT_INT(r, w, 4);             /* ceildivu 7 / 2 = 4 */
	}
	/* i16, as the seed states it: 6 % (2^16 - 2) = 6 */
	hex(a, 16, "6"), hex(b, 16, "fffe");
	bv_urem(r, a, b, 16);
	EXPECT_HEX(r, 16, "6");
	bv_udiv(r, a, b, 16);
	EXPECT_HEX(r, 16, "0");
	/* sexti 5 : i3 to i6 = 0b111101; 2 : i3 to i6 = 0b000010 */
	hex(a, 3, "5");
	bv_sext(r, 6, a, 3);
	EXPECT_HEX(r, 6, "3d");
	hex(a, 3, "2");
	bv_sext(r, 6, a, 3);
	EXPECT_HEX(r, 6, "2");
	/* trunci 21 : i5 to i4 = 0b0101, to i3 = 0b101 */
	hex(a, 5, "15");
	bv_zext(r, 4, a, 5);
	EXPECT_HEX(r, 4, "5");
	bv_sext(r, 3, a, 5);
	EXPECT_HEX(r, 3, "5");
	bv_extract(r, 4, a, 5, 0);
	EXPECT_HEX(r, 4, "5");
	/* shift_right_signed 160, 3 : i8 = 0b11110100; 96, 3 = 0b00001100;
	 * shift_right_unsigned 160, 3 = 0b00010100 */
	hex(a, 8, "a0"), hex(b, 8, "3");
	bv_shrs(r, a, b, 8);
	EXPECT_HEX(r, 8, "f4");
	bv_shru(r, a, b, 8);
	EXPECT_HEX(r, 8, "14");
	hex(a, 8, "60");
	bv_shrs(r, a, b, 8);
	EXPECT_HEX(r, 8, "0c");
	/* index: div(0x100000002, 2) is 0x80000001 in 64 bits, 1 in 32 */
	hex(a, 64, "100000002"), hex(b, 64, "2");
	bv_udiv(r, a, b, 64);
	EXPECT_HEX(r, 64, "80000001");
	bv_sdiv(r, a, b, 64);
	EXPECT_HEX(r, 64, "80000001");
	hex(a, 32, "100000002");
	bv_udiv(r, a, b, 32);
	EXPECT_HEX(r, 32, "1");
	/* add(0x800000008, 0x800000008) = 0x1000000010; 0x10 in 32 bits */
	hex(a, 64, "800000008");
	bv_add(r, a, a, 64);
	EXPECT_HEX(r, 64, "1000000010");
	hex(a, 32, "800000008");
	bv_add(r, a, a, 32);
	EXPECT_HEX(r, 32, "10");
}

static void test_div_by_zero(void **state)
{
	Vec x, z, r;
	size_t i, j, k;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		tclear(z, w);
		for (k = 0; k < 5; k++) {
			switch (k) {
			case 0: ival(x, w, 0); break;
			case 1: ival(x, w, 1); break;
			case 2: tmin(x, w); break;
			case 3: tones(x, w); break;
			default: rnd_vec(x, w); break;
			}
			for (j = 0; j < countof(div_ops); j++) {
				int op = div_ops[j];
				apply(op, r, x, z, w);
				if (is_rem(op))
					EXPECT_VEC(r, x, w);   /* x % 0 = x */
				else
					assert_true(bv_is_ones(r, w)); /* x / 0 = ~0 */
				EXPECT_NORMAL(r, w);
			}
		}
		/* result aliasing the dividend */
		ival(x, w, 1);
		bv_udiv(x, x, z, w);
		assert_true(bv_is_ones(x, w));
		bv_srem(x, x, z, w);
		assert_true(bv_is_ones(x, w));
	}
}

/* MIN / -1 wraps to MIN for every signed quotient; its remainder is 0. */
static void test_min_div_minus_one(void **state)
{
	Vec mn, m1, r, t, e;
	size_t i;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		tmin(mn, w);
		tones(m1, w);
		bv_sdiv(r, mn, m1, w);
		EXPECT_VEC(r, mn, w);
		bv_ceildivs(r, mn, m1, w);
		EXPECT_VEC(r, mn, w);
		bv_floordivs(r, mn, m1, w);
		EXPECT_VEC(r, mn, w);
		bv_srem(r, mn, m1, w);
		EXPECT_INT(r, w, 0);
		bv_sdiv(r, mn, mn, w);          /* MIN / MIN = 1 */
		EXPECT_INT(r, w, 1);
		bv_srem(r, mn, mn, w);
		EXPECT_INT(r, w, 0);
		ival(t, w, 1);
		bv_sdiv(r, mn, t, w);
		EXPECT_VEC(r, mn, w);
		if (w < 3)
			continue;
		bv_udiv(r, mn, m1, w);          /* unsigned: 2^(w-1) / (2^w-1) */
		EXPECT_INT(r, w, 0);
		bv_urem(r, mn, m1, w);
		EXPECT_VEC(r, mn, w);
		bv_udiv(r, m1, m1, w);
		EXPECT_INT(r, w, 1);
		bv_ceildivu(r, m1, mn, w);      /* ceil((2^w-1) / 2^(w-1)) = 2 */
		EXPECT_INT(r, w, 2);
		bv_sdiv(r, m1, mn, w);          /* -1 / MIN: trunc 0, ceil 1, floor 0 */
		EXPECT_INT(r, w, 0);
		bv_ceildivs(r, m1, mn, w);
		EXPECT_INT(r, w, 1);
		bv_floordivs(r, m1, mn, w);
		EXPECT_INT(r, w, 0);
		bv_srem(r, m1, mn, w);
		EXPECT_INT(r, w, -1);
		tones(e, w);                     /* MIN / 2 = -2^(w-2), exact */
		tset(e, w - 2, 1);
		for (unsigned j = 0; j < w - 2; j++)
			tset(e, j, 0);
		ival(t, w, 2);
		bv_sdiv(r, mn, t, w);
		EXPECT_VEC(r, e, w);
		bv_floordivs(r, mn, t, w);
		EXPECT_VEC(r, e, w);
		bv_ceildivs(r, mn, t, w);
		EXPECT_VEC(r, e, w);
	}
}

/* Rounding of every flavour over all sign combinations. */
static void test_div_rounding(void **state)
{
	static const struct {
		int64_t a, b, trunc, rem, ceil, floor;
	} c[] = {
		{7, 2, 3, 1, 4, 3},
		{-7, 2, -3, -1, -3, -4},
		{7, -2, -3, 1, -3, -4},
		{-7, -2, 3, -1, 4, 3},
		{6, 3, 2, 0, 2, 2},
		{-6, 3, -2, 0, -2, -2},
		{6, -3, -2, 0, -2, -2},
		{-6, -3, 2, 0, 2, 2},
		{1, 3, 0, 1, 1, 0},
		{-1, 3, 0, -1, 0, -1},
		{0, -5, 0, 0, 0, 0},
		{100, 7, 14, 2, 15, 14},
		{-100, 7, -14, -2, -14, -15},
	};
	Vec a, b, r;
	size_t i, k;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		if (w < 8)
			continue;
		for (k = 0; k < countof(c); k++) {
			ival(a, w, c[k].a), ival(b, w, c[k].b);
			bv_sdiv(r, a, b, w);
			EXPECT_INT(r, w, c[k].trunc);
			bv_srem(r, a, b, w);
			EXPECT_INT(r, w, c[k].rem);
			bv_ceildivs(r, a, b, w);
			EXPECT_INT(r, w, c[k].ceil);
			bv_floordivs(r, a, b, w);
			EXPECT_INT(r, w, c[k].floor);
		}
	}
	/* small widths by exhaustion against the same rules */
	for (i = 1; i <= 4; i++) {
		unsigned w = (unsigned)i;
		int64_t x, y, half = (int64_t)1 << (w - 1);
		for (x = -half; x < half; x++)
			for (y = -half; y < half; y++) {
				int64_t q, m, fl, ce;
				if (y == 0)
					continue;
				q = x == -half && y == -1 ? -half : x / y;
				m = x == -half && y == -1 ? 0 : x % y;
				fl = q - (m != 0 && (m < 0) != (y < 0));
				ce = q + (m != 0 && (m < 0) == (y < 0));
				if (x == -half && y == -1)
					fl = ce = -half;
				ival(a, w, x), ival(b, w, y);
				bv_sdiv(r, a, b, w);
				EXPECT_INT(r, w, q);
				bv_srem(r, a, b, w);
				EXPECT_INT(r, w, m);
				bv_floordivs(r, a, b, w);
				EXPECT_INT(r, w, fl);
				bv_ceildivs(r, a, b, w);
				EXPECT_INT(r, w, ce);
			}
	}
}

/* ------------------------------------------------------------ shifts */

/* bit-by-bit reference; s is the amount, saturated */
static void ref_shift(int op, Word *r, const Word *a, uint64_t s, unsigned w)
{
	unsigned i;
	tclear(r, w);
	for (i = 0; i < w; i++) {
		int v;
		if (op == OP_SHL)
			v = s <= i ? tbit(a, (unsigned)(i - s)) : 0;
		else if (s < w - i)
			v = tbit(a, (unsigned)(i + s));
		else
			v = op == OP_SHRS ? tbit(a, w - 1) : 0;
		tset(r, i, v);
	}
}

static void check_shift(const Word *a, const Word *amt, uint64_t s,
	unsigned w)
{
	static const int ops[] = {OP_SHL, OP_SHRU, OP_SHRS};
	Vec r, want, t;
	size_t k;
	for (k = 0; k < countof(ops); k++) {
		ref_shift(ops[k], want, a, s, w);
		apply(ops[k], r, a, amt, w);
		EXPECT_VEC(r, want, w);
		bv_copy(t, a, w); /* in place */
		apply(ops[k], t, t, amt, w);
		EXPECT_VEC(t, want, w);
	}
}

static void test_shifts(void **state)
{
	Vec a, amt;
	size_t i, k, p;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		const uint64_t sm[] = {0, 1, w - 1, w, (uint64_t)w + 1, 37, 64,
			65};
		for (p = 0; p < 2; p++) {
			rnd_vec(a, w);
			tset(a, w - 1, (int)p); /* positive and negative */
			tset(a, 0, 1);
			for (k = 0; k < countof(sm); k++) {
				if (w < 64 && sm[k] >> w)
					continue; /* amount does not fit */
				ival(amt, w, (int64_t)sm[k]);
				check_shift(a, amt, sm[k], w);
			}
			/* the whole w-bit amount counts: all ones */
			tones(amt, w);
			check_shift(a, amt, UINT64_MAX, w);
			if (w > 64) {
				hex(amt, w, "1_0000000000000001");
				check_shift(a, amt, UINT64_MAX, w);
				hex(amt, w, "1_0000000000000000");
				check_shift(a, amt, UINT64_MAX, w);
			}
			if (w > 33) {
				hex(amt, w, "100000001"); /* 2^32 + 1 */
				check_shift(a, amt, 0x100000001u, w);
			}
		}
	}
	/* explicit values */
	hex(a, 128, "8000000000000000_0000000000000001");
	ival(amt, 128, 127);
	bv_shrs(a, a, amt, 128);
	EXPECT_HEX(a, 128, "ffffffffffffffff_ffffffffffffffff");
	hex(a, 128, "1");
	ival(amt, 128, 64);
	bv_shl(a, a, amt, 128);
	EXPECT_HEX(a, 128, "1_0000000000000000");
	ival(amt, 128, 1);
	bv_shru(a, a, amt, 128);
	EXPECT_HEX(a, 128, "8000000000000000");
	hex(a, 64, "8000000000000000");
	ival(amt, 64, 63);
	bv_shrs(a, a, amt, 64);
	EXPECT_HEX(a, 64, "ffffffffffffffff");
	hex(a, 1, "1");
	ival(amt, 1, 1);   /* amount 1 >= w = 1 */
	bv_shl(amt, a, amt, 1);
	EXPECT_HEX(amt, 1, "0");
	ival(amt, 1, 1);
	bv_shrs(amt, a, amt, 1);
	EXPECT_HEX(amt, 1, "1");
}

/* -------------------------------------------------------- comparisons */

/* For w >= 2 the values 0, 1, SMAX, MIN, -1 have known orders:
 * unsigned 0 < 1 < SMAX < MIN < -1, signed MIN < -1 < 0 < 1 < SMAX. */
static int pred_holds(int pred, int ux, int uy, int sx, int sy)
{
	switch (pred) {
	case PRED_EQ: return ux == uy;
	case PRED_NE: return ux != uy;
	case PRED_SLT: return sx < sy;
	case PRED_SLE: return sx <= sy;
	case PRED_SGT: return sx > sy;
	case PRED_SGE: return sx >= sy;
	case PRED_ULT: return ux < uy;
	case PRED_ULE: return ux <= uy;
	case PRED_UGT: return ux > uy;
	case PRED_UGE: return ux >= uy;
	}
	return -1;
}

static void boundary(Word *r, unsigned w, int k)
{
	switch (k) {
	case 0: ival(r, w, 0); break;
	case 1: ival(r, w, 1); break;
	case 2: tsmax(r, w); break;
	case 3: tmin(r, w); break;
	default: tones(r, w); break;
	}
}

static void test_icmp(void **state)
{
	static const int srank[] = {2, 3, 4, 0, 1};
	Vec a, b;
	size_t i;
	int x, y, p;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		if (w < 3) /* 1 == SMAX or MIN == -1 below 3 bits */
			continue;
		for (x = 0; x < 5; x++)
			for (y = 0; y < 5; y++) {
				boundary(a, w, x);
				boundary(b, w, y);
				for (p = 0; p < NPRED_; p++) {
					int want = pred_holds(p, x, y, srank[x], srank[y]);
					if (bv_icmp(p, a, b, w) != want)
						fail_msg("w=%u pred %d (%d, %d): want %d", w, p,
							x, y, want);
				}
				assert_int_equal(bv_ucmp(a, b, w) < 0, x < y);
				assert_int_equal(bv_scmp(a, b, w) < 0,
					srank[x] < srank[y]);
			}
	}
	/* i1: 0 and 1 (= -1): unsigned 0 < 1, signed 1 < 0 */
	hex(a, 1, "0"), hex(b, 1, "1");
	for (p = 0; p < NPRED_; p++)
		assert_int_equal(bv_icmp(p, a, b, 1), pred_holds(p, 0, 1, 1, 0));
	/* i2: 0 1 -2 -1 */
	for (x = 0; x < 4; x++)
		for (y = 0; y < 4; y++) {
			static const int s2[] = {2, 3, 0, 1};
			ival(a, 2, x), ival(b, 2, y);
			for (p = 0; p < NPRED_; p++)
				assert_int_equal(bv_icmp(p, a, b, 2),
					pred_holds(p, x, y, s2[x], s2[y]));
		}
	/* multiword: the high word decides */
	hex(a, 128, "1_0000000000000000");
	hex(b, 128, "0_ffffffffffffffff");
	assert_true(bv_icmp(PRED_UGT, a, b, 128));
	assert_true(bv_icmp(PRED_SGT, a, b, 128));
	assert_int_equal(bv_ucmp(b, a, 128), -1);
	assert_int_equal(bv_ucmp(a, a, 128), 0);
	hex(a, 1000, "1");
	tset(a, 999, 1);
	hex(b, 1000, "2");
	assert_true(bv_icmp(PRED_UGT, a, b, 1000));
	assert_true(bv_icmp(PRED_SLT, a, b, 1000));
	assert_int_equal(bv_scmp(a, b, 1000), -1);
	assert_int_equal(bv_scmp(b, a, 1000), 1);
}

/* ------------------------------------------------------ width changes */

static void test_ext(void **state)
{
	Vec a, r;
	unsigned i;
	(void)state;

	hex(a, 64, "8000000000000000");
	bv_sext(r, 65, a, 64);
	EXPECT_HEX(r, 65, "1_8000000000000000");
	bv_zext(r, 65, a, 64);
	EXPECT_HEX(r, 65, "0_8000000000000000");
	hex(a, 65, "1_0000000000000000");
	bv_sext(r, 128, a, 65);
	EXPECT_HEX(r, 128, "ffffffffffffffff_0000000000000000");
	bv_zext(r, 128, a, 65);
	EXPECT_HEX(r, 128, "1_0000000000000000");
	hex(a, 63, "4000000000000000");
	bv_sext(r, 64, a, 63);
	EXPECT_HEX(r, 64, "c000000000000000");
	bv_sext(r, 200, a, 63);
	EXPECT_HEX(r, 200,
		"ff_ffffffffffffffff_ffffffffffffffff_c000000000000000");
	hex(a, 1, "1");
	bv_sext(r, 65536, a, 1);
	assert_true(bv_is_ones(r, 65536));
	bv_zext(r, 65536, a, 1);
	EXPECT_HEX(r, 65536, "1");
	hex(a, 128, "0123456789abcdef_fedcba9876543210");
	bv_sext(r, 64, a, 128);  /* truncation */
	EXPECT_HEX(r, 64, "fedcba9876543210");
	bv_zext(r, 65, a, 128);
	EXPECT_HEX(r, 65, "1_fedcba9876543210");
	bv_sext(r, 1, a, 128);
	EXPECT_HEX(r, 1, "0");
	bv_sext(a, 128, a, 128); /* same width may alias */
	EXPECT_HEX(a, 128, "0123456789abcdef_fedcba9876543210");
	/* 128 -> 65536 negative: every upper bit set */
	hex(a, 128, "8000000000000000_0000000000000000");
	bv_sext(r, 65536, a, 128);
	for (i = 127; i < 65536; i++)
		assert_int_equal(tbit(r, i), 1);
	assert_int_equal(bv_popcount(r, 65536), 65536 - 127);
	bv_sext(a, 1000, r, 65536); /* truncation */
	assert_int_equal(bv_popcount(a, 1000), 1000 - 127);
	assert_int_equal(tbit(a, 126), 0);
	EXPECT_NORMAL(a, 1000);
	tmin(a, 1000);
	bv_sext(r, 1001, a, 1000);
	assert_int_equal(bv_popcount(r, 1001), 2);
	assert_int_equal(tbit(r, 1000), 1);
	EXPECT_NORMAL(r, 1001);
}

static void test_extract_insert(void **state)
{
	Vec a, r, t;
	unsigned i;
	(void)state;

	hex(a, 128, "0123456789abcdef_fedcba9876543210");
	bv_extract(r, 16, a, 128, 56);
	EXPECT_HEX(r, 16, "effe");
	bv_extract(r, 64, a, 128, 32);
	EXPECT_HEX(r, 64, "89abcdeffedcba98");
	bv_extract(r, 100, a, 128, 100); /* bits past aw read as zero */
	EXPECT_HEX(r, 100, "0123456");
	bv_extract(r, 8, a, 128, 120);
	EXPECT_HEX(r, 8, "01");
	bv_extract(r, 1, a, 128, 127);
	EXPECT_HEX(r, 1, "0");
	bv_extract(r, 1, a, 128, 64);
	EXPECT_HEX(r, 1, "1");
	bv_extract(r, 70, a, 128, 128);
	EXPECT_HEX(r, 70, "0");
	bv_extract(r, 200, a, 128, 4000000000u);
	EXPECT_HEX(r, 200, "0");
	bv_extract(r, 128, a, 128, 0);
	EXPECT_VEC(r, a, 128);
	bv_extract(r, 200, a, 128, 4); /* wider than the source */
	EXPECT_HEX(r, 200, "0123456789abcdef_fedcba987654321");
	bv_extract(a, 64, a, 128, 60); /* in place */
	EXPECT_HEX(a, 64, "123456789abcdeff");
	/* a wide extract against a bit loop */
	rnd_vec(a, 65536);
	bv_extract(r, 3000, a, 65536, 63999);
	for (i = 0; i < 3000; i++) {
		int want = 63999 + i < 65536 ? tbit(a, 63999 + i) : 0;
		assert_int_equal(tbit(r, i), want);
	}
	EXPECT_NORMAL(r, 3000);

	hex(r, 128, "0");
	hex(a, 16, "ffff");
	bv_insert(r, 128, 56, a, 16);
	EXPECT_HEX(r, 128, "00000000000000ff_ff00000000000000");
	tones(r, 128);
	hex(a, 16, "0");
	bv_insert(r, 128, 56, a, 16);
	EXPECT_HEX(r, 128, "ffffffffffffff00_00ffffffffffffff");
	hex(r, 70, "0");
	hex(a, 16, "abcd");
	bv_insert(r, 70, 60, a, 16); /* clipped at the top */
	EXPECT_HEX(r, 70, "3cd000000000000000");
	EXPECT_NORMAL(r, 70);
	hex(r, 64, "1234");
	hex(a, 64, "fedcba9876543210");
	bv_insert(r, 64, 0, a, 64);
	EXPECT_HEX(r, 64, "fedcba9876543210");
	bv_insert(r, 64, 64, a, 64); /* entirely outside: no change */
	EXPECT_HEX(r, 64, "fedcba9876543210");
	hex(r, 8, "0");
	hex(a, 1, "1");
	bv_insert(r, 8, 7, a, 1);
	EXPECT_HEX(r, 8, "80");
	/* 200 bits into 1000 at 333, against a bit loop */
	rnd_vec(r, 1000);
	bv_copy(t, r, 1000);
	rnd_vec(a, 200);
	bv_insert(r, 1000, 333, a, 200);
	for (i = 0; i < 1000; i++) {
		int want = i >= 333 && i < 533 ? tbit(a, i - 333) : tbit(t, i);
		assert_int_equal(tbit(r, i), want);
	}
}

static void test_reverse(void **state)
{
	static const unsigned ws[] = {1, 2, 7, 8, 63, 64, 65, 127, 128, 1000,
		65536};
	Vec a, r;
	size_t k;
	unsigned i;
	(void)state;

	hex(a, 8, "01");
	bv_reverse(r, a, 8);
	EXPECT_HEX(r, 8, "80");
	hex(a, 8, "12");
	bv_reverse(r, a, 8);
	EXPECT_HEX(r, 8, "48");
	hex(a, 1, "1");
	bv_reverse(r, a, 1);
	EXPECT_HEX(r, 1, "1");
	hex(a, 65, "1");
	bv_reverse(r, a, 65);
	EXPECT_HEX(r, 65, "1_0000000000000000");
	for (k = 0; k < countof(ws); k++) {
		unsigned w = ws[k];
		rnd_vec(a, w);
		bv_reverse(r, a, w);
		for (i = 0; i < w; i++)
			assert_int_equal(tbit(r, i), tbit(a, w - 1 - i));
		EXPECT_NORMAL(r, w);
		bv_reverse(r, r, w); /* in place, and an involution */
		EXPECT_VEC(r, a, w);
	}
}

/* ------------------------------------------------------ parse / print */

static int parse(Word *r, unsigned w, const char *s, int *ovf)
{
	return bv_parse(r, w, s, strlen(s), ovf);
}

#define EXPECT_PARSE(w, s, h, o) do { \
	Vec r_; int ovf_ = -1; \
	assert_int_equal(parse(r_, w, s, &ovf_), 0); \
	expect_hex_(r_, w, h, __LINE__); \
	if (ovf_ != (o)) \
		fail_msg("line %d: overflow flag %d for %s", __LINE__, ovf_, s); \
} while (0)

static const char two1000m1[] =
	"1071508607186267320948425049060001810561404811705533607443750388370"
	"3510511249361224931983788156958581275946729175531468251871452856923"
	"1404359845775746985748039345677748242309854210746050623711418779541"
	"8215304647498358194126739876755916554394607706291457119647768654216"
	"7660429831652624386837205668069375";

static void test_parse(void **state)
{
	static const char *bad[] = {"", "-", "0x", "-0x", "0b", "12a", "0x12g",
		"0b102", " 1", "1 ", "+1", "--1", "0x-1", "1.5", "0xx1", "-0b",
		"1_000", "x1", "b1", "0o17"};
	Vec r;
	int ovf;
	size_t i;
	(void)state;

	EXPECT_PARSE(8, "42", "2a", 0);
	EXPECT_PARSE(8, "-1", "ff", 0);
	EXPECT_PARSE(8, "255", "ff", 0);
	EXPECT_PARSE(8, "256", "0", 1);
	EXPECT_PARSE(8, "-128", "80", 0);
	EXPECT_PARSE(8, "-129", "7f", 1);
	EXPECT_PARSE(8, "0x2A", "2a", 0);
	EXPECT_PARSE(8, "0x2a", "2a", 0);
	EXPECT_PARSE(8, "0X2a", "2a", 0);
	EXPECT_PARSE(8, "-0x2a", "d6", 0);
	EXPECT_PARSE(8, "0xff", "ff", 0);
	EXPECT_PARSE(8, "0x100", "0", 1);
	EXPECT_PARSE(8, "-0x80", "80", 0);
	EXPECT_PARSE(8, "-0x81", "7f", 1);
	EXPECT_PARSE(8, "0b101", "5", 0);
	EXPECT_PARSE(8, "0b11111111", "ff", 0);
	EXPECT_PARSE(8, "0b100000000", "0", 1);
	EXPECT_PARSE(8, "-0b1", "ff", 0);
	EXPECT_PARSE(8, "0", "0", 0);
	EXPECT_PARSE(8, "-0", "0", 0);
	EXPECT_PARSE(8, "007", "7", 0);
	EXPECT_PARSE(8, "0x0000000000000000000000000000ff", "ff", 0);
	EXPECT_PARSE(8, "000000000000000000000000000000000042", "2a", 0);
	EXPECT_PARSE(1, "1", "1", 0);
	EXPECT_PARSE(1, "-1", "1", 0);
	EXPECT_PARSE(1, "2", "0", 1);
	EXPECT_PARSE(1, "-2", "0", 1);
	EXPECT_PARSE(3, "21", "5", 1);
	EXPECT_PARSE(64, "18446744073709551615", "ffffffffffffffff", 0);
	EXPECT_PARSE(64, "18446744073709551616", "0", 1);
	EXPECT_PARSE(64, "-9223372036854775808", "8000000000000000", 0);
	EXPECT_PARSE(64, "-9223372036854775809", "7fffffffffffffff", 1);
	EXPECT_PARSE(64, "9999999999999999999", "8ac7230489e7ffff", 0);
	EXPECT_PARSE(64, "99999999999999999999", "6bc75e2d630fffff", 1);
	EXPECT_PARSE(65, "18446744073709551616", "1_0000000000000000", 0);
	EXPECT_PARSE(65, "-18446744073709551616", "1_0000000000000000", 0);
	EXPECT_PARSE(65, "-18446744073709551617", "0_ffffffffffffffff", 1);
	EXPECT_PARSE(128, "0xFEDCBA9876543210fedcba9876543210",
		"fedcba9876543210_fedcba9876543210", 0);
	EXPECT_PARSE(128, "-0x1", "ffffffffffffffff_ffffffffffffffff", 0);
	EXPECT_PARSE(128, "340282366920938463463374607431768211455",
		"ffffffffffffffff_ffffffffffffffff", 0);
	EXPECT_PARSE(128, "340282366920938463463374607431768211456", "0", 1);

	/* 2^1000 - 1 in decimal and hex */
	assert_int_equal(parse(r, 1000, two1000m1, &ovf), 0);
	assert_true(bv_is_ones(r, 1000));
	assert_int_equal(ovf, 0);
	assert_int_equal(parse(r, 999, two1000m1, &ovf), 0);
	assert_true(bv_is_ones(r, 999));
	assert_int_equal(ovf, 1);
	{
		char h[2 + 250 + 1] = "0x";
		Vec d;
		memset(h + 2, 'f', 250);
		h[252] = 0;
		assert_int_equal(parse(r, 1001, h, &ovf), 0);
		assert_int_equal(ovf, 0);
		assert_int_equal(parse(d, 1001, two1000m1, NULL), 0);
		EXPECT_VEC(r, d, 1001);
		assert_int_equal(bv_popcount(r, 1001), 1000);
	}
	/* -(2^1000) fits 1001 bits as MIN; 2^1000 fits 1001 but not 1000 */
	{
		char s[sizeof two1000m1 + 1] = "-";
		Vec d;
		memcpy(s + 1, two1000m1, sizeof two1000m1);
		s[sizeof two1000m1 - 1] = '6'; /* ...375 -> ...376 */
		assert_int_equal(parse(r, 1001, s, &ovf), 0);
		assert_int_equal(ovf, 0);
		tmin(d, 1001);
		EXPECT_VEC(r, d, 1001);
		assert_int_equal(parse(r, 1000, s + 1, &ovf), 0);
		assert_int_equal(ovf, 1);
		assert_true(bv_is_zero(r, 1000));
		assert_int_equal(parse(r, 1000, s, &ovf), 0);
		assert_int_equal(ovf, 1);
		assert_true(bv_is_zero(r, 1000));
	}
	/* 20000 nines into 8 bits: (10^20000 - 1) mod 256 = 255 */
	{
		char *s = malloc(20001);
		memset(s, '9', 20000);
		s[20000] = 0;
		assert_int_equal(parse(r, 8, s, &ovf), 0);
		EXPECT_HEX(r, 8, "ff");
		assert_int_equal(ovf, 1);
		free(s);
	}
	for (i = 0; i < countof(bad); i++) {
		ovf = 7;
		if (parse(r, 64, bad[i], &ovf) != -1)
			fail_msg("accepted bad syntax \"%s\"", bad[i]);
	}
	/* length counts, not NUL: "12" of "123" */
	assert_int_equal(bv_parse(r, 8, "123", 2, NULL), 0);
	EXPECT_HEX(r, 8, "c");
	assert_int_equal(bv_parse(r, 8, "1\0" "2", 3, NULL), -1);
}

static void expect_print_(int kind, const Word *a, unsigned w,
	const char *want, int line)
{
	Buf b = {0};
	if (kind == 'u')
		bv_print_udec(&b, a, w);
	else if (kind == 's')
		bv_print_sdec(&b, a, w);
	else
		bv_print_hex(&b, a, w);
	if (!b.s || strcmp(b.s, want) != 0)
		fail_msg("line %d: printed \"%s\", want \"%s\"", line,
			b.s ? b.s : "(null)", want);
	buf_free(&b);
}
#define EXPECT_PRINT(k, a, w, s) expect_print_(k, a, w, s, __LINE__)

static void test_print(void **state)
{
	Vec a, c;
	Buf b = {0};
	(void)state;

	hex(a, 8, "0");
	EXPECT_PRINT('u', a, 8, "0");
	EXPECT_PRINT('s', a, 8, "0");
	EXPECT_PRINT('x', a, 8, "0x0");
	hex(a, 65536, "0");
	EXPECT_PRINT('u', a, 65536, "0");
	EXPECT_PRINT('s', a, 65536, "0");
	EXPECT_PRINT('x', a, 65536, "0x0");
	hex(a, 8, "80");
	EXPECT_PRINT('u', a, 8, "128");
	EXPECT_PRINT('s', a, 8, "-128");
	EXPECT_PRINT('x', a, 8, "0x80");
	hex(a, 1, "1");
	EXPECT_PRINT('u', a, 1, "1");
	EXPECT_PRINT('s', a, 1, "-1");
	hex(a, 3, "5");
	EXPECT_PRINT('s', a, 3, "-3");
	hex(a, 24, "ABCDEF");
	EXPECT_PRINT('x', a, 24, "0xabcdef");
	hex(a, 64, "8000000000000000");
	EXPECT_PRINT('u', a, 64, "9223372036854775808");
	EXPECT_PRINT('s', a, 64, "-9223372036854775808");
	hex(a, 64, "ffffffffffffffff");
	EXPECT_PRINT('u', a, 64, "18446744073709551615");
	EXPECT_PRINT('s', a, 64, "-1");
	hex(a, 65, "1_0000000000000000");
	EXPECT_PRINT('u', a, 65, "18446744073709551616");
	EXPECT_PRINT('s', a, 65, "-18446744073709551616");
	EXPECT_PRINT('x', a, 65, "0x10000000000000000");
	hex(a, 128, "1_0000000000000000");
	EXPECT_PRINT('x', a, 128, "0x10000000000000000");
	hex(a, 128, "1_000000000000000a");
	EXPECT_PRINT('x', a, 128, "0x1000000000000000a");
	hex(a, 200, "1");
	EXPECT_PRINT('x', a, 200, "0x1");
	EXPECT_PRINT('u', a, 200, "1");
	EXPECT_PRINT('s', a, 200, "1");
	hex(a, 128, "ffffffffffffffff_ffffffffffffffff");
	EXPECT_PRINT('u', a, 128, "340282366920938463463374607431768211455");
	EXPECT_PRINT('s', a, 128, "-1");
	hex(a, 128, "fffffffffffffffe_0000000000000000");
	EXPECT_PRINT('s', a, 128, "-36893488147419103232");
	tones(a, 1000);
	EXPECT_PRINT('u', a, 1000, two1000m1);
	EXPECT_PRINT('s', a, 1000, "-1");
	bv_zext(c, 1001, a, 1000);
	EXPECT_PRINT('s', c, 1001, two1000m1);
	bv_print_hex(&b, c, 1001);
	assert_int_equal(b.len, 252);
	assert_int_equal(strspn(b.s + 2, "f"), 250);
	buf_free(&b);
}

static void test_roundtrip(void **state)
{
	Vec a, r;
	size_t i;
	int k, ovf;
	(void)state;

	for (i = 0; i < countof(widths); i++) {
		unsigned w = widths[i];
		int iters = w > 1000 ? 3 : 40;
		for (k = 0; k < iters; k++) {
			Buf b = {0};
			if (k == 0)
				tmin(a, w);
			else if (k == 1)
				tones(a, w);
			else
				rnd_vec(a, w);
			if (k % 3 == 2 && w > 64) /* some short ones too */
				tclear(a + 1, w - 64);
			bv_print_udec(&b, a, w);
			assert_int_equal(bv_parse(r, w, b.s, b.len, &ovf), 0);
			assert_int_equal(ovf, 0);
			EXPECT_VEC(r, a, w);
			b.len = 0;
			bv_print_sdec(&b, a, w);
			assert_int_equal(bv_parse(r, w, b.s, b.len, &ovf), 0);
			assert_int_equal(ovf, 0);
			EXPECT_VEC(r, a, w);
			assert_int_equal(b.s[0] == '-', tbit(a, w - 1));
			b.len = 0;
			bv_print_hex(&b, a, w);
			assert_int_equal(bv_parse(r, w, b.s, b.len, &ovf), 0);
			assert_int_equal(ovf, 0);
			EXPECT_VEC(r, a, w);
			buf_free(&b);
		}
	}
}

/* 2^65536 - 1 and -(2^65535) in decimal: 19729 digits each (python). */
static void test_huge_decimal(void **state)
{
	Vec a, r;
	Buf b = {0};
	int ovf;
	(void)state;

	tones(a, 65536);
	bv_print_udec(&b, a, 65536);
	assert_int_equal(b.len, 19729);
	assert_memory_equal(b.s, "200352993040684646497907235156", 30);
	assert_string_equal(b.s + b.len - 30, "506072339445587895905719156735");
	assert_int_equal(bv_parse(r, 65536, b.s, b.len, &ovf), 0);
	assert_int_equal(ovf, 0);
	assert_true(bv_is_ones(r, 65536));
	buf_free(&b);
	tmin(a, 65536);
	bv_print_sdec(&b, a, 65536);
	assert_int_equal(b.len, 19730);
	assert_memory_equal(b.s, "-10017649652034232324895361757", 30);
	assert_int_equal(bv_parse(r, 65536, b.s, b.len, &ovf), 0);
	assert_int_equal(ovf, 0);
	EXPECT_VEC(r, a, 65536);
	assert_int_equal(bv_parse(r, 65535, b.s, b.len, &ovf), 0);
	assert_int_equal(ovf, 1);
	buf_free(&b);
}

/* ------------------------------------------ randomized cross-checks */

static u128 mask128(unsigned w)
{
	return w >= 128 ? ~(u128)0 : ((u128)1 << w) - 1;
}

/* a (w bits) read signed; w <= 127 (at 128 only the unsigned ops use it) */
static i128 sval(u128 a, unsigned w)
{
	i128 half;
	if (w > 127 || !(a >> (w - 1) & 1))
		return (i128)(a & mask128(127));
	half = (i128)1 << (w - 1);
	return (i128)a - half - half;
}

/* floor(x / y), y != 0, |x|, |y| <= 2^126 */
static i128 floor_div(i128 x, i128 y)
{
	if (y < 0)
		x = -x, y = -y;
	return x >= 0 ? x / y : -((-x - 1) / y) - 1;
}

/* The spec's semantics in exact 128-bit arithmetic: w <= 127 for every
 * op, w = 128 for the unsigned ones. */
static u128 ref(int op, u128 a, u128 b, unsigned w)
{
	u128 m = mask128(w);
	i128 x = sval(a, w), y = sval(b, w);
	unsigned s = b >= w ? w : (unsigned)b;

	switch (op) {
	case OP_ADD: return (a + b) & m;
	case OP_SUB: return (a - b) & m;
	case OP_MUL: return (a * b) & m;
	case OP_AND: return a & b;
	case OP_OR: return a | b;
	case OP_XOR: return a ^ b;
	case OP_DIVU: return b ? a / b : m;
	case OP_REMU: return b ? a % b : a;
	case OP_CEILDIVU: return b ? a / b + (a % b != 0) : m;
	case OP_DIVS: return b ? (u128)(x / y) & m : m;
	case OP_REMS: return b ? (u128)(x % y) & m : a;
	case OP_FLOORDIVS: return b ? (u128)floor_div(x, y) & m : m;
	case OP_CEILDIVS: return b ? (u128)-floor_div(-x, y) & m : m;
	case OP_SHL: return s >= w ? 0 : (a << s) & m;
	case OP_SHRU: return s >= w ? 0 : a >> s;
	case OP_SHRS:
		return (u128)floor_div(x, (i128)1 << (s >= w ? w - 1 : s)) & m;
	}
	return 0;
}

static const int cross_ops[] = {OP_ADD, OP_SUB, OP_MUL, OP_AND, OP_OR,
	OP_XOR, OP_DIVU, OP_REMU, OP_CEILDIVU, OP_DIVS, OP_REMS, OP_FLOORDIVS,
	OP_CEILDIVS, OP_SHL, OP_SHRU, OP_SHRS};

static int signed_op(int op)
{
	return op == OP_DIVS || op == OP_REMS || op == OP_FLOORDIVS ||
		op == OP_CEILDIVS;
}

/* operand biased to the corners: 0, 1, -1, MIN, SMAX, small +-, random */
static u128 corner(unsigned w)
{
	u128 m = mask128(w), v = ((u128)rnd() << 64 | rnd()) & m;
	switch (rnd() % 8) {
	case 0: return 0;
	case 1: return 1 & m;
	case 2: return m;
	case 3: return (u128)1 << (w - 1);
	case 4: return m >> 1;
	case 5: return (rnd() % 17) & m;
	case 6: return (0 - (u128)(rnd() % 17)) & m;
	case 7: return v >> (rnd() % w);
	}
	return v;
}

static void to_vec(Word *r, unsigned w, u128 v)
{
	tclear(r, w);
	r[0] = (Word)v;
	if (w > 64)
		r[1] = (Word)(v >> 64);
}

static u128 from_vec(const Word *a, unsigned w)
{
	return w > 64 ? (u128)a[1] << 64 | a[0] : a[0];
}

static void cross_fail(int op, unsigned w, unsigned ww, u128 a, u128 b,
	u128 got, u128 want)
{
	fail_msg("op %s w=%u (computed at %u): a=%016llx%016llx b=%016llx%016llx"
		" got %016llx%016llx want %016llx%016llx", op_names[op], w, ww,
		(unsigned long long)(a >> 64), (unsigned long long)a,
		(unsigned long long)(b >> 64), (unsigned long long)b,
		(unsigned long long)(got >> 64), (unsigned long long)got,
		(unsigned long long)(want >> 64), (unsigned long long)want);
}

/* Computes op at width ww >= w on operands extended from w bits (sign-
 * extended for signed ops and the shrs value, else zero-extended), keeps
 * the low w bits.  Equal to the w-bit result for every op here. */
static u128 at_width(int op, u128 a, u128 b, unsigned w, unsigned ww)
{
	Vec va, vb, r, ea, eb;
	to_vec(va, w, a);
	to_vec(vb, w, b);
	if (signed_op(op) || op == OP_SHRS)
		bv_sext(ea, ww, va, w);
	else
		bv_zext(ea, ww, va, w);
	if (signed_op(op))
		bv_sext(eb, ww, vb, w);
	else
		bv_zext(eb, ww, vb, w);
	apply(op, r, ea, eb, ww);
	expect_normal_(r, ww, __LINE__);
	return from_vec(r, ww > 128 ? 128 : ww) & mask128(w);
}

static void test_cross_small(void **state)
{
	static const unsigned extra[] = {64, 128, 1000};
	unsigned w;
	int it;
	size_t k, e;
	(void)state;

	for (w = 1; w <= 64; w++)
		for (it = 0; it < 150; it++) {
			u128 a = corner(w), b = corner(w);
			if (it % 2)
				b = rnd() % (w + 3) & mask128(w); /* shift-sized */
			for (k = 0; k < countof(cross_ops); k++) {
				int op = cross_ops[k];
				u128 want = ref(op, a, b, w), got;
				got = at_width(op, a, b, w, w);     /* fast path */
				if (got != want)
					cross_fail(op, w, w, a, b, got, want);
				for (e = 0; e < countof(extra); e++) {
					unsigned ww = w + extra[e]; /* generic path */
					got = at_width(op, a, b, w, ww);
					if (got != want)
						cross_fail(op, w, ww, a, b, got, want);
				}
			}
		}
}

static void test_cross_wide(void **state)
{
	unsigned w;
	int it;
	size_t k;
	(void)state;

	for (w = 65; w <= 128; w++)
		for (it = 0; it < 200; it++) {
			u128 a = corner(w), b = corner(w);
			if (it % 2)
				b = rnd() % (w + 3) & mask128(w);
			for (k = 0; k < countof(cross_ops); k++) {
				int op = cross_ops[k];
				u128 want, got;
				if (w == 128 && (signed_op(op) || op == OP_SHRS))
					continue; /* reference needs headroom */
				want = ref(op, a, b, w);
				got = at_width(op, a, b, w, w);
				if (got != want)
					cross_fail(op, w, w, a, b, got, want);
				got = at_width(op, a, b, w, w + 100);
				if (got != want)
					cross_fail(op, w, w + 100, a, b, got, want);
			}
		}
}

/* Identities on wide vectors: a = q*b + r with the right remainder
 * bounds and signs; a / 2^k = a >> k; floordivs by 2^k = shrs by k. */
static void check_divmod(const Word *a, const Word *b, unsigned w)
{
	Vec q, r, t, ab, rb;
	bv_udiv(q, a, b, w);
	bv_urem(r, a, b, w);
	bv_mul(t, q, b, w);
	bv_add(t, t, r, w);
	EXPECT_VEC(t, a, w);
	assert_true(bv_ucmp(r, b, w) < 0);
	bv_sdiv(q, a, b, w);
	bv_srem(r, a, b, w);
	bv_mul(t, q, b, w);
	bv_add(t, t, r, w);
	EXPECT_VEC(t, a, w);
	if (!bv_is_zero(r, w))
		assert_int_equal(tbit(r, w - 1), tbit(a, w - 1));
	if (tbit(b, w - 1))
		bv_neg(ab, b, w);
	else
		bv_copy(ab, b, w);
	if (tbit(r, w - 1))
		bv_neg(rb, r, w);
	else
		bv_copy(rb, r, w);
	assert_true(bv_ucmp(rb, ab, w) < 0);
}

static void test_wide_identities(void **state)
{
	static const unsigned ws[] = {129, 1000, 4099, 65536};
	Vec a, b, p, r, t;
	size_t i;
	int it;
	(void)state;

	for (i = 0; i < countof(ws); i++) {
		unsigned w = ws[i], k;
		for (it = 0; it < (w > 5000 ? 4 : 30); it++) {
			rnd_vec(a, w);
			rnd_vec(b, w);
			if (it % 2) /* one- or two-word divisor */
				tclear(b + 1 + it % 4 / 2, w - 64 - 64 * (it % 4 / 2));
			if (it % 3 == 0)
				bv_neg(b, b, w);
			check_divmod(a, b, w);
			k = (unsigned)(rnd() % (w - 1));
			tclear(p, w);
			tset(p, k, 1);
			ival(t, w, k);
			bv_udiv(r, a, p, w);
			bv_shru(b, a, t, w);
			EXPECT_VEC(r, b, w);
			bv_floordivs(r, a, p, w);
			bv_shrs(b, a, t, w);
			EXPECT_VEC(r, b, w);
			bv_mul(r, a, p, w);
			bv_shl(b, a, t, w);
			EXPECT_VEC(r, b, w);
			/* aliasing: r == a and r == b give the out-of-place result */
			bv_copy(b, a, w);
			bv_mul(b, b, b, w);
			bv_mul(r, a, a, w);
			EXPECT_VEC(b, r, w);
		}
	}
}

/* 65536-bit mul, div, rem, decimal print and parse: well under a second
 * each (GMP underneath; the bit loops here are test-only). */
static void test_wide_speed(void **state)
{
	const unsigned w = 65536;
	Vec a, b, r;
	Buf s = {0};
	double t0, t;
	(void)state;

	rnd_vec(a, w);
	rnd_vec(b, w);
	tclear(b + 512, w / 2);
	t0 = now_seconds();
	bv_mul(r, a, b, w);
	bv_udiv(r, a, b, w);
	bv_srem(r, a, b, w);
	bv_floordivs(r, a, b, w);
	bv_ceildivu(r, a, b, w);
	t = now_seconds() - t0;
	if (t > 0.5)
		fail_msg("65536-bit mul/div took %.3f s", t);
	t0 = now_seconds();
	bv_print_udec(&s, a, w);
	assert_int_equal(bv_parse(r, w, s.s, s.len, NULL), 0);
	t = now_seconds() - t0;
	EXPECT_VEC(r, a, w);
	if (t > 0.5)
		fail_msg("65536-bit print+parse took %.3f s", t);
	buf_free(&s);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* sort_u64 against qsort: sizes on both sides of its insertion-sort
 * cut, keys that share bytes (levels and ids, as mfs sorts), keys over
 * all 64 bits, duplicates and sorted input. */
static void test_sort_u64(void **state)
{
	static const size_t sizes[] = {0, 1, 2, 31, 32, 33, 100, 1000, 4097};
	uint64_t *a = malloc(4097 * sizeof *a), *b = malloc(4097 * sizeof *b);
	uint64_t *tmp = malloc(4097 * sizeof *tmp), x = 88172645463325252ull;
	size_t s, i;
	int kind;
	(void)state;
	for (kind = 0; kind < 4; kind++)
		for (s = 0; s < sizeof sizes / sizeof *sizes; s++) {
			size_t n = sizes[s];
			for (i = 0; i < n; i++) {
				x ^= x << 13, x ^= x >> 7, x ^= x << 17;
				a[i] = kind == 0 ? x : kind == 1 ?
					(x >> 50) << 32 | (x & 0xfffff) :
					kind == 2 ? x % 5 : i;
			}
			memcpy(b, a, n * sizeof *a);
			qsort(b, n, sizeof *b, cmp_u64);
			sort_u64(a, n, tmp);
			if (n)
				assert_memory_equal(a, b, n * sizeof *a);
		}
	free(a);
	free(b);
	free(tmp);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_basic),
		cmocka_unit_test(test_sort_u64),
		cmocka_unit_test(test_conversions),
		cmocka_unit_test(test_logic),
		cmocka_unit_test(test_add_sub_neg),
		cmocka_unit_test(test_mul),
		cmocka_unit_test(test_seed_examples),
		cmocka_unit_test(test_div_by_zero),
		cmocka_unit_test(test_min_div_minus_one),
		cmocka_unit_test(test_div_rounding),
		cmocka_unit_test(test_shifts),
		cmocka_unit_test(test_icmp),
		cmocka_unit_test(test_ext),
		cmocka_unit_test(test_extract_insert),
		cmocka_unit_test(test_reverse),
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_print),
		cmocka_unit_test(test_roundtrip),
		cmocka_unit_test(test_huge_decimal),
		cmocka_unit_test(test_cross_small),
		cmocka_unit_test(test_cross_wide),
		cmocka_unit_test(test_wide_identities),
		cmocka_unit_test(test_wide_speed),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
