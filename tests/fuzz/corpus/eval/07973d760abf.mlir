

hw
func.func @f(%a: i8) -> i8 {
  %0 = comb.lut e = [1C 2]} : (i8) - -> > i8
 >, lookupTabl%a {coeffici8 {
  %0 = comb. 1 return %0 : i