/**
 * Every piece of text a designer can see from the scenario layer, in one place (docs/architecture.md, "Conventions").
 * Each message is written for someone who knows the rulebook, not the program: it says what is
 * wrong with the file in the file's own words, and what to write instead.
 */

import { describeValue, oneOf, plural, typeWords, within, yamlProblems } from './messageWords.js';

/** The parts of a diagnostic that a message fills in (position comes separately). */
export interface MessageParts {
  message: string;
  expected?: string;
  found?: string;
  suggestions?: string[];
}

export const messages = {
  describeValue,
  oneOf,

  // ── reading the file ────────────────────────────────────────────────────────────────────────
  fileNotFound: (): MessageParts => ({ message: 'cannot find this scenario file; check the name and the folder' }),
  fileIsFolder: (): MessageParts => ({ message: 'this is a folder, not a scenario file' }),
  fileNotAllowed: (): MessageParts => ({ message: 'not allowed to read this file (check its permissions)' }),
  fileUnreadable: (reason: string): MessageParts => ({ message: `cannot read this file (${reason})` }),

  // ── YAML ────────────────────────────────────────────────────────────────────────────────────
  yamlSyntax: (code: string, detail: string): MessageParts => ({
    message: yamlProblems[code] ?? `this is not valid YAML here (${detail.split('\n')[0].replace(/\.$/, '')})`,
  }),
  duplicateKey: (key: string): MessageParts => ({
    message: `the key "${key}" is written twice in the same map; keep only one of them`,
  }),
  yamlTag: (tag: string, plain: boolean): MessageParts =>
    plain
      ? {
          message: `this value is tagged ${tag} but cannot be read as one`,
          expected: 'the value written without its tag',
        }
      : {
          message:
            `the YAML tag ${tag} makes a value that a scenario cannot hold ` +
            '(only text, numbers, true/false, lists and maps)',
          expected: 'the value written without the tag (for example 62, not !!merge 62)',
        },
  emptyFile: (): MessageParts => ({
    message: 'the file is empty',
    expected: 'a scenario that starts with system: and resolve: (for example system: stargrunt2 and resolve: fire)',
  }),
  // ── limits (size, aliases, text, nesting, cells) ────────────────────────────────────────────────
  fileTooBig: (bytes: number, max: number, why: string): MessageParts => ({
    message: `this file is ${bytes} bytes long, over the limit of ${max} bytes: ${why}`,
    expected: `a scenario file of at most ${max} bytes`,
  }),
  notUtf8: (encoding: string): MessageParts => ({
    message: `this file is saved as ${encoding}; gruntlab reads scenarios written as UTF-8`,
    expected: 'the same file saved as UTF-8 (most editors offer "UTF-8" under "Save as" or "Encoding")',
  }),
  badUtf8Bytes: (line: number): MessageParts => ({
    message: `line ${line} holds bytes that are not UTF-8 text (the file may be in another encoding, or not text at all)`,
    expected: 'the file saved as UTF-8',
  }),
  tooManyAliases: (max: number, why: string): MessageParts => ({
    message: `the aliases (*name) of this file expand to more than ${max} copies of their anchors — ${why}`,
    expected: `at most ${max} expanded aliases; write the repeated parts out, or reuse fewer anchors inside each other`,
  }),
  textTooLong: (length: number, max: number, why: string): MessageParts => ({
    message: `this text is ${length} characters long, over the limit of ${max}: ${why}`,
    expected: `at most ${max} characters`,
  }),
  controlCharacter: (code: number): MessageParts => ({
    message: `this text holds an invisible control character (U+${code.toString(16).toUpperCase().padStart(4, '0')}), which cannot be shown in charts or pages`,
    expected: 'plain text: letters, digits, punctuation, spaces (and new lines in long text)',
  }),
  tooDeep: (max: number, why: string): MessageParts => ({
    message: `the keys here are nested more than ${max} levels deep: ${why}`,
    expected: `at most ${max} levels of nesting`,
  }),
  sweepTooManyValues: (path: string, count: number, max: number, why: string): MessageParts => ({
    message: `the sweep over ${path} has ${count} values, over the limit of ${max}: ${why}`,
    expected: `at most ${max} values`,
  }),
  sweepRepeatedValue: (path: string, value: unknown): MessageParts => ({
    message: `the sweep over ${path} lists ${describeValue(value)} more than once; each value is run once`,
    expected: 'each value once',
    found: describeValue(value),
  }),
  compareTooMany: (count: number, max: number, why: string): MessageParts => ({
    message: `compare has ${count} entries, over the limit of ${max}: ${why}`,
    expected: `at most ${max} entries`,
  }),
  tooManyCells: (count: number, max: number, why: string): MessageParts => ({
    message: `the sweep and compare make ${count} cells, over the limit of ${max}: ${why}`,
    expected: `at most ${max} cells (the product of the sweep's list lengths, times the compare entries)`,
  }),
  topNotAMap: (found: unknown): MessageParts => ({
    message: 'the top of a scenario must be a map of keys, one per line (like "system: stargrunt2")',
    found: describeValue(found),
  }),

  // ── system and resolution ───────────────────────────────────────────────────────────────────
  missingSystem: (systems: string[]): MessageParts => ({
    message: '"system" is missing: the scenario must say which rules it uses',
    expected: `a line "system: …" naming ${oneOf(systems)}`,
  }),
  unknownSystem: (found: unknown, systems: string[], suggestions: string[]): MessageParts => ({
    message: `unknown system ${describeValue(found)}`,
    expected: oneOf(systems),
    found: describeValue(found),
    suggestions,
  }),
  missingResolve: (system: string | undefined, resolves: string[]): MessageParts => ({
    message: `"resolve" is missing: the scenario must say which ${system === undefined ? 'rulebook' : system} procedure to resolve`,
    expected: `a line "resolve: …" naming ${oneOf(resolves)}`,
  }),
  unknownResolve: (system: string, found: unknown, resolves: string[], suggestions: string[]): MessageParts => ({
    message: `${system} has nothing to resolve called ${describeValue(found)}`,
    expected: oneOf(resolves),
    found: describeValue(found),
    suggestions,
  }),

  // ── title, trials, seed ─────────────────────────────────────────────────────────────────────
  badTitle: (found: unknown): MessageParts => ({
    message: `the title must be text, not ${describeValue(found)}`,
    expected: 'text (put it in quotes if it looks like a number)',
    found: describeValue(found),
  }),
  badTrials: (found: unknown, max: number): MessageParts => ({
    message: `cannot run ${describeValue(found)} trials`,
    expected: `a whole number from 1 to ${max}`,
    found: describeValue(found),
  }),
  badSeed: (found: unknown): MessageParts => ({
    message: `${describeValue(found)} cannot be used as a seed`,
    expected: `a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`,
    found: describeValue(found),
  }),

  // ── sweep ───────────────────────────────────────────────────────────────────────────────────
  sweepNotAMap: (found: unknown): MessageParts => ({
    message: 'sweep must be a map from a setting to the list of its values',
    expected: 'for example  range: [4, 8, 12]  and  target.cover: [open, soft, hard]',
    found: describeValue(found),
  }),
  sweepPathNotText: (found: unknown): MessageParts => ({
    message: `${describeValue(found)} is not a path to a setting`,
    expected: 'a dotted path such as range or target.cover',
  }),
  sweepPathMalformed: (path: string): MessageParts => ({
    message: `"${path}" is not a path to a setting`,
    expected: 'key names joined by dots, such as target.cover',
  }),
  sweepPathReserved: (path: string, key: string): MessageParts => ({
    message: `"${path}" cannot be swept: ${key} is set once for the whole scenario`,
    expected: 'a path to a setting of the situation, such as range or target.cover',
  }),
  sweepPathUnknown: (
    path: string,
    key: string,
    parent: string,
    valid: string[],
    suggestions: string[],
  ): MessageParts => ({
    message: `cannot sweep "${path}": there is no key "${key}"${within(parent)}`,
    expected: valid.length > 0 ? `a key${within(parent)}, ${oneOf(valid)}` : undefined,
    suggestions,
  }),
  sweepPathBlocked: (path: string, parent: string): MessageParts => ({
    message: `cannot sweep "${path}": ${parent} is not a map of keys in this scenario`,
  }),
  sweepValuesNotAList: (path: string, found: unknown): MessageParts => ({
    message: `the values to sweep ${path} over must be a list`,
    expected: 'a list such as [4, 8, 12]',
    found: describeValue(found),
  }),
  sweepEmpty: (path: string): MessageParts => ({
    message: `the sweep over ${path} has no values`,
    expected: 'a list of at least one value',
  }),
  sweepValueNotSingle: (path: string, found: unknown): MessageParts => ({
    message: `a value swept for ${path} must be a single number, name or true/false`,
    found: describeValue(found),
    expected: 'a number, a name or true/false (use compare for bigger changes)',
  }),

  // ── derived outcomes ────────────────────────────────────────────────────────────────────────
  derivedNotAMap: (found: unknown): MessageParts => ({
    message: 'derived must map a label to what it is made of',
    expected: 'e.g. "Position carried: attacker_wins + defender_withdraws" or "Two or more dead: dead >= 2"',
    found: describeValue(found),
  }),
  derivedNotText: (label: string): MessageParts => ({
    message: `derived outcome "${label}" needs an expression`,
    expected:
      'outcomes joined by + (attacker_wins + defender_withdraws), or a distribution against a count (dead >= 2)',
  }),
  derivedNameTaken: (label: string, name: string): MessageParts => ({
    message:
      name === ''
        ? `derived outcome "${label}" needs a label with letters or digits`
        : `derived outcome "${label}" would be named "${name}", which the resolution already uses`,
    expected: 'another label',
  }),
  derivedBad: (label: string, problem: string, suggestions: string[]): MessageParts => ({
    message: `derived outcome "${label}": ${problem}`,
    expected:
      'outcomes joined by + (attacker_wins + defender_withdraws), or a distribution against a count (dead >= 2)',
    suggestions,
  }),
  // ── compare ─────────────────────────────────────────────────────────────────────────────────
  compareNotAList: (found: unknown): MessageParts => ({
    message: 'compare must be a list of variants, each starting with "- label: ..."',
    found: describeValue(found),
  }),
  compareEmpty: (): MessageParts => ({
    message: 'compare has no entries',
    expected: 'at least one variant, e.g. "- label: Gauss rifle"',
  }),
  compareEntryNotAMap: (n: number, found: unknown): MessageParts => ({
    message: `compare entry ${n} must be a map of keys with a label`,
    found: describeValue(found),
  }),
  compareLabelMissing: (n: number): MessageParts => ({
    message: `compare entry ${n} has no label`,
    expected: 'label: a short name for this variant, shown in tables and charts',
  }),
  compareLabelNotText: (found: unknown): MessageParts => ({
    message: `a compare label must be a name, not ${describeValue(found)}`,
    expected: 'a short name for this variant',
  }),
  compareLabelReserved: (label: string): MessageParts => ({
    message: `"${label}" cannot be a compare label: the chart library keeps labels in a lookup where that name is reserved`,
    expected: `a label with another word in it, e.g. "${label} variant"`,
  }),
  compareLabelDuplicate: (label: string, firstLine: number): MessageParts => ({
    message: `the label "${label}" is already used on line ${firstLine}`,
    expected: 'a different label for each compare entry',
  }),
  compareKeyFixed: (key: string): MessageParts => ({
    message: `${key} cannot change inside a compare entry; it is set once for the whole scenario`,
  }),

  // ── cell values (from the resolution's schema) ──────────────────────────────────────────────
  typeWord: (type: string): string => typeWords[type] ?? `a ${type}`,
  missingKey: (key: string, parent: string, expected: string | undefined): MessageParts => ({
    message: `"${key}" is missing${parent === '' ? '' : ` from ${parent}`}`,
    expected,
  }),
  wrongType: (name: string, expected: string, found: unknown): MessageParts => ({
    message: `wrong kind of value for ${name}`,
    expected,
    found: describeValue(found),
  }),
  unknownValue: (name: string, found: unknown, options: unknown[], suggestions: string[]): MessageParts => ({
    message: `unknown ${name} ${describeValue(found)}`,
    expected: oneOf(options),
    found: describeValue(found),
    suggestions,
  }),
  unknownKey: (key: string, parent: string, valid: string[], suggestions: string[]): MessageParts => ({
    message: `unknown key "${key}"${within(parent)}`,
    expected: valid.length > 0 ? oneOf(valid) : undefined,
    suggestions,
  }),
  tooSmall: (name: string, found: unknown, origin: string, limit: number | bigint, inclusive: boolean): MessageParts =>
    sizeProblem(name, found, origin, limit, inclusive, 'small'),
  tooBig: (name: string, found: unknown, origin: string, limit: number | bigint, inclusive: boolean): MessageParts =>
    sizeProblem(name, found, origin, limit, inclusive, 'big'),
  notMultipleOf: (name: string, found: unknown, divisor: number | bigint): MessageParts => ({
    message: `${name} cannot be ${describeValue(found)}`,
    expected: `a multiple of ${divisor}`,
    found: describeValue(found),
  }),
  badFormat: (name: string, found: unknown, format: string, pattern?: string): MessageParts => ({
    message: `${name} ${describeValue(found)} is not written the right way`,
    expected: pattern !== undefined ? `text of the form ${pattern}` : `a valid ${format}`,
    found: describeValue(found),
  }),
  noMatchingForm: (name: string, found: unknown, forms: string[]): MessageParts => ({
    message: `${name} is not written in any of the accepted forms`,
    expected: forms.length > 0 ? forms.join(' or ') : undefined,
    found: describeValue(found),
  }),
  badKeyName: (key: string, parent: string): MessageParts => ({
    message: `"${key}" cannot be used as a name${within(parent)}`,
  }),
  otherProblem: (name: string, text: string): MessageParts => ({ message: `${name}: ${text}` }),

  // ── output ──────────────────────────────────────────────────────────────────────────────────
  expectedLabel: 'expected',
  foundLabel: 'found',
  didYouMean: (names: string[]): string => `did you mean ${names.join(', ')}?`,
  summary: (count: number, files: string[]): string =>
    `${plural(count, 'problem', 'problems')} in ${files.length === 1 ? files[0] : plural(files.length, 'file', 'files')}; nothing was run.`,
};

