/* emit.h: the writers: word-level SystemVerilog, hw/comb MLIR and
 * Graphviz of a Design; SystemVerilog and MLIR of a LUT net. */
#ifndef COMBC_EMIT_H
#define COMBC_EMIT_H

#include "aig/aig.h"

/* ------------------------------------------------------------ emit_sv.c */

/* Word-level SystemVerilog for every net of d, in order (callees first):
 * one module per net, ANSI ports (inputs in order, then outputs),
 * identifiers sanitized and unique, every undefined-in-Verilog case of
 * spec.md section 2 guarded.  Lint-clean under verilator -Wall (scoped
 * lint_off UNUSEDSIGNAL only), iverilog -g2012 and yosys.  Output is a
 * pure function of d.  Returns 0 or the number of errors (diagnosed). */
int emit_sv(const Design *d, Buf *out);

/* --emit=mlir of a Design: one hw.module per net (callees first) with
 * comb ops, hw.constant and hw.instance, ports named as in the IR, in
 * CIRCT's custom syntax; combc reads it back.  Returns 0. */
int emit_mlir(const Design *d, Buf *out);

/* ------------------------------------------------------------ emit_dot.c */

/* --emit=dot: the netlist as a Graphviz digraph, a cluster per module. */
int emit_dot(const Design *d, Buf *out);


/* ------------------------------------------------------------ emit_lut.c */

/* Word-level ports over a LUT net's PIs/POs: input port i is the next
 * in_w[i] PIs, LSB first (outputs likewise over the POs). */
typedef struct {
	const char *name;              /* module / function name */
	uint32_t nin, nout;            /* ports */
	const char *const *in_name;    /* per input port */
	const uint32_t *in_w;          /* its width in bits */
	const char *const *out_name;   /* per output port */
	const uint32_t *out_w;
} LutPorts;
/* The lut-sv and lut-mlir emitters.  ports NULL: bit-level ports named
 * after the PIs/POs, module named after ln->name or path (the netlist
 * flow); else word-level ports (`input logic [7:0] x`; for MLIR a
 * `func.func @f(%x: i8) -> i8` with comb.extract / comb.truth_table /
 * comb.concat, HEIR's form).  pad: every LUT gets exactly ln->k inputs. */
void lut_emit_sv(const LutNet *ln, const char *path, const LutPorts *ports,
	Buf *out);
void lut_emit_mlir(const LutNet *ln, const char *path,
	const LutPorts *ports, int pad, Buf *out);

#endif
