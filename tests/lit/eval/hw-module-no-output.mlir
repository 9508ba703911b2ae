// hw.module's hw.output may be left out (upstream: an implicit empty
// hw.output); `hw.module @Empty() {}` used to be rejected.  A module with
// results still needs an hw.output that returns them.
// RUN: combc eval %s --top=top 5 | FileCheck %s --check-prefix=EVAL %exact
// RUN: combc %s --top=top --emit=sv | FileCheck %s --check-prefix=SV
// RUN: combc %s --emit=mlir > %t.mlir
// RUN: combc eval %t.mlir --top=top 9 | FileCheck %s --check-prefix=BACK %exact
// RUN: combc eval %s --top=Empty | count 0
// RUN: printf 'hw.module @m(out y : i1) {\n}\n' > %t.bad.mlir
// RUN: not combc eval %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// EVAL: 5
// BACK: 9
// SV: module Empty;
// SV-NEXT: endmodule
// SV: module Sink (
// SV: module top (
// SV: Empty e ();
// BAD: .mlir:2:1: error: 'hw.output' returns 0 values, but @m has 1 result

hw.module @Empty() {}
hw.module @Sink(in %a : i4) {
  %0 = comb.xor %a, %a : i4
}
hw.module @top(in %a : i4, out y : i4) {
  hw.instance "e" @Empty() -> ()
  hw.instance "s" @Sink(a: %a: i4) -> ()
  hw.output %a : i4
}
