/** Text a designer reads about fire at crew-served weapon teams. */
export const crewServedMessages = {
  noQuickAndDirty:
    'crew-served-fire rolls each hit against the member it lands on (the weapon has its own D8 armour), which THE QUICK-AND-DIRTY OPTION does not do: use casualties: standard',
  notIndependent: 'a crew-served weapon team is a unit, not a lone independent figure',
};
