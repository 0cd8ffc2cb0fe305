import { parse } from 'vega';
import { describe, expect, it } from 'vitest';
import { wrappedLabels, wrapWords } from './wrappedLabels.js';

describe('wrappedLabels', () => {
  it('wraps long labels on whole words and leaves short ones alone', () => {
    expect(wrapWords('Defenders withdraw before contact', 20)).toEqual(['Defenders withdraw', 'before contact']);
    expect(wrapWords('Miss', 20)).toEqual(['Miss']);
    expect(wrapWords('Extraordinarily-long-single-word here', 10)).toEqual([
      'Extraordinarily-long-single-word',
      'here',
    ]);
    const expr = wrappedLabels(['Miss', 'Attackers fall short, wait in the open'], 22);
    expect(expr).toBe(
      '{"Attackers fall short, wait in the open":["Attackers fall short,","wait in the open"]}[datum.label] || datum.label',
    );
  });

  it('is an expression Vega accepts', () => {
    const expr = wrappedLabels(['Attackers win the close combat'], 12);
    expect(() =>
      parse({ signals: [{ name: 's', update: expr.replaceAll('datum.label', "'Attackers win the close combat'") }] }),
    ).not.toThrow();
  });
});
