/** Odin.fun, the marketplace ODAI is an unofficial guide to: linked from the chrome and the landing page. */
export const OFFICIAL_SITE = 'https://odin.fun';
