// GENERATED FILE — do not edit. TypeScript types of the ODAI HTTP contract (openapi-typescript).
// Source: packages/contract/openapi.yaml. Regenerate with `pnpm gen`; CI fails when this file drifts.

export interface paths {
    "/api/chat/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an anonymous chat session
         * @description Creates a session with a random UUID and sets the HttpOnly, SameSite=Lax `odai_chat`
         *     cookie (Secure behind HTTPS) that binds the session to this browser. Only a browser
         *     holding that cookie can read or post into the session. Limited per IP address.
         *
         *     A browser whose binding cookie belongs to a session active in the last 24 hours gets that
         *     session back (200), so a reload keeps the conversation; `fresh=true` always starts a new
         *     one. A new session gets a new cookie secret (the browser's earlier sessions move to it).
         *     Behind HTTPS the cookie is named `__Host-odai_chat`. The request takes no body.
         */
        post: operations["createChatSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/messages/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a session's messages, oldest first
         * @description Returns every message of the session, oldest first. Answers 404 unless the request
         *     carries the binding cookie set when this session was created: the id alone is not enough.
         */
        get: operations["listChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message and get the assistant's answer
         * @description Stores the user's message (trimmed; 1–2,000 characters) before the assistant runs, so it
         *     is never lost, then stores and returns the assistant's answer with its sources.
         *     Requires the session's binding cookie. Rate-limited per session and per IP address.
         *     If the assistant cannot answer, the user message stays stored and the answer is a 503.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/message/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message and stream the assistant's answer (LLM engine)
         * @description Served when `GET /api/chat/assistant` says `streaming: true`; the web otherwise uses
         *     `POST /api/chat/message`. Same request body, binding cookie, checks and limits as that
         *     call: a refusal found before the answer starts is the usual JSON error with its status.
         *     Otherwise the answer is `200 text/event-stream`, events in this order:
         *
         *     1. `event: user`: the stored user message (`ChatMessage`), stored before the model runs.
         *     2. `event: delta` (zero or more): `ChatStreamDelta` `{ "text": "…" }`, Markdown to append
         *        to the answer shown so far. Each delta is whole sentences that passed the grounding
         *        check; a sentence that fails it is never sent.
         *     3. `event: assistant`: the stored assistant message (`ChatMessage` with `sources`,
         *        `engine` and `suggestions`). Its `message` replaces whatever the deltas showed. When a
         *        sentence failed the grounding check, the deltas stop and this carries the embedded
         *        answer with `engine: embedded-fallback`.
         *        Or, instead, `event: error`: an `Error` body (e.g. `ASSISTANT_UNAVAILABLE`); the user
         *        message stays stored.
         *
         *     The stream then ends. Each event's `data:` is one line of JSON. When the client goes away
         *     (Stop), the server stops the model call and stores no answer for that question.
         */
        post: operations["streamChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which engine answers, whether it streams, and the welcome questions
         * @description Needs no session. `engine` is `llm` when an OpenAI-compatible model is configured (with
         *     the embedded engine as its fallback), else `embedded`. `streaming` is true when
         *     `POST /api/chat/message/stream` is served. `suggestions` are the 4–6 questions the welcome
         *     bubble offers: one per main topic and one about a tracked token's live figures, each one
         *     the assistant can answer.
         */
        get: operations["getChatAssistant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The guides (knowledge-base articles), with their section titles
         * @description Every article the assistant answers from, in a stable order, with its sections' titles
         *     and slugs. A guide citation `article#section` (a `Source.ref`) names one of these.
         */
        get: operations["listGuides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides/{article}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One guide with its sections' Markdown and its sources */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The featured token (ODAI)
         * @description The product's own token. With live data it is the Odin.fun token named by
         *     `FEATURED_TOKEN_ID`; with none configured this answers 404. In the demo market it is the
         *     demo ODAI token.
         */
        get: operations["getFeaturedToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/popular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Popular tokens by market cap
         * @description Tokens ordered by market cap, largest first (at most 20). The landing page shows the first 4.
         */
        get: operations["listPopularTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tokens with their analytics
         * @description Every tracked token, largest market cap first, with its latest computed analytics.
         */
        get: operations["listAnalyticsTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/market-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Market totals and rankings
         * @description Totals over every tracked token, and the top 10 gainers, losers and most volatile tokens
         *     of the last 24 hours. Rows are matched to tokens by `tokenId` = token `id`.
         */
        get: operations["getMarketOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/token/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One token's analytics and price history
         * @description Looks the token up by its Odin.fun token id (exact) or, failing that, by its ticker
         *     (case-insensitive; when several tokens share a ticker, the largest by market cap).
         *     Returns its analytics and price history, oldest point first. The history is down-sampled
         *     to at most 600 points: each point is the last stored point of a time bucket
         *     `history.bucketSeconds` wide (aligned to the Unix epoch). `history` says which window the
         *     points cover and whether the database holds all of it.
         */
        get: operations["getTokenDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events announcing each new market snapshot
         * @description A long-lived `text/event-stream` (use `EventSource`). It carries no market data: it says
         *     when a new snapshot is served, so a page can refetch what it shows (the lists, the
         *     overview, an open token's detail) instead of polling.
         *
         *     - On connect the server sends `retry: 5000` (reconnect after 5 s) and, when a snapshot
         *       exists, `event: snapshot` for the current one; then one `event: snapshot` per new
         *       snapshot. `data:` is one line of JSON, a `MarketSnapshotEvent`.
         *     - The event is sent after the snapshot is what every read of this process answers, so a
         *       refetch on receipt gets the new figures (or newer).
         *     - `version` counts snapshots within one server process and differs between processes
         *       behind one balancer; `asOf` names the snapshot everywhere (it equals the reads'
         *       `asOf` / `X-Data-As-Of`). Compare `asOf` with the data held before refetching.
         *     - A comment line (`: heartbeat`) every 15 s keeps proxies from closing an idle stream.
         *     - When the server shuts down it ends the stream; `EventSource` reconnects by itself after
         *       the `retry` delay (to another process behind a balancer).
         *     - Each network may hold a limited number of open streams; beyond it the answer is 429
         *       (an `EventSource` does not retry a 429).
         */
        get: operations["streamMarketEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process is up.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description 200 when the database answers; the body also reports the market data's source and age.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The one error shape of every 4xx/5xx answer. */
        Error: {
            /** @description A sentence for the user (below 500) or a generic sentence (500 and above). */
            error: string;
            code?: components["schemas"]["ErrorCode"];
        };
        /**
         * @description A stable machine-readable code; clients branch on it, never on the sentence.
         * @enum {string}
         */
        ErrorCode: "BAD_REQUEST" | "BAD_URL" | "INVALID_REQUEST" | "INVALID_BODY" | "INVALID_JSON" | "INVALID_SESSION_ID" | "INVALID_MESSAGE" | "INVALID_SYMBOL" | "INVALID_DAYS" | "INVALID_RANGE" | "INVALID_ARTICLE" | "MESSAGE_EMPTY" | "MESSAGE_TOO_LONG" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "BODY_NOT_ALLOWED" | "CROSS_SITE_REQUEST" | "REQUEST_TIMEOUT" | "HEADERS_TOO_LARGE" | "URI_TOO_LONG" | "EXPECTATION_FAILED" | "NOT_FOUND" | "SESSION_NOT_FOUND" | "TOKEN_NOT_FOUND" | "GUIDE_NOT_FOUND" | "FEATURED_NOT_CONFIGURED" | "RATE_LIMITED" | "MARKET_NOT_READY" | "ASSISTANT_UNAVAILABLE" | "DATABASE_UNAVAILABLE" | "UNAVAILABLE" | "INTERNAL";
        /**
         * @description `odin`: live data from Odin.fun's public API. `demo`: the built-in simulated market.
         * @enum {string}
         */
        MarketSource: "odin" | "demo";
        /** @description A decimal number as a string (from PostgreSQL `numeric`, no float rounding). */
        Decimal: string;
        ChatSession: {
            /**
             * Format: uuid
             * @description Random UUID of the new session.
             */
            sessionId: string;
        };
        /** @description What an assistant answer is grounded on. */
        Source: {
            /**
             * @description `guide`: a section of our knowledge base. `live-data`: market data with its as-of time.
             * @enum {string}
             */
            kind: "guide" | "live-data";
            /** @description Human-readable title, e.g. "Bonding curves — Ascension". */
            title: string;
            /** @description Stable reference: `article#section` for guides (the page `/guides/article#section`), `token:<id>` or `market:<view>` for live data (the pages `/analytics/<id>` and `/analytics`). */
            ref: string;
            /**
             * Format: uri
             * @description An outside page this source points to, if any: the token's Odin.fun page for live (`odin`) data, never for demo data.
             */
            url?: string;
            /**
             * Format: date-time
             * @description For live data, when the figure was computed.
             */
            asOf?: string;
            source?: components["schemas"]["MarketSource"];
        };
        ChatMessage: {
            /** Format: uuid */
            id: string;
            /** @description Plain text for the user; Markdown for the assistant. */
            message: string;
            /** @description true for the visitor's message, false for the assistant's. */
            isUser: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Assistant messages only; what the answer is based on. */
            sources?: components["schemas"]["Source"][];
            /**
             * @description Assistant messages only; which engine wrote the answer (`embedded-fallback` when the LLM failed).
             * @enum {string}
             */
            engine?: "embedded" | "llm" | "embedded-fallback";
            /** @description Assistant messages only; follow-up questions the assistant knows it can answer. */
            suggestions?: string[];
        };
        /** @description The data of a `delta` event: Markdown to append to the streamed answer. */
        ChatStreamDelta: {
            text: string;
        };
        ChatAssistant: {
            /**
             * @description `llm`: an OpenAI-compatible model answers (the embedded engine is its fallback). `embedded`: the offline engine answers.
             * @enum {string}
             */
            engine: "embedded" | "llm";
            /** @description true when `POST /api/chat/message/stream` is served. */
            streaming: boolean;
            /** @description Questions for the welcome bubble, one per main topic and one about live figures. */
            suggestions: string[];
        };
        GuideSectionSummary: {
            /** @description The section's anchor: the part of a citation after `#`. */
            slug: string;
            title: string;
        };
        GuideSummary: {
            /** @description The article's slug, e.g. `bonding-curves`. */
            slug: string;
            title: string;
            /** @description Plain text: the start of the first section, at most 200 characters. */
            description: string;
            sections: components["schemas"]["GuideSectionSummary"][];
        };
        GuideSection: {
            slug: string;
            title: string;
            /** @description The section's body in Markdown, without its heading. */
            markdown: string;
        };
        Guide: {
            slug: string;
            title: string;
            description: string;
            sections: components["schemas"]["GuideSection"][];
            /** @description The outside pages the article is based on. */
            sources: string[];
        };
        SendChatMessageRequest: {
            /** Format: uuid */
            sessionId: string;
            /** @description The question. Surrounding whitespace is trimmed; 1–2,000 characters are accepted. */
            message: string;
        };
        SendChatMessageResponse: {
            userMessage: components["schemas"]["ChatMessage"];
            assistantMessage: components["schemas"]["ChatMessage"];
        };
        /**
         * @example {
         *       "id": "2odai",
         *       "symbol": "ODAI",
         *       "fullName": "ODAI",
         *       "description": "The AI guide to Odin.fun, as a token.",
         *       "price": "1.9312",
         *       "priceUSD": "0.0018346",
         *       "change24h": "4.21",
         *       "marketCap": "38527.40",
         *       "status": "61.20",
         *       "bonded": false,
         *       "holders": 412,
         *       "supply": "21000000",
         *       "txns": 238,
         *       "url": "https://odin.fun/token/2odai",
         *       "source": "demo",
         *       "asOf": "2026-11-21T14:05:00.000Z"
         *     }
         */
        FeaturedToken: {
            /** @description Odin.fun token id. */
            id: string;
            /** @description Ticker, e.g. ODAI. */
            symbol: string;
            /** @description Token name. */
            fullName: string;
            description: string;
            /** @description Price in sats per token. */
            price: components["schemas"]["Decimal"];
            /** @description Price in US dollars per token. */
            priceUSD?: components["schemas"]["Decimal"];
            /** @description Price change over the last 24 h */
            change24h: components["schemas"]["Decimal"];
            /** @description Market cap in US dollars (price × 21 */
            marketCap: components["schemas"]["Decimal"];
            /** @description Bonding-curve progress in percent (0–100); 100 once the token has ascended. Shown as "Progress". */
            status: components["schemas"]["Decimal"];
            /** @description true once the token has ascended to its AMM pool. */
            bonded?: boolean;
            /** @description Number of holders. */
            holders: number;
            /** @description Total supply in whole tokens. */
            supply?: components["schemas"]["Decimal"];
            /** @description Trades in the last 24 h. */
            txns?: number;
            /** @description The creator's principal or name. */
            dev?: string;
            /**
             * Format: uri
             * @description The token's page on Odin.fun; falls back to https://odin.fun/token/{id}.
             */
            url: string;
            source: components["schemas"]["MarketSource"];
            /**
             * Format: date-time
             * @description When these figures were computed.
             */
            asOf: string;
        };
        PopularToken: {
            /** @description Odin.fun token id. */
            id: string;
            name: string;
            symbol: string;
            /** @description Market cap in US dollars. */
            marketCap: components["schemas"]["Decimal"];
            /** @description Price in sats per token. */
            price?: components["schemas"]["Decimal"];
        };
        /**
         * @example {
         *       "tokenId": "2jjj",
         *       "priceChange24h": "-3.42",
         *       "holders": 11151,
         *       "transactions24h": 1840,
         *       "liquidityScore": "8.4",
         *       "volatility": "21.73",
         *       "historyHours": 24,
         *       "partial": false
         *     }
         */
        TokenAnalytics: {
            /** @description Equals the `id` of the token these figures belong to. */
            tokenId: string;
            /** @description (price now / price 24 h ago − 1) × 100, in percent. */
            priceChange24h: components["schemas"]["Decimal"];
            /** @description Holder count reported by Odin.fun (or the demo market). */
            holders: number;
            /** @description Trades in the last 24 h. */
            transactions24h: number;
            /** @description 0–10; a monotonic map of the BTC needed to move the price by 2%. */
            liquidityScore: components["schemas"]["Decimal"];
            /** @description Standard deviation of 5-minute log returns over 24 h (zero mean), scaled to a day (× √288), in percent. */
            volatility: components["schemas"]["Decimal"];
            /** @description Hours of history the figures are computed over (24 when complete). */
            historyHours?: number;
            /** @description true when less than 24 h of history exists; figures cover what exists. */
            partial?: boolean;
        };
        Token: {
            /** @description Odin.fun token id (unique; names and tickers repeat). */
            id: string;
            name: string;
            symbol: string;
            /** @description Price in sats per token. */
            price?: components["schemas"]["Decimal"];
            /** @description Market cap in US dollars. */
            marketCap?: components["schemas"]["Decimal"];
            /** @description true once the token has ascended to its AMM pool. */
            bonded?: boolean;
            /** @description US dollars traded in the last 24 h. */
            volume24h?: components["schemas"]["Decimal"];
            /** @description Bonding-curve progress in percent (0–100); 100 once the token has ascended. */
            progress?: components["schemas"]["Decimal"];
            analytics?: components["schemas"]["TokenAnalytics"];
        };
        MarketOverviewResponse: {
            overview: {
                /** @description Tracked tokens. */
                totalTokens: number;
                /** @description Sum of holder counts (a wallet holding two tokens counts twice). */
                totalHolders: number;
                /** @description Trades in the last 24 h across all tokens. */
                totalTransactions24h: number;
                /** @description Sum of market caps in US dollars. */
                totalMarketCap: components["schemas"]["Decimal"];
                /** @description The BTC/USD rate used for the dollar figures. */
                btcUsd?: components["schemas"]["Decimal"];
            };
            /** @description Largest 24 h price change first (positive changes only). */
            topGainers: components["schemas"]["TokenAnalytics"][];
            /** @description Most negative 24 h price change first (negative changes only). */
            topLosers: components["schemas"]["TokenAnalytics"][];
            /** @description Highest volatility first. */
            mostVolatile: components["schemas"]["TokenAnalytics"][];
            source: components["schemas"]["MarketSource"];
            /**
             * Format: date-time
             * @description When these figures were computed.
             */
            asOf: string;
        };
        PricePoint: {
            /** Format: date-time */
            timestamp: string;
            /** @description Price in sats per token. */
            price: components["schemas"]["Decimal"];
            /** @description US dollars traded in the 24 h ending at this point; absent counts as 0 (points before the detail's `history.volumeFrom` carry none). */
            volume24h?: components["schemas"]["Decimal"];
            /**
             * @description US dollars traded in this point's bucket (`history.bucketSeconds` wide, ending at the
             *     bucket's last stored point): the source's cumulative volume here less at the previous
             *     bucket's last stored point, at this point's BTC/USD. Absent when that is unknown: no
             *     cumulative volume stored for either point (history rebuilt from upstream candles, or
             *     stored before it was recorded), or a gap in the stored history before this bucket.
             */
            volume?: components["schemas"]["Decimal"];
            /** @description Market cap in US dollars; absent counts as 0. */
            marketCap?: components["schemas"]["Decimal"];
        };
        /**
         * @description A named history window (24 hours, 7 days, 30 days).
         * @enum {string}
         */
        HistoryRange: "24h" | "7d" | "30d";
        /** @description Which window `priceHistory` covers and how much of it is stored. */
        HistoryCoverage: {
            /** @description The named window, when the window is one (1, 7 or 30 days). */
            range?: components["schemas"]["HistoryRange"];
            /** @description The window's length in days. */
            days: number;
            /**
             * Format: date-time
             * @description Start of the window (the reply's time minus `days`).
             */
            from: string;
            /** @description The token's oldest stored point (of any age); null when none is stored. */
            firstPointAt: string | null;
            /**
             * @description Whether stored history reaches back to `from` (true for a 30-day window only once 30
             *     days are stored). Retention keeps hourly closes for 90 days, 5-minute closes for 7.
             */
            complete: boolean;
            /** @description Width of the down-sampling buckets; each point is the last one stored in its bucket. */
            bucketSeconds: number;
            /**
             * @description From this time on, `volume24h` is a full trailing 24 hours of stored trading (the first
             *     stored point plus 24 h). Points before it carry no `volume24h`: a sum over less than a
             *     day would draw a warm-up ramp, not the market. null when no point is stored.
             */
            volumeFrom: string | null;
        };
        /** @description The `data` of a `snapshot` event on `GET /api/analytics/events`. */
        MarketSnapshotEvent: {
            /** @description The snapshot's number within the answering process. */
            version: number;
            /**
             * Format: date-time
             * @description When the snapshot's figures were computed (the reads' `asOf`).
             */
            asOf: string;
            source: components["schemas"]["MarketSource"];
        };
        TokenDetailResponse: {
            token: {
                id: string;
                name: string;
                symbol: string;
                /** @description Price in sats per token. */
                price?: components["schemas"]["Decimal"];
                /** @description Market cap in US dollars. */
                marketCap?: components["schemas"]["Decimal"];
                bonded?: boolean;
                /** @description US dollars traded in the last 24 h. */
                volume24h?: components["schemas"]["Decimal"];
                /** @description Bonding-curve progress in percent (0–100); 100 once the token has ascended. */
                progress?: components["schemas"]["Decimal"];
                /**
                 * Format: uri
                 * @description The token's page on Odin.fun.
                 */
                url?: string;
            };
            /** @description null until the token's analytics have been computed once. */
            analytics: components["schemas"]["TokenAnalytics"] | null;
            /** @description Oldest first, at most 600 points (see `history`). */
            priceHistory: components["schemas"]["PricePoint"][];
            /** @description The window the history covers; always sent by this server. */
            history?: components["schemas"]["HistoryCoverage"];
            source: components["schemas"]["MarketSource"];
            /** Format: date-time */
            asOf: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            uptimeSeconds: number;
        };
        Readiness: {
            /** @enum {string} */
            status: "ready" | "not-ready";
            /** @enum {string} */
            database: "ok" | "down";
            market: {
                /** @description The source of the data being served; null before the first ingest. */
                source: components["schemas"]["MarketSource"] | null;
                /** @description Whether this process runs the ingester. */
                ingesting: boolean;
                lastIngestAt?: string | null;
                ingestAgeSeconds?: number | null;
                /** @description For live data, whether the last call to Odin.fun succeeded; false while demo data is served. */
                upstreamReachable?: boolean;
                /**
                 * @description True when `MARKET_SOURCE=auto` could not reach Odin.fun at start-up and the simulated
                 *     demo market is served instead.
                 */
                demoFallback?: boolean;
            };
        };
    };
    responses: {
        /** @description The body named in `If-None-Match` is still current: no body; use the copy you hold. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["MarketCacheControl"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request is malformed; `error` says what to fix. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Your message is too long: 2,001 characters. The limit is 2,000.",
                 *       "code": "MESSAGE_TOO_LONG"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing here, or not for this browser. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Chat session not found. Please refresh the page to start a new one.",
                 *       "code": "SESSION_NOT_FOUND"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than 16 KB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The request is too large. The limit is 16 KB.",
                 *       "code": "PAYLOAD_TOO_LARGE"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A part of the path is longer than 100 characters (after percent-decoding); no address of
         *     this API has one.
         */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The address is too long. Please check it and try again.",
                 *       "code": "URI_TOO_LONG"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A state-changing call sent by another site's page (`Sec-Fetch-Site: cross-site`, or an
         *     `Origin` that is neither this site nor one of its configured allowed origins). Refused
         *     before any rate limit counts it.
         */
        CrossSite: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "This request came from another website and was refused. Please use ODAI directly.",
                 *       "code": "CROSS_SITE_REQUEST"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not JSON. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Send the request body as JSON.",
                 *       "code": "UNSUPPORTED_MEDIA_TYPE"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit reached; retry after the number of seconds in `Retry-After`. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "You are sending messages too quickly. Please wait 20 seconds and try again.",
                 *       "code": "RATE_LIMITED"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Something went wrong on our side; details are in the server log only. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Something went wrong on our side. Please try again.",
                 *       "code": "INTERNAL"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A dependency (database, market data or assistant) is not available right now. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The assistant could not answer right now. Your message was saved; please try again in a moment.",
                 *       "code": "ASSISTANT_UNAVAILABLE"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The chat session id returned by `POST /api/chat/session` (a lower-case UUID, as issued).
         * @example 6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10
         */
        SessionId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Where the market data comes from (`odin` live, `demo` simulated). */
        XDataSource: components["schemas"]["MarketSource"];
        /** @description When the market data was computed (ISO 8601). */
        XDataAsOf: string;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /**
         * @description Strong validator of the body (a digest of its bytes, so equal across processes). It changes
         *     when an ingest cycle changes the data. Send it back in `If-None-Match` to get a 304.
         */
        ETag: string;
        /**
         * @description `public, max-age=0, s-maxage=5, stale-while-revalidate=5`: a browser revalidates on every
         *     read (a 304 when unchanged); a shared cache (CDN, reverse proxy) may answer from its copy
         *     for 5 s and refresh it in the background for 5 s more.
         */
        MarketCacheControl: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createChatSession: {
        parameters: {
            query?: {
                /** @description Start a new session even when the browser has a current one. */
                fresh?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The browser's current session (active in the last 24 hours). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sessionId": "6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10"
                     *     }
                     */
                    "application/json": components["schemas"]["ChatSession"];
                };
            };
            /** @description The session was created. */
            201: {
                headers: {
                    /** @description The HttpOnly session-binding cookie `odai_chat`. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sessionId": "6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10"
                     *     }
                     */
                    "application/json": components["schemas"]["ChatSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listChatMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chat session id returned by `POST /api/chat/session` (a lower-case UUID, as issued).
                 * @example 6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10
                 */
                sessionId: components["parameters"]["SessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session's messages, oldest first (an empty array for a new session). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e01",
                     *         "message": "What happens when a token ascends?",
                     *         "isUser": true,
                     *         "createdAt": "2026-11-21T14:05:00.000Z"
                     *       },
                     *       {
                     *         "id": "0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e02",
                     *         "message": "A token **ascends** when 80% of its supply has been sold on the bonding curve.\n- 4.2 M tokens and 0.2 BTC seed a constant-product pool.\n",
                     *         "isUser": false,
                     *         "createdAt": "2026-11-21T14:05:00.120Z",
                     *         "sources": [
                     *           {
                     *             "kind": "guide",
                     *             "title": "Bonding curves — Ascension",
                     *             "ref": "bonding-curves#ascension"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ChatMessage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sessionId": "6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10",
                 *       "message": "How do bonding curves work on Odin.fun?"
                 *     }
                 */
                "application/json": components["schemas"]["SendChatMessageRequest"];
            };
        };
        responses: {
            /** @description Both messages were stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendChatMessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendChatMessageRequest"];
            };
        };
        responses: {
            /** @description The answer as server-sent events (`user`, `delta`…, then `assistant` or `error`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: user
                     *     data: {"id":"0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e01","message":"What is a bonding curve?","isUser":true,"createdAt":"2026-11-21T14:05:00.000Z"}
                     *
                     *     event: delta
                     *     data: {"text":"A bonding curve sets a token's price from its supply sold. "}
                     *
                     *     event: assistant
                     *     data: {"id":"0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e02","message":"A bonding curve sets a token's price from its supply sold.","isUser":false,"createdAt":"2026-11-21T14:05:02.000Z","engine":"llm","sources":[{"kind":"guide","title":"Bonding curves — How the price moves","ref":"bonding-curves#how-the-price-moves"}]}
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["CrossSite"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChatAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assistant's description. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "engine": "embedded",
                     *       "streaming": false,
                     *       "suggestions": [
                     *         "How does the bonding curve work?",
                     *         "How does AMM trading work?",
                     *         "How do I launch my own token?",
                     *         "How do I keep my account safe from scams?",
                     *         "What fees does Odin.fun charge?",
                     *         "How is ODINDOG doing today?"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChatAssistant"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listGuides: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guides. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideSummary"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The article's slug (the part of a guide citation before `#`).
                 * @example bonding-curves
                 */
                article: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guide. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Guide"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getFeaturedToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The featured token. */
            200: {
                headers: {
                    "X-Data-Source": components["headers"]["XDataSource"];
                    "X-Data-As-Of": components["headers"]["XDataAsOf"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["MarketCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeaturedToken"];
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPopularTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Popular tokens, largest market cap first. */
            200: {
                headers: {
                    "X-Data-Source": components["headers"]["XDataSource"];
                    "X-Data-As-Of": components["headers"]["XDataAsOf"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["MarketCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "2jjj",
                     *         "name": "ODINDOG",
                     *         "symbol": "ODINDOG",
                     *         "marketCap": "1950000.00"
                     *       },
                     *       {
                     *         "id": "29m8",
                     *         "name": "ICONFUCIUS",
                     *         "symbol": "ICONFUCIUS",
                     *         "marketCap": "201000.00"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PopularToken"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAnalyticsTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tracked tokens. */
            200: {
                headers: {
                    "X-Data-Source": components["headers"]["XDataSource"];
                    "X-Data-As-Of": components["headers"]["XDataAsOf"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["MarketCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMarketOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The market overview. */
            200: {
                headers: {
                    "X-Data-Source": components["headers"]["XDataSource"];
                    "X-Data-As-Of": components["headers"]["XDataAsOf"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["MarketCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketOverviewResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTokenDetail: {
        parameters: {
            query?: {
                /** @description How many days of history to return (1–90). */
                days?: number;
                /**
                 * @description A named history window; when given it replaces `days` (`24h` = 1 day, `7d` = 7 days,
                 *     `30d` = 30 days). Without it `days` applies (default 7 days, as before).
                 * @example 30d
                 */
                range?: components["schemas"]["HistoryRange"];
            };
            header?: never;
            path: {
                /**
                 * @description Token id (e.g. `2jjj`) or ticker (e.g. `odindog`, case-insensitive).
                 * @example ODINDOG
                 */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token's detail. */
            200: {
                headers: {
                    "X-Data-Source": components["headers"]["XDataSource"];
                    "X-Data-As-Of": components["headers"]["XDataAsOf"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["MarketCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenDetailResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamMarketEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream (`snapshot` events and heartbeat comments). */
            200: {
                headers: {
                    /** @description `no-store`: every byte is live. */
                    "Cache-Control"?: string;
                    /** @description `no`: tells a reverse proxy (nginx) not to buffer the stream. */
                    "X-Accel-Buffering"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 5000
                     *
                     *     event: snapshot
                     *     data: {"version":41,"asOf":"2026-11-21T14:05:00.000Z","source":"demo"}
                     *
                     *     : heartbeat
                     *
                     *     event: snapshot
                     *     data: {"version":42,"asOf":"2026-11-21T14:05:30.000Z","source":"demo"}
                     */
                    "text/event-stream": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "uptimeSeconds": 3600
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready (the database does not answer). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
}
