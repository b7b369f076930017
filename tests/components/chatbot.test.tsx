// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ChatbotScreen } from '../../src/components/chatbot/ChatbotScreen';
import { en } from '../../src/lib/i18n/en';
import { startShop, type TestServer } from '../helpers';
import { browseTo, renderInShell } from './in-shell';

let shop: TestServer;

beforeAll(async () => {
  // a real shop: the support bot's status comes from it
  shop = await startShop();
  browseTo(`${shop.url}/chatbot`);
});
afterAll(() => shop.close());
afterEach(cleanup);

const renderScreen = () => renderInShell(<ChatbotScreen botName="Juicy" avatar="/assets/public/images/JuicyChatBot.png" />);

test('the support bot opens with what its status says', async () => {
  const { body } = await shop.json('/rest/chatbot/status');
  renderScreen();
  await waitFor(() => expect(document.querySelector('#chat-window .chat-message[data-author="bot"]')?.textContent).toContain(body.body));
});

test('two tabs: the support bot first; switching by click or arrow key keeps the other conversation', async () => {
  renderScreen();
  const support = screen.getByRole('tab', { name: 'Support bot' });
  const ai = screen.getByRole('tab', { name: 'AI assistant' });
  expect(screen.getByRole('tablist', { name: en.CHATBOT_TITLE })).toBeTruthy();
  expect(support.getAttribute('aria-selected')).toBe('true');
  await waitFor(() => expect(document.querySelectorAll('#chat-window .chat-message')).toHaveLength(1));

  fireEvent.click(ai);
  await waitFor(() => expect(ai.getAttribute('aria-selected')).toBe('true'));
  expect(support.getAttribute('aria-selected')).toBe('false');
  expect(document.getElementById('chat-window')?.closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
  expect(document.getElementById(ai.getAttribute('aria-controls')!)?.hasAttribute('hidden')).toBe(false);

  ai.focus();
  fireEvent.keyDown(ai, { key: 'ArrowLeft' });
  await waitFor(() => expect(support.getAttribute('aria-selected')).toBe('true'));
  // the greeting is still there: the support panel was hidden, not thrown away
  expect(document.querySelectorAll('#chat-window .chat-message')).toHaveLength(1);
  expect(document.getElementById('chat-window')?.closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(false);
});
