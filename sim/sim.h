/* sim.h: `combc sim` (part of the combc executable, not of libcombc). */
#ifndef COMBC_SIM_H
#define COMBC_SIM_H

#include "cli/cli.h"

/* --------------------------------------------------------------- sim.c */

/* `combc sim`: exit status (0 pass, 1 mismatch, bad input or a failed,
 * killed or timed-out simulator, 2 bad usage such as a missing
 * simulator). */
int sim_main(const Options *o);

/* --vectors default: random vectors after the corner ones (0: none). */
#define SIM_DEFAULT_VECTORS 1000
/* --timeout default: seconds any one simulator build or run may take. */
#define SIM_DEFAULT_TIMEOUT 600

/* External tools, for `combc fpga` (fpga.c) too.  tool_run: run argv
 * with stdout and stderr into log, at most timeout seconds (0: none);
 * the exit status, 1000 + N when killed by signal N, -2 on time-out, -1
 * when it could not start.  tool_show_log: the log's last 25 lines to
 * stderr.  sv_last_module: the name of the last module in SV text (the
 * top), malloc'd, or NULL.  tool_guard_dir: while on, SIGINT/SIGTERM/
 * SIGHUP kill the running tool and remove dir (unless keep). */
int tool_run(char *const argv[], const char *log, unsigned timeout);
void tool_show_log(const char *log);
char *sv_last_module(const char *sv);
void tool_guard_dir(const char *dir, int keep, int on);
/* The harness's own module names (r2 may be NULL): a function or module
 * of m so named is an error (1, diagnosed), else 0. */
int reserved_names(Ctx *c, const Module *m, const char *r1,
	const char *r2);

/* ------------------------------------------------------------- fpga.c */

/* `combc fpga`: exit status (0 done, 1 bad input or a failed tool, 2 bad
 * usage or a missing tool). */
int fpga_main(const Options *o);

/* ----------------------------------------------------------- vectors.c */

/* Input vectors: the input ports packed into one bus per vector, port 0
 * at bit 0.  Exhaustive when the ports total <= 20 bits, else corner
 * values plus nrandom seeded random vectors.  Generated in order, a
 * batch of at most `cap` vectors at a time, so any count runs in bounded
 * memory. */
typedef struct {
	uint32_t nport;   /* input ports */
	uint32_t *w;      /* width of each port */
	uint32_t *off;    /* bit offset of each port in the bus */
	uint32_t bits;    /* bus width (sum of w; may be 0) */
	uint32_t nword;   /* words per vector: BV_WORDS(max(bits, 1)) */
	uint64_t total;   /* vectors in the whole set */
	int exhaustive;   /* vector k is the bus value k */
	uint64_t first;   /* index in the set of bus[0] */
	size_t n;         /* vectors in the current batch */
	size_t cap;       /* batch size */
	Word *bus;        /* the batch: cap * nword words */
	/* generator state */
	uint64_t next;    /* index of the next vector to generate */
	uint64_t seed0, seed; /* initial and current rng state */
	uint32_t maxc;    /* the diagonal's length: most corners of a port */
	uint64_t ncross, ncorner; /* lengths of the cross and corner parts */
	uint32_t cp, ck;  /* corner part: port and corner of the next one */
	Word *tmp;        /* one port value */
} Vectors;
void vectors_init(Vectors *v, uint32_t nport, const uint32_t *w,
	uint64_t nrandom, uint64_t seed, size_t batch);
/* Start the sequence again from vector 0 (same values). */
void vectors_rewind(Vectors *v);
/* The next batch into bus (first, n); returns n, 0 after the last. */
size_t vectors_next(Vectors *v);
void vectors_free(Vectors *v);

/* ------------------------------------------ rtl_templates.c (generated) */

/* Contents of rtl-templates/NAME, embedded at build time, or NULL. */
const char *rtl_template(const char *name);


#endif
