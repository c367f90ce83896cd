// GENERATED FILE — do not edit. Fastify route schemas per operation.
// Source: packages/contract/openapi.yaml. Regenerate with `pnpm gen`; CI fails when this file drifts.

export const routeSchemas = {
  "createChatSession": {
    "method": "POST",
    "url": "/api/chat/session",
    "schema": {
      "operationId": "createChatSession",
      "summary": "Start an anonymous chat session",
      "tags": [
        "chat"
      ],
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "required": [],
        "properties": {
          "fresh": {
            "type": "boolean",
            "default": false,
            "description": "Start a new session even when the browser has a current one."
          }
        }
      },
      "response": {
        "200": {
          "type": "object",
          "required": [
            "sessionId"
          ],
          "additionalProperties": false,
          "properties": {
            "sessionId": {
              "type": "string",
              "format": "uuid",
              "description": "Random UUID of the new session."
            }
          }
        },
        "201": {
          "type": "object",
          "required": [
            "sessionId"
          ],
          "additionalProperties": false,
          "properties": {
            "sessionId": {
              "type": "string",
              "format": "uuid",
              "description": "Random UUID of the new session."
            }
          }
        },
        "400": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "403": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "415": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "getChatAssistant": {
    "method": "GET",
    "url": "/api/chat/assistant",
    "schema": {
      "operationId": "getChatAssistant",
      "summary": "Which engine answers, whether it streams, and the welcome questions",
      "tags": [
        "chat"
      ],
      "response": {
        "200": {
          "type": "object",
          "required": [
            "engine",
            "streaming",
            "suggestions"
          ],
          "additionalProperties": false,
          "properties": {
            "engine": {
              "type": "string",
              "enum": [
                "embedded",
                "llm"
              ],
              "description": "`llm`: an OpenAI-compatible model answers (the embedded engine is its fallback). `embedded`: the offline engine answers."
            },
            "streaming": {
              "type": "boolean",
              "description": "true when `POST /api/chat/message/stream` is served."
            },
            "suggestions": {
              "type": "array",
              "minItems": 4,
              "maxItems": 6,
              "description": "Questions for the welcome bubble, one per main topic and one about live figures.",
              "items": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              }
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "getFeaturedToken": {
    "method": "GET",
    "url": "/api/tokens/featured",
    "schema": {
      "operationId": "getFeaturedToken",
      "summary": "The featured token (ODAI)",
      "tags": [
        "tokens"
      ],
      "response": {
        "200": {
          "type": "object",
          "required": [
            "id",
            "symbol",
            "fullName",
            "description",
            "price",
            "change24h",
            "marketCap",
            "status",
            "holders",
            "url",
            "source",
            "asOf"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "description": "Odin.fun token id."
            },
            "symbol": {
              "type": "string",
              "description": "Ticker, e.g. ODAI."
            },
            "fullName": {
              "type": "string",
              "description": "Token name."
            },
            "description": {
              "type": "string"
            },
            "price": {
              "description": "Price in sats per token.",
              "type": "string",
              "pattern": "^-?\\d+(\\.\\d+)?$"
            },
            "priceUSD": {
              "description": "Price in US dollars per token.",
              "type": "string",
              "pattern": "^-?\\d+(\\.\\d+)?$"
            },
            "change24h": {
              "description": "Price change over the last 24 h",
              "in percent.": null,
              "type": "string",
              "pattern": "^-?\\d+(\\.\\d+)?$"
            },
            "marketCap": {
              "0": null,
              "description": "Market cap in US dollars (price × 21",
              "000 supply).": null,
              "type": "string",
              "pattern": "^-?\\d+(\\.\\d+)?$"
            },
            "status": {
              "description": "Bonding-curve progress in percent (0–100); 100 once the token has ascended. Shown as \"Progress\".",
              "type": "string",
              "pattern": "^-?\\d+(\\.\\d+)?$"
            },
            "bonded": {
              "type": "boolean",
              "description": "true once the token has ascended to its AMM pool."
            },
            "holders": {
              "type": "integer",
              "minimum": 0,
              "description": "Number of holders."
            },
            "supply": {
              "description": "Total supply in whole tokens.",
              "type": "string",
              "pattern": "^-?\\d+(\\.\\d+)?$"
            },
            "txns": {
              "type": "integer",
              "minimum": 0,
              "description": "Trades in the last 24 h."
            },
            "dev": {
              "type": "string",
              "description": "The creator's principal or name."
            },
            "url": {
              "type": "string",
              "format": "uri",
              "description": "The token's page on Odin.fun; falls back to https://odin.fun/token/{id}."
            },
            "source": {
              "type": "string",
              "enum": [
                "odin",
                "demo"
              ],
              "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
            },
            "asOf": {
              "type": "string",
              "format": "date-time",
              "description": "When these figures were computed."
            }
          }
        },
        "404": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "getGuide": {
    "method": "GET",
    "url": "/api/guides/:article",
    "schema": {
      "operationId": "getGuide",
      "summary": "One guide with its sections' Markdown and its sources",
      "tags": [
        "guides"
      ],
      "params": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "article"
        ],
        "properties": {
          "article": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "pattern": "^[a-z0-9-]+$",
            "description": "The article's slug (the part of a guide citation before `#`)."
          }
        }
      },
      "response": {
        "200": {
          "type": "object",
          "required": [
            "slug",
            "title",
            "description",
            "sections",
            "sources"
          ],
          "additionalProperties": false,
          "properties": {
            "slug": {
              "type": "string"
            },
            "title": {
              "type": "string"
            },
            "description": {
              "type": "string"
            },
            "sections": {
              "type": "array",
              "maxItems": 100,
              "items": {
                "type": "object",
                "required": [
                  "slug",
                  "title",
                  "markdown"
                ],
                "additionalProperties": false,
                "properties": {
                  "slug": {
                    "type": "string"
                  },
                  "title": {
                    "type": "string"
                  },
                  "markdown": {
                    "type": "string",
                    "description": "The section's body in Markdown, without its heading."
                  }
                }
              }
            },
            "sources": {
              "type": "array",
              "maxItems": 100,
              "description": "The outside pages the article is based on.",
              "items": {
                "type": "string",
                "format": "uri"
              }
            }
          }
        },
        "400": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "404": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "414": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "getHealth": {
    "method": "GET",
    "url": "/api/health",
    "schema": {
      "operationId": "getHealth",
      "summary": "Liveness",
      "tags": [
        "health"
      ],
      "response": {
        "200": {
          "type": "object",
          "required": [
            "status",
            "uptimeSeconds"
          ],
          "additionalProperties": false,
          "properties": {
            "status": {
              "type": "string",
              "enum": [
                "ok"
              ]
            },
            "uptimeSeconds": {
              "type": "number",
              "minimum": 0
            }
          }
        }
      }
    }
  },
  "getMarketOverview": {
    "method": "GET",
    "url": "/api/analytics/market-overview",
    "schema": {
      "operationId": "getMarketOverview",
      "summary": "Market totals and rankings",
      "tags": [
        "analytics"
      ],
      "response": {
        "200": {
          "type": "object",
          "required": [
            "overview",
            "topGainers",
            "topLosers",
            "mostVolatile",
            "source",
            "asOf"
          ],
          "additionalProperties": false,
          "properties": {
            "overview": {
              "type": "object",
              "required": [
                "totalTokens",
                "totalHolders",
                "totalTransactions24h",
                "totalMarketCap"
              ],
              "additionalProperties": false,
              "properties": {
                "totalTokens": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Tracked tokens."
                },
                "totalHolders": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Sum of holder counts (a wallet holding two tokens counts twice)."
                },
                "totalTransactions24h": {
                  "type": "integer",
                  "minimum": 0,
                  "description": "Trades in the last 24 h across all tokens."
                },
                "totalMarketCap": {
                  "description": "Sum of market caps in US dollars.",
                  "type": "string",
                  "pattern": "^-?\\d+(\\.\\d+)?$"
                },
                "btcUsd": {
                  "description": "The BTC/USD rate used for the dollar figures.",
                  "type": "string",
                  "pattern": "^-?\\d+(\\.\\d+)?$"
                }
              }
            },
            "topGainers": {
              "type": "array",
              "maxItems": 10,
              "description": "Largest 24 h price change first (positive changes only).",
              "items": {
                "type": "object",
                "required": [
                  "tokenId",
                  "priceChange24h",
                  "holders",
                  "transactions24h",
                  "liquidityScore",
                  "volatility"
                ],
                "additionalProperties": false,
                "properties": {
                  "tokenId": {
                    "type": "string",
                    "description": "Equals the `id` of the token these figures belong to."
                  },
                  "priceChange24h": {
                    "description": "(price now / price 24 h ago − 1) × 100, in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "holders": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Holder count reported by Odin.fun (or the demo market)."
                  },
                  "transactions24h": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Trades in the last 24 h."
                  },
                  "liquidityScore": {
                    "description": "0–10; a monotonic map of the BTC needed to move the price by 2%.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "volatility": {
                    "description": "Standard deviation of 5-minute log returns over 24 h (zero mean), scaled to a day (× √288), in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "historyHours": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Hours of history the figures are computed over (24 when complete)."
                  },
                  "partial": {
                    "type": "boolean",
                    "description": "true when less than 24 h of history exists; figures cover what exists."
                  }
                }
              }
            },
            "topLosers": {
              "type": "array",
              "maxItems": 10,
              "description": "Most negative 24 h price change first (negative changes only).",
              "items": {
                "type": "object",
                "required": [
                  "tokenId",
                  "priceChange24h",
                  "holders",
                  "transactions24h",
                  "liquidityScore",
                  "volatility"
                ],
                "additionalProperties": false,
                "properties": {
                  "tokenId": {
                    "type": "string",
                    "description": "Equals the `id` of the token these figures belong to."
                  },
                  "priceChange24h": {
                    "description": "(price now / price 24 h ago − 1) × 100, in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "holders": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Holder count reported by Odin.fun (or the demo market)."
                  },
                  "transactions24h": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Trades in the last 24 h."
                  },
                  "liquidityScore": {
                    "description": "0–10; a monotonic map of the BTC needed to move the price by 2%.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "volatility": {
                    "description": "Standard deviation of 5-minute log returns over 24 h (zero mean), scaled to a day (× √288), in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "historyHours": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Hours of history the figures are computed over (24 when complete)."
                  },
                  "partial": {
                    "type": "boolean",
                    "description": "true when less than 24 h of history exists; figures cover what exists."
                  }
                }
              }
            },
            "mostVolatile": {
              "type": "array",
              "maxItems": 10,
              "description": "Highest volatility first.",
              "items": {
                "type": "object",
                "required": [
                  "tokenId",
                  "priceChange24h",
                  "holders",
                  "transactions24h",
                  "liquidityScore",
                  "volatility"
                ],
                "additionalProperties": false,
                "properties": {
                  "tokenId": {
                    "type": "string",
                    "description": "Equals the `id` of the token these figures belong to."
                  },
                  "priceChange24h": {
                    "description": "(price now / price 24 h ago − 1) × 100, in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "holders": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Holder count reported by Odin.fun (or the demo market)."
                  },
                  "transactions24h": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Trades in the last 24 h."
                  },
                  "liquidityScore": {
                    "description": "0–10; a monotonic map of the BTC needed to move the price by 2%.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "volatility": {
                    "description": "Standard deviation of 5-minute log returns over 24 h (zero mean), scaled to a day (× √288), in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "historyHours": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Hours of history the figures are computed over (24 when complete)."
                  },
                  "partial": {
                    "type": "boolean",
                    "description": "true when less than 24 h of history exists; figures cover what exists."
                  }
                }
              }
            },
            "source": {
              "type": "string",
              "enum": [
                "odin",
                "demo"
              ],
              "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
            },
            "asOf": {
              "type": "string",
              "format": "date-time",
              "description": "When these figures were computed."
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "getReadiness": {
    "method": "GET",
    "url": "/api/ready",
    "schema": {
      "operationId": "getReadiness",
      "summary": "Readiness",
      "tags": [
        "health"
      ],
      "response": {
        "200": {
          "type": "object",
          "required": [
            "status",
            "database",
            "market"
          ],
          "additionalProperties": false,
          "properties": {
            "status": {
              "type": "string",
              "enum": [
                "ready",
                "not-ready"
              ]
            },
            "database": {
              "type": "string",
              "enum": [
                "ok",
                "down"
              ]
            },
            "market": {
              "type": "object",
              "required": [
                "source",
                "ingesting"
              ],
              "additionalProperties": false,
              "properties": {
                "source": {
                  "oneOf": [
                    {
                      "type": "string",
                      "enum": [
                        "odin",
                        "demo"
                      ],
                      "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "The source of the data being served; null before the first ingest."
                },
                "ingesting": {
                  "type": "boolean",
                  "description": "Whether this process runs the ingester."
                },
                "lastIngestAt": {
                  "oneOf": [
                    {
                      "type": "string",
                      "format": "date-time"
                    },
                    {
                      "type": "null"
                    }
                  ]
                },
                "ingestAgeSeconds": {
                  "oneOf": [
                    {
                      "type": "number",
                      "minimum": 0
                    },
                    {
                      "type": "null"
                    }
                  ]
                },
                "upstreamReachable": {
                  "type": "boolean",
                  "description": "For live data, whether the last call to Odin.fun succeeded; false while demo data is served."
                },
                "demoFallback": {
                  "type": "boolean",
                  "description": "True when `MARKET_SOURCE=auto` could not reach Odin.fun at start-up and the simulated\ndemo market is served instead.\n"
                }
              }
            }
          }
        },
        "503": {
          "type": "object",
          "required": [
            "status",
            "database",
            "market"
          ],
          "additionalProperties": false,
          "properties": {
            "status": {
              "type": "string",
              "enum": [
                "ready",
                "not-ready"
              ]
            },
            "database": {
              "type": "string",
              "enum": [
                "ok",
                "down"
              ]
            },
            "market": {
              "type": "object",
              "required": [
                "source",
                "ingesting"
              ],
              "additionalProperties": false,
              "properties": {
                "source": {
                  "oneOf": [
                    {
                      "type": "string",
                      "enum": [
                        "odin",
                        "demo"
                      ],
                      "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "The source of the data being served; null before the first ingest."
                },
                "ingesting": {
                  "type": "boolean",
                  "description": "Whether this process runs the ingester."
                },
                "lastIngestAt": {
                  "oneOf": [
                    {
                      "type": "string",
                      "format": "date-time"
                    },
                    {
                      "type": "null"
                    }
                  ]
                },
                "ingestAgeSeconds": {
                  "oneOf": [
                    {
                      "type": "number",
                      "minimum": 0
                    },
                    {
                      "type": "null"
                    }
                  ]
                },
                "upstreamReachable": {
                  "type": "boolean",
                  "description": "For live data, whether the last call to Odin.fun succeeded; false while demo data is served."
                },
                "demoFallback": {
                  "type": "boolean",
                  "description": "True when `MARKET_SOURCE=auto` could not reach Odin.fun at start-up and the simulated\ndemo market is served instead.\n"
                }
              }
            }
          }
        }
      }
    }
  },
  "getTokenDetail": {
    "method": "GET",
    "url": "/api/analytics/token/:symbol",
    "schema": {
      "operationId": "getTokenDetail",
      "summary": "One token's analytics and price history",
      "tags": [
        "analytics"
      ],
      "params": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "symbol"
        ],
        "properties": {
          "symbol": {
            "type": "string",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9._-]+$",
            "description": "Token id (e.g. `2jjj`) or ticker (e.g. `odindog`, case-insensitive)."
          }
        }
      },
      "querystring": {
        "type": "object",
        "additionalProperties": false,
        "required": [],
        "properties": {
          "days": {
            "type": "integer",
            "minimum": 1,
            "maximum": 90,
            "default": 7,
            "description": "How many days of history to return (1–90)."
          },
          "range": {
            "type": "string",
            "enum": [
              "24h",
              "7d",
              "30d"
            ],
            "description": "A named history window; when given it replaces `days` (`24h` = 1 day, `7d` = 7 days,\n`30d` = 30 days). Without it `days` applies (default 7 days, as before).\n"
          }
        }
      },
      "response": {
        "200": {
          "type": "object",
          "required": [
            "token",
            "analytics",
            "priceHistory",
            "source",
            "asOf"
          ],
          "additionalProperties": false,
          "properties": {
            "token": {
              "type": "object",
              "required": [
                "id",
                "name",
                "symbol"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string"
                },
                "name": {
                  "type": "string"
                },
                "symbol": {
                  "type": "string"
                },
                "price": {
                  "description": "Price in sats per token.",
                  "type": "string",
                  "pattern": "^-?\\d+(\\.\\d+)?$"
                },
                "marketCap": {
                  "description": "Market cap in US dollars.",
                  "type": "string",
                  "pattern": "^-?\\d+(\\.\\d+)?$"
                },
                "bonded": {
                  "type": "boolean"
                },
                "volume24h": {
                  "description": "US dollars traded in the last 24 h.",
                  "type": "string",
                  "pattern": "^-?\\d+(\\.\\d+)?$"
                },
                "progress": {
                  "description": "Bonding-curve progress in percent (0–100); 100 once the token has ascended.",
                  "type": "string",
                  "pattern": "^-?\\d+(\\.\\d+)?$"
                },
                "url": {
                  "type": "string",
                  "format": "uri",
                  "description": "The token's page on Odin.fun."
                }
              }
            },
            "analytics": {
              "oneOf": [
                {
                  "type": "object",
                  "required": [
                    "tokenId",
                    "priceChange24h",
                    "holders",
                    "transactions24h",
                    "liquidityScore",
                    "volatility"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "tokenId": {
                      "type": "string",
                      "description": "Equals the `id` of the token these figures belong to."
                    },
                    "priceChange24h": {
                      "description": "(price now / price 24 h ago − 1) × 100, in percent.",
                      "type": "string",
                      "pattern": "^-?\\d+(\\.\\d+)?$"
                    },
                    "holders": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Holder count reported by Odin.fun (or the demo market)."
                    },
                    "transactions24h": {
                      "type": "integer",
                      "minimum": 0,
                      "description": "Trades in the last 24 h."
                    },
                    "liquidityScore": {
                      "description": "0–10; a monotonic map of the BTC needed to move the price by 2%.",
                      "type": "string",
                      "pattern": "^-?\\d+(\\.\\d+)?$"
                    },
                    "volatility": {
                      "description": "Standard deviation of 5-minute log returns over 24 h (zero mean), scaled to a day (× √288), in percent.",
                      "type": "string",
                      "pattern": "^-?\\d+(\\.\\d+)?$"
                    },
                    "historyHours": {
                      "type": "number",
                      "minimum": 0,
                      "description": "Hours of history the figures are computed over (24 when complete)."
                    },
                    "partial": {
                      "type": "boolean",
                      "description": "true when less than 24 h of history exists; figures cover what exists."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "null until the token's analytics have been computed once."
            },
            "priceHistory": {
              "type": "array",
              "maxItems": 600,
              "description": "Oldest first, at most 600 points (see `history`).",
              "items": {
                "type": "object",
                "required": [
                  "timestamp",
                  "price"
                ],
                "additionalProperties": false,
                "properties": {
                  "timestamp": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "price": {
                    "description": "Price in sats per token.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "volume24h": {
                    "description": "US dollars traded in the 24 h ending at this point; absent counts as 0 (points before the detail's `history.volumeFrom` carry none).",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "volume": {
                    "description": "US dollars traded in this point's bucket (`history.bucketSeconds` wide, ending at the\nbucket's last stored point): the source's cumulative volume here less at the previous\nbucket's last stored point, at this point's BTC/USD. Absent when that is unknown: no\ncumulative volume stored for either point (history rebuilt from upstream candles, or\nstored before it was recorded), or a gap in the stored history before this bucket.\n",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "marketCap": {
                    "description": "Market cap in US dollars; absent counts as 0.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  }
                }
              }
            },
            "history": {
              "description": "The window the history covers; always sent by this server.",
              "type": "object",
              "required": [
                "days",
                "from",
                "firstPointAt",
                "complete",
                "bucketSeconds",
                "volumeFrom"
              ],
              "additionalProperties": false,
              "properties": {
                "range": {
                  "description": "The named window, when the window is one (1, 7 or 30 days).",
                  "type": "string",
                  "enum": [
                    "24h",
                    "7d",
                    "30d"
                  ]
                },
                "days": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 90,
                  "description": "The window's length in days."
                },
                "from": {
                  "type": "string",
                  "format": "date-time",
                  "description": "Start of the window (the reply's time minus `days`)."
                },
                "firstPointAt": {
                  "oneOf": [
                    {
                      "type": "string",
                      "format": "date-time"
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "The token's oldest stored point (of any age); null when none is stored."
                },
                "complete": {
                  "type": "boolean",
                  "description": "Whether stored history reaches back to `from` (true for a 30-day window only once 30\ndays are stored). Retention keeps hourly closes for 90 days, 5-minute closes for 7.\n"
                },
                "bucketSeconds": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "Width of the down-sampling buckets; each point is the last one stored in its bucket."
                },
                "volumeFrom": {
                  "oneOf": [
                    {
                      "type": "string",
                      "format": "date-time"
                    },
                    {
                      "type": "null"
                    }
                  ],
                  "description": "From this time on, `volume24h` is a full trailing 24 hours of stored trading (the first\nstored point plus 24 h). Points before it carry no `volume24h`: a sum over less than a\nday would draw a warm-up ramp, not the market. null when no point is stored.\n"
                }
              }
            },
            "source": {
              "type": "string",
              "enum": [
                "odin",
                "demo"
              ],
              "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
            },
            "asOf": {
              "type": "string",
              "format": "date-time"
            }
          }
        },
        "400": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "404": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "414": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "listAnalyticsTokens": {
    "method": "GET",
    "url": "/api/analytics/tokens",
    "schema": {
      "operationId": "listAnalyticsTokens",
      "summary": "Tokens with their analytics",
      "tags": [
        "analytics"
      ],
      "response": {
        "200": {
          "type": "array",
          "maxItems": 10000,
          "items": {
            "type": "object",
            "required": [
              "id",
              "name",
              "symbol"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "description": "Odin.fun token id (unique; names and tickers repeat)."
              },
              "name": {
                "type": "string"
              },
              "symbol": {
                "type": "string"
              },
              "price": {
                "description": "Price in sats per token.",
                "type": "string",
                "pattern": "^-?\\d+(\\.\\d+)?$"
              },
              "marketCap": {
                "description": "Market cap in US dollars.",
                "type": "string",
                "pattern": "^-?\\d+(\\.\\d+)?$"
              },
              "bonded": {
                "type": "boolean",
                "description": "true once the token has ascended to its AMM pool."
              },
              "volume24h": {
                "description": "US dollars traded in the last 24 h.",
                "type": "string",
                "pattern": "^-?\\d+(\\.\\d+)?$"
              },
              "progress": {
                "description": "Bonding-curve progress in percent (0–100); 100 once the token has ascended.",
                "type": "string",
                "pattern": "^-?\\d+(\\.\\d+)?$"
              },
              "analytics": {
                "type": "object",
                "required": [
                  "tokenId",
                  "priceChange24h",
                  "holders",
                  "transactions24h",
                  "liquidityScore",
                  "volatility"
                ],
                "additionalProperties": false,
                "properties": {
                  "tokenId": {
                    "type": "string",
                    "description": "Equals the `id` of the token these figures belong to."
                  },
                  "priceChange24h": {
                    "description": "(price now / price 24 h ago − 1) × 100, in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "holders": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Holder count reported by Odin.fun (or the demo market)."
                  },
                  "transactions24h": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Trades in the last 24 h."
                  },
                  "liquidityScore": {
                    "description": "0–10; a monotonic map of the BTC needed to move the price by 2%.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "volatility": {
                    "description": "Standard deviation of 5-minute log returns over 24 h (zero mean), scaled to a day (× √288), in percent.",
                    "type": "string",
                    "pattern": "^-?\\d+(\\.\\d+)?$"
                  },
                  "historyHours": {
                    "type": "number",
                    "minimum": 0,
                    "description": "Hours of history the figures are computed over (24 when complete)."
                  },
                  "partial": {
                    "type": "boolean",
                    "description": "true when less than 24 h of history exists; figures cover what exists."
                  }
                }
              }
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "listChatMessages": {
    "method": "GET",
    "url": "/api/chat/messages/:sessionId",
    "schema": {
      "operationId": "listChatMessages",
      "summary": "Read a session's messages, oldest first",
      "tags": [
        "chat"
      ],
      "params": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "sessionId"
        ],
        "properties": {
          "sessionId": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
            "description": "The chat session id returned by `POST /api/chat/session` (a lower-case UUID, as issued)."
          }
        }
      },
      "response": {
        "200": {
          "type": "array",
          "maxItems": 10000,
          "items": {
            "type": "object",
            "required": [
              "id",
              "message",
              "isUser",
              "createdAt"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "message": {
                "type": "string",
                "description": "Plain text for the user; Markdown for the assistant."
              },
              "isUser": {
                "type": "boolean",
                "description": "true for the visitor's message, false for the assistant's."
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              },
              "sources": {
                "type": "array",
                "maxItems": 20,
                "description": "Assistant messages only; what the answer is based on.",
                "items": {
                  "type": "object",
                  "description": "What an assistant answer is grounded on.",
                  "required": [
                    "kind",
                    "title",
                    "ref"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "kind": {
                      "type": "string",
                      "enum": [
                        "guide",
                        "live-data"
                      ],
                      "description": "`guide`: a section of our knowledge base. `live-data`: market data with its as-of time."
                    },
                    "title": {
                      "type": "string",
                      "description": "Human-readable title, e.g. \"Bonding curves — Ascension\"."
                    },
                    "ref": {
                      "type": "string",
                      "description": "Stable reference: `article#section` for guides (the page `/guides/article#section`), `token:<id>` or `market:<view>` for live data (the pages `/analytics/<id>` and `/analytics`)."
                    },
                    "url": {
                      "type": "string",
                      "format": "uri",
                      "description": "An outside page this source points to, if any: the token's Odin.fun page for live (`odin`) data, never for demo data."
                    },
                    "asOf": {
                      "type": "string",
                      "format": "date-time",
                      "description": "For live data, when the figure was computed."
                    },
                    "source": {
                      "type": "string",
                      "enum": [
                        "odin",
                        "demo"
                      ],
                      "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
                    }
                  }
                }
              },
              "engine": {
                "type": "string",
                "enum": [
                  "embedded",
                  "llm",
                  "embedded-fallback"
                ],
                "description": "Assistant messages only; which engine wrote the answer (`embedded-fallback` when the LLM failed)."
              },
              "suggestions": {
                "type": "array",
                "maxItems": 3,
                "description": "Assistant messages only; follow-up questions the assistant knows it can answer.",
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 200
                }
              }
            }
          }
        },
        "400": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "404": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "414": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "listGuides": {
    "method": "GET",
    "url": "/api/guides",
    "schema": {
      "operationId": "listGuides",
      "summary": "The guides (knowledge-base articles), with their section titles",
      "tags": [
        "guides"
      ],
      "response": {
        "200": {
          "type": "array",
          "maxItems": 200,
          "items": {
            "type": "object",
            "required": [
              "slug",
              "title",
              "description",
              "sections"
            ],
            "additionalProperties": false,
            "properties": {
              "slug": {
                "type": "string",
                "description": "The article's slug, e.g. `bonding-curves`."
              },
              "title": {
                "type": "string"
              },
              "description": {
                "type": "string",
                "description": "Plain text: the start of the first section, at most 200 characters."
              },
              "sections": {
                "type": "array",
                "maxItems": 100,
                "items": {
                  "type": "object",
                  "required": [
                    "slug",
                    "title"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "slug": {
                      "type": "string",
                      "description": "The section's anchor: the part of a citation after `#`."
                    },
                    "title": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "listPopularTokens": {
    "method": "GET",
    "url": "/api/tokens/popular",
    "schema": {
      "operationId": "listPopularTokens",
      "summary": "Popular tokens by market cap",
      "tags": [
        "tokens"
      ],
      "response": {
        "200": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "object",
            "required": [
              "id",
              "name",
              "symbol",
              "marketCap"
            ],
            "additionalProperties": false,
            "properties": {
              "id": {
                "type": "string",
                "description": "Odin.fun token id."
              },
              "name": {
                "type": "string"
              },
              "symbol": {
                "type": "string"
              },
              "marketCap": {
                "description": "Market cap in US dollars.",
                "type": "string",
                "pattern": "^-?\\d+(\\.\\d+)?$"
              },
              "price": {
                "description": "Price in sats per token.",
                "type": "string",
                "pattern": "^-?\\d+(\\.\\d+)?$"
              }
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "sendChatMessage": {
    "method": "POST",
    "url": "/api/chat/message",
    "schema": {
      "operationId": "sendChatMessage",
      "summary": "Send a message and get the assistant's answer",
      "tags": [
        "chat"
      ],
      "body": {
        "type": "object",
        "required": [
          "sessionId",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "sessionId": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
          },
          "message": {
            "type": "string",
            "maxLength": 2000,
            "description": "The question. Surrounding whitespace is trimmed; 1–2,000 characters are accepted."
          }
        }
      },
      "response": {
        "201": {
          "type": "object",
          "required": [
            "userMessage",
            "assistantMessage"
          ],
          "additionalProperties": false,
          "properties": {
            "userMessage": {
              "type": "object",
              "required": [
                "id",
                "message",
                "isUser",
                "createdAt"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid"
                },
                "message": {
                  "type": "string",
                  "description": "Plain text for the user; Markdown for the assistant."
                },
                "isUser": {
                  "type": "boolean",
                  "description": "true for the visitor's message, false for the assistant's."
                },
                "createdAt": {
                  "type": "string",
                  "format": "date-time"
                },
                "sources": {
                  "type": "array",
                  "maxItems": 20,
                  "description": "Assistant messages only; what the answer is based on.",
                  "items": {
                    "type": "object",
                    "description": "What an assistant answer is grounded on.",
                    "required": [
                      "kind",
                      "title",
                      "ref"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "kind": {
                        "type": "string",
                        "enum": [
                          "guide",
                          "live-data"
                        ],
                        "description": "`guide`: a section of our knowledge base. `live-data`: market data with its as-of time."
                      },
                      "title": {
                        "type": "string",
                        "description": "Human-readable title, e.g. \"Bonding curves — Ascension\"."
                      },
                      "ref": {
                        "type": "string",
                        "description": "Stable reference: `article#section` for guides (the page `/guides/article#section`), `token:<id>` or `market:<view>` for live data (the pages `/analytics/<id>` and `/analytics`)."
                      },
                      "url": {
                        "type": "string",
                        "format": "uri",
                        "description": "An outside page this source points to, if any: the token's Odin.fun page for live (`odin`) data, never for demo data."
                      },
                      "asOf": {
                        "type": "string",
                        "format": "date-time",
                        "description": "For live data, when the figure was computed."
                      },
                      "source": {
                        "type": "string",
                        "enum": [
                          "odin",
                          "demo"
                        ],
                        "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
                      }
                    }
                  }
                },
                "engine": {
                  "type": "string",
                  "enum": [
                    "embedded",
                    "llm",
                    "embedded-fallback"
                  ],
                  "description": "Assistant messages only; which engine wrote the answer (`embedded-fallback` when the LLM failed)."
                },
                "suggestions": {
                  "type": "array",
                  "maxItems": 3,
                  "description": "Assistant messages only; follow-up questions the assistant knows it can answer.",
                  "items": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  }
                }
              }
            },
            "assistantMessage": {
              "type": "object",
              "required": [
                "id",
                "message",
                "isUser",
                "createdAt"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid"
                },
                "message": {
                  "type": "string",
                  "description": "Plain text for the user; Markdown for the assistant."
                },
                "isUser": {
                  "type": "boolean",
                  "description": "true for the visitor's message, false for the assistant's."
                },
                "createdAt": {
                  "type": "string",
                  "format": "date-time"
                },
                "sources": {
                  "type": "array",
                  "maxItems": 20,
                  "description": "Assistant messages only; what the answer is based on.",
                  "items": {
                    "type": "object",
                    "description": "What an assistant answer is grounded on.",
                    "required": [
                      "kind",
                      "title",
                      "ref"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "kind": {
                        "type": "string",
                        "enum": [
                          "guide",
                          "live-data"
                        ],
                        "description": "`guide`: a section of our knowledge base. `live-data`: market data with its as-of time."
                      },
                      "title": {
                        "type": "string",
                        "description": "Human-readable title, e.g. \"Bonding curves — Ascension\"."
                      },
                      "ref": {
                        "type": "string",
                        "description": "Stable reference: `article#section` for guides (the page `/guides/article#section`), `token:<id>` or `market:<view>` for live data (the pages `/analytics/<id>` and `/analytics`)."
                      },
                      "url": {
                        "type": "string",
                        "format": "uri",
                        "description": "An outside page this source points to, if any: the token's Odin.fun page for live (`odin`) data, never for demo data."
                      },
                      "asOf": {
                        "type": "string",
                        "format": "date-time",
                        "description": "For live data, when the figure was computed."
                      },
                      "source": {
                        "type": "string",
                        "enum": [
                          "odin",
                          "demo"
                        ],
                        "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
                      }
                    }
                  }
                },
                "engine": {
                  "type": "string",
                  "enum": [
                    "embedded",
                    "llm",
                    "embedded-fallback"
                  ],
                  "description": "Assistant messages only; which engine wrote the answer (`embedded-fallback` when the LLM failed)."
                },
                "suggestions": {
                  "type": "array",
                  "maxItems": 3,
                  "description": "Assistant messages only; follow-up questions the assistant knows it can answer.",
                  "items": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  }
                }
              }
            }
          }
        },
        "400": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "403": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "404": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "413": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "415": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "streamChatMessage": {
    "method": "POST",
    "url": "/api/chat/message/stream",
    "schema": {
      "operationId": "streamChatMessage",
      "summary": "Send a message and stream the assistant's answer (LLM engine)",
      "tags": [
        "chat"
      ],
      "body": {
        "type": "object",
        "required": [
          "sessionId",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "sessionId": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
          },
          "message": {
            "type": "string",
            "maxLength": 2000,
            "description": "The question. Surrounding whitespace is trimmed; 1–2,000 characters are accepted."
          }
        }
      },
      "response": {
        "400": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "403": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "404": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "413": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "415": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "503": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  },
  "streamMarketEvents": {
    "method": "GET",
    "url": "/api/analytics/events",
    "schema": {
      "operationId": "streamMarketEvents",
      "summary": "Server-sent events announcing each new market snapshot",
      "tags": [
        "analytics"
      ],
      "response": {
        "429": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        },
        "500": {
          "type": "object",
          "description": "The one error shape of every 4xx/5xx answer.",
          "required": [
            "error"
          ],
          "additionalProperties": false,
          "properties": {
            "error": {
              "type": "string",
              "description": "A sentence for the user (below 500) or a generic sentence (500 and above)."
            },
            "code": {
              "type": "string",
              "description": "A stable machine-readable code; clients branch on it, never on the sentence.",
              "enum": [
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
              ]
            }
          }
        }
      }
    }
  }
} as const;

export type OperationId = keyof typeof routeSchemas;
