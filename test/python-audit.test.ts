/**
 * workspaces: python, the rules the mutation audit of issue 48 found untested: each case a layout
 * a user's repository has, where breaking the rule changes the units listed, ALL and its reason,
 * or the log line (test/python.test.ts holds the rest of the reader's tests).
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Repo } from './support/git-repo.js';
import { SHOP, uvLock, type Tree } from './support/python-fixtures.js';
import { append, edit, pythonRepos, units } from './support/python-pr.js';

const { answerFor, pullRequest, repoWith } = pythonRepos('mq-python-audit-');

/** SHOP's pyproject.toml with `extra` in place of its `[tool.ruff]` table. */
const shopPyproject = (dependencies: string[], extra: string) =>
  `[project]\nname = "shop"\nversion = "1.0.0"\ndependencies = [${dependencies.map((d) => JSON.stringify(d)).join(', ')}]\n\n${extra}`;

describe("workspaces: python, resolution: a name in two roots, pytest's base directory, import_module's anchor, what is not guessed", () => {
  it('a name two source roots hold (two services each with a package `app`) is an edge to both', async () => {
    const services: Tree = {
      'README.md': '# services\n',
      'services/api/pyproject.toml': '[project]\nname = "api"\nversion = "1.0.0"\n',
      'services/api/src/app/__init__.py': '',
      'services/api/src/app/models.py': 'class Order:\n    pass\n',
      'services/worker/pyproject.toml': '[project]\nname = "worker"\nversion = "1.0.0"\n',
      'services/worker/src/app/__init__.py': '',
      'services/worker/src/app/models.py': 'class Job:\n    pass\n',
      // The end-to-end tests run against whichever service installed `app`: both are edges.
      'e2e/__init__.py': '',
      'e2e/test_flow.py': 'from app.models import Job, Order\n',
    };
    for (const service of ['api', 'worker']) {
      const r = await pullRequest(services, (repo) =>
        append(repo, `services/${service}/src/app/models.py`),
      );
      expect(units(r)).toEqual([`services/${service}/src/app`, 'e2e'].sort());
      expect(r.why.e2e).toBe(
        `\`e2e/test_flow.py\` imports \`services/${service}/src/app/models.py\``,
      );
    }
  });

  it("`from support import builders` in a test package is read under pytest's base directory, the submodule too", async () => {
    // integration/ has no __init__.py: pytest puts it on sys.path for integration/api/test_orders.py.
    const tree: Tree = {
      'pyproject.toml': '[project]\nname = "shop"\nversion = "1.0.0"\n',
      'integration/api/__init__.py': '',
      'integration/api/test_orders.py': 'from support import builders\n',
      'integration/support/__init__.py': '',
      'integration/support/builders.py': 'def order():\n    return {}\n',
    };
    const r = await pullRequest(tree, (repo) => append(repo, 'integration/support/builders.py'), {
      units: ['integration.*'],
    });
    expect(units(r)).toEqual(['integration.api', 'integration.support']);
    expect(r.why['integration.api']).toBe(
      '`integration/api/test_orders.py` imports `integration/support/builders.py`',
    );
  });

  it('import_module(".x", package="p") is resolved at its anchor, one or two levels up', async () => {
    const tree: Tree = {
      ...SHOP,
      'shop/reports/loader.py':
        'import importlib\n\n\ndef query():\n    return importlib.import_module(".query", package="shop.search")\n',
      'shop/reports/hooks.py':
        'from importlib import import_module\n\nindex = import_module("..index", "shop.search.backends")\n',
    };
    const query = await pullRequest(tree, (repo) => append(repo, 'shop/search/query.py'));
    expect(units(query)).toEqual(['shop.billing', 'shop.reports', 'shop.search']);
    expect(query.why['shop.reports']).toBe(
      '`shop/reports/loader.py` imports `shop/search/query.py`',
    );
    const index = await pullRequest(tree, (repo) => append(repo, 'shop/search/index.py'));
    expect(index.why['shop.reports']).toBe(
      '`shop/reports/hooks.py` imports `shop/search/index.py`',
    );
  });

  it('a non-literal import_module is said in the log, with its place, and not guessed', async () => {
    const tree: Tree = {
      ...SHOP,
      'shop/reports/plugins.py':
        'import importlib\n\n\ndef load(name):\n    return importlib.import_module(name)\n',
    };
    const r = await pullRequest(tree, (repo) => append(repo, 'shop/search/index.py'));
    expect(units(r)).not.toContain('shop.reports');
    expect(r.log).toEqual([
      'Python: 1 import names its module at run time, which a static graph cannot follow (not guessed): shop/reports/plugins.py:5 importlib.import_module(name). ' +
        "A rule's depends-on, or impacts-all-on, covers what they load (docs/python.md).",
    ]);
  });
});

