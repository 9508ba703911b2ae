/* flow.h: the top level of libcombc: the pipeline (driver.c) from a file
 * or a parsed module to any backend, with one parameter record and one
 * backend table, and the public C API over it (api.c). */
#ifndef COMBC_FLOW_H
#define COMBC_FLOW_H

#include "check/check.h"
#include "emit/emit.h"
#include "mlir/mlir.h"

/* ------------------------------------------------------------- driver.c */

/* The level a backend writes from. */
typedef enum {
	LEVEL_NET,  /* the optimized word-level Design */
	LEVEL_AIG,  /* the optimized and-inverter graph */
	LEVEL_LUT,  /* the K-LUT net */
} Level;

typedef enum {
	EMIT_SV, EMIT_MLIR, EMIT_LUT_SV, EMIT_LUT_MLIR, EMIT_BLIF, EMIT_AIGER,
	EMIT_DOT, EMIT_LUT_ICE40, EMIT_ICE40, NEMIT_
} EmitKind;

/* What to compile and how; compile_params_default fills every field. */
typedef struct {
	EmitKind emit;        /* backend (default EMIT_SV) */
	const char *top;      /* function or module to keep, or NULL (all) */
	unsigned index_width; /* bits of `index` (32 or 64; default 64) */
	int index_fixed;      /* 1: index_width was chosen by the user, so
	                         MLIR output resolves `index` too */
	int opt;              /* 0, 1 (default) or 2 */
	int lut_size;         /* K of the LUT backends, 2..LUT_KMAX (6) */
	uint32_t lut_depth;   /* LUT levels: 0 the minimum (default),
	                         LUT_DEPTH_ANY any (fewest LUTs), else at
	                         most this many when above the minimum */
	uint32_t lut_rounds;  /* LUT outputs: more rounds of packing and
	                         resynthesis while they gain (default 0) */
	uint32_t lut_remap;   /* LUT outputs: rounds of mapping the LUT net
	                         again, read back as a graph, while they
	                         gain (default 1; nets up to 4096 LUTs) */
	int lut_pad;          /* lut-mlir: every LUT gets exactly K inputs */
	int flatten;          /* inline instances into the top */
	int brent_kung;       /* LUT outputs of K >= 4: also map the design
	                         bit-blasted with Brent-Kung adders, within
	                         the depth of the ripple one, and keep the
	                         fewer LUTs (default 1) */
	int check;            /* 1: check every pass against the one before
	                         by simulation (default: 1 in debug builds) */
	/* Functional reduction before LUT mapping (LutScriptParams.reduce):
	 * NULL in libcombc, which has no SAT solver; the executable sets
	 * flow_fraig (equiv.c) unless --no-fraig. */
	void (*reduce)(void *user, const Aig *in, Aig *out);
	/* The classes of a choice graph (LutScriptParams.classes): NULL in
	 * libcombc; the executable sets flow_classes (equiv.c) unless
	 * --no-choices. */
	void (*classes)(void *user, const Aig *u, Lit *repr);
	/* Exact mapping of small choice graphs (LutScriptParams.exact): NULL
	 * in libcombc; the executable sets flow_exact (equiv.c) unless
	 * --no-exact. */
	int (*exact)(void *user, const AigChoice *ch, uint32_t k,
		uint32_t depth_bound, uint32_t nlut, LutNet *out);
	/* Resynthesis of the LUT net after mapping (LutScriptParams.resyn):
	 * NULL in libcombc; the executable sets flow_mfs (equiv.c) unless
	 * --no-mfs. */
	int (*resyn)(void *user, LutNet *ln, uint32_t depth_bound,
		int relaxed);
	/* 1: the resynthesis proves each of its steps (flow_mfs: cert.c),
	 * so --verify need not prove its result again, within
	 * certify_seconds in all (0: no limit; past it, not proven) */
	int certify;
	double certify_seconds;
	/* The bit-level flow's intermediate results (LutScriptParams.stage),
	 * for --verify and --save-stages; NULL: none. */
	void (*stage)(void *user, const char *name, const Aig *g,
		const LutNet *ln, int proven);
	void *stage_user;
} CompileParams;
void compile_params_default(CompileParams *p);
/* The BlastParams.sum_k a compile with p builds its sums of many
 * operands for (the LUT size of LUT outputs; else 0, the default). */
