import { loadAll, registry } from '../systems/registry.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { cliMessages } from './messages.js';

/** `gruntlab list`: every system and resolution, what it answers, its outcomes, whether it is exact, and its docs. */
export async function listCommand(system?: string): Promise<void> {
  const chosen = registry.filter((r) => !system || r.system === system);
  if (chosen.length === 0) throw new Error(cliMessages.noSystem(system ?? '', [...new Set(registry.map((r) => r.system))]));
  let current = '';
  for (const resolution of await loadAll(chosen)) {
    const info = resolutionInfo(resolution);
    if (info.system !== current) {
      current = info.system;
      process.stdout.write(`\n${info.system}\n`);
    }
    const indent = ''.padEnd(26);
    process.stdout.write(`  ${info.resolve.padEnd(26)} ${info.description} [${info.exact ? 'exact + Monte Carlo' : 'Monte Carlo'}]\n`);
    process.stdout.write(`  ${indent} outcomes: ${info.outcomes.map((o) => o.name).join(', ')}\n`);
    if (info.distributions.length > 0) process.stdout.write(`  ${indent} distributions: ${info.distributions.map((x) => x.name).join(', ')}\n`);
    if (info.derived.length > 0) {
      const of = (name: string) => resolution.definition.derived?.[name]?.of;
      process.stdout.write(`  ${indent} derived: ${info.derived.map((d) => `${d.name} = ${of(d.name)}`).join('; ')}\n`);
    }
    const { side, up, down } = info.favours;
    process.stdout.write(`  ${indent} good for ${side}: ${up.join(', ') || 'none'}; bad: ${down.join(', ') || 'none'}\n`);
    if (info.docs) process.stdout.write(`  ${indent} readings: docs/rules/${info.docs}\n`);
  }
}
