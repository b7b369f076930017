'use client';
import { Switch } from '@ark-ui/react/switch';
import { css } from 'styled-system/css';

/**
 * The form kit's Toggle: Ark's Switch. The given id names its label (the root), which a click,
 * `check()` included, toggles: Ark's checkbox itself is clipped away and takes no pointer.
 */
export default function SwitchToggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      ids={{ root: id }}
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer', fontSize: 'sm', userSelect: 'none' })}
    >
      <Switch.Control
        className={css({
          w: '9',
          h: '5',
          borderRadius: 'full',
          bg: 'raised',
          position: 'relative',
          flexShrink: 0,
          transition: 'background 150ms',
          _checked: { bg: 'accent' },
          _focusVisible: { outline: '2px solid token(colors.accent)', outlineOffset: '2px' },
        })}
      >
        <Switch.Thumb
          className={css({
            position: 'absolute',
            top: '2px',
            insetStart: '2px',
            w: '4',
            h: '4',
            borderRadius: 'full',
            bg: 'text',
            transition: 'transform 150ms',
            _checked: { transform: 'translateX(16px)', _rtl: { transform: 'translateX(-16px)' } },
          })}
        />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput role="switch" />
    </Switch.Root>
  );
}
