/* bv.c: fixed-width two's-complement bit vectors, the arithmetic every
 * evaluator and folder in combc shares.
 *
 * Representation: little-endian arrays of 64-bit words, BV_WORDS(w) long,
 * bits at and above w always zero.  Widths 1..BV_MAXW.
 *
 * Semantics are the README's table (Semantics): division by zero gives all ones (every
 * div flavour), remainder by zero gives the dividend, MIN / -1 wraps to MIN
 * with remainder 0, remainders take the sign of the dividend, and shifts by
 * an amount >= w (the whole w-bit amount read unsigned) give 0, or copies of
 * the sign bit for shrs.
 *
 * Two paths.  w <= 64 is one word and uses native 64-bit operations,
 * written so that no shift reaches 64 and no signed operation overflows.
 * w > 64 uses word loops, and GMP's mpn layer for mul, div/rem, and the
 * radix conversions of parse and print.
 *
 * Cost, n = BV_WORDS(w): logic, add, sub, shifts, compares, extensions
 * O(n); mul and div/rem GMP's (at most O(n^2), subquadratic for large n);
 * parse and print O(digits) for hex and binary, GMP's subquadratic radix
 * conversion for decimal.  Wide mul, div, parse and print allocate a
 * temporary buffer, freed before returning.  No recursion.
 */
#include <gmp.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

_Static_assert(GMP_NUMB_BITS == 64 && sizeof(mp_limb_t) == sizeof(Word),
	"bv.c passes Word arrays to GMP as limb arrays");

#define LIMBS(p) ((mp_limb_t *)(p))
#define CLIMBS(p) ((const mp_limb_t *)(p))

/* ------------------------------------------------------- word helpers */

/* mask of the w low bits, 1 <= w <= 64 */
static uint64_t mask64(unsigned w)
{
	return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
}

/* mask of the valid bits of the top word of a w-bit vector */
static uint64_t topmask(unsigned w)
{
	return mask64(w % 64 ? w % 64 : 64);
}

/* v (w bits) sign-extended to 64 bits; unsigned arithmetic, no UB */
static uint64_t sx64(uint64_t v, unsigned w)
{
	uint64_t m = (uint64_t)1 << (w - 1);
	return (v ^ m) - m;
}

/* two's-complement reinterpretation without implementation-defined
 * conversion */
static int64_t s64(uint64_t v)
{
	return v <= INT64_MAX ? (int64_t)v : -(int64_t)~v - 1;
}

static unsigned bitlen64(uint64_t v)
{
	return v ? 64u - (unsigned)__builtin_clzll(v) : 0;
}

static uint64_t rev64(uint64_t v)
{
	v = (v >> 1 & 0x5555555555555555u) | (v & 0x5555555555555555u) << 1;
	v = (v >> 2 & 0x3333333333333333u) | (v & 0x3333333333333333u) << 2;
	v = (v >> 4 & 0x0f0f0f0f0f0f0f0fu) | (v & 0x0f0f0f0f0f0f0f0fu) << 4;
	v = (v >> 8 & 0x00ff00ff00ff00ffu) | (v & 0x00ff00ff00ff00ffu) << 8;
	v = (v >> 16 & 0x0000ffff0000ffffu) | (v & 0x0000ffff0000ffffu) << 16;
	return v >> 32 | v << 32;
}

/* number of significant words of a[0..n) (0 for zero) */
static size_t trim(const Word *a, size_t n)
{
	while (n > 0 && a[n - 1] == 0)
		n--;
	return n;
}

/* 64 bits of a (n words) starting at bit pos; bits past the end are 0 */
static uint64_t get64(const Word *a, size_t n, uint64_t pos)
{
	uint64_t wi = pos / 64;
	unsigned b = (unsigned)(pos % 64);
	uint64_t lo = wi < n ? a[wi] >> b : 0;
	uint64_t hi = b && wi + 1 < n ? a[wi + 1] << (64 - b) : 0;
	return lo | hi;
}

