/* aig.h: the bit level: and-inverter graphs, bit-blasting, balancing,
 * rewriting, K-LUT mapping and LUT nets, AIGER and BLIF I/O. */
#ifndef COMBC_AIG_H
#define COMBC_AIG_H

#include "net/net.h"

/* ---- aig.c / aiger.c / blif.c / balance.c / rewrite.c / lutmap.c / netflow.c */

/* And-inverter graph.  Node 0 is the constant false; a literal is
 * node << 1 | complement (LIT_FALSE = 0, LIT_TRUE = 1).  Every node's
 * fanins have smaller ids than the node, so increasing id order is a
 * topological order.  A primary input has fanin0 == NONE.  AND nodes are
 * hash-consed: aig_and() orders its operands (fanin0 < fanin1), folds
 * constants, a & a and a & ~a, and returns the existing node for a repeated
 * pair.  Names live in the graph's arena; NULL means "unnamed". */
typedef uint32_t Lit;
#define LIT_FALSE 0u
#define LIT_TRUE 1u
#define AIG_MAX_NODES 0x7ffffff0u
static inline Lit lit_make(uint32_t node, int c) { return node << 1 | (c != 0); }
static inline uint32_t lit_node(Lit l) { return l >> 1; }
static inline int lit_compl(Lit l) { return (int)(l & 1); }
static inline Lit lit_not(Lit l) { return l ^ 1; }
static inline Lit lit_notif(Lit l, int c) { return l ^ (uint32_t)(c != 0); }

typedef struct {
	Lit *fanin0, *fanin1; /* per node: AND fanins (fanin0 < fanin1); NONE for
	                         PIs; 0 for the constant node */
	uint32_t nnode, cap;  /* nodes 0 .. nnode-1 */
	uint32_t nand;        /* AND nodes among them */
	uint32_t *pis;        /* PI node ids, in port order */
	const char **pi_name; /* per PI: name or NULL */
	uint32_t npi, cap_pi;
	Lit *pos;             /* PO literals, in port order */
	const char **po_name; /* per PO: name or NULL */
	uint32_t npo, cap_po;
	const char *name;     /* model name or NULL */
	uint64_t *htab;       /* structural hash: per slot the pair's hash
	                         (high 32 bits) and its AND node id (low);
	                         all ones = empty */
	uint32_t hmask;       /* table size - 1 (power of two) */
	Arena arena;          /* names */
} Aig;

void aig_init(Aig *g);
void aig_free(Aig *g);
Lit aig_pi(Aig *g, const char *name);            /* new input, named or NULL */
uint32_t aig_po(Aig *g, Lit l, const char *name); /* returns the PO index */
Lit aig_and(Aig *g, Lit a, Lit b);
/* What aig_and(g, a, b) would return without adding a node: the folded or
 * existing literal, or NONE when a new node would be needed. */
Lit aig_and_lookup(const Aig *g, Lit a, Lit b);
Lit aig_or(Aig *g, Lit a, Lit b);
Lit aig_xor(Aig *g, Lit a, Lit b);
Lit aig_mux(Aig *g, Lit s, Lit t, Lit e);        /* s ? t : e */
Lit aig_maj(Aig *g, Lit a, Lit b, Lit c);
static inline int aig_is_and(const Aig *g, uint32_t n) { return n && g->fanin0[n] != NONE; }
static inline int aig_is_pi(const Aig *g, uint32_t n) { return n && g->fanin0[n] == NONE; }
/* level[n] for every node (PIs and constant 0); returns the max PO level. */
uint32_t aig_levels(const Aig *g, uint32_t *level);
/* The max PO level alone. */
uint32_t aig_depth(const Aig *g);
/* Fanout counts (AND fanins and POs) per node into refs[nnode]. */
void aig_refs(const Aig *g, uint32_t *refs);
/* Simulate 64 patterns: pi[i] is the word of PI i, val[nnode] receives
 * every node's word (complement a literal's word yourself). */
void aig_sim64(const Aig *g, const uint64_t *pi, uint64_t *val);
static inline uint64_t aig_litval(const uint64_t *val, Lit l)
{
	return val[lit_node(l)] ^ (0 - (uint64_t)lit_compl(l));
}
/* Truth tables of up to 6 variables in one word: bit b is the value at
 * the assignment whose bit v is variable v.  tt6_var[v]: variable v. */
extern const uint64_t tt6_var[6];
/* t with variables i < j exchanged. */
static inline uint64_t tt6_swap(uint64_t t, uint32_t i, uint32_t j)
{
	uint32_t sh = (1u << j) - (1u << i);
	uint64_t m = tt6_var[i] & ~tt6_var[j];
	return (t & ~(m | m << sh)) | (t & m) << sh | (t >> sh & m);
}
/* t over the na ascending ids a[] re-expressed over the nc ascending ids
 * c[], a superset (variable i moves to a[i]'s position in c). */
