/* sim.c: `combc sim`, co-simulation of the emitted SystemVerilog against
 * the reference evaluator (README, Usage: `sim`).
 *
 *  1. load, pick the one top, compile it with --emit=sv (or lut-sv) at
 *     index width W (default 64);
 *  2. in a fresh temporary directory, write the design and, per
 *     simulator, a testbench from rtl-templates/ (embedded in the binary)
 *     and build it once: Verilator gets a C++ harness over a wrapper
 *     module whose buses are word arrays (raw 32-bit words in and out);
 *     Icarus gets an SV testbench that reads hex lines with $readmemh and
 *     writes them with $writememh (the count is a +n= argument);
 *  3. stream the vectors (sim/vectors.c) in batches of at most BATCH_BITS
 *     bits: per batch, evaluate the expected outputs (eval_batch), write
 *     the inputs, run the simulator, read its outputs back and compare
 *     every output bit, so any --vectors count runs in bounded memory;
 *  4. print one summary line per simulator; on a mismatch print the first
 *     failing vector (inputs, expected, got) and exit 1 (with
 *     --keep-temps, first rerun that vector alone with VCD dumping and
 *     print the VCD path).
 * Every build and run step is its own process group, limited to
 * --timeout seconds (then the whole group is killed); a step that fails,
 * is killed by a signal or times out is named with the cause.  The
 * directory is removed on success, failure, SIGINT, SIGTERM and SIGHUP
 * (the handler kills the running step first), unless --keep-temps, which
 * keeps it and prints where.
 * The DUT is instantiated by position (inputs then outputs, the emitters'
 * port order), so the testbenches need only the top module's name: the
 * last `module` of the emitted text (callees come first).
 *
 * Environment: COMBC_SIM_KEEP=1 is --keep-temps; COMBC_CACHE_DIR (else
 * XDG_CACHE_HOME, else HOME) places the Verilator runtime cache
 * (cache_dir);
 * COMBC_SIM_INJECT_FAULT=1 (for the test suite) wraps the top module so
 * that bit 0 of its first output flips whenever bit 0 of the first input
 * is 1, so that the check must fail; TMPDIR is honoured.
 *
 * Cost: vectors x (evaluation + simulation); the simulators' build time
 * dominates small runs.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "sim/sim.h"

/* Verilator 5.006 at -O3 mis-simulates some designs: its constant
 * propagation through instances got `$signed(a) >>> m` wrong for a 99-bit
 * m (tests/sim/verilator-5006-shrs.sv).  The smallest set of flags that
 * avoids it (of -fno-dfg, -fno-const, -fno-gate, -fno-inline; -O0 also
 * does) turns off the DFG and gate optimizers; tests/sim/verilator-flags.sh
 * reads these two lines. */
#define VERILATOR_FIX1 "-fno-dfg"
#define VERILATOR_FIX2 "-fno-gate"

/* A batch holds at most this many bits of inputs plus outputs (and at most
 * BATCH_MAX vectors): 8 MB per copy, whatever --vectors says. */
#define BATCH_BITS ((uint64_t)1 << 26)
#define BATCH_MAX 65536


/* Everything one run needs. */
typedef struct {
	const Options *o;
	const Func *f;
	unsigned W;
	char dir[4096];       /* temporary directory */
	const char *dut;      /* SV name of the top module */
	Buf sv;               /* the emitted design */
	Vectors v;            /* input vectors: the current batch */
	uint32_t nout;
	uint32_t *ow;         /* output widths */
	uint32_t *ooff;       /* output offsets in the output bus */
	uint32_t obits;       /* output bus width */
	uint32_t onword;      /* BV_WORDS(max(obits, 1)) */
	Evaluator *e;         /* the reference */
	Word **in;            /* batch inputs: per port, cap * BV_WORDS(w) */
	Word **exp;           /* expected: per output, cap * BV_WORDS(w) */
	Word *got;            /* simulator outputs: cap * onword */
	Word *xz;             /* their x or z bits (Icarus), as got */
	Word *fail_bus;       /* the first failing vector's input bus */
	int keep;             /* keep the directory */
} Sim;

