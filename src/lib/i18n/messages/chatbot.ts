/** Messages of the support chatbot screen and its AI assistant. */
export const en = {
  CHATBOT_TITLE: 'Support Chat',
  CHATBOT_TAB_SUPPORT: 'Support bot',
  CHATBOT_TAB_AI: 'AI assistant',
  CHATBOT_MESSAGE_LABEL: 'Your message',
  CHATBOT_MESSAGE_PLACEHOLDER: 'Ask {botName:string} something…',
  CHATBOT_SEND: 'Send',
  CHATBOT_YOU: 'You',
  CHATBOT_AI_UNAVAILABLE: 'The AI assistant is not available in this environment: no language model can be reached.',
  CHATBOT_AI_CHECKING: 'Checking whether the AI assistant is available…',
  CHATBOT_AI_INTRO: 'Ask the AI assistant about products, reviews or one of your orders.',
  CHATBOT_ERROR_LLM_UNREACHABLE: 'The AI assistant could not be reached. Please try again later.',
  CHATBOT_SHOW_TOOL_CALLS: 'Show tool calls (admins)',
  CHATBOT_TOOL_CALL: 'Tool call',
  CHATBOT_TYPING: '{botName:string} is typing',
  /** why the LLM challenges are unavailable, in the score board's sentences */
  CHATBOT_ENV_NO_LLM: 'no reachable language model',
} as const;

export const de: Record<keyof typeof en, string> = {
  CHATBOT_TITLE: 'Support-Chat',
  CHATBOT_TAB_SUPPORT: 'Support-Bot',
  CHATBOT_TAB_AI: 'KI-Assistent',
  CHATBOT_MESSAGE_LABEL: 'Deine Nachricht',
  CHATBOT_MESSAGE_PLACEHOLDER: 'Frag {botName} etwas…',
  CHATBOT_SEND: 'Senden',
  CHATBOT_YOU: 'Du',
  CHATBOT_AI_UNAVAILABLE: 'Der KI-Assistent ist in dieser Umgebung nicht verfügbar: Kein Sprachmodell ist erreichbar.',
  CHATBOT_AI_CHECKING: 'Es wird geprüft, ob der KI-Assistent verfügbar ist…',
  CHATBOT_AI_INTRO: 'Frag den KI-Assistenten nach Produkten, Bewertungen oder einer deiner Bestellungen.',
  CHATBOT_ERROR_LLM_UNREACHABLE: 'Der KI-Assistent war nicht erreichbar. Bitte versuche es später noch einmal.',
  CHATBOT_SHOW_TOOL_CALLS: 'Tool-Aufrufe zeigen (Admins)',
  CHATBOT_TOOL_CALL: 'Tool-Aufruf',
  CHATBOT_TYPING: '{botName} schreibt',
  CHATBOT_ENV_NO_LLM: 'keines erreichbaren Sprachmodells',
};
