

#str = "hello"
#s

!int = type i32

func @sq(%a: !int) -> !int {
  %0 = muli %a, !hw.arrac<  