describe("workspaces: python, tach.toml's depends_on in its shapes", () => {
  const tables = SHOP['tach.toml']!.replace(
    'path = "shop.orders"\ndepends_on = ["shop.catalog"]',
    'path = "shop.orders"\ndepends_on = [{ path = "shop.catalog", deprecated = false }]',
  );
  const withTables: Tree = { ...SHOP, 'tach.toml': tables };
  /** shop.orders' depends_on written as `to`. */
  const orders = (repo: Repo, to: string) =>
    edit(repo, 'tach.toml', 'depends_on = [{ path = "shop.catalog", deprecated = false }]', to);

  it('a list of tables `{ path, deprecated }` is read; a change of it is narrowed to its module', async () => {
    const r = await pullRequest(withTables, (repo) =>
      orders(repo, 'depends_on = [{ path = "shop.catalog", deprecated = true }]'),
    );
    expect(r.answer.all).toBeUndefined();
    expect(units(r)).toEqual(['shop.orders']);
    expect(r.why['shop.orders']).toBe('its entry in `tach.toml` changed (depends_on)');
    // Tables and strings mixed, as tach allows.
    const mixed = await pullRequest(withTables, (repo) =>
      orders(repo, 'depends_on = [{ path = "shop.catalog" }, "shop.search"]'),
    );
    expect(units(mixed)).toEqual(['shop.orders']);
  });

  it('a shape tach does not take is ALL naming the key: not a list, an element neither path nor table, a key of a table unknown', async () => {
    const cases: [string, string][] = [
      ['depends_on = "shop.catalog"', '"modules[2].depends_on (not a list)"'],
      ['depends_on = [3]', '"modules[2].depends_on[0] (neither a path nor a table)"'],
      [
        'depends_on = [{ path = "shop.catalog", reason = "legacy" }]',
        '"modules[2].depends_on[0].reason"',
      ],
    ];
    for (const [to, key] of cases) {
      const r = await pullRequest(withTables, (repo) => orders(repo, to));
      expect(r.answer.all).toBe(
        `tach.toml has a key this reader does not know: ${key} (it knows those of tach 0.30), so which files make up each unit is not certain: every unit is impacted.`,
      );
    }
  });
});

