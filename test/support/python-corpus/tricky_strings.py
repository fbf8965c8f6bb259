'''A module docstring that says
import not_a_module
from nowhere import nothing
'''
import real_one

s1 = "import fake1"
s2 = 'from fake2 import x'
s3 = """
import fake3
"""
s4 = r"\" import fake4 \""
s5 = b"import fake5"
s6 = rb'from fake6 import y' + Rb"import fake7" + BR'x'
s7 = f"import fake8 {real_one!r:>10} {{import fake9}}"
s8 = "a # not a comment" ; import real_two  # import fake10
s9 = '''it's "quoted" and \''' still import fake11'''
s10 = "line one \
import fake12"
s11 = U"import fake13" + F"{__import__('real_three')}" + fR"{s1}\import fake14"
s12 = f"{'nested'} {s1 + 'import fake15'} {f'{s2}'}"
s13 = ("implicit " "concatenation " 'import fake16')
# import fake17
#from fake18 import z
def f():
    """Docstring.

    >>> import fake19
    """
    return "\N{BULLET} import fake20"
