import { removeStaleUploadFolders } from './profile/images';
import { emptyComplaintUploads, restoreOverwritableFiles } from './services/complaint-files';
import { purgeOrderConfirmations } from './services/order-confirmation';
import { processRecord } from './process-record';
import { createShop, type Shop } from './shop';
import { unwritableFolderProblem } from './writable-folders';

/**
 * The running shop of this process. Kept in the process record: in `waku dev` modules are
 * re-evaluated on change, and the database must not be rebuilt each time. A bad configuration stops the
 * process here with a message naming the key, and so does a folder the shop cannot write (a
 * read-only root filesystem without its volumes), in one line naming the folder.
 */
export function processShop(): Shop {
  const record = processRecord();
  if (!record.shop) {
    const unwritable = unwritableFolderProblem();
    if (unwritable) {
      console.error(unwritable);
      process.exit(1);
    }
    try {
      const shop = createShop();
      record.shop = shop;
      void purgeOrderConfirmations();
      restoreOverwritableFiles(shop).catch((e: Error) =>
        console.error(`Cannot restore the shop's /ftp files and promotion subtitles: ${e.message}`),
      );
      // what uploads earlier runs left (unpacked complaints, a crashed run's pictures) goes
      emptyComplaintUploads().catch((e: Error) => console.error(`Cannot empty the complaint uploads: ${e.message}`));
      removeStaleUploadFolders();
    } catch (e) {
      console.error(`Cannot start the shop: ${(e as Error).message}`);
      process.exit(1);
    }
  }
  return record.shop as Shop;
}
