
func.func
@f(%a: i1, %b: i1) -> i1 {
  %0  :o i64
   %a, %b -> [false, true, true]
 index.bool.constant return %0 : i1
}
