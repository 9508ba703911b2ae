/* net.h: the word-level netlist level: Design/Net/Node, lowering from the
 * IR, -O1 folding, -O2 width inference and the netlist evaluator. */
#ifndef COMBC_NET_H
#define COMBC_NET_H

#include "ir/ir.h"

/* ----------------------------------------------------------- net.c/lower.c */

/* Word-level netlist.  Nodes are in topological order (operands before
 * users) and hash-consed: net_node() returns the existing node when an
 * equal one exists (INPUT and INSTANCE nodes are never merged).
 * Canonical op subset: CONST INPUT ADD SUB MUL DIVU DIVS REMU REMS
 * CEILDIVU CEILDIVS FLOORDIVS AND OR XOR NOT SHL SHRU SHRS ICMP MUX CONCAT
 * EXTRACT REPLICATE REVERSE PARITY TT LUT SEXT ZEXT INSTANCE INSTRES.
 * ADD MUL AND OR XOR are binary; CONCAT, TT, LUT, INSTANCE variadic.
 * nand/nor/xnor become NOT of and/or/xor, trunc an EXTRACT from 0, max/min
 * a MUX of an ICMP, casts SEXT/ZEXT/EXTRACT at the chosen index width. */
typedef struct {
	uint16_t op;      /* OP_* from the canonical subset above */
	uint16_t flags;   /* reserved */
	uint32_t w;       /* result width in bits (INSTANCE: 0) */
	uint32_t in, nin; /* operand node ids: Net.ins[in .. in+nin) */
	uint32_t aux;     /* EXTRACT: low bit; ICMP: PRED_*; INPUT: port
	                     number; INSTRES: result number; INSTANCE: callee
	                     net index; LUT: table length */
	uint32_t pool;    /* CONST: value words; TT: table bits; LUT:
	                     coefficients ++ table (one per word); else NONE */
	uint32_t npool;   /* TT: table bits; LUT: number of coefficients */
} Node;

typedef struct {
	const char *name;     /* module name */
	Node *nodes; uint32_t nnode, cap_node;
	const char **names;   /* per node: name hint from the IR, or NULL */
	uint32_t *ins; uint32_t nins, cap_ins;
	Word *pool; uint32_t npool, cap_pool;
	uint32_t nin;         /* input ports: INPUT nodes with aux = port */
	const char **in_name;
	uint32_t *in_w;
	uint32_t *in_node;    /* INPUT node of each port */
	uint32_t nout;        /* output ports */
	const char **out_name;
	uint32_t *out_w;
	uint32_t *out_node;   /* driver node of each port */
	const char **inst_name;/* per node: INSTANCE instance name, else NULL */
	const char **inst_param;/* per node: an external module's INSTANCE
	                         parameters as MLIR wrote them, else NULL */
	const char *verilog_name; /* external module: its Verilog name, or
	                         NULL (its name) */
	const char **port_vname; /* hw module: per port (real inputs,
	                         then outputs) its Verilog name or NULL; NULL
	                         when none has one (the design's arena) */
	const uint8_t *port_out; /* hw module declaring an input after an
	                         output: per port (real inputs and outputs) as
	                         declared, 1 for an output (base.h,
	                         port_order); else NULL */
	const char *params;   /* external module: its parameter declarations
	                         as MLIR wrote them, or NULL */
	uint32_t *htab; uint32_t hcap; /* hash-cons table (node ids, NONE) */
	Loc loc;
} Net;

typedef struct {
	Net *nets; uint32_t nnet, cap_net; /* callees before callers */
	uint32_t top;         /* index of the top net, or NONE (all) */
	unsigned index_width; /* W used to resolve `index` */
	uint32_t *ext_nin;    /* per net (in arena) or NULL: NONE, or the
	                         real input count of an external module */
	Arena arena;          /* names */
} Design;

/* An external module (hw.module.extern, a body-less func) is a net with
 * no behaviour: its real inputs are ports 0 .. ext_nin-1, and each output
 * is driven by a hidden input port after them, so that every pass sees
 * its outputs as unknown.  Emitters write its instances (real inputs
 * only) and never its body; nothing may evaluate or flatten it. */
static inline int net_is_extern(const Design *d, uint32_t net)
{
	return d->ext_nin && d->ext_nin[net] != NONE;
}
static inline uint32_t net_real_nin(const Design *d, uint32_t net)
{
	return net_is_extern(d, net) ? d->ext_nin[net] : d->nets[net].nin;
}
/* Port p of n (real inputs, then outputs) in Verilog: its hw.verilogName
 * if it has one, else name (not yet made legal). */
static inline const char *net_port_sv(const Net *n, uint32_t p,
	const char *name)
{
	return n->port_vname && n->port_vname[p] ? n->port_vname[p] : name;
}

