// comb.replicate: the operand concatenated width(result)/width(input) times.

// 0b10 x4 = 0b10101010
// RUN: combc eval %s --top=r2 -- 2 | FileCheck %s %exact --check-prefix=R2
// R2: 170
// 0b101 x3 = 0b101101101
// RUN: combc eval %s --top=r3 -- 5 | FileCheck %s %exact --check-prefix=R3
// R3: 365
// RUN: combc eval %s --top=r1 -- 1 | FileCheck %s %exact --check-prefix=R1
// R1: 15
// RUN: combc eval %s --top=r1 -- 0 | FileCheck %s %exact --check-prefix=R1Z
// R1Z: 0

func.func @r2(%a: i2) -> i8 {
  %0 = comb.replicate %a : (i2) -> i8
  return %0 : i8
}
func.func @r3(%a: i3) -> i9 {
  %0 = comb.replicate %a : (i3) -> i9
  return %0 : i9
}
func.func @r1(%a: i1) -> i4 {
  %0 = comb.replicate %a : (i1) -> i4
  return %0 : i4
}
