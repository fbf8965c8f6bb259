class Mojo {}
