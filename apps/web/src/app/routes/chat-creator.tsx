import { ChatPage } from '#web/features/chat/components/chat-page';

export function ChatCreatorRoute() {
  return <ChatPage variant="creator" />;
}
