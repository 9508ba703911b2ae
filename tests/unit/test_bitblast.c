/* test_bitblast.c: unit tests for bitblast.c (and neteval.c).
 *
 * Every canonical netlist op, at widths 1 2 3 5 8 13 32 64 65, is built
 * as a one-op net by hand, bit-blasted under three parameter sets
 * (ripple + array multiplier, prefix everywhere + Dadda tree, the
 * defaults) and the AIG, simulated 64 vectors at a time with aig_sim64,
 * must equal eval_apply on the same inputs bit for bit: exhaustively
 * when the inputs total <= 16 bits (12 for the second and third
 * parameter sets), else on 1024 vectors (corner values
 * 0, 1, ones, MIN, MAX, small and every pair of them for the first two
 * operands, then random words of mixed density).  eval_apply is the
 * oracle (README, Semantics); nothing expected here comes from
 * bitblast.c.  Hierarchies are checked against neteval.c, itself checked
 * against a hand evaluation.  The flow's own checks (check/check_aig.c:
 * check_blast, check_aig_equal) are exercised on the same designs: they
 * pass on a correct AIG and catch a wrong one.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "flow/flow.h"

static const uint32_t widths[] = {1, 2, 3, 5, 8, 13, 32, 64, 65};

#define NPARAM 5
#define NSDIV 3 /* forms of a signed divider besides form 0 */

/* Parameter sets check_all tries: NPARAM, or with signed dividers
 * NPARAM + NSDIV */
static int nparam = NPARAM;

/* 0: ripple adders, the array multiplier and |a| signed dividers (as
 * proofs against Verilog build them: mul_tree 0, div_abs, add_chain); 1: prefix adders and trees; 2: the
 * defaults; 3: the defaults with carry jumps (the choice candidate); 4:
 * the defaults with Brent-Kung adders (the flow's second graph); 5 ..:
 * the defaults with signed divider form which - 4 (bitblast.c,
 * sdiv_form: |b| < 2^n read off b ^ sb, the first rows subtracting
 * b ^ sb plus sb, or both) */
static void params(BlastParams *p, int which)
{
	blast_params_default(p);
	if (which >= NPARAM)
		p->sdiv_form = which - NPARAM + 1;
	if (which == 3)
		p->carry_jumps = 1;
	if (which == 4)
		p->brent_kung = 1;
	if (which == 0) {
		p->prefix_min = UINT32_MAX;
		p->mul_tree = 0;
		p->div_abs = 1;
		p->add_chain = 1;
	} else if (which == 1) {
		p->prefix_min = 0;
		p->mul_tree = 1;
	}
}

/* ------------------------------------------------------- reference */

static uint64_t rng_state = 0x1234567u;

static uint64_t rnd(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* Corner value `kind` (0..6) or random (7..) of w bits into v. */
static void value(Word *v, uint32_t w, unsigned kind)
{
	uint32_t i;

	for (i = 0; i < BV_WORDS(w); i++) {
		v[i] = rnd();
		if (kind == 8)
			v[i] &= rnd();
		if (kind == 9)
			v[i] |= rnd();
	}
	switch (kind) {
	case 0: bv_zero(v, w); break;
	case 1: bv_ones(v, w); break;
	case 2: bv_from_u64(v, w, 1); break;
	case 3: bv_zero(v, w); bv_setbit(v, w - 1, 1); break;
	case 4: bv_ones(v, w); bv_setbit(v, w - 1, 0); break;
	case 5: bv_from_u64(v, w, rnd() % 5); break;
	case 6: bv_from_i64(v, w, -(int64_t)(rnd() % 5)); break;
	default: bv_normalize(v, w); break;
	}
}

/* The reference for a flat net: each node through eval_apply (CONST from
 * its pool), written independently of neteval.c. */
static void ref_eval(const Net *n, Word *const *in, Word **node_val)
{
	uint32_t k, i;
	const Word *args[16];
	unsigned argw[16];

	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		const uint32_t *xi = net_ins(n, k);
		const Word *pool = x->pool == NONE ? NULL : n->pool + x->pool;
		Word *r = node_val[k];
		if (x->op == OP_INPUT) {
			bv_copy(r, in[x->aux], x->w);
			continue;
		}
		if (x->op == OP_CONST) {
			bv_copy(r, pool, x->w);
			continue;
		}
		assert_true(x->nin <= 16);
		for (i = 0; i < x->nin; i++) {
			args[i] = node_val[xi[i]];
			argw[i] = n->nodes[xi[i]].w;
		}
		if (x->op == OP_TT)
			eval_apply(x->op, 0, r, x->w, args, argw, x->nin, pool,
				x->npool, 0);
		else if (x->op == OP_LUT)
			eval_apply(x->op, 0, r, x->w, args, argw, x->nin, pool,
				x->npool + x->aux, x->npool);
		else
			eval_apply(x->op, x->aux, r, x->w, args, argw, x->nin,
				NULL, 0, 0);
	}
}

static void print_hex(Buf *b, const char *what, const Word *v, uint32_t w)
{
	buf_printf(b, " %s=", what);
	bv_print_hex(b, v, w);
}

/* Bit-blast net `top` of d with p and compare with the reference on
 * every vector (exhaustive up to exh_bits input bits, else nrand).
 * flat: the reference is ref_eval, else neteval. */
