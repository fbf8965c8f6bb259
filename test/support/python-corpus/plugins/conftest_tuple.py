pytest_plugins = ("plugins.a",)
pytest_plugins += ["plugins.b"]
pytest_plugins: list[str] = ["plugins.c"]
pytest_plugins = "plugins.d", "plugins.e"
pytest_plugins = discover_plugins()
