'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { saveRecycle } from '../../lib/api/checkout';
import { useSend } from '../../lib/api/use-api';
import { passes } from '../../lib/checkout-schemas';
import { decodeToken } from '../../lib/login-storage';
import { PICKUP_ABOVE, RECYCLE_QUANTITY, recycleQuantityForm } from '../../lib/recycle-schemas';
import { useSnack } from '../../lib/state';
import { storedToken } from '../../lib/storage';
import { AccountCard, bind, Checkbox, fieldMessage, formStack, TextField, wideButton, type Msg } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { AddressBook } from './AddressBook';
import { muted } from './CheckoutKit';

const quantityRule = (value: string): Msg | undefined => {
  if (!value.trim()) return (t) => t.MANDATORY_QUANTITY();
  return passes(recycleQuantityForm, { quantity: value })
    ? undefined
    : (t) => t.INVALID_QUANTITY({ range: `${RECYCLE_QUANTITY.min}-${RECYCLE_QUANTITY.max}` });
};

const EMPTY = { quantity: '', addressId: undefined as number | undefined, pickup: false, date: '' };
/** Above 100 litres (a valid quantity) the request may be a pickup instead of a box. */
const pickupOffered = (quantity: string) => !quantityRule(quantity) && Number(quantity) > PICKUP_ABOVE;

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
  const { t, format } = useI18n();
  const snack = useSnack();
  const [requestor] = useState(() => String(decodeToken(storedToken())?.data?.email ?? ''));
  /** Changing it mounts a fresh address list: reloaded, nothing chosen. */
  const [addressListKey, setAddressListKey] = useState(0);
  const { send } = useSend(saveRecycle);
  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value, formApi }) => {
      const pickupChosen = pickupOffered(value.quantity) && value.pickup;
      const saved = await send({
        AddressId: value.addressId,
        quantity: Number(value.quantity),
        isPickup: pickupChosen,
        date: pickupChosen && value.date ? value.date : null,
      });
      if (!saved) return;
      const day = saved.pickupDate ?? saved.date;
      snack(
        saved.isPickup
          ? (tr) => tr.CONFIRM_RECYCLING_PICKUP({ pickupdate: day ? format.date(day) : '' })
          : (tr) => tr.CONFIRM_RECYCLING_BOX(),
      );
      formApi.reset();
      setAddressListKey((k) => k + 1);
    },
  });
  const values = useStore(form.store, (s) => s.values);
  const sending = useStore(form.store, (s) => s.isSubmitting);
  const pickupChosen = pickupOffered(values.quantity) && values.pickup;
  const dateError = pickupChosen ? dateRule(values.date) : undefined;
  const ready = values.addressId !== undefined && !quantityRule(values.quantity) && !dateError && !sending;

  return (
    <AccountCard wide title={t.TITLE_RECYCLE()}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' })}>
        <form
          id="recycle-form"
          noValidate
          className={formStack}
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) void form.handleSubmit();
          }}
        >
          <TextField id="requestor" label={t.LABEL_REQUESTOR()} value={requestor} onValue={() => undefined} readOnly />
          <form.Field name="quantity" validators={{ onChange: ({ value }) => quantityRule(value) }}>
            {(field) => (
              <TextField
                id="recycleQuantity"
                type="number"
                inputMode="numeric"
                min={RECYCLE_QUANTITY.min}
                max={RECYCLE_QUANTITY.max}
                label={t.LABEL_QUANTITY()}
                placeholder={t.IN_LITERS_PLACEHOLDER()}
                {...bind(field)}
                // the rule shows once the user has left the field
                error={field.state.meta.isBlurred ? fieldMessage(field) : undefined}
              />
            )}
          </form.Field>
          <form.Field name="addressId">
            {(field) => <AddressBook key={addressListKey} mode="choose" onChoose={(id) => field.handleChange(id)} />}
          </form.Field>
          {pickupOffered(values.quantity) && (
            <form.Field name="pickup">
              {(field) => (
                <Checkbox id="pickup" label={t.REQUEST_PICKUP()} checked={field.state.value} onChange={(v) => field.handleChange(v)} />
              )}
            </form.Field>
          )}
          {pickupChosen && (
            <form.Field name="date">
              {(field) => (
                <TextField
                  id="pickupDate"
                  type="date"
                  label={t.LABEL_PICKUP_DATE()}
                  value={field.state.value}
                  onValue={(v) => field.handleChange(v)}
                  error={dateError}
                />
              )}
            </form.Field>
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
