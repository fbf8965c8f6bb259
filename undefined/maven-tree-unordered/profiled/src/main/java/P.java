class P {}
