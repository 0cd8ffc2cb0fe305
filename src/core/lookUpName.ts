import { closestNames } from './closestNames.js';
import { expectedName } from './expectedName.js';
import type { Issue } from './Issue.js';
import { coreMessages } from './messages.js';

/** How an unknown name is worded: the kind of name ("weapon", "unit type") and, optionally, a message of its own. */
export interface NameKind {
  /** The kind of name, e.g. "weapon"; the message says `unknown weapon "…"` and expects "a weapon name". */
  kind: string;
  /** What to expect, when "a <kind> name" does not read well, e.g. "an armour name". */
  expected?: string;
  /** The message, when the kind's plain one needs more words (e.g. how heavy weapons are named). */
  message?: (name: string) => string;
}

/**
 * Looks a name up in a rulebook table (with any house additions); on a miss pushes an issue with the closest
 * known names (or every name when none is close) and returns undefined. The one look-up every normalizer uses.
 * @example lookUpName({ rifle: 1 }, 'rifel', ['weapon'], { kind: 'weapon' }, issues) // undefined; issues[0].suggestions: ['rifle']
 */
export function lookUpName<T>(
  table: Readonly<Record<string, T>>,
  name: string,
  path: Issue['path'],
  kind: NameKind,
  issues: Issue[],
): T | undefined {
  // A name that is missing or not text reaches here only from a cell the schema already refused (see checkCell's
  // best-effort normalize): the schema has said what is wrong, and the other look-ups must still run.
  if (typeof name !== 'string') return undefined;
  if (Object.hasOwn(table, name)) return table[name];
  const names = Object.keys(table);
  const suggestions = closestNames(name, names);
  issues.push({
    path,
    message: kind.message ? kind.message(name) : coreMessages.unknownName(kind.kind, name),
    expected: expectedName(kind.expected ?? `a ${kind.kind} name`, names, suggestions),
    found: name,
    suggestions,
  });
  return undefined;
}
