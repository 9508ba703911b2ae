// --flatten inlines calls and instances into the top (--help): with
// --emit=mlir it was honoured at -O2 only, and -O0/-O1 printed the calls
// and instances as given.  Now every level prints one flat module.  A
// design over index without --index-width cannot be flattened into
// hw/comb and still keep index (spec: without --index-width functions
// over index stay over index): bad usage, exit 2, nothing printed.
// RUN: combc %s --top=top --flatten --emit=mlir -O0 | FileCheck %s --implicit-check-not=call --implicit-check-not=hw.instance --implicit-check-not=@inc
// RUN: combc %s --top=top --flatten --emit=mlir -O1 | FileCheck %s --implicit-check-not=call --implicit-check-not=hw.instance --implicit-check-not=@inc
// RUN: combc %s --top=top --flatten --emit=mlir -O2 | FileCheck %s --implicit-check-not=call --implicit-check-not=hw.instance --implicit-check-not=@inc
// CHECK: hw.module @top(in %a : i8, out result : i8)
// The flat module still computes a + 1 + 1 + 3 (by hand: 250 -> 255).
// RUN: combc %s --top=top --flatten --emit=mlir -O0 > %t.flat.mlir
// RUN: combc eval %t.flat.mlir --top=top 250 | FileCheck %s --check-prefix=EVAL %exact
// RUN: combc eval %s --top=top 250 | FileCheck %s --check-prefix=EVAL %exact
// EVAL: 255
// Without --flatten the hierarchy stays.
// RUN: combc %s --top=top --emit=mlir -O1 | FileCheck %s --check-prefix=HIER
// HIER: call @inc
// HIER: hw.instance "u" @add3
// Index without a width.
// RUN: combc %s --top=ix --flatten --emit=mlir > %t.ix.out 2> %t.ix.err; test $? -eq 2
// RUN: count 0 < %t.ix.out
// RUN: FileCheck %s --check-prefix=IX < %t.ix.err
// IX: error: --flatten with --emit=mlir needs --index-width
// RUN: combc %s --top=ix --flatten --emit=mlir --index-width=32 | FileCheck %s --check-prefix=IX32
// IX32: hw.module @ix(in %a : i32, out result : i32)

func.func @inc(%a: i8) -> i8 {
  %c = arith.constant 1 : i8
  %r = arith.addi %a, %c : i8
  return %r : i8
}
hw.module @add3(in %x : i8, out y : i8) {
  %c = hw.constant 3 : i8
  %0 = comb.add %x, %c : i8
  hw.output %0 : i8
}
func.func @mid(%a: i8) -> i8 {
  %0 = call @inc(%a) : (i8) -> i8
  %1 = call @inc(%0) : (i8) -> i8
  return %1 : i8
}
hw.module @top(in %a : i8, out result : i8) {
  %0 = hw.instance "m" @midhw(a: %a: i8) -> (r: i8)
  %1 = hw.instance "u" @add3(x: %0: i8) -> (y: i8)
  hw.output %1 : i8
}
hw.module @midhw(in %a : i8, out r : i8) {
  %0 = func.call @mid(%a) : (i8) -> i8
  hw.output %0 : i8
}
func.func @ix(%a: index) -> index {
  %0 = func.call @twice(%a) : (index) -> index
  return %0 : index
}
func.func @twice(%a: index) -> index {
  %0 = index.add %a, %a
  return %0 : index
}
