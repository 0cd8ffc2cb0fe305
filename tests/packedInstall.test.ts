import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// How a user gets gruntlab: the packed tarball (built dist/ included, no test code), installed into an empty folder
// with production dependencies only, then its command run. Needs the npm registry, as `npm ci` does (the packages
// `npm ci` left in npm's cache are taken from there without asking again), and dist/
// built (`npm test` builds it first; --ignore-scripts keeps npm pack from building it again).
const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'gruntlab-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('the packed package', () => {
  let tarball = '';
  it('ships the built command and no test code', () => {
    const [packed] = JSON.parse(
      npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    tarball = join(work, packed.filename);
    const files = packed.files.map((f) => f.path);
    expect(files).toContain('bin/gruntlab.js');
    expect(files).toContain('dist/src/cli/main.js');
    expect(files).toContain('dist/src/engine/worker.js');
    expect(files).toEqual(expect.arrayContaining(['dist/web/index.html', 'dist/web/app.js', 'dist/web/style.css']));
    expect(
      files.filter((f) =>
        /\.test\.|bruteForce|testCells|testCases|expectKernelMatchesExact|fixtures|^testing\/|^tests\//.test(f),
      ),
    ).toEqual([]);
  });

  it('installs into an empty folder with production dependencies only and runs a scenario', () => {
    const app = join(work, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), '{ "name": "a-designer", "version": "1.0.0", "private": true }\n');
    npm(['install', '--omit=dev', '--prefer-offline', tarball], app);
    expect(readdirSync(join(app, 'node_modules'))).not.toContain('vitest');
    const scenario = join(app, 'node_modules', 'gruntlab', 'scenarios', 'stargrunt2', 'fire-regulars-vs-treeline.yaml');
    const out = execFileSync(
      join(app, 'node_modules', '.bin', 'gruntlab'),
      ['run', scenario, '--json', '--trials', '20000', '--seed', '3'],
      {
        cwd: app,
        encoding: 'utf8',
      },
    );
    const doc = JSON.parse(out) as {
      system: string;
      cells: Array<{ trials: number; outcomes: Record<string, { p: number }> }>;
    };
    expect(doc.system).toBe('stargrunt2');
    expect(doc.cells[0].trials).toBe(20000);
    const total = Object.values(doc.cells[0].outcomes).reduce((n, o) => n + o.p, 0);
    expect(total).toBeCloseTo(1, 12);
    const summary = execFileSync(
      join(app, 'node_modules', '.bin', 'gruntlab'),
      ['run', scenario, '--trials', '20000', '--out', join(app, 'out')],
      {
        cwd: app,
        encoding: 'utf8',
      },
    );
    expect(summary).toMatch(/Wrote \d+ files/);
    expect(readdirSync(join(app, 'out'))).toContain('outcomes.png');
    // A designer's module beside a scenario imports the installed package's API (`from 'gruntlab'`), in the workers too
    // (allowed for this run: a module runs only when allowed).
    writeFileSync(
      join(app, 'coin.ts'),
      "import { defineResolution } from 'gruntlab';\nexport default defineResolution({ description: 'a coin', outcomes: { heads: 'Heads', tails: 'Tails' }, trial: (_p, roll) => (roll.die(2) === 1 ? 'heads' : 'tails') });\n",
    );
    writeFileSync(join(app, 'coin.yaml'), 'resolve: ./coin.ts\n');
    const coin = JSON.parse(
      execFileSync(
        join(app, 'node_modules', '.bin', 'gruntlab'),
        ['run', 'coin.yaml', '--json', '--trials', '20000', '--allow-modules'],
        { cwd: app, encoding: 'utf8' },
      ),
    ) as {
      resolve_module: { path: string };
      cells: Array<{ outcomes: Record<string, { p: number }> }>;
    };
    expect(coin.resolve_module.path).toBe('./coin.ts');
    expect(coin.cells[0].outcomes.heads.p).toBeGreaterThan(0.45);
  });

  it('serves the playground: `gruntlab serve --port 0` prints a URL whose page and script come back', async () => {
    const app = join(work, 'app');
    const server = spawn(join(app, 'node_modules', '.bin', 'gruntlab'), ['serve', '--port', '0'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        server.once('exit', (code) => reject(new Error(`gruntlab serve exited with ${code}`)));
      });
      const page = await fetch(url);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<script src="app.js">');
      expect((await fetch(new URL('app.js', url))).status).toBe(200);
      expect((await fetch(new URL('../package.json', url))).status).toBe(404);
    } finally {
      server.kill();
    }
  });
});
