// @vitest-environment happy-dom
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { AdministrationScreen } from '../../src/components/admin/AdministrationScreen';
import { STORED } from '../../src/lib/storage';
import { startShop, type TestServer } from '../helpers';
import { browseTo, renderInShell } from './in-shell';

let shop: TestServer;
let adminToken: string;

beforeAll(async () => {
  // a real shop: the tables come from it and a deletion goes to it
  shop = await startShop();
  browseTo(`${shop.url}/administration`);
  const { body } = await shop.json('/rest/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@juice-sh.op', password: 'admin123' }),
  });
  adminToken = body.authentication.token;
});
afterAll(() => shop.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderScreen = () => renderInShell(<AdministrationScreen />);
const panel = (id: string) => document.getElementById(id)!;

// (deleting is the e2e suite's: a DELETE from happy-dom reaches the in-process shop as a Request it cannot read)
test('the administration tables list the users and the feedback the server holds', async () => {
  localStorage.setItem(STORED.token, adminToken);
  const feedbacks = (await shop.json('/api/Feedbacks/', { headers: { authorization: `Bearer ${adminToken}` } })).body.data as Array<{
    id: number;
  }>;
  renderScreen();
  await waitFor(() => expect(within(panel('users')).getAllByRole('row').length).toBeGreaterThan(1));
  expect(within(panel('users')).getByText('admin@juice-sh.op')).toBeTruthy();
  expect(await within(panel('feedback')).findByRole('button', { name: `Delete feedback #${feedbacks[0]!.id}` })).toBeTruthy();
  expect(within(panel('feedback')).getByText(`1 – ${Math.min(10, feedbacks.length)} of ${feedbacks.length}`)).toBeTruthy();
});

test('without a login the tables say in place why they are empty', async () => {
  renderScreen();
  await waitFor(() => expect(within(panel('users')).getByText(/^Could not load: /)).toBeTruthy());
  expect(within(panel('feedback')).queryByText(/^Could not load: /)).toBeNull();
});
