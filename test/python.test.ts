/**
 * workspaces: python, the reader: one pull request per rule of the issue (each with a layout where
 * a naive reader would miss a unit, each asserting the exact units and why), tach's
 * configuration, dependency changes, units without tach, the graph cache, hostile input; then
 * the bundled action and the command-line tool end to end, on depth-1 and sparse checkouts.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InputName } from '../src/constants.js';
import { code } from '../src/report/escape.js';
import { readSettings } from '../src/settings.js';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { directoryStore } from '../src/targets/graphs/cache/dir-store.js';
import {
  cacheKeys,
  decodeEntry,
  encodeEntry,
  restoreScans,
  ScanCache,
} from '../src/targets/graphs/python/cache.js';
import { describePython, type PythonReason } from '../src/targets/graphs/python/index.js';
import { closeOverFiles, ImportIndex } from '../src/targets/graphs/python/resolve.js';
import { ImportTable, type Import } from '../src/targets/graphs/python/scans.js';
import { isPython } from '../src/targets/graphs/python/tree.js';
import { CommitFiles } from '../src/targets/workspaces/tree.js';
import { actionsCheckout, type CheckoutOptions } from './support/checkouts.js';
import { pullRequestPayload } from './support/examples.js';
import { expectInputError, expectInputRejection } from './support/expect-error.js';
import { memoryLogger } from './support/logger.js';
import { Repo, git, removeDir, tempDir } from './support/git-repo.js';
import {
  emptyCheckout,
  pullRequestsOrigin,
  uploadMerge,
  type PullRequestCase,
  type PullRequestRefs,
} from './support/pr-origin.js';
import { LIBS, SHOP, type Tree } from './support/python-fixtures.js';
import { append, edit, pythonRepos, units } from './support/python-pr.js';
import { runAction } from './support/runner.js';
import { runTool } from './support/tool.js';

const repos = pythonRepos('mq-python-');
const { answerFor, pullRequest, repoWith } = repos;

/** The summary's text with its character references decoded. */
const plain = (text: string) =>
  text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('workspaces: python, the rules of the issue: never fewer units than the imports reach', () => {
  it('a relative import two levels up (`from ...catalog import price` in shop/orders/api/views.py)', async () => {
    const r = await pullRequest(SHOP, (repo) => append(repo, 'shop/catalog/__init__.py'));
    expect(units(r)).toEqual(['shop.billing', 'shop.catalog', 'shop.orders', 'shop.search']);
    expect(r.why['shop.orders']).toBe(
      '`shop/orders/api/views.py` imports `shop/catalog/__init__.py`',
    );
  });

  it('a submodule named in `from p import n` (`from ...catalog.api import serializers`)', async () => {
    const r = await pullRequest(SHOP, (repo) => append(repo, 'shop/catalog/api/serializers.py'));
    expect(units(r)).toEqual(['shop.billing', 'shop.catalog', 'shop.orders', 'shop.search']);
    expect(r.why['shop.orders']).toBe(
      '`shop/orders/api/views.py` imports `shop/catalog/api/serializers.py`',
    );
  });

  it('an import inside a function (shop/search/query.py imports the serializers in `search()`)', async () => {
    const r = await pullRequest(SHOP, (repo) => append(repo, 'shop/catalog/api/serializers.py'));
    expect(r.why['shop.search']).toBe(
      '`shop/search/query.py` imports `shop/catalog/api/serializers.py`',
    );
  });

  it("a package's __init__.py re-exporting: `from ...catalog import price` reaches pricing.py", async () => {
    const r = await pullRequest(SHOP, (repo) => append(repo, 'shop/catalog/pricing.py'));
    expect(units(r)).toEqual(['shop.billing', 'shop.catalog', 'shop.orders', 'shop.search']);
    expect(r.why['shop.orders']).toBe(
      '`shop/orders/api/views.py` imports `shop/catalog/pricing.py` through `shop/catalog/__init__.py`',
    );
    expect(r.why['shop.billing']).toBe(
      '`shop/billing/invoice.py` imports `shop/catalog/pricing.py` through `shop/orders/api/views.py` and 1 more file',
    );
  });

  it('a namespace package over two distributions (`from acme.alpha import tools`, no acme/__init__.py)', async () => {
    const r = await pullRequest(
      LIBS,
      (repo) => append(repo, 'libs/acme-alpha/src/acme/alpha/tools.py'),
      {
        units: ['acme.*'],
      },
    );
    expect(units(r)).toEqual(['acme.alpha', 'acme.beta']);
    expect(r.why['acme.beta']).toBe(
      '`libs/acme-beta/src/acme/beta/build.py` imports `libs/acme-alpha/src/acme/alpha/tools.py`',
    );
  });

  it('a src/ layout beside a flat one: libs/web/web_app imports core_lib from libs/core/src', async () => {
    const r = await pullRequest(LIBS, (repo) => append(repo, 'libs/core/src/core_lib/text.py'));
    expect(units(r)).toEqual(['core_lib', 'libs/core/tests', 'libs/web/tests', 'web_app']);
    expect(r.why.web_app).toBe(
      '`libs/web/web_app/pages.py` imports `libs/core/src/core_lib/text.py`',
    );
    expect(r.why['libs/web/tests']).toBe(
      '`libs/web/tests/test_pages.py` imports `libs/core/src/core_lib/text.py` through `libs/web/web_app/pages.py`',
    );
  });

  it('a conftest reaches every file below its directory, however deep', async () => {
    const deep = {
      'pyproject.toml': '[project]\nname = "deep"\nversion = "0.1.0"\n',
      'helpers.py': 'def make():\n    return 1\n',
      'deep/__init__.py': '',
      'deep/conftest.py': 'from helpers import make\n',
      'deep/x/__init__.py': '',
      'deep/x/y/__init__.py': '',
      'deep/x/y/z/__init__.py': '',
      'deep/x/y/z/test_q.py': 'def test_q():\n    assert True\n',
      'other/__init__.py': '',
      'other/test_o.py': 'def test_o():\n    assert True\n',
    };
    const r = await pullRequest(deep, (repo) => append(repo, 'helpers.py'), {
      units: ['deep', 'deep.x.y.z', 'other'],
    });
    expect(units(r)).toEqual(['deep', 'deep.x.y.z']);
    expect(r.why['deep.x.y.z']).toBe(
      'its tests run under `deep/conftest.py`, which imports `helpers.py`',
    );
  });

  it('a distribution with only setup.py, or only setup.cfg, is a source root too (its src/ as well)', async () => {
    const legacy = {
      'README.md': '# legacy\n',
      'tools/setup.py': 'from setuptools import setup\n\nsetup(name="tool-kit")\n',
      'tools/toolkit/__init__.py': '',
      'tools/toolkit/fmt.py': 'def fmt(s):\n    return s\n',
      'lib/setup.cfg': '[metadata]\nname = lib-core\n',
      'lib/src/libcore/__init__.py': '',
      'lib/src/libcore/use.py': 'from toolkit.fmt import fmt\n',
      'apps/site/setup.py': 'from setuptools import setup\n\nsetup(name="site")\n',
      'apps/site/site_app/__init__.py': '',
      'apps/site/site_app/views.py': 'from libcore import use\n',
    };
    const r = await pullRequest(legacy, (repo) => append(repo, 'tools/toolkit/fmt.py'));
    expect(units(r)).toEqual(['libcore', 'site_app', 'toolkit']);
    expect(r.why.site_app).toBe(
      '`apps/site/site_app/views.py` imports `tools/toolkit/fmt.py` through `lib/src/libcore/use.py`',
    );
  });

  it('a conftest two directories up: shop/conftest.py imports the changed shared/factories.py', async () => {
    const r = await pullRequest(SHOP, (repo) => append(repo, 'shared/factories.py'));
    expect(units(r)).toEqual([
      '<root>',
      'shop.billing',
      'shop.catalog',
      'shop.orders',
      'shop.reports',
      'shop.search',
    ]);
    expect(r.why['shop.reports']).toBe(
      'its tests run under `shop/conftest.py`, which imports `shared/factories.py`',
    );
  });

  it('a deleted module whose importers live only in the base commit', async () => {
    const { repo, base } = repoWith({
      ...SHOP,
      'shop/catalog/legacy_price.py': 'def old(x):\n    return x\n',
      'shop/orders/refunds.py': 'from shop.catalog.legacy_price import old\n',
      'shop/billing/credit.py': 'from shop.orders import refunds\n',
    });
    void base;
    const start = repo.commit('legacy');
    repo.remove('shop/catalog/legacy_price.py').remove('shop/orders/refunds.py');
    const r = await answerFor(repo, start, repo.commit('delete the legacy pricing'));
    expect(units(r)).toEqual(['shop.billing', 'shop.catalog', 'shop.orders']);
    expect(r.why['shop.billing']).toBe('`shop/billing/credit.py` imports `shop/orders/refunds.py`');
  });

  it('a file that does not parse: its unit is impacted whenever a Python file changes, and the log names it', async () => {
    // It imports (the scanner reads a file without `import` no further: it can import nothing).
    const broken = {
      ...SHOP,
      'shop/reports/broken.py':
        'import datetime\n\ndef report(:\n    return datetime.date.today()\n',
    };
    const r = await pullRequest(broken, (repo) => append(repo, 'shop/search/index.py'));
    expect(units(r)).toContain('shop.reports');
    expect(r.why['shop.reports']).toMatch(
      /^`shop\/reports\/broken\.py` does not parse \(line 3: .+\), so it may import any changed file$/,
    );
    expect(r.log.join('\n')).toContain('shop/reports/broken.py (line 3');
    // A change no Python file can import leaves it out.
    const docs = await pullRequest(broken, (repo) => append(repo, 'README.md', 'more\n'));
    expect(units(docs)).toEqual([]);
    expect(docs.answer.outside).toEqual(['README.md']);
  });

  it('import_module and __import__ with a literal, pytest_plugins, and an import under TYPE_CHECKING are edges', async () => {
    const withDynamic = {
      ...SHOP,
      'shop/search/plugins.py': 'X = 1\n',
      'shop/reports/loader.py':
        'import importlib\n\n\ndef load():\n    return importlib.import_module("shop.search.plugins")\n',
      'shop/billing/old.py': 'mod = __import__("shop.search.plugins")\n',
      'shop/orders/conftest.py': 'pytest_plugins = ["shop.search.plugins"]\n',
      'shop/catalog/typing_only.py':
        'from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from shop.search import plugins\n',
    };
    const r = await pullRequest(withDynamic, (repo) => append(repo, 'shop/search/plugins.py'));
    expect(units(r)).toEqual([
      'shop.billing',
      'shop.catalog',
      'shop.orders',
      'shop.reports',
      'shop.search',
    ]);
    expect(r.why['shop.reports']).toBe('`shop/reports/loader.py` imports `shop/search/plugins.py`');
    expect(r.why['shop.orders']).toBe('`shop/orders/conftest.py` imports `shop/search/plugins.py`');
  });

  it('a file git cannot give (its object missing from the clone) is ALL naming it, not a file importing nothing', async () => {
    const { repo, base } = repoWith({
      ...SHOP,
      'shop/reports/lost.py': 'from shop.search import index\n',
    });
    append(repo, 'shop/search/index.py');
    const head = repo.commit('change');
    const oid = repo.git('rev-parse', `${head}:shop/reports/lost.py`).trim();
    rmSync(path.join(repo.dir, '.git', 'objects', oid.slice(0, 2), oid.slice(2)));
    const r = await answerFor(repo, base, head);
    expect(r.answer.all).toBe(
      'shop/reports/lost.py cannot be read from git (its object is missing from the clone), so what it imports is unknown.',
    );
  });

  it('precision: a cycle of modules does not make a unit that imports nothing changed impacted', async () => {
    // catalog/models.py imports search/index.py; search/query.py imports catalog (the cycle).
    // query.py changed: billing imports it; catalog and orders import nothing that changed.
    const r = await pullRequest(SHOP, (repo) => append(repo, 'shop/search/query.py'));
    expect(units(r)).toEqual(['shop.billing', 'shop.search']);
  });
});

