import { describe, expect, it } from 'vitest';
import { compileSpec } from './compileSpec.js';

describe('compileSpec', () => {
  it('compiles a clean spec without warnings (JSDoc example)', () => {
    const out = compileSpec({
      data: { values: [{ a: 1 }] },
      mark: 'point',
      encoding: { x: { field: 'a', type: 'quantitative' } },
    });
    expect(out.warnings).toEqual([]);
    expect(out.vega.marks?.length).toBeGreaterThan(0);
  });
  it('collects vega-lite warnings instead of printing them', () => {
    const out = compileSpec({
      data: { values: [{ a: 1 }] },
      mark: 'bar',
      encoding: { x: { field: 'a', type: 'nominal' }, shape: { field: 'a', type: 'nominal' } },
    });
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings[0]).toMatch(/shape/);
  });
});
