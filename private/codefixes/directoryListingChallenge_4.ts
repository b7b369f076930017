  r.get('/ftp', async (c) => c.html(directoryListingPage('/ftp', requestedPath(c.req.url), await folderEntries(FTP_DIR))));
  r.get('/ftp/quarantine', async (c) => c.html(directoryListingPage('/ftp/quarantine', requestedPath(c.req.url), await folderEntries(QUARANTINE_DIR))));
  r.get('/ftp/quarantine/:file', async (c) => servedFile(QUARANTINE_DIR, requestedName(c.req.url)));

  r.get('/ftp/:file', async (c) => {
    const sent = requestedName(c.req.url);
    if (!sent.toLowerCase().endsWith('.pdf')) throw new HttpError(403, 'Only .pdf files are allowed!');
    const name = cutOffPoisonNullByte(sent);
    return servedFile(FTP_DIR, name);
  });
