'use client';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { iconButton } from '../ui/styles';

/**
 * A menu whose Ark UI machinery loads on first use: until then a plain button with the same id
 * and name stands in its place, keeping the first page load light.
 */
export function LazyMenu<P extends object>({
  id,
  label,
  face,
  load,
  props,
}: {
  id: string;
  label: string;
  face: ReactNode;
  load: () => Promise<{ default: ComponentType<P & { defaultOpen: boolean }> }>;
  props: P;
}) {
  const [Menu, setMenu] = useState<ComponentType<P & { defaultOpen: boolean }> | null>(null);
  const placeholder = (
    <button type="button" id={id} aria-label={label} aria-haspopup="menu" className={iconButton} onClick={() => setMenu(() => lazy(load))}>
      {face}
    </button>
  );
  if (!Menu) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Menu {...props} defaultOpen />
    </Suspense>
  );
}
