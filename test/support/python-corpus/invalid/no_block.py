import os
def f():
import sys