uint32_t flow_sum_k(const CompileParams *p);

/* What the backend functions see: the products of the pipeline up to the
 * backend's level.  ports: word-level ports of an MLIR design, or NULL
 * for a netlist input (one port per bit). */
typedef struct {
	const CompileParams *p;
	const Design *d;        /* LEVEL_NET */
	const Aig *aig;         /* LEVEL_AIG */
	const LutNet *ln;       /* LEVEL_LUT */
	const LutPorts *ports;  /* LEVEL_AIG, LEVEL_LUT */
	const char *path;       /* the input file (names bit-level modules) */
	/* EMIT_ICE40: the ops split out of the design (emit.h, ArithOp);
	 * ports are then the logic net's, after the design's nin0/nout0 */
	const ArithOp *arith;
	uint32_t narith, nin0, nout0;
	const uint8_t *port_out0; /* their declared order, or NULL */
	const char *top;        /* the design's module name */
} EmitInput;

/* The backend table: --emit=NAME, the level it needs, a line of help,
 * and the writer. */
typedef struct {
	const char *name;
	Level level;
	const char *help;
	void (*emit)(const EmitInput *in, Buf *out);
} Backend;
extern const Backend backends[NEMIT_];
/* The backend called name, or NULL. */
const Backend *backend_find(const char *name);

/* Read, parse and verify the MLIR file at path ("-": standard input)
 * into m, diagnosing on c.  Returns the number of errors. */
int load_module(Ctx *c, const char *path, Module *m);
/* Resolve p->top: the function index, or NONE when all functions are
 * wanted; need_one: eval/sim/lec, where exactly one is required (a
 * `private` one is a candidate only when all are private).  0, 1 (bad
 * input, diagnosed) or 2 (bad usage, diagnosed and c->usage set: --top
 * names nothing, or several candidates and no --top). */
int pick_top(Ctx *c, const char *top, const Module *m, int need_one,
	uint32_t *out);
/* keep[i] = 1 for top and every function it calls or instantiates (all
 * functions when top is NONE).  Caller frees. */
uint8_t *reachable_funcs(const Module *m, uint32_t top);
/* Compile a verified module (m->ctx diagnoses) with p into out.
 * Returns the number of errors. */
int compile_module(const CompileParams *p, const Module *m, Buf *out);
/* Compile an AIGER (.aig/.aag) or BLIF netlist held in data into out.
 * Returns the number of errors. */
int compile_netlist(Ctx *c, const CompileParams *p, const char *path,
	const char *data, size_t len, Buf *out);
/* Is path a netlist (by extension: .aig .aag .blif)? */
int is_netlist_path(const char *path);
/* Compile the file at path (MLIR or netlist) into out: the whole
 * pipeline under ctx_protect.  Returns the number of errors. */
int compile_file(Ctx *c, const CompileParams *p, const char *path, Buf *out);
/* equiv.c (with the SAT solver): aig_fraig with the flow's limits, for
 * CompileParams.reduce; user: a LecStats that receives what it did, or
 * NULL. */
void flow_fraig(void *user, const Aig *in, Aig *out);
/* lut_map_exact with its default limits, for CompileParams.exact; user:
 * an ExactStats that receives what it did, or NULL. */
int flow_exact(void *user, const AigChoice *ch, uint32_t k,
	uint32_t depth_bound, uint32_t nlut, LutNet *out);
/* aig_fraig_classes with the same limits, for CompileParams.classes. */
void flow_classes(void *user, const Aig *u, Lit *repr);
/* lutnet_mfs with the flow's limits, for CompileParams.resyn; user is
 * an MfsRun or NULL.  Returns 1 when every step was proven (certify). */
typedef struct {
	int certify;          /* in: prove every step (MfsParams.certify) */
	double cert_seconds;  /* in: ... within this time (0: none) */
	MfsStats st;          /* out: what mfs did (the proof figures, of
	                         every run: a run is certified when all are) */
	uint32_t calls;       /* runs so far (start at 0) */
} MfsRun;
int flow_mfs(void *user, LutNet *ln, uint32_t depth_bound, int relaxed);

/* -------------------------------------------------------------- words.c */

/* Split a bit name "base[idx]" into the length of base and idx
 * (*indexed = 1); a name without a bit index returns strlen(s). */
