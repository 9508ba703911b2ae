/* diag.c: user-facing diagnostics, chibicc style:
 *   file:line:col: error: message
 *     source line
 *          ^
 * Sources are registered once; a Loc names the file by index.  O(line
 * length) per message plus O(file) once to find the line. */
#include <string.h>

#include "base/base.h"

typedef struct {
	const char *name; /* as given on the command line */
	const char *text; /* whole contents; owned by the caller */
	size_t len;
} Source;

static Source *sources;
static uint32_t nsource, cap_source;
static int nerror;
static FILE *stream;

uint32_t diag_add_file(const char *name, const char *text, size_t len)
{
	grow((void **)&sources, &cap_source, nsource + 1, sizeof *sources,
		1u << 20, "source files");
	sources[nsource] = (Source){name, text, len};
	return nsource++;
}

void diag_set_stream(FILE *f)
{
	stream = f;
}

/* Print the line `line` of source s and a caret under column col. */
static void show_line(FILE *out, const Source *s, uint32_t line, uint32_t col)
{
	const char *p = s->text, *end = s->text + s->len, *q;
	uint32_t l = 1, i;

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
	fprintf(out, "%.*s\n", (int)(q - p), p);
	for (i = 1; i < col && p + i - 1 < q; i++)
		fputc(p[i - 1] == '\t' ? '\t' : ' ', out);
	fputs("^\n", out);
}

void diag_verror(Loc loc, const char *kind, const char *fmt, va_list ap)
{
	FILE *out = stream ? stream : stderr;
	const Source *s = loc.file < nsource ? &sources[loc.file] : NULL;

	if (s && loc.line)
		fprintf(out, "%s:%u:%u: %s: ", s->name, loc.line, loc.col, kind);
	else if (s)
		fprintf(out, "%s: %s: ", s->name, kind);
	else
		fprintf(out, "combc: %s: ", kind);
	if (fmt)
		vfprintf(out, fmt, ap);
	fputc('\n', out);
	if (s && loc.line)
		show_line(out, s, loc.line, loc.col);
	if (!strcmp(kind, "error"))
		nerror++;
}

void diag_error(Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(loc, "error", fmt, ap);
	va_end(ap);
}

void diag_note(Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(loc, "note", fmt, ap);
	va_end(ap);
}

int diag_errors(void)
{
	return nerror;
}

void diag_reset(void)
{
	nerror = 0;
}
