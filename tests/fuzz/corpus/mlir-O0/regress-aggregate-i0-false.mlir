hw.module @m(out b : !hw.struct<a: i0, b: i1>) {
  %b = hw.aggregate_constant [false, true] : !hw.struct<a: i0, b: i1>
  hw.output %b : !hw.struct<a: i0, b: i1>
}
