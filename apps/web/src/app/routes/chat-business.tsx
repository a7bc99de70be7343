import { ChatPage } from '#web/features/chat/components/chat-page';

export function ChatBusinessRoute() {
  return <ChatPage variant="business" />;
}
