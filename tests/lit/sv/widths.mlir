// Every netlist op at widths 1, 65 and 128 (the 64-bit word boundary of
// the evaluator and of Verilator's word arrays), co-simulated by the test
// suite.  Divisions wider than 64 bits are computed one bit wider (Icarus
// 11 loses the top quotient bit otherwise: all ones / 1 = 0; see
// wide-div-icarus.mlir).
// Synthesis of 128-bit dividers takes minutes, so only w1 is synthesized.
// RUN: combc %s -O0 --top=w65 | FileCheck %s
// CHECK-LABEL: module w65 (
// CHECK: assign divu_wq = {1'b0, a} / {1'b0, b};
// CHECK: assign divu = b == 65'h0 ? {65{1'b1}} : divu_wq[64:0];
// CHECK: assign modu_wr = {1'b0, a} % {1'b0, b};
// CHECK: assign modu = b == 65'h0 ? a : modu_wr[64:0];
// sim: --top=w1
// sim-nosynth: --top=w65
// sim-nosynth: --top=w128 --vectors=300

hw.module @w1(in %a : i1, in %b : i1, in %c : i1,
    out add : i1, out sub : i1, out mul : i1, out divu : i1, out divs : i1, out modu : i1, out mods : i1, out and_ : i1, out or_ : i1, out xor_ : i1, out shl : i1, out shru : i1, out shrs : i1, out eq : i1, out ne : i1, out slt : i1, out sle : i1, out sgt : i1, out sge : i1, out ult : i1, out ule : i1, out ugt : i1, out uge : i1, out mux : i1, out parity : i1, out rev : i1, out cat : i3, out rep : i3, out sext : i8, out zext : i8, out ceilu : i1, out ceils : i1, out floors : i1, out maxs : i1, out minu : i1, out xnor : i1) {
  %add = comb.add %a, %b : i1
  %sub = comb.sub %a, %b : i1
  %mul = comb.mul %a, %b : i1
  %divu = comb.divu %a, %b : i1
  %divs = comb.divs %a, %b : i1
  %modu = comb.modu %a, %b : i1
  %mods = comb.mods %a, %b : i1
  %and_ = comb.and %a, %b : i1
  %or_ = comb.or %a, %b : i1
  %xor_ = comb.xor %a, %b : i1
  %shl = comb.shl %a, %b : i1
  %shru = comb.shru %a, %b : i1
  %shrs = comb.shrs %a, %b : i1
  %eq = comb.icmp eq %a, %b : i1
  %ne = comb.icmp ne %a, %b : i1
  %slt = comb.icmp slt %a, %b : i1
  %sle = comb.icmp sle %a, %b : i1
  %sgt = comb.icmp sgt %a, %b : i1
  %sge = comb.icmp sge %a, %b : i1
  %ult = comb.icmp ult %a, %b : i1
  %ule = comb.icmp ule %a, %b : i1
  %ugt = comb.icmp ugt %a, %b : i1
  %uge = comb.icmp uge %a, %b : i1
  %mux = comb.mux %c, %a, %b : i1
  %parity = comb.parity %a : i1
  %rev = comb.reverse %a : i1
  %cat = comb.concat %a, %b, %c : i1, i1, i1
  %rep = comb.replicate %b : (i1) -> i3
  %sext = arith.extsi %a : i1 to i8
  %zext = arith.extui %a : i1 to i8
  %ceilu = arith.ceildivui %a, %b : i1
  %ceils = arith.ceildivsi %a, %b : i1
  %floors = arith.floordivsi %a, %b : i1
  %maxs = arith.maxsi %a, %b : i1
  %minu = arith.minui %a, %b : i1
  %xnor = comb.xnor %a, %b, %a : i1
  hw.output %add, %sub, %mul, %divu, %divs, %modu, %mods, %and_, %or_, %xor_, %shl, %shru, %shrs, %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge, %mux, %parity, %rev, %cat, %rep, %sext, %zext, %ceilu, %ceils, %floors, %maxs, %minu, %xnor
      : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i3, i3, i8, i8, i1, i1, i1, i1, i1, i1
}

