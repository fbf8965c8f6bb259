import typing
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import checked_one
    if True:
        from checked import two
    def helper():
        import checked_three
import runtime_one

if typing.TYPE_CHECKING:
    from . import checked_four
else:
    from . import runtime_two

if (TYPE_CHECKING):
    import checked_five

if TYPE_CHECKING: import checked_six
else: import runtime_three

if False:
    pass
elif TYPE_CHECKING:
    import checked_seven

if not TYPE_CHECKING:
    import runtime_four

if TYPE_CHECKING and typing:
    import runtime_five
