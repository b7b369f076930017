import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { ethWalletBankAbi } from '../../lib/web3/abis';
import { registerExploitWatch } from '../../lib/api/web3';
import type { ShopWallet } from '../../lib/web3/wallet';
import { AccountCard, Confirmation, ErrorBox, TextField } from '../ui/FormKit';
import { WalletIcon } from '../checkout/CheckoutIcons';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { useShopWallet, WalletBar, type WalletLib } from './ConnectWallet';

type Step = 'deposit' | 'withdraw';

/**
 * The crypto wallet (/wallet-web3): ether kept in the shop's wallet contract. Connecting registers
 * the address with the shop, which then listens for the contract's ContractExploited, as upstream.
 */
export function WalletWeb3Screen() {
  const { t } = useI18n();
  // registering is upstream's background bookkeeping for the challenge: a failure there is nothing the user could act on
  const state = useShopWallet((w) => void registerExploitWatch(w.address).catch(() => undefined));
  const { info, wallet, lib, error, setError } = state;
  const [inBank, setInBank] = useState<string | null>(null);
  const [inAccount, setInAccount] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState<Step | null>(null);
  const [done, setDone] = useState('');

  async function refresh(w: ShopWallet, l: WalletLib) {
    if (!info) return;
    const [bank, own] = await Promise.all([
      w.reader.readContract({ address: info.contracts.walletBank, abi: ethWalletBankAbi, functionName: 'balanceOf', args: [w.address] }),
      w.reader.getBalance({ address: w.address }),
    ]);
    setInBank(l.ether(bank));
    setInAccount(l.ether(own));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the balances once per connected wallet; refresh and setError are made anew at each render
  useEffect(() => {
    if (wallet && lib) void refresh(wallet, lib).catch((e: unknown) => setError(String(e)));
  }, [wallet, lib]);

  async function move(step: Step) {
    if (!wallet || !lib || !info) return setError(t.WEB3_CONNECT_FIRST());
    setError('');
    setDone('');
    let wei: bigint;
    try {
      wei = lib.parseEther(amount.trim());
    } catch {
      wei = 0n;
    }
    if (wei <= 0n) return setError(t.WALLET3_BAD_AMOUNT());
    setBusy(step);
    try {
      if (step === 'deposit') {
        await lib.transact(wallet, {
          address: info.contracts.walletBank,
          abi: ethWalletBankAbi,
          functionName: 'ethdeposit',
          args: [wallet.address],
          value: wei,
        });
        setDone(t.WALLET3_DEPOSITED({ amount: lib.ether(wei) }));
      } else {
        await lib.transact(wallet, { address: info.contracts.walletBank, abi: ethWalletBankAbi, functionName: 'withdraw', args: [wei] });
        setDone(t.WALLET3_WITHDRAWN({ amount: lib.ether(wei) }));
      }
    } catch (e) {
      setError(lib.walletErrorText(e));
    } finally {
      setBusy(null);
      // the transaction's own outcome is already on screen; a balance that cannot be re-read keeps its last value
      void refresh(wallet, lib).catch(() => undefined);
    }
  }

  return (
    <AccountCard title={t.WALLET3_TITLE()} icon={<WalletIcon />} intro={t.WALLET3_INTRO()} wide>
      <WalletBar state={state} />
      <p className={css({ mb: '1' })}>
        <b>
          {t.WALLET3_BALANCE()}{' '}
          <span className="confirmation" id="walletBankBalance">
            {inBank ?? '–'} ETH
          </span>
        </b>
      </p>
      {inAccount !== null && (
        <p className={css({ fontSize: 'sm', color: 'muted', mb: '4' })}>{t.WALLET3_ACCOUNT_ETH({ amount: inAccount })}</p>
      )}
      <ErrorBox>{error}</ErrorBox>
      <Confirmation>{done}</Confirmation>
      <TextField
        id="inputAmount"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        label={t.WALLET3_AMOUNT_LABEL()}
        value={amount}
        onValue={setAmount}
      />
      <div className={css({ display: 'flex', gap: '3', mt: '4', '& button': { flex: 1 } })}>
        <button
          id="depositButton"
          type="button"
          aria-label={t.WALLET3_DEPOSIT()}
          className={primaryButton}
          disabled={!wallet || busy !== null}
          onClick={() => void move('deposit')}
        >
          {busy === 'deposit' ? t.WEB3_WORKING() : t.WALLET3_DEPOSIT()}
        </button>
        <button
          id="withdrawButton"
          type="button"
          aria-label={t.WALLET3_WITHDRAW()}
          className={primaryButton}
          disabled={!wallet || busy !== null}
          onClick={() => void move('withdraw')}
        >
          {busy === 'withdraw' ? t.WEB3_WORKING() : t.WALLET3_WITHDRAW()}
        </button>
      </div>
    </AccountCard>
  );
}
