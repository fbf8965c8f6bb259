import os
s = f"a } b"
