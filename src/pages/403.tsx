import { Link } from 'waku';
import { css } from 'styled-system/css';
import { serverT } from '../lib/content/session';
import type { TranslationKey } from '../lib/i18n/en';

const KNOWN_ERRORS: TranslationKey[] = ['UNAUTHORIZED_PAGE_ACCESS_ERROR', 'UNAUTHORIZED_ACCESS_ERROR'];

/** The forbidden page: 403 and the message named by `?error=` (a translation key). */
export default async function ForbiddenPage({ query }: { query: string }) {
  const t = serverT();
  const error = new URLSearchParams(query).get('error') ?? 'UNAUTHORIZED_PAGE_ACCESS_ERROR';
  const message = (KNOWN_ERRORS as string[]).includes(error) ? t[error as TranslationKey]({} as never) : error;
  return (
    <section className={css({ maxW: 'xl', mx: 'auto', textAlign: 'center', py: '16' })}>
      <title>{`403 – ${t.TITLE_FORBIDDEN()}`}</title>
      <p className={css({ fontSize: '7xl', fontWeight: 'bold', color: 'accent' })}>403</p>
      <h1 className={css({ fontSize: 'xl', mb: '6' })}>{message}</h1>
      <Link to="/search" className={css({ color: 'accent' })}>
        {t.BACK_TO_SHOP()}
      </Link>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
