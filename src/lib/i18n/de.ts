import type { Dictionary } from './en';
import * as accounts from './messages/accounts';
import * as basket from './messages/basket';
import * as chatbot from './messages/chatbot';
import * as checkout from './messages/checkout';
import * as coding from './messages/coding';
import * as complaints from './messages/complaints';
import * as dataExport from './messages/data-export';
import * as deluxe from './messages/deluxe';
import * as feedback from './messages/feedback';
import * as files from './messages/files';
import * as game from './messages/game';
import * as orders from './messages/orders';
import * as recyclePhotoWall from './messages/recycle-photo-wall';
import * as reviews from './messages/reviews';
import * as shop from './messages/shop';
import * as web3Chain from './messages/web3-chain';
import * as modernStack from './messages/modern-stack';
import * as hackingInstructor from './messages/hacking-instructor';
import * as web3Pages from './messages/web3-pages';

/** German: complete (each area's module types its German against its English keys). */
export const de: Dictionary = {
  ...shop.de,
  ...accounts.de,
  ...game.de,
  ...coding.de,
  ...deluxe.de,
  ...dataExport.de,
  ...basket.de,
  ...orders.de,
  ...checkout.de,
  ...reviews.de,
  ...recyclePhotoWall.de,
  ...complaints.de,
  ...feedback.de,
  ...chatbot.de,
  ...web3Pages.de,
  ...files.de,
  ...web3Chain.de,
  ...modernStack.de,
  ...hackingInstructor.de,
};
