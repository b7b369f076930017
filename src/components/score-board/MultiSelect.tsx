'use client';
import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select } from '@ark-ui/react/select';
import { useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { menuItem } from '../ui/styles';
import { CheckIcon, ChevronIcon } from './icons';

type Option = { value: string; label: string; render?: ReactNode };

export const fieldLabel = css({ display: 'block', fontSize: 'xs', color: 'muted', mb: '1' });
export const fieldControlStyle = css.raw({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  w: 'full',
  h: '10',
  px: '3',
  bg: 'raised',
  color: 'text',
  border: '1px solid transparent',
  borderRadius: 'md',
  cursor: 'pointer',
  fontSize: 'sm',
  textAlign: 'start',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
  '& svg': { w: '5', h: '5', flexShrink: 0 },
});
export const fieldControl = css(fieldControlStyle);

/** A labelled multi-select (Ark UI Select): the trigger sums up the choice, the list toggles items. */
export function MultiSelect({
  id,
  label,
  placeholder,
  summary,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  summary: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  return (
    <Select.Root
      ids={{ root: id }}
      collection={collection}
      multiple
      value={value}
      onValueChange={(d) => onChange(d.value)}
      positioning={{ sameWidth: false }}
      lazyMount
      unmountOnExit
    >
      <Select.Label className={fieldLabel}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={fieldControl}>
          <span
            className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: value.length ? 'text' : 'muted' })}
          >
            {value.length ? summary : placeholder}
          </span>
          <ChevronIcon />
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content
            className={css({
              bg: 'surface',
              color: 'text',
              borderRadius: 'md',
              boxShadow: 'xl',
              py: '1',
              minW: '52',
              zIndex: 40,
              outline: 'none',
              maxH: '72',
              overflowY: 'auto',
            })}
          >
            {options.map((o) => (
              <Select.Item
                key={o.value}
                item={o}
                className={`${menuItem} ${css({ justifyContent: 'space-between', _checked: { color: 'accent' } })}`}
              >
                <Select.ItemText>{o.render ?? o.label}</Select.ItemText>
                <Select.ItemIndicator className={css({ '& svg': { w: '4', h: '4' } })}>
                  <CheckIcon />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  );
}
