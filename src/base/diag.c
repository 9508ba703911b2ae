/* diag.c: the context of a library call (Ctx) and user-facing diagnostics,
 * chibicc style:
 *   file:line:col: error: message
 *     source line
 *          ^
 * Sources are registered on the context; a Loc names the file by index.
 * Long lines are shown as a window of at most DIAG_WINDOW columns around
 * the caret, so one message costs O(window + message) output; finding the
 * line costs O(file) once per message.  Each message is formatted into a
 * buffer and written in one piece.
 *
 * "Design too large" (an allocation past a named limit, or one that
 * fails) leaves the running ctx_protect through longjmp, as Lua's
 * luaD_throw does: the allocators have no error return, and the passes
 * stay free of error plumbing for a condition that ends the call anyway.
 * The context of the running call is found through one thread-local
 * pointer, set by ctx_protect for its duration. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "base/base.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define COMBC_ASAN 1
#endif
#endif
#ifdef __SANITIZE_ADDRESS__
#define COMBC_ASAN 1
#endif
#ifdef COMBC_ASAN
size_t __sanitizer_get_current_allocated_bytes(void);
#endif

struct Source {
	const char *name; /* as given on the command line */
	const char *text; /* whole contents; owned by the caller */
	size_t len;
};

static _Thread_local Ctx *current; /* innermost ctx_protect's context */

void ctx_free(Ctx *c)
{
	free(c->src);
	free(c->stat);
	c->src = NULL;
	c->stat = NULL;
	c->nsrc = c->cap_src = c->nstat = c->cap_stat = 0;
}

int ctx_protect(Ctx *c, int (*fn)(Ctx *, void *), void *arg)
{
	jmp_buf jb;
	void *saved_escape = c->escape;
	Ctx *saved_outer = c->outer;
	const char *saved_phase = c->phase;
	volatile int rc;

	c->outer = current;
	c->escape = &jb;
	current = c;
	if (setjmp(jb) == 0) {
		rc = fn(c, arg);
	} else {
		rc = 1;
		c->phase = saved_phase; /* the escaped pass did not end it */
	}
	current = c->outer;
	c->outer = saved_outer;
	c->escape = saved_escape;
	return rc;
}

/* Report msg (" in PHASE" appended when with_phase) and leave the
 * running ctx_protect. */
static noreturn void escape(const char *msg, int with_phase)
{
	Ctx *c = current;

	if (!c || !c->escape)
		die("design too large outside ctx_protect: %s", msg);
	c->too_large = 1;
	current = NULL; /* an allocation in diag_error fails for good */
	with_phase = with_phase && c->phase;
	diag_error(c, (Loc){NONE, 0, 0}, "design too large: %s%s%s", msg,
		with_phase ? " in " : "", with_phase ? c->phase : "");
	current = c;
	longjmp(*(jmp_buf *)c->escape, 1);
}

noreturn void ctx_too_large(const char *fmt, ...)
{
	char msg[512]; /* the report itself must not depend on the heap */
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	escape(msg, 1);
}

/* ---------------------------------------------------- memory budget
 *
 * The heap in use is measured (glibc's mallinfo2, or the sanitizer
 * allocator's count) rather than counted, since blocks are released with
 * plain free().  Measuring costs O(free chunks), so it happens only after
 * another 1/32 of the budget has been asked for: a run overshoots by at
 * most that much plus one request. */

static _Thread_local size_t asked; /* bytes requested since the last measure */

static size_t heap_in_use(void)
{
#if defined(COMBC_ASAN)
	return __sanitizer_get_current_allocated_bytes();
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
	struct mallinfo2 mi = mallinfo2();
	return mi.uordblks + mi.hblkhd;
#else
	return 0; /* only single requests are held to the budget */
#endif
}

/* "64 MB", "1.5 GB", "512 KB", "100 bytes" */
static void size_str(char *buf, size_t len, double n)
{
	static const char *const unit[] = {"bytes", "KB", "MB", "GB", "TB"};
	int u = 0;

	while (n >= 1024 && u < 4)
		n /= 1024, u++;
	snprintf(buf, len, n == (double)(uint64_t)n ? "%.0f %s" : "%.1f %s",
		n, unit[u]);
}

