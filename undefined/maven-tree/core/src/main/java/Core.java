class Core {}
// changed