uint64_t tt6_stretch(uint64_t t, const uint32_t *a, uint32_t na,
	const uint32_t *c, uint32_t nc);
/* Cut leaf sets (ascending ids).  leaves_merge: r = a | b; returns its
 * size, or 0 when that is above k (a and b not both empty). */
static inline uint32_t leaves_merge(const uint32_t *a, uint32_t na,
	const uint32_t *b, uint32_t nb, uint32_t *r, uint32_t k)
{
	uint32_t i = 0, j = 0, n = 0;
	while (i < na || j < nb) {
		uint32_t x;
		if (j == nb || (i < na && a[i] < b[j]))
			x = a[i++];
		else if (i == na || b[j] < a[i])
			x = b[j++];
		else
			x = a[i++], j++;
		if (n == k)
			return 0;
		r[n++] = x;
	}
	return n;
}
/* Is a a subset of b? */
static inline int leaves_subset(const uint32_t *a, uint32_t na,
	const uint32_t *b, uint32_t nb)
{
	uint32_t i = 0, j = 0;
	if (na > nb)
		return 0;
	while (i < na && j < nb) {
		if (a[i] == b[j])
			i++, j++;
		else if (a[i] > b[j])
			j++;
		else
			return 0;
	}
	return i == na;
}
/* Start dst as an empty graph with src's PIs (names copied); map[pi node
 * of src] = literal in dst.  aig_finish_like adds src's POs through map. */
void aig_start_like(Aig *dst, const Aig *src, Lit *map);
void aig_finish_like(Aig *dst, const Aig *src, const Lit *map);
/* Copy src's AND nodes (those with only[n] != 0, or all when only is
 * NULL) into dst, in order: map[n] = the literal of node n of src in dst
 * (map[0] and the PIs' entries are the caller's). */
void aig_copy_ands(Aig *dst, const Aig *src, Lit *map, const uint8_t *only);
/* dst = a copy of src (same ids, names copied). */
void aig_copy(const Aig *src, Aig *dst);
/* Remove AND nodes no PO depends on (PIs and POs keep their order). */
void aig_cleanup(Aig *g);
/* Replace *g by *with (which it takes over). */
void aig_replace(Aig *g, Aig *with);

/* AIGER: binary ("aig") or ASCII ("aag"), combinational only.  Registers
 * data on c (it must outlive c's use of it) and reports errors there at
 * file:line:col (latches are rejected by name); returns the error count.
 * g must be freshly initialized. */
int aiger_read(Ctx *c, Aig *g, const char *filename, const char *data,
	size_t len);
void aiger_write(const Aig *g, int binary, Buf *out);

/* K-LUT netlist.  Signals 0 .. npi-1 are the PIs, npi + j is LUT j; LUTs
 * are in topological order (inputs are PIs or earlier LUTs). */
#define LUT_KMAX 8
typedef struct {
	uint32_t k;           /* maximum LUT size the net was mapped for */
	uint32_t npi;
	const char **pi_name; /* per PI: name or NULL */
	uint32_t nlut;
	uint8_t *lut_n;       /* per LUT: number of inputs, 0..k (0: a
	                         constant, from a redundant AIG) */
	uint32_t *lut_in;     /* per LUT: LUT_KMAX slots, inputs 0..lut_n-1 */
	uint64_t *lut_tt;     /* per LUT: 4 words = 256 bits; bit index =
	                         sum in[i] << i (input 0 is the LSB) */
	uint32_t npo;
	const char **po_name; /* per PO: name or NULL */
	uint32_t *po_sig;     /* per PO: signal, or NONE for a constant */
	uint8_t *po_compl;    /* per PO: inverted (constant: its value) */
	uint32_t depth;       /* LUT levels */
	const char *name;     /* model name or NULL */
	Arena arena;          /* names */
} LutNet;
void lutnet_free(LutNet *ln);
/* dst (overwritten): a copy of src that owns its memory. */
void lutnet_copy(const LutNet *src, LutNet *dst);
/* A hash of ln's structure: each LUT's table and inputs, taken back to
 * the PIs, and the POs; equal for nets that differ only in the order of
 * their LUTs. */
uint64_t lutnet_shape(const LutNet *ln);
/* Phase assignment: a LUT that POs read only inverted (and other LUTs
 * read, so lut_map left the inverter) computes the inverse instead and
 * its readers read it inverted (their tables swapped on that input), so
 * no output needs an inverter of its own.  Same LUTs, same depth;
 * returns the LUTs inverted.  O(LUTs * 2^K). */
uint32_t lutnet_po_phase(LutNet *ln);
/* Evaluate 64 patterns: pi[i] words in, po[npo] words out. */
void lutnet_sim64(const LutNet *ln, const uint64_t *pi, uint64_t *po);
/* g (initialized here): ln as an AIG, each LUT a multiplexer tree over
 * its inputs; same PIs and POs, names included. */
