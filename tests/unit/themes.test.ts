import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { type Palette, themes } from '../../src/lib/themes';

const root = path.resolve(import.meta.dirname, '../..');
const names = Object.keys(themes) as Array<keyof typeof themes>;

/** The custom properties Panda gives the palette roles (`accentText` → `--colors-accent-text`). */
const cssVar = (role: string) => `--colors-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

describe('the CSS Panda generates for the build', () => {
  let dir: string;
  let css: string;
  beforeAll(() => {
    // the same generator and config the build's PostCSS step runs, without touching dist/
    dir = mkdtempSync(path.join(tmpdir(), 'panda-css-'));
    const outfile = path.join(dir, 'shop.css');
    const panda = path.join(root, 'node_modules', '.bin', 'panda');
    const run = spawnSync(process.execPath, [panda, 'cssgen', '--outfile', outfile, '--silent'], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    css = readFileSync(outfile, 'utf8');
  }, 30000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The custom properties set by the rule for exactly `[data-theme=<name>]`. */
  function declaredFor(name: string) {
    const block = new RegExp(String.raw`(?:^|[}\s,])\[data-theme=${name}\]\s*\{([^}]*)\}`).exec(css)?.[1];
    if (!block) return undefined;
    return Object.fromEntries(
      block
        .split(';')
        .map((d) => d.split(':').map((part) => part.trim()))
        .filter(([prop]) => prop?.startsWith('--')),
    );
  }

  test.each(names)('selecting %s sets its whole palette', (name) => {
    const palette: Palette = themes[name];
    const expected = Object.fromEntries(Object.entries(palette).map(([role, value]) => [cssVar(role), value]));
    expect(declaredFor(name)).toEqual(expected);
  });

  test('a page without a theme gets the default palette', () => {
    for (const [role, value] of Object.entries(themes['bluegrey-lightgreen'])) {
      expect(css).toMatch(new RegExp(String.raw`:where\(:root, ?:host\)\s*\{[^}]*${cssVar(role)}: ${value};`));
    }
  });
});

test.each(names)('the configuration accepts %s', (name) => {
  expect(loadConfig('test', { application: { theme: name } }).application.theme).toBe(name);
});

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const n = parseInt(hex.slice(1), 16);
    const [r, g, bl] = [n >> 16, (n >> 8) & 255, n & 255].map((v) =>
      v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// the pairs the shop draws text with: body text on every surface including the navbar, secondary
// text, labels on accent buttons and badges, accent-coloured links
const textPairs: Array<[keyof Palette, keyof Palette]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'raised'],
  ['text', 'primary'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['accentText', 'accent'],
  ['accent', 'bg'],
  ['accent', 'surface'],
];

test.each(names)('%s keeps text readable (WCAG AA, 4.5:1)', (name) => {
  const palette = themes[name];
  const tooFaint = textPairs
    .filter(([fg, bg]) => contrast(palette[fg], palette[bg]) < 4.5)
    .map(([fg, bg]) => `${fg} on ${bg}: ${contrast(palette[fg], palette[bg]).toFixed(2)}`);
  expect(tooFaint).toEqual([]);
});
