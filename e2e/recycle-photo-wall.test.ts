import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { signedInCustomer, shot, unique } from './customers.ts';

after(closeBrowser);

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a customer requests a pickup of 250 litres from one of their addresses; the form then starts afresh', async () => {
  const { page, context, errors } = await visitor();
  const { email, token } = await signedInCustomer(page, 'recycler');
  const saved = await fetch(`${SHOP}/api/Addresss`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      fullName: 'Rita Recycler',
      mobileNum: 1234567,
      zipCode: '10115',
      streetAddress: 'Kompostweg 3',
      city: 'Berlin',
      country: 'Germany',
    }),
  });
  assert.equal(saved.status, 201);

  await open(page, '/recycle');
  await page.getByRole('heading', { name: 'Recycle your pomace' }).waitFor();
  assert.equal(await page.locator('#requestor').inputValue(), email);
  const submit = page.locator('#recycleButton');
  assert.equal(await submit.isDisabled(), true);

  const quantity = page.locator('#recycleQuantity');
  await quantity.fill('5');
  await quantity.blur();
  await page.getByText('The quantity must lie between 10-1000 litres.').waitFor();
  assert.equal(await page.locator('#pickup').count(), 0);

  await quantity.fill('250');
  await page.getByRole('radio', { name: 'Deliver to Rita Recycler' }).check();
  await page.getByLabel('Collect it from the address above instead of sending me a recycling box').check();
  await page.locator('#pickupDate').fill('2031-05-04');
  await shot(page, 'recycle');
  await submit.click();

  await page.getByText(/We will collect your pomace on /).waitFor();
  assert.equal(await quantity.inputValue(), '');
  assert.equal(await page.locator('#pickupDate').count(), 0);
  assert.equal(await page.getByRole('radio', { name: 'Deliver to Rita Recycler' }).isChecked(), false);
  assert.equal(await submit.isDisabled(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a photo shared by one customer is on the wall another customer sees; the cat picture stays broken', async () => {
  const caption = `Orchard day ${unique()}`;
  const sharer = await visitor();
  await signedInCustomer(sharer.page, 'sharer');
  await open(sharer.page, '/photo-wall');
  await sharer.page.getByRole('heading', { name: 'Photo Wall' }).waitFor();
  const submit = sharer.page.locator('#submitButton');
  assert.equal(await submit.isDisabled(), true);
  await sharer.page.locator('#memoryImage').setInputFiles({ name: 'orchard.png', mimeType: 'image/png', buffer: PNG });
  await sharer.page.locator('#caption').fill(caption);
  await submit.click();
  await sharer.page.getByText('Your picture is on the wall now.').waitFor();
  await sharer.page.getByRole('img', { name: caption }).waitFor();
  await sharer.context.close();

  const other = await visitor();
  await signedInCustomer(other.page, 'viewer');
  await open(other.page, '/photo-wall');
  const shared = other.page.getByRole('img', { name: caption });
  await shared.waitFor();
  await other.page.waitForFunction((alt) => {
    const img = [...document.images].find((i) => i.alt === alt);
    return img?.complete && img.naturalWidth === 1;
  }, caption);
  // the tweet link of a tile carries its caption
  const tile = other.page.locator('li.memory', { has: shared });
  await tile.hover();
  assert.match(
    (await tile.getByRole('link', { name: 'Share this memory on Twitter' }).getAttribute('href'))!,
    new RegExp(encodeURIComponent(caption)),
  );
  await shot(other.page, 'photo-wall');
  // the cat picture, linked with a raw #, never loads and solves nothing
  await other.page.waitForFunction(() => {
    const cat = [...document.images].find((i) => i.alt.startsWith('😼'));
    return cat?.complete && cat.naturalWidth === 0;
  });
  assert.equal(await challengeSolved('missingEncodingChallenge'), false);
  assert.deepEqual(other.errors, []);
  await other.context.close();

  // a visitor without a login sees the wall but no upload form
  const anonymous = await visitor();
  await open(anonymous.page, '/photo-wall');
  await anonymous.page.getByRole('img', { name: caption }).waitFor();
  assert.equal(await anonymous.page.locator('#submitButton').count(), 0);
  await anonymous.context.close();
});
