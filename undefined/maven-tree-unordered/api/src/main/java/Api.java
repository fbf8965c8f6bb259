class Api {}
