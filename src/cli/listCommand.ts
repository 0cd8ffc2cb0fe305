import { closestNames } from '../core/closestNames.js';
import { ReportedError } from '../core/ReportedError.js';
import { resolutionSettings } from '../scenario/resolutionSettings.js';
import type { StepSpec } from '../systems/houseSteps.js';
import { numberTableText } from '../systems/NumberTable.js';
import { numberTablesOf } from '../systems/numberTables.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { loadAll, registry } from '../systems/registry.js';
import { cliMessages } from './messages.js';

/**
 * `gruntlab list`: every system and resolution, what it answers, its outcomes, whether it is exact, and its docs,
 * then each system's name → number tables (grade → LD …); `gruntlab list SYSTEM RESOLUTION` adds every key a
 * scenario of it may set, its rule variants among them, and the system's tables.
 */
export async function listCommand(system?: string, resolve?: string): Promise<void> {
  const chosen = registry.filter((r) => !system || r.system === system);
  if (chosen.length === 0)
    throw new ReportedError(cliMessages.noSystem(system ?? '', [...new Set(registry.map((r) => r.system))]));
  if (resolve !== undefined) return listOne(chosen, resolve);
  let current = '';
  for (const resolution of await loadAll(chosen)) {
    const info = resolutionInfo(resolution);
    if (info.system !== current) {
      if (current !== '') await writeNumberTables(current);
      current = info.system;
      process.stdout.write(`\n${info.system}\n`);
    }
    const indent = ''.padEnd(26);
    process.stdout.write(
      `  ${info.resolve.padEnd(26)} ${info.description} [${info.exact ? 'exact + Monte Carlo' : 'Monte Carlo'}]\n`,
    );
    process.stdout.write(`  ${indent} outcomes: ${info.outcomes.map((o) => o.name).join(', ')}\n`);
    if (info.distributions.length > 0)
      process.stdout.write(`  ${indent} distributions: ${info.distributions.map((x) => x.name).join(', ')}\n`);
    if (info.derived.length > 0) {
      const of = (name: string) => resolution.definition.derived?.[name]?.of;
      process.stdout.write(`  ${indent} derived: ${info.derived.map((d) => `${d.name} = ${of(d.name)}`).join('; ')}\n`);
    }
    const { side, up, down } = info.favours;
    process.stdout.write(
      `  ${indent} good for ${side}: ${up.join(', ') || 'none'}; bad: ${down.join(', ') || 'none'}\n`,
    );
    if (info.docs) process.stdout.write(`  ${indent} readings: docs/rules/${info.docs}\n`);
  }
  await writeNumberTables(current);
}

/** A system's name → number tables, after a blank line each (nothing for a system without them). */
async function writeNumberTables(system: string): Promise<void> {
  for (const table of await numberTablesOf(system)) process.stdout.write(`\n${numberTableText(table, '  ')}`);
}

/** One resolution in full: its summary as in the list, then its settings and rule variants with their defaults. */
async function listOne(chosen: typeof registry, resolve: string): Promise<void> {
  const one = chosen.filter((r) => r.resolve === resolve);
  if (one.length === 0) {
    const names = chosen.map((r) => r.resolve);
    throw new ReportedError(cliMessages.noResolution(chosen[0].system, resolve, closestNames(resolve, names), names));
  }
  const [resolution] = await loadAll(one);
  const settings = resolutionSettings(resolution.definition);
  const rules = settings.filter((s) => s.path.startsWith('rules.'));
  const keys = settings.filter((s) => !s.path.startsWith('rules.'));
  const width = Math.min(34, Math.max(...settings.map((s) => s.path.length)) + 2);
  const line = (s: (typeof settings)[number]) =>
    `  ${s.path.padEnd(width)} ${s.takes}${s.default !== undefined ? `; default ${s.default}` : ''}\n${s.description ? `  ${''.padEnd(width)} ${s.description}\n` : ''}`;
  const info = resolutionInfo(resolution);
  process.stdout.write(
    `${info.system} ${info.resolve}: ${info.description} [${info.exact ? 'exact + Monte Carlo' : 'Monte Carlo'}]\n`,
  );
  process.stdout.write(`outcomes: ${info.outcomes.map((o) => o.name).join(', ')}\n`);
  if (info.distributions.length > 0)
    process.stdout.write(`distributions: ${info.distributions.map((x) => x.name).join(', ')}\n`);
  process.stdout.write(`\nsettings (the scenario's keys):\n${keys.map(line).join('')}`);
  process.stdout.write(
    `\nrule variants (rules.NAME; each default is the reading recorded in the docs):\n${rules.map(line).join('') || '  none\n'}`,
  );
  process.stdout.write(
    '\nAny setting or rule variant can be swept or compared, e.g. sweep: { PATH: [value, value] }.\n',
  );
  const steps = Object.entries(resolution.definition.houseSteps?.steps ?? {});
  if (steps.length > 0) {
    const stepLines = steps
      .map(
        ([name, s]) => `  ${name}: ${s.does}; returns ${s.returns} (exact twin: ${s.exactReturns})\n${languageLine(s)}`,
      )
      .join('');
    process.stdout.write(`\n${cliMessages.houseSteps(`${info.system} ${info.resolve}`)}\n${stepLines}`);
  }
  if (info.docs) process.stdout.write(`readings: docs/rules/${info.docs}\n`);
  await writeNumberTables(info.system);
}

/** How a step reads in the dice language (house_rules: { step: … } in the scenario), where it can. */
function languageLine(step: StepSpec): string {
  if (step.language === undefined)
    return '    in the dice language: no (it returns more than a number; write a module)\n';
  const names = Object.keys(step.language.names);
  const key = step.language.reads === 'pass' ? 'pass: (non-zero passes)' : 'result: (the number it returns)';
  return `    in the dice language: ${key}, reading ${names.length > 0 ? names.join(', ') : 'no names'}; docs/dice-language.md\n`;
}
