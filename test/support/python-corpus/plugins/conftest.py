pytest_plugins = "plugins.fixtures, plugins.mocks"
