    criteria = criteria.replace(/--/g, '');
    products = (await runInjectableSql(shop, `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`, 'all')) as ProductRow[];
