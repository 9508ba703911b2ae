// Old std select and constant (decimal, negative, hex, i1, index).

// RUN: combc eval %s --top=sel -- 1 3 4 | FileCheck %s %exact --check-prefix=T
// T: 3
// RUN: combc eval %s --top=sel -- 0 3 4 | FileCheck %s %exact --check-prefix=F
// F: 4
// RUN: combc eval %s --top=consts | FileCheck %s %exact --check-prefix=C
// C: 42
// C-NEXT: 255
// C-NEXT: 31
// C-NEXT: 1
// C-NEXT: 0
// C-NEXT: 7

func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = select %c, %a, %b : i32
  return %0 : i32
}

func @consts() -> (i32, i8, i8, i1, i1, index) {
  %0 = constant 42 : i32
  %1 = constant -1 : i8
  %2 = constant 0x1F : i8
  %3 = constant true
  %4 = constant 0 : i1
  %5 = constant 7 : index
  return %0, %1, %2, %3, %4, %5 : i32, i8, i8, i1, i1, index
}
