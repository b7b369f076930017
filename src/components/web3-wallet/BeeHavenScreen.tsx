import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { beeFaucetAbi, beeTokenAbi, honeyPotNftAbi } from '../../lib/web3/abis';
import { challengeSolved, listenForMints, verifyMint } from '../../lib/api/web3';
import { HONEY_POT_PRICE_BEE } from '../../lib/web3/chain';
import type { ShopWallet } from '../../lib/web3/wallet';
import { claimProblem, MAX_BEE_CLAIM } from '../../lib/web3/bee-claims';
import { AccountCard, bind, Confirmation, ErrorBox, TextField } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { useShopWallet, WalletBar, web3Row, type WalletLib } from './ConnectWallet';
import { BeeArt, HoneyPotArt } from './Illustrations';

const WEI_PER_BEE = 10n ** 18n;
type Step = 'claim' | 'approve' | 'mint';

/**
 * The bee haven (/bee-haven): BEE from the haven's faucet, and the Honey Pot NFT minted for
 * 1000 BEE. The page offers claims up to what the haven has left (`claimProblem`), so that what
 * it offers never adds up to the price; the faucet's contract, which counts what it has left in
 * one byte, does not check that itself, and a claim that gets past the page wraps it around.
 */
export function BeeHavenScreen() {
  const { t } = useI18n();
  const state = useShopWallet();
  const { info, wallet, lib, error, setError } = state;
  const [haven, setHaven] = useState<number | null>(null);
  const [mine, setMine] = useState<bigint | null>(null);
  const [busy, setBusy] = useState<Step | null>(null);
  const [done, setDone] = useState('');
  const [minted, setMinted] = useState(false);

  useEffect(() => {
    // upstream starts the mint listener whenever the haven is opened, in the background: its failure is nothing the user could act on
    void listenForMints().catch(() => undefined);
    void challengeSolved('nftMintChallenge').then(setMinted);
  }, []);

  async function faucetBalance(w: ShopWallet) {
    return Number(await w.reader.readContract({ address: info!.contracts.beeFaucet, abi: beeFaucetAbi, functionName: 'balance' }));
  }
  async function refresh(w: ShopWallet) {
    if (!info) return;
    const [left, own] = await Promise.all([
      faucetBalance(w),
      w.reader.readContract({ address: info.contracts.beeToken, abi: beeTokenAbi, functionName: 'balanceOf', args: [w.address] }),
    ]);
    setHaven(left);
    setMine(own);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the balances once per connected wallet; refresh and setError are made anew at each render
  useEffect(() => {
    if (wallet) void refresh(wallet).catch((e: unknown) => setError(String(e)));
  }, [wallet]);

  async function run(step: Step, work: (w: ShopWallet, l: WalletLib) => Promise<string>) {
    if (!wallet || !lib || !info) return setError(t.WEB3_CONNECT_FIRST());
    setBusy(step);
    setError('');
    setDone('');
    try {
      setDone(await work(wallet, lib));
    } catch (e) {
      setError(lib.walletErrorText(e));
    } finally {
      setBusy(null);
      // the step's own outcome is already on screen; a balance that cannot be re-read keeps its last value
      void refresh(wallet).catch(() => undefined);
    }
  }

  const claim = (amount: string) =>
    run('claim', async (w, l) => {
      const count = Number(amount);
      // the faucet takes a uint8: whole numbers from 0 to 255 are all it can be asked for
      if (!Number.isInteger(count) || count < 0 || count > MAX_BEE_CLAIM) throw new Error(t.BEE_BAD_AMOUNT());
      // someone else claimed since the balance on screen was read: what the page offered may be gone
      const left = await faucetBalance(w);
      if (count > left && haven !== null && count <= haven) {
        setHaven(left);
        throw new Error(t.BEE_ONLY_LEFT({ left }));
      }
      await l.transact(w, { address: info!.contracts.beeFaucet, abi: beeFaucetAbi, functionName: 'withdraw', args: [count] });
      return t.BEE_CLAIMED({ count });
    });

  const mint = () =>
    run('approve', async (w, l) => {
      const price = BigInt(HONEY_POT_PRICE_BEE) * WEI_PER_BEE;
      await l.transact(w, {
        address: info!.contracts.beeToken,
        abi: beeTokenAbi,
        functionName: 'approve',
        args: [info!.contracts.honeyPotNft, price],
      });
      setBusy('mint');
      await l.transact(w, { address: info!.contracts.honeyPotNft, abi: honeyPotNftAbi, functionName: 'mintNFT' });
      const verdict = await verifyMint(w.address);
      if (verdict.success) setMinted(true);
      return t.HONEY_POT_MINTED();
    });

  const claimForm = useForm({ defaultValues: { amount: '' }, onSubmit: ({ value }) => claim(value.amount) });
  const claimAmount = useStore(claimForm.store, (s) => s.values.amount);
  const problem = claimProblem(claimAmount, haven);

  const enough = mine !== null && mine >= BigInt(HONEY_POT_PRICE_BEE) * WEI_PER_BEE;
  const mintLabel =
    busy === 'approve'
      ? t.HONEY_POT_APPROVING()
      : busy === 'mint'
        ? t.HONEY_POT_MINTING()
        : minted
          ? t.HONEY_POT_MINTED()
          : t.HONEY_POT_MINT({ price: HONEY_POT_PRICE_BEE });

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      <AccountCard title={t.BEE_HAVEN_TITLE()} wide>
        <WalletBar state={state} />
        <div className={css({ display: 'flex', gap: '5', alignItems: 'center', mb: '5', flexWrap: 'wrap' })}>
          <BeeArt />
          <p className={css({ flex: '1 1 16rem', color: 'muted' })}>{t.BEE_HAVEN_INTRO()}</p>
        </div>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: '1 4',
            mb: '5',
            '& dt': { color: 'muted' },
            '& dd': { fontWeight: 'semibold' },
          })}
        >
          <dt>{t.BEE_FAUCET_BALANCE()}</dt>
          <dd id="faucetBalance">{haven ?? '–'}</dd>
          <dt>{t.BEE_MY_BALANCE()}</dt>
          <dd id="myBeeBalance">{mine === null ? '–' : String(mine / WEI_PER_BEE)}</dd>
        </dl>
        <ErrorBox>{error}</ErrorBox>
        <Confirmation>{done}</Confirmation>
        <form
          className={web3Row}
          onSubmit={(e) => {
            e.preventDefault();
            void claimForm.handleSubmit();
          }}
        >
          <claimForm.Field name="amount">
            {(field) => (
              <TextField
                id="withdrawAmount"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                label={t.BEE_AMOUNT_LABEL()}
                {...bind(field)}
              />
            )}
          </claimForm.Field>
          <button id="claimBeeButton" type="submit" className={primaryButton} disabled={!wallet || busy !== null || problem !== null}>
            {busy === 'claim' ? t.WEB3_WORKING() : t.BEE_CLAIM()}
          </button>
        </form>
        {wallet && haven !== null && claimAmount.trim() !== '' && problem !== null && (
          <span id="claimProblem" className={css({ fontSize: 'sm', color: 'muted' })}>
            {problem === 'over' ? t.BEE_ONLY_LEFT({ left: haven }) : t.BEE_BAD_AMOUNT()}
          </span>
        )}
      </AccountCard>
      <AccountCard title={t.HONEY_POT_TITLE()} wide>
        <div className={css({ display: 'flex', gap: '5', alignItems: 'center', flexWrap: 'wrap' })}>
          <HoneyPotArt />
          <div className={css({ flex: '1 1 16rem', display: 'flex', flexDir: 'column', gap: '3', alignItems: 'flex-start' })}>
            <p className={css({ color: 'muted' })}>{t.HONEY_POT_INTRO({ price: HONEY_POT_PRICE_BEE })}</p>
            <button
              id="mintButton"
              type="button"
              className={primaryButton}
              disabled={!wallet || !enough || minted || busy !== null}
              onClick={() => void mint()}
            >
              {mintLabel}
            </button>
            {wallet && !enough && !minted && (
              <span className={css({ fontSize: 'sm', color: 'muted' })}>{t.HONEY_POT_NOT_ENOUGH({ price: HONEY_POT_PRICE_BEE })}</span>
            )}
          </div>
        </div>
      </AccountCard>
    </div>
  );
}
