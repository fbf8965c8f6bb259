class Ext {}