/* set bits [lo, hi) of r */
static void set_range(Word *r, unsigned lo, unsigned hi)
{
	unsigned i;
	for (i = lo; i < hi && i % 64; i++)
		r[i / 64] |= (uint64_t)1 << (i % 64);
	for (; i + 64 <= hi; i += 64)
		r[i / 64] = ~(uint64_t)0;
	if (i < hi)
		r[i / 64] |= mask64(hi - i);
}

static Word *tmp_words(size_t n)
{
	return xcalloc(n, sizeof(Word));
}

/* ------------------------------------------------------ basic access */

void bv_zero(Word *r, unsigned w)
{
	memset(r, 0, BV_WORDS(w) * sizeof(Word));
}

void bv_ones(Word *r, unsigned w)
{
	memset(r, 0xff, BV_WORDS(w) * sizeof(Word));
	bv_normalize(r, w);
}

void bv_copy(Word *r, const Word *a, unsigned w)
{
	memmove(r, a, BV_WORDS(w) * sizeof(Word));
}

void bv_from_u64(Word *r, unsigned w, uint64_t v)
{
	bv_zero(r, w);
	r[0] = v;
	bv_normalize(r, w);
}

void bv_from_i64(Word *r, unsigned w, int64_t v)
{
	uint32_t i, n = BV_WORDS(w);
	r[0] = (uint64_t)v;
	for (i = 1; i < n; i++)
		r[i] = v < 0 ? ~(uint64_t)0 : 0;
	bv_normalize(r, w);
}

void bv_normalize(Word *r, unsigned w)
{
	r[BV_WORDS(w) - 1] &= topmask(w);
}

int bv_bit(const Word *a, unsigned i)
{
	return (int)(a[i / 64] >> (i % 64) & 1);
}

void bv_setbit(Word *r, unsigned i, int v)
{
	uint64_t m = (uint64_t)1 << (i % 64);
	r[i / 64] = v ? r[i / 64] | m : r[i / 64] & ~m;
}

int bv_is_zero(const Word *a, unsigned w)
{
	return trim(a, BV_WORDS(w)) == 0;
}

int bv_is_ones(const Word *a, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	for (i = 0; i + 1 < n; i++)
		if (a[i] != ~(uint64_t)0)
			return 0;
	return a[n - 1] == topmask(w);
}

int bv_eq(const Word *a, const Word *b, unsigned w)
{
	return memcmp(a, b, BV_WORDS(w) * sizeof(Word)) == 0;
}

int bv_sign(const Word *a, unsigned w)
{
	return bv_bit(a, w - 1);
}

unsigned bv_popcount(const Word *a, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	unsigned c = 0;
	for (i = 0; i < n; i++)
		c += popcount64(a[i]);
	return c;
}

uint32_t bv_to_u32sat(const Word *a, unsigned w)
{
	if (trim(a, BV_WORDS(w)) > 1 || a[0] > UINT32_MAX)
		return UINT32_MAX;
	return (uint32_t)a[0];
}

int64_t bv_to_i64(const Word *a, unsigned w)
{
	return s64(w < 64 ? sx64(a[0], w) : a[0]);
}

/* ------------------------------------------------------------- logic */

void bv_not(Word *r, const Word *a, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	for (i = 0; i < n; i++)
		r[i] = ~a[i];
	bv_normalize(r, w);
}

void bv_and(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	for (i = 0; i < n; i++)
		r[i] = a[i] & b[i];
}

void bv_or(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	for (i = 0; i < n; i++)
		r[i] = a[i] | b[i];
}

void bv_xor(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	for (i = 0; i < n; i++)
		r[i] = a[i] ^ b[i];
}

/* -------------------------------------------------------- arithmetic */

