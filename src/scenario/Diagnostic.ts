/**
 * One problem in a scenario file, at the place it was written.
 *
 * @example
 * const d: Diagnostic = { file: 'x.yaml', line: 3, column: 8, message: 'unknown system "stargrunt"' };
 */
export interface Diagnostic {
  file: string;
  /** 1-based line; 0 when the problem is about the whole file (e.g. it cannot be read). */
  line: number;
  /** 1-based column; 0 together with line 0. */
  column: number;
  /** What is wrong, in a designer's words. */
  message: string;
  /** What was expected, e.g. "a number" or "one of: open, soft, hard". */
  expected?: string;
  /** What was found, as written. */
  found?: string;
  /** The closest valid names, best first. */
  suggestions?: string[];
}
