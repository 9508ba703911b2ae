// Conformance: every i8 input of @add_one gives x + 1 (mod 256).  Source file
// below (Apache-2.0, google/heir, adapted as described in its own header).
//
// RUN: for x in $(seq 0 255); do combc eval %s -- $x || exit 1; done | FileCheck %s %exact --check-prefix=ALL
// ALL: 1
// ALL-NEXT: 2
// ALL-NEXT: 3
// ALL-NEXT: 4
// ALL-NEXT: 5
// ALL-NEXT: 6
// ALL-NEXT: 7
// ALL-NEXT: 8
// ALL-NEXT: 9
// ALL-NEXT: 10
// ALL-NEXT: 11
// ALL-NEXT: 12
// ALL-NEXT: 13
// ALL-NEXT: 14
// ALL-NEXT: 15
// ALL-NEXT: 16
// ALL-NEXT: 17
// ALL-NEXT: 18
// ALL-NEXT: 19
// ALL-NEXT: 20
// ALL-NEXT: 21
// ALL-NEXT: 22
// ALL-NEXT: 23
// ALL-NEXT: 24
// ALL-NEXT: 25
// ALL-NEXT: 26
// ALL-NEXT: 27
// ALL-NEXT: 28
// ALL-NEXT: 29
// ALL-NEXT: 30
// ALL-NEXT: 31
// ALL-NEXT: 32
// ALL-NEXT: 33
// ALL-NEXT: 34
// ALL-NEXT: 35
// ALL-NEXT: 36
// ALL-NEXT: 37
// ALL-NEXT: 38
// ALL-NEXT: 39
// ALL-NEXT: 40
// ALL-NEXT: 41
// ALL-NEXT: 42
// ALL-NEXT: 43
// ALL-NEXT: 44
// ALL-NEXT: 45
// ALL-NEXT: 46
// ALL-NEXT: 47
// ALL-NEXT: 48
// ALL-NEXT: 49
// ALL-NEXT: 50
// ALL-NEXT: 51
// ALL-NEXT: 52
// ALL-NEXT: 53
// ALL-NEXT: 54
// ALL-NEXT: 55
// ALL-NEXT: 56
// ALL-NEXT: 57
// ALL-NEXT: 58
// ALL-NEXT: 59
// ALL-NEXT: 60
// ALL-NEXT: 61
// ALL-NEXT: 62
// ALL-NEXT: 63
// ALL-NEXT: 64
// ALL-NEXT: 65
// ALL-NEXT: 66
// ALL-NEXT: 67
// ALL-NEXT: 68
// ALL-NEXT: 69
// ALL-NEXT: 70
// ALL-NEXT: 71
// ALL-NEXT: 72
// ALL-NEXT: 73
// ALL-NEXT: 74
// ALL-NEXT: 75
// ALL-NEXT: 76
// ALL-NEXT: 77
// ALL-NEXT: 78
// ALL-NEXT: 79
// ALL-NEXT: 80
// ALL-NEXT: 81
// ALL-NEXT: 82
// ALL-NEXT: 83
// ALL-NEXT: 84
// ALL-NEXT: 85
// ALL-NEXT: 86
// ALL-NEXT: 87
// ALL-NEXT: 88
// ALL-NEXT: 89
// ALL-NEXT: 90
// ALL-NEXT: 91
// ALL-NEXT: 92
// ALL-NEXT: 93
// ALL-NEXT: 94
// ALL-NEXT: 95
// ALL-NEXT: 96
// ALL-NEXT: 97
// ALL-NEXT: 98
// ALL-NEXT: 99
// ALL-NEXT: 100
// ALL-NEXT: 101
// ALL-NEXT: 102
// ALL-NEXT: 103
// ALL-NEXT: 104
// ALL-NEXT: 105
// ALL-NEXT: 106
// ALL-NEXT: 107
// ALL-NEXT: 108
// ALL-NEXT: 109
// ALL-NEXT: 110
// ALL-NEXT: 111
// ALL-NEXT: 112
// ALL-NEXT: 113
// ALL-NEXT: 114
// ALL-NEXT: 115
// ALL-NEXT: 116
// ALL-NEXT: 117
// ALL-NEXT: 118
// ALL-NEXT: 119
// ALL-NEXT: 120
// ALL-NEXT: 121
// ALL-NEXT: 122
// ALL-NEXT: 123
// ALL-NEXT: 124
// ALL-NEXT: 125
// ALL-NEXT: 126
// ALL-NEXT: 127
// ALL-NEXT: 128
// ALL-NEXT: 129
// ALL-NEXT: 130
// ALL-NEXT: 131
// ALL-NEXT: 132
// ALL-NEXT: 133
// ALL-NEXT: 134
// ALL-NEXT: 135
// ALL-NEXT: 136
// ALL-NEXT: 137
// ALL-NEXT: 138
// ALL-NEXT: 139
// ALL-NEXT: 140
// ALL-NEXT: 141
// ALL-NEXT: 142
// ALL-NEXT: 143
// ALL-NEXT: 144
// ALL-NEXT: 145
// ALL-NEXT: 146
// ALL-NEXT: 147
// ALL-NEXT: 148
// ALL-NEXT: 149
// ALL-NEXT: 150
// ALL-NEXT: 151
// ALL-NEXT: 152
// ALL-NEXT: 153
// ALL-NEXT: 154
// ALL-NEXT: 155
// ALL-NEXT: 156
// ALL-NEXT: 157
// ALL-NEXT: 158
// ALL-NEXT: 159
// ALL-NEXT: 160
// ALL-NEXT: 161
// ALL-NEXT: 162
// ALL-NEXT: 163
// ALL-NEXT: 164
// ALL-NEXT: 165
// ALL-NEXT: 166
// ALL-NEXT: 167
// ALL-NEXT: 168
// ALL-NEXT: 169
// ALL-NEXT: 170
// ALL-NEXT: 171
// ALL-NEXT: 172
// ALL-NEXT: 173
// ALL-NEXT: 174
// ALL-NEXT: 175
// ALL-NEXT: 176
// ALL-NEXT: 177
// ALL-NEXT: 178
// ALL-NEXT: 179
// ALL-NEXT: 180
// ALL-NEXT: 181
// ALL-NEXT: 182
// ALL-NEXT: 183
// ALL-NEXT: 184
// ALL-NEXT: 185
// ALL-NEXT: 186
// ALL-NEXT: 187
// ALL-NEXT: 188
// ALL-NEXT: 189
// ALL-NEXT: 190
// ALL-NEXT: 191
// ALL-NEXT: 192
// ALL-NEXT: 193
// ALL-NEXT: 194
// ALL-NEXT: 195
// ALL-NEXT: 196
// ALL-NEXT: 197
// ALL-NEXT: 198
// ALL-NEXT: 199
// ALL-NEXT: 200
// ALL-NEXT: 201
// ALL-NEXT: 202
// ALL-NEXT: 203
// ALL-NEXT: 204
// ALL-NEXT: 205
// ALL-NEXT: 206
// ALL-NEXT: 207
// ALL-NEXT: 208
// ALL-NEXT: 209
// ALL-NEXT: 210
// ALL-NEXT: 211
// ALL-NEXT: 212
// ALL-NEXT: 213
// ALL-NEXT: 214
// ALL-NEXT: 215
// ALL-NEXT: 216
// ALL-NEXT: 217
// ALL-NEXT: 218
// ALL-NEXT: 219
// ALL-NEXT: 220
// ALL-NEXT: 221
// ALL-NEXT: 222
// ALL-NEXT: 223
// ALL-NEXT: 224
// ALL-NEXT: 225
// ALL-NEXT: 226
// ALL-NEXT: 227
// ALL-NEXT: 228
// ALL-NEXT: 229
// ALL-NEXT: 230
// ALL-NEXT: 231
// ALL-NEXT: 232
// ALL-NEXT: 233
// ALL-NEXT: 234
// ALL-NEXT: 235
// ALL-NEXT: 236
// ALL-NEXT: 237
// ALL-NEXT: 238
// ALL-NEXT: 239
// ALL-NEXT: 240
// ALL-NEXT: 241
// ALL-NEXT: 242
// ALL-NEXT: 243
// ALL-NEXT: 244
// ALL-NEXT: 245
// ALL-NEXT: 246
// ALL-NEXT: 247
// ALL-NEXT: 248
// ALL-NEXT: 249
// ALL-NEXT: 250
// ALL-NEXT: 251
// ALL-NEXT: 252
// ALL-NEXT: 253
// ALL-NEXT: 254
// ALL-NEXT: 255
// ALL-NEXT: 0
// RUN: combc eval %s --hex -- 0xff | FileCheck %s %exact --check-prefix=HEX
// HEX: 0x0
//
// Adapted from HEIR tests/Dialect/Secret/Conversions/secret_to_cggi/add_one.mlir
// (Apache-2.0): the LUT-3 netlist Yosys+ABC produced for x + 1 on i8, with the
// secret/tensor wrapping replaced by comb.extract / comb.concat.
module {
  func.func @add_one(%x: i8) -> i8 {
    %false = arith.constant false
    %extracted = comb.extract %x from 1 : (i8) -> i1
    %extracted_0 = comb.extract %x from 0 : (i8) -> i1
    %3 = comb.truth_table %false, %extracted, %extracted_0 -> 6 : ui8
    %extracted_1 = comb.extract %x from 2 : (i8) -> i1
    %4 = comb.truth_table %extracted_1, %extracted, %extracted_0 -> 120 : ui8
    %5 = comb.truth_table %extracted_1, %extracted, %extracted_0 -> 128 : ui8
    %extracted_2 = comb.extract %x from 3 : (i8) -> i1
    %6 = comb.truth_table %false, %extracted_2, %5 -> 6 : ui8
    %extracted_3 = comb.extract %x from 4 : (i8) -> i1
    %7 = comb.truth_table %extracted_3, %extracted_2, %5 -> 120 : ui8
    %8 = comb.truth_table %extracted_3, %extracted_2, %5 -> 128 : ui8
    %extracted_4 = comb.extract %x from 5 : (i8) -> i1
    %9 = comb.truth_table %false, %extracted_4, %8 -> 6 : ui8
    %extracted_5 = comb.extract %x from 6 : (i8) -> i1
    %10 = comb.truth_table %extracted_5, %extracted_4, %8 -> 120 : ui8
    %11 = comb.truth_table %extracted_5, %extracted_4, %8 -> 128 : ui8
    %extracted_6 = comb.extract %x from 7 : (i8) -> i1
    %12 = comb.truth_table %false, %extracted_6, %11 -> 6 : ui8
    %13 = comb.truth_table %false, %false, %extracted_0 -> 1 : ui8
    %r = comb.concat %12, %10, %9, %7, %6, %4, %3, %13 : i1, i1, i1, i1, i1, i1, i1, i1
    return %r : i8
  }
}
