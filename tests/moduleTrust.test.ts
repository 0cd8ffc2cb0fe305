import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importModule } from '../src/house/importModule.js';
import { runScenario } from '../src/results/runScenario.js';
import { loadScenarioFile } from '../src/scenario/index.js';
import { registry } from '../src/systems/registry.js';
import { gruntlabIn } from '../testing/cli/gruntlabIn.js';

// Issue 32, items 2-5, each re-tried as the audit wrote it. Every test file has its own config and cache folders
// (testing/isolatedUserFolders.ts), so nothing here is allowed until a test allows it.

/** A folder of its own with these files (paths may have folders); returns the folder. */
function folder(files: Record<string, string>, base = mkdtempSync(join(tmpdir(), 'gruntlab-trust-'))): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, name)), { recursive: true });
    writeFileSync(join(base, name), text);
  }
  return base;
}

const ALLOW = { modules: { allowModules: true } };

/** A coin whose chance of heads its lib.ts holds: the module's graph is two files. */
const COIN = `import { defineResolution } from 'gruntlab';
import { HEADS } from './lib.ts';

export default defineResolution({
  description: 'a coin',
  outcomes: { heads: 'Heads', tails: 'Tails' },
  trial: (_p, roll) => (roll.die(10) <= HEADS * 10 ? 'heads' : 'tails'),
  exact: () => ({ outcomes: { heads: HEADS, tails: 1 - HEADS } }),
});
`;

/** A module whose top level writes `marker`: if the file appears, the module ran. */
const writer = (marker: string) => `import { writeFileSync } from 'node:fs';
import { defineResolution } from 'gruntlab';

writeFileSync(${JSON.stringify(marker)}, 'ran');
export default defineResolution({
  description: 'a coin',
  outcomes: { heads: 'Heads', tails: 'Tails' },
  trial: (_p, roll) => (roll.die(2) === 1 ? 'heads' : 'tails'),
});
`;

/** A one-file house rule (every score 1) and a two-file coin at 0.5 (coin.ts imports lib.ts), with scenarios. */
const SCORE_ONE =
  "import { defineHouseRules } from 'gruntlab';\n" +
  "export default defineHouseRules({ for: 'stargrunt2 close-combat-pair', steps: { score: () => 1 } });\n";
const COIN_FILES = { 'coin.ts': COIN, 'lib.ts': 'export const HEADS = 0.5;\n', 'coin.yaml': 'resolve: ./coin.ts\n' };

const PAIR = `system: stargrunt2
resolve: close-combat-pair
trials: 1000
attacker: { quality: veteran }
defender: { quality: regular }
house_rules: ./m.ts
`;

