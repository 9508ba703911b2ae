/* stats.c: per-pass statistics for --stats: what each pass did and how
 * long it took, printed as text or JSON.  A flat list in pass order. */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

struct Stat {
	const char *pass;   /* pass name, e.g. "parse" */
	double seconds;     /* wall time */
	char what[192];     /* "ops=12 values=30" */
};

void stats_add(Ctx *c, const char *pass, double seconds, const char *fmt, ...)
{
	va_list ap;
	Stat *s;
	grow((void **)&c->stat, &c->cap_stat, c->nstat + 1, sizeof *c->stat,
		1u << 20, "statistics entries");
	s = &c->stat[c->nstat++];
	s->pass = pass;
	s->seconds = seconds;
	va_start(ap, fmt);
	vsnprintf(s->what, sizeof s->what, fmt, ap);
	va_end(ap);
}

/* Is s[0..n-1] a JSON number (RFC 8259: -?(0|[1-9][0-9]*)(.[0-9]+)?
 * ([eE][+-]?[0-9]+)?)? */
static int json_number(const char *s, size_t n)
{
	size_t i = 0, d;
	if (i < n && s[i] == '-')
		i++;
	if (i < n && s[i] == '0')
		i++;
	else if (i < n && s[i] >= '1' && s[i] <= '9')
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	else
		return 0;
	if (i < n && s[i] == '.') {
		for (d = ++i; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (i == d)
			return 0;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		for (d = i; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (i == d)
			return 0;
	}
	return i == n;
}

/* s[0..n-1] as a JSON string. */
static void json_string(Buf *out, const char *s, size_t n)
{
	size_t i;
	buf_putc(out, '"');
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch == '"' || ch == '\\')
			buf_printf(out, "\\%c", ch);
		else if (ch < 0x20)
			buf_printf(out, "\\u%04x", ch);
		else
			buf_putc(out, (char)ch);
	}
	buf_putc(out, '"');
}

/* Text: one line per pass.  JSON: {"passes": [{"pass":..,"seconds":..,
 * "counts": {"k": v, ...}}]} where counts come from the k=v pairs: a
 * number as a number, any other value (kept=choices) as a string. */
void stats_print(const Ctx *c, Buf *out, int json)
{
	const Stat *stats = c->stat;
	uint32_t i, nstat = c->nstat;
	if (!json) {
		for (i = 0; i < nstat; i++)
			buf_printf(out, "stats: %-12s %9.3f ms  %s\n", stats[i].pass,
				stats[i].seconds * 1e3, stats[i].what);
		return;
	}
	buf_printf(out, "{\"passes\": [");
	for (i = 0; i < nstat; i++) {
		const char *p = stats[i].what;
		int first = 1;
		buf_printf(out, "%s\n  {\"pass\": \"%s\", \"seconds\": %.6f, "
			"\"counts\": {", i ? "," : "", stats[i].pass,
			stats[i].seconds);
		while (*p) {
			const char *eq = strchr(p, '='), *sp;
			if (!eq)
				break;
			sp = strchr(eq, ' ');
			if (!sp)
				sp = p + strlen(p);
			buf_printf(out, "%s", first ? "" : ", ");
			json_string(out, p, (size_t)(eq - p));
			buf_printf(out, ": ");
			if (json_number(eq + 1, (size_t)(sp - eq - 1)))
				buf_printf(out, "%.*s", (int)(sp - eq - 1), eq + 1);
			else
				json_string(out, eq + 1, (size_t)(sp - eq - 1));
			first = 0;
			p = *sp ? sp + 1 : sp;
		}
		buf_printf(out, "}}");
	}
	buf_printf(out, "\n]}\n");
}
