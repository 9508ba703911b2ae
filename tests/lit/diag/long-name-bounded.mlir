// A user name echoed in a message is cut: a word longer than 128 bytes
// keeps its first 60 and last 20 bytes around "...", so a 1 MB name costs a
// line, not a megabyte (the source line is cut to its 120-column window).
// RUN: not combc %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}long-name-bounded.mlir:10:8: error: call to unknown function '@aaaaaaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb...zzzzzzzzzzzzzzzzzzz'{{$}}
// CHECK-NEXT: {{^}}  %0 = func.call @{{a+b+}}...{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @f(%a: i8) -> i8 {
  %0 = func.call @aaaaaaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbzzzzzzzzzzzzzzzzzzzz(%a) : (i8) -> i8
  return %0 : i8
}
