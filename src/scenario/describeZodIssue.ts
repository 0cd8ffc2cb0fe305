import type { z } from 'zod';
import { closestNames } from '../core/closestNames.js';
import type { CellIssue } from './CellIssue.js';
import { type MessageParts, messages } from './messages.js';
import { type AnySchema, schemaAt } from './schemaAt.js';
import { schemaKeys } from './schemaKeys.js';
import { valueAt } from './valueAt.js';
import { withoutSafeIntegerBounds } from './withoutSafeIntegerBounds.js';

type ZodIssue = z.core.$ZodIssue;
type Path = Array<string | number>;

/** What every branch below needs to know about the value the issue is about. */
interface Subject {
  path: Path;
  present: boolean;
  value: unknown;
  /** The key or dotted path the value is known by in messages. */
  name: string;
  /** The last key of the path, and the dotted path of its parent. */
  key: string;
  parent: string;
}

/** zod's own English messages start like this; anything else was written by the resolution's author. */
const ZOD_DEFAULT = /^(Invalid|Too small|Too big|Unrecognized|Expected|Number must|String must)/;

/**
 * Puts one zod 4 issue about a cell into a designer's words, by its path in the cell: wrong kind of
 * value, unknown name (with the closest ones), unknown key (one issue per key, with the keys that
 * are valid there, found by walking the schema), out of range, missing, or a refinement's own message.
 *
 * @example
 * const schema = z.object({ cover: z.enum(['open', 'soft', 'hard']) });
 * const issue = schema.safeParse({ cover: 'sooft' }).error!.issues[0];
 * describeZodIssue(issue, { cover: 'sooft' }, schema)[0].suggestions; // → ['soft']
 */
export function describeZodIssue(
  issue: ZodIssue,
  input: unknown,
  schema: AnySchema,
  rootKeys: string[] = [],
): CellIssue[] {
  const path: Path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
  const last = path[path.length - 1];
  const s: Subject = {
    path,
    ...valueAt(input, path),
    name: last === undefined ? 'the scenario' : typeof last === 'string' ? last : path.join('.'),
    key: String(last ?? ''),
    parent: path.slice(0, -1).join('.'),
  };
  const at = (parts: MessageParts): CellIssue => ({ path, ...parts });

  switch (issue.code) {
    case 'invalid_type':
      if (!s.present) return [at(messages.missingKey(s.key, s.parent, messages.typeWord(issue.expected)))];
      return [at(messages.wrongType(s.name, messages.typeWord(issue.expected), s.value))];
    case 'invalid_value':
      return [at(choice(s, issue.values))];
    case 'unrecognized_keys': {
      const valid = [...schemaKeys(schemaAt(schema, path)), ...(path.length === 0 ? rootKeys : [])];
      const where = path.join('.');
      return issue.keys.map((k) => ({
        path: [...path, k],
        atKey: true,
        ...messages.unknownKey(k, where, valid, closestNames(k, valid)),
      }));
    }
    case 'too_small':
      return [
        at(ownWords(issue, messages.tooSmall(s.name, s.value, issue.origin, issue.minimum, issue.inclusive !== false))),
      ];
    case 'too_big':
      return [
        at(ownWords(issue, messages.tooBig(s.name, s.value, issue.origin, issue.maximum, issue.inclusive !== false))),
      ];
    case 'not_multiple_of':
      return [at(ownWords(issue, messages.notMultipleOf(s.name, s.value, issue.divisor)))];
    case 'invalid_format':
      return [at(ownWords(issue, messages.badFormat(s.name, s.value, issue.format, issue.pattern)))];
    case 'invalid_union':
      return union(issue, s, input, schema, rootKeys);
    case 'invalid_key':
      return [{ path, atKey: true, ...messages.badKeyName(s.key, s.parent) }];
    case 'custom':
      return [at(refinement(issue))];
    default:
      return [at(messages.otherProblem(s.name, (issue as { message: string }).message))];
  }
}

/** A value outside a fixed list of choices (enum, literal, discriminator), or missing. */
function choice(s: Subject, options: ReadonlyArray<unknown>): MessageParts {
  if (!s.present) return messages.missingKey(s.key, s.parent, messages.oneOf(options));
  const names = options.filter((o): o is string => typeof o === 'string');
  return messages.unknownValue(s.name, s.value, [...options], closestNames(String(s.value), names));
}

/** A union: the discriminator's choices, the accepted kinds of value, or the problems of the closest form. */
function union(
  issue: Extract<ZodIssue, { code: 'invalid_union' }>,
  s: Subject,
  input: unknown,
  schema: AnySchema,
  rootKeys: string[],
): CellIssue[] {
  const options = (issue as { options?: unknown[] }).options;
  if (issue.errors.length === 0 && options !== undefined) return [{ path: s.path, ...choice(s, options) }];
  if (!s.present) return [{ path: s.path, ...messages.missingKey(s.key, s.parent, undefined) }];
  const branches = issue.errors;
  const onlyKinds = branches.every((b) => b.length === 1 && b[0].code === 'invalid_type' && b[0].path.length === 0);
  if (onlyKinds) {
    const forms = [...new Set(branches.map((b) => messages.typeWord((b[0] as { expected: string }).expected)))];
    return [{ path: s.path, ...messages.noMatchingForm(s.name, s.value, forms) }];
  }
  // A branch whose form the value has (its problems lie inside it, e.g. a list of plan rules) says more than one that
  // refuses the whole value (e.g. a plan name); among those, the one with the fewest problems.
  const inside = branches.filter((b) => b.every((sub) => sub.path.length > 0));
  const closest = (inside.length > 0 ? inside : branches).reduce((a, b) => (b.length < a.length ? b : a));
  return withoutSafeIntegerBounds(closest).flatMap((sub) =>
    describeZodIssue({ ...sub, path: [...s.path, ...sub.path] } as ZodIssue, input, schema, rootKeys),
  );
}

/** A refinement's own message; its params may add expected, found and suggestions. */
function refinement(issue: Extract<ZodIssue, { code: 'custom' }>): MessageParts {
  const params = (issue.params ?? {}) as Record<string, unknown>;
  const parts: MessageParts = { message: issue.message };
  if (typeof params.expected === 'string') parts.expected = params.expected;
  if (typeof params.found === 'string') parts.found = params.found;
  if (Array.isArray(params.suggestions)) parts.suggestions = params.suggestions.map(String);
  return parts;
}

/** Uses the schema author's message (e.g. "a die type: d4, d6, …") as what was expected, when there is one. */
function ownWords(issue: ZodIssue, parts: MessageParts): MessageParts {
  return ZOD_DEFAULT.test(issue.message) ? parts : { ...parts, expected: issue.message };
}
