/**
 * Learner A's programs that plant in the JavaScript realm their Python job reached, and learner
 * B's that looks for it, for the judge's boundary tests (docs/decisions/193-judge-job-boundary.md).
 */

/** Every route from Python to the JavaScript realm it runs in that worked before: its Object. */
const REACH = `
def reach_js():
    import sys, gc
    for finder in sys.meta_path:
        table = getattr(finder, 'jsproxies', None) or {}
        if 'pyodide_js' in table:
            return table['pyodide_js'].constructor
    try:
        found = gc.get_objects()
    except RuntimeError:
        found = []
    for module in found:
        if type(module).__name__ == 'module' and callable(getattr(module, 'to_js', None)):
            array = module.to_js([])
            return getattr(array.constructor.prototype, '__proto__').constructor
    return None
`;

/** Learner A's program: plants in the realm it reached what a job after it would feel. */
const plant = (what: string) => `${REACH}
Object = reach_js()
if Object:
    def define(name, value):
        # Not enumerable, as the attack in issue 40 did: the worker's own loops do not trip on it.
        descriptor = Object.new()
        descriptor.value = value
        Object.defineProperty(Object.prototype, name, descriptor)
${what
  .trim()
  .split('\n')
  .map((line) => `    ${line}`)
  .join('\n')}
print('planted' if Object else 'unreached')
`;
export const PLANT = plant("define('kalvi_planted', 'planted-by-an-earlier-learner')");
// The options QuickJS and PGlite read with no own value fall through to Object.prototype: a
// context without JSON or Date; an int4 cell read as "[object Undefined]".
export const PLANT_FOR_JAVASCRIPT = plant(`
intrinsics = Object.new()
intrinsics.BaseObjects = True
intrinsics.RegExp = True
define('intrinsics', intrinsics)`);
export const PLANT_FOR_SQL = plant(`
parsers = Object.new()
setattr(parsers, '23', Object.prototype.toString)
define('parsers', parsers)`);

/** Learner B's Python program: what of an earlier job it can find. */
export const LOOK = `${REACH}
Object = reach_js()
print(getattr(Object.prototype, 'kalvi_planted', 'clean') if Object else 'clean')
`;
