class Web {}
