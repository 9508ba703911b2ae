// Address arithmetic for a tiled 2-D buffer, in the index dialect.
//
// Inputs: a linear element offset `i` (signed; negative offsets address
// the halo before the buffer), the row pitch `cols` in elements, and the
// buffer's byte address `base`.  Tiles are 16 elements wide and elements
// are 4 bytes.  Outputs:
//   row, col  - i / cols rounded toward zero, and the remainder (signed:
//               a negative offset gives a negative column)
//   tiles     - tiles per row, ceil(cols / 16)
//   tile_col  - the tile holding `col`, floor(col / 16) (so column -1 is
//               in tile -1), clamped into [0, tiles - 1]
//   addr      - base + 4 * (row * cols + col), computed at index width
//               and truncated back to 32 bits
// A zero `cols` follows combc's division rules (quotient -1, remainder =
// the dividend).  Co-simulated at both index widths:
// sim: --index-width=32
// sim-nosynth: --index-width=64
func.func @index_addr(%i: i32, %cols: i32, %base: i32)
    -> (i32, i32, i32, i32, i32) {
  %ii = index.casts %i : i32 to index
  %c = index.casts %cols : i32 to index
  %b = index.castu %base : i32 to index
  %row = index.divs %ii, %c
  %col = index.rems %ii, %c
  %tile = index.constant 16
  %tiles = index.ceildivs %c, %tile
  %tc = index.floordivs %col, %tile
  %zero = index.constant 0
  %one = index.constant 1
  %last = index.sub %tiles, %one
  %lo = index.maxs %tc, %zero
  %tile_col = index.mins %lo, %last
  %rowbase = index.mul %row, %c
  %elem = index.add %rowbase, %col
  %four = index.constant 4
  %bytes = index.mul %elem, %four
  %addr = index.add %b, %bytes
  %row32 = index.casts %row : index to i32
  %col32 = index.casts %col : index to i32
  %tiles32 = index.casts %tiles : index to i32
  %tc32 = index.casts %tile_col : index to i32
  %addr32 = index.castu %addr : index to i32
  return %row32, %col32, %tiles32, %tc32, %addr32 : i32, i32, i32, i32, i32
}
