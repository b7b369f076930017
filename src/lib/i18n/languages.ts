import { dictionaries } from './dictionaries';
import { en } from './en';
import type { Locale } from './index';

/** The languages offered in the language menu, in upstream's `/rest/languages` shape. */
const OFFERED: Array<{ key: Locale; lang: string; shortKey: string; icons: string[] }> = [
  { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb', 'us'] },
  { key: 'de', lang: 'Deutsch', shortKey: 'DE', icons: ['de'] },
];

const gauge = (p: number) => (p > 90 ? 'full' : p > 70 ? 'three-quarters' : p > 50 ? 'half' : p > 30 ? 'quarter' : 'empty');

export function languageList() {
  const total = Object.keys(en).length;
  return OFFERED.map((l) => {
    const dict = dictionaries[l.key] as Record<string, string>;
    const translated = Object.keys(en).filter((k) => typeof dict[k] === 'string' && dict[k].length > 0).length;
    const percentage = Math.round((translated / total) * 10000) / 100;
    return { ...l, percentage, gauge: gauge(percentage) };
  });
}
