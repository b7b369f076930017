'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { css } from 'styled-system/css';
import { Link, useRouter } from 'waku';
import { useSnack } from '../../lib/state';
import { ADDRESS_LIMITS, addressForm, passes } from '../../lib/checkout-schemas';
import { AccountCard, AccountForm, bind, counted, errorText, SubmitButton, TextField, type Msg } from '../ui/FormKit';
import { required } from '../account/rules';
import { useI18n } from '../shell/I18n';
import { ApiError } from '../../lib/api/client';
import { fetchAddress, saveAddress, type AddressJson } from '../../lib/api/checkout';
import { useLoad } from '../../lib/api/use-api';
import { PlaceIcon } from './CheckoutIcons';
import { secondaryButton } from './CheckoutKit';

const EMPTY = { country: '', fullName: '', mobileNum: '', zipCode: '', streetAddress: '', city: '', state: '' };

const mobileRule = (value: string): Msg | undefined => {
  if (!value) return (t) => t.MANDATORY_MOBILE_NUMBER();
  const n = Number(value);
  const { min, max } = ADDRESS_LIMITS.mobileForm;
  // the message names the model's range, as upstream's does
  return Number.isInteger(n) && n >= min && n <= max
    ? undefined
    : (t) => t.INVALID_MOBILE_NUMBER({ range: `${ADDRESS_LIMITS.mobile.min}-${ADDRESS_LIMITS.mobile.max}` });
};
const maxLength =
  (missing: Msg, max: number, tooLong: Msg) =>
  (value: string): Msg | undefined =>
    !value ? missing : value.length > max ? tooLong : undefined;

/** Goes back where the form was opened from (the address list of the step or the account); to the saved addresses when opened directly. */
function useLeave() {
  const router = useRouter();
  return () => (history.length > 1 ? history.back() : router.push('/address/saved'));
}

type AddressValues = typeof EMPTY;

/** An address as the form edits it (every field a string, as the inputs hold them). */
const formValues = (a: AddressJson): AddressValues => ({
  country: a.country ?? '',
  fullName: a.fullName ?? '',
  mobileNum: String(a.mobileNum ?? ''),
  zipCode: a.zipCode ?? '',
  streetAddress: a.streetAddress ?? '',
  city: a.city ?? '',
  state: a.state ?? '',
});

/** The address form: edit mode when the route names an address id (the form opens filled with it), create mode otherwise. */
export function AddressForm({ addressId }: { addressId?: string }) {
  const { t } = useI18n();
  // an address that is not the caller's (or none at all) is refused by the server: said in place, with the way back
  const loaded = useLoad(async () => (addressId ? formValues(await fetchAddress(addressId)) : EMPTY), [addressId], { quiet: true });
  const missing = loaded.error instanceof ApiError && loaded.error.status < 500;
  return (
    <AccountCard wide title={addressId ? t.TITLE_EDIT_ADDRESS() : t.TITLE_ADD_NEW_ADDRESS()} icon={<PlaceIcon />}>
      {loaded.error ? (
        <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p role="alert" className="error">
            {missing ? t.ADDRESS_NOT_FOUND({ id: addressId ?? '' }) : errorText(loaded.error)}
          </p>
          <Link to="/address/saved" className={secondaryButton}>
            {t.BACK_TO_ADDRESSES()}
          </Link>
        </div>
      ) : loaded.data ? (
        <AddressFields addressId={addressId} initial={loaded.data} />
      ) : (
        <p aria-busy="true">{t.LOADING()}</p>
      )}
    </AccountCard>
  );
}

function AddressFields({ addressId, initial }: { addressId?: string; initial: AddressValues }) {
  const { t, format } = useI18n();
  const snack = useSnack();
  const leave = useLeave();
  const form = useForm({
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      try {
        const saved = await saveAddress({ ...value, mobileNum: Number(value.mobileNum) }, addressId);
        snack((t) => (addressId ? t.ADDRESS_UPDATED({ city: saved.city }) : t.ADDRESS_ADDED({ city: saved.city })));
        leave();
      } catch (e) {
        snack(errorText(e), 'error');
      }
    },
  });
  const values = useStore(form.store, (s) => s.values);

  return (
    <AccountForm id="address-form" form={form}>
      <form.Field name="country" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_COUNTRY())(value) }}>
        {(field) => <TextField id="country" label={t.LABEL_COUNTRY()} autoComplete="country-name" {...bind(field)} />}
      </form.Field>
      <form.Field name="fullName" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_NAME())(value) }}>
        {(field) => <TextField id="fullName" label={t.LABEL_NAME()} autoComplete="name" {...bind(field)} />}
      </form.Field>
      <form.Field name="mobileNum" validators={{ onChange: ({ value }) => mobileRule(value) }}>
        {(field) => (
          <TextField id="mobileNum" type="number" inputMode="tel" label={t.LABEL_MOBILE_NUMBER()} autoComplete="tel" {...bind(field)} />
        )}
      </form.Field>
      <form.Field
        name="zipCode"
        validators={{
          onChange: ({ value }) =>
            maxLength(
              (t) => t.MANDATORY_ZIP_CODE(),
              ADDRESS_LIMITS.zipMax,
              (t) => t.ZIP_CODE_TOO_LONG({ max: ADDRESS_LIMITS.zipMax }),
            )(value),
        }}
      >
        {(field) => (
          <TextField
            id="zipCode"
            label={t.LABEL_ZIP_CODE()}
            autoComplete="postal-code"
            {...bind(field)}
            hint={counted(field, ADDRESS_LIMITS.zipMax, format).hint}
          />
        )}
      </form.Field>
      <form.Field
        name="streetAddress"
        validators={{
          onChange: ({ value }) =>
            maxLength(
              (t) => t.MANDATORY_ADDRESS(),
              ADDRESS_LIMITS.streetMax,
              (t) => t.ADDRESS_TOO_LONG({ max: ADDRESS_LIMITS.streetMax }),
            )(value),
        }}
      >
        {(field) => (
          <TextField
            id="address"
            label={t.LABEL_ADDRESS()}
            autoComplete="street-address"
            {...bind(field)}
            hint={counted(field, ADDRESS_LIMITS.streetMax, format).hint}
          />
        )}
      </form.Field>
      <form.Field name="city" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_CITY())(value) }}>
        {(field) => <TextField id="city" label={t.LABEL_CITY()} autoComplete="address-level2" {...bind(field)} />}
      </form.Field>
      <form.Field name="state">
        {(field) => <TextField id="state" label={t.LABEL_STATE()} autoComplete="address-level1" {...bind(field)} />}
      </form.Field>
      <SubmitButton id="submitButton" form={form} ready={passes(addressForm, values)}>
        {t.BTN_SUBMIT()}
      </SubmitButton>
    </AccountForm>
  );
}
