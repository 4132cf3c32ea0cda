// Run every notebook of the built static site in the site's own Pyodide, under Node.js.
//
// The browser's kernel (jupyterlite-pyodide-kernel's worker) is followed step by step: Pyodide
// from the site's static/pyodide/ folder with the packages the site's settings preload
// (loadPyodideOptions.packages: micropip, piplite, the kernel's, the course), then what is not
// preloaded: micropip from its lock, piplite from the site's pypi/ folder, the kernel packages
// through piplite (the site's index, PyPI disabled), then
// `import pyodide_kernel` and its kernel_instance.run(code) for each code cell — the same call
// the site makes, so a cell's imports load from the site's lock as they do there. The site's
// files are served by the caller on 127.0.0.1 (BASE_URL); every fetch elsewhere is refused and
// counted. The notebooks are copied from SITE/files/ into /drive (as the site's drive shows
// them); each notebook runs in a new Pyodide (a page of the site starts its own kernel), in its
// folder (the widgets take their language from it). Widgets have no front end here: their comm
// messages are counted and dropped.
//
//   node tools/site_check.mjs SITE_DIR BASE_URL [NOTEBOOK ...]   (paths relative to SITE/files)
//
// One JSON object per line on stdout: {"notebook", "cells", "errors", "stderr", "displays",
// "comms", "seconds"} per notebook, then {"foreign": [...]}. Exit status 0 even with errors:
// the caller judges.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const fresh = args.includes("--fresh");  // a new Pyodide per notebook (slow), not a new namespace
const clicks = !args.includes("--no-clicks");
// Clicks per notebook at most (a game table has buttons without end); the kids' app pages
// (app:PATH) are opened, not clicked: their lesson buttons open the pages checked one by one.
const clickLimit = 40;
const [siteArg, base, ...only] = args.filter((arg) => !arg.startsWith("--"));
if (!siteArg || !base) {
  console.error("usage: node tools/site_check.mjs SITE_DIR BASE_URL [NOTEBOOK ...]");
  process.exit(2);
}
const site = resolve(siteArg);
const files = join(site, "files");
const config = JSON.parse(readFileSync(join(site, "jupyter-lite.json"), "utf-8"))["jupyter-config-data"];
const kernelSettings = config.litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
const siteUrl = (path) => new URL(path, base.endsWith("/") ? base : base + "/").href;
const pypi = "extensions/@jupyterlite/pyodide-kernel-extension/static/pypi/";
const piplite = readdirSync(join(site, pypi)).find((name) => name.startsWith("piplite-") && name.endsWith(".whl"));

// No network: only the site itself (and local files) may be fetched.
const foreign = [];
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input.url ?? String(input);
  if (url.startsWith(siteUrl("")) || url.startsWith("file:")) return realFetch(input, init);
  foreign.push(url);
  throw new TypeError(`site_check: a request to another host refused: ${url}`);
};

function notebooks(folder) {
  const found = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...notebooks(path));
    else if (name.endsWith(".ipynb")) found.push(relative(files, path));
  }
  return found;
}

function copyTree(FS, from, to) {
  FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const path = join(from, name);
    if (statSync(path).isDirectory()) copyTree(FS, path, `${to}/${name}`);
    else FS.writeFile(`${to}/${name}`, readFileSync(path));
  }
}

const { loadPyodide } = await import(pathToFileURL(join(site, kernelSettings.pyodideUrl ?? "static/pyodide/pyodide.mjs")).href);

async function kernel(log) {
  const preloaded = (kernelSettings.loadPyodideOptions ?? {}).packages ?? [];
  const pyodide = await loadPyodide({
    indexURL: join(site, dirname(kernelSettings.pyodideUrl ?? "static/pyodide/pyodide.mjs")) + "/",
    stdout: () => {},
    stderr: (text) => log.push(text),
    packages: preloaded,
  });
  copyTree(pyodide.FS, files, "/drive");
  pyodide.FS.chdir("/drive");
  if (!preloaded.includes("micropip")) {
    await pyodide.loadPackage(["micropip"], { messageCallback: () => {}, errorCallback: (text) => log.push(text) });
  }
  const urls = (kernelSettings.pipliteUrls ?? []).map(siteUrl);
  // the worker's list, as the build patches it (no jedi: tools/build_site.py KERNEL_PATCHES)
  const kernelPackages = ["ipykernel", "comm", "pyodide-kernel", "ipython"].filter((name) => !preloaded.includes(name));
  await pyodide.runPythonAsync(`
import micropip
${preloaded.includes("piplite") ? "" : `await micropip.install(${JSON.stringify(siteUrl(pypi + piplite))}, keep_going=True)`}
import piplite.piplite
piplite.piplite._PIPLITE_DISABLE_PYPI = ${kernelSettings.disablePyPIFallback ? "True" : "False"}
piplite.piplite._PIPLITE_URLS = ${JSON.stringify(urls)}
for name in ${JSON.stringify(kernelPackages)}:
    await piplite.install(name, keep_going=True)
import pyodide_kernel
`);
  return pyodide;
}

let shared = null;

