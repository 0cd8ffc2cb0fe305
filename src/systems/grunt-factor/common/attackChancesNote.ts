import type { AttackCell } from './AttackCell.js';

/**
 * What a designer asks first, which the outcomes (over every shot of every attacker) do not show: one shot's
 * chance to hit and one hit's chance to be a casualty, exact, as the cell's note. An impossible attack keeps its
 * own note.
 * @example attackChancesNote({ hitFirst: 11, hitRest: 9, ldRoll: false, saveRolls: 1, saveFaces: 13, shots: 2, … })
 * // 'each shot hits on 11 in 20 (55.0%), later shots of an action on 9 in 20 (45.0%); each hit is a casualty 35.0% (1 save of 13 in 20)'
 */
export function attackChancesNote(cell: AttackCell): string | undefined {
  if (cell.note !== undefined || cell.shots === 0) return cell.note;
  const chance = (faces: number) => `${faces} in 20 (${((100 * faces) / 20).toFixed(1)}%)`;
  const later =
    cell.shots > 1 && cell.hitRest !== cell.hitFirst ? `, later shots of an action on ${chance(cell.hitRest)}` : '';
  const ld = cell.ldRoll
    ? `, after an LD roll of ${chance(cell.ldFaces)} ${cell.ldPerShot ? 'per shot' : 'per action'}`
    : '';
  const casualty = 1 - (cell.saveFaces / 20) ** cell.saveRolls;
  const saves = `${cell.saveRolls} save${cell.saveRolls === 1 ? '' : 's'} of ${cell.saveFaces} in 20`;
  const template =
    cell.template === undefined
      ? ''
      : `each hit lands the ${cell.template === 'small' ? 'Small' : 'Large'} Explosion Template on ${cell.caught} figure${cell.caught === 1 ? '' : 's'}, `;
  const each = template === '' ? 'each hit is a casualty' : `${template}each a casualty`;
  return `each shot hits on ${chance(cell.hitFirst)}${later}${ld}; ${each} ${(100 * casualty).toFixed(1)}% (${saves}, one failed is enough)`;
}
