import { describe, expect, it } from 'vitest';
import { recordsCsv } from './recordsCsv.js';

describe('recordsCsv', () => {
  it('writes the first record’s keys as the header and each record under them', () => {
    expect(
      recordsCsv([
        { label: 'a', p: 0.25, ok: true },
        { label: 'b', p: 1e-7, ok: false },
      ]),
    ).toBe('label,p,ok\na,0.25,true\nb,1e-7,false\n');
  });

  it('quotes a value with a comma, quote or line break, doubling its quotes; missing values are empty', () => {
    const rows = [
      { name: 'x, "y"', value: 'two\nlines', note: null as unknown },
      { name: 'cr\r', value: undefined as unknown },
    ];
    expect(recordsCsv(rows)).toBe('name,value,note\n"x, ""y""","two\nlines",\n"cr\r",,\n');
  });

  it('is a line break alone for no records', () => {
    expect(recordsCsv([])).toBe('\n');
  });
});