void ctx_check_memory(size_t n, int failed)
{
	Ctx *c = current;
	size_t max = c ? c->max_memory : 0, used;
	char need[32], lim[32], msg[160];

	if (!failed) {
		if (!max)
			return;
		asked += n;
		if (n < max && asked < max / 32)
			return;
		asked = 0;
		used = heap_in_use();
		if (n < max && used < max - n)
			return;
		size_str(lim, sizeof lim, (double)max);
		snprintf(msg, sizeof msg, "%s needs more than %s of memory "
			"(the limit set by --max-memory)", c->phase ? c->phase :
			"the design", lim);
		escape(msg, 0);
	}
	size_str(need, sizeof need, (double)heap_in_use() + (double)n);
	size_str(lim, sizeof lim, (double)n);
	snprintf(msg, sizeof msg, "%s needs more than %s of memory (allocating "
		"%s failed)", c && c->phase ? c->phase : "the design", need,
		lim);
	escape(msg, 0);
}

size_t ctx_default_max_memory(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), sz = sysconf(_SC_PAGESIZE);

	if (pages <= 0 || sz <= 0)
		return 0;
	return (size_t)pages / 2 * (size_t)sz;
}

uint32_t diag_add_file(Ctx *c, const char *name, const char *text, size_t len)
{
	grow((void **)&c->src, &c->cap_src, c->nsrc + 1, sizeof *c->src,
		1u << 20, "source files");
	c->src[c->nsrc] = (Source){name, text, len};
	return c->nsrc++;
}

uint32_t diag_find_file(const Ctx *c, const char *name)
{
	uint32_t i;
	for (i = c->nsrc; i-- > 0;)
		if (!strcmp(c->src[i].name, name))
			return i;
	return NONE;
}