static void check_net(const Design *d, uint32_t top, const BlastParams *p,
	const char *what, int flat, uint32_t nrand, uint32_t exh_bits)
{
	const Net *n = &d->nets[top];
	Aig g;
	uint32_t i, j, k, bits = 0, bit, nwin;
	uint64_t nvec, v0;
	Word **in, **out, **nv = NULL, *vin;
	uint64_t *pi, *val, *exp;
	NetEval *e = NULL;
	int exhaustive;

	aig_init(&g);
	bitblast(d, top, &g, p);
	for (i = 0; i < n->nin; i++)
		bits += n->in_w[i];
	for (i = 0, k = 0; i < n->nout; i++)
		k += n->out_w[i];
	assert_int_equal(g.npi, bits);
	assert_int_equal(g.npo, k);
	exhaustive = bits <= exh_bits;
	nvec = exhaustive ? (uint64_t)1 << bits : nrand;
	in = calloc(n->nin + 1, sizeof *in);
	out = calloc(n->nout + 1, sizeof *out);
	for (i = 0; i < n->nin; i++)
		in[i] = calloc(BV_WORDS(n->in_w[i]), sizeof **in);
	for (i = 0; i < n->nout; i++)
		out[i] = calloc(BV_WORDS(n->out_w[i]), sizeof **out);
	if (flat) {
		nv = calloc(n->nnode + 1, sizeof *nv);
		for (k = 0; k < n->nnode; k++)
			nv[k] = calloc(BV_WORDS(n->nodes[k].w ? n->nodes[k].w :
				1), sizeof **nv);
	} else {
		e = neteval_new(d, top);
	}
	pi = calloc(g.npi + 1, sizeof *pi);
	exp = calloc(g.npo + 1, sizeof *exp);
	val = calloc(g.nnode, sizeof *val);
	/* the inputs of each lane, kept for the failure message */
	for (i = 0, nwin = 0; i < n->nin; i++)
		nwin += BV_WORDS(n->in_w[i]);
	vin = calloc(64 * (size_t)nwin + 1, sizeof *vin);
	for (v0 = 0; v0 < nvec; v0 += 64) {
		unsigned lane;
		Word *vp = vin;
		memset(pi, 0, (g.npi + 1) * sizeof *pi);
		memset(exp, 0, (g.npo + 1) * sizeof *exp);
		for (lane = 0; lane < 64; lane++) {
			uint64_t vec = v0 + lane < nvec ? v0 + lane : v0;
			for (i = 0, bit = 0; i < n->nin; i++) {
				uint32_t w = n->in_w[i];
				if (exhaustive) {
					bv_zero(in[i], w);
					for (j = 0; j < w; j++)
						bv_setbit(in[i], j,
							(int)(vec >> (bit + j) & 1));
				} else {
					unsigned kind = 7 + (unsigned)(rnd() % 5);
					if (vec < 49)
						kind = i == 0 ? (unsigned)vec / 7 :
							i == 1 ? (unsigned)vec % 7 :
							(unsigned)(vec + i) % 7;
					else if (rnd() % 4 == 0)
						kind = (unsigned)(rnd() % 7);
					value(in[i], w, kind);
				}
				for (j = 0; j < w; j++, bit++)
					pi[bit] |= (uint64_t)bv_bit(in[i], j) << lane;
			}
			if (flat) {
				ref_eval(n, in, nv);
				for (i = 0; i < n->nout; i++)
					bv_copy(out[i], nv[n->out_node[i]],
						n->out_w[i]);
			} else {
				neteval_run(e, (const Word *const *)in, out);
			}
			for (i = 0, bit = 0; i < n->nout; i++)
				for (j = 0; j < n->out_w[i]; j++, bit++)
					exp[bit] |= (uint64_t)bv_bit(out[i], j) <<
						lane;
			for (i = 0; i < n->nin; i++) {
				bv_copy(vp, in[i], n->in_w[i]);
				vp += BV_WORDS(n->in_w[i]);
			}
		}
		aig_sim64(&g, pi, val);
		for (i = 0, bit = 0; i < n->nout; i++)
			for (j = 0; j < n->out_w[i]; j++, bit++) {
				uint64_t got = aig_litval(val, g.pos[bit]);
				if (got != exp[bit]) {
					Buf b = {0};
					uint32_t l = (uint32_t)__builtin_ctzll(
						got ^ exp[bit]), q;
					const Word *lp = vin + (size_t)l * nwin;
					for (q = 0; q < n->nin; q++) {
						print_hex(&b, n->in_name[q], lp,
							n->in_w[q]);
						lp += BV_WORDS(n->in_w[q]);
					}
					fail_msg("%s (prefix_min %u, mul_tree %d, "
						"carry_jumps %d, brent_kung %d): "
						"output %s bit %u: "
						"expected %d, got %d for%s", what,
						p->prefix_min, p->mul_tree,
						p->carry_jumps, p->brent_kung,
						n->out_name[i], j,
						(int)(exp[bit] >> l & 1),
						(int)(got >> l & 1), b.s);
				}
			}
	}
	free(vin);
	for (i = 0; i < n->nin; i++)
		free(in[i]);
	for (i = 0; i < n->nout; i++)
		free(out[i]);
	if (flat) {
		for (k = 0; k < n->nnode; k++)
			free(nv[k]);
		free(nv);
	}
	neteval_free(e);
	free(in);
	free(out);
	free(pi);
	free(exp);
	free(val);
	aig_free(&g);
}

/* Check a flat design under every parameter set. */
static void check_all(const Design *d, const char *what)
{
	BlastParams p;
	int which;

	for (which = 0; which < nparam; which++) {
		params(&p, which);
		/* exhaustive to 16 input bits once, to 12 for the others */
		check_net(d, 0, &p, what, 1, 1024, which == 0 ? 16 : 12);
	}
}

