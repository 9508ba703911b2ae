// comb.mux on aggregate values (CIRCT's comb.mux takes any type: its
// HWAggregateToComb pass re-creates it on the bitcast integers), custom and
// generic form, and reading an element of a mux result.

// RUN: combc eval %s --top=mux_array --hex -- 1 0x332211 0x665544 2 | FileCheck %s %exact --check-prefix=T
// T: 0x332211
// T-NEXT: 0x332211
// T-NEXT: 0x33
// RUN: combc eval %s --top=mux_array --hex -- 0 0x332211 0x665544 2 | FileCheck %s %exact --check-prefix=F
// F: 0x665544
// F-NEXT: 0x665544
// F-NEXT: 0x66
// index 3 is past the end of the 3-element mux result: 0.
// RUN: combc eval %s --top=mux_array --hex -- 0 0x332211 0x665544 3 | FileCheck %s %exact --check-prefix=F3
// F3: 0x665544
// F3-NEXT: 0x665544
// F3-NEXT: 0x0
// RUN: combc %s --emit=mlir | combc eval - --top=mux_array --hex -- 0 0x332211 0x665544 2 | FileCheck %s %exact --check-prefix=F
//
// A struct: pick one of two {valid, data} pairs by a comparison of their
// data, then extract; the third result is the other one (arms swapped,
// `comb.mux bin`).  (1, 0x10) against (0, 0x20): the larger data wins.
// RUN: combc eval %s --top=mux_struct --hex -- 0x110 0x020 | FileCheck %s %exact --check-prefix=S
// S: 0x20
// S-NEXT: 0x0
// S-NEXT: 0x110
// RUN: combc eval %s --top=mux_struct --hex -- 0x1ff 0x020 | FileCheck %s %exact --check-prefix=S2
// S2: 0x1ff
// S2-NEXT: 0x1
// S2-NEXT: 0x20

hw.module @mux_array(in %c : i1, in %x : !hw.array<3xi8>, in %y : !hw.array<3xi8>, in %i : i2,
                     out o : !hw.array<3xi8>, out og : !hw.array<3xi8>, out e : i8) {
  %o = comb.mux %c, %x, %y : !hw.array<3xi8>
  %og = "comb.mux"(%c, %x, %y) : (i1, !hw.array<3xi8>, !hw.array<3xi8>) -> !hw.array<3xi8>
  %e = hw.array_get %og[%i] : !hw.array<3xi8>, i2
  hw.output %o, %og, %e : !hw.array<3xi8>, !hw.array<3xi8>, i8
}

!P = !hw.struct<valid: i1, data: i8>

hw.module @mux_struct(in %p : !P, in %q : !P, out s : !P, out valid : i1, out t : !P) {
  %pd = hw.struct_extract %p["data"] : !P
  %qd = hw.struct_extract %q["data"] : !P
  %gt = comb.icmp ugt %qd, %pd : i8
  %s = comb.mux %gt, %q, %p : !P
  %valid = hw.struct_extract %s["valid"] : !P
  %t = comb.mux bin %gt, %p, %q : !hw.struct<valid: i1, data: i8>
  hw.output %s, %valid, %t : !P, i1, !P
}
