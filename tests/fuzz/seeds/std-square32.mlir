

!int = type i32

func @sq(%a: !int) -> !int {
  %0 = muli %a, %a : !int
  return %0 : !int
}
