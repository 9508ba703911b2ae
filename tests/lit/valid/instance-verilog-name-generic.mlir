// An instance's hw.verilogName (CIRCT's name legalization puts it there
// when the instance name is a keyword or taken) names the SystemVerilog
// instance, in the custom, the generic and the old (`@m(%x) : ...`)
// forms.
// RUN: combc %s -O0 | FileCheck %s
// CHECK: leaf inst_0 (
// CHECK: leaf gen_1 (
// CHECK: leaf old_2 (
hw.module @leaf(in %a : i2, out y : i2) {
  hw.output %a : i2
}
hw.module @top(in %x : i2, out p : i2, out q : i2, out r : i2) {
  %0 = hw.instance "inst" @leaf(a: %x : i2) -> (y: i2) {hw.verilogName = "inst_0"}
  %1 = "hw.instance"(%x) {instanceName = "g", moduleName = @leaf, argNames = ["a"], resultNames = ["y"], hw.verilogName = "gen_1"} : (i2) -> i2
  %2 = hw.instance "o" @leaf(%x) {hw.verilogName = "old_2"} : (i2) -> i2
  hw.output %0, %1, %2 : i2, i2, i2
}