void lutnet_to_aig(const LutNet *ln, Aig *g);
/* One LUT (table t, bit index as in LutNet, n inputs) over the literals
 * in[0..n-1] of g: a multiplexer tree. */
Lit aig_lut(Aig *g, const uint64_t *t, const Lit *in, uint32_t n);

/* BLIF: .model/.inputs/.outputs/.names/.subckt/.conn/.end,
 * combinational only (.latch and .gate are rejected); a hierarchy is
 * flattened from the top: the only model, else the one named top (NULL:
 * none), else the one no .subckt instantiates; several such, or no model
 * named top, is bad usage (2, c->usage set).  Same convention as
 * aiger_read otherwise. */
int blif_read_top(Ctx *c, Aig *g, const char *filename, const char *data,
	size_t len, const char *top);
int blif_read(Ctx *c, Aig *g, const char *filename, const char *data,
	size_t len);   /* blif_read_top without a top */
void blif_write_aig(const Aig *g, Buf *out);   /* one .names per AND */
void blif_write_luts(const LutNet *ln, Buf *out);

/* Balancing: rebuilds every multi-input AND (a tree of uncomplemented,
 * single-fanout ANDs) as a tree of minimum depth. */
void aig_balance(const Aig *in, Aig *out);
/* The same with each multi-input AND's leaves packed into groups whose
 * support fits a k-LUT (k >= 3; below, aig_balance), for a mapper: fewer
 * LUTs, depth not considered (balance.c). */
void aig_balance_k(const Aig *in, Aig *out, uint32_t k);
/* Area rewriting: resynthesizes each node from a small cut when that
 * saves nodes.  Never returns a larger graph.  Returns nodes saved. */
uint32_t aig_rewrite(Aig *g);

typedef struct {
	int k;            /* LUT size, 2..LUT_KMAX (default 6) */
	int cuts;         /* priority cuts kept per node (default 10) */
	int depth_cuts;   /* cuts kept in the first depth pass (default 16) */
	int depth_rounds; /* extra depth passes (default 2) */
	int flow_pre;     /* 1 (default): a first area-flow pass with
	                     structural fanouts as the fanout estimate; 0:
	                     the flow passes start from the depth cover's */
	int flow_rounds;  /* area-flow recovery passes (default 1) */
	int area_rounds;  /* exact-area recovery passes (default 2) */
	int area_only;    /* 1: no depth bound (map for area) */
	uint32_t depth_bound; /* 0: optimal depth; else allow up to this many
	                     levels when that is more than the optimum */
	ProgressFn progress;  /* told per pass how far the sweep is (or NULL) */
	void *progress_user;
	const char *progress_what; /* the phase name it is given ("lutmap") */
} LutParams;
/* The depth bound that means "any depth" to lut_script's LUT passes
 * (lutpack and mfs take a number; lut_map takes area_only). */
#define LUT_DEPTH_ANY (1u << 30)
typedef struct {
	uint32_t nlut, depth; /* result */
	uint32_t depth_min;   /* the fewest levels the depth passes found */
	uint32_t ncut;        /* cuts evaluated */
	double seconds;       /* mapping time */
} LutStats;
void lut_params_default(LutParams *p);
/* Map g (after aig_cleanup or any well-formed AIG) into ln (zeroed by the
 * caller). */
void lut_map(const Aig *g, const LutParams *p, LutNet *ln, LutStats *st);
/* ln (zeroed by the caller) from a cover chosen elsewhere (k <= 6;
 * check/exactmap.c): every AND node n with root[n] is a LUT over the
 * nleaf[n] node ids leaf[n * LUT_KMAX ..] (each a PI or a root with a
 * smaller id), computing tt[n] (bit index = sum leaf value << position)
 * of them; a PO reads its node's LUT. */
void lutnet_from_cover(const Aig *g, uint32_t k, const uint8_t *root,
	const uint32_t *leaf, const uint8_t *nleaf, const uint64_t *tt,
	LutNet *ln);
/* LUTs and depth of g mapped alone to K-LUTs with the default
 * parameters, and area_only when area (for passes that compare two
 * structures). */
void lut_map_cost(const Aig *g, uint32_t k, int area, uint32_t *luts,
	uint32_t *depth);


/* ------------------------------------------------------------ lutpack.c */

/* LUT packing: windows of a few LUTs (truth tables) and the MFFCs of
 * multi-fanout LUTs (BDDs) collapsed into one function and decomposed
 * again into fewer K-LUTs (lutpack.c: method and cost). */
