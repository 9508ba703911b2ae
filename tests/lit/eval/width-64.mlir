// Width 64: the largest single-word width.
// Outputs: add sub mul divs divu mods modu shl shrs shru icmp-slt icmp-ult.

// all ones + 1 wraps to 0
// RUN: combc eval %s -- 0xffffffffffffffff 1 | FileCheck %s %exact --check-prefix=V0
// V0: 0
// V0-NEXT: 18446744073709551614
// V0-NEXT: 18446744073709551615
// V0-NEXT: 18446744073709551615
// V0-NEXT: 18446744073709551615
// V0-NEXT: 0
// V0-NEXT: 0
// V0-NEXT: 18446744073709551614
// V0-NEXT: 18446744073709551615
// V0-NEXT: 9223372036854775807
// V0-NEXT: 1
// V0-NEXT: 0
// MIN / -1 = MIN, remainder 0
// RUN: combc eval %s -- 0x8000000000000000 0xffffffffffffffff | FileCheck %s %exact --check-prefix=V1
// V1: 9223372036854775807
// V1-NEXT: 9223372036854775809
// V1-NEXT: 9223372036854775808
// V1-NEXT: 9223372036854775808
// V1-NEXT: 0
// V1-NEXT: 0
// V1-NEXT: 9223372036854775808
// V1-NEXT: 0
// V1-NEXT: 18446744073709551615
// V1-NEXT: 0
// V1-NEXT: 1
// V1-NEXT: 1
// RUN: combc eval %s -- 0x100000000 0x100000000 | FileCheck %s %exact --check-prefix=V2
// V2: 8589934592
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 1
// V2-NEXT: 1
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// V2-NEXT: 0
// RUN: combc eval %s -- 0xffffffffffffffff 3 | FileCheck %s %exact --check-prefix=V3
// V3: 2
// V3-NEXT: 18446744073709551612
// V3-NEXT: 18446744073709551613
// V3-NEXT: 0
// V3-NEXT: 6148914691236517205
// V3-NEXT: 18446744073709551615
// V3-NEXT: 0
// V3-NEXT: 18446744073709551608
// V3-NEXT: 18446744073709551615
// V3-NEXT: 2305843009213693951
// V3-NEXT: 1
// V3-NEXT: 0
// shift by width - 1
// RUN: combc eval %s -- 0x8000000000000000 63 | FileCheck %s %exact --check-prefix=V4
// V4: 9223372036854775871
// V4-NEXT: 9223372036854775745
// V4-NEXT: 9223372036854775808
// V4-NEXT: 18300341342965825016
// V4-NEXT: 146402730743726600
// V4-NEXT: 18446744073709551608
// V4-NEXT: 8
// V4-NEXT: 0
// V4-NEXT: 18446744073709551615
// V4-NEXT: 1
// V4-NEXT: 1
// V4-NEXT: 0
// shift by width
// RUN: combc eval %s -- 12345 64 | FileCheck %s %exact --check-prefix=V5
// V5: 12409
// V5-NEXT: 12281
// V5-NEXT: 790080
// V5-NEXT: 192
// V5-NEXT: 192
// V5-NEXT: 57
// V5-NEXT: 57
// V5-NEXT: 0
// V5-NEXT: 0
// V5-NEXT: 0
// V5-NEXT: 0
// V5-NEXT: 0
// by zero
// RUN: combc eval %s -- 7 0 | FileCheck %s %exact --check-prefix=V6
// V6: 7
// V6-NEXT: 7
// V6-NEXT: 0
// V6-NEXT: 18446744073709551615
// V6-NEXT: 18446744073709551615
// V6-NEXT: 7
// V6-NEXT: 7
// V6-NEXT: 7
// V6-NEXT: 7
// V6-NEXT: 7
// V6-NEXT: 0
// V6-NEXT: 0

hw.module @alu(in %a : i64, in %b : i64, out add : i64, out sub : i64, out mul : i64, out divs : i64, out divu : i64, out mods : i64, out modu : i64, out shl : i64, out shrs : i64, out shru : i64, out slt : i1, out ult : i1) {
  %add = comb.add %a, %b : i64
  %sub = comb.sub %a, %b : i64
  %mul = comb.mul %a, %b : i64
  %divs = comb.divs %a, %b : i64
  %divu = comb.divu %a, %b : i64
  %mods = comb.mods %a, %b : i64
  %modu = comb.modu %a, %b : i64
  %shl = comb.shl %a, %b : i64
  %shrs = comb.shrs %a, %b : i64
  %shru = comb.shru %a, %b : i64
  %slt = comb.icmp slt %a, %b : i64
  %ult = comb.icmp ult %a, %b : i64
  hw.output %add, %sub, %mul, %divs, %divu, %mods, %modu, %shl, %shrs, %shru, %slt, %ult : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i1, i1
}