describe('workspaces: python, tach.toml', () => {
  it('modules own every file below them (templates too); <root> the Python files no module holds', async () => {
    const template = await pullRequest(SHOP, (repo) =>
      append(repo, 'shop/catalog/templates/catalog/list.html', '<p>more</p>\n'),
    );
    expect(units(template)).toEqual(['shop.catalog']);
    const manage = await pullRequest(SHOP, (repo) => append(repo, 'manage.py'));
    expect(units(manage)).toEqual(['<root>']);
    expect(manage.why['<root>']).toBe('holds the changed `manage.py`');
  });

  it("exclude: an excluded file under no module is no unit's (the rules take it)", async () => {
    const r = await pullRequest(SHOP, (repo) => append(repo, 'legacy_scripts/cleanup.py'));
    expect(units(r)).toEqual([]);
    expect(r.answer.outside).toEqual(['legacy_scripts/cleanup.py']);
  });

  it('source_roots: module paths and imports are read under them', async () => {
    const r = await pullRequest(
      {
        'tach.toml':
          'source_roots = ["backend"]\n\n[[modules]]\npath = "accounts"\n\n[[modules]]\npath = "billing"\n',
        'backend/accounts/__init__.py': '',
        'backend/accounts/models.py': 'class User:\n    pass\n',
        'backend/billing/__init__.py': '',
        'backend/billing/charge.py': 'from accounts.models import User\n',
        'backend/reports/__init__.py': '',
      },
      (repo) => append(repo, 'backend/accounts/models.py'),
    );
    expect(units(r)).toEqual(['accounts', 'billing']);
    expect(r.answer.modules).toBe(2);
  });

  it('files under no unit that import a change are named in a warning (tests outside the source roots)', async () => {
    const r = await pullRequest(
      {
        'tach.toml': 'source_roots = ["backend"]\n\n[[modules]]\npath = "accounts"\n',
        'backend/accounts/__init__.py': '',
        'backend/accounts/models.py': 'class User:\n    pass\n',
        'tests/test_accounts.py': 'from accounts.models import User\n',
      },
      (repo) => append(repo, 'backend/accounts/models.py'),
    );
    expect(units(r)).toEqual(['accounts']);
    expect(r.answer.warnings).toEqual([
      '1 Python file under no unit imports a changed file, so no target stands for it: "tests/test_accounts.py". A tach module (or <root>), or python-units, gives it one.',
    ]);
  });

  it('a module that is a file owns that file, and a glob expands to the modules it matches', async () => {
    const tach = `${SHOP['tach.toml']}\n[[modules]]\npath = "shop.reports.daily"\n`;
    const daily = await pullRequest({ ...SHOP, 'tach.toml': tach }, (repo) =>
      append(repo, 'shop/reports/daily.py'),
    );
    expect(units(daily)).toEqual(['shop.reports.daily']);
    const globbed = `source_roots = ["."]\n\n[[modules]]\npath = "shop.*"\n`;
    const glob = await pullRequest({ ...SHOP, 'tach.toml': globbed }, (repo) =>
      append(repo, 'shop/search/query.py'),
    );
    expect(units(glob)).toEqual(['shop.billing', 'shop.search']);
    expect(glob.answer.modules).toBe(7); // catalog, search, orders, billing, reports, settings, conftest
  });

  it('tach.domain.toml: its [root] and its modules, relative to its directory', async () => {
    const r = await pullRequest(
      {
        ...SHOP,
        'tach.toml': SHOP['tach.toml']!.replace(
          '[[modules]]\npath = "shop.billing"\ndepends_on = ["shop.orders"]\n',
          '',
        ),
        'shop/billing/tach.domain.toml':
          '[root]\ndepends_on = ["//shop.orders"]\n\n[[modules]]\npath = "invoice"\n',
      },
      (repo) => append(repo, 'shop/billing/invoice.py'),
    );
    expect(units(r)).toEqual(['shop.billing.invoice']);
  });

  it("[tool.tach] in the root pyproject.toml is read as tach.toml; adding or removing tach's configuration is ALL", async () => {
    const inPyproject: Tree = {
      ...SHOP_NO_TACH,
      'pyproject.toml': `${SHOP['pyproject.toml']}\n[tool.tach]\nsource_roots = ["."]\n\n[[tool.tach.modules]]\npath = "shop.search"\n`,
    };
    const r = await pullRequest(inPyproject, (repo) => append(repo, 'shop/search/query.py'));
    expect(units(r)).toEqual(['shop.search']);
    const added = await pullRequest(SHOP_NO_TACH, (repo) =>
      repo.write('tach.toml', SHOP['tach.toml']!),
    );
    expect(added.answer.all).toBe(
      "tach.toml was added: the units are now tach's modules, so every unit is impacted.",
    );
  });

  it('a key this reader does not know is ALL naming it', async () => {
    const r = await pullRequest(SHOP, (repo) =>
      edit(
        repo,
        'tach.toml',
        'path = "shop.orders"\n',
        'path = "shop.orders"\nowner = "team-orders"\n',
      ),
    );
    expect(r.answer.all).toContain(
      'tach.toml has a key this reader does not know: "modules[2].owner"',
    );
    // Unknown even when tach.toml did not change: the units it gives are not certain.
    const { repo, base } = repoWith({
      ...SHOP,
      'tach.toml': `mystery = true\n${SHOP['tach.toml']}`,
    });
    append(repo, 'shop/reports/daily.py');
    expect((await answerFor(repo, base, repo.commit('c'))).answer.all).toContain('"mystery"');
  });

  it('a depends_on change moves no import: narrowed to that module', async () => {
    const r = await pullRequest(SHOP, (repo) =>
      edit(
        repo,
        'tach.toml',
        'depends_on = ["shop.catalog"]\n\n[[modules]]\npath = "shop.billing"',
        'depends_on = ["shop.catalog", "shop.search"]\n\n[[modules]]\npath = "shop.billing"',
      ),
    );
    expect(r.answer.all).toBeUndefined();
    expect(units(r)).toEqual(['shop.orders']);
    expect(r.why['shop.orders']).toBe('its entry in `tach.toml` changed (depends_on)');
    expect(r.answer.outside).toEqual([]);
  });

  it('utility and interfaces change who may import a module: it and the units importing it', async () => {
    const utility = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', 'utility = true\n', ''),
    );
    expect(units(utility)).toEqual(['shop.billing', 'shop.catalog', 'shop.search']);
    expect(utility.why['shop.catalog']).toBe(
      'imports from `shop.search`, whose entry in `tach.toml` changed (utility)',
    );
    const iface = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', 'expose = ["api.*"]', 'expose = ["api.*", "models.*"]'),
    );
    expect(units(iface)).toEqual(['shop.catalog', 'shop.orders', 'shop.search']);
  });

  it('what shapes the units is ALL: the modules, source_roots, exclude; a tach.toml that is not TOML', async () => {
    const added = await pullRequest(SHOP, (repo) =>
      append(repo, 'tach.toml', '\n[[modules]]\npath = "shared"\n'),
    );
    expect(added.answer.all).toBe(
      'the set of modules changed in tach.toml: the modules are the units, so every unit is impacted.',
    );
    const roots = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', 'source_roots = ["."]', 'source_roots = [".", "shop"]'),
    );
    expect(roots.answer.all).toContain(
      '"source_roots" changed in tach.toml: it decides which files belong to which unit',
    );
    const exclude = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', '"legacy_scripts"', '"legacy_scripts", "shared"'),
    );
    expect(exclude.answer.all).toContain('"exclude" changed in tach.toml');
    const broken = await pullRequest(SHOP, (repo) =>
      append(repo, 'tach.toml', '\n[[modules]\npath = \n'),
    );
    expect(broken.answer.all).toMatch(
      /^tach\.toml is not valid TOML: .+ \(line \d+, column \d+\): every unit is impacted\.$/,
    );
  });
});

