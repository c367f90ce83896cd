/** A chat message is 1–2,000 characters after trimming (the contract's maxLength). */
export const MESSAGE_MAX_CHARS = 2000;
/** Request bodies above this are refused with 413 (a 2,000-character message fits many times). */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** Sessions idle this long are deleted with their messages. */
export const SESSION_IDLE_DAYS = 30;
