/* check.h: the check level: one random-number generator, one corner-value
 * generator, and the equivalence-by-simulation checks the flow runs
 * between passes (QBE runs its verifier between passes the same way).
 * Passes never check themselves; the flow calls these when its
 * CompileParams ask for checks.  Sits above aig/ and net/. */
#ifndef COMBC_CHECK_H
#define COMBC_CHECK_H

#include "aig/aig.h"

/* --------------------------------------------------------------- rng.c */

/* (section owned by the check/rng.c, check/corner.c author) */

/* ---------------------------------------------------------- check_net.c */

/* (section owned by the check/check_net.c author) */

/* ---------------------------------------------------------- check_aig.c */

/* (section owned by the check/check_aig.c author) */

#endif