typedef struct {
	uint32_t k;            /* LUT size of the result, 2..LUT_KMAX (0: the
	                          net's k); wider LUTs are split */
	uint32_t max_luts;     /* LUTs collapsed per window, 1..8 (default 4) */
	uint32_t max_inputs;   /* support of a collapsed window, <= 16
	                          (default 12) */
	uint32_t depth_bound;  /* the result's depth may not exceed
	                          max(this, input depth) (default 0) */
	int zero_gain;         /* also accept equal-size rewrites that make
	                          their root arrive earlier (default 0) */
	uint32_t max_rounds;   /* sweeps, fewer when one changes nothing
	                          (default 8) */
	uint32_t max_windows;  /* windows decomposed per root and sweep, the
	                          most promising first (default 64) */
	uint64_t work;         /* truth-table bits one window's decomposition
	                          search may read (default 2^20) */
	int leaves;            /* also pairs with one leaf, kept when the
	                          sweeps then gain (default 1) */
} LutPackParams;
typedef struct {
	uint32_t lut_in, lut_out;     /* LUTs before and after */
	uint32_t depth_in, depth_out; /* levels before and after */
	uint32_t rounds;              /* sweeps run */
	uint32_t windows;             /* window and cone functions searched */
	uint32_t decomposed;          /* of them: decomposed within budget */
	uint32_t rewrites;            /* roots re-implemented */
	int leaf_kept;                /* the pairs with a leaf gained */
	double seconds;
} LutPackStats;
void lutpack_params_default(LutPackParams *p);
/* Optimize ln in place: same PIs and POs in order, each PO the same
 * function of the PIs, LUTs of at most p->k inputs in topological order,
 * never more LUTs (unless LUTs wider than p->k had to be split), depth at
 * most max(p->depth_bound, input depth).  p NULL: defaults; st may be
 * NULL. */
void lutnet_pack(LutNet *ln, const LutPackParams *p, LutPackStats *st);
/* Only lutnet_pack's pair merges (two LUTs read by the same LUTs only
 * through one function of both become one LUT): cheap, exact, never
 * deeper, for a net another pass has just changed.  Returns the merges
 * (0: ln untouched). */
uint32_t lutnet_merge_pairs(LutNet *ln);
/* The decomposition engine alone: f (n <= 16 variables, max(1, 2^n/64)
 * words, bit x = f at the assignment x) as at most max_luts K-LUTs, into
 * out (initialized here; n PIs, one PO; free with lutnet_free).  Bound
 * sets are searched within a fixed budget, then Shannon splits finish
 * (so with max_luts large enough every function decomposes).  Returns
 * the LUT count, or 0 (out has no LUTs) when none was found within
 * max_luts. */
uint32_t lut_decompose(const uint64_t *f, uint32_t n, uint32_t k,
	uint32_t max_luts, LutNet *out);

/* ---------------------------------------------------------------- maig.c */

/* The mutable AIG of the in-place passes (maig.c's comment): fanout
 * lists, reference counts, deletion, replacement with cascading merges.
 * Node 0 is the constant; PIs have f0 == NONE; deleted nodes f0 ==
 * MAIG_DEAD.  Ids of new nodes are appended, so after edits they are not
 * topological; maig_to_aig writes a topological Aig. */
#define MAIG_DEAD 0xfffffffdu
#define MAIG_POE 0x80000000u       /* fanout edge tag: a PO */
#define MAIG_MAX_NODES 0x3ffffff0u /* node << 1 must stay below MAIG_POE */
typedef struct {
	Lit *f0, *f1;        /* per node: fanins, f0 < f1 for live ANDs */
	uint32_t *ref;       /* per node: fanouts (AND fanins and POs) */
	uint32_t *lev;       /* per node: level (see maig.c on staleness) */
	uint32_t *fo;        /* per node: first fanout edge or NONE */
	uint32_t *enext, *eprev; /* per AND edge n << 1 | i: list links */
	uint32_t *pnext, *pprev; /* per PO edge: list links */
	uint32_t *hnext;     /* per node: next node of its hash bucket */
	uint8_t *inhash;     /* per node: 1 if in the structural hash */
	uint32_t ncap_inhash; /* entries allocated in inhash */
	uint32_t *htab, hmask; /* bucket heads, bucket count - 1 */
	uint32_t nnode, cap; /* ids in use (dead ones included), allocated */
	uint32_t nand;       /* live AND nodes */
	uint32_t *pis, npi;  /* PI node ids in port order */
	Lit *pos; uint32_t npo; /* PO literals in port order */
	uint32_t *stack, nstack; /* scratch */
	uint32_t *work, nwork, capwork; /* maig_replace's worklist */
} MAig;
static inline int maig_is_and(const MAig *m, uint32_t n)
{
	return n && m->f0[n] != NONE && m->f0[n] != MAIG_DEAD;
}
/* m (zeroed here) as a copy of g: same node ids, PIs and POs. */
void maig_from_aig(MAig *m, const Aig *g);
void maig_free(MAig *m);
/* out (initialized here): the live cone of m's POs in topological order,
 * with like's names (like has m's PIs and POs: the graph it came from). */
