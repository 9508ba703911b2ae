/* lex.c: MLIR tokens.  One pass over the text, O(length); comments are
 * `//` to the end of the line.  Every token carries its line and column;
 * end of file carries the place just past the last token. */
#include <ctype.h>
#include <string.h>

#include "mlir/mlir.h"

void lex_init(Lexer *l, uint32_t file, const char *text, size_t len)
{
	l->p = text;
	l->end = text + len;
	l->line_start = text;
	l->file = file;
	l->line = 1;
	l->saw_nl = 1;
	l->end_line = l->end_col = 0;
}

static int is_idchar(int c)
{
	return isalnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}

/* Skip white space and comments, counting lines. */
static void skip_space(Lexer *l)
{
	while (l->p < l->end) {
		char c = *l->p;
		if (c == '\n') {
			l->p++;
			l->line++;
			l->line_start = l->p;
			l->saw_nl = 1;
		} else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' ||
			   c == '\v') {
			l->p++;
		} else if (c == '/' && l->p + 1 < l->end && l->p[1] == '/') {
			while (l->p < l->end && *l->p != '\n' && *l->p != '\0')
				l->p++; /* a NUL ends the comment: lex_next reports it */
		} else {
			break;
		}
	}
}

/* Identifier characters after a sigil: letters, digits, _ $ . - */
static const char *scan_suffix(const char *p, const char *end)
{
	while (p < end && is_idchar((unsigned char)*p))
		p++;
	return p;
}

/* TK_ERROR texts (make takes a start and an end pointer) */
static const char msg_unterminated[] = "unterminated string";
static const char msg_sigil[] = "expected identifier after sigil";
static const char msg_nul[] = "NUL byte in input";
static const char msg_bom[] = "byte order mark (U+FEFF) at the start of the "
	"file: MLIR text is read without one, as mlir-opt does";

static Tok make(Lexer *l, int kind, const char *s, const char *e, Loc loc)
{
	Tok t;
	if (kind == TK_EOF && l->end_line) {
		/* at the end of the last token, not past trailing blank lines
		 * and comments: "got end of file" points where text stops */
		loc.line = l->end_line;
		loc.col = l->end_col;
	} else if (kind != TK_EOF) {
		l->end_line = l->line;
		l->end_col = (uint32_t)(l->p - l->line_start) + 1;
	}
	t.kind = kind;
	t.s = s;
	t.n = (uint32_t)(e - s);
	t.loc = loc;
	t.nl_before = l->saw_nl;
	l->saw_nl = 0;
	return t;
}

/* A quoted string starting at p (on the '"'); returns the end (after the
 * closing quote) or NULL if unterminated on this line or cut by a NUL. */
static const char *scan_string(const char *p, const char *end)
{
	for (p++; p < end && *p != '\n' && *p != '\0'; p++) {
		if (*p == '\\' && p + 1 < end)
			p++;
		else if (*p == '"')
			return p + 1;
	}
	return NULL;
}

static Tok lex_number(Lexer *l, const char *s, Loc loc)
{
	const char *p = s;
	int isfloat = 0;

	if (p + 1 < l->end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
	    p + 2 < l->end && isxdigit((unsigned char)p[2])) {
		p += 2;
		while (p < l->end && isxdigit((unsigned char)*p))
			p++;
	} else {
		while (p < l->end && isdigit((unsigned char)*p))
			p++;
		if (p + 1 < l->end && *p == '.' && isdigit((unsigned char)p[1])) {
			isfloat = 1;
			p++;
			while (p < l->end && isdigit((unsigned char)*p))
				p++;
		}
		if (p < l->end && (*p == 'e' || *p == 'E') && isfloat) {
			const char *q = p + 1;
			if (q < l->end && (*q == '+' || *q == '-'))
				q++;
			if (q < l->end && isdigit((unsigned char)*q)) {
				p = q;
				while (p < l->end && isdigit((unsigned char)*p))
					p++;
			}
		}
	}
	l->p = p;
	return make(l, isfloat ? TK_FLOAT : TK_INT, s, p, loc);
}

/* The error for a string at s that scan_string rejected: a NUL on its
 * line (at the NUL's column), else unterminated (at s). */
