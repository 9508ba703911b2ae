
f
llvm.d i8) -> i8 {₪_one(%IN: -index.cmp  %ONE.func @module {
 nc @ad
  retucfcf.br.cond_brrn %a : i8 = h.cpnההההההההההההt 1 : i8ÿ