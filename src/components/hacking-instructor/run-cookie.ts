import { serialize } from 'cookie-es';
import { TUTORIAL_COOKIE, type TutorialRun } from './tutorial';

/** Keeps the run's place (a session cookie, the whole site). */
export const saveTutorialRun = (run: TutorialRun) => {
  document.cookie = serialize(TUTORIAL_COOKIE, JSON.stringify(run), { path: '/', sameSite: 'lax' });
};

export const clearTutorialRun = () => {
  document.cookie = serialize(TUTORIAL_COOKIE, '', { path: '/', sameSite: 'lax', maxAge: 0 });
};
