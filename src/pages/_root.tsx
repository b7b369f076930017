import type { ReactNode } from 'react';
import { getAppConfig } from '../lib/content';
import { currentLocale } from '../lib/content/session';
import { imageUrl } from '../lib/images';

/**
 * Old hash addresses (`/#/search?q=x`, `/#/about`) are real paths here: this runs before
 * anything else and turns them into the path form, so bookmarks and suites keep working.
 */
const HASH_ROUTE_REWRITE = `(function(){var h=location.hash;if(h.indexOf('#/')===0){location.replace(h.slice(1)||'/');}})();`;

export default async function Root({ children }: { children: ReactNode }) {
  const config = await getAppConfig();
  return (
    <html lang={currentLocale()} data-theme={config.application.theme}>
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: HASH_ROUTE_REWRITE }} />
        <title>{config.application.name}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={imageUrl(config.application.favicon, '')} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
