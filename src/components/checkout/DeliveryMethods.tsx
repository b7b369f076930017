'use client';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useRouter } from 'waku';
import { CHECKOUT_STORED } from '../../lib/storage';
import { AccountCard } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { fetchAddress, fetchDeliveryMethods } from '../../lib/api/checkout';
import { useLoad } from '../../lib/api/use-api';
import { AddressBlock } from './AddressBook';
import { FastIcon, NextIcon, RocketIcon, TruckIcon } from './CheckoutIcons';
import { BackButton, muted, radio, row, rowList, Section, StepActions, stepButton } from './CheckoutKit';

/** The seeded methods name Font Awesome icons; the shop draws its own for them. */
const ICONS: Record<string, () => React.JSX.Element> = {
  'fas fa-rocket': RocketIcon,
  'fas fa-shipping-fast': FastIcon,
  'fas fa-truck': TruckIcon,
};

/** Second checkout step: the delivery address chosen before, and the delivery methods to choose from. */
export function DeliveryMethods() {
  const { t, format } = useI18n();
  const router = useRouter();
  const address = useLoad(async () => {
    const addressId = sessionStorage.getItem(CHECKOUT_STORED.addressId);
    return addressId ? fetchAddress(addressId) : null;
  }, []).data;
  // a failure is in the snackbar, and the list shows no methods
  const delivery = useLoad(fetchDeliveryMethods, []);
  const methods = delivery.error ? [] : (delivery.data ?? null);
  const [chosen, setChosen] = useState<number | undefined>();

  const proceed = () => {
    if (chosen === undefined) return;
    sessionStorage.setItem(CHECKOUT_STORED.deliveryMethodId, String(chosen));
    router.push('/payment/shop');
  };

  return (
    <AccountCard wide title={t.TITLE_DELIVERY_METHOD()} icon={<TruckIcon />}>
      {address && (
        <div className={css({ bg: 'bg', borderRadius: 'md', px: '4', py: '3', mb: '2' })}>
          <p className={cx(muted, css({ mb: '1' }))}>{t.DELIVERY_ADDRESS()}</p>
          <AddressBlock address={address} />
        </div>
      )}
      <Section title={t.LABEL_DELIVERY_SPEED()}>
        {methods === null ? (
          <p aria-busy="true" className={muted}>
            {t.LOADING()}
          </p>
        ) : (
          <ul className={rowList}>
            {methods.map((m) => {
              const Icon = ICONS[m.icon] ?? TruckIcon;
              return (
                <li key={m.id}>
                  <label className={cx(row, css({ cursor: 'pointer' }))}>
                    <input
                      type="radio"
                      name="deliveryMethod"
                      className={radio}
                      checked={chosen === m.id}
                      onChange={() => setChosen(m.id)}
                      aria-label={t.SELECT_DELIVERY({ name: m.name })}
                    />
                    <span className={css({ flex: 1, fontWeight: 'medium' })}>{m.name}</span>
                    {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the price column as the page has always rendered it; markup kept as it is */}
                    <span className={css({ w: '16', textAlign: 'end' })} aria-label={t.LABEL_PRICE()}>
                      {format.amount(m.price)}
                    </span>
                    <span className={cx(muted, css({ w: '16', textAlign: 'end' }))}>{t.ETA_DAYS({ days: m.eta })}</span>
                    <span className={css({ color: 'accent', '& svg': { w: '6', h: '6' } })}>
                      <Icon />
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <StepActions
        back={<BackButton />}
        next={
          <button
            type="button"
            className={stepButton}
            aria-label={t.PROCEED_TO_DELIVERY_METHOD_SELECTION()}
            disabled={chosen === undefined}
            onClick={proceed}
          >
            {t.LABEL_CONTINUE()}
            <NextIcon />
          </button>
        }
      />
    </AccountCard>
  );
}
