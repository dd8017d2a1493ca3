import { capture, outcome } from '../capture.mjs';

/**
 * The `python` engine (docs/decisions/201-judge-language-registry.md): Python 3 in Pyodide
 * (CPython compiled to WebAssembly). Every job gets a fresh interpreter, restored from a memory
 * snapshot taken once at start, in a thread of its own, so nothing one program leaves behind
 * (modules, files, globals, JavaScript) reaches the next job. The bridges to JavaScript are
 * removed before the learner's code runs (docs/decisions/171-coding-exercises.md#judge,
 * docs/decisions/193-judge-job-boundary.md).
 */

const BLOCKED = [
  'js',
  'pyodide_js',
  'pyodide',
  '_pyodide',
  '_pyodide_core',
  'micropip',
  'socket',
  '_socket',
  'ssl',
  '_ssl',
  'select',
  'subprocess',
  '_posixsubprocess',
  'multiprocessing',
  'ctypes',
  '_ctypes',
  'urllib.request',
  'http.client',
  'webbrowser',
];

const LOCKDOWN = `
def _lockdown():
    import sys, os
    blocked = frozenset(${JSON.stringify(BLOCKED)})
    for name in list(sys.modules):
        if name in blocked or name.split('.')[0] in blocked:
            del sys.modules[name]

    class Refuse:
        @staticmethod
        def find_spec(name, path=None, target=None):
            if name in blocked or name.split('.')[0] in blocked:
                raise ImportError(f"{name} is not available in the judge")
            return None

    sys.meta_path.insert(0, Refuse)

    # Pyodide's own finder answers \`import pyodide_js\` and \`import js\` from its table of
    # JavaScript objects, and stays reachable from sys.meta_path or the garbage collector's list:
    # it leaves the path and its table is emptied (docs/decisions/193-judge-job-boundary.md).
    import gc
    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ not in ('JsFinder', 'JsLoader')]
    for found in gc.get_objects():
        if type(found).__name__ == 'JsFinder':
            found.jsproxies.clear()
    def refused_introspection(*args, **kwargs):
        raise RuntimeError("the garbage collector's lists are not available in the judge")

    # The collector's lists lead to every live object, Pyodide's modules with their to_js too.
    for name in ('get_objects', 'get_referrers', 'get_referents'):
        setattr(gc, name, refused_introspection)

    def refused(*args, **kwargs):
        raise OSError("processes are not available in the judge")

    for name in ('system', 'popen', 'fork', 'forkpty', 'execv', 'execve', 'spawnv', 'posix_spawn', 'kill'):
        if hasattr(os, name):
            setattr(os, name, refused)
    os.environ.clear()

_lockdown()
del _lockdown
`;

/** Pyodide, imported when the engine loads: the server reads this file for its packages only. */
let loadPyodide;
let snapshot;

/** No JavaScript globals for `import js`, no environment, nothing printed while starting. */
const QUIET_AND_BARE = { jsglobals: {}, env: {}, stdout: () => {}, stderr: () => {} };

/**
 * Pyodide compiles its WebAssembly on every load and offers no option to pass it compiled: its
 * instantiation is handed the module the worker compiled once, so a job's thread does not
 * compile 10 MB again (docs/decisions/193-judge-job-boundary.md).
 */
function useCompiled(compiled) {
  const instantiate = WebAssembly.instantiate;
  // Pyodide's own binary is the first bytes it instantiates; anything after is left alone.
  WebAssembly.instantiate = async (source, imports) => {
    if (source instanceof WebAssembly.Module) return instantiate(source, imports);
    WebAssembly.instantiate = instantiate;
    return { instance: await instantiate(compiled, imports), module: compiled };
  };
}

