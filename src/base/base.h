/* base.h: the lowest level of libcombc: memory, arrays, strings, files,
 * diagnostics, statistics, bit vectors, the op tables and the semantics of
 * every op (eval_apply).  Includes nothing of combc above it.
 *
 * Conventions: objects live in arrays owned by their container and are
 * referred to by 32-bit index; NONE marks "no index". */
#ifndef COMBC_BASE_H
#define COMBC_BASE_H


#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdnoreturn.h>

#include "base/ops.h"

#define NONE UINT32_MAX
#define countof(a) (sizeof(a) / sizeof((a)[0]))

/* ----------------------------------------------------------------- diag.c */

typedef struct {
	uint32_t file;  /* index into the context's source table */
	uint32_t line;  /* 1-based; 0 = unknown */
	uint32_t col;   /* 1-based, in bytes */
} Loc;

typedef struct Source Source;
typedef struct Stat Stat;

/* Receives one finished diagnostic: "file:line:col: error: msg\n" and,
 * when the location is known, the source line and a caret line. */
typedef void (*DiagSink)(void *user, const char *text, size_t len);

/* Told how far a long pass has come: phase names it (e.g. "lutmap 2/2"),
 * frac is 0..1; frac >= 1 ends the phase.  Called at most every few
 * hundred microseconds of work, never from two threads. */
typedef void (*ProgressFn)(void *user, const char *phase, double frac);

/* The context of one library call: where diagnostics go, the source
 * table their locations index, the error count, the statistics of the
 * passes that ran, and the escape for "design too large".  Nothing in
 * libcombc is process-global; a context is owned by its caller (the
 * command line, or one public API handle).  ctx_free releases it. */
typedef struct Ctx {
	Source *src; uint32_t nsrc, cap_src; /* registered source texts */
	int nerror;           /* errors reported so far */
	uint32_t max_errors;  /* errors shown at most (0: all); the later ones
	                         and their notes are counted, not shown */
	int muted;            /* the last error was past max_errors */
	int stopped;          /* a reader gave up after too many errors: more
	                         may follow those counted */
	uint32_t ndiag;       /* diagnostics reported so far */
	int usage;            /* an error was about the command line (exit 2) */
	uint64_t last_diag;   /* hash of the last one's text: not shown twice */
	DiagSink sink;        /* NULL: write to stream */
	void *sink_user;      /* passed to sink */
	FILE *stream;         /* NULL: stderr */
	Stat *stat; uint32_t nstat, cap_stat; /* stats_add records */
	const char *phase;    /* the running phase, named by "design too large" */
	void *escape;         /* jmp_buf of the innermost ctx_protect, or NULL */
	struct Ctx *outer;    /* the context current before ctx_protect */
	size_t max_memory;    /* heap budget in bytes under ctx_protect (0: none) */
	int too_large;        /* a call left through "design too large" */
	ProgressFn progress;  /* NULL: nobody watches */
	void *progress_user;  /* passed to progress */
} Ctx;

void ctx_free(Ctx *c);
/* Run fn(c, arg) so that an allocation past a named limit, or one that
 * fails, inside it is reported as "design too large: ..." on c and makes
 * ctx_protect return 1 (memory allocated by fn up to then is not
 * reclaimed).  Otherwise returns what fn returned.  Nests. */
int ctx_protect(Ctx *c, int (*fn)(Ctx *, void *), void *arg);
/* Report "design too large: ..." on the context of the running
 * ctx_protect and leave it; outside one, an internal error. */
