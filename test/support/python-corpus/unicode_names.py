import ｍｏｄ.ｓｕｂ as ｘ
from ℌ import ﬁx
from données.modèles import Catégorie
π = 3.14159
名前 = "名前"

def ｉmport_module(ñ):
    return ñ

ｉmport_module("named_after_nfkc")
__ｉｍｐｏｒｔ__("normalised_to_the_builtin")
