import os
print "hello", os.sep
