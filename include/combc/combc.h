/* combc.h: the public C API of libcombc.
 *
 * combc reads MLIR (comb, index, arith/std, func, cf and hw dialects) and
 * AIGER/BLIF netlists, evaluates MLIR exactly, and compiles it to
 * SystemVerilog, hw/comb MLIR, K-LUT netlists (SystemVerilog, HEIR-style
 * comb.truth_table MLIR, BLIF), AIGER and Graphviz.
 *
 * Diagnostics ("file:line:col: error: message", the source line and a
 * caret) go to the callback given to combc_parse / combc_compile_text,
 * or to stderr when it is NULL.  No call exits the process: a design too
 * large for the named limits (or for memory) is an error return with the
 * diagnostic "design too large: ...", but the memory the failed call had
 * allocated is not reclaimed (a long-running client that meets this
 * should run combc in a process of its own).  Each call passes on every
 * diagnostic it makes.  Handles are independent; use one handle from
 * one thread at a time.
 *
 * Values of ports are little-endian arrays of 64-bit words,
 * (width + 63) / 64 of them, two's complement; bits past the width are
 * ignored on input and zero on output.
 */
#ifndef COMBC_COMBC_H
#define COMBC_COMBC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(COMBC_BUILDING) && defined(__GNUC__)
#define COMBC_API __attribute__((visibility("default")))
#else
#define COMBC_API
#endif

/* Receives one diagnostic, text of len bytes ending in a newline. */
typedef void (*combc_diag_fn)(void *user, const char *text, size_t len);

typedef struct CombcModule CombcModule;
typedef struct CombcEvaluator CombcEvaluator;

/* Parse and verify MLIR text (name is used in diagnostics).  NULL on
 * error, after diagnostics.  The module keeps its own copies of the name
 * and the text. */
COMBC_API CombcModule *combc_parse(const char *name, const char *text,
	size_t len, combc_diag_fn diag, void *user);
COMBC_API void combc_free(CombcModule *m);

/* Number of functions/modules, and their names (NULL past the end). */
COMBC_API unsigned combc_count(const CombcModule *m);
COMBC_API const char *combc_name(const CombcModule *m, unsigned i);

/* What to compile.  Zero-initialize, then set what you need: a zero
 * field takes the default. */
typedef struct {
	const char *emit;      /* backend: "sv" (default), "mlir", "lut-sv",
	                          "lut-mlir", "blif", "aiger", "dot",
	                          "lut-ice40", "ice40" (combc_backend) */
	const char *top;       /* function or module, or NULL for all */
	unsigned index_width;  /* 32 or 64; 0: 64, and --emit=mlir keeps
	                          `index` */
	int opt;               /* 0: default (-O1); 1, 2: -O1, -O2; -1: -O0 */
	int lut_size;          /* 2..8; 0: 6 */
	int lut_depth;         /* LUT levels: 0 the fewest (default), -1 any
	                          (fewest LUTs), N > 0 at most N when that is
	                          more than the fewest */
	int lut_pad;           /* lut-mlir: pad every LUT to K inputs */
	int flatten;           /* inline instances into the top */
} CombcOptions;

/* The name of backend i, or NULL past the last one. */
COMBC_API const char *combc_backend(unsigned i);

/* Compile a parsed module.  On success returns 0 and stores a
 * NUL-terminated buffer (free it with combc_buffer_free) and its length;
 * on error returns the number of errors (diagnosed through the module's
 * callback) and stores NULL. */
COMBC_API int combc_compile(CombcModule *m, const CombcOptions *o,
	char **out, size_t *len);
/* Compile text given by name: MLIR, or an AIGER (.aig, .aag) or BLIF
 * (.blif) netlist as the name's extension says.  As combc_compile. */
COMBC_API int combc_compile_text(const char *name, const char *text,
	size_t len, const CombcOptions *o, combc_diag_fn diag, void *user,
	char **out, size_t *outlen);
COMBC_API void combc_buffer_free(char *buf);

/* A reusable evaluator of function `name` at index width W (32 or 64).
 * NULL (diagnosed) when name is NULL, unknown or a declaration. */
COMBC_API CombcEvaluator *combc_evaluator_new(CombcModule *m,
	const char *name, unsigned index_width);
COMBC_API void combc_evaluator_free(CombcEvaluator *e);
/* Ports: counts and the width in bits of input/output i. */
COMBC_API unsigned combc_evaluator_inputs(const CombcEvaluator *e);
COMBC_API unsigned combc_evaluator_outputs(const CombcEvaluator *e);
COMBC_API unsigned combc_evaluator_input_width(const CombcEvaluator *e,
	unsigned i);
COMBC_API unsigned combc_evaluator_output_width(const CombcEvaluator *e,
	unsigned i);
/* Evaluate one vector: in[i] points to the words of input i, out[i] to
 * room for the words of output i.  0, or -1 (diagnosed) on a run-time
 * error (a call of a declaration). */
COMBC_API int combc_evaluate(CombcEvaluator *e, const uint64_t *const *in,
	uint64_t *const *out);

/* Convenience: evaluate `name` once on ports of at most 64 bits each
 * (inputs truncated to their widths).  0, or -1 on error (unknown name,
 * a port wider than 64 bits, wrong counts). */
COMBC_API int combc_eval_u64(CombcModule *m, const char *name,
	unsigned index_width, const uint64_t *in, size_t nin, uint64_t *out,
	size_t nout);

#ifdef __cplusplus
}
#endif
#endif
