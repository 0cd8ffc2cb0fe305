import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceJammedCall } from '../../../../../testing/systems/stargrunt2/morale/bruteForceJammedCall.js';
import communicateDefinition from './communicateDefinition.js';
import communicateKernel from './communicateKernel.js';
import { communicateLayout } from './communicateLayout.js';
import { exactCommunicate } from './exactCommunicate.js';
import transferActionDefinition from './transferActionDefinition.js';

const input = (extra: Record<string, unknown>) => ({
  system: 'stargrunt2',
  resolve: 'communicate',
  sender: { quality: 'regular', leadership: 1 },
  receiver: { leadership: 2 },
  ...extra,
});
const cell = (extra: Record<string, unknown>) => cellOf(communicateDefinition, input(extra));

const CASES: Record<string, Record<string, unknown>> = {
  'basic jamming (D6) of a Regular D8 call needing 3+': { jamming: { level: 'basic' } },
  "superior jamming with two markers (D12), foiled by the sender side's enhanced EW (D8)": {
    sender: { quality: 'regular', leadership: 1, ew: { level: 'enhanced' } },
    jamming: { level: 'superior', markers: 2 },
  },
  'enhanced jamming of a Green call two levels down (D4)': {
    sender: { quality: 'green', leadership: 2 },
    bypassed_levels: 2,
    jamming: { level: 'enhanced' },
  },
};

describe('communicate: ELECTRONIC WARFARE i) Jamming Communications', () => {
  it('without jamming the layout has no distributions (as before); with it, jammed (0, 1)', () => {
    expect(communicateLayout(cell({})).distributions).toEqual([]);
    expect(communicateLayout(cell({ jamming: { level: 'basic' } })).distributions).toEqual([
      { name: 'jammed', size: 2 },
    ]);
    expect(cell({ jamming: { level: 'basic', markers: 3 } }).jam).toEqual({ die: 10, counterDie: 0 });
  });

  for (const [i, [name, extra]] of Object.entries(CASES).entries()) {
    it(`exact against a plain enumeration, Monte Carlo within 4.5 standard errors of exact: ${name}`, () => {
      const c = cell(extra);
      const exact = exactCommunicate(c);
      const brute = bruteForceJammedCall(c);
      expect(exact.outcomes.pass).toBeCloseTo(brute.pass, 14);
      expect((exact.distributions.jammed as number[])[1]).toBeCloseTo(brute.jammed, 14);
      expectKernelMatchesExact(communicateKernel, c, exact, 200_000, 400 + i);
    });
  }

  it('hand-worked: a D6 exceeds a D8 roll 15 times in 48, "irrespective of whether the comms roll is successful"', () => {
    // Σ over the D8's faces r of (6 − r)/6 for r < 6: (5 + 4 + 3 + 2 + 1) / 48.
    const exact = exactCommunicate(cell(CASES['basic jamming (D6) of a Regular D8 call needing 3+']));
    expect((exact.distributions.jammed as number[])[1]).toBeCloseTo(15 / 48, 14);
    // Passing needs 3+ on the D8 and the D6 not above it: r = 3 … 8 with r of the D6's faces ≤ r (capped at 6).
    expect(exact.outcomes.pass).toBeCloseTo((3 + 4 + 5 + 6 + 6 + 6) / 48, 14);
  });

  it('direct contact cannot be jammed; transfer-action takes the same keys; sender.ew needs jamming (located)', () => {
    const contact = cell({ direct_contact: true, jamming: { level: 'superior' } });
    expect(exactCommunicate(contact)).toEqual({ outcomes: { pass: 1, fail: 0 }, distributions: { jammed: [1, 0] } });
    expect(contact.note).toMatch(/cannot be jammed/);
    const transfer = cellOf(transferActionDefinition, {
      ...input({ jamming: { level: 'basic' } }),
      resolve: 'transfer-action',
    });
    expect(transfer.jam).toEqual({ die: 6, counterDie: 0 });
    expect(
      issuesOf(communicateDefinition, input({ sender: { quality: 'regular', leadership: 1, ew: { level: 'basic' } } })),
    ).toMatchObject([{ path: ['sender', 'ew'], message: expect.stringMatching(/give jamming/) }]);
  });
});
