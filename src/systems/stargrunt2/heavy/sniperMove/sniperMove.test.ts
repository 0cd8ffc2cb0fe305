import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceSniperMove } from '../../../../../testing/systems/stargrunt2/heavy/sniperMove/bruteForceSniperMove.js';
import { exactSniperMove } from './exactSniperMove.js';
import sniperMoveDefinition from './sniperMoveDefinition.js';
import sniperMoveKernel from './sniperMoveKernel.js';

const input = (sniper: Record<string, unknown>, move: string) => ({
  system: 'stargrunt2',
  resolve: 'sniper-move',
  sniper,
  move,
});
const cell = (sniper: Record<string, unknown>, move: string) => cellOf(sniperMoveDefinition, input(sniper, move));
const QUALITIES = { untrained: 4, green: 6, regular: 8, veteran: 10, elite: 12 } as const;

describe('sniper-move', () => {
  it('"exceed LV with quality die to shift to different position": a Veteran LV1 moves unseen on 2–10 (hand-worked)', () => {
    const c = cell({ quality: 'veteran', leadership: 1 }, 'change-position');
    expect([c.sides, c.needed]).toEqual([10, 1]);
    expect(exactSniperMove(c).outcomes).toEqual({ concealed: 0.9, located: 0.1 });
  });

  it('"to hide, exceed LV+2": a Regular LV2 must beat 4 on a D8, half the time (hand-worked)', () => {
    const c = cell({ quality: 'regular', leadership: 2 }, 'go-into-hiding');
    expect([c.sides, c.needed]).toEqual([8, 4]);
    expect(exactSniperMove(c).outcomes.concealed).toBe(0.5);
    // An untrained LV3 sniper (D4) can never exceed 5.
    expect(exactSniperMove(cell({ quality: 'untrained', leadership: 3 }, 'go-into-hiding')).outcomes.concealed).toBe(0);
  });

  it('exact equals a plain enumeration for every quality, LV and move', () => {
    for (const [quality, sides] of Object.entries(QUALITIES)) {
      for (const leadership of [1, 2, 3]) {
        for (const move of ['change-position', 'go-into-hiding'] as const) {
          const got = exactSniperMove(cell({ quality, leadership }, move)).outcomes;
          const want = bruteForceSniperMove(sides, leadership, move);
          expect(got.concealed).toBeCloseTo(want.concealed, 15);
          expect(got.located).toBeCloseTo(want.located, 15);
        }
      }
    }
  });

  it('refuses going into hiding in the open, and an unknown move with the valid names', () => {
    const open = issuesOf(
      sniperMoveDefinition,
      input({ quality: 'elite', leadership: 1, in_cover: false }, 'go-into-hiding'),
    );
    expect(open[0].path).toEqual(['sniper', 'in_cover']);
    expect(open[0].message).toContain('cannot hide out in the open');
    expect(
      issuesOf(sniperMoveDefinition, input({ quality: 'elite', leadership: 1, in_cover: false }, 'change-position')),
    ).toEqual([]);
    expect(sniperMoveDefinition.schema.safeParse(input({ quality: 'elite', leadership: 1 }, 'hide')).success).toBe(
      false,
    );
  });

  it("rules.hiding-threat-level and change-position-threat-level replace the book's +2 and +0 (enumeration, Monte Carlo)", () => {
    const withRules = (rules: Record<string, number>, move: string) =>
      cellOf(sniperMoveDefinition, { ...input({ quality: 'regular', leadership: 2 }, move), rules });
    const hide = withRules({ 'hiding-threat-level': 4 }, 'go-into-hiding');
    expect(hide.needed).toBe(6);
    expect(exactSniperMove(hide).outcomes.concealed).toBeCloseTo(
      bruteForceSniperMove(8, 2, 'go-into-hiding', 4).concealed,
      15,
    );
    expect(exactSniperMove(hide).outcomes.concealed).toBe(2 / 8);
    const move = withRules({ 'change-position-threat-level': 1 }, 'change-position');
    expect(exactSniperMove(move).outcomes.concealed).toBe(5 / 8);
    expectKernelMatchesExact(sniperMoveKernel, hide, exactSniperMove(hide), 100_000, 710);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      cell({ quality: 'veteran', leadership: 1 }, 'change-position'),
      cell({ quality: 'green', leadership: 2 }, 'go-into-hiding'),
      cell({ quality: 'elite', leadership: 3 }, 'go-into-hiding'),
    ].forEach((c, i) => expectKernelMatchesExact(sniperMoveKernel, c, exactSniperMove(c), 200_000, 700 + i));
  });
});
