import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../scenario/loadScenarioFile.js';
import { registry } from '../systems/registry.js';
import { chunkRequestsProblem } from './checkChunkRequests.js';

const SCENARIOS = join(import.meta.dirname, '..', '..', 'scenarios');
const cell = { firerDice: [8, 10], cap: Infinity, skip: undefined };
const request = { system: 'stargrunt2', resolve: 'fire', cell, seed: 7, stream: 4, trials: 250_000 };
const problem = (changes: Record<string, unknown>) => chunkRequestsProblem([{ ...request, ...changes }]);
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('chunkRequestsProblem: what a worker runs', () => {
  it('takes the cells of an example scenario of each built-in resolution', async () => {
    // One scenario per system folder and `resolve:` (loading all 169 takes half a minute).
    const byResolution = new Map<string, string>();
    const files = readdirSync(SCENARIOS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
    for (const file of files.sort()) {
      const resolve = /^resolve:\s*(\S+)/m.exec(readFileSync(join(SCENARIOS, file), 'utf8'))?.[1];
      if (resolve !== undefined && !resolve.startsWith('.')) byResolution.set(`${file.split('/')[0]} ${resolve}`, file);
    }
    let checked = 0;
    for (const file of byResolution.values()) {
      const scenario = await loadScenarioFile(join(SCENARIOS, file), registry).catch(() => undefined);
      if (!scenario) continue;
      for (const cell of scenario.cells) {
        const resolution = cell.resolution ?? scenario.resolution;
        if (resolution.module !== undefined) continue;
        const { system, resolve } = resolution;
        const built = { system, resolve, cell: cell.normalized, seed: 1, stream: 0, trials: 1 };
        expect(chunkRequestsProblem([built]), file).toBeUndefined();
        checked++;
      }
    }
    expect(byResolution.size).toBeGreaterThan(20);
    expect(checked).toBeGreaterThan(50);
  }, 180_000); // about 20 s on two idle cores: every resolution's definition is loaded

  it('refuses a module, whatever its URL', () => {
    expect(problem({ module: { url: 'data:text/javascript,process.exit(1)' } })).toMatch(/^request 1 names a module/);
    expect(problem({ module: undefined })).toMatch(/names a module/);
  });

  it("refuses requests that are not a short list of plain objects with exactly the request's keys", () => {
    expect(chunkRequestsProblem(request)).toMatch(/not a list/);
    expect(chunkRequestsProblem([])).toMatch(/holds 0 chunk request\(s\); a job holds 1 to 16/);
    expect(chunkRequestsProblem(Array(17).fill(request))).toMatch(/holds 17/);
    expect(chunkRequestsProblem([request, new Map()])).toMatch(/^request 2 is not a plain object/);
    expect(problem({ extra: 1 })).toMatch(/has the key "extra"; a request has only system, resolve/);
    const { system, resolve, seed } = request;
    expect(chunkRequestsProblem([{ system, resolve, cell, seed }])).toMatch(/has no "stream"/);
  });

  it('refuses a resolution that is not registered and numbers out of range', () => {
    expect(problem({ resolve: 'nuke' })).toMatch(/names "stargrunt2" "nuke", which is no resolution of this gruntlab/);
    expect(problem({ system: 7 })).toMatch(/which is no resolution/);
    expect(problem({ seed: -1 })).toMatch(/has seed -1; expected a whole number from 0/);
    expect(problem({ seed: 0.5 })).toMatch(/has seed 0.5/);
    expect(problem({ stream: 2 ** 53 })).toMatch(/has stream/);
    expect(problem({ trials: 0 })).toMatch(/has trials 0; expected a whole number from 1 to 250000/);
    expect(problem({ trials: 250_001 })).toMatch(/has trials 250001/);
    expect(problem({ trials: '10' })).toMatch(/has trials string/);
  });

  it('refuses a cell that is not plain data or too big or too deep', () => {
    expect(problem({ cell: { dice: new Map() } })).toMatch(/has a cell holding \[object Map\]; a cell is plain data/);
    expect(problem({ cell: { dice: new Float64Array(2) } })).toMatch(/\[object Float64Array\]/);
    expect(problem({ cell: { when: new Date(0) } })).toMatch(/\[object Date\]/);
    expect(problem({ cell: { big: 10n } })).toMatch(/holding bigint/);
    expect(problem({ cell: Object.create({ inherited: 1 }) })).toMatch(/holding \[object Object\]/);
    expect(problem({ cell: nested(31) })).toBeUndefined();
    expect(problem({ cell: nested(40) })).toMatch(/nested more than 32 deep/);
    expect(problem({ cell: nested(100_000) })).toMatch(/nested more than 32 deep/);
    expect(problem({ cell: new Array(300_000).fill(1) })).toMatch(/more than 200000 values/);
    expect(problem({ cell: { length: 2 ** 31 } })).toBeUndefined();
    expect(problem({ cell: new Array(2 ** 31) })).toMatch(/more than 200000 values/);
    expect(problem({ cell: 'x'.repeat(10_001) })).toMatch(/a text of more than 10000 characters/);
  });
});
