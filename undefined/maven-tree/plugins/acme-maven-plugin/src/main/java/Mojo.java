class Mojo {}
// changed
