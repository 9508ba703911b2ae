/* opsem.c: eval_apply, the one definition of what every pure op computes,
 * on bit vectors through bv.c.  The evaluator (ir/interp.c), folding
 * (ir/fold_ir.c, net/fold.c), the netlist evaluator and the bit-blaster's
 * checks all call it.  Cost: that of the bv.c operation. */
#include <string.h>

#include "base/base.h"

/* ------------------------------------------------------------ eval_apply */

/* args[0..n) folded left with one bv binary op into r */
static void fold(void (*f)(Word *, const Word *, const Word *, unsigned),
	Word *r, unsigned rw, const Word *const *args, unsigned nargs)
{
	unsigned i;
	bv_copy(r, args[0], rw);
	for (i = 1; i < nargs; i++)
		f(r, r, args[i], rw);
}

/* comb.truth_table: inputs MSB-first, index = sum in[i] << (n-1-i). */
static int tt_bit(const Word *const *args, unsigned nargs, const Word *table,
	unsigned nbits)
{
	uint64_t idx = 0;
	unsigned i;

	if (nargs >= 64)
		return 0; /* no such table can exist */
	for (i = 0; i < nargs; i++)
		idx = idx << 1 | (args[i][0] & 1);
	return idx < nbits ? bv_bit(table, (unsigned)idx) : 0;
}

/* comb.lut: index = sum coef[i] * in[i] in 8-bit wrapping arithmetic,
 * read unsigned; result = table[index], 0 past the table's end. */
static uint64_t lut_value(const Word *const *args, unsigned nargs,
	const Word *pool, unsigned npool, unsigned ncoef)
{
	unsigned i, idx = 0, n = nargs < ncoef ? nargs : ncoef;

	for (i = 0; i < n; i++)
		idx = (idx + (unsigned)(pool[i] & 0xff) *
			(unsigned)(args[i][0] & 0xff)) & 0xff;
	return idx < npool - ncoef ? pool[ncoef + idx] & 0xff : 0;
}

/* r must not alias any of args (variadic ops accumulate into r). */
void eval_apply(int op, unsigned aux, Word *r, unsigned rw,
	const Word *const *args, const unsigned *argw, unsigned nargs,
	const Word *table, unsigned ntable, unsigned ncoef)
{
	const Word *a = nargs > 0 ? args[0] : NULL;
	const Word *b = nargs > 1 ? args[1] : NULL;
	unsigned i, lo;

	switch (op) {
	case OP_ADD: fold(bv_add, r, rw, args, nargs); return;
	case OP_MUL: fold(bv_mul, r, rw, args, nargs); return;
	case OP_AND: fold(bv_and, r, rw, args, nargs); return;
	case OP_OR: fold(bv_or, r, rw, args, nargs); return;
	case OP_XOR: fold(bv_xor, r, rw, args, nargs); return;
	case OP_NAND:
		fold(bv_and, r, rw, args, nargs);
		bv_not(r, r, rw);
		return;
	case OP_NOR:
		fold(bv_or, r, rw, args, nargs);
		bv_not(r, r, rw);
		return;
	case OP_XNOR:
		fold(bv_xor, r, rw, args, nargs);
		bv_not(r, r, rw);
		return;
	case OP_SUB: bv_sub(r, a, b, rw); return;
	case OP_DIVU: bv_udiv(r, a, b, rw); return;
	case OP_DIVS: bv_sdiv(r, a, b, rw); return;
	case OP_REMU: bv_urem(r, a, b, rw); return;
	case OP_REMS: bv_srem(r, a, b, rw); return;
	case OP_CEILDIVU: bv_ceildivu(r, a, b, rw); return;
	case OP_CEILDIVS: bv_ceildivs(r, a, b, rw); return;
	case OP_FLOORDIVS: bv_floordivs(r, a, b, rw); return;
	case OP_NOT: bv_not(r, a, rw); return;
	case OP_SHL: bv_shl(r, a, b, rw); return;
	case OP_SHRU: bv_shru(r, a, b, rw); return;
	case OP_SHRS: bv_shrs(r, a, b, rw); return;
	case OP_MAXS: bv_copy(r, bv_scmp(a, b, rw) >= 0 ? a : b, rw); return;
	case OP_MAXU: bv_copy(r, bv_ucmp(a, b, rw) >= 0 ? a : b, rw); return;
	case OP_MINS: bv_copy(r, bv_scmp(a, b, rw) <= 0 ? a : b, rw); return;
	case OP_MINU: bv_copy(r, bv_ucmp(a, b, rw) <= 0 ? a : b, rw); return;
	case OP_ICMP:
		bv_from_u64(r, rw, (uint64_t)bv_icmp((int)aux, a, b, argw[0]));
		return;
	case OP_MUX: bv_copy(r, bv_bit(a, 0) ? b : args[2], rw); return;
	case OP_CONCAT: /* first operand most significant */
		bv_zero(r, rw);
		for (i = nargs, lo = 0; i-- > 0; lo += argw[i])
			bv_insert(r, rw, lo, args[i], argw[i]);
		return;
	case OP_EXTRACT: bv_extract(r, rw, a, argw[0], aux); return;
	case OP_REPLICATE:
		bv_zero(r, rw);
		for (lo = 0; lo + argw[0] <= rw; lo += argw[0])
			bv_insert(r, rw, lo, a, argw[0]);
		return;
	case OP_REVERSE: bv_reverse(r, a, rw); return;
	case OP_PARITY:
		bv_from_u64(r, rw, bv_popcount(a, argw[0]) & 1);
		return;
	case OP_TT:
		bv_from_u64(r, rw,
			(uint64_t)tt_bit(args, nargs, table, ntable));
		return;
	case OP_LUT:
		bv_from_u64(r, rw,
			lut_value(args, nargs, table, ntable, ncoef));
		return;
	case OP_SEXT:
	case OP_CASTS: bv_sext(r, rw, a, argw[0]); return;
	case OP_ZEXT:
	case OP_TRUNC:
	case OP_CASTU: bv_zext(r, rw, a, argw[0]); return;
	}
	die("eval_apply: '%s' is not a pure op", op_name(op));
}

