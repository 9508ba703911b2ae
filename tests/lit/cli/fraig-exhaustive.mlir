// The fraig sweep of a graph with few inputs takes its classes from every
// input pattern (here 2^16: 1024 rounds over 85k nodes) and merges them
// with no SAT call.  This 145-bit ceildivui of one 16-bit input (difftest
// seed 10530001) made classes of tens of thousands of nodes that random
// words could not split; proving them one 100-conflict SAT call at a time
// took minutes.  The result is checked against the evaluator's MLIR.
//
// RUN: combc %s --top=top -O0 --emit=blif --lut-size=5 --stats -o %t.blif 2>&1 | FileCheck %s
// CHECK: stats: fraig {{.*}} ands_in=84786 {{.*}} merged={{[1-9][0-9]*}} sat_calls=0 undecided=0
// RUN: combc lec %s %t.blif --top=top | FileCheck %s --check-prefix=LEC
// LEC: equivalent
// The divisor's top 80 bits are ones (the sign extension of 0x8001), so
// it exceeds the dividend (below 2^128): the quotient rounds up to 1, its
// bits 47 and up are 0, and the first result is 2^96 - 1 + 0.
// RUN: combc eval %s --top=top 0x8001 | FileCheck %s --check-prefix=EV
// RUN: combc eval %t.blif 0x8001 | FileCheck %s --check-prefix=EV
// EV: 79228162514264337593543950335
// EV-NEXT: 32769
//
// With two 64-bit inputs more the graph has too many inputs for that,
// but the divider's part still has 16 (lec.c fraig_groups): its nodes
// are simulated on all 2^16 patterns and the pairs found equal need no
// SAT call (minutes before: each deep pair cost a global call).
// RUN: combc %s --top=wide -O0 --emit=blif --lut-size=5 --stats -o %t.w.blif 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: stats: fraig {{.*}} ands_in=85291 {{.*}} merged={{[1-9][0-9][0-9][0-9][0-9]}} sat_calls={{[0-9]?[0-9]?[0-9]}} undecided=
// RUN: combc eval %s --top=wide 0x8001 5 0xfffffffffffffffe | FileCheck %s --check-prefix=EVW
// RUN: combc eval %t.w.blif 0x8001 5 0xfffffffffffffffe | FileCheck %s --check-prefix=EVW
// EVW: 79228162514264337593543950335
// EVW-NEXT: 32769
// EVW-NEXT: 3
func.func @top(%sel0: i16) -> (i96, i33) {
  %q_21 = arith.extsi %sel0 : i16 to i96
  %n_22 = arith.extui %sel0 : i16 to i33
  %q_23 = comb.concat %q_21, %n_22, %sel0 : i96, i33, i16
  %c24_i79 = arith.constant 1 : i79
  %sum_25 = comb.concat %n_22, %c24_i79 : i33, i79
  %x_26 = comb.concat %n_22, %sum_25 : i33, i112
  %sum_27 = arith.ceildivui %x_26, %q_23 : i145
  %c28_i96 = arith.constant 0xffffffffffffffffffffffff : i96
  %sum_29 = comb.extract %sum_27 from 47 : (i145) -> i96
  %q_30 = arith.addi %c28_i96, %sum_29 : i96
  return %q_30, %n_22 : i96, i33
}

func.func @wide(%sel0: i16, %c: i64, %d: i64) -> (i96, i33, i64) {
  %q_21 = arith.extsi %sel0 : i16 to i96
  %n_22 = arith.extui %sel0 : i16 to i33
  %q_23 = comb.concat %q_21, %n_22, %sel0 : i96, i33, i16
  %c24_i79 = arith.constant 1 : i79
  %sum_25 = comb.concat %n_22, %c24_i79 : i33, i79
  %x_26 = comb.concat %n_22, %sum_25 : i33, i112
  %sum_27 = arith.ceildivui %x_26, %q_23 : i145
  %c28_i96 = arith.constant 0xffffffffffffffffffffffff : i96
  %sum_29 = comb.extract %sum_27 from 47 : (i145) -> i96
  %q_30 = arith.addi %c28_i96, %sum_29 : i96
  %m = arith.addi %c, %d : i64
  return %q_30, %n_22, %m : i96, i33, i64
}
