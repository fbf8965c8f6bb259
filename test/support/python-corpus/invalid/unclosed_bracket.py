import os
values = [1, 2,
import sys
