// Parse errors follow --error-limit too: the parser stops at the limit
// (at least 20) with a note, and never with --error-limit=0, which shows
// all 25 here (one unknown op in each function).
// RUN: not combc %s 2>&1 | grep -c 'error:' | FileCheck %s --check-prefix=N20
// N20: {{^}}20{{$}}
// RUN: not combc %s 2>&1 | FileCheck %s --check-prefix=STOP
// STOP: error-limit-parse.mlir: note: too many errors, stopping
// RUN: not combc %s --error-limit=0 2>&1 | grep -c 'error:' | FileCheck %s --check-prefix=N25
// N25: {{^}}25{{$}}
// RUN: not combc %s --error-limit=0 2>&1 | FileCheck %s --check-prefix=ALL
// ALL-NOT: note:
// RUN: not combc %s --error-limit=22 2>&1 | grep -c 'error:' | FileCheck %s --check-prefix=N22
// N22: {{^}}22{{$}}
func.func @f0(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f1(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f2(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f3(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f4(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f5(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f6(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f7(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f8(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f9(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f10(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f11(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f12(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f13(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f14(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f15(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f16(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f17(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f18(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f19(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f20(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f21(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f22(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f23(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
func.func @f24(%a: i8) -> i8 {
  %0 = arith.bogus %a : i8
  return %0 : i8
}
