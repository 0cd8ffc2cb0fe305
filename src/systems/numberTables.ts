import { type NumberTable, numberTableMarkdown } from './NumberTable.js';

/**
 * Each system's name → number tables (see NumberTable), loaded when asked for, as the registry loads resolutions.
 * A system without named grades (Silhouette: a skill is its number of dice) has none.
 */
const loaders: Record<string, () => Promise<NumberTable[]>> = {
  'grunt-factor': async () => (await import('./grunt-factor/data/numberTables.js')).gruntFactorNumberTables,
  'guns-n-grenades': async () => (await import('./guns-n-grenades/data/numberTables.js')).gunsNGrenadesNumberTables,
  'man-to-man': async () => (await import('./man-to-man/data/numberTables.js')).manToManNumberTables,
  stargrunt2: async () => (await import('./stargrunt2/data/numberTables.js')).stargrunt2NumberTables,
};

/**
 * The name → number tables of a system (none for a system without them).
 * @example (await numberTablesOf('stargrunt2'))[0].title // 'quality → quality die'
 */
export async function numberTablesOf(system: string): Promise<NumberTable[]> {
  return (await loaders[system]?.()) ?? [];
}

const BEGIN = "<!-- number tables: written by `npm run docs:tables` from the system's data/numberTables.ts -->";
const END = '<!-- end of number tables -->';

/**
 * The Markdown docs/rules/<system>.md holds for a system's tables, between its two marker comments.
 * @example (await numberTablesDocBlock('stargrunt2')).startsWith('<!-- number tables') // true
 */
export async function numberTablesDocBlock(system: string): Promise<string> {
  const tables = await numberTablesOf(system);
  return [BEGIN, '', ...tables.map((table) => numberTableMarkdown(table)), END].join('\n');
}

/**
 * A docs page with its number-table block replaced by `block`; null when the page has no markers to replace.
 * @example withNumberTablesDocBlock(page, await numberTablesDocBlock('grunt-factor'))
 */
export function withNumberTablesDocBlock(page: string, block: string): string | null {
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END, begin);
  if (begin < 0 || end < 0) return null;
  return page.slice(0, begin) + block + page.slice(end + END.length);
}

/**
 * The block now in a docs page (markers included), or null without markers.
 * @example numberTablesDocBlockIn(readFileSync('docs/rules/stargrunt2.md', 'utf8'))
 */
export function numberTablesDocBlockIn(page: string): string | null {
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END, begin);
  return begin < 0 || end < 0 ? null : page.slice(begin, end + END.length);
}

/** The systems that have number tables. */
export const SYSTEMS_WITH_NUMBER_TABLES = Object.keys(loaders);
