import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../packageRoot.js';

/** Where gruntlab records how it reads one rule variant: the docs file, its section and the passage. */
export interface Interpretation {
  /** The variant's name in the scenario's `rules:` map, e.g. "casualties". */
  rule: string;
  /** Its setting in this run, e.g. "standard". */
  setting: string;
  /** The docs file, absolute path; undefined when no docs file mentions the variant. */
  file?: string;
  /** GitHub-style anchor of the nearest heading above the passage. */
  anchor?: string;
  /** The heading itself, without Markdown. */
  heading?: string;
  /** The passage that mentions the variant, as plain text (shortened). */
  excerpt?: string;
}

/** The folder of the interpretation documents (docs/rules/ in the package). */
export function rulesDocsDir(): string {
  return join(packageRoot(), 'docs', 'rules');
}

/**
 * The docs files of one system: `docs/rules/<system>.md` and `docs/rules/<system>-*.md`.
 *
 * @example
 * rulesDocsFor('silhouette').map((f) => f.split('/').pop()); // ['silhouette.md']
 */
export function rulesDocsFor(system: string, dir = rulesDocsDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f === `${system}.md` || (f.startsWith(`${system}-`) && f.endsWith('.md')))
    .sort()
    .map((f) => join(dir, f));
}

interface Block {
  file: string;
  heading: string;
  /** The `##` section the block is in (used to prefer the resolution's own section). */
  section: string;
  /** GitHub's anchor of the heading (repeated headings get -1, -2, …). */
  anchor: string;
  text: string;
}

/**
 * For each rule variant of a run, the passage of `docs/rules/` that records how gruntlab reads it:
 * the first paragraph or list item of the system's docs that names the variant in backticks
 * (`` `casualties` `` or `` `casualties: …` ``), preferring the section of the resolution itself.
 *
 * @example
 * interpretationsFor('stargrunt2', 'fire', { casualties: 'standard' })[0].heading;
 * // 'Resolution fire — FIRE AGAINST DISPERSED TARGETS'
 */
export function interpretationsFor(
  system: string,
  resolve: string,
  rules: Record<string, string>,
  dir = rulesDocsDir(),
): Interpretation[] {
  const blocks = rulesDocsFor(system, dir).flatMap((file) => blocksOf(file));
  return Object.entries(rules).map(([rule, setting]) => {
    const named = blocks.filter((b) => mentions(b.text, rule) || mentions(b.heading, rule));
    const prose = named.filter((b) => !b.text.startsWith('|'));
    const own = (list: Block[]) => list.filter((b) => b.section.includes(`\`${resolve}\``));
    const setting_ = (list: Block[]) => list.filter((b) => b.text.includes(`\`${rule}: `));
    const best = [setting_(own(prose)), own(prose), setting_(prose), prose, own(named), named].find(
      (l) => l.length > 0,
    )?.[0];
    if (!best) return { rule, setting };
    return {
      rule,
      setting,
      file: best.file,
      anchor: best.anchor,
      heading: plain(best.heading),
      excerpt: shorten(plain(best.text), 520),
    };
  });
}

function mentions(text: string, rule: string): boolean {
  return text.includes(`\`${rule}\``) || text.includes(`\`${rule}:`) || text.includes(`\`rules.${rule}`);
}

function blocksOf(file: string): Block[] {
  const blocks: Block[] = [];
  let heading = '';
  let section = '';
  let anchor = '';
  const seen = new Map<string, number>();
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) blocks.push({ file, heading, section, anchor, text: current.join(' ') });
    current = [];
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      flush();
      heading = h[2];
      const base = slug(heading);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchor = n === 0 ? base : `${base}-${n}`;
      if (h[1].length <= 2) section = h[2];
      continue;
    }
    if (line.trim() === '' || /^\s{0,3}(\d+\.|[-*])\s/.test(line) || line.startsWith('|')) flush();
    if (line.trim() !== '') current.push(line.trim());
  }
  flush();
  return blocks;
}

/** Markdown emphasis and code marks removed. */
function plain(text: string): string {
  return text
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[\s(])\*(?=\S)|(?<=\S)\*(?=[\s.,;:)]|$)/g, '$1')
    .trim();
}

function shorten(text: string, most: number): string {
  if (text.length <= most) return text;
  const cut = text.lastIndexOf(' ', most);
  return `${text.slice(0, cut > 0 ? cut : most)} …`;
}

/**
 * GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces to hyphens.
 *
 * @example
 * slug('Resolution `fire` — FIRE AGAINST DISPERSED TARGETS'); // 'resolution-fire--fire-against-dispersed-targets'
 */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}
