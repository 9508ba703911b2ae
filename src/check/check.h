/* check.h: the check level: one random-number generator, one corner-value
 * generator, and the equivalence-by-simulation checks the flow runs
 * between passes (QBE runs its verifier between passes the same way).
 * Passes never check themselves; the flow calls these when its
 * CompileParams ask for checks.  Sits above aig/ and net/. */
#ifndef COMBC_CHECK_H
#define COMBC_CHECK_H

#include "aig/aig.h"

/* --------------------------------------------------------------- rng.c */

/* One random-number generator (splitmix64) and one corner-value generator
 * for every check and for `combc sim`'s vectors.  All are pure functions
 * of their arguments and *state, so a run is reproducible from its seed;
 * any seed (0 included) is valid. */

/* Next 64 random bits; advances *state. */
uint64_t rng_next(uint64_t *state);
/* Uniform in 0 .. n-1 (0 when n is 0). */
uint32_t rng_below(uint64_t *state, uint32_t n);

/* Corner values of a w-bit operand, indexed 0 .. corner_count(w)-1:
 *   0: 0   1: 1   2: 2   3: all ones   4: -2   5: MIN   6: MAX
 *   7: MIN+1   8: w-1   9: w   10: w+1 (shift amounts around w)
 *   11: 0x55..   12: 0xaa..   13..: single-bit values 1 << j (every j
 *   when w <= 64, else 64 positions spread over 0 .. w-1).
 * Indices below CORNER_SMALL are the same for every width (crosses of
 * corners, x / 0 or MIN / -1, use them).  r holds BV_WORDS(w) words;
 * values are taken mod 2^w. */
#define CORNER_SMALL 11u
uint32_t corner_count(unsigned w);
void corner_value(Word *r, unsigned w, uint32_t k);

/* r = w uniform random bits. */
void rng_fill(uint64_t *state, Word *r, unsigned w);
/* r = a w-bit random value biased towards edge cases: 1 in 8 a random
 * corner value, 1 in 8 a small number in -16 .. 16, 1 in 8 sparse (about
 * a quarter of the bits set), 1 in 8 dense (about three quarters set),
 * otherwise uniform bits. */
void rng_value(uint64_t *state, Word *r, unsigned w);

/* ---------------------------------------------------------- check_net.c */

/* Equivalence by simulation at the word level: every net of d must
 * compute at its ports what the same net of ref does, as neteval
 * evaluates them, on `vectors` vectors (fewer, down to 6, for designs of
 * millions of node words): every port at one small corner, crosses of
 * small corners on ports 0 and 1, then rng_value values, from a fixed
 * seed.  A difference (in the nets, the ports or the outputs) dies naming
 * `pass`, the pass that turned ref into d.  Cost: vectors x neteval. */
void check_design(const Design *ref, const Design *d, const char *pass,
	unsigned vectors);

/* ---------------------------------------------------------- check_aig.c */

/* Equivalence by simulation at the bit level.  Each runs a fixed,
 * seeded set of 64-pattern rounds (PI patterns: a staircase, sparse and
 * dense words, then uniform ones) and dies naming what differs: a
 * mismatch is an internal error, never the user's.  Cost: O(rounds x
 * nodes). */

/* g must compute what ref computes (same PI and PO counts, POs agree);
 * pass names the pass that turned ref into g in the message. */
void check_aig(const Aig *ref, const Aig *g, const char *pass);
/* The LUT net ln must compute what the AIG g it was mapped from does. */
void check_luts(const Aig *g, const LutNet *ln);
/* The last PIs and POs of g (those bitblast(d, top, g, ...) appended,
 * before or after aig_cleanup) must agree with neteval on net top for
 * 256 input vectors: crosses of the small corners on ports 0 and 1,
 * every corner value of every port, then rng_value ones. */
