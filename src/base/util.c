/* util.c: memory, arrays, strings, files.  Nothing here knows about MLIR.
 * Cost: every function is O(size of its argument). */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE /* madvise's MADV_HUGEPAGE */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "base/base.h"

noreturn void die_at(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s:%d: internal error: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

/* Blocks of 4 MB and more (the node arrays and hash tables of large
 * graphs, read in random order) ask Linux for huge pages: a TLB miss per
 * 2 MB instead of per 4 KB.  Only a hint; elsewhere nothing. */
static void *hint_huge(void *p, size_t n)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	if (p && n >= (4u << 20)) {
		uintptr_t a = ((uintptr_t)p + (2u << 20) - 1) & ~(uintptr_t)((2u << 20) - 1);
		uintptr_t e = ((uintptr_t)p + n) & ~(uintptr_t)((2u << 20) - 1);
		if (e > a)
			(void)madvise((void *)a, e - a, MADV_HUGEPAGE);
	}
#else
	(void)n;
#endif
	return p;
}

/* Every allocation is held to the running call's memory budget
 * (ctx_check_memory); a failed one ends the call as "design too large". */
void port_order(const uint8_t *out, uint32_t nin, uint32_t nout,
	uint32_t *perm)
{
	uint32_t k, i = 0, o = 0;
	for (k = 0; k < nin + nout; k++)
		perm[k] = out && out[k] ? nin + o++ : out ? i++ : k;
}

void *xmalloc(size_t n)
{
	void *p;

	ctx_check_memory(n, 0);
	p = malloc(n ? n : 1);
	if (!p)
		ctx_check_memory(n, 1);
	return hint_huge(p, n);
}

void *xcalloc(size_t n, size_t sz)
{
	size_t total = sz && n > SIZE_MAX / sz ? SIZE_MAX : n * sz;
	void *p;

	ctx_check_memory(total, 0);
	p = total == SIZE_MAX ? NULL : calloc(n ? n : 1, sz ? sz : 1);
	if (!p)
		ctx_check_memory(total, 1);
	return hint_huge(p, total);
}

/* realloc may move the block: for a moment both copies are live, so the
 * budget is asked for the new size. */
