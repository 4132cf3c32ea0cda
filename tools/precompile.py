"""Add compiled bytecode to the site's Python files, so the browser imports without compiling.

Pyodide's npm package ships its standard library (``python_stdlib.zip``) and the wheels from
PyPI as source only, and the browser's Python cannot keep what it compiles: every page then
compiles IPython, the standard library it imports and the course again, about 3 s of a
kids' page's start on this machine. The build (``tools/build_site.py``) runs this script in
the site's own Pyodide (``tools/pyodide_run.mjs``), whose Python is the browser's, so the
bytecode is the one it reads:

- a wheel gets ``__pycache__/<module>.<tag>.pyc`` beside each ``.py`` (its RECORD lists them);
- the standard library zip gets ``<module>.pyc`` beside each ``.py`` (zipimport's place).

Both are *unchecked-hash* pycs: the files never change once built, so the source is not
read to check them; it stays for tracebacks. A file that does not compile (a test file
written for an older Python) is left as source.

    python precompile.py STDLIB_ZIP_OR_WHEEL ...   (run inside Pyodide, see above)
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import sys
import sysconfig
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]


def pyc(source: bytes, filename: str) -> bytes | None:
    """The unchecked-hash bytecode of ``source`` as imported from ``filename``, or ``None``."""
    try:
        with warnings.catch_warnings():  # an old test file's invalid escapes: not the visitor's
            warnings.simplefilter("ignore")
            code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _rewrite(path: str, extra: dict[str, bytes], record: str | None = None, record_lines: list[str] | None = None) -> None:
    with zipfile.ZipFile(path) as old:
        entries = [(info, old.read(info)) for info in old.infolist()]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as new:
        for info, data in entries:
            if info.filename == record and record_lines:
                data = (data.decode().rstrip("\n") + "\n" + "\n".join(record_lines) + "\n").encode()
            new.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
        stamp = entries[0][0].date_time if entries else (1980, 1, 1, 0, 0, 0)
        for name, data in extra.items():
            new.writestr(zipfile.ZipInfo(name, stamp), data, compress_type=zipfile.ZIP_DEFLATED)
    with open(path, "wb") as out:
        out.write(buffer.getvalue())


def compile_wheel(path: str) -> int:
    """Add ``__pycache__`` bytecode to the wheel at ``path``; return how many files got one."""
    tag = sys.implementation.cache_tag
    site = sysconfig.get_paths()["purelib"]
    extra: dict[str, bytes] = {}
    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        for name in names:
            if name.endswith(".py") and ".data/" not in name:
                code = pyc(wheel.read(name), f"{site}/{name}")
                if code is not None:
                    folder, _, file = name.rpartition("/")
                    target = f"{folder}/__pycache__/{file[:-3]}.{tag}.pyc" if folder else f"__pycache__/{file[:-3]}.{tag}.pyc"
                    extra[target] = code
    _rewrite(path, extra, record, [_record_line(name, data) for name, data in extra.items()])
    return len(extra)


def compile_stdlib(path: str) -> int:
    """Add ``<module>.pyc`` beside each ``.py`` of the standard library zip at ``path``."""
    prefix = next((p for p in sys.path if p.endswith(".zip")), "/lib/python.zip")
    extra: dict[str, bytes] = {}
    with zipfile.ZipFile(path) as stdlib:
        for name in stdlib.namelist():
            if name.endswith(".py"):
                code = pyc(stdlib.read(name), f"{prefix}/{name}")
                if code is not None:
                    extra[name[:-3] + ".pyc"] = code
    _rewrite(path, extra)
    return len(extra)


def main(paths: list[str]) -> None:
    for path in paths:
        count = compile_wheel(path) if path.endswith(".whl") else compile_stdlib(path)
        print(f"  bytecode: {path.rsplit('/', 1)[-1]}: {count} files")


if __name__ == "__main__":
    main(sys.argv[1:])
