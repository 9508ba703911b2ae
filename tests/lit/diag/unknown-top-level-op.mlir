// An op at the top level that is neither a module nor a function.
// RUN: not combc eval %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
// CHECK: {{^}}{{.*}}unknown-top-level-op.mlir:10:1: error: unsupported top-level op 'llvm.func' (loops, memories and non-combinational constructs are not supported){{$}}
// CHECK-NEXT: {{^}}llvm.func @g(){{$}}
// CHECK-NEXT: {{^}}^{{$}}

func.func @f(%a: i8) -> i8 {
  return %a : i8
}
llvm.func @g()
