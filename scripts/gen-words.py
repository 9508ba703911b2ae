#!/usr/bin/env python3
"""gen-words.py [--shifts] DIR: write a sweep of small word-level designs
into DIR.

One hw.module per file, for scripts/bench-words.sh (combc against Yosys at
LUT-6): every binary comb operator (add, sub, mul, and, xor, divu, divs,
modu, mods, shl, shru, shrs; the shifts by a full-width amount), six
compare predicates, a signed maximum, an absolute value, a
multiply-accumulate, a three-operand add, parity and a 4:1 word mux, at
8, 12, 16 and 24 bits (no 24-bit divisions: Yosys takes minutes there).
Widths that are not powers of two are on purpose: the examples are all
8, 16, 32 or 64 bits wide.

    python3 scripts/gen-words.py /tmp/sweep
    PROOF_SECONDS=20 scripts/bench-words.sh build/combc /tmp/sweep

--shifts: instead, the shifters the stage-order choice was measured on
(bitblast.c, shift_order): shl, shru and shrs of 5-8 and 17-32 bits
(an odd number of stages), each by a full-width amount (NAME_1) and by
a zero-extended log2-width one (NAME_0); 120 designs.
"""
import os
import sys


def module(out, name, ins, body, res, rw):
    args = ", ".join("in %%%s : i%d" % (n, w) for n, w in ins)
    text = ("hw.module @%s(%s, out y : i%d) {\n%s"
            "  hw.output %s : i%d\n}\n" % (name, args, rw, body, res, rw))
    with open(os.path.join(out, name + ".mlir"), "w") as f:
        f.write(text)


def shifts(out):
    for w in list(range(5, 9)) + list(range(17, 33)):
        nk = (w - 1).bit_length()
        for op in ("shl", "shru", "shrs"):
            module(out, "%s%d_1" % (op, w), [("a", w), ("b", w)],
                   "  %%y = comb.%s %%a, %%b : i%d\n" % (op, w), "%y", w)
            module(out, "%s%d_0" % (op, w), [("a", w), ("b", nk)],
                   "  %%z = hw.constant 0 : i%d\n"
                   "  %%c = comb.concat %%z, %%b : i%d, i%d\n"
                   "  %%y = comb.%s %%a, %%c : i%d\n"
                   % (w - nk, w - nk, nk, op, w), "%y", w)


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return
    if len(args) == 2 and args[0] == "--shifts":
        os.makedirs(args[1], exist_ok=True)
        shifts(args[1])
        return
    if len(args) != 1:
        sys.exit("usage: gen-words.py [--shifts] DIR")
    out = args[0]
    os.makedirs(out, exist_ok=True)
    for w in (8, 12, 16, 24):
        ab = [("a", w), ("b", w)]
        ops = ["add", "sub", "mul", "and", "xor", "shl", "shru", "shrs"]
        if w < 24:
            ops += ["divu", "divs", "modu", "mods"]
        for op in ops:
            module(out, "%s%d" % (op, w), ab,
                   "  %%y = comb.%s %%a, %%b : i%d\n" % (op, w), "%y", w)
        for p in ("eq", "ne", "ult", "slt", "ule", "sge"):
            module(out, "icmp%s%d" % (p, w), ab,
                   "  %%y = comb.icmp %s %%a, %%b : i%d\n" % (p, w), "%y", 1)
        module(out, "smax%d" % w, ab,
               "  %%c = comb.icmp sgt %%a, %%b : i%d\n"
               "  %%y = comb.mux %%c, %%a, %%b : i%d\n" % (w, w), "%y", w)
        module(out, "abs%d" % w, [("a", w)],
               "  %%z = hw.constant 0 : i%d\n"
               "  %%n = comb.sub %%z, %%a : i%d\n"
               "  %%c = comb.icmp slt %%a, %%z : i%d\n"
               "  %%y = comb.mux %%c, %%n, %%a : i%d\n" % (w, w, w, w),
               "%y", w)
        abc = ab + [("c", w)]
        module(out, "mac%d" % w, abc,
               "  %%m = comb.mul %%a, %%b : i%d\n"
               "  %%y = comb.add %%m, %%c : i%d\n" % (w, w), "%y", w)
        module(out, "add3_%d" % w, abc,
               "  %%y = comb.add %%a, %%b, %%c : i%d\n" % w, "%y", w)
        module(out, "parity%d" % w, [("a", w)],
               "  %%y = comb.parity %%a : i%d\n" % w, "%y", 1)
        module(out, "mux4_%d" % w,
               abc + [("d", w), ("s", 2)],
               "  %%s0 = comb.extract %%s from 0 : (i2) -> i1\n"
               "  %%s1 = comb.extract %%s from 1 : (i2) -> i1\n"
               "  %%x = comb.mux %%s0, %%b, %%a : i%d\n"
               "  %%z = comb.mux %%s0, %%d, %%c : i%d\n"
               "  %%y = comb.mux %%s1, %%z, %%x : i%d\n" % (w, w, w),
               "%y", w)


if __name__ == "__main__":
    main()
