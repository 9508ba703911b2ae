/* net.c: the word-level netlist containers (Design, Net) and their
 * hash-consing node constructors.
 *
 * A Net keeps its nodes in one array in topological order (operands come
 * before their users, enforced here).  Every constructor except net_input
 * and INSTANCE nodes first looks the node up in an open-addressing hash
 * table keyed on (op, width, aux, npool, operands, pool contents) and
 * returns the existing id when an equal node exists; binary commutative
 * ops (ADD MUL AND OR XOR) are keyed on their sorted operands, so a+b and
 * b+a are one node (the first one built keeps its operand order).
 *
 * Cost: O(nin + pool words) expected per constructor call; the table is
 * kept at most half full and doubles.  Memory is O(nodes + operands +
 * pool words).  Requires nothing but util.c.
 */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"

#define NODE_LIMIT (1u << 30)

Net *design_add_net(Design *d, const char *name)
{
	Net *n;

	grow((void **)&d->nets, &d->cap_net, (uint64_t)d->nnet + 1,
		sizeof *d->nets, NODE_LIMIT, "modules");
	n = &d->nets[d->nnet++];
	memset(n, 0, sizeof *n);
	n->name = arena_strndup(&d->arena, name, strlen(name));
	return n;
}

/* Words of pool data a node owns (0 when it has none). */
uint32_t net_pool_words(const Net *n, uint32_t node)
{
	const Node *x = &n->nodes[node];

	if (x->pool == NONE)
		return 0;
	switch (x->op) {
	case OP_CONST:
		return BV_WORDS(x->w);
	case OP_TT:
		return BV_WORDS(x->npool);
	case OP_LUT:
		return x->npool + x->aux;
	default:
		die("node %u (%s) has pool data", node, op_name(x->op));
	}
}

static int is_comm2(int op, uint32_t nin)
{
	return nin == 2 && (op == OP_ADD || op == OP_MUL || op == OP_AND ||
		op == OP_OR || op == OP_XOR);
}

static uint32_t mix(uint32_t h, uint32_t v)
{
	return hash_bytes(&v, sizeof v, h);
}

static uint32_t node_hash(int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t ndata,
	uint32_t npool)
{
	uint32_t h = mix(mix(mix(mix((uint32_t)op, w), aux), npool), nin);

	if (is_comm2(op, nin)) {
		uint32_t a = ins[0] < ins[1] ? ins[0] : ins[1];
		uint32_t b = ins[0] < ins[1] ? ins[1] : ins[0];
		h = mix(mix(h, a), b);
	} else if (nin) {
		h = hash_bytes(ins, nin * sizeof *ins, h);
	}
	if (ndata)
		h = hash_bytes(data, ndata * sizeof *data, h);
	return h;
}

/* Is node id equal to the key? */
static int node_equal(const Net *n, uint32_t id, int op, uint32_t w,
	const uint32_t *ins, uint32_t nin, uint32_t aux, const Word *data,
	uint32_t ndata, uint32_t npool)
{
	const Node *x = &n->nodes[id];
	const uint32_t *xi = n->ins + x->in;

	if (x->op != op || x->w != w || x->aux != aux || x->nin != nin ||
	    x->npool != npool)
		return 0;
	if (net_pool_words(n, id) != ndata)
		return 0;
	if (ndata && memcmp(n->pool + x->pool, data, ndata * sizeof *data))
		return 0;
	if (!nin || !memcmp(xi, ins, nin * sizeof *ins))
		return 1;
	return is_comm2(op, nin) && xi[0] == ins[1] && xi[1] == ins[0];
}

static void htab_insert(Net *n, uint32_t id, uint32_t h)
{
	uint32_t mask = n->hcap - 1, i = h & mask;

	while (n->htab[i] != NONE)
		i = (i + 1) & mask;
	n->htab[i] = id;
}

static uint32_t hash_of(const Net *n, uint32_t id)
{
	const Node *x = &n->nodes[id];
	uint32_t nd = net_pool_words(n, id);

	return node_hash(x->op, x->w, n->ins + x->in, x->nin, x->aux,
		nd ? n->pool + x->pool : NULL, nd, x->npool);
}

/* Double the table (or create it) and reinsert every hashed node. */
static void htab_rehash(Net *n)
{
	uint32_t i, cap = n->hcap ? n->hcap * 2 : 64;

	free(n->htab);
	n->htab = xmalloc((size_t)cap * sizeof *n->htab);
	for (i = 0; i < cap; i++)
		n->htab[i] = NONE;
	n->hcap = cap;
	for (i = 0; i < n->nnode; i++) {
		int op = n->nodes[i].op;
		if (op != OP_INPUT && op != OP_INSTANCE)
			htab_insert(n, i, hash_of(n, i));
	}
}

