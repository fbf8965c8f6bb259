/**
 * Python repositories for test/python.test.ts and bench/python.ts, in the layouts real ones
 * have: a tach-modular Django-like shop (tach.toml, modules under one package, relative imports,
 * re-exporting `__init__.py` files, a conftest above the modules), a repository of several
 * distributions without a uv workspace (a `src/` layout beside a flat one, a namespace package
 * spread over two of them, each with its own lockfile), and a generated repository of 20,000
 * files for the bench.
 */

/** A file tree: repository-relative path → text. */
export type Tree = Record<string, string>;

/**
 * The shop: tach modules shop.catalog, shop.orders, shop.billing, shop.reports and shop.search
 * (a cycle: search ↔ catalog, each importing a different file of the other), `<root>`, a conftest
 * at shop/ above every module's tests, and `shared/` outside the modules (in `<root>`).
 */
export const SHOP: Tree = {
  'tach.toml': `exclude = ["**/__pycache__", "legacy_scripts"]
source_roots = ["."]

[[modules]]
path = "<root>"
depends_on = []

[[modules]]
path = "shop.catalog"
depends_on = ["<root>", "shop.search"]

[[modules]]
path = "shop.orders"
depends_on = ["shop.catalog"]

[[modules]]
path = "shop.billing"
depends_on = ["shop.orders"]

[[modules]]
path = "shop.reports"
depends_on = []

[[modules]]
path = "shop.search"
depends_on = ["shop.catalog"]
utility = true

[[interfaces]]
expose = ["api.*"]
from = ["shop\\\\.catalog"]
`,
  'pyproject.toml': `[project]
name = "shop"
version = "1.0.0"
dependencies = ["requests>=2.31", "PyYAML>=6", "django>=5.0"]

[tool.ruff]
line-length = 100
`,
  'uv.lock': uvLock([
    ['django', '5.0.1', ['asgiref', 'sqlparse']],
    ['asgiref', '3.7.2', []],
    ['sqlparse', '0.4.4', []],
    ['requests', '2.31.0', ['urllib3', 'idna']],
    ['urllib3', '2.1.0', []],
    ['idna', '3.6', []],
    ['pyyaml', '6.0.1', []],
  ]),
  'manage.py':
    'import os\nimport sys\n\nif __name__ == "__main__":\n    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")\n',
  'shared/__init__.py': '',
  'shared/money.py':
    'from decimal import Decimal\n\n\ndef cents(value):\n    return int(Decimal(value) * 100)\n',
  'shared/factories.py': 'import yaml\n\n\ndef load(text):\n    return yaml.safe_load(text)\n',
  'shop/__init__.py': '',
  'shop/settings.py': 'INSTALLED_APPS = ["shop.catalog", "shop.orders", "shop.billing"]\n',
  'shop/conftest.py':
    'import pytest\n\nfrom shared.factories import load\n\n\n@pytest.fixture\ndef catalog_data():\n    return load("a: 1")\n',
  // catalog: re-exports pricing from its __init__.py; models imports search (the cycle).
  'shop/catalog/__init__.py': 'from .pricing import price\n\n__all__ = ["price"]\n',
  'shop/catalog/pricing.py':
    'from shared.money import cents\n\n\ndef price(item):\n    return cents(item.amount)\n',
  'shop/catalog/models.py':
    'from dataclasses import dataclass\n\nfrom shop.search.index import register\n\n\n@dataclass\nclass Product:\n    name: str\n\n\nregister(Product)\n',
  'shop/catalog/api/__init__.py': '',
  'shop/catalog/api/serializers.py':
    'from ..models import Product\n\n\ndef dump(p: Product):\n    return {"name": p.name}\n',
  'shop/catalog/templates/catalog/list.html':
    '<ul>{% for p in products %}<li>{{ p }}</li>{% endfor %}</ul>\n',
  'shop/catalog/tests/test_models.py':
    'from shop.catalog.models import Product\n\n\ndef test_product():\n    assert Product("a").name == "a"\n',
  // search: imports catalog's serializers inside a function (the other half of the cycle).
  'shop/search/__init__.py': '',
  'shop/search/index.py': 'REGISTRY = []\n\n\ndef register(model):\n    REGISTRY.append(model)\n',
  'shop/search/query.py':
    'def search(text):\n    from shop.catalog.api.serializers import dump\n\n    return [dump(p) for p in []]\n',
  // orders: a relative import two levels up, and a submodule named in `from p import n`.
  'shop/orders/__init__.py': '',
  'shop/orders/api/__init__.py': '',
  'shop/orders/api/views.py':
    'from ...catalog import price\nfrom ...catalog.api import serializers\n\n\ndef total(items):\n    return sum(price(i) for i in items)\n',
  'shop/orders/tests/unit/api/test_views.py':
    'from shop.orders.api.views import total\n\n\ndef test_total(catalog_data):\n    assert total([]) == 0\n',
  // billing: imports orders (and so catalog, through it), and a function-level import of search.
  'shop/billing/__init__.py': '',
  'shop/billing/invoice.py':
    'from shop.orders.api.views import total\n\n\ndef invoice(items):\n    if items:\n        import shop.search.query\n\n    return total(items)\n',
  // reports: imports nothing of the shop; a broken file waits for a change (see the tests).
  'shop/reports/__init__.py': '',
  'shop/reports/daily.py': 'import datetime\n\n\ndef today():\n    return datetime.date.today()\n',
  'legacy_scripts/cleanup.py': 'import shop.catalog.models\n',
  'README.md': '# shop\n',
};

