class M {}
// changed
