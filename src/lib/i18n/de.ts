import type { Dictionary } from './en';
import * as accounts from './messages/accounts';
import * as checkout from './messages/checkout';
import * as game from './messages/game';
import * as shop from './messages/shop';

/** German: complete (each area's module types its German against its English keys). */
export const de: Dictionary = { ...shop.de, ...accounts.de, ...game.de, ...checkout.de };
