/**
 * The colour palettes of the shop, selected by `application.theme` in the configuration. Panda
 * turns them into semantic tokens (panda.config.ts); server-rendered pages outside React (the
 * profile and data erasure pages) paint themselves with the same values. The navbar draws `text`
 * on `primary`, so that pair needs the same 4.5:1 contrast as text on the page
 * (tests/unit/themes.test.ts holds every pair the shop draws text with).
 */
export const themes = {
  'bluegrey-lightgreen': {
    bg: '#263238',
    surface: '#37474f',
    raised: '#455a64',
    primary: '#546e7a',
    accent: '#8bc34a',
    accentText: '#1b2a10',
    text: '#eceff1',
    muted: '#b0bec5',
  },
  'blue-lightblue': {
    bg: '#0d1b2a',
    surface: '#1b2b40',
    raised: '#25395a',
    primary: '#1565c0',
    accent: '#4fc3f7',
    accentText: '#04263a',
    text: '#e3f2fd',
    muted: '#a7c0da',
  },
  'deeppurple-amber': {
    bg: '#1f1631',
    surface: '#2d2145',
    raised: '#3c2d5c',
    primary: '#673ab7',
    accent: '#ffc107',
    accentText: '#2e2300',
    text: '#ede7f6',
    muted: '#c0b3d9',
  },
  'indigo-pink': {
    bg: '#f5f5f5',
    surface: '#ffffff',
    raised: '#e8eaf6',
    primary: '#9fa8da',
    accent: '#c2185b',
    accentText: '#ffffff',
    text: '#1a1a2e',
    muted: '#5c6078',
  },
  'pink-bluegrey': {
    bg: '#2b1d24',
    surface: '#3d2832',
    raised: '#4e3440',
    primary: '#ad1457',
    accent: '#90a4ae',
    accentText: '#0f1a1f',
    text: '#fce4ec',
    muted: '#d6b3c2',
  },
  'purple-green': {
    bg: '#241a2b',
    surface: '#33243d',
    raised: '#43304f',
    primary: '#8e24aa',
    accent: '#66bb6a',
    accentText: '#0c260e',
    text: '#f3e5f5',
    muted: '#cbb3d3',
  },
  'deeporange-indigo': {
    bg: '#231a17',
    surface: '#33251f',
    raised: '#453228',
    primary: '#bf360c',
    accent: '#9fa8da',
    accentText: '#0d1030',
    text: '#fbe9e7',
    muted: '#d7bfb6',
  },
} as const;

export type ThemeName = keyof typeof themes;
export type Palette = (typeof themes)[ThemeName];

/** The palette of a configured theme; unknown names get the default, as the CSS does. */
export const paletteFor = (name: string): Palette => (name in themes ? themes[name as ThemeName] : themes['bluegrey-lightgreen']);
