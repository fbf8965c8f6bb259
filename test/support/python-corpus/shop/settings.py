import os
from pathlib import Path

from .base import *  # noqa: F403

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = os.environ.get("DEBUG", "") == "1"

# Strings name apps and middleware: references, not imports.
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "shop.apps.ShopConfig",
]
MIDDLEWARE = ["django.middleware.security.SecurityMiddleware"]
ROOT_URLCONF = "shop.urls"
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "DIRS": []}]

try:
    from .local import *  # noqa: F403
except ImportError:
    pass
