/**
 * Error text of the core layer, in one place. The exact-result errors mean a resolution's exact evaluator and
 * its kernel's layout disagree (a programming error, caught by the resolution's tests); the look-up text is
 * what a designer reads for an unknown name.
 * @example coreMessages.unknownName('weapon', 'rifel') // 'unknown weapon "rifel"'
 */
export const coreMessages = {
  exactMissing: (kind: string, name: string) =>
    `The exact evaluation gives no ${kind} "${name}", which its kernel's layout has.`,
  exactUnknown: (kind: string, name: string, known: readonly string[]) =>
    `The exact evaluation gives ${kind} "${name}", which its kernel's layout lacks (it has: ${known.join(', ')}).`,
  exactOutOfRange: (name: string, value: number, size: number) =>
    `The exact evaluation gives ${name} = ${value}, outside its kernel's histogram (0 to ${size - 1}).`,
  unknownName: (kind: string, name: string) => `unknown ${kind} "${name}"`,
} as const;
