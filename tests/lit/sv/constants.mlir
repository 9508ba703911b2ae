// Constants are sized literals: 1'b0/1'b1 for one bit, decimal below 1024,
// hex for all ones, MIN and anything larger, and every width in hex above
// 64 bits.
// RUN: combc %s -O0 | FileCheck %s
// sim: --top=consts

// CHECK-LABEL: module consts (
// CHECK:      assign out0 = 1'b1;
// CHECK-NEXT: assign out1 = 8'd5;
// CHECK-NEXT: assign out2 = 8'hff;
// CHECK-NEXT: assign out3 = 32'h80000000;
// CHECK-NEXT: assign out4 = 16'h3039;
// CHECK-NEXT: assign out5 = 100'hfffffffffffffffffffffffff;
// CHECK-NEXT: assign out6 = 128'h123456789abcdef00000000000000001;
// CHECK-NEXT: assign out7 = 64'd0;
func.func @consts() -> (i1, i8, i8, i32, i16, i100, i128, i64) {
  %0 = arith.constant true
  %1 = arith.constant 5 : i8
  %2 = arith.constant -1 : i8
  %3 = arith.constant -2147483648 : i32
  %4 = arith.constant 12345 : i16
  %5 = arith.constant -1 : i100
  %6 = arith.constant 0x123456789abcdef00000000000000001 : i128
  %7 = arith.constant 0 : i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i8, i8, i32, i16, i100, i128, i64
}
