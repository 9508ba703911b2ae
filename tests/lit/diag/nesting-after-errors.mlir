// An error inside nested attributes or types must not leave the nesting
// count behind: after three errors 30 levels deep, a correct op 4 levels
// deep (limit 64) is accepted, and only the three errors are reported.
// RUN: not combc %s 2>&1 | FileCheck %s
// CHECK-COUNT-3: error: expected identifier after sigil
// CHECK-NOT: nested too deeply
// CHECK-NOT: error:
hw.module @m(out o : !hw.array<1x!hw.array<1x!hw.array<1xi2>>>) {
  %c0 = hw.aggregate_constant [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1 : i8 %]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] : !hw.array<1xi8>
  %c1 = hw.aggregate_constant [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1 : i8 %]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] : !hw.array<1xi8>
  %c2 = hw.aggregate_constant [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1 : i8 %]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] : !hw.array<1xi8>
  %ok = hw.aggregate_constant [[[1 : i2]]] : !hw.array<1x!hw.array<1x!hw.array<1xi2>>>
  hw.output %ok : !hw.array<1x!hw.array<1x!hw.array<1xi2>>>
}
