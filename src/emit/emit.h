/* emit.h: the writers: word-level SystemVerilog, hw/comb MLIR and
 * Graphviz of a Design; SystemVerilog and MLIR of a LUT net. */
#ifndef COMBC_EMIT_H
#define COMBC_EMIT_H

#include "aig/aig.h"

/* ------------------------------------------------------------ emit_sv.c */

/* Word-level SystemVerilog for every net of d, in order (callees first):
 * one module per net, ANSI ports (inputs in order, then outputs),
 * identifiers from svname.c, every case Verilog leaves undefined guarded
 * so the result is what README, Semantics says.  Lint-clean under
 * verilator -Wall (scoped lint_off UNUSEDSIGNAL only), iverilog -g2012
 * and yosys.  Output is a pure function of d; cannot fail. */
void emit_sv(const Design *d, Buf *out);

/* --emit=mlir of a Design: one hw.module per net (callees first) with
 * comb ops, hw.constant and hw.instance, ports named as in the IR, in
 * CIRCT's custom syntax; combc reads it back. */
void emit_mlir(const Design *d, Buf *out);

/* ------------------------------------------------------------ emit_dot.c */

/* --emit=dot: the netlist as a Graphviz digraph, a cluster per module;
 * cannot fail. */
void emit_dot(const Design *d, Buf *out);


/* ------------------------------------------------------------- svname.c */

/* 1 if s is a SystemVerilog keyword or a C++ word Verilator reserves. */
int sv_reserved(const char *s);
/* Append to b the legal identifier for base: [A-Za-z0-9_] kept, other
 * characters '_', pfx before a leading digit (and pfx alone for an empty
 * or NULL base), '_' after a reserved word.  pfx is a legal identifier
 * that is no reserved word. */
void sv_legal(Buf *b, const char *base, const char *pfx);
/* sv_legal, then unique in names (strmap_unique: _1, _2, ... appended);
 * returns the name as stored in names, valid while names lives. */
const char *sv_name(StrMap *names, const char *base, const char *pfx,
	uint32_t val);

/* ------------------------------------------------------------ emit_lut.c */

/* Word-level ports over a LUT net's PIs/POs: input port i is the next
 * in_w[i] PIs, LSB first (outputs likewise over the POs). */
typedef struct {
	const char *name;              /* module / function name */
	uint32_t nin, nout;            /* ports */
	const char *const *in_name;    /* per input port */
	const uint32_t *in_w;          /* its width in bits */
	const char *const *out_name;   /* per output port */
	const uint32_t *out_w;         /* its width in bits */
	const uint8_t *port_out;       /* declared order (base.h,
	                                  port_order), or NULL */
} LutPorts;
/* The lut-sv and lut-mlir writers, one each.  ports: the word-level
 * ports (`input logic [7:0] x`; for MLIR `func.func @f(%x: i8) -> i8`
 * with comb.extract / comb.truth_table / comb.concat, HEIR's form), so
 * the module replaces the --emit=sv one; NULL (a netlist input): one
 * 1-bit port per PI/PO named after it (or pi<i>/po<i>), the module named
 * after ln->name or the base name of path.  pad: every LUT, constants
 * and inverted outputs included, gets exactly ln->k inputs.  Port names
 * come from svname.c.  Cannot fail. */
void lut_emit_sv(const LutNet *ln, const char *path, const LutPorts *ports,
	Buf *out);
/* A netlist's module name, as written (not yet legal): its model name,
 * else the base name of path without its extension. */
void netlist_module_name(Buf *b, const char *model, const char *path);
void lut_emit_mlir(const LutNet *ln, const char *path,
	const LutPorts *ports, int pad, Buf *out);
/* The lut-sv module with each LUT an iCE40 SB_LUT4 cell (LUT_INIT; unused
 * inputs tied low), for Yosys synth_ice40, which keeps the cells as
 * mapped.  A complemented output gets its own complemented cell.  Needs
 * ln->k <= 4. */
void lut_emit_ice40(const LutNet *ln, const char *path,
	const LutPorts *ports, Buf *out);
/* --emit=ice40: arithmetic kept for the FPGA's carry chains around a
 * lut-ice40 net.  The word design was split (flow/driver.c): each
 * ArithOp became an input of the logic net and its two operands outputs.
 * logic: the logic net's ports: the design's nin0 inputs, then one per
 * op (its result); the design's nout0 outputs, then two per op (its
 * operands a, b).  Writes module logic->name (the SB_LUT4 cells) and
 * module `top` (the design's ports) that instantiates it and computes
 * each op as an SV operator (`+`, `-`, `<` ...), which Yosys maps to
 * SB_CARRY chains. */
typedef struct {
	int op;         /* OP_ADD, OP_SUB or OP_ICMP */
	uint32_t pred;  /* ICMP: PRED_* (ordered) */
	uint32_t w;     /* result width */
	uint32_t wa;    /* operand width */
} ArithOp;
void lut_emit_ice40_arith(const LutNet *ln, const LutPorts *logic,
	uint32_t nin0, uint32_t nout0, const uint8_t *port_out0,
	const ArithOp *ops, uint32_t nops,
	const char *top, Buf *out);

#endif
