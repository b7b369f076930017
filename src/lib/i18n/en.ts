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
import * as reviews from './messages/reviews';
import * as recyclePhotoWall from './messages/recycle-photo-wall';
import * as shop from './messages/shop';
import * as web3Pages from './messages/web3-pages';
import * as web3Chain from './messages/web3-chain';
import * as modernStack from './messages/modern-stack';
import * as hackingInstructor from './messages/hacking-instructor';

/**
 * English: the base locale, assembled from one message module per area (each holds its English
 * and German texts side by side). Every key must exist in every other locale.
 */
export const en = {
  ...shop.en,
  ...accounts.en,
  ...game.en,
  ...coding.en,
  ...deluxe.en,
  ...dataExport.en,
  ...basket.en,
  ...orders.en,
  ...checkout.en,
  ...reviews.en,
  ...recyclePhotoWall.en,
  ...complaints.en,
  ...feedback.en,
  ...chatbot.en,
  ...web3Pages.en,
  ...files.en,
  ...web3Chain.en,
  ...modernStack.en,
  ...hackingInstructor.en,
} as const;

export type TranslationKey = keyof typeof en;
export type Dictionary = Record<TranslationKey, string>;
