// One byte step of the reflected CRC-32 (IEEE 802.3, polynomial
// 0xEDB88320), as used by Ethernet, zip and PNG:
//
//   crc ^= data;  8 times: crc = (crc >> 1) ^ (crc[0] ? 0xEDB88320 : 0)
//
// The caller starts from 0xFFFFFFFF and inverts the final value; for the
// one-byte message "a" (0x61): step(0xFFFFFFFF, 0x61) = 0x174841BC, and
// 0x174841bc ^ 0xFFFFFFFF = 0xE8B7BE43 = crc32("a").
// sim: --top=crc32_step
// sim: --top=crc32_step --flatten
func.func @crc32_step(%crc: i32, %data: i8) -> i32 {
  %d32 = arith.extui %data : i8 to i32
  %c0 = arith.xori %crc, %d32 : i32
  %c1 = call @crc32_bit(%c0) : (i32) -> i32
  %c2 = call @crc32_bit(%c1) : (i32) -> i32
  %c3 = call @crc32_bit(%c2) : (i32) -> i32
  %c4 = call @crc32_bit(%c3) : (i32) -> i32
  %c5 = call @crc32_bit(%c4) : (i32) -> i32
  %c6 = call @crc32_bit(%c5) : (i32) -> i32
  %c7 = call @crc32_bit(%c6) : (i32) -> i32
  %c8 = call @crc32_bit(%c7) : (i32) -> i32
  return %c8 : i32
}

// One bit of the CRC: shift right, and xor in the polynomial when the bit
// shifted out was set.
func.func @crc32_bit(%crc: i32) -> i32 {
  %poly = arith.constant 0xEDB88320 : i32
  %one = arith.constant 1 : i32
  %lsb = arith.trunci %crc : i32 to i1
  %sh = arith.shrui %crc, %one : i32
  %x = arith.xori %sh, %poly : i32
  %r = arith.select %lsb, %x, %sh : i32
  return %r : i32
}