/* ------------------------------------------------------- net builders */

static Net *one_net(Design *d)
{
	memset(d, 0, sizeof *d);
	d->top = NONE;
	d->index_width = 64;
	return design_add_net(d, "t");
}

static void binary(int op, uint32_t aux, uint32_t w, uint32_t rw)
{
	Design d;
	Net *n = one_net(&d);
	uint32_t ins[2], x;
	char what[64];

	ins[0] = net_input(n, "a", w);
	ins[1] = net_input(n, "b", w);
	x = net_node(n, op, rw, ins, 2, aux);
	net_output(n, "r", rw, x);
	snprintf(what, sizeof what, "%s/%u i%u", op_name(op), aux, w);
	check_all(&d, what);
	design_free(&d);
}

/* ------------------------------------------------------- tests */

static void test_arith(void **state)
{
	static const int ops[] = {OP_ADD, OP_SUB, OP_MUL, OP_AND, OP_OR,
		OP_XOR, OP_SHL, OP_SHRU, OP_SHRS};
	size_t i, k;
	(void)state;
	for (i = 0; i < countof(ops); i++)
		for (k = 0; k < countof(widths); k++)
			binary(ops[i], 0, widths[k], widths[k]);
}

static void test_divide(void **state)
{
	static const int ops[] = {OP_DIVU, OP_DIVS, OP_REMU, OP_REMS,
		OP_CEILDIVU, OP_CEILDIVS, OP_FLOORDIVS};
	size_t i, k;
	(void)state;
	nparam = NPARAM + NSDIV;
	for (i = 0; i < countof(ops); i++)
		for (k = 0; k < countof(widths); k++)
			binary(ops[i], 0, widths[k], widths[k]);
	nparam = NPARAM;
}

/* Signed divisions and remainders of one operand pair (their arrays are
 * shared: bitblast.c's L->ones), in every divider form. */
static void test_divide_shared(void **state)
{
	static const int ops[] = {OP_DIVS, OP_REMS, OP_CEILDIVS,
		OP_FLOORDIVS};
	size_t i, k;
	(void)state;
	nparam = NPARAM + NSDIV;
	for (k = 0; k < countof(widths); k++) {
		uint32_t w = widths[k], ins[2];
		Design d;
		Net *n = one_net(&d);
		static const char *const names[] = {"q", "r", "c", "f"};
		ins[0] = net_input(n, "a", w);
		ins[1] = net_input(n, "b", w);
		for (i = 0; i < countof(ops); i++)
			net_output(n, names[i], w, net_node(n, ops[i], w, ins, 2,
				0));
		check_all(&d, "shared signed division");
		design_free(&d);
	}
	nparam = NPARAM;
}

/* Dividers whose divisor or dividend has constant-0 high bits (the
 * array is trimmed to them; a zero divisor is patched at the end). */
static void test_divide_narrow(void **state)
{
	static const int ops[] = {OP_DIVU, OP_DIVS, OP_REMU, OP_REMS,
		OP_CEILDIVU, OP_CEILDIVS, OP_FLOORDIVS};
	size_t i, k;
	(void)state;
	for (k = 0; k < countof(widths); k++) {
		uint32_t w = widths[k], yw = w > 3 ? 3 : 1, a, y, z, ins[2];
		Design d;
		Net *n;
		char name[16];
		if (w < 2)
			continue;
		nparam = NPARAM + NSDIV;
		n = one_net(&d);
		a = net_input(n, "a", w);
		y = net_input(n, "y", yw);
		z = net_node(n, OP_ZEXT, w, &y, 1, 0);
		for (i = 0; i < countof(ops); i++) {
			ins[0] = a, ins[1] = z;
			snprintf(name, sizeof name, "q%zu", i);
			net_output(n, xstrdup(name), w, net_node(n, ops[i], w, ins,
				2, 0));
			ins[0] = z, ins[1] = a;
			snprintf(name, sizeof name, "r%zu", i);
			net_output(n, xstrdup(name), w, net_node(n, ops[i], w, ins,
				2, 0));
		}
		check_all(&d, "narrow division");
		nparam = NPARAM;
		for (i = 0; i < n->nout; i++)
			free((char *)n->out_name[i]);
		design_free(&d);
	}
}

/* Division by constants under divchain.c's parameters (the chain where
 * it maps to fewer K-LUTs than the array, else the array), every
 * division op with the constant as divisor, checked against eval_apply
 * like the rest. */
static void test_divide_const(void **state)
{
	static const int ops[] = {OP_DIVU, OP_DIVS, OP_REMU, OP_REMS,
		OP_CEILDIVU, OP_CEILDIVS, OP_FLOORDIVS};
	static const uint64_t ds[] = {3, 5, 6, 7, 9, 10, 15, 20, 25, 63,
		1000, 16, 0};
	/* (width, K) */
	static const uint32_t wk[][2] = {{2, 6}, {5, 3}, {8, 4}, {8, 6},
		{13, 6}, {32, 3}, {32, 6}};
	size_t i, j, k;
	(void)state;
	for (k = 0; k < countof(wk); k++) {
			uint32_t w = wk[k][0], a, c, ins[2];
			Design d;
			Net *n = one_net(&d);
			BlastParams p;
			char name[16];
			a = net_input(n, "a", w);
			for (j = 0; j < countof(ds); j++) {
				/* 10 and 20 also as negative divisors */
				uint64_t v = j == 5 || j == 7 ? 0 - ds[j] : ds[j];
				c = net_const_u64(n, v, w);
				for (i = 0; i < countof(ops); i++) {
					ins[0] = a, ins[1] = c;
					snprintf(name, sizeof name, "r%zu_%zu", j, i);
					net_output(n, xstrdup(name), w, net_node(n,
						ops[i], w, ins, 2, 0));
				}
			}
			blast_params_default(&p);
			p.div_chain_k = wk[k][1];
			p.div_chain_depth = UINT32_MAX;
			check_net(&d, 0, &p, "division by constants", 1, 512,
				12);
			for (i = 0; i < n->nout; i++)
				free((char *)n->out_name[i]);
			design_free(&d);
		}
}

