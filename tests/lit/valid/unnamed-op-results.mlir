// Regression: an op whose results are left unnamed (`hw.constant true
// {name = "x"}` with no `%r =`) was rejected ("defines 1 result but 0 are
// named").  MLIR accepts it in the custom and the generic form: the
// results exist but nothing can use them.  Naming some but not all
// results stays an error (diag/result-count tests).
// RUN: combc %s --emit=sv --top=m | FileCheck %s --check-prefix=SV
// RUN: combc eval %s --top=f 3 | FileCheck %s %exact --check-prefix=EV
// RUN: combc %s --emit=mlir -O0 | combc - --emit=mlir -O0 | FileCheck %s --check-prefix=RT
// SV: assign o = 8'd1;
// EV: 3
// RT: hw.constant true
// RT: comb.add
// RT: arith.addi
// RT: call @g
hw.module @m(out o : i8) {
  hw.constant true {name = "x"}
  %c = hw.constant 1 : i8
  "comb.add"(%c, %c) : (i8, i8) -> i8
  comb.xor %c, %c : i8
  hw.output %c : i8
}
func.func @g(%a: i8) -> i8 {
  return %a : i8
}
func.func @f(%a: i8) -> i8 {
  arith.addi %a, %a : i8
  func.call @g(%a) : (i8) -> i8
  return %a : i8
}
