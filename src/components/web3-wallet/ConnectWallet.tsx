import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useLoad } from '../../lib/api/use-api';
import { fetchChainInfo } from '../../lib/api/web3';
import type { ShopWallet } from '../../lib/web3/wallet';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';

/** The wallet module (viem inside), loaded only when a web3 screen connects. */
export type WalletLib = typeof import('../../lib/web3/wallet');

/**
 * The chain the shop runs on and the visitor's wallet for it, shared by the bee haven and the
 * crypto wallet screens. viem comes with the first connect, not with the page.
 */
export function useShopWallet(onConnected?: (wallet: ShopWallet) => void) {
  // no chain to be had is said in place, by the wallet bar
  const chain = useLoad(fetchChainInfo, [], { quiet: true });
  const info = chain.data ?? null;
  const noChain = chain.error !== undefined;
  const [wallet, setWallet] = useState<ShopWallet | null>(null);
  const [lib, setLib] = useState<WalletLib | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState('');

  async function connect() {
    if (!info || connecting) return;
    setConnecting(true);
    setError('');
    try {
      const loaded = await import('../../lib/web3/wallet');
      const connected = await loaded.connectWallet(info);
      setLib(loaded);
      setWallet(connected);
      onConnected?.(connected);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setConnecting(false);
    }
  }
  return { info, noChain, wallet, lib, connect, connecting, error, setError };
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The connect button, then who is connected on which chain. */
export function WalletBar({ state }: { state: ReturnType<typeof useShopWallet> }) {
  const { t } = useI18n();
  const { info, noChain, wallet, connect, connecting } = state;
  if (noChain) return <p className={cx('error', css({ color: '#ffcdd2', mb: '4' }))}>{t.WEB3_NO_CHAIN()}</p>;
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1', mb: '5', fontSize: 'sm', color: 'muted' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        {wallet ? (
          <span id="connectedWallet" className={css({ color: 'text', fontFamily: 'mono' })} title={wallet.address}>
            {t.WEB3_CONNECTED_AS({ address: shortAddress(wallet.address) })}
          </span>
        ) : (
          <button
            id="connectWalletButton"
            type="button"
            className={primaryButton}
            disabled={!info || connecting}
            onClick={() => void connect()}
          >
            {connecting ? t.WEB3_CONNECTING() : t.WEB3_CONNECT_WALLET()}
          </button>
        )}
      </div>
      {info && <span>{info.mode === 'local' ? t.WEB3_LOCAL_CHAIN_NOTE({ chainId: info.chainId }) : t.WEB3_SEPOLIA_NOTE()}</span>}
      {wallet?.kind === 'burner' && <span>{t.WEB3_BURNER_NOTE()}</span>}
    </div>
  );
}

/** An input and its button side by side, wrapping on narrow screens. */
export const web3Row = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  '& > :first-child': { flex: '1 1 12rem' },
});