void maig_to_aig(const MAig *m, const Aig *like, Aig *out);
/* a & b, hash-consed (new nodes get their level); maig_lookup: the
 * existing or folded literal without adding a node, else NONE. */
Lit maig_and(MAig *m, Lit a, Lit b);
Lit maig_lookup(const MAig *m, Lit a, Lit b);
/* Every fanout of node n reads l instead (l's node must not depend on
 * n); fanouts that fold or become equal to another node are replaced in
 * turn; n and whatever is left without fanouts is deleted. */
void maig_replace(MAig *m, uint32_t n, Lit l);
/* Delete n if it has no fanouts, and its fanin cone that is left
 * without fanouts (a new node that was not used, say). */
void maig_delete(MAig *m, uint32_t n);
/* Recompute every level; returns the largest PO level. */
uint32_t maig_levels(MAig *m);


/* --------------------------------------------------------------- resub.c */

/* Resubstitution (resub.c's comment): each node re-expressed over nodes
 * of its window when that saves nodes; in place on g. */
typedef struct {
	uint32_t leaves;  /* cut size of the window, 4..10 (8) */
	int nodes;        /* new nodes a resubstitution may add, 0..2 (1) */
	int zero;         /* also take replacements that save nothing */
	int keep_levels;  /* 1 (default): no PO gets deeper */
} ResubParams;
typedef struct {
	uint32_t and_in, lev_in, and_out, lev_out;
	uint32_t tried;        /* nodes whose window was searched */
	uint32_t found[3];     /* replacements by a divisor, 1 node, 2 nodes */
	double seconds;
} ResubStats;
void resub_params_default(ResubParams *p);
void aig_resub(Aig *g, const ResubParams *p, ResubStats *st);
/* Required level of every node of g (NONE-sized: g->nnode entries) for
 * the PO depth D; UINT32_MAX where no PO needs the node.  Caller frees. */
uint32_t *aig_required(const Aig *g, uint32_t D);


/* ---------------------------------------------------------------- lib4.c */

/* AIG structures for 4-input functions, for cut rewriting.  A structure
 * is a list of ANDs over literals 2*i|c: node 0 is constant false, 1..4
 * are the inputs (variable i-1 of the truth table), 5+j is AND j. */
#define LIB4_MAXAND 18
#define LIB4_MAXS 2
typedef struct {
	uint8_t nand, depth, out;
	uint8_t fanin[LIB4_MAXAND][2];
} Lib4Struct;
typedef struct {
	/* per function and table (0: smallest, 1: shallowest): the tree's
	 * size and depth, and its split (kind | negated << 2 | var << 3, and
	 * the two parts' functions) */
	uint8_t *size[2], *depth[2], *how[2];
	uint16_t *a[2], *b[2];
	uint8_t *done;       /* per function: its entries are set */
	uint8_t *nstruct;    /* per function: 1 + its structures, 0: not yet */
	Lib4Struct *structs; /* LIB4_MAXS per function, as lib4_structs */
} Lib4;
void lib4_init(Lib4 *t);
void lib4_free(Lib4 *t);
/* Up to LIB4_MAXS structures for the function f (smallest first).  The
 * tables behind t fill on demand (lib4.c): one Lib4 per thread. */
uint32_t lib4_structs(const Lib4 *t, uint16_t f, Lib4Struct *out);

/* --------------------------------------------------------------- cutrw.c */

/* DAG-aware rewriting with 4-input cuts and the library of minimum AIGs
 * (cutrw.c's comment); in place on g. */
typedef struct {
	int cuts;         /* cuts kept per node, 1..16 (8) */
	int zero;         /* also take replacements that save nothing */
	int keep_levels;  /* 1 (default): no PO gets deeper */
	const Lib4 *lib;  /* structure tables (NULL: built for the pass) */
} CutRwParams;
typedef struct {
	uint32_t and_in, lev_in, and_out, lev_out;
	uint32_t replaced;     /* nodes replaced */
	uint32_t gain;         /* nodes saved, as estimated per replacement */
	double seconds;
} CutRwStats;
void cutrw_params_default(CutRwParams *p);
void aig_cut_rewrite(Aig *g, const CutRwParams *p, CutRwStats *st);


/* ------------------------------------------------------------ refactor.c */

/* Refactoring (refactor.c's comment): a node's cone over a cut of up to
 * `leaves` leaves rebuilt from a factored cover when that saves nodes;
 * in place on g. */
