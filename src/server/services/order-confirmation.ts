import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, languageTag, type Locale, textDirection } from '../../lib/i18n';
import { formatsFor } from '../../lib/i18n/number-symbols';
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

/** pdfkit, loaded with the first order rather than at start: a lighter process per instance. */
const pdfkit = async () => (await import('pdfkit')).default;

/** One paragraph of a confirmation: its text, size and weight, centred or not, and the lines left blank after it. */
type Paragraph = { text: string; size: number; bold?: boolean; center?: boolean; after?: number };

/**
 * What a confirmation says, in the shopper's language (order-confirmation/texts.ts), with amounts,
 * the date and numbers as the language writes them; the app name, the customer's e-mail, the order
 * id and the product names as they are (isolated in a right-to-left language).
 */
async function confirmationParagraphs(appName: string, order: ConfirmedOrder, locale: Locale): Promise<Paragraph[]> {
  const { confirmationTexts } = await import('./order-confirmation/texts');
  const t = confirmationTexts(locale);
  const f = formatsFor(locale);
  const arg = (text: string) => isolated(locale, text);
  const body = (text: string, after = 1): Paragraph => ({ text, size: 15, after });
  return [
    { text: appName, size: 40, center: true, after: 1 },
    { text: t.TITLE(), size: 20, center: true, after: 1 },
    body(t.CUSTOMER({ email: arg(order.customer) }), 0),
    body(t.ORDER_NUMBER({ id: arg(order.orderId) })),
    body(t.DATE({ date: arg(f.date(new Date())) }), 2),
    ...order.products.map((line, i, all) =>
      body(
        t.LINE({
          quantity: arg(f.number(line.quantity)),
          product: arg(line.name),
          price: arg(f.number(line.price)),
          total: arg(f.amount(line.total)),
        }),
        i === all.length - 1 ? 2 : 1, // a blank line more after the last item, as upstream's
      ),
    ),
    ...(order.discountPercent > 0
      ? [body(t.DISCOUNT({ percent: arg(f.number(order.discountPercent)), amount: arg(f.amount(Number(order.promotionalAmount ?? 0))) }))]
      : []),
    body(t.DELIVERY_PRICE({ amount: arg(f.amount(order.deliveryPrice ?? 0)) })),
    { text: t.TOTAL_PRICE({ amount: arg(f.amount(order.totalPrice)) }), size: 20, bold: true, after: 1 },
    { text: t.BONUS_POINTS({ points: arg(f.number(order.bonus)) }), size: 15, bold: true, after: 0 },
    body(t.BONUS_NOTE(), 2),
    body(t.THANKS(), 0),
  ];
}

/** Characters pdfkit's standard fonts have (their WinAnsi encoding): Latin-1 and a few more. */
const WIN_ANSI_CHARS = '\\x20-\\x7e\\xa0-\\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI = new RegExp(`^[${WIN_ANSI_CHARS}]*$`);
const NOT_WIN_ANSI = new RegExp(`[^${WIN_ANSI_CHARS}]`, 'g');

/**
 * A confirmation in pdfkit's standard fonts, as upstream writes it (Times-Roman, the total in
 * Helvetica-Bold): nothing to embed, so quick and small. For the paragraphs that have only
 * characters those fonts have; anything else becomes `?`.
 */
async function standardConfirmation(appName: string, order: ConfirmedOrder, paragraphs: Paragraph[]): Promise<Buffer> {
  const PDFDocument = await pdfkit();
  const doc = new PDFDocument({ info: { Title: `Order ${order.orderId}`, Author: appName } });
  const done = pdfBytes(doc);
  paragraphs.forEach((p, i) => {
    doc.font(p.bold ? 'Helvetica-Bold' : 'Times-Roman', p.size).text(p.text.replace(NOT_WIN_ANSI, '?'), {
      align: p.center ? 'center' : 'left',
    });
    // upstream's double rule under the name
    if (i === 0) {
      doc.moveTo(70, 115).lineTo(540, 115).stroke();
      doc.moveTo(70, 120).lineTo(540, 120).stroke();
    }
    if (p.after) doc.moveDown(p.after);
  });
  doc.end();
  return done;
}

/**
 * A confirmation in any script: Noto Sans and the script fonts embedded, every character in a font
 * that has it, right to left in Arabic, Persian and Hebrew (order-confirmation/fonts.ts and
 * text-layout.ts).
 */
async function embeddedFontsConfirmation(appName: string, order: ConfirmedOrder, locale: Locale, paragraphs: Paragraph[]): Promise<Buffer> {
  const [PDFDocument, { FontSet }, { TextWriter }] = await Promise.all([
    pdfkit(),
    import('./order-confirmation/fonts'),
    import('./order-confirmation/text-layout'),
  ]);
  const doc = new PDFDocument({ info: { Title: `Order ${order.orderId}`, Author: appName }, lang: languageTag(locale) });
  const done = pdfBytes(doc);
  const writer = new TextWriter(doc, new FontSet(doc, locale), locale);
  doc.y = 60; // Noto Sans' line is taller than Times': the name ends above the rule as upstream's does
  paragraphs.forEach((p, i) => {
    writer.paragraph(p.text, { size: p.size, weight: p.bold ? 700 : 400, align: p.center ? 'center' : 'start' });
    if (i === 0) {
      // upstream's double rule under the name (at 115 and 120 below its Times-Roman one)
      const rule = Math.max(doc.y, 115);
      doc.moveTo(70, rule).lineTo(540, rule).stroke();
      doc
        .moveTo(70, rule + 5)
        .lineTo(540, rule + 5)
        .stroke();
      doc.y = rule + 5;
    }
    // blank lines of the body text's height (of the title's after the title)
    if (p.after) writer.moveDown(p.after, i === 1 ? p.size : 15);
  });
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
    const paragraphs = await confirmationParagraphs(appName, order, locale);
    // English (and any text the standard fonts can write, left to right) as upstream: no fonts to embed
    pdf =
      textDirection(locale) === 'ltr' && paragraphs.every((p) => WIN_ANSI.test(p.text))
        ? await standardConfirmation(appName, order, paragraphs)
        : await embeddedFontsConfirmation(appName, order, locale, paragraphs);
  } catch (error) {
    console.warn(
      `Order confirmation ${order.orderId} (${locale}) written in English with the standard fonts: ${error instanceof Error ? error.message : String(error)}`,
    );
    pdf = await standardConfirmation(appName, order, await confirmationParagraphs(appName, order, DEFAULT_LOCALE));
  }
  await writeFile(path.join(ORDER_CONFIRMATION_DIR, confirmationFile(order.orderId)), pdf);
}

/** Removes the confirmations of earlier runs, as upstream empties them from its ftp folder at start. */
export async function purgeOrderConfirmations() {
  const names = await readdir(ORDER_CONFIRMATION_DIR).catch(() => [] as string[]);
  await Promise.all(names.filter(isConfirmationFile).map((n) => rm(path.join(ORDER_CONFIRMATION_DIR, n), { force: true })));
}
