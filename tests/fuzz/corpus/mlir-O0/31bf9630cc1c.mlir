 %3 =
óÄu.ceóex/