typedef struct {
	uint32_t leaves;  /* cut size, 3..10 (10) */
	uint32_t cone;    /* nodes of the collapsed cone, at most (16) */
	int zero;         /* also take replacements that save nothing */
	int keep_levels;  /* 1 (default): no PO gets deeper */
} RefactorParams;
typedef struct {
	uint32_t and_in, lev_in, and_out, lev_out;
	uint32_t replaced;     /* nodes replaced */
	uint32_t gain;         /* nodes saved, as estimated per replacement */
	double seconds;
} RefactorStats;
void refactor_params_default(RefactorParams *p);
void aig_refactor(Aig *g, const RefactorParams *p, RefactorStats *st);


/* --------------------------------------------------------------- synth.c */

/* Technology-independent optimization scripts (synth.c's comment): a
 * sequence of words separated by ';', ',' or spaces: b, rw, rwz, rf,
 * rfz, rs[z][LEAVES][:NODES]. */
#define SYNTH_DEFAULT "b; rw; rs6; rf; rs8; b; rw; rs8:2; rwz; b; rs10; rfz; rwz; rs10:2; b"
typedef struct {
	uint32_t and_in, lev_in, and_out, lev_out;
	uint32_t steps;
	double seconds;
} SynthStats;
/* 1 if every word of script is a step. */
int synth_valid(const char *script);
/* Run script (NULL: SYNTH_DEFAULT) on g in place; g must be valid
 * (synth_valid), else an internal error. */
void aig_synth(Aig *g, const char *script, SynthStats *st);


/* ----------------------------------------------------------- bitblast.c */

typedef struct {
	uint32_t prefix_min; /* add/sub/compare at least this wide: Sklansky
	                        parallel prefix; narrower: ripple carry
	                        (default UINT32_MAX: always ripple) */
	int mul_tree;        /* multipliers: 1 Dadda tree (default), 0 the
	                        symmetric array of proofs (bitblast.c) */
	uint32_t mul_booth;  /* tree multipliers at least this wide use radix-4
	                        Booth partial products (0: never) */
	uint32_t div_chain_k; /* division by a constant: the K-LUT chain of
	                         divchain.c for this K (0: never, the array) */
	uint32_t div_chain_depth; /* ... when twice its positions fit this
	                             depth (UINT32_MAX: any depth) */
	/* shifters: the stage order whose shifter alone comes out of this
	 * LUT script with the fewest LUTs (NULL: a fixed rule; bitblast.c,
	 * shift_order) */
	const struct LutScriptParams *shift_script;
	/* ... and the orders found, kept here across bitblasts of one
	 * design with one shift_script (NULL: each call's own) */
	struct ShiftCache *shift_cache;
	/* signed dividers: the form of |b| the array reads (bitblast.c,
	 * sdiv_form; -1, default: chosen by mapping with shift_script's K
	 * where depth is bounded, else form 0) */
	int sdiv_form;
	/* signed divides and remainders: 1 divides |a| as Yosys builds
	 * Verilog's `/` and `%` (proofs against Verilog, with mul_tree = 0),
	 * 0 (default) |a| - [a < 0] where that saves an adder */
	int div_abs;
	/* adds: 1 every ADD node its own two-operand adders in operand
	 * order, as Yosys builds Verilog's `+` (proofs against Verilog, with
	 * mul_tree = 0); 0 (default) a tree of single-user ADDs is summed as
	 * one Dadda tree */
	int add_chain;
	/* ripple adders: 1 replaces the carry into every bit 6m + 9 by a jump
	 * over the six bits below it, (G, P) of two 3-bit blocks merged with
	 * the carry six bits down (0, default: plain ripple).  A second
	 * structure for the LUT script's choices (LutScriptParams.alt), where
	 * the mapper takes a jump where depth needs it */
	int carry_jumps;
	/* adders below prefix_min bits: 1 Brent-Kung parallel prefix
	 * (bitblast.c, add_bk), 0 ripple (default).  A second structure
	 * for the LUT flow, which maps it within the ripple graph's depth
	 * and keeps the fewer LUTs (flow/driver.c) */
	int brent_kung;
	/* sums of many bits (multiplier rows, add trees, popcounts) for
	 * K-LUTs of this size (0: not known, as 6): see bitblast.c,
	 * sum_columns */
	uint32_t sum_k;
} BlastParams;
void blast_params_default(BlastParams *p);
/* Add net `top` of d to g, hierarchy flattened: one PI per input bit and
 * one PO per output bit, in port order, LSB first, named "a[3]" ("a" for
 * a 1-bit port).  p NULL: defaults.  Does not check itself
 * (check/check.h: check_blast). */
void bitblast(const Design *d, uint32_t top, Aig *g, const BlastParams *p);
/* BlastParams.shift_cache */
struct ShiftCache *shift_cache_new(void);
void shift_cache_free(struct ShiftCache *c);
/* out[0..w) = the number of ones among x[0..n), mod 2^w, built as a sum
 * of n one-bit operands is, for K-LUTs (BlastParams.sum_k). */
