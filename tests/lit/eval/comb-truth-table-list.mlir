// comb.truth_table with CIRCT's list table: the result is element `index`,
// index = in0 << (n-1) | ... (MSB-first, README, Semantics).

// RUN: combc eval %s --top=tt2 -- 0 0 | FileCheck %s %exact --check-prefix=A00
// A00: 0
// RUN: combc eval %s --top=tt2 -- 0 1 | FileCheck %s %exact --check-prefix=A01
// A01: 1
// RUN: combc eval %s --top=tt2 -- 1 0 | FileCheck %s %exact --check-prefix=A10
// A10: 0
// RUN: combc eval %s --top=tt2 -- 1 1 | FileCheck %s %exact --check-prefix=A11
// A11: 0
// RUN: combc eval %s --top=and3 -- 1 1 1 | FileCheck %s %exact --check-prefix=AND111
// AND111: 1
// RUN: combc eval %s --top=and3 -- 1 1 0 | FileCheck %s %exact --check-prefix=AND110
// AND110: 0
// element 4
// RUN: combc eval %s --top=mix3 -- 1 0 0 | FileCheck %s %exact --check-prefix=B100
// B100: 1
// element 1
// RUN: combc eval %s --top=mix3 -- 0 0 1 | FileCheck %s %exact --check-prefix=B001
// B001: 0
// element 6
// RUN: combc eval %s --top=mix3 -- 1 1 0 | FileCheck %s %exact --check-prefix=B110
// B110: 0
// element 3
// RUN: combc eval %s --top=mix3 -- 0 1 1 | FileCheck %s %exact --check-prefix=B011
// B011: 1

hw.module @tt2(in %a : i1, in %b : i1, out y : i1) {
  %0 = comb.truth_table %a, %b -> [false, true, false, false]
  hw.output %0 : i1
}
hw.module @and3(in %a : i1, in %b : i1, in %c : i1, out y : i1) {
  %0 = comb.truth_table %a, %b, %c -> [false, false, false, false, false, false, false, true]
  hw.output %0 : i1
}
hw.module @mix3(in %a : i1, in %b : i1, in %c : i1, out y : i1) {
  %0 = comb.truth_table %a, %b, %c -> [false, false, true, true, true, false, false, true]
  hw.output %0 : i1
}
