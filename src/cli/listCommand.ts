import { exactEvaluators } from '../systems/exactEvaluators.js';
import { registry } from '../systems/registry.js';

/** `gruntlab list`: every system and resolution, what it answers, its outcomes and whether it is exact. */
export function listCommand(system?: string): void {
  const definitions = registry.filter((d) => !system || d.system === system);
  if (definitions.length === 0) {
    const systems = [...new Set(registry.map((d) => d.system))];
    throw new Error(`no system "${system}"; the systems are: ${systems.join(', ')}`);
  }
  let current = '';
  for (const d of definitions) {
    if (d.system !== current) {
      current = d.system;
      process.stdout.write(`\n${d.system}\n`);
    }
    const exact = exactEvaluators[d.kernel] ? 'exact + Monte Carlo' : 'Monte Carlo';
    process.stdout.write(`  ${d.resolve.padEnd(26)} ${d.info.description} [${exact}]\n`);
    process.stdout.write(`  ${''.padEnd(26)} outcomes: ${d.info.outcomes.map((o) => o.name).join(', ')}\n`);
    if (d.info.distributions.length > 0) {
      process.stdout.write(`  ${''.padEnd(26)} distributions: ${d.info.distributions.map((x) => x.name).join(', ')}\n`);
    }
  }
}