void check_blast(const Design *d, uint32_t top, const Aig *g);
/* 1 if a and b have the same PI/PO counts and agree on `rounds` x 64
 * patterns drawn from seed, else 0 (the non-dying form, for tests). */
int check_aig_equal(const Aig *a, const Aig *b, unsigned rounds,
	uint64_t seed);

/* ---------------------------------------------------------------- lec.c */

/* A CaDiCaL solver (ccadical.h) with no timing profile: its timers call
 * getrusage around every phase of every call (4% of a --verify
 * certificate's time, 8% of an exact-mapping call); the profile is only
 * a report and changes no decision.  Every solver of check/ starts here. */
struct CCaDiCaL *sat_solver_new(void);

/* Combinational equivalence of two AIGs by simulation and SAT sweeping
 * (CaDiCaL); lec.c's comment describes the engine.  The graphs must have
 * the same number of PIs (PI i of a is PI i of b) and of POs (PO i of a
 * is compared with PO i of b); the caller pairs ports by name. */
typedef struct {
	int64_t conflicts;       /* per output SAT call (0: no limit) */
	int64_t sweep_conflicts; /* per internal-candidate call (1000) */
	double seconds;          /* time limit (0: none) */
	unsigned sim_rounds;     /* 64-pattern rounds before SAT (0: 8) */
	int no_exhaustive;       /* never decide by simulating every input
	                            pattern (lec_aigs, and the classes of
	                            aig_fraig*; tests of the sweep) */
	int no_dist1;            /* never simulate lec.c's distance-one
	                            rounds (tests of the SAT refutations) */
	uint64_t exhaustive_work; /* ... or only within this many node words
	                            of simulation (0: 2^29, about a second;
	                            many small calls take less; it bounds
	                            the fraig classes' part simulation too) */
	int no_windows;          /* prove candidates in the global solver
	                            only, not first in a fresh one over a
	                            500-AND window (small miters: the
	                            window's set-up costs more than it saves) */
	/* Effort caps for pathological graphs (aig_fraig; 0: none), which
	 * start only once the sweep has spent LEC_CAP_UNKNOWNS undecided
	 * proofs or LEC_CAP_CALLS global SAT calls (lec.c says why) */
	unsigned class_unknowns; /* then a class with this many undecided
	                            proofs gets no more */
	uint32_t big_window;     /* then a failed window proof is tried
	                            again over this many nodes before the
	                            global solver */
	uint32_t small_window;   /* a window of this many nodes is tried
	                            before the usual one (0: none) */
	uint32_t max_refuted;    /* the sweep proves no more candidates
	                            after this many were refuted (0: no
	                            limit; aig_fraig, aig_fraig_classes) */
	uint32_t max_unknowns;   /* ... or after this many SAT calls hit
	                            their conflict limit (0: no limit) */
	uint32_t recycle_vars;   /* the global solver is replaced by an empty
	                            one past this many variables ... */
	uint32_t recycle_calls;  /* ... and this many calls (0: 20000, 100;
	                            recycle_vars UINT32_MAX: one solver, as
	                            lec.c's one_solver says) */
	ProgressFn progress;     /* told how far the sweep and the output
	                            proofs are (or NULL) */
	void *progress_user;
} LecParams;
typedef enum { LEC_EQUAL, LEC_DIFFERENT, LEC_UNKNOWN } LecVerdict;
typedef struct {
	uint32_t miter_ands;     /* AND nodes of the miter after hashing */
	uint32_t merged;         /* internal nodes proven and merged */
	uint32_t refinements;    /* class splits by counterexamples */
	uint64_t sat_calls, sat_sat, sat_unsat, sat_unknown;
	uint64_t win_calls, win_proved; /* window proofs tried, succeeded */
	uint32_t recycles;       /* global solvers replaced by empty ones */
	uint64_t exhaustive;     /* input patterns simulated when the miter
	                            was small enough to try them all (the
	                            verdict then needs no SAT), else 0 */
	double seconds;
} LecStats;
typedef struct {
	LecVerdict verdict;
	uint8_t *cex;            /* LEC_DIFFERENT: value of every PI */
	uint8_t *diff;           /* LEC_DIFFERENT: per PO, 1 if it differs
	                            under cex */
	uint8_t *open;           /* LEC_UNKNOWN: per PO, 1 if unresolved */
	uint32_t nopen;
	int timed_out;           /* the time limit was reached */
	LecStats st;
} LecResult;
void lec_params_default(LecParams *p);
void lec_aigs(const Aig *a, const Aig *b, const LecParams *p,
	LecResult *r);
