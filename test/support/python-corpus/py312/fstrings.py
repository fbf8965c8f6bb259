"""PEP 701 (Python 3.12): f-strings are code; the same quotes nest, fields span lines."""
import real_one

names = ["a", "b"]
songs = ["x", "y"]
s1 = f"{", ".join(names)}"
s2 = f"{f"{f"{__import__("real_two")}"}"}"
s3 = f"playlist: {", ".join([
    'Take me back',  # import fake1
    'Alkaline',      # from fake2 import x
])}"
s4 = f"{"\n".join(songs)}"
s5 = f"{real_one!r:>{10}} {real_one=} {real_one = !s:^20} {3.14:{'.'}>{5}.2f}"
s6 = f"""{
    importlib.import_module("real_three")  # a comment inside a field
}"""
s7 = f"{'{'} {'}'} {{import fake3}} {"#"} \N{BULLET}"
s8 = f"a{2+2:=^{len(names)}}b" + f"{(x:=10)}" + f"{names[0]!a}" + f"{1:{2}{3}}"
s9 = rf"\{real_one}\N{x}"


def g[T](x: T) -> T:
    import real_four
    return x


class Box[T: (int, str)]:
    from typing import real_five


type Alias[K] = dict[K, "import fake4"]
type = 1
