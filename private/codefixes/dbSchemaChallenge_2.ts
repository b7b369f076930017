    products = shop.db
      .prepare(/union|select/.test(criteria) ? 'SELECT 0' : `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`)
      .all() as ProductRow[];
