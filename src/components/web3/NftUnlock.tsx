import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { errorText, useLoad, useSend } from '../../lib/api/use-api';
import { fetchNftUnlocked, submitNftKey } from '../../lib/api/web3';
import { NFT_MARKETPLACE_URL, NFT_OWNER_ADDRESS } from '../../lib/web3/nft';
import { nftKeyForm } from '../../lib/web3-schemas';
import { AccountCard, AccountForm, bind, ErrorBox, SubmitButton, TextField, type Msg } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';

const NFT_IMAGE = '/assets/public/images/nft/juicy-soul-bound-token.svg';
const box = css({ bg: 'bg', borderRadius: 'md', px: '4', py: '3', mb: '3' });
const boxTitle = css({ fontSize: 'xs', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wider', mb: '1' });

const missingKey: Msg = (t) => t.NFT_PRIVATE_KEY_REQUIRED();

/** The NFT unlock: the token's picture, and either the private key form or, once unlocked, who owns it. */
export function NftUnlock() {
  const { t } = useI18n();
  // a status that cannot be read counts as locked: the form is then the way to find out
  const status = useLoad(fetchNftUnlocked, [], { quiet: true });
  const unlocked = status.error ? false : (status.data ?? null);
  // a refused key is answered in place, above the form
  const [error, setError] = useState<string | null>(null);
  const { send } = useSend(submitNftKey, { onError: (e) => setError(errorText(e)) });

  const form = useForm({
    defaultValues: { privateKey: '' },
    onSubmit: async ({ value }) => {
      const answer = await send(value.privateKey);
      if (!answer) return;
      setError(null);
      status.setData(answer.success);
    },
  });
  const values = useStore(form.store, (s) => s.values);

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
          <AccountForm form={form}>
            <ErrorBox>{error}</ErrorBox>
            <form.Field
              name="privateKey"
              validators={{ onChange: ({ value }) => (value ? undefined : missingKey) }}
              listeners={{ onChange: () => setError(null) }}
            >
              {(field) => (
                <TextField
                  id="privateKey"
                  name="privateKey"
                  label={t.NFT_LABEL_PRIVATE_KEY()}
                  autoComplete="off"
                  spellCheck={false}
                  required
                  {...bind(field)}
                />
              )}
            </form.Field>
            <SubmitButton id="submitButton" form={form} ready={nftKeyForm.allows(values)}>
              {t.NFT_BTN_AUTHENTICATE()}
            </SubmitButton>
          </AccountForm>
        )}
      </div>
    </AccountCard>
  );
}
