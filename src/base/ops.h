/* ops.h: the op tables.  Everything that dispatches on an op (enum, names,
 * parser, verifier, evaluator, lowering, printers) is generated from these
 * two X-macro lists, so adding an op is one line here plus its semantics.
 *
 * OPS(X): the semantic ops.  One entry per distinct meaning, whatever the
 * dialect spelling.  X(ENUM, "mnemonic", arity, flags), arity -1 = variadic.
 *
 * SPELLINGS(S): every op name the parser accepts.  S("name", OP, syntax).
 * Bare std names ("addi", "cmpi", "constant", "return") are looked up with a
 * "std." prefix, so only the prefixed spelling is listed.
 */
#ifndef COMBC_OPS_H
#define COMBC_OPS_H

/* op flags */
enum {
	F_COMM = 1,   /* commutative */
	F_VAR = 2,    /* variadic: any number >= 1 of same-typed operands */
	F_TERM = 4,   /* block terminator */
	F_SIGNED = 8, /* reads its operands as signed */
	F_NEG = 16,   /* result is inverted (nand, nor, xnor) */
	F_NET = 32,   /* exists only in the netlist, never parsed */
};

#define OPS(X) \
	X(CONST,     "constant",   0, 0) \
	X(SIZEOF,    "sizeof",     0, 0) \
	X(ADD,       "add",       -1, F_COMM | F_VAR) \
	X(SUB,       "sub",        2, 0) \
	X(MUL,       "mul",       -1, F_COMM | F_VAR) \
	X(DIVU,      "divu",       2, 0) \
	X(DIVS,      "divs",       2, F_SIGNED) \
	X(REMU,      "remu",       2, 0) \
	X(REMS,      "rems",       2, F_SIGNED) \
	X(CEILDIVU,  "ceildivu",   2, 0) \
	X(CEILDIVS,  "ceildivs",   2, F_SIGNED) \
	X(FLOORDIVS, "floordivs",  2, F_SIGNED) \
	X(AND,       "and",       -1, F_COMM | F_VAR) \
	X(OR,        "or",        -1, F_COMM | F_VAR) \
	X(XOR,       "xor",       -1, F_COMM | F_VAR) \
	X(NAND,      "nand",      -1, F_COMM | F_VAR | F_NEG) \
	X(NOR,       "nor",       -1, F_COMM | F_VAR | F_NEG) \
	X(XNOR,      "xnor",      -1, F_COMM | F_VAR | F_NEG) \
	X(NOT,       "not",        1, 0) \
	X(SHL,       "shl",        2, 0) \
	X(SHRU,      "shru",       2, 0) \
	X(SHRS,      "shrs",       2, F_SIGNED) \
	X(MAXS,      "maxs",       2, F_COMM | F_SIGNED) \
	X(MAXU,      "maxu",       2, F_COMM) \
	X(MINS,      "mins",       2, F_COMM | F_SIGNED) \
	X(MINU,      "minu",       2, F_COMM) \
	X(ICMP,      "icmp",       2, 0) \
	X(MUX,       "mux",        3, 0) \
	X(CONCAT,    "concat",    -1, F_VAR) \
	X(EXTRACT,   "extract",    1, 0) \
	X(REPLICATE, "replicate",  1, 0) \
	X(REVERSE,   "reverse",    1, 0) \
	X(PARITY,    "parity",     1, 0) \
	X(TT,        "truth_table",-1, F_VAR) \
	X(LUT,       "lut",       -1, F_VAR) \
	X(SEXT,      "sext",       1, F_SIGNED) \
	X(ZEXT,      "zext",       1, 0) \
	X(TRUNC,     "trunc",      1, 0) \
	X(CASTS,     "casts",      1, F_SIGNED) \
	X(CASTU,     "castu",      1, 0) \
	X(RETURN,    "return",    -1, F_TERM) \
	X(OUTPUT,    "output",    -1, F_TERM) \
	X(BR,        "br",        -1, F_TERM) \
	X(CONDBR,    "cond_br",   -1, F_TERM) \
	X(CALL,      "call",      -1, 0) \
	X(INSTANCE,  "instance",  -1, 0) \
	X(INPUT,     "input",      0, F_NET) \
	X(INSTRES,   "instres",    1, F_NET)

enum {
#define X(e, n, a, f) OP_##e,
	OPS(X)
#undef X
	NOP_
};

