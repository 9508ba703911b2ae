// A cycle through an instance that its callee closes (y = a + 1 fed back
// into a) is a real combinational cycle, reported after inlining; so is
// one of wires alone (y = a fed back into a), reported at the instance.
// RUN: not combc %s --top=plus 2>&1 | FileCheck %s --check-prefix=PLUS
// PLUS: error: combinational cycle through %u.0 in hw.module @plus
// RUN: not combc %s --top=wire 2>&1 | FileCheck %s --check-prefix=WIRE
// WIRE: error: combinational cycle through %w.y in hw.module @wire
hw.module @inc(in %a : i8, out y : i8) {
  %c = hw.constant 1 : i8
  %0 = comb.add %a, %c : i8
  hw.output %0 : i8
}
hw.module @plus(in %x : i8, out o : i8) {
  %u.y = hw.instance "u" @inc(a: %u.y: i8) -> (y: i8)
  hw.output %u.y : i8
}
hw.module @pass(in %a : i8, out y : i8) {
  hw.output %a : i8
}
hw.module @wire(in %x : i8, out o : i8) {
  %w.y = hw.instance "w" @pass(a: %w.y: i8) -> (y: i8)
  hw.output %w.y : i8
}
