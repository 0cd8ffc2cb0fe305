import type { DiceExpressionError } from '../dice/expression/DiceExpressionError.js';
import type { MessageParts } from './messages.js';

/**
 * Messages about the dice language in a scenario: house rules written inline and `resolve: dice`
 * (docs/dice-language.md).
 * @example languageMessages.unknownStep('ldroll', 'grunt-factor morale-check', ['ldRoll']).message
 */
export const languageMessages = {
  noSteps: (scenario: string): MessageParts => ({
    message: `"${scenario}" has no steps a house rule may replace, so it takes no house rules in the dice language`,
    expected:
      'a resolution with steps (gruntlab list SYSTEM RESOLUTION shows them), or a whole procedure as resolve: dice',
  }),
  noneAtTop: (): MessageParts => ({
    message: "house_rules: none is for a compare entry (the book's rules beside house rules written at the top)",
    expected: 'house rules (a map of step → expression, or a module ./my-rule.ts), or no house_rules key',
    found: 'none',
  }),
  withModule: (): MessageParts => ({
    message: 'house rules in the dice language replace steps of a built-in resolution, not of a module of your own',
    expected: 'the rule in the module itself',
  }),
  unknownStep: (name: string, scenario: string, steps: readonly string[]): MessageParts => ({
    message: `"${scenario}" has no step "${name}"`,
    expected: `one of its steps: ${steps.join(', ')}`,
    found: name,
  }),
  notInLanguage: (name: string, returns: string): MessageParts => ({
    message: `step "${name}" returns ${returns}, which the dice language cannot say (it says numbers and pass or fail)`,
    expected: 'a house-rule module for this step (docs/house-rules.md)',
  }),
  ruleShape: (name: string, key: string): MessageParts => ({
    message: `house rule "${name}" is an expression, or a map of let: and ${key}:`,
    expected: `e.g. ${key}: ${key === 'pass' ? 'd20 <= ld' : 'd6 + 1'} (with let: { r: d20 } for a roll read twice)`,
  }),
  ruleKey: (name: string, found: string, keys: readonly string[]): MessageParts => ({
    message: `house rule "${name}" has no key "${found}"`,
    expected: `one of: ${keys.join(', ')}`,
    found,
  }),
  resultMissing: (name: string, key: string): MessageParts => ({
    message: `house rule "${name}" needs ${key}: the expression the step ${key === 'pass' ? 'passes on (non-zero passes)' : 'returns'}`,
    expected: `${key}: an expression`,
  }),
  notText: (what: string): MessageParts => ({
    message: `${what} must be a dice expression, written as text`,
    expected: 'e.g. d20 <= ld',
  }),
  rollName: (name: string): MessageParts => ({
    message: `"${name}" cannot name a roll`,
    expected: 'a name of letters, digits and _, starting with a letter, not a name the step already gives',
    found: name,
  }),
  expression: (what: string, error: DiceExpressionError): MessageParts => ({
    message: `${what}: ${error.message}`,
    expected: error.expected,
    found: error.found,
    suggestions: [...error.suggestions],
  }),
};
