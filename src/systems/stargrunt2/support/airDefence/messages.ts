/** Every designer-facing message of the Stargrunt II `air-defence` resolution, in one place. */
export const airDefenceMessages = {
  noAde:
    'with NO ADE "there is no need to test for ADE effects": every craft gets through; give minimal, low, moderate, high or extreme',
  dice: (ade: number, ecm: number) => `the ADE rolls a D${ade} against the ECM D${ecm}, then against the armour`,
};
