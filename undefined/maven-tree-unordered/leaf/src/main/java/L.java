class L {}
// changed
