// arith.andi, arith.ori, arith.xori, on i32 and i1.

// RUN: combc eval %s --top=f -- 0xFF00FF00 0x0FF00FF0 | FileCheck %s %exact --check-prefix=A
// A: 251662080
// A-NEXT: 4293984240
// A-NEXT: 4042322160
// RUN: combc eval %s --top=g -- 1 0 | FileCheck %s %exact --check-prefix=B
// B: 0
// B-NEXT: 1
// B-NEXT: 1

func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.andi %a, %b : i32
  %1 = arith.ori %a, %b : i32
  %2 = arith.xori %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}
func.func @g(%a: i1, %b: i1) -> (i1, i1, i1) {
  %0 = arith.andi %a, %b : i1
  %1 = arith.ori %a, %b : i1
  %2 = arith.xori %a, %b : i1
  return %0, %1, %2 : i1, i1, i1
}
