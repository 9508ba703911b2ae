/* combc.h: the public C API of libcombc.
 *
 * combc reads MLIR (comb, index, arith/std, func, cf and hw dialects),
 * evaluates it exactly, and compiles it to SystemVerilog and LUT netlists.
 * Diagnostics go to stderr as `file:line:col: error: message`.
 */
#ifndef COMBC_COMBC_H
#define COMBC_COMBC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CombcModule CombcModule;

/* Parse and verify MLIR text; NULL (with diagnostics) on error. */
CombcModule *combc_parse(const char *name, const char *text, size_t len);
void combc_free(CombcModule *m);

/* Number of functions/modules, and their names. */
unsigned combc_count(const CombcModule *m);
const char *combc_name(const CombcModule *m, unsigned i);

/* Evaluate function `name` at index width W (32 or 64) on inputs of at most
 * 64 bits each (values truncated to the port widths); outputs of at most
 * 64 bits are stored in out[].  Returns 0, or -1 on error (unknown name,
 * a port wider than 64 bits, wrong counts). */
int combc_eval_u64(CombcModule *m, const char *name, unsigned index_width,
	const uint64_t *in, size_t nin, uint64_t *out, size_t nout);

#ifdef __cplusplus
}
#endif
#endif
