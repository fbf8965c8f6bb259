import os
x = " "
y =  1