describe('workspaces: python, dependency changes', () => {
  const DEPS: Tree = {
    ...SHOP,
    'shop/billing/gateway.py': 'import requests\n\n\ndef charge():\n    return requests.post\n',
    'shop/orders/http.py': 'from urllib3 import PoolManager\n',
  };

  it('a requirement whose import name is certain lands in the units importing it', async () => {
    const r = await pullRequest(DEPS, (repo) =>
      edit(repo, 'pyproject.toml', '"requests>=2.31"', '"requests>=2.32"'),
    );
    expect(units(r)).toEqual(['shop.billing']);
    expect(r.why['shop.billing']).toBe(
      '`shop/billing/gateway.py` imports the distribution `requests`, whose requirement changed in `pyproject.toml`',
    );
    expect(r.answer.outside).toEqual([]);
  });

  it('a distribution imported under another name (PyYAML is yaml) is found by its known name', async () => {
    const r = await pullRequest(DEPS, (repo) =>
      edit(repo, 'pyproject.toml', '"PyYAML>=6"', '"PyYAML>=6.0.1"'),
    );
    expect(r.answer.all).toBeUndefined();
    expect(r.why['<root>']).toBe(
      '`shared/factories.py` imports the distribution `pyyaml`, whose requirement changed in `pyproject.toml`',
    );
    expect(r.why['shop.orders']).toMatch(
      /^its tests run under `shop\/conftest\.py`, which imports `shared\/factories\.py`/,
    );
  });

  it('one whose import name is not certain is ALL', async () => {
    const r = await pullRequest(DEPS, (repo) =>
      edit(repo, 'pyproject.toml', '"django>=5.0"]', '"django>=5.0", "django-extensions"]'),
    );
    expect(r.answer.all).toContain(
      'changed the distribution django-extensions, and no file imports a module named django_extensions',
    );
  });

  it("uv.lock: a changed package's dependents (its edges) are carried to the units importing them", async () => {
    const r = await pullRequest(DEPS, (repo) =>
      edit(repo, 'uv.lock', 'version = "2.1.0"', 'version = "2.2.0"'),
    );
    expect(units(r)).toEqual(['shop.billing', 'shop.orders']);
    expect(r.why['shop.billing']).toBe(
      '`shop/billing/gateway.py` imports the distribution `requests`, whose requirement changed in `uv.lock`',
    );
    // idna is imported nowhere: not certain.
    const idna = await pullRequest(DEPS, (repo) =>
      edit(repo, 'uv.lock', 'version = "3.6"', 'version = "3.7"'),
    );
    expect(idna.answer.all).toContain('uv.lock changed the distribution idna');
  });

  it('a pyproject.toml beyond its dependency lists, a setup.py, an unread lockfile, a requirements option are ALL', async () => {
    const ruff = await pullRequest(DEPS, (repo) =>
      edit(repo, 'pyproject.toml', 'line-length = 100', 'line-length = 120'),
    );
    expect(ruff.answer.all).toBe(
      'pyproject.toml changed beyond its dependency lists (at tool.ruff.line-length), which may change how every unit builds or runs: every unit is impacted.',
    );
    const setup = await pullRequest(
      { ...DEPS, 'setup.py': 'from setuptools import setup\n' },
      (repo) => append(repo, 'setup.py'),
    );
    expect(setup.answer.all).toContain('setup.py is a build script');
    const pipfile = await pullRequest(DEPS, (repo) => repo.write('Pipfile', '[packages]\n'));
    expect(pipfile.answer.all).toContain('Pipfile is a lockfile this reader does not read');
    const reqs = { ...DEPS, 'requirements.txt': 'requests==2.31.0\n' };
    const option = await pullRequest(reqs, (repo) =>
      append(repo, 'requirements.txt', '-r dev.txt\n'),
    );
    expect(option.answer.all).toContain('requirements.txt gained the line "-r dev.txt"');
    const pinned = await pullRequest(reqs, (repo) =>
      edit(repo, 'requirements.txt', '2.31.0', '2.32.0'),
    );
    expect(units(pinned)).toEqual(['shop.billing']);
  });

  it("a distribution's lockfile or manifest reaches only the files under its directory", async () => {
    const libs = { ...LIBS, 'libs/core/src/core_lib/http.py': 'import requests\n' };
    const r = await pullRequest(libs, (repo) =>
      edit(repo, 'libs/web/uv.lock', 'version = "2.31.0"', 'version = "2.32.0"'),
    );
    // core_lib imports requests too, but runs with libs/core's environment, not libs/web's.
    expect(units(r)).toEqual(['libs/web/tests', 'web_app']);
    expect(r.why.web_app).toBe(
      '`libs/web/web_app/pages.py` imports the distribution `requests`, whose requirement changed in `libs/web/uv.lock`',
    );
  });

  it('a distribution the repository holds is found by its files when its name is not what is imported', async () => {
    // acme-alpha is imported as acme.alpha: its files are libs/acme-alpha's.
    const r = await pullRequest(LIBS, (repo) =>
      edit(
        repo,
        'libs/acme-beta/pyproject.toml',
        'version = "0.1.0"\n',
        'version = "0.1.0"\ndependencies = ["acme-alpha>=0.1"]\n',
      ),
    );
    expect(r.answer.all).toBeUndefined();
    expect(units(r)).toEqual(['acme']);
    expect(r.why.acme).toBe(
      '`libs/acme-beta/src/acme/beta/build.py` imports the distribution `acme-alpha`, whose requirement changed in `libs/acme-beta/pyproject.toml`',
    );
  });

  it('setup.cfg: install_requires narrowed, anything else ALL; poetry.lock read like uv.lock', async () => {
    const cfg = {
      ...DEPS,
      'setup.cfg':
        '[metadata]\nname = shop\n\n[options]\ninstall_requires =\n    requests>=2\n    urllib3\n',
    };
    const narrowed = await pullRequest(cfg, (repo) =>
      edit(repo, 'setup.cfg', 'requests>=2\n', 'requests>=2.1\n'),
    );
    expect(units(narrowed)).toEqual(['shop.billing']);
    const name = await pullRequest(cfg, (repo) =>
      edit(repo, 'setup.cfg', 'name = shop', 'name = shop2'),
    );
    expect(name.answer.all).toContain('setup.cfg changed beyond install_requires');
    const poetry = {
      ...DEPS,
      'poetry.lock':
        '[[package]]\nname = "urllib3"\nversion = "2.1.0"\n\n[[package]]\nname = "requests"\nversion = "2.31.0"\n\n[package.dependencies]\nurllib3 = ">=1.21"\n\n[metadata]\nlock-version = "2.0"\ncontent-hash = "abc"\n',
    };
    const locked = await pullRequest(poetry, (repo) => {
      edit(repo, 'poetry.lock', 'version = "2.1.0"', 'version = "2.2.0"');
      edit(repo, 'poetry.lock', '"abc"', '"def"');
    });
    expect(units(locked)).toEqual(['shop.billing', 'shop.orders']);
  });
});