/* r = a + b + cin over n words, modulo 2^(64n) */
static void add_words(Word *r, const Word *a, const Word *b, uint32_t n,
	uint64_t cin)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		uint64_t s = a[i] + cin;
		cin = s < cin;
		r[i] = s + b[i];
		cin += r[i] < s;
	}
}

/* r = a + k (small k), modulo 2^(64n) */
static void add_small(Word *r, const Word *a, uint32_t n, uint64_t k)
{
	uint32_t i;
	for (i = 0; i < n; i++) {
		r[i] = a[i] + k;
		k = r[i] < k;
	}
}

/* r = r - 1, modulo 2^(64n) */
static void dec_words(Word *r, uint32_t n)
{
	uint32_t i;
	for (i = 0; i < n; i++)
		if (r[i]-- != 0)
			break;
}

void bv_neg(Word *r, const Word *a, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	for (i = 0; i < n; i++)
		r[i] = ~a[i];
	add_small(r, r, n, 1);
	bv_normalize(r, w);
}

void bv_add(Word *r, const Word *a, const Word *b, unsigned w)
{
	add_words(r, a, b, BV_WORDS(w), 0);
	bv_normalize(r, w);
}

/* a - b = a + ~b + 1 */
void bv_sub(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	uint64_t borrow = 0;
	for (i = 0; i < n; i++) {
		uint64_t x = a[i], y = b[i];
		uint64_t d = x - y - borrow;
		borrow = x < y || (x == y && borrow);
		r[i] = d;
	}
	bv_normalize(r, w);
}

/* Wide product: GMP's full product of the significant words, keep the
 * low n words. */
static void mul_wide(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t n = BV_WORDS(w);
	size_t an = trim(a, n), bn = trim(b, n), pn;
	Word *p;

	if (an == 0 || bn == 0) {
		bv_zero(r, w);
		return;
	}
	if (an < bn) {
		const Word *t = a; size_t tn = an;
		a = b, an = bn, b = t, bn = tn;
	}
	p = tmp_words(an + bn);
	mpn_mul(LIMBS(p), CLIMBS(a), (mp_size_t)an, CLIMBS(b), (mp_size_t)bn);
	pn = an + bn < n ? an + bn : n;
	bv_zero(r, w);
	memcpy(r, p, pn * sizeof(Word));
	bv_normalize(r, w);
	free(p);
}

void bv_mul(Word *r, const Word *a, const Word *b, unsigned w)
{
	if (w <= 64) {
		r[0] = (a[0] * b[0]) & mask64(w);
		return;
	}
	mul_wide(r, a, b, w);
}

/* --------------------------------------------------------- division */

/* One word, op one of OP_DIVU DIVS REMU REMS CEILDIVU CEILDIVS FLOORDIVS.
 * b == -1 is split off so that INT64_MIN / -1 never reaches the CPU. */
static uint64_t div1(int op, uint64_t a, uint64_t b, unsigned w)
{
	uint64_t m = mask64(w), uq;
	int64_t x, y, q, rem;

	if (b == 0)
		return op == OP_REMU || op == OP_REMS ? a : m;
	if (op == OP_DIVU || op == OP_REMU || op == OP_CEILDIVU) {
		uq = a / b;
		if (op == OP_REMU)
			return a % b;
		return op == OP_CEILDIVU ? uq + (a % b != 0) : uq;
	}
	if (b == m) /* -1: exact, quotient -a (MIN / -1 = MIN) */
		return op == OP_REMS ? 0 : (0 - a) & m;
	x = s64(sx64(a, w));
	y = s64(sx64(b, w));
	q = x / y;
	rem = x % y;
	if (op == OP_REMS)
		return (uint64_t)rem & m;
	if (rem != 0 && op == OP_CEILDIVS && (x < 0) == (y < 0))
		q++;
	if (rem != 0 && op == OP_FLOORDIVS && (x < 0) != (y < 0))
		q--;
	return (uint64_t)q & m;
}

