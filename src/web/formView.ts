import type { RegisteredResolution } from '../systems/registerResolution.js';
import { el } from './dom.js';
import type { FormField } from './formFields.js';

/** A field's new value from the form; undefined takes the key out (its default applies). */
type SetField = (path: Array<string | number>, value: unknown) => void;

/**
 * The form view: system and resolution pickers, then one input per field (see formFields). It shows the scenario
 * the editor holds and writes every change back into the editor's YAML (see setInYaml), so either view can be used.
 * Redrawn only when the set of fields changes; otherwise values are updated in place, leaving the focused input be.
 */
export class FormView {
  private shape = '';
  private readonly inputs = new Map<string, HTMLInputElement | HTMLSelectElement>();
  private readonly system = el('select', { id: 'form-system' });
  private readonly resolve = el('select', { id: 'form-resolve' });
  private readonly fieldsBox = el('div', { class: 'form-fields' });
  // The rules: fields, folded away (a resolution has up to forty); kept across redraws so it stays open once opened.
  private readonly rulesBox = el('div', { class: 'form-fields' });
  private readonly rulesCount = el('span', {});
  private readonly rulesFold = el(
    'details',
    { class: 'form-rules' },
    el('summary', {}, 'Rule variants and parameters ', this.rulesCount),
    this.rulesBox,
  );

  constructor(
    container: HTMLElement,
    private readonly registry: readonly RegisteredResolution[],
    private readonly onSet: SetField,
    onPick: (system: string, resolve: string) => void,
  ) {
    for (const system of new Set(registry.map((r) => r.system)))
      this.system.append(el('option', { value: system }, system));
    this.system.addEventListener('change', () => {
      this.fillResolutions(this.system.value);
      onPick(this.system.value, this.resolve.value);
    });
    this.resolve.addEventListener('change', () => onPick(this.system.value, this.resolve.value));
    container.replaceChildren(
      el(
        'div',
        { class: 'form-pick' },
        el('label', {}, 'System ', this.system),
        el('label', {}, 'Resolution ', this.resolve),
      ),
      this.fieldsBox,
      this.rulesFold,
    );
  }

  show(system: string, resolve: string, fields: FormField[]): void {
    if (this.system.value !== system) this.system.value = system;
    if (this.resolve.dataset.system !== system) this.fillResolutions(system);
    if (this.resolve.value !== resolve) this.resolve.value = resolve;
    const shape = JSON.stringify([system, resolve, fields.map((f) => [f.path, f.kind])]);
    if (shape !== this.shape) this.draw(fields);
    this.shape = shape;
    for (const f of fields) {
      const input = this.inputs.get(JSON.stringify(f.path));
      if (input && input !== document.activeElement) input.value = f.value === undefined ? '' : String(f.value);
    }
  }

  private fillResolutions(system: string): void {
    this.resolve.replaceChildren(
      ...this.registry.filter((r) => r.system === system).map((r) => el('option', { value: r.resolve }, r.resolve)),
    );
    this.resolve.dataset.system = system;
  }

  private draw(fields: FormField[]): void {
    this.inputs.clear();
    const rules = fields.filter((f) => f.path[0] === 'rules');
    this.fieldsBox.replaceChildren(...fields.filter((f) => f.path[0] !== 'rules').map((f) => this.labelled(f)));
    this.rulesBox.replaceChildren(...rules.map((f) => this.labelled(f)));
    this.rulesCount.textContent = `(${rules.length})`;
    this.rulesFold.hidden = rules.length === 0;
  }

  private labelled(f: FormField): HTMLLabelElement {
    const input = inputFor(f);
    input.addEventListener('change', () => this.onSet(f.path, parse(f, input.value)));
    this.inputs.set(JSON.stringify(f.path), input);
    const label = el('label', {}, el('span', {}, f.path.join('.')), input);
    if (f.description) label.title = f.description;
    return label;
  }
}

function inputFor(f: FormField): HTMLInputElement | HTMLSelectElement {
  const unset = f.default === undefined ? '—' : `default: ${String(f.default)}`;
  if (f.kind === 'choice' || f.kind === 'boolean') {
    const choices = f.kind === 'boolean' ? ['true', 'false'] : f.choices!;
    return el('select', {}, el('option', { value: '' }, unset), ...choices.map((c) => el('option', { value: c }, c)));
  }
  const attributes: Record<string, string> =
    f.kind === 'number' ? { type: 'number', step: f.integer ? '1' : 'any' } : { type: 'text' };
  if (f.min !== undefined) attributes.min = String(f.min);
  if (f.max !== undefined) attributes.max = String(f.max);
  if (f.kind === 'number') attributes.placeholder = unset;
  if (f.suggestions) attributes.list = suggestionList(f.suggestions);
  return el('input', attributes);
}

/** A datalist of names (one per list of names, shared by the fields that offer it), by its id. */
function suggestionList(names: string[]): string {
  const id = `names-${hashOf(names.join('|'))}`;
  if (!document.getElementById(id))
    document.body.append(el('datalist', { id }, ...names.map((name) => el('option', { value: name }))));
  return id;
}

function hashOf(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** The value a field's input means, as YAML data; empty takes the key out. A number box's text that is not a number is kept as written, for the loader to report. */
function parse(f: FormField, text: string): unknown {
  if (text === '') return undefined;
  if (f.kind === 'boolean') return text === 'true';
  if (f.kind === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}
