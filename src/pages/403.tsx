import { ForbiddenView } from '../components/account/ForbiddenView';
import { serverT } from '../lib/content/session';
import type { TranslationKey } from '../lib/i18n/en';

const KNOWN_ERRORS: TranslationKey[] = ['UNAUTHORIZED_PAGE_ACCESS_ERROR', 'UNAUTHORIZED_ACCESS_ERROR'];

/** The forbidden page: 403 and the message named by `?error=` (a translation key). */
export default async function ForbiddenPage({ query }: { query: string }) {
  const t = serverT();
  const error = new URLSearchParams(query).get('error') ?? 'UNAUTHORIZED_PAGE_ACCESS_ERROR';
  const message = (KNOWN_ERRORS as string[]).includes(error) ? t[error as TranslationKey]({} as never) : error;
  return (
    <>
      <title>{`403 – ${t.TITLE_FORBIDDEN()}`}</title>
      <ForbiddenView message={message} to="/search" linkText={t.BACK_TO_SHOP()} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
