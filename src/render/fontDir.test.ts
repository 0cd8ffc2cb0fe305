import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fontDir } from './fontDir.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('fontDir', () => {
  it('finds assets/fonts from src/render (JSDoc example)', () => {
    expect(fontDir().endsWith(join('assets', 'fonts'))).toBe(true);
    expect(existsSync(join(fontDir(), 'DejaVuSans-Bold.ttf'))).toBe(true);
  });
  it('finds the same folder from the compiled dist/src/render', () => {
    expect(fontDir(join(repo, 'dist', 'src', 'render'))).toBe(join(repo, 'assets', 'fonts'));
  });
  it('says so when there are no fonts above', () => {
    expect(() => fontDir('/')).toThrow(/assets\/fonts/);
  });
});
