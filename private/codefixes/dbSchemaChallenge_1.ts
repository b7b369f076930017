    products = shop.db
      .prepare(`SELECT * FROM Products WHERE ((name LIKE '%${criteria.replaceAll("'", "\\'")}%' OR description LIKE '%${criteria.replaceAll("'", "\\'")}%') AND deletedAt IS NULL) ORDER BY name`)
      .all() as ProductRow[];
