// examples/hw_packet.mlir on the worked example of its header comment
// (values computed there by hand from the aggregate layout), directly and
// through an --emit=mlir round trip; and one vector where the header is
// not valid, so `next` is the header unchanged.
// RUN: combc eval %S/../../../examples/hw_packet.mlir --hex -- 0xD064DCBA 1 0x4433F020 | FileCheck %s %exact
// RUN: combc %S/../../../examples/hw_packet.mlir --emit=mlir -O2 | combc eval - --hex -- 0xD064DCBA 1 0x4433F020 | FileCheck %s %exact
// CHECK: 0x1
// CHECK-NEXT: 0xb
// CHECK-NEXT: 0xf0
// CHECK-NEXT: 0xd063dc0a
// CHECK-NEXT: 0x110
// valid = 0: ok = 0, next = header; sel = 3 reads tag[3] = 0xd and lane 3;
// sum = 0x20 + 0xf0 again.
// RUN: combc eval %S/../../../examples/hw_packet.mlir --hex -- 0x5064DCBA 3 0x4433F020 | FileCheck %s %exact --check-prefix=I
// I: 0x0
// I-NEXT: 0xd
// I-NEXT: 0x44
// I-NEXT: 0x5064dcba
// I-NEXT: 0x110
