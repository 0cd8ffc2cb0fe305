/** Every designer-facing message of the Stargrunt II mine and booby-trap resolutions, in one place. */
export const minesMessages = {
  infantryIgnoresAv: 'Infantry will NOT set off AV mines: in a pure AV field no figure is ever caught',
  vehicleIgnoresAp: 'AP mines have no effect on vehicles: in a pure AP field the vehicle is never attacked',
  unitOrVehicle: 'give either unit (an infantry unit) or vehicle (a soft-skin), not both: a CDM attacks one target',
  unitOrVehicleMissing: 'give the target: unit (the infantry unit nearest the CDM) or vehicle',
  cdmAgainstAfv: 'CDMs have no effect against ARMoured vehicles (AFVs): nothing can happen',
  contactDie: (main: number, contact: number) =>
    main === contact
      ? `figures in contact roll against a D${contact}: one type below a D4 is still a D4 (closed shift)`
      : `figures in contact roll against a D${contact}, one type below the trap's D${main}`,
  tooManyOccupants: (count: number, most: number) => `${count} occupants: at most ${most} are followed`,
  clearing: (quality: number) =>
    `the engineering vehicle's driver rolls his D${quality}: a 1 sets off a mine, anything else clears the field`,
};
