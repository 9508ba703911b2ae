#!/usr/bin/env python3
"""Fewest K-LUTs for a barrel shifter among mux-decomposition networks.

Usage: scripts/shifter-bound.py [--gates] shl|shrs WIDTH BOUND [K]

Asks a SAT solver (Debian's `cadical`) whether a WIDTH-bit shifter by a
ceil(log2 WIDTH)-bit amount has a K-LUT network (K = 6 unless given) of
at most BOUND LUTs in the family below, and prints SAT with the network,
or UNSAT.  shru is shl mirrored, so it has the same answer.

The family.  Write the data bits so that shifting moves them down (shl:
bit j reads a[j - s]; shrs mirrored: bit j reads a[max(j - s, 0)], bit 0
being the sign).  A signal M(j, S), S a set of shift-amount bits, is bit j
of the word shifted by the bits in S only (the others taken as 0):
M(j, {}) is the input bit, M(j, all bits) is output j.  A LUT computes
M(j, S) as a mux: it reads the bits of some T in S and the words shifted
by S - T at the 2^|T| positions those bits select (positions past the
end are 0, or the sign bit; they need no input).  Each of those data
signals is either an earlier LUT or is expanded into its own inputs in
the same LUT (inlining), as long as the LUT keeps at most K inputs.  So
the family holds every mux-stage order, a different order per output
bit, stages split or merged per bit, and the inlining LUT mappers find;
it does not hold LUTs whose function is not a mux of shifted words.
With --gates it also holds shared gate signals: the bits of T whose
shift alone already runs past the end (2^k > j) only select the fill,
and a LUT may read them as one signal, the AND of their inverses, a LUT
of its own that every reader of the same set shares.

Measured (LUT-6, Debian's cadical): shl 8 -> 13 is the fewest (12 UNSAT),
shl 16 -> 32 (31 UNSAT, 33 s), shrs 8 -> 12 (11 UNSAT), shrs 16 -> 30
(29 UNSAT); combc gives 13, 32, 12, 30.  With --gates: shl 8 13, shl 16
31 (30 UNSAT), shrs 8 12, shrs 16 30.  At 32 bits the solver does not
finish within 20 minutes.

Encoding: per signal, the cuts (leaf sets of at most K signals, select
bits and inputs) enumerated bottom-up; x(sig) -> one of its cuts is
used, a used cut -> its leaf signals are materialized, outputs are
materialized, and a sequential counter bounds the materialized count.
"""

import os
import subprocess
import sys
import tempfile


def cut_sets(width, k, sign, cap, gates):
    nb = (width - 1).bit_length()
    full = (1 << nb) - 1

    def bits(m):
        return [b for b in range(nb) if m >> b & 1]

    def offsets(t):
        ks = bits(t)
        return [sum(1 << ks[i] for i in range(len(ks)) if c >> i & 1)
                for c in range(1 << len(ks))]

    def primary(j, s):
        return s == 0 or (sign and j == 0)

    lo = 1 if sign else 0
    sigs = sorted(((j, s) for j in range(lo, width)
                   for s in range(1, full + 1)),
                  key=lambda t: (bin(t[1]).count("1"), t[0]))
    cuts = {}

    def leaf_cuts(u):
        if primary(*u):
            return [frozenset([("a", u[0])])]
        return [frozenset([u])] + cuts[u]

    for j, s in sigs:
        found = set()
        r = (s - 1) & s
        while True:
            t = s & ~r
            if sign:
                ds = sorted(set(max(j - v, 0) for v in offsets(t)))
            else:
                ds = [j - v for v in offsets(t) if j - v >= 0]
            t2 = sum(1 << b for b in bits(t) if 1 << b > j) if gates else 0
            if bin(t2).count("1") < 2:
                t2 = 0
            sel = [("s", b) for b in bits(t & ~t2)]
            sel += [("g", t2)] if t2 else []
            acc = {frozenset(sel)}
            for d in ds:
                acc = {c | lc for c in acc for lc in leaf_cuts((d, r))
                       if len(c | lc) <= k}
                if not acc:
                    break
            found |= acc
            if r == 0:
                break
            r = (r - 1) & s
        keep = []
        for c in sorted(found, key=lambda c: (len(c), sorted(map(str, c)))):
            if not any(o <= c for o in keep):
                keep.append(c)
        cuts[(j, s)] = keep[:cap]
    return sigs, cuts, full


