/* flow.h: the pipeline: load, pick the top, compile to a backend. */
#ifndef COMBC_FLOW_H
#define COMBC_FLOW_H

#include "check/check.h"
#include "emit/emit.h"
#include "mlir/mlir.h"

/* ---------------------------------------------------- driver.c / main.c */

/* Command-line options, shared by compile, eval and sim. */
typedef struct {
	Ctx *ctx;               /* diagnostics, statistics */
	const char *input;      /* path or "-" */
	const char *output;     /* path, or NULL for stdout */
	const char *emit;       /* sv mlir lut-sv lut-mlir blif aiger dot */
	const char *top;        /* --top, or NULL */
	unsigned index_width;   /* --index-width, 0 when not given */
	int opt;                /* -O0, -O1 (default), -O2 */
	int lut_size;           /* --lut-size, default 6 */
	int lut_pad;            /* --lut-pad */
	int flatten;            /* --flatten */
	int stats;              /* 0 none, 1 text, 2 json */
	int hex;                /* eval --hex */
	uint64_t vectors;       /* sim --vectors (0 = default) */
	uint64_t seed;          /* sim --seed */
	const char *simulator;  /* sim: verilator iverilog all */
	char **args;            /* eval: the arguments */
	int nargs;
} Options;

/* Read, parse and verify o->input into m.  0 or error count (diagnosed). */
int load_module(const Options *o, Module *m);
/* Resolve --top: the function index, or NONE when all functions are
 * wanted; need_one: eval/sim, where exactly one candidate is required. */
int pick_top(const Options *o, const Module *m, int need_one, uint32_t *top);
/* keep[i] = 1 for top and every function it calls or instantiates (all
 * functions when top is NONE).  Caller frees. */
uint8_t *reachable_funcs(const Module *m, uint32_t top);
/* Run the pipeline on a loaded module and print o->emit into out.
 * 0 or error count. */
int compile_module(const Options *o, const Module *m, uint32_t top, Buf *out);


/* ------------------------------------------------------------- netflow.c */

/* The netlist flow behind `combc X.aig|X.aag|X.blif`: read, balance,
 * rewrite, map to lut_size-LUTs, emit "blif", "aiger", "lut-sv" or
 * "lut-mlir" (lut_pad: every LUT gets exactly lut_size inputs) into out.
 * stats: 0 none, 1 text, 2 JSON on stderr.  Returns 0, or 1 on bad input
 * (diagnosed). */
int netflow_run(Ctx *ctx, const char *input_path, const char *emit, int lut_size,
	int lut_pad, int stats, Buf *out);

#endif
