// A generic op's `: X -> Y` type without its opening bracket used to send the
// bracket skipper below its stack (a stack-buffer-underflow under ASan, a
// garbage line:col otherwise).  Both brackets are checked.
// RUN: not combc %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// RUN: printf '"builtin.module"() ({\n}) : () -> }' > %t.mlir
// RUN: not combc %t.mlir 2>&1 | FileCheck %s --check-prefix=RES --implicit-check-not=error:
// CHECK: {{^}}{{.*}}generic-type-no-open-bracket.mlir:[[@LINE+4]]:6: error: expected '(', got '}'{{$}}
// CHECK-NEXT: {{^}}}) : }{{$}}
// RES: {{^}}{{.*}}.mlir:2:12: error: expected '(', got '}'{{$}}
"builtin.module"() ({
}) : }
