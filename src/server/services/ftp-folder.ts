import { chmod, copyFile, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's browsable /ftp folder: a runtime folder (as upstream's ftp/) holding the shipped
 * files, copied from private/ftp at every start, and the order confirmations written by checkouts.
 */
export const FTP_DIR = path.resolve('ftp');

/** The sub-folder of /ftp served by its own route, without the extension check. */
export const QUARANTINE_DIR = path.join(FTP_DIR, 'quarantine');

/** Where the shipped originals of the /ftp files live. */
export const ftpSource = (privateDir: string) => path.join(privateDir, 'ftp');

/**
 * Replaces `to` with a copy of `from` in one step (a copy beside it, renamed over it): a shop
 * starting beside another one that is serving the file never hands out half of it. The copy is
 * writable by the shop whatever the original's mode: in the container image the shipped files are
 * read-only, and the runtime copies are what a File Write or Video XSS archive overwrites.
 */
export async function restoreCopy(from: string, to: string): Promise<void> {
  const partial = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  await copyFile(from, partial);
  await chmod(partial, 0o664);
  await rename(partial, to);
}

/**
 * Puts every shipped /ftp file back as it was shipped (so that an archive that overwrote one
 * does not outlive the process).
 */
export async function restoreFtpFolder(privateDir: string, from = ftpSource(privateDir), to = FTP_DIR): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (e) => {
      if (e.isDirectory()) return restoreFtpFolder(privateDir, path.join(from, e.name), path.join(to, e.name));
      if (!e.isFile()) return;
      await restoreCopy(path.join(from, e.name), path.join(to, e.name));
    }),
  );
}
