import { css } from 'styled-system/css';

/** A spinning ring with a text for screen readers (server or client). */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', gap: '3', py: '16', color: 'muted' })}>
      <span
        aria-hidden="true"
        className={css({
          w: '12',
          h: '12',
          borderRadius: 'full',
          border: '4px solid',
          borderColor: 'raised',
          borderTopColor: 'accent',
          animation: 'spin 1s linear infinite',
        })}
      />
      <span>{label}</span>
    </div>
  );
}
