import { useState } from 'react';
import { css } from 'styled-system/css';
import { saveRecycle } from '../../lib/api/checkout';
import { passes } from '../../lib/checkout-schemas';
import { decodeToken } from '../../lib/login-storage';
import { PICKUP_ABOVE, RECYCLE_QUANTITY, recycleQuantityForm } from '../../lib/recycle-schemas';
import { useSnack } from '../../lib/state';
import { storedToken } from '../../lib/storage';
import { AccountCard, Checkbox, errorText, formStack, TextField, wideButton, type Msg } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { AddressBook } from './AddressBook';
import { muted } from './CheckoutKit';

const quantityRule = (value: string): Msg | undefined => {
  if (!value.trim()) return (t) => t.MANDATORY_QUANTITY();
  return passes(recycleQuantityForm, { quantity: value })
    ? undefined
    : (t) => t.INVALID_QUANTITY({ range: `${RECYCLE_QUANTITY.min}-${RECYCLE_QUANTITY.max}` });
};

/** A date input's value is either empty or a real day; anything else (a typed-in day that does not exist) is invalid. */
const dateRule = (value: string): Msg | undefined => (value && Number.isNaN(Date.parse(value)) ? (t) => t.INVALID_DATE() : undefined);

/** The product pictures of the recycling page, each with a short text. */
function RecycleInfo({ image, text }: { image: string; text: string }) {
  return (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'center', bg: 'bg', borderRadius: 'md', p: '3' })}>
      <img
        src={`/assets/public/images/products/${image}`}
        alt=""
        className={css({ w: { base: '20', md: '28' }, h: { base: '20', md: '28' }, objectFit: 'contain', flexShrink: 0 })}
      />
      <p className={muted}>{text}</p>
    </div>
  );
}

/**
 * The recycling request: the requester (the logged-in user), a quantity, one of the user's
 * addresses and, above 100 litres, a pickup on a chosen day instead of a recycling box.
 */
export function RecycleScreen({ topImage, bottomImage }: { topImage: string; bottomImage: string }) {
  const { t } = useI18n();
  const snack = useSnack();
  const [requestor] = useState(() => String(decodeToken(storedToken())?.data?.email ?? ''));
  const [quantity, setQuantity] = useState('');
  const [quantityTouched, setQuantityTouched] = useState(false);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [pickup, setPickup] = useState(false);
  const [date, setDate] = useState('');
  const [sending, setSending] = useState(false);
  /** Changing it mounts a fresh address list: reloaded, nothing chosen. */
  const [addressListKey, setAddressListKey] = useState(0);

  const quantityError = quantityRule(quantity);
  const pickupOffered = !quantityError && Number(quantity) > PICKUP_ABOVE;
  const pickupChosen = pickupOffered && pickup;
  const dateError = pickupChosen ? dateRule(date) : undefined;
  const ready = addressId !== undefined && !quantityError && !dateError && !sending;

  const reset = () => {
    setQuantity('');
    setQuantityTouched(false);
    setAddressId(undefined);
    setPickup(false);
    setDate('');
    setAddressListKey((k) => k + 1);
  };

  const submit = async () => {
    if (!ready) return;
    setSending(true);
    try {
      const body = { AddressId: addressId, quantity: Number(quantity), isPickup: pickupChosen, date: pickupChosen && date ? date : null };
      const saved = await saveRecycle(body);
      const day = saved.pickupDate ?? saved.date;
      snack(
        saved.isPickup
          ? (tr) => tr.CONFIRM_RECYCLING_PICKUP({ pickupdate: day ? new Date(day).toLocaleDateString() : '' })
          : (tr) => tr.CONFIRM_RECYCLING_BOX(),
      );
      reset();
    } catch (e) {
      snack(errorText(e), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountCard wide title={t.TITLE_RECYCLE()}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' })}>
        <form
          id="recycle-form"
          noValidate
          className={formStack}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField id="requestor" label={t.LABEL_REQUESTOR()} value={requestor} onValue={() => undefined} readOnly />
          <TextField
            id="recycleQuantity"
            type="number"
            inputMode="numeric"
            min={RECYCLE_QUANTITY.min}
            max={RECYCLE_QUANTITY.max}
            label={t.LABEL_QUANTITY()}
            placeholder={t.IN_LITERS_PLACEHOLDER()}
            value={quantity}
            onValue={setQuantity}
            onBlur={() => setQuantityTouched(true)}
            error={quantityTouched ? quantityError : undefined}
          />
          <AddressBook key={addressListKey} mode="choose" onChoose={setAddressId} />
          {pickupOffered && <Checkbox id="pickup" label={t.REQUEST_PICKUP()} checked={pickup} onChange={setPickup} />}
          {pickupChosen && (
            <TextField id="pickupDate" type="date" label={t.LABEL_PICKUP_DATE()} value={date} onValue={setDate} error={dateError} />
          )}
          <button type="submit" id="recycleButton" className={wideButton} disabled={!ready}>
            {t.BTN_SUBMIT()}
          </button>
        </form>
        <aside className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
          <h2 className={css({ fontWeight: 'semibold' })}>{t.SECTION_PRESS_JUICE_RESPONSIBLY()}</h2>
          <RecycleInfo image={topImage} text={t.RECYCLE_TOP_TEXT()} />
          <RecycleInfo image={bottomImage} text={t.RECYCLE_BOTTOM_TEXT()} />
        </aside>
      </div>
    </AccountCard>
  );
}
