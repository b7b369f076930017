import { css } from 'styled-system/css';

/**
 * A transparent padding picture shown on one screen only: the server counts its download as
 * proof that the screen was opened (see server/routes/assets.ts).
 */
export function PaddingImage({ width }: { width: 11 | 56 }) {
  return (
    <img
      src={`/assets/public/images/padding/${width}px.png`}
      alt=""
      width={width}
      height={1}
      className={css({ display: 'block', h: '1px', opacity: 0 })}
    />
  );
}
