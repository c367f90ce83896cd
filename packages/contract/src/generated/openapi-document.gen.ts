// GENERATED FILE — do not edit. The contract as a JSON object (served at /api/openapi.json, used by tests to validate responses).
// Source: packages/contract/openapi.yaml. Regenerate with `pnpm gen`; CI fails when this file drifts.

export const openapiDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "ODAI API",
    "version": "1.0.0",
    "summary": "The unofficial AI guide to Odin.fun — chat assistant and token analytics.",
    "description": "The single source of request and response shapes for ODAI. The web client types and the\nserver's route schemas are generated from this file (`pnpm gen`); CI fails when they drift.\n\nUnits used throughout:\n- **Prices** are in **sats per token** (1 BTC = 100,000,000 sats), as decimal strings.\n- **Market cap and volume** are in **US dollars**, as decimal strings.\n- **Percent** values are decimal strings in percent (`\"12.5\"` means 12.5 %).\n- Counts (holders, transactions) are integers.\n\nMarket responses say where their data comes from (`source`: `odin` for live Odin.fun data,\n`demo` for the built-in simulated market) and when it was computed (`asOf`). List responses,\nwhich are bare arrays, carry the same facts in the `X-Data-Source` and `X-Data-As-Of` headers.\n\nEvery 4xx/5xx answer is JSON `{ \"error\": \"<sentence>\", \"code\": \"<machine code>\" }`.\n",
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "/",
      "description": "The same origin that serves the web app."
    }
  ],
  "tags": [
    {
      "name": "chat",
      "description": "Anonymous chat sessions with the assistant."
    },
    {
      "name": "guides",
      "description": "The knowledge base the assistant answers from, published as guides."
    },
    {
      "name": "tokens",
      "description": "The featured token and popular tokens shown on the landing page."
    },
    {
      "name": "analytics",
      "description": "Token analytics for the dashboard."
    },
    {
      "name": "health",
      "description": "Liveness and readiness probes."
    }
  ],
  "paths": {
    "/api/chat/session": {
      "post": {
        "operationId": "createChatSession",
        "tags": [
          "chat"
        ],
        "summary": "Start an anonymous chat session",
        "description": "Creates a session with a random UUID and sets the HttpOnly, SameSite=Lax `odai_chat`\ncookie (Secure behind HTTPS) that binds the session to this browser. Only a browser\nholding that cookie can read or post into the session. Limited per IP address.\n\nA browser whose binding cookie belongs to a session active in the last 24 hours gets that\nsession back (200), so a reload keeps the conversation; `fresh=true` always starts a new\none. A new session gets a new cookie secret (the browser's earlier sessions move to it).\nBehind HTTPS the cookie is named `__Host-odai_chat`. The request takes no body.\n",
        "parameters": [
          {
            "name": "fresh",
            "in": "query",
            "required": false,
            "description": "Start a new session even when the browser has a current one.",
            "schema": {
              "type": "boolean",
              "default": false
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The browser's current session (active in the last 24 hours).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ChatSession"
                },
                "example": {
                  "sessionId": "6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10"
                }
              }
            }
          },
          "201": {
            "description": "The session was created.",
            "headers": {
              "Set-Cookie": {
                "description": "The HttpOnly session-binding cookie `odai_chat`.",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ChatSession"
                },
                "example": {
                  "sessionId": "6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/CrossSite"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/chat/messages/{sessionId}": {
      "get": {
        "operationId": "listChatMessages",
        "tags": [
          "chat"
        ],
        "summary": "Read a session's messages, oldest first",
        "description": "Returns every message of the session, oldest first. Answers 404 unless the request\ncarries the binding cookie set when this session was created: the id alone is not enough.\n",
        "parameters": [
          {
            "$ref": "#/components/parameters/SessionId"
          }
        ],
        "responses": {
          "200": {
            "description": "The session's messages, oldest first (an empty array for a new session).",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "maxItems": 10000,
                  "items": {
                    "$ref": "#/components/schemas/ChatMessage"
                  }
                },
                "example": [
                  {
                    "id": "0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e01",
                    "message": "What happens when a token ascends?",
                    "isUser": true,
                    "createdAt": "2026-11-21T14:05:00.000Z"
                  },
                  {
                    "id": "0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e02",
                    "message": "A token **ascends** when 80% of its supply has been sold on the bonding curve.\n- 4.2 M tokens and 0.2 BTC seed a constant-product pool.\n",
                    "isUser": false,
                    "createdAt": "2026-11-21T14:05:00.120Z",
                    "sources": [
                      {
                        "kind": "guide",
                        "title": "Bonding curves — Ascension",
                        "ref": "bonding-curves#ascension"
                      }
                    ]
                  }
                ]
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "414": {
            "$ref": "#/components/responses/UriTooLong"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/chat/message": {
      "post": {
        "operationId": "sendChatMessage",
        "tags": [
          "chat"
        ],
        "summary": "Send a message and get the assistant's answer",
        "description": "Stores the user's message (trimmed; 1–2,000 characters) before the assistant runs, so it\nis never lost, then stores and returns the assistant's answer with its sources.\nRequires the session's binding cookie. Rate-limited per session and per IP address.\nIf the assistant cannot answer, the user message stays stored and the answer is a 503.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SendChatMessageRequest"
              },
              "example": {
                "sessionId": "6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10",
                "message": "How do bonding curves work on Odin.fun?"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Both messages were stored.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SendChatMessageResponse"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/CrossSite"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/chat/message/stream": {
      "post": {
        "operationId": "streamChatMessage",
        "tags": [
          "chat"
        ],
        "summary": "Send a message and stream the assistant's answer (LLM engine)",
        "description": "Served when `GET /api/chat/assistant` says `streaming: true`; the web otherwise uses\n`POST /api/chat/message`. Same request body, binding cookie, checks and limits as that\ncall: a refusal found before the answer starts is the usual JSON error with its status.\nOtherwise the answer is `200 text/event-stream`, events in this order:\n\n1. `event: user`: the stored user message (`ChatMessage`), stored before the model runs.\n2. `event: delta` (zero or more): `ChatStreamDelta` `{ \"text\": \"…\" }`, Markdown to append\n   to the answer shown so far. Each delta is whole sentences that passed the grounding\n   check; a sentence that fails it is never sent.\n3. `event: assistant`: the stored assistant message (`ChatMessage` with `sources`,\n   `engine` and `suggestions`). Its `message` replaces whatever the deltas showed. When a\n   sentence failed the grounding check, the deltas stop and this carries the embedded\n   answer with `engine: embedded-fallback`.\n   Or, instead, `event: error`: an `Error` body (e.g. `ASSISTANT_UNAVAILABLE`); the user\n   message stays stored.\n\nThe stream then ends. Each event's `data:` is one line of JSON. When the client goes away\n(Stop), the server stops the model call and stores no answer for that question.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SendChatMessageRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The answer as server-sent events (`user`, `delta`…, then `assistant` or `error`).",
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string"
                },
                "x-events": {
                  "user": {
                    "$ref": "#/components/schemas/ChatMessage"
                  },
                  "delta": {
                    "$ref": "#/components/schemas/ChatStreamDelta"
                  },
                  "assistant": {
                    "$ref": "#/components/schemas/ChatMessage"
                  },
                  "error": {
                    "$ref": "#/components/schemas/Error"
                  }
                },
                "example": "event: user\ndata: {\"id\":\"0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e01\",\"message\":\"What is a bonding curve?\",\"isUser\":true,\"createdAt\":\"2026-11-21T14:05:00.000Z\"}\n\nevent: delta\ndata: {\"text\":\"A bonding curve sets a token's price from its supply sold. \"}\n\nevent: assistant\ndata: {\"id\":\"0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e02\",\"message\":\"A bonding curve sets a token's price from its supply sold.\",\"isUser\":false,\"createdAt\":\"2026-11-21T14:05:02.000Z\",\"engine\":\"llm\",\"sources\":[{\"kind\":\"guide\",\"title\":\"Bonding curves — How the price moves\",\"ref\":\"bonding-curves#how-the-price-moves\"}]}\n"
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/CrossSite"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/chat/assistant": {
      "get": {
        "operationId": "getChatAssistant",
        "tags": [
          "chat"
        ],
        "summary": "Which engine answers, whether it streams, and the welcome questions",
        "description": "Needs no session. `engine` is `llm` when an OpenAI-compatible model is configured (with\nthe embedded engine as its fallback), else `embedded`. `streaming` is true when\n`POST /api/chat/message/stream` is served. `suggestions` are the 4–6 questions the welcome\nbubble offers: one per main topic and one about a tracked token's live figures, each one\nthe assistant can answer.\n",
        "responses": {
          "200": {
            "description": "The assistant's description.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ChatAssistant"
                },
                "example": {
                  "engine": "embedded",
                  "streaming": false,
                  "suggestions": [
                    "How does the bonding curve work?",
                    "How does AMM trading work?",
                    "How do I launch my own token?",
                    "How do I keep my account safe from scams?",
                    "What fees does Odin.fun charge?",
                    "How is ODINDOG doing today?"
                  ]
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/api/guides": {
      "get": {
        "operationId": "listGuides",
        "tags": [
          "guides"
        ],
        "summary": "The guides (knowledge-base articles), with their section titles",
        "description": "Every article the assistant answers from, in a stable order, with its sections' titles\nand slugs. A guide citation `article#section` (a `Source.ref`) names one of these.\n",
        "responses": {
          "200": {
            "description": "The guides.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "maxItems": 200,
                  "items": {
                    "$ref": "#/components/schemas/GuideSummary"
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/api/guides/{article}": {
      "get": {
        "operationId": "getGuide",
        "tags": [
          "guides"
        ],
        "summary": "One guide with its sections' Markdown and its sources",
        "parameters": [
          {
            "name": "article",
            "in": "path",
            "required": true,
            "description": "The article's slug (the part of a guide citation before `#`).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 64,
              "pattern": "^[a-z0-9-]+$"
            },
            "example": "bonding-curves"
          }
        ],
        "responses": {
          "200": {
            "description": "The guide.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Guide"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "414": {
            "$ref": "#/components/responses/UriTooLong"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/api/tokens/featured": {
      "get": {
        "operationId": "getFeaturedToken",
        "tags": [
          "tokens"
        ],
        "summary": "The featured token (ODAI)",
        "description": "The product's own token. With live data it is the Odin.fun token named by\n`FEATURED_TOKEN_ID`; with none configured this answers 404. In the demo market it is the\ndemo ODAI token.\n",
        "responses": {
          "200": {
            "description": "The featured token.",
            "headers": {
              "X-Data-Source": {
                "$ref": "#/components/headers/XDataSource"
              },
              "X-Data-As-Of": {
                "$ref": "#/components/headers/XDataAsOf"
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/MarketCacheControl"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FeaturedToken"
                }
              }
            }
          },
          "304": {
            "$ref": "#/components/responses/NotModified"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/tokens/popular": {
      "get": {
        "operationId": "listPopularTokens",
        "tags": [
          "tokens"
        ],
        "summary": "Popular tokens by market cap",
        "description": "Tokens ordered by market cap, largest first (at most 20). The landing page shows the first 4.",
        "responses": {
          "200": {
            "description": "Popular tokens, largest market cap first.",
            "headers": {
              "X-Data-Source": {
                "$ref": "#/components/headers/XDataSource"
              },
              "X-Data-As-Of": {
                "$ref": "#/components/headers/XDataAsOf"
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/MarketCacheControl"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "maxItems": 20,
                  "items": {
                    "$ref": "#/components/schemas/PopularToken"
                  }
                },
                "example": [
                  {
                    "id": "2jjj",
                    "name": "ODINDOG",
                    "symbol": "ODINDOG",
                    "marketCap": "1950000.00"
                  },
                  {
                    "id": "29m8",
                    "name": "ICONFUCIUS",
                    "symbol": "ICONFUCIUS",
                    "marketCap": "201000.00"
                  }
                ]
              }
            }
          },
          "304": {
            "$ref": "#/components/responses/NotModified"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/analytics/tokens": {
      "get": {
        "operationId": "listAnalyticsTokens",
        "tags": [
          "analytics"
        ],
        "summary": "Tokens with their analytics",
        "description": "Every tracked token, largest market cap first, with its latest computed analytics.",
        "responses": {
          "200": {
            "description": "Tracked tokens.",
            "headers": {
              "X-Data-Source": {
                "$ref": "#/components/headers/XDataSource"
              },
              "X-Data-As-Of": {
                "$ref": "#/components/headers/XDataAsOf"
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/MarketCacheControl"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "array",
                  "maxItems": 10000,
                  "items": {
                    "$ref": "#/components/schemas/Token"
                  }
                }
              }
            }
          },
          "304": {
            "$ref": "#/components/responses/NotModified"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/analytics/market-overview": {
      "get": {
        "operationId": "getMarketOverview",
        "tags": [
          "analytics"
        ],
        "summary": "Market totals and rankings",
        "description": "Totals over every tracked token, and the top 10 gainers, losers and most volatile tokens\nof the last 24 hours. Rows are matched to tokens by `tokenId` = token `id`.\n",
        "responses": {
          "200": {
            "description": "The market overview.",
            "headers": {
              "X-Data-Source": {
                "$ref": "#/components/headers/XDataSource"
              },
              "X-Data-As-Of": {
                "$ref": "#/components/headers/XDataAsOf"
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/MarketCacheControl"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MarketOverviewResponse"
                }
              }
            }
          },
          "304": {
            "$ref": "#/components/responses/NotModified"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/analytics/token/{symbol}": {
      "get": {
        "operationId": "getTokenDetail",
        "tags": [
          "analytics"
        ],
        "summary": "One token's analytics and price history",
        "description": "Looks the token up by its Odin.fun token id (exact) or, failing that, by its ticker\n(case-insensitive; when several tokens share a ticker, the largest by market cap).\nReturns its analytics and price history, oldest point first. The history is down-sampled\nto at most 600 points: each point is the last stored point of a time bucket\n`history.bucketSeconds` wide (aligned to the Unix epoch). `history` says which window the\npoints cover and whether the database holds all of it.\n",
        "parameters": [
          {
            "name": "symbol",
            "in": "path",
            "required": true,
            "description": "Token id (e.g. `2jjj`) or ticker (e.g. `odindog`, case-insensitive).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 32,
              "pattern": "^[A-Za-z0-9._-]+$"
            },
            "example": "ODINDOG"
          },
          {
            "name": "days",
            "in": "query",
            "required": false,
            "description": "How many days of history to return (1–90).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 90,
              "default": 7
            }
          },
          {
            "name": "range",
            "in": "query",
            "required": false,
            "description": "A named history window; when given it replaces `days` (`24h` = 1 day, `7d` = 7 days,\n`30d` = 30 days). Without it `days` applies (default 7 days, as before).\n",
            "schema": {
              "$ref": "#/components/schemas/HistoryRange"
            },
            "example": "30d"
          }
        ],
        "responses": {
          "200": {
            "description": "The token's detail.",
            "headers": {
              "X-Data-Source": {
                "$ref": "#/components/headers/XDataSource"
              },
              "X-Data-As-Of": {
                "$ref": "#/components/headers/XDataAsOf"
              },
              "ETag": {
                "$ref": "#/components/headers/ETag"
              },
              "Cache-Control": {
                "$ref": "#/components/headers/MarketCacheControl"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TokenDetailResponse"
                }
              }
            }
          },
          "304": {
            "$ref": "#/components/responses/NotModified"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "414": {
            "$ref": "#/components/responses/UriTooLong"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/analytics/events": {
      "get": {
        "operationId": "streamMarketEvents",
        "tags": [
          "analytics"
        ],
        "summary": "Server-sent events announcing each new market snapshot",
        "description": "A long-lived `text/event-stream` (use `EventSource`). It carries no market data: it says\nwhen a new snapshot is served, so a page can refetch what it shows (the lists, the\noverview, an open token's detail) instead of polling.\n\n- On connect the server sends `retry: 5000` (reconnect after 5 s) and, when a snapshot\n  exists, `event: snapshot` for the current one; then one `event: snapshot` per new\n  snapshot. `data:` is one line of JSON, a `MarketSnapshotEvent`.\n- The event is sent after the snapshot is what every read of this process answers, so a\n  refetch on receipt gets the new figures (or newer).\n- `version` counts snapshots within one server process and differs between processes\n  behind one balancer; `asOf` names the snapshot everywhere (it equals the reads'\n  `asOf` / `X-Data-As-Of`). Compare `asOf` with the data held before refetching.\n- A comment line (`: heartbeat`) every 15 s keeps proxies from closing an idle stream.\n- When the server shuts down it ends the stream; `EventSource` reconnects by itself after\n  the `retry` delay (to another process behind a balancer).\n- Each network may hold a limited number of open streams; beyond it the answer is 429\n  (an `EventSource` does not retry a 429).\n",
        "responses": {
          "200": {
            "description": "The event stream (`snapshot` events and heartbeat comments).",
            "headers": {
              "Cache-Control": {
                "description": "`no-store`: every byte is live.",
                "schema": {
                  "type": "string"
                }
              },
              "X-Accel-Buffering": {
                "description": "`no`: tells a reverse proxy (nginx) not to buffer the stream.",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string"
                },
                "x-events": {
                  "snapshot": {
                    "$ref": "#/components/schemas/MarketSnapshotEvent"
                  }
                },
                "example": "retry: 5000\n\nevent: snapshot\ndata: {\"version\":41,\"asOf\":\"2026-11-21T14:05:00.000Z\",\"source\":\"demo\"}\n\n: heartbeat\n\nevent: snapshot\ndata: {\"version\":42,\"asOf\":\"2026-11-21T14:05:30.000Z\",\"source\":\"demo\"}\n"
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/api/health": {
      "get": {
        "operationId": "getHealth",
        "tags": [
          "health"
        ],
        "summary": "Liveness",
        "description": "Answers 200 while the process is up.",
        "responses": {
          "200": {
            "description": "The process is up.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                },
                "example": {
                  "status": "ok",
                  "uptimeSeconds": 3600
                }
              }
            }
          }
        }
      }
    },
    "/api/ready": {
      "get": {
        "operationId": "getReadiness",
        "tags": [
          "health"
        ],
        "summary": "Readiness",
        "description": "200 when the database answers; the body also reports the market data's source and age.",
        "responses": {
          "200": {
            "description": "Ready to serve.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Readiness"
                }
              }
            }
          },
          "503": {
            "description": "Not ready (the database does not answer).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Readiness"
                }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "parameters": {
      "SessionId": {
        "name": "sessionId",
        "in": "path",
        "required": true,
        "description": "The chat session id returned by `POST /api/chat/session` (a lower-case UUID, as issued).",
        "schema": {
          "type": "string",
          "format": "uuid",
          "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
        },
        "example": "6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10"
      }
    },
    "headers": {
      "XDataSource": {
        "description": "Where the market data comes from (`odin` live, `demo` simulated).",
        "schema": {
          "$ref": "#/components/schemas/MarketSource"
        }
      },
      "XDataAsOf": {
        "description": "When the market data was computed (ISO 8601).",
        "schema": {
          "type": "string",
          "format": "date-time"
        }
      },
      "RetryAfter": {
        "description": "Seconds to wait before trying again.",
        "schema": {
          "type": "integer",
          "minimum": 1
        }
      },
      "ETag": {
        "description": "Strong validator of the body (a digest of its bytes, so equal across processes). It changes\nwhen an ingest cycle changes the data. Send it back in `If-None-Match` to get a 304.\n",
        "schema": {
          "type": "string"
        }
      },
      "MarketCacheControl": {
        "description": "`public, max-age=0, s-maxage=5, stale-while-revalidate=5`: a browser revalidates on every\nread (a 304 when unchanged); a shared cache (CDN, reverse proxy) may answer from its copy\nfor 5 s and refresh it in the background for 5 s more.\n",
        "schema": {
          "type": "string"
        }
      }
    },
    "responses": {
      "NotModified": {
        "description": "The body named in `If-None-Match` is still current: no body; use the copy you hold.\n",
        "headers": {
          "ETag": {
            "$ref": "#/components/headers/ETag"
          },
          "Cache-Control": {
            "$ref": "#/components/headers/MarketCacheControl"
          }
        }
      },
      "BadRequest": {
        "description": "The request is malformed; `error` says what to fix.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "Your message is too long: 2,001 characters. The limit is 2,000.",
              "code": "MESSAGE_TOO_LONG"
            }
          }
        }
      },
      "NotFound": {
        "description": "Nothing here, or not for this browser.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "Chat session not found. Please refresh the page to start a new one.",
              "code": "SESSION_NOT_FOUND"
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The request body is larger than 16 KB.",
        "x-max-body-bytes": 16384,
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "The request is too large. The limit is 16 KB.",
              "code": "PAYLOAD_TOO_LARGE"
            }
          }
        }
      },
      "UriTooLong": {
        "description": "A part of the path is longer than 100 characters (after percent-decoding); no address of\nthis API has one.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "The address is too long. Please check it and try again.",
              "code": "URI_TOO_LONG"
            }
          }
        }
      },
      "CrossSite": {
        "description": "A state-changing call sent by another site's page (`Sec-Fetch-Site: cross-site`, or an\n`Origin` that is neither this site nor one of its configured allowed origins). Refused\nbefore any rate limit counts it.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "This request came from another website and was refused. Please use ODAI directly.",
              "code": "CROSS_SITE_REQUEST"
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "The body is not JSON.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "Send the request body as JSON.",
              "code": "UNSUPPORTED_MEDIA_TYPE"
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "Rate limit reached; retry after the number of seconds in `Retry-After`.",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "You are sending messages too quickly. Please wait 20 seconds and try again.",
              "code": "RATE_LIMITED"
            }
          }
        }
      },
      "InternalError": {
        "description": "Something went wrong on our side; details are in the server log only.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "Something went wrong on our side. Please try again.",
              "code": "INTERNAL"
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "A dependency (database, market data or assistant) is not available right now.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "error": "The assistant could not answer right now. Your message was saved; please try again in a moment.",
              "code": "ASSISTANT_UNAVAILABLE"
            }
          }
        }
      }
    },
    "schemas": {
      "Error": {
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
            "$ref": "#/components/schemas/ErrorCode"
          }
        }
      },
      "ErrorCode": {
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
      },
      "MarketSource": {
        "type": "string",
        "enum": [
          "odin",
          "demo"
        ],
        "description": "`odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market."
      },
      "Decimal": {
        "type": "string",
        "pattern": "^-?\\d+(\\.\\d+)?$",
        "description": "A decimal number as a string (from PostgreSQL `numeric`, no float rounding)."
      },
      "ChatSession": {
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
      "Source": {
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
            "$ref": "#/components/schemas/MarketSource"
          }
        }
      },
      "ChatMessage": {
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
              "$ref": "#/components/schemas/Source"
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
      "ChatStreamDelta": {
        "type": "object",
        "description": "The data of a `delta` event: Markdown to append to the streamed answer.",
        "required": [
          "text"
        ],
        "additionalProperties": false,
        "properties": {
          "text": {
            "type": "string"
          }
        }
      },
      "ChatAssistant": {
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
      "GuideSectionSummary": {
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
      },
      "GuideSummary": {
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
              "$ref": "#/components/schemas/GuideSectionSummary"
            }
          }
        }
      },
      "GuideSection": {
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
      },
      "Guide": {
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
              "$ref": "#/components/schemas/GuideSection"
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
      "SendChatMessageRequest": {
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
      "SendChatMessageResponse": {
        "type": "object",
        "required": [
          "userMessage",
          "assistantMessage"
        ],
        "additionalProperties": false,
        "properties": {
          "userMessage": {
            "$ref": "#/components/schemas/ChatMessage"
          },
          "assistantMessage": {
            "$ref": "#/components/schemas/ChatMessage"
          }
        }
      },
      "FeaturedToken": {
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
            "$ref": "#/components/schemas/Decimal",
            "description": "Price in sats per token."
          },
          "priceUSD": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Price in US dollars per token."
          },
          "change24h": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Price change over the last 24 h",
            "in percent.": null
          },
          "marketCap": {
            "0": null,
            "$ref": "#/components/schemas/Decimal",
            "description": "Market cap in US dollars (price × 21",
            "000 supply).": null
          },
          "status": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Bonding-curve progress in percent (0–100); 100 once the token has ascended. Shown as \"Progress\"."
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
            "$ref": "#/components/schemas/Decimal",
            "description": "Total supply in whole tokens."
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
            "$ref": "#/components/schemas/MarketSource"
          },
          "asOf": {
            "type": "string",
            "format": "date-time",
            "description": "When these figures were computed."
          }
        },
        "example": {
          "id": "2odai",
          "symbol": "ODAI",
          "fullName": "ODAI",
          "description": "The AI guide to Odin.fun, as a token.",
          "price": "1.9312",
          "priceUSD": "0.0018346",
          "change24h": "4.21",
          "marketCap": "38527.40",
          "status": "61.20",
          "bonded": false,
          "holders": 412,
          "supply": "21000000",
          "txns": 238,
          "url": "https://odin.fun/token/2odai",
          "source": "demo",
          "asOf": "2026-11-21T14:05:00.000Z"
        }
      },
      "PopularToken": {
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
            "$ref": "#/components/schemas/Decimal",
            "description": "Market cap in US dollars."
          },
          "price": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Price in sats per token."
          }
        }
      },
      "TokenAnalytics": {
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
            "$ref": "#/components/schemas/Decimal",
            "description": "(price now / price 24 h ago − 1) × 100, in percent."
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
            "$ref": "#/components/schemas/Decimal",
            "description": "0–10; a monotonic map of the BTC needed to move the price by 2%."
          },
          "volatility": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Standard deviation of 5-minute log returns over 24 h (zero mean), scaled to a day (× √288), in percent."
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
        },
        "example": {
          "tokenId": "2jjj",
          "priceChange24h": "-3.42",
          "holders": 11151,
          "transactions24h": 1840,
          "liquidityScore": "8.4",
          "volatility": "21.73",
          "historyHours": 24,
          "partial": false
        }
      },
      "Token": {
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
            "$ref": "#/components/schemas/Decimal",
            "description": "Price in sats per token."
          },
          "marketCap": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Market cap in US dollars."
          },
          "bonded": {
            "type": "boolean",
            "description": "true once the token has ascended to its AMM pool."
          },
          "volume24h": {
            "$ref": "#/components/schemas/Decimal",
            "description": "US dollars traded in the last 24 h."
          },
          "progress": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Bonding-curve progress in percent (0–100); 100 once the token has ascended."
          },
          "analytics": {
            "$ref": "#/components/schemas/TokenAnalytics"
          }
        }
      },
      "MarketOverviewResponse": {
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
                "$ref": "#/components/schemas/Decimal",
                "description": "Sum of market caps in US dollars."
              },
              "btcUsd": {
                "$ref": "#/components/schemas/Decimal",
                "description": "The BTC/USD rate used for the dollar figures."
              }
            }
          },
          "topGainers": {
            "type": "array",
            "maxItems": 10,
            "description": "Largest 24 h price change first (positive changes only).",
            "items": {
              "$ref": "#/components/schemas/TokenAnalytics"
            }
          },
          "topLosers": {
            "type": "array",
            "maxItems": 10,
            "description": "Most negative 24 h price change first (negative changes only).",
            "items": {
              "$ref": "#/components/schemas/TokenAnalytics"
            }
          },
          "mostVolatile": {
            "type": "array",
            "maxItems": 10,
            "description": "Highest volatility first.",
            "items": {
              "$ref": "#/components/schemas/TokenAnalytics"
            }
          },
          "source": {
            "$ref": "#/components/schemas/MarketSource"
          },
          "asOf": {
            "type": "string",
            "format": "date-time",
            "description": "When these figures were computed."
          }
        }
      },
      "PricePoint": {
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
            "$ref": "#/components/schemas/Decimal",
            "description": "Price in sats per token."
          },
          "volume24h": {
            "$ref": "#/components/schemas/Decimal",
            "description": "US dollars traded in the 24 h ending at this point; absent counts as 0 (points before the detail's `history.volumeFrom` carry none)."
          },
          "volume": {
            "$ref": "#/components/schemas/Decimal",
            "description": "US dollars traded in this point's bucket (`history.bucketSeconds` wide, ending at the\nbucket's last stored point): the source's cumulative volume here less at the previous\nbucket's last stored point, at this point's BTC/USD. Absent when that is unknown: no\ncumulative volume stored for either point (history rebuilt from upstream candles, or\nstored before it was recorded), or a gap in the stored history before this bucket.\n"
          },
          "marketCap": {
            "$ref": "#/components/schemas/Decimal",
            "description": "Market cap in US dollars; absent counts as 0."
          }
        }
      },
      "HistoryRange": {
        "type": "string",
        "enum": [
          "24h",
          "7d",
          "30d"
        ],
        "description": "A named history window (24 hours, 7 days, 30 days)."
      },
      "HistoryCoverage": {
        "type": "object",
        "description": "Which window `priceHistory` covers and how much of it is stored.",
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
            "$ref": "#/components/schemas/HistoryRange",
            "description": "The named window, when the window is one (1, 7 or 30 days)."
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
      "MarketSnapshotEvent": {
        "type": "object",
        "description": "The `data` of a `snapshot` event on `GET /api/analytics/events`.",
        "required": [
          "version",
          "asOf",
          "source"
        ],
        "additionalProperties": false,
        "properties": {
          "version": {
            "type": "integer",
            "minimum": 1,
            "description": "The snapshot's number within the answering process."
          },
          "asOf": {
            "type": "string",
            "format": "date-time",
            "description": "When the snapshot's figures were computed (the reads' `asOf`)."
          },
          "source": {
            "$ref": "#/components/schemas/MarketSource"
          }
        }
      },
      "TokenDetailResponse": {
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
                "$ref": "#/components/schemas/Decimal",
                "description": "Price in sats per token."
              },
              "marketCap": {
                "$ref": "#/components/schemas/Decimal",
                "description": "Market cap in US dollars."
              },
              "bonded": {
                "type": "boolean"
              },
              "volume24h": {
                "$ref": "#/components/schemas/Decimal",
                "description": "US dollars traded in the last 24 h."
              },
              "progress": {
                "$ref": "#/components/schemas/Decimal",
                "description": "Bonding-curve progress in percent (0–100); 100 once the token has ascended."
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
                "$ref": "#/components/schemas/TokenAnalytics"
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
              "$ref": "#/components/schemas/PricePoint"
            }
          },
          "history": {
            "$ref": "#/components/schemas/HistoryCoverage",
            "description": "The window the history covers; always sent by this server."
          },
          "source": {
            "$ref": "#/components/schemas/MarketSource"
          },
          "asOf": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "Health": {
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
      },
      "Readiness": {
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
                    "$ref": "#/components/schemas/MarketSource"
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
} as const;