noreturn void ctx_too_large(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
/* The allocators' memory check: an allocation of n bytes that would take
 * the heap past the running context's max_memory, or that failed
 * (failed = 1), is "design too large: PHASE needs more than SIZE of
 * memory".  Outside ctx_protect a failure is an internal error. */
void ctx_check_memory(size_t n, int failed);
/* Half of the physical memory: the command line's --max-memory default. */
size_t ctx_default_max_memory(void);

/* Register a source buffer for caret diagnostics; returns its file index.
 * The text must outlive the diagnostics that quote it. */
uint32_t diag_add_file(Ctx *c, const char *name, const char *text, size_t len);
/* The newest source registered as name, or NONE. */
uint32_t diag_find_file(const Ctx *c, const char *name);
/* "file:line:col: error: msg", the source line and a caret (a window of
 * at most DIAG_WINDOW columns around it, with "..." where cut), written
 * in one piece to the sink or stream.  Counts errors; callers stop at a
 * phase boundary when c->nerror grew.  Past c->max_errors errors, an
 * error and the notes after it are counted but not shown. */
#define DIAG_WINDOW 120
void diag_error(Ctx *c, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_note(Ctx *c, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_verror(Ctx *c, Loc loc, const char *kind, const char *fmt,
	va_list ap);

/* ---------------------------------------------------------------- util.c */

/* The order in which a module declares its ports (CIRCT allows `in %a,
 * out y, in %b`): out[k] is 1 when its k-th port is an output (NULL: the
 * inputs come first).  perm[k] (nin + nout entries) gets that port's
 * number counting inputs 0 .. nin-1, then outputs nin .. nin+nout-1. */
void port_order(const uint8_t *out, uint32_t nin, uint32_t nout,
	uint32_t *perm);

/* Internal bug: print __FILE__:__LINE__ and abort.  Never for user errors. */
noreturn void die_at(const char *file, int line, const char *fmt, ...);
#define die(...) die_at(__FILE__, __LINE__, __VA_ARGS__)

/* Allocation; failure is "design too large" (ctx_too_large). */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t sz);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* Ensure room for `need` elements of `elem` bytes in *p of capacity *cap;
 * doubles.  Past `limit` elements it reports "design too large: too many
 * WHAT (limit is N)" (ctx_too_large).
 * Usage: grow((void **)&v, &cap, n + 1, sizeof *v, LIMIT, "values"). */
void grow(void **p, uint32_t *cap, uint64_t need, size_t elem, uint32_t limit,
	const char *what);

/* Bump allocator; everything is freed at once by arena_free. */
typedef struct ArenaBlock ArenaBlock;
typedef struct {
	ArenaBlock *head; /* newest block */
} Arena;
void *arena_alloc(Arena *a, size_t n);  /* zeroed, 16-byte aligned */
char *arena_strndup(Arena *a, const char *s, size_t n);
void arena_free(Arena *a);

/* String builder. */
typedef struct {
	char *s;      /* NUL-terminated contents */
	size_t len;   /* length without the NUL */
	size_t cap;   /* allocated bytes */
} Buf;
void buf_putc(Buf *b, char c);
void buf_puts(Buf *b, const char *s);
void buf_putn(Buf *b, const char *s, size_t n);
void buf_printf(Buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void buf_vprintf(Buf *b, const char *fmt, va_list ap);
void buf_free(Buf *b);

/* Whole file into memory (NUL-terminated); "-" is stdin.  NULL on error. */
char *read_file(const char *path, size_t *len);
/* Atomic write: temp file in the same directory, then rename. -1 on error. */
int write_file_atomic(const char *path, const char *data, size_t len);

uint32_t hash_bytes(const void *p, size_t n, uint32_t seed);
double now_seconds(void);
/* Bits set in x, without branches or a library call (the baseline
 * x86-64 target has no popcount instruction). */
static inline uint32_t popcount64(uint64_t x)
{
	x = x - ((x >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (uint32_t)((x * 0x0101010101010101ull) >> 56);
}
/* Sort a[0..n) ascending; tmp holds n words of scratch.  Radix sort on
 * the bytes in which the keys differ (insertion sort below 32 keys):
 * O(n x such bytes), no comparison callback. */
void sort_u64(uint64_t *a, size_t n, uint64_t *tmp);

/* -------------------------------------------------------------- strmap.c */

/* String -> uint32 map; keys are copied into the map's arena, so the
 * returned key pointers live as long as the map.  Zero-initialize. */
typedef struct {
	const char **key;  /* slots: key or NULL */
	uint32_t *val;     /* slots: value */
	uint32_t n, cap;   /* keys; slots (a power of two, or 0) */
	Arena arena;       /* key storage */
} StrMap;
int strmap_get(const StrMap *m, const char *k, uint32_t *val); /* 1 if found */
int strmap_getn(const StrMap *m, const char *k, size_t n, uint32_t *val);
/* Insert or overwrite; returns the stored key. */
const char *strmap_put(StrMap *m, const char *k, uint32_t val);
const char *strmap_putn(StrMap *m, const char *k, size_t n, uint32_t val);
/* Insert `base` if absent, else the first of base_1, base_2, ... that is;
 * returns the name inserted. */
const char *strmap_unique(StrMap *m, const char *base, uint32_t val);
void strmap_free(StrMap *m);

/* --------------------------------------------------------------- stats.c */

/* Record on c what a pass did: `fmt` gives space-separated key=value
 * counts (numbers), e.g. "ops=12 luts=4".  Printed by --stats[=json]. */
void stats_add(Ctx *c, const char *pass, double seconds, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void stats_print(const Ctx *c, Buf *out, int json);

/* ------------------------------------------------------------------ bv.c */

/* Fixed-width two's-complement bit vectors: little-endian arrays of 64-bit
 * words, BV_WORDS(w) of them, bits at and above w always zero (every
 * function takes normalized inputs and leaves its result normalized).
 * Widths are 1..BV_MAXW.  Results may alias inputs unless noted.
 * Semantics are the README's table exactly (division by zero, MIN/-1,
 * over-wide shifts).  Words at or below 64 bits take a fast path. */
typedef uint64_t Word;
#define BV_MAXW 65536u
#define BV_WORDS(w) (((uint32_t)(w) + 63u) / 64u)

void bv_zero(Word *r, unsigned w);
void bv_ones(Word *r, unsigned w);
void bv_copy(Word *r, const Word *a, unsigned w);
void bv_from_u64(Word *r, unsigned w, uint64_t v);  /* truncates */
void bv_from_i64(Word *r, unsigned w, int64_t v);   /* sign-extends, truncates */
void bv_normalize(Word *r, unsigned w);             /* clear bits >= w */
int bv_bit(const Word *a, unsigned i);
void bv_setbit(Word *r, unsigned i, int v);
int bv_is_zero(const Word *a, unsigned w);
int bv_is_ones(const Word *a, unsigned w);
int bv_eq(const Word *a, const Word *b, unsigned w);
int bv_sign(const Word *a, unsigned w);             /* bit w-1 */
unsigned bv_popcount(const Word *a, unsigned w);
/* a as an unsigned amount, saturated to UINT32_MAX when it does not fit */
uint32_t bv_to_u32sat(const Word *a, unsigned w);
int64_t bv_to_i64(const Word *a, unsigned w);       /* low 64 bits, sign-extended */

void bv_not(Word *r, const Word *a, unsigned w);
void bv_and(Word *r, const Word *a, const Word *b, unsigned w);
void bv_or(Word *r, const Word *a, const Word *b, unsigned w);
void bv_xor(Word *r, const Word *a, const Word *b, unsigned w);
void bv_neg(Word *r, const Word *a, unsigned w);
void bv_add(Word *r, const Word *a, const Word *b, unsigned w);
void bv_sub(Word *r, const Word *a, const Word *b, unsigned w);
void bv_mul(Word *r, const Word *a, const Word *b, unsigned w);
void bv_udiv(Word *r, const Word *a, const Word *b, unsigned w);   /* /0: ones */
void bv_sdiv(Word *r, const Word *a, const Word *b, unsigned w);   /* /0: -1; MIN/-1: MIN */
void bv_urem(Word *r, const Word *a, const Word *b, unsigned w);   /* %0: a */
void bv_srem(Word *r, const Word *a, const Word *b, unsigned w);   /* %0: a; sign of a */
void bv_ceildivu(Word *r, const Word *a, const Word *b, unsigned w);
void bv_ceildivs(Word *r, const Word *a, const Word *b, unsigned w);
void bv_floordivs(Word *r, const Word *a, const Word *b, unsigned w);
void bv_shl(Word *r, const Word *a, const Word *b, unsigned w);    /* b >= w: 0 */
void bv_shru(Word *r, const Word *a, const Word *b, unsigned w);   /* b >= w: 0 */
void bv_shrs(Word *r, const Word *a, const Word *b, unsigned w);   /* b >= w: sign */
int bv_ucmp(const Word *a, const Word *b, unsigned w);             /* -1, 0, 1 */
int bv_scmp(const Word *a, const Word *b, unsigned w);
int bv_icmp(int pred, const Word *a, const Word *b, unsigned w);   /* PRED_* */

/* r (rw bits) = a (aw bits) extended or truncated; r must not alias a
 * unless rw == aw. */
void bv_sext(Word *r, unsigned rw, const Word *a, unsigned aw);
void bv_zext(Word *r, unsigned rw, const Word *a, unsigned aw);
/* r (rw bits) = a[lo + rw - 1 : lo]; bits past aw read as zero. */
void bv_extract(Word *r, unsigned rw, const Word *a, unsigned aw, unsigned lo);
/* r[lo + aw - 1 : lo] = a (r is rw bits wide; other bits unchanged). */
void bv_insert(Word *r, unsigned rw, unsigned lo, const Word *a, unsigned aw);
void bv_reverse(Word *r, const Word *a, unsigned w);

/* Parse decimal ("-12", "42"), hex ("0x2A", "-0x2a") or binary ("0b101")
 * text of length n into w bits, truncating (negative numbers are two's
 * complement).  Returns 0, or -1 on bad syntax.  *overflow (if not NULL)
 * is set when the value did not fit in w bits as signed or unsigned. */
int bv_parse(Word *r, unsigned w, const char *s, size_t n, int *overflow);
/* Print into b: unsigned decimal, signed decimal, or "0x" + lowercase hex. */
void bv_print_udec(Buf *b, const Word *a, unsigned w);
void bv_print_sdec(Buf *b, const Word *a, unsigned w);
void bv_print_hex(Buf *b, const Word *a, unsigned w);

/* ---------------------------------------------------------------- ops.c */

const char *op_name(int op);            /* "add", ... */
int op_arity(int op);
unsigned op_flags(int op);
const char *spell_name(int spell);      /* "comb.add", ... */
int spell_lookup(const char *name, size_t n, int *op, int *syntax);
void spell_info(int spell, int *op, int *syntax);
const char *pred_name(int pred);        /* "slt", ... */
int pred_lookup(const char *name, size_t n);  /* -1 if unknown */
/* The predicate with its operands swapped: a slt b == b sgt a (eq, ne
 * unchanged). */
int pred_swap(int pred);


/* -------------------------------------------------------------- opsem.c */

/* One op's semantics on bit vectors; shared by the evaluator and folding,
 * so that there is exactly one definition of what every op computes.
 * r has rw bits; args[i] has argw[i] bits.  aux: EXTRACT low bit, ICMP
 * predicate.  table/ntable: TT bits or LUT (coefficients ++ table) words,
 * ncoef = LUT coefficient count.  CONST/SIZEOF/control ops are not here.
 * r must not alias any args[i]. */
void eval_apply(int op, unsigned aux, Word *r, unsigned rw,
	const Word *const *args, const unsigned *argw, unsigned nargs,
	const Word *table, unsigned ntable, unsigned ncoef);


#endif
