import os
message = "not closed
import sys
