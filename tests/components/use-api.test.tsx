// @vitest-environment happy-dom
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ShellProviders } from '../../src/components/shell/I18n';
import { Snackbars } from '../../src/components/ui/Snackbars';
import { api } from '../../src/lib/api/client';
import { useLoad, useSend } from '../../src/lib/api/use-api';
import { clientConfig } from '../../src/lib/client-config';
import { en } from '../../src/lib/i18n/en';
import { snacksAtom } from '../../src/lib/state';
import { loadConfig } from '../../src/server/config';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

/**
 * The network boundary: a real http server whose answers each test decides. `/fail` answers 500
 * with upstream's error envelope; `/slow/<x>` and `/fast/<x>` echo `x`, the slow one only when
 * the test releases it.
 */
let server: Server;
const held: Array<() => void> = [];
function answer(req: IncomingMessage, res: ServerResponse) {
  const [, kind, value] = (req.url ?? '').split('/');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (kind === 'fail') send(500, { error: { message: 'The juice press is out of order' } });
  else if (kind === 'slow') held.push(() => send(200, { value }));
  else send(200, { value });
}
beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  held.length = 0;
});

const config = clientConfig(loadConfig('test'));
/** Renders with the shell's providers and snackbars; answers the store the snackbars read. */
function withShell(children: ReactNode) {
  const store = createStore();
  render(
    <Provider store={store}>
      <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
        {children}
        <Snackbars />
      </ShellProviders>
    </Provider>,
  );
  return store;
}
const value = (path: string) => api<{ value: string }>(path).then((b) => b.value);

function Loader({ path, quiet }: { path: string; quiet?: boolean }) {
  const { data, error } = useLoad(() => value(path), [path], { quiet });
  return <p>{error ? 'in-place failure' : (data ?? 'loading')}</p>;
}

test('a failed load shows the server’s message in the snackbar', async () => {
  withShell(<Loader path="/fail" />);
  expect(await screen.findByText('The juice press is out of order')).toBeTruthy();
  expect(screen.getByText('in-place failure')).toBeTruthy();
});

test('a quiet load leaves the failure to the screen and keeps it out of the snackbar', async () => {
  const store = withShell(<Loader path="/fail" quiet />);
  await screen.findByText('in-place failure');
  // a failure would have been queued for the snackbar before the screen showed it
  expect(store.get(snacksAtom)).toEqual([]);
});

/** Loads `/slow/first`, then `/fast/second` once the button is pressed; `track` sees every request it makes. */
function Switcher({ track }: { track: (request: Promise<string>) => void }) {
  const [path, setPath] = useState('/slow/first');
  const { data } = useLoad(() => {
    const request = value(path);
    track(request);
    return request;
  }, [path]);
  return (
    <button type="button" onClick={() => setPath('/fast/second')}>
      {data ?? 'loading'}
    </button>
  );
}

test('the answer of an overtaken load is dropped', async () => {
  const requests: Promise<string>[] = [];
  withShell(<Switcher track={(request) => requests.push(request)} />);
  await act(async () => {
    while (held.length === 0) await new Promise((r) => setTimeout(r, 5));
  });
  fireEvent.click(screen.getByRole('button', { name: 'loading' }));
  await screen.findByRole('button', { name: 'second' });
  // the first request answers only now, after the second one was shown
  await act(async () => {
    held.shift()?.();
    await requests[0];
  });
  expect(screen.getByRole('button', { name: 'second' })).toBeTruthy();
});

function Sender({ onError }: { onError?: (e: unknown) => void }) {
  const { send } = useSend(value, { onError });
  const [result, setResult] = useState('nothing yet');
  return (
    <button type="button" onClick={async () => setResult(String(await send('/fail')))}>
      {result}
    </button>
  );
}

test('a failed send answers undefined and shows the server’s message in the snackbar', async () => {
  withShell(<Sender />);
  fireEvent.click(screen.getByRole('button', { name: 'nothing yet' }));
  expect(await screen.findByRole('button', { name: 'undefined' })).toBeTruthy();
  expect(await screen.findByText('The juice press is out of order')).toBeTruthy();
});

test('a failed send with onError hands the failure to it instead of the snackbar', async () => {
  const seen: string[] = [];
  const store = withShell(<Sender onError={(e) => seen.push((e as Error).message)} />);
  fireEvent.click(screen.getByRole('button', { name: 'nothing yet' }));
  expect(await screen.findByRole('button', { name: 'undefined' })).toBeTruthy();
  expect(seen).toEqual(['The juice press is out of order']);
  // the snackbar is fed synchronously before send answers: nothing queued means none will show
  expect(store.get(snacksAtom)).toEqual([]);
});
