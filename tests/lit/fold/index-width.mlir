// --emit=mlir folding of `index` with and without --index-width.
//
// Without --index-width (ANY) an index op folds only when a 32-bit and a
// 64-bit target compute the same thing (the index dialect's folding rule): the folded
// constant is the 64-bit result, and index.sizeof stays.  With
// --index-width=W everything folds at W bits, index.sizeof becomes W, and
// index constants print as their W-bit value, sign-extended.  Cases the
// index dialect leaves undefined stay: shifts by >= the width (at W = 0 that
// is >= 32, undefined on a 32-bit target) and division by zero.
//
// RUN: combc %s --emit=mlir | FileCheck %s %exact --check-prefix=ANY
// RUN: combc %s --emit=mlir --index-width=64 | FileCheck %s %exact --check-prefix=W64
// RUN: combc %s --emit=mlir --index-width=32 | FileCheck %s %exact --check-prefix=W32
//
// The output computes what the input computes, at the width(s) it was made for:
// RUN: %python %S/Inputs/roundtrip.py combc %s | FileCheck %s --check-prefix=RT
// RUN: %python %S/Inputs/roundtrip.py combc %s --index-width=32 | FileCheck %s --check-prefix=RT
// RUN: %python %S/Inputs/roundtrip.py combc %s --index-width=64 | FileCheck %s --check-prefix=RT
// RT: roundtrip: 6 functions, {{[0-9]+}} evaluations agree
//
// ANY: module {
// W64: module {
// W32: module {

// 0x100000000 / 2 is 0x80000000 on 64 bits but 0 / 2 = 0 on 32 bits.
// ANY-NEXT:  func.func @divs_width() -> index {
// ANY-NEXT:    %a = index.constant 4294967296
// ANY-NEXT:    %c2 = index.constant 2
// ANY-NEXT:    %0 = index.divs %a, %c2
// ANY-NEXT:    return %0 : index
// ANY-NEXT:  }
// W64-NEXT:  func.func @divs_width() -> index {
// W64-NEXT:    %idx2147483648 = index.constant 2147483648
// W64-NEXT:    return %idx2147483648 : index
// W64-NEXT:  }
// At 32 bits %a itself is 0 (printed so), and the folded 0 is that constant.
// W32-NEXT:  func.func @divs_width() -> index {
// W32-NEXT:    %a = index.constant 0
// W32-NEXT:    return %a : index
// W32-NEXT:  }
func.func @divs_width() -> index {
  %a = index.constant 0x100000000
  %c2 = index.constant 2
  %0 = index.divs %a, %c2
  return %0 : index
}

// The issue's examples: divs(0x200000000, -2) and sub(-2000000000, 3000000000)
// agree on both targets (the 64-bit results -4294967296 and -5000000000
// truncate to the 32-bit results 0 and -705032704), so the 64-bit results are
// kept.  At --index-width=32: 0x200000000 truncates to 0, 0 / -2 = 0, and
// -5000000000 mod 2^32, read signed, is -705032704.
// ANY-NEXT:  func.func @agree() -> (index, index) {
// ANY-NEXT:    %idx-4294967296 = index.constant -4294967296
// ANY-NEXT:    %idx-5000000000 = index.constant -5000000000
// ANY-NEXT:    return %idx-4294967296, %idx-5000000000 : index, index
// ANY-NEXT:  }
// W64-NEXT:  func.func @agree() -> (index, index) {
// W64-NEXT:    %idx-4294967296 = index.constant -4294967296
// W64-NEXT:    %idx-5000000000 = index.constant -5000000000
// W64-NEXT:    return %idx-4294967296, %idx-5000000000 : index, index
// W64-NEXT:  }
// W32-NEXT:  func.func @agree() -> (index, index) {
// W32-NEXT:    %a = index.constant 0
// W32-NEXT:    %idx-705032704 = index.constant -705032704
// W32-NEXT:    return %a, %idx-705032704 : index, index
// W32-NEXT:  }
func.func @agree() -> (index, index) {
  %a = index.constant 0x200000000
  %b = index.constant -2
  %c = index.constant -2000000000
  %d = index.constant 3000000000
  %0 = index.divs %a, %b
  %1 = index.sub %c, %d
  return %0, %1 : index, index
}

// index.sizeof only folds once the width is chosen.
// ANY-NEXT:  func.func @sizeof() -> (index, index) {
// ANY-NEXT:    %c2 = index.constant 2
// ANY-NEXT:    %s = index.sizeof
// ANY-NEXT:    %0 = index.mul %s, %c2
// ANY-NEXT:    return %s, %0 : index, index
// ANY-NEXT:  }
// W64-NEXT:  func.func @sizeof() -> (index, index) {
// W64-NEXT:    %idx64 = index.constant 64
// W64-NEXT:    %idx128 = index.constant 128
// W64-NEXT:    return %idx64, %idx128 : index, index
// W64-NEXT:  }
// W32-NEXT:  func.func @sizeof() -> (index, index) {
// W32-NEXT:    %idx32 = index.constant 32
// W32-NEXT:    %idx64 = index.constant 64
// W32-NEXT:    return %idx32, %idx64 : index, index
// W32-NEXT:  }
func.func @sizeof() -> (index, index) {
  %s = index.sizeof
  %c2 = index.constant 2
  %0 = index.mul %s, %c2
  return %s, %0 : index, index
}

