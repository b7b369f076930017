    refreshSession(c, updateUser(shop, row.id, { totpSecret: Buffer.from(setup.secret).toString('base64') })!);