size_t split_bit(const char *s, uint32_t *idx, int *indexed);
/* A word port of a bit-level graph: bits named "a[0]".."a[w-1]" (or one
 * bit named "a"); bit[i] is the PI (or PO) index of bit i. */
typedef struct {
	const char *name;
	uint32_t w;
	uint32_t *bit;
} WordPort;
typedef struct {
	WordPort *in, *out;
	uint32_t nin, nout;
} WordPorts;
/* Group g's PI and PO names into word ports, in order of first bit
 * (unnamed bits: "i<k>", "o<k>").  Returns 0, or 1 diagnosed. */
int word_ports(Ctx *c, const char *path, const Aig *g, WordPorts *wp);
void word_ports_free(WordPorts *wp);
/* Name g's port bits (read from Yosys's BLIF of a Verilog module) by
 * their place in the port, LSB first, not their declared index: an
 * [0:3] or [9:1] port is then a word from bit 0. */
void verilog_bit_order(Aig *g);

/* -------------------------------------------------------------- equiv.c */

/* Load the design at path as a bit-level graph: a netlist as it is, an
 * MLIR top (pick_top rules) lowered at -O0 and bit-blasted, its ports
 * named for pairing (flags & LOAD_SV_NAMES: as combc's SystemVerilog
 * names them; else each port once, equiv.c's pairing_names); with
 * flags & LOAD_VERILOG_ARITH its multiplies and signed divides are built
 * as Yosys builds Verilog's `*` (with rtl-templates/lec_mul.v), `/` and
 * `%` (BlastParams.mul_tree = 0, div_abs = 1); flags >> LOAD_SUM_SHIFT,
 * when not 0, is the BlastParams.sum_k its sums of many operands are
 * built for (a compile's, flow_sum_k: --verify's reference then has the
 * compile's compressor trees).  *text
 * receives the source text, which the caller frees after the last
 * diagnostic.  Returns the number of errors. */
enum { LOAD_SV_NAMES = 1, LOAD_VERILOG_ARITH = 2, LOAD_SUM_SHIFT = 8 };
int load_bits(Ctx *c, const char *path, const char *top, unsigned W,
	int flags, Aig *g, char **text);

/* `combc lec`: are path[0] and path[1] (tops top[0], top[1]: NULL when
 * each has one) the same function?  Writes "equivalent", or "not
 * equivalent" with a counterexample line (the input values in path[0]'s
 * port order, as `combc eval` takes them) and one line per differing
 * output, or "unknown: ..." to out.  Returns 0 equivalent, 1 not, 2 an
 * error (diagnosed on c) or unknown. */
typedef struct {
	const char *path[2];
	const char *name[2];  /* shown in messages (NULL: path) */
	const char *top[2];
	uint8_t verilog[2];   /* side i was Verilog (read by Yosys): an MLIR
	                         other side gets combc's SV port names */
	unsigned index_width;
	double seconds;       /* time limit, 0: none */
	int64_t conflicts;    /* per output SAT call, 0: none */
	int by_position;      /* pair ports by position, not name (compile
	                         --verify: the output keeps the port order but
	                         may rename ports, e.g. SV keywords, and a
	                         func.func's results have no names) */
	/* Intermediate graphs, each with path[0]'s PIs and POs in its order
	 * (the compile's stages): when every consecutive pair path[0],
	 * via[0], ..., via[nvia-1], path[1] is proven equal, so are the two
	 * (deep rewriting leaves a direct miter little in common); else the
	 * two are compared directly.  NULL: directly. */
	const Aig *via;
	uint32_t nvia;
	/* Or netlist files (ports paired with path[0]'s by name), for
	 * `combc lec --via=FILE`; used when via is NULL. */
	const char *const *via_path;
	uint32_t nvia_path;
	/* per via[i]: already proven equal to the one before it (its pass
	 * proved its own steps); NULL: none is */
	const uint8_t *via_proven;
	/* bit-blast MLIR sides with LOAD_VERILOG_ARITH: a Verilog side was
	 * read with rtl-templates/lec_mul.v, and no via stage holds combc's
	 * own multipliers and dividers */
	int verilog_arith;
	/* MLIR sides' BlastParams.sum_k (load_bits, LOAD_SUM_SHIFT; 0: the
	 * default) */
	uint32_t sum_k;
} LecRequest;
int lec_run(Ctx *c, const LecRequest *q, Buf *out);

#endif
