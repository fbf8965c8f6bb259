class P {}
// changed
