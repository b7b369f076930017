    refreshSession(c, updateUser(shop, row.id, { totpSecret: setup.secret.split('').reverse().join('') })!);
