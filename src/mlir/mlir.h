/* mlir.h: MLIR text in and out of the IR: lexer, parser, printer. */
#ifndef COMBC_MLIR_H
#define COMBC_MLIR_H

#include "ir/ir.h"

/* ----------------------------------------------------------------- lex.c */

enum {
	TK_EOF,
	TK_ID,     /* bare identifier: comb.add, i32, true, ^ no sigil */
	TK_PCT,    /* %name or %name#N (text without '%') */
	TK_CARET,  /* ^bb1 (text without '^') */
	TK_AT,     /* @sym or @"sym" (text without '@' and quotes) */
	TK_HASH,   /* #alias or #dialect (text without '#') */
	TK_BANG,   /* !alias or !dialect.type (text without '!') */
	TK_INT,    /* 42, 0x2A (no sign) */
	TK_FLOAT,  /* 1.5, 2e3 */
	TK_STR,    /* "text" (contents, escapes not processed) */
	TK_ARROW,  /* -> */
	TK_PUNCT,  /* one character: ( ) { } [ ] < > , : = ? * + - */
	TK_ERROR,  /* a bad character (its text: one byte or one UTF-8
		    * character) or a message (tok_is_msg) */
};

typedef struct {
	int kind;       /* TK_* */
	const char *s;  /* text (see kinds) */
	uint32_t n;     /* its length */
	Loc loc;        /* first character */
	int nl_before;  /* a newline separates it from the previous token */
} Tok;

typedef struct {
	const char *p, *end;     /* cursor and end of text */
	const char *line_start;  /* start of the current line */
	uint32_t file, line;
	int saw_nl;              /* newline since the last token */
	uint32_t end_line, end_col; /* just past the last token; 0: none */
} Lexer;

void lex_init(Lexer *l, uint32_t file, const char *text, size_t len);
Tok lex_next(Lexer *l);
int tok_is(const Tok *t, const char *s);   /* punct/id/arrow with text s */
int tok_is_msg(const Tok *t);  /* a TK_ERROR whose text says what is wrong */

/* --------------------------------------------------------------- parse.c */

/* Parse MLIR text into m (m zero-initialized by the caller).  Diagnostics
 * go to c (m->ctx = c); returns the number of errors (0 = success). */
int parse_mlir(Ctx *c, Module *m, const char *filename, const char *text,
	size_t len);

/* --------------------------------------------------------------- print.c */

/* Print the functions of m with keep[i] != 0 (all if keep is NULL) as MLIR
 * in today's custom syntax; combc and MLIR/CIRCT read it back. */
void print_module(const Module *m, const uint8_t *keep, Buf *out);


#endif
