import { TROOP_TYPES, type TroopTypeName } from './data/troopTypes.js';

interface CharacterInput {
  troop: TroopTypeName;
  str?: number;
  int?: number;
  dex?: number;
  ldr?: number;
  wounded: boolean;
}

/**
 * A character's attribute (2.0), its scenario override first, halved when wounded (4.5: "all targets
 * attributes are halved"); halves are kept exact (6.5), never rounded.
 * @example attributeOf({ troop: 'nco', wounded: true }, 'STR') // 7
 */
export function attributeOf(c: CharacterInput, name: 'STR' | 'INT' | 'DEX' | 'LDR'): number {
  const own = { STR: c.str, INT: c.int, DEX: c.dex, LDR: c.ldr }[name];
  const value = own ?? TROOP_TYPES[c.troop][name];
  return c.wounded ? value / 2 : value;
}

/**
 * The character's full attribute, before any halving for a wound.
 * @example fullAttributeOf({ troop: 'co', wounded: true }, 'STR') // 10
 */
export function fullAttributeOf(c: CharacterInput, name: 'STR' | 'INT' | 'DEX' | 'LDR'): number {
  return attributeOf({ ...c, wounded: false }, name);
}