/* aig_div_chain itself (whether or not bitblast would keep it): a / d
 * and a % d against C's, for odd d and K where a chain exists,
 * exhaustively to 12 bits, else on 512 vectors; d = 5 and 9 must have
 * one at K = 6, d = 3 at K >= 4 (the cases it is for). */
static void test_div_chain(void **state)
{
	static const uint32_t ds[] = {3, 5, 7, 9, 11, 15, 21, 45, 63};
	static const uint32_t ns[] = {1, 2, 3, 7, 12, 33, 64};
	static const uint32_t ks[] = {3, 4, 6};
	size_t i, j, k;
	uint64_t x = 88172645463325252ull;
	(void)state;
	for (i = 0; i < countof(ds); i++)
		for (j = 0; j < countof(ns); j++)
			for (k = 0; k < countof(ks); k++) {
				uint32_t n = ns[j], d = ds[i], nb = 0, t, l;
				uint64_t nvec = n <= 12 ? 1ull << n : 512, v0;
				uint64_t mask = n < 64 ? (1ull << n) - 1 : ~0ull;
				Lit a[64], q[64], r[8];
				Aig g;
				uint64_t pi[64], *val;
				int ok;
				while ((1u << nb) < d)
					nb++;
				aig_init(&g);
				for (t = 0; t < n; t++)
					a[t] = aig_pi(&g, NULL);
				ok = aig_div_chain(&g, a, n, d, ks[k], q, r);
				if ((d == 5 || d == 9) && ks[k] == 6)
					assert_true(ok);
				if (d == 3 && ks[k] >= 4)
					assert_true(ok);
				if (!ok) {
					assert_int_equal(g.nand, 0);
					aig_free(&g);
					continue;
				}
				for (t = 0; t < n; t++)
					aig_po(&g, q[t], NULL);
				for (t = 0; t < nb; t++)
					aig_po(&g, r[t], NULL);
				val = calloc(g.nnode, sizeof *val);
				for (v0 = 0; v0 < nvec; v0 += 64) {
					uint64_t av[64];
					for (l = 0; l < 64; l++) {
						x ^= x << 13, x ^= x >> 7, x ^= x << 17;
						av[l] = (n <= 12 ? v0 + l : l < 4 ?
							mask - l : x) & mask;
					}
					for (t = 0; t < n; t++) {
						pi[t] = 0;
						for (l = 0; l < 64; l++)
							pi[t] |= (av[l] >> t & 1) << l;
					}
					aig_sim64(&g, pi, val);
					for (l = 0; l < 64; l++) {
						uint64_t qv = 0, rv = 0, bit;
						for (t = 0; t < n + nb; t++) {
							Lit o = g.pos[t];
							bit = (val[lit_node(o)] >> l & 1) ^
								(uint64_t)lit_compl(o);
							if (t < n)
								qv |= bit << t;
							else
								rv |= bit << (t - n);
						}
						if (qv != av[l] / d || rv != av[l] % d)
							fail_msg("chain %llu / %u (K = %u): "
								"%llu r %llu",
								(unsigned long long)av[l], d,
								ks[k], (unsigned long long)qv,
								(unsigned long long)rv);
					}
				}
				free(val);
				aig_free(&g);
			}
}

static void test_icmp(void **state)
{
	uint32_t pred;
	size_t k;
	(void)state;
	for (pred = 0; pred < NPRED_; pred++)
		for (k = 0; k < countof(widths); k++)
			binary(OP_ICMP, pred, widths[k], 1);
}

/* One-operand ops and wiring. */
static void unary(int op, uint32_t aw, uint32_t rw, uint32_t aux)
{
	Design d;
	Net *n = one_net(&d);
	uint32_t a, x;
	char what[64];

	a = net_input(n, "a", aw);
	x = net_node(n, op, rw, &a, 1, aux);
	net_output(n, "r", rw, x);
	snprintf(what, sizeof what, "%s/%u i%u -> i%u", op_name(op), aux, aw,
		rw);
	check_all(&d, what);
	design_free(&d);
}

static void test_unary(void **state)
{
	size_t k;
	(void)state;
	for (k = 0; k < countof(widths); k++) {
		uint32_t w = widths[k];
		unary(OP_NOT, w, w, 0);
		unary(OP_REVERSE, w, w, 0);
		unary(OP_PARITY, w, 1, 0);
		unary(OP_EXTRACT, w, 1, w - 1);
		unary(OP_EXTRACT, w, w - w / 2, w / 2);
		unary(OP_EXTRACT, w, w > 2 ? w - 2 : 1, w > 2 ? 1 : 0);
		unary(OP_REPLICATE, w, 3 * w, 0);
		unary(OP_SEXT, w, w + 3, 0);
		unary(OP_SEXT, w, 2 * w, 0);
		unary(OP_ZEXT, w, w + 3, 0);
		unary(OP_ZEXT, w, 2 * w, 0);
	}
}

