import type { ReactNode } from 'react';
import { getAppConfig } from '../lib/content';
import { currentLocale } from '../lib/content/session';
import { languageTag, textDirection } from '../lib/i18n';
import { fontStylesheet } from '../lib/i18n/fonts';
import { imageUrl } from '../lib/images';
import { THIRD_PARTY_LICENSES_PATH } from '../lib/third-party-licenses';

export default async function Root({ children }: { children: ReactNode }) {
  const config = await getAppConfig();
  const locale = currentLocale();
  const scriptFont = fontStylesheet(locale);
  return (
    <html lang={languageTag(locale)} dir={textDirection(locale)} data-theme={config.application.theme}>
      <head>
        <meta charSet="utf-8" />
        <title>{config.application.name}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={imageUrl(config.application.favicon, '')} />
        {/* the font of the language's script where the theme's fonts may lack it (Arabic, Japanese, …), served by the shop */}
        {scriptFont && <link rel="stylesheet" href={scriptFont} />}
        {/* credits for the bundled packages, where a curious reader of the page source looks */}
        <link rel="license" href={THIRD_PARTY_LICENSES_PATH} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
