import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tinySpec } from '../../testing/render/testSpecs.js';
import { renderChartFiles } from './renderChartFiles.js';

describe('renderChartFiles', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });
  it('writes NAME.vl.json, NAME.svg and NAME.png (JSDoc example)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'gruntlab-charts-'));
    dirs.push(root);
    const out = join(root, 'out');
    const files = await renderChartFiles('outcomes', tinySpec(), out);
    expect(files).toEqual({
      spec: join(out, 'outcomes.vl.json'),
      svg: join(out, 'outcomes.svg'),
      png: join(out, 'outcomes.png'),
    });
    expect(JSON.parse(await readFile(files.spec, 'utf8'))).toEqual(tinySpec());
    expect((await readFile(files.spec, 'utf8')).split('\n').length).toBeGreaterThan(10);
    expect((await readFile(files.svg, 'utf8')).startsWith('<svg')).toBe(true);
    expect([...(await readFile(files.png!)).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
  it('writes no PNG when withPng is false', async () => {
    const root = await mkdtemp(join(tmpdir(), 'gruntlab-charts-'));
    dirs.push(root);
    const files = await renderChartFiles('outcomes', tinySpec(), root, undefined, undefined, false);
    expect(files).toEqual({ spec: join(root, 'outcomes.vl.json'), svg: join(root, 'outcomes.svg') });
    expect((await readdir(root)).sort()).toEqual(['outcomes.svg', 'outcomes.vl.json']);
  });
});
