# -*- coding: utf-8 -*-
"""Compatibility shims."""
import sys; import os as _os

try:
    import simplejson as json
except ImportError:  # pragma: no cover
    import json
else:
    from simplejson import JSONDecodeError
finally:
    pass

if sys.version_info >= (3, 11):
    import tomllib
elif sys.platform == "win32": import winreg
else:
    import tomli as tomllib

from collections import \
    OrderedDict, \
    defaultdict

from typing import (Any,
                    Callable,  # callables
                    Optional as Opt,
)
import a.b.c as abc, d.e, \
    f

while False: import never_runs
for _ in (): from loops import body
with open(_os.devnull) as fh: import inside_with

class Shim: import inside_class
def shim(): from . import inside_def; return inside_def
async def ashim():
    async with ctx() as c: import inside_async_with
    async for x in it(): from .a import y

x = 1; from m1 import n1; import m2
