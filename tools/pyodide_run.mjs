// Run a Python script in the site's own Pyodide under Node.js, with a folder of this machine
// mounted at /host (read and write): the build uses it to compile the site's Python files with
// the browser's own Python (see tools/precompile.py), which this machine's CPython cannot do.
//
//   node tools/pyodide_run.mjs PYODIDE_DIR FOLDER SCRIPT [ARG ...]
//
// SCRIPT is read from this machine; the ARGs are paths relative to FOLDER, given to the
// script as /host paths (sys.argv is [SCRIPT, ARG ...]).
// The exit status is the script's (1 with its traceback on stderr when it raises).

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, folder, script, ...rest] = process.argv.slice(2);
if (!pyodideDir || !folder || !script) {
  console.error("usage: node tools/pyodide_run.mjs PYODIDE_DIR FOLDER SCRIPT [ARG ...]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(folder) }, "/host");
pyodide.FS.writeFile("/tmp/script.py", readFileSync(script));
pyodide.globals.set("_argv", pyodide.toPy(["/tmp/script.py", ...rest.map((path) => "/host/" + path)]));
try {
  pyodide.runPython(`import sys, runpy\nsys.argv = list(_argv)\nrunpy.run_path(sys.argv[0], run_name="__main__")`);
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}
