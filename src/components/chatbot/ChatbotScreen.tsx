import { Tabs } from '@ark-ui/react/tabs';
import { useForm, useStore } from '@tanstack/react-form';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { errorText, useLoad, useSend } from '../../lib/api/use-api';
import { chatMessageForm } from '../../lib/chatbot-schemas';
import { storeLogin } from '../../lib/login-storage';
import { tokenAtom } from '../../lib/state';
import { readCookie } from '../../lib/storage';
import { roleOf, useToken } from '../account/session';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import {
  askBot,
  fetchAiAvailability,
  fetchBotStatus,
  modeAfter,
  streamAiAnswer,
  type AiMessage,
  type BotMode,
} from '../../lib/api/chatbot';

/** The cookie that decides whether tool calls are shown (upstream's name; meant for admins, read by anyone's browser). */
const TOOL_CALLS_COOKIE = 'show_tool_calls';
/** The spec's delay before the support chat scrolls to its newest message. */
const SCROLL_DELAY_MS = 250;

type BotMessage = { author: 'user' | 'bot'; body: string };

const card = css({
  bg: 'surface',
  borderRadius: 'card',
  boxShadow: 'lg',
  p: { base: '3', md: '5' },
  display: 'flex',
  flexDir: 'column',
  gap: '3',
});
const chatWindow = css({
  display: 'flex',
  flexDir: 'column',
  gap: '3',
  h: { base: '55vh', md: '60vh' },
  overflowY: 'auto',
  p: '2',
  bg: 'bg',
  borderRadius: 'md',
});
const inputBox = css({
  flex: 1,
  minW: 0,
  bg: 'bg',
  color: 'text',
  border: '1px solid',
  borderColor: 'raised',
  borderRadius: 'md',
  px: '3',
  py: '2.5',
  fontSize: 'md',
  outline: 'none',
  _focus: { borderColor: 'accent' },
  _disabled: { opacity: 0.5 },
});

/** One message: the bot's on the left with its avatar, the customer's on the right. */
function Bubble({
  fromBot,
  avatar,
  botName,
  error,
  children,
}: {
  fromBot: boolean;
  avatar: string;
  botName: string;
  error?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-author={fromBot ? 'bot' : 'user'}
      className={cx(
        'chat-message',
        css({ display: 'flex', alignItems: 'flex-end', gap: '2', justifyContent: fromBot ? 'flex-start' : 'flex-end' }),
      )}
    >
      {fromBot && (
        <img src={avatar} alt={botName} width={36} height={36} className={css({ w: '9', h: '9', borderRadius: 'full', flexShrink: 0 })} />
      )}
      <div
        className={css({
          maxW: '80%',
          px: '3.5',
          py: '2',
          borderRadius: 'xl',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 'sm',
          lineHeight: '1.5',
          bg: fromBot ? 'raised' : 'primary',
          color: 'text',
          borderBottomLeftRadius: fromBot ? 'sm' : 'xl',
          borderBottomRightRadius: fromBot ? 'xl' : 'sm',
          ...(error ? { border: '1px solid #ff8a80' } : {}),
        })}
      >
        {children}
      </div>
    </div>
  );
}

/** The message box under a chat: one line of text and the send button. */
function MessageForm({
  id,
  botName,
  disabled,
  onSend,
}: {
  id: string;
  botName: string;
  disabled?: boolean;
  onSend: (text: string) => void;
}) {
  const { t } = useI18n();
  const form = useForm({
    defaultValues: { message: '' },
    onSubmit: ({ value }) => {
      if (disabled || !chatMessageForm.allows(value)) return;
      onSend(value.message);
      form.reset();
    },
  });
  const ready = useStore(form.store, (s) => chatMessageForm.allows(s.values));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
      className={css({ display: 'flex', gap: '2' })}
    >
      <form.Field name="message">
        {(field) => (
          <input
            id={id}
            name="message"
            aria-label={t.CHATBOT_MESSAGE_LABEL()}
            placeholder={t.CHATBOT_MESSAGE_PLACEHOLDER({ botName })}
            autoComplete="off"
            className={inputBox}
            value={field.state.value}
            onChange={(e) => field.handleChange(e.target.value)}
            disabled={disabled}
          />
        )}
      </form.Field>
      <button type="submit" className={cx(primaryButton, css({ px: '5' }))} disabled={disabled || !ready}>
        {t.CHATBOT_SEND()}
      </button>
    </form>
  );
}

