/* cli.h: the combc command (main.c) and `combc sim` (sim/), which are
 * part of the executable, never of libcombc. */
#ifndef COMBC_CLI_H
#define COMBC_CLI_H

#include "flow/flow.h"

/* Errors shown before the rest are only counted (--error-limit), as
 * clang's -ferror-limit: a mangled input can have one per line. */
#define DEFAULT_ERROR_LIMIT 20

/* The commands that take Options, as bits (main.c's option table). */
enum { CMD_COMPILE = 1, CMD_EVAL = 2, CMD_SIM = 4, CMD_FPGA = 8 };

/* Command-line options of compile, eval and sim. */
typedef struct {
	Ctx *ctx;               /* diagnostics, statistics */
	CompileParams cp;       /* the pipeline's parameters */
	const char *input;      /* path or "-" */
	const char *output;     /* path, or NULL for stdout */
	int stats;              /* 0 none, 1 text, 2 json */
	int hex;                /* eval --hex */
	int verify;             /* compile --verify */
	const char *save_stages; /* compile --save-stages=DIR */
	uint64_t max_memory;    /* --max-memory: heap budget in bytes */
	uint64_t vectors;       /* sim --vectors (0 = only the corner vectors) */
	uint64_t seed;          /* sim --seed */
	const char *simulator;  /* sim: verilator iverilog all */
	unsigned timeout;       /* sim --timeout: seconds per step (0: none) */
	int keep_temps;         /* sim, fpga --keep-temps */
	int fpga;               /* the command is fpga: its options apply */
	unsigned cmd;           /* the command: CMD_COMPILE, CMD_EVAL, ... */
	const char *target;     /* fpga --target (ice40) */
	const char *device;     /* fpga --device (hx8k, ...) */
	const char *package;    /* fpga --package (NULL: the device's) */
	const char *flow;       /* fpga --flow: best, lut, sv */
	int opt_given;          /* -O was on the command line */
	char **args;            /* eval: the arguments */
	int nargs;
} Options;

/* "combc: <fmt with arg>", a line pointing at help, exit 2 (main.c). */
noreturn void usage_error(const char *help, const char *fmt,
	const char *arg);

/* The --max-memory SIZE s (512M, 4G, ...) in bytes; bad usage (exit 2)
 * naming opt when it is not one. */
uint64_t parse_size(const char *s, const char *opt);

/* `combc lec A B ...` (lec.c): parses argv[2..] itself; returns the exit
 * status. */
int lec_main(Ctx *c, int argc, char **argv);
/* The bit-level flow's intermediate results (CompileParams.stage), kept
 * for --verify (a proof through them) and --save-stages. */
typedef struct {
	const char **name;      /* per stage: "given", "reduced", ... */
	Aig *g;                 /* per stage: the graph (LUT nets as AIGs) */
	Buf *text;              /* per stage: AIGER or BLIF (save only) */
	uint8_t *proven;        /* per stage: proven equal to the previous
	                           one by the pass that made it */
	uint32_t n, cap;
	uint32_t runs;          /* bit-level circuits compiled ("given"s) */
	int keep_text;          /* 1: fill text (--save-stages) */
} Stages;
void stages_collect(void *user, const char *name, const Aig *g,
	const LutNet *ln, int proven);
void stages_free(Stages *s);
/* Write the stages to dir as NN-name.aig / NN-name.blif; 0 or 1
 * (diagnosed). */
int stages_save(Ctx *c, const Stages *s, const char *dir);

/* compile --verify: prove out, the compile of input with p, equal to
 * input (every function with a body, or p->top), each proof within
 * seconds (0: no limit); prints the verdicts to stderr.  With the stages
 * of one bit-level circuit (st->runs == 1), the proof goes through them
 * (LecRequest.via).  Returns 0 when all are proven (unknown is not
 * proven). */
int lec_verify(Ctx *c, const CompileParams *p, const char *input,
	const Buf *out, double seconds, const Stages *st);
/* Before compiling: can compile --verify prove this output (its kind,
 * and one function or --top for BLIF and AIGER)?  0: no (diagnosed), so
 * a bad combination fails at once, not after the whole compile. */
int lec_verify_usable(Ctx *c, const CompileParams *p, const char *input);

#endif
