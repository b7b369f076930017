import { Link } from 'waku';
import { css } from 'styled-system/css';

/** The look of a refused page (the 403 page and the route guards): the code, the message and a way on. */
export function ForbiddenView({ message, to, linkText }: { message: string; to: '/login' | '/search'; linkText: string }) {
  return (
    <section className={css({ maxW: 'xl', mx: 'auto', textAlign: 'center', py: '16' })}>
      <p className={css({ fontSize: '7xl', fontWeight: 'bold', color: 'accent' })}>403</p>
      <h1 className={css({ fontSize: 'xl', mb: '6' })}>{message}</h1>
      <Link to={to} className={css({ color: 'accent' })}>
        {linkText}
      </Link>
    </section>
  );
}
