import os
price = $5
