// A constant index defined after its use (a graph region allows that) is
// read like any other index; an undefined one is an error, not a crash
// (mutfuzz: the constant-index shortcut of parse_agg.c read a forward
// reference as a value).  arr = 0x030201: element 1 = 2; element 3 is
// past the end of 3 and reads 0.
// RUN: combc eval %s --top=fwd 0x030201 | FileCheck %s %exact
// CHECK: 2
// CHECK-NEXT: 0
// RUN: printf 'hw.module @u(in %%%%arr : !hw.array<3xi8>, out e : i8) {\n  %%%%e = hw.array_get %%%%arr[%%%%c3] : !hw.array<3xi8>, i2\n  hw.output %%%%e : i8\n}\n' > %t.mlir
// RUN: combc %t.mlir -o %t.sv > %t.out 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=UNDEF < %t.out
// UNDEF: error: use of undefined value '%c3'
hw.module @fwd(in %arr : !hw.array<3xi8>, out e : i8, out past : i8) {
  %e = hw.array_get %arr[%c1] : !hw.array<3xi8>, i2
  %past = hw.array_get %arr[%c3] : !hw.array<3xi8>, i2
  %c1 = hw.constant 1 : i2
  %c3 = hw.constant 3 : i2
  hw.output %e, %past : i8, i8
}
