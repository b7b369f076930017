'use client';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { fetchCountryMapping, type Country } from '../../../lib/api/score-board';
import { useLoad } from '../../../lib/api/use-api';
import type { ClientConfig } from '../../../lib/client-config';
import { snacksAtom } from '../../../lib/state';
import { useI18n } from '../../shell/I18n';
import { noticeButton } from './styles';

let countryMapping: Promise<Record<string, Country>> | undefined;
/** The key-to-country mapping, fetched once (again after a failure), only when country details are shown and the event lacks them. */
const countryOf = (key: string) => {
  countryMapping ??= fetchCountryMapping().catch((e: unknown) => {
    countryMapping = undefined;
    throw e;
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
  const country = useLoad(async () => (!given && mode !== 'none' ? countryOf(challengeKey) : given), [given, mode, challengeKey], {
    initial: given,
  }).data;
  const copy = async () => {
    await navigator.clipboard?.writeText(flag).catch(() => undefined);
    setCopied(true);
    setSnacks((s) => [...s, { id: Date.now(), text: t.FLAG_COPIED() }]);
  };
  return (
    <>
      {country && mode !== 'none' && (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names the country when only its flag is shown; markup kept as it is
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
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label says what the bare code is; markup kept as it is */}
        <span aria-label={t.FLAG_OF_CHALLENGE({ flag })}>⚑ {flag}</span>
        <button type="button" onClick={copy} disabled={copied} className={noticeButton}>
          {copied ? t.FLAG_COPIED_SHORT() : t.COPY_FLAG()}
        </button>
      </p>
    </>
  );
}
