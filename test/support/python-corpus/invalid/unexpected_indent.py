import os
    import sys