static void test_mux_concat(void **state)
{
	size_t k;
	(void)state;
	for (k = 0; k < countof(widths); k++) {
		uint32_t w = widths[k], ins[3], x;
		Design d;
		Net *n = one_net(&d);
		char what[64];
		ins[0] = net_input(n, "c", 1);
		ins[1] = net_input(n, "a", w);
		ins[2] = net_input(n, "b", w);
		x = net_node(n, OP_MUX, w, ins, 3, 0);
		net_output(n, "r", w, x);
		snprintf(what, sizeof what, "mux i%u", w);
		check_all(&d, what);
		design_free(&d);

		n = one_net(&d);
		ins[0] = net_input(n, "a", w);
		ins[1] = net_input(n, "b", 1);
		ins[2] = net_input(n, "c", 3);
		x = net_node(n, OP_CONCAT, w + 4, ins, 3, 0);
		net_output(n, "r", w + 4, x);
		ins[1] = ins[0];
		x = net_node(n, OP_CONCAT, 2 * w, ins, 2, 0);
		net_output(n, "s", 2 * w, x);
		snprintf(what, sizeof what, "concat i%u", w);
		check_all(&d, what);
		design_free(&d);
	}
}

/* Constant operands: x + 1, x - 3, x * 5, x * c, c / x, x / 7, x % 6,
 * x << 3, shifts by constants past the width, x == c, x <s c. */
static void test_constants(void **state)
{
	size_t k;
	(void)state;
	for (k = 0; k < countof(widths); k++) {
		uint32_t w = widths[k], a, c[4], ins[2], x, i;
		static const int ops[] = {OP_ADD, OP_SUB, OP_MUL, OP_DIVU,
			OP_DIVS, OP_REMU, OP_REMS, OP_CEILDIVS, OP_FLOORDIVS,
			OP_SHL, OP_SHRU, OP_SHRS};
		Design d;
		Net *n = one_net(&d);
		Word big[2] = {0x123456789abcdef1ull, 1};
		char name[16];
		a = net_input(n, "a", w);
		c[0] = net_const_u64(n, 1, w);
		c[1] = net_const_u64(n, 5, w);
		c[2] = net_const_u64(n, w + 1, w);
		bv_normalize(big, w);
		c[3] = net_const(n, big, w);
		for (i = 0; i < countof(ops) * 8; i++) {
			ins[0] = a, ins[1] = c[i % 4];
			if (i / 4 % 2)
				ins[0] = c[i % 4], ins[1] = a;
			x = net_node(n, ops[i / 8], w, ins, 2, 0);
			snprintf(name, sizeof name, "r%u", i);
			net_output(n, xstrdup(name), w, x);
		}
		ins[0] = a, ins[1] = c[3];
		net_output(n, "eq", 1, net_node(n, OP_ICMP, 1, ins, 2,
			PRED_EQ));
		net_output(n, "slt", 1, net_node(n, OP_ICMP, 1, ins, 2,
			PRED_SLT));
		net_output(n, "k", w, c[3]);
		check_all(&d, "constants");
		for (i = 0; i < n->nout; i++)
			if (n->out_name[i][0] == 'r')
				free((char *)n->out_name[i]);
		design_free(&d);
	}
}

/* comb.truth_table: n inputs MSB-first; dense, short and long tables. */
static void test_truth_table(void **state)
{
	uint32_t n, t;
	(void)state;
	for (n = 1; n <= 7; n++)
		for (t = 0; t < 4; t++) {
			uint32_t nbits = t == 0 ? 1u << n : t == 1 ?
				(1u << n) - 1 : t == 2 ? (1u << n) + 5 : 3;
			Word tab[4] = {rnd(), rnd(), rnd(), rnd()};
			uint32_t ins[8], i, x;
			Design d;
			Net *net = one_net(&d);
			char what[64];
			if (nbits > 256)
				nbits = 256;
			bv_normalize(tab, nbits);
			for (i = 0; i < n; i++) {
				char nm[8];
				snprintf(nm, sizeof nm, "i%u", i);
				ins[i] = net_input(net, xstrdup(nm), 1);
			}
			x = net_node_pool(net, OP_TT, 1, ins, n, 0, tab,
				BV_WORDS(nbits), nbits);
			net_output(net, "r", 1, x);
			snprintf(what, sizeof what, "truth_table n=%u bits=%u", n,
				nbits);
			check_all(&d, what);
			for (i = 0; i < n; i++)
				free((char *)net->in_name[i]);
			design_free(&d);
		}
}

/* comb.lut: i8 (and narrower) inputs, random coefficients, table lengths
 * 1 .. 256 (0 past the end). */
static void test_lut(void **state)
{
	static const uint32_t tlen[] = {1, 7, 100, 256};
	static const uint32_t inw[] = {8, 3, 8};
	uint32_t nin, t;
	(void)state;
	for (nin = 1; nin <= 3; nin++)
		for (t = 0; t < countof(tlen); t++) {
			Word data[3 + 256];
			uint32_t ins[3], i, x;
			Design d;
			Net *n = one_net(&d);
			char what[64];
			for (i = 0; i < nin; i++)
				data[i] = rnd() & 0xff;
			if (nin == 2)
				data[1] = 0x10; /* a power of two */
			for (i = 0; i < tlen[t]; i++)
				data[nin + i] = rnd() & 0xff;
			for (i = 0; i < nin; i++) {
				static const char *nm[] = {"x", "y", "z"};
				ins[i] = net_input(n, nm[i], inw[i]);
			}
			x = net_node_pool(n, OP_LUT, 8, ins, nin, tlen[t], data,
				nin + tlen[t], nin);
			net_output(n, "r", 8, x);
			snprintf(what, sizeof what, "lut n=%u len=%u", nin, tlen[t]);
			check_all(&d, what);
			design_free(&d);
		}
}

