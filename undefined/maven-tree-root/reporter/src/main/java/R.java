class R {}
