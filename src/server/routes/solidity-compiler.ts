import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { SOLC_COMPILER_PATH } from '../../lib/web3/nft';

/**
 * The web3 sandbox compiles Solidity in the browser with solc's own build, fetched from here:
 * the shop runs without internet, so the compiler must not come from its usual download site.
 * Read from the installed package at each request (it is several MB; nothing is kept in memory).
 */
export function solidityCompilerRoutes() {
  const r = new Hono();
  let file: string | undefined;
  r.get(SOLC_COMPILER_PATH, async (c) => {
    file ??= createRequire(import.meta.url).resolve('solc/soljson.js');
    const { size } = await stat(file);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String(size),
      'cache-control': 'public, max-age=86400',
    });
  });
  return r;
}
