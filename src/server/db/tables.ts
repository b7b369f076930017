import type Database from 'better-sqlite3';
import { addressesTable } from './addresses';
import { basketItemsTable } from './basket-items';
import { basketsTable } from './baskets';
import { captchasTable } from './captchas';
import { cardsTable } from './cards';
import { challengesTable } from './challenges';
import { complaintsTable } from './complaints';
import { deliveriesTable } from './deliveries';
import { feedbacksTable } from './feedbacks';
import { hintsTable } from './hints';
import { imageCaptchasTable } from './image-captchas';
import { memoriesTable } from './memories';
import { privacyRequestsTable } from './privacy-requests';
import { productsTable } from './products';
import { quantitiesTable } from './quantities';
import { recyclesTable } from './recycles';
import { schemaTable } from './schema';
import { securityAnswersTable } from './security-answers';
import { securityQuestionsTable } from './security-questions';
import { usersTable } from './users';
import { walletsTable } from './wallets';

/**
 * Every table's statements, prepared once for one shop's database (after its schema exists), so
 * no request compiles SQL. The injectable statements are not here: they stay next to their flaws
 * and run in the SQL sandbox.
 */
export function shopTables(db: Database.Database) {
  return {
    schema: schemaTable(db),
    users: usersTable(db),
    securityQuestions: securityQuestionsTable(db),
    securityAnswers: securityAnswersTable(db),
    wallets: walletsTable(db),
    addresses: addressesTable(db),
    cards: cardsTable(db),
    products: productsTable(db),
    quantities: quantitiesTable(db),
    baskets: basketsTable(db),
    basketItems: basketItemsTable(db),
    deliveries: deliveriesTable(db),
    feedbacks: feedbacksTable(db),
    complaints: complaintsTable(db),
    recycles: recyclesTable(db),
    memories: memoriesTable(db),
    captchas: captchasTable(db),
    imageCaptchas: imageCaptchasTable(db),
    privacyRequests: privacyRequestsTable(db),
    challenges: challengesTable(db),
    hints: hintsTable(db),
  };
}

export type ShopTables = ReturnType<typeof shopTables>;
