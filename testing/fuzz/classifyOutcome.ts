/** What became of one fuzzing case: the first two are fine, the others fail the harness. */
export type FuzzClass = 'located error' | 'ran' | 'unlocated error' | 'stack trace' | 'crash' | 'hang';

/** The classes that fail the harness. */
export const FAILING: ReadonlySet<FuzzClass> = new Set(['unlocated error', 'stack trace', 'crash', 'hang']);

/** How a gruntlab command ended. */
export interface CommandEnd {
  /** Exit code (null when killed by a signal). */
  code: number | null;
  signal: string | null;
  timedOut: boolean;
  stderr: string;
}

/** A JavaScript stack frame or V8's fatal-error report in the output. */
const TRACE = /\n\s+at .+[(:]\d+:\d+\)?|FATAL ERROR|node:internal|<--- JS stacktrace --->|Native stack trace/;

/**
 * Classifies how a command ended for a scenario file: ran (exit 0), located error (exit 1 or 2 naming the
 * file, no stack trace), or one of the failing classes.
 *
 * @example classifyOutcome({ code: 2, signal: null, timedOut: false, stderr: 'x.yaml:3:1: bad' }, 'x.yaml') // 'located error'
 */
export function classifyOutcome(end: CommandEnd, file: string): FuzzClass {
  if (end.timedOut) return 'hang';
  if (TRACE.test(end.stderr)) return 'stack trace';
  if (end.code === 0) return 'ran';
  if (end.code !== 1 && end.code !== 2) return 'crash';
  return end.stderr.includes(`${file}:`) ? 'located error' : 'unlocated error';
}
