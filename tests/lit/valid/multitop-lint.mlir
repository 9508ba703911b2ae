// Regression: a file with several independent modules compiled whole drew
// Verilator's MULTITOP warning ("Multiple top level modules") under the
// spec's lint command.  The headers of the top modules get a scoped
// waiver when there are two or more; a file with one top (here with
// --top, or @mid under @top) gets none.
// RUN: combc %s -o %t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv
// RUN: FileCheck %s --input-file=%t.sv
// RUN: combc %s --top=top -o %t1.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t1.sv
// RUN: FileCheck %s --input-file=%t1.sv --check-prefix=ONE
// --emit=lut-sv flattens each module, so all three are tops there:
// RUN: combc %s --emit=lut-sv -o %t.lut.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.lut.sv
// RUN: combc %s --emit=lut-sv --top=top -o %t1.lut.sv
// RUN: FileCheck %s --input-file=%t1.lut.sv --check-prefix=ONE
// CHECK: module mid (
// CHECK-NOT: MULTITOP
// CHECK: /* verilator lint_off MULTITOP */
// CHECK-NEXT: module top (
// CHECK: );
// CHECK-NEXT: /* verilator lint_on MULTITOP */
// CHECK: /* verilator lint_off MULTITOP */
// CHECK-NEXT: module other (
// CHECK: );
// CHECK-NEXT: /* verilator lint_on MULTITOP */
// ONE-NOT: MULTITOP
hw.module @mid(in %a : i8, out y : i8) {
  %c = hw.constant 1 : i8
  %r = comb.add %a, %c : i8
  hw.output %r : i8
}
hw.module @top(in %a : i8, out y : i8) {
  %r = hw.instance "u" @mid(a: %a: i8) -> (y: i8)
  hw.output %r : i8
}
hw.module @other(in %a : i8, out y : i8) {
  %r = comb.xor %a, %a : i8
  hw.output %r : i8
}
