import type { CounterLayout } from '../../LegacyKernel.js';

export const AFV_FIRE_OUTCOMES = [
  'miss',
  'jammed',
  'no_penetration',
  'no_damage',
  'mg_destroyed',
  'immobilised',
  'main_gun_destroyed',
  'exploded',
  'knocked_out',
] as const;

/**
 * Counter layout of AFV fire: nine outcomes, then the crew (0 steady or not tested, 1 retreats, 2 abandons
 * the vehicle, 3 lost with it).
 * @example afvFireLayout().distributions // [{ name: 'crew', size: 4 }]
 */
export function afvFireLayout(): CounterLayout {
  return { outcomes: [...AFV_FIRE_OUTCOMES], distributions: [{ name: 'crew', size: 4 }] };
}
