import { describe, expect, it } from 'vitest';
import { fireFixture, fireInfo } from '../../testing/charts/fixtures.js';
import { outcomeBars } from '../charts/outcomeBars.js';
import { countMarks } from './countMarks.js';
import { renderSvg } from './renderSvg.js';

describe('countMarks', () => {
  it('counts drawn items of a mark type (JSDoc example)', async () => {
    const svg = await renderSvg(outcomeBars(fireFixture(), fireInfo));
    expect(countMarks(svg, 'rect')).toBe(6);
    expect(countMarks(svg, 'rule')).toBe(6);
    expect(countMarks(svg, 'text')).toBe(6);
  });
  it('is 0 for a mark type not drawn', () => {
    expect(countMarks('<svg><g class="mark-rect role-axis"><path/></g></svg>', 'rect')).toBe(0);
  });
});
