import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chat bubble: the visitor's on the right in orange, the assistant's on the left. */
export function MessageBubble({ isUser, children }: { isUser: boolean; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: isUser ? 'flex-end' : 'flex-start' }}>
      <Paper
        px="md"
        py="sm"
        radius="lg"
        maw="85%"
        bg={isUser ? 'bitcoin.5' : 'dark.6'}
        c={isUser ? 'dark.9' : undefined}
        style={{ overflowWrap: 'anywhere' }}
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
