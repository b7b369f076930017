'use client';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { api } from '../../../lib/api/client';
import type { ClientConfig } from '../../../lib/client-config';
import { snacksAtom } from '../../../lib/state';
import { useI18n } from '../../shell/I18n';
import { noticeButton } from './styles';

type Country = { code: string; name: string };

let countryMapping: Promise<Record<string, Country>> | undefined;
/** The key-to-country mapping, fetched once, only when country details are shown and the event lacks them. */
const countryOf = (key: string) => {
  countryMapping ??= api<Record<string, Country>>('/rest/country-mapping').catch((e) => {
    console.error(e);
    return {};
  });
  return countryMapping.then((m) => m[key]);
};

/** A regional-indicator emoji flag from a two-letter country code (no flag images to ship). */
const flagEmoji = (code: string) =>
  /^[a-z]{2}$/i.test(code) ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0))) : '';

/** The CTF part of a solved notification: country details as configured, the flag and a copy button. */
export default function FlagDetails({
  challengeKey,
  flag,
  country: given,
  mode,
}: {
  challengeKey: string;
  flag: string;
  country?: Country;
  mode: ClientConfig['ctf']['countryDetails'];
}) {
  const { t } = useI18n();
  const setSnacks = useSetAtom(snacksAtom);
  const [copied, setCopied] = useState(false);
  const [country, setCountry] = useState(given);
  useEffect(() => {
    if (!given && mode !== 'none') countryOf(challengeKey).then(setCountry);
  }, [given, mode, challengeKey]);
  const copy = async () => {
    await navigator.clipboard?.writeText(flag).catch(() => undefined);
    setCopied(true);
    setSnacks((s) => [...s, { id: Date.now(), text: t.FLAG_COPIED() }]);
  };
  return (
    <>
      {country && mode !== 'none' && (
        <p className={css({ fontSize: 'sm', color: 'muted' })} aria-label={t.COUNTRY_OF_CHALLENGE({ country: country.name })}>
          {(mode === 'flag' || mode === 'both') && <span aria-hidden="true">{flagEmoji(country.code)} </span>}
          {(mode === 'name' || mode === 'both') && country.name}
        </p>
      )}
      <p
        className={css({
          fontSize: 'xs',
          fontFamily: 'mono',
          wordBreak: 'break-all',
          mt: '1',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2',
        })}
      >
        <span aria-label={t.FLAG_OF_CHALLENGE({ flag })}>⚑ {flag}</span>
        <button type="button" onClick={copy} disabled={copied} className={noticeButton}>
          {copied ? t.FLAG_COPIED_SHORT() : t.COPY_FLAG()}
        </button>
      </p>
    </>
  );
}
