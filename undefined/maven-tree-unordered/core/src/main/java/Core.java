class Core {}
