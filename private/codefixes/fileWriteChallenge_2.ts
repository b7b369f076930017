  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry || ++entries > MAX_ENTRIES) break;
      const name = entryName(entry);
      if (name.endsWith('/') || entry.uncompressedSize > MAX_ENTRY_BYTES || (total += entry.uncompressedSize) > MAX_TOTAL_BYTES) continue;
      const target = path.resolve(COMPLAINT_UPLOADS_DIR, name.replace('../', ''));
      if (!target.startsWith(appRoot + path.sep)) continue;
      if (target.startsWith(COMPLAINT_UPLOADS_DIR + path.sep)) await mkdir(path.dirname(target), { recursive: true });
      else if (!existsSync(path.dirname(target))) continue;
      await pipeline(await openEntry(zip, entry), createWriteStream(target));
    }
  } finally {
    zip.close();
  }
