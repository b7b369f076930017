import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, languageTag, type Locale, textDirection } from '../../lib/i18n';
import { formats } from '../../lib/i18n/format';
import { FTP_DIR } from './ftp-folder';
import type { OrderDoc } from '../db/collections';

/**
 * Where order confirmations go: the shop's `ftp/` folder, as upstream writes them, so that
 * /ftp/order_<id>.pdf serves them. A runtime folder: emptied of confirmations at start.
 */
export const ORDER_CONFIRMATION_DIR = FTP_DIR;

const CONFIRMATION_NAME = /^order_[0-9a-f]{4}-[0-9a-f]{16}\.pdf$/;

/** The file name of an order's confirmation. */
export const confirmationFile = (orderId: string) => `order_${orderId}.pdf`;

/** Whether a file name is an order confirmation's. */
export const isConfirmationFile = (name: string) => CONFIRMATION_NAME.test(name);

/** What a confirmation shows: the order, the customer's e-mail and the coupon's discount. */
export type ConfirmedOrder = OrderDoc & { customer: string; discountPercent: number };

/** A text argument set apart from the text around it (FSI…PDI), as the screens' translator sets it apart in right-to-left languages. */
const isolated = (locale: Locale, text: string) => (textDirection(locale) === 'rtl' ? `\u2068${text}\u2069` : text);

/**
 * The confirmation in the shopper's language: its texts (order-confirmation/texts.ts), amounts, the
 * date and numbers as the language writes them, and every script in a font that has it, right to
 * left in Arabic, Persian and Hebrew (order-confirmation/text-layout.ts).
 */
async function localizedConfirmation(appName: string, order: ConfirmedOrder, locale: Locale): Promise<Buffer> {
  const [{ default: PDFDocument }, { FontSet }, { TextWriter }, { confirmationTexts }] = await Promise.all([
    import('pdfkit'),
    import('./order-confirmation/fonts'),
    import('./order-confirmation/text-layout'),
    import('./order-confirmation/texts'),
  ]);
  const t = confirmationTexts(locale);
  const f = formats(locale);
  const arg = (text: string) => isolated(locale, text);
  const doc = new PDFDocument({ info: { Title: `Order ${order.orderId}`, Author: appName }, lang: languageTag(locale) });
  const done = pdfBytes(doc);
  const writer = new TextWriter(doc, new FontSet(doc, locale), locale);
  const body = { size: 15, weight: 400, align: 'start' } as const;

  doc.y = 60; // Noto Sans' line is taller than Times': the name ends above the rule as upstream's does
  writer.paragraph(appName, { size: 40, weight: 400, align: 'center' });
  // upstream's double rule under the name (at 115 and 120 below its Times-Roman one)
  const rule = Math.max(doc.y, 115);
  doc.moveTo(70, rule).lineTo(540, rule).stroke();
  doc
    .moveTo(70, rule + 5)
    .lineTo(540, rule + 5)
    .stroke();
  doc.y = rule + 5;
  writer.moveDown(1, 15);
  writer.paragraph(t.TITLE(), { size: 20, weight: 400, align: 'center' });
  writer.moveDown(1, 20);
  writer.paragraph(t.CUSTOMER({ email: arg(order.customer) }), body);
  writer.paragraph(t.ORDER_NUMBER({ id: arg(order.orderId) }), body);
  writer.moveDown(1, 15);
  writer.paragraph(t.DATE({ date: arg(f.date(new Date())) }), body);
  writer.moveDown(2, 15);
  for (const line of order.products) {
    writer.paragraph(
      t.LINE({
        quantity: arg(f.number(line.quantity)),
        product: arg(line.name),
        price: arg(f.number(line.price)),
        total: arg(f.amount(line.total)),
      }),
      body,
    );
    writer.moveDown(1, 15);
  }
  writer.moveDown(1, 15);
  if (order.discountPercent > 0) {
    writer.paragraph(
      t.DISCOUNT({ percent: arg(f.number(order.discountPercent)), amount: arg(f.amount(Number(order.promotionalAmount ?? 0))) }),
      body,
    );
    writer.moveDown(1, 15);
  }
  writer.paragraph(t.DELIVERY_PRICE({ amount: arg(f.amount(order.deliveryPrice ?? 0)) }), body);
  writer.moveDown(1, 15);
  writer.paragraph(t.TOTAL_PRICE({ amount: arg(f.amount(order.totalPrice)) }), { size: 20, weight: 700, align: 'start' });
  writer.moveDown(1, 15);
  writer.paragraph(t.BONUS_POINTS({ points: arg(f.number(order.bonus)) }), { ...body, weight: 700 });
  writer.paragraph(t.BONUS_NOTE(), body);
  writer.moveDown(2, 15);
  writer.paragraph(t.THANKS(), body);
  doc.end();
  return done;
}

