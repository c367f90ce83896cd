import Markdown, { type Components } from 'react-markdown';

// No rehype-raw: HTML in an answer is never rendered. Links leave the page safely.
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // An answer lives inside a bubble under the page's own headings: keep its headings small.
  h1: ({ children }) => <p style={{ fontWeight: 700 }}>{children}</p>,
  h2: ({ children }) => <p style={{ fontWeight: 700 }}>{children}</p>,
  h3: ({ children }) => <p style={{ fontWeight: 700 }}>{children}</p>,
  img: ({ alt }) => <span>{alt}</span>,
};

export function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className="odai-markdown">
      <Markdown components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
