// Not a test: verify-through-stages.mlir's wrong intermediate netlist
// (same ports as its design, a different function).
hw.module @redundant(in %a : i8, in %b : i8, in %c : i8, out y : i8, out z : i8) {
  %s = comb.add %a, %c : i8
  %z = comb.sub %b, %c : i8
  hw.output %s, %z : i8, i8
}