describe('workspaces: python, dependency lists beyond [project] dependencies, build tools, the interpreter', () => {
  /** The shop with a file importing each of boto3, freezegun and responses. */
  const importing: Tree = {
    ...SHOP,
    'shop/reports/storage.py': 'import boto3\n',
    'shop/orders/tests/test_clock.py': 'from freezegun import freeze_time\n',
    'shop/billing/tests/test_http.py': 'import responses\n',
  };
  const withPyproject = (extra: string): Tree => ({
    ...importing,
    'pyproject.toml': shopPyproject(['requests>=2.31', 'django>=5.0'], extra),
  });

  it('optional dependencies and dependency groups are dependency lists: a change lands in the units importing it', async () => {
    const pep = withPyproject(
      '[project.optional-dependencies]\ns3 = ["boto3>=1.34"]\n\n[dependency-groups]\ntest = ["freezegun>=1.4"]\ndev = [{ include-group = "test" }, "responses>=0.25"]\n\n[tool.uv]\ndev-dependencies = ["responses>=0.25"]\n',
    );
    const extra = await pullRequest(pep, (repo) =>
      edit(repo, 'pyproject.toml', 'boto3>=1.34', 'boto3>=1.35'),
    );
    expect(units(extra)).toEqual(['shop.reports']);
    expect(extra.why['shop.reports']).toBe(
      '`shop/reports/storage.py` imports the distribution `boto3`, whose requirement changed in `pyproject.toml`',
    );
    const group = await pullRequest(pep, (repo) =>
      edit(repo, 'pyproject.toml', 'freezegun>=1.4', 'freezegun>=1.5'),
    );
    expect(units(group)).toEqual(['shop.orders']);
    const uvDev = await pullRequest(pep, (repo) =>
      edit(repo, 'pyproject.toml', '["responses>=0.25"]', '["responses>=0.26"]'),
    );
    expect(units(uvDev)).toEqual(['shop.billing']);
    // A group no longer including another: what it installs is not known here.
    const include = await pullRequest(pep, (repo) =>
      edit(repo, 'pyproject.toml', '[{ include-group = "test" }, ', '['),
    );
    expect(include.answer.all).toBe(
      'pyproject.toml changed which dependency groups include test: every unit is impacted.',
    );
  });

  it("Poetry's groups, PDM's dev-dependencies and setup.cfg's extras_require are dependency lists too", async () => {
    const poetry = withPyproject(
      '[tool.poetry.dependencies]\npython = "^3.11"\n\n[tool.poetry.group.test.dependencies]\nfreezegun = "^1.4"\n',
    );
    const group = await pullRequest(poetry, (repo) =>
      edit(repo, 'pyproject.toml', 'freezegun = "^1.4"', 'freezegun = "^1.5"'),
    );
    expect(units(group)).toEqual(['shop.orders']);
    const pdm = withPyproject('[tool.pdm.dev-dependencies]\ntest = ["freezegun>=1.4"]\n');
    const pdmGroup = await pullRequest(pdm, (repo) =>
      edit(repo, 'pyproject.toml', 'freezegun>=1.4', 'freezegun>=1.5'),
    );
    expect(units(pdmGroup)).toEqual(['shop.orders']);
    const cfg: Tree = {
      ...importing,
      'setup.cfg':
        '[metadata]\nname = shop\n\n[options]\ninstall_requires =\n    requests>=2\n\n[options.extras_require]\ns3 =\n    boto3>=1.34\n',
    };
    const extras = await pullRequest(cfg, (repo) =>
      edit(repo, 'setup.cfg', 'boto3>=1.34', 'boto3>=1.35'),
    );
    expect(units(extras)).toEqual(['shop.reports']);
    expect(extras.why['shop.reports']).toBe(
      '`shop/reports/storage.py` imports the distribution `boto3`, whose requirement changed in `setup.cfg`',
    );
  });

  it('a build tool (setuptools) changed in the lock is ALL, even where a file imports it', async () => {
    const tree: Tree = {
      ...SHOP,
      'uv.lock': uvLock([
        ['django', '5.0.1', []],
        ['requests', '2.31.0', []],
        ['pyyaml', '6.0.1', []],
        ['setuptools', '69.0.0', []],
      ]),
      'shop/reports/version.py': 'from pkg_resources import get_distribution\n',
    };
    const r = await pullRequest(tree, (repo) =>
      edit(repo, 'uv.lock', 'version = "69.0.0"', 'version = "70.0.0"'),
    );
    expect(r.answer.all).toBe(
      'uv.lock changed setuptools, which builds or installs the distributions, so every unit is impacted.',
    );
  });

  it("the interpreter: .python-version, tox.ini, requires-python, Poetry's python, the lock's requires-python are ALL", async () => {
    const tree: Tree = {
      ...SHOP,
      '.python-version': '3.12\n',
      'tox.ini': '[tox]\nenv_list = py312\n',
    };
    const version = await pullRequest(tree, (repo) => repo.write('.python-version', '3.13\n'));
    expect(version.answer.all).toBe(
      '.python-version sets the Python version for every unit below it: every unit is impacted.',
    );
    const tox = await pullRequest(tree, (repo) => append(repo, 'tox.ini', 'env_list = py313\n'));
    expect(tox.answer.all).toBe(
      'tox.ini sets how tests run for every unit below it: every unit is impacted.',
    );
    const requires = await pullRequest(tree, (repo) =>
      edit(
        repo,
        'pyproject.toml',
        'version = "1.0.0"\n',
        'version = "1.0.0"\nrequires-python = ">=3.13"\n',
      ),
    );
    expect(requires.answer.all).toBe(
      'pyproject.toml changed beyond its dependency lists (at project.requires-python), which may change how every unit builds or runs: every unit is impacted.',
    );
    const poetry = await pullRequest(
      {
        ...SHOP,
        'pyproject.toml': shopPyproject(
          [],
          '[tool.poetry.dependencies]\npython = "^3.11"\ndjango = "^5.0"\n',
        ),
      },
      (repo) => edit(repo, 'pyproject.toml', 'python = "^3.11"', 'python = "^3.12"'),
    );
    expect(poetry.answer.all).toBe(
      'pyproject.toml changed the Python version it requires, which every unit runs on: every unit is impacted.',
    );
    const lock = await pullRequest(SHOP, (repo) =>
      edit(repo, 'uv.lock', 'requires-python = ">=3.12"', 'requires-python = ">=3.13"'),
    );
    expect(lock.answer.all).toBe(
      "uv.lock changed outside its packages' entries (its settings, requires-python, manifest), which every locked package may follow: every unit is impacted.",
    );
  });

  it('a distribution imported as a submodule (`from google.cloud import storage`) lands in its importers', async () => {
    const tree: Tree = {
      ...SHOP,
      'pyproject.toml': shopPyproject(['django>=5.0', 'google-cloud-storage>=2.10'], ''),
      'shop/reports/export.py': 'from google.cloud import storage\n',
    };
    const r = await pullRequest(tree, (repo) =>
      edit(repo, 'pyproject.toml', 'google-cloud-storage>=2.10', 'google-cloud-storage>=2.14'),
    );
    expect(units(r)).toEqual(['shop.reports']);
    expect(r.why['shop.reports']).toBe(
      '`shop/reports/export.py` imports the distribution `google-cloud-storage`, whose requirement changed in `pyproject.toml`',
    );
  });
});

