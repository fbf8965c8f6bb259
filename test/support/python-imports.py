"""The oracle of test/python-scan.test.ts: CPython's own parser (ast) lists what the scanner
must find in each file named on standard input (one path a line), as one JSON line per file:

  {"file", "ok": false, "error"}                  ast.parse rejected it (or it is not UTF-8)
  {"file", "ok": true, "imports": [...], "dynamic": [line, ...]}

Each import is {module, level, names, line, via, package, typeChecking} with the meanings of
src/targets/graphs/python/scan.ts:
- every Import and ImportFrom (the line of its keyword);
- every call of a name or attribute `import_module` / `__import__` (the line of that name) whose
  module name is a str literal (a constant, or an f-string without fields); a relative name of
  import_module needs a literal package; __import__ takes a literal level and fromlist;
- every assignment (=, +=, annotated) to the name `pytest_plugins`: a str value (split at
  commas), or each str element of a list or tuple value;
- typeChecking: under the body of `if X:` / `elif X:` where X is a dotted name ending in
  TYPE_CHECKING (parentheses allowed).
What is none of these (a name that is no literal, a `*args` that may hold it, another value of
pytest_plugins) is listed in `dynamic` by line.
"""
import ast
import json
import sys


def literal_str(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and all(isinstance(v, ast.Constant) for v in node.values):
        return "".join(v.value for v in node.values)
    return None


UNKNOWN = object()


def argument(call, index, keyword):
    """The argument by position or keyword; UNKNOWN where *args/**kwargs may hold it."""
    positional = []
    star = False
    for a in call.args:
        if isinstance(a, ast.Starred):
            star = True
        elif not star:
            positional.append(a)
    if index < len(positional):
        return positional[index]
    if star:
        return UNKNOWN
    for kw in call.keywords:
        if kw.arg == keyword:
            return kw.value
    if any(kw.arg is None for kw in call.keywords):
        return UNKNOWN
    return None


def sequence(node):
    if isinstance(node, (ast.List, ast.Tuple)):
        values, others = [], 0
        for e in node.elts:
            s = literal_str(e)
            if s is None:
                others += 1
            else:
                values.append(s)
        return values, others
    return None


def dotted_name(node):
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def is_type_checking(test):
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING" and dotted_name(test)


class Finder:
    def __init__(self):
        self.imports = []
        self.dynamic = []

    def add(self, tc, **entry):
        entry.setdefault("names", None)
        entry.setdefault("package", None)
        entry["typeChecking"] = tc
        self.imports.append(entry)

    def visit(self, node, tc):
        if isinstance(node, ast.If) and is_type_checking(node.test):
            self.visit(node.test, tc)
            for child in node.body:
                self.visit(child, True)
            for child in node.orelse:
                self.visit(child, tc)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                self.add(tc, module=alias.name, level=0, line=node.lineno, via="import")
        elif isinstance(node, ast.ImportFrom):
            self.add(
                tc,
                module=node.module or "",
                level=node.level,
                names=[a.name for a in node.names],
                line=node.lineno,
                via="from",
            )
        elif isinstance(node, ast.Call):
            self.call(node, tc)
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id == "pytest_plugins":
                    if node.value is not None:
                        self.plugins(node.value, target.lineno, tc)
        for child in ast.iter_child_nodes(node):
            self.visit(child, tc)

    def plugins(self, value, line, tc):
        def add(name):
            name = name.strip()
            if name:
                dots = len(name) - len(name.lstrip("."))
                self.add(tc, module=name[dots:], level=dots, line=line, via="pytest_plugins")

        s = literal_str(value)
        if s is not None:
            for part in s.split(","):
                add(part)
            return
        seq = sequence(value)
        if seq is None:
            self.dynamic.append(line)
            return
        for v in seq[0]:
            add(v)
        self.dynamic.extend([line] * seq[1])

    def call(self, node, tc):
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
        if name not in ("import_module", "__import__"):
            return
        line = f.end_lineno if isinstance(f, ast.Attribute) else f.lineno
        arg = argument(node, 0, "name")
        module = None if arg is None or arg is UNKNOWN else literal_str(arg)
        if module is None:
            self.dynamic.append(line)
            return
        dots = len(module) - len(module.lstrip("."))
        if name == "import_module":
            if dots == 0:
                self.add(tc, module=module, level=0, line=line, via="import_module")
                return
            pkg = argument(node, 1, "package")
            pkg = None if pkg is None or pkg is UNKNOWN else literal_str(pkg)
            if pkg is None:
                self.dynamic.append(line)
            else:
                self.add(
                    tc, module=module[dots:], level=dots, line=line, via="import_module", package=pkg
                )
            return
        level = 0
        lv = argument(node, 4, "level")
        if lv is not None:
            if not (isinstance(lv, ast.Constant) and type(lv.value) is int and lv.value >= 0):
                self.dynamic.append(line)
                return
            level = lv.value
        names = None
        fl = argument(node, 3, "fromlist")
        if fl is UNKNOWN:
            self.dynamic.append(line)
        elif fl is not None and not (isinstance(fl, ast.Constant) and fl.value is None):
            seq = sequence(fl)
            if seq is None or seq[1] > 0:
                self.dynamic.append(line)
            if seq is not None:
                names = [n for n in seq[0] if n != ""] or None
        self.add(tc, module=module[dots:], level=level + dots, line=line, via="__import__", names=names)


def main():
    for path in sys.stdin.read().splitlines():
        if not path:
            continue
        with open(path, "rb") as f:
            data = f.read()
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            print(json.dumps({"file": path, "ok": False, "error": "not UTF-8", "utf8": False}))
            continue
        try:
            tree = ast.parse(data)
        except (SyntaxError, ValueError) as e:
            print(json.dumps({"file": path, "ok": False, "error": str(e), "utf8": True}))
            continue
        finder = Finder()
        finder.visit(tree, False)
        print(json.dumps({"file": path, "ok": True, "imports": finder.imports, "dynamic": finder.dynamic}))


main()