function sizeProblem(
  name: string,
  found: unknown,
  origin: string,
  limit: number | bigint,
  inclusive: boolean,
  side: 'small' | 'big',
): MessageParts {
  const counted = origin === 'array' || origin === 'set' || origin === 'string';
  const unit = origin === 'string' ? 'characters' : 'entries';
  if (counted) {
    const n = Array.isArray(found) ? found.length : typeof found === 'string' ? found.length : undefined;
    const bound = side === 'small' ? (inclusive ? 'at least' : 'more than') : inclusive ? 'at most' : 'fewer than';
    return {
      message: `${name} has too ${side === 'small' ? 'few' : 'many'} ${unit}${n === undefined ? '' : ` (${n})`}`,
      expected: `${bound} ${limit} ${Number(limit) === 1 && unit === 'entries' ? 'entry' : unit}`,
    };
  }
  const bound = side === 'small' ? (inclusive ? 'at least' : 'more than') : inclusive ? 'at most' : 'less than';
  return {
    message: `${name} ${describeValue(found)} is too ${side === 'small' ? 'low' : 'high'}`,
    expected: `${bound} ${limit}`,
    found: describeValue(found),
  };
}

/** Descriptions shown by editors from the JSON Schema of scenario files. */
export const schemaText = {
  title: 'gruntlab scenario',
  description:
    'One question about a wargame rule: which system and procedure to resolve, the situation, and optionally a sweep over values and a comparison of variants. See the README, "Scenario files".',
  system: 'The rule system, e.g. stargrunt2.',
  resolve:
    'The rulebook procedure of that system to resolve, e.g. fire; or a module of your own beside the scenario, e.g. ./my-procedure.ts.',
  resolveModule:
    'A resolution of your own: a module beside the scenario (./name.ts or .js) whose default export is defineResolution(…) from gruntlab (docs/house-rules.md). It is code and runs as you.',
  resolveDice:
    'A procedure of your own in the dice language: params:, let:, outcomes: and distributions: as expressions (docs/dice-language.md). Data, not code.',
  customSystem: 'The game the procedure belongs to (any name, recorded in the results).',
  languageRules:
    'House rules written in the dice language: step name → expression, or let: and pass: / result: (docs/dice-language.md). Data, not code: safe anywhere.',
  houseRules:
    'House rules that replace named steps of this resolution: written in the dice language (a map of step → expression; data, safe anywhere), or a module beside the scenario (./name.ts or .js): defineHouseRules(…) from gruntlab (docs/house-rules.md). It is code and runs as you.',
  houseRulesEntry:
    "This entry's own house rules (in the dice language, or a module ./name.ts), or none for the book's rules.",
  sweep:
    'Runs the scenario over a grid of values: a dotted path to a setting (range, target.cover) → the list of its values.',
  sweepPath: 'The values to sweep this setting over.',
  compare: 'Named variants run side by side; each entry is merged over the scenario (maps key by key, lists replaced).',
  derived:
    'Outcomes of your own, each a label → what it is made of: outcomes joined by + ("Position carried: attacker_wins + defender_withdraws"), a distribution against a count ("Two or more dead: dead >= 2"), or a dice expression over one distribution, true where it is not 0 ("Squad breaks: dead + d6 >= 6"; docs/dice-language.md). Reported with intervals beside the outcomes.',
  label: 'A short name for this variant, shown in tables and charts.',
};
