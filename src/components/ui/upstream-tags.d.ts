import 'react';

/**
 * The element names of upstream's Angular Material DOM that public e2e suites select by tag
 * (SELECTORS.md lists where each one sits). They are plain elements here: a block box from the
 * global style (panda.config.ts), and the role and labels of the element they stand for.
 */
type UpstreamTag = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'app-mat-search-bar': UpstreamTag;
      'app-welcome-banner': UpstreamTag;
      'mat-card': UpstreamTag;
      'mat-grid-list': UpstreamTag;
      'mat-grid-tile': UpstreamTag;
      'mat-toolbar': UpstreamTag;
      'mat-sidenav': UpstreamTag;
      'mat-nav-list': UpstreamTag;
      'mat-dialog-content': UpstreamTag;
      'mat-snack-bar-container': UpstreamTag;
      'mat-table': UpstreamTag;
      'mat-header-row': UpstreamTag;
      'mat-header-cell': UpstreamTag;
      'mat-row': UpstreamTag;
      'mat-cell': UpstreamTag;
    }
  }
}
