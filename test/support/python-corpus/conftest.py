import pytest

pytest_plugins = [
    "shop.tests.fixtures",
    "tests.factories",  # model factories
    *EXTRA_PLUGINS,
]


@pytest.fixture
def order(db):
    from shop.models import Order

    return Order.objects.create()
