// The generic hw.instance names its ports in argNames and resultNames;
// they were never checked, so swapped names silently swapped the wires
// (the custom form's labels are: instance-port-label-order.mlir).  Now
// the same rule and message, at the name; a list of the wrong length is
// an error of its own.
// RUN: not combc eval %s --top=top 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// RUN: sed 's/resultNames = \["d"\]/resultNames = ["e"]/; s/argNames = \["b", "a"\]/argNames = ["a", "b"]/' %s > %t.res.mlir
// RUN: not combc eval %t.res.mlir --top=top 2>&1 | FileCheck %s --check-prefix=RES --implicit-check-not=error:
// RUN: sed 's/argNames = \["b", "a"\]/argNames = ["a"]/' %s > %t.len.mlir
// RUN: not combc eval %t.len.mlir --top=top 2>&1 | FileCheck %s --check-prefix=LEN --implicit-check-not=error:
// RUN: sed 's/argNames = \["b", "a"\]/argNames = ["a", "b"]/' %s > %t.ok.mlir
// RUN: combc eval %t.ok.mlir --top=top 7 2 | FileCheck %s --check-prefix=OK
// CHECK: {{^}}{{.*}}instance-port-label-generic.mlir:[[@LINE+12]]:44: error: 'hw.instance' to @sub: input label #0 must be "a", but got "b"{{$}}
// CHECK-NEXT: {{^}}  %d = "hw.instance"(%x, %y) <{argNames = ["b", "a"], {{.*}}
// CHECK-NEXT: {{^}}                                           ^{{$}}
// RES: {{.*}}.mlir:[[@LINE+9]]:{{[0-9]+}}: error: 'hw.instance' to @sub: result label #0 must be "d", but got "e"
// LEN: {{.*}}.mlir:[[@LINE+8]]:43: error: 'argNames' has 1 name, but the instance has 2 operands
// OK: 5

hw.module @sub(in %a : i8, in %b : i8, out d : i8) {
  %0 = comb.sub %a, %b : i8
  hw.output %0 : i8
}
hw.module @top(in %x : i8, in %y : i8, out d : i8) {
  %d = "hw.instance"(%x, %y) <{argNames = ["b", "a"], instanceName = "i", moduleName = @sub, parameters = [], resultNames = ["d"]}> : (i8, i8) -> i8
  hw.output %d : i8
}
