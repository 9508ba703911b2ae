// An external module (hw.module.extern, a body-less func.func) has no
// behaviour, so a design that instantiates or calls one cannot be proven:
// lec stops with an error (exit 2), as eval and sim do, instead of reading
// its outputs as 0 (which proved @T "equivalent" to a constant 0, and to
// a design feeding the box another value).  --verify fails likewise.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'hw.module @T(in %%%%a : i8, out y : i8) {\n  %%%%0 = hw.constant 0 : i8\n  hw.output %%%%0 : i8\n}\n' > %t/zero.mlir
// RUN: combc lec %s %t/zero.mlir --top-a=T --top-b=T > %t/out 2> %t/err; test $? -eq 2
// RUN: FileCheck %s < %t/err
// RUN: not combc lec %t/zero.mlir %s --top-a=T --top-b=T 2>&1 | FileCheck %s
// RUN: not combc lec %s %s --top=C 2>&1 | FileCheck %s --check-prefix=CALL
// RUN: not combc %s --top=T --emit=mlir --verify -o %t/x.mlir 2>&1 | FileCheck %s
// RUN: test ! -e %t/x.mlir
// CHECK: error: cannot prove 'E': it is an external module
// CALL: error: cannot prove 'g': it is an external module
hw.module.extern @E(in %a : i8, out y : i8)
hw.module @T(in %a : i8, out y : i8) {
  %0 = hw.instance "e" @E(a: %a: i8) -> (y: i8)
  hw.output %0 : i8
}
func.func private @g(i8) -> i8
func.func @C(%a : i8) -> i8 {
  %0 = func.call @g(%a) : (i8) -> i8
  return %0 : i8
}
