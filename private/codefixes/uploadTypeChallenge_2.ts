    const file = await uploadedFile(c);
    const name = file.name;
    if (!['.pdf', '.zip', '.xml', '.yml', '.yaml'].some((e) => name.toLowerCase().includes(e))) throw new HttpError(400, 'File type not allowed');
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
