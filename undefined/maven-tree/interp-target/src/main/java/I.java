class I {}
// changed
