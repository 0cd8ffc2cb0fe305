import type { NormalizeResult } from '../../../core/Issue.js';
import { fullAttributeOf } from '../character.js';
import { damageLimits } from '../damageEffect.js';
import { messages } from '../messages.js';
import { characterCount, MOST_CHARACTERS } from '../scenarioSchemas.js';
import type { VehicleExplosionScenarioCell } from './schema.js';
import type { VehicleExplosionCell } from './VehicleExplosionCell.js';

/** Turns a vehicle-explosion scenario cell into each character's damage limits (8.2, 4.5). */
export function normalizeVehicleExplosion(s: VehicleExplosionScenarioCell): NormalizeResult<VehicleExplosionCell> {
  const total = characterCount(s.characters);
  if (total > MOST_CHARACTERS)
    return {
      ok: false,
      issues: [{ path: ['characters'], message: messages.tooManyNearExplosion(total, MOST_CHARACTERS) }],
    };
  const victims = s.characters.flatMap((c) => {
    const str = fullAttributeOf(c, 'STR');
    // A wounded character compares damage with half its STR (4.5), unless wounded-str: full.
    const limits = damageLimits(c.wounded && s.rules['wounded-str'] === 'halved' ? str / 2 : str);
    return Array.from({ length: c.count }, () => ({ startState: c.wounded ? 1 : 0, limits }));
  });
  return {
    ok: true,
    value: { victims, eachRolls: s.rules['explosion-roll'] === 'each-rolls', dice: s.rules['explosion-dice'] },
  };
}