/* Unsigned q = a / b, rm = a % b on n-word buffers, b != 0.  q, rm, a, b
 * must be distinct. */
static void udivmod_words(Word *q, Word *rm, const Word *a, const Word *b,
	uint32_t n)
{
	size_t an = trim(a, n), bn = trim(b, n);

	memset(q, 0, n * sizeof(Word));
	memset(rm, 0, n * sizeof(Word));
	if (an < bn) {
		memcpy(rm, a, an * sizeof(Word));
		return;
	}
	mpn_tdiv_qr(LIMBS(q), LIMBS(rm), 0, CLIMBS(a), (mp_size_t)an,
		CLIMBS(b), (mp_size_t)bn);
}

/* r = |a| (neg: a is negative), read unsigned */
static void magnitude(Word *r, const Word *a, int neg, unsigned w)
{
	if (neg)
		bv_neg(r, a, w);
	else
		bv_copy(r, a, w);
}

/* Wide division of every flavour: divide magnitudes, then fix signs and
 * rounding.  |MIN| is 2^(w-1) read unsigned, so MIN / -1 comes out as
 * -(2^(w-1)) = MIN with remainder 0 without a special case. */
static void div_wide(int op, Word *r, const Word *a, const Word *b,
	unsigned w)
{
	uint32_t n = BV_WORDS(w);
	int sgn = op == OP_DIVS || op == OP_REMS || op == OP_CEILDIVS ||
		op == OP_FLOORDIVS;
	int rem_op = op == OP_REMU || op == OP_REMS;
	int sa, sb, inexact;
	Word *ua, *ub, *q, *rm;

	if (bv_is_zero(b, w)) {
		if (rem_op)
			bv_copy(r, a, w);
		else
			bv_ones(r, w);
		return;
	}
	sa = sgn && bv_sign(a, w);
	sb = sgn && bv_sign(b, w);
	ua = tmp_words(4 * (size_t)n);
	ub = ua + n, q = ub + n, rm = q + n;
	magnitude(ua, a, sa, w);
	magnitude(ub, b, sb, w);
	udivmod_words(q, rm, ua, ub, n);
	if (sa != sb)
		bv_neg(q, q, w);
	if (sa)
		bv_neg(rm, rm, w);
	inexact = !bv_is_zero(rm, w);
	if (inexact && (op == OP_CEILDIVU || (op == OP_CEILDIVS && sa == sb)))
		add_small(q, q, n, 1);
	if (inexact && op == OP_FLOORDIVS && sa != sb)
		dec_words(q, n);
	bv_copy(r, rem_op ? rm : q, w);
	bv_normalize(r, w);
	free(ua);
}

static void div_any(int op, Word *r, const Word *a, const Word *b,
	unsigned w)
{
	if (w <= 64)
		r[0] = div1(op, a[0], b[0], w);
	else
		div_wide(op, r, a, b, w);
}

void bv_udiv(Word *r, const Word *a, const Word *b, unsigned w)
{
	div_any(OP_DIVU, r, a, b, w);
}

void bv_sdiv(Word *r, const Word *a, const Word *b, unsigned w)
{
	div_any(OP_DIVS, r, a, b, w);
}

void bv_urem(Word *r, const Word *a, const Word *b, unsigned w)
{
	div_any(OP_REMU, r, a, b, w);
}

void bv_srem(Word *r, const Word *a, const Word *b, unsigned w)
{
	div_any(OP_REMS, r, a, b, w);
}

void bv_ceildivu(Word *r, const Word *a, const Word *b, unsigned w)
{
	div_any(OP_CEILDIVU, r, a, b, w);
}

void bv_ceildivs(Word *r, const Word *a, const Word *b, unsigned w)
{
	div_any(OP_CEILDIVS, r, a, b, w);
}

void bv_floordivs(Word *r, const Word *a, const Word *b, unsigned w)
{
	div_any(OP_FLOORDIVS, r, a, b, w);
}

