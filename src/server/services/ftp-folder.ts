import { copyFile, mkdir, readdir, rename } from 'node:fs/promises';
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
 * Puts every shipped /ftp file back as it was shipped (so that an archive that overwrote one
 * does not outlive the process). Each copy replaces its file in one step: a shop starting beside
 * another one that is serving the folder never hands out half a file.
 */
export async function restoreFtpFolder(privateDir: string, from = ftpSource(privateDir), to = FTP_DIR): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (e) => {
      if (e.isDirectory()) return restoreFtpFolder(privateDir, path.join(from, e.name), path.join(to, e.name));
      if (!e.isFile()) return;
      const partial = path.join(to, `.${e.name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
      await copyFile(path.join(from, e.name), partial);
      await rename(partial, path.join(to, e.name));
    }),
  );
}
