// hw.instance of modules declared with the older port syntax, and a module
// instantiated twice with a single result.

// (3 + 4)^2 via two instances
// RUN: combc eval %s --top=top -- 3 4 | FileCheck %s %exact --check-prefix=A
// A: 49
// 16^2 = 256 wraps to 0
// RUN: combc eval %s --top=top -- 10 6 | FileCheck %s %exact --check-prefix=B
// B: 0

hw.module @add(%a: i8, %b: i8) -> (y: i8) {
  %0 = comb.add %a, %b : i8
  hw.output %0 : i8
}

hw.module @mul(%a: i8, %b: i8) -> (y: i8) {
  %0 = comb.mul %a, %b : i8
  hw.output %0 : i8
}

hw.module @top(%x: i8, %z: i8) -> (out: i8) {
  %s = hw.instance "s" @add(a: %x: i8, b: %z: i8) -> (y: i8)
  %p = hw.instance "p" @mul(a: %s: i8, b: %s: i8) -> (y: i8)
  hw.output %p : i8
}
