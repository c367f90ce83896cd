/** Text that matches itself literally inside a RegExp: a token's name may hold ".", "$" or "(". */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
