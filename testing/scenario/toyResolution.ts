import { z } from 'zod';
import { closestNames } from '../../src/core/closestNames.js';
import type { Issue } from '../../src/core/Issue.js';
import { defineKernel } from '../../src/core/Kernel.js';
import { defineQuantities } from '../../src/core/Quantities.js';
import { defineResolution } from '../../src/systems/defineResolution.js';
import type { Resolution } from '../../src/systems/Resolution.js';
import { type RegisteredResolution, resolution } from '../../src/systems/registerResolution.js';

/** Weapons every toy scenario knows (a scenario adds its own under `weapons:`). */
export const TOY_WEAPONS = [
  'rifle',
  'assault-rifle',
  'advanced-assault-rifle',
  'gauss-rifle',
  'gauss-rifle-gl',
  'gauss-machine-gun',
];

function toyCellSchema(resolve: string) {
  return z.strictObject({
    system: z.literal('toy'),
    resolve: z.literal(resolve),
    title: z.string().optional(),
    trials: z.number().int().positive().optional(),
    seed: z.number().int().nonnegative().optional(),
    rules: z.strictObject({ casualties: z.enum(['standard', 'quick-and-dirty']).default('standard') }).optional(),
    weapons: z.record(z.string(), z.strictObject({ firepower: z.number().positive() })).optional(),
    firer: z.strictObject({
      quality: z.enum(['untrained', 'green', 'regular', 'veteran', 'elite']),
      troops: z.array(z.strictObject({ count: z.number().int().min(1), weapon: z.string() })).min(1),
    }),
    target: z.strictObject({
      figures: z.number().int().min(1).max(30).describe('figures in the target unit'),
      cover: z.enum(['open', 'soft', 'hard']),
    }),
    range: z.number().min(0),
  });
}

type ToyCell = z.output<ReturnType<typeof toyCellSchema>>;

/** What the toy resolution hands to its (imaginary) kernel. */
export interface ToyNormalized {
  quality: string;
  shots: number;
  figures: number;
  cover: string;
  range: number;
  casualties: string;
}

function normalizeToy(cell: ToyCell): { ok: true; value: ToyNormalized } | { ok: false; issues: Issue[] } {
  const known = [...TOY_WEAPONS, ...Object.keys(cell.weapons ?? {})];
  const issues: Issue[] = [];
  cell.firer.troops.forEach((t, i) => {
    if (!known.includes(t.weapon)) {
      issues.push({
        path: ['firer', 'troops', i, 'weapon'],
        message: `unknown weapon "${t.weapon}"`,
        expected: 'a weapon name',
        found: JSON.stringify(t.weapon),
        suggestions: closestNames(t.weapon, known),
      });
    }
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      quality: cell.firer.quality,
      shots: cell.firer.troops.reduce((n, t) => n + t.count, 0),
      figures: cell.target.figures,
      cover: cell.target.cover,
      range: cell.range,
      casualties: cell.rules?.casualties ?? 'standard',
    },
  };
}

const toyQuantities = defineQuantities({ outcomes: { hit: 'Hit', miss: 'Miss' } });

/** A toy kernel: every shot of the cell hits on a fair coin; "hit" when any does. */
const toyKernel = defineKernel({
  layout: (_cell: ToyNormalized) => toyQuantities.layout({}),
  create: (cell: ToyNormalized) => ({
    run(state, trials, counters) {
      let hits = 0;
      for (let t = 0; t < trials; t++) {
        state[0] = (Math.imul(state[0], 1664525) + 1013904223) | 0;
        hits += cell.shots > 0 && state[0] < 0 ? 1 : 0;
      }
      counters[0] += hits;
      counters[1] += trials - hits;
    },
  }),
});

function toyDefinition(resolve: string) {
  return defineResolution({
    description: 'A toy for the scenario tests.',
    schema: toyCellSchema(resolve),
    normalize: normalizeToy,
    quantities: toyQuantities,
    favours: { side: 'the firer', up: ['hit'], down: ['miss'], headline: ['hit'] },
    docs: '',
  });
}

/** A toy, loaded: as `RegisteredResolution.load()` gives it. */
function loadedToy(system: string, resolve: string): Resolution {
  return { system, resolve, definition: toyDefinition(resolve), kernel: toyKernel };
}

/** Every toy, loaded: `toy` `roll`, `toy` `rally`, `toy` `assault` and `grunt-toy` `roll`. */
export const loadedToys: Resolution[] = [
  loadedToy('toy', 'roll'),
  loadedToy('toy', 'rally'),
  loadedToy('toy', 'assault'),
  loadedToy('grunt-toy', 'roll'),
];

/** The definition of the toy `toy` `roll`. */
export const toyRoll = loadedToys[0].definition;

/** The toys, registered (as the scenario loader finds them). */
export const toyRegistry: RegisteredResolution[] = loadedToys.map((toy) =>
  resolution(
    toy.system,
    toy.resolve,
    async () => ({ default: toy.definition }),
    async () => ({ default: toy.kernel }),
  ),
);

/** A toy resolution for the scenario layer's tests: system `toy`, resolve `roll`. */
export const toyResolution = toyRegistry[0];

/** A valid toy scenario, line by line (line numbers matter to the tests). */
export const GOOD_TOY = `system: toy
resolve: roll
title: Regulars fire on a squad in the treeline
firer:
  quality: regular
  troops:
    - { count: 5, weapon: advanced-assault-rifle }
    - { count: 1, weapon: gauss-machine-gun }
target:
  figures: 8
  cover: soft
range: 12
`;
