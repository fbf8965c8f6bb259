from __future__ import annotations

import decimal
import uuid
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import models, transaction
from django.utils.translation import gettext_lazy as _

from ..core.money import Money, zero_money
from .utils import (
    order_number,  # the public number
    recalculate,
)

if TYPE_CHECKING:
    from django.db.models import QuerySet

    from ..accounts.models import User
    from .payments import Payment


class OrderQuerySet(models.QuerySet):
    def open(self) -> "QuerySet[Order]":
        return self.filter(status="open")


class Order(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    number = models.CharField(max_length=32, default=order_number)
    user: "User | None" = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL
    )
    total = models.DecimalField(max_digits=12, decimal_places=2, default=decimal.Decimal(0))

    objects = OrderQuerySet.as_manager()

    class Meta:
        ordering = ("-number",)
        verbose_name = _("order")

    def __str__(self):
        return f"Order {self.number} ({self.total:.2f})"

    @transaction.atomic
    def pay(self, payment: "Payment") -> None:
        from .tasks import send_receipt  # avoid a cycle

        self.total = recalculate(self) or zero_money()
        self.save(update_fields=["total"])
        send_receipt.delay(str(self.id))

    def money(self) -> Money:
        return Money(self.total, settings.DEFAULT_CURRENCY)


class Line(models.Model):
    order = models.ForeignKey(Order, related_name="lines", on_delete=models.CASCADE)
    quantity = models.PositiveIntegerField(default=1)
