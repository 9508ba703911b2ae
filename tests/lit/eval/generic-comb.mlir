// comb ops in MLIR's generic form: "comb.add"(%a, %b) : (i8, i8) -> i8 etc.
// a = 182, b = 5, c = 1.  Outputs: add, xor(a, b, a), extract a[5:2],
// concat of that twice, icmp predicate 2 (slt), mux, replicate c, and with
// the twoState unit attribute.

// RUN: combc eval %s -- 182 5 1 | FileCheck %s %exact --check-prefix=A
// A: 187
// A-NEXT: 5
// A-NEXT: 13
// A-NEXT: 221
// A-NEXT: 1
// A-NEXT: 182
// A-NEXT: 255
// A-NEXT: 4
// RUN: combc eval %s -- 3 5 0 | FileCheck %s %exact --check-prefix=B
// B: 8
// B-NEXT: 5
// B-NEXT: 0
// B-NEXT: 0
// B-NEXT: 1
// B-NEXT: 5
// B-NEXT: 0
// B-NEXT: 1

func.func @g(%a: i8, %b: i8, %c: i1) -> (i8, i8, i4, i8, i1, i8, i8, i8) {
  %0 = "comb.add"(%a, %b) : (i8, i8) -> i8
  %1 = "comb.xor"(%a, %b, %a) : (i8, i8, i8) -> i8
  %2 = "comb.extract"(%a) {lowBit = 2 : i32} : (i8) -> i4
  %3 = "comb.concat"(%2, %2) : (i4, i4) -> i8
  %4 = "comb.icmp"(%a, %b) {predicate = 2 : i64} : (i8, i8) -> i1
  %5 = "comb.mux"(%c, %a, %b) : (i1, i8, i8) -> i8
  %6 = "comb.replicate"(%c) : (i1) -> i8
  %7 = "comb.and"(%a, %b) {twoState} : (i8, i8) -> i8
  "func.return"(%0, %1, %2, %3, %4, %5, %6, %7) : (i8, i8, i4, i8, i1, i8, i8, i8) -> ()
}
