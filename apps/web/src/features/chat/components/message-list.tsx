import { Group, Loader, Stack, Text } from '@mantine/core';
import type { components } from '@odai/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { MessageBubble } from './message-bubble';
import { MessageSources } from './message-sources';
import { WelcomeBubble } from './welcome-bubble';

type ChatMessage = components['schemas']['ChatMessage'];

// The Markdown parser is only needed once an answer exists: keep it out of the landing bundle.
const MarkdownMessage = lazy(() =>
  import('./markdown-message').then((m) => ({ default: m.MarkdownMessage })),
);

function PlainText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}

type Props = { messages: ChatMessage[]; loading: boolean; pendingText: string | null };

/** The ~24rem scrolling list; it glides to the newest message whenever the list changes. */
export function MessageList({ messages, loading, pendingText }: Props) {
  const viewport = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever what is shown changes.
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  }, [messages, pendingText, loading]);

  return (
    <div
      ref={viewport}
      role="log"
      aria-label="Chat messages"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      style={{ height: '24rem', overflowY: 'auto', padding: '1rem' }}
    >
      <Stack gap="sm">
        {messages.length === 0 && !loading && pendingText === null ? <WelcomeBubble /> : null}
        {messages.map((m) =>
          m.isUser ? (
            <MessageBubble key={m.id} isUser>
              {m.message}
            </MessageBubble>
          ) : (
            <MessageBubble key={m.id} isUser={false}>
              <Suspense fallback={<PlainText text={m.message} />}>
                <MarkdownMessage text={m.message} />
              </Suspense>
              <MessageSources sources={m.sources ?? []} />
            </MessageBubble>
          ),
        )}
        {pendingText !== null ? (
          <>
            <MessageBubble isUser>{pendingText}</MessageBubble>
            <MessageBubble isUser={false}>
              <Group gap="xs">
                <Loader size="xs" type="dots" aria-hidden />
                <Text size="sm">Thinking...</Text>
              </Group>
            </MessageBubble>
          </>
        ) : null}
      </Stack>
    </div>
  );
}
