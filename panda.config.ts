import { defineConfig } from '@pandacss/dev';
import { themes } from './src/lib/themes';

/**
 * Themes are palettes (src/lib/themes.ts) selected by `data-theme` on <html> (from
 * application.theme in the config). Components only use the semantic tokens below, so a rebrand
 * is configuration alone.
 */
type Role = keyof (typeof themes)['bluegrey-lightgreen'];
const roles = Object.keys(themes['bluegrey-lightgreen']) as Role[];
/**
 * Not `theme…`: Panda reserves the `_theme` prefix for its own theme variants (`themes` in its
 * config) and leaves token values under any such condition out of the CSS unless they belong to a
 * variant `staticCss.themes` names, which silently dropped every palette but the base one.
 */
const conditionName = (theme: string) => `palette_${theme.replace(/-/g, '_')}`;

/**
 * Panda's base preset gives every element and pseudo-element 33 custom properties: the inputs of
 * its filter, backdrop, gradient, transform and scroll-snap utilities, none of which the shop uses
 * (nothing in the stylesheet reads them). Setting any custom property on an element makes it carry
 * its own copy of every inherited one, here the ~460 theme variables of the root, so the first
 * style recalculation of a page did that copy for every element. Dropped here; a component that
 * starts using those utilities must set its variables itself.
 */
const PER_ELEMENT_UTILITY_VARIABLES = '*, ::before, ::after, ::backdrop';

export default defineConfig({
  hooks: {
    'config:resolved': ({ config }) => {
      const { [PER_ELEMENT_UTILITY_VARIABLES]: _unused, ...globalCss } = config.globalCss ?? {};
      return { ...config, globalCss };
    },
  },
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/styled-system/**'],
  outdir: 'src/styled-system',
  jsxFramework: 'react',
  conditions: {
    extend: Object.fromEntries(Object.keys(themes).map((t) => [conditionName(t), `[data-theme=${t}] &`])),
  },
  theme: {
    extend: {
      semanticTokens: {
        colors: Object.fromEntries(
          roles.map((role) => [
            role,
            {
              value: Object.fromEntries([
                ['base', themes['bluegrey-lightgreen'][role]],
                ...Object.entries(themes).map(([t, palette]) => [`_${conditionName(t)}`, palette[role]]),
              ]),
            },
          ]),
        ),
      },
      tokens: {
        fonts: { body: { value: 'Roboto, "Helvetica Neue", "Segoe UI", system-ui, sans-serif' } },
        radii: { card: { value: '10px' } },
      },
      keyframes: {
        slideIn: { from: { width: '0', opacity: '0' }, to: { opacity: '1' } },
        toastIn: { from: { transform: 'translateY(-12px)', opacity: '0' }, to: { transform: 'none', opacity: '1' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg', color: 'text', fontFamily: 'body', minHeight: '100%' },
    a: { color: 'accent' },
    ':focus-visible': { outline: '2px solid token(colors.accent)', outlineOffset: '2px' },
    '.label-md': { display: 'none', '@media (min-width: 960px)': { display: 'inline' } },
    // upstream's Angular Material element names, kept for the e2e suites that select by them (SELECTORS.md):
    // block boxes, laid out further by each component's own classes
    'app-welcome-banner, mat-card, mat-grid-list, mat-grid-tile, mat-toolbar, mat-sidenav, mat-nav-list, mat-dialog-content, mat-snack-bar-container, mat-table, mat-header-row, mat-header-cell, mat-row, mat-cell':
      { display: 'block' },
  },
});
