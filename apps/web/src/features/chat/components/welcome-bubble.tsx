import { List, Text } from '@mantine/core';
import { MessageBubble } from './message-bubble';
import { SuggestionChips } from './suggestion-chips';

export const HELP_TOPICS = [
  'How bonding curves and ascension work',
  'Trading on the AMM after a token ascends',
  'Launching your own token',
  'Security tips and avoiding scams',
  'Fees and referral rebates',
  'Live prices, gainers, losers and volatility',
];

type Props = {
  suggestions: readonly string[];
  onAsk: (question: string) => void;
  askDisabled: boolean;
  /** No session yet: the questions are disabled and say they are busy. */
  starting: boolean;
};

/** Shown while the conversation is empty: the help topics, and questions to start with. */
export function WelcomeBubble({ suggestions, onAsk, askDisabled, starting }: Props) {
  return (
    <MessageBubble isUser={false}>
      <Text size="sm" fw={600}>
        Hi! I'm ODAI, your unofficial guide to Odin.fun. I can help with:
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {HELP_TOPICS.map((topic) => (
          <List.Item key={topic}>{topic}</List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {suggestions.length > 0
          ? 'Ask me anything, or start with one of these:'
          : 'Ask me anything to get started.'}
      </Text>
      <SuggestionChips
        questions={suggestions}
        onAsk={onAsk}
        disabled={askDisabled}
        busy={starting}
        label="Suggested questions"
      />
    </MessageBubble>
  );
}
