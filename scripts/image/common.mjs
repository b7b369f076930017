// What the image's build, its checks and its bench share: the image's tag and layout, and buildah.
import { execFileSync } from 'node:child_process';
import { WRITABLE_FOLDERS } from '../../src/server/writable-folders.ts';

/** The tag `npm run image` gives the image (IMAGE_TAG overrides). */
export const TAG = process.env.IMAGE_TAG ?? 'localhost/juice-shop-rsc:latest';
/** Where the node binary lives in the image: distroless nodejs's path, so the Dockerfile's entrypoint is the same. */
export const NODE_IN_IMAGE = '/nodejs/bin/node';
export const APP_UID = 65532;
/** The folders the shop writes below /juice-shop, as the shop itself lists them (the databases and uploaded pictures go to /tmp). */
export const WRITABLE = [...WRITABLE_FOLDERS, 'uploads/complaints'];
/** Where a container gets a volume: each writable folder, and /tmp. */
export const VOLUMES = [...WRITABLE_FOLDERS.map((folder) => `/juice-shop/${folder}`), '/tmp'];
/** npm start's allocator settings, set in the image's environment (the served script would re-execute itself without them). */
export { SERVER_ENV } from '../../src/server/memory-budget.mjs';

/** buildah with the storage driver that works in a container (vfs) unless BUILDAH_STORAGE_DRIVER says otherwise. */
export function buildah(argv, opts = {}) {
  const driver = process.env.BUILDAH_STORAGE_DRIVER ?? 'vfs';
  return (
    execFileSync('buildah', [`--storage-driver=${driver}`, ...argv], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      ...opts,
    }) ?? ''
  ).trim();
}