describe('workspaces: python, units without tach.toml', () => {
  it('the top-level import packages of every source root; a name two distributions share is named by its directory', async () => {
    const r = await pullRequest(LIBS, (repo) => append(repo, 'README.md', 'more\n'));
    expect(r.answer.modules).toBe(5);
    expect(r.answer.outside).toEqual(['README.md']);
    const tests = await pullRequest(LIBS, (repo) => append(repo, 'libs/web/tests/test_pages.py'));
    expect(units(tests)).toEqual(['libs/web/tests']);
    // A namespace package is one unit over the distributions it spans.
    const ns = await pullRequest(LIBS, (repo) =>
      append(repo, 'libs/acme-alpha/src/acme/alpha/tools.py'),
    );
    expect(units(ns)).toEqual(['acme']);
  });

  it('python-units names finer units: a dotted path, and pkg.* for each subpackage; one naming nothing is a warning', async () => {
    const r = await pullRequest(SHOP_NO_TACH, (repo) => append(repo, 'shop/search/query.py'), {
      units: ['shop.*', 'shop.catalog.api', 'shop.nothing'],
    });
    expect(units(r)).toEqual(['shop.billing', 'shop.search']);
    expect(r.answer.warnings).toEqual([
      expect.stringContaining(
        'python-units names "shop.nothing", which is no module or package under the source roots',
      ),
    ]);
    const api = await pullRequest(
      SHOP_NO_TACH,
      (repo) => append(repo, 'shop/catalog/api/serializers.py'),
      {
        units: ['shop.*', 'shop.catalog.api'],
      },
    );
    // catalog's own files import none of the api: the finer unit took the change.
    expect(units(api)).toEqual(['shop.billing', 'shop.catalog.api', 'shop.orders', 'shop.search']);
    expect(api.why['shop.catalog.api']).toBe('holds the changed `shop/catalog/api/serializers.py`');
  });

  it('python-units: a value that is no dotted path is an input error naming the input, the value and the form', () => {
    const reader = (inputs: Partial<Record<InputName, string>>) => (name: InputName) =>
      inputs[name] ?? '';
    const env = { GITHUB_REPOSITORY: 'octo-org/octo-repo' };
    expect(
      readSettings(reader({ 'python-units': 'saleor.*\nsaleor.graphql, app' }), env).pythonUnits,
    ).toEqual(['saleor.*', 'saleor.graphql', 'app']);
    const error = expectInputError(
      () => readSettings(reader({ 'python-units': 'saleor, saleor/graphql' }), env),
      'python-units',
    );
    expect(error.message).toBe(
      'Input "python-units" has an invalid value "saleor/graphql": expected dotted import paths such as saleor.graphql, or pkg.* for each subpackage of pkg, separated by commas or lines.',
    );
  });
});