/* ------------------------------------------------------------ shifts */

/* r = a << s over n words, s < 64n; descending, so r may equal a */
static void shl_words(Word *r, const Word *a, uint32_t n, unsigned s)
{
	uint32_t ws = s / 64, bs = s % 64, i;
	for (i = n; i-- > 0;) {
		uint64_t v = i >= ws ? a[i - ws] << bs : 0;
		if (bs && i >= ws + 1)
			v |= a[i - ws - 1] >> (64 - bs);
		r[i] = v;
	}
}

/* r = a >> s (logical) over n words; ascending, so r may equal a */
static void shr_words(Word *r, const Word *a, uint32_t n, uint64_t s)
{
	uint32_t i;
	for (i = 0; i < n; i++)
		r[i] = get64(a, n, s + 64 * (uint64_t)i);
}

void bv_shl(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t s = bv_to_u32sat(b, w);
	if (s >= w) {
		bv_zero(r, w);
		return;
	}
	if (w <= 64)
		r[0] = a[0] << s & mask64(w);
	else
		shl_words(r, a, BV_WORDS(w), s);
	bv_normalize(r, w);
}

void bv_shru(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t s = bv_to_u32sat(b, w);
	if (s >= w) {
		bv_zero(r, w);
		return;
	}
	shr_words(r, a, BV_WORDS(w), s);
}

/* Shift by min(b, w - 1): every amount >= w - 1 gives copies of the sign. */
void bv_shrs(Word *r, const Word *a, const Word *b, unsigned w)
{
	uint32_t s = bv_to_u32sat(b, w);
	int sign = bv_sign(a, w);

	if (s > w - 1)
		s = w - 1;
	if (w <= 64) {
		uint64_t x = sx64(a[0], w);
		uint64_t fill = sign ? ~(~(uint64_t)0 >> s) : 0;
		r[0] = ((x >> s) | fill) & mask64(w);
		return;
	}
	shr_words(r, a, BV_WORDS(w), s);
	if (sign)
		set_range(r, w - s, w);
}

/* ------------------------------------------------------- comparisons */

