import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { money } from '../../lib/money';
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

/**
 * Writes the order's confirmation as a PDF (pdfkit: text layout and the standard fonts built in,
 * streamed to the file). Resolves once the file is complete, so the link works as soon as the
 * checkout answers.
 */
export async function writeOrderConfirmation(appName: string, order: OrderDoc & { customer: string; discountPercent: number }) {
  await mkdir(ORDER_CONFIRMATION_DIR, { recursive: true });
  // loaded with the first order rather than at start: a lighter process per instance
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ info: { Title: `Order ${order.orderId}`, Author: appName } });
  const file = createWriteStream(path.join(ORDER_CONFIRMATION_DIR, confirmationFile(order.orderId)));
  doc.pipe(file);

  doc.font('Times-Roman', 40).text(appName, { align: 'center' });
  doc.moveTo(70, 115).lineTo(540, 115).stroke();
  doc.moveTo(70, 120).lineTo(540, 120).stroke();
  doc.moveDown();
  doc.font('Times-Roman', 20).text('Order Confirmation', { align: 'center' });
  doc.moveDown();
  doc.font('Times-Roman', 15).text(`Customer: ${order.customer}`);
  doc.text(`Order #: ${order.orderId}`);
  doc.moveDown();
  doc.text(`Date: ${new Date().toJSON().slice(0, 10)}`);
  doc.moveDown(2);
  for (const line of order.products) {
    doc.text(`${line.quantity}x ${line.name} ea. ${line.price} = ${line.total}¤`);
    doc.moveDown();
  }
  doc.moveDown();
  if (order.discountPercent > 0) {
    doc.text(`${order.discountPercent}% discount from coupon: -${order.promotionalAmount}¤`);
    doc.moveDown();
  }
  doc.text(`Delivery Price: ${money(order.deliveryPrice ?? 0)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold', 20).text(`Total Price: ${money(order.totalPrice)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold', 15).text(`Bonus Points Earned: ${order.bonus}`);
  doc.font('Times-Roman', 15).text('(The bonus points of this order go 1:1 into your wallet for future purchases.)');
  doc.moveDown(2);
  doc.text('Thank you for your order!');
  doc.end();
  await finished(file);
}

/** Removes the confirmations of earlier runs, as upstream empties them from its ftp folder at start. */
export async function purgeOrderConfirmations() {
  const names = await readdir(ORDER_CONFIRMATION_DIR).catch(() => [] as string[]);
  await Promise.all(names.filter(isConfirmationFile).map((n) => rm(path.join(ORDER_CONFIRMATION_DIR, n), { force: true })));
}
