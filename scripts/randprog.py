#!/usr/bin/env python3
"""randprog.py: a seeded generator of random, valid MLIR programs for combc.

Each seed gives one *program*: one to four functions (`func.func`, old
`func`, generic `"func.func"`) or `hw.module`s (both port syntaxes), the last
of which is the top; earlier ones are called (`func.call`, `call`, generic
`"func.call"`) or instantiated (`hw.instance`, new and old forms).  Bodies mix

  * comb: add and or xor xnor nand nor mul sub divs divu mods modu shl shru
    shrs inv parity extract concat replicate mux icmp (all 14 predicates)
    truth_table (integer and list tables) lut reverse, with and without `bin`;
  * arith / std (bare and `std.` prefixed): every integer op incl. ceildivsi
    ceildivui floordivsi maxsi maxui minsi minui, cmpi (quoted and bare
    predicates), select, constant, extsi extui trunci (sexti zexti trunci),
    index_cast index_castui, overflow flags;
  * index: every op of the index dialect incl. casts castu cmp sizeof
    constant bool.constant;
  * constants at boundary values (0, 1, -1, MIN, MAX, MIN+1, MAX-1, single
    bits) at widths 1..130 (1, 63, 64, 65, 127..130 favoured) and, rarely,
    511, 512, 513, 600 and 1000;
  * acyclic control flow: cf.cond_br diamonds with block arguments, nested,
    both arms to one block, early returns, br chains; cf.switch / std.switch
    / switch fans (0..4 cases at boundary values, negative and repeated
    ones, several cases to one block);
  * multi-results (`%r:2`, `%r#1`), custom and generic op syntax (with
    `sv.namehint`s that clash, are reserved or repeat), `loc(...)`
    and `#loc` aliases, `!type` aliases, comments, containers (`module`,
    `module @n attributes`, `"builtin.module"`, none), hw ports declared
    with directions interleaved, graph-region order in
    hw.module bodies (uses before definitions), unreachable blocks, unused
    `func.func private` / `hw.module.extern` declarations;
  * idioms the optimizer rewrites (Gen.gen_pattern): x op x, x op C with C
    at the bounds, double inversion, mux with constant condition or equal
    arms, extract of concat, concat of adjacent extracts, replicate then
    extract, compares against bounds with the constant on either side,
    a+b next to b+a, trunc(op(ext, ext)) narrowing chains, index values
    compared with small bounds, divisions by input-selected 0 / -1 / 1 and
    MIN dividends.

Results that no output would show are folded into the outputs (xor/add of
converted values), so most ops are observable; vectors are all zeros, all
ones, all MIN, per-input boundary values, one-input-zero and random.

The generator keeps the program as data and also evaluates it with a small
*independent* model of the README's semantics table (`Model` below, written from the
spec, not from eval.c), so every program comes with input vectors and the
expected outputs at index widths 32 and 64.

Known combc bugs that the generator steers around are listed in KNOWN_BUGS
(feature name -> bug description); `--no-skip` (or `skip=()` from Python)
turns every feature back on to check whether they are fixed.

Command line:
  randprog.py --seed S                 one program, MLIR on stdout, vectors
                                       and expected results as comments
  randprog.py --seed S --count N       N programs (seeds S..S+N-1) in one file
  randprog.py --seed S --json          program metadata (tops, vectors,
                                       expected outputs) as JSON
  randprog.py --seed S --batch         add `@batch`, a function without
                                       inputs that calls the top on every
                                       vector (`combc eval F --top=batch`)
Library use (scripts/difftest.py): generate(seed, ...) -> Program;
render_file([...]) -> text; Model.run(...).

Cost: O(ops) per program to generate, print and evaluate.
"""

import argparse
import json
import random
import sys

# ---------------------------------------------------------------- known bugs
# Features the generator avoids while combc has a bug there.  Each entry:
# feature -> the bug (repro in the difftest report).  Remove an entry once
# the bug is fixed; `--no-skip` ignores the list.
KNOWN_BUGS = {
    # none open: generic "index.cmp" with `pred` and the old hw.instance form
    # without operands were fixed in parse.c.
}

# ------------------------------------------------------------------ helpers


def mask(w):
    return (1 << w) - 1


def sx(v, w):
    """v (0 <= v < 2^w) read as a signed w-bit number."""
    return v - (1 << w) if v >> (w - 1) & 1 else v


def width(t, W):
    return W if t == 'index' else t


def tname(t):
    return 'index' if t == 'index' else 'i%d' % t


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


# -------------------------------------------------------------------- model
# The independent model of the README's semantics table.  Values are Python ints in
# [0, 2^w).  Written from the spec's table, one function per op.

PREDS = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
COMB_PREDS = PREDS + ['ceq', 'cne', 'weq', 'wne']


def m_cmp(pred, a, b, w):
    sa, sb = sx(a, w), sx(b, w)
    return int({
        'eq': a == b, 'ne': a != b, 'ceq': a == b, 'cne': a != b,
        'weq': a == b, 'wne': a != b,
        'slt': sa < sb, 'sle': sa <= sb, 'sgt': sa > sb, 'sge': sa >= sb,
        'ult': a < b, 'ule': a <= b, 'ugt': a > b, 'uge': a >= b,
    }[pred])