/* syntax classes of custom assembly forms */
enum {
	SY_COMB,      /* comb.add [bin] %a, %b, ... attr-dict : T        */
	SY_COMB1,     /* comb.inv [bin] %a : T   (parity: result i1)      */
	SY_ICMP,      /* comb.icmp [bin] pred %a, %b : T                  */
	SY_MUX,       /* comb.mux [bin] %c, %t, %f : T                    */
	SY_EXTRACT,   /* comb.extract %a from N : (T) -> U                */
	SY_CONCAT,    /* comb.concat %a, %b : T, U                        */
	SY_REPLICATE, /* comb.replicate %a : (T) -> U                     */
	SY_TT,        /* comb.truth_table %a, %b -> 6 : ui4 | [false, ..] */
	SY_LUT,       /* comb.lut %a {attrs} : (i8) -> i8                 */
	SY_BIN,       /* addi %a, %b [overflow<..>] : T                   */
	SY_CMPI,      /* cmpi "slt", %a, %b : T   /  arith.cmpi slt, ...  */
	SY_SELECT,    /* select %c, %t, %f : T                            */
	SY_CAST,      /* extsi %a : T to U                                */
	SY_CONST,     /* constant 42 : i32 | true | hw.constant 5 : i8    */
	SY_IBIN,      /* index.add %a, %b                                 */
	SY_ICMPI,     /* index.cmp slt(%a, %b)                            */
	SY_ICONST,    /* index.constant 42                                */
	SY_IBOOL,     /* index.bool.constant true                         */
	SY_SIZEOF,    /* index.sizeof                                     */
	SY_RETURN,    /* return %a, %b : T, U                             */
	SY_BR,        /* br ^bb1(%a : T)                                  */
	SY_CONDBR,    /* cond_br %c, ^bb1(%a : T), ^bb2                   */
	SY_CALL,      /* call @f(%a) : (T) -> U                           */
	SY_INSTANCE,  /* hw.instance "n" @m(a: %x: T) -> (y: U)           */
};

