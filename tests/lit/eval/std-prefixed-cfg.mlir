// std.br, std.cond_br, std.call and std.return with the prefix.
// clamp(x) = x < 0 ? 0 : (x > 100 ? 100 : x), called from @main.

// RUN: combc eval %s --top=main -- -3 | FileCheck %s %exact --check-prefix=NEG
// NEG: 0
// RUN: combc eval %s --top=main -- 42 | FileCheck %s %exact --check-prefix=MID
// MID: 42
// RUN: combc eval %s --top=main -- 1000 | FileCheck %s %exact --check-prefix=BIG
// BIG: 100

func @clamp(%x: i32) -> i32 {
  %c0 = std.constant 0 : i32
  %c100 = std.constant 100 : i32
  %neg = std.cmpi "slt", %x, %c0 : i32
  std.cond_br %neg, ^low, ^check
^low:
  std.br ^done(%c0 : i32)
^check:
  %big = std.cmpi "sgt", %x, %c100 : i32
  std.cond_br %big, ^done(%c100 : i32), ^done(%x : i32)
^done(%r: i32):
  std.return %r : i32
}

func @main(%x: i32) -> i32 {
  %0 = std.call @clamp(%x) : (i32) -> i32
  std.return %0 : i32
}