def m_bin(sem, a, b, w):
    """Binary integer op at width w (README, Semantics)."""
    M = mask(w)
    sa, sb = sx(a, w), sx(b, w)
    smin = -(1 << (w - 1))
    if sem == 'add':
        return (a + b) & M
    if sem == 'sub':
        return (a - b) & M
    if sem == 'mul':
        return (a * b) & M
    if sem in ('and', 'or', 'xor', 'nand', 'nor', 'xnor'):
        r = {'and': a & b, 'nand': a & b, 'or': a | b, 'nor': a | b,
             'xor': a ^ b, 'xnor': a ^ b}[sem]
        return (~r & M) if sem in ('nand', 'nor', 'xnor') else r
    if sem == 'divu':
        return M if b == 0 else a // b
    if sem == 'remu':
        return a if b == 0 else a % b
    if sem == 'ceildivu':
        return M if b == 0 else -((-a) // b)
    if sem in ('divs', 'ceildivs', 'floordivs'):
        if b == 0:
            return M
        if sa == smin and sb == -1:
            return a            # MIN / -1 wraps to MIN
        if sem == 'divs':
            q = trunc_div(sa, sb)
        elif sem == 'ceildivs':
            q = -((-sa) // sb)
        else:
            q = sa // sb
        return q & M
    if sem == 'rems':
        if b == 0:
            return a
        if sa == smin and sb == -1:
            return 0
        return (sa - sb * trunc_div(sa, sb)) & M
    if sem == 'shl':
        return 0 if b >= w else (a << b) & M
    if sem == 'shru':
        return 0 if b >= w else a >> b
    if sem == 'shrs':
        return (sa >> min(b, w)) & M
    if sem == 'maxs':
        return a if sa >= sb else b
    if sem == 'mins':
        return a if sa <= sb else b
    if sem == 'maxu':
        return max(a, b)
    if sem == 'minu':
        return min(a, b)
    raise ValueError(sem)


def m_cast(sem, a, wa, wr):
    """sext/zext/trunc and the index casts (casts: sign, castu: zero)."""
    if wr <= wa:
        return a & mask(wr)
    if sem in ('sext', 'casts'):
        return sx(a, wa) & mask(wr)
    return a


class Model:
    """Evaluates a Program's functions at index width W."""

    def __init__(self, prog, W):
        self.prog = prog
        self.W = W

    def w(self, t):
        return width(t, self.W)

    def apply(self, op, args):
        s, W = op.sem, self.W
        rt = op.res[0].ty if op.res else None
        rw = self.w(rt) if rt is not None else 0
        if s == 'const':
            return [op.attrs['value'] & mask(rw)]
        if s == 'sizeof':
            return [W]
        if s in ('add', 'mul', 'and', 'or', 'xor', 'nand', 'nor', 'xnor'):
            base = {'nand': 'and', 'nor': 'or', 'xnor': 'xor'}.get(s, s)
            acc = args[0]
            for x in args[1:]:
                acc = m_bin(base, acc, x, rw)
            if s in ('nand', 'nor', 'xnor'):
                acc = ~acc & mask(rw)
            return [acc]
        if s in ('sub', 'divu', 'divs', 'remu', 'rems', 'ceildivu',
                 'ceildivs', 'floordivs', 'shl', 'shru', 'shrs', 'maxs',
                 'maxu', 'mins', 'minu'):
            return [m_bin(s, args[0], args[1], rw)]
        if s == 'not':
            return [~args[0] & mask(rw)]
        if s == 'icmp':
            return [m_cmp(op.attrs['pred'], args[0], args[1],
                          self.w(op.args[0].ty))]
        if s == 'mux':
            return [args[1] if args[0] else args[2]]
        if s == 'concat':
            r = 0
            for a, v in zip(args, op.args):
                r = (r << self.w(v.ty)) | a
            return [r]
        if s == 'extract':
            return [(args[0] >> op.attrs['lo']) & mask(rw)]
        if s == 'replicate':
            wa = self.w(op.args[0].ty)
            r = 0
            for _ in range(rw // wa):
                r = (r << wa) | args[0]
            return [r]
        if s == 'reverse':
            wa = rw
            return [int(format(args[0], '0%db' % wa)[::-1], 2)]
        if s == 'parity':
            return [bin(args[0]).count('1') & 1]
        if s == 'tt':
            n = len(args)
            idx = 0
            for i, a in enumerate(args):
                idx |= a << (n - 1 - i)
            return [(op.attrs['table'] >> idx) & 1]
        if s == 'lut':
            idx = 0
            for c, a in zip(op.attrs['coeffs'], args):
                idx += c * a
            idx &= 0xFF
            tab = op.attrs['lut']
            return [tab[idx] & 0xFF if idx < len(tab) else 0]
        if s in ('sext', 'zext', 'trunc', 'casts', 'castu'):
            return [m_cast(s, args[0], self.w(op.args[0].ty), rw)]
        if s in ('call', 'instance'):
            return self.run(op.attrs['callee'], args)
        raise ValueError('model: no semantics for %s' % s)

    def run(self, f, args):
        """Outputs of function f on args (ints already truncated)."""
        env = {}
        for v, a in zip(f.ins, args):
            env[v.id] = a & mask(self.w(v.ty))
        b = f.blocks[0]
        while True:
            for op in b.ops:
                outs = self.apply(op, [env[v.id] for v in op.args])
                for v, x in zip(op.res, outs):
                    env[v.id] = x
            t = b.term
            vals = [env[v.id] for v in t.args]
            if t.sem in ('return', 'output'):
                return vals
            if t.sem == 'br':
                tgt, passed = t.attrs['dest'][0], vals
            elif t.sem == 'switch':
                # first case equal to the flag (values modulo 2^w), else
                # the default (dest 0)
                w = self.w(t.args[0].ty)
                k = 0
                for i, c in enumerate(t.attrs['cases']):
                    if c & mask(w) == vals[0]:
                        k = i + 1
                        break
                at = 1 + sum(len(a) for a in t.attrs['dest_args'][:k])
                tgt = t.attrs['dest'][k]
                passed = vals[at:at + len(t.attrs['dest_args'][k])]
            else:
                n0 = len(t.attrs['dest_args'][0])
                if vals[0]:
                    tgt, passed = t.attrs['dest'][0], vals[1:1 + n0]
                else:
                    tgt, passed = t.attrs['dest'][1], vals[1 + n0:]
            for v, x in zip(tgt.args, passed):
                env[v.id] = x
            b = tgt


# ---------------------------------------------------------------- program IR

class Val:
    __slots__ = ('id', 'name', 'ty', 'use', 'defop')

    def __init__(self, vid, name, ty):
        self.id = vid
        self.name = name    # SSA name without '%' (group name for #k)
        self.ty = ty
        self.use = '%' + name
        self.defop = None


class Op:
    __slots__ = ('sem', 'spell', 'generic', 'args', 'res', 'attrs', 'loc',
                 'bin', 'group')

    def __init__(self, sem, spell, args, res, attrs=None, generic=False):
        self.sem = sem
        self.spell = spell
        self.generic = generic
        self.args = args
        self.res = res
        self.attrs = attrs or {}
        self.loc = None
        self.bin = False
        self.group = None   # '%r:2' style result group name


class Block:
    def __init__(self, label):
        self.label = label
        self.args = []
        self.ops = []
        self.term = None


class Func:
    def __init__(self, kind, name):
        self.kind = kind          # 'func' or 'hw'
        self.name = name
        self.ins = []             # Vals (entry block arguments)
        self.in_ports = []        # hw input port names
        self.out_tys = []
        self.out_ports = []       # hw output port names
        self.blocks = []
        self.style = {}
        self.decl = False         # declaration without a body


class Program:
    def __init__(self, seed):
        self.seed = seed
        self.funcs = []
        self.top = None
        self.vectors = []         # list of input tuples (64-bit for index)
        self.uses_index = False


# ------------------------------------------------------------ spellings

# sem -> (comb spelling, arith spelling, [std spellings], index spelling)
BIN_SPELL = {
    'add': ('comb.add', 'arith.addi', ['addi'], 'index.add'),
    'sub': ('comb.sub', 'arith.subi', ['subi'], 'index.sub'),
    'mul': ('comb.mul', 'arith.muli', ['muli'], 'index.mul'),
    'divu': ('comb.divu', 'arith.divui', ['divi_unsigned', 'diviu'],
             'index.divu'),
    'divs': ('comb.divs', 'arith.divsi', ['divi_signed', 'divis'],
             'index.divs'),
    'remu': ('comb.modu', 'arith.remui', ['remi_unsigned', 'remiu'],
             'index.remu'),
    'rems': ('comb.mods', 'arith.remsi', ['remi_signed', 'remis'],
             'index.rems'),
    'ceildivu': (None, 'arith.ceildivui', [], 'index.ceildivu'),
    'ceildivs': (None, 'arith.ceildivsi', ['ceildivi_signed'],
                 'index.ceildivs'),
    'floordivs': (None, 'arith.floordivsi', ['floordivi_signed'],
                  'index.floordivs'),
    'and': ('comb.and', 'arith.andi', ['and'], 'index.and'),
    'or': ('comb.or', 'arith.ori', ['or'], 'index.or'),
    'xor': ('comb.xor', 'arith.xori', ['xor'], 'index.xor'),
    'nand': ('comb.nand', None, [], None),
    'nor': ('comb.nor', None, [], None),
    'xnor': ('comb.xnor', None, [], None),
    'shl': ('comb.shl', 'arith.shli', ['shift_left'], 'index.shl'),
    'shru': ('comb.shru', 'arith.shrui', ['shift_right_unsigned'],
             'index.shru'),
    'shrs': ('comb.shrs', 'arith.shrsi', ['shift_right_signed'],
             'index.shrs'),
    'maxs': (None, 'arith.maxsi', [], 'index.maxs'),
    'maxu': (None, 'arith.maxui', [], 'index.maxu'),
    'mins': (None, 'arith.minsi', [], 'index.mins'),
    'minu': (None, 'arith.minui', [], 'index.minu'),
}
VARIADIC = {'add', 'mul', 'and', 'or', 'xor', 'nand', 'nor', 'xnor'}
OVERFLOW_OK = {'arith.addi', 'arith.subi', 'arith.muli', 'arith.shli'}
CAST_SPELL = {
    'sext': ['arith.extsi', 'sexti'],
    'zext': ['arith.extui', 'zexti'],
    'trunc': ['arith.trunci', 'trunci'],
    'casts': ['index.casts', 'arith.index_cast', 'index_cast'],
    'castu': ['index.castu', 'arith.index_castui'],
}
# widths favoured for boundary behaviour
WIDTHS = [1, 1, 2, 3, 4, 5, 7, 8, 8, 9, 12, 15, 16, 17, 31, 32, 32, 33, 48,
          63, 64, 64, 65, 96, 127, 128, 129, 130]
# rarely: the 512-bit word-array boundary of Verilator's division and more
WIDE = [511, 512, 513, 600, 1000]


# ------------------------------------------------------------- generation

class Gen:
    """Builds one Program from a seeded random.Random."""

    def __init__(self, seed, prefix='', skip=None, max_ops=None):
        self.r = random.Random(seed)
        self.seed = seed
        self.prefix = prefix
        self.skip = set(KNOWN_BUGS) if skip is None else set(skip)
        self.prog = Program(seed)
        self.nval = 0
        self.depth = 0
        self.pattern_rate = self.r.choice([0.05, 0.2, 0.4])
        self.max_ops = max_ops

    # -- random helpers
    def chance(self, p):
        return self.r.random() < p

    def pick(self, xs):
        return xs[self.r.randrange(len(xs))]

    def feat(self, name):
        return name not in self.skip

    def rand_width(self):
        if self.chance(0.75):
            return self.pick(WIDTHS)
        if self.chance(0.03):   # past the simulators' word arrays (Verilator
            return self.pick(WIDE)  # divided wrong above 512 bits)
        return self.r.randint(1, 130)

    def boundary(self, w):
        """A boundary or random value of width w (unsigned encoding)."""
        M = mask(w)
        k = self.r.randrange(13)
        if k == 0:
            return 0
        if k == 1:
            return 1 & M
        if k == 2:
            return M                     # -1
        if k == 3:
            return 1 << (w - 1)          # MIN
        if k == 4:
            return M >> 1                # MAX
        if k == 5:
            return ((1 << (w - 1)) + 1) & M   # MIN + 1
        if k == 6:
            return ((M >> 1) - 1) & M    # MAX - 1
        if k == 7:
            return 1 << self.r.randrange(w)
        if k == 8:
            return self.r.randint(0, min(M, 17))
        if k == 9:
            return (-self.r.randint(1, 9)) & M
        return self.r.getrandbits(w)

    def index_value(self):
        """A 64-bit index value; many differ between 32 and 64 bits."""
        k = self.r.randrange(12)
        if k == 0:
            return 0
        if k == 1:
            return 1
        if k == 2:
            return mask(64)
        if k == 3:
            return 1 << 63
        if k == 4:
            return mask(63)
        if k == 5:
            return 1 << 31
        if k == 6:
            return mask(31)
        if k == 7:
            return mask(32)
        if k == 8:
            return (1 << 32) + self.r.randint(0, 9)
        if k == 9:
            return self.r.randint(0, 40)
        if k == 10:
            return (-self.r.randint(1, 40)) & mask(64)
        return self.r.getrandbits(64)

    def const_value(self, t):
        if t == 'index':
            return self.index_value()
        return self.boundary(t)

    # -- values and names
    def new_val(self, ty, name=None):
        self.nval += 1
        if name is None:
            st = self.f.style['names']
            if st == 'num':
                name = str(self.f_nnum)
                self.f_nnum += 1
            elif st == 'v':
                name = 'v%d' % self.nval
            else:
                name = self.pick(['t', 'x', 'sum', 'q', 'n', 'c']) + \
                    '_%d' % self.nval
        v = Val(self.nval, name, ty)
        return v

    def add_pool(self, v):
        self.scope.setdefault(v.ty, []).append(v)
        self.sinks.append(v)

    def emit(self, op):
        for v in op.res:
            v.defop = op
        for v in op.args:
            if v in self.sinks_set:
                self.sinks_set.discard(v)
        self.cur.ops.append(op)
        self.nops += 1
        for v in op.res:
            self.add_pool(v)
            self.sinks_set.add(v)
        return op

    def spelling_family(self, choices):
        """Pick among available dialect families using the function style."""
        w = self.f.style['weights']
        fams = [c for c in choices if c[1]]
        if not fams:
            return None
        tot = sum(w.get(f[0], 1) for f in fams)
        x = self.r.random() * tot
        for f in fams:
            x -= w.get(f[0], 1)
            if x <= 0:
                return f
        return fams[-1]

    def is_generic(self):
        return self.chance(self.f.style['generic'])

    def std_name(self, base):
        return base if self.chance(0.6) else 'std.' + base

    # -- getting a value of a type
    def types_in_scope(self):
        return [t for t, vs in self.scope.items() if vs]

    def get(self, t, fresh=0.1):
        vs = self.scope.get(t)
        if vs and not self.chance(fresh):
            if self.chance(0.5):
                return vs[-1 - self.r.randrange(min(3, len(vs)))]
            return self.pick(vs)
        return self.make(t)

    def make(self, t):
        """A new value of type t: a conversion from another value in scope
        or a constant."""
        others = [s for s in self.types_in_scope() if s != t]
        if others and self.depth < 4 and self.chance(0.6):
            s = self.pick(others)
            self.depth += 1
            try:
                v = self.convert(self.pick(self.scope[s]), t)
            finally:
                self.depth -= 1
            if v is not None:
                return v
        return self.gen_const(t)

    def convert(self, v, t):
        s = v.ty
        if s == t:
            return v
        if s == 'index' and t != 'index':
            return self.gen_cast(self.pick(['casts', 'castu']), v, t)
        if t == 'index':
            return self.gen_cast(self.pick(['casts', 'castu']), v, t)
        if t == 1 and self.chance(0.3):
            if self.chance(0.5):
                return self.gen_parity(v)
            return self.gen_icmp(v, self.get(s, fresh=0.3))
        if s > t:
            if self.chance(0.5):
                return self.gen_cast('trunc', v, t)
            return self.gen_extract(v, t)
        # s < t
        k = self.r.randrange(3)
        if k == 0 and t % s == 0 and t // s <= 16:
            return self.gen_replicate(v, t)
        if k == 1:
            rest = self.get(t - s, fresh=0.3) if t - s <= 130 else None
            if rest is not None:
                return self.gen_concat([v, rest] if self.chance(0.5)
                                       else [rest, v])
        return self.gen_cast(self.pick(['sext', 'zext']), v, t)

    # -- op builders (each emits and returns the result Val)
    def gen_const(self, t, value=None):
        if value is None:
            value = self.const_value(t)
        res = self.new_val(t)
        if self.f.style['names'] == 'descr' and t != 'index':
            res.name = 'c%d_i%d' % (self.nval, t)
            res.use = '%' + res.name
        if t == 'index':
            fam = self.spelling_family([('index', 'index.constant'),
                                        ('arith', 'arith.constant'),
                                        ('std', 'constant')])
        else:
            fam = self.spelling_family([('hw', 'hw.constant'),
                                        ('comb', 'hw.constant'),
                                        ('arith', 'arith.constant'),
                                        ('std', 'constant'),
                                        ('index', 'index.bool.constant'
                                         if t == 1 else None)])
        spell = fam[1]
        if spell == 'constant':
            spell = self.std_name('constant')
        op = Op('const', spell, [], [res], {'value': value},
                self.is_generic())
        if op.spell != 'index.bool.constant':
            op.attrs['fmt'] = self.r.randrange(4)
        self.emit(op)
        return res

    def gen_sizeof(self):
        res = self.new_val('index')
        self.emit(Op('sizeof', 'index.sizeof', [], [res], {},
                     self.is_generic()))
        return res

    def bin_spell(self, sem, t):
        c, a, stds, i = BIN_SPELL[sem]
        fams = [('comb', c if t != 'index' else None),
                ('arith', a),
                ('std', self.pick(stds) if stds else None),
                ('index', i if t == 'index' else None)]
        fam = self.spelling_family(fams)
        if fam is None:
            return None
        sp = fam[1]
        if fam[0] == 'std':
            sp = self.std_name(sp)
        return sp

    def gen_bin(self, sem, t, nargs=2, args=None):
        sp = self.bin_spell(sem, t)
        if sp is None:
            return None
        if args is not None:
            nargs = len(args)
            if nargs != 2 and not (sp.startswith('comb.') and
                                   sem in VARIADIC):
                return None
        elif not sp.startswith('comb.') or sem not in VARIADIC:
            nargs = 2
        if args is None:
            args = [self.get(t) for _ in range(nargs)]
        res = self.new_val(t)
        op = Op(sem, sp, args, [res], {}, self.is_generic())
        if sp.startswith('comb.') and self.chance(0.15):
            op.bin = True
        if sp in OVERFLOW_OK and not op.generic and self.chance(0.1):
            op.attrs['overflow'] = self.pick(['nsw', 'nuw', 'nsw, nuw'])
        self.emit(op)
        return res

    def gen_icmp(self, a=None, b=None, t=None, pred=None):
        if a is None:
            a = self.get(t)
            b = self.get(t)
        t = a.ty
        fams = [('comb', 'comb.icmp' if t != 'index' else None),
                ('arith', 'arith.cmpi'), ('std', 'cmpi'),
                ('index', 'index.cmp' if t == 'index' else None)]
        sp = self.spelling_family(fams)[1]
        if sp == 'cmpi':
            sp = self.std_name('cmpi')
        if pred is None:
            pred = self.pick(COMB_PREDS if sp == 'comb.icmp' else PREDS)
        res = self.new_val(1)
        generic = self.is_generic()
        if sp == 'index.cmp' and generic and not self.feat('generic-index-cmp'):
            generic = False
        op = Op('icmp', sp, [a, b], [res], {'pred': pred,
                                           'quote': self.chance(0.5)},
                generic)
        if sp == 'comb.icmp' and self.chance(0.1):
            op.bin = True
        self.emit(op)
        return res

    def gen_not(self, t):
        a = self.get(t)
        res = self.new_val(t)
        self.emit(Op('not', 'comb.inv', [a], [res], {}, self.is_generic()))
        return res

    def gen_unary(self, sem, v):
        t = v.ty
        res = self.new_val(1 if sem == 'parity' else t)
        sp = 'comb.' + sem
        op = Op(sem, sp, [v], [res], {}, self.is_generic())
        if sem == 'parity' and self.chance(0.1):
            op.bin = True
        self.emit(op)
        return res

    def gen_parity(self, v):
        return self.gen_unary('parity', v)

    def gen_mux(self, t, c=None, a=None, b=None):
        c = c or self.get(1)
        a = a or self.get(t)
        b = b or self.get(t)
        fams = [('comb', 'comb.mux' if t != 'index' else None),
                ('arith', 'arith.select'), ('std', 'select')]
        sp = self.spelling_family(fams)[1]
        if sp == 'select':
            sp = self.std_name('select')
        res = self.new_val(t)
        op = Op('mux', sp, [c, a, b], [res], {}, self.is_generic())
        if sp == 'comb.mux' and self.chance(0.1):
            op.bin = True
        self.emit(op)
        return res

    def gen_extract(self, v, t):
        lo = self.r.randint(0, v.ty - t)
        res = self.new_val(t)
        self.emit(Op('extract', 'comb.extract', [v], [res], {'lo': lo},
                     self.is_generic()))
        return res

    def gen_concat(self, vs):
        tw = sum(v.ty for v in vs)
        res = self.new_val(tw)
        self.emit(Op('concat', 'comb.concat', vs, [res], {},
                     self.is_generic()))
        return res

    def gen_replicate(self, v, t):
        res = self.new_val(t)
        self.emit(Op('replicate', 'comb.replicate', [v], [res], {},
                     self.is_generic()))
        return res

    def gen_cast(self, sem, v, t):
        sp = self.pick(CAST_SPELL[sem])
        w = self.f.style['weights']
        if sem in ('casts', 'castu') and w.get('index', 0) > 2:
            sp = 'index.' + sem
        if sp in ('sexti', 'zexti', 'trunci', 'index_cast'):
            sp = self.std_name(sp)
        res = self.new_val(t)
        self.emit(Op(sem, sp, [v], [res], {}, self.is_generic()))
        return res

    def gen_tt(self):
        n = self.r.randint(1, 6 if self.chance(0.9) else 7)
        args = [self.get(1) for _ in range(n)]
        table = self.r.getrandbits(1 << n)
        if self.chance(0.1):
            table = self.pick([0, mask(1 << n)])
        res = self.new_val(1)
        self.emit(Op('tt', 'comb.truth_table', args, [res],
                     {'table': table, 'list': self.chance(0.4),
                      'hex': self.chance(0.2)}, self.is_generic()))
        return res

    def gen_lut(self):
        n = self.r.randint(1, 4)
        args = [self.get(8) for _ in range(n)]
        coeffs = [self.pick([1, 2, 4, -1, -128, 127, 3, 64, 0]) if
                  self.chance(0.7) else self.r.randint(-128, 127)
                  for _ in range(n)]
        size = self.pick([1, 2, 4, 8, 16, 64, 256, self.r.randint(1, 300)])
        tab = [self.r.randint(-128, 127) for _ in range(size)]
        res = self.new_val(8)
        self.emit(Op('lut', 'comb.lut', args, [res],
                     {'coeffs': coeffs, 'lut': tab}, self.is_generic()))
        return res

    def gen_call(self):
        """Call or instantiate an earlier function of the same kind."""
        cands = [g for g in self.prog.funcs if g.kind == self.f.kind and
                 not g.decl]
        if not cands:
            return None
        g = self.pick(cands)
        args = [self.get(v.ty) for v in g.ins]
        n = len(g.out_tys)
        group = None
        if n > 1 and self.chance(0.5):
            group = 'r%d' % (self.nval + 1)
        res = []
        for i, t in enumerate(g.out_tys):
            v = self.new_val(t)
            if group:
                v.name = group
                v.use = '%%%s#%d' % (group, i)
            res.append(v)
        if self.f.kind == 'hw':
            op = Op('instance', 'hw.instance', args, res,
                    {'callee': g, 'iname': 'u%d' % self.nval,
                     'old': self.chance(0.25) and (
                         g.ins or self.feat('old-instance-no-inputs'))},
                    self.chance(0.15))
        else:
            sp = self.pick(['func.call', 'call', 'call', 'std.call'])
            op = Op('call', sp, args, res, {'callee': g}, self.is_generic())
        op.group = group
        self.emit(op)
        return res[0]

    # -- one random straight-line op
    def pick_type(self):
        ts = self.types_in_scope()
        if ts and self.chance(0.85):
            return self.pick(ts)
        if self.f.kind == 'func' and self.allow_index and self.chance(0.3):
            return 'index'
        return self.pick(self.palette)

    def gen_step(self):
        t = self.pick_type()
        k = self.r.random()
        isint = t != 'index'
        if self.chance(self.pattern_rate):
            return self.gen_pattern(t)
        if k < 0.42:
            sems = [s for s in BIN_SPELL if
                    (isint or BIN_SPELL[s][3]) and (not isint or t >= 1)]
            if self.f.style['weights'].get('comb', 0) >= 3 and isint:
                sems += ['add', 'and', 'or', 'xor', 'mul', 'shl', 'shrs']
            sem = self.pick(sems)
            n = 2
            if sem in VARIADIC and self.chance(0.3):
                n = self.pick([1, 3, 3, 4])
            return self.gen_bin(sem, t, n)
        if k < 0.50:
            return self.gen_icmp(t=t)
        if k < 0.58:
            return self.gen_mux(t)
        if k < 0.64:
            return self.gen_const(t)
        if k < 0.76:
            # conversion to another type
            if isint:
                u = self.pick(self.palette + [self.rand_width()])
                if self.allow_index and self.chance(0.2):
                    u = 'index'
            else:
                u = self.pick(self.palette)
            if u == t:
                return None
            return self.convert(self.get(t), u)
        if not isint:
            if k < 0.8:
                return self.gen_sizeof()
            return self.gen_bin(self.pick(['maxs', 'mins', 'maxu', 'minu',
                                           'ceildivu', 'floordivs']), t)
        if k < 0.80:
            return self.gen_not(t)
        if k < 0.83:
            return self.gen_unary(self.pick(['parity', 'reverse']),
                                  self.get(t))
        if k < 0.87:
            return self.gen_tt()
        if k < 0.89:
            return self.gen_lut()
        if k < 0.92:
            n = self.r.randint(1, 3)
            vs = [self.get(self.pick(self.palette)) for _ in range(n)]
            if sum(v.ty for v in vs) > 200:
                return None
            return self.gen_concat(vs)
        if k < 0.96:
            return self.gen_call()
        return self.convert(self.get(t), self.pick(self.palette))

    # -- idioms the optimizer rewrites (identities, constant
    # operands, extract/concat, compares at the type's bounds, commutative
    # CSE, narrowing opportunities)
    def special_const(self, t):
        w = 64 if t == 'index' else t
        M = mask(w)
        c = self.pick([0, 1, M, 1 << (w - 1), M >> 1, 2, 3, w, w - 1, w + 1,
                       1 << self.r.randrange(w), M - 1, 0xFF & M,
                       32, 31, 33, 63, 64, 65])
        if t == 'index' and self.chance(0.3):
            c = self.pick([1 << 32, (1 << 32) + 2, (1 << 31), mask(32),
                           (1 << 33) + 1, mask(64) - (1 << 32)])
        return self.gen_const(t, c & M)

    def gen_pattern(self, t):
        k = self.r.randrange(15)
        isint = t != 'index'
        x = self.get(t)
        if k == 0:          # x op x
            sem = self.pick(['sub', 'xor', 'and', 'or', 'divu', 'divs',
                             'remu', 'rems', 'xnor', 'nand', 'nor', 'maxs',
                             'minu', 'add', 'mul', 'shl', 'shrs'])
            return self.gen_bin(sem, t, args=[x, x])
        if k in (1, 2):     # x op C / C op x
            sem = self.pick([s for s in BIN_SPELL
                             if isint or BIN_SPELL[s][3]])
            c = self.special_const(t)
            return self.gen_bin(sem, t, args=[x, c] if k == 1 else [c, x])
        if k == 3 and isint:   # double inversion
            v = self.gen_not(t)
            res = self.new_val(t)
            self.emit(Op('not', 'comb.inv', [v], [res], {},
                         self.is_generic()))
            return res
        if k == 4:          # mux with constant condition / equal arms
            c = self.gen_const(1, self.r.randrange(2)) if self.chance(0.5) \
                else self.get(1)
            a = x if self.chance(0.4) else self.get(t)
            return self.gen_mux(t, c, x, a)
        if k == 5 and isint and t > 1:   # extract of concat
            y = self.get(self.pick(self.palette))
            if x.ty + y.ty > 200:
                return None
            cc = self.gen_concat([x, y])
            w = self.r.randint(1, cc.ty)
            return self.gen_extract(cc, w)
        if k == 6 and isint and t > 1:   # concat of adjacent extracts
            cut = self.r.randint(1, t - 1)
            lo = self.new_val(cut)
            self.emit(Op('extract', 'comb.extract', [x], [lo], {'lo': 0},
                         self.is_generic()))
            hi = self.new_val(t - cut)
            self.emit(Op('extract', 'comb.extract', [x], [hi], {'lo': cut},
                         self.is_generic()))
            return self.gen_concat([hi, lo])
        if k == 7 and isint and t <= 32:  # replicate then extract
            n = self.r.randint(2, 4)
            rep = self.gen_replicate(x, t * n)
            return self.gen_extract(rep, self.r.randint(1, t * n))
        if k == 8:          # compare against a bound, constant either side
            c = self.special_const(t)
            if self.chance(0.5):
                return self.gen_icmp(c, x)
            return self.gen_icmp(x, c)
        if k == 9 and isint:   # commutative CSE: a+b and b+a
            y = self.get(t)
            sem = self.pick(['add', 'mul', 'and', 'or', 'xor'])
            a1 = self.gen_bin(sem, t, args=[x, y])
            a2 = self.gen_bin(sem, t, args=[y, x])
            if a1 is None or a2 is None:
                return None
            return self.gen_bin(self.pick(['xor', 'sub']), t, args=[a1, a2])
        if k == 10 and isint and t < 100:  # narrowing: trunc(op(ext, ext))
            w = t + self.r.randint(1, 30)
            a = self.gen_cast(self.pick(['zext', 'sext']), x, w)
            b = self.gen_cast(self.pick(['zext', 'sext']), self.get(t), w)
            s = self.gen_bin(self.pick(['add', 'sub', 'mul', 'and', 'or',
                                        'shl', 'divu', 'remu']), w,
                             args=[a, b])
            if s is None:
                return None
            return self.gen_cast('trunc', s, t) if self.chance(0.7) else \
                self.gen_extract(s, t)
        if k == 11 and not isint:   # index compared with a small bound
            c = self.gen_const('index', self.r.randint(0, 20))
            v = self.gen_bin(self.pick(['remu', 'minu', 'and', 'divu']),
                             'index', args=[x, c])
            if v is None:
                return None
            return self.gen_icmp(v, self.gen_const('index',
                                                   self.r.randint(0, 20)))
        if k == 12 and isint:   # mask then compare / zext then compare
            c = self.gen_const(t, self.r.randint(0, min(mask(t), 255)))
            v = self.gen_bin('and', t, args=[x, c])
            if v is None:
                return None
            return self.gen_icmp(v, self.special_const(t))
        if k == 14:             # division corner cases driven by inputs
            sem = self.pick(['divu', 'divs', 'remu', 'rems', 'ceildivu',
                             'ceildivs', 'floordivs'])
            w = 64 if t == 'index' else t
            c = self.get(1)
            d0 = self.gen_const(t, self.pick([0, mask(w), 1, 2, mask(w) - 1])
                                & mask(w))
            d1 = self.gen_const(t, self.pick([0, mask(w)]))
            dv = self.gen_mux(t, c, d0, d1) if self.chance(0.7) else d0
            n = x
            if self.chance(0.4):
                n = self.gen_mux(t, self.get(1), self.gen_const(
                    t, (1 << (w - 1)) if t != 'index' else
                    self.pick([1 << 63, 1 << 31])), x)
            return self.gen_bin(sem, t, args=[n, dv])
        if k == 13:             # shifts by constants
            sem = self.pick(['shl', 'shru', 'shrs', 'mul'])
            return self.gen_bin(sem, t, args=[x, self.special_const(t)])
        return None

    def gen_straight(self, n):
        for _ in range(n):
            if self.max_ops and self.nops >= self.max_ops:
                return
            self.gen_step()

    # -- control flow (func.func only)
    def new_block(self, nargs_tys):
        self.nblock += 1
        st = self.f.style['labels']
        label = 'bb%d' % self.nblock if st == 'bb' else \
            self.pick(['then', 'else', 'join', 'exit', 'next']) + \
            '_%d' % self.nblock
        b = Block(label)
        for t in nargs_tys:
            b.args.append(self.new_val(t))
        self.f.blocks.append(b)
        return b

    def enter(self, b, scope):
        self.cur = b
        self.scope = {t: list(vs) for t, vs in scope.items()}
        for v in b.args:
            self.scope.setdefault(v.ty, []).append(v)

    def br_spell(self, cond):
        fam = self.f.style['cf']
        if fam == 'cf':
            return 'cf.cond_br' if cond else 'cf.br'
        if fam == 'std':
            return 'std.cond_br' if cond else 'std.br'
        return 'cond_br' if cond else 'br'

    def switch_spell(self):
        fam = self.f.style['cf']
        return {'cf': 'cf.switch', 'std': 'std.switch'}.get(fam, 'switch')

    def gen_region(self, depth):
        """Straight code and diamonds into self.cur; leaves self.cur open
        (to be terminated by the caller)."""
        self.gen_straight(self.r.randint(1, 6))
        while (depth < 3 and self.chance(0.45 / (depth + 1)) and
               len(self.f.blocks) < 14 and
               not (self.max_ops and self.nops >= self.max_ops)):
            if self.feat('switch') and self.chance(0.25):
                self.gen_switch(depth)
            else:
                self.gen_diamond(depth)
            self.gen_straight(self.r.randint(0, 4))

    def gen_switch(self, depth):
        """cf.switch on an integer: 0..4 cases (boundary values, sometimes
        negative or repeated) to the join block or to arms (an arm may
        be the target of several cases, with different arguments)."""
        ints = [t for t in self.types_in_scope() if t != 'index']
        t = self.pick(ints) if ints and self.chance(0.85) else \
            self.pick([1, 2, 3, 8, 32, 64])
        flag = self.get(t, fresh=0.3)
        w = t
        outer = {k: list(vs) for k, vs in self.scope.items()}
        pre = self.cur
        jtys = [self.pick(self.types_in_scope() or self.palette)
                for _ in range(self.r.randint(0, 2))]
        join = self.new_block(jtys)
        cases = []
        for _ in range(self.r.randint(0, 4)):
            if cases and self.chance(0.1):
                c = self.pick(cases)             # a repeat: never taken
            else:
                c = self.boundary(w)
                if w <= 63 and c >> (w - 1) and self.chance(0.5):
                    c -= 1 << w                  # written negative
            cases.append(c)
        arms, dests, dargs = [], [], []
        for _ in range(len(cases) + 1):
            if arms and self.chance(0.2):
                arm = self.pick(arms)
            elif self.chance(0.35):
                arm = None
            else:
                tys = [self.pick(self.types_in_scope() or self.palette)
                       for _ in range(self.r.randint(0, 2))]
                arm = self.new_block(tys)
                arms.append(arm)
            tgt = join if arm is None else arm
            dests.append(tgt)
            dargs.append([self.get(v.ty) for v in tgt.args])
        self.cur = pre
        self.term('switch', self.switch_spell(),
                  [flag] + [v for a in dargs for v in a],
                  {'dest': dests, 'dest_args': dargs, 'cases': cases})
        for arm in arms:
            self.enter(arm, outer)
            self.gen_region(depth + 1)
            if self.chance(0.15):
                self.gen_return()
                continue
            self.br_join(join, jtys)
        self.enter_join(join, outer)

    def br_join(self, join, jtys):
        """End the current block with a br to join, passing live values."""
        live = self.live_sinks()
        a = [self.pick_live(t, live) for t in jtys]
        self.term('br', self.br_spell(False), a, {'dest': [join]})

    def enter_join(self, join, outer):
        # blocks must be printed after their dominators: move join last
        self.f.blocks.remove(join)
        self.f.blocks.append(join)
        self.enter(join, outer)

    def term(self, sem, spell, args, attrs=None):
        op = Op(sem, spell, args, [], attrs or {}, self.is_generic())
        for v in args:
            self.sinks_set.discard(v)
        self.cur.term = op

    def gen_diamond(self, depth):
        cond = self.get(1, fresh=0.4)
        if self.r.random() < 0.3:
            cond = self.gen_icmp(t=self.pick_type())
        outer = {t: list(vs) for t, vs in self.scope.items()}
        pre = self.cur
        jtys = [self.pick(self.types_in_scope() or self.palette)
                for _ in range(self.r.randint(0, 3))]
        shape = self.r.randrange(5)
        join = self.new_block(jtys)
        if shape == 0:
            # both arms straight to the join block, different arguments
            a1 = [self.get(t) for t in jtys]
            a2 = [self.get(t) for t in jtys]
            self.term('cond_br', self.br_spell(True), [cond] + a1 + a2,
                      {'dest': [join, join], 'dest_args': [a1, a2]})
        else:
            arms = []
            for side in range(2):
                if shape == 1 and side == 1:
                    arms.append(None)       # false arm goes to join
                    continue
                tys = [self.pick(self.types_in_scope() or self.palette)
                       for _ in range(self.r.randint(0, 2))]
                arms.append(self.new_block(tys))
            dargs = []
            dests = []
            for arm in arms:
                if arm is None:
                    dargs.append([self.get(t) for t in jtys])
                    dests.append(join)
                else:
                    dargs.append([self.get(t) for t in
                                  [v.ty for v in arm.args]])
                    dests.append(arm)
            self.cur = pre
            self.term('cond_br', self.br_spell(True),
                      [cond] + dargs[0] + dargs[1],
                      {'dest': dests, 'dest_args': dargs})
            early = shape == 4
            for i, arm in enumerate(arms):
                if arm is None:
                    continue
                self.enter(arm, outer)
                self.gen_region(depth + 1)
                if early and i == 0:
                    self.gen_return()
                    continue
                if self.chance(0.15):
                    # a br chain through one more block
                    mid = self.new_block([])
                    self.term('br', self.br_spell(False), [],
                              {'dest': [mid]})
                    self.enter(mid, self.scope)
                    self.gen_straight(self.r.randint(0, 2))
                self.br_join(join, jtys)
        self.enter_join(join, outer)

    def live_sinks(self):
        vis = set(v.id for vs in self.scope.values() for v in vs)
        return [v for v in self.sinks if v in self.sinks_set and v.id in vis]

    def pick_live(self, t, live):
        cand = [v for v in live if v.ty == t]
        if cand and self.chance(0.8):
            v = cand[-1]
            live.remove(v)
            return v
        return self.get(t)

    def collect_outputs(self):
        """Values for the function's results: unused values of the result
        types first, then up to 12 more unused values converted and folded
        in with xor/add, so that most ops are observable."""
        f = self.f
        live = self.live_sinks()
        outs = [self.pick_live(t, live) for t in f.out_tys]
        n = self.r.randint(0, 12)
        rest = [v for v in live if v not in outs][-n:] if n else []
        for v in rest:
            j = self.r.randrange(len(outs))
            t = f.out_tys[j]
            c = self.convert(v, t)
            if c is None:
                continue
            x = self.gen_bin(self.pick(['xor', 'add', 'xor']), t,
                             args=[outs[j], c])
            if x is not None:
                outs[j] = x
        return outs

    def gen_unreachable(self, entry):
        """A block no branch targets (MLIR allows it; its uses are not
        checked for dominance).  It computes from the function's arguments
        and returns; evaluation never reaches it."""
        cur, scope = self.cur, self.scope
        b = self.new_block([])
        self.enter(b, {})
        for v in entry.args:
            self.scope.setdefault(v.ty, []).append(v)
        self.gen_straight(self.r.randint(0, 3))
        self.gen_return()
        self.cur, self.scope = cur, scope

    def gen_return(self):
        f = self.f
        outs = self.collect_outputs()
        if f.kind == 'hw':
            sp = 'hw.output'
        else:
            sp = self.pick(['return', 'func.return', 'std.return']) \
                if f.style['cf'] != 'cf' else 'func.return' \
                if self.chance(0.3) else 'return'
        self.term('output' if f.kind == 'hw' else 'return', sp, outs)

    # -- functions
    def make_style(self, kind):
        r = self.r
        mode = r.choice(['comb', 'arith', 'std', 'index', 'mixed', 'mixed'])
        if kind == 'hw':
            mode = r.choice(['comb', 'comb', 'hw', 'mixed'])
        weights = {
            'comb': {'comb': 6, 'hw': 3, 'arith': 1, 'std': 0.2,
                     'index': 0.3},
            'hw': {'comb': 5, 'hw': 5, 'arith': 0.5, 'std': 0, 'index': 0.2},
            'arith': {'comb': 0.5, 'hw': 0.2, 'arith': 6, 'std': 0.3,
                      'index': 1},
            'std': {'comb': 0.3, 'hw': 0.1, 'arith': 0.5, 'std': 6,
                    'index': 0.5},
            'index': {'comb': 1, 'hw': 0.5, 'arith': 2, 'std': 1,
                      'index': 6},
            'mixed': {'comb': 2, 'hw': 1, 'arith': 2, 'std': 1, 'index': 2},
        }[mode]
        return {
            'mode': mode,
            'weights': weights,
            'generic': r.choice([0, 0, 0, 0.1, 0.5, 1.0]),
            'names': r.choice(['num', 'v', 'descr']),
            'labels': r.choice(['bb', 'bb', 'named']),
            'cf': 'std' if mode == 'std' and r.random() < 0.5 else
                  ('bare' if mode == 'std' else
                   r.choice(['cf', 'cf', 'bare'])),
            'spelling': r.choice(['func.func', 'func.func', 'func', 'func',
                                  'generic']) if kind == 'func' else
                        r.choice(['new', 'new', 'old']),
            'shuffle': kind == 'hw' and r.random() < 0.2,
            'locs': r.random() < 0.2,
        }

    def gen_func(self, kind, idx, is_top):
        f = Func(kind, '%s%s%d' % (self.prefix, 'm' if kind == 'hw' else 'f',
                                   idx))
        if is_top:
            f.name = self.prefix + ('top' if kind == 'func' else 'mtop')
        self.f = f
        f.style = self.make_style(kind)
        if kind == 'func' and f.style['mode'] == 'std':
            f.style['spelling'] = self.pick(['func', 'func', 'func.func'])
        self.f_nnum = 0
        self.nblock = 0
        self.nops = 0
        self.allow_index = kind == 'func' and self.chance(0.5)
        if f.style['mode'] == 'index' and kind == 'func':
            self.allow_index = True
        self.palette = [self.rand_width() for _ in range(self.r.randint(1, 3))]
        if self.chance(0.5):
            self.palette.append(1)
        if self.chance(0.3):
            self.palette.append(8)
        ntys = self.palette + (['index'] if self.allow_index else [])
        nin = self.r.randint(0 if self.chance(0.05) else 1, 5)
        entry = Block('bb0')
        f.blocks.append(entry)
        for i in range(nin):
            t = self.pick(ntys)
            nm = 'arg%d' % i if self.chance(0.5) else \
                self.pick(['a', 'b', 'x', 'y', 'in', 'sel']) + str(i)
            if (f.style['names'] == 'num' and kind == 'func' and
                    self.chance(0.3)):
                nm = str(self.f_nnum)
                self.f_nnum += 1
            v = self.new_val(t, nm)
            f.ins.append(v)
            f.in_ports.append(nm if not nm[0].isdigit() else 'p' + nm)
            entry.args.append(v)
            if t == 'index':
                self.prog.uses_index = True
        nout = self.r.randint(1, 4)
        f.out_tys = [self.pick(ntys) for _ in range(nout)]
        f.out_ports = ['out%d' % i if self.chance(0.5) else
                       self.pick(['y', 'z', 'res', 'o']) + str(i)
                       for i in range(nout)]
        if 'index' in f.out_tys:
            self.prog.uses_index = True
        self.scope = {}
        self.sinks = []
        self.sinks_set = set()
        self.enter(entry, {})
        if kind == 'hw':
            self.gen_straight(self.r.randint(2, 22))
        else:
            self.gen_region(0)
            if self.feat('unreachable-block') and self.chance(0.05):
                self.gen_unreachable(entry)
        outs = self.collect_outputs()
        if kind == 'hw':
            sp = 'hw.output'
            self.term('output', sp, outs)
        else:
            cf = f.style['cf']
            sp = 'return' if cf == 'bare' else 'func.return' if cf == 'cf' \
                else 'std.return'
            if cf == 'cf' and self.chance(0.5):
                sp = 'return'
            self.term('return', sp, outs)
        for b in f.blocks:
            for v in b.args:
                if v.ty == 'index':
                    self.prog.uses_index = True
            for op in b.ops:
                for v in op.res:
                    if v.ty == 'index':
                        self.prog.uses_index = True
        return f

    def generate(self):
        r = self.r
        kind = 'hw' if r.random() < 0.3 else 'func'
        nf = r.randint(1, 4)
        for i in range(nf):
            f = self.gen_func(kind, i, i == nf - 1)
            self.prog.funcs.append(f)
        # sometimes an unused declaration (func.func private,
        # hw.module.extern)
        if r.random() < 0.1:
            d = Func(kind, self.prefix + 'ext')
            d.decl = True
            d.ins = [Val(0, 'a', 8)]
            d.in_ports = ['a']
            d.out_tys = [8]
            d.out_ports = ['y']
            self.prog.funcs.insert(0, d)
        self.prog.top = self.prog.funcs[-1]
        # callee order in the file: usually callees first
        if r.random() < 0.2:
            r.shuffle(self.prog.funcs)
        self.prog.vectors = self.make_vectors()
        return self.prog

    def make_vectors(self, n=None):
        """All zeros, all ones, all MIN, then per-input boundary values,
        vectors with one input zero (divisors), and random ones."""
        top = self.prog.top
        if n is None:
            n = 8
        vecs = []
        for k in range(n):
            vec = []
            zero = self.r.randrange(max(1, len(top.ins))) if k in (3, 4) \
                else -1
            for i, v in enumerate(top.ins):
                if i == zero:
                    x = 0
                elif v.ty == 'index':
                    x = self.index_value()
                elif k == 0:
                    x = 0
                elif k == 1:
                    x = mask(v.ty)
                elif k == 2:
                    x = 1 << (v.ty - 1)
                elif k == n - 1:
                    x = self.r.getrandbits(v.ty)
                else:
                    x = self.boundary(v.ty)
                vec.append(x)
            vecs.append(tuple(vec))
        return vecs


def generate(seed, prefix='', skip=None, max_ops=None):
    g = Gen(seed, prefix, skip, max_ops)
    return g.generate()


def expected(prog, W, vectors=None):
    m = Model(prog, W)
    out = []
    for vec in (prog.vectors if vectors is None else vectors):
        args = [x & mask(width(v.ty, W)) for x, v in zip(vec, prog.top.ins)]
        out.append(m.run(prog.top, args))
    return out


# ----------------------------------------------------------------- printing

class Printer:
    """MLIR text for programs.  Random choices (literal formats, locations)
    come from its own Random so printing is deterministic per seed."""

    def __init__(self, seed, aliases=True):
        self.r = random.Random(seed * 7919 + 1)
        self.lines = []
        self.locs = []          # trailing #loc definitions
        self.tyalias = {}       # width -> alias name
        self.aliases = aliases

    def ty(self, t, plain=False):
        if plain or t == 'index':
            return tname(t)
        if t in self.tyalias and self.r.random() < 0.5:
            return '!' + self.tyalias[t]
        return tname(t)

    def tys(self, ts, plain=False):
        return ', '.join(self.ty(t, plain) for t in ts)

    def int_lit(self, value, t, fmt):
        """Integer literal for value (unsigned encoding) of type t."""
        if t == 'index':
            s = sx(value & mask(64), 64)
            if fmt == 1 and s >= 0:
                return '0x%x' % s
            return str(s)
        w = t
        if fmt == 1:
            return '0x%x' % value
        if fmt == 2:
            return str(value)
        return str(sx(value, w))

    def loc(self, f):
        if not f.style.get('locs') or self.r.random() < 0.5:
            return ''
        k = self.r.randrange(4)
        if k == 0:
            return ' loc(unknown)'
        if k == 1:
            return ' loc("gen.mlir":%d:%d)' % (self.r.randint(1, 999),
                                                self.r.randint(1, 80))
        if k == 2:
            return ' loc("%s")' % self.r.choice(['a', 'adder', 'x.y'])
        n = len(self.locs)
        self.locs.append('#loc%d = loc("gen.mlir":%d:%d)' % (
            n, self.r.randint(1, 999), self.r.randint(1, 80)))
        return ' loc(#loc%d)' % n

    def res_list(self, op):
        if not op.res:
            return ''
        if op.group:
            return '%%%s:%d = ' % (op.group, len(op.res))
        return ', '.join(v.use for v in op.res) + ' = '

    def uses(self, vs):
        return ', '.join(v.use for v in vs)

    def generic_op(self, op, f):
        name = op.spell
        if not name.startswith(('comb.', 'hw.', 'index.', 'arith.',
                                'func.', 'cf.', 'std.')):
            name = 'std.' + name
        attrs = []
        props = self.r.random() < 0.5
        s = op.sem
        if s == 'const':
            v = op.attrs['value']
            t = op.res[0].ty
            if op.spell == 'index.bool.constant' or (t == 1 and
                                                     self.r.random() < 0.5):
                attrs.append('value = %s' % ('true' if v & 1 else 'false'))
            else:
                attrs.append('value = %s : %s' % (
                    self.int_lit(v, t, op.attrs.get('fmt', 0)), tname(t)))
        elif s == 'icmp':
            p = op.attrs['pred']
            if op.spell == 'index.cmp':
                attrs.append('pred = #index<cmp_predicate %s>' % p)
            else:
                attrs.append('predicate = %d : i64' % COMB_PREDS.index(p))
        elif s == 'extract':
            attrs.append('lowBit = %d : i32' % op.attrs['lo'])
        elif s == 'tt':
            attrs.append('lookupTable = %s' % self.tt_table(op))
        elif s == 'lut':
            attrs.append('coefficients = array<i8: %s>, lookupTable = '
                         'array<i8: %s>' % (
                             ', '.join(map(str, op.attrs['coeffs'])),
                             ', '.join(map(str, op.attrs['lut']))))
        elif s == 'call':
            attrs.append('callee = @%s' % op.attrs['callee'].name)
        elif s == 'instance':
            g = op.attrs['callee']
            attrs.append('instanceName = "%s", moduleName = @%s, '
                         'argNames = [%s], resultNames = [%s], '
                         'parameters = []' % (
                             op.attrs['iname'], g.name,
                             ', '.join('"%s"' % p for p in g.in_ports),
                             ', '.join('"%s"' % p for p in g.out_ports)))
        elif s == 'cond_br':
            d = op.attrs['dest_args']
            attrs.append('operandSegmentSizes = array<i32: 1, %d, %d>' % (
                len(d[0]), len(d[1])))
        elif s == 'switch':
            d = op.attrs['dest_args']
            cs = op.attrs['cases']
            t = op.args[0].ty
            if self.r.random() < 0.5:   # MLIR 18 on
                seg = 'array<i32%s>' % ''.join(
                    (': ' if i == 0 else ', ') + str(len(a))
                    for i, a in enumerate(d[1:]))
                ss = 'operandSegmentSizes = array<i32: 1, %d, %d>'
            else:                        # before properties
                seg = 'dense<[%s]> : vector<%dxi32>' % (
                    ', '.join(str(len(a)) for a in d[1:]), len(cs))
                ss = 'operand_segment_sizes = dense<[1, %d, %d]> : ' \
                     'vector<3xi32>'
            attrs.append('case_operand_segments = ' + seg)
            if cs:
                attrs.append('case_values = dense<[%s]> : vector<%dx%s>' % (
                    ', '.join(str(c) for c in cs), len(cs), tname(t)))
            attrs.append(ss % (len(d[0]), sum(len(a) for a in d[1:])))
        if op.bin:
            attrs.append('twoState')
        if len(op.res) == 1 and s != 'const' and self.r.random() < 0.1:
            # CIRCT's wire name: clashing, reserved, odd or repeated
            attrs.append('sv.namehint = "%s"' % self.r.choice(
                ['sum', 'sum', 'x', 'a', 'result', 'module', 'logic',
                 'input', 'my wire', '1st', '_GEN', 'o0', f.name]))
        succ = ''
        if s in ('br', 'cond_br', 'switch'):
            succ = '[%s]' % ', '.join('^' + b.label
                                      for b in op.attrs['dest'])
        a = ''
        if attrs:
            a = (' <{%s}>' if props and s not in ('instance',) and
                 not op.bin else ' {%s}') % ', '.join(attrs)
        rt = [v.ty for v in op.res]
        rts = self.ty(rt[0], True) if len(rt) == 1 else \
            '(%s)' % self.tys(rt, True)
        return '%s"%s"(%s)%s%s : (%s) -> %s' % (
            self.res_list(op), name, self.uses(op.args), succ, a,
            self.tys([v.ty for v in op.args], True), rts)

    def tt_table(self, op):
        n = len(op.args)
        tab = op.attrs['table']
        if op.attrs['list']:
            return '[%s]' % ', '.join('true' if tab >> i & 1 else 'false'
                                      for i in range(1 << n))
        lit = ('0x%x' % tab) if op.attrs['hex'] else str(tab)
        return '%s : ui%d' % (lit, 1 << n)

    def custom_op(self, op, f):
        s, sp = op.sem, op.spell
        R = self.res_list(op)
        A = self.uses(op.args)
        b = ' bin' if op.bin else ''
        if s == 'const':
            v = op.attrs['value']
            t = op.res[0].ty
            if sp == 'index.constant':
                return '%sindex.constant %s' % (
                    R, self.int_lit(v, 'index', op.attrs.get('fmt', 0)))
            if sp == 'index.bool.constant':
                return '%sindex.bool.constant %s' % (
                    R, 'true' if v & 1 else 'false')
            if t == 1 and op.attrs.get('fmt', 0) == 3:
                return '%s%s %s' % (R, sp, 'true' if v & 1 else 'false')
            return '%s%s %s : %s' % (R, sp, self.int_lit(
                v, t, op.attrs.get('fmt', 0)), self.ty(t))
        if s == 'sizeof':
            return R + 'index.sizeof'
        if sp.startswith('index.') and s in BIN_SPELL:
            return '%s%s %s' % (R, sp, A)
        if s in BIN_SPELL or s == 'not' or s in ('parity', 'reverse'):
            t = op.args[0].ty
            if sp.startswith('comb.'):
                return '%s%s%s %s : %s' % (R, sp, b, A, self.ty(t))
            ov = ''
            if 'overflow' in op.attrs:
                ov = ' overflow<%s>' % op.attrs['overflow']
            return '%s%s %s%s : %s' % (R, sp, A, ov, self.ty(t))
        if s == 'icmp':
            p = op.attrs['pred']
            t = op.args[0].ty
            if sp == 'index.cmp':
                return '%sindex.cmp %s(%s)' % (R, p, A)
            if sp == 'comb.icmp':
                return '%scomb.icmp%s %s %s : %s' % (R, b, p, A, self.ty(t))
            if sp == 'arith.cmpi':
                return '%sarith.cmpi %s, %s : %s' % (R, p, A, self.ty(t))
            q = '"%s"' % p if op.attrs['quote'] else p
            return '%s%s %s, %s : %s' % (R, sp, q, A, self.ty(t))
        if s == 'mux':
            t = op.res[0].ty
            if sp == 'comb.mux':
                return '%scomb.mux%s %s : %s' % (R, b, A, self.ty(t))
            return '%s%s %s : %s' % (R, sp, A, self.ty(t))
        if s == 'extract':
            return '%scomb.extract %s from %d : (%s) -> %s' % (
                R, A, op.attrs['lo'], self.ty(op.args[0].ty),
                self.ty(op.res[0].ty))
        if s == 'concat':
            return '%scomb.concat %s : %s' % (
                R, A, self.tys([v.ty for v in op.args]))
        if s == 'replicate':
            return '%scomb.replicate %s : (%s) -> %s' % (
                R, A, self.ty(op.args[0].ty), self.ty(op.res[0].ty))
        if s == 'tt':
            return '%scomb.truth_table %s -> %s' % (R, A, self.tt_table(op))
        if s == 'lut':
            return ('%scomb.lut %s {coefficients = array<i8: %s>, '
                    'lookupTable = array<i8: %s>} : (%s) -> i8' % (
                        R, A, ', '.join(map(str, op.attrs['coeffs'])),
                        ', '.join(map(str, op.attrs['lut'])),
                        ', '.join('i8' for _ in op.args)))
        if s in ('sext', 'zext', 'trunc', 'casts', 'castu'):
            return '%s%s %s : %s to %s' % (R, sp, A, self.ty(op.args[0].ty),
                                           self.ty(op.res[0].ty))
        if s == 'call':
            g = op.attrs['callee']
            rt = [v.ty for v in op.res]
            rts = self.ty(rt[0]) if len(rt) == 1 else \
                '(%s)' % self.tys(rt)
            return '%s%s @%s(%s) : (%s) -> %s' % (
                R, sp, g.name, A, self.tys([v.ty for v in op.args]), rts)
        if s == 'instance':
            g = op.attrs['callee']
            if op.attrs['old']:
                rt = [v.ty for v in op.res]
                return '%shw.instance "%s" @%s(%s) : (%s) -> (%s)' % (
                    R, op.attrs['iname'], g.name, A,
                    self.tys([v.ty for v in op.args]), self.tys(rt))
            ins = ', '.join('%s: %s: %s' % (p, v.use, self.ty(v.ty))
                            for p, v in zip(g.in_ports, op.args))
            outs = ', '.join('%s: %s' % (p, self.ty(t))
                             for p, t in zip(g.out_ports, g.out_tys))
            return '%shw.instance "%s" @%s(%s) -> (%s)' % (
                R, op.attrs['iname'], g.name, ins, outs)
        if s in ('return', 'output'):
            if not op.args:
                return sp
            return '%s %s : %s' % (sp, A, self.tys([v.ty for v in op.args]))
        if s == 'br':
            return '%s %s' % (sp, self.succ(op.attrs['dest'][0], op.args))
        if s == 'cond_br':
            d = op.attrs['dest']
            da = op.attrs['dest_args']
            return '%s %s, %s, %s' % (sp, op.args[0].use,
                                      self.succ(d[0], da[0]),
                                      self.succ(d[1], da[1]))
        if s == 'switch':
            d = op.attrs['dest']
            da = op.attrs['dest_args']
            items = ['default: ' + self.succ(d[0], da[0])]
            items += ['%d: %s' % (c, self.succ(b, a)) for c, b, a in
                      zip(op.attrs['cases'], d[1:], da[1:])]
            return '%s %s : %s, [\n%s\n  ]' % (
                sp, op.args[0].use, self.ty(op.args[0].ty),
                ',\n'.join('    ' + x for x in items))
        raise ValueError('printer: %s' % sp)

    def succ(self, b, args):
        if not args:
            return '^' + b.label
        return '^%s(%s : %s)' % (b.label, self.uses(args),
                                 self.tys([v.ty for v in args]))

    def op_text(self, op, f):
        if op.generic:
            t = self.generic_op(op, f)
        else:
            t = self.custom_op(op, f)
        return t + self.loc(f)

    def block_args(self, b):
        return ', '.join('%s: %s' % (v.use, self.ty(v.ty)) for v in b.args)

    def func_text(self, f, ind):
        out = []
        st = f.style
        if f.decl and f.kind == 'hw':
            out.append('%shw.module.extern @%s(%s)' % (ind, f.name, ', '.join(
                ['in %%%s : %s' % (p, self.ty(v.ty))
                 for p, v in zip(f.in_ports, f.ins)] +
                ['out %s : %s' % (p, self.ty(t))
                 for p, t in zip(f.out_ports, f.out_tys)])))
            return out
        if f.decl:
            out.append('%sfunc.func private @%s(%s) -> %s' % (
                ind, f.name, self.tys([v.ty for v in f.ins]),
                self.tys(f.out_tys)))
            return out
        outs = self.tys(f.out_tys)
        if len(f.out_tys) != 1:
            outs = '(%s)' % outs
        body_ind = ind + '  '
        explicit_entry = False
        if f.kind == 'hw':
            if st['spelling'] == 'new':
                ins = ['in %s : %s' % (v.use, self.ty(v.ty))
                       for v in f.ins]
                outs_ = ['out %s : %s' % (p, self.ty(t))
                         for p, t in zip(f.out_ports, f.out_tys)]
                ports = ins + outs_
                if self.r.random() < 0.3:
                    # directions interleaved (each kept in order), as
                    # CIRCT allows
                    ports = []
                    while ins or outs_:
                        side = ins if not outs_ or (
                            ins and self.r.random() < 0.5) else outs_
                        ports.append(side.pop(0))
                out.append('%shw.module @%s(%s) {' % (ind, f.name,
                                                      ', '.join(ports)))
            else:
                out.append('%shw.module @%s(%s) -> (%s) {' % (
                    ind, f.name, ', '.join('%s: %s' % (v.use, self.ty(v.ty))
                                           for v in f.ins),
                    ', '.join('%s: %s' % (p, self.ty(t)) for p, t in
                              zip(f.out_ports, f.out_tys))))
        elif st['spelling'] == 'generic':
            out.append('%s"func.func"() <{function_type = (%s) -> %s, '
                       'sym_name = "%s"}> ({' % (
                           ind, self.tys([v.ty for v in f.ins], True),
                           outs if len(f.out_tys) != 1 else
                           self.ty(f.out_tys[0], True), f.name))
            explicit_entry = True
        else:
            kw = 'func.func' if st['spelling'] == 'func.func' else 'func'
            attrs = ''
            if self.r.random() < 0.1:
                attrs = ' attributes {llvm.emit_c_interface}'
            if kw == 'func' and self.r.random() < 0.3:
                out.append('%sfunc @%s(%s) -> %s%s {' % (
                    ind, f.name, self.tys([v.ty for v in f.ins]), outs,
                    attrs))
                explicit_entry = True
            else:
                out.append('%s%s @%s(%s) -> %s%s {' % (
                    ind, kw, f.name, ', '.join(
                        '%s: %s' % (v.use, self.ty(v.ty)) for v in f.ins),
                    outs, attrs))
        for bi, b in enumerate(f.blocks):
            if bi == 0 and explicit_entry:
                if b.args:
                    out.append('%s^bb0(%s):' % (ind, self.block_args(b)))
                else:
                    out.append('%s^bb0:' % ind)
            elif bi > 0:
                if b.args:
                    out.append('%s^%s(%s):' % (ind, b.label,
                                               self.block_args(b)))
                else:
                    out.append('%s^%s:' % (ind, b.label))
            ops = list(b.ops)
            if st.get('shuffle'):
                self.r.shuffle(ops)
            for op in ops:
                if self.r.random() < 0.03:
                    out.append('%s// %s' % (body_ind, self.r.choice(
                        ['note', 'a comment: %x = 1', '{ unbalanced ('])))
                out.append(body_ind + self.op_text(op, f))
            out.append(body_ind + self.op_text(b.term, f))
        if explicit_entry and st['spelling'] == 'generic':
            out.append('%s}) : () -> ()' % ind)
        else:
            out.append('%s}' % ind)
        return out


def render_file(progs, seed, container=None, extra=None, aliases=True):
    """MLIR text of several programs in one file.  extra: list of
    (kind, name, text-lines-builder) for wrappers (see batch_wrapper).
    container: None (random), 'none', 'module', 'named', 'generic'."""
    p = Printer(seed, aliases)
    r = random.Random(seed * 31 + 7)
    if container is None:
        container = r.choice(['none', 'none', 'module', 'named', 'generic'])
    head = []
    if aliases and r.random() < 0.3:
        ws = set()
        for prog in progs:
            for f in prog.funcs:
                for b in f.blocks:
                    for op in b.ops:
                        for v in op.res:
                            if v.ty != 'index':
                                ws.add(v.ty)
        for w in sorted(ws)[:3]:
            p.tyalias[w] = 'w%d' % w
            head.append('!w%d = i%d' % (w, w))
    body = []
    ind = '' if container == 'none' else '  '
    for prog in progs:
        body.append('%s// program seed %d, top @%s' % (ind, prog.seed,
                                                     prog.top.name))
        for f in prog.funcs:
            body.extend(p.func_text(f, ind))
            body.append('')
    for e in (extra or []):
        body.extend(ind + ln for ln in e)
        body.append('')
    out = list(head)
    if container == 'module':
        out.append('module {')
    elif container == 'named':
        out.append('module @gen attributes {gen.seed = %d : i64} {' % seed)
    elif container == 'generic':
        out.append('"builtin.module"() ({')
    out.extend(body)
    if container in ('module', 'named'):
        out.append('}')
    elif container == 'generic':
        out.append('}) : () -> ()')
    out.extend(p.locs)
    return '\n'.join(out) + '\n'


def const_line(name, t, value, style):
    """A constant definition for wrappers (custom syntax)."""
    if t == 'index':
        s = sx(value & mask(64), 64)
        return '%%%s = index.constant %d' % (name, s) if style else \
            '%%%s = arith.constant %d : index' % (name, s)
    return '%%%s = hw.constant %d : i%d' % (name, sx(value, t), t) if style \
        else '%%%s = arith.constant %d : i%d' % (name, sx(value, t), t)


def batch_wrapper(prog, name, vectors=None):
    """Lines of a function/module without inputs that calls prog's top on
    every vector and returns all results in order (vector-major)."""
    top = prog.top
    vecs = prog.vectors if vectors is None else vectors
    lines = []
    outs, otys = [], []
    body = []
    for k, vec in enumerate(vecs):
        args = []
        for i, (v, x) in enumerate(zip(top.ins, vec)):
            cn = 'c%d_%d' % (k, i)
            body.append(const_line(cn, v.ty, x, top.kind == 'hw'))
            args.append('%' + cn)
        n = len(top.out_tys)
        r = 'r%d' % k
        ins_t = ', '.join(tname(v.ty) for v in top.ins)
        if top.kind == 'hw':
            ports = ', '.join('%s: %s: %s' % (p, a, tname(v.ty)) for p, a, v in
                              zip(top.in_ports, args, top.ins))
            oports = ', '.join('%s: %s' % (p, tname(t)) for p, t in
                               zip(top.out_ports, top.out_tys))
            body.append('%%%s:%d = hw.instance "b%d" @%s(%s) -> (%s)' % (
                r, n, k, top.name, ports, oports))
        else:
            rt = ', '.join(tname(t) for t in top.out_tys)
            body.append('%%%s:%d = func.call @%s(%s) : (%s) -> (%s)' % (
                r, n, top.name, ', '.join(args), ins_t, rt))
        for i, t in enumerate(top.out_tys):
            outs.append('%%%s#%d' % (r, i))
            otys.append(tname(t))
    if top.kind == 'hw':
        lines.append('hw.module @%s(%s) {' % (name, ', '.join(
            'out o%d : %s' % (i, t) for i, t in enumerate(otys))))
        lines.extend('  ' + b for b in body)
        lines.append('  hw.output %s : %s' % (', '.join(outs),
                                             ', '.join(otys)))
    else:
        lines.append('func.func @%s() -> (%s) {' % (name, ', '.join(otys)))
        lines.extend('  ' + b for b in body)
        lines.append('  return %s : %s' % (', '.join(outs), ', '.join(otys)))
    lines.append('}')
    return lines


def multi_batch(progs, name, kind):
    """One wrapper calling the tops of all programs of `kind` on all their
    vectors.  Returns (lines, [(prog, vector index, output index)...])."""
    body, outs, otys, where = [], [], [], []
    n = 0
    for prog in progs:
        top = prog.top
        if top.kind != kind:
            continue
        for k, vec in enumerate(prog.vectors):
            args = []
            for i, (v, x) in enumerate(zip(top.ins, vec)):
                cn = 'c%d' % n
                n += 1
                body.append(const_line(cn, v.ty, x, kind == 'hw'))
                args.append('%' + cn)
            r = 'r%d' % n
            n += 1
            no = len(top.out_tys)
            if kind == 'hw':
                ports = ', '.join('%s: %s: %s' % (p, a, tname(v.ty))
                                  for p, a, v in zip(top.in_ports, args,
                                                     top.ins))
                oports = ', '.join('%s: %s' % (p, tname(t)) for p, t in
                                   zip(top.out_ports, top.out_tys))
                body.append('%%%s:%d = hw.instance "i%d" @%s(%s) -> (%s)' % (
                    r, no, n, top.name, ports, oports))
            else:
                body.append('%%%s:%d = func.call @%s(%s) : (%s) -> (%s)' % (
                    r, no, top.name, ', '.join(args),
                    ', '.join(tname(v.ty) for v in top.ins),
                    ', '.join(tname(t) for t in top.out_tys)))
            for i, t in enumerate(top.out_tys):
                outs.append('%%%s#%d' % (r, i))
                otys.append(tname(t))
                where.append((prog, k, i))
    if not outs:
        return None, []
    lines = []
    if kind == 'hw':
        lines.append('hw.module @%s(%s) {' % (name, ', '.join(
            'out o%d : %s' % (i, t) for i, t in enumerate(otys))))
        lines.extend('  ' + b for b in body)
        lines.append('  hw.output %s : %s' % (', '.join(outs),
                                             ', '.join(otys)))
    else:
        lines.append('func.func @%s() -> (%s) {' % (name, ', '.join(otys)))
        lines.extend('  ' + b for b in body)
        lines.append('  return %s : %s' % (', '.join(outs), ', '.join(otys)))
    lines.append('}')
    return lines, where


def sim_wrapper(progs, name, kind):
    """A top whose inputs and outputs are those of every program of `kind`
    side by side, so one `combc sim` covers many programs."""
    ins, outs, otys, body = [], [], [], []
    n = 0
    for prog in progs:
        top = prog.top
        if top.kind != kind:
            continue
        args = []
        for v in top.ins:
            nm = 'i%d' % len(ins)
            ins.append((nm, v.ty))
            args.append('%' + nm)
        r = 'r%d' % n
        n += 1
        no = len(top.out_tys)
        if kind == 'hw':
            ports = ', '.join('%s: %s: %s' % (p, a, tname(v.ty))
                              for p, a, v in zip(top.in_ports, args, top.ins))
            oports = ', '.join('%s: %s' % (p, tname(t)) for p, t in
                               zip(top.out_ports, top.out_tys))
            body.append('%%%s:%d = hw.instance "s%d" @%s(%s) -> (%s)' % (
                r, no, n, top.name, ports, oports))
        else:
            body.append('%%%s:%d = func.call @%s(%s) : (%s) -> (%s)' % (
                r, no, top.name, ', '.join(args),
                ', '.join(tname(v.ty) for v in top.ins),
                ', '.join(tname(t) for t in top.out_tys)))
        for i, t in enumerate(top.out_tys):
            outs.append('%%%s#%d' % (r, i))
            otys.append(tname(t))
    if not outs:
        return None
    lines = []
    if kind == 'hw':
        ports = ['in %%%s : %s' % (nm, tname(t)) for nm, t in ins] + \
            ['out o%d : %s' % (i, t) for i, t in enumerate(otys)]
        lines.append('hw.module @%s(%s) {' % (name, ', '.join(ports)))
        lines.extend('  ' + b for b in body)
        lines.append('  hw.output %s : %s' % (', '.join(outs),
                                             ', '.join(otys)))
    else:
        lines.append('func.func @%s(%s) -> (%s) {' % (name, ', '.join(
            '%%%s: %s' % (nm, tname(t)) for nm, t in ins), ', '.join(otys)))
        lines.extend('  ' + b for b in body)
        lines.append('  return %s : %s' % (', '.join(outs), ', '.join(otys)))
    lines.append('}')
    return lines


# ------------------------------------------------------------ reduction

def prune(prog, keep_out=None, vector=None):
    """Shrink prog in place for a repro: keep one output of the top (index
    keep_out) and one vector, drop ops whose results nothing uses and
    functions nothing calls."""
    top = prog.top
    if keep_out is not None:
        for b in top.blocks:
            if b.term.sem in ('return', 'output'):
                b.term.args = [b.term.args[keep_out]]
        top.out_tys = [top.out_tys[keep_out]]
        top.out_ports = [top.out_ports[keep_out]]
    if vector is not None:
        prog.vectors = [prog.vectors[vector]]
    changed = True
    while changed:
        changed = False
        for f in prog.funcs:
            used = set()
            for b in f.blocks:
                for op in b.ops:
                    used.update(v.id for v in op.args)
                used.update(v.id for v in b.term.args)
            for b in f.blocks:
                keep = [op for op in b.ops
                        if any(v.id in used for v in op.res)]
                if len(keep) != len(b.ops):
                    b.ops = keep
                    changed = True
        called = {id(top)}
        stack = [top]
        while stack:
            f = stack.pop()
            for b in f.blocks:
                for op in b.ops:
                    if op.sem in ('call', 'instance'):
                        g = op.attrs['callee']
                        if id(g) not in called:
                            called.add(id(g))
                            stack.append(g)
        nf = [f for f in prog.funcs if id(f) in called]
        if len(nf) != len(prog.funcs):
            prog.funcs = nf
            changed = True
    return prog


# ------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=1)
    ap.add_argument('--json', action='store_true',
                    help='print tops, vectors and expected outputs as JSON')
    ap.add_argument('--batch', action='store_true',
                    help='add @batch: no inputs, calls the top on every '
                    'vector')
    ap.add_argument('--no-skip', action='store_true',
                    help='ignore KNOWN_BUGS (generate every feature)')
    ap.add_argument('-o', dest='out', help='output file (default stdout)')
    a = ap.parse_args()
    skip = () if a.no_skip else None
    progs = []
    for s in range(a.seed, a.seed + a.count):
        progs.append(generate(s, prefix='p%d_' % s if a.count > 1 else '',
                              skip=skip))
    if a.json:
        res = []
        for p in progs:
            res.append({
                'seed': p.seed, 'top': p.top.name, 'kind': p.top.kind,
                'inputs': [tname(v.ty) for v in p.top.ins],
                'outputs': [tname(t) for t in p.top.out_tys],
                'vectors': [list(v) for v in p.vectors],
                'expected64': expected(p, 64),
                'expected32': expected(p, 32),
            })
        text = json.dumps(res, indent=1) + '\n'
    else:
        extra = []
        if a.batch:
            if len(progs) == 1:
                extra.append(batch_wrapper(progs[0], 'batch'))
            else:
                for kind, nm in (('func', 'batch'), ('hw', 'batch_hw')):
                    lines, _ = multi_batch(progs, nm, kind)
                    if lines:
                        extra.append(lines)
        text = render_file(progs, a.seed, extra=extra)
        notes = []
        for p in progs:
            e64, e32 = expected(p, 64), expected(p, 32)
            notes.append('// seed %d: combc eval F --top=%s -- ARGS' % (
                p.seed, p.top.name))
            for vec, r64, r32 in zip(p.vectors, e64, e32):
                notes.append('//   %s -> %s%s' % (
                    ' '.join(map(str, vec)), ' '.join(map(str, r64)),
                    '' if r32 == r64 else '  (index-width=32: %s)' %
                    ' '.join(map(str, r32))))
        text = '\n'.join(notes) + '\n' + text
    if a.out:
        with open(a.out, 'w') as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)


if __name__ == '__main__':
    main()
