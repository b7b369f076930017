import { ScreenPage } from '../components/ui/ScreenPage';
import { LazyScreen } from '../components/shell/LazyScreen';
import { getAppConfig } from '../lib/content';
import { serverT } from '../lib/content/session';

/** The short-message handle tweets mention: the configured profile's name, as `@name`. */
const handleOf = (twitterUrl: string | null | undefined) => (twitterUrl ? `@${twitterUrl.replace(/\/+$/, '').split('/').pop()}` : null);

export default async function PhotoWallPage() {
  const config = await getAppConfig();
  return (
    <ScreenPage title={serverT().LABEL_PHOTO_WALL()}>
      <LazyScreen name="photoWall" props={{ twitterHandle: handleOf(config.application.social?.twitterUrl) }} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
