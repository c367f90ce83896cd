// Each key joined with '/' is the URL its query reads (a fixed product rule for the default read): keep them so.
export const chatKeys = {
  messages: (sessionId: string) => ['/api/chat/messages', sessionId] as const,
  assistant: ['/api/chat/assistant'] as const,
};
