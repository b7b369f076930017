import { ScreenPage } from '../components/ui/ScreenPage';
import { LazyScreen } from '../components/shell/LazyScreen';
import { getAppConfig } from '../lib/content';
import { serverT } from '../lib/content/session';
import { imageUrl } from '../lib/images';

export default async function ChatbotPage() {
  const { chatBot } = (await getAppConfig()).application;
  return (
    <ScreenPage title={serverT().CHATBOT_TITLE()} need="login">
      <LazyScreen name="chatbot" props={{ botName: chatBot.name, avatar: imageUrl(chatBot.avatar || 'JuicyChatBot.svg', '') }} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
