// Saturating multiply-accumulate, written in the old standard-dialect
// syntax (bare op names, quoted cmpi predicates, old-style `func`).
//
//   acc_out = en ? sat32(acc + sext(a) * sext(b)) : acc
//
// where sat32 clamps the exact sum to [-2^31, 2^31 - 1].  The product of
// two i16 values always fits in i32, so only the addition can overflow:
// it did when both operands have the same sign and the sum's sign
// differs.  `sat` reports whether the result was clamped.
func @mac_sat(%acc: i32, %a: i16, %b: i16, %en: i1) -> (i32, i1) {
  %false = constant false
  cond_br %en, ^mac, ^hold

^hold:
  br ^done(%acc, %false : i32, i1)

^mac:
  %a32 = sexti %a : i16 to i32
  %b32 = sexti %b : i16 to i32
  %prod = muli %a32, %b32 : i32
  %sum = addi %acc, %prod : i32
  %zero = constant 0 : i32
  %max = constant 2147483647 : i32
  %min = constant -2147483648 : i32
  %acc_neg = cmpi "slt", %acc, %zero : i32
  %prod_neg = cmpi "slt", %prod, %zero : i32
  %sum_neg = cmpi "slt", %sum, %zero : i32
  // overflow: the operands agree in sign and the sum does not
  %same = cmpi "eq", %acc_neg, %prod_neg : i1
  %flip = cmpi "ne", %sum_neg, %acc_neg : i1
  %ovf = and %same, %flip : i1
  %clamp = select %acc_neg, %min, %max : i32
  %res = select %ovf, %clamp, %sum : i32
  br ^done(%res, %ovf : i32, i1)

^done(%out: i32, %sat: i1):
  return %out, %sat : i32, i1
}
