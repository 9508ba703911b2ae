// A file with the hw.type_scope / hw.typedecl block that declares the
// names !hw.typealias refers to, as CIRCT's test/Dialect/HW/typedecls.mlir
// and ExportVerilog's hw-typedecls.mlir write it (kept in its own file: the
// declarations carry no behaviour, combc only has to accept and skip them
// or keep them on --emit=mlir).  Adapted from llvm/circt
// test/Dialect/HW/typedecls.mlir.  Part of the LLVM Project, under the
// Apache License v2.0 with LLVM Exceptions.  See
// https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception

// The struct @bar is a:b with a = 1, b = 0 for the value 2; @nested's a
// (of type @foo) is the high bit.
// RUN: combc eval %s --top=useDecls -- 2 1 1 | FileCheck %s %exact --check-prefix=U
// U: 1
// U-NEXT: 0
// U-NEXT: 3
// RUN: combc %s --emit=mlir | combc eval - --top=useDecls -- 2 1 1 | FileCheck %s %exact --check-prefix=U

hw.type_scope @__hw_typedecls {
  hw.typedecl @foo : i1
  hw.typedecl @bar : !hw.struct<a: i1, b: i1>
  hw.typedecl @baz, "MY_NAMESPACE_baz" : i8
  hw.typedecl @nested : !hw.struct<a: !hw.typealias<@__hw_typedecls::@foo, i1>, b: i1>
}

!Bar = !hw.typealias<@__hw_typedecls::@bar, !hw.struct<a: i1, b: i1>>
!Nested = !hw.typealias<@__hw_typedecls::@nested, !hw.struct<a: !hw.typealias<@__hw_typedecls::@foo, i1>, b: i1>>

!Foo = !hw.typealias<@__hw_typedecls::@foo, i1>

hw.module @useDecls(in %bar : !Bar, in %fa : !Foo, in %b : i1, out a : i1, out bb : i1, out n : !Nested) {
  %a = hw.struct_extract %bar["a"] : !Bar
  %bb = hw.struct_extract %bar["b"] : !Bar
  %n = hw.struct_create (%fa, %b) : !Nested
  hw.output %a, %bb, %n : i1, i1, !Nested
}
