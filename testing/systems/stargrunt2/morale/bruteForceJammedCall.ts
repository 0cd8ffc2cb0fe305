import type { CommunicateCell } from '../../../../src/systems/stargrunt2/morale/communicate/CommunicateCell.js';

/**
 * An independent, plain enumeration of a jammed communication for the tests: nested loops over the communication
 * die, the enemy's EW die and the sender side's EW die, judged from the ELECTRONIC WARFARE text ("If the jamming
 * roll exceeds the communications roll ... the communication attempt has been jammed"; iv: the opposing EW die
 * foils the jam "attempting to roll higher"). Returns P(pass) and P(jammed).
 */
export function bruteForceJammedCall(cell: CommunicateCell): { pass: number; jammed: number } {
  if (!cell.jam) throw new Error('a cell with jamming');
  if (cell.automatic) return { pass: 1, jammed: 0 };
  const counters = cell.jam.counterDie === 0 ? 1 : cell.jam.counterDie;
  let pass = 0;
  let jammed = 0;
  for (let roll = 1; roll <= cell.sides; roll++) {
    for (let ew = 1; ew <= cell.jam.die; ew++) {
      for (let counter = 1; counter <= counters; counter++) {
        const p = 1 / (cell.sides * cell.jam.die * counters);
        const foiled = cell.jam.counterDie > 0 && counter > ew;
        if (ew > roll && !foiled) jammed += p;
        else if (roll > cell.needed) pass += p;
      }
    }
  }
  return { pass, jammed };
}