/** Characters the standard fonts' encoding (WinAnsi) has; anything else becomes `?`. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * The confirmation as it was before it spoke the shopper's language: English, pdfkit's standard
 * fonts (nothing to load). Written when the localized one fails, so that a font that cannot be
 * read never costs an order its confirmation.
 */
async function plainConfirmation(appName: string, order: ConfirmedOrder): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const f = formats('en');
  const doc = new PDFDocument({ info: { Title: `Order ${order.orderId}`, Author: appName } });
  const done = pdfBytes(doc);
  doc.font('Times-Roman', 40).text(winAnsi(appName), { align: 'center' });
  doc.moveTo(70, 115).lineTo(540, 115).stroke();
  doc.moveTo(70, 120).lineTo(540, 120).stroke();
  doc.moveDown();
  doc.font('Times-Roman', 20).text('Order Confirmation', { align: 'center' });
  doc.moveDown();
  doc.font('Times-Roman', 15).text(winAnsi(`Customer: ${order.customer}`));
  doc.text(`Order #: ${order.orderId}`);
  doc.moveDown();
  doc.text(`Date: ${f.date(new Date())}`);
  doc.moveDown(2);
  for (const line of order.products) {
    doc.text(winAnsi(`${f.number(line.quantity)}x ${line.name} ea. ${f.number(line.price)} = ${f.amount(line.total)}`));
    doc.moveDown();
  }
  doc.moveDown();
  if (order.discountPercent > 0) {
    doc.text(`${f.number(order.discountPercent)}% discount from coupon: -${f.amount(Number(order.promotionalAmount ?? 0))}`);
    doc.moveDown();
  }
  doc.text(`Delivery Price: ${f.amount(order.deliveryPrice ?? 0)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold', 20).text(`Total Price: ${f.amount(order.totalPrice)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold', 15).text(`Bonus Points Earned: ${f.number(order.bonus)}`);
  doc.font('Times-Roman', 15).text('(The bonus points of this order go 1:1 into your wallet for future purchases.)');
  doc.moveDown(2);
  doc.text('Thank you for your order!');
  doc.end();
  return done;
}

/** The bytes of a document once it has ended. */
function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Writes the order's confirmation as a PDF in the shopper's language (`locale`, the checkout's
 * `language` cookie; English without one). Made in memory, then written in one go, so a failure
 * halfway leaves no half file: when the localized PDF fails (a font that cannot be read), the
 * English one with the standard fonts is written instead. Resolves once the file is complete, so
 * the link works as soon as the checkout answers.
 */
export async function writeOrderConfirmation(appName: string, order: ConfirmedOrder, locale: Locale = DEFAULT_LOCALE) {
  await mkdir(ORDER_CONFIRMATION_DIR, { recursive: true });
  let pdf: Buffer;
  try {
    pdf = await localizedConfirmation(appName, order, locale);
  } catch (error) {
    console.warn(
      `Order confirmation ${order.orderId} (${locale}) written in English with the standard fonts: ${error instanceof Error ? error.message : String(error)}`,
    );
    pdf = await plainConfirmation(appName, order);
  }
  await writeFile(path.join(ORDER_CONFIRMATION_DIR, confirmationFile(order.orderId)), pdf);
}

/** Removes the confirmations of earlier runs, as upstream empties them from its ftp folder at start. */
export async function purgeOrderConfirmations() {
  const names = await readdir(ORDER_CONFIRMATION_DIR).catch(() => [] as string[]);
  await Promise.all(names.filter(isConfirmationFile).map((n) => rm(path.join(ORDER_CONFIRMATION_DIR, n), { force: true })));
}
