import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { post } from './accounts-helpers';

/** The web3 screens' endpoints: NFT Takeover (submitKey, nftUnlocked), its clue, and the compiler the sandbox loads. */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

/** The WALLET facts, written out here on their own (the seed phrase's first Ethereum account). */
const WALLET = {
  mnemonic: 'purpose betray marriage blame crunch monitor spin slide donate sport lift clutch',
  privateKey: '0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e',
  publicKey: '0x02c7a2a93289c9fbda5990bac6596993e9bb0a8d3f178175a80b7cfd983983f506',
  address: '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05',
};
const submit = (body: unknown) => s.json('/rest/web3/submitKey', post(body));
const unlocked = async () => (await s.json('/rest/web3/nftUnlocked')).body;
const solved = () => s.shop.challenges.isSolved('nftUnlockChallenge');

describe('NFT Takeover', () => {
  test('the seed phrase is public: the ethereum user posted it as feedback, readable by anyone', async () => {
    const r = await s.json('/api/Feedbacks');
    expect(r.status).toBe(200);
    expect(r.body.data.some((f: { comment: string }) => f.comment.includes(WALLET.mnemonic))).toBe(true);
  });

  test('near misses are refused with 401, each told what it was, and unlock nothing', async () => {
    const refused = (message: string) => ({ status: 401, body: expect.objectContaining({ success: false, message }) });
    expect(await submit({ privateKey: WALLET.address })).toEqual(
      refused('Looks like you entered the public address of my ethereum wallet!'),
    );
    expect(await submit({ privateKey: WALLET.publicKey })).toEqual(refused('Looks like you entered the public key of my ethereum wallet!'));
    const generic = refused('Looks like you entered a non-Ethereum private key to access me.');
    expect(await submit({ privateKey: 'not a key' })).toEqual(generic);
    expect(await submit({ privateKey: WALLET.mnemonic })).toEqual(generic);
    // exact comparison: the same key in capitals is not the key
    expect(await submit({ privateKey: WALLET.privateKey.toUpperCase() })).toEqual(generic);
    expect(await submit({ privateKey: 42 })).toEqual(generic);
    expect(await submit({ privateKey: [WALLET.privateKey] })).toEqual(generic);
    expect(await submit({})).toEqual(generic);
    expect(await submit('')).toEqual(generic);
    expect(await unlocked()).toEqual({ status: false });
    expect(solved()).toBe(false);
  });

  test('malformed JSON is a 400, not a crash', async () => {
    const r = await submit('{"privateKey":');
    expect(r.status).toBe(400);
    expect(solved()).toBe(false);
  });

  test('the private key derived from the published seed phrase unlocks the NFT and solves the challenge', async () => {
    // a shop of its own: the shared one stays locked for the tests of what does not unlock it
    const t = await startShop();
    try {
      const submitTo = (body: unknown) => t.json('/rest/web3/submitKey', post(body));
      const unlockedOn = async () => (await t.json('/rest/web3/nftUnlocked')).body;
      expect(await unlockedOn()).toEqual({ status: false });
      const r = await submitTo({ privateKey: WALLET.privateKey });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        success: true,
        message: 'Challenge successfully solved',
        status: { key: 'nftUnlockChallenge', solved: true },
      });
      expect(t.shop.challenges.isSolved('nftUnlockChallenge')).toBe(true);
      expect(await unlockedOn()).toEqual({ status: true });
      // a wrong key afterwards is still refused; the NFT stays unlocked
      expect((await submitTo({ privateKey: WALLET.address })).status).toBe(401);
      expect(await unlockedOn()).toEqual({ status: true });
    } finally {
      await t.close();
    }
  });
});

test('the Solidity compiler of the sandbox is served by the shop itself, from the solc package', async () => {
  const res = await s.get('/assets/solc/soljson.js', { headers: { 'accept-encoding': 'identity' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  const text = await res.text();
  expect(text.length).toBeGreaterThan(1_000_000);
  expect(text).toContain('solidity_compile');
});