/** The shop without tach.toml: the top-level package is `shop`, finer units from the input. */
const SHOP_NO_TACH: Tree = Object.fromEntries(
  Object.entries(SHOP).filter(([f]) => f !== 'tach.toml'),
);

describe('workspaces: python, resolution and the closure over a given import table', () => {
  const files = [
    'src/app/__init__.py',
    'src/app/a.py',
    'src/app/b/__init__.py',
    'src/app/b/c.py',
    'src/app/b/c.pyi',
    'lib/app/extra.py',
    'tests/test_a.py',
    'tests/helpers.py',
  ];
  const index = new ImportIndex(files, ['', 'src', 'lib']);
  const table = new ImportTable();
  const targets = (file: string, imports: Import[]) =>
    index.targets(
      file,
      imports.map((i) => table.id(i)),
      table,
    );
  const names = (ids: number[]) => [...new Set(ids.map((id) => files[id]))].sort();

  it('every __init__.py on the path, the module and its stub, under every root', () => {
    expect(names(targets('x.py', [['app.b.c', 0]]))).toEqual([
      'src/app/__init__.py',
      'src/app/b/__init__.py',
      'src/app/b/c.py',
      'src/app/b/c.pyi',
    ]);
    // `app` is a regular package in src and a directory in lib: `app.extra` is found in lib.
    expect(names(targets('x.py', [['app', 0, ['extra', 'a']]]))).toEqual([
      'lib/app/extra.py',
      'src/app/__init__.py',
      'src/app/a.py',
    ]);
  });

  it('relative imports by directory; a star import of a package names its submodules', () => {
    expect(names(targets('src/app/b/c.py', [['', 2, ['a']]]))).toEqual([
      'src/app/__init__.py',
      'src/app/a.py',
    ]);
    expect(names(targets('src/app/b/c.py', [['', 1, ['*']]]))).toEqual([
      'src/app/__init__.py',
      'src/app/b/__init__.py',
      'src/app/b/c.py',
      'src/app/b/c.pyi',
    ]);
    // Above the top: nothing.
    expect(targets('x.py', [['a', 2]])).toEqual([]);
  });

  it("a test file's own directory (pytest's rootdir-relative import) is searched too", () => {
    expect(names(targets('tests/test_a.py', [['helpers', 0]]))).toEqual(['tests/helpers.py']);
  });

  it('the closure over files keeps the nearest chain', () => {
    // 0 ← 1 ← 2 ← 3, and 0 ← 3.
    const reached = closeOverFiles([0], [[1, 3], [2], [3], []]);
    expect([...reached].map(([id, r]) => [id, r.via, r.hops])).toEqual([
      [0, -1, 0],
      [1, 0, 1],
      [3, 0, 1],
      [2, 1, 2],
    ]);
  });

  it('says why in one line for each kind of reason', () => {
    const q = (v: string) => `\`${v}\``;
    const words = (why: PythonReason) => describePython(why, q);
    expect(words({ kind: 'python', how: 'owns', file: 'a.py' })).toBe('holds the changed `a.py`');
    expect(
      words({
        kind: 'python',
        how: 'imports',
        file: 'ee/x.py',
        reaches: 'products/cdp/models.py',
        through: 'ee/api/hooks.py',
      }),
    ).toBe('`ee/x.py` imports `products/cdp/models.py` through `ee/api/hooks.py`');
    expect(words({ kind: 'python', how: 'conftest', conftest: 'tests/conftest.py' })).toBe(
      'its tests run under `tests/conftest.py`, which changed',
    );
    expect(words({ kind: 'python', how: 'tach', file: 'tach.toml', keys: ['depends_on'] })).toBe(
      'its entry in `tach.toml` changed (depends_on)',
    );
  });
});