def main():
    args = [a for a in sys.argv[1:] if a != "--gates"]
    gates = len(args) < len(sys.argv) - 1
    if len(args) < 3 or args[0] not in ("shl", "shrs"):
        sys.exit(__doc__.split("\n\n")[1])
    sign = args[0] == "shrs"
    width, bound = int(args[1]), int(args[2])
    k = int(args[3]) if len(args) > 3 else 6
    sigs, cuts, full = cut_sets(width, k, sign, 400, gates)
    var = {}

    def v(key):
        return var.setdefault(key, len(var) + 1)

    cl = []
    used_gates = set()
    for s in sigs:
        ys = []
        for i, c in enumerate(cuts[s]):
            y = v(("y", s, i))
            ys.append(y)
            cl += [[-y, v(("x", u))] for u in c if u[0] not in ("a", "s")]
            if any(u[0] == "g" for u in c):
                used_gates.add(next(u for u in c if u[0] == "g"))
        cl.append([-v(("x", s))] + ys)
    cl += [[v(("x", (j, full)))] for j in range(1 if sign else 0, width)]
    xs = [v(("x", s)) for s in sigs]
    xs += [v(("x", u)) for u in sorted(used_gates)]
    cnt = [[v(("c", i, j)) for j in range(bound)] for i in range(len(xs))]
    for i, x in enumerate(xs):
        cl.append([-x, cnt[i][0]])
        if i:
            cl += [[-cnt[i - 1][j], cnt[i][j]] for j in range(bound)]
            cl += [[-x, -cnt[i - 1][j - 1], cnt[i][j]]
                   for j in range(1, bound)]
            cl.append([-x, -cnt[i - 1][bound - 1]])
    with tempfile.NamedTemporaryFile("w", suffix=".cnf", delete=False) as f:
        f.write("p cnf %d %d\n" % (len(var), len(cl)))
        for c in cl:
            f.write(" ".join(map(str, c)) + " 0\n")
    try:
        out = subprocess.run(["cadical", "-q", f.name], capture_output=True,
                             text=True).stdout
    except FileNotFoundError:
        sys.exit("shifter-bound: needs cadical (apt-get install cadical)")
    finally:
        os.unlink(f.name)
    if "UNSATISFIABLE" in out:
        print("UNSAT: no network of <= %d LUT-%d in the family" % (bound, k))
        return
    true = set()
    for line in out.splitlines():
        if line.startswith("v"):
            true |= {int(t) for t in line.split()[1:] if int(t) > 0}

    def name(u):
        if u[0] in ("a", "s"):
            return ("a%d" if u[0] == "a" else "s%d") % u[1]
        if u[0] == "g":
            return "g{%s}" % ",".join(
                str(b) for b in range(full.bit_length()) if u[1] >> b & 1)
        return "M(%d,{%s})" % (u[0], ",".join(
            str(b) for b in range(full.bit_length()) if u[1] >> b & 1))

    used = [s for s in sigs if var[("x", s)] in true]
    gl = [u for u in sorted(used_gates) if var[("x", u)] in true]
    print("SAT: %d LUT-%d" % (len(used) + len(gl), k))
    for u in gl:
        print("  %s <- %s" % (name(u), " ".join(
            "s%d" % b for b in range(full.bit_length()) if u[1] >> b & 1)))
    for s in used:
        c = next(cuts[s][i] for i in range(len(cuts[s]))
                 if var[("y", s, i)] in true)
        print("  %s <- %s" % (name(s), " ".join(sorted(map(name, c)))))


if __name__ == "__main__":
    main()
