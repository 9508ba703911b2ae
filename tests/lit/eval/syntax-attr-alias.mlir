// Attribute aliases (`#name = attr`) and opaque dialect attributes in
// module and op attribute dictionaries are accepted and skipped.

// RUN: combc eval %s -- 5 | FileCheck %s %exact --check-prefix=A
// A: 6

#str = "hello"
#seven = 7 : i32
#inner = #hw.innerNameRef<@m::@x>
#nest = #foo.bar<"s>", [1, {k = <2>}], (3)>

module attributes {a = #str, b = #seven, c = #inner, d = #nest} {
  func.func @f(%a: i8) -> i8 attributes {e = #nest, f = #foo<"z">} {
    %c1 = arith.constant 1 : i8
    %0 = arith.addi %a, %c1 {g = #str, h = #foo.baz<[1, 2]>} : i8
    return %0 : i8
  }
}
