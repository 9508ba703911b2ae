#!/usr/bin/env python3
"""gen-words.py [--shifts|--linear] DIR: write a sweep of small word-level designs
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

--linear: instead, XOR networks (aig/linear.c): reflected CRC steps
(CRC-8 0x07 over 8 data bits, CRC-16 0x1021 over 8 and 16, CRC-32
0xEDB88320 over 8, 16 and 32; each bit a comb.xor of the state and data
bits it reads), the 8 check bits of a (72,64) Hamming SECDED code, and
random GF(2) matrices times a vector (Python's random.Random(seed), each
bit of a row set with probability 1/2): 8x8, 16x16, 16x24, 24x16, 32x32
and 48x48; 13 designs.
"""
import os
import random
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


def xor_module(out, name, ins, rows):
    """y[j] = XOR of the input bits in rows[j] (a list of (port, bit))."""
    body = []
    for port, w in ins:
        for i in range(w):
            body.append("  %%%s%d = comb.extract %%%s from %d : (i%d) -> i1\n"
                        % (port, i, port, i, w))
    for j, row in enumerate(rows):
        names = ["%%%s%d" % (p, i) for p, i in row]
        if not names:
            body.append("  %%y%d = hw.constant false\n" % j)
        elif len(names) == 1:
            body.append("  %%y%d = comb.xor %s, %s, %s : i1\n"
                        % (j, names[0], names[0], names[0]))
        else:
            body.append("  %%y%d = comb.xor %s : i1\n"
                        % (j, ", ".join(names)))
    n = len(rows)
    body.append("  %%y = comb.concat %s : %s\n"
                % (", ".join("%%y%d" % j for j in reversed(range(n))),
                   ", ".join(["i1"] * n)))
    module(out, name, ins, "".join(body), "%y", n)


def crc_rows(n, m, poly):
    """Reflected CRC of n bits after m data bits: crc ^= data; m times
    crc = (crc >> 1) ^ (crc & 1 ? poly : 0).  Each bit as a set of
    inputs ("c", i) and ("d", i)."""
    crc = [{("c", i)} for i in range(n)]
    for i in range(m):
        crc[i] = crc[i] ^ {("d", i)}
    for _ in range(m):
        low = crc[0]
        crc = crc[1:] + [set()]
        for i in range(n):
            if poly >> i & 1:
                crc[i] = crc[i] ^ low
    return [sorted(r) for r in crc]


def linear(out):
    for n, m, poly in ((8, 8, 0xE0), (16, 8, 0x8408), (16, 16, 0x8408),
                       (32, 8, 0xEDB88320), (32, 16, 0xEDB88320),
                       (32, 32, 0xEDB88320)):
        xor_module(out, "crc%d_d%d" % (n, m), [("c", n), ("d", m)],
                   crc_rows(n, m, poly))
    # (72,64) SECDED: data bit i sits at the i-th position of 1..71 that
    # is not a power of two; check bit k covers positions with bit k
    # set; the 8th is the parity of the data and the seven checks
    pos = [p for p in range(1, 72) if p & (p - 1)][:64]
    checks = [[("d", i) for i, p in enumerate(pos) if p >> k & 1]
              for k in range(7)]
    every = set()
    for c in checks:
        every ^= set(c)
    every ^= {("d", i) for i in range(64)}
    xor_module(out, "secded64", [("d", 64)], checks + [sorted(every)])
    for seed, (r, c) in enumerate(((8, 8), (16, 16), (16, 24), (24, 16),
                                   (32, 32), (48, 48))):
        g = random.Random(seed + 1)
        rows = [[("x", i) for i in range(c) if g.random() < 0.5]
                for _ in range(r)]
        xor_module(out, "gf%dx%d" % (r, c), [("x", c)], rows)


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return
    if len(args) == 2 and args[0] == "--shifts":
        os.makedirs(args[1], exist_ok=True)
        shifts(args[1])
        return
    if len(args) == 2 and args[0] == "--linear":
        os.makedirs(args[1], exist_ok=True)
        linear(args[1])
        return
    if len(args) != 1:
        sys.exit("usage: gen-words.py [--shifts|--linear] DIR")
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
