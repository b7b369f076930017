import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { keepLogin, tokenFor } from './customers.ts';

after(closeBrowser);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a customer files a complaint with a PDF invoice and is given the reference', async () => {
  const token = await tokenFor('jim@juice-sh.op', 'ncc-1701');
  const { page, context, errors } = await visitor({ width: 390, height: 844 });
  await open(page, '/complain');
  await keepLogin(page, token);
  await open(page, '/complain');
  await page.getByRole('heading', { name: 'File Complaint' }).waitFor();
  assert.equal(await page.locator('#customerControl').inputValue(), 'jim@juice-sh.op');
  assert.equal(await page.locator('#submitButton').isDisabled(), true);

  // a file of another type is refused on the spot
  await page.locator('#file').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByText('Forbidden file type. Only PDF, ZIP allowed.').waitFor();

  await page.locator('#complaintMessage').fill('The apple juice arrived warm and half empty.');
  assert.equal(await page.locator('#submitButton').isDisabled(), true);
  await page.locator('#file').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  assert.equal(await page.locator('#messageCounter').innerText(), '44/160');
  await page.locator('#submitButton').click();

  const reply = page.locator('.confirmation');
  await reply.waitFor();
  const reference = /Customer support will get in touch with you soon! Your complaint reference is #(\d+)/.exec(
    await reply.innerText(),
  )?.[1];
  assert.ok(reference, 'a reference number');
  // the complaint is stored under that reference
  const list = (await (await fetch(`${SHOP}/api/Complaints`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ id: number; message: string }>;
  };
  assert.equal(list.data.find((c) => c.id === Number(reference))?.message, 'The apple juice arrived warm and half empty.');
  assert.equal(await page.locator('#complaintMessage').inputValue(), '');
  assert.equal(await challengeSolved('uploadTypeChallenge'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without a login the screen asks to log in', async () => {
  const { page, context } = await visitor();
  await open(page, '/complain');
  await page.getByText('Please log in to view this page.').waitFor();
  await context.close();
});
