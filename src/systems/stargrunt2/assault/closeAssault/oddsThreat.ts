/**
 * INITIATING CLOSE ASSAULT: the defenders' threat level by the odds — "if the attackers have only 1:1 odds (less
 * than a 2:1 superiority of numbers), the threat level is +1; if they have 2:1 or better the threat level is +2,
 * if 3:1 it is +3, and so on ... count each individual ordinary trooper as 1, but each POWER ARMoured trooper as
 * 2; round the odds down". Fewer attackers than defenders is still +1. (TERROR doubles it: the caller's part.)
 * @example oddsThreat(6, true, 4, false) // 3 (the rulebook's six Powered Troopers against four)
 */
export function oddsThreat(attackers: number, attackerPower: boolean, defenders: number, defenderPower: boolean): number {
  const a = attackers * (attackerPower ? 2 : 1);
  const d = defenders * (defenderPower ? 2 : 1);
  return Math.max(1, Math.floor(a / d));
}
