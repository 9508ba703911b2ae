/* stats.c: per-pass statistics for --stats: what each pass did and how
 * long it took, printed as text or JSON.  A flat list in pass order. */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

typedef struct {
	const char *pass;   /* pass name, e.g. "parse" */
	double seconds;     /* wall time */
	char what[192];     /* "ops=12 values=30" */
} Stat;

static Stat *stats;
static uint32_t nstat, cap_stat;

void stats_add(const char *pass, double seconds, const char *fmt, ...)
{
	va_list ap;
	Stat *s;
	grow((void **)&stats, &cap_stat, nstat + 1, sizeof *stats, 1u << 20,
		"statistics entries");
	s = &stats[nstat++];
	s->pass = pass;
	s->seconds = seconds;
	va_start(ap, fmt);
	vsnprintf(s->what, sizeof s->what, fmt, ap);
	va_end(ap);
}

/* Text: one line per pass.  JSON: {"passes": [{"pass":..,"seconds":..,
 * "counts": {"k": v, ...}}]} where counts come from the k=v pairs. */
void stats_print(FILE *out, int json)
{
	uint32_t i;
	if (!json) {
		for (i = 0; i < nstat; i++)
			fprintf(out, "stats: %-12s %9.3f ms  %s\n", stats[i].pass,
				stats[i].seconds * 1e3, stats[i].what);
		return;
	}
	fprintf(out, "{\"passes\": [");
	for (i = 0; i < nstat; i++) {
		const char *p = stats[i].what;
		int first = 1;
		fprintf(out, "%s\n  {\"pass\": \"%s\", \"seconds\": %.6f, "
			"\"counts\": {", i ? "," : "", stats[i].pass,
			stats[i].seconds);
		while (*p) {
			const char *eq = strchr(p, '='), *sp;
			if (!eq)
				break;
			sp = strchr(eq, ' ');
			if (!sp)
				sp = p + strlen(p);
			fprintf(out, "%s\"%.*s\": %.*s", first ? "" : ", ",
				(int)(eq - p), p, (int)(sp - eq - 1), eq + 1);
			first = 0;
			p = *sp ? sp + 1 : sp;
		}
		fprintf(out, "}}");
	}
	fprintf(out, "\n]}\n");
}

void stats_reset(void)
{
	free(stats);
	stats = NULL;
	nstat = cap_stat = 0;
}
