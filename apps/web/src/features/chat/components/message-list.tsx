import { Group, Loader, Stack, Text } from '@mantine/core';
import type { components } from '@odai/contract';
import { useRef } from 'react';
import { Markdown } from '../../../lib/markdown/markdown';
import { AnswerBubble } from './answer-bubble';
import { MessageBubble } from './message-bubble';
import { useRevealNewest } from './reveal-newest';
import { StoppedBubble } from './stopped-bubble';
import { WelcomeBubble } from './welcome-bubble';

type ChatMessage = components['schemas']['ChatMessage'];

/** A question on its way: its text, and the answer streamed so far (null: none yet). */
export type PendingExchange = { question: string; answer: string | null };

type Props = {
  messages: ChatMessage[];
  pending: PendingExchange | null;
  /** The part of an answer shown before Stop (the server stores none). */
  stopped: string | null;
  welcomeSuggestions: readonly string[];
  onAsk: (question: string) => void;
  askDisabled: boolean;
  /** The chat has no session yet (see chat-section.tsx): the welcome questions say they are busy. */
  starting: boolean;
};

/**
 * The conversation: a ~24rem scroll box on desktop, as tall as its messages on phones (the page
 * scrolls; no box inside a box). Whenever it changes, the start of the newest message shows.
 */
export function MessageList({
  messages,
  pending,
  stopped,
  welcomeSuggestions,
  onAsk,
  askDisabled,
  starting,
}: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  // While a question is pending its bubble leads (the answer grows below it); then the answer does.
  useRevealNewest(viewport, pending ? `pending:${messages.length}` : (last?.id ?? null));

  return (
    <div
      ref={viewport}
      className="odai-chat-log"
      role="log"
      aria-label="Chat messages"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
    >
      <Stack gap="sm">
        {/* The welcome stays while the list loads (it is what the server rendered): hiding it for
            that moment shrank a phone's page under a reader who had just landed on a section. */}
        {messages.length === 0 && pending === null ? (
          <WelcomeBubble
            suggestions={welcomeSuggestions}
            onAsk={onAsk}
            askDisabled={askDisabled}
            starting={starting}
          />
        ) : null}
        {messages.map((m) =>
          m.isUser ? (
            <MessageBubble key={m.id} isUser anchor={!pending && m === last}>
              {m.message}
            </MessageBubble>
          ) : (
            <AnswerBubble
              key={m.id}
              message={m}
              anchor={!pending && m === last}
              followUps={!pending && m === last}
              onAsk={onAsk}
              askDisabled={askDisabled}
            />
          ),
        )}
        {pending === null && stopped !== null ? <StoppedBubble text={stopped} /> : null}
        {pending !== null ? (
          <>
            <MessageBubble isUser anchor>
              {pending.question}
            </MessageBubble>
            <MessageBubble isUser={false}>
              {pending.answer ? (
                <div style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
                  <Markdown text={pending.answer} />
                </div>
              ) : (
                <Group gap="xs">
                  <Loader size="xs" type="dots" aria-hidden />
                  <Text size="sm">Thinking...</Text>
                </Group>
              )}
            </MessageBubble>
          </>
        ) : null}
      </Stack>
    </div>
  );
}
