// The *_extended ops over index (MLIR's ArithOps.td allows
// SignlessIntegerOrIndexLike), at index width W = 32 and 64:
// addui_extended gives the W-bit sum and the carry out; mului/mulsi give
// the low and high W bits of the 2W-bit product.  Expected values by hand:
//   W=32: 4000000000 + 1000000000 = 5000000000 = 2^32 + 705032704, carry 1
//   W=64: the same sum fits: 5000000000, carry 0
//   W=32: 0xffffffff * 0xffffffff = 0xfffffffe_00000001: low 1, high 0xfffffffe
//   W=64: 2^63 * 4 = 2^65: low 0, high 2
//   signed, W=32: -2 * 3 = -6: low 0xfffffffa, high 0xffffffff (all sign)
//   signed, W=64: low 0xfffffffffffffffa, high all ones
// RUN: combc eval %s --top=add --index-width=32 4000000000 1000000000 | FileCheck %s --check-prefix=ADD32
// ADD32: {{^}}705032704{{$}}
// ADD32-NEXT: {{^}}1{{$}}
// RUN: combc eval %s --top=add --index-width=64 4000000000 1000000000 | FileCheck %s --check-prefix=ADD64
// ADD64: {{^}}5000000000{{$}}
// ADD64-NEXT: {{^}}0{{$}}
// RUN: combc eval %s --top=mulu --index-width=32 --hex 0xffffffff 0xffffffff | FileCheck %s --check-prefix=MULU32
// MULU32: {{^}}0x1{{$}}
// MULU32-NEXT: {{^}}0xfffffffe{{$}}
// RUN: combc eval %s --top=mulu --index-width=64 0x8000000000000000 4 | FileCheck %s --check-prefix=MULU64
// MULU64: {{^}}0{{$}}
// MULU64-NEXT: {{^}}2{{$}}
// RUN: combc eval %s --top=muls --index-width=32 --hex -- -2 3 | FileCheck %s --check-prefix=MULS32
// MULS32: {{^}}0xfffffffa{{$}}
// MULS32-NEXT: {{^}}0xffffffff{{$}}
// RUN: combc eval %s --top=muls --index-width=64 --hex -- -2 3 | FileCheck %s --check-prefix=MULS64
// MULS64: {{^}}0xfffffffffffffffa{{$}}
// MULS64-NEXT: {{^}}0xffffffffffffffff{{$}}
//
// Without a width, --emit=mlir keeps index (nothing here folds the same
// at 32 and 64 bits); read back, it computes the same.
// RUN: combc %s --emit=mlir -o %t.mlir
// RUN: combc eval %t.mlir --top=muls --index-width=32 --hex -- -2 3 | FileCheck %s --check-prefix=MULS32
// RUN: combc eval %t.mlir --top=add --index-width=64 4000000000 1000000000 | FileCheck %s --check-prefix=ADD64
// RUN: combc sim %s --top=mulu --index-width=32 --simulator=iverilog --vectors=200 | FileCheck %s --check-prefix=SIM
// SIM: 0 mismatches
//
// The carry of an i65536 sum (a w+1-bit sum would pass the width limit):
// all ones + 1 wraps to 0 with a carry; + 0 does not.
// RUN: combc eval %s --top=wide -- -1 1 | FileCheck %s --check-prefix=WIDE1
// WIDE1: {{^}}0{{$}}
// WIDE1-NEXT: {{^}}1{{$}}
// RUN: combc eval %s --top=wide -- -1 0 | FileCheck %s --check-prefix=WIDE0
// WIDE0: {{^}}0{{$}}

func.func @add(%a: index, %b: index) -> (index, i1) {
  %s, %o = arith.addui_extended %a, %b : index, i1
  return %s, %o : index, i1
}
func.func @mulu(%a: index, %b: index) -> (index, index) {
  %l, %h = arith.mului_extended %a, %b : index
  return %l, %h : index, index
}
func.func @muls(%a: index, %b: index) -> (index, index) {
  %l, %h = "arith.mulsi_extended"(%a, %b) : (index, index) -> (index, index)
  return %l, %h : index, index
}
func.func @wide(%a: i65536, %b: i65536) -> (i65536, i1) {
  %s, %o = arith.addui_extended %a, %b : i65536, i1
  return %s, %o : i65536, i1
}
