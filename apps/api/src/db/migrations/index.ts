import * as chat from './001-chat.js';
import * as market from './002-market.js';
import * as chatCookieIndex from './003-chat-cookie-index.js';
import * as chatSuggestions from './004-chat-suggestions.js';
import * as volumeTotal from './005-price-points-volume-total.js';

/** Every migration, in the order they apply. Add new files here. */
export const migrations = {
  '001-chat': chat,
  '002-market': market,
  '004-chat-suggestions': chatSuggestions,
  // Added after 004 had shipped; unordered migrations are allowed (numbers only order the files).
  '003-chat-cookie-index': chatCookieIndex,
  '005-price-points-volume-total': volumeTotal,
};
