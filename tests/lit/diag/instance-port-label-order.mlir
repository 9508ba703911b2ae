// hw.instance wires ports by position, so a label naming another port used
// to swap the wires silently (@sub(b: %y, a: %x) computed y - x).  The labels
// must name the callee's ports in order, inputs and results, as in CIRCT.
// RUN: not combc eval %s --top=top 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// RUN: sed 's/@sub(b: %y: i8, a: %x: i8) -> (d:/@sub(a: %x: i8, b: %y: i8) -> (e:/' %s > %t.mlir
// RUN: not combc eval %t.mlir --top=top 2>&1 | FileCheck %s --check-prefix=RES --implicit-check-not=error:
// RUN: sed 's/@sub(b: %y: i8, a: %x: i8) -> (d:/@sub(a: %x: i8, b: %y: i8) -> (d:/' %s > %t.ok.mlir
// RUN: combc eval %t.ok.mlir --top=top 7 2 | FileCheck %s --check-prefix=OK
// CHECK: {{^}}{{.*}}instance-port-label-order.mlir:[[@LINE+11]]:29: error: 'hw.instance' to @sub: input label #0 must be "a", but got "b"{{$}}
// CHECK-NEXT: {{^}}  %d = hw.instance "i" @sub(b: %y: i8, a: %x: i8) -> (d: i8){{$}}
// CHECK-NEXT: {{^}}                            ^{{$}}
// RES: {{.*}}.mlir:[[@LINE+8]]:55: error: 'hw.instance' to @sub: result label #0 must be "d", but got "e"
// OK: 5

hw.module @sub(in %a : i8, in %b : i8, out d : i8) {
  %0 = comb.sub %a, %b : i8
  hw.output %0 : i8
}
hw.module @top(in %x : i8, in %y : i8, out d : i8) {
  %d = hw.instance "i" @sub(b: %y: i8, a: %x: i8) -> (d: i8)
  hw.output %d : i8
}