/* The length of the valid UTF-8 sequence at p (2..4 bytes), else 0. */
static int utf8_len(const unsigned char *p, const unsigned char *end)
{
	int n = *p >= 0xf5 ? 0 : *p >= 0xf0 ? 4 : *p >= 0xe0 ? 3 :
		*p >= 0xc2 ? 2 : 0, i;
	if (!n || end - p < n)
		return 0;
	for (i = 1; i < n; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

/* Append the character at p (< end) as shown to the user, or only measure
 * it when b is NULL; returns the bytes it takes and sets *cols to the
 * columns it shows as.  Printable ASCII, tabs and UTF-8 characters stay;
 * control bytes, stray bytes >= 0x80 and the invisible byte order mark
 * U+FEFF are escaped (\0, \x07, \ufeff), so a diagnostic never carries
 * raw control bytes to the terminal. */
static size_t put_shown(Buf *b, const char *p, const char *end,
	size_t *cols)
{
	const unsigned char *u = (const unsigned char *)p;
	char esc[8];
	int n;

	if ((*u >= 0x20 && *u < 0x7f) || *u == '\t') {
		if (b)
			buf_putc(b, *p);
		*cols = 1;
		return 1;
	}
	if (*u >= 0x80 && (n = utf8_len(u, (const unsigned char *)end)) &&
	    !(n == 3 && u[0] == 0xef && u[1] == 0xbb && u[2] == 0xbf)) {
		if (b)
			buf_putn(b, p, (size_t)n);
		*cols = 1;
		return (size_t)n;
	}
	n = 1;
	if (*u == 0)
		snprintf(esc, sizeof esc, "\\0");
	else if (*u == 0xef && end - p >= 3 && u[1] == 0xbb && u[2] == 0xbf)
		snprintf(esc, sizeof esc, "\\ufeff"), n = 3;
	else
		snprintf(esc, sizeof esc, "\\x%02x", *u);
	if (b)
		buf_puts(b, esc);
	*cols = strlen(esc);
	return (size_t)n;
}

/* Append the shown form of [p, end) (see put_shown). */
static void put_shown_span(Buf *b, const char *p, const char *end)
{
	size_t cols;
	while (p < end)
		p += put_shown(b, p, end, &cols);
}

/* Append line `line` of source s and a caret under column col: the whole
 * line when it is short, else a DIAG_WINDOW-column window around col
 * with "..." on the cut sides.  The caret is placed by the shown width
 * of what precedes it (escapes, one column per UTF-8 character). */
static void show_line(Buf *b, const Source *s, uint32_t line, uint32_t col)
{
	const char *p = s->text, *end = s->text + s->len, *q, *lo, *hi, *at;
	uint32_t l = 1;
	size_t cols;

	while (l < line && p < end) {
		q = memchr(p, '\n', (size_t)(end - p));
		if (!q)
			return;
		p = q + 1;
		l++;
	}
	if (l != line)
		return;
	q = memchr(p, '\n', (size_t)(end - p));
	if (!q)
		q = end;
	if (q > p && q[-1] == '\r') /* a CRLF line ends before its CR */
		q--;
	at = col >= 1 && (size_t)(col - 1) <= (size_t)(q - p) ? p + col - 1 : q;
	lo = p;
	hi = q;
	if (hi - lo > DIAG_WINDOW) {
		lo = at - lo > DIAG_WINDOW / 2 ? at - DIAG_WINDOW / 2 : p;
		hi = q - lo > DIAG_WINDOW ? lo + DIAG_WINDOW : q;
	}
	if (lo > p)
		buf_puts(b, "...");
	put_shown_span(b, lo, hi);
	if (hi < q)
		buf_puts(b, "...");
	buf_putc(b, '\n');
	if (lo > p)
		buf_puts(b, "   ");
	while (lo < at) {
		char c = *lo;
		lo += put_shown(NULL, lo, q, &cols);
		if (c == '\t')
			buf_putc(b, '\t');
		else
			while (cols--)
				buf_putc(b, ' ');
	}
	buf_puts(b, "^\n");
}

/* Append message m: shown as put_shown does, and every word (a run
 * without blanks) longer than DIAG_WORD bytes cut to its first and last
 * bytes around "...", so a name of a megabyte quoted in a message costs
 * a line, not a megabyte. */
#define DIAG_WORD 128
static void put_message(Buf *b, const char *m, size_t n)
{
	const char *p = m, *end = m + n, *w;

	while (p < end) {
		if (*p == ' ' || *p == '\n') {
			buf_putc(b, *p++);
			continue;
		}
		for (w = p; w < end && *w != ' ' && *w != '\n'; w++)
			;
		if (w - p > DIAG_WORD) {
			put_shown_span(b, p, p + 60);
			buf_puts(b, "...");
			put_shown_span(b, w - 20, w);
		} else {
			put_shown_span(b, p, w);
		}
		p = w;
	}
}

/* A string hash (FNV-1a) of one finished diagnostic. */
static uint64_t text_hash(const char *s, size_t n)
{
	uint64_t h = 14695981039346656037u;
	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211u;
	return h;
}

void diag_verror(Ctx *c, Loc loc, const char *kind, const char *fmt,
	va_list ap)
{
	const Source *s = loc.file < c->nsrc ? &c->src[loc.file] : NULL;
	Buf b = {0}, m = {0};
	uint64_t h;
	int error = !strcmp(kind, "error");

	if (error)
		c->muted = c->max_errors && (uint32_t)c->nerror >= c->max_errors;
	if (c->muted) {
		c->ndiag++;
		c->nerror += error;
		return;
	}
	if (s && loc.line)
		buf_printf(&b, "%s:%u:%u: %s: ", s->name, loc.line, loc.col,
			kind);
	else if (s)
		buf_printf(&b, "%s: %s: ", s->name, kind);
	else
		buf_printf(&b, "combc: %s: ", kind);
	if (fmt)
		buf_vprintf(&m, fmt, ap);
	put_message(&b, m.s, m.len);
	buf_free(&m);
	buf_putc(&b, '\n');
	if (s && loc.line)
		show_line(&b, s, loc.line, loc.col);
	/* one error found twice on two paths (a parser's recovery meeting
	 * the same bad token again) is shown once; it still counts */
	h = text_hash(b.s, b.len);
	if (!c->ndiag || h != c->last_diag) {
		if (c->sink)
			c->sink(c->sink_user, b.s, b.len);
		else
			fwrite(b.s, 1, b.len, c->stream ? c->stream : stderr);
	}
	c->last_diag = h;
	c->ndiag++;
	buf_free(&b);
	c->nerror += error;
}

void diag_error(Ctx *c, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(c, loc, "error", fmt, ap);
	va_end(ap);
}

void diag_note(Ctx *c, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(c, loc, "note", fmt, ap);
	va_end(ap);
}
