// Ports are paired by name and width: a port missing on one side, or of
// another width, is an error (exit 2), not a verdict.
// RUN: not combc lec %s %s --top-a=a8 --top-b=a9 2>&1 | FileCheck %s --check-prefix=WIDTH
// WIDTH: error: input 'x' is 8 bits wide in {{.*}} but 9 in
// RUN: not combc lec %s %s --top-a=a8 --top-b=other 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: input 'x' of {{.*}} is missing in
// RUN: combc lec %s %s --top-a=a8 --top-b=a9; test $? = 2
// RUN: not combc lec %s 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: lec needs two inputs, A and B
hw.module @a8(in %x : i8, out y : i8) {
  hw.output %x : i8
}
hw.module @a9(in %x : i9, out y : i8) {
  %0 = comb.extract %x from 0 : (i9) -> i8
  hw.output %0 : i8
}
hw.module @other(in %z : i8, out y : i8) {
  hw.output %z : i8
}
