class Dep {}
