// GENERATED FILE — do not edit. Error codes and limits the contract states, as values.
// Source: packages/contract/openapi.yaml. Regenerate with `pnpm gen`; CI fails when this file drifts.

export const ERROR_CODES = [
  "BAD_REQUEST",
  "BAD_URL",
  "INVALID_REQUEST",
  "INVALID_BODY",
  "INVALID_JSON",
  "INVALID_SESSION_ID",
  "INVALID_MESSAGE",
  "INVALID_SYMBOL",
  "INVALID_DAYS",
  "INVALID_RANGE",
  "INVALID_ARTICLE",
  "MESSAGE_EMPTY",
  "MESSAGE_TOO_LONG",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "BODY_NOT_ALLOWED",
  "CROSS_SITE_REQUEST",
  "REQUEST_TIMEOUT",
  "HEADERS_TOO_LARGE",
  "URI_TOO_LONG",
  "EXPECTATION_FAILED",
  "NOT_FOUND",
  "SESSION_NOT_FOUND",
  "TOKEN_NOT_FOUND",
  "GUIDE_NOT_FOUND",
  "FEATURED_NOT_CONFIGURED",
  "RATE_LIMITED",
  "MARKET_NOT_READY",
  "ASSISTANT_UNAVAILABLE",
  "DATABASE_UNAVAILABLE",
  "UNAVAILABLE",
  "INTERNAL"
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const LIMITS = {
  "messageMaxChars": 2000,
  "tokenLookupMaxChars": 32,
  "historyDaysMin": 1,
  "historyDaysMax": 90,
  "historyDaysDefault": 7,
  "requestBodyMaxBytes": 16384
} as const;
