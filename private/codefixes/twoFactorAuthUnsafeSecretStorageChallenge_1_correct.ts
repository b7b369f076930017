    refreshSession(c, updateUser(shop, row.id, { totpSecret: encryptWithServerKey(setup.secret) })!);
