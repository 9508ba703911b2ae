// hw.wire (HWMiscOps.td): `$input (sym $inner_sym)? (name "n")? attr-dict :
// type` returns its operand unchanged, on integers and aggregates; the
// spellings of CIRCT's own examples and test/Dialect/HW/basic.mlir, and the
// generic form (name and inner_sym as attributes or properties).

// RUN: combc eval %s --top=wires --hex -- 0x5a 0x1234 | FileCheck %s %exact --check-prefix=W
// W: 0x5a
// W-NEXT: 0x5a
// W-NEXT: 0x5a
// W-NEXT: 0x5a
// W-NEXT: 0x5a
// W-NEXT: 0x5a
// W-NEXT: 0x1234
// W-NEXT: 0x12
// W-NEXT: 0x5a
// W-NEXT: 0x5a
// RUN: combc %s --emit=mlir | combc eval - --top=wires --hex -- 0x5a 0x1234 | FileCheck %s %exact --check-prefix=W

hw.module @wires(in %x : i8, in %arr : !hw.array<2xi8>,
                 out w1 : i8, out w2 : i8, out w3 : i8, out w4 : i8, out w5 : i8, out w6 : i8,
                 out wa : !hw.array<2xi8>, out e1 : i8, out g1 : i8, out g2 : i8) {
  %w1 = hw.wire %x : i8
  %w2 = hw.wire %x sym @mySym : i8
  %w3 = hw.wire %x name "myWire" : i8
  %w4 = hw.wire %w1 sym @other name "both" : i8
  %w5 = hw.wire %w4 name "attrs" {someAttr = "foo"} : i8
  %w6 = hw.wire %late : i8
  %late = hw.wire %w2 : i8
  %wa = hw.wire %arr sym @arrSym : !hw.array<2xi8>
  %t = hw.constant true
  %e1 = hw.array_get %wa[%t] : !hw.array<2xi8>, i1
  %g1 = "hw.wire"(%x) {name = "gw"} : (i8) -> i8
  %g2 = "hw.wire"(%g1) <{inner_sym = #hw<innerSym@gsym>, name = "gw2"}> : (i8) -> i8
  hw.output %w1, %w2, %w3, %w4, %w5, %w6, %wa, %e1, %g1, %g2 : i8, i8, i8, i8, i8, i8, !hw.array<2xi8>, i8, i8, i8
}
