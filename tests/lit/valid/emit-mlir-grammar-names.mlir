// --emit=mlir writes names as MLIR's and CIRCT's parsers read them
// (a review against their grammars found each of these broken):
// - an hw.module.extern's input port "a b" is `in %argN "a b"`: `in %a b`
//   is the SSA name %a and the port b (CIRCT ModuleImplementation.cpp);
// - a call inside an hw.module is `func.call`: only func.func makes func
//   the default dialect;
// - an SSA name never starts with a digit unless it is all digits (MLIR's
//   suffix-id): port "2x" is `%arg0 "2x"`;
// - a quoted symbol keeps its escapes: @"a\"b" stays apart from @ab.
// x = 3: @g gives 9; @m gives 6 and 3; @"a\"b" adds 1, @ab passes.

// RUN: combc %s --emit=mlir --top=useext | FileCheck %s --check-prefix=EXT
// EXT: hw.module.extern @ext(in %arg0 "a b" : i8, out q : i8)
// RUN: combc %s --emit=mlir --top=useext | combc - --emit=mlir --top=useext | FileCheck %s --check-prefix=EXT
// RUN: combc %s --emit=mlir --top=top -o %t1.mlir
// RUN: FileCheck %s --check-prefix=O1 < %t1.mlir
// O1: func.call @g(%x) : (i8) -> i8
// RUN: combc eval %t1.mlir --top=top 3 | FileCheck %s %exact --check-prefix=TOP
// TOP: 9
//
// RUN: combc %s --emit=mlir -O2 --top=m -o %t2.mlir
// RUN: FileCheck %s --check-prefix=O2 < %t2.mlir
// O2: hw.module @m(in %arg0 "2x" : i8, out y : i8, out z : i8)
// O2-NOT: %1u
// RUN: combc eval %t2.mlir --top=m 3 | FileCheck %s %exact --check-prefix=M
// M: 6
// M-NEXT: 3
//
// RUN: combc %s --emit=mlir -O2 --top=two -o %t3.mlir
// RUN: FileCheck %s --check-prefix=SYM < %t3.mlir
// SYM: hw.module @"a\"b"(
// SYM: hw.module @ab(
// RUN: combc eval %t3.mlir --top=two 3 | FileCheck %s %exact --check-prefix=TWO
// TWO: 4
// TWO-NEXT: 3

hw.module.extern @ext(in %p "a b" : i8, out q : i8)
hw.module @useext(in %x : i8, out o : i8) {
  %r = hw.instance "e" @ext("a b": %x: i8) -> (q: i8)
  hw.output %r : i8
}
func.func @g(%a: i8) -> i8 {
  %0 = arith.muli %a, %a : i8
  return %0 : i8
}
hw.module @top(in %x : i8, out o : i8) {
  %r = func.call @g(%x) : (i8) -> i8
  hw.output %r : i8
}
hw.module @sub(in %a : i8, out y : i8) {
  hw.output %a : i8
}
hw.module @m(in %x "2x" : i8, out y : i8, out z : i8) {
  %0 = comb.add %x, %x : i8
  %1 = hw.instance "1u" @sub(a: %x: i8) -> (y: i8)
  hw.output %0, %1 : i8, i8
}
hw.module @"a\"b"(in %x : i8, out y : i8) {
  %c = hw.constant 1 : i8
  %0 = comb.add %x, %c : i8
  hw.output %0 : i8
}
hw.module @ab(in %x : i8, out y : i8) {
  hw.output %x : i8
}
hw.module @two(in %x : i8, out o : i8, out p : i8) {
  %u = hw.instance "u" @"a\"b"(x: %x: i8) -> (y: i8)
  %v = hw.instance "v" @ab(x: %x: i8) -> (y: i8)
  hw.output %u, %v : i8, i8
}
