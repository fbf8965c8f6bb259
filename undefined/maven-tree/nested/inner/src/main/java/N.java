class N {}
// changed
