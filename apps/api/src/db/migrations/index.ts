import * as chat from './001-chat.js';
import * as market from './002-market.js';

/** Every migration, in the order they apply. Add new files here. */
export const migrations = {
  '001-chat': chat,
  '002-market': market,
};
