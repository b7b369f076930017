    criteria = criteria.slice(0, 200);
    products = (await runInjectableSql(shop, `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`, 'all')) as ProductRow[];
