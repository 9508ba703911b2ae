// Width 65: one bit past a machine word.
// Outputs: add sub mul divs divu mods modu shl shrs shru icmp-slt icmp-ult.

// carry into bit 64
// RUN: combc eval %s -- 0xffffffffffffffff 1 | FileCheck %s %exact --check-prefix=V0
// V0: 18446744073709551616
// V0-NEXT: 18446744073709551614
// V0-NEXT: 18446744073709551615
// V0-NEXT: 18446744073709551615
// V0-NEXT: 18446744073709551615
// V0-NEXT: 0
// V0-NEXT: 0
// V0-NEXT: 36893488147419103230
// V0-NEXT: 9223372036854775807
// V0-NEXT: 9223372036854775807
// V0-NEXT: 0
// V0-NEXT: 0
// MIN / -1 = MIN (2^64), remainder 0
// RUN: combc eval %s -- 0x10000000000000000 0x1ffffffffffffffff | FileCheck %s %exact --check-prefix=V1
// V1: 18446744073709551615
// V1-NEXT: 18446744073709551617
// V1-NEXT: 18446744073709551616
// V1-NEXT: 18446744073709551616
// V1-NEXT: 0
// V1-NEXT: 0
// V1-NEXT: 18446744073709551616
// V1-NEXT: 0
// V1-NEXT: 36893488147419103231
// V1-NEXT: 0
// V1-NEXT: 1
// V1-NEXT: 1
// product crosses the word boundary
// RUN: combc eval %s -- 0x10000000000000001 0x10000000000000001 | FileCheck %s %exact --check-prefix=V2
// V2: 2
// V2-NEXT: 0
// V2-NEXT: 1
// V2-NEXT: 1
// V2-NEXT: 1
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 36893488147419103231
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// negative / 2 rounds toward zero
// RUN: combc eval %s -- 0x1fffffffffffffff9 2 | FileCheck %s %exact --check-prefix=V3
// V3: 36893488147419103227
// V3-NEXT: 36893488147419103223
// V3-NEXT: 36893488147419103218
// V3-NEXT: 36893488147419103229
// V3-NEXT: 18446744073709551612
// V3-NEXT: 36893488147419103231
// V3-NEXT: 1
// V3-NEXT: 36893488147419103204
// V3-NEXT: 36893488147419103230
// V3-NEXT: 9223372036854775806
// V3-NEXT: 1
// V3-NEXT: 0
// shift by width - 1
// RUN: combc eval %s -- 0x10000000000000000 64 | FileCheck %s %exact --check-prefix=V4
// V4: 18446744073709551680
// V4-NEXT: 18446744073709551552
// V4-NEXT: 0
// V4-NEXT: 36605257771267391488
// V4-NEXT: 288230376151711744
// V4-NEXT: 0
// V4-NEXT: 0
// V4-NEXT: 0
// V4-NEXT: 36893488147419103231
// V4-NEXT: 1
// V4-NEXT: 1
// V4-NEXT: 0
// shift by width
// RUN: combc eval %s -- 0x10000000000000000 65 | FileCheck %s %exact --check-prefix=V5
// V5: 18446744073709551681
// V5-NEXT: 18446744073709551551
// V5-NEXT: 18446744073709551616
// V5-NEXT: 36609692084746648592
// V5-NEXT: 283796062672454640
// V5-NEXT: 36893488147419103216
// V5-NEXT: 16
// V5-NEXT: 0
// V5-NEXT: 36893488147419103231
// V5-NEXT: 0
// V5-NEXT: 1
// V5-NEXT: 0
// by zero
// RUN: combc eval %s -- 5 0 | FileCheck %s %exact --check-prefix=V6
// V6: 5
// V6-NEXT: 5
// V6-NEXT: 0
// V6-NEXT: 36893488147419103231
// V6-NEXT: 36893488147419103231
// V6-NEXT: 5
// V6-NEXT: 5
// V6-NEXT: 5
// V6-NEXT: 5
// V6-NEXT: 5
// V6-NEXT: 0
// V6-NEXT: 0

hw.module @alu(in %a : i65, in %b : i65, out add : i65, out sub : i65, out mul : i65, out divs : i65, out divu : i65, out mods : i65, out modu : i65, out shl : i65, out shrs : i65, out shru : i65, out slt : i1, out ult : i1) {
  %add = comb.add %a, %b : i65
  %sub = comb.sub %a, %b : i65
  %mul = comb.mul %a, %b : i65
  %divs = comb.divs %a, %b : i65
  %divu = comb.divu %a, %b : i65
  %mods = comb.mods %a, %b : i65
  %modu = comb.modu %a, %b : i65
  %shl = comb.shl %a, %b : i65
  %shrs = comb.shrs %a, %b : i65
  %shru = comb.shru %a, %b : i65
  %slt = comb.icmp slt %a, %b : i65
  %ult = comb.icmp ult %a, %b : i65
  hw.output %add, %sub, %mul, %divs, %divu, %mods, %modu, %shl, %shrs, %shru, %slt, %ult : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i1, i1
}
