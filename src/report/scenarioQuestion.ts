import { parse } from 'yaml';

/**
 * The question a scenario asks, for the report's header: its `description:` when it has one, else
 * the comment lines at the top of the file (the editor's schema line left out); '' when neither.
 *
 * @example
 * scenarioQuestion('# Does quick-and-dirty change the casualties?\nsystem: stargrunt2\n');
 * // 'Does quick-and-dirty change the casualties?'
 */
export function scenarioQuestion(text: string): string {
  try {
    const parsed = parse(text) as { description?: unknown } | null;
    if (parsed && typeof parsed.description === 'string' && parsed.description.trim()) return parsed.description.trim();
  } catch {
    // an unparsable text has no description; fall back to the comments
  }
  const comments: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break;
    const body = line.replace(/^#+\s?/, '').trim();
    if (body.startsWith('yaml-language-server:')) continue;
    comments.push(body);
  }
  return comments.join(' ').trim();
}
