// --emit=mlir printed port names and instance labels that are not bare
// identifiers unquoted (`out "" : i3` became `out  : i3`), which did not
// read back.  They are quoted; the output reads back and computes the same.
// (An empty name is named by position since: po0, and so is its label.)
// x = 3, y = 5: @m's first result is 3 xor 5 = 6, its last is a = 3.
// RUN: combc %s --top=top --emit=mlir -O0 > %t.0.mlir
// RUN: FileCheck %s --input-file=%t.0.mlir
// RUN: combc eval %t.0.mlir --top=top 3 5 | FileCheck %s --check-prefix=EVAL %exact
// RUN: combc %s --top=top --emit=mlir -O1 > %t.1.mlir
// RUN: combc eval %t.1.mlir --top=top 3 5 | FileCheck %s --check-prefix=EVAL %exact
// RUN: combc %s --top=top --emit=mlir -O2 > %t.2.mlir
// RUN: combc eval %t.2.mlir --top=top 3 5 | FileCheck %s --check-prefix=EVAL %exact
// CHECK: hw.module @m({{.*}}, out po0 : i3, out "7x" : i3, out "a b" : i3, out "0" : i3)
// CHECK: hw.module @top(in %x : i3, in %y : i3, out po0 : i3, out "0" : i3)
// CHECK: hw.instance "u" @m(a: %x: i3, "7": %y: i3) -> (po0: i3, "7x": i3, "a b": i3, "0": i3)
// EVAL: 6
// EVAL-NEXT: 3

hw.module @m(in %a : i3, in %b "7" : i3, out "" : i3, out "7x" : i3, out "a b" : i3, out "0" : i3) {
  %0 = comb.xor %a, %b : i3
  hw.output %0, %a, %b, %a : i3, i3, i3, i3
}
hw.module @top(in %x : i3, in %y : i3, out "" : i3, out "0" : i3) {
  %r0, %r1, %r2, %r3 = hw.instance "u" @m(a: %x: i3, "7": %y: i3) -> ("": i3, "7x": i3, "a b": i3, "0": i3)
  hw.output %r0, %r3 : i3, i3
}
