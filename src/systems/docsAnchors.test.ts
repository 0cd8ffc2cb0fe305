import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolutionInfo } from './Resolution.js';
import { loadAll } from './registry.js';

const RULES = join(import.meta.dirname, '..', '..', 'docs', 'rules');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a dash. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

describe('every resolution points at the section of docs/rules/ that records its readings', async () => {
  const resolutions = await loadAll();
  it.each(resolutions.map((r) => [`${r.system} ${r.resolve}`, r] as const))('%s', (_, resolution) => {
    const { docs } = resolutionInfo(resolution);
    expect(docs).toMatch(/^[\w-]+\.md#/);
    const [file, anchor] = docs.split('#');
    const headings = readFileSync(join(RULES, file), 'utf8')
      .split('\n')
      .filter((l) => /^#{1,4} /.test(l))
      .map((l) => anchorOf(l.replace(/^#+ /, '')));
    expect(headings).toContain(anchor);
  });
});
