/** Server-sent events as tests read them: blocks split by a blank line, `event:` and one `data:` line of JSON each. */
export function parseEventStream(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .filter((line) => line.startsWith(`${name}: `))
          .map((line) => line.slice(name.length + 2));
      const data = field('data');
      if (data.length !== 1) throw new Error(`an event needs exactly one data line: ${block}`);
      return { event: field('event')[0] ?? 'message', data: JSON.parse(data[0] ?? '') as unknown };
    });
}
