import { List, Text } from '@mantine/core';
import { MessageBubble } from './message-bubble';

export const HELP_TOPICS = [
  'How bonding curves and ascension work',
  'Trading on the AMM after a token ascends',
  'Launching your own token',
  'Security tips and avoiding scams',
  'Fees and referral rebates',
  'Live prices, gainers, losers and volatility',
];

export function WelcomeBubble() {
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
        Ask me anything to get started.
      </Text>
    </MessageBubble>
  );
}
