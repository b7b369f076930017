'use client';
import { useId } from 'react';
import { useRouter } from 'waku';
import { css } from 'styled-system/css';

/**
 * Items per page: changing it goes back to the first page, keeping the search. The label sits
 * beside the select, not around it, so its text is the label alone (not the options too).
 */
export function PageSizeSelect({ label, sizes, size }: { label: string; sizes: number[]; size: number }) {
  const router = useRouter();
  const id = useId();
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={size}
        onChange={(e) => {
          const params = new URLSearchParams(router.query);
          params.set('page', '1');
          params.set('size', e.target.value);
          router.push(`${router.path}?${params}` as never);
        }}
        className={css({ bg: 'raised', color: 'text', borderRadius: 'sm', px: '2', py: '1' })}
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  );
}
