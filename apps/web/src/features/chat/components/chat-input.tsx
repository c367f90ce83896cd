import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  disabled: boolean;
  canSend: boolean;
};

/** Enter sends; Shift+Enter starts a new line. */
export function ChatInput({ value, onChange, onSend, disabled, canSend }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label="Your question"
        placeholder="Ask about bonding curves, fees, launching tokens..."
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        autosize
        minRows={1}
        maxRows={5}
        style={{ flex: 1 }}
      />
      <ActionIcon size={42} aria-label="Send message" onClick={onSend} disabled={!canSend}>
        <IconSend size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
