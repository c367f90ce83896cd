// Abbreviations whose full stop does not end a sentence.
const ABBREVIATION = /\b(e\.g|i\.e|vs|etc|approx|no|incl|cf|ca|est)\.$/i;
// "1." or "a)" at the start of a line is a list marker, not a sentence.
const LIST_MARKER = /(^|\n)[ \t]*(\d{1,2}|[a-z])[.)]$/i;

/**
 * Cuts streamed text into whole sentences (or whole lines: a Markdown bullet is one unit), so
 * each can be checked before it is shown. A sentence ends at a newline, or at . ! ? followed by
 * whitespace; the whitespace stays with it, so the pieces join back into the exact text.
 */
export class SentenceGate {
  private buffer = '';

  /** Adds streamed text; returns the sentences it completed, in order. */
  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      const next = this.buffer[i + 1];
      const endsLine = ch === '\n';
      const endsSentence = (ch === '.' || ch === '!' || ch === '?') && next !== undefined && /\s/.test(next);
      if (!endsLine && !endsSentence) continue;
      const upTo = this.buffer.slice(start, i + 1);
      if (endsSentence && (ABBREVIATION.test(upTo) || LIST_MARKER.test(upTo))) continue;
      // Keep the whitespace that follows with this sentence (all of it, when it is complete).
      let end = i + 1;
      while (end < this.buffer.length && /[ \t\n]/.test(this.buffer[end] ?? '')) end++;
      if (end === this.buffer.length) break;
      out.push(this.buffer.slice(start, end));
      start = end;
      i = end - 1;
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  /** The rest, once the stream has ended. */
  flush(): string {
    const rest = this.buffer;
    this.buffer = '';
    return rest;
  }
}
