import type { components } from '@odai/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AS_OF, assistantMessage, chatAssistant } from '../../../test/fixtures';
import { gate } from '../../../test/gate';
import { renderApp } from '../../../test/render';
import { chatStore, server } from '../../../test/server';

type ChatMessage = components['schemas']['ChatMessage'];

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const log = () => screen.getByRole('log', { name: 'Chat messages' });
const encoder = new TextEncoder();
const sse = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * POST /api/chat/message/stream shaped by the contract: `user`, two `delta`s, then (once the test
 * releases it) `assistant` or `error`. The question is stored first, the answer at the end, as the
 * server does; an aborted stream stores no answer.
 */
function streamingServer(ending: 'assistant' | 'error' = 'assistant') {
  const held = gate();
  const plainSends = vi.fn();
  server.use(
    http.get('/api/chat/assistant', () =>
      HttpResponse.json({ ...chatAssistant, engine: 'llm', streaming: true }),
    ),
    http.post('/api/chat/message', () => plainSends()),
    http.post('/api/chat/message/stream', async ({ request }) => {
      const body = (await request.json()) as { sessionId: string; message: string };
      const user: ChatMessage = { id: 'u-1', message: body.message, isUser: true, createdAt: AS_OF };
      chatStore.messages = [...chatStore.messages, user];
      const answer: ChatMessage = { ...assistantMessage, id: 'a-1', engine: 'llm' };
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(sse('user', user));
          controller.enqueue(sse('delta', { text: 'A token **ascends** ' }));
          controller.enqueue(sse('delta', { text: 'when 80% is sold. ' }));
          await held.opened;
          if (request.signal.aborted) return;
          if (ending === 'error') {
            controller.enqueue(
              sse('error', { error: 'The assistant could not answer.', code: 'ASSISTANT_UNAVAILABLE' }),
            );
          } else {
            chatStore.messages = [...chatStore.messages, answer];
            controller.enqueue(sse('assistant', answer));
          }
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return { release: held.release, plainSends };
}

async function ready() {
  renderApp('/');
  await waitFor(() => expect(input()).toBeEnabled());
  // The assistant's description has arrived (its welcome questions show).
  await screen.findByRole('list', { name: 'Suggested questions' });
}

describe('chat with a streaming assistant', () => {
  it('shows the answer as it streams, in Markdown, then the stored answer with its sources', async () => {
    const { release, plainSends } = streamingServer();
    await ready();
    await userEvent.type(input(), 'What happens when a token ascends?{Enter}');
    expect(await within(log()).findByText('ascends')).toBeInTheDocument();
    expect(within(log()).getByText('ascends').tagName).toBe('STRONG');
    expect(within(log()).getByText(/when 80% is sold/)).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop answer' })).toBeInTheDocument();
    release();
    expect(await within(log()).findByRole('list', { name: 'Sources' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop answer' })).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(plainSends).not.toHaveBeenCalled();
  });

  it('Escape stops the answer: no error, the question and the partial answer stay, the text stays in the field', async () => {
    const { release } = streamingServer();
    await ready();
    await userEvent.type(input(), 'Stop me{Enter}');
    await within(log()).findByText(/when 80% is sold/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop answer' })).not.toBeInTheDocument(),
    );
    expect(within(log()).getByText('Stop me')).toBeInTheDocument();
    // What was shown stays, marked as stopped and not saved (decision 042).
    const stopped = within(log()).getByLabelText('Stopped answer');
    expect(within(stopped).getByText(/when 80% is sold/)).toBeInTheDocument();
    expect(within(stopped).getByText(/Stopped\. This partial answer is not saved/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).toHaveValue('Stop me');
    expect(input()).toHaveFocus();
    release();
  });

  it('the Stop button stops the answer too', async () => {
    const { release } = streamingServer();
    await ready();
    await userEvent.type(input(), 'Stop me{Enter}');
    await within(log()).findByText(/when 80% is sold/);
    await userEvent.click(screen.getByRole('button', { name: 'Stop answer' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop answer' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(log()).getByLabelText('Stopped answer')).toBeInTheDocument();
    release();
  });

  it("an error event toasts the server's sentence and keeps the input", async () => {
    const { release } = streamingServer('error');
    await ready();
    await userEvent.type(input(), 'Fail me{Enter}');
    await within(log()).findByText(/when 80% is sold/);
    release();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('The assistant could not answer.')).toBeInTheDocument();
    expect(input()).toHaveValue('Fail me');
  });
});
