import { describe, expect, it } from 'vitest';
import { exactFixture, fireFixture, fireInfo, sweepFixture, sweepShape } from '../../testing/charts/fixtures.js';
import { compileSpec } from '../render/compileSpec.js';
import { countMarks } from '../render/countMarks.js';
import { renderSvg } from '../render/renderSvg.js';
import { plain, rows } from './specTools.js';
import { sweepLines } from './sweepLines.js';

const NAMES = [
  'sweep-no_effect',
  'sweep-suppressed_only',
  'sweep-effective',
  'sweep-mean-dead',
  'sweep-mean-wounded',
  'sweep-mean-casualties',
];

/** Vertices [x, y] of the first drawn line. */
function firstLine(svg: string): number[][] {
  const d = /<g class="mark-line role-mark[^"]*"[^>]*><path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? '';
  return [...d.matchAll(/[ML]([-\d.]+),([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('sweepLines', () => {
  it('names one chart per outcome and per casualty mean (JSDoc example)', () => {
    expect(sweepLines(sweepFixture(), fireInfo).map((c) => c.name)).toEqual(NAMES);
  });
  it("charts a derived outcome of the scenario's own and leaves the resolution's natural, non-headline ones out", () => {
    const doc = sweepFixture();
    doc.derived = [
      { name: 'some_effect', label: 'Some effect', expression: 'suppressed_only + effective' },
      { name: 'hurt', label: 'Hurt at all', expression: 'casualties >= 1' },
    ];
    for (const c of doc.cells) c.derived = { some_effect: c.outcomes.effective, hurt: c.outcomes.effective };
    const charts = sweepLines(doc, fireInfo);
    expect(charts.map((c) => c.name)).toEqual([...NAMES.slice(0, 3), 'sweep-hurt', ...NAMES.slice(3)]);
    const hurt = charts.find((c) => c.name === 'sweep-hurt')!;
    expect((hurt.spec as unknown as { title: { text: string } }).title.text).toBe('Hurt at all');
  });
  it('is empty without a sweep', () => {
    expect(sweepLines(fireFixture(), fireInfo)).toEqual([]);
  });
  it('compiles every chart of every sweep shape without warnings', () => {
    const docs = [
      sweepFixture(),
      exactFixture(sweepFixture()),
      sweepShape('cover-first'),
      sweepShape('range-only'),
      sweepShape('three-axes'),
    ];
    for (const doc of docs)
      for (const { spec } of sweepLines(doc, fireInfo)) expect(compileSpec(spec).warnings).toEqual([]);
  });
  it('draws a line and a band per label and cover, a point per cell, with titles', async () => {
    const [effective] = sweepLines(sweepFixture(2000), fireInfo).filter((c) => c.name === 'sweep-effective');
    expect(rows(effective.spec)).toHaveLength(48);
    const svg = await renderSvg(effective.spec);
    expect(countMarks(svg, 'line')).toBe(6);
    expect(countMarks(svg, 'area')).toBe(6);
    expect(countMarks(svg, 'symbol')).toBe(48);
    for (const text of [
      'Effective fire',
      'Target cover',
      '>open<',
      '>hard<',
      '>Range (inches)<',
      '2,000 trials per cell, bands',
    ]) {
      expect(svg).toContain(text);
    }
  });
  it('charts the mean of each casualty distribution with its interval', () => {
    const doc = sweepFixture();
    const dead = sweepLines(doc, fireInfo).find((c) => c.name === 'sweep-mean-dead')!;
    expect(plain(dead.spec).title.text).toBe('Mean dead');
    expect(rows(dead.spec)[0]).toMatchObject({
      x: 4,
      col: 'open',
      label: 'Advanced assault rifle',
      value: doc.cells[0].means.dead.mean,
      lo: doc.cells[0].means.dead.lo,
    });
  });
  it('draws no band for exact results', async () => {
    const [first] = sweepLines(exactFixture(sweepFixture()), fireInfo);
    const svg = await renderSvg(first.spec);
    expect(countMarks(svg, 'area')).toBe(0);
    expect(countMarks(svg, 'line')).toBe(6);
    expect(svg).toContain('exact probabilities');
  });
  it('follows the given order on an ordinal x (open, soft, hard; not alphabetical)', async () => {
    const effective = sweepLines(sweepShape('cover-first'), fireInfo).find((c) => c.name === 'sweep-effective')!;
    const line = firstLine(await renderSvg(effective.spec));
    expect(line).toHaveLength(3);
    // left to right, and (fire being less effective in better cover) ever lower on the page
    expect(line[0][0]).toBeLessThan(line[1][0]);
    expect(line[1][0]).toBeLessThan(line[2][0]);
    expect(line[0][1]).toBeLessThan(line[1][1]);
    expect(line[1][1]).toBeLessThan(line[2][1]);
  });
  it('facets rows by a third swept parameter', async () => {
    const [first] = sweepLines(sweepShape('three-axes'), fireInfo);
    const svg = await renderSvg(first.spec);
    expect(countMarks(svg, 'line')).toBe(2 * 3 * 2);
    expect(svg).toContain('Firer quality');
    expect(svg).toContain('>veteran<');
  });
});
