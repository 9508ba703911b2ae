// One-element arrays.  CIRCT's index width rule for hw.array_get and
// hw.array_inject is exactly clog2(N) bits, except that a one-element array
// takes an i0 or an i1 index (isValidIndexBitWidth in lib/Dialect/HW/HWOps.cpp);
// hw.array_slice has no such exception, so slicing a one-element array
// takes an i0 index.  With an i1 index, index 1 is past the end: it reads 0
// and an inject there leaves the array unchanged (combc's choice).

// RUN: combc eval %s --top=get_i1 --hex -- 0xA5 0 | FileCheck %s %exact --check-prefix=I1_0
// I1_0: 0xa5
// I1_0-NEXT: 0xa5
// I1_0-NEXT: 0x3c
// RUN: combc eval %s --top=get_i1 --hex -- 0xA5 1 | FileCheck %s %exact --check-prefix=I1_1
// I1_1: 0x0
// I1_1-NEXT: 0xa5
// I1_1-NEXT: 0xa5
// RUN: combc eval %s --top=get_i0 --hex -- 0xA5 | FileCheck %s %exact --check-prefix=I0
// I0: 0xa5
// I0-NEXT: 0xa5
// I0-NEXT: 0x3c
// I0-NEXT: 0xa5
// RUN: combc %s --emit=mlir | combc eval - --top=get_i0 --hex -- 0xA5 | FileCheck %s %exact --check-prefix=I0

hw.module @get_i1(in %arr : !hw.array<1xi8>, in %i : i1, out e : i8, out bits : i8, out inj : !hw.array<1xi8>) {
  %e = hw.array_get %arr[%i] : !hw.array<1xi8>, i1
  %bits = hw.bitcast %arr : (!hw.array<1xi8>) -> i8
  %v = hw.constant 0x3c : i8
  %inj = hw.array_inject %arr[%i], %v : !hw.array<1xi8>, i1
  hw.output %e, %bits, %inj : i8, i8, !hw.array<1xi8>
}

hw.module @get_i0(in %arr : !hw.array<1xi8>, out e : i8, out eg : i8, out inj : !hw.array<1xi8>, out s : !hw.array<1xi8>) {
  %z = hw.constant 0 : i0
  %e = hw.array_get %arr[%z] : !hw.array<1xi8>, i0
  %eg = "hw.array_get"(%arr, %z) : (!hw.array<1xi8>, i0) -> i8
  %v = hw.constant 0x3c : i8
  %inj = hw.array_inject %arr[%z], %v : !hw.array<1xi8>, i0
  %s = hw.array_slice %arr[%z] : (!hw.array<1xi8>) -> !hw.array<1xi8>
  hw.output %e, %eg, %inj, %s : i8, i8, !hw.array<1xi8>, !hw.array<1xi8>
}
