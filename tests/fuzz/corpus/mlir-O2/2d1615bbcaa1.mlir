

func.func )@ttÕ(%a
hw.

"builtin.module"()
"builtin.module"() itin.m il
"builtin.module"() itiç.modul$$