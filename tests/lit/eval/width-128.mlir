// Width 128.
// Outputs: add sub mul divs divu mods modu shl shrs shru icmp-slt icmp-ult.

// RUN: combc eval %s --hex -- 0xffffffffffffffffffffffffffffffff 1 | FileCheck %s %exact --check-prefix=V0
// V0: 0x0
// V0-NEXT: 0xfffffffffffffffffffffffffffffffe
// V0-NEXT: 0xffffffffffffffffffffffffffffffff
// V0-NEXT: 0xffffffffffffffffffffffffffffffff
// V0-NEXT: 0xffffffffffffffffffffffffffffffff
// V0-NEXT: 0x0
// V0-NEXT: 0x0
// V0-NEXT: 0xfffffffffffffffffffffffffffffffe
// V0-NEXT: 0xffffffffffffffffffffffffffffffff
// V0-NEXT: 0x7fffffffffffffffffffffffffffffff
// V0-NEXT: 0x1
// V0-NEXT: 0x0
// full 128-bit product
// RUN: combc eval %s --hex -- 0xffffffffffffffff 0xffffffffffffffff | FileCheck %s %exact --check-prefix=V1
// V1: 0x1fffffffffffffffe
// V1-NEXT: 0x0
// V1-NEXT: 0xfffffffffffffffe0000000000000001
// V1-NEXT: 0x1
// V1-NEXT: 0x1
// V1-NEXT: 0x0
// V1-NEXT: 0x0
// V1-NEXT: 0x0
// V1-NEXT: 0x0
// V1-NEXT: 0x0
// V1-NEXT: 0x0
// V1-NEXT: 0x0
// (2^128 - 1) / (2^64 + 1) = 2^64 - 1
// RUN: combc eval %s --hex -- 0xffffffffffffffffffffffffffffffff 0x10000000000000001 | FileCheck %s %exact --check-prefix=V2
// V2: 0x10000000000000000
// V2-NEXT: 0xfffffffffffffffefffffffffffffffe
// V2-NEXT: 0xfffffffffffffffeffffffffffffffff
// V2-NEXT: 0x0
// V2-NEXT: 0xffffffffffffffff
// V2-NEXT: 0xffffffffffffffffffffffffffffffff
// V2-NEXT: 0x0
// V2-NEXT: 0x0
// V2-NEXT: 0xffffffffffffffffffffffffffffffff
// V2-NEXT: 0x0
// V2-NEXT: 0x1
// V2-NEXT: 0x0
// MIN / -1
// RUN: combc eval %s --hex -- 0x80000000000000000000000000000000 0xffffffffffffffffffffffffffffffff | FileCheck %s %exact --check-prefix=V3
// V3: 0x7fffffffffffffffffffffffffffffff
// V3-NEXT: 0x80000000000000000000000000000001
// V3-NEXT: 0x80000000000000000000000000000000
// V3-NEXT: 0x80000000000000000000000000000000
// V3-NEXT: 0x0
// V3-NEXT: 0x0
// V3-NEXT: 0x80000000000000000000000000000000
// V3-NEXT: 0x0
// V3-NEXT: 0xffffffffffffffffffffffffffffffff
// V3-NEXT: 0x0
// V3-NEXT: 0x1
// V3-NEXT: 0x1
// RUN: combc eval %s --hex -- 0x80000000000000000000000000003039 100 | FileCheck %s %exact --check-prefix=V4
// V4: 0x8000000000000000000000000000309d
// V4-NEXT: 0x80000000000000000000000000002fd5
// V4-NEXT: 0x12d644
// V4-NEXT: 0xfeb851eb851eb851eb851eb851eb859b
// V4-NEXT: 0x147ae147ae147ae147ae147ae147b5c
// V4-NEXT: 0xffffffffffffffffffffffffffffffad
// V4-NEXT: 0x49
// V4-NEXT: 0x30390000000000000000000000000
// V4-NEXT: 0xfffffffffffffffffffffffff8000000
// V4-NEXT: 0x8000000
// V4-NEXT: 0x1
// V4-NEXT: 0x0
// RUN: combc eval %s --hex -- 3 127 | FileCheck %s %exact --check-prefix=V5
// V5: 0x82
// V5-NEXT: 0xffffffffffffffffffffffffffffff84
// V5-NEXT: 0x17d
// V5-NEXT: 0x0
// V5-NEXT: 0x0
// V5-NEXT: 0x3
// V5-NEXT: 0x3
// V5-NEXT: 0x80000000000000000000000000000000
// V5-NEXT: 0x0
// V5-NEXT: 0x0
// V5-NEXT: 0x1
// V5-NEXT: 0x1
// shift by width
// RUN: combc eval %s --hex -- 0x80000000000000000000000000000000 128 | FileCheck %s %exact --check-prefix=V6
// V6: 0x80000000000000000000000000000080
// V6-NEXT: 0x7fffffffffffffffffffffffffffff80
// V6-NEXT: 0x0
// V6-NEXT: 0xff000000000000000000000000000000
// V6-NEXT: 0x1000000000000000000000000000000
// V6-NEXT: 0x0
// V6-NEXT: 0x0
// V6-NEXT: 0x0
// V6-NEXT: 0xffffffffffffffffffffffffffffffff
// V6-NEXT: 0x0
// V6-NEXT: 0x1
// V6-NEXT: 0x0
// by zero
// RUN: combc eval %s --hex -- 0xc9f2c9cd04674edea40000000 0 | FileCheck %s %exact --check-prefix=V7
// V7: 0xc9f2c9cd04674edea40000000
// V7-NEXT: 0xc9f2c9cd04674edea40000000
// V7-NEXT: 0x0
// V7-NEXT: 0xffffffffffffffffffffffffffffffff
// V7-NEXT: 0xffffffffffffffffffffffffffffffff
// V7-NEXT: 0xc9f2c9cd04674edea40000000
// V7-NEXT: 0xc9f2c9cd04674edea40000000
// V7-NEXT: 0xc9f2c9cd04674edea40000000
// V7-NEXT: 0xc9f2c9cd04674edea40000000
// V7-NEXT: 0xc9f2c9cd04674edea40000000
// V7-NEXT: 0x0
// V7-NEXT: 0x0

hw.module @alu(in %a : i128, in %b : i128, out add : i128, out sub : i128, out mul : i128, out divs : i128, out divu : i128, out mods : i128, out modu : i128, out shl : i128, out shrs : i128, out shru : i128, out slt : i1, out ult : i1) {
  %add = comb.add %a, %b : i128
  %sub = comb.sub %a, %b : i128
  %mul = comb.mul %a, %b : i128
  %divs = comb.divs %a, %b : i128
  %divu = comb.divu %a, %b : i128
  %mods = comb.mods %a, %b : i128
  %modu = comb.modu %a, %b : i128
  %shl = comb.shl %a, %b : i128
  %shrs = comb.shrs %a, %b : i128
  %shru = comb.shru %a, %b : i128
  %slt = comb.icmp slt %a, %b : i128
  %ult = comb.icmp ult %a, %b : i128
  hw.output %add, %sub, %mul, %divs, %divu, %mods, %modu, %shl, %shrs, %shru, %slt, %ult : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i1, i1
}
