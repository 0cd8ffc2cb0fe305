import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { STAGING_PREFIX, stagedWrite } from './stagedWrite.js';

const folder = () => mkdtempSync(join(tmpdir(), 'gruntlab-staged-'));
const files =
  (tag: string, n = 20) =>
  async (staging: string) => {
    for (let i = 0; i < n; i++) await writeFile(join(staging, `f${i}.txt`), tag);
  };

describe('stagedWrite', () => {
  test('a failed write keeps the previous files and leaves no staging folder', async () => {
    const dir = folder();
    await stagedWrite(dir, files('old'));
    await expect(
      stagedWrite(dir, async (s) => (await files('new', 3)(s), Promise.reject(new Error('disk full')))),
    ).rejects.toThrow('disk full');
    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `f${i}.txt`).sort());
    expect(readFileSync(join(dir, 'f0.txt'), 'utf8')).toBe('old');
  });

  test("staging folders and lock files of dead runs are removed; a live run's are kept", async () => {
    const dir = folder();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    mkdirSync(join(dir, `${STAGING_PREFIX}${dead}-abc`));
    mkdirSync(join(dir, `${STAGING_PREFIX}xYz123`));
    writeFileSync(join(dir, `.gruntlab-lock-${dead}`), String(dead));
    mkdirSync(join(dir, `${STAGING_PREFIX}${process.pid}-live`));
    await stagedWrite(dir, files('new', 1));
    expect(readdirSync(dir).sort()).toEqual([`${STAGING_PREFIX}${process.pid}-live`, 'f0.txt']);
  });

  test('the names it replaces are removed when this write does not make them (no stale report)', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'report.html'), 'of another run');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await stagedWrite(dir, files('new', 1), ['report.html', 'report.pdf']);
    expect(readdirSync(dir).sort()).toEqual(['f0.txt', 'notes.txt']);
  });

  test("runs into the same folder never mix their files; a dead run's lock is taken over", async () => {
    const dir = folder();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dir, '.gruntlab-lock'), String(dead));
    await Promise.all(['a', 'b', 'c', 'd'].map((tag) => stagedWrite(dir, files(tag, 40))));
    const tags = new Set(readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')));
    expect(tags.size).toBe(1);
    expect(existsSync(join(dir, '.gruntlab-lock'))).toBe(false);
  });
});
