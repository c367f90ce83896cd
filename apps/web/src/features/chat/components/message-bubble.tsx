import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ANCHOR_ATTRIBUTE } from './reveal-newest';

type Props = {
  isUser: boolean;
  children: ReactNode;
  /** The bubble the list scrolls to the start of (see reveal-newest.ts). */
  anchor?: boolean;
  label?: string;
};

/** A chat bubble: the visitor's on the right in orange, the assistant's on the left. */
export function MessageBubble({ isUser, children, anchor = false, label }: Props) {
  return (
    <div
      className="odai-chat-bubble"
      style={{ display: 'flex', justifyContent: isUser ? 'flex-end' : 'flex-start' }}
      {...(anchor ? { [ANCHOR_ATTRIBUTE]: '' } : {})}
    >
      <Paper
        px="md"
        py="sm"
        radius="lg"
        // A phone's width is precious for answers: only the visitor's own bubbles are inset there.
        maw={{ base: isUser ? '85%' : '100%', sm: '85%' }}
        bg={isUser ? 'bitcoin.5' : 'dark.6'}
        c={isUser ? 'dark.9' : undefined}
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
        aria-label={label}
      >
        {typeof children === 'string' ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {children}
          </Text>
        ) : (
          children
        )}
      </Paper>
    </div>
  );
}
