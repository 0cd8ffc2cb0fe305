import { z } from 'zod';
import type { ResolutionDefinition } from '../systems/defineResolution.js';

/**
 * A scenario's `rules:` as the results document records them: one dotted name per setting, its value as written
 * (`to-hit.prone: "-1"`), so a document with parameters reads back and prints like one of names. Every named
 * variant is recorded; a number or a table's entry (issue 15's parameters) only where it is not the book's (`book`: the
 * resolution's defaults, see bookRules), so a scenario that changes none records what it did before parameters
 * existed, and the summary's rules line names what was changed rather than every number of the book.
 * @example writtenRules({ aim: 'first-shot', 'save-base': 11, 'to-hit': { prone: -2, night: -2 } }, { 'save-base': 10, 'to-hit': { prone: -1, night: -2 } }) // { aim: 'first-shot', 'save-base': '11', 'to-hit.prone': '-2' }
 */
export function writtenRules(
  rules: Record<string, unknown>,
  book: Record<string, unknown> = {},
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(rules)) {
    const name = prefix + key;
    const bookValue = book[key];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const bookTable =
        bookValue !== null && typeof bookValue === 'object' ? (bookValue as Record<string, unknown>) : {};
      Object.assign(out, writtenRules(value as Record<string, unknown>, bookTable, `${name}.`));
    } else if (typeof value === 'string' && prefix === '') out[name] = value;
    else if (JSON.stringify(value) !== JSON.stringify(bookValue)) out[name] = JSON.stringify(value);
  }
  return out;
}

/**
 * The book's rules of a resolution: its `rules:` schema's defaults (what a scenario without `rules:` runs under).
 * @example Object.keys(bookRules({ schema: z.object({ rules: z.object({ cap: z.number().default(12) }).prefault({}) }) } as never)) // ['cap']
 */
export function bookRules(definition: Pick<ResolutionDefinition, 'schema'>): Record<string, unknown> {
  const rules =
    definition.schema instanceof z.ZodObject ? (definition.schema.shape as Record<string, z.ZodType>).rules : undefined;
  const parsed = rules?.safeParse(undefined);
  return parsed?.success && parsed.data !== null && typeof parsed.data === 'object'
    ? (parsed.data as Record<string, unknown>)
    : {};
}