/* Chains of and/or/xor become balanced trees; shared inner nodes and
 * outputs taken from the middle of a chain stay correct. */
static void test_chains(void **state)
{
	static const int ops[] = {OP_AND, OP_OR, OP_XOR, OP_ADD};
	size_t i;
	(void)state;
	for (i = 0; i < countof(ops); i++) {
		Design d;
		Net *n = one_net(&d);
		uint32_t in[7], acc, mid = 0, j, ins[3], other;
		for (j = 0; j < 7; j++) {
			char nm[8];
			snprintf(nm, sizeof nm, "x%u", j);
			in[j] = net_input(n, xstrdup(nm), 5);
		}
		acc = in[0];
		for (j = 1; j < 7; j++) {
			ins[0] = acc, ins[1] = in[j];
			acc = net_node(n, ops[i], 5, ins, 2, 0);
			if (j == 3)
				mid = acc;
		}
		net_output(n, "all", 5, acc);
		net_output(n, "mid", 5, mid);
		/* a chain whose inner node is also used by a NOT */
		ins[0] = in[0], ins[1] = in[1];
		other = net_node(n, ops[i] == OP_XOR ? OP_AND : OP_XOR, 5, ins,
			2, 0);
		ins[0] = other, ins[1] = in[2];
		other = net_node(n, ops[i], 5, ins, 2, 0);
		net_output(n, "inv", 5, net_node(n, OP_NOT, 5, &other, 1, 0));
		ins[0] = other, ins[1] = in[3];
		net_output(n, "top", 5, net_node(n, ops[i], 5, ins, 2, 0));
		/* one node of three operands */
		ins[0] = in[4], ins[1] = in[5], ins[2] = in[6];
		net_output(n, "three", 5, net_node(n, ops[i], 5, ins, 3, 0));
		check_all(&d, op_name(ops[i]));
		for (j = 0; j < 7; j++)
			free((char *)n->in_name[j]);
		design_free(&d);
	}
}

/* Only some bits of wide results are read: low-closed ops are built
 * narrow, dead nodes not at all; the read bits must still be right. */
static void test_demand(void **state)
{
	static const int ops[] = {OP_ADD, OP_SUB, OP_MUL, OP_AND, OP_XOR,
		OP_SHL, OP_SHRU, OP_DIVU};
	size_t k, i;
	(void)state;
	for (k = 0; k < countof(widths); k++) {
		uint32_t w = widths[k], a, b, c, x, y, ins[3], e, lo = w / 3;
		uint32_t ew = w - lo > 4 ? 4 : w - lo;
		Design d;
		Net *n = one_net(&d);
		char name[16];
		a = net_input(n, "a", w);
		b = net_input(n, "b", w);
		c = net_input(n, "c", 1);
		for (i = 0; i < countof(ops); i++) {
			ins[0] = a, ins[1] = b;
			x = net_node(n, ops[i], w, ins, 2, 0);
			ins[0] = x, ins[1] = a;
			y = net_node(n, ops[i] == OP_MUL ? OP_ADD : OP_MUL, w, ins, 2,
				0);
			ins[0] = c, ins[1] = y, ins[2] = x;
			y = net_node(n, OP_MUX, w, ins, 3, 0);
			/* bits lo .. lo+ew of y, and y's low bit twice over */
			e = net_node(n, OP_EXTRACT, ew, &y, 1, lo);
			ins[0] = e;
			ins[1] = net_node(n, OP_EXTRACT, 1, &x, 1, 0);
			ins[2] = net_node(n, OP_NOT, w, &b, 1, 0);
			y = net_node(n, OP_CONCAT, ew + 1 + w, ins, 3, 0);
			x = net_node(n, OP_EXTRACT, ew + 2, &y, 1, w - 1);
			x = net_node(n, OP_SEXT, ew + 9, &x, 1, 0);
			snprintf(name, sizeof name, "r%zu", i);
			net_output(n, xstrdup(name), ew + 9, x);
		}
		/* a dead wide multiply feeding nothing */
		ins[0] = a, ins[1] = a;
		(void)net_node(n, OP_MUL, w, ins, 2, 0);
		/* the low part of a concat: its high operand is dead, its low
		 * one (an add) read in part */
		ins[0] = a, ins[1] = b;
		ins[1] = net_node(n, OP_ADD, w, ins, 2, 0);
		ins[0] = net_node(n, OP_MUL, w, ins, 2, 0);
		x = net_node(n, OP_CONCAT, 2 * w, ins, 2, 0);
		e = w / 2 + 1 < w ? w / 2 + 1 : w;
		net_output(n, "low", e, net_node(n, OP_EXTRACT, e, &x, 1, 0));
		check_all(&d, "demanded bits");
		for (i = 0; i + 1 < n->nout; i++)
			free((char *)n->out_name[i]);
		design_free(&d);
	}
}

/* A long chain: nothing may recurse on its depth. */
static void test_deep_chain(void **state)
{
	Design d;
	Net *n = one_net(&d);
	uint32_t a = net_input(n, "a", 2), b = net_input(n, "b", 2), x = a;
	uint32_t ins[2], j;
	BlastParams p;
	(void)state;
	for (j = 0; j < 100000; j++) {
		ins[0] = x, ins[1] = j % 3 ? b : a;
		x = net_node(n, j % 2 ? OP_XOR : OP_ADD, 2, ins, 2, 0);
	}
	net_output(n, "r", 2, x);
	params(&p, 2);
	check_net(&d, 0, &p, "deep chain", 1, 64, 16);
	design_free(&d);
}

