// --emit=lut-mlir writes a func.func (as HEIR reads it), whose results
// have no names, so lec against the hw.module it came from said "output
// 'o' ... is missing".  When one side's outputs carry the names a
// func.func's unnamed results get ("result", or "out0", "out1", ...) and
// the names do not pair, outputs pair by position (same count, same
// widths); inputs still pair by name.
// RUN: combc %s --top=m --emit=lut-mlir -o %t.lut.mlir
// RUN: combc lec %s %t.lut.mlir --top-a=m | FileCheck %s --check-prefix=EQ
// RUN: combc lec %t.lut.mlir %s --top-b=m | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// A func.func written by hand pairs the same way; a wrong one is found,
// its output named by the hw.module's name.
// RUN: combc lec %s %s --top-a=m --top-b=mf | FileCheck %s --check-prefix=EQ
// RUN: not combc lec %s %s --top-a=m --top-b=mf_bad | FileCheck %s --check-prefix=NE
// NE: not equivalent
// NE: output p:
// Count or width mismatches are still errors.
// RUN: not combc lec %s %s --top-a=m --top-b=mf_wide 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: output 'p' is 1 bit wide in {{.*}} but 4 in

hw.module @m(in %a : i4, in %b : i4, out o : i4, out p : i1) {
  %0 = comb.add %a, %b : i4
  %1 = comb.icmp ult %a, %b : i4
  hw.output %0, %1 : i4, i1
}

func.func @mf(%a: i4, %b: i4) -> (i4, i1) {
  %0 = arith.addi %a, %b : i4
  %1 = arith.cmpi ult, %a, %b : i4
  return %0, %1 : i4, i1
}

// ule where the module has ult
func.func @mf_bad(%a: i4, %b: i4) -> (i4, i1) {
  %0 = arith.addi %a, %b : i4
  %1 = arith.cmpi ule, %a, %b : i4
  return %0, %1 : i4, i1
}

func.func @mf_wide(%a: i4, %b: i4) -> (i4, i4) {
  %0 = arith.addi %a, %b : i4
  return %0, %a : i4, i4
}
