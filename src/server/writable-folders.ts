import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The folders of the working directory the shop writes, at start and on requests: `ftp/` (the
 * shipped files restored, order confirmations, the File Write target), `logs/` (access logs),
 * `uploads/` (unpacked complaint archives) and `frontend/` (the promotion's runtime subtitles).
 * In a container with a read-only root filesystem each one is a volume (deploy/kubernetes).
 */
export const WRITABLE_FOLDERS = ['ftp', 'logs', 'uploads', 'frontend'] as const;

/**
 * Every folder the shop writes, by absolute path: those of the working directory, the OS temp
 * folder (the shops' databases, profile pictures) and `SHOP_UPLOADS_DIR` where it names another.
 */
export function writableFolderPaths(): string[] {
  const folders = [...WRITABLE_FOLDERS.map((f) => path.resolve(f)), os.tmpdir()];
  const uploads = process.env.SHOP_UPLOADS_DIR;
  return uploads && !folders.includes(path.resolve(uploads)) ? [...folders, path.resolve(uploads)] : folders;
}

/**
 * Makes each folder (as the shop would) and writes and removes a file in it. The first that
 * fails gives one line naming it and what to do; null when the shop may write them all.
 */
export function unwritableFolderProblem(folders: readonly string[] = writableFolderPaths()): string | null {
  for (const folder of folders) {
    try {
      mkdirSync(folder, { recursive: true });
      const probe = path.join(folder, `.write-check-${process.pid}-${Math.random().toString(36).slice(2)}`);
      writeFileSync(probe, '');
      rmSync(probe, { force: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      return `Cannot start the shop: it cannot write to ${folder} (${code}). Make that folder writable for the shop's user, or mount a writable volume there (an emptyDir in Kubernetes) when the root filesystem is read-only.`;
    }
  }
  return null;
}