export default {
  id: 'python',
  packages: ['pyodide'],
  thread: true,
  // A Pyodide thread is large: the next job's starts when this one ends, never beside it.
  spareBeside: false,
  // An endless loop is stopped by killing the worker (the interrupt needs the loop to yield).
  stopsItself: false,
  wasm: () => new URL('pyodide.asm.wasm', import.meta.resolve('pyodide')),
  /** The memory snapshot every job's interpreter is restored from, made once in a thread of its own. */
  async makeImage() {
    ({ loadPyodide } = await import('pyodide'));
    const base = await loadPyodide({ ...QUIET_AND_BARE, _makeSnapshot: true });
    return base.makeMemorySnapshot();
  },
  async load({ image, compiled }) {
    ({ loadPyodide } = await import('pyodide'));
    useCompiled(compiled);
    snapshot = image;
  },
  /** A fresh, locked-down interpreter for one job. */
  async fresh() {
    const pyodide = await loadPyodide({ ...QUIET_AND_BARE, _loadSnapshot: snapshot });
    const interrupt = new Int32Array(1);
    pyodide.setInterruptBuffer(interrupt);
    pyodide.runPython(LOCKDOWN);
    return { pyodide, interrupt };
  },
  run: (python, { source, input, limits }) => runPython(python, source, input, limits),
};

function runPython(python, source, input, limits) {
  const { pyodide, interrupt } = python;
  const stdout = capture(limits.outputKb * 1024);
  const stderr = capture(limits.outputKb * 1024);
  const writer = (sink) => ({
    write(buffer) {
      if (sink.writeBytes(buffer)) return buffer.length;
      interrupt[0] = 2;
      throw new Error('output limit');
    },
  });
  pyodide.setStdout(writer(stdout));
  pyodide.setStderr(writer(stderr));
  // Read as bytes, in as many pieces as Python asks for: a handler that answers the whole input
  // as one string loses what does not fit Python's read buffer (a 10,000-character line came
  // back cut).
  const bytes = new TextEncoder().encode(input);
  let offset = 0;
  pyodide.setStdin({
    read(buffer) {
      const count = Math.min(buffer.length, bytes.length - offset);
      buffer.set(bytes.subarray(offset, offset + count));
      offset += count;
      return count;
    },
  });
  interrupt[0] = 0;
  const globals = pyodide.globals.get('dict')();
  globals.set('__name__', '__main__');
  const started = performance.now();
  let status = 'ok';
  let errorLine = null;
  try {
    pyodide.runPython(source, { globals, filename: 'main.py' });
  } catch (error) {
    const text = String(error?.message ?? error);
    const type = error?.type ?? '';
    const frames = [...text.matchAll(/File "main\.py", line (\d+)/g)];
    errorLine = frames.length > 0 ? Number(frames[frames.length - 1][1]) : null;
    if (stdout.overflow || stderr.overflow) status = 'output_limit';
    else if (type === 'SyntaxError' || type === 'IndentationError' || type === 'TabError')
      status = 'compile_error';
    else if (type === 'MemoryError' || type === 'RecursionError')
      status = type === 'MemoryError' ? 'memory_limit' : 'runtime_error';
    else status = 'runtime_error';
    if (!stderr.overflow) stderr.write(learnerTraceback(text));
  } finally {
    globals.destroy();
  }
  return outcome(status, stdout, stderr, started, errorLine);
}

/** The traceback from the learner's first frame on: the judge's own frames say nothing to them. */
function learnerTraceback(text) {
  const lines = dropJudgeFrames(text.split('\n'));
  const first = lines.findIndex((l) => l.includes('File "main.py"'));
  if (first === -1) return `${lines.filter((l) => !l.includes('/lib/python')).join('\n')}\n`;
  return `Traceback (most recent call last):\n${lines.slice(first).join('\n')}\n`;
}

/** Frames of the import machinery and of the judge's own lockdown, with their source lines. */
function dropJudgeFrames(lines) {
  const kept = [];
  let skipping = false;
  for (const line of lines) {
    if (/^ {2}File "/.test(line)) skipping = !line.includes('File "main.py"');
    else if (!/^ {4}/.test(line)) skipping = false;
    if (!skipping) kept.push(line);
  }
  return kept;
}