void *xrealloc(void *p, size_t n)
{
	ctx_check_memory(n, 0);
	p = realloc(p, n ? n : 1);
	if (!p)
		ctx_check_memory(n, 1);
	return hint_huge(p, n);
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

void grow(void **p, uint32_t *cap, uint64_t need, size_t elem, uint32_t limit,
	const char *what)
{
	uint64_t c;

	if (need <= *cap)
		return;
	if (need > limit)
		ctx_too_large("too many %s (limit is %u)", what, limit);
	c = *cap ? *cap : 8;
	while (c < need)
		c *= 2;
	if (c > limit)
		c = limit;
	*p = xrealloc(*p, (size_t)c * elem);
	*cap = (uint32_t)c;
}

struct ArenaBlock {
	ArenaBlock *next; /* older block */
	size_t used, size;
	_Alignas(16) unsigned char data[];
};

void *arena_alloc(Arena *a, size_t n)
{
	ArenaBlock *b = a->head;
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (!b || b->size - b->used < n) {
		size_t sz = n > 65536 ? n : 65536;
		b = xmalloc(sizeof *b + sz);
		b->next = a->head;
		b->used = 0;
		b->size = sz;
		a->head = b;
	}
	p = b->data + b->used;
	b->used += n;
	memset(p, 0, n);
	return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

void arena_free(Arena *a)
{
	ArenaBlock *b, *next;
	for (b = a->head; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head = NULL;
}

static void buf_reserve(Buf *b, size_t extra)
{
	size_t need = b->len + extra + 1;
	if (need <= b->cap)
		return;
	b->cap = b->cap ? b->cap : 64;
	while (b->cap < need)
		b->cap *= 2;
	b->s = xrealloc(b->s, b->cap);
}

void buf_putn(Buf *b, const char *s, size_t n)
{
	buf_reserve(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

void buf_putc(Buf *b, char c)
{
	buf_putn(b, &c, 1);
}

void buf_puts(Buf *b, const char *s)
{
	buf_putn(b, s, strlen(s));
}

void buf_vprintf(Buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	if (!fmt) /* never; keeps gcc -fsanitize from warning */
		return;
	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		die("bad format");
	buf_reserve(b, (size_t)n);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void buf_free(Buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

char *read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	Buf b = {0};
	char tmp[65536];
	size_t n;

	if (!f)
		return NULL;
	while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
		buf_putn(&b, tmp, n);
	if (ferror(f)) {
		if (f != stdin)
			fclose(f);
		buf_free(&b);
		return NULL;
	}
	if (f != stdin)
		fclose(f);
	if (!b.s)
		buf_reserve(&b, 0), b.s[0] = 0;
	if (len)
		*len = b.len;
	return b.s;
}

/* Writes data to path, opened as it is: used for what is not a regular file
 * (a device such as /dev/null, a FIFO), where a rename would replace the node. */
static int write_file_direct(const char *path, const char *data, size_t len)
{
	FILE *f = fopen(path, "wb");
	int ok;

	if (!f)
		return -1;
	ok = fwrite(data, 1, len, f) == len;
	ok &= fclose(f) == 0;
	return ok ? 0 : -1;
}

/* A regular file (or a new one) is written to a temporary next to it and
 * renamed over it, so a failed write leaves the old contents; an existing
 * file keeps its mode.  A symlink is followed (its target is replaced, the
 * link stays); a device or FIFO is opened and written directly. */
int write_file_atomic(const char *path, const char *data, size_t len)
{
	Buf tmp = {0};
	char *target = NULL;
	struct stat st;
	int fd, have_st, ok;
	FILE *f;

	have_st = stat(path, &st) == 0;
	if (have_st && !S_ISREG(st.st_mode))
		return write_file_direct(path, data, len);
	target = realpath(path, NULL);
	if (!target) {
		/* A new file (or a dangling link, whose target we cannot resolve
		 * here): write it where it is named. */
		buf_printf(&tmp, "%s.tmp.%ld", path, (long)getpid());
	} else {
		buf_printf(&tmp, "%s.tmp.%ld", target, (long)getpid());
	}
	fd = open(tmp.s, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC,
		  have_st ? (st.st_mode & 07777) : 0666);
	f = fd >= 0 ? fdopen(fd, "wb") : NULL;
	if (!f) {
		if (fd >= 0)
			close(fd);
		buf_free(&tmp);
		free(target);
		return -1;
	}
	if (have_st)
		fchmod(fd, st.st_mode & 07777); /* the umask does not apply */
	ok = fwrite(data, 1, len, f) == len;
	ok &= fclose(f) == 0;
	if (!ok || rename(tmp.s, target ? target : path) != 0) {
		remove(tmp.s);
		buf_free(&tmp);
		free(target);
		return -1;
	}
	buf_free(&tmp);
	free(target);
	return 0;
}

void sort_u64(uint64_t *a, size_t n, uint64_t *tmp)
{
	uint64_t lo = ~0ull, hi = 0, *src = a, *dst = tmp, *sw;
	size_t i, cnt[256];
	unsigned sh;

	if (n < 32) {
		for (i = 1; i < n; i++) {
			uint64_t x = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1] > x; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return;
	}
	for (i = 0; i < n; i++)
		lo &= a[i], hi |= a[i];
	for (sh = 0; sh < 64; sh += 8) {
		size_t sum = 0;
		if (!((lo ^ hi) >> sh & 0xff))
			continue;   /* every key has the same byte here */
		memset(cnt, 0, sizeof cnt);
		for (i = 0; i < n; i++)
			cnt[src[i] >> sh & 0xff]++;
		for (i = 0; i < 256; i++) {
			size_t c = cnt[i];
			cnt[i] = sum;
			sum += c;
		}
		for (i = 0; i < n; i++)
			dst[cnt[src[i] >> sh & 0xff]++] = src[i];
		sw = src, src = dst, dst = sw;
	}
	if (src != a)
		memcpy(a, src, n * sizeof *a);
}

/* FNV-1a; good enough for hash-consing tables, which also compare keys. */
uint32_t hash_bytes(const void *p, size_t n, uint32_t seed)
{
	const unsigned char *s = p;
	uint32_t h = 2166136261u ^ seed;
	while (n--)
		h = (h ^ *s++) * 16777619u;
	return h;
}

double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
