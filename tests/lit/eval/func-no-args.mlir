// A function without arguments and one without results: eval takes no
// arguments and prints one line per result (none for @nothing).

// RUN: combc eval %s --top=k | FileCheck %s %exact --check-prefix=K
// K: 99
// RUN: combc eval %s --top=nothing | FileCheck %s --allow-empty --check-prefix=N
// N-NOT: {{.}}

func.func @k() -> i8 {
  %0 = arith.constant 99 : i8
  return %0 : i8
}
func.func @nothing() {
  return
}
