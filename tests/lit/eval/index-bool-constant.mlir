// index.bool.constant: an i1 constant.

// RUN: combc eval %s | FileCheck %s %exact --check-prefix=A
// A: 1
// A-NEXT: 0

func.func @bools() -> (i1, i1) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  return %t, %f : i1, i1
}