describe('workspaces: python, unparsed files, local distributions, manifests added, submodules', () => {
  it('a file that does not parse is impacted when only a dependency changed, too', async () => {
    const tree: Tree = {
      ...SHOP,
      'shop/billing/gateway.py': 'import requests\n',
      'shop/reports/broken.py': 'import datetime\n\ndef report(:\n    return 1\n',
    };
    const r = await pullRequest(tree, (repo) =>
      edit(repo, 'pyproject.toml', '"requests>=2.31"', '"requests>=2.32"'),
    );
    expect(units(r)).toEqual(['shop.billing', 'shop.reports']);
    expect(r.why['shop.reports']).toMatch(
      /^`shop\/reports\/broken\.py` does not parse \(line 3: .+\), so it may import any changed file$/,
    );
  });

  it('a package of the repository in uv.lock (editable) is not a changed distribution when what it depends on changed', async () => {
    const tree: Tree = {
      ...SHOP,
      'shop/billing/gateway.py': 'import requests\n',
      'uv.lock': `${uvLock([
        ['django', '5.0.1', []],
        ['requests', '2.31.0', []],
        ['pyyaml', '6.0.1', []],
      ])}\n[[package]]\nname = "shop"\nversion = "1.0.0"\nsource = { editable = "." }\ndependencies = [\n    { name = "django" },\n    { name = "requests" },\n]\n`,
    };
    const r = await pullRequest(tree, (repo) =>
      edit(repo, 'uv.lock', 'version = "2.31.0"', 'version = "2.32.0"'),
    );
    expect(units(r)).toEqual(['shop.billing']);
  });

  it('a distribution named by its setup.cfg is found by its files', async () => {
    const tree: Tree = {
      'README.md': '# libs\n',
      'libs/alpha/setup.cfg': '[metadata]\nname = acme-alpha\nversion = 0.1.0\n',
      'libs/alpha/src/acme/alpha/__init__.py': '',
      'libs/alpha/src/acme/alpha/tools.py': 'def hammer():\n    return 1\n',
      'libs/beta/pyproject.toml': '[project]\nname = "acme-beta"\nversion = "0.1.0"\n',
      'libs/beta/src/acme/beta/__init__.py': '',
      'libs/beta/src/acme/beta/build.py': 'from acme.alpha import tools\n',
    };
    const r = await pullRequest(tree, (repo) =>
      edit(
        repo,
        'libs/beta/pyproject.toml',
        'version = "0.1.0"\n',
        'version = "0.1.0"\ndependencies = ["acme-alpha>=0.1"]\n',
      ),
    );
    expect(r.answer.all).toBeUndefined();
    expect(r.why.acme).toBe(
      '`libs/beta/src/acme/beta/build.py` imports the distribution `acme-alpha`, whose requirement changed in `libs/beta/pyproject.toml`',
    );
  });

  it('a pyproject.toml added is ALL: a distribution and its source root appeared', async () => {
    const r = await pullRequest(SHOP, (repo) =>
      repo
        .write('tools/pyproject.toml', '[project]\nname = "tools"\nversion = "0.1.0"\n')
        .write('tools/tools_cli/__init__.py', ''),
    );
    expect(r.answer.all).toBe(
      'tools/pyproject.toml was added: a distribution and its source root appeared: every unit is impacted.',
    );
  });

  it('a submodule changed, or removed, is ALL naming it', async () => {
    const { repo, base } = repoWith(SHOP);
    mkdirSync(`${repo.dir}/vendor/payments`, { recursive: true });
    repo.git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/payments`);
    const start = repo.commit('a submodule');
    void base;
    repo.git('update-index', '--cacheinfo', `160000,${'2'.repeat(40)},vendor/payments`);
    const moved = await answerFor(repo, start, repo.commit('bump it'));
    const sentence =
      'The submodule vendor/payments changed, and the Python reader does not read into submodules: which files import its code is not known, so every unit is impacted.';
    expect(moved.answer.all).toBe(sentence);
    repo.git('rm', '-q', '--cached', 'vendor/payments');
    const removed = await answerFor(repo, start, repo.commit('remove it'));
    expect(removed.answer.all).toBe(sentence);
  });
});

describe('workspaces: python, tach.toml: extra dependencies, interfaces, domain files, where tach is configured', () => {
  it('map.extra_dependencies: a file made to depend on templates is impacted by their change', async () => {
    const tree: Tree = {
      ...SHOP,
      'tach.toml': `${SHOP['tach.toml']}\n[map.extra_dependencies]\n"shop/reports/daily.py" = ["shop/catalog/templates/**"]\n`,
    };
    const r = await pullRequest(tree, (repo) =>
      append(repo, 'shop/catalog/templates/catalog/list.html', '<p>more</p>\n'),
    );
    expect(units(r)).toEqual(['shop.catalog', 'shop.reports']);
    expect(r.why['shop.reports']).toBe(
      '`shop/reports/daily.py` imports `shop/catalog/templates/catalog/list.html`',
    );
  });

  it('an interface without "from" changed is ALL; one whose "from" is no regular expression is ALL', async () => {
    const tree: Tree = {
      ...SHOP,
      'tach.toml': `${SHOP['tach.toml']}\n[[interfaces]]\nexpose = ["index"]\n`,
    };
    const every = await pullRequest(tree, (repo) =>
      edit(repo, 'tach.toml', 'expose = ["index"]', 'expose = ["index", "query"]'),
    );
    expect(every.answer.all).toBe(
      'an interface without "from" changed in tach.toml: it applies to every module, so every unit is impacted.',
    );
    const regex = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', 'from = ["shop\\\\.catalog"]', 'from = ["shop\\\\.(catalog"]'),
    );
    expect(regex.answer.all).toBe(
      'An interface in tach.toml adopts the modules matching "shop\\\\.(catalog", which is not a regular expression this reader can read, so which modules it applies to is not known: every unit is impacted.',
    );
  });

  it('a tach.domain.toml added is ALL, even where it declares a module tach.toml declared before', async () => {
    const r = await pullRequest(SHOP, (repo) => {
      edit(
        repo,
        'tach.toml',
        '[[modules]]\npath = "shop.billing"\ndepends_on = ["shop.orders"]\n',
        '',
      );
      repo.write('shop/billing/tach.domain.toml', '[root]\ndepends_on = ["//shop.orders"]\n');
    });
    expect(r.answer.all).toBe(
      'the set of tach.domain.toml files changed in tach.toml: each declares modules, so every unit is impacted.',
    );
  });

  it('a tach.domain.toml under an excluded directory declares nothing', async () => {
    const tree: Tree = { ...SHOP, 'legacy_scripts/tach.domain.toml': '[root]\ndepends_on = []\n' };
    const r = await pullRequest(tree, (repo) => append(repo, 'legacy_scripts/cleanup.py'));
    expect(units(r)).toEqual([]);
    expect(r.answer.outside).toEqual(['legacy_scripts/cleanup.py']);
  });

  it('tach.toml moved into [tool.tach] of pyproject.toml is ALL, saying where tach is configured', async () => {
    const moved = SHOP['tach.toml']!.replace(/\[\[(modules|interfaces)\]\]/g, '[[tool.tach.$1]]');
    const r = await pullRequest(SHOP, (repo) => {
      repo.remove('tach.toml');
      append(repo, 'pyproject.toml', `\n[tool.tach]\n${moved}`);
    });
    expect(r.answer.all).toBe(
      'where tach is configured changed in pyproject.toml: tach.toml became pyproject.toml, so every unit is impacted.',
    );
  });

  it('in [tool.tach], a depends_on change is narrowed to its module as in tach.toml; the rest of pyproject.toml is still ALL', async () => {
    const moved = SHOP['tach.toml']!.replace(/\[\[(modules|interfaces)\]\]/g, '[[tool.tach.$1]]');
    const inPyproject: Tree = {
      ...Object.fromEntries(Object.entries(SHOP).filter(([f]) => f !== 'tach.toml')),
      'pyproject.toml': `${SHOP['pyproject.toml']}\n[tool.tach]\n${moved}`,
    };
    const narrowed = await pullRequest(inPyproject, (repo) =>
      edit(
        repo,
        'pyproject.toml',
        'depends_on = ["shop.catalog"]\n\n[[tool.tach.modules]]\npath = "shop.billing"',
        'depends_on = ["shop.catalog", "shop.search"]\n\n[[tool.tach.modules]]\npath = "shop.billing"',
      ),
    );
    expect(narrowed.answer.all).toBeUndefined();
    expect(units(narrowed)).toEqual(['shop.orders']);
    const beyond = await pullRequest(inPyproject, (repo) =>
      edit(repo, 'pyproject.toml', 'line-length = 100', 'line-length = 120'),
    );
    expect(beyond.answer.all).toContain(
      'pyproject.toml changed beyond its dependency lists (at tool.ruff.line-length)',
    );
  });
});

describe('workspaces: python, pip-compile requirements, tach keys of every module, __init__.py above a relative anchor', () => {
  /** pip-compile's output with hashes, under requirements/ as cookiecutter-django lays it out. */
  const compiled = (version: string, hash: string, via = 'requests') =>
    [
      '#',
      '# This file is autogenerated by pip-compile with Python 3.12',
      '#',
      `requests[socks]==${version} \\`,
      `    --hash=sha256:${hash.repeat(64)} \\`,
      `    --hash=sha256:${'f'.repeat(64)}`,
      '    # via -r requirements/base.in',
      'urllib3==2.1.0 \\',
      `    --hash=sha256:${'c'.repeat(64)}`,
      `    # via ${via}`,
      'django==5.0.1  # the LTS',
      '',
    ].join('\n');
  const tree: Tree = {
    ...SHOP,
    'shop/billing/gateway.py': 'import requests\n',
    'requirements/base.txt': compiled('2.31.0', 'a'),
  };

  it('a requirement under requirements/, with extras, hashes on continuation lines and comments, lands in its importers', async () => {
    const r = await pullRequest(tree, (repo) =>
      repo.write('requirements/base.txt', compiled('2.32.0', 'b')),
    );
    expect(r.answer.all).toBeUndefined();
    expect(units(r)).toEqual(['shop.billing']);
    expect(r.why['shop.billing']).toBe(
      '`shop/billing/gateway.py` imports the distribution `requests`, whose requirement changed in `requirements/base.txt`',
    );
    // Comments alone: nothing to build.
    const comments = await pullRequest(tree, (repo) =>
      repo.write(
        'requirements/base.txt',
        compiled('2.31.0', 'a', 'requests, responses').replace('# the LTS', '# LTS'),
      ),
    );
    expect(comments.answer.all).toBeUndefined();
    expect(units(comments)).toEqual([]);
    expect(comments.answer.outside).toEqual([]);
  });

  it('a tach key that changes what is checked of every module is ALL; its cache settings impact nothing', async () => {
    const exact = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', 'source_roots = ["."]\n', 'source_roots = ["."]\nexact = true\n'),
    );
    expect(exact.answer.all).toBe(
      '"exact" changed in tach.toml: it changes what tach checks of every module, so every unit is impacted.',
    );
    const cache = await pullRequest(SHOP, (repo) =>
      append(repo, 'tach.toml', '\n[cache]\nfile_dependencies = ["uv.lock"]\n'),
    );
    expect(cache.answer.all).toBeUndefined();
    expect(units(cache)).toEqual([]);
    expect(cache.answer.outside).toEqual([]);
  });

  it('an absolute import runs the __init__.py of every package on its path (`import shop.search.index`)', async () => {
    const r = await pullRequest(
      { ...SHOP, 'shop/reports/stock.py': 'import shop.search.index\n' },
      (repo) => append(repo, 'shop/search/__init__.py'),
    );
    expect(units(r)).toContain('shop.reports');
    expect(r.why['shop.reports']).toBe('`shop/reports/stock.py` imports `shop/search/__init__.py`');
  });

  it("a relative import runs every package's __init__.py above its anchor (shop/__init__.py for `from .daily import today`)", async () => {
    const r = await pullRequest(
      { ...SHOP, 'shop/reports/weekly.py': 'from .daily import today\n' },
      (repo) => append(repo, 'shop/__init__.py'),
    );
    expect(units(r)).toContain('shop.reports');
    expect(r.why['shop.reports']).toBe('`shop/reports/weekly.py` imports `shop/__init__.py`');
  });
});

