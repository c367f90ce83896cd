import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import type { KeyboardEvent, Ref } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** No session: nothing can be typed or sent. */
  disabled: boolean;
  /** The session is still being made (or the page not yet running): the field says so. */
  starting?: boolean;
  /**
   * A send is pending: the text cannot change but the field keeps focus, so the visitor can read
   * and type the follow-up without finding the field again (a disabled field drops focus).
   */
  readOnly: boolean;
  canSend: boolean;
  /** While an answer streams: a Stop button, and Escape in the field, cancel it. */
  onStop?: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
};

/** What the field says until the chat can take a question (decision 041). */
export const STARTING = 'Starting the chat…';

/** Enter sends; Shift+Enter starts a new line. */
export function ChatInput({
  value,
  onChange,
  onSend,
  disabled,
  starting = false,
  readOnly,
  canSend,
  onStop,
  inputRef,
}: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onStop) {
      event.preventDefault();
      onStop();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        ref={inputRef}
        aria-label="Your question"
        placeholder={starting ? STARTING : 'Ask about bonding curves, fees, launching tokens...'}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        readOnly={readOnly}
        aria-busy={readOnly || starting || undefined}
        autosize
        minRows={1}
        maxRows={5}
        style={{ flex: 1 }}
      />
      {onStop ? (
        <ActionIcon size={42} color="red" variant="light" aria-label="Stop answer" onClick={onStop}>
          <IconPlayerStopFilled size={18} aria-hidden />
        </ActionIcon>
      ) : null}
      <ActionIcon
        size={42}
        aria-label="Send message"
        aria-busy={starting || undefined}
        onClick={onSend}
        disabled={!canSend}
      >
        <IconSend size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
