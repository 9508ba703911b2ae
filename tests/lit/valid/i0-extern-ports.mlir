// i0 ports of an hw.module.extern vanish like any other i0 port (the
// declaration has no body, which drop_i0 once copied from a NULL array):
// the instance connects only the i8 ports, and --emit=mlir reads back.
// RUN: combc %s | FileCheck %s
// RUN: combc %s --emit=mlir -O0 | combc - --emit=mlir -O0 | FileCheck %s --check-prefix=MLIR
// CHECK: e u (
// CHECK-NEXT: .a(a),
// CHECK-NEXT: .y(o)
// CHECK-NEXT: );
// MLIR: hw.module.extern @e(in %a : i8, out y : i8)
// MLIR: hw.instance "u" @e(a: %a: i8) -> (y: i8)
hw.module.extern @e(in %z : i0, in %a : i8, out w : i0, out y : i8)
hw.module @m(in %a : i8, out o : i8) {
  %c = hw.constant 0 : i0
  %w, %y = hw.instance "u" @e(z: %c: i0, a: %a: i8) -> (w: i0, y: i8)
  hw.output %y : i8
}
