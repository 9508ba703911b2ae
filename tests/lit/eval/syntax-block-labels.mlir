// Block labels of every identifier shape (`^bb1`, `^exit.block`, `^a_b$c`,
// `^42`), with and without arguments, separated by comments and blank lines.

// RUN: combc eval %s -- 1 5 | FileCheck %s %exact --check-prefix=T
// T: 10
// RUN: combc eval %s -- 0 5 | FileCheck %s %exact --check-prefix=F
// F: 6

func.func @f(%c: i1, %a: i8) -> i8 {
  cf.cond_br %c, ^bb1(%a, %a : i8, i8), ^a_b$c

// a comment between blocks

^bb1(%x: i8, %y: i8):  // trailing comment on a label
  %s = arith.addi %x, %y : i8
  cf.br ^exit.block(%s : i8)

^a_b$c:
  %c1 = arith.constant 1 : i8
  %t = arith.addi %a, %c1 : i8
  cf.br ^42(%t : i8)

^42(%u: i8):
  cf.br ^exit.block(%u : i8)

^exit.block(%r : i8):
  return %r : i8
}
