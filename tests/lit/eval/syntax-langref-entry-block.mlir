// langref.txt's older function form: argument types in the signature and the
// arguments named by an explicit entry block label (`func @simple(i64, i1)
// -> i64 { ^bb0(%a: i64, %cond: i1): ...`), with cond_br instead of the
// langref's br_cond.  ^bb1 passes a, ^bb2 passes a + a, ^bb4 doubles what
// it gets: simple(a, cond) = cond ? 2a : 4a.

// RUN: combc eval %s -- 5 1 | FileCheck %s %exact --check-prefix=T
// T: 10
// RUN: combc eval %s -- 5 0 | FileCheck %s %exact --check-prefix=F
// F: 20

func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  cond_br %cond, ^bb1, ^bb2

^bb1:
  br ^bb3(%a: i64)    // Branch passes %a as the argument

^bb2:
  %b = addi %a, %a : i64
  br ^bb3(%b: i64)    // Branch passes %b as the argument

// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 twice.
^bb3(%c: i64):
  br ^bb4(%c, %c : i64, i64)

^bb4(%d : i64, %e : i64):
  %0 = addi %d, %e : i64
  return %0 : i64
}