void aig_popcount(Aig *g, const Lit *x, uint32_t n, Lit *out, uint32_t w,
	uint32_t k);

/* ----------------------------------------------------------- divchain.c */

#define DIV_PMAX 3
#define DIV_NBMAX 6
/* One LUT of a chain: inputs (signal ids of the search's rows), table. */
typedef struct {
	uint32_t nin;
	uint32_t in[8];
	uint64_t tt[4];
} DivLut;
/* A chain scheme for an odd divisor and K: period p, helper state bits
 * hb, per position of the period the quotient bit's LUT then the
 * helpers'; the remainder's bits per phase of the last position. */
typedef struct {
	uint64_t d;
	uint32_t k, nb, p, hb;
	uint32_t cost6;   /* LUTs per quotient bit, times 6 */
	DivLut step[DIV_PMAX * (1 + DIV_NBMAX)];
	DivLut rem[DIV_PMAX][DIV_NBMAX];
} DivChain;
/* The cheapest scheme for d (odd, 3 <= d < 64) and K (<= 8), at most
 * ceil(log2 d) LUTs per quotient bit; 0 when none (within the budget). */
int div_chain_find(uint64_t d, uint32_t k, DivChain *dc);
/* Build dc's chain over a[0..n): quotient q[0..n), remainder r[0..nb). */
void div_chain_build(Aig *g, const DivChain *dc, const Lit *a, uint32_t n,
	Lit *q, Lit *r);
/* q[0..n) = a / d and r[0..nb) = a % d for a[0..n) (LSB first), odd
 * 3 <= d < 64, nb = ceil(log2 d), as a chain of K-input functions (k <=
 * 8) found for d and K; returns 0, adding nothing, when no chain within
 * the search's budget exists. */
int aig_div_chain(Aig *g, const Lit *a, uint32_t n, uint64_t d, uint32_t k,
	Lit *q, Lit *r);

/* -------------------------------------------------------------- symm.c */

/* POs that are totally symmetric functions of the same k < n <= 16 PIs
 * (counts, majorities, thresholds), rebuilt as one aig_popcount of those
 * PIs and a function of the count, per group when that maps (alone) to
 * fewer K-LUTs at no more depth.  In place (cleaned up); returns the POs
 * rebuilt. */
uint32_t aig_symmetric(Aig *g, uint32_t k);

/* -------------------------------------------------------------- linear.c */

/* POs that are XORs of PIs (built of XOR nodes), rebuilt together as a
 * network of K-input XORs sharing common parts, when that maps (alone)
 * to fewer K-LUTs at no more depth.  In place (cleaned up); returns the
 * POs rebuilt. */
uint32_t aig_linear(Aig *g, uint32_t k);

/* A choice graph (choice.c): g holds several structures of one function;
 * next[r] is representative r's first choice node, next[c] the next
 * one (0: none); phase[c] is 1 when choice c is the complement of its
 * representative.  Choice nodes come before their representative and
 * no other node reads them (unless SAT left an equal node unproven and
 * hashing made them one: then it is also that node). */
typedef struct {
	Aig g;
	uint32_t *next;
	uint8_t *phase;
	uint32_t nchoice;
} AigChoice;
/* ch (initialized here) from the candidates (same PIs and POs; the POs
 * are the first one's); classes(user, u, repr) sets repr[n] for every
 * node of u to the first node proven equal to it, up to complement. */
void aig_choice_build(const Aig *const *cand, uint32_t ncand,
	void (*classes)(void *user, const Aig *u, Lit *repr), void *user,
	AigChoice *ch);
void aig_choice_free(AigChoice *ch);
/* lut_map over a choice graph: a representative's cuts include its
 * choices' (k <= 6; above, the choices are ignored). */
void lut_map_choice(const AigChoice *ch, const LutParams *p, LutNet *ln,
	LutStats *st);


/* -------------------------------------------------------------- script.c */

