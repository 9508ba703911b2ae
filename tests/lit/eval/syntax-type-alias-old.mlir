// langref.txt's older type alias form `!name = type T`.

// RUN: combc eval %s -- 7 | FileCheck %s %exact --check-prefix=A
// A: 49

!int = type i32

func @sq(%a: !int) -> !int {
  %0 = muli %a, %a : !int
  return %0 : !int
}