/** A uv.lock of registry packages: [name, version, dependencies]. */
export function uvLock(packages: [string, string, string[]][]): string {
  const out = ['version = 1', 'revision = 2', 'requires-python = ">=3.12"', ''];
  for (const [name, version, deps] of packages) {
    out.push('[[package]]', `name = "${name}"`, `version = "${version}"`);
    out.push('source = { registry = "https://pypi.org/simple" }');
    if (deps.length > 0)
      out.push(`dependencies = [\n${deps.map((d) => `    { name = "${d}" },`).join('\n')}\n]`);
    out.push('');
  }
  return out.join('\n');
}

/**
 * Several distributions and no uv workspace, as langchain's and langgraph's libs/: core (a src/
 * layout), web (flat), and a namespace package `acme` spread over acme-alpha and acme-beta; each
 * distribution has its own pyproject.toml and lockfile; tests packages named `tests` in two.
 */
export const LIBS: Tree = {
  'README.md': '# libs\n',
  'libs/core/pyproject.toml':
    '[project]\nname = "core-lib"\nversion = "0.1.0"\ndependencies = ["attrs>=23"]\n',
  'libs/core/src/core_lib/__init__.py': 'from .text import slug\n',
  'libs/core/src/core_lib/text.py': 'import attr\n\n\ndef slug(s):\n    return s.lower()\n',
  'libs/core/src/core_lib/numbers.py': 'def double(n):\n    return 2 * n\n',
  'libs/core/tests/__init__.py': '',
  'libs/core/tests/test_text.py':
    'from core_lib import slug\n\n\ndef test_slug():\n    assert slug("A") == "a"\n',
  'libs/web/pyproject.toml':
    '[project]\nname = "web-app"\nversion = "0.1.0"\ndependencies = ["core-lib", "requests"]\n',
  'libs/web/uv.lock': uvLock([
    ['requests', '2.31.0', ['urllib3']],
    ['urllib3', '2.1.0', []],
  ]),
  'libs/web/web_app/__init__.py': '',
  'libs/web/web_app/pages.py': 'import requests\n\nfrom core_lib.text import slug\n',
  'libs/web/web_app/health.py': 'def ok():\n    return True\n',
  'libs/web/tests/__init__.py': '',
  'libs/web/tests/test_pages.py': 'from web_app import pages\n',
  'libs/acme-alpha/pyproject.toml': '[project]\nname = "acme-alpha"\nversion = "0.1.0"\n',
  'libs/acme-alpha/src/acme/alpha/__init__.py': '',
  'libs/acme-alpha/src/acme/alpha/tools.py': 'def hammer():\n    return "bang"\n',
  'libs/acme-beta/pyproject.toml': '[project]\nname = "acme-beta"\nversion = "0.1.0"\n',
  'libs/acme-beta/src/acme/beta/__init__.py': '',
  'libs/acme-beta/src/acme/beta/build.py':
    'from acme.alpha import tools\n\n\ndef build():\n    return tools.hammer()\n',
};

