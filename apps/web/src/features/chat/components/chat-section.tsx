import { Button, Container, Divider, Group, Paper, Text, Title } from '@mantine/core';
import { LoadFailure } from '@odai/ui/load-failure';
import { IconAlertTriangle, IconMessagePlus, IconRobot } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { serverSentence } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/toast';
import { useCreateSession } from '../api/create-session';
import { useAssistant } from '../api/get-assistant';
import { useMessages } from '../api/get-messages';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';
import { useAsk } from './use-ask';

const SEND_FALLBACK = 'Failed to send message. Please try again.';
const SESSION_FAILED = 'Failed to create chat session. Please refresh and try again.';
const SESSION_NOT_CREATED = 'The server did not create a chat session.';

/** The landing page's chat: one anonymous session per page load; "New chat" starts another. */
export function ChatSection() {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const createSession = useCreateSession();
  const messages = useMessages(sessionId);
  const assistant = useAssistant();
  const send = useAsk(assistant.data?.streaming === true);
  const started = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const startSession = (fresh: boolean) =>
    createSession.mutate(
      { fresh },
      {
        onSuccess: (data) => setSessionId(data.sessionId),
        onError: () => showErrorToast(SESSION_FAILED),
      },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, by the spec.
  useEffect(() => {
    if (started.current) return; // once, even under StrictMode's double effect
    started.current = true;
    startSession(false);
  }, []);

  const pending = send.pending;
  // No session yet and none failed: the server's HTML (before any script runs) and the moment until
  // the session arrives. Every control that asks is disabled then (the spec's rule for the input
  // and Send), marked busy, and the field says why (decision 041).
  const starting = !sessionId && !createSession.isError;
  const canSend = Boolean(sessionId) && input.trim() !== '' && !pending;

  const ask = (question: string, fromInput: boolean) => {
    if (!sessionId || pending || question.trim() === '') return;
    // The field keeps focus (or takes it, after a click on Send or a suggestion) for the follow-up.
    inputRef.current?.focus({ preventScroll: true });
    send.send(
      { sessionId, message: question },
      {
        onSuccess: () => {
          if (fromInput) setInput('');
        },
        onError: (error) => showErrorToast(serverSentence(error, SEND_FALLBACK)),
      },
    );
  };

  // The Stop button vanishes with the stream: focus goes back to the field, not the page.
  const stop = () => {
    send.stop();
    inputRef.current?.focus({ preventScroll: true });
  };

  const newChat = () => {
    setInput('');
    startSession(true);
    inputRef.current?.focus({ preventScroll: true });
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
        <Group gap="xs" px="md" py="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconRobot size={20} aria-hidden color="var(--mantine-color-bitcoin-5)" />
            <Text fw={600}>ODAI Assistant</Text>
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={newChat}
            data-new-chat
            disabled={!sessionId || pending || createSession.isPending}
          >
            New chat
          </Button>
        </Group>
        <Divider />
        <MessageList
          messages={messages.data ?? []}
          pending={send.question !== null ? { question: send.question, answer: send.answerSoFar } : null}
          stopped={send.stopped?.sessionId === sessionId ? send.stopped.answer : null}
          welcomeSuggestions={assistant.data?.suggestions ?? []}
          onAsk={(question) => ask(question, false)}
          askDisabled={!sessionId || pending}
          starting={starting}
        />
        <Divider />
        <div style={{ padding: 'var(--mantine-spacing-md)' }}>
          {createSession.isError && !sessionId ? (
            // The toast fades after a few seconds; this stays (and the input disabled) until a Retry succeeds.
            <LoadFailure
              title="The chat could not start"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              mb="sm"
              reason={`${serverSentence(createSession.error, '') || SESSION_NOT_CREATED} You can type once it starts.`}
              onRetry={() => startSession(false)}
            />
          ) : null}
          <ChatInput
            inputRef={inputRef}
            value={input}
            onChange={setInput}
            onSend={() => ask(input, true)}
            disabled={!sessionId}
            starting={starting}
            readOnly={pending}
            canSend={canSend}
            onStop={send.canStop ? stop : undefined}
          />
          <Text size="xs" c="dimmed" mt="xs">
            AI responses may take a few seconds. Educational information only, not financial advice.
          </Text>
        </div>
      </Paper>
    </Container>
  );
}
