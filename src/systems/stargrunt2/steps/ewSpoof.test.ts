import { describe, expect, it } from 'vitest';
import { ewSpoof } from './ewSpoof.js';
import { ewSpoofDist } from './ewSpoofDist.js';

const DICE = [4, 6, 8, 10, 12];
const face = (sides: number, f: number) => (f - 0.5) / sides;

describe('ewSpoof (ELECTRONIC WARFARE iii and iv)', () => {
  it('jams when the EW roll EXCEEDS the lowest beatable face, unless the opposing EW die rolls HIGHER; the twin agrees', () => {
    for (const ew of DICE) {
      for (const counter of [0, ...DICE]) {
        for (let lowest = 1; lowest <= 12; lowest++) {
          let jams = 0;
          for (let e = 1; e <= ew; e++) {
            for (let c = 1; c <= Math.max(1, counter); c++) {
              const expected = e > lowest && !(counter > 0 && c > e) ? 1 : 0;
              // Without a counter the second uniform would roll the counter's top face: it must not be read.
              const u = Float64Array.of(face(ew, e), counter > 0 ? face(counter, c) : 0.999);
              expect(ewSpoof(ew, counter, lowest, u, 0)).toBe(expected);
              jams += expected;
            }
          }
          expect(ewSpoofDist(ew, counter, lowest).prob(1)).toBeCloseTo(jams / (ew * Math.max(1, counter)), 14);
        }
      }
    }
  });
});
