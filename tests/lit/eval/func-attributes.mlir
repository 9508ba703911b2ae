// Function, argument and result attributes are accepted and ignored,
// dialect types among their values too (`!llvm.ptr`, `f32`).

// RUN: combc eval %s -- 3 4 | FileCheck %s %exact --check-prefix=A
// A: 7

func.func @f(%a: i8 {hw.name = "a", foo.unit}, %b: i8 {foo.attr = 1 : i32}) -> (i8 {hw.name = "y"}) attributes {llvm.emit_c_interface, sym_visibility = "public", foo = [1, 2, "three"], p = !llvm.ptr, q = !llvm.struct<(i32, ptr)>, r = f32} {
  %0 = arith.addi %a, %b : i8
  return %0 : i8
}