/* Append a node without looking it up. */
static uint32_t node_append(Net *n, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t ndata,
	uint32_t npool)
{
	uint32_t id = n->nnode, cap = n->cap_node, i;
	Node *x;

	for (i = 0; i < nin; i++)
		if (ins[i] >= n->nnode)
			die("node operand %u out of order (%u nodes)", ins[i],
				n->nnode);
	grow((void **)&n->nodes, &n->cap_node, (uint64_t)id + 1,
		sizeof *n->nodes, NODE_LIMIT, "netlist nodes");
	if (n->cap_node != cap || !n->names) {
		n->names = xrealloc((void *)n->names,
			(size_t)n->cap_node * sizeof *n->names);
		n->inst_name = xrealloc((void *)n->inst_name,
			(size_t)n->cap_node * sizeof *n->inst_name);
		n->inst_param = xrealloc((void *)n->inst_param,
			(size_t)n->cap_node * sizeof *n->inst_param);
	}
	n->names[id] = NULL;
	n->inst_name[id] = NULL;
	n->inst_param[id] = NULL;
	x = &n->nodes[id];
	memset(x, 0, sizeof *x);
	x->op = (uint16_t)op;
	x->w = w;
	x->aux = aux;
	x->npool = npool;
	x->in = n->nins;
	x->nin = nin;
	grow((void **)&n->ins, &n->cap_ins, (uint64_t)n->nins + nin,
		sizeof *n->ins, NODE_LIMIT, "netlist operands");
	if (nin)
		memcpy(n->ins + n->nins, ins, nin * sizeof *ins);
	n->nins += nin;
	x->pool = NONE;
	if (ndata) {
		x->pool = n->npool;
		grow((void **)&n->pool, &n->cap_pool,
			(uint64_t)n->npool + ndata, sizeof *n->pool,
			NODE_LIMIT, "netlist constant words");
		memcpy(n->pool + n->npool, data, ndata * sizeof *data);
		n->npool += ndata;
	}
	n->nnode++;
	return id;
}

uint32_t net_node_pool(Net *n, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux, const Word *data, uint32_t ndata,
	uint32_t npool)
{
	uint32_t h, i, id;

	if (op == OP_INPUT || op == OP_INSTANCE)
		return node_append(n, op, w, ins, nin, aux, data, ndata,
			npool);
	if ((uint64_t)(n->nnode + 1) * 2 > n->hcap)
		htab_rehash(n);
	h = node_hash(op, w, ins, nin, aux, data, ndata, npool);
	for (i = h & (n->hcap - 1); n->htab[i] != NONE;
	     i = (i + 1) & (n->hcap - 1))
		if (node_equal(n, n->htab[i], op, w, ins, nin, aux, data,
			ndata, npool))
			return n->htab[i];
	id = node_append(n, op, w, ins, nin, aux, data, ndata, npool);
	n->htab[i] = id;
	return id;
}

uint32_t net_node(Net *n, int op, uint32_t w, const uint32_t *ins,
	uint32_t nin, uint32_t aux)
{
	return net_node_pool(n, op, w, ins, nin, aux, NULL, 0, 0);
}

uint32_t net_const(Net *n, const Word *v, uint32_t w)
{
	return net_node_pool(n, OP_CONST, w, NULL, 0, 0, v, BV_WORDS(w), 0);
}

uint32_t net_const_u64(Net *n, uint64_t v, uint32_t w)
{
	Word one[1];
	Word *buf;
	uint32_t id;

	if (w <= 64) {
		bv_from_u64(one, w, v);
		return net_const(n, one, w);
	}
	buf = xcalloc(BV_WORDS(w), sizeof *buf);
	bv_from_u64(buf, w, v);
	id = net_const(n, buf, w);
	free(buf);
	return id;
}

/* Append to a port array of count *cnt; capacity doubles at powers of 2. */
static void *port_grow(void *p, uint32_t cnt, size_t elem)
{
	uint32_t cap;

	if (cnt >= NODE_LIMIT)
		die("too many ports");
	if (cnt && (cnt & (cnt - 1)))
		return p;
	cap = cnt ? cnt * 2 : 4;
	return xrealloc(p, (size_t)cap * elem);
}

uint32_t net_input(Net *n, const char *name, uint32_t w)
{
	uint32_t id = node_append(n, OP_INPUT, w, NULL, 0, n->nin, NULL, 0,
		0);

	n->in_name = port_grow((void *)n->in_name, n->nin, sizeof(char *));
	n->in_w = port_grow(n->in_w, n->nin, sizeof(uint32_t));
	n->in_node = port_grow(n->in_node, n->nin, sizeof(uint32_t));
	n->in_name[n->nin] = name;
	n->in_w[n->nin] = w;
	n->in_node[n->nin] = id;
	n->nin++;
	n->names[id] = name;
	return id;
}

void net_output(Net *n, const char *name, uint32_t w, uint32_t node)
{
	if (node >= n->nnode || n->nodes[node].w != w)
		die("bad output driver %u for port %s", node, name);
	n->out_name = port_grow((void *)n->out_name, n->nout,
		sizeof(char *));
	n->out_w = port_grow(n->out_w, n->nout, sizeof(uint32_t));
	n->out_node = port_grow(n->out_node, n->nout, sizeof(uint32_t));
	n->out_name[n->nout] = name;
	n->out_w[n->nout] = w;
	n->out_node[n->nout] = node;
	n->nout++;
}

