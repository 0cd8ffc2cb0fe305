/**
 * gruntlab's exit codes (documented in README.md, "Exit codes"):
 * 0 done; 1 bad input on the command line (a flag, an unreadable or malformed results.json) or an unforeseen
 * failure; 2 refused: the scenario has problems (each printed file:line:column), or cannot be run as asked
 * (e.g. no exact evaluator); 130 interrupted (Ctrl-C, SIGTERM), the output folder left with one complete run.
 *
 * @example EXIT_CODES.interrupted // 130
 */
export const EXIT_CODES = { ok: 0, badInput: 1, refused: 2, interrupted: 130 } as const;
