// Blocks no path from the entry reaches never run, so loops among them are
// no error (MLIR accepts them): they used to be rejected as "loops in the
// CFG", and then by the if-conversion.  They are dropped.
// 3 + 4 = 7; 200 + 100 = 300 mod 256 = 44.
// RUN: combc eval %s 3 4 | FileCheck %s --check-prefix=A %exact
// RUN: combc eval %s 200 100 | FileCheck %s --check-prefix=B %exact
// RUN: combc %s -O0 --emit=sv | FileCheck %s --check-prefix=SV
// RUN: combc %s --emit=lut-sv > /dev/null
// RUN: combc %s -O0 --emit=mlir > %t.mlir
// RUN: combc eval %t.mlir 3 4 | FileCheck %s --check-prefix=A %exact
// A: 7
// B: 44
// SV: assign result = a + b;

func.func @f(%a: i8, %b: i8) -> i8 {
  %s = arith.addi %a, %b : i8
  return %s : i8
^dead(%x: i8):
  %y = arith.muli %x, %x : i8
  cf.br ^dead2(%y : i8)
^dead2(%z: i8):
  cf.cond_br %c, ^dead(%z : i8), ^dead2(%z : i8)
^dead3:
  %c = arith.cmpi eq, %a, %b : i8
  cf.br ^dead(%a : i8)
}