#define SPELLINGS(S) \
	S("comb.add", ADD, SY_COMB) S("comb.and", AND, SY_COMB) \
	S("comb.or", OR, SY_COMB) S("comb.xor", XOR, SY_COMB) \
	S("comb.xnor", XNOR, SY_COMB) S("comb.nand", NAND, SY_COMB) \
	S("comb.nor", NOR, SY_COMB) S("comb.mul", MUL, SY_COMB) \
	S("comb.sub", SUB, SY_COMB) S("comb.divs", DIVS, SY_COMB) \
	S("comb.divu", DIVU, SY_COMB) S("comb.mods", REMS, SY_COMB) \
	S("comb.modu", REMU, SY_COMB) S("comb.shl", SHL, SY_COMB) \
	S("comb.shru", SHRU, SY_COMB) S("comb.shrs", SHRS, SY_COMB) \
	S("comb.inv", NOT, SY_COMB1) S("comb.parity", PARITY, SY_COMB1) \
	S("comb.reverse", REVERSE, SY_COMB1) S("comb.icmp", ICMP, SY_ICMP) \
	S("comb.mux", MUX, SY_MUX) S("comb.extract", EXTRACT, SY_EXTRACT) \
	S("comb.concat", CONCAT, SY_CONCAT) \
	S("comb.replicate", REPLICATE, SY_REPLICATE) \
	S("comb.truth_table", TT, SY_TT) S("comb.lut", LUT, SY_LUT) \
	S("hw.constant", CONST, SY_CONST) S("hw.output", OUTPUT, SY_RETURN) \
	S("hw.instance", INSTANCE, SY_INSTANCE) \
	S("index.add", ADD, SY_IBIN) S("index.sub", SUB, SY_IBIN) \
	S("index.mul", MUL, SY_IBIN) S("index.divs", DIVS, SY_IBIN) \
	S("index.divu", DIVU, SY_IBIN) S("index.ceildivs", CEILDIVS, SY_IBIN) \
	S("index.ceildivu", CEILDIVU, SY_IBIN) \
	S("index.floordivs", FLOORDIVS, SY_IBIN) \
	S("index.rems", REMS, SY_IBIN) S("index.remu", REMU, SY_IBIN) \
	S("index.maxs", MAXS, SY_IBIN) S("index.maxu", MAXU, SY_IBIN) \
	S("index.mins", MINS, SY_IBIN) S("index.minu", MINU, SY_IBIN) \
	S("index.shl", SHL, SY_IBIN) S("index.shrs", SHRS, SY_IBIN) \
	S("index.shru", SHRU, SY_IBIN) S("index.and", AND, SY_IBIN) \
	S("index.or", OR, SY_IBIN) S("index.xor", XOR, SY_IBIN) \
	S("index.cmp", ICMP, SY_ICMPI) S("index.constant", CONST, SY_ICONST) \
	S("index.bool.constant", CONST, SY_IBOOL) \
	S("index.sizeof", SIZEOF, SY_SIZEOF) \
	S("index.casts", CASTS, SY_CAST) S("index.castu", CASTU, SY_CAST) \
	S("arith.addi", ADD, SY_BIN) S("arith.subi", SUB, SY_BIN) \
	S("arith.muli", MUL, SY_BIN) S("arith.divsi", DIVS, SY_BIN) \
	S("arith.divui", DIVU, SY_BIN) S("arith.remsi", REMS, SY_BIN) \
	S("arith.remui", REMU, SY_BIN) S("arith.ceildivsi", CEILDIVS, SY_BIN) \
	S("arith.ceildivui", CEILDIVU, SY_BIN) \
	S("arith.floordivsi", FLOORDIVS, SY_BIN) \
	S("arith.andi", AND, SY_BIN) S("arith.ori", OR, SY_BIN) \
	S("arith.xori", XOR, SY_BIN) S("arith.shli", SHL, SY_BIN) \
	S("arith.shrsi", SHRS, SY_BIN) S("arith.shrui", SHRU, SY_BIN) \
	S("arith.maxsi", MAXS, SY_BIN) S("arith.maxui", MAXU, SY_BIN) \
	S("arith.minsi", MINS, SY_BIN) S("arith.minui", MINU, SY_BIN) \
	S("arith.cmpi", ICMP, SY_CMPI) S("arith.select", MUX, SY_SELECT) \
	S("arith.constant", CONST, SY_CONST) \
	S("arith.extsi", SEXT, SY_CAST) S("arith.extui", ZEXT, SY_CAST) \
	S("arith.trunci", TRUNC, SY_CAST) \
	S("arith.index_cast", CASTS, SY_CAST) \
	S("arith.index_castui", CASTU, SY_CAST) \
	S("func.return", RETURN, SY_RETURN) S("func.call", CALL, SY_CALL) \
	S("cf.br", BR, SY_BR) S("cf.cond_br", CONDBR, SY_CONDBR) \
	S("std.addi", ADD, SY_BIN) S("std.subi", SUB, SY_BIN) \
	S("std.muli", MUL, SY_BIN) S("std.divi_signed", DIVS, SY_BIN) \
	S("std.divi_unsigned", DIVU, SY_BIN) S("std.diviu", DIVU, SY_BIN) \
	S("std.divis", DIVS, SY_BIN) \
	S("std.remi_signed", REMS, SY_BIN) S("std.remi_unsigned", REMU, SY_BIN) \
	S("std.remiu", REMU, SY_BIN) S("std.remis", REMS, SY_BIN) \
	S("std.ceildivi_signed", CEILDIVS, SY_BIN) \
	S("std.floordivi_signed", FLOORDIVS, SY_BIN) \
	S("std.and", AND, SY_BIN) S("std.or", OR, SY_BIN) \
	S("std.xor", XOR, SY_BIN) S("std.shift_left", SHL, SY_BIN) \
	S("std.shift_right_signed", SHRS, SY_BIN) \
	S("std.shift_right_unsigned", SHRU, SY_BIN) \
	S("std.sexti", SEXT, SY_CAST) S("std.zexti", ZEXT, SY_CAST) \
	S("std.trunci", TRUNC, SY_CAST) S("std.index_cast", CASTS, SY_CAST) \
	S("std.cmpi", ICMP, SY_CMPI) S("std.select", MUX, SY_SELECT) \
	S("std.constant", CONST, SY_CONST) S("std.return", RETURN, SY_RETURN) \
	S("std.call", CALL, SY_CALL) S("std.br", BR, SY_BR) \
	S("std.cond_br", CONDBR, SY_CONDBR)

/* icmp predicates, numbered as MLIR numbers them (arith, comb, index) */
#define PREDS(P) \
	P(EQ, "eq") P(NE, "ne") P(SLT, "slt") P(SLE, "sle") P(SGT, "sgt") \
	P(SGE, "sge") P(ULT, "ult") P(ULE, "ule") P(UGT, "ugt") P(UGE, "uge")

enum {
#define P(e, n) PRED_##e,
	PREDS(P)
#undef P
	NPRED_
};

#endif
