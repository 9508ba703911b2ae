/* rng.c: the one random-number generator and the one corner-value
 * generator every check and `combc sim` draw from.
 *
 * rng_next is splitmix64: a 64-bit counter advanced by the golden-ratio
 * constant, then mixed; every seed, 0 included, gives a full-period
 * stream, so callers may seed with small constants.  Everything here is
 * a pure function of its arguments and the state, so a check or vector
 * set is reproducible from its seed.
 *
 * Corner values of a w-bit operand, by index k (the order is part of the
 * interface: `combc sim` enumerates them in this order):
 *   0 0            4 -2              8 w - 1   (shift amount just in range)
 *   1 1            5 MIN (10..0)     9 w       (first out of range)
 *   2 2            6 MAX (01..1)    10 w + 1
 *   3 all ones     7 MIN + 1
 *  11 0x55..      12 0xaa..
 *  13.. single-bit values 1 << j: every j when w <= 64, else 64 positions
 *      spread evenly over 0 .. w-1 (both ends included).
 * Indices 0 .. CORNER_SMALL-1 are the small corners, the same eleven for
 * every width (values are taken mod 2^w, so some repeat at small w):
 * they are what crosses of corners combine (x / 0, MIN / -1, x << w).
 *
 * Cost: O(BV_WORDS(w)) per value.
 */
#include "check/check.h"

uint64_t rng_next(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

uint32_t rng_below(uint64_t *state, uint32_t n)
{
	return n ? (uint32_t)(rng_next(state) % n) : 0;
}

uint32_t corner_count(unsigned w)
{
	return CORNER_SMALL + 2 + (w < 64 ? w : 64);
}

void corner_value(Word *r, unsigned w, uint32_t k)
{
	uint32_t i, nw = BV_WORDS(w);

	bv_zero(r, w);
	switch (k) {
	case 0: break;
	case 1: bv_from_u64(r, w, 1); break;
	case 2: bv_from_u64(r, w, 2); break;
	case 3: bv_ones(r, w); break;
	case 4: bv_from_i64(r, w, -2); break;
	case 5: bv_setbit(r, w - 1, 1); break;
	case 6: bv_ones(r, w); bv_setbit(r, w - 1, 0); break;
	case 7: bv_setbit(r, w - 1, 1); bv_setbit(r, 0, 1); break;
	case 8: bv_from_u64(r, w, w - 1); break;
	case 9: bv_from_u64(r, w, w); break;
	case 10: bv_from_u64(r, w, (uint64_t)w + 1); break;
	case 11:
	case 12:
		for (i = 0; i < nw; i++)
			r[i] = k == 11 ? 0x5555555555555555ull :
				0xaaaaaaaaaaaaaaaaull;
		bv_normalize(r, w);
		break;
	default:
		k = (k - (CORNER_SMALL + 2)) % (w < 64 ? w : 64);
		bv_setbit(r, w <= 64 ? k : (uint32_t)((uint64_t)k * (w - 1) /
			63), 1);
		break;
	}
}

void rng_fill(uint64_t *state, Word *r, unsigned w)
{
	uint32_t i;

	for (i = 0; i < BV_WORDS(w); i++)
		r[i] = rng_next(state);
	bv_normalize(r, w);
}

void rng_value(uint64_t *state, Word *r, unsigned w)
{
	uint32_t i, kind = (uint32_t)(rng_next(state) & 7);

	switch (kind) {
	case 0:
		corner_value(r, w, rng_below(state, corner_count(w)));
		return;
	case 1:
		bv_from_i64(r, w, (int64_t)rng_below(state, 33) - 16);
		return;
	case 2: /* sparse: about 1 bit in 4 set */
	case 3: /* dense: about 3 bits in 4 set */
		for (i = 0; i < BV_WORDS(w); i++) {
			uint64_t a = rng_next(state), b = rng_next(state);
			r[i] = kind == 2 ? a & b : a | b;
		}
		bv_normalize(r, w);
		return;
	default:
		rng_fill(state, r, w);
		return;
	}
}
