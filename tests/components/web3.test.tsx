// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { NftUnlock } from '../../src/components/web3/NftUnlock';
import { startShop, type TestServer } from '../helpers';
import { browseTo, renderInShell } from './in-shell';

let shop: TestServer;
/** The NFT wallet's own address and private key, as the e2e suite and the published seed phrase give them. */
const WALLET_ADDRESS = '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05';
const PRIVATE_KEY = '0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e';

beforeAll(async () => {
  // a real shop: it judges the keys and remembers the unlock
  shop = await startShop();
  browseTo(`${shop.url}/juicy-nft`);
});
afterAll(() => shop.close());
afterEach(cleanup);

const renderScreen = () => renderInShell(<NftUnlock />);
const image = () => document.getElementById('nft-image')!;

test('the NFT unlock: a near miss is answered in place, the wallet key unlocks it for good', async () => {
  renderScreen();
  const key = await screen.findByLabelText('Private key');
  expect(image().getAttribute('data-unlocked')).toBe('false');
  const authenticate = screen.getByRole('button', { name: 'Authenticate' }) as HTMLButtonElement;
  expect(authenticate.disabled).toBe(true);

  fireEvent.change(key, { target: { value: 'x' } });
  fireEvent.change(key, { target: { value: '' } });
  fireEvent.blur(key);
  expect(await screen.findByText('Please enter the private key of the wallet.')).toBeTruthy();

  fireEvent.change(key, { target: { value: WALLET_ADDRESS } });
  await waitFor(() => expect(authenticate.disabled).toBe(false));
  fireEvent.click(authenticate);
  expect((await screen.findByRole('alert')).textContent).toBe('Looks like you entered the public address of my ethereum wallet!');
  expect(image().getAttribute('data-unlocked')).toBe('false');

  fireEvent.change(key, { target: { value: PRIVATE_KEY } });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  fireEvent.click(authenticate);
  await waitFor(() => expect(document.getElementById('nft-owner')?.textContent).toContain(WALLET_ADDRESS));
  expect(image().getAttribute('data-unlocked')).toBe('true');

  // the shop remembers: a fresh visit opens unlocked, without the form
  cleanup();
  renderScreen();
  await waitFor(() => expect(image().getAttribute('data-unlocked')).toBe('true'));
  expect(document.getElementById('privateKey')).toBeNull();
});
