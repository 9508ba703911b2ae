// A private module or function cannot be a top (MLIR symbol visibility;
// firtool marks every module but the top `private`), so eval, sim and lec
// pick the one public module without --top.  With two public ones --top
// is still needed, and a private one may still be named with --top.
// @Top(a) = Inc(a) + Inc(a) = 2a + 2: a = 5 gives 12; @Inc(5) = 6.
// RUN: combc eval %s 5 | FileCheck %s %exact --check-prefix=TOP
// TOP: 12
// RUN: combc eval %s --top=Inc 5 | FileCheck %s %exact --check-prefix=INC
// INC: 6
// RUN: combc sim %s --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
// RUN: combc lec %s %s | FileCheck %s --check-prefix=LEC
// LEC: {{^}}equivalent
// RUN: sed 's/hw.module private @Inc/hw.module @Inc/' %s > %t.mlir
// RUN: not combc eval %t.mlir 5 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: has 2 functions and modules; choose one with --top=NAME
hw.module private @Inc(in %a : i8, out y : i8) {
  %c1 = hw.constant 1 : i8
  %0 = comb.add %a, %c1 : i8
  hw.output %0 : i8
}
hw.module @Top(in %a : i8, out y : i8) {
  %u.y = hw.instance "u" @Inc(a: %a: i8) -> (y: i8)
  %v.y = hw.instance "v" @Inc(a: %a: i8) -> (y: i8)
  %0 = comb.add %u.y, %v.y : i8
  hw.output %0 : i8
}
