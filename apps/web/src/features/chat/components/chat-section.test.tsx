import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, SESSION_ID } from '../../../test/fixtures';
import { gate, heldResponse } from '../../../test/gate';
import { renderApp } from '../../../test/render';
import { chatStore, server } from '../../../test/server';

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const log = () => screen.getByRole('log', { name: 'Chat messages' });

async function ready() {
  renderApp('/');
  await waitFor(() => expect(input()).toBeEnabled());
}

/** A POST /api/chat/message that waits until the test lets it go. */
function heldSend() {
  const { opened, release } = gate();
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/chat/message', async ({ request }) => {
      bodies.push(await request.json());
      await opened;
      return HttpResponse.json(errorBody('The assistant could not answer.', 'ASSISTANT_UNAVAILABLE'), {
        status: 503,
      });
    }),
  );
  return { release, bodies };
}

describe('chat section', () => {
  it('keeps the input and send button disabled until the session exists', async () => {
    const held = heldResponse(() => HttpResponse.json({ sessionId: SESSION_ID }, { status: 201 }));
    server.use(http.post('/api/chat/session', held.resolver));
    renderApp('/');
    // The chat is a lazily loaded section of the landing: wait for it to appear.
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    // It says why, and every control that asks is busy (decision 041), the questions included.
    expect(input()).toHaveAttribute('placeholder', 'Starting the chat…');
    expect(input()).toHaveAttribute('aria-busy', 'true');
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    const suggested = await screen.findByRole('list', { name: 'Suggested questions' });
    expect(suggested).toHaveAttribute('aria-busy', 'true');
    for (const chip of within(suggested).getAllByRole('button')) expect(chip).toBeDisabled();
    held.release();
    await waitFor(() => expect(input()).toBeEnabled());
    expect(input()).not.toHaveAttribute('aria-busy');
    expect(input()).not.toHaveAttribute('placeholder', 'Starting the chat…');
    expect(sendButton()).not.toHaveAttribute('aria-busy');
    expect(suggested).not.toHaveAttribute('aria-busy');
    expect(within(suggested).getAllByRole('button')[0]).toBeEnabled();
  });

  it('creates the session exactly once', async () => {
    const created = vi.fn();
    server.use(
      http.post('/api/chat/session', () => {
        created();
        return HttpResponse.json({ sessionId: SESSION_ID }, { status: 201 });
      }),
    );
    await ready();
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows the welcome bubble with help topics when there are no messages', async () => {
    await ready();
    expect(await within(log()).findByText(/your unofficial guide to Odin\.fun/)).toBeInTheDocument();
    expect(within(log()).getByText('Fees and referral rebates')).toBeInTheDocument();
    expect(screen.getByText(/may take a few seconds/)).toBeInTheDocument();
  });

  it('disables send for an empty or whitespace-only message, and Enter does not send it', async () => {
    const sent = vi.fn();
    server.use(http.post('/api/chat/message', () => sent()));
    await ready();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends on Enter, clears the input and shows the answer as Markdown with its sources', async () => {
    await ready();
    const scrollTo = vi.spyOn(log(), 'scrollTo');
    await userEvent.type(input(), 'What happens when a token ascends?{Enter}');
    expect(await within(log()).findByText('ascends')).toBeInTheDocument();
    expect(within(log()).getByText('ascends').tagName).toBe('STRONG');
    expect(within(log()).getByText('What happens when a token ascends?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));

    const link = within(log()).getByRole('link', { name: 'the help centre' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const sources = within(log()).getByRole('list', { name: 'Sources' });
    expect(within(sources).getByText('Bonding curves — Ascension')).toBeInTheDocument();
    // Citations open our pages; a demo token has no Odin.fun page (no url), so no outside link.
    expect(within(sources).getByRole('link', { name: 'Bonding curves — Ascension' })).toHaveAttribute(
      'href',
      '/guides/bonding-curves#ascension',
    );
    expect(within(sources).getByRole('link', { name: /ODINDOG market data.*demo data/ })).toHaveAttribute(
      'href',
      '/analytics/2jjj',
    );
    expect(within(sources).queryByRole('link', { name: /Odin\.fun/ })).toBeNull();
    expect(screen.queryByText(/Ask me anything/)).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it('never renders raw HTML or javascript: links from an answer', async () => {
    await ready();
    await userEvent.type(input(), 'hi{Enter}');
    await within(log()).findByText('ascends');
    expect(log().querySelector('script, img')).toBeNull();
    const bad = within(log()).getByText('bad');
    expect(bad.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('Shift+Enter adds a new line instead of sending', async () => {
    const sent = vi.fn();
    server.use(http.post('/api/chat/message', () => sent()));
    await ready();
    await userEvent.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows Thinking... while a send is pending: the input read-only and focused, send disabled', async () => {
    const { release, bodies } = heldSend();
    await ready();
    await userEvent.type(input(), 'How do fees work?');
    await userEvent.click(sendButton());
    expect(await screen.findByText('Thinking...')).toBeInTheDocument();
    expect(input()).toHaveAttribute('readonly');
    expect(input()).toHaveFocus();
    await userEvent.type(input(), 'more');
    expect(input()).toHaveValue('How do fees work?');
    expect(sendButton()).toBeDisabled();
    expect(bodies).toEqual([{ sessionId: SESSION_ID, message: 'How do fees work?' }]);
    release();
    await waitFor(() => expect(screen.queryByText('Thinking...')).not.toBeInTheDocument());
  });

  it("on failure toasts the server's error sentence and keeps the input", async () => {
    server.use(
      http.post('/api/chat/message', () =>
        HttpResponse.json(
          errorBody(
            'You are sending messages too quickly. Please wait 20 seconds and try again.',
            'RATE_LIMITED',
          ),
          { status: 429 },
        ),
      ),
    );
    await ready();
    await userEvent.type(input(), 'Keep me{Enter}');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText(/sending messages too quickly/)).toBeInTheDocument();
    expect(input()).toHaveValue('Keep me');
  });

  it('falls back to a generic sentence when the error body is not JSON', async () => {
    server.use(
      http.post('/api/chat/message', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    await ready();
    await userEvent.type(input(), 'Hello{Enter}');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(input()).toHaveValue('Hello');
  });

  it('toasts when the session cannot be created and leaves the chat disabled', async () => {
    server.use(
      http.post('/api/chat/session', () =>
        HttpResponse.json(errorBody('Too many sessions.', 'RATE_LIMITED'), { status: 429 }),
      ),
    );
    renderApp('/');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(
      within(toast).getByText('Failed to create chat session. Please refresh and try again.'),
    ).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });
});

describe('chat suggestions and controls', () => {
  it('offers the welcome questions; choosing one sends it', async () => {
    const { bodies, release } = heldSend();
    await ready();
    const welcome = await screen.findByRole('list', { name: 'Suggested questions' });
    const choices = within(welcome).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual([
      'How does the bonding curve work?',
      'How does AMM trading work?',
      'How do I launch my own token?',
      'How is ODINDOG doing today?',
    ]);
    await userEvent.click(within(welcome).getByRole('button', { name: 'How does AMM trading work?' }));
    expect(bodies).toEqual([{ sessionId: SESSION_ID, message: 'How does AMM trading work?' }]);
    expect(input()).toHaveFocus();
    release();
  });

  it('offers the newest answer its follow-up questions and a Copy button', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await ready();
    await userEvent.type(input(), 'What happens when a token ascends?{Enter}');
    const followUps = await screen.findByRole('list', { name: 'Follow-up questions' });
    expect(
      within(followUps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['What fees does Odin.fun charge?', 'How do I launch my own token?']);
    await userEvent.click(within(log()).getByRole('button', { name: 'Copy answer' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('A token **ascends**'));
    expect(await within(log()).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('New chat starts another session and shows the welcome again', async () => {
    let created = 0;
    const asked: string[] = [];
    server.use(
      // The second session is new and empty.
      http.get('/api/chat/messages/:sessionId', ({ params }) =>
        HttpResponse.json(params.sessionId === SESSION_ID ? chatStore.messages : []),
      ),
      http.post('/api/chat/session', ({ request }) => {
        created++;
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          { sessionId: created === 1 ? SESSION_ID : `${SESSION_ID.slice(0, -1)}f` },
          { status: 201 },
        );
      }),
    );
    await ready();
    await userEvent.type(input(), 'hi{Enter}');
    await within(log()).findByText('ascends');
    await userEvent.click(screen.getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(created).toBe(2));
    // On load the current session is asked for; New chat asks for a fresh one.
    expect(asked).toEqual(['', '?fresh=true']);
    expect(await within(log()).findByText(/your unofficial guide/)).toBeInTheDocument();
  });

  it('explains why the input is disabled when the session cannot be created, and Retry recovers', async () => {
    let fail = true;
    server.use(
      http.post('/api/chat/session', () =>
        fail
          ? HttpResponse.json(errorBody('The database is not reachable.', 'DATABASE_UNAVAILABLE'), {
              status: 503,
            })
          : HttpResponse.json({ sessionId: SESSION_ID }, { status: 201 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('The chat could not start')).toBeInTheDocument();
    expect(screen.getByText(/The database is not reachable\./)).toBeInTheDocument();
    expect(input()).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(input()).toBeEnabled());
    expect(screen.queryByText('The chat could not start')).not.toBeInTheDocument();
  });
});