/* A run's errors go through the diagnostic module, like the compiler's. */
static void sim_error(const Sim *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void sim_error(const Sim *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(s->o->ctx, (Loc){NONE, 0, 0}, "error", fmt, ap);
	va_end(ap);
}

/* Whether `name` is an executable file in a directory of $PATH (an empty
 * entry is the current directory, as execvp has it). */
static int on_path(const char *name)
{
	const char *env = getenv("PATH"), *p, *e;
	Buf b = {0};
	int found = 0;

	if (!env)
		env = "/usr/bin:/bin";
	for (p = env; !found; p = e + 1) {
		e = strchr(p, ':');
		if (!e)
			e = p + strlen(p);
		b.len = 0;
		buf_printf(&b, "%.*s/%s", e > p ? (int)(e - p) : 1,
			e > p ? p : ".", name);
		found = access(b.s, X_OK) == 0;
		if (!*e)
			break;
	}
	buf_free(&b);
	return found;
}

/* Every program `sim` runs, checked before any work: a missing simulator
 * is a usage problem (exit 2) with the way out, not a failed
 * co-simulation.  0, or 2 after a message. */
static int check_simulators(const Sim *s, const char *const *sims)
{
	static const struct {
		const char *sim, *prog, *other;
	} need[] = {
		{"verilator", "verilator", "iverilog"},
		{"iverilog", "iverilog", "verilator"},
		{"iverilog", "vvp", "verilator"},
	};
	uint32_t i, k;

	for (i = 0; i < 2 && sims[i]; i++)
		for (k = 0; k < sizeof need / sizeof need[0]; k++)
			if (!strcmp(sims[i], need[k].sim) &&
			    !on_path(need[k].prog)) {
				sim_error(s, "%s not found: install the %s "
					"package or use --simulator=%s",
					need[k].prog, need[k].sim,
					need[k].other);
				return 2;
			}
	return 0;
}

/* ------------------------------------------------------------ files */

static void path(const Sim *s, Buf *b, const char *name)
{
	b->len = 0;
	if (b->s)
		b->s[0] = 0;
	buf_printf(b, "%s/%s", s->dir, name);
}

static int put_file(const Sim *s, const char *p, const char *data,
	size_t len)
{
	FILE *f = fopen(p, "wb");
	int ok;

	if (!f) {
		sim_error(s, "cannot write '%s': %s", p,
			strerror(errno));
		return -1;
	}
	ok = fwrite(data, 1, len, f) == len;
	ok &= fclose(f) == 0;
	if (!ok)
		sim_error(s, "cannot write '%s'", p);
	return ok ? 0 : -1;
}

static int rm_entry(const char *p, const struct stat *st, int flag,
	struct FTW *ftw)
{
	(void)st, (void)flag, (void)ftw;
	return remove(p);
}

static void rm_tree(const char *dir)
{
	nftw(dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* Replace every @KEY@ of tmpl by its value (keys[i], vals[i]). */
static void subst(Buf *out, const char *tmpl, const char *const *keys,
	const char *const *vals, size_t n)
{
	const char *p = tmpl, *q;
	size_t i;

	while ((q = strchr(p, '@'))) {
		buf_putn(out, p, (size_t)(q - p));
		for (i = 0; i < n; i++) {
			size_t kl = strlen(keys[i]);
			if (!strncmp(q + 1, keys[i], kl) && q[1 + kl] == '@')
				break;
		}
		if (i == n) {
			buf_putc(out, '@');
			p = q + 1;
			continue;
		}
		buf_puts(out, vals[i]);
		p = q + 2 + strlen(keys[i]);
	}
	buf_puts(out, p);
}

/* ------------------------------------------------------- processes */

/* What the signal handler must see: the running step's process group and
 * the directory to remove. */
static volatile sig_atomic_t child_pg;  /* 0: no step running */
static char tmp_dir[4096];              /* "": none */
static volatile sig_atomic_t tmp_keep;  /* --keep-temps */
static unsigned timeout_s;              /* --timeout (0: none) */

static const char *sig_name(int sig)
{
	static const struct {
		int sig;
		const char *name;
	} t[] = {
		{SIGHUP, "SIGHUP"}, {SIGINT, "SIGINT"}, {SIGQUIT, "SIGQUIT"},
		{SIGILL, "SIGILL"}, {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"},
		{SIGBUS, "SIGBUS"}, {SIGFPE, "SIGFPE"}, {SIGKILL, "SIGKILL"},
		{SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
		{SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"},
		{SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"},
	};
	size_t i;

	for (i = 0; i < sizeof t / sizeof t[0]; i++)
		if (t[i].sig == sig)
			return t[i].name;
	return "unknown signal";
}

/* Run argv in a process group of its own, stdin from /dev/null, stdout
 * and stderr into log, for at most timeout_s seconds.  The exit status
 * (0..255); 1000 + N when killed by signal N; RUN_TIMEOUT when it ran out
 * of time (its whole group is then killed); -1 when it could not start.
 * SIGCHLD is blocked around the wait so that sigtimedwait sees the
 * child's end, however early it comes. */
#define RUN_KILLED 1000
#define RUN_TIMEOUT -2
static int run(char *const argv[], const char *log)
{
	sigset_t chld, old;
	double end = now_seconds() + timeout_s;
	pid_t pid;
	int st, fd, timed_out = 0;

	fflush(NULL);
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &old);
	pid = fork();
	if (pid < 0) {
		sigprocmask(SIG_SETMASK, &old, NULL);
		return -1;
	}
	if (pid == 0) {
		setpgid(0, 0);
		sigprocmask(SIG_SETMASK, &old, NULL);
#ifdef __linux__
		/* a simulator must not outlive combc sim */
		prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
		fd = open("/dev/null", O_RDONLY);
		if (fd >= 0)
			dup2(fd, 0), close(fd);
		fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
			close(fd);
		}
		execvp(argv[0], argv);
		fprintf(stderr, "cannot run %s: %s\n", argv[0],
			strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid); /* also here: the child may not have run yet */
	child_pg = pid;
	for (;;) {
		pid_t r = waitpid(pid, &st, WNOHANG);
		struct timespec ts = {3600, 0};
		double left = end - now_seconds();
		if (r == pid)
			break;
		if (r < 0 && errno != EINTR) {
			st = -1;
			break;
		}
		if (timeout_s && left <= 0 && !timed_out) {
			kill(-pid, SIGKILL);
			timed_out = 1;
		}
		if (timeout_s && !timed_out && left < 3600) {
			ts.tv_sec = (time_t)left;
			ts.tv_nsec = (long)((left - (double)ts.tv_sec) * 1e9);
		}
		sigtimedwait(&chld, NULL, &ts);
	}
	child_pg = 0;
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (timed_out)
		return RUN_TIMEOUT;
	if (st == -1)
		return -1;
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	/* a step that ended by a signal may leave its group behind */
	kill(-pid, SIGKILL);
	return RUN_KILLED + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* Print the last lines of a log after a failed step. */
static void show_log(const char *log)
{
	size_t len, i, lines = 0;
	char *t = read_file(log, &len);

	if (!t)
		return;
	for (i = len; i > 0 && lines < 25; i--)
		if (t[i - 1] == '\n')
			lines++;
	fputs(t + i, stderr);
	free(t);
}

/* Say how step `what` (program prog) failed: run() returned r != 0.
 * Returns -1. */
static int step_failed(const Sim *s, const char *what, const char *prog,
	int r, const char *log)
{
	Buf w = {0};

	if (tmp_keep) /* else the directory goes */
		buf_printf(&w, "log: %s", log);
	else
		buf_puts(&w, "--keep-temps keeps its log");
	if (r == RUN_TIMEOUT)
		sim_error(s, "%s timed out after %u s (--timeout=%u); its "
			"processes were killed (%s)", what, timeout_s,
			timeout_s, w.s);
	else if (r >= RUN_KILLED)
		sim_error(s, "%s killed by signal %d (%s) (%s)", what,
			r - RUN_KILLED, sig_name(r - RUN_KILLED), w.s);
	else if (r < 0)
		sim_error(s, "%s: cannot start '%s': %s", what, prog,
			strerror(errno));
	else
		sim_error(s, "%s failed (exit status %d; %s)", what, r, w.s);
	if (r != RUN_TIMEOUT && r >= 0)
		show_log(log);
	buf_free(&w);
	return -1;
}

/* Run one step named `what`: 0, or -1 after saying how it failed. */
static int step(const Sim *s, const char *what, char *const argv[],
	const char *log)
{
	int r = run(argv, log);

	return r == 0 ? 0 : step_failed(s, what, argv[0], r, log);
}

/* SIGINT, SIGTERM, SIGHUP: kill the running step, remove the directory
 * (by `rm -rf`: the tree walkers allocate, which a handler must not),
 * then die of the same signal. */
static void on_signal(int sig)
{
	pid_t pg = child_pg, pid;
	static const char kept[] = "sim: files kept in ";

	if (pg > 0)
		kill(-pg, SIGKILL);
	if (tmp_dir[0] && !tmp_keep) {
		char *argv[] = {"rm", "-rf", "--", tmp_dir, NULL};
		pid = fork();
		if (pid == 0) {
			execv("/bin/rm", argv);
			_exit(127);
		}
		if (pid > 0)
			while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
				;
	} else if (tmp_dir[0]) {
		ssize_t w = write(2, kept, sizeof kept - 1);
		w += write(2, tmp_dir, strlen(tmp_dir));
		w += write(2, "\n", 1);
		(void)w;
	}
	signal(sig, SIG_DFL);
	raise(sig); /* delivered when the handler returns */
}

static const int caught[] = {SIGINT, SIGTERM, SIGHUP};
static struct sigaction saved[3];

static void catch_signals(int on)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < 3; i++)
		sigaddset(&sa.sa_mask, caught[i]);
	for (i = 0; i < 3; i++) {
		if (!on)
			sigaction(caught[i], &saved[i], NULL);
		else if (sigaction(caught[i], NULL, &saved[i]) == 0 &&
		    saved[i].sa_handler != SIG_IGN) /* nohup, `cmd &` */
			sigaction(caught[i], &sa, NULL);
	}
}

/* ------------------------------------------------- shared with fpga.c */

static char *last_module(const char *sv);

int tool_run(char *const argv[], const char *log, unsigned timeout)
{
	timeout_s = timeout;
	return run(argv, log);
}

void tool_show_log(const char *log)
{
	show_log(log);
}

char *sv_last_module(const char *sv)
{
	return last_module(sv);
}

void tool_guard_dir(const char *dir, int keep, int on)
{
	if (on) {
		snprintf(tmp_dir, sizeof tmp_dir, "%s", dir);
		tmp_keep = keep;
	} else {
		tmp_dir[0] = 0;
	}
	catch_signals(on);
}

/* ------------------------------------------------------------- setup */

static const char *out_name(const Func *f, uint32_t j, char *tmp)
{
	if (f->out_name && f->out_name[j])
		return f->out_name[j];
	snprintf(tmp, 32, f->nout == 1 ? "result" : "out%u", j);
	return tmp;
}

/* SV name of the last module in the text. */
static char *last_module(const char *sv)
{
	const char *p = sv, *q = NULL, *e;
	char *r;

	while ((p = strstr(p, "module "))) {
		if (p == sv || p[-1] == '\n')
			q = p + 7;
		p += 7;
	}
	if (!q)
		return NULL;
	for (e = q; *e && *e != ' ' && *e != '(' && *e != ';' &&
	     *e != '\n'; e++)
		;
	if (e == q)
		return NULL;
	r = xmalloc((size_t)(e - q) + 1);
	memcpy(r, q, (size_t)(e - q));
	r[e - q] = 0;
	return r;
}

/* "in_bus[7:0], in_bus[15:8], out_bus[0]" for the positional DUT ports. */
static void port_list(const Sim *s, Buf *b)
{
	uint32_t i, j, np = s->v.nport + s->nout;
	uint32_t *perm = xmalloc(((size_t)np + 1) * sizeof *perm);

	/* positional, in the order the module declares its ports */
	port_order(s->f->nin == s->v.nport && s->f->nout == s->nout ?
		s->f->port_out : NULL, s->v.nport, s->nout, perm);
	for (j = 0; j < np; j++) {
		i = perm[j];
		if (i < s->v.nport)
			buf_printf(b, "%sin_bus[%u:%u]", j ? ", " : "",
				s->v.off[i] + s->v.w[i] - 1, s->v.off[i]);
		else
			buf_printf(b, "%sout_bus[%u:%u]", j ? ", " : "",
				s->ooff[i - s->v.nport] + s->ow[i - s->v.nport] - 1,
				s->ooff[i - s->v.nport]);
	}
	free(perm);
}

/* The fault the test suite asks for: the top module is renamed
 * NAME_combc_faulty and a new NAME with the same header wraps it, passing
 * every output through except that bit 0 of the first output flips
 * whenever bit 0 of the first input is 1 (always, when there is no input).
 * Works whatever drives the outputs (assigns, instance connections). */
static int inject_fault(Sim *s)
{
	char *top = NULL, *p, *hdr, *hdr_end, *line, *name_end;
	char **names = NULL;
	uint32_t n = 0, ni = 0, no = 0, i, np = s->v.nport + s->nout;
	Buf r = {0};

	for (p = s->sv.s; p; p = strstr(p + 1, "\nmodule "))
		if (!strncmp(p + (*p == '\n'), "module ", 7))
			top = p + (*p == '\n');
	if (!top || !(hdr_end = strstr(top, ");\n")) || !np || !s->nout)
		goto fail;
	name_end = top + 7 + strlen(s->dut);
	hdr = strchr(top, '(');
	if (!hdr || hdr > hdr_end)
		goto fail;
	names = xcalloc(np + 1, sizeof *names);
	/* header lines: "  input  logic [7:0] a," (lint comments between) */
	for (line = strchr(top, '\n') + 1; line < hdr_end && n < np;
	     line = strchr(line, '\n') + 1) {
		char one[512], kind[16], a[64], b[256];
		size_t len = strcspn(line, "\n");
		int k;
		const char *nm;
		if (len >= sizeof one)
			goto fail;
		memcpy(one, line, len);
		one[len] = 0;
		k = sscanf(one, " %15s logic %63s %255[^,]", kind, a, b);
		nm = k == 3 ? b : k == 2 ? a : NULL;
		if (nm && (!strcmp(kind, "input") || !strcmp(kind, "output"))) {
			/* inputs, then outputs, whatever the header's order */
			int in = kind[0] == 'i';
			uint32_t at = in ? ni++ : s->v.nport + no++;
			char *e;
			if ((in && ni > s->v.nport) || (!in && no > s->nout))
				goto fail;
			names[at] = xstrdup(nm);
			for (e = names[at]; *e && *e != ' ' && *e != ','; e++)
				;
			*e = 0;
			n++;
		}
	}
	if (n != np)
		goto fail;
	buf_putn(&r, s->sv.s, (size_t)(name_end - s->sv.s));
	buf_puts(&r, "_combc_faulty");
	buf_puts(&r, name_end);
	buf_printf(&r, "\n// COMBC_SIM_INJECT_FAULT: a wrong %s\nmodule %s ",
		s->dut, s->dut);
	buf_putn(&r, hdr, (size_t)(hdr_end - hdr) + 3);
	for (i = 0; i < s->nout; i++) {
		buf_puts(&r, "  logic ");
		if (s->ow[i] > 1)
			buf_printf(&r, "[%u:0] ", s->ow[i] - 1);
		buf_printf(&r, "combc_fault_%u;\n", i);
	}
	buf_printf(&r, "  %s_combc_faulty combc_fault_dut (", s->dut);
	for (i = 0; i < np; i++) { /* by name: any port order */
		if (i < s->v.nport)
			buf_printf(&r, "%s.%s(%s)", i ? ", " : "", names[i],
				names[i]);
		else
			buf_printf(&r, "%s.%s(combc_fault_%u)", i ? ", " : "",
				names[i], i - s->v.nport);
	}
	buf_puts(&r, ");\n");
	for (i = 0; i < s->nout; i++) {
		buf_printf(&r, "  assign %s = combc_fault_%u", names[s->v.nport +
			i], i);
		if (i == 0) {
			Buf bit = {0};
			if (!s->v.nport)
				buf_puts(&bit, "1'b1");
			else
				buf_printf(&bit, s->v.w[0] > 1 ? "%s[0]" : "%s",
					names[0]);
			if (s->ow[0] > 1)
				buf_printf(&r, " ^ {%u'd0, %s}", s->ow[0] - 1,
					bit.s);
			else
				buf_printf(&r, " ^ %s", bit.s);
			buf_free(&bit);
		}
		buf_puts(&r, ";\n");
	}
	buf_puts(&r, "endmodule\n");
	buf_free(&s->sv);
	s->sv = r;
	fprintf(stderr, "sim: note: COMBC_SIM_INJECT_FAULT: output '%s' of "
		"'%s' flips bit 0 when bit 0 of '%s' is 1\n",
		names[s->v.nport], s->dut, s->v.nport ? names[0] :
		"(no input)");
	for (i = 0; i < np; i++)
		free(names[i]);
	free(names);
	return 0;
fail:
	for (i = 0; names && i < np; i++)
		free(names[i]);
	free(names);
	buf_free(&r);
	sim_error(s, "COMBC_SIM_INJECT_FAULT: cannot read "
		"the ports of module '%s'", s->dut);
	return -1;
}

/* ------------------------------------------------------- simulators */

/* An input bus as 32-bit words (nw of them, zero padded). */
static void bus_words(const Sim *s, const Word *b, uint32_t *dst,
	uint32_t nw)
{
	uint32_t i;

	for (i = 0; i < nw; i++)
		dst[i] = i / 2 < s->v.nword ?
			(uint32_t)(b[i / 2] >> (i % 2 * 32)) : 0;
}

static uint32_t in_words(const Sim *s)
{
	uint32_t n = (s->v.bits + 31) / 32;
	return n < 3 ? 3 : n;
}

static uint32_t out_words(const Sim *s)
{
	uint32_t n = (s->obits + 31) / 32;
	return n < 3 ? 3 : n;
}

/* Write n input buses as raw words (Verilator). */
static int write_bin(const Sim *s, const char *p, const Word *bus, size_t n)
{
	uint32_t nw = in_words(s);
	uint32_t *w = xmalloc(n * nw * sizeof *w + 4);
	size_t k;
	int rc;

	for (k = 0; k < n; k++)
		bus_words(s, bus + k * s->v.nword, w + k * nw, nw);
	rc = put_file(s, p, (const char *)w, n * nw * sizeof *w);
	free(w);
	return rc;
}

/* Write n input buses as hex lines (Icarus). */
static int write_hex(const Sim *s, const char *p, const Word *bus, size_t n)
{
	uint32_t bits = s->v.bits ? s->v.bits : 1, nd = (bits + 3) / 4, i;
	char *line = xmalloc((size_t)nd + 2);
	Buf b = {0};
	size_t k;
	int rc;

	for (k = 0; k < n; k++) {
		const Word *v = bus + k * s->v.nword;
		for (i = 0; i < nd; i++) {
			uint32_t d = nd - 1 - i;
			line[i] = "0123456789abcdef"[(v[d / 16] >> (d % 16 * 4))
				& 15];
		}
		line[nd] = '\n';
		buf_putn(&b, line, (size_t)nd + 1);
	}
	rc = put_file(s, p, b.s ? b.s : "", b.len);
	buf_free(&b);
	free(line);
	return rc;
}

static int read_bin(Sim *s, const char *p, size_t n)
{
	size_t len, k;
	uint32_t nw = out_words(s), i;
	char *t = read_file(p, &len);
	const unsigned char *u = (const unsigned char *)t;

	if (!t || len != n * nw * 4) {
		sim_error(s, "'%s': expected %zu vectors of "
			"outputs", p, n);
		free(t);
		return -1;
	}
	memset(s->got, 0, n * s->onword * sizeof *s->got);
	memset(s->xz, 0, n * s->onword * sizeof *s->xz);
	for (k = 0; k < n; k++)
		for (i = 0; i < nw && i / 2 < s->onword; i++) {
			const unsigned char *q = u + (k * nw + i) * 4;
			uint64_t x = (uint64_t)q[0] | (uint64_t)q[1] << 8 |
				(uint64_t)q[2] << 16 | (uint64_t)q[3] << 24;
			s->got[k * s->onword + i / 2] |= x << (i % 2 * 32);
		}
	free(t);
	return 0;
}

/* Parse $writememh output; an x or z digit reads as 0 and marks its
 * four bits in s->xz: an output bit there is a mismatch whatever the
 * evaluator expects. */
static int read_hex(Sim *s, const char *p, size_t n)
{
	size_t len, k = 0;
	char *t = read_file(p, &len), *q, *e;

	if (!t) {
		sim_error(s, "cannot read '%s'", p);
		return -1;
	}
	memset(s->got, 0, n * s->onword * sizeof *s->got);
	memset(s->xz, 0, n * s->onword * sizeof *s->xz);
	for (q = t; *q && k < n; q = *e ? e + 1 : e) {
		Word *g = s->got + k * s->onword, *x = s->xz + k * s->onword;
		uint32_t d = 0;
		char *c;
		e = strchr(q, '\n');
		if (!e)
			e = q + strlen(q);
		if (q[0] == '/' || q[0] == '@' || e == q)
			continue;
		for (c = e; c > q; c--, d++) {
			int ch = c[-1], v;
			if (ch >= '0' && ch <= '9')
				v = ch - '0';
			else if (ch >= 'a' && ch <= 'f')
				v = ch - 'a' + 10;
			else if (ch == '\r' || ch == ' ')
				continue;
			else
				v = -1;   /* x or z */
			if (d / 16 < s->onword && v >= 0)
				g[d / 16] |= (Word)v << (d % 16 * 4);
			else if (d / 16 < s->onword)
				x[d / 16] |= (Word)15 << (d % 16 * 4);
		}
		k++;
	}
	free(t);
	if (k != n) {
		sim_error(s, "'%s': %zu of %zu vectors", p,
			k, n);
		return -1;
	}
	return 0;
}

static void make_sim_top(const Sim *s, Buf *out)
{
	Buf ports = {0}, pad = {0};
	char ib[16], ob[16];
	uint32_t ow = out_words(s) * 32;
	const char *keys[] = {"IN_BITS1", "OUT_BITS1", "DUT", "PORTS", "PAD"};
	const char *vals[5];

	snprintf(ib, sizeof ib, "%u", in_words(s) * 32 - 1);
	snprintf(ob, sizeof ob, "%u", ow - 1);
	port_list(s, &ports);
	if (ow > s->obits)
		buf_printf(&pad, "  assign out_bus[%u:%u] = '0;\n", ow - 1,
			s->obits);
	vals[0] = ib, vals[1] = ob, vals[2] = s->dut;
	vals[3] = ports.s ? ports.s : ""; /* no ports: empty */
	vals[4] = pad.s ? pad.s : "";
	subst(out, rtl_template("sim_top.sv"), keys, vals, 5);
	buf_free(&ports);
	buf_free(&pad);
}

/* The Verilator runtime (verilated.cpp and friends) takes most of the
 * build time and never changes, so its objects are cached per Verilator
 * version and trace setting in $COMBC_CACHE_DIR, else
 * $XDG_CACHE_HOME/combc, else ~/.cache/combc (COMBC_CACHE_DIR=off turns
 * the cache off).  Entries are written atomically (temp file + rename). */
static const char *const runtime_objs[] = {"verilated.o",
	"verilated_threads.o", "verilated_vcd_c.o"};

static int cache_dir(const Sim *s, int trace, Buf *dir)
{
	const char *c = getenv("COMBC_CACHE_DIR"), *x = getenv("XDG_CACHE_HOME");
	const char *h = getenv("HOME");
	Buf log = {0}, ver = {0};
	char *t = NULL, *q;
	size_t len;
	int rc = -1;

	if (c && !strcmp(c, "off"))
		return -1;
	if (c && *c)
		buf_puts(dir, c);
	else if (x && *x)
		buf_printf(dir, "%s/combc", x);
	else if (h && *h)
		buf_printf(dir, "%s/.cache/combc", h);
	else
		return -1;
	path(s, &log, "verilator-version.log");
	{
		char *argv[] = {"verilator", "--version", NULL};
		if (run(argv, log.s) != 0 || !(t = read_file(log.s, &len)))
			goto done;
	}
	for (q = t; *q && *q != '\n'; q++)
		buf_putc(&ver, (*q >= 'a' && *q <= 'z') || (*q >= 'A' &&
			*q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '.' ?
			*q : '_');
	buf_printf(dir, "/%s%s", ver.s ? ver.s : "verilator",
		trace ? "-trace" : "");
	rc = 0;
done:
	free(t);
	buf_free(&log);
	buf_free(&ver);
	return rc;
}

/* mkdir -p */
static int make_dirs(const char *p)
{
	char *t = xstrdup(p), *q;
	int rc = 0;

	for (q = t + 1; *q; q++) {
		if (*q != '/')
			continue;
		*q = 0;
		if (mkdir(t, 0755) && errno != EEXIST)
			rc = -1;
		*q = '/';
	}
	if (mkdir(t, 0755) && errno != EEXIST)
		rc = -1;
	free(t);
	return rc;
}

static int copy_file(const char *from, const char *to)
{
	size_t len;
	char *t = read_file(from, &len);
	int rc;

	if (!t)
		return -1;
	rc = write_file_atomic(to, t, len);
	free(t);
	return rc;
}

/* Copy the runtime objects between the cache and the model directory
 * (store = 0: cache -> model; 1: model -> cache).  Returns how many. */
static int cache_copy(const char *cdir, const char *mdir, int store)
{
	Buf a = {0}, b = {0};
	size_t i;
	int n = 0;

	if (store && make_dirs(cdir))
		return 0;
	for (i = 0; i < countof(runtime_objs); i++) {
		a.len = b.len = 0;
		buf_printf(&a, "%s/%s", store ? mdir : cdir, runtime_objs[i]);
		buf_printf(&b, "%s/%s", store ? cdir : mdir, runtime_objs[i]);
		if (access(a.s, R_OK) == 0 && (store ? access(b.s, R_OK) != 0 :
		    1) && copy_file(a.s, b.s) == 0)
			n++;
	}
	buf_free(&a);
	buf_free(&b);
	return n;
}

/* Remove the runtime objects from the model directory and the cache
 * (they did not link: the build stores new ones). */
static void cache_drop(const char *cdir, const char *mdir)
{
	Buf a = {0};
	size_t i;

	for (i = 0; i < 2 * countof(runtime_objs); i++) {
		a.len = 0;
		buf_printf(&a, "%s/%s", i % 2 ? cdir : mdir,
			runtime_objs[i / 2]);
		remove(a.s);
	}
	buf_free(&a);
}

/* Build the Verilator model in DIR/sub (trace: with --trace). */
static int verilator_build(Sim *s, const char *sub, int trace)
{
	Buf top = {0}, cpp = {0}, cdir = {0}, mdir = {0}, log = {0};
	Buf dsv = {0}, tsv = {0}, hcpp = {0};
	char iw[16], ow[16];
	const char *keys[] = {"IN_WORDS", "OUT_WORDS"}, *vals[2];
	int rc = -1, cached;

	snprintf(iw, sizeof iw, "%u", in_words(s));
	snprintf(ow, sizeof ow, "%u", out_words(s));
	vals[0] = iw, vals[1] = ow;
	make_sim_top(s, &top);
	subst(&cpp, rtl_template("verilator_main.cpp"), keys, vals, 2);
	path(s, &tsv, "sim_top.sv");
	path(s, &hcpp, "verilator_main.cpp");
	path(s, &dsv, "design.sv");
	path(s, &mdir, sub);
	buf_printf(&log, "%s.log", mdir.s);
	if (put_file(s, tsv.s, top.s, top.len) ||
	    put_file(s, hcpp.s, cpp.s,
		cpp.len))
		goto done;
	{
		char *argv[] = {"verilator", "--cc", "--exe", "-Wno-fatal",
			"-Wno-lint", "-Wno-style", "--top-module",
			"combc_sim_top", "-Mdir", mdir.s, "-o", "combc_vsim",
			"-O3", VERILATOR_FIX1, VERILATOR_FIX2,
			dsv.s, tsv.s, hcpp.s,
			trace ? "--trace" : NULL, NULL};
		if (step(s, "verilator", argv, log.s))
			goto done;
	}
	cached = cache_dir(s, trace, &cdir) == 0 &&
		cache_copy(cdir.s, mdir.s, 0) > 0;
	buf_printf(&log, "-make");
	{
		char *argv[] = {"make", "-s", "-j2", "-C", mdir.s, "-f",
			"Vcombc_sim_top.mk", "OPT_FAST=-O1", "OPT_SLOW=-O0",
			"OPT_GLOBAL=-O1", "combc_vsim", NULL};
		int r;
		/* a cached object that does not link (another compiler, a
		 * damaged file) is not an error: build without the cache,
		 * and store what that builds */
		if (cached && (r = run(argv, log.s)) != 0 &&
		    r != RUN_TIMEOUT && r < RUN_KILLED) {
			cache_drop(cdir.s, mdir.s);
			cached = 0;
		} else if (cached && r != 0) {
			step_failed(s, "verilator model build", argv[0], r,
				log.s);
			goto done;
		}
		if (!cached && step(s, "verilator model build", argv, log.s))
			goto done;
	}
	if (!cached && cdir.len)
		cache_copy(cdir.s, mdir.s, 1);
	rc = 0;
done:
	buf_free(&top), buf_free(&cpp), buf_free(&cdir), buf_free(&mdir);
	buf_free(&log), buf_free(&dsv), buf_free(&tsv), buf_free(&hcpp);
	return rc;
}

/* Run n input buses through the model in DIR/sub. */
static int verilator_run(Sim *s, const char *sub, const Word *bus, size_t n,
	const char *vcd)
{
	Buf exe = {0}, vin = {0}, vout = {0}, log = {0};
	int rc = -1;

	path(s, &exe, sub);
	buf_puts(&exe, "/combc_vsim");
	path(s, &vin, vcd ? "vector.bin" : "vectors.bin");
	path(s, &vout, vcd ? "vector-out.bin" : "verilator-out.bin");
	path(s, &log, vcd ? "verilator-vcd-run.log" : "verilator-run.log");
	if (write_bin(s, vin.s, bus, n) == 0) {
		char *argv[] = {exe.s, vin.s, vout.s, (char *)vcd, NULL};
		if (step(s, "verilator harness", argv, log.s) == 0)
			rc = vcd ? 0 : read_bin(s, vout.s, n);
	}
	buf_free(&exe), buf_free(&vin), buf_free(&vout), buf_free(&log);
	return rc;
}

/* Icarus file names: the streaming testbench's, or (vcd) the one-vector
 * rerun's. */
static void icarus_paths(const Sim *s, int vcd, Buf *vin, Buf *vout,
	Buf *exe)
{
	path(s, vin, vcd ? "vector.hex" : "vectors.hex");
	path(s, vout, vcd ? "vector-out.hex" : "iverilog-out.hex");
	path(s, exe, vcd ? "icarus_vcd.vvp" : "icarus.vvp");
}

/* Compile the Icarus testbench for batches of at most cap vectors (vcd:
 * the one-vector rerun that dumps to vcd). */
static int icarus_build(Sim *s, size_t cap, const char *vcd)
{
	Buf tb = {0}, ports = {0}, dump = {0}, tsv = {0}, dsv = {0};
	Buf vin = {0}, vout = {0}, exe = {0}, log = {0};
	char ib[16], ob[16], nb[32], n1[32];
	const char *keys[] = {"IN_BITS1", "OUT_BITS1", "N", "N1", "DUT",
		"PORTS", "PAD", "IN_FILE", "OUT_FILE", "DUMP"};
	const char *vals[10];
	int rc = -1;

	snprintf(ib, sizeof ib, "%u", s->v.bits ? s->v.bits - 1 : 0);
	snprintf(ob, sizeof ob, "%u", s->obits ? s->obits - 1 : 0);
	snprintf(nb, sizeof nb, "%zu", cap);
	snprintf(n1, sizeof n1, "%zu", cap - 1);
	port_list(s, &ports);
	path(s, &tsv, vcd ? "icarus_tb_vcd.sv" : "icarus_tb.sv");
	path(s, &dsv, "design.sv");
	icarus_paths(s, vcd != NULL, &vin, &vout, &exe);
	if (vcd)
		buf_printf(&dump, "    $dumpfile(\"%s\");\n"
			"    $dumpvars(0, combc_sim_tb);\n", vcd);
	vals[0] = ib, vals[1] = ob, vals[2] = nb, vals[3] = n1;
	vals[4] = s->dut, vals[5] = ports.s ? ports.s : "", vals[6] = "";
	vals[7] = vin.s, vals[8] = vout.s, vals[9] = dump.s ? dump.s : "";
	subst(&tb, rtl_template("icarus_tb.sv"), keys, vals, 10);
	if (put_file(s, tsv.s, tb.s, tb.len))
		goto done;
	path(s, &log, vcd ? "iverilog-vcd-build.log" : "iverilog-build.log");
	{
		char *argv[] = {"iverilog", "-g2012", "-s", "combc_sim_tb",
			"-o", exe.s, dsv.s, tsv.s, NULL};
		if (step(s, "iverilog", argv, log.s))
			goto done;
	}
	rc = 0;
done:
	buf_free(&tb), buf_free(&ports), buf_free(&dump), buf_free(&tsv);
	buf_free(&dsv), buf_free(&vin), buf_free(&vout), buf_free(&exe);
	buf_free(&log);
	return rc;
}

/* Run n input buses through the compiled testbench. */
static int icarus_run(Sim *s, const Word *bus, size_t n, const char *vcd)
{
	Buf vin = {0}, vout = {0}, exe = {0}, log = {0};
	char narg[32];
	int rc = -1;

	icarus_paths(s, vcd != NULL, &vin, &vout, &exe);
	snprintf(narg, sizeof narg, "+n=%zu", n);
	path(s, &log, vcd ? "iverilog-vcd-run.log" : "iverilog-run.log");
	if (write_hex(s, vin.s, bus, n) == 0) {
		char *argv[] = {"vvp", "-n", exe.s, narg, NULL};
		if (step(s, "vvp", argv, log.s) == 0)
			rc = vcd ? 0 : read_hex(s, vout.s, n);
	}
	buf_free(&vin), buf_free(&vout), buf_free(&exe), buf_free(&log);
	return rc;
}

/* ------------------------------------------------------ comparison */

static void print_val(FILE *f, const Word *v, uint32_t w)
{
	Buf b = {0};
	bv_print_hex(&b, v, w);
	fputs(b.s, f);
	buf_free(&b);
}

/* Number of mismatching vectors; *first = the first one. */
static size_t compare(const Sim *s, size_t *first)
{
	uint32_t j, maxw = 1;
	size_t k, bad = 0;
	Word *tmp;

	for (j = 0; j < s->nout; j++)
		if (s->ow[j] > maxw)
			maxw = s->ow[j];
	tmp = xcalloc(BV_WORDS(maxw), sizeof *tmp);
	*first = (size_t)-1;
	for (k = 0; k < s->v.n; k++) {
		for (j = 0; j < s->nout; j++) {
			uint32_t w = s->ow[j];
			bv_extract(tmp, w, s->got + k * s->onword,
				s->obits, s->ooff[j]);
			if (!bv_eq(tmp, s->exp[j] + k * BV_WORDS(w), w))
				break;
			bv_extract(tmp, w, s->xz + k * s->onword,
				s->obits, s->ooff[j]);
			if (!bv_is_zero(tmp, w))
				break;
		}
		if (j < s->nout) {
			if (!bad)
				*first = k;
			bad++;
		}
	}
	free(tmp);
	return bad;
}

static void report(const Sim *s, const char *sim, size_t k)
{
	const Func *f = s->f;
	uint32_t i, j, maxw = 1;
	Word *tmp;
	char nm[32];

	for (i = 0; i < s->v.nport; i++)
		if (s->v.w[i] > maxw)
			maxw = s->v.w[i];
	for (j = 0; j < s->nout; j++)
		if (s->ow[j] > maxw)
			maxw = s->ow[j];
	tmp = xcalloc(BV_WORDS(maxw), sizeof *tmp);
	fprintf(stderr, "sim: %s: first mismatch at vector %llu:\n", sim,
		(unsigned long long)(s->v.first + k));
	fprintf(stderr, "sim:   inputs:");
	for (i = 0; i < s->v.nport; i++) {
		bv_extract(tmp, s->v.w[i], s->v.bus + k * s->v.nword,
			s->v.bits, s->v.off[i]);
		fprintf(stderr, " %s=", f->in_name[i]);
		print_val(stderr, tmp, s->v.w[i]);
	}
	fprintf(stderr, "\nsim:   expected:");
	for (j = 0; j < s->nout; j++) {
		fprintf(stderr, " %s=", out_name(f, j, nm));
		print_val(stderr, s->exp[j] + k * BV_WORDS(s->ow[j]), s->ow[j]);
	}
	fprintf(stderr, "\nsim:   got (%s):", sim);
	for (j = 0; j < s->nout; j++) {
		bv_extract(tmp, s->ow[j], s->got + k * s->onword, s->obits,
			s->ooff[j]);
		fprintf(stderr, " %s=", out_name(f, j, nm));
		print_val(stderr, tmp, s->ow[j]);
		if (!bv_eq(tmp, s->exp[j] + k * BV_WORDS(s->ow[j]), s->ow[j]))
			fprintf(stderr, " (wrong)");
		bv_extract(tmp, s->ow[j], s->xz + k * s->onword, s->obits,
			s->ooff[j]);
		if (!bv_is_zero(tmp, s->ow[j])) {
			fprintf(stderr, " (x or z in bits ");
			print_val(stderr, tmp, s->ow[j]);
			fprintf(stderr, ")");
		}
	}
	fputc('\n', stderr);
	free(tmp);
}

static void rate(char *buf, uint64_t n, double secs)
{
	double r = secs > 0 ? (double)n / secs : 0;

	if (r >= 1e6)
		snprintf(buf, 32, "%.1fM", r / 1e6);
	else if (r >= 1e3)
		snprintf(buf, 32, "%.1fk", r / 1e3);
	else
		snprintf(buf, 32, "%.0f", r);
}

/* Expected outputs of the current batch. */
static int expect(Sim *s)
{
	uint32_t i;
	size_t k;

	for (i = 0; i < s->v.nport; i++) {
		uint32_t nw = BV_WORDS(s->v.w[i]);
		for (k = 0; k < s->v.n; k++)
			bv_extract(s->in[i] + k * nw, s->v.w[i],
				s->v.bus + k * s->v.nword, s->v.bits,
				s->v.off[i]);
	}
	if (eval_batch(s->e, s->v.n, (const Word *const *)s->in, s->exp)) {
		sim_error(s, "the evaluator failed on '%s'", s->f->name);
		return -1;
	}
	return 0;
}

/* Rerun the first failing vector with VCD dumping. */
static void dump_failure(Sim *s, const char *sim, uint64_t first)
{
	int ver = !strcmp(sim, "verilator");
	Buf vcd = {0};
	char name[64];

	snprintf(name, sizeof name, "%s-vector-%llu.vcd", sim,
		(unsigned long long)first);
	path(s, &vcd, name);
	if (ver ? verilator_build(s, "verilator-trace", 1) == 0 &&
		verilator_run(s, "verilator-trace", s->fail_bus, 1, vcd.s) == 0 :
	    icarus_build(s, 1, vcd.s) == 0 &&
		icarus_run(s, s->fail_bus, 1, vcd.s) == 0)
		fprintf(stderr, "sim:   vcd of vector %llu: %s\n",
			(unsigned long long)first, vcd.s);
	buf_free(&vcd);
}

/* Build one simulator, stream every batch through it and check it:
 * 0 pass, 1 mismatch, -1 failure. */
static int simulate(Sim *s, const char *sim)
{
	int ver = !strcmp(sim, "verilator");
	double t0 = now_seconds(), t1, trun = 0;
	uint64_t bad = 0, first = 0;
	char r[32];

	if (ver ? verilator_build(s, "verilator", 0) :
	    icarus_build(s, s->v.cap, NULL))
		return -1;
	t1 = now_seconds();
	vectors_rewind(&s->v);
	while (vectors_next(&s->v)) {
		size_t nbad, k;
		double t = now_seconds();
		if (expect(s))
			return -1;
		t = now_seconds();
		if (ver ? verilator_run(s, "verilator", s->v.bus, s->v.n, NULL) :
		    icarus_run(s, s->v.bus, s->v.n, NULL))
			return -1;
		trun += now_seconds() - t;
		nbad = compare(s, &k);
		if (nbad && !bad) {
			first = s->v.first + k;
			report(s, sim, k);
			memcpy(s->fail_bus, s->v.bus + k * s->v.nword,
				s->v.nword * sizeof *s->fail_bus);
		}
		bad += nbad;
	}
	rate(r, s->v.total, trun);
	printf("sim: %s: %llu vector%s%s, %llu mismatch%s (build %.1f s, run "
		"%.2f s, %s vectors/s)\n", sim,
		(unsigned long long)s->v.total, s->v.total == 1 ? "" : "s",
		s->v.exhaustive ? " (exhaustive)" : "",
		(unsigned long long)bad, bad == 1 ? "" : "es", t1 - t0, trun, r);
	fflush(stdout);
	if (!bad)
		return 0;
	if (s->keep)
		dump_failure(s, sim, first);
	return 1;
}

/* ------------------------------------------------------------ main */

/* Vectors per batch: BATCH_BITS of inputs and outputs, at most BATCH_MAX,
 * at least one. */
static size_t batch_size(uint64_t ibits, uint64_t obits)
{
	uint64_t per = ibits + obits + 2, n = BATCH_BITS / per;

	return n > BATCH_MAX ? BATCH_MAX : n ? (size_t)n : 1;
}

int reserved_names(Ctx *c, const Module *m, const char *r1,
	const char *r2)
{
	uint32_t i;

	for (i = 0; i < m->nfunc; i++)
		if (!strcmp(m->funcs[i].name, r1) ||
		    (r2 && !strcmp(m->funcs[i].name, r2))) {
			diag_error(c, (Loc){NONE, 0, 0}, "the name '%s' is "
				"reserved for combc's test harness; rename the "
				"module", m->funcs[i].name);
			return 1;
		}
	return 0;
}

/* Vector generator, evaluator and batch buffers: 0, or -1 on failure. */
static int prepare(Sim *s, const Module *m, uint32_t top)
{
	const Func *f = &m->funcs[top];
	uint32_t *iw, i;
	uint64_t ibits = 0;
	size_t cap;

	s->f = f;
	iw = xmalloc(((size_t)f->nin + 1) * sizeof *iw);
	for (i = 0; i < f->nin; i++) {
		iw[i] = type_width(f->in_ty[i], s->W);
		ibits += iw[i];
	}
	s->nout = f->nout;
	s->ow = xmalloc(((size_t)f->nout + 1) * sizeof *s->ow);
	s->ooff = xmalloc(((size_t)f->nout + 1) * sizeof *s->ooff);
	for (i = 0; i < f->nout; i++) {
		s->ow[i] = type_width(f->out_ty[i], s->W);
		s->ooff[i] = s->obits;
		s->obits += s->ow[i];
	}
	s->onword = BV_WORDS(s->obits ? s->obits : 1);
	cap = batch_size(ibits, s->obits);
	vectors_init(&s->v, f->nin, iw, s->o->vectors, s->o->seed, cap);
	free(iw);
	s->got = xcalloc(cap * s->onword, sizeof *s->got);
	s->xz = xcalloc(cap * s->onword, sizeof *s->xz);
	s->fail_bus = xcalloc(s->v.nword, sizeof *s->fail_bus);
	s->in = xcalloc((size_t)f->nin + 1, sizeof *s->in);
	for (i = 0; i < f->nin; i++)
		s->in[i] = xcalloc(cap * BV_WORDS(s->v.w[i]), sizeof **s->in);
	s->exp = xcalloc((size_t)f->nout + 1, sizeof *s->exp);
	for (i = 0; i < f->nout; i++)
		s->exp[i] = xcalloc(cap * BV_WORDS(s->ow[i]), sizeof **s->exp);
	s->e = eval_new(m, top, s->W);
	if (!s->e) {
		sim_error(s, "the evaluator failed on '%s'", f->name);
		return -1;
	}
	return 0;
}

static int make_dir(Sim *s)
{
	const char *t = getenv("TMPDIR");

	snprintf(s->dir, sizeof s->dir, "%s/combc-sim-XXXXXX",
		t && *t ? t : "/tmp");
	if (!mkdtemp(s->dir)) {
		sim_error(s, "cannot create a directory in "
			"%s: %s", t && *t ? t : "/tmp", strerror(errno));
		return -1;
	}
	return 0;
}

static void sim_free(Sim *s)
{
	uint32_t i;

	for (i = 0; s->exp && i < s->nout; i++)
		free(s->exp[i]);
	for (i = 0; s->in && i < s->v.nport; i++)
		free(s->in[i]);
	free(s->exp);
	free(s->in);
	free(s->ow);
	free(s->ooff);
	free(s->got);
	free(s->xz);
	free(s->fail_bus);
	if (s->e)
		eval_free(s->e);
	vectors_free(&s->v);
	buf_free(&s->sv);
	free((char *)s->dut);
}

int sim_main(const Options *o)
{
	Sim s = {0};
	CompileParams cp = o->cp;
	Module m = {0};
	uint32_t top;
	int rc = 1, fails = 0, mismatch = 0, i;
	const char *fault = getenv("COMBC_SIM_INJECT_FAULT");
	const char *keep = getenv("COMBC_SIM_KEEP");
	const char *sims[2] = {NULL, NULL};
	Buf p = {0};

	s.o = o;
	s.W = cp.index_width;
	timeout_s = o->timeout;
	if (cp.emit != EMIT_SV && cp.emit != EMIT_LUT_SV &&
	    cp.emit != EMIT_LUT_ICE40 && cp.emit != EMIT_ICE40) {
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "sim needs --emit=sv, "
			"lut-sv, lut-ice40 or ice40, not '%s'",
			backends[cp.emit].name);
		return 2;
	}
	if (is_netlist_path(o->input)) {
		/* as fpga: its vectors and checks are the evaluator's, over
		 * an MLIR design's word ports */
		diag_error(o->ctx, (Loc){NONE, 0, 0}, "sim reads MLIR, not the "
			"netlist '%s' (compare a netlist with its output by "
			"`combc lec`)", o->input);
		return 1;
	}
	if (!o->simulator || !strcmp(o->simulator, "all"))
		sims[0] = "verilator", sims[1] = "iverilog";
	else
		sims[0] = o->simulator;
	if (check_simulators(&s, sims))
		return 2;
	if (load_module(o->ctx, o->input, &m) ||
	    pick_top(o->ctx, cp.top, &m, 1, &top) ||
	    reserved_names(o->ctx, &m, "combc_sim_tb", "combc_sim_top"))
		goto done;
	cp.top = m.funcs[top].name;
	if (compile_module(&cp, &m, &s.sv))
		goto done;
	if (cp.emit == EMIT_LUT_ICE40 || cp.emit == EMIT_ICE40) {
		/* the SB_LUT4 model goes first */
		Buf both = {0};
		buf_puts(&both, rtl_template("ice40_cells.v"));
		buf_putn(&both, s.sv.s ? s.sv.s : "", s.sv.len);
		buf_free(&s.sv);
		s.sv = both;
	}
	s.dut = last_module(s.sv.s ? s.sv.s : "");
	if (!s.dut) {
		sim_error(&s, "no module in the emitted "
			"design");
		goto done;
	}
	o->ctx->phase = "sim"; /* named by "design too large" */
	if (prepare(&s, &m, top))
		goto done;
	if (fault && *fault && strcmp(fault, "0") && inject_fault(&s))
		goto done;
	s.keep = o->keep_temps || (keep && *keep && strcmp(keep, "0"));
	tmp_keep = s.keep;
	catch_signals(1);
	if (make_dir(&s))
		goto uncatch;
	memcpy(tmp_dir, s.dir, sizeof tmp_dir);
	path(&s, &p, "design.sv");
	if (put_file(&s, p.s, s.sv.s, s.sv.len))
		goto cleanup;
	for (i = 0; i < 2 && sims[i]; i++) {
		int r = simulate(&s, sims[i]);
		fails += r != 0;
		mismatch |= r > 0;
	}
	rc = fails ? 1 : 0;
	if (fails)
		sim_error(&s, "%s: co-simulation failed",
			o->input);
	if (fails && !s.keep)
		fprintf(stderr, "sim: --keep-temps keeps the logs%s\n",
			mismatch ? " and writes a VCD of the first failing "
			"vector" : "");
cleanup:
	if (s.keep)
		fprintf(stderr, "sim: files kept in %s\n", s.dir);
	else
		rm_tree(s.dir);
	tmp_dir[0] = 0;
uncatch:
	catch_signals(0);
done:
	buf_free(&p);
	sim_free(&s);
	module_free(&m);
	return rc;
}
