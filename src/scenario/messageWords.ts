/**
 * The words the scenario layer's messages are made of: plain names for the kinds of value zod expects, explanations
 * of the YAML reader's error codes, and how a value, a choice, a place and a count are written (see messages.ts).
 */

/** Plain words for the kinds of value zod expects. */
export const typeWords: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'a map of keys (key: value)',
  record: 'a map of names',
  array: 'a list',
  tuple: 'a list',
  null: 'nothing (null)',
  undefined: 'nothing',
  date: 'a date',
  nan: 'not-a-number',
  never: 'nothing at all (remove it)',
};

/** How YAML reading problems are explained, by the yaml library's error code. */
export const yamlProblems: Record<string, string> = {
  TAB_AS_INDENT: 'a tab is used to indent this line; YAML needs spaces for indentation',
  BAD_INDENT: 'this line is not indented to match the lines around it',
  MULTIPLE_DOCS: 'the file holds more than one YAML document (a second "---"); a scenario is one document',
  BLOCK_AS_IMPLICIT_KEY:
    'a key and a nested map are on the same line (or the line below is indented too far); put nested keys on their own, evenly indented lines',
  MULTILINE_IMPLICIT_KEY:
    'this value runs on into the next line as if it were a key; check the indentation of the line below, or look for a missing ":" or closing quote',
  MISSING_CHAR: 'something is missing here: a "-" before a list item, a ":" after a key, or a closing bracket or quote',
  UNEXPECTED_TOKEN: 'this text cannot be read as YAML here',
  BAD_DQ_ESCAPE: 'this backslash escape inside double quotes is not valid YAML',
  KEY_OVER_1024_CHARS: 'this key is too long (over 1024 characters)',
  BAD_ALIAS: 'this alias (*name) does not refer to an anchor (&name) defined above it',
  BAD_SCALAR_START: 'a value cannot start with this character unless it is quoted',
};

/** The text of a value as a designer wrote it: names quoted, numbers and true/false as they are. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'nothing (an empty value)';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map of keys';
  return String(value);
}

/** `one of: a, b, c` */
export function oneOf(values: ReadonlyArray<unknown>): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : describeValue(v)));
  return shown.length === 1 ? String(shown[0]) : `one of: ${shown.join(', ')}`;
}

/** Where a key sits, for messages: "" at the top level, " in target" below it. */
export function within(parent: string): string {
  return parent === '' ? '' : ` in ${parent}`;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
