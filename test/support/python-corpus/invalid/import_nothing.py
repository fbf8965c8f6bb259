import os
from os import