void lec_result_free(LecResult *r);
/* Functional reduction ("fraiging"): out (initialized here) is g with
 * every AND node that simulation and SAT (p->sweep_conflicts per call,
 * p->seconds in all) prove equal to an earlier node, up to complement,
 * merged into it; same PIs and POs, in order.  st->merged counts them. */
void aig_fraig(const Aig *g, Aig *out, const LecParams *p, LecStats *st);
/* The same sweep, without merging: repr[n] (g->nnode entries) is the
 * literal of the first node of g that n is proven equal to, up to
 * complement (n itself when none; node 0 for a constant), for choices. */
void aig_fraig_classes(const Aig *g, Lit *repr, const LecParams *p,
	LecStats *st);

/* ---------------------------------------------------------------- mfs.c */

/* Don't-care-based resubstitution on a mapped K-LUT net (the mfs2 idea of
 * Mishchenko, Brayton et al., FPGA 2009): each LUT is re-expressed over a
 * smaller or cheaper set of nodes of a window around it, under the
 * window's care set, every change proven by SAT (CaDiCaL; mfs.c's
 * comment describes the engine). */
typedef struct {
	uint32_t k;            /* LUT size limit of the result (0: the net's k;
	                          wider LUTs of the input never grow) */
	uint32_t tfo_levels;   /* LUT levels of the fanout window above the
	                          node (2; 0: no observability don't cares) */
	uint32_t tfi_levels;   /* levels of the fanin window below it (0: as
	                          deep as max_window allows) */
	uint32_t max_window;   /* nodes of the fanin window (300) */
	uint32_t max_tfo;      /* nodes of the fanout window (100) */
	uint32_t fanout_max;   /* fanouts scanned per window node for extra
	                          divisors (30) */
	int64_t conflicts;     /* per SAT call (5000; 0: no limit) */
	uint32_t depth_bound;  /* the result's LUT depth may not exceed
	                          max(this, the input's depth) */
	uint32_t passes;       /* sweeps over the net (2; after the first,
	                          only nodes near a change) */
	int merge;             /* absorb single-fanout fanin LUTs, and LUTs
	                          into all their readers, when it fits (1) */
	double seconds;        /* time limit for the whole pass (0: none) */
	int certify;           /* prove every step with cert.c (0) */
	double cert_seconds;   /* ... within this time in all (0: none) */
	int reuse;             /* also re-express a LUT through a sibling of
	                          an input others read (try_reuse; 0: for a
	                          relaxed depth bound, it deepens) */
} MfsParams;
typedef struct {
	uint32_t lut_in, lut_out;   /* LUTs before and after */
	uint32_t edge_in, edge_out; /* LUT inputs before and after */
	uint32_t depth_in, depth_out; /* LUT levels before and after */
	uint32_t tried;        /* windows built */
	uint32_t removes;      /* fanins dropped */
	uint32_t resubs;       /* fanins replaced by another node */
	uint32_t merges;       /* LUTs absorbed into their reader(s) */
	uint32_t collapsed;    /* LUTs found constant or equal to a node */
	uint32_t reuses;       /* inputs replaced through a sibling */
	uint64_t sat_calls;    /* SAT calls */
	uint64_t sat_undecided; /* of them stopped by the conflict limit */
	int timed_out;         /* the time limit stopped the sweep */
	double seconds;        /* wall time of the pass */
	int certified;         /* p->certify: every step and the result
	                          proven (cert.c) */
	uint32_t cert_steps, cert_failed; /* steps checked, not proven */
	int cert_timed_out;    /* p->cert_seconds broke the certificate */
	double cert_seconds;   /* time of the proofs */
} MfsStats;
void mfs_params_default(MfsParams *p);
/* Optimize ln in place: the same PIs and POs in order, each PO the same
 * function of the PIs, LUTs of at most p->k inputs in topological order,
 * never more LUTs, depth <= max(p->depth_bound, the input's depth).
 * st may be NULL. */
