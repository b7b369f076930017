  // server logs are for the operators: they read them on the server, the shop does not serve them
