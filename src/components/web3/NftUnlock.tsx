import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { api, ApiError } from '../../lib/api/client';
import { NFT_MARKETPLACE_URL, NFT_OWNER_ADDRESS } from '../../lib/web3/nft';
import { AccountCard, ErrorBox, TextField, wideButton } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';

const NFT_IMAGE = '/assets/public/images/nft/juicy-soul-bound-token.svg';
const box = css({ bg: 'bg', borderRadius: 'md', px: '4', py: '3', mb: '3' });
const boxTitle = css({ fontSize: 'xs', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wider', mb: '1' });

/** GET /rest/web3/nftUnlocked: whether the NFT was unlocked (NFT Takeover solved); a failing call counts as locked. */
const fetchUnlocked = () =>
  api<{ status: boolean }>('/rest/web3/nftUnlocked').then(
    (r) => r.status === true,
    () => false,
  );

/** POST /rest/web3/submitKey: the server's verdict on a private key. */
const submitKey = (privateKey: string) =>
  api<{ success: boolean; message: string }>('/rest/web3/submitKey', { method: 'POST', body: JSON.stringify({ privateKey }) });

/** The NFT unlock: the token's picture, and either the private key form or, once unlocked, who owns it. */
export function NftUnlock() {
  const { t } = useI18n();
  const [unlocked, setUnlocked] = useState<boolean | null>(null);
  const [privateKey, setPrivateKey] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    void fetchUnlocked().then((status) => live && setUnlocked(status));
    return () => {
      live = false;
    };
  }, []);

  async function authenticate() {
    setTouched(true);
    if (!privateKey) return;
    setSending(true);
    try {
      const answer = await submitKey(privateKey);
      setError(null);
      setUnlocked(answer.success);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountCard title={t.NFT_TITLE()} headingId="nft-title" wide>
      <p
        role="note"
        className={css({
          bg: 'rgba(183,28,28,0.18)',
          border: '1px solid #e57373',
          borderRadius: 'md',
          px: '3',
          py: '2',
          fontSize: 'sm',
          mb: '5',
        })}
      >
        {t.NFT_WARNING()}
      </p>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', sm: '200px 1fr' }, alignItems: 'start' })}>
        <figure className={css({ position: 'relative', m: 0 })}>
          <img
            id="nft-image"
            src={NFT_IMAGE}
            alt={t.NFT_IMAGE_ALT()}
            data-unlocked={unlocked ? 'true' : 'false'}
            width={200}
            height={200}
            className={cx(
              css({ w: 'full', h: 'auto', transition: 'filter 300ms' }),
              unlocked ? undefined : css({ filter: 'grayscale(1) blur(3px)' }),
            )}
          />
          <figcaption
            className={css({ textAlign: 'center', fontSize: 'sm', mt: '2', color: unlocked ? 'accent' : 'muted', fontWeight: 'semibold' })}
          >
            {unlocked ? t.NFT_UNLOCKED() : t.NFT_LOCKED()}
          </figcaption>
        </figure>
        {unlocked === null ? null : unlocked ? (
          <div id="nft-owner">
            <p className={css({ mb: '3' })}>
              {t.NFT_OWNED_BY()}{' '}
              <a href={NFT_MARKETPLACE_URL} target="_blank" rel="noopener noreferrer" className={css({ color: 'accent' })}>
                {NFT_OWNER_ADDRESS.slice(2, 8).toUpperCase()}
              </a>
            </p>
            <div className={box}>
              <div className={boxTitle}>{t.NFT_ACCOUNT_ADDRESS()}</div>
              <p className={css({ fontFamily: 'mono', wordBreak: 'break-all' })}>{NFT_OWNER_ADDRESS}</p>
            </div>
            <div className={box}>
              <div className={boxTitle}>{t.NFT_DESCRIPTION()}</div>
              <p className={css({ fontSize: 'sm' })}>{t.NFT_DESCRIPTION_TEXT()}</p>
            </div>
            <a href={NFT_MARKETPLACE_URL} target="_blank" rel="noopener noreferrer" className={css({ color: 'accent', fontSize: 'sm' })}>
              {t.NFT_MARKETPLACE()}
            </a>
          </div>
        ) : (
          <form
            noValidate
            className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
            onSubmit={(e) => {
              e.preventDefault();
              void authenticate();
            }}
          >
            <ErrorBox>{error}</ErrorBox>
            <TextField
              id="privateKey"
              name="privateKey"
              label={t.NFT_LABEL_PRIVATE_KEY()}
              autoComplete="off"
              spellCheck={false}
              required
              value={privateKey}
              onValue={(v) => {
                setPrivateKey(v);
                setError(null);
              }}
              onBlur={() => setTouched(true)}
              error={touched && !privateKey ? (t) => t.NFT_PRIVATE_KEY_REQUIRED() : undefined}
            />
            <button type="submit" id="submitButton" className={wideButton} disabled={sending || !privateKey}>
              {t.NFT_BTN_AUTHENTICATE()}
            </button>
          </form>
        )}
      </div>
    </AccountCard>
  );
}
