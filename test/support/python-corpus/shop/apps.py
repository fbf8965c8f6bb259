from importlib import import_module

from django.apps import AppConfig


class ShopConfig(AppConfig):
    name = "shop"
    verbose_name = "Shop"

    def ready(self):
        # Register the signal handlers: `import shop.signals` would do too.
        from . import signals  # noqa: F401

        import_module(f"{self.name}.checks")
        import_module("shop.webhooks")
        for extra in getattr(self, "extras", ()):
            import_module(extra)
