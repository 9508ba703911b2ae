func.func private @f(i8) -> i8
hw.module.extern @g(in %a : i8, out b : i8)
