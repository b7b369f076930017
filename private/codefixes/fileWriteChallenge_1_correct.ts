  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry || ++entries > MAX_ENTRIES) break;
      const name = entryName(entry);
      if (name.endsWith('/') || entry.uncompressedSize > MAX_ENTRY_BYTES || (total += entry.uncompressedSize) > MAX_TOTAL_BYTES) continue;
      const target = path.resolve(COMPLAINT_UPLOADS_DIR, name);
      // an entry may only land inside the complaints folder, never anywhere else in the application
      if (!target.startsWith(COMPLAINT_UPLOADS_DIR + path.sep)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(await openEntry(zip, entry), createWriteStream(target));
    }
  } finally {
    zip.close();
  }