describe('workspaces: python, configuration read with no certainty, and older tach', () => {
  it('tach.toml with a source root outside the repository, or source_roots not a list, is ALL naming it', async () => {
    const outside = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', 'source_roots = ["."]', 'source_roots = [".", "../vendor"]'),
    );
    expect(outside.answer.all).toBe(
      'tach.toml has a source root outside the repository: "../vendor": every unit is impacted.',
    );
    const one = await pullRequest(SHOP, (repo) =>
      edit(repo, 'tach.toml', 'source_roots = ["."]', 'source_roots = "."'),
    );
    expect(one.answer.all).toBe(
      'tach.toml has source_roots that is not a list of paths: every unit is impacted.',
    );
  });

  it('older tach: exclude as regular expressions (use_regex_matching = true)', async () => {
    const tree: Tree = {
      ...SHOP,
      'tach.toml': SHOP['tach.toml']!.replace(
        'exclude = ["**/__pycache__", "legacy_scripts"]',
        'exclude = [".*__pycache__", "legacy_.*"]\nuse_regex_matching = true',
      ),
    };
    const r = await pullRequest(tree, (repo) => append(repo, 'legacy_scripts/cleanup.py'));
    expect(units(r)).toEqual([]);
    expect(r.answer.outside).toEqual(['legacy_scripts/cleanup.py']);
  });

  it('a tach module that names no file or directory is a warning naming it', async () => {
    const tree: Tree = {
      ...SHOP,
      'tach.toml': `${SHOP['tach.toml']}\n[[modules]]\npath = "shop.invoices"\ndepends_on = []\n`,
    };
    const r = await pullRequest(tree, (repo) => append(repo, 'shop/reports/daily.py'));
    expect(units(r)).toEqual(['shop.reports']);
    expect(r.answer.warnings).toEqual([
      expect.stringMatching(
        /^tach\.toml declares the module "shop\.invoices", which is no file or directory under its source roots .*: it holds nothing\.$/,
      ),
    ]);
  });

  it('a pyproject.toml that no longer parses, or a uv.lock that cannot be read, is ALL saying so', async () => {
    const pyproject = await pullRequest(SHOP, (repo) =>
      append(repo, 'pyproject.toml', '\n[tool.mypy\nstrict = true\n'),
    );
    expect(pyproject.answer.all).toBe(
      'pyproject.toml does not parse as TOML now, so what changed in it is not known: every unit is impacted.',
    );
    const lock = await pullRequest(SHOP, (repo) => append(repo, 'uv.lock', '\n[[package]\n'));
    expect(lock.answer.all).toMatch(/^uv\.lock cannot be read: .+: every unit is impacted\.$/);
  });
});
