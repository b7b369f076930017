import { translations } from './dictionaries';
import { en } from './en';
import type { Locale } from './index';

type Offered = { key: Locale; lang: string; shortKey: string; icons: string[] };

/**
 * The languages of the language menu in upstream's `/rest/languages` shape: each named in its own
 * language, with upstream's flag codes and short keys (Persian, which upstream's table lacks, gets
 * Iran's flag).
 */
const OFFERED: Offered[] = [
  { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb', 'us'] },
  { key: 'ar_SA', lang: 'العربية', shortKey: 'AR', icons: ['ae', 'tn'] },
  { key: 'az_AZ', lang: 'Azərbaycanca', shortKey: 'AZ', icons: ['az'] },
  { key: 'bg_BG', lang: 'Български', shortKey: 'BG', icons: ['bg'] },
  { key: 'bn_BD', lang: 'বাংলা', shortKey: 'BD', icons: ['bd'] },
  { key: 'ca_ES', lang: 'Català', shortKey: 'CA', icons: ['es-ct'] },
  { key: 'cs_CZ', lang: 'Čeština', shortKey: 'CS', icons: ['cz'] },
  { key: 'da_DK', lang: 'Dansk', shortKey: 'DA', icons: ['dk'] },
  { key: 'de_CH', lang: 'Deutsch (Schweiz)', shortKey: 'CH', icons: ['ch'] },
  { key: 'de_DE', lang: 'Deutsch', shortKey: 'DE', icons: ['de'] },
  { key: 'el_GR', lang: 'Ελληνικά', shortKey: 'EL', icons: ['gr'] },
  { key: 'es_ES', lang: 'Español', shortKey: 'ES', icons: ['es'] },
  { key: 'et_EE', lang: 'Eesti', shortKey: 'ET', icons: ['ee'] },
  { key: 'fa_IR', lang: 'فارسی', shortKey: 'FA', icons: ['ir'] },
  { key: 'fi_FI', lang: 'Suomi', shortKey: 'FI', icons: ['fi'] },
  { key: 'fr_FR', lang: 'Français', shortKey: 'FR', icons: ['fr'] },
  { key: 'ga_IE', lang: 'Gaeilge', shortKey: 'GA', icons: ['ie'] },
  { key: 'he_IL', lang: 'עברית', shortKey: 'HE', icons: ['il'] },
  { key: 'hi_IN', lang: 'हिन्दी', shortKey: 'HI', icons: ['in'] },
  { key: 'hu_HU', lang: 'Magyar', shortKey: 'HU', icons: ['hu'] },
  { key: 'id_ID', lang: 'Bahasa Indonesia', shortKey: 'ID', icons: ['id'] },
  { key: 'it_IT', lang: 'Italiano', shortKey: 'IT', icons: ['it'] },
  { key: 'ja_JP', lang: '日本語', shortKey: 'JA', icons: ['jp'] },
  { key: 'ka_GE', lang: 'ქართული', shortKey: 'KA', icons: ['ge'] },
  { key: 'ko_KR', lang: '한국어', shortKey: 'KO', icons: ['kr'] },
  { key: 'lv_LV', lang: 'Latviešu', shortKey: 'LV', icons: ['lv'] },
  { key: 'my_MM', lang: 'မြန်မာ', shortKey: 'MY', icons: ['mm'] },
  { key: 'nl_NL', lang: 'Nederlands', shortKey: 'NL', icons: ['nl'] },
  { key: 'no_NO', lang: 'Norsk', shortKey: 'NO', icons: ['no'] },
  { key: 'pl_PL', lang: 'Polski', shortKey: 'PL', icons: ['pl'] },
  { key: 'pt_BR', lang: 'Português (Brasil)', shortKey: 'BR', icons: ['br'] },
  { key: 'pt_PT', lang: 'Português', shortKey: 'PT', icons: ['pt'] },
  { key: 'ro_RO', lang: 'Română', shortKey: 'RO', icons: ['ro'] },
  { key: 'ru_RU', lang: 'Русский', shortKey: 'RU', icons: ['ru'] },
  { key: 'si_LK', lang: 'සිංහල', shortKey: 'SI', icons: ['lk'] },
  { key: 'sv_SE', lang: 'Svenska', shortKey: 'SV', icons: ['se'] },
  { key: 'th_TH', lang: 'ไทย', shortKey: 'TH', icons: ['th'] },
  { key: 'tr_TR', lang: 'Türkçe', shortKey: 'TR', icons: ['tr'] },
  { key: 'uk_UA', lang: 'Українська', shortKey: 'UA', icons: ['ua'] },
  { key: 'zh_CN', lang: '简体中文', shortKey: 'CN', icons: ['cn'] },
  { key: 'zh_HK', lang: '繁體中文 (香港)', shortKey: 'HK', icons: ['hk'] },
  { key: 'zh_TW', lang: '繁體中文 (台灣)', shortKey: 'TW', icons: ['tw'] },
];

/** Upstream's gauge of a percentage. */
export const gauge = (p: number) => (p > 80 ? 'full' : p > 60 ? 'three-quarters' : p > 40 ? 'half' : p > 20 ? 'quarter' : 'empty');

const KEYS = Object.keys(en) as Array<keyof typeof en>;

/** The share of the screens' texts a language translated itself, in percent. */
const screensShare = new Map<Locale, number>();

/** The share of the screens' texts a language translated, in percent (the files do not change while the shop runs: counted once). */
export function screensTranslated(locale: Locale): number {
  let share = screensShare.get(locale);
  if (share === undefined) {
    const own = translations[locale] ?? {};
    share = (KEYS.filter((k) => typeof own[k] === 'string' && (own[k] as string).trim() !== '').length / KEYS.length) * 100;
    screensShare.set(locale, share);
  }
  return share;
}

// the menu's order, by the languages' own names, sorted once: every page's shell asks for the list
const BY_NAME = OFFERED.toSorted((a, b) => a.lang.localeCompare(b.lang));

/**
 * The language menu's list, as upstream computes it: each language's percentage is the rounded
 * mean of its screens' and its challenge texts' translated shares (the server knows the latter),
 * so the gauge tells the truth; sorted by the languages' own names.
 */
export function languageList(challengeTextsTranslated: (locale: Locale) => number) {
  return BY_NAME.map((l) => {
    const percentage = Math.round((screensTranslated(l.key) + challengeTextsTranslated(l.key)) / 2);
    return { ...l, percentage, gauge: gauge(percentage) };
  });
}
