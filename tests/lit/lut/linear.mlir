// Outputs that are XORs of inputs (affine over GF(2)) are rebuilt
// together as a network of K-input XORs sharing common parts
// (src/aig/linear.c), when that maps to fewer LUTs at no more depth.
//
// The CRC-32 step of examples/crc32.mlir (32 outputs, each the XOR of 3
// to 14 of the 40 input bits): Yosys+ABC map it to 43 LUT-6s (the words
// table), combc did too; every output fits one LUT-6 once a few XORs of
// input bits are shared, 38 in all (32 outputs and 6 shared groups).
// Expected values from Python's zlib: crc32(b'a') = 0xe8b7be43 =
// ~step(0xffffffff, 0x61); crc32(b'\x00') = 0xd202ef8d; crc32(b'\xff') =
// 0xff000000 (step's result is the complement of each).
// RUN: combc %S/../../../examples/crc32.mlir --top=crc32_step -O2 --emit=blif --stats -o %t.crc.blif 2>&1 | FileCheck %s --check-prefix=CRC
// CRC: linear_pos=32
// RUN: grep '^.names' %t.crc.blif | awk 'NF >= 4' | wc -l | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 32 <= n <= 38 else 1)"
// RUN: combc lec %S/../../../examples/crc32.mlir %t.crc.blif --top-a=crc32_step | FileCheck %s --check-prefix=EQ
// EQ: equivalent
// RUN: combc eval %t.crc.blif -- 0xffffffff 0x61 | FileCheck %s --check-prefix=A
// A: 390611388
// RUN: combc eval %t.crc.blif -- 0xffffffff 0 | FileCheck %s --check-prefix=B
// B: 771559538
// RUN: combc eval %t.crc.blif -- 0xffffffff 0xff | FileCheck %s --check-prefix=C
// C: 16777215
// At K = 4 and 3, proven too: 48 LUT-4s as written, 46 with the PIs-only
// plans, 44 with groups of groups (Yosys+ABC `abc -lut 4`: 46); 61
// LUT-3s as written, 54 with the second gain and groups of groups
// (Yosys+ABC `abc -lut 3`: 54), so the bounds are Yosys's figures.
// RUN: combc %S/../../../examples/crc32.mlir --top=crc32_step -O2 --lut-size=4 --emit=blif -o %t.crc4.blif
// RUN: combc lec %S/../../../examples/crc32.mlir %t.crc4.blif --top-a=crc32_step | FileCheck %s --check-prefix=EQ
// RUN: grep -c '^.names' %t.crc4.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 32 <= n < 46 else 1)"
// RUN: combc %S/../../../examples/crc32.mlir --top=crc32_step -O2 --lut-size=3 --emit=blif -o %t.crc3.blif
// RUN: combc lec %S/../../../examples/crc32.mlir %t.crc3.blif --top-a=crc32_step | FileCheck %s --check-prefix=EQ
// RUN: grep -c '^.names' %t.crc3.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 32 <= n <= 54 else 1)"
// RUN: combc eval %t.crc3.blif -- 0xffffffff 0x61 | FileCheck %s --check-prefix=A
//
// @gf2: a random 16 x 24 matrix over GF(2) times x (Python's
// random.Random(11), 24 bits per row): 44 LUT-6s as written, 36 with
// the PIs-only plans, 30 with all four (Yosys+ABC: 46).  Proven, and
// co-simulated on random vectors in both simulators.
// RUN: combc %s --top=gf2 -O2 --emit=blif --stats -o %t.gf.blif 2>&1 | FileCheck %s --check-prefix=GF
// GF: linear_pos=16
// RUN: grep -c '^.names' %t.gf.blif | %python -c "import sys; n = int(sys.stdin.read()); print(n); sys.exit(0 if 16 <= n <= 32 else 1)"
// At K = 3: 68 -> 57 LUT-3s, proven.
// RUN: combc %s --top=gf2 -O2 --lut-size=3 --emit=blif -o %t.gf3.blif
// RUN: combc lec %s %t.gf3.blif --top-a=gf2 | FileCheck %s --check-prefix=EQ
// RUN: combc lec %s %t.gf.blif --top-a=gf2 | FileCheck %s --check-prefix=EQ
// RUN: combc sim %s --top=gf2 -O2 --emit=lut-sv --vectors=300 | FileCheck %s --check-prefix=SIM
// SIM: verilator: {{[0-9]+}} vectors, 0 mismatches
// SIM: iverilog: {{[0-9]+}} vectors, 0 mismatches
// Row 0 is 7589669 = 0x73cf25; x = 1 << i selects bit i of every row:
// y(x = 1) is bit 0 of each row, y(x = 0) = 0, y(x = 0xffffff) the parity
// of each row.
// RUN: combc eval %t.gf.blif -- 1 | %python -c "import sys; rows = [7589669, 14524745, 9391422, 14375775, 15505680, 13106664, 7812311, 7580488, 8520162, 14345285, 9854682, 3186027, 3098086, 13487209, 8588401, 7981982]; want = sum((r & 1) << j for j, r in enumerate(rows)); got = int(sys.stdin.read()); print(got, want); sys.exit(got != want)"
// RUN: combc eval %t.gf.blif -- 0xffffff | %python -c "import sys; rows = [7589669, 14524745, 9391422, 14375775, 15505680, 13106664, 7812311, 7580488, 8520162, 14345285, 9854682, 3186027, 3098086, 13487209, 8588401, 7981982]; want = sum((bin(r).count('1') & 1) << j for j, r in enumerate(rows)); got = int(sys.stdin.read()); print(got, want); sys.exit(got != want)"
//
// Not affine: an AND inside the XOR keeps r out (p and q, which share
// six inputs, are rebuilt).
// RUN: combc %s --top=mixed -O2 --emit=blif --stats -o %t.m.blif 2>&1 | FileCheck %s --check-prefix=MIX
// MIX: linear_pos=2{{$}}
// RUN: combc lec %s %t.m.blif --top-a=mixed | FileCheck %s --check-prefix=EQ
hw.module @gf2(in %x : i24, out y : i16) {
  %b0 = comb.extract %x from 0 : (i24) -> i1
  %b1 = comb.extract %x from 1 : (i24) -> i1
  %b2 = comb.extract %x from 2 : (i24) -> i1
  %b3 = comb.extract %x from 3 : (i24) -> i1
  %b4 = comb.extract %x from 4 : (i24) -> i1
  %b5 = comb.extract %x from 5 : (i24) -> i1
  %b6 = comb.extract %x from 6 : (i24) -> i1
  %b7 = comb.extract %x from 7 : (i24) -> i1
  %b8 = comb.extract %x from 8 : (i24) -> i1
  %b9 = comb.extract %x from 9 : (i24) -> i1
  %b10 = comb.extract %x from 10 : (i24) -> i1
  %b11 = comb.extract %x from 11 : (i24) -> i1
  %b12 = comb.extract %x from 12 : (i24) -> i1
  %b13 = comb.extract %x from 13 : (i24) -> i1
  %b14 = comb.extract %x from 14 : (i24) -> i1
  %b15 = comb.extract %x from 15 : (i24) -> i1
  %b16 = comb.extract %x from 16 : (i24) -> i1
  %b17 = comb.extract %x from 17 : (i24) -> i1
  %b18 = comb.extract %x from 18 : (i24) -> i1
  %b19 = comb.extract %x from 19 : (i24) -> i1
  %b20 = comb.extract %x from 20 : (i24) -> i1
  %b21 = comb.extract %x from 21 : (i24) -> i1
  %b22 = comb.extract %x from 22 : (i24) -> i1
  %b23 = comb.extract %x from 23 : (i24) -> i1
  %y0 = comb.xor %b0, %b2, %b5, %b8, %b9, %b10, %b11, %b14, %b15, %b16, %b17, %b20, %b21, %b22 : i1
  %y1 = comb.xor %b0, %b3, %b6, %b8, %b13, %b15, %b16, %b18, %b19, %b20, %b22, %b23 : i1
  %y2 = comb.xor %b1, %b2, %b3, %b4, %b5, %b8, %b10, %b11, %b14, %b16, %b17, %b18, %b19, %b23 : i1
  %y3 = comb.xor %b0, %b1, %b2, %b3, %b4, %b6, %b8, %b9, %b11, %b12, %b14, %b16, %b17, %b19, %b20, %b22, %b23 : i1
  %y4 = comb.xor %b4, %b8, %b11, %b12, %b15, %b18, %b19, %b21, %b22, %b23 : i1
  %y5 = comb.xor %b3, %b5, %b6, %b7, %b8, %b10, %b11, %b12, %b13, %b14, %b15, %b16, %b17, %b18, %b22, %b23 : i1
  %y6 = comb.xor %b0, %b1, %b2, %b4, %b6, %b7, %b10, %b12, %b13, %b16, %b17, %b18, %b20, %b21, %b22 : i1
  %y7 = comb.xor %b3, %b6, %b8, %b9, %b11, %b13, %b15, %b16, %b17, %b20, %b21, %b22 : i1
  %y8 = comb.xor %b1, %b5, %b6, %b7, %b8, %b17, %b23 : i1
  %y9 = comb.xor %b0, %b2, %b6, %b10, %b13, %b14, %b15, %b17, %b19, %b20, %b22, %b23 : i1
  %y10 = comb.xor %b1, %b3, %b4, %b6, %b7, %b9, %b10, %b11, %b12, %b14, %b17, %b18, %b20, %b23 : i1
  %y11 = comb.xor %b0, %b1, %b3, %b5, %b6, %b8, %b10, %b11, %b12, %b15, %b20, %b21 : i1
  %y12 = comb.xor %b1, %b2, %b5, %b6, %b7, %b8, %b10, %b14, %b16, %b17, %b18, %b19, %b21 : i1
  %y13 = comb.xor %b0, %b3, %b5, %b6, %b10, %b11, %b14, %b15, %b16, %b18, %b19, %b22, %b23 : i1
  %y14 = comb.xor %b0, %b4, %b5, %b6, %b10, %b11, %b16, %b17, %b23 : i1
  %y15 = comb.xor %b1, %b2, %b3, %b4, %b7, %b8, %b9, %b11, %b14, %b15, %b16, %b19, %b20, %b21, %b22 : i1
  %y = comb.concat %y15, %y14, %y13, %y12, %y11, %y10, %y9, %y8, %y7, %y6, %y5, %y4, %y3, %y2, %y1, %y0 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  hw.output %y : i16
}
hw.module @mixed(in %a : i12, out p : i1, out q : i1, out r : i1) {
  %a0 = comb.extract %a from 0 : (i12) -> i1
  %a1 = comb.extract %a from 1 : (i12) -> i1
  %a2 = comb.extract %a from 2 : (i12) -> i1
  %a3 = comb.extract %a from 3 : (i12) -> i1
  %a4 = comb.extract %a from 4 : (i12) -> i1
  %a5 = comb.extract %a from 5 : (i12) -> i1
  %a6 = comb.extract %a from 6 : (i12) -> i1
  %a7 = comb.extract %a from 7 : (i12) -> i1
  %a8 = comb.extract %a from 8 : (i12) -> i1
  %a9 = comb.extract %a from 9 : (i12) -> i1
  %a10 = comb.extract %a from 10 : (i12) -> i1
  %a11 = comb.extract %a from 11 : (i12) -> i1
  %n = comb.and %a0, %a1 : i1
  %p = comb.xor %a0, %a2, %a3, %a4, %a5, %a6, %a7, %a8 : i1
  %q = comb.xor %a1, %a2, %a3, %a4, %a5, %a6, %a9, %a10 : i1
  %r = comb.xor %n, %a2, %a3, %a4, %a5, %a6, %a11, %a9 : i1
  hw.output %p, %q, %r : i1, i1, i1
}
