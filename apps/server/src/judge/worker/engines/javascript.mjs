import { capture, outcome } from '../capture.mjs';

/**
 * The `javascript` engine (docs/decisions/201-judge-language-registry.md): QuickJS compiled to
 * WebAssembly, in a thread per job (docs/decisions/193-judge-job-boundary.md); a fresh runtime
 * and context per test, with a memory limit, an interrupt at the deadline, and no host function
 * but the two writers below (docs/decisions/171-coding-exercises.md#judge).
 */

const PRELUDE = `
(() => {
  const out = globalThis.__out;
  const err = globalThis.__err;
  delete globalThis.__out;
  delete globalThis.__err;
  const show = (v) => (typeof v === 'string' ? v : (() => { try { const j = JSON.stringify(v); return j === undefined ? String(v) : j; } catch { return String(v); } })());
  const line = (args) => args.map(show).join(' ') + '\\n';
  const print = (...args) => { out(line(args)); };
  const lines = globalThis.input.split(/\\r?\\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let next = 0;
  Object.defineProperty(globalThis, 'print', { value: print });
  Object.defineProperty(globalThis, 'readLine', { value: () => (next < lines.length ? lines[next++] : null) });
  globalThis.console = { log: print, info: print, error: (...a) => { err(line(a)); }, warn: (...a) => { err(line(a)); } };
})();
`;

let quickjs;

export default {
  id: 'javascript',
  packages: ['quickjs-emscripten-core', '@jitl/quickjs-wasmfile-release-sync', '@jitl/quickjs-ffi-types'],
  thread: true,
  // A QuickJS thread is small and quick to start: the next job's starts beside this one.
  spareBeside: true,
  // Its interrupt handler stops a program at the deadline, its runtime at the memory limit.
  stopsItself: true,
  wasm: () => new URL('emscripten-module.wasm', import.meta.resolve('@jitl/quickjs-wasmfile-release-sync')),
  /** `compiled`: the WebAssembly module the worker compiled once, so a job's thread does not. */
  async load({ compiled }) {
    const { default: RELEASE_SYNC } = await import('@jitl/quickjs-wasmfile-release-sync');
    const { newQuickJSWASMModuleFromVariant, newVariant } = await import('quickjs-emscripten-core');
    const variant = compiled ? newVariant(RELEASE_SYNC, { wasmModule: compiled }) : RELEASE_SYNC;
    quickjs ??= await newQuickJSWASMModuleFromVariant(variant);
  },
  // Nothing kept between tests: each gets a fresh runtime and context.
  fresh: async () => null,
  run: (_, { source, input, limits }) => runJavaScript(source, input, limits),
};

function runJavaScript(source, input, limits) {
  const stdout = capture(limits.outputKb * 1024);
  const stderr = capture(limits.outputKb * 1024);
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryMb * 1024 * 1024);
  runtime.setMaxStackSize(1024 * 1024);
  // The clock starts at the learner's code: setting up the context is ours, and on a busy
  // machine it could otherwise use up a short limit before the first line runs.
  let started = performance.now();
  let deadline = Number.POSITIVE_INFINITY;
  let timedOut = false;
  runtime.setInterruptHandler(() => {
    if (performance.now() > deadline) timedOut = true;
    return timedOut || stdout.overflow;
  });
  const context = runtime.newContext();
  try {
    const writer = (sink) =>
      context.newFunction('write', (handle) => {
        if (!sink.write(context.getString(handle))) throw new Error('output limit');
      });
    for (const [name, sink] of [
      ['__out', stdout],
      ['__err', stderr],
    ]) {
      const fn = writer(sink);
      context.setProp(context.global, name, fn);
      fn.dispose();
    }
    const inputHandle = context.newString(input);
    context.setProp(context.global, 'input', inputHandle);
    inputHandle.dispose();
    context.unwrapResult(context.evalCode(PRELUDE, 'prelude.js')).dispose();

    const compiled = context.evalCode(source, 'main.js', { compileOnly: true });
    if (compiled.error) return fail('compile_error', compiled.error);
    compiled.value.dispose();
    started = performance.now();
    deadline = started + limits.timeMs;
    const result = context.evalCode(source, 'main.js');
    if (result.error) return fail('runtime_error', result.error);
    result.value.dispose();
    // Promises the program started (async functions, then-chains) run to the end too.
    const jobs = runtime.executePendingJobs(-1);
    if (jobs.error) return fail('runtime_error', jobs.error);
    return done(stdout.overflow ? 'output_limit' : 'ok', null);
  } finally {
    context.dispose();
    runtime.dispose();
  }

  function fail(kind, handle) {
    const error = context.dump(handle);
    handle.dispose();
    const message = typeof error === 'object' && error ? `${error.name}: ${error.message}` : String(error);
    const stack = typeof error === 'object' && error ? String(error.stack ?? '') : '';
    const line = /main\.js:(\d+)/.exec(stack) ?? /main\.js:(\d+)/.exec(message);
    let status = kind;
    if (stdout.overflow) status = 'output_limit';
    else if (timedOut || /interrupted/.test(message)) status = 'time_limit';
    else if (/out of memory/i.test(message)) status = 'memory_limit';
    stderr.write(`${message}\n`);
    return done(status, line ? Number(line[1]) : null);
  }

  function done(status, errorLine) {
    return outcome(status, stdout, stderr, started, errorLine);
  }
}
