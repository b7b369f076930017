  r.get('/support/logs/:file', async (c) => {
    const wanted = pathSegment(c.req.url); // decoded, in the case it was sent: an encoded slash (%2f) arrives as "/"
    // thrown with its status, as upstream does: the error handler answers it
    if (wanted.includes('/')) throw new HttpError(403, 'File names cannot contain forward slashes!');
    const found = await fileIn(dir, wanted);
    if (!found) throw new HttpError(404, `File not found: ${wanted}`, { status: 'error', message: `File not found: ${wanted}` });
    const headers = { 'content-type': 'application/octet-stream', 'content-length': String(found.size) };
    if (found.size === 0) return c.body(null, 200, headers);
    // streamed: a day's log can be large, and is still being appended to (only what it held when asked for is sent)
    const body = Readable.toWeb(createReadStream(found.file, { end: found.size - 1 })) as ReadableStream;
    return c.body(body, 200, headers);
  });
