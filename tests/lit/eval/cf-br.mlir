// cf.br through a chain of blocks passing block arguments, including a block
// receiving the same value twice (langref.txt's ^bb3 -> ^bb4 example).
// chain(a) = (a + a) + (a + a).

// RUN: combc eval %s -- 5 | FileCheck %s %exact --check-prefix=A
// A: 20
// 400 mod 256
// RUN: combc eval %s -- 100 | FileCheck %s %exact --check-prefix=B
// B: 144

func.func @chain(%a: i8) -> i8 {
  cf.br ^bb1(%a : i8)
^bb1(%x: i8):
  %b = arith.addi %x, %x : i8
  cf.br ^bb2(%b : i8)
^bb2(%c: i8):
  cf.br ^bb3(%c, %c : i8, i8)
^bb3(%d: i8, %e: i8):
  %0 = arith.addi %d, %e : i8
  return %0 : i8
}
