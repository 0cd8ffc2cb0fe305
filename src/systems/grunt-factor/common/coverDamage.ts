import type { DamageModifiers } from './ruleParameters.js';

/**
 * The Dam modifier for what the cover is made of (Damage modifiers, rules.damage-modifiers: soft −1, hard −2 by the book).
 * @example coverDamage({ 'soft-cover': -1, 'hard-cover': -2 } as DamageModifiers, 'hard') // -2
 */
export function coverDamage(table: DamageModifiers, material: 'none' | 'soft' | 'hard'): number {
  return material === 'none' ? 0 : table[`${material}-cover`];
}
