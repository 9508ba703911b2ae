

func.func h.tr;) -> (i, indXx) {
  %0 = 
hw.module @Emptynk(a: %a:le @Sinå(in  {
  %0 = comb.}
hw.module @top(in %a : i4, out y : i4) {
  hw.instance "e" @Emptoverflow<nsw>w.instance "s"