import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { EditorMode } from '@kalvi/shared';
import { useEffect, useRef } from 'react';

/**
 * Each mode's grammar is its own chunk: a Python exercise never downloads the SQL one. A mode
 * without a grammar here (cpp, java, plain) is plain text.
 */
async function languageSupport(mode: EditorMode): Promise<Extension> {
  if (mode === 'python') return [(await import('@codemirror/lang-python')).python(), indentUnit.of('    ')];
  if (mode === 'javascript') return (await import('@codemirror/lang-javascript')).javascript();
  if (mode === 'sql') return (await import('@codemirror/lang-sql')).sql();
  return [];
}

const theme = EditorView.theme({
  '&': { height: '100%', backgroundColor: '#fff' },
  '&.cm-focused': { outline: '3px solid var(--color-primary-300, #93c5fd)', outlineOffset: '-1px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    lineHeight: '1.55',
  },
  '.cm-gutters': { backgroundColor: '#f8fafc', color: '#64748b', borderRight: '1px solid #e2e8f0' },
  '.cm-content': { padding: '8px 0' },
  '.cm-activeLine': { backgroundColor: '#eff6ff80' },
});

export interface CodeMirrorEditorProps {
  initialCode: string;
  /** The editor mode of the exercise's language (editorModeFor in packages/shared). */
  mode: EditorMode;
  label: string;
  /** Ids of the texts that describe the editor (the keyboard note). */
  describedBy?: string;
  onChange: (code: string) => void;
}

/**
 * CodeMirror 6, assembled from its packages (no `basicSetup`: no search panel, lint or folding
 * the learners do not need). Tab indents; Escape then Tab moves focus on (CodeMirror's own
 * tab-focus mode), so a keyboard user is never trapped. Loaded on exercise pages only.
 */
export function CodeMirrorEditor({ initialCode, mode, label, describedBy, onChange }: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // The editor owns its text from here on; a new initial text comes with a new key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount on purpose
  useEffect(() => {
    if (!host.current) return;
    const grammar = new Compartment();
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          grammar.of([]),
          theme,
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            autocapitalize: 'off',
            autocorrect: 'off',
            spellcheck: 'false',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    let live = true;
    void languageSupport(mode).then((support) => {
      if (live) view.dispatch({ effects: grammar.reconfigure(support) });
    });
    return () => {
      live = false;
      view.destroy();
    };
  }, []);

  return <div ref={host} className="h-full" />;
}
