// Regression: an instance of an hw.module.extern, or a call to a body-less
// func.func declaration, was rejected ("cannot lower a call to 'e': it has
// no body").  As in CIRCT, the SV instantiates the external module by port
// name and does not define it; --emit=mlir keeps it as hw.module.extern.
// Whatever needs behaviour (eval, sim, the bit-level backends, --flatten)
// says at the instance that an external module has none, exit 1, no file.
// RUN: combc %s -o %t.sv
// RUN: FileCheck %s --input-file=%t.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.sv %S/Inputs/extern-stubs.sv
// RUN: iverilog -g2012 -o %t.vvp %t.sv %S/Inputs/extern-stubs.sv
// RUN: combc %s --emit=mlir -O2 > %t.2.mlir
// RUN: FileCheck %s --input-file=%t.2.mlir --check-prefix=MLIR
// RUN: combc %t.2.mlir -o %t.2.sv
// RUN: verilator --lint-only -Wall -Wno-DECLFILENAME %t.2.sv %S/Inputs/extern-stubs.sv
// RUN: combc %s --emit=mlir -O0 | FileCheck %s --check-prefix=IR
// RUN: not combc eval %s --top=m 1 2>&1 | FileCheck %s --check-prefix=EVAL
// RUN: rm -f %t.lut; not combc %s --top=f --emit=lut-sv -o %t.lut 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: test ! -e %t.lut
// RUN: not combc %s --emit=blif 2>&1 | FileCheck %s --check-prefix=BITS_M
// RUN: not combc %s --top=m --flatten 2>&1 | FileCheck %s --check-prefix=FLAT
// CHECK-NOT: module e
// CHECK-NOT: module g
// CHECK: module m (
// CHECK:   e u (
// CHECK-NEXT:     .a(a),
// CHECK-NEXT:     .y(o)
// CHECK-NEXT:   );
// CHECK: module f (
// CHECK:   g g_0 (
// CHECK-NEXT:     .arg0(a),
// CHECK-NEXT:     .arg1(c),
// CHECK-NEXT:     .result({{.*}})
// CHECK-NEXT:   );
// MLIR-DAG: hw.module.extern @e(in %a : i8, out y : i8)
// MLIR-DAG: hw.module.extern @g(in %arg0 : i8, in %arg1 : i1, out result : i8)
// MLIR-DAG: hw.instance "u" @e(a: %a: i8) -> (y: i8)
// IR: hw.module.extern @e(in %a : i8, out y : i8)
// IR: func.func private @g(i8, i1) -> i8
// EVAL: extern-instance.mlir:50:8: error: cannot evaluate 'e': it is an external module (a declaration without a body), which has no behaviour
// EVAL-NEXT: %y = hw.instance "u" @e(a: %a: i8) -> (y: i8)
// EVAL-NEXT: ^
// BITS: extern-instance.mlir:55:8: error: cannot bit-blast 'g': it is an external module
// BITS_M: extern-instance.mlir:50:8: error: cannot bit-blast 'e': it is an external module
// FLAT: extern-instance.mlir:50:8: error: cannot flatten 'e': it is an external module

hw.module.extern @e(in %a : i8, out y : i8)
func.func private @g(i8, i1) -> i8

hw.module @m(in %a : i8, out o : i8) {
  %y = hw.instance "u" @e(a: %a: i8) -> (y: i8)
  hw.output %y : i8
}

func.func @f(%a: i8, %c: i1) -> i8 {
  %0 = func.call @g(%a, %c) : (i8, i1) -> i8
  return %0 : i8
}
