// arith.extsi, arith.extui, arith.trunci.  The std-dialect.txt examples:
// sign-extending 5 : i3 to i6 gives 0b111101 (61), zero-extending gives 5,
// truncating 21 : i5 gives 5 (i4) and 5 (i3).

// RUN: combc eval %s --top=ext -- 5 | FileCheck %s %exact --check-prefix=EXT5
// EXT5: 61
// EXT5-NEXT: 5
// RUN: combc eval %s --top=ext -- 2 | FileCheck %s %exact --check-prefix=EXT2
// EXT2: 2
// EXT2-NEXT: 2
// RUN: combc eval %s --top=trunc -- 21 | FileCheck %s %exact --check-prefix=TR
// TR: 5
// TR-NEXT: 5
// RUN: combc eval %s --top=wide -- -1 | FileCheck %s %exact --check-prefix=WIDE
// WIDE: 340282366920938463463374607431768211455
// WIDE-NEXT: 18446744073709551615
// WIDE-NEXT: 65535

func.func @ext(%a: i3) -> (i6, i6) {
  %0 = arith.extsi %a : i3 to i6
  %1 = arith.extui %a : i3 to i6
  return %0, %1 : i6, i6
}
func.func @trunc(%a: i5) -> (i4, i3) {
  %0 = arith.trunci %a : i5 to i4
  %1 = arith.trunci %a : i5 to i3
  return %0, %1 : i4, i3
}
func.func @wide(%a: i64) -> (i128, i128, i16) {
  %0 = arith.extsi %a : i64 to i128
  %1 = arith.extui %a : i64 to i128
  %2 = arith.trunci %a : i64 to i16
  return %0, %1, %2 : i128, i128, i16
}