/* The one AIG -> LUT script (script.c: policy and cost there). */
typedef struct LutScriptParams {
	LutParams map_params; /* lut_map's parameters (k: the LUT size) */
	int map;              /* 0: stop after rewriting (AIGER output) */
	/* Functional reduction (check/check.h: aig_fraig, which needs the SAT
	 * solver libcombc does not link): out = in with proven-equal nodes
	 * merged.  NULL: none. */
	void (*reduce)(void *user, const Aig *in, Aig *out);
	void *reduce_user;
	/* Choices (choice.c): the classes of proven-equal nodes of a graph
	 * (check/check.h: aig_fraig_classes, with the SAT solver), for one
	 * more candidate: the given (or reduced), optimized, synthesized and
	 * grouped graphs merged into one choice graph, up to
	 * choice_max ANDs in the union (default 2^18).  NULL: none. */
	void (*classes)(void *user, const Aig *u, Lit *repr);
	void *classes_user;
	uint32_t choice_max;
	/* Another structure of the same function (same PIs and POs, e.g.
	 * bitblast with carry_jumps), for the choice graph only; NULL: none */
	const Aig *alt;
	/* Exact area mapping of the choice graph (check/check.h:
	 * lut_map_exact, which needs the SAT solver): *out (zeroed) with
	 * fewer than nlut k-LUTs within depth_bound levels (0: any); returns
	 * 1 when it found one.  NULL: none. */
	int (*exact)(void *user, const AigChoice *ch, uint32_t k,
		uint32_t depth_bound, uint32_t nlut, LutNet *out);
	void *exact_user;
	uint32_t exact_max;   /* ... tried up to this many ANDs in the
	                         candidates (default 4000) */
	/* From this many ANDs (0: never; default 2^18) time wins: no
	 * reduction, synthesis or LUT passes; the graph as given is mapped
	 * once with the light schedule (5 cuts, three passes: depth, area
	 * flow, exact area); promised: LUTs within 5% of lut_map's default
	 * schedule on the same graph, depth within 2% plus one level */
	uint32_t large;
	/* The synthesis script (synth.c) run on the reduced graph for one
	 * more candidate; NULL: none (default SYNTH_DEFAULT) */
	const char *synth;
	/* After mapping (not for large graphs): LUT packing (lutpack.c;
	 * default on), then the caller's resynthesis of the LUT net within
	 * the depth bound (check/: lutnet_mfs, which needs the SAT solver
	 * libcombc does not link; NULL: none) */
	int pack;
	int (*resyn)(void *user, LutNet *ln, uint32_t depth_bound,
		int relaxed);
	void *resyn_user;      /* resyn returns 1 when it proved its result
	                          equal to its input (else 0); relaxed: the
	                          bound is the user's, above the minimum
	                          depth (LUTs may be traded for levels) */
	int bound_only;        /* a depth bound a mapping of the same logic
	                          reached: no mappings for minimum depth
	                          besides (half the mappings; remapping) */
	uint32_t rounds;       /* with pack and resyn: up to this many more
	                          rounds of packing, resynthesis and pair
	                          merges, while each removes LUTs (0) */
	/* Told each intermediate result, in order (g or ln set): "given",
	 * "reduced", "optimized" or "synthesized" (the graph mapped, when it
	 * is neither of the first two), "mapped", "packed",
	 * "resynthesized", "paired" (lutpack's pair merges after the
	 * resynthesis, when they changed the net), "rounds" (the net after
	 * the further rounds, when they changed it), "phased"
	 * (lutnet_po_phase, when it changed the net).  Consecutive stages
	 * compute the same function,
	 * so a proof may go through them (--verify); proven: the pass that
	 * made this stage proved it equal to the previous one.  NULL: none. */
	void (*stage)(void *user, const char *name, const Aig *g,
		const LutNet *ln, int proven);
	void *stage_user;
} LutScriptParams;
typedef struct {
	uint32_t and_in, lev_in;   /* the graph as given, after cleanup */
	uint32_t and_red, lev_red; /* after functional reduction */
	double reduce_s;
	uint32_t and_bal, lev_bal; /* after balancing */
	uint32_t and_out, lev_out; /* after rewriting */
	uint32_t nlut, depth;      /* the mapping kept */
	uint64_t ncut;             /* cuts evaluated by all mappings */
	uint32_t nlut_map, depth_map; /* the mapping kept, before the LUT
	                              passes */
	uint32_t nlut_pack, nlut_resyn; /* after packing, after resynthesis */
	double pack_s, resyn_s;
	uint32_t and_syn, lev_syn; /* after the synthesis script (and_syn
	                              NONE: not run) */
	uint32_t nsym;             /* POs the synthesized candidate rebuilt
	                              as symmetric functions (symm.c) */
	uint32_t nlin;             /* ... as XOR networks (linear.c) */
	uint32_t nchoice;          /* choice nodes of the choice candidate */
	int exact;                 /* the exact mapping beat the mapper's */
	double exact_s;
	double synth_s;
	int large;                 /* the large-graph schedule ran */
	int mapped_opt;            /* the mapping kept: 0 of the graph as
	                              given, 1 the optimized, 2 the reduced,
	                              3 the synthesized, 4 and 5 the
	                              optimized and synthesized grouped */
	double balance_s, rewrite_s, map_s; /* seconds per phase */
} LutScriptStats;
void lut_script_params_default(LutScriptParams *p);
/* Clean up g (in place), optimize it into opt (initialized here; the
 * caller frees it) and, when p->map, map the better candidate into ln
 * (initialized here; the caller frees it with lutnet_free). */
void lut_script(Aig *g, const LutScriptParams *p, Aig *opt, LutNet *ln,
	LutScriptStats *st);

#endif
