import { describe, expect, it } from 'vitest';
import { renderSvg } from '../render/renderSvg.js';
import { expressionSafeSpec } from './expressionSafeText.js';
import type { VegaLiteSpec } from './NamedChart.js';

const barsOf = (labels: string[]): VegaLiteSpec => ({
  data: { values: labels.map((label, i) => ({ label, v: i + 1 })) },
  mark: 'bar',
  encoding: { x: { field: 'label', type: 'nominal', sort: labels }, y: { field: 'v', type: 'quantitative' } },
});

describe('expressionSafeSpec', () => {
  it('suffixes only the strings that name Object.prototype properties, without changing the input', () => {
    const spec = barsOf(['constructor', 'toString', 'x', '__proto__']);
    const safe = expressionSafeSpec(spec) as { data: { values: Array<{ label: string }> } };
    expect(safe.data.values.map((row) => row.label)).toEqual([
      'constructor\u00a0',
      'toString\u00a0',
      'x',
      '__proto__\u00a0',
    ]);
    expect((spec as { data: { values: Array<{ label: string }> } }).data.values[0].label).toBe('constructor');
  });

  it('copies only what holds such a string: a spec without one is returned as it is, untouched rows are shared', () => {
    const plain = barsOf(['x', 'y']);
    expect(expressionSafeSpec(plain)).toBe(plain);
    const mixed = barsOf(['x', 'valueOf']) as { data: { values: object[] } };
    const safe = expressionSafeSpec(mixed as VegaLiteSpec) as { data: { values: object[] } };
    expect(safe.data.values[0]).toBe(mixed.data.values[0]);
    expect(safe.data.values[1]).not.toBe(mixed.data.values[1]);
  });

  it('keeps a "__proto__" key a key', () => {
    const safe = expressionSafeSpec({
      data: { values: [JSON.parse('{"__proto__": {"polluted": true}}')] },
    } as VegaLiteSpec);
    const row = (safe as { data: { values: object[] } }).data.values[0];
    expect(Object.keys(row)).toEqual(['__proto__']);
    expect((row as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('lets a chart sorted by designer text named "constructor" render (the fuzz case that failed)', async () => {
    const svg = await renderSvg(barsOf(['constructor', 'valueOf', 'x']));
    expect(svg).toContain('constructor');
    expect(svg).toContain('valueOf');
  });

  it('draws line and paragraph separators as line breaks, so a label holding one renders (it died as "Unexpected token ILLEGAL")', async () => {
    const labels = ['Regulars\u2028in cover', 'Green\u2029troops', 'x'];
    const safe = expressionSafeSpec(barsOf(labels)) as {
      data: { values: Array<{ label: string }> };
      encoding: { x: { sort: string[] } };
    };
    expect(safe.data.values.map((row) => row.label)).toEqual(['Regulars\nin cover', 'Green\n\ntroops', 'x']);
    expect(safe.encoding.x.sort).toEqual(['Regulars\nin cover', 'Green\n\ntroops', 'x']);
    const svg = await renderSvg(barsOf(labels));
    expect(svg).toContain('Regulars');
    expect(svg).toContain('troops');
    expect(svg).not.toMatch(/[\u2028\u2029]/);
  });

  it('keeps line breaks and backslashes out of titles, which vega-lite writes into expressions with only quotes escaped', async () => {
    const titled = (title: string): VegaLiteSpec => {
      const spec = barsOf(['a', 'b']) as { encoding: { x: Record<string, unknown> } };
      spec.encoding.x.title = title;
      return spec as VegaLiteSpec;
    };
    const safe = expressionSafeSpec(titled('Minus Regulars\u2028in\ncover \\u1')) as {
      encoding: { x: { title: string } };
    };
    expect(safe.encoding.x.title).toBe('Minus Regulars in cover \u2216u1');
    for (const title of ['Minus a\u2028b', 'Minus a\nb', 'Minus a\\u', 'Minus a\u2029b\r']) {
      await expect(renderSvg(titled(title))).resolves.toContain('Minus a');
    }
  });
});
