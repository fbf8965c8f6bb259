"""Python 3.14: t-strings (PEP 750), except without parentheses (PEP 758); 3.15: lazy imports
(PEP 810)."""
lazy import real_one
lazy from real_two import (
    alpha,
    beta,
)
from .lazy import thing

lazy = "still an identifier"
name = "world"
t1 = t"hello {name} import fake1"
t2 = T"{__import__('real_three')}" + tr"\{name}" + Rt'{name!r:>10}'
t3 = t"""{
    name  # import fake2
}"""

try:
    import real_four
except ImportError, ModuleNotFoundError:
    import real_five

try:
    pass
except* ValueError, TypeError:
    pass