static Tok bad_string(Lexer *l, const char *s, Loc loc)
{
	const char *q;
	for (q = s; q < l->end && *q != '\n'; q++)
		if (*q == '\0') {
			loc.col = (uint32_t)(q - l->line_start) + 1;
			l->p = q + 1;
			return make(l, TK_ERROR, msg_nul,
				msg_nul + sizeof msg_nul - 1, loc);
		}
	l->p = s + 1;
	return make(l, TK_ERROR, msg_unterminated,
		msg_unterminated + sizeof msg_unterminated - 1, loc);
}

Tok lex_next(Lexer *l)
{
	const char *s, *p;
	Loc loc;
	char c;

	skip_space(l);
	s = l->p;
	loc.file = l->file;
	loc.line = l->line;
	loc.col = (uint32_t)(s - l->line_start) + 1;
	if (s >= l->end)
		return make(l, TK_EOF, s, s, loc);
	c = *s;
	if (c == '\0') {
		l->p = s + 1;
		return make(l, TK_ERROR, msg_nul, msg_nul + sizeof msg_nul - 1,
			loc);
	}
	if (isdigit((unsigned char)c))
		return lex_number(l, s, loc);
	if (isalpha((unsigned char)c) || c == '_') {
		p = s + 1;
		while (p < l->end && (isalnum((unsigned char)*p) || *p == '_' ||
				      *p == '$' || *p == '.'))
			p++;
		l->p = p;
		return make(l, TK_ID, s, p, loc);
	}
	if (c == '"') {
		p = scan_string(s, l->end);
		if (!p)
			return bad_string(l, s, loc);
		l->p = p;
		return make(l, TK_STR, s + 1, p - 1, loc);
	}
	if (c == '%' || c == '^' || c == '#' || c == '!' || c == '@') {
		int kind = c == '%' ? TK_PCT : c == '^' ? TK_CARET :
			   c == '#' ? TK_HASH : c == '!' ? TK_BANG : TK_AT;
		if (c == '@' && s + 1 < l->end && s[1] == '"') {
			p = scan_string(s + 1, l->end);
			if (!p)
				return bad_string(l, s, loc);
			l->p = p;
			return make(l, kind, s + 2, p - 1, loc);
		}
		p = scan_suffix(s + 1, l->end);
		/* '-' only inside names, never at their end (%a->...) */
		while (p > s + 1 && p[-1] == '-')
			p--;
		if (kind == TK_PCT && p < l->end && *p == '#' && p + 1 < l->end &&
		    isdigit((unsigned char)p[1])) {
			p++;
			while (p < l->end && isdigit((unsigned char)*p))
				p++;
		}
		if (p == s + 1) {
			l->p = s + 1;
			return make(l, TK_ERROR, msg_sigil,
				msg_sigil + sizeof msg_sigil - 1, loc);
		}
		l->p = p;
		return make(l, kind, s + 1, p, loc);
	}
	if (c == '-' && s + 1 < l->end && s[1] == '>') {
		l->p = s + 2;
		return make(l, TK_ARROW, s, s + 2, loc);
	}
	if (strchr("(){}[]<>,:=?*+-|", c)) {
		l->p = s + 1;
		return make(l, TK_PUNCT, s, s + 1, loc);
	}
	if (s == l->line_start && loc.line == 1 && l->end - s >= 3 &&
	    !memcmp(s, "\xef\xbb\xbf", 3)) {
		l->p = s + 3;
		return make(l, TK_ERROR, msg_bom, msg_bom + sizeof msg_bom - 1,
			loc);
	}
	/* a bad character: one byte, or the whole UTF-8 character so that
	 * the message can quote it */
	p = s + 1;
	if ((unsigned char)c >= 0xc2 && (unsigned char)c < 0xf5) {
		int n = (unsigned char)c >= 0xf0 ? 3 : (unsigned char)c >= 0xe0 ?
			2 : 1;
		for (; n && p < l->end && (*p & 0xc0) == 0x80; n--)
			p++;
		if (n)
			p = s + 1; /* not a valid sequence: the lead byte alone */
	}
	l->p = p;
	return make(l, TK_ERROR, s, p, loc);
}

int tok_is_msg(const Tok *t)
{
	return t->kind == TK_ERROR && t->n > 1 && !((unsigned char)t->s[0] & 0x80);
}

int tok_is(const Tok *t, const char *s)
{
	size_t n = strlen(s);
	return (t->kind == TK_PUNCT || t->kind == TK_ID || t->kind == TK_ARROW) &&
	       t->n == n && !memcmp(t->s, s, n);
}