Net *design_add_net(Design *d, const char *name);
uint32_t net_input(Net *n, const char *name, uint32_t w);
void net_output(Net *n, const char *name, uint32_t w, uint32_t node);
/* Hash-consed node constructor; ins has nin node ids. */
uint32_t net_node(Net *n, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux);
uint32_t net_const(Net *n, const Word *v, uint32_t w);
uint32_t net_const_u64(Net *n, uint64_t v, uint32_t w);
/* Node with pool data (TT, LUT). */
uint32_t net_node_pool(Net *n, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t ndata,
	uint32_t npool);
static inline const uint32_t *net_ins(const Net *n, uint32_t node)
{
	return n->ins + n->nodes[node].in;
}
/* Words of pool data of a node: CONST BV_WORDS(w), TT BV_WORDS(npool),
 * LUT npool + aux; 0 without pool. */
uint32_t net_pool_words(const Net *n, uint32_t node);
/* Give node a name hint unless it has one (the string must outlive the
 * design; lower.c keeps names in Design.arena). */
void net_set_name(Net *n, uint32_t node, const char *name);
/* inner[k] (nnode bytes, filled here) = 1 when node k is an AND, OR, XOR
 * or ADD whose only use (operands and outputs) is as an operand of a node
 * of its own op and width: an inner node of a maximal tree of that op
 * (lowering makes chains of variadic ops).  O(nodes + operands). */
void net_tree_inner(const Net *n, uint8_t *inner);
/* Drop the nets whose keep[i] is 0 (none may be instantiated by a kept
 * one); renumbers INSTANCE aux and top.  Net pointers are invalidated, as
 * they are by design_add_net. */
void design_keep(Design *d, const uint8_t *keep);
void design_free(Design *d);

/* Lower a verified module to a netlist at index width W: branches
 * if-converted into muxes, calls/instances kept as INSTANCE nodes or
 * inlined (flatten; an external module cannot be, and is otherwise
 * lowered to an external net, see net_is_extern).  top = function index or NONE for all functions with
 * a body (with flatten and a top, only the top net is kept).  Ports keep
 * the IR names; func results are `result` (one) or out0, out1, ...;
 * INSTANCE inst_name is the hw instance name or CALLEE_K for calls.
 * Returns 0 or the number of errors (diagnosed). */
int lower_module(const Module *m, uint32_t top, unsigned index_width,
	int flatten, Design *d);

/* ------------------------------------------------- net.c: rebuilding */

/* Rebuilding, for passes that make a new version of every net (fold.c,
 * width.c): net_rebuild_begin appends an empty copy of each of the n nets
 * (name, loc, input ports; no nodes, no outputs) at index n + i and
 * returns n; the pass then builds net n + i from net i (INSTANCE aux
 * naming the originals' indices 0 .. n-1) and calls net_rebuild_commit(d,
 * n), which puts the copies in place of the originals and frees those.
 * Net pointers are invalidated by both.  Cost O(nets + ports).
 *	n = net_rebuild_begin(d);
 *	for (i = 0; i < n; i++) rebuild(&d->nets[i], &d->nets[n + i]);
 *	net_rebuild_commit(d, n);
 * net_live: per node, 1 if an output or an INSTANCE depends on it
 * (INSTANCE nodes always); caller frees.  O(nodes + operands). */
uint32_t net_rebuild_begin(Design *d);
void net_rebuild_commit(Design *d, uint32_t n);
uint8_t *net_live(const Net *n);

/* ---------------------------------------------------------------- fold.c */

/* -O1: rebuild every net through a simplifying constructor (constant
 * folding by eval_apply, identities, compare canonicalization, CSE, DCE)
 * until no rule fires.  Ports, net order and instances are kept.  Fills st
 * (may be NULL); returns the number of rewrites. */
typedef struct {
	uint32_t rounds;              /* rebuilds until no rule fired */
	uint32_t rewrites;            /* rules fired */
	uint32_t nodes_in, nodes_out; /* nodes of all nets */
} FoldStats;
uint32_t fold_design(Design *d, FoldStats *st);

/* --------------------------------------------------------------- width.c */

/* -O2: known bits, unsigned/signed ranges and demanded bits per node;
 * narrows arithmetic, logic, shifts, divisions and compares to the bits
 * that matter and replaces nodes whose observed bits are all known by
 * constants.  Run fold_design after it.  Fills st (may be NULL);
 * returns the number of nodes changed (0: nothing to do). */
typedef struct {
	uint32_t narrowed;   /* nodes computed on fewer bits */
	uint64_t bits_saved; /* result bits removed */
	uint32_t compares;   /* compares narrowed or decided */
	uint32_t constants;  /* nodes replaced by constants */
} WidthStats;
uint32_t width_design(Design *d, WidthStats *st);

/* ---------------------------------------------------------------- walk.c */

