import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolutionInfo } from '../Resolution.js';
import { loadAll } from '../registry.js';
import { resolutions } from './resolutions.js';

// The coverage table of docs/rules/stargrunt2.md: one row per dice procedure of the rulebook. It must not go stale:
// every resolution it names is registered and linked to its own section, and every registered one is named.
const DOCS = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'rules', 'stargrunt2.md'), 'utf8');
const HEADING = '## Coverage: every dice procedure of the rulebook';

/** The table's rows, each as its three cells. */
function coverageRows(): string[][] {
  const start = DOCS.indexOf(HEADING);
  const section = DOCS.slice(start, DOCS.indexOf('\n## ', start + HEADING.length));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| rulebook section'))
    .map((line) => line.slice(2, -2).split(' | '));
}

describe('the coverage table of docs/rules/stargrunt2.md', () => {
  const rows = coverageRows();

  it('has rows of three cells, each an implementation, "partial: …" or "not yet"', () => {
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(row, row.join(' | ')).toHaveLength(3);
      expect(row[2], row[0]).toMatch(/^(\[`[a-z-]+`\]\(#[a-z0-9-]+\)|partial: .+|not yet)/);
    }
  });

  it('names registered resolutions only, each linked to the section its definition points at, and every one of them', async () => {
    const docsOf = new Map(
      (await loadAll(resolutions)).map((r) => [r.resolve, resolutionInfo(r).docs.replace(/^stargrunt2\.md/, '')]),
    );
    const named = new Set<string>();
    for (const [, , gruntlab] of rows) {
      for (const [, name, anchor] of gruntlab.matchAll(/\[`([a-z-]+)`\]\((#[a-z0-9-]+)\)/g)) {
        expect(docsOf.get(name), `${name} is not a registered stargrunt2 resolution`).toBeDefined();
        expect(`${name} ${anchor}`).toBe(`${name} ${docsOf.get(name)}`);
        named.add(name);
      }
    }
    expect([...docsOf.keys()].filter((name) => !named.has(name))).toEqual([]);
  });
});