int bv_ucmp(const Word *a, const Word *b, unsigned w)
{
	uint32_t i = BV_WORDS(w);
	while (i-- > 0)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* Different signs: the negative one is smaller; same sign: two's
 * complement order equals unsigned order. */
int bv_scmp(const Word *a, const Word *b, unsigned w)
{
	int sa = bv_sign(a, w), sb = bv_sign(b, w);
	if (sa != sb)
		return sa ? -1 : 1;
	return bv_ucmp(a, b, w);
}

int bv_icmp(int pred, const Word *a, const Word *b, unsigned w)
{
	switch (pred) {
	case PRED_EQ: return bv_eq(a, b, w);
	case PRED_NE: return !bv_eq(a, b, w);
	case PRED_SLT: return bv_scmp(a, b, w) < 0;
	case PRED_SLE: return bv_scmp(a, b, w) <= 0;
	case PRED_SGT: return bv_scmp(a, b, w) > 0;
	case PRED_SGE: return bv_scmp(a, b, w) >= 0;
	case PRED_ULT: return bv_ucmp(a, b, w) < 0;
	case PRED_ULE: return bv_ucmp(a, b, w) <= 0;
	case PRED_UGT: return bv_ucmp(a, b, w) > 0;
	case PRED_UGE: return bv_ucmp(a, b, w) >= 0;
	}
	die("bad icmp predicate %d", pred);
}

/* ------------------------------------------------- width and layout */

/* Copy the low min(rw, aw) bits of a into r, zero the rest of r. */
static void resize(Word *r, unsigned rw, const Word *a, unsigned aw)
{
	uint32_t rn = BV_WORDS(rw), an = BV_WORDS(aw);
	uint32_t cn = rn < an ? rn : an;
	memmove(r, a, cn * sizeof(Word));
	memset(r + cn, 0, (rn - cn) * sizeof(Word));
	bv_normalize(r, rw);
}

void bv_zext(Word *r, unsigned rw, const Word *a, unsigned aw)
{
	resize(r, rw, a, aw);
}

void bv_sext(Word *r, unsigned rw, const Word *a, unsigned aw)
{
	int sign = bv_sign(a, aw);
	resize(r, rw, a, aw);
	if (sign && rw > aw)
		set_range(r, aw, rw);
}

/* Ascending word loop; each r[i] reads words >= i, so r may equal a. */
void bv_extract(Word *r, unsigned rw, const Word *a, unsigned aw, unsigned lo)
{
	uint32_t i, rn = BV_WORDS(rw), an = BV_WORDS(aw);
	for (i = 0; i < rn; i++)
		r[i] = get64(a, an, lo + 64 * (uint64_t)i);
	bv_normalize(r, rw);
}

/* r[pos + nbits - 1 : pos] = v (nbits <= 64), clipped to rw bits */
static void put_bits(Word *r, unsigned rw, uint64_t pos, uint64_t v,
	unsigned nbits)
{
	uint64_t m;
	uint64_t wi = pos / 64;
	unsigned b = (unsigned)(pos % 64);

	if (pos >= rw)
		return;
	if (pos + nbits > rw)
		nbits = (unsigned)(rw - pos);
	m = mask64(nbits);
	v &= m;
	r[wi] = (r[wi] & ~(m << b)) | v << b;
	if (b && b + nbits > 64)
		r[wi + 1] = (r[wi + 1] & ~(m >> (64 - b))) | v >> (64 - b);
}

void bv_insert(Word *r, unsigned rw, unsigned lo, const Word *a, unsigned aw)
{
	uint32_t j, an = BV_WORDS(aw);
	for (j = 0; j < an; j++) {
		unsigned nbits = j + 1 < an ? 64 : aw - 64 * j;
		put_bits(r, rw, lo + 64 * (uint64_t)j, a[j], nbits);
	}
}

/* Reverse the word order, reverse each word, then drop the 64n - w
 * padding bits that ended up at the bottom. */
void bv_reverse(Word *r, const Word *a, unsigned w)
{
	uint32_t i, n = BV_WORDS(w);
	if (w <= 64) {
		r[0] = rev64(a[0]) >> (64 - w);
		return;
	}
	bv_copy(r, a, w);
	for (i = 0; i < n / 2; i++) {
		uint64_t t = r[i];
		r[i] = r[n - 1 - i];
		r[n - 1 - i] = t;
	}
	for (i = 0; i < n; i++)
		r[i] = rev64(r[i]);
	shr_words(r, r, n, 64 * (uint64_t)n - w);
}

/* ------------------------------------------------------------- parse */

static int digit_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return 99;
}

/* r = +-mag (mn words) truncated to w bits.  Returns the overflow flag:
 * mag >= 2^w when positive, mag > 2^(w-1) when negative. */
static int from_magnitude(Word *r, unsigned w, const Word *mag, size_t mn,
	int neg)
{
	uint32_t n = BV_WORDS(w);
	size_t i, len, pop = 0;
	int ovf;

	mn = trim(mag, mn);
	len = mn ? 64 * (mn - 1) + bitlen64(mag[mn - 1]) : 0;
	for (i = 0; i < mn; i++)
		pop += popcount64(mag[i]);
	ovf = len > w || (neg && len == w && pop != 1);
	bv_zero(r, w);
	memcpy(r, mag, (mn < n ? mn : n) * sizeof(Word));
	bv_normalize(r, w);
	if (neg)
		bv_neg(r, r, w);
	return ovf;
}

/* Digits (values, most significant first, no leading zero) to a
 * magnitude: one word directly when it surely fits, else mpn_set_str. */
