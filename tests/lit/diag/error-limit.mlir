// A mangled input can have an error on every line.  combc shows the
// first 20 (--error-limit=N changes that, 0 shows all, as clang's
// -ferror-limit) and counts the rest in one closing note; the exit status
// and the missing output file are as with any error.  Here 23 returns
// come before the last op of their block.
// RUN: not combc %s -o %t.sv 2>&1 | FileCheck %s --check-prefix=DEF
// RUN: not test -e %t.sv
// RUN: not combc %s -o %t.sv 2>&1 | grep -c 'error:' | FileCheck %s --check-prefix=N20
// N20: {{^}}20{{$}}
// DEF: error-limit.mlir:30:3: error: 'func.return' must be the last op in its block
// DEF: error-limit.mlir:49:3: error: 'func.return' must be the last op in its block
// DEF-NOT: error-limit.mlir:{{.*}}error:
// DEF: combc: note: 3 more errors not shown (--error-limit=0 shows all)
// RUN: not combc %s --error-limit=0 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: error-limit.mlir:52:3: error: 'func.return' must be the last op in its block
// ALL-NOT: note:
// RUN: not combc %s --error-limit=0 2>&1 | grep -c 'error:' | FileCheck %s --check-prefix=N23
// N23: {{^}}23{{$}}
// RUN: not combc eval %s --error-limit=22 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: combc: note: 1 more error not shown (--error-limit=0 shows all)
// RUN: not combc lec %s %s --error-limit=2 2>&1 | FileCheck %s --check-prefix=LEC
// LEC: error-limit.mlir:30:3: error:
// LEC-NEXT: {{^}}  return{{$}}
// LEC-NEXT: {{^}}  ^{{$}}
// LEC-NEXT: error-limit.mlir:31:3: error:
// LEC: combc: note: 21 more errors not shown
// RUN: not combc %s --error-limit=x 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad number for --error-limit
func.func @f() {
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
  return
}
// Reading stops after max(N, 20) errors, so past a lower limit the count
// is a lower bound and says so (it said "18 more" of 28).
// RUN: printf 'hw.module @m(in %%%%x : i8, out y : i8) {\n' > %t.many.mlir
// RUN: %python -c "print(30 * '  %%a = comb.bogus %%x : i8\n', end='')" >> %t.many.mlir
// RUN: printf '  hw.output %%%%x : i8\n}\n' >> %t.many.mlir
// RUN: not combc %t.many.mlir --error-limit=2 2>&1 | FileCheck %s --check-prefix=STOP
// STOP: combc: note: at least 18 more errors not shown (the input was not read past them; --error-limit=0 shows all)
// RUN: not combc %t.many.mlir --error-limit=0 2>&1 | grep -c 'error:' | FileCheck %s --check-prefix=N30
// N30: {{^}}30{{$}}
