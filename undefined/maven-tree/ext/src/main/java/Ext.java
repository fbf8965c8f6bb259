class Ext {}
// changed
