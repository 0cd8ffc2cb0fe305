/**
 * A side's strength in the odds of a close assault: "count each individual ordinary trooper as 1, but each POWER
 * ARMoured trooper as 2" (`powerArmourCounts`: the parameter `power-armour-odds`).
 * @example oddsStrength(6, true) // 12
 */
export function oddsStrength(figures: number, powerArmour: boolean, powerArmourCounts = 2): number {
  return figures * (powerArmour ? powerArmourCounts : 1);
}

/**
 * INITIATING CLOSE ASSAULT: the defenders' threat level by the odds of the two sides' strengths (oddsStrength;
 * every unit charging together counts) — "if the attackers have only 1:1 odds (less than a 2:1 superiority of
 * numbers), the threat level is +1; if they have 2:1 or better the threat level is +2, if 3:1 it is +3, and so on
 * ... round the odds down". Fewer attackers than defenders is still +1. (TERROR doubles it: the caller's part.)
 * @example oddsThreat(oddsStrength(6, true), oddsStrength(4, false)) // 3 (the rulebook's six Powered Troopers against four)
 */
export function oddsThreat(attackerStrength: number, defenderStrength: number): number {
  return Math.max(1, Math.floor(attackerStrength / defenderStrength));
}