/**
 * The rule-based support bot. It starts by asking for its status; each answer's action sets
 * what the next message is (a question, or the name the bot asked for); a token in an answer
 * (after giving a name) replaces the stored login.
 */
function SupportChat({ botName, avatar }: { botName: string; avatar: string }) {
  const setToken = useSetAtom(tokenAtom);
  const [messages, setMessages] = useState<BotMessage[]>([]);
  const mode = useRef<BotMode>('query');
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const push = useCallback((m: BotMessage) => setMessages((list) => [...list, m]), []);

  // a failure is answered in place, by the bot, as the chat's other answers
  const sayError = useCallback((e: unknown) => push({ author: 'bot', body: errorText(e) }), [push]);
  const status = useLoad(fetchBotStatus, [], { quiet: true });
  useEffect(() => {
    if (status.data) {
      push({ author: 'bot', body: status.data.body });
      mode.current = modeAfter(status.data.action, mode.current);
    } else if (status.error) sayError(status.error);
  }, [status.data, status.error, push, sayError]);
  useEffect(
    () => () => {
      if (scrollTimer.current) clearTimeout(scrollTimer.current);
    },
    [],
  );

  const { send: converse } = useSend(
    async (text: string) => {
      const status = await fetchBotStatus();
      if (!status.status && !status.action) {
        push({ author: 'bot', body: status.body });
        return;
      }
      const reply = await askBot(mode.current, text);
      push({ author: 'bot', body: reply.body });
      mode.current = modeAfter(reply.action, mode.current);
      if (reply.token) {
        storeLogin({ token: reply.token });
        setToken(reply.token);
      }
    },
    { onError: sayError },
  );

  const send = async (text: string) => {
    push({ author: 'user', body: text });
    await converse(text);
    scrollTimer.current = setTimeout(() => {
      const chat = document.getElementById('chat-window');
      if (chat) chat.scrollTop = chat.scrollHeight;
    }, SCROLL_DELAY_MS);
  };

  return (
    <div className={card}>
      <div id="chat-window" aria-live="polite" className={chatWindow}>
        {messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the conversation is only appended to, and a bubble holds no state
          <Bubble key={i} fromBot={m.author === 'bot'} avatar={avatar} botName={botName}>
            {m.body}
          </Bubble>
        ))}
      </div>
      <MessageForm id="message-input" botName={botName} onSend={(text) => void send(text)} />
    </div>
  );
}

/**
 * The LLM assistant: answers stream in as they are written. Tool calls come with every answer;
 * they are shown only while the `show_tool_calls` cookie is `true` (the admin's switch).
 */
