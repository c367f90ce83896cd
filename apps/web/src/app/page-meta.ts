export const LANDING_META = {
  title: 'ODAI — AI Chat Assistant & Bitcoin Runes Guide for Odin.fun',
  description:
    'Ask ODAI, the unofficial AI guide to Odin.fun, about bonding curves, AMM trading, launching Bitcoin Runes tokens, fees and security, and explore live token analytics.',
};

export const NOT_FOUND_META = {
  title: '404 Page Not Found — ODAI',
  description: 'There is no page at this address on ODAI, the unofficial AI guide to Odin.fun.',
};
