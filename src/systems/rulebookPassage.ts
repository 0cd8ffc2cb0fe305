/**
 * The end of a rule parameter's description: the rulebook passage its default comes from (issue 15), in the one form
 * `gruntlab list` prints for every system.
 * @example passage('4.4 Critical hits', '3 Killed outright') // '— rulebook: 4.4 Critical hits, "3 Killed outright"'
 */
export const passage = (section: string, words: string): string => `— rulebook: ${section}, "${words}"`;
