import type { components, operations } from '../generated/api-types.gen.js';

// Short names for the shapes the contract defines (never written by hand).
export type Schemas = components['schemas'];
export type ChatMessage = Schemas['ChatMessage'];
export type ErrorBody = Schemas['Error'];
export type SendChatMessageBody = operations['sendChatMessage']['requestBody']['content']['application/json'];
export type ListChatMessagesParams = operations['listChatMessages']['parameters']['path'];
export type TokenDetailParams = operations['getTokenDetail']['parameters']['path'];
export type TokenDetailQuery = NonNullable<operations['getTokenDetail']['parameters']['query']>;
export type Readiness = Schemas['Readiness'];
export type Health = Schemas['Health'];
