import { css } from 'styled-system/css';
/** An icon that points the way text runs (next, forward) turns round in right-to-left languages. */
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });

/**
 * The one shape of every inline icon: a single path on a 24 px grid, drawn with currentColor
 * (no icon font: nothing extra to download). Kept apart from the icon sets so each area's set
 * stays in that area's chunk.
 */
export const icon = (d: string, { directional = false }: { directional?: boolean } = {}) =>
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level (icons.tsx), so each icon component is made once and keeps its identity
  function Icon() {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={directional ? mirrored : undefined}>
        <path d={d} />
      </svg>
    );
  };
