import { indentWithTab } from '@codemirror/commands';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { type Diagnostic as EditorDiagnostic, setDiagnostics } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import * as jsonSchemaFeatures from 'codemirror-json-schema';
import { yamlCompletion, yamlSchemaHover } from 'codemirror-json-schema/yaml';
import type { Diagnostic } from '../scenario/Diagnostic.js';
import { formatDiagnostic } from '../scenario/formatDiagnostic.js';

/** The scenario editor: CodeMirror with YAML, completion and hover from the scenario JSON Schema. */
interface ScenarioEditor {
  view: EditorView;
  text(): string;
  setText(text: string): void;
  /** The JSON Schema that completion and hover use (see editorSchema). */
  setSchema(schema: object): void;
  /** Underlines gruntlab's own diagnostics (the CLI's messages) at their lines and columns. */
  showProblems(diagnostics: Diagnostic[]): void;
}

/**
 * Builds the editor in `parent`. Validation is gruntlab's loader, not the schema's linter, so that the messages are
 * the CLI's; the schema gives completion and hover. Tab indents; Escape then Tab leaves the editor (keyboard use).
 */
export function createEditor(
  parent: HTMLElement,
  text: string,
  schema: object,
  onChange: (text: string) => void,
): ScenarioEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        basicSetup,
        keymap.of([indentWithTab]),
        yaml(),
        yamlLanguage.data.of({ autocomplete: yamlCompletion() }),
        hoverTooltip(yamlSchemaHover()),
        stateExtensions(schema),
        EditorView.contentAttributes.of({ 'aria-label': 'Scenario (YAML)' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText: (next) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } }),
    setSchema: (next) => updateSchema(view, next),
    showProblems: (diagnostics) =>
      view.dispatch(
        setDiagnostics(
          view.state,
          diagnostics.map((d) => toEditor(view.state, d)),
        ),
      ),
  };
}

// The package's type declarations re-export its state module without a file extension, which NodeNext cannot follow.
const { stateExtensions, updateSchema } = jsonSchemaFeatures as unknown as {
  stateExtensions: (schema: object) => Extension[];
  updateSchema: (view: EditorView, schema: object) => void;
};

/** A gruntlab diagnostic as an editor one: from its line and column to the end of the word there. */
function toEditor(state: EditorState, d: Diagnostic): EditorDiagnostic {
  const doc = state.doc;
  if (d.line < 1 || d.line > doc.lines)
    return { from: 0, to: Math.min(doc.length, 1), severity: 'error', message: formatDiagnostic(d) };
  const line = doc.line(d.line);
  const from = Math.min(line.to, line.from + Math.max(0, d.column - 1));
  const word = /^[^\s,\]}]+/.exec(line.text.slice(from - line.from))?.[0].length ?? 0;
  return {
    from,
    to: Math.max(from + word, Math.min(line.to, from + 1)),
    severity: 'error',
    message: formatDiagnostic(d),
  };
}
