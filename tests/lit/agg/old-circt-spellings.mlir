// Older CIRCT printed `comb.concat %a, %b : (i1, i8) -> i9` and
// `hw.array_slice %a at %i : (...) -> ...`; both read as the current
// forms (they were syntax errors).  Expected values by hand:
// concat {a, b} with a = 1, b = 3: 0x103; z is i0 and prints nothing.
// slice of [1, 2, 3, 4] (element 0 = 0x01) at 1: {3, 2} = 0x302; at 3:
// {past the end = 0, 4} = 0x4.
// RUN: combc eval %s --top=cat 1 3 --hex | FileCheck %s %exact --check-prefix=CAT
// CAT: 0x103
// RUN: combc eval %s --top=slice 0x04030201 1 --hex | FileCheck %s %exact --check-prefix=S1
// S1: 0x302
// S1-NEXT: 0x302
// RUN: combc eval %s --top=slice 0x04030201 3 --hex | FileCheck %s %exact --check-prefix=S3
// S3: 0x4
// S3-NEXT: 0x4
// A result type that is not the operands' total width is an error.
// RUN: printf 'hw.module @m(in %%%%a : i1, in %%%%b : i8, out y : i8) {\n  %%%%y = comb.concat %%%%a, %%%%b : (i1, i8) -> i8\n  hw.output %%%%y : i8\n}\n' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: 'comb.concat' result must be i9, the operands' total width
hw.module @cat(in %a : i1, in %b : i8, out y : i9, out z : i0) {
  %y = comb.concat %a, %b : (i1, i8) -> i9
  %z = comb.concat : () -> i0
  hw.output %y, %z : i9, i0
}
hw.module @slice(in %a : !hw.array<4xi8>, in %i : i2, out y : !hw.array<2xi8>, out z : !hw.array<2xi8>) {
  %y = hw.array_slice %a at %i : (!hw.array<4xi8>) -> !hw.array<2xi8>
  %z = hw.array_slice %a[%i] : (!hw.array<4xi8>) -> !hw.array<2xi8>
  hw.output %y, %z : !hw.array<2xi8>, !hw.array<2xi8>
}
