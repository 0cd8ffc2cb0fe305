import { z } from 'zod';

/** One line of a rulebook table: the book's value and the passage it comes from. */
interface BookEntry {
  book: number;
  /** What the entry is, in a designer's words, ending with `— rulebook: SECTION, "quoted words"`. */
  says: string;
}

/**
 * A table parameter under `rules:`: one entry per line of the rulebook's table, each defaulting to the book's value,
 * so a scenario overrides entries one by one; an unknown entry name is a located error with the nearest names.
 * @example ruleTable({ prone: { book: -1, says: 'target prone' } }).parse({}).prone // -1
 */
export function ruleTable<K extends string>(entries: Record<K, BookEntry>, min = -20, max = 20, whole = true) {
  const shape = Object.fromEntries(
    Object.entries<BookEntry>(entries).map(([name, e]) => {
      const n = whole ? z.number().int() : z.number();
      return [name, n.min(min).max(max).default(e.book).describe(e.says)];
    }),
  ) as Record<K, z.ZodDefault<z.ZodNumber>>;
  // Every entry has its default, so {} parses to the book's table (zod cannot see that through the mapped type).
  return z.strictObject(shape).prefault({} as never);
}

/** A whole-number parameter under `rules:` with the book's value as default. */
export function ruleNumber(book: number, min: number, max: number, says: string) {
  return z.number().int().min(min).max(max).default(book).describe(says);
}
