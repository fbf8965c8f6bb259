"""Loads plugins by name: some names are literals, some come from configuration."""
import importlib
import importlib.util
import sys

BUILTIN = ("plugins.csv_export", "plugins.json_export")


def load_builtin():
    csv = importlib.import_module("plugins.csv_export")
    js = importlib.import_module(name="plugins.json_export")
    rel = importlib.import_module(".xml_export", package="plugins")
    rel2 = importlib.import_module("..shared.base", "plugins.sub")
    concat = importlib.import_module("plugins." "yaml_export")
    paren = importlib.import_module(("plugins.toml_export"))
    plain_f = importlib.import_module(f"plugins.ini_export")
    return csv, js, rel, rel2, concat, paren, plain_f


def load_configured(names):
    for name in names:
        yield importlib.import_module(name)
    yield importlib.import_module(f"plugins.{names[0]}")
    yield importlib.import_module("plugins." + names[0])
    yield importlib.import_module(".relative_without_anchor")
    yield importlib.import_module(*names)


def legacy():
    os_path = __import__("os.path")
    json = __import__("json", globals(), locals(), [], 0)
    sub = __import__("xml.etree", fromlist=["ElementTree", ""])
    up = __import__("sibling", globals(), None, ["thing"], 1)
    dyn = __import__(sys.argv[1])
    unknown_level = __import__("pkg", level=sys.maxsize)
    return os_path, json, sub, up, dyn, unknown_level


def import_module(name):  # a definition, not a call
    return importlib.import_module(name)


class Registry:
    def __import__(self, name):  # a method named like the builtin
        return name
