// Wide ANDs packed into LUT-sized groups (balance.c, aig_balance_k).  A
// 12-bit equality reads 24 inputs; a tree of 6-input LUTs over n inputs
// has at least ceil((n - 1) / 5) LUTs (each LUT but the root feeds one
// input of another), so 5 is the fewest, at depth 2: four LUTs of three
// bit pairs and their AND.  The balanced AND tree pairs the XNORs two by
// two, and its LUTs hold four inputs (7 LUTs) unless the leaves are
// grouped.  The 24-bit equality: 48 inputs, ceil(47 / 5) = 10 LUTs.  The
// 7-bit inequality: 14 inputs, ceil(13 / 5) = 3.  With --lut-depth=any
// the counts must not grow (the 8-bit one had been 4 there, one more than
// at the minimum depth).  Values by hand: 0x0ab = 0x0ab, 0x0ab != 0x8ab.
// RUN: combc %s --top=eq12 --emit=blif -o %t.12.blif --stats 2>&1 | FileCheck %s --check-prefix=D12
// D12: mfs {{.*}} luts=5 depth=2
// RUN: combc %s --top=eq24 --emit=blif -o %t.24.blif --stats 2>&1 | FileCheck %s --check-prefix=D24
// D24: mfs {{.*}} luts=10 depth=3
// RUN: combc %s --top=ne7 --emit=blif -o %t.7.blif --stats 2>&1 | FileCheck %s --check-prefix=D7
// D7: mfs {{.*}} luts=3 depth=2
// RUN: combc %s --top=eq8 --lut-depth=any --emit=blif -o %t.8.blif --stats 2>&1 | FileCheck %s --check-prefix=D8
// D8: mfs {{.*}} luts=3 depth=2
// RUN: combc lec %s %t.12.blif --top-a=eq12 | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.24.blif --top-a=eq24 | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.7.blif --top-a=ne7 | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.8.blif --top-a=eq8 | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc %s --top=eq12 --emit=lut-mlir -o %t.12.mlir
// RUN: combc eval %t.12.mlir --top=eq12 -- 0x0ab 0x0ab | FileCheck %s --check-prefix=T
// T: 1
// RUN: combc eval %t.12.mlir --top=eq12 -- 0x0ab 0x8ab | FileCheck %s --check-prefix=F
// F: 0
// RUN: combc sim %s --top=ne7 --emit=lut-sv --simulator=iverilog | FileCheck %s --check-prefix=SIM
// SIM: (exhaustive), 0 mismatches
hw.module @eq12(in %a : i12, in %b : i12, out y : i1) {
  %y = comb.icmp eq %a, %b : i12
  hw.output %y : i1
}
hw.module @eq24(in %a : i24, in %b : i24, out y : i1) {
  %y = comb.icmp eq %a, %b : i24
  hw.output %y : i1
}
hw.module @ne7(in %a : i7, in %b : i7, out y : i1) {
  %y = comb.icmp ne %a, %b : i7
  hw.output %y : i1
}
hw.module @eq8(in %a : i8, in %b : i8, out y : i1) {
  %y = comb.icmp eq %a, %b : i8
  hw.output %y : i1
}