function AiChat({ botName, avatar }: { botName: string; avatar: string }) {
  const { t } = useI18n();
  const token = useToken();
  // an assistant that cannot be asked is said in place, as unavailable
  const availability = useLoad(fetchAiAvailability, [], { quiet: true });
  const available = availability.error ? false : (availability.data ?? null);
  const [messages, setMessages] = useState<AiMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [showToolCalls, setShowToolCalls] = useState(false);
  const windowRef = useRef<HTMLDivElement>(null);

  useEffect(() => setShowToolCalls(readCookie(TOOL_CALLS_COOKIE) === 'true'), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest message whenever the messages change
  useEffect(() => {
    const el = windowRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const toggleToolCalls = (on: boolean) => {
    document.cookie = `${TOOL_CALLS_COOKIE}=${on}; path=/; samesite=lax`;
    setShowToolCalls(on);
  };

  const send = async (text: string) => {
    const history = [...messages.filter((m) => !m.error), { role: 'user' as const, content: text }];
    setMessages([...history, { role: 'assistant', content: '' }]);
    setBusy(true);
    const update = (change: (m: AiMessage) => AiMessage) => setMessages((list) => [...list.slice(0, -1), change(list.at(-1)!)]);
    for await (const event of streamAiAnswer(history.map(({ role, content }) => ({ role, content })))) {
      if (event.error) {
        update(() => ({ role: 'assistant', content: t.CHATBOT_ERROR_LLM_UNREACHABLE(), error: true }));
        break;
      }
      const delta = event.choices?.[0]?.delta;
      if (delta?.content) update((m) => ({ ...m, content: m.content + delta.content }));
      if (delta?.tool_calls)
        update((m) => ({
          ...m,
          toolCalls: [
            ...(m.toolCalls ?? []),
            ...delta.tool_calls!.map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments })),
          ],
        }));
    }
    setBusy(false);
  };

  if (available === null) return <p className={cx(card, css({ color: 'muted' }))}>{t.CHATBOT_AI_CHECKING()}</p>;
  if (!available)
    return (
      <p id="ai-unavailable" role="status" className={cx(card, css({ color: 'muted' }))}>
        {t.CHATBOT_AI_UNAVAILABLE()}
      </p>
    );
  return (
    <div className={card}>
      {roleOf(token) === 'admin' && (
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', alignSelf: 'flex-end' })}>
          <input type="checkbox" id="showToolCalls" checked={showToolCalls} onChange={(e) => toggleToolCalls(e.target.checked)} />
          {t.CHATBOT_SHOW_TOOL_CALLS()}
        </label>
      )}
      <div ref={windowRef} id="ai-chat-window" aria-live="polite" className={chatWindow}>
        {!messages.length && <p className={css({ color: 'muted', fontSize: 'sm', p: '2' })}>{t.CHATBOT_AI_INTRO()}</p>}
        {messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the conversation is only appended to (a failed answer, always the last, is dropped from the end), and a bubble holds no state
          <Bubble key={i} fromBot={m.role === 'assistant'} avatar={avatar} botName={botName} error={m.error}>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label says who is typing in place of the ellipsis; markup kept as it is */}
            {m.content || (busy && i === messages.length - 1 ? <span aria-label={t.CHATBOT_TYPING({ botName })}>…</span> : null)}
            {showToolCalls &&
              m.toolCalls?.map((c) => (
                <span
                  key={c.id}
                  className={cx('tool-call', css({ display: 'block', mt: '2', p: '2', borderRadius: 'md', bg: 'bg', fontSize: 'xs' }))}
                >
                  <strong>
                    {t.CHATBOT_TOOL_CALL()}: {c.name}
                  </strong>{' '}
                  <code className={css({ fontFamily: 'mono', overflowWrap: 'anywhere' })}>{c.arguments}</code>
                </span>
              ))}
          </Bubble>
        ))}
      </div>
      <MessageForm id="ai-message-input" botName={botName} disabled={busy} onSend={(text) => void send(text)} />
    </div>
  );
}

const tabTrigger = css({
  flex: { base: 1, sm: 'none' },
  px: '4',
  py: '2',
  borderRadius: 'md',
  border: 'none',
  cursor: 'pointer',
  fontWeight: 'semibold',
  bg: 'transparent',
  color: 'muted',
  '&[data-selected]': { bg: 'primary', color: 'text' },
});

/** The /chatbot screen: the support bot, and next to it the AI assistant where an LLM can be reached. */
export function ChatbotScreen({ botName, avatar }: { botName: string; avatar: string }) {
  const { t, dir } = useI18n();
  return (
    <section className={css({ maxW: '3xl', mx: 'auto', display: 'flex', flexDir: 'column', gap: '4', py: { base: '2', md: '6' } })}>
      <h1 className={css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: '2xl', fontWeight: 'bold' })}>
        <img src={avatar} alt="" width={40} height={40} className={css({ w: '10', h: '10' })} />
        {botName}
      </h1>
      {/* both panels stay mounted (no lazy mount, no unmount on exit): switching tabs keeps each conversation */}
      <Tabs.Root dir={dir} defaultValue="support" className={css({ display: 'contents' })}>
        <Tabs.List
          aria-label={t.CHATBOT_TITLE()}
          className={css({ display: 'flex', gap: '1', bg: 'surface', p: '1', borderRadius: 'lg', alignSelf: { sm: 'flex-start' } })}
        >
          <Tabs.Trigger value="support" className={tabTrigger}>
            {t.CHATBOT_TAB_SUPPORT()}
          </Tabs.Trigger>
          <Tabs.Trigger value="ai" className={tabTrigger}>
            {t.CHATBOT_TAB_AI()}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="support">
          <SupportChat botName={botName} avatar={avatar} />
        </Tabs.Content>
        <Tabs.Content value="ai">
          <AiChat botName={botName} avatar={avatar} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
