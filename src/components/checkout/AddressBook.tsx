'use client';
import { useCallback, useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Link, useRouter } from 'waku';
import { useSnack } from '../../lib/state';
import { CHECKOUT_STORED } from '../../lib/storage';
import { AccountCard, errorText } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { iconButton } from '../ui/styles';
import { deleteAddress, fetchAddresses, type AddressJson } from '../../lib/api/checkout';
import { AddIcon, EditIcon, NextIcon, PlaceIcon, TrashIcon } from './CheckoutIcons';
import { muted, radio, row, rowList, secondaryButton, StepActions, stepButton } from './CheckoutKit';

/** One line of an address: street, city, state and zip, as the list shows it. */
export const addressLine = (a: AddressJson) => [a.streetAddress, a.city, a.state, a.zipCode].filter(Boolean).join(', ');

/** An address as the later steps show where the order goes (delivery method, order summary, completion). */
export function AddressBlock({ address }: { address: AddressJson }) {
  const { t } = useI18n();
  return (
    <div className={css({ fontSize: 'sm', lineHeight: 'relaxed' })}>
      <div className={css({ fontWeight: 'semibold' })}>{address.fullName}</div>
      <div className={css({ overflowWrap: 'anywhere' })}>{addressLine(address)}</div>
      <div>{address.country}</div>
      <div>{t.PHONE_NUMBER({ number: String(address.mobileNum) })}</div>
    </div>
  );
}

/**
 * The caller's addresses. To `select` (first checkout step): choose one, then continue to the
 * delivery method with its id in session storage. As `saved` (account menu): edit or delete them.
 * To `choose` (inside another form, the recycling request): pick one, reported by `onChoose`.
 */
export function AddressBook({ mode, onChoose }: { mode: 'select' | 'saved' | 'choose'; onChoose?: (id: number) => void }) {
  const { t } = useI18n();
  const router = useRouter();
  const snack = useSnack();
  const [addresses, setAddresses] = useState<AddressJson[] | null>(null);
  const [chosen, setChosen] = useState<number | undefined>();
  const load = useCallback(
    () =>
      fetchAddresses().then(setAddresses, (e: unknown) => {
        setAddresses([]);
        snack(errorText(e), 'error');
      }),
    [snack],
  );
  useEffect(() => void load(), [load]);

  const remove = async (a: AddressJson) => {
    try {
      await deleteAddress(a.id);
      if (chosen === a.id) setChosen(undefined);
      snack((t) => t.ADDRESS_REMOVED());
      await load();
    } catch (e) {
      snack(errorText(e), 'error');
    }
  };
  const choose = (id: number) => {
    setChosen(id);
    onChoose?.(id);
  };
  const proceed = () => {
    if (chosen === undefined) return;
    sessionStorage.setItem(CHECKOUT_STORED.addressId, String(chosen));
    router.push('/delivery-method');
  };

  const picking = mode !== 'saved';
  // a picking row is a label around its radio (a click anywhere on it picks); a saved row is not:
  // a label hands every click on it to its first button, and there that is Delete
  const Row = picking ? 'label' : 'div';
  const list =
    addresses === null ? (
      <p aria-busy="true" className={muted}>
        {t.LOADING()}
      </p>
    ) : addresses.length === 0 ? (
      <p className={muted}>{t.NO_SAVED_ADDRESSES()}</p>
    ) : (
      <ul className={rowList} aria-label={mode === 'saved' ? t.MY_SAVED_ADDRESSES() : t.TITLE_SELECT_ADDRESS()}>
        {addresses.map((a) => (
          <li key={a.id}>
            <Row className={cx(row, picking ? css({ cursor: 'pointer' }) : undefined)}>
              {picking && (
                <input
                  type="radio"
                  name="address"
                  className={radio}
                  checked={chosen === a.id}
                  onChange={() => choose(a.id)}
                  aria-label={t.SELECT_ADDRESS({ name: a.fullName })}
                />
              )}
              {/* inside another form (a narrow column) the lines stack at every width */}
              <span
                className={cx(
                  css({
                    flex: 1,
                    minW: 0,
                    display: 'grid',
                    gridTemplateColumns: { base: '1fr', md: '10rem 1fr auto' },
                    gap: { base: '0.5', md: '3' },
                    alignItems: 'baseline',
                  }),
                  mode === 'choose' ? css({ gridTemplateColumns: { base: '1fr', md: '1fr' }, gap: { base: '0.5', md: '0.5' } }) : undefined,
                )}
              >
                <strong>{a.fullName}</strong>
                <span className={css({ overflowWrap: 'anywhere' })}>{addressLine(a)}</span>
                <span className={muted}>{a.country}</span>
              </span>
              {mode === 'saved' && (
                <span className={css({ display: 'flex', flexShrink: 0 })}>
                  <Link to={`/address/edit/${a.id}`} className={iconButton} aria-label={t.EDIT_ADDRESS({ name: a.fullName })}>
                    <EditIcon />
                  </Link>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t.DELETE_ADDRESS({ name: a.fullName })}
                    onClick={() => void remove(a)}
                  >
                    <TrashIcon />
                  </button>
                </span>
              )}
            </Row>
          </li>
        ))}
      </ul>
    );
  if (mode === 'choose') {
    return (
      <fieldset className={css({ border: 'none', p: 0, m: 0, minW: 0 })}>
        <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>{t.TITLE_SELECT_ADDRESS()}</legend>
        {list}
      </fieldset>
    );
  }

  return (
    <div id="card">
      <AccountCard wide title={mode === 'select' ? t.TITLE_SELECT_ADDRESS() : t.MY_SAVED_ADDRESSES()} icon={<PlaceIcon />}>
        {list}
        <StepActions
          back={
            <Link to="/address/create" className={secondaryButton} aria-label={t.ADD_NEW_ADDRESS_LABEL()}>
              <AddIcon />
              {t.ADD_NEW_ADDRESS()}
            </Link>
          }
          next={
            mode === 'select' && (
              <button
                type="button"
                className={stepButton}
                aria-label={t.PROCEED_TO_PAYMENT_SELECTION()}
                disabled={chosen === undefined}
                onClick={proceed}
              >
                {t.LABEL_CONTINUE()}
                <NextIcon />
              </button>
            )
          }
        />
      </AccountCard>
    </div>
  );
}
