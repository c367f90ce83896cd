import { Text } from '@mantine/core';
import { Markdown } from '../../../lib/markdown/markdown';
import { MessageBubble } from './message-bubble';

/**
 * What a stopped answer had shown: the visitor stopped it, but may still want what they read.
 * Said plainly that it was stopped and is not kept (the server stores no stopped answer).
 */
export function StoppedBubble({ text }: { text: string }) {
  return (
    <MessageBubble isUser={false} label="Stopped answer">
      <div style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
        <Markdown text={text} />
      </div>
      <Text size="xs" c="dimmed" mt={4} data-stopped-note>
        Stopped. This partial answer is not saved with the conversation.
      </Text>
    </MessageBubble>
  );
}
