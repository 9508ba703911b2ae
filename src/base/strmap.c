/* strmap.c: the one string-keyed hash map of libcombc (symbol tables,
 * name sets of the printers and writers) and the one "make a name
 * unique" routine.  Open addressing with linear probing, load <= 1/2;
 * keys are copied into the map's arena.  Cost: O(key length) expected
 * per operation; strmap_unique O(length x suffixes tried). */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

#define STRMAP_LIMIT (1u << 30)

static uint32_t slot(const StrMap *m, const char *k, size_t n)
{
	uint32_t i = hash_bytes(k, n, 0) & (m->cap - 1);

	while (m->key[i] && (strncmp(m->key[i], k, n) || m->key[i][n]))
		i = (i + 1) & (m->cap - 1);
	return i;
}

int strmap_getn(const StrMap *m, const char *k, size_t n, uint32_t *val)
{
	uint32_t i;

	if (!m->cap)
		return 0;
	i = slot(m, k, n);
	if (!m->key[i])
		return 0;
	if (val)
		*val = m->val[i];
	return 1;
}

int strmap_get(const StrMap *m, const char *k, uint32_t *val)
{
	return strmap_getn(m, k, strlen(k), val);
}

static void rehash(StrMap *m)
{
	StrMap old = *m;
	uint32_t i, j;

	if (old.cap >= STRMAP_LIMIT)
		ctx_too_large("too many names (limit is %u)", STRMAP_LIMIT / 2);
	m->cap = old.cap ? old.cap * 2 : 64;
	m->key = xcalloc(m->cap, sizeof *m->key);
	m->val = xcalloc(m->cap, sizeof *m->val);
	for (i = 0; i < old.cap; i++) {
		if (!old.key[i])
			continue;
		j = slot(m, old.key[i], strlen(old.key[i]));
		m->key[j] = old.key[i];
		m->val[j] = old.val[i];
	}
	free(old.key);
	free(old.val);
}

const char *strmap_putn(StrMap *m, const char *k, size_t n, uint32_t val)
{
	uint32_t i;

	if ((m->n + 1) * 2 > m->cap)
		rehash(m);
	i = slot(m, k, n);
	if (!m->key[i]) {
		m->key[i] = arena_strndup(&m->arena, k, n);
		m->n++;
	}
	m->val[i] = val;
	return m->key[i];
}

const char *strmap_put(StrMap *m, const char *k, uint32_t val)
{
	return strmap_putn(m, k, strlen(k), val);
}

const char *strmap_unique(StrMap *m, const char *base, uint32_t val)
{
	Buf b = {0};
	const char *r;
	size_t len;
	unsigned k;

	if (!strmap_get(m, base, NULL))
		return strmap_put(m, base, val);
	buf_puts(&b, base);
	len = b.len;
	for (k = 1;; k++) {
		b.len = len;
		b.s[len] = 0;
		buf_printf(&b, "_%u", k);
		if (!strmap_get(m, b.s, NULL))
			break;
	}
	r = strmap_put(m, b.s, val);
	buf_free(&b);
	return r;
}

void strmap_free(StrMap *m)
{
	free(m->key);
	free(m->val);
	arena_free(&m->arena);
	memset(m, 0, sizeof *m);
}