// Each button a visitor can see is clicked once, in the order they appear: a button is visible
// when it is in the tree (children) of a widget the notebook displayed, recomputed after each
// click (a board replaces its buttons: the old ones are no longer on screen). A callback's
// exception is what the site would show as a traceback.
const CLICKS = `
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
shown = []
counts = {"displays": 0}

def on_display(data, metadata=None, transient=None, *_):
    counts["displays"] += 1
    view = data.get(WIDGET_VIEW) if hasattr(data, "get") else None
    if view and view.get("model_id") not in shown:
        shown.append(view.get("model_id"))

def on_result(count, data, metadata=None, *_):
    on_display(data, metadata)

def visible_buttons():
    from ipywidgets import Button
    from ipywidgets.widgets.widget import _instances
    seen, found, todo = set(), [], [_instances.get(model_id) for model_id in shown]
    while todo:
        widget = todo.pop(0)
        if widget is None or widget.model_id in seen or widget.comm is None:
            continue
        seen.add(widget.model_id)
        if isinstance(widget, Button) and not widget.disabled:
            found.append(widget)
        todo.extend(getattr(widget, "children", ()) or ())
    return found

def click_all(limit):
    import sys
    if "ipywidgets" not in sys.modules:
        return {"clicked": 0, "failed": []}
    from IPython import get_ipython
    shell = get_ipython()
    clicked, failed = set(), []
    while len(clicked) < limit:
        button = next((b for b in visible_buttons() if b.model_id not in clicked), None)
        if button is None:
            break
        clicked.add(button.model_id)
        shell._last_traceback = None
        button.click()
        if shell._last_traceback is not None:
            failed.append({"button": button.description or button.tooltip or str(button.model_id),
                           "ename": shell._last_traceback["ename"], "evalue": shell._last_traceback["evalue"],
                           "traceback": [str(line) for line in shell._last_traceback["traceback"]]})
    return {"clicked": len(clicked), "failed": failed}
`;

async function runNotebook(item) {
  const started = performance.now();
  const log = [];
  const app = item.startsWith("app:");
  const path = app ? item.slice(4) : item;
  const result = { notebook: item, cells: 0, errors: [], stderr: [], displays: 0, comms: 0, loaded: [] };
  let pyodide = fresh ? null : shared;
  try {
    pyodide ??= await kernel(log);
  } catch (error) {
    result.errors.push({ cell: -1, ename: "KernelStart", evalue: String(error), traceback: log });
    return result;
  }
  if (!fresh) shared = pyodide;
  const before = new Set(Object.keys(pyodide.loadedPackages));
  const helpers = pyodide.toPy({});
  pyodide.runPython(CLICKS, { globals: helpers });
  const module = pyodide.globals.get("pyodide_kernel");
  const instance = module.kernel_instance;
  const interpreter = instance.interpreter;
  let cell = -1;
  const stream = (name, text) => { if (String(name) === "stderr") result.stderr.push({ cell, text: String(text) }); };
  module.stdout_stream.publish_stream_callback = stream;
  module.stderr_stream.publish_stream_callback = stream;
  interpreter.display_pub.clear_output_callback = () => {};
  interpreter.display_pub.display_data_callback = helpers.get("on_display");
  interpreter.display_pub.update_display_data_callback = () => {};
  interpreter.displayhook.publish_execution_result = helpers.get("on_result");
  interpreter.send_comm = () => { result.comms += 1; };
  interpreter.reset(false);  // a new namespace for each notebook, as a new page of the site has
  pyodide.runPython(`import os; os.chdir(${JSON.stringify("/drive/" + dirname(path))})`);
  const notebook = JSON.parse(readFileSync(join(files, path), "utf-8"));
  // The kids' app (lessons.site) shows a page as its lesson buttons do: PageApp.open, the
  // language's start page as its home (the site's kids/<lang>.html opens that one).
  const home = JSON.stringify(path.split("/")[0] + "/kids/00_start.ipynb");
  const cells = app
    ? [{ cell_type: "code", source: `from pathlib import Path; from lessons.site import PageApp; PageApp(Path("/drive"), home=${home}).open(${JSON.stringify(path)})` }]
    : notebook.cells;
  for (const [index, source] of cells.entries()) {
    if (source.cell_type !== "code") continue;
    cell = index;
    result.cells += 1;
    const code = Array.isArray(source.source) ? source.source.join("") : source.source;
    // What the site's kernel sets before each execute_request (PyodideRemoteKernel.setup).
    instance._parent_header = pyodide.toPy({ header: { msg_id: `${item}:${index}`, msg_type: "execute_request",
                                                       session: "site-check", username: "", version: "5.3" } });
    const reply = (await instance.run(code)).toJs({ dict_converter: Object.fromEntries });
    if (reply.status === "error") {
      result.errors.push({ cell: index, code, ename: reply.ename, evalue: reply.evalue,
                           traceback: (reply.traceback ?? []).map(String) });
    }
  }
  if (clicks) {
    instance._parent_header = pyodide.toPy({ header: { msg_id: `${item}:clicks`, msg_type: "execute_request",
                                                       session: "site-check", username: "", version: "5.3" } });
    cell = "clicks";
    const clicked = helpers.get("click_all")(app ? 0 : clickLimit).toJs({ dict_converter: Object.fromEntries });
    result.clicked = clicked.clicked;
    for (const failure of clicked.failed) result.errors.push({ cell: "click", ...failure });
  }
  result.displays = helpers.get("counts").get("displays");
  result.loaded = Object.keys(pyodide.loadedPackages).filter((name) => !before.has(name)).sort();
  result.seconds = Math.round((performance.now() - started) / 100) / 10;
  return result;
}

const all = notebooks(files);
const kids = all.filter((path) => /(^|\/)kids\//.test(path)).map((path) => `app:${path}`);
for (const path of only.length ? only : [...all, ...kids]) {
  let result;
  try {
    result = await runNotebook(path);
  } catch (error) {  // the harness itself failed on this notebook: report it as its error
    result = { notebook: path, cells: 0, errors: [{ cell: -1, ename: error.type ?? error.name, evalue: String(error.message).slice(-3000), traceback: [] }] };
  }
  console.log(JSON.stringify(result));
}
// Pyodide keeps the event loop alive: leave once stdout (a pipe: written asynchronously) is flushed.
process.stdout.write(JSON.stringify({ foreign }) + "\n", () => process.exit(0));