/* Hierarchy walker: visits the nodes of net `top` with every INSTANCE
 * expanded, in topological order, without recursion (the frame stack is
 * an array; a 10^6-deep hierarchy costs 10^6 frames of heap, no C stack).
 * Every user of the expanded hierarchy (neteval.c, aig/bitblast.c) walks
 * with it instead of keeping its own frame stack.
 *
 * Each frame (one expanded instance of a net; frame 0 is `top`) holds a
 * slot per node for the client's per-node data: `unit` bytes per element,
 * BV_WORDS(w) elements per node (NET_WALK_WORDS) or w elements
 * (NET_WALK_BITS), where w is the node's width; an INSTANCE's slot holds
 * all its callee's outputs.  Frames are zeroed when entered, so the slot
 * of a node the client skips reads as all-zero bytes.  The walker itself
 * handles the three hierarchy ops and never shows them to the client:
 *   INPUT    its slot is the argument: in the top frame the client fills
 *            it after net_walk_start; in a callee the walker has copied
 *            the caller's operand slot into it;
 *   INSTANCE the callee frame is entered with its INPUT slots bound to the
 *            INSTANCE operands; when its last node is done the slots of
 *            its outputs are copied into the INSTANCE's slot;
 *   INSTRES  its slot is filled from that INSTANCE slot (result aux).
 * Every other node (CONST included) is handed to the client, which
 * computes it into net_walk_slot(w, node) from its operands' slots.
 *
 * Usage:
 *	NetWalk *w = net_walk_new(d, top, sizeof(Word), NET_WALK_WORDS);
 *	NetWalkStep s;
 *	net_walk_start(w);
 *	for (i = 0; i < tn->nin; i++)          // tn = &d->nets[top]
 *		bv_copy(net_walk_slot(w, tn->in_node[i]), in[i], tn->in_w[i]);
 *	while (net_walk_next(w, &s)) {
 *		const Net *n = &d->nets[s.net];
 *		Word *r = net_walk_slot(w, s.node);
 *		... compute node s.node of n into r, reading
 *		    net_walk_slot(w, net_ins(n, s.node)[i]) ...
 *	}
 *	... read net_walk_slot(w, tn->out_node[i]) (top frame) ...
 *	net_walk_start(w) again for the next run; net_walk_free(w).
 * Per-net (not per-frame) client data is indexed by s.net; data per
 * expanded instance by s.frame_id (unique per run).
 *
 * Slot pointers stay valid until the next net_walk_next or
 * net_walk_start (entering a frame may move the storage).
 * Cost: net_walk_new O(nodes of nets 0..top); a run O(expanded nodes +
 * expanded slot bytes) on top of the client's work; memory: the slots of
 * the frames on the current instance path.  Dies past 2^31-1 elements
 * ("design too large").  Requires callees before callers (Design.nets
 * order) and top < d->nnet. */
typedef struct NetWalk NetWalk;
enum { NET_WALK_WORDS, NET_WALK_BITS }; /* slot elements per w-bit node */
typedef struct {
	uint32_t net;       /* net index of the node */
	uint32_t node;      /* node id within that net */
	uint32_t depth;     /* frames on the path: 0 = top */
	uint32_t frame_id;  /* expanded-instance number, 0 = top, in entry
	                       order (unique within a run) */
} NetWalkStep;
NetWalk *net_walk_new(const Design *d, uint32_t top, size_t unit, int mode);
/* (Re)start a run: drop all frames, enter top with zeroed slots. */
void net_walk_start(NetWalk *w);
/* Next node the client computes (s filled) -> 1; 0 once the top frame is
 * done (which stays readable until the next net_walk_start). */
int net_walk_next(NetWalk *w, NetWalkStep *s);
/* Slot of node `node` of the current frame (the frame of the last step;
 * before the first step and after the last, the top frame). */
void *net_walk_slot(const NetWalk *w, uint32_t node);
/* Elements in the slot of node `node` of net `net` (an INSTANCE: all its
 * callee's outputs); offset of output `port` of net `net` inside the slot
 * of an INSTANCE of it, in elements. */
uint32_t net_walk_slot_len(const NetWalk *w, uint32_t net, uint32_t node);
uint32_t net_walk_out_off(const NetWalk *w, uint32_t net, uint32_t port);
void net_walk_free(NetWalk *w);

/* ------------------------------------------------------------ neteval.c */

/* Word-level evaluation of net `top` of d, instances expanded, every op
 * through eval_apply: in[i] / out[i] hold BV_WORDS(width) words of input
 * / output port i.  The oracle for the bit-level passes. */
typedef struct NetEval NetEval;
NetEval *neteval_new(const Design *d, uint32_t top);
void neteval_run(NetEval *e, const Word *const *in, Word *const *out);
void neteval_free(NetEval *e);


#endif
