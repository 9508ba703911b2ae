// combc sim: Verilator harness.  Generated from rtl-templates/verilator_main.cpp.
//
// Usage: combc_vsim IN OUT [VCD]
// IN holds the input vectors as raw little-endian 32-bit words, @IN_WORDS@
// per vector (the wrapper's in_bus); OUT receives @OUT_WORDS@ words per
// vector (out_bus).  With --trace builds, VCD names a VCD file that gets
// every evaluated vector at times 1, 2, 3, ...
#include <cstdint>
#include <cstdio>
#include <memory>
#include <vector>

#include "Vcombc_sim_top.h"
#include "verilated.h"
#if VM_TRACE
#include "verilated_vcd_c.h"
#endif

static const size_t IN_WORDS = @IN_WORDS@;
static const size_t OUT_WORDS = @OUT_WORDS@;

int main(int argc, char **argv)
{
	if (argc < 3) {
		std::fprintf(stderr, "usage: %s IN OUT [VCD]\n", argv[0]);
		return 2;
	}
	std::FILE *fi = std::fopen(argv[1], "rb");
	if (!fi) {
		std::perror(argv[1]);
		return 1;
	}
	std::vector<uint32_t> in;
	uint32_t buf[4096];
	size_t got;
	while ((got = std::fread(buf, 4, 4096, fi)) > 0)
		in.insert(in.end(), buf, buf + got);
	std::fclose(fi);
	size_t n = in.size() / IN_WORDS;
	std::vector<uint32_t> out(n * OUT_WORDS);

	const std::unique_ptr<VerilatedContext> ctx{new VerilatedContext};
	const std::unique_ptr<Vcombc_sim_top> top{new Vcombc_sim_top{ctx.get()}};
#if VM_TRACE
	std::unique_ptr<VerilatedVcdC> tfp;
	if (argc > 3) {
		ctx->traceEverOn(true);
		tfp.reset(new VerilatedVcdC);
		top->trace(tfp.get(), 99);
		tfp->open(argv[3]);
	}
#endif
	for (size_t k = 0; k < n; k++) {
		for (size_t i = 0; i < IN_WORDS; i++)
			top->in_bus[i] = in[k * IN_WORDS + i];
		top->eval();
		for (size_t i = 0; i < OUT_WORDS; i++)
			out[k * OUT_WORDS + i] = top->out_bus[i];
#if VM_TRACE
		if (tfp)
			tfp->dump((uint64_t)k + 1);
#endif
	}
	top->final();
#if VM_TRACE
	if (tfp)
		tfp->close();
#endif
	std::FILE *fo = std::fopen(argv[2], "wb");
	if (!fo || std::fwrite(out.data(), 4, out.size(), fo) != out.size()) {
		std::perror(argv[2]);
		return 1;
	}
	std::fclose(fo);
	return 0;
}
