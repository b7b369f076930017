import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { ShellProviders } from '../../src/components/shell/I18n';
import { clientConfig } from '../../src/lib/client-config';
import { en } from '../../src/lib/i18n/en';
import { loadConfig } from '../../src/server/config';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

/** The shell's client configuration as a test shop serves it. */
export const testConfig = clientConfig(loadConfig('test'));

/** Renders a screen as the shell hosts it: its own jotai store, English texts, the test configuration. */
export const renderInShell = (screen: ReactNode) =>
  render(
    <Provider store={createStore()}>
      <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={testConfig}>
        {screen}
      </ShellProviders>
    </Provider>,
  );

/** Points the test document at `url`, so that the screen's relative requests reach that shop. */
export const browseTo = (url: string) => (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);
