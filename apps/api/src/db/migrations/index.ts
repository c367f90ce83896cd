import * as chat from './001-chat.js';
import * as market from './002-market.js';
import * as chatSuggestions from './004-chat-suggestions.js';

/** Every migration, in the order they apply. Add new files here. */
export const migrations = {
  '001-chat': chat,
  '002-market': market,
  // 003 is taken by the chat cookie index (another branch); numbers only order the files.
  '004-chat-suggestions': chatSuggestions,
};
