import { closeSync, constants, fstatSync, openSync, realpathSync } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * Kernel folders whose files are no files: they report a size of 0 and then answer without end
 * (/proc/self/pagemap, /dev/zero, /dev/urandom), block (/dev/stdin, a tty), or talk to hardware.
 */
const SPECIAL_ROOTS = ['/proc', '/sys', '/dev'];

const isUnder = (file: string, root: string) => file === root || file.startsWith(root + path.sep);

/** Is this absolute path inside /proc, /sys or /dev? */
const isSpecial = (file: string) => SPECIAL_ROOTS.some((root) => isUnder(file, root));

/** An error shaped as Node's own for a missing file, so callers answer both alike. */
const missing = (file: string) =>
  Object.assign(new Error(`ENOENT: no such file or directory, open '${file}'`), { code: 'ENOENT', errno: -2, syscall: 'open', path: file });
const directory = (file: string) =>
  Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${file}'`), {
    code: 'EISDIR',
    errno: -21,
    syscall: 'read',
    path: file,
  });

/**
 * The first `maxBytes` bytes of a file a client chose (less if the file is shorter; the rest is
 * never read). Only regular files are read: a path into /proc, /sys or /dev (after following its
 * links), a FIFO, a socket or a device fails as a missing file would (ENOENT), a folder as
 * Node's readFile fails on one (EISDIR); other failures are Node's own (EACCES, ENOTDIR, ...).
 * The file is opened without waiting for a writer (a FIFO would otherwise hang the request) and
 * checked by its open handle, so what is read is what was checked.
 */
export async function readFileBounded(file: string, maxBytes: number): Promise<Buffer> {
  const absolute = path.resolve(file);
  if (isSpecial(absolute)) throw missing(absolute);
  const real = await realpath(absolute).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? missing(absolute) : error;
  });
  if (isSpecial(real)) throw missing(absolute);
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (info.isDirectory()) throw directory(absolute);
    if (!info.isFile()) throw missing(absolute);
    const buffer = Buffer.alloc(Math.max(0, Math.min(maxBytes, info.size || maxBytes)));
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/**
 * The same rule for a reader that must be synchronous (libxml2's input callbacks in the XML
 * sandbox): a descriptor of the regular file at `file`, or undefined for anything else (missing,
 * /proc, /sys, /dev, a FIFO, a device, a folder). The caller reads at most its own limit from it.
 */
export function openRegularFileSync(file: string): number | undefined {
  try {
    const real = realpathSync(path.resolve(file));
    if (isSpecial(path.resolve(file)) || isSpecial(real)) return undefined;
    const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
    if (fstatSync(fd).isFile()) return fd;
    closeSync(fd);
  } catch {
    // unreadable: as missing
  }
  return undefined;
}
