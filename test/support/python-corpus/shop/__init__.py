"""The shop app: orders, lines and their signals.

Importing ``shop`` gives the public models::

    from shop import Order
"""
from .models import Line, Order  # re-exported
from . import signals

__all__ = ["Line", "Order", "signals"]
default_app_config = "shop.apps.ShopConfig"
