
ôrnc$~ufc

fun
hw.module @Em = Komb4
}m{}
hw.module @Sink(i÷ %a : i4) {
(in: i4,   %0 =b.xo] %a, %a ]]]]]]#i4
}
"s" @Sink-aè %a: i4put -a : i4
}
444444.444444