// Width 1: every comb arithmetic op on i1.
// Outputs: add sub mul divs divu mods modu shl shrs shru icmp-slt icmp-ult.

// as signed 1 is -1: -1 / -1 = MIN / -1 = MIN; shift by 1 >= width
// RUN: combc eval %s -- 1 1 | FileCheck %s %exact --check-prefix=V0
// V0: 0
// V0-NEXT: 0
// V0-NEXT: 1
// V0-NEXT: 1
// V0-NEXT: 1
// V0-NEXT: 0
// V0-NEXT: 0
// V0-NEXT: 0
// V0-NEXT: 1
// V0-NEXT: 0
// V0-NEXT: 0
// V0-NEXT: 0
// division by zero: all ones; remainder: the dividend
// RUN: combc eval %s -- 1 0 | FileCheck %s %exact --check-prefix=V1
// V1: 1
// V1-NEXT: 1
// V1-NEXT: 0
// V1-NEXT: 1
// V1-NEXT: 1
// V1-NEXT: 1
// V1-NEXT: 1
// V1-NEXT: 1
// V1-NEXT: 1
// V1-NEXT: 1
// V1-NEXT: 1
// V1-NEXT: 0
// RUN: combc eval %s -- 0 1 | FileCheck %s %exact --check-prefix=V2
// V2: 1
// V2-NEXT: 1
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 1
// RUN: combc eval %s -- 0 0 | FileCheck %s %exact --check-prefix=V3
// V3: 0
// V3-NEXT: 0
// V3-NEXT: 0
// V3-NEXT: 1
// V3-NEXT: 1
// V3-NEXT: 0
// V3-NEXT: 0
// V3-NEXT: 0
// V3-NEXT: 0
// V3-NEXT: 0
// V3-NEXT: 0
// V3-NEXT: 0

hw.module @alu(in %a : i1, in %b : i1, out add : i1, out sub : i1, out mul : i1, out divs : i1, out divu : i1, out mods : i1, out modu : i1, out shl : i1, out shrs : i1, out shru : i1, out slt : i1, out ult : i1) {
  %add = comb.add %a, %b : i1
  %sub = comb.sub %a, %b : i1
  %mul = comb.mul %a, %b : i1
  %divs = comb.divs %a, %b : i1
  %divu = comb.divu %a, %b : i1
  %mods = comb.mods %a, %b : i1
  %modu = comb.modu %a, %b : i1
  %shl = comb.shl %a, %b : i1
  %shrs = comb.shrs %a, %b : i1
  %shru = comb.shru %a, %b : i1
  %slt = comb.icmp slt %a, %b : i1
  %ult = comb.icmp ult %a, %b : i1
  hw.output %add, %sub, %mul, %divs, %divu, %mods, %modu, %shl, %shrs, %shru, %slt, %ult : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
