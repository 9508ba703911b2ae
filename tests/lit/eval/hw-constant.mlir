// hw.constant: decimal, negative, true/false, hex and wide constants.

// RUN: combc eval %s | FileCheck %s %exact --check-prefix=A
// A: 5
// A-NEXT: 255
// A-NEXT: 1
// A-NEXT: 0
// A-NEXT: 31
// A-NEXT: 633825300114114700748351602688
// A-NEXT: 31

hw.module @consts(out a : i8, out b : i8, out c : i1, out d : i1, out e : i5, out f : i100, out g : i5) {
  %c5 = hw.constant 5 : i8
  %m1 = hw.constant -1 : i8
  %true = hw.constant true
  %false = hw.constant false
  %h = hw.constant 0x1F : i5
  %big = hw.constant 633825300114114700748351602688 : i100
  %n = hw.constant -1 : i5
  hw.output %c5, %m1, %true, %false, %h, %big, %n : i8, i8, i1, i1, i5, i100, i5
}
