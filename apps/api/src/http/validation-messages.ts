import { type ErrorBody, type ErrorCode, LIMITS } from '@odai/contract';

/** The parts of an Ajv error Fastify hands to its error handler. */
export interface SchemaIssue {
  instancePath: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** The contract's error body, with its code always set (every error we send names one). */
export type UserError = ErrorBody & { code: ErrorCode };

const count = (n: number) => n.toLocaleString('en-US');
/** Characters as the user and Ajv count them: code points, not UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

const sessionIdInvalid: UserError = {
  error: 'The session id is not valid. Please refresh the page to start a new chat.',
  code: 'INVALID_SESSION_ID',
};

/**
 * Turns the first schema violation of a request into a sentence a visitor can act on, never
 * Ajv's wording. `body` is the parsed body (to say how long a too-long message was).
 */
export function describeValidationError(context: string, issue: SchemaIssue, body: unknown): UserError {
  const field =
    issue.keyword === 'required' ? `/${String(issue.params?.missingProperty)}` : issue.instancePath;
  if (context === 'body') {
    if (field === '')
      return { error: 'Send a JSON object with a sessionId and a message.', code: 'INVALID_BODY' };
    if (field === '/sessionId') return sessionIdInvalid;
    if (field === '/message') {
      const message = (body as { message?: unknown } | null)?.message;
      if (issue.keyword === 'maxLength' && typeof message === 'string') {
        return {
          error: `Your message is too long: ${count(characterCount(message))} characters. The limit is ${count(LIMITS.messageMaxChars)}.`,
          code: 'MESSAGE_TOO_LONG',
        };
      }
      if (issue.keyword === 'required')
        return { error: 'Please write a message before sending.', code: 'MESSAGE_EMPTY' };
      return { error: 'Your message must be text.', code: 'INVALID_MESSAGE' };
    }
  }
  if (context === 'params' && field === '/sessionId') return sessionIdInvalid;
  if (context === 'params' && field === '/symbol') {
    return {
      error: `The token is not valid: use its ticker or Odin.fun id (letters, digits, ".", "_" or "-"; at most ${LIMITS.tokenLookupMaxChars}).`,
      code: 'INVALID_SYMBOL',
    };
  }
  if (context === 'params' && field === '/article') {
    return {
      error: 'The guide address is not valid: it is lower-case letters, digits and "-".',
      code: 'INVALID_ARTICLE',
    };
  }
  if (context === 'querystring' && field === '/days') {
    return {
      error: `The number of days must be a whole number from ${LIMITS.historyDaysMin} to ${LIMITS.historyDaysMax}.`,
      code: 'INVALID_DAYS',
    };
  }
  if (context === 'querystring' && field === '/range') {
    return { error: 'The range must be one of 24h, 7d or 30d.', code: 'INVALID_RANGE' };
  }
  return { error: 'The request is not valid. Please check it and try again.', code: 'INVALID_REQUEST' };
}
