    refreshSession(c, updateUser(shop, row.id, { totpSecret: md5(setup.secret) })!);
