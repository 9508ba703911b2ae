hw.module @m() {
  hw.output
}
