import type { components } from '@odai/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import {
  AS_OF,
  assistantMessage,
  chatAssistant,
  errorBody,
  featuredToken,
  guide,
  guideSummaries,
  marketOverview,
  popularTokens,
  SESSION_ID,
  tokenDetail,
  tokens,
} from './fixtures';

type Schemas = components['schemas'];
type ChatMessage = Schemas['ChatMessage'];

const marketHeaders = { 'X-Data-Source': 'demo', 'X-Data-As-Of': AS_OF };

/** The chat's stored messages; reset before every test. */
export const chatStore: { messages: ChatMessage[] } = { messages: [] };

export const handlers = [
  http.post('/api/chat/session', () =>
    HttpResponse.json<Schemas['ChatSession']>({ sessionId: SESSION_ID }, { status: 201 }),
  ),
  http.get('/api/chat/assistant', () => HttpResponse.json<Schemas['ChatAssistant']>(chatAssistant)),
  http.get('/api/chat/messages/:sessionId', () => HttpResponse.json<ChatMessage[]>(chatStore.messages)),
  http.post('/api/chat/message', async ({ request }) => {
    const body = (await request.json()) as Schemas['SendChatMessageRequest'];
    const userMessage: ChatMessage = {
      id: `u-${chatStore.messages.length}`,
      message: body.message.trim(),
      isUser: true,
      createdAt: AS_OF,
    };
    const answer: ChatMessage = { ...assistantMessage, id: `a-${chatStore.messages.length}` };
    chatStore.messages = [...chatStore.messages, userMessage, answer];
    return HttpResponse.json<Schemas['SendChatMessageResponse']>(
      { userMessage, assistantMessage: answer },
      { status: 201 },
    );
  }),
  http.get('/api/guides', () => HttpResponse.json<Schemas['GuideSummary'][]>(guideSummaries)),
  http.get('/api/guides/:article', ({ params }) =>
    params.article === guide.slug
      ? HttpResponse.json<Schemas['Guide']>(guide)
      : HttpResponse.json(errorBody('There is no guide at this address.', 'GUIDE_NOT_FOUND'), {
          status: 404,
        }),
  ),
  http.get('/api/ready', () =>
    HttpResponse.json<Schemas['Readiness']>({
      status: 'ready',
      database: 'ok',
      market: { source: 'demo', ingesting: true },
    }),
  ),
  http.get('/api/tokens/featured', () => HttpResponse.json<Schemas['FeaturedToken']>(featuredToken)),
  http.get('/api/tokens/popular', () =>
    HttpResponse.json<Schemas['PopularToken'][]>(popularTokens, { headers: marketHeaders }),
  ),
  http.get('/api/analytics/tokens', () =>
    HttpResponse.json<Schemas['Token'][]>(tokens, { headers: marketHeaders }),
  ),
  http.get('/api/analytics/market-overview', () =>
    HttpResponse.json<Schemas['MarketOverviewResponse']>(marketOverview),
  ),
  http.get('/api/analytics/token/:symbol', () =>
    HttpResponse.json<Schemas['TokenDetailResponse']>(tokenDetail),
  ),
];

export const server = setupServer(...handlers);

export function resetChatStore() {
  chatStore.messages = [];
}
