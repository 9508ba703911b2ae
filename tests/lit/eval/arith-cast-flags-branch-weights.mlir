// Flags MLIR's printer writes on casts and branches (mlir/test/Dialect/
// Arith/ops.mlir, ControlFlowOps.td's `weights(...)`) parse and change
// no value: trunci 0x1234 to i8 is 0x34 whatever overflow<...> claims;
// extui 200 : i8 -> i16 is 200; cond_br picks its successor by %c alone.

// RUN: combc eval %s --top=casts -- 0x1234 200 | FileCheck %s %exact --check-prefix=C
// C: 52
// C-NEXT: 200
// C-NEXT: 200
// RUN: combc eval %s --top=weighted -- 1 5 9 | FileCheck %s %exact --check-prefix=T
// T: 5
// RUN: combc eval %s --top=weighted -- 0 5 9 | FileCheck %s %exact --check-prefix=F
// F: 9
// RUN: combc %s --emit=mlir | combc eval - --top=weighted -- 0 5 9 | FileCheck %s %exact --check-prefix=F

func.func @casts(%a: i16, %b: i8) -> (i8, i16, i32) {
  %0 = arith.trunci %a overflow<nsw, nuw> : i16 to i8
  %1 = arith.extui %b nneg : i8 to i16
  %2 = arith.extui %b nneg {tag = "x"} : i8 to i32
  return %0, %1, %2 : i8, i16, i32
}

func.func @weighted(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c weights([13, 21]), ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%0: i32):
  return %0 : i32
^bb2(%1: i32):
  return %1 : i32
}
