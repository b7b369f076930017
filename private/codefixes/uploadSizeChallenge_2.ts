    if (Number(c.req.header('content-length')) > 100_000) throw fileTooLarge();
    const file = await uploadedFile(c);
    const name = file.name;
    let accepted = false;
    try {
      const data = Buffer.from(await file.arrayBuffer());
      if (endsWith(name, '.zip')) {
          await extractComplaintArchive(shop, data);
      } else if (endsWith(name, '.xml')) await handleXml(shop, name, data);
      else if (endsWith(name, '.yml', '.yaml')) await handleYaml(shop, name, data);
      accepted = true;
      return c.body(null, 204);
    } finally {
      shop.metrics.countUpload(file.type || 'application/octet-stream', accepted);
    }
