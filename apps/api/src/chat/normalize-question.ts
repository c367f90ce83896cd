// Control characters other than tab and line breaks are invisible to the visitor, and PostgreSQL
// text cannot hold NUL at all (storing it would fail with a 500), so they are removed before
// trimming and before the 1-character minimum is checked.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function normalizeQuestion(message: string): string {
  return message.replace(INVISIBLE_CONTROLS, '').trim();
}
