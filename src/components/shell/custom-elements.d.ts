import 'react';

// upstream's search bar element name, which public e2e suites select (`app-mat-search-bar input`)
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'app-mat-search-bar': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };
    }
  }
}
