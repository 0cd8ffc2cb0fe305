import examples from 'gruntlab-web:examples';
import { el } from './dom.js';

interface Example {
  file: string;
  group: string;
  text: string;
}

/** Every example scenario shipped in scenarios/, grouped by system (written into the bundle by the build). */
export const exampleScenarios: Example[] = examples;

/** The example picker: one option per scenario, grouped by system folder. */
export function fillExamples(select: HTMLSelectElement): void {
  const groups = new Map<string, HTMLOptGroupElement>();
  select.append(el('option', { value: '' }, 'Open an example…'));
  for (const example of exampleScenarios) {
    let group = groups.get(example.group);
    if (!group) {
      group = el('optgroup', { label: example.group });
      groups.set(example.group, group);
      select.append(group);
    }
    group.append(
      el(
        'option',
        { value: example.file },
        example.file
          .split('/')
          .slice(2)
          .join('/')
          .replace(/\.yaml$/, ''),
      ),
    );
  }
}
