/* sim.h: `combc sim` (part of the combc executable, not of libcombc). */
#ifndef COMBC_SIM_H
#define COMBC_SIM_H

#include "cli/cli.h"

/* --------------------------------------------------------------- sim.c */

/* `combc sim`: exit status (0 pass, 1 mismatch or bad input, 2 bad usage
 * such as a missing simulator or too many vectors). */
int sim_main(const Options *o);

/* --vectors default: random vectors after the corner ones (0: none). */
#define SIM_DEFAULT_VECTORS 1000
/* Vectors are built in memory (inputs, expected and simulated outputs):
 * --vectors whose buffers would exceed this many bytes is rejected. */
#define SIM_MAX_VECTOR_BYTES ((uint64_t)1 << 30)

/* ----------------------------------------------------------- vectors.c */

/* Input vectors: the input ports packed into one bus per vector, port 0
 * at bit 0.  Exhaustive when the ports total <= 20 bits, else corner
 * values plus nrandom seeded random vectors. */
typedef struct {
	uint32_t nport;   /* input ports */
	uint32_t *w;      /* width of each port */
	uint32_t *off;    /* bit offset of each port in the bus */
	uint32_t bits;    /* bus width (sum of w; may be 0) */
	uint32_t nword;   /* words per vector: BV_WORDS(max(bits, 1)) */
	size_t n;         /* number of vectors */
	int exhaustive;   /* vector k is the bus value k */
	Word *bus;        /* n * nword words */
} Vectors;
void vectors_make(Vectors *v, uint32_t nport, const uint32_t *w,
	uint64_t nrandom, uint64_t seed);
void vectors_free(Vectors *v);

/* ------------------------------------------ rtl_templates.c (generated) */

/* Contents of rtl-templates/NAME, embedded at build time, or NULL. */
const char *rtl_template(const char *name);


#endif