/* Net "cell"(a, b) = (a + b, a ^ b); "mid" instantiates it twice; "top"
 * instantiates mid twice and an extra cell, plus its own logic. */
static void build_hier(Design *d, uint32_t w)
{
	Net *n;
	uint32_t a, b, ins[2], inst, r0, r1, s0, s1;

	memset(d, 0, sizeof *d);
	d->top = NONE;
	d->index_width = 64;
	n = design_add_net(d, "cell");
	a = net_input(n, "a", w);
	b = net_input(n, "b", w);
	ins[0] = a, ins[1] = b;
	net_output(n, "s", w, net_node(n, OP_ADD, w, ins, 2, 0));
	net_output(n, "x", w, net_node(n, OP_XOR, w, ins, 2, 0));

	n = design_add_net(d, "mid");
	a = net_input(n, "p", w);
	b = net_input(n, "q", w);
	ins[0] = a, ins[1] = b;
	inst = net_node(n, OP_INSTANCE, 0, ins, 2, 0);
	r0 = net_node(n, OP_INSTRES, w, &inst, 1, 0);
	r1 = net_node(n, OP_INSTRES, w, &inst, 1, 1);
	ins[0] = r1, ins[1] = r0;
	inst = net_node(n, OP_INSTANCE, 0, ins, 2, 0);
	s0 = net_node(n, OP_INSTRES, w, &inst, 1, 0);
	net_output(n, "m", w, s0);
	net_output(n, "c", 1, net_node(n, OP_EXTRACT, 1, &r1, 1, w - 1));

	n = design_add_net(d, "top");
	a = net_input(n, "u", w);
	b = net_input(n, "v", w);
	ins[0] = a, ins[1] = b;
	inst = net_node(n, OP_INSTANCE, 0, ins, 2, 1);
	r0 = net_node(n, OP_INSTRES, w, &inst, 1, 0);
	r1 = net_node(n, OP_INSTRES, 1, &inst, 1, 1);
	ins[0] = b, ins[1] = r0;
	inst = net_node(n, OP_INSTANCE, 0, ins, 2, 1);
	s0 = net_node(n, OP_INSTRES, w, &inst, 1, 0);
	ins[0] = s0, ins[1] = a;
	inst = net_node(n, OP_INSTANCE, 0, ins, 2, 0);
	s1 = net_node(n, OP_INSTRES, w, &inst, 1, 1);
	ins[0] = s1, ins[1] = r0;
	net_output(n, "y", w, net_node(n, OP_MUL, w, ins, 2, 0));
	net_output(n, "z", 1, r1);
	d->top = 2;
}

/* Hand evaluation of build_hier's top for w-bit u, v (w <= 64). */
static void hier_ref(uint64_t u, uint64_t v, uint32_t w, uint64_t *y,
	uint64_t *z)
{
	uint64_t m = w == 64 ? ~0ull : (1ull << w) - 1;
	uint64_t r1 = (u ^ v) & m, r0 = ((r1 + ((u + v) & m)) & m);
	uint64_t s0, s1;
	*z = r1 >> (w - 1) & 1;
	/* mid(v, r0) */
	{
		uint64_t x1 = (v ^ r0) & m, x0 = (v + r0) & m;
		s0 = (x1 + x0) & m;
	}
	s1 = (s0 ^ u) & m;
	*y = (s1 * r0) & m;
}

static void test_hierarchy(void **state)
{
	size_t k;
	(void)state;
	for (k = 0; k < countof(widths); k++) {
		uint32_t w = widths[k];
		Design d;
		BlastParams p;
		int which;
		build_hier(&d, w);
		/* neteval against the hand evaluation first */
		if (w <= 64) {
			NetEval *e = neteval_new(&d, 2);
			int t;
			for (t = 0; t < 200; t++) {
				uint64_t m = w == 64 ? ~0ull : (1ull << w) - 1;
				Word u = rnd() & m, v = rnd() & m, y = 0, z = 0;
				uint64_t ey, ez;
				const Word *in[2] = {&u, &v};
				Word *out[2] = {&y, &z};
				neteval_run(e, in, out);
				hier_ref(u, v, w, &ey, &ez);
				assert_int_equal(y, ey);
				assert_int_equal(z, ez);
			}
			neteval_free(e);
		}
		for (which = 0; which < NPARAM; which++) {
			params(&p, which);
			check_net(&d, 2, &p, "hierarchy", 0, 512, 16);
		}
		design_free(&d);
	}
}

/* Bit-blast net top of d into a graph that already holds another net
 * (check_blast reads the last PIs and POs) and run the flow's check. */
static void blast_checked(const Design *d, uint32_t top, const BlastParams *p)
{
	Aig g;

	aig_init(&g);
	aig_po(&g, aig_pi(&g, "other"), "other");
	bitblast(d, top, &g, p);
	check_blast(d, top, &g);
	aig_cleanup(&g);
	check_blast(d, top, &g);
	aig_free(&g);
}

