import type { Quality } from './qualities.js';

/**
 * PANIC (chapter 8): who tests on which first contact. "UNTRAINED units must test for PANIC the first time
 * they come into line-of-sight of ANY enemy unit"; "GREEN units test for PANIC the first time they are FIRED
 * ON by any enemy unit in the game, or the first time they SEE any unit of enemy ARMOUR (AFVs) or
 * POWER-ARMOUR TROOPS"; "REGULAR units only need to test for PANIC the first time they are attacked by any
 * enemy that provokes a TERROR reaction"; "VETERAN and better troops NEVER need to test for PANIC".
 * Untrained and Green units also test on every trigger a better quality tests on (see docs/rules/stargrunt2.md).
 */
export const PANIC_TRIGGERS = [
  'first-sight-of-enemy',
  'first-fired-on',
  'first-sight-of-armour',
  'terror-attack',
] as const;

type PanicTrigger = (typeof PANIC_TRIGGERS)[number];

export const PANIC_TESTED_ON: Record<Quality, readonly PanicTrigger[]> = {
  untrained: PANIC_TRIGGERS,
  green: ['first-fired-on', 'first-sight-of-armour', 'terror-attack'],
  regular: ['terror-attack'],
  veteran: [],
  elite: [],
};
