import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './d20RollUnder.js';

describe('d20RollUnder: a d20 at or under a target', () => {
  it('succeeds on exactly the faces at or under the target, for every target 0..20', () => {
    for (let faces = 0; faces <= 20; faces++) {
      for (let face = 1; face <= 20; face++) {
        // The middle of the face's slice of [0, 1), and both of its ends.
        for (const u of [(face - 0.5) / 20, (face - 1) / 20, face / 20 - 2 ** -40]) {
          expect(d20RollUnder(u, faces), `face ${face} against ${faces}`).toBe(face <= faces ? 1 : 0);
        }
      }
    }
  });

  it('reads the face as rollDie does: ((u × 20) | 0) + 1', () => {
    expect(d20RollUnder(0, 1)).toBe(1);
    expect(d20RollUnder(0, 0)).toBe(0);
    expect(d20RollUnder(1 - 2 ** -53, 19)).toBe(0);
    expect(d20RollUnder(1 - 2 ** -53, 20)).toBe(1);
  });
});
