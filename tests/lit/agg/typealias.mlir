// !hw.typealias<@scope::@name, T> behaves as T everywhere: ports, comb ops,
// the array and struct ops, aggregate_constant.  Adapted from CIRCT's
// test/Dialect/HW/typedecls.mlir (the modules testTypeAliasComb,
// testTypeAliasArray, testTypeAliasStruct, given outputs; the hw.type_scope
// block that declares the names is in typealias-type-scope.mlir).  Part of
// the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.  See
// https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The output types are exactly what CIRCT infers (hw.output checks them
// without looking through aliases): array_create of !Foo gives
// !hw.array<2x!Foo>, array_concat of two !FooArray gives !hw.array<4x!Foo>,
// array_get of a !FooArray gives !Foo.

// comb.add on i1 aliases: 1 + 1 = 0, 1 + 0 = 1.
// RUN: combc eval %s --top=testTypeAliasComb -- 1 1 | FileCheck %s %exact --check-prefix=C11
// C11: 0
// RUN: combc eval %s --top=testTypeAliasComb -- 1 0 | FileCheck %s %exact --check-prefix=C10
// C10: 1
//
// arg0 = 1, arg1 = 0, arg2 = 0b10 (element 1 = 1, element 0 = 0):
// create(arg0, arg1) = 0b10 = 2 (both forms); concat(arg2, arg2) = 0b1010;
// slice at 1 = [element 1] = 1; arg2[1] = 1; [false, true] = 0b01.
// RUN: combc eval %s --top=testTypeAliasArray -- 1 0 2 | FileCheck %s %exact --check-prefix=ARR
// ARR: 2
// ARR-NEXT: 2
// ARR-NEXT: 10
// ARR-NEXT: 1
// ARR-NEXT: 1
// ARR-NEXT: 1
// RUN: combc %s --emit=mlir | combc eval - --top=testTypeAliasArray -- 1 0 2 | FileCheck %s %exact --check-prefix=ARR
//
// struct<a: i1> aliases: extract a, inject arg1, explode, constant [false].
// RUN: combc eval %s --top=testTypeAliasStruct -- 1 0 | FileCheck %s %exact --check-prefix=ST
// ST: 1
// ST-NEXT: 0
// ST-NEXT: 1
// ST-NEXT: 0
// RUN: combc %s --emit=mlir | combc eval - --top=testTypeAliasStruct -- 1 0 | FileCheck %s %exact --check-prefix=ST
//
// Aliases of aggregates nested in aggregates, written out in full (no !
// alias), and a typealias of a struct holding a typealias.
// RUN: combc eval %s --top=spelled --hex -- 0x1ab | FileCheck %s %exact --check-prefix=SP
// SP: 0x1
// SP-NEXT: 0xab
// SP-NEXT: 0x1ab

hw.module @testTypeAliasComb(
  in %arg0: !hw.typealias<@__hw_typedecls::@foo, i1>,
  in %arg1: !hw.typealias<@__hw_typedecls::@foo, i1>,
  out result: !hw.typealias<@__hw_typedecls::@foo, i1>) {
  %0 = comb.add %arg0, %arg1 : !hw.typealias<@__hw_typedecls::@foo, i1>
  hw.output %0 : !hw.typealias<@__hw_typedecls::@foo, i1>
}

!Foo = !hw.typealias<@__hw_typedecls::@foo, i1>
!FooArray = !hw.typealias<@__hw_typedecls::@fooArray, !hw.array<2x!Foo>>
hw.module @testTypeAliasArray(in %arg0: !Foo, in %arg1: !Foo, in %arg2: !FooArray,
                              out create: !hw.array<2x!Foo>, out createAlias: !FooArray,
                              out concat: !hw.array<4x!Foo>, out slice: !hw.array<1x!Foo>,
                              out get: !Foo, out cst: !FooArray) {
  %c1 = hw.constant 1 : i1
  %0 = hw.array_create %arg0, %arg1 : !Foo
  %1 = "hw.array_create"(%arg0, %arg1) : (!Foo, !Foo) -> !FooArray
  %2 = hw.array_concat %arg2, %arg2 : !FooArray, !FooArray
  %3 = hw.array_slice %arg2[%c1] : (!FooArray) -> !hw.array<1x!Foo>
  %4 = hw.array_get %arg2[%c1] : !FooArray, i1
  %5 = hw.aggregate_constant [false, true] : !FooArray
  hw.output %0, %1, %2, %3, %4, %5 : !hw.array<2x!Foo>, !FooArray, !hw.array<4x!Foo>, !hw.array<1x!Foo>, !Foo, !FooArray
}

!FooStruct = !hw.typealias<@__hw_typedecls::@fooStruct, !hw.struct<a: i1>>
hw.module @testTypeAliasStruct(in %arg0: !FooStruct, in %arg1: i1,
                               out ex: i1, out inj: !FooStruct, out exp: i1, out cst: !FooStruct) {
  %0 = hw.struct_extract %arg0["a"] : !FooStruct
  %1 = hw.struct_inject %arg0["a"], %arg1 : !FooStruct
  %2:1 = hw.struct_explode %arg0 : !FooStruct
  %3 = hw.aggregate_constant [false] : !FooStruct
  hw.output %0, %1, %2#0, %3 : i1, !FooStruct, i1, !FooStruct
}

hw.module @spelled(in %s : !hw.typealias<@__hw_typedecls::@nested, !hw.struct<a: !hw.typealias<@__hw_typedecls::@foo, i1>, b: !hw.typealias<@__hw_typedecls::@byte, i8>>>,
                   out a : !hw.typealias<@__hw_typedecls::@foo, i1>,
                   out b : !hw.typealias<@__hw_typedecls::@byte, i8>,
                   out bits : i9) {
  %a = hw.struct_extract %s["a"] : !hw.typealias<@__hw_typedecls::@nested, !hw.struct<a: !hw.typealias<@__hw_typedecls::@foo, i1>, b: !hw.typealias<@__hw_typedecls::@byte, i8>>>
  %b = hw.struct_extract %s["b"] : !hw.typealias<@__hw_typedecls::@nested, !hw.struct<a: !hw.typealias<@__hw_typedecls::@foo, i1>, b: !hw.typealias<@__hw_typedecls::@byte, i8>>>
  %bits = hw.bitcast %s : (!hw.typealias<@__hw_typedecls::@nested, !hw.struct<a: !hw.typealias<@__hw_typedecls::@foo, i1>, b: !hw.typealias<@__hw_typedecls::@byte, i8>>>) -> i9
  hw.output %a, %b, %bits : !hw.typealias<@__hw_typedecls::@foo, i1>, !hw.typealias<@__hw_typedecls::@byte, i8>, i9
}
