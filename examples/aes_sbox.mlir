// The AES S-box (FIPS-197 section 5.1.1), two ways:
//   @sbox_lut: one comb.lut over the input byte (lookupTable[x] = S(x));
//   @sbox_tt:  eight comb.truth_table ops, one per output bit, over the
//              eight input bits (x[7] first, so the table index is x).
// The tables are S(x) = affine(x^-1) in GF(2^8) mod x^8+x^4+x^3+x+1, e.g.
// S(0x00) = 0x63, S(0x01) = 0x7c, S(0x53) = 0xed, S(0xff) = 0x16.  comb.lut
// attributes are i8 arrays, so entries above 127 are written negative.
// @sbox checks the two against each other: `same` is always 1.
// sim: --top=sbox
func.func @sbox_lut(%x: i8) -> i8 {
  %s = comb.lut %x {coefficients = array<i8: 1>,
                    lookupTable = array<i8:
      99, 124, 119, 123, -14, 107, 111, -59, 48, 1, 103, 43, -2, -41, -85,
      118, -54, -126, -55, 125, -6, 89, 71, -16, -83, -44, -94, -81, -100,
      -92, 114, -64, -73, -3, -109, 38, 54, 63, -9, -52, 52, -91, -27, -15,
      113, -40, 49, 21, 4, -57, 35, -61, 24, -106, 5, -102, 7, 18, -128,
      -30, -21, 39, -78, 117, 9, -125, 44, 26, 27, 110, 90, -96, 82, 59,
      -42, -77, 41, -29, 47, -124, 83, -47, 0, -19, 32, -4, -79, 91, 106,
      -53, -66, 57, 74, 76, 88, -49, -48, -17, -86, -5, 67, 77, 51, -123,
      69, -7, 2, 127, 80, 60, -97, -88, 81, -93, 64, -113, -110, -99, 56,
      -11, -68, -74, -38, 33, 16, -1, -13, -46, -51, 12, 19, -20, 95, -105,
      68, 23, -60, -89, 126, 61, 100, 93, 25, 115, 96, -127, 79, -36, 34,
      42, -112, -120, 70, -18, -72, 20, -34, 94, 11, -37, -32, 50, 58, 10,
      73, 6, 36, 92, -62, -45, -84, 98, -111, -107, -28, 121, -25, -56, 55,
      109, -115, -43, 78, -87, 108, 86, -12, -22, 101, 122, -82, 8, -70,
      120, 37, 46, 28, -90, -76, -58, -24, -35, 116, 31, 75, -67, -117,
      -118, 112, 62, -75, 102, 72, 3, -10, 14, 97, 53, 87, -71, -122, -63,
      29, -98, -31, -8, -104, 17, 105, -39, -114, -108, -101, 30, -121, -23,
      -50, 85, 40, -33, -116, -95, -119, 13, -65, -26, 66, 104, 65, -103,
      45, 15, -80, 84, -69, 22>} : (i8) -> i8
  return %s : i8
}

func.func @sbox_tt(%x: i8) -> i8 {
  %x7 = comb.extract %x from 7 : (i8) -> i1
  %x6 = comb.extract %x from 6 : (i8) -> i1
  %x5 = comb.extract %x from 5 : (i8) -> i1
  %x4 = comb.extract %x from 4 : (i8) -> i1
  %x3 = comb.extract %x from 3 : (i8) -> i1
  %x2 = comb.extract %x from 2 : (i8) -> i1
  %x1 = comb.extract %x from 1 : (i8) -> i1
  %x0 = comb.extract %x from 0 : (i8) -> i1
  // bit 0 of S(x)
  %s0 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0x4f1ead396f247a0410bdb210c006eab568ab4bfa8acb7a13b14ede67096c6eed : ui256
  // bit 1 of S(x)
  %s1 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0xc870974094ead8a96a450b2ef33486b4e61a4c5e97816f7a7bae007d4c53fc7d : ui256
  // bit 2 of S(x)
  %s2 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0xac39b6c0d6ce2efc577d64e03b0c3ffb23a869a2a428c424a16387fb3b48b4c6 : ui256
  // bit 3 of S(x)
  %s3 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0x4e9ddb76c892fb1be9da849cf6ac6c1b2568ea2effa8527d109020a2193d586a : ui256
  // bit 4 of S(x)
  %s4 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0xf210a3aece472e532624b286bc48ecb4f7f17a494ce30f58c2b0f97752b8b11e : ui256
  // bit 5 of S(x)
  %s5 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0x54b248130b4f256f7d8dcc4706319e086bc2aa4e0d787aa4f8045f7b6d98dd7f : ui256
  // bit 6 of S(x)
  %s6 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0x21e0b833255917823f6bcb91b30db559e4851b3bf3ab2560980a3cc2c2fdb4ff : ui256
  // bit 7 of S(x)
  %s7 = comb.truth_table %x7, %x6, %x5, %x4, %x3, %x2, %x1, %x0
      -> 0x52379de7b844e3e14cb3770196ca0329e7bac28f866aac825caa2ec7bf977090 : ui256
  %s = comb.concat %s7, %s6, %s5, %s4, %s3, %s2, %s1, %s0
      : i1, i1, i1, i1, i1, i1, i1, i1
  return %s : i8
}

func.func @sbox(%x: i8) -> (i8, i8, i1) {
  %a = call @sbox_lut(%x) : (i8) -> i8
  %b = call @sbox_tt(%x) : (i8) -> i8
  %same = comb.icmp eq %a, %b : i8
  return %a, %b, %same : i8, i8, i1
}