hw.module @w65(in %a : i65, in %b : i65, in %c : i1,
    out add : i65, out sub : i65, out mul : i65, out divu : i65, out divs : i65, out modu : i65, out mods : i65, out and_ : i65, out or_ : i65, out xor_ : i65, out shl : i65, out shru : i65, out shrs : i65, out eq : i1, out ne : i1, out slt : i1, out sle : i1, out sgt : i1, out sge : i1, out ult : i1, out ule : i1, out ugt : i1, out uge : i1, out mux : i65, out parity : i1, out rev : i65, out cat : i131, out rep : i195, out sext : i72, out zext : i72, out ceilu : i65, out ceils : i65, out floors : i65, out maxs : i65, out minu : i65, out xnor : i65, out hi : i64) {
  %add = comb.add %a, %b : i65
  %sub = comb.sub %a, %b : i65
  %mul = comb.mul %a, %b : i65
  %divu = comb.divu %a, %b : i65
  %divs = comb.divs %a, %b : i65
  %modu = comb.modu %a, %b : i65
  %mods = comb.mods %a, %b : i65
  %and_ = comb.and %a, %b : i65
  %or_ = comb.or %a, %b : i65
  %xor_ = comb.xor %a, %b : i65
  %shl = comb.shl %a, %b : i65
  %shru = comb.shru %a, %b : i65
  %shrs = comb.shrs %a, %b : i65
  %eq = comb.icmp eq %a, %b : i65
  %ne = comb.icmp ne %a, %b : i65
  %slt = comb.icmp slt %a, %b : i65
  %sle = comb.icmp sle %a, %b : i65
  %sgt = comb.icmp sgt %a, %b : i65
  %sge = comb.icmp sge %a, %b : i65
  %ult = comb.icmp ult %a, %b : i65
  %ule = comb.icmp ule %a, %b : i65
  %ugt = comb.icmp ugt %a, %b : i65
  %uge = comb.icmp uge %a, %b : i65
  %mux = comb.mux %c, %a, %b : i65
  %parity = comb.parity %a : i65
  %rev = comb.reverse %a : i65
  %cat = comb.concat %a, %b, %c : i65, i65, i1
  %rep = comb.replicate %b : (i65) -> i195
  %sext = arith.extsi %a : i65 to i72
  %zext = arith.extui %a : i65 to i72
  %ceilu = arith.ceildivui %a, %b : i65
  %ceils = arith.ceildivsi %a, %b : i65
  %floors = arith.floordivsi %a, %b : i65
  %maxs = arith.maxsi %a, %b : i65
  %minu = arith.minui %a, %b : i65
  %xnor = comb.xnor %a, %b, %a : i65
  %hi = comb.extract %a from 1 : (i65) -> i64
  hw.output %add, %sub, %mul, %divu, %divs, %modu, %mods, %and_, %or_, %xor_, %shl, %shru, %shrs, %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge, %mux, %parity, %rev, %cat, %rep, %sext, %zext, %ceilu, %ceils, %floors, %maxs, %minu, %xnor, %hi
      : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i65, i1, i65, i131, i195, i72, i72, i65, i65, i65, i65, i65, i65, i64
}

hw.module @w128(in %a : i128, in %b : i128, in %c : i1,
    out add : i128, out sub : i128, out mul : i128, out divu : i128, out divs : i128, out modu : i128, out mods : i128, out and_ : i128, out or_ : i128, out xor_ : i128, out shl : i128, out shru : i128, out shrs : i128, out eq : i1, out ne : i1, out slt : i1, out sle : i1, out sgt : i1, out sge : i1, out ult : i1, out ule : i1, out ugt : i1, out uge : i1, out mux : i128, out parity : i1, out rev : i128, out cat : i257, out rep : i384, out sext : i135, out zext : i135, out ceilu : i128, out ceils : i128, out floors : i128, out maxs : i128, out minu : i128, out xnor : i128, out hi : i127) {
  %add = comb.add %a, %b : i128
  %sub = comb.sub %a, %b : i128
  %mul = comb.mul %a, %b : i128
  %divu = comb.divu %a, %b : i128
  %divs = comb.divs %a, %b : i128
  %modu = comb.modu %a, %b : i128
  %mods = comb.mods %a, %b : i128
  %and_ = comb.and %a, %b : i128
  %or_ = comb.or %a, %b : i128
  %xor_ = comb.xor %a, %b : i128
  %shl = comb.shl %a, %b : i128
  %shru = comb.shru %a, %b : i128
  %shrs = comb.shrs %a, %b : i128
  %eq = comb.icmp eq %a, %b : i128
  %ne = comb.icmp ne %a, %b : i128
  %slt = comb.icmp slt %a, %b : i128
  %sle = comb.icmp sle %a, %b : i128
  %sgt = comb.icmp sgt %a, %b : i128
  %sge = comb.icmp sge %a, %b : i128
  %ult = comb.icmp ult %a, %b : i128
  %ule = comb.icmp ule %a, %b : i128
  %ugt = comb.icmp ugt %a, %b : i128
  %uge = comb.icmp uge %a, %b : i128
  %mux = comb.mux %c, %a, %b : i128
  %parity = comb.parity %a : i128
  %rev = comb.reverse %a : i128
  %cat = comb.concat %a, %b, %c : i128, i128, i1
  %rep = comb.replicate %b : (i128) -> i384
  %sext = arith.extsi %a : i128 to i135
  %zext = arith.extui %a : i128 to i135
  %ceilu = arith.ceildivui %a, %b : i128
  %ceils = arith.ceildivsi %a, %b : i128
  %floors = arith.floordivsi %a, %b : i128
  %maxs = arith.maxsi %a, %b : i128
  %minu = arith.minui %a, %b : i128
  %xnor = comb.xnor %a, %b, %a : i128
  %hi = comb.extract %a from 1 : (i128) -> i127
  hw.output %add, %sub, %mul, %divu, %divs, %modu, %mods, %and_, %or_, %xor_, %shl, %shru, %shrs, %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge, %mux, %parity, %rev, %cat, %rep, %sext, %zext, %ceilu, %ceils, %floors, %maxs, %minu, %xnor, %hi
      : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i128, i1, i128, i257, i384, i135, i135, i128, i128, i128, i128, i128, i128, i127
}
