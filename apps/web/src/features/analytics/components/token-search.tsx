import { Kbd, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** "Search tokens": filters as you type; `/` anywhere focuses it; Escape clears it. */
export function TokenSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  // The box keeps its own text: the URL (the source of the filter) updates in a transition, and a
  // box bound to it directly would drop keystrokes typed before that transition lands. An older
  // edit landing late ("2d0" while "2d0s" is typed) is an echo, not a change: only a value this
  // box never sent (back/forward, a shared link) replaces the text. (CI lost the "s" of "2d0sc".)
  const [text, setText] = useState(value);
  const latest = useRef(value);
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (value === latest.current || !sent.current.has(value)) {
      sent.current.clear();
      latest.current = value;
      setText(value);
    }
  }, [value]);
  const change = (next: string) => {
    setText(next);
    latest.current = next;
    sent.current.add(next);
    onChange(next);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <TextInput
      ref={input}
      type="search"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          event.preventDefault();
          change('');
        }
      }}
      placeholder="Search tokens"
      aria-label="Search tokens"
      aria-keyshortcuts="/"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={<Kbd size="xs">/</Kbd>}
      autoComplete="off"
      spellCheck={false}
      mb="sm"
    />
  );
}
