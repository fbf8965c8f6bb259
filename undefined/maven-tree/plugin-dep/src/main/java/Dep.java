class Dep {}
// changed
