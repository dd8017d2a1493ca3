import { lazy, Suspense } from 'react';
import type { CodeMirrorEditorProps } from './codemirror-editor';

// CodeMirror comes in its own chunk, fetched when an exercise opens: no public page carries it.
const CodeMirrorEditor = lazy(() =>
  import('./codemirror-editor').then((m) => ({ default: m.CodeMirrorEditor })),
);

/** The editor, with the code shown plainly while CodeMirror downloads. */
export function CodeEditor(props: CodeMirrorEditorProps & { loadingLabel: string }) {
  const { loadingLabel, ...editor } = props;
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="h-full">
          <span className="sr-only">{loadingLabel}</span>
          <pre className="h-full overflow-auto p-3 pl-12 font-mono text-slate-500">{editor.initialCode}</pre>
        </div>
      }
    >
      <CodeMirrorEditor {...editor} />
    </Suspense>
  );
}
