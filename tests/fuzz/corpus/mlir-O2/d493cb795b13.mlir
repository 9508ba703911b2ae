

func.func @bools() -> (i1, i1) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  return %t, %f : i1, i1
}
