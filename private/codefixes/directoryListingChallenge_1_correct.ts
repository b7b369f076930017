  // the old ftp folder is gone: its public documents moved to the shop's pages, the rest was never meant to be public
