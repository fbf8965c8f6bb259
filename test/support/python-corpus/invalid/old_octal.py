import os
os.chmod("x", 0755)
