import { Container, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { serverSentence } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/toast';
import { useCreateSession } from '../api/create-session';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';

const SEND_FALLBACK = 'Failed to send message. Please try again.';

/** The landing page's chat: one anonymous session per page load. */
export function ChatSection() {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const createSession = useCreateSession();
  const messages = useMessages(sessionId);
  const send = useSendMessage();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, even under StrictMode's double effect
    started.current = true;
    createSession.mutate(undefined, {
      onSuccess: (data) => setSessionId(data.sessionId),
      onError: () => showErrorToast('Failed to create chat session. Please refresh and try again.'),
    });
  }, [createSession.mutate]);

  const canSend = Boolean(sessionId) && input.trim() !== '' && !send.isPending;
  const onSend = () => {
    if (!sessionId || !canSend) return;
    send.mutate(
      { sessionId, message: input },
      {
        onSuccess: () => setInput(''),
        onError: (error) => showErrorToast(serverSentence(error, SEND_FALLBACK)),
      },
    );
  };

  return (
    <Container size="md" component="section" id="chat" py="xl">
      <Title order={2} ta="center">
        Ask the AI Assistant
      </Title>
      <Text c="dimmed" ta="center" mt="xs" mb="lg">
        Questions about bonding curves, AMM trading, launching, security, fees and strategies.
      </Text>
      <Paper withBorder radius="lg">
        <Group gap="xs" px="md" py="sm">
          <IconRobot size={20} aria-hidden color="var(--mantine-color-bitcoin-5)" />
          <Text fw={600}>ODAI Assistant</Text>
        </Group>
        <Divider />
        <MessageList
          messages={messages.data ?? []}
          loading={messages.isLoading}
          pendingText={send.isPending ? (send.variables?.message ?? '') : null}
        />
        <Divider />
        <div style={{ padding: 'var(--mantine-spacing-md)' }}>
          <ChatInput
            value={input}
            onChange={setInput}
            onSend={onSend}
            disabled={!sessionId || send.isPending}
            canSend={canSend}
          />
          <Text size="xs" c="dimmed" mt="xs">
            AI responses may take a few seconds. Educational information only, not financial advice.
          </Text>
        </div>
      </Paper>
    </Container>
  );
}
