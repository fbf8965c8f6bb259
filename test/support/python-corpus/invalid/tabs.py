import os
if os:
        x = 1
	y = 2