describe('workspaces: python, the graph cache keeps scans by blob', () => {
  it('a second run scans nothing and answers the same; an entry that is not one is refused', async () => {
    const { repo, base } = repoWith(SHOP);
    append(repo, 'shop/catalog/pricing.py');
    const head = repo.commit('change');
    const store = directoryStore(path.join(repos.dir, 'cache'));
    const cold = new ScanCache();
    const first = await answerFor(repo, base, head, { cache: cold });
    expect(first.answer.scanned).toBe(first.answer.files);
    const git = createGitRunner(repo.dir);
    const files = (await CommitFiles.open(git, repo.dir, head, 'head', isPython))!;
    await store.save(cacheKeys(head).key, encodeEntry(head, files.kept().values(), cold));
    files.close();
    const restored = await restoreScans(store, head);
    expect('cache' in restored).toBe(true);
    const warm = await answerFor(repo, base, head, {
      cache: (restored as { cache: ScanCache }).cache,
    });
    expect(warm.answer.scanned).toBe(0);
    expect(units(warm)).toEqual(units(first));
    // A hostile entry: refused, with why.
    writeFileSync(path.join(repos.dir, 'cache', `${cacheKeys(head).key}.gz`), 'not gzip');
    expect(await restoreScans(store, head)).toEqual({
      bad: expect.stringContaining('is not used: it cannot be read'),
    });
    const odd = new ScanCache();
    odd.set('0'.repeat(40), { imports: [odd.table.id(['a', -1])] });
    expect(decodeEntry(encodeEntry(head, ['0'.repeat(40)], odd))).toEqual({
      bad: 'its import table is not one this reader writes',
    });
  });
});

