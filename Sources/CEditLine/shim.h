// BSD editline (libedit) through its readline-compatible interface: a line editor with
// history for plain mode, under a BSD licence.
#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

static inline void shim_free_line(char *line) { free(line); }