describe('a module runs only when allowed (item 3)', () => {
  it('validate, run --exact and run --cluster run nothing of a module not allowed; run says what runs', async () => {
    const dir = folder({ 'evil.yaml': 'resolve: ./evil.ts\ntrials: 1000\n' });
    const marker = join(dir, 'ran.txt');
    writeFileSync(join(dir, 'evil.ts'), writer(marker));
    const gruntlab = gruntlabIn(dir);

    const validate = await gruntlab('validate', 'evil.yaml');
    expect(validate.code).toBe(0);
    expect(validate.stdout).toMatch(/evil\.yaml: checked as far as it can be without running \.\/evil\.ts/);
    expect(validate.stdout).toMatch(/\.\/evil\.ts \(evil\.ts; module graph sha256 [0-9a-f]{64}\)/);
    expect(validate.stdout).toMatch(/gruntlab trust evil\.yaml/);
    expect(existsSync(marker)).toBe(false);

    for (const flags of [['--exact'], ['--cluster', 'redis://127.0.0.1:1'], []]) {
      const run = await gruntlab('run', 'evil.yaml', ...flags, '--out', 'out');
      expect(run.code, flags.join(' ')).toBe(2);
      expect(existsSync(marker), flags.join(' ')).toBe(false);
      const said =
        flags[0] === '--cluster'
          ? /^evil\.yaml:1:1: this scenario names a module of its own .* --cluster does not carry/m
          : new RegExp(
              '^evil\\.yaml:1:1: module \\./evil\\.ts is not allowed to run: it would run evil\\.ts as you ' +
                '\\(module graph sha256 [0-9a-f]{64}\\); to run it once, add --allow-modules; ' +
                '.* gruntlab trust evil\\.yaml',
              'm',
            );
      expect(run.stderr).toMatch(said);
    }
    // Allowed, --cluster still compiles and runs nothing of it; validate --allow-modules does run it.
    expect((await gruntlab('trust', 'evil.yaml')).code).toBe(0);
    expect((await gruntlab('run', 'evil.yaml', '--cluster', 'redis://127.0.0.1:1')).code).toBe(2);
    expect(existsSync(marker)).toBe(false);
    const allowed = await gruntlab('validate', 'evil.yaml');
    expect(allowed.stdout).toMatch(/evil\.yaml: valid — custom \.\/evil\.ts, 1 cell\(s\)\n$/);
    expect(existsSync(marker)).toBe(true);
  });

  it('validate checks house rules it may not run against the book (and reports their syntax errors)', async () => {
    const dir = folder({
      'm.ts': SCORE_ONE,
      's.yaml': PAIR,
      'typo.yaml': PAIR.replace('trials', 'trails'),
      'bad.ts': 'export default ) 1;\n',
      'bad.yaml': PAIR.replace('./m.ts', './bad.ts'),
    });
    const gruntlab = gruntlabIn(dir);
    const ok = await gruntlab('validate', 's.yaml');
    expect(ok.stdout).toMatch(/s\.yaml: valid — stargrunt2 close-combat-pair, 1 cell\(s\), checked without running/);
    expect(ok.stdout).toMatch(/running \.\/m\.ts \(m\.ts; module graph sha256 [0-9a-f]{64}\)/);
    const typo = await gruntlab('validate', 'typo.yaml');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/typo\.yaml:3:1: unknown key "trails"/);
    const bad = await gruntlab('validate', 'bad.yaml');
    expect(bad.stderr).toMatch(/bad\.ts:1:16: Unexpected "\)"/);
  });

  it('gruntlab trust allows a graph; a change to any of its files needs allowing again; --list, --revoke', async () => {
    const dir = folder(COIN_FILES);
    const gruntlab = gruntlabIn(dir);
    const heads = async () => {
      const { stdout } = await gruntlab('run', 'coin.yaml', '--json', '--exact');
      return JSON.parse(stdout).cells[0].outcomes.heads.p as number;
    };
    const trusted = await gruntlab('trust', 'coin.yaml');
    expect(trusted.stdout).toMatch(/^allowed coin\.ts: coin\.ts, lib\.ts \(module graph sha256 ([0-9a-f]{64})\)/);
    const first = /sha256 ([0-9a-f]{64})/.exec(trusted.stdout)![1];
    expect(await heads()).toBe(0.5);

    writeFileSync(join(dir, 'lib.ts'), 'export const HEADS = 0.9;\n');
    const refused = await gruntlab('run', 'coin.yaml', '--exact', '--json');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/coin\.yaml:1:1: module \.\/coin\.ts is not allowed to run/);
    expect(refused.stderr).toContain('it would run coin.ts, lib.ts as you');
    expect(refused.stderr).not.toContain(first);
    expect((await gruntlab('trust', 'coin.yaml')).code).toBe(0);
    expect(await heads()).toBe(0.9);

    // (Other tests of this file allow modules of their own in the same config folder.)
    const list = (await gruntlab('trust', '--list')).stdout
      .trim()
      .split('\n')
      .filter((line) => line.includes(dir));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(new RegExp(`^${first}  .*coin\\.ts  \\(coin\\.ts, lib\\.ts; allowed `));
    expect((await gruntlab('trust', '--revoke', first.slice(0, 12))).stdout).toMatch(new RegExp(`^revoked ${first}`));
    expect((await gruntlab('trust', '--revoke', 'coin.yaml')).code).toBe(0);
    expect((await gruntlab('trust', '--list')).stdout).not.toContain(dir);
    expect((await gruntlab('run', 'coin.yaml', '--exact', '--json')).code).toBe(2);
    expect(await heads().catch(() => 'refused')).toBe('refused');
    const allowedOnce = await gruntlab('run', 'coin.yaml', '--exact', '--json', '--allow-modules');
    expect(JSON.parse(allowedOnce.stdout).cells[0].outcomes.heads.p).toBe(0.9);
  });

  it('the trust list is refused when others may write it', async () => {
    const dir = folder(COIN_FILES);
    expect((await gruntlabIn(dir)('trust', 'coin.yaml')).code).toBe(0);
    const list = join(process.env.XDG_CONFIG_HOME!, 'gruntlab', 'trusted.json');
    expect(readFileSync(list, 'utf8')).toMatch(/"sha256"/);
    chmodSync(list, 0o666);
    try {
      const run = await gruntlabIn(dir)('run', 'coin.yaml', '--exact', '--json');
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`the file ${list} may be written by others (mode 666)`);
    } finally {
      chmodSync(list, 0o600);
    }
  });
});

