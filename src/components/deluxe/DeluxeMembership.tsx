'use client';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useRouter } from 'waku';
import { css, cx } from 'styled-system/css';
import { imageUrl } from '../../lib/images';
import { getSocket } from '../../lib/realtime-client';
import { roleOf, useToken } from '../account/session';
import { Confirmation, ErrorBox, errorText, wideButton } from '../ui/FormKit';
import { icon } from '../ui/icon';
import { StarIcon } from '../ui/Icons';
import { useI18n, useShellConfig } from '../shell/I18n';
import type { TranslationKey } from '../../lib/i18n/en';
import { deluxeConfirmationAtom, fetchMembershipCost } from '../../lib/api/deluxe';
import { useLoad } from '../../lib/api/use-api';

const OffersIcon = icon('M3 5h18v12H3zm2 2v8h14V7zm5 1.5 5 3.5-5 3.5zM7 19h10v2H7z');
const DeliveryIcon = icon('M3 6h11v3h3.5L21 13v4h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3zm2 2v7.4A2.5 2.5 0 0 1 8.6 15H12V8zm9 3v4h.6a2.5 2.5 0 0 1 3.8 0h.6v-1.3L16.5 11zM6.5 16.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm10 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2z');
const UnlimitedIcon = icon('M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z');

const FEATURES: Array<{ Icon: typeof StarIcon; name: TranslationKey; description: TranslationKey }> = [
  { Icon: OffersIcon, name: 'LABEL_DEALS_OFFERS', description: 'DESCRIPTION_DEALS_OFFERS' },
  { Icon: DeliveryIcon, name: 'LABEL_FREE_FAST_DELIVERY', description: 'DESCRIPTION_FREE_FAST_DELIVERY' },
  { Icon: UnlimitedIcon, name: 'LABEL_UNLIMITED_PURCHASE', description: 'DESCRIPTION_UNLIMITED_PURCHASE' },
];

/** Where the sticker goes on each of the five parcels of the picture (its 720 px grid, of which the parcels fill the lower part). */
const DECAL_SPOTS = [
  [180, 295],
  [400, 295],
  [80, 525],
  [290, 525],
  [500, 525],
] as const;

const card = css({ bg: 'surface', borderRadius: 'card', boxShadow: 'lg', p: { base: '5', md: '8' } });

/**
 * The parcels of the shop, each wearing its sticker. The sticker is the configured logo, unless
 * the page was opened with `testDecal`: a leftover of trying other stickers, taken as a path
 * under the images folder without any check (so `../` climbs out of it, e.g. to the redirect).
 */
function DecalBoxes({ decal, label }: { decal: string | null; label: string }) {
  const { logo } = useShellConfig();
  // vuln-code-snippet start svgInjectionChallenge
  const sticker = decal ? `/assets/public/images/${decal}` : imageUrl(logo, ''); // vuln-code-snippet vuln-line svgInjectionChallenge
  // vuln-code-snippet end svgInjectionChallenge
  return (
    <svg viewBox="30 190 660 500" role="img" aria-label={label} className={css({ w: 'full', maxW: { base: '64', md: '80' }, h: 'auto', mx: 'auto' })}>
      <image href="/assets/public/images/deluxe/blankBoxes.svg" x="0" y="0" width="720" height="720" />
      {DECAL_SPOTS.map(([x, y]) => (
        <image key={`${x}:${y}`} className="decal" href={sticker} x={x} y={y} width="140" height="90" preserveAspectRatio="xMidYMid meet" />
      ))}
    </svg>
  );
}

/**
 * The membership status: the cost for customers (GET /rest/deluxe-membership), the refusal for
 * everybody else, or the confirmation of the membership just bought.
 */
type Status = { state: 'loading' } | { state: 'offer'; cost: number } | { state: 'refused'; error: string } | { state: 'welcome'; text: string };

