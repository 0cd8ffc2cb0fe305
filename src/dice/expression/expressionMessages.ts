/**
 * Text of the dice expression language that a designer reads, in one place.
 * @example expressionMessages.unknownName('ld') // 'unknown name "ld"'
 */
export const expressionMessages = {
  unexpected: (found: string) =>
    found === 'the end of the expression' ? 'the expression ends too early' : `unexpected ${found}`,
  tooLong: (length: number, limit: number) => `the expression is ${length} characters long; the limit is ${limit}`,
  tooDeep: (limit: number) => `the expression nests more than ${limit} levels deep`,
  numberTooLarge: (text: string) => `${text} is too large: numbers are whole numbers up to 2^53 - 1`,
  keywordAsName: (word: string) => `"${word}" is a word of the language, not a name`,
  unknownFunction: (word: string) => `no function starts with "${word}"`,
  functionExpected: () =>
    'a function: [highest N of D], [lowest N of D], [highest of A and B], [lowest of A and B], [explode D], ' +
    '[explode D depth N], [absolute X], [count V in D], [D contains V], [maximum of D], [reroll V on D], ' +
    '[reroll V on D repeatedly] or [if C then A else B]',
  unknownName: (name: string) => `unknown name "${name}"`,
  knownNames: (names: readonly string[]) =>
    names.length > 0 ? 'one of the names given' : 'a number (this expression is given no names)',
  expectedNumber: (what: string, found: string) => `${what} must be a number here, not ${found}`,
  negativeCount: (what: string, value: number) => `${what} must be 0 or more, not ${value}`,
  noFaces: () => 'a die needs at least one face',
  faces: (sides: number) => `a die needs a whole number of faces of at least 1, not ${sides}`,
  limit: (detail: string) => `too large to compute exactly: ${detail}`,
  rerollForever: () => 'every face would be rerolled: the die would be rolled for ever',
  tooLargeOutcome: () => 'an outcome passes 2^53 - 1, the largest whole number held exactly',
} as const;