static int parse_digits(Word *r, unsigned w, const unsigned char *d,
	size_t nd, int base, int neg)
{
	size_t per_word = base == 10 ? 19 : base == 16 ? 16 : 64;
	size_t cap = nd / per_word + 2, mn, i;
	Word one = 0, *mag;
	int ovf;

	if (nd <= per_word) {
		for (i = 0; i < nd; i++)
			one = one * (uint64_t)base + d[i];
		return from_magnitude(r, w, &one, 1, neg);
	}
	mag = tmp_words(cap);
	mn = (size_t)mpn_set_str(LIMBS(mag), d, nd, base);
	ovf = from_magnitude(r, w, mag, mn, neg);
	free(mag);
	return ovf;
}

/* [-] ( 0x hex | 0X hex | 0b bin | 0B bin | decimal ) */
int bv_parse(Word *r, unsigned w, const char *s, size_t n, int *overflow)
{
	size_t i = 0, nd = 0;
	int neg = 0, base = 10, ovf;
	unsigned char *d;

	bv_zero(r, w);
	if (overflow)
		*overflow = 0;
	if (i < n && s[i] == '-')
		neg = 1, i++;
	if (n - i > 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X'))
		base = 16, i += 2;
	else if (n - i > 2 && s[i] == '0' && (s[i + 1] == 'b' || s[i + 1] == 'B'))
		base = 2, i += 2;
	if (i == n)
		return -1;
	d = xmalloc(n - i);
	for (; i < n; i++) {
		int v = digit_value(s[i]);
		if (v >= base) {
			free(d);
			return -1;
		}
		if (v || nd) /* skip leading zeros */
			d[nd++] = (unsigned char)v;
	}
	ovf = parse_digits(r, w, d, nd, base, neg);
	free(d);
	if (overflow)
		*overflow = ovf;
	return 0;
}

/* ------------------------------------------------------------- print */

/* Wide unsigned decimal: mpn_get_str on a scratch copy (it clobbers its
 * input); a 64-bit limb has at most 20 decimal digits. */
static void print_udec_wide(Buf *b, const Word *a, unsigned w)
{
	size_t an = trim(a, BV_WORDS(w)), len, i = 0, j;
	unsigned char *s;
	Word *t;

	if (an == 0) {
		buf_putc(b, '0');
		return;
	}
	t = tmp_words(an + 1);
	memcpy(t, a, an * sizeof(Word));
	s = xmalloc(20 * an + 2);
	len = mpn_get_str(s, 10, LIMBS(t), (mp_size_t)an);
	while (i + 1 < len && s[i] == 0)
		i++;
	for (j = i; j < len; j++)
		s[j] = (unsigned char)('0' + s[j]);
	buf_putn(b, (const char *)s + i, len - i);
	free(s);
	free(t);
}

void bv_print_udec(Buf *b, const Word *a, unsigned w)
{
	if (w <= 64)
		buf_printf(b, "%" PRIu64, a[0]);
	else
		print_udec_wide(b, a, w);
}

void bv_print_sdec(Buf *b, const Word *a, unsigned w)
{
	Word *t;

	if (!bv_sign(a, w)) {
		bv_print_udec(b, a, w);
		return;
	}
	buf_putc(b, '-');
	if (w <= 64) {
		buf_printf(b, "%" PRIu64, (0 - a[0]) & mask64(w));
		return;
	}
	t = tmp_words(BV_WORDS(w));
	bv_neg(t, a, w); /* |MIN| = 2^(w-1) reads right as unsigned */
	print_udec_wide(b, t, w);
	free(t);
}

void bv_print_hex(Buf *b, const Word *a, unsigned w)
{
	size_t an = trim(a, BV_WORDS(w));

	buf_puts(b, "0x");
	if (an == 0) {
		buf_putc(b, '0');
		return;
	}
	buf_printf(b, "%" PRIx64, a[an - 1]);
	while (an-- > 1)
		buf_printf(b, "%016" PRIx64, a[an - 1]);
}
