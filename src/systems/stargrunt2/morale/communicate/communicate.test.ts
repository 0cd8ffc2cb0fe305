import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import communicateDefinition from './communicateDefinition.js';
import communicateKernel from './communicateKernel.js';
import { exactCommunicate } from './exactCommunicate.js';
import transferActionDefinition from './transferActionDefinition.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(communicateDefinition, { system: 'stargrunt2', resolve: 'communicate', ...input });

describe('communicate', () => {
  it('rulebook example: a REGULAR LV1 platoon command to a GREEN LV2 squad rolls a D8 needing 3 or better', () => {
    const c = cell({ sender: { quality: 'regular', leadership: 1 }, receiver: { quality: 'green', leadership: 2 } });
    expect([c.sides, c.needed]).toEqual([8, 2]);
    expect(exactCommunicate(c).outcomes.pass).toBe(6 / 8);
  });

  it('rulebook example: a GREEN/3 unit to a VETERAN/2 rolls a D6 needing 4 or better', () => {
    const c = cell({ sender: { quality: 'green', leadership: 3 }, receiver: { quality: 'veteran', leadership: 2 } });
    expect([c.sides, c.needed]).toEqual([6, 3]);
    expect(exactCommunicate(c).outcomes.pass).toBe(3 / 6);
  });

  it('one die type down per bypassed level (a company commander to a squad: D10 → D8), never below D4; automatic in contact', () => {
    expect(
      cell({ sender: { quality: 'veteran', leadership: 1 }, receiver: { leadership: 2 }, bypassed_levels: 1 }).sides,
    ).toBe(8);
    const low = cell({ sender: { quality: 'green', leadership: 2 }, receiver: { leadership: 2 }, bypassed_levels: 3 });
    expect(low.sides).toBe(4);
    expect(exactCommunicate(low).outcomes.pass).toBe(2 / 4);
    expect(
      exactCommunicate(
        cell({ sender: { quality: 'untrained', leadership: 3 }, receiver: { leadership: 3 }, direct_contact: true }),
      ).outcomes.pass,
    ).toBe(1);
  });

  it('transfer-action uses the same roll', () => {
    const transfer = cellOf(transferActionDefinition, {
      system: 'stargrunt2',
      resolve: 'transfer-action',
      sender: { quality: 'regular', leadership: 1 },
      receiver: { leadership: 2 },
    });
    expect(transfer.sides).toBe(8);
  });

  it('rules.bypassed-level-shift: two die types down per bypassed level (D12 → D8 → D4, hand count), Monte Carlo', () => {
    const c = cell({
      sender: { quality: 'elite', leadership: 1 },
      receiver: { leadership: 2 },
      bypassed_levels: 1,
      rules: { 'bypassed-level-shift': 2 },
    });
    expect([c.sides, c.needed]).toEqual([8, 2]);
    expect(exactCommunicate(c).outcomes.pass).toBe(6 / 8);
    const flat = cell({
      sender: { quality: 'elite', leadership: 1 },
      receiver: { leadership: 2 },
      bypassed_levels: 3,
      rules: { 'bypassed-level-shift': 0 },
    });
    expect(exactCommunicate(flat).outcomes.pass).toBe(10 / 12);
    expect(
      cell({
        sender: { quality: 'elite', leadership: 1 },
        receiver: { leadership: 2 },
        bypassed_levels: 2,
        rules: { 'bypassed-level-shift': 3 },
      }).sides,
    ).toBe(4);
    expectKernelMatchesExact(communicateKernel, c, exactCommunicate(c), 100_000, 470);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { sender: { quality: 'regular', leadership: 1 }, receiver: { leadership: 2 } },
      { sender: { quality: 'elite', leadership: 1 }, receiver: { leadership: 3 }, bypassed_levels: 2 },
      { sender: { quality: 'green', leadership: 1 }, receiver: { leadership: 1 }, direct_contact: true },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(communicateKernel, c, exactCommunicate(c), 200_000, 400 + i);
    });
  });
});
