import { constants } from 'node:fs';

// Emscripten's NODEFS (Pyodide's and PGlite's) asks process.binding for the open flags, which
// the permission model refuses; it gets them from node:fs instead
// (docs/decisions/171-coding-exercises.md#judge). Imported by each realm that loads an engine.
const binding = process.binding;
process.binding = (name) => (name === 'constants' ? { fs: constants } : binding.call(process, name));
