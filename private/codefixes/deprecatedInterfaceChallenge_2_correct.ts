    const file = await uploadedFile(c);
    const name = file.name;
    let accepted = false;
    try {
      const data = Buffer.from(await file.arrayBuffer());
      if (endsWith(name, '.zip')) {
          await extractComplaintArchive(shop, data);
      } else if (endsWith(name, '.xml', '.yml', '.yaml')) {
        throw new HttpError(410, `B2B customer complaints via file upload have been deprecated for security reasons (${name})`);
      }
      accepted = true;
      return c.body(null, 204);
    } finally {
      shop.metrics.countUpload(file.type || 'application/octet-stream', accepted);
    }
