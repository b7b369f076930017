import { removeStaleUploadFolders } from './profile/images';
import { emptyComplaintUploads, restoreOverwritableFiles } from './services/complaint-files';
import { purgeOrderConfirmations } from './services/order-confirmation';
import { createShop, type Shop } from './shop';

const g = globalThis as { __shop?: Shop };

/**
 * The running shop of this process. Kept on globalThis: in `waku dev` modules are re-evaluated
 * on change, and the database must not be rebuilt each time. A bad configuration stops the
 * process here with a message naming the key.
 */
export function getShop(): Shop {
  if (!g.__shop) {
    try {
      g.__shop = createShop();
      void purgeOrderConfirmations();
      restoreOverwritableFiles(g.__shop).catch((e: Error) => console.error(`Cannot restore the shop's /ftp files and promotion subtitles: ${e.message}`));
      // what uploads earlier runs left (unpacked complaints, a crashed run's pictures) goes
      emptyComplaintUploads().catch((e: Error) => console.error(`Cannot empty the complaint uploads: ${e.message}`));
      removeStaleUploadFolders();
    } catch (e) {
      console.error(`Cannot start the shop: ${(e as Error).message}`);
      process.exit(1);
    }
  }
  return g.__shop;
}
