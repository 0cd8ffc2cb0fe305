/** A problem found in a scenario after parsing, located by its path in the (merged) cell input. */
export interface Issue {
  /** Path into the cell input, e.g. ['firer', 'troops', 0, 'weapon']. */
  path: Array<string | number>;
  /** What is wrong, in a designer's words. */
  message: string;
  /** What was expected, e.g. "a weapon name" or "one of: open, soft, hard". */
  expected?: string;
  /** What was found, as written. */
  found?: string;
  /** The closest valid names, best first, for an unknown name. */
  suggestions?: string[];
  /** The character of the value's text the problem is at (a dice expression's), where it is text. */
  at?: number;
}

/** A normalizer's answer: the plain data of a cell, or every problem it found. */
export type NormalizeResult<N> = { ok: true; value: N } | { ok: false; issues: Issue[] };
