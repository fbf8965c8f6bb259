class R {}
// changed
