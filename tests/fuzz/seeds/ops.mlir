hw.module @m(in %a : i8, in %b : i8, out y : i8, out z : i1) {
  %c = hw.constant 3 : i8
  %0 = comb.add %a, %b, %c : i8
  %1 = comb.mul %0, %a : i8
  %2 = comb.divu %1, %b : i8
  %3 = comb.shrs %2, %c : i8
  %4 = comb.extract %3 from 2 : (i8) -> i4
  %5 = comb.concat %4, %4 : i4, i4
  %6 = comb.icmp slt %5, %a : i8
  %7 = comb.mux %6, %5, %b : i8
  %8 = comb.parity %7 : i8
  hw.output %7, %8 : i8, i1
}
