import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ScoreBoardScreen } from '../components/score-board/ScoreBoardScreen';
import { Spinner } from '../components/score-board/Spinner';
import { getAppConfig } from '../lib/content';
import { serverT } from '../lib/content/session';

export default async function ScoreBoardPage({ query }: { query?: string }) {
  const t = serverT();
  const { application } = await getAppConfig();
  return (
    <>
      <title>{`${t.TITLE_SCORE_BOARD()} – ${application.name}`}</title>
      <Suspense fallback={<Spinner label={t.LOADING_CHALLENGES()} />}>
        <ScoreBoardScreen query={query} />
      </Suspense>
      {/* shown only here: fetching it proves the score board was found (Score Board challenge) */}
      <img
        src="/assets/public/images/padding/1px.png"
        alt=""
        width={1}
        height={1}
        className={css({ position: 'absolute', w: '1px', h: '1px', opacity: 0 })}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