// shl by 31 folds everywhere (on 32 bits the result is 0x80000000, which
// prints sign-extended); by 32 only at W = 64; by 64 never.
// ANY-NEXT:  func.func @shifts() -> (index, index, index) {
// ANY-NEXT:    %one = index.constant 1
// ANY-NEXT:    %c32 = index.constant 32
// ANY-NEXT:    %c64 = index.constant 64
// ANY-NEXT:    %idx2147483648 = index.constant 2147483648
// ANY-NEXT:    %0 = index.shl %one, %c32
// ANY-NEXT:    %1 = index.shl %one, %c64
// ANY-NEXT:    return %idx2147483648, %0, %1 : index, index, index
// ANY-NEXT:  }
// W64-NEXT:  func.func @shifts() -> (index, index, index) {
// W64-NEXT:    %one = index.constant 1
// W64-NEXT:    %c64 = index.constant 64
// W64-NEXT:    %idx2147483648 = index.constant 2147483648
// W64-NEXT:    %idx4294967296 = index.constant 4294967296
// W64-NEXT:    %0 = index.shl %one, %c64
// W64-NEXT:    return %idx2147483648, %idx4294967296, %0 : index, index, index
// W64-NEXT:  }
// W32-NEXT:  func.func @shifts() -> (index, index, index) {
// W32-NEXT:    %one = index.constant 1
// W32-NEXT:    %c32 = index.constant 32
// W32-NEXT:    %c64 = index.constant 64
// W32-NEXT:    %idx-2147483648 = index.constant -2147483648
// W32-NEXT:    %0 = index.shl %one, %c32
// W32-NEXT:    %1 = index.shl %one, %c64
// W32-NEXT:    return %idx-2147483648, %0, %1 : index, index, index
// W32-NEXT:  }
func.func @shifts() -> (index, index, index) {
  %one = index.constant 1
  %c31 = index.constant 31
  %c32 = index.constant 32
  %c64 = index.constant 64
  %0 = index.shl %one, %c31
  %1 = index.shl %one, %c32
  %2 = index.shl %one, %c64
  return %0, %1, %2 : index, index, index
}

// 1 < 0x100000000 on 64 bits; on 32 bits the right side is 0.
// ANY-NEXT:  func.func @cmp_width() -> (i1, i1) {
// ANY-NEXT:    %one = index.constant 1
// ANY-NEXT:    %big = index.constant 4294967296
// ANY-NEXT:    %0 = index.cmp slt(%one, %big)
// ANY-NEXT:    %1 = index.cmp ult(%one, %big)
// ANY-NEXT:    return %0, %1 : i1, i1
// ANY-NEXT:  }
// W64-NEXT:  func.func @cmp_width() -> (i1, i1) {
// W64-NEXT:    %true = index.bool.constant true
// W64-NEXT:    return %true, %true : i1, i1
// W64-NEXT:  }
// W32-NEXT:  func.func @cmp_width() -> (i1, i1) {
// W32-NEXT:    %false = index.bool.constant false
// W32-NEXT:    return %false, %false : i1, i1
// W32-NEXT:  }
func.func @cmp_width() -> (i1, i1) {
  %one = index.constant 1
  %big = index.constant 0x100000000
  %0 = index.cmp slt(%one, %big)
  %1 = index.cmp ult(%one, %big)
  return %0, %1 : i1, i1
}

// With --index-width=32 an index constant prints as its 32-bit value; the
// division by zero stays at every width.
// ANY-NEXT:  func.func @normalize(%x: index) -> (index, index) {
// ANY-NEXT:    %big = index.constant 4294967301
// ANY-NEXT:    %z = index.constant 0
// ANY-NEXT:    %0 = index.add %x, %big
// ANY-NEXT:    %1 = index.divu %big, %z
// ANY-NEXT:    return %0, %1 : index, index
// ANY-NEXT:  }
// W64-NEXT:  func.func @normalize(%x: index) -> (index, index) {
// W64-NEXT:    %big = index.constant 4294967301
// W64-NEXT:    %z = index.constant 0
// W64-NEXT:    %0 = index.add %x, %big
// W64-NEXT:    %1 = index.divu %big, %z
// W64-NEXT:    return %0, %1 : index, index
// W64-NEXT:  }
// W32-NEXT:  func.func @normalize(%x: index) -> (index, index) {
// W32-NEXT:    %big = index.constant 5
// W32-NEXT:    %z = index.constant 0
// W32-NEXT:    %0 = index.add %x, %big
// W32-NEXT:    %1 = index.divu %big, %z
// W32-NEXT:    return %0, %1 : index, index
// W32-NEXT:  }
func.func @normalize(%x: index) -> (index, index) {
  %big = index.constant 0x100000005
  %z = index.constant 0
  %0 = index.add %x, %big
  %1 = index.divu %big, %z
  return %0, %1 : index, index
}
// ANY-NEXT: }
// W64-NEXT: }
// W32-NEXT: }
