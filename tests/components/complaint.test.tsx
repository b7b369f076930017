// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ComplaintScreen } from '../../src/components/complaints/ComplaintScreen';
import { STORED } from '../../src/lib/storage';
import { startShop, type TestServer } from '../helpers';
import { browseTo, renderInShell } from './in-shell';

let shop: TestServer;

beforeAll(async () => {
  // a real shop: the screen's upload and complaint go to it
  shop = await startShop();
  browseTo(`${shop.url}/complain`);
});
afterAll(() => shop.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderScreen = () => renderInShell(<ComplaintScreen />);
const submit = () => document.getElementById('submitButton') as HTMLButtonElement;
const message = () => document.getElementById('complaintMessage') as HTMLTextAreaElement;
const pickFile = (file: File) => fireEvent.change(document.getElementById('file')!, { target: { files: [file] } });

async function logIn(email: string, password: string) {
  const { body } = await shop.json('/rest/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  localStorage.setItem(STORED.token, body.authentication.token);
}

test('the browser holds back a message-less complaint and an invoice of the wrong type or size', async () => {
  renderScreen();
  expect(submit().disabled).toBe(true);
  fireEvent.change(message(), { target: { value: 'x' } });
  fireEvent.change(message(), { target: { value: '   ' } });
  fireEvent.blur(message());
  expect(await screen.findByText('Please provide a text.')).toBeTruthy();
  expect(submit().disabled).toBe(true);

  fireEvent.change(message(), { target: { value: 'Warm juice' } });
  expect(document.getElementById('messageCounter')?.textContent).toBe('10/160');
  await waitFor(() => expect(submit().disabled).toBe(false));
  pickFile(new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
  expect(await screen.findByText('Forbidden file type. Only PDF, ZIP allowed.')).toBeTruthy();
  expect(submit().disabled).toBe(true);
  pickFile(new File([new Uint8Array(100_001)], 'invoice.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('File too large. Maximum 100 KB allowed.')).toBeTruthy();
  expect(submit().disabled).toBe(true);
});

// (the invoice upload itself is the e2e suite's: happy-dom's multipart bodies are not a browser's)
test('a customer files a complaint; the confirmation names the reference the server stored it under', async () => {
  await logIn('jim@juice-sh.op', 'ncc-1701');
  renderScreen();
  await waitFor(() => expect((document.getElementById('customerControl') as HTMLInputElement).value).toBe('jim@juice-sh.op'));
  const text = `The crate arrived crushed ${Date.now()}`;
  fireEvent.change(message(), { target: { value: text } });
  await waitFor(() => expect(submit().disabled).toBe(false));
  fireEvent.click(submit());

  const confirmation = await screen.findByRole('status');
  const { body } = await shop.json('/api/Complaints', { headers: { authorization: `Bearer ${localStorage.getItem(STORED.token)}` } });
  const stored = (body.data as Array<{ id: number; message: string }>).find((c) => c.message === text);
  expect(stored).toBeTruthy();
  expect(confirmation.textContent).toContain(String(stored!.id));
  expect(message().value).toBe('');
});

test('a refused complaint is answered in place, above the form', async () => {
  renderScreen();
  fireEvent.change(message(), { target: { value: 'Nobody is logged in here' } });
  await waitFor(() => expect(submit().disabled).toBe(false));
  fireEvent.click(submit());
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).not.toBe('');
  expect(screen.queryByRole('status')).toBeNull();
});
