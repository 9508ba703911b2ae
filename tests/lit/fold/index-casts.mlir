// Folding of index.casts / index.castu / arith.index_cast / index_castui.
//
// Casting to index always folds: the 64-bit result truncates to the 32-bit
// one.  Casting from index to iN folds without --index-width only when both
// targets agree: always for N <= 32 (a truncation of the low bits), and for
// wider N only when the index value extends from its low 32 bits the way the
// cast extends (the index dialect's folding rule).  A cast folded to iN becomes an
// arith.constant (the index dialect has no iN constant).
//
// RUN: combc %s --emit=mlir | FileCheck %s %exact --check-prefix=ANY
// RUN: combc %s --emit=mlir --index-width=64 | FileCheck %s %exact --check-prefix=W64
// RUN: combc %s --emit=mlir --index-width=32 | FileCheck %s %exact --check-prefix=W32
// RUN: %python %S/Inputs/roundtrip.py combc %s | FileCheck %s --check-prefix=RT
// RUN: %python %S/Inputs/roundtrip.py combc %s --index-width=32 | FileCheck %s --check-prefix=RT
// RT: roundtrip: 2 functions, {{[0-9]+}} evaluations agree
//
// ANY: module {
// W64: module {
// W32: module {

// -1000 : i48 sign-extends to -1000 and zero-extends to 2^48 - 1000; on a
// 32-bit target both casts truncate to 0xfffffc18, i.e. -1000.  200 : i8 is
// -56 signed.
// ANY-NEXT:  func.func @to_index() -> (index, index, index, index) {
// ANY-NEXT:    %idx-1000 = index.constant -1000
// ANY-NEXT:    %idx281474976709656 = index.constant 281474976709656
// ANY-NEXT:    %c-56 = arith.constant -56 : index
// ANY-NEXT:    %c200 = arith.constant 200 : index
// ANY-NEXT:    return %idx-1000, %idx281474976709656, %c-56, %c200 : index, index, index, index
// ANY-NEXT:  }
// W64-NEXT:  func.func @to_index() -> (index, index, index, index) {
// W64-NEXT:    %idx-1000 = index.constant -1000
// W64-NEXT:    %idx281474976709656 = index.constant 281474976709656
// W64-NEXT:    %c-56 = arith.constant -56 : index
// W64-NEXT:    %c200 = arith.constant 200 : index
// W64-NEXT:    return %idx-1000, %idx281474976709656, %c-56, %c200 : index, index, index, index
// W64-NEXT:  }
// W32-NEXT:  func.func @to_index() -> (index, index, index, index) {
// W32-NEXT:    %idx-1000 = index.constant -1000
// W32-NEXT:    %c-56 = arith.constant -56 : index
// W32-NEXT:    %c200 = arith.constant 200 : index
// W32-NEXT:    return %idx-1000, %idx-1000, %c-56, %c200 : index, index, index, index
// W32-NEXT:  }
func.func @to_index() -> (index, index, index, index) {
  %a = arith.constant -1000 : i48
  %b = arith.constant 200 : i8
  %0 = index.casts %a : i48 to index
  %1 = index.castu %a : i48 to index
  %2 = arith.index_cast %b : i8 to index
  %3 = arith.index_castui %b : i8 to index
  return %0, %1, %2, %3 : index, index, index, index
}

// 0x80000000 is 2147483648 on 64 bits but -2147483648 on 32: its signed cast
// to i64 differs between the targets, its unsigned one does not.  -5 is
// 0xfffffffb on 32 bits: casts agrees, castu does not.
// ANY-NEXT:  func.func @from_index() -> (i32, i64, i64, i64, i64, i16) {
// ANY-NEXT:    %neg = index.constant -5
// ANY-NEXT:    %big = index.constant 2147483648
// ANY-NEXT:    %c-2147483648_i32 = arith.constant -2147483648 : i32
// ANY-NEXT:    %c-5_i64 = arith.constant -5 : i64
// ANY-NEXT:    %c2147483648_i64 = arith.constant 2147483648 : i64
// ANY-NEXT:    %c-5_i16 = arith.constant -5 : i16
// ANY-NEXT:    %0 = index.casts %big : index to i64
// ANY-NEXT:    %1 = index.castu %neg : index to i64
// ANY-NEXT:    return %c-2147483648_i32, %c-5_i64, %0, %c2147483648_i64, %1, %c-5_i16 : i32, i64, i64, i64, i64, i16
// ANY-NEXT:  }
// W64-NEXT:  func.func @from_index() -> (i32, i64, i64, i64, i64, i16) {
// W64-NEXT:    %c-2147483648_i32 = arith.constant -2147483648 : i32
// W64-NEXT:    %c-5_i64 = arith.constant -5 : i64
// W64-NEXT:    %c2147483648_i64 = arith.constant 2147483648 : i64
// W64-NEXT:    %c-5_i16 = arith.constant -5 : i16
// W64-NEXT:    return %c-2147483648_i32, %c-5_i64, %c2147483648_i64, %c2147483648_i64, %c-5_i64, %c-5_i16 : i32, i64, i64, i64, i64, i16
// W64-NEXT:  }
// W32-NEXT:  func.func @from_index() -> (i32, i64, i64, i64, i64, i16) {
// W32-NEXT:    %c-2147483648_i32 = arith.constant -2147483648 : i32
// W32-NEXT:    %c-5_i64 = arith.constant -5 : i64
// W32-NEXT:    %c-2147483648_i64 = arith.constant -2147483648 : i64
// W32-NEXT:    %c2147483648_i64 = arith.constant 2147483648 : i64
// W32-NEXT:    %c4294967291_i64 = arith.constant 4294967291 : i64
// W32-NEXT:    %c-5_i16 = arith.constant -5 : i16
// W32-NEXT:    return %c-2147483648_i32, %c-5_i64, %c-2147483648_i64, %c2147483648_i64, %c4294967291_i64, %c-5_i16 : i32, i64, i64, i64, i64, i16
// W32-NEXT:  }
func.func @from_index() -> (i32, i64, i64, i64, i64, i16) {
  %neg = index.constant -5
  %big = index.constant 0x80000000
  %0 = index.casts %big : index to i32
  %1 = index.casts %neg : index to i64
  %2 = index.casts %big : index to i64
  %3 = index.castu %big : index to i64
  %4 = index.castu %neg : index to i64
  %5 = arith.index_cast %neg : index to i16
  return %0, %1, %2, %3, %4, %5 : i32, i64, i64, i64, i64, i16
}
// ANY-NEXT: }
// W64-NEXT: }
// W32-NEXT: }
