// fold.c identities: every output below simplifies to an input, a
// constant, or one cheaper op; the optimized module reads back and
// evaluates like the input.
//
// RUN: combc %s --emit=mlir -O2 | FileCheck %s %exact --check-prefix=MLIR
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=ids -- 0x5a 0x0f 1 0 | FileCheck %s %exact --check-prefix=EV
// RUN: combc eval %s --top=ids -- 0x5a 0x0f 1 0 | FileCheck %s %exact --check-prefix=EV
// RUN: combc %s --emit=mlir -O2 | combc eval - --top=ids -- 0xff 0x80 0 1 | FileCheck %s %exact --check-prefix=EV2
// RUN: combc eval %s --top=ids -- 0xff 0x80 0 1 | FileCheck %s %exact --check-prefix=EV2
//
// MLIR:      module {
// MLIR-NEXT:   hw.module @ids(in %x : i8, in %y : i8, in %c : i1, in %d : i1, out and0 : i8, out andm : i8, out or0 : i8, out orm : i8, out xorx : i8, out xor0 : i8, out subx : i8, out sub0 : i8, out add0 : i8, out mul0 : i8, out mul1 : i8, out notnot : i8, out muxeq : i8, out muxk : i8, out mux1 : i1, out mux2 : i1, out mux3 : i1, out xnx : i8, out subc : i8, out addc : i8, out notcmp : i1) {
// MLIR-NEXT:     %c0 = hw.constant 0 : i8
// MLIR-NEXT:     %cm1 = hw.constant -1 : i8
// MLIR-NEXT:     %c-3_i8 = hw.constant -3 : i8
// (c ? d : 0 = c & d;  c ? 1 : d = c | d;  c ? 0 : 1 = ~c)
// MLIR-NEXT:     %mux1 = comb.and %c, %d : i1
// MLIR-NEXT:     %mux2 = comb.or %c, %d : i1
// MLIR-NEXT:     %true = hw.constant true
// MLIR-NEXT:     %mux3 = comb.xor %c, %true : i1
// (x - 3 = x + (-3), and (x + (-3)) + 3 = x)
// MLIR-NEXT:     %subc = comb.add %x, %c-3_i8 : i8
// MLIR-NEXT:     %notcmp = comb.icmp uge %x, %y : i8
// MLIR-NEXT:     hw.output %c0, %x, %x, %cm1, %c0, %x, %c0, %x, %x, %c0, %x, %x, %y, %x, %mux1, %mux2, %mux3, %cm1, %subc, %x, %notcmp : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i1, i8, i8, i8, i1
// MLIR-NEXT:   }
// MLIR-NEXT: }
//
// x = 0x5a, y = 0x0f, c = 1, d = 0:
// EV: 0
// EV-NEXT: 90
// EV-NEXT: 90
// EV-NEXT: 255
// EV-NEXT: 0
// EV-NEXT: 90
// EV-NEXT: 0
// EV-NEXT: 90
// EV-NEXT: 90
// EV-NEXT: 0
// EV-NEXT: 90
// EV-NEXT: 90
// EV-NEXT: 15
// EV-NEXT: 90
// EV-NEXT: 0
// EV-NEXT: 1
// EV-NEXT: 0
// EV-NEXT: 255
// (0x5a - 3 = 87)
// EV-NEXT: 87
// EV-NEXT: 90
// (!(0x5a <u 0x0f))
// EV-NEXT: 1
//
// x = 0xff, y = 0x80, c = 0, d = 1:
// EV2: 0
// EV2-NEXT: 255
// EV2-NEXT: 255
// EV2-NEXT: 255
// EV2-NEXT: 0
// EV2-NEXT: 255
// EV2-NEXT: 0
// EV2-NEXT: 255
// EV2-NEXT: 255
// EV2-NEXT: 0
// EV2-NEXT: 255
// EV2-NEXT: 255
// EV2-NEXT: 128
// EV2-NEXT: 255
// EV2-NEXT: 0
// EV2-NEXT: 1
// EV2-NEXT: 1
// EV2-NEXT: 255
// EV2-NEXT: 252
// EV2-NEXT: 255
// EV2-NEXT: 1
hw.module @ids(in %x : i8, in %y : i8, in %c : i1, in %d : i1,
    out and0 : i8, out andm : i8, out or0 : i8, out orm : i8, out xorx : i8,
    out xor0 : i8, out subx : i8, out sub0 : i8, out add0 : i8,
    out mul0 : i8, out mul1 : i8, out notnot : i8, out muxeq : i8,
    out muxk : i8, out mux1 : i1, out mux2 : i1, out mux3 : i1,
    out xnx : i8, out subc : i8, out addc : i8, out notcmp : i1) {
  %c0 = hw.constant 0 : i8
  %cm1 = hw.constant -1 : i8
  %c1 = hw.constant 1 : i8
  %c3 = hw.constant 3 : i8
  %t = hw.constant true
  %f = hw.constant false
  %and0 = comb.and %x, %c0 : i8
  %andm = comb.and %cm1, %x : i8
  %or0 = comb.or %c0, %x : i8
  %orm = comb.or %x, %cm1 : i8
  %xorx = comb.xor %x, %x : i8
  %xor0 = comb.xor %x, %c0 : i8
  %subx = comb.sub %x, %x : i8
  %sub0 = comb.sub %x, %c0 : i8
  %add0 = comb.add %c0, %x : i8
  %mul0 = comb.mul %x, %c0 : i8
  %mul1 = comb.mul %c1, %x : i8
  %n1 = comb.xor %x, %cm1 : i8
  %notnot = comb.xor %n1, %cm1 : i8
  %muxeq = comb.mux %c, %y, %y : i8
  %muxk = comb.mux %t, %x, %y : i8
  %mux1 = comb.mux %c, %d, %f : i1
  %mux2 = comb.mux %c, %t, %d : i1
  %mux3 = comb.mux %c, %f, %t : i1
  %xnx = comb.xor %x, %n1 : i8
  %subc = comb.sub %x, %c3 : i8
  %addc = comb.add %subc, %c3 : i8
  %lt = comb.icmp ult %x, %y : i8
  %notcmp = comb.xor %lt, %t : i1
  hw.output %and0, %andm, %or0, %orm, %xorx, %xor0, %subx, %sub0, %add0,
    %mul0, %mul1, %notnot, %muxeq, %muxk, %mux1, %mux2, %mux3, %xnx, %subc,
    %addc, %notcmp
    : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i1,
      i8, i8, i8, i1
}
