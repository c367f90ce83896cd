import type { operations } from './generated/api-types.gen.js';

// Fastify route generics derived from the generated operation types, so a handler's params,
// query, body AND replies are checked against the contract: `app.route<RouteTypes<'sendChatMessage'>>`.

type OperationId = keyof operations;

/** A parameter group the operation declares, or `unknown` when it declares none (`never`). */
type Declared<T> = [Exclude<T, undefined>] extends [never] ? unknown : Exclude<T, undefined>;

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** The JSON body of each documented status: `{ 201: ChatSession; 429: Error; … }`. */
export type ReplyBodies<Id extends OperationId> = {
  [Status in keyof operations[Id]['responses']]: JsonBody<operations[Id]['responses'][Status]>;
};

export interface RouteTypes<Id extends OperationId> {
  Params: Declared<operations[Id]['parameters']['path']>;
  Querystring: Declared<operations[Id]['parameters']['query']>;
  Body: JsonBody<Exclude<operations[Id]['requestBody'], undefined>> extends infer B
    ? [B] extends [undefined]
      ? unknown
      : B
    : unknown;
  Reply: ReplyBodies<Id>;
}