describe('workspaces: python, hostile input', () => {
  it('file names with newlines and glob characters, a binary .py file: read, scanned, owned', async () => {
    const r = await pullRequest(SHOP, (repo) => {
      repo.write('shop/catalog/we[ir]d*.py', 'from shop.search import index\n');
      repo.write('shop/catalog/new\nline.py', 'import shop.orders\n');
      writeFileSync(
        path.join(repo.dir, 'shop/reports/garbage.py'),
        Buffer.concat([
          Buffer.from('import os\n'),
          Buffer.from([0, 255, 254, 10, 0x80, 0x81, 0xc3, 0x28]),
        ]),
      );
    });
    expect(r.changed).toContain('shop/catalog/new\nline.py');
    expect(units(r)).toEqual(['shop.catalog', 'shop.reports']);
    expect(r.log.join('\n')).toContain('shop/reports/garbage.py');
  });
});

describe('workspaces: python, end to end through the bundled action and the command-line tool', () => {
  let root: string;
  let origin: Repo;
  let merges: Map<string, PullRequestRefs>;
  let checkout: string;
  const CASES: PullRequestCase[] = [
    { name: 'pricing', change: (r) => append(r, 'shop/catalog/pricing.py') },
    { name: 'docs', change: (r) => append(r, 'README.md', 'more\n') },
  ];
  beforeAll(() => {
    root = tempDir('mq-python-e2e-');
    ({ origin, merges } = pullRequestsOrigin(path.join(root, 'origin'), SHOP, CASES));
    checkout = path.join(root, 'checkout');
    emptyCheckout(checkout, origin);
  });
  afterAll(() => removeDir(root));

  const upload = (name: string, inputs: Record<string, string> = {}) =>
    uploadMerge({
      checkout,
      pr: merges.get(name)!,
      bundle: inject('bundle'),
      inputs: { workspaces: 'auto', ...inputs },
    });

  it('auto finds tach.toml; the outputs list the units, the summary says why each is impacted', async () => {
    const result = await upload('pricing');
    expect(result.code, result.stdout).toBe(0);
    expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual([
      'shop.billing',
      'shop.catalog',
      'shop.orders',
      'shop.search',
    ]);
    expect(result.summary).toContain(
      `${code('shop/orders/api/views.py')} imports ${code('shop/catalog/pricing.py')} through ${code('shop/catalog/__init__.py')}`,
    );
    expect(plain(result.summary)).toMatch(
      /Python's graph: 6 units, 25 Python files read from git objects \(\d\.\d s\)/,
    );
    // A file under no unit goes to the rules, as unmatched-files says (warn).
    const docs = await upload('docs', { targets: 'docs: ["README.md"]' });
    expect(JSON.parse(docs.outputs['impacted-targets']!)).toEqual(['docs']);
  });

  it.each([
    ['sparse, cone mode (shop/billing only)', { sparse: { cone: true, paths: ['shop/billing'] } }],
    [
      'blobless and sparse',
      { sparse: { cone: true, paths: ['shop/billing'] }, filter: 'blob:none' },
    ],
  ] as [string, CheckoutOptions][])('%s: the units of a full checkout', async (_, options) => {
    const pr = merges.get('pricing')!;
    const dir = actionsCheckout(
      origin.url,
      path.join(root, `sparse-${Math.random().toString(36).slice(2)}`),
      pr.merge,
      options,
    );
    const result = await runAction({
      eventName: 'pull_request',
      payload: pullRequestPayload(pr.number, pr.head, pr.base),
      workspace: dir,
      inputs: { command: 'upload-impacted-targets', 'dry-run': 'true', workspaces: 'python' },
      env: { GITHUB_SHA: pr.merge },
      bundle: inject('bundle'),
    });
    expect(result.code, result.stdout).toBe(0);
    expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual([
      'shop.billing',
      'shop.catalog',
      'shop.orders',
      'shop.search',
    ]);
  });

  it('the command-line tool (Buildkite) prints each unit and why; a branch build warms --graph-cache, the pull request build hits it', async () => {
    const pr = merges.get('pricing')!;
    const dir = path.join(root, 'tool');
    emptyCheckout(dir, origin);
    const cache = path.join(root, 'graph-cache');
    const summary = path.join(root, 'summary.md');
    const read = () => plain(readFileSync(summary, 'utf8'));
    const tool = (env: Record<string, string>) =>
      runTool(
        [
          '--command',
          'upload-impacted-targets',
          '--dry-run',
          '--json',
          '--workspaces',
          'python',
          '--graph-cache',
          cache,
          '--summary-file',
          summary,
        ],
        {
          cwd: dir,
          env: {
            BUILDKITE: 'true',
            BUILDKITE_REPO: 'git@github.com:octo-org/octo-repo.git',
            BUILDKITE_PIPELINE_DEFAULT_BRANCH: 'main',
            ...env,
          },
        },
      );
    // A branch build of main at the pull request's base: nothing to upload, the scans saved.
    git(dir, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', pr.base);
    git(dir, 'checkout', '-q', '--force', '--detach', pr.base);
    const branch = await tool({
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_BRANCH: 'main',
      BUILDKITE_COMMIT: pr.base,
    });
    expect(branch.code, branch.stderr).toBe(0);
    expect(branch.stderr).toMatch(
      /Python graph cache: warmed at [0-9a-f]{12} \(25 files, 25 scanned\)/,
    );
    // The pull request build: the head checked out, compared with its base.
    git(dir, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', pr.head);
    git(dir, 'checkout', '-q', '--force', '--detach', pr.head);
    const env = {
      BUILDKITE_PULL_REQUEST: String(pr.number),
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
      BUILDKITE_BRANCH: 'feature/x',
      BUILDKITE_COMMIT: pr.head,
    };
    const hit = await tool(env);
    expect(hit.code, hit.stderr).toBe(0);
    expect(hit.json?.['impacted-targets']).toEqual([
      'shop.billing',
      'shop.catalog',
      'shop.orders',
      'shop.search',
    ]);
    expect(hit.stderr).toContain(
      'shop.orders: shop/orders/api/views.py imports shop/catalog/pricing.py through shop/catalog/__init__.py',
    );
    // Only the changed file is scanned: the rest is the branch build's.
    expect(read()).toContain(
      `24 from the graph cache, the entry saved at ${pr.base.slice(0, 12)} on`,
    );
    expect(read()).toMatch(/; 1 scanned\)/);
  });
});

describe('workspaces: python, a rule depending on a unit: the remedy for a string reference', () => {
  /** computeImpactedTargets over a pull request on the shop, with `targets` rules. */
  async function withRules(targets: string, change: (r: Repo) => void) {
    const { repo, base } = repoWith(SHOP);
    change(repo);
    const head = repo.commit('change');
    return computeImpactedTargets(
      {
        impactedTargets: undefined,
        impactedTargetsFiles: [],
        impactsAllOn: [],
        targets,
        targetsFile: undefined,
        buildTools: ['python'],
      },
      { prNumber: 1, head, base, targetBranch: 'main' },
      { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
    );
  }

  it('a rule named as a unit, depending on another, adds the edge (Celery tasks named by string)', async () => {
    // shop.reports calls catalog's tasks by name (send_task("shop.catalog.tasks.reindex")).
    const rule = 'shop.reports:\n  depends-on: [shop.catalog]\n';
    const result = await withRules(rule, (repo) => append(repo, 'shop/catalog/pricing.py'));
    expect(result.targets).toEqual([
      'shop.billing',
      'shop.catalog',
      'shop.orders',
      'shop.reports',
      'shop.search',
    ]);
    expect(result.explanations.get('shop.reports')).toEqual({
      kind: 'dependency',
      dependency: 'shop.catalog',
    });
  });

  it('a depends-on naming neither a rule nor a unit is an input error, once the units are read', async () => {
    await expectInputRejection(
      () =>
        withRules('reports:\n  depends-on: [shop.catalogue]\n', (repo) =>
          append(repo, 'shop/catalog/pricing.py'),
        ),
      'targets',
    ).then((error) =>
      expect(error.message).toBe(
        'Input "targets": target "reports" depends on unknown target "shop.catalogue" (neither a rule, nor a workspace package, nor a Python unit).',
      ),
    );
  });
});