/** Deterministic pseudo-random numbers for the generated repository. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * A generated repository of `files` Python files (and a README and a tach.toml): `packages`
 * top-level packages of subpackages of modules, each module importing 3 to 6 earlier ones
 * (absolute, relative, `from p import n`, inside functions), each package's `__init__.py`
 * re-exporting its first module, the text of real modules (docstrings, classes, functions).
 */
export function generatedRepository(files: number, packages = 40): Tree {
  const r = rng(48);
  const tree: Tree = {};
  const modules: { name: string; file: string }[] = [];
  const perPackage = Math.ceil(files / packages);
  const subs = 10;
  /** Where each package's modules begin in `modules`. */
  const firstOf: number[] = [];
  for (let p = 0; p < packages; p++) {
    const pkg = `pkg${p}`;
    firstOf.push(modules.length);
    tree[`${pkg}/__init__.py`] = `"""Package ${pkg}."""\n`;
    for (let s = 0; s < subs; s++) {
      const sub = `${pkg}/sub${s}`;
      const count = Math.ceil(perPackage / subs) - 1;
      tree[`${sub}/__init__.py`] = `from .m0 import f0\n\n__all__ = ["f0"]\n`;
      for (let m = 0; m < count; m++) {
        const name = `${pkg}.sub${s}.m${m}`;
        const file = `${sub}/m${m}.py`;
        const lines = [
          `"""Module ${name}: generated for the bench."""`,
          'from __future__ import annotations',
          '',
          'import os',
          'import typing',
        ];
        const n = modules.length === 0 ? 0 : 3 + r(4);
        for (let i = 0; i < n; i++) {
          // Mostly a recent module (its neighbours); one in five a popular one of an earlier
          // package (its first modules: its models and helpers).
          const popular = r(5) === 0 && modules.length > 0;
          const target = popular
            ? modules[Math.min(modules.length - 1, firstOf[r(firstOf.length)]! + r(3))]!
            : modules[modules.length - 1 - r(Math.min(modules.length, 400))]!;
          const parts = target.name.split('.');
          const kind = r(4);
          if (kind === 0) lines.push(`import ${target.name}`);
          else if (kind === 1)
            lines.push(`from ${parts.slice(0, -1).join('.')} import ${parts.at(-1)}`);
          else if (kind === 2 && target.name.startsWith(`${pkg}.sub${s}.`))
            lines.push(`from .${parts.at(-1)} import f`);
          else lines.push(`from ${target.name} import f as f_${i}`);
        }
        lines.push(
          '',
          '',
          `class Model${m}:`,
          '    """A model with a few methods."""',
          '',
          '    def __init__(self, value: int) -> None:',
          '        self.value = value',
          '',
          '    def render(self) -> str:',
          `        return f"{self.value!r} in ${name}"`,
          '',
          '',
          `def f(x: int = ${m}) -> int:`,
          '    if x > 10:',
          '        from json import dumps  # an import inside a function',
          '',
          '        return len(dumps({"x": x}))',
          '    return x * 2',
          '',
          `f${m} = f`,
          '',
        );
        tree[file] = lines.join('\n');
        modules.push({ name, file });
        if (Object.keys(tree).length >= files) return finish(tree, packages);
      }
    }
  }
  return finish(tree, packages);
}

function finish(tree: Tree, packages: number): Tree {
  tree['README.md'] = '# generated\n';
  tree['tach.toml'] = [
    'source_roots = ["."]',
    '',
    ...Array.from(
      { length: packages },
      (_, p) => `[[modules]]\npath = "pkg${p}"\ndepends_on = []\n`,
    ),
  ].join('\n');
  return tree;
}
