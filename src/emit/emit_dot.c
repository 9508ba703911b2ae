/* emit_dot.c: --emit=dot: the optimized word-level netlist as a Graphviz
 * digraph, one cluster per module: a node per netlist node labelled with
 * its op and width (constants with their value, ports with their names),
 * an edge per operand.  O(nodes + operands). */
#include <string.h>

#include "emit/emit.h"

/* Graphviz-safe label text: escape quotes and backslashes. */
static void put_label(Buf *b, const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_putc(b, '\\');
		buf_putc(b, *s);
	}
}

static void emit_node(Buf *b, const Net *n, uint32_t i, uint32_t k)
{
	const Node *x = &n->nodes[i];
	Buf lab = {0};

	switch (x->op) {
	case OP_INPUT:
		buf_printf(&lab, "%s : i%u", n->in_name[x->aux], x->w);
		break;
	case OP_CONST:
		if (x->w <= 256)
			bv_print_hex(&lab, n->pool + x->pool, x->w);
		else
			buf_puts(&lab, "const");
		buf_printf(&lab, " : i%u", x->w);
		break;
	case OP_ICMP:
		buf_printf(&lab, "icmp %s", pred_name((int)x->aux));
		break;
	case OP_EXTRACT:
		buf_printf(&lab, "extract %u : i%u", x->aux, x->w);
		break;
	case OP_INSTANCE:
		buf_printf(&lab, "instance %s",
			n->inst_name && n->inst_name[i] ? n->inst_name[i] : "");
		break;
	default:
		buf_printf(&lab, "%s : i%u", op_name(x->op), x->w);
	}
	buf_printf(b, "    n%u_%u [label=\"", k, i);
	put_label(b, lab.s ? lab.s : "");
	buf_printf(b, "\"%s];\n", x->op == OP_INPUT ? ", shape=invhouse" :
		x->op == OP_CONST ? ", shape=plaintext" : "");
	buf_free(&lab);
}

void emit_dot(const Design *d, Buf *out)
{
	uint32_t k, i, j;

	buf_puts(out, "digraph combc {\n  rankdir=LR;\n  node [shape=box];\n");
	for (k = 0; k < d->nnet; k++) {
		const Net *n = &d->nets[k];
		buf_printf(out, "  subgraph cluster_%u {\n    label=\"", k);
		put_label(out, n->name);
		if (net_is_extern(d, k)) { /* ports only, no behaviour */
			buf_puts(out, " (external)\";\n");
			for (i = 0; i < net_real_nin(d, k); i++)
				emit_node(out, n, n->in_node[i], k);
			for (i = 0; i < n->nout; i++) {
				buf_printf(out, "    out%u_%u [label=\"", k, i);
				put_label(out, n->out_name[i]);
				buf_printf(out, " : i%u\", shape=house];\n",
					n->out_w[i]);
			}
			buf_puts(out, "  }\n");
			continue;
		}
		buf_puts(out, "\";\n");
		for (i = 0; i < n->nnode; i++)
			emit_node(out, n, i, k);
		for (i = 0; i < n->nnode; i++)
			for (j = 0; j < n->nodes[i].nin; j++)
				buf_printf(out, "    n%u_%u -> n%u_%u;\n", k,
					net_ins(n, i)[j], k, i);
		for (i = 0; i < n->nout; i++) {
			buf_printf(out, "    out%u_%u [label=\"", k, i);
			put_label(out, n->out_name[i]);
			buf_printf(out, " : i%u\", shape=house];\n", n->out_w[i]);
			buf_printf(out, "    n%u_%u -> out%u_%u;\n", k,
				n->out_node[i], k, i);
		}
		buf_puts(out, "  }\n");
	}
	buf_puts(out, "}\n");
}
