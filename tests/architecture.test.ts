import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// The layering of docs/architecture.md, checked on every test run: .dependency-cruiser.cjs lists what each folder
// of src/ may import; kernels and the worker must reach no schema, chart, I/O or Node code (they run anywhere).
const ROOT = join(import.meta.dirname, '..');
const tsConfig = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config;

async function graph(entries: string[], ruleSet: object): Promise<ICruiseResult> {
  const result = await cruise(
    entries,
    {
      ruleSet,
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '[.]test[.]ts$' },
      baseDir: ROOT,
    },
    { extensions: ['.ts', '.js'] },
    { tsConfig },
  );
  return result.output as ICruiseResult;
}

/** Modules reachable from `entry` by imports that exist at run time (no type-only, no dynamic import). */
function runtimeClosure(modules: IModule[], entry: string): IModule[] {
  const bySource = new Map(modules.map((m) => [m.source, m]));
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const source = stack.pop()!;
    if (seen.has(source)) continue;
    seen.add(source);
    for (const d of bySource.get(source)?.dependencies ?? []) {
      if (d.dynamic || d.dependencyTypes.includes('type-only')) continue;
      stack.push(d.resolved);
    }
  }
  return [...seen].map((s) => bySource.get(s) ?? ({ source: s, dependencies: [] } as unknown as IModule));
}

/** The kernel module of every registered resolution: the second loader of each `resolution(...)` line. */
function kernelModules(): string[] {
  const systems = join(ROOT, 'src', 'systems');
  return readdirSync(systems, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(systems, d.name, 'resolutions.ts')))
    .flatMap((d) => {
      const text = readFileSync(join(systems, d.name, 'resolutions.ts'), 'utf8');
      return [...text.matchAll(/resolution\([^;]*?import\('([^']+)'\)[^;]*?import\('([^']+)'\)/g)].map((m) =>
        join('src', 'systems', d.name, m[2]).replace(/\.js$/, '.ts'),
      );
    });
}

const KERNEL_SIDE = /^src\/(core|dice|systems)\//;
const outside = (modules: IModule[]) =>
  modules
    .filter((m) => !KERNEL_SIDE.test(m.source) && !m.source.startsWith('node_modules/fastest-levenshtein/'))
    .map((m) => m.source);

describe('architecture', () => {
  // One cruise of the whole product, shared by every check: each kernel's, the API's and the worker's closures are
  // walks over the same resolved imports (a cruise from src/ reaches every module a narrower one would).
  let product: ICruiseResult;
  beforeAll(async () => {
    const ruleSet = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as { forbidden: object[] };
    product = await graph(['src', 'bench', 'bin'], { forbidden: ruleSet.forbidden });
  });

  it('every import points down the layers (.dependency-cruiser.cjs), with no cycle and no test code in the product', () => {
    const violations = product.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(violations).toEqual([]);
  });

  it("the public API (what designers' modules import, in the workers too) reaches only core, dice and plain system code", () => {
    const reached = runtimeClosure(product.modules, 'src/api/index.ts');
    expect(reached.map((m) => m.source)).toContain('src/dice/exact/Dist.ts');
    expect(outside(reached).filter((s) => !s.startsWith('src/api/'))).toEqual([]);
  });

  it('every kernel module reaches only core, dice and plain system code: no package, no Node API', () => {
    const kernels = kernelModules();
    expect(kernels.length).toBeGreaterThanOrEqual(40);
    for (const kernel of kernels) {
      expect(
        product.modules.map((m) => m.source),
        kernel,
      ).toContain(kernel);
      const reached = runtimeClosure(product.modules, kernel);
      expect(outside(reached), kernel).toEqual([]);
      const schemaLike = reached
        .filter((m) => /(schema|Schemas|Definition|normalize)[A-Za-z]*\.ts$/.test(m.source))
        .map((m) => m.source);
      expect(schemaLike, kernel).toEqual([]);
    }
  });

  it('the worker thread loads the kernel runner, the registry and nothing heavier', () => {
    const reached = runtimeClosure(product.modules, 'src/engine/worker.ts').map((m) => m.source);
    expect(reached).toContain('src/engine/runChunk.ts');
    expect(reached.filter((s) => !/^src\/(engine\/(worker|runChunk|messages)|core|dice|systems)\b/.test(s))).toEqual(
      [],
    );
    expect(reached.length).toBeLessThan(20);
  });
});
