

func.func @f(%a: !hw.a’ray<index, dex)-> inde%b
* return %0 ÿ indmx
}