void net_set_name(Net *n, uint32_t node, const char *name)
{
	if (node >= n->nnode)
		die("bad node %u", node);
	if (!n->names[node])
		n->names[node] = name;
}

static void net_free(Net *n)
{
	free(n->nodes);
	free((void *)n->names);
	free(n->ins);
	free(n->pool);
	free((void *)n->in_name);
	free(n->in_w);
	free(n->in_node);
	free((void *)n->out_name);
	free(n->out_w);
	free(n->out_node);
	free((void *)n->inst_name);
	free((void *)n->inst_param);
	free(n->htab);
	memset(n, 0, sizeof *n);
}

void design_free(Design *d)
{
	uint32_t i;

	for (i = 0; i < d->nnet; i++)
		net_free(&d->nets[i]);
	free(d->nets);
	arena_free(&d->arena);
	memset(d, 0, sizeof *d);
}

/* Remove every net whose keep[] entry is 0; the others keep their order.
 * Only valid when no INSTANCE node refers to a removed net. */
void design_keep(Design *d, const uint8_t *keep)
{
	uint32_t i, j = 0, *map = xmalloc(((size_t)d->nnet + 1) *
		sizeof *map);
	uint32_t k;

	for (i = 0; i < d->nnet; i++) {
		if (!keep[i]) {
			net_free(&d->nets[i]);
			map[i] = NONE;
			continue;
		}
		map[i] = j;
		d->nets[j++] = d->nets[i];
	}
	for (i = 0; i < j; i++) {
		Net *n = &d->nets[i];
		for (k = 0; k < n->nnode; k++) {
			if (n->nodes[k].op != OP_INSTANCE)
				continue;
			if (map[n->nodes[k].aux] == NONE)
				die("instance of a removed module");
			n->nodes[k].aux = map[n->nodes[k].aux];
		}
	}
	if (d->top != NONE)
		d->top = map[d->top];
	d->nnet = j;
	free(map);
}

/* ----------------------------------------------------------- rebuilding */

/* One backward sweep: outputs and INSTANCE nodes are live, and so is
 * every operand of a live node.  O(nodes + operands). */
uint8_t *net_live(const Net *n)
{
	uint8_t *live = xcalloc((size_t)n->nnode + 1, 1);
	uint32_t k, i;

	for (i = 0; i < n->nout; i++)
		live[n->out_node[i]] = 1;
	for (k = n->nnode; k-- > 0;) {
		const Node *x = &n->nodes[k];
		if (x->op == OP_INSTANCE)
			live[k] = 1;
		if (!live[k])
			continue;
		for (i = 0; i < x->nin; i++)
			live[net_ins(n, k)[i]] = 1;
	}
	return live;
}

/* Copies at n + i: name, Verilog name, loc and input ports (so INPUT
 * nodes line up with the original's port numbers). */
uint32_t net_rebuild_begin(Design *d)
{
	uint32_t n = d->nnet, i;

	for (i = 0; i < n; i++) {
		Net *to = design_add_net(d, d->nets[i].name);
		const Net *from = &d->nets[i];
		uint32_t p;
		to->loc = from->loc;
		to->verilog_name = from->verilog_name;
		to->port_vname = from->port_vname;
		to->port_out = from->port_out;
		to->params = from->params;
		for (p = 0; p < from->nin; p++)
			net_input(to, from->in_name[p], from->in_w[p]);
	}
	return n;
}

/* Swap copy and original, then drop the originals (now at n + i): the
 * copies' INSTANCE aux already name nets 0 .. n-1. */
void net_rebuild_commit(Design *d, uint32_t n)
{
	uint8_t *keep = xcalloc((size_t)d->nnet + 1, 1);
	uint32_t i;

	for (i = 0; i < n; i++) {
		Net t = d->nets[i];
		d->nets[i] = d->nets[n + i];
		d->nets[n + i] = t;
		keep[i] = 1;
	}
	design_keep(d, keep);
	free(keep);
}

void net_tree_inner(const Net *n, uint8_t *inner)
{
	uint32_t *refs = xcalloc((size_t)n->nnode + 1, sizeof *refs);
	uint8_t *same = xcalloc((size_t)n->nnode + 1, 1);
	uint32_t k, i;

	for (k = 0; k < n->nnode; k++) {
		const Node *x = &n->nodes[k];
		const uint32_t *xi = net_ins(n, k);
		for (i = 0; i < x->nin; i++) {
			const Node *y = &n->nodes[xi[i]];
			refs[xi[i]]++;
			if (y->op == x->op && y->w == x->w)
				same[xi[i]] = 1;
		}
	}
	for (i = 0; i < n->nout; i++)
		refs[n->out_node[i]]++;
	for (k = 0; k < n->nnode; k++) {
		int op = n->nodes[k].op;
		inner[k] = (op == OP_AND || op == OP_OR || op == OP_XOR ||
			op == OP_ADD) && refs[k] == 1 && same[k];
	}
	free(refs);
	free(same);
}
