// lec pairs ports by name, and combc's own outputs rename ports: its
// SystemVerilog makes names legal and unique (`a b` -> a_b, a keyword
// gets `_`, a second `y` is y_1, a port named like its module a_1), its
// BLIF makes them legal for BLIF.  Against a Verilog side, the MLIR
// side's ports now take the SV names; otherwise a port whose word base
// is taken takes BASE_1 as --emit=blif writes it, and a base whose bits
// have gaps (a 1-bit port "a_1[3]") is a set of scalar ports.  Each of
// these used to be an error ("is missing in", "is both a bit and a
// word", "has no bit 0"), --verify too.
// RUN: combc %s --top=dup -o %t.dup.sv
// RUN: combc lec %s %t.dup.sv --top=dup | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=dup --emit=blif -o %t.dup.blif
// RUN: combc lec %s %t.dup.blif --top=dup | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %s --top=dup | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=dup --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=VDUP
// VDUP: verify: dup: --emit=sv: equivalent
// RUN: combc %s --top=br -o %t.br.sv
// RUN: combc lec %s %t.br.sv --top=br | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=br --emit=blif -o %t.br.blif
// RUN: combc lec %s %t.br.blif --top=br | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=br --verify -o /dev/null 2>&1 | FileCheck %s --check-prefix=VBR
// VBR: verify: br: --emit=sv: equivalent
// RUN: combc %s --top=names -o %t.names.sv
// RUN: combc lec %s %t.names.sv --top=names | FileCheck %s --check-prefix=EQ
// RUN: combc %s --top=a -o %t.a.sv
// RUN: combc lec %s %t.a.sv --top=a | FileCheck %s --check-prefix=EQ
// EQ: {{^}}equivalent{{$}}
// A wrong Verilog side is still found, its outputs named as the SV has
// them (by hand: y_1 = a here, b in the Verilog).
// RUN: sed 's/assign y_1 = a;/assign y_1 = b;/' %t.dup.sv > %t.dup.bad.sv
// RUN: not combc lec %s %t.dup.bad.sv --top=dup | FileCheck %s --check-prefix=NE
// NE: not equivalent
// NE: output y_1:

hw.module @dup(in %a : i1, in %b : i1, out y : i1, out y : i1, out Y : i1) {
  %0 = comb.and %a, %b : i1
  hw.output %0, %a, %b : i1, i1, i1
}
hw.module @br(in %a : i4, in %a3 "a[3]" : i1, out y : i4, out "y[0]" : i1) {
  %0 = comb.extract %a from 0 : (i4) -> i1
  %1 = comb.xor %0, %a3 : i1
  %2 = comb.replicate %1 : (i1) -> i4
  %3 = comb.xor %a, %2 : i4
  hw.output %3, %1 : i4, i1
}
hw.module @names(in %ab "a b" : i2, in %module : i2, out "o ut" : i2) {
  %0 = comb.and %ab, %module : i2
  hw.output %0 : i2
}
hw.module @a(in %a : i3, out y : i3) {
  %c = hw.constant 3 : i3
  %0 = comb.add %a, %c : i3
  hw.output %0 : i3
}