describe("the module's whole graph is hashed (item 4)", () => {
  it('a change to an imported file changes the recorded hash', async () => {
    const dir = folder(COIN_FILES);
    const before = (await loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW)).resolution.module!;
    writeFileSync(join(dir, 'lib.ts'), 'export const HEADS = 0.9;\n');
    const after = (await loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW)).resolution.module!;
    expect(before.files).toEqual(['coin.ts', 'lib.ts']);
    expect(after.sha256).not.toBe(before.sha256);
    const doc = await runScenario(await loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW), { exact: true });
    expect(doc.resolve_module).toEqual({ path: './coin.ts', sha256: after.sha256 });
  });
});

describe("a module's imports stay in the scenario's folder (item 5)", () => {
  it('a relative import through a link inside the folder to a file outside is refused at the import', async () => {
    const outside = folder({ 'lib.ts': 'export const HEADS = 0.9;\n' });
    const dir = folder({ 'coin.ts': COIN.replace('./lib.ts', './linked/lib.ts'), 'coin.yaml': 'resolve: ./coin.ts\n' });
    symlinkSync(outside, join(dir, 'linked'));
    const error = await loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW).catch((e: Error) => e);
    expect(String(error)).toMatch(/coin\.ts:2:23: "\.\/linked\/lib\.ts" leads outside the scenario's folder/);
    expect(String(error)).toMatch(/outside the scenario's folder \(to .*lib\.ts\)/);
    expect(String(error)).toContain('a module imports only files whose real path (links followed) lies');
  });

  it("a bare import is refused unless it comes from the folder's own node_modules", async () => {
    const pkg = (name: string, heads: number) => ({
      [`node_modules/${name}/index.js`]: `export const HEADS = ${heads};\n`,
      [`node_modules/${name}/package.json`]: `{ "name": "${name}", "main": "index.js" }\n`,
    });
    const outer = folder(pkg('evilpkg', 0.9));
    const coin = { 'coin.ts': COIN.replace('./lib.ts', 'evilpkg'), 'coin.yaml': 'resolve: ./coin.ts\n' };
    const dir = folder(coin, join(outer, 's'));
    const error = await loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW).catch((e: Error) => e);
    expect(String(error)).toMatch(/coin\.ts:2:23: package "evilpkg" is not in the scenario folder's own node_modules/);
    expect(String(error)).toMatch(/\(it resolves to .*evilpkg\/index\.js\)/);
    folder({ ...pkg('okpkg', 0.4), 'ok.ts': COIN.replace('./lib.ts', 'okpkg'), 'ok.yaml': 'resolve: ./ok.ts\n' }, dir);
    const ok = await loadScenarioFile(join(dir, 'ok.yaml'), registry, ALLOW);
    expect(ok.resolution.module!.files).toEqual(['node_modules/okpkg/index.js', 'ok.ts']);
    expect((await runScenario(ok, { exact: true })).cells[0].outcomes.heads.p).toBe(0.4);
  });
});

describe('the module cache is private and checked (item 2)', () => {
  it('a cache folder another user owns, open to all (777), is refused with the folder named', async () => {
    const base = mkdtempSync(join(tmpdir(), 'gruntlab-cache-'));
    const planted = join(base, 'gruntlab');
    mkdirSync(planted);
    chownSync(planted, 65534, 65534);
    chmodSync(planted, 0o777);
    const dir = folder(COIN_FILES);
    const own = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = base;
    try {
      const load = () => loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW);
      await expect(load()).rejects.toThrow(`the folder ${planted} belongs to another user (uid 65534, not 0)`);
      chownSync(planted, 0, 0);
      await expect(load()).rejects.toThrow(`the folder ${planted} may be written by others (mode 777)`);
      const run = await gruntlabIn(dir)('run', 'coin.yaml', '--allow-modules', '--exact', '--json');
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`${planted} may be written by others`);
    } finally {
      process.env.XDG_CACHE_HOME = own;
    }
  });

  it('a compiled file swapped after compiling is refused, never imported, on the main thread or a worker', async () => {
    const dir = folder({ ...COIN_FILES, 'coin.yaml': 'resolve: ./coin.ts\ntrials: 1000\n' });
    const scenario = await loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW);
    const ref = scenario.resolution.module!;
    const marker = join(dir, 'ran.txt');
    writeFileSync(ref.compiled.file, writer(marker).replace(/import .* from 'gruntlab';\n/, ''));
    const refused = `the compiled module ${ref.compiled.file} no longer holds what gruntlab compiled`;
    await expect(importModule(ref.compiled, ref.source)).rejects.toThrow(refused);
    await expect(runScenario(scenario, { workers: 1, auto: false })).rejects.toThrow(refused);
    expect(existsSync(marker)).toBe(false);
    // Loaded again, it is compiled afresh over the swapped file and runs.
    const again = await loadScenarioFile(join(dir, 'coin.yaml'), registry, ALLOW);
    expect((await runScenario(again, { workers: 1 })).cells[0].trials).toBe(1000);
    expect(existsSync(marker)).toBe(false);
  });
});