/** Roles whose answer the screen knows from the login token, without asking: members, and staff who cannot become members. */
const KNOWN_REFUSALS: Partial<Record<string, 'ALREADY_DELUXE_MEMBER' | 'NOT_ELIGIBLE_FOR_DELUXE'>> = {
  deluxe: 'ALREADY_DELUXE_MEMBER',
  admin: 'NOT_ELIGIBLE_FOR_DELUXE',
  accounting: 'NOT_ELIGIBLE_FOR_DELUXE',
};

/** Deluxe membership: the offer with its price and the way to payment, or the reason it is not offered. */
export function DeluxeMembership({ decal }: { decal: string | null }) {
  const { t, format } = useI18n();
  const { name: appName } = useShellConfig();
  const router = useRouter();
  const [confirmation, setConfirmation] = useAtom(deluxeConfirmationAtom);
  // shown once: leaving the screen forgets it, so a later visit says the member is one already
  useEffect(() => () => setConfirmation(null), [setConfirmation]);
  const known = KNOWN_REFUSALS[roleOf(useToken()) ?? ''];
  // the server is asked only what the token does not tell (as upstream's screen shows, members
  // and staff are refused); its refusal is said in place, where the offer would be
  const membership = useLoad(async () => (known ? null : fetchMembershipCost()), [known], { quiet: true });
  const status: Status = confirmation
    ? { state: 'welcome', text: confirmation }
    : known
      ? { state: 'refused', error: t[known]() }
      : membership.error
        ? { state: 'refused', error: errorText(membership.error) }
        : membership.data == null
          ? { state: 'loading' }
          : { state: 'offer', cost: membership.data };
  // the page reports the sticker it was asked to try; the server decides whether that was an attack
  useEffect(() => {
    if (decal) void getSocket().then((s) => s.emit('verifySvgInjectionChallenge', decal));
  }, [decal]);

  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '5xl', mx: 'auto' })}>
      {status.state === 'refused' && <ErrorBox>{status.error}</ErrorBox>}
      {status.state === 'welcome' && <Confirmation>{status.text}</Confirmation>}
      <section className={cx(card, css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 3fr' }, gap: { base: '4', md: '8' }, alignItems: 'center' }))}>
        <DecalBoxes decal={decal} label={t.DELUXE_BOXES({ appName })} />
        <div>
          <h1 className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: '2xl', fontWeight: 'bold', color: 'accent', mb: '3', '& svg': { w: '7', h: '7' } })}>
            <StarIcon />
            {t.TITLE_DELUXE_MEMBERSHIP()}
          </h1>
          <p className={css({ lineHeight: '1.7', mb: '5' })}>{t.DESCRIPTION_DELUXE_MEMBERSHIP({ appName })}</p>
          {status.state === 'offer' && (
            <div className={css({ display: 'flex', flexDir: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'center' }, gap: '4' })}>
              <p className={css({ display: 'flex', flexDir: 'column' })}>
                <span className={css({ fontSize: 'xs', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wider' })}>{t.LABEL_MEMBERSHIP_FEE()}</span>
                <span id="membershipCost" className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
                  {format.price(status.cost)}
                </span>
              </p>
              <button type="button" id="becomeMemberButton" className={cx(wideButton, css({ w: { sm: 'auto' }, px: '8' }))} onClick={() => router.push('/payment/deluxe')}>
                <StarIcon />
                {t.LABEL_BECOME_MEMBER()}
              </button>
            </div>
          )}
        </div>
      </section>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' })}>
        {FEATURES.map(({ Icon, name, description }) => (
          <li key={name} className={cx(card, css({ display: 'flex', gap: '4', alignItems: 'flex-start', p: { base: '5', md: '6' } }))}>
            <span className={css({ flexShrink: 0, display: 'grid', placeItems: 'center', w: '12', h: '12', borderRadius: 'full', bg: 'raised', color: 'accent', '& svg': { w: '7', h: '7' } })}>
              <Icon />
            </span>
            <div>
              <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>{t[name]({} as never)}</h2>
              <p className={css({ fontSize: 'sm', color: 'muted', lineHeight: '1.6' })}>{t[description]({} as never)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
