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

/* Text: one line per pass.  JSON: {"passes": [{"pass":..,"seconds":..,
 * "counts": {"k": v, ...}}]} where counts come from the k=v pairs. */
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
			buf_printf(out, "%s\"%.*s\": %.*s", first ? "" : ", ",
				(int)(eq - p), p, (int)(sp - eq - 1), eq + 1);
			first = 0;
			p = *sp ? sp + 1 : sp;
		}
		buf_printf(out, "}}");
	}
	buf_printf(out, "\n]}\n");
}