/* 3000 nested instances: the instance stack is explicit. */
static void test_deep_hierarchy(void **state)
{
	Design d;
	Net *n;
	uint32_t i, a, inst, ins[2];
	BlastParams p;
	(void)state;
	memset(&d, 0, sizeof d);
	d.top = NONE;
	n = design_add_net(&d, "leaf");
	a = net_input(n, "a", 3);
	net_output(n, "r", 3, net_node(n, OP_NOT, 3, &a, 1, 0));
	for (i = 1; i < 3000; i++) {
		n = design_add_net(&d, "wrap");
		a = net_input(n, "a", 3);
		inst = net_node(n, OP_INSTANCE, 0, &a, 1, i - 1);
		ins[0] = net_node(n, OP_INSTRES, 3, &inst, 1, 0);
		ins[1] = net_const_u64(n, i, 3);
		net_output(n, "r", 3, net_node(n, OP_ADD, 3, ins, 2, 0));
	}
	params(&p, 2);
	check_net(&d, 2999, &p, "deep hierarchy", 0, 64, 16);
	blast_checked(&d, 2999, &p);
	design_free(&d);
}

/* PI/PO names and order: "a[0]".."a[2]", "c", then outputs. */
static void test_names(void **state)
{
	Design d;
	Net *n = one_net(&d);
	uint32_t a, c, ins[2];
	Aig g;
	(void)state;
	a = net_input(n, "a", 3);
	c = net_input(n, "c", 1);
	ins[0] = a, ins[1] = a;
	net_output(n, "y", 3, net_node(n, OP_ADD, 3, ins, 2, 0));
	net_output(n, "z", 1, c);
	aig_init(&g);
	bitblast(&d, 0, &g, NULL);
	assert_int_equal(g.npi, 4);
	assert_int_equal(g.npo, 4);
	assert_string_equal(g.pi_name[0], "a[0]");
	assert_string_equal(g.pi_name[2], "a[2]");
	assert_string_equal(g.pi_name[3], "c");
	assert_string_equal(g.po_name[0], "y[0]");
	assert_string_equal(g.po_name[3], "z");
	/* y = 2a: bit 0 constant 0, bits 1, 2 are a[0], a[1] */
	assert_int_equal(g.pos[0], LIT_FALSE);
	assert_int_equal(g.pos[1], lit_make(g.pis[0], 0));
	assert_int_equal(g.pos[2], lit_make(g.pis[1], 0));
	assert_int_equal(g.pos[3], lit_make(g.pis[3], 0));
	aig_free(&g);
	design_free(&d);
}

/* Architecture sanity: x + 1 on i8 is an incrementer (no full adders),
 * and a constant multiply folds to shifted adds. */
static void test_folding(void **state)
{
	Design d;
	Net *n = one_net(&d);
	uint32_t ins[2];
	Aig g;
	BlastParams p;
	(void)state;
	ins[0] = net_input(n, "x", 8);
	ins[1] = net_const_u64(n, 1, 8);
	net_output(n, "r", 8, net_node(n, OP_ADD, 8, ins, 2, 0));
	aig_init(&g);
	params(&p, 0);
	bitblast(&d, 0, &g, &p);
	aig_cleanup(&g);
	/* 7 XORs of 3 ANDs and a 6-AND carry chain at most */
	assert_true(g.nand <= 7 * 3 + 6);
	aig_free(&g);
	design_free(&d);
}

/* The flow's checks: check_blast passes on every op at every width
 * (shifts and divisions see their corner values: amounts w-1, w, w+1,
 * x / 0, MIN / -1), and check_aig_equal catches one flipped output. */
static void test_checks(void **state)
{
	static const int ops[] = {OP_ADD, OP_SUB, OP_MUL, OP_DIVU, OP_DIVS,
		OP_REMU, OP_REMS, OP_CEILDIVU, OP_CEILDIVS, OP_FLOORDIVS,
		OP_SHL, OP_SHRU, OP_SHRS, OP_AND, OP_XOR};
	uint32_t i, k, ins[2];
	(void)state;
	for (i = 0; i < sizeof ops / sizeof *ops; i++)
		for (k = 0; k < sizeof widths / sizeof *widths; k++) {
			Design d;
			Net *n = one_net(&d);
			uint32_t w = widths[k];
			BlastParams p;
			ins[0] = net_input(n, "a", w);
			ins[1] = net_input(n, "b", w);
			net_output(n, "r", w, net_node(n, ops[i], w, ins, 2, 0));
			params(&p, (int)(i % NPARAM));
			blast_checked(&d, 0, &p);
			design_free(&d);
		}
	{
		Design d;
		Net *n = one_net(&d);
		Aig g, h;
		ins[0] = net_input(n, "a", 8);
		ins[1] = net_input(n, "b", 8);
		net_output(n, "r", 8, net_node(n, OP_MUL, 8, ins, 2, 0));
		aig_init(&g);
		aig_init(&h);
		bitblast(&d, 0, &g, NULL);
		bitblast(&d, 0, &h, NULL);
		assert_true(check_aig_equal(&g, &h, 8, 1));
		h.pos[5] = lit_not(h.pos[5]);
		assert_false(check_aig_equal(&g, &h, 8, 1));
		aig_free(&g);
		aig_free(&h);
		design_free(&d);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_folding),
		cmocka_unit_test(test_arith),
		cmocka_unit_test(test_divide),
		cmocka_unit_test(test_divide_shared),
		cmocka_unit_test(test_divide_narrow),
		cmocka_unit_test(test_divide_const),
		cmocka_unit_test(test_div_chain),
		cmocka_unit_test(test_icmp),
		cmocka_unit_test(test_unary),
		cmocka_unit_test(test_mux_concat),
		cmocka_unit_test(test_constants),
		cmocka_unit_test(test_truth_table),
		cmocka_unit_test(test_lut),
		cmocka_unit_test(test_chains),
		cmocka_unit_test(test_demand),
		cmocka_unit_test(test_deep_chain),
		cmocka_unit_test(test_hierarchy),
		cmocka_unit_test(test_deep_hierarchy),
		cmocka_unit_test(test_checks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
