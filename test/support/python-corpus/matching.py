import enum

match = {"type": "point"}
case = 1
type = "shadowing the builtin"
_ = None


class Shape(enum.Enum):
    POINT = "point"


def describe(command, *args, sep=""):
    match command.split():
        case ["load", name]:
            from loaders import load
            return load(name)
        case ["save", *rest] if rest:
            import savers
            return savers
        case {"type": kind, **extra}:
            return kind, extra
        case Shape.POINT | "dot":
            return "point"
        case _:
            pass
    print(*args, sep=sep)
    match match:
        case {"type": str(t)}:
            return t
    if (n := len(args)) > 1:
        return n
    return [*args, *map(str, args)], {**{}, "a": 1}, lambda x=lambda: 1, *y, **z: x


@decorator(import_hook=True)
@other.decorator
def decorated(importer=None, pytest_plugins_value=()):
    importer = 0xFF + 0o17 + 0b1010 + 1_000_000 + 3.14e-10 + 2j + .5 + 1. + 0_0
    return 1if importer else 2
