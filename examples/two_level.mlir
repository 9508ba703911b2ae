// A two-level hierarchy: a 4-bit ripple-carry adder built from four
// instances of a full-adder module.  `combc` keeps the hierarchy (one SV
// module each, the adder instantiating full_adder four times); with
// --flatten the adder becomes one flat module.
//   combc two_level.mlir -o two_level.sv
// sim: --top=add4
// sim: --top=add4 --flatten
hw.module @full_adder(in %a : i1, in %b : i1, in %cin : i1,
                      out sum : i1, out cout : i1) {
  %ab = comb.xor %a, %b : i1
  %sum = comb.xor %ab, %cin : i1
  %g = comb.and %a, %b : i1
  %p = comb.and %ab, %cin : i1
  %cout = comb.or %g, %p : i1
  hw.output %sum, %cout : i1, i1
}

hw.module @add4(in %x : i4, in %y : i4, in %cin : i1,
                out sum : i4, out cout : i1) {
  %x0 = comb.extract %x from 0 : (i4) -> i1
  %x1 = comb.extract %x from 1 : (i4) -> i1
  %x2 = comb.extract %x from 2 : (i4) -> i1
  %x3 = comb.extract %x from 3 : (i4) -> i1
  %y0 = comb.extract %y from 0 : (i4) -> i1
  %y1 = comb.extract %y from 1 : (i4) -> i1
  %y2 = comb.extract %y from 2 : (i4) -> i1
  %y3 = comb.extract %y from 3 : (i4) -> i1
  %s0, %c0 = hw.instance "fa0" @full_adder(a: %x0: i1, b: %y0: i1, cin: %cin: i1) -> (sum: i1, cout: i1)
  %s1, %c1 = hw.instance "fa1" @full_adder(a: %x1: i1, b: %y1: i1, cin: %c0: i1) -> (sum: i1, cout: i1)
  %s2, %c2 = hw.instance "fa2" @full_adder(a: %x2: i1, b: %y2: i1, cin: %c1: i1) -> (sum: i1, cout: i1)
  %s3, %c3 = hw.instance "fa3" @full_adder(a: %x3: i1, b: %y3: i1, cin: %c2: i1) -> (sum: i1, cout: i1)
  %sum = comb.concat %s3, %s2, %s1, %s0 : i1, i1, i1, i1
  hw.output %sum, %c3 : i4, i1
}
