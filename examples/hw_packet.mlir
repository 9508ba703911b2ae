// A packet-header stage in CIRCT's hw aggregates, as a Chisel/FIRRTL or
// PyCDE front end emits it: a struct header with an array of tag nibbles,
// an array of payload lanes, dynamic indexing, a struct update and a mux
// on the whole struct, and arith.addui_extended for a carry-out sum.
//
//   ok   = valid && len >= 64
//   tag  = header.tag[sel]              (element 0 is the low nibble)
//   lane = lanes[sel]
//   next = ok ? header with len - 1 and tag[sel] = 0 : header
//   sum  = lanes[0] + lanes[1] with its carry out, as {carry, sum}
//
// Worked example (README, Semantics: aggregates; the first field is the
// most significant): header = {valid 1, kind 5, len 100, tag [3]=0xd,
// [2]=0xc, [1]=0xb, [0]=0xa} = 1 101 000001100100 dcba
// = 0xD064DCBA (32 bits); sel = 1; lanes = [3]=0x44 [2]=0x33 [1]=0xf0
// [0]=0x20 = 0x4433F020:
//   ok = 1, tag = 0xb, lane = 0xf0,
//   next = {1, 5, 99, [d, c, 0, a]} = 0xD063DC0A, sum = 0x20 + 0xf0 = 0x110.
// sim: --top=packet
// sim: --top=packet -O2
!tags = !hw.array<4xi4>
!header = !hw.typealias<@pkt::@header, !hw.struct<valid: i1, kind: i3, len: i12, tag: !tags>>

hw.type_scope @pkt {
  hw.typedecl @header : !hw.struct<valid: i1, kind: i3, len: i12, tag: !hw.array<4xi4>>
}

hw.module @packet(in %h : !header, in %sel : i2, in %lanes : !hw.array<4xi8>,
                  out ok : i1, out tag : i4, out lane : i8, out next : !header,
                  out sum : i9) {
  %valid = hw.struct_extract %h["valid"] : !header
  %len = hw.struct_extract %h["len"] : !header
  %tags = hw.struct_extract %h["tag"] : !header
  %tag = hw.array_get %tags[%sel] : !tags, i2
  %c64 = hw.constant 64 : i12
  %big = comb.icmp uge %len, %c64 : i12
  %ok = comb.and %valid, %big : i1
  %lane = hw.array_get %lanes[%sel] : !hw.array<4xi8>, i2
  %c1 = hw.constant 1 : i12
  %len1 = comb.sub %len, %c1 : i12
  %zero = hw.constant 0 : i4
  %tags1 = hw.array_inject %tags[%sel], %zero : !tags, i2
  %h1 = hw.struct_inject %h["len"], %len1 : !header
  %h2 = hw.struct_inject %h1["tag"], %tags1 : !header
  %next = comb.mux %ok, %h2, %h : !header
  %i0 = hw.constant 0 : i2
  %i1 = hw.constant 1 : i2
  %l0 = hw.array_get %lanes[%i0] : !hw.array<4xi8>, i2
  %l1 = hw.array_get %lanes[%i1] : !hw.array<4xi8>, i2
  %s, %carry = arith.addui_extended %l0, %l1 : i8, i1
  %sum = comb.concat %carry, %s : i1, i8
  hw.output %ok, %tag, %lane, %next, %sum : i1, i4, i8, !header, i9
}
