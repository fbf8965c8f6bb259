from ... import top
from ...core import engine
from .... import beyond
from .sibling import thing
from . import (
    a,
    b as bee,
)
from .. import parent as p
