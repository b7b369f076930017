    products = shop.db
      .prepare('SELECT * FROM Products WHERE ((name LIKE ? OR description LIKE ?) AND deletedAt IS NULL) ORDER BY name')
      .all(`%${criteria}%`, `%${criteria}%`) as ProductRow[];
