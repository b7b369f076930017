import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';
import { logIn, newCustomer, snackbar } from './customers.ts';

after(closeBrowser);

const PRODUCT = 'Raspberry Juice (1000ml)';

/** Opens the product's details dialog from the search results. */
async function openDetails(page: Page) {
  await open(page, '/search?q=Raspberry');
  await page.getByRole('button', { name: `Details of ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: PRODUCT });
  await dialog.getByText(/^Reviews \(\d+\)$/).waitFor();
  return dialog;
}

test('one customer writes and edits a review, another likes it; a visitor only reads', async () => {
  const writer = await newCustomer('reviewer');
  const liker = await newCustomer('liker');

  // the writer: a new review, then an edit of it
  const w = await visitor();
  await logIn(w.page, writer);
  let dialog = await openDetails(w.page);
  const send = dialog.locator('#submitButton');
  const text = dialog.getByRole('textbox', { name: 'Text field to review a product' });
  assert.equal(await send.isDisabled(), true);
  await text.fill('   ');
  assert.equal(await send.isDisabled(), true, 'a blank review cannot be sent');
  await text.fill('Fresh like a Pi straight from the oven.');
  await dialog.getByText('39/160').waitFor();
  await send.click();
  await snackbar(w.page, 'Your review has been saved.', { close: false });
  const mine = dialog.locator('li.review').filter({ hasText: writer.email });
  await mine.getByText('Fresh like a Pi straight from the oven.').waitFor();
  assert.equal(await text.inputValue(), '');

  await mine.getByRole('button', { name: /Fresh like a Pi/ }).click();
  const edit = w.page.getByRole('dialog', { name: 'Edit Review' });
  const editText = edit.getByRole('textbox', { name: 'Text field to edit a product review' });
  assert.equal(await editText.inputValue(), 'Fresh like a Pi straight from the oven.');
  await editText.fill('');
  await edit.getByText('Please provide a review text.').waitFor();
  assert.equal(await edit.getByRole('button', { name: 'Send the review' }).isDisabled(), true);
  await editText.fill('Even better the second time.');
  await edit.getByRole('button', { name: 'Send the review' }).click();
  await edit.waitFor({ state: 'detached' });
  await mine.getByText('Even better the second time.').waitFor();
  // someone else's review is not the writer's to edit
  assert.equal(
    await dialog
      .locator('li.review')
      .filter({ hasNotText: writer.email })
      .getByRole('button', { name: /Edit your review/ })
      .count(),
    0,
  );
  assert.deepEqual(w.errors, []);
  await w.context.close();

  // another customer likes it, once
  const l = await visitor({ width: 390, height: 844 });
  await logIn(l.page, liker);
  dialog = await openDetails(l.page);
  const review = dialog.locator('li.review').filter({ hasText: writer.email });
  await review.getByText('Even better the second time.').waitFor();
  assert.equal(await review.getByRole('button', { name: /Even better/ }).count(), 0, "the liker cannot edit the writer's review");
  const likeButton = review.getByRole('button', { name: 'Rate a helpful review' });
  await review.getByLabel('0 likes').waitFor();
  await likeButton.click();
  await review.getByLabel('1 likes').waitFor();
  assert.equal(await likeButton.isDisabled(), true, 'a review is liked once');
  assert.deepEqual(l.errors, []);
  await l.context.close();

  // a visitor reads the review and its like, without a form or a like button to use
  const v = await visitor();
  dialog = await openDetails(v.page);
  const read = dialog.locator('li.review').filter({ hasText: writer.email });
  await read.getByLabel('1 likes').waitFor();
  assert.equal(await read.getByRole('button', { name: 'Rate a helpful review' }).isDisabled(), true);
  assert.equal(await dialog.locator('#submitButton').count(), 0);
  await v.context.close();

  assert.equal(await challengeSolved('forgedReviewChallenge'), false);
  assert.equal(await challengeSolved('timingAttackChallenge'), false);
});
