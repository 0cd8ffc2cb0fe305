import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tree's formatting and lint rules (biome.json), checked as `npm run lint` checks them: a file that
// `npm run format` would change, or a lint finding, fails `npm test`.
const ROOT = join(import.meta.dirname, '..');
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

describe('formatting and lint (biome.json)', () => {
  it('every file is as `npm run format` leaves it, with no lint finding', () => {
    const check = spawnSync(process.execPath, [BIOME, 'ci', '--error-on-warnings', '--colors=off', '.'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(check.status, `${check.stdout}${check.stderr}\nrun \`npm run format\` and commit what it changes`).toBe(0);
  }, 60_000);

  it("formats with the project's settings: 120 columns, single quotes, trailing commas", () => {
    const format = (text: string) =>
      execFileSync(process.execPath, [BIOME, 'format', '--stdin-file-path=probe.ts'], {
        cwd: ROOT,
        input: text,
        encoding: 'utf8',
      });
    expect(format('export const names = ["alpha", "bravo"]\n')).toBe("export const names = ['alpha', 'bravo'];\n");
    const squads = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'].map((n) => `${n}-squad`);
    const long = `export const names = [${squads.map((n) => `"${n}"`).join(', ')}];\n`;
    expect(long.length).toBeGreaterThan(120);
    expect(format(long)).toBe(`export const names = [\n${squads.map((n) => `  '${n}',\n`).join('')}];\n`);
  });
});