void lutnet_mfs(LutNet *ln, const MfsParams *p, MfsStats *st);

/* ---------------------------------------------------------------- cert.c */

/* Exact area mapping (exactmap.c): the fewest k-LUTs (k <= 6) covering
 * g within depth_bound levels (0: any), by SAT over each node's cuts;
 * next and phase: g's choices as in AigChoice (NULL: none). */
typedef struct {
	uint32_t max_nodes;     /* more AND nodes: not tried (default 4000) */
	uint32_t cuts;          /* cuts kept per node (default 40) */
	uint64_t max_literals;  /* a larger encoding (estimated): not tried
	                           (default 2M) */
	int conflicts;          /* per solver call (default 10000) */
	uint32_t calls;         /* solver calls at most, each with a bound one
	                           below the last cover's LUTs (default 8) */
} ExactParams;
typedef struct {
	uint32_t cuts, vars, calls, nlut;
	uint64_t literals;
	int found;              /* a cover with fewer than nlut LUTs */
	int optimal;            /* ... and none with fewer exists among the
	                           cuts kept */
	int skipped;            /* over the size limits */
} ExactStats;
void exact_params_default(ExactParams *p);
/* Returns 1 with *ln (zeroed here) a cover of fewer than nlut LUTs
 * within the bound, the fewest found; else 0 (ln untouched). */
int lut_map_exact(const Aig *g, const uint32_t *next, const uint8_t *phase,
	uint32_t k, uint32_t depth_bound, uint32_t nlut, const ExactParams *p,
	LutNet *ln, ExactStats *st);

/* A certificate for an in-place rewriting of a LutNet (mfs): the
 * rewriter touches every LUT and PO it changes and ends each step with
 * lutcert_step, which proves the step with lec on a region around the
 * touched LUTs (hint: more LUTs to include, e.g. the rewriter's window);
 * lutcert_finish compares the final net (renumbered or not) with the
 * certifier's copy.  Each returns 1 while everything is proven; after a
 * failure the certificate is broken for good (the rewriting goes on). */
typedef struct LutCert LutCert;
typedef struct {
	uint32_t steps, proven, failed; /* steps with changes */
	uint32_t expanded;     /* proofs retried over a larger region */
	uint32_t cycles;       /* regions found cyclic */
	uint32_t max_region;   /* LUTs of the largest region */
	uint32_t lec_calls;    /* steps that needed lec (the others were
	                          equal by structure) */
	uint64_t ands;         /* AND nodes of those miters */
	int timed_out;         /* the time limit broke the certificate */
} LutCertStats;
LutCert *lutcert_new(const LutNet *ln);
/* From now, a limit of `seconds` for all the steps' proofs (0: none):
 * past it the certificate is broken (not proven; nothing else changes). */
void lutcert_limit(LutCert *c, double seconds);
void lutcert_touch(LutCert *c, uint32_t sig);
void lutcert_touch_po(LutCert *c, uint32_t po);
int lutcert_step(LutCert *c, const LutNet *ln, const uint32_t *hint,
	uint32_t nhint);
int lutcert_finish(LutCert *c, const LutNet *ln);
const LutCertStats *lutcert_stats(const LutCert *c);
void lutcert_free(LutCert *c);

#endif
