import { Group } from '@mantine/core';
import type { components } from '@odai/contract';
import { Markdown } from '../../../lib/markdown/markdown';
import { CopyAnswerButton } from './copy-answer-button';
import { MessageBubble } from './message-bubble';
import { MessageSources } from './message-sources';
import { SuggestionChips } from './suggestion-chips';

type ChatMessage = components['schemas']['ChatMessage'];

type Props = {
  message: ChatMessage;
  anchor: boolean;
  /** Only the newest answer offers its follow-up questions. */
  followUps: boolean;
  onAsk: (question: string) => void;
  askDisabled: boolean;
};

/** An assistant answer: Markdown (rendered in the first paint), its sources, Copy, follow-ups. */
export function AnswerBubble({ message, anchor, followUps, onAsk, askDisabled }: Props) {
  return (
    <MessageBubble isUser={false} anchor={anchor}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0, fontSize: 'var(--mantine-font-size-sm)' }}>
          <Markdown text={message.message} />
        </div>
        <CopyAnswerButton text={message.message} />
      </Group>
      <MessageSources sources={message.sources ?? []} />
      {followUps ? (
        <SuggestionChips
          questions={message.suggestions ?? []}
          onAsk={onAsk}
          disabled={askDisabled}
          label="Follow-up questions"
        />
      ) : null}
    </MessageBubble>
  );
}
