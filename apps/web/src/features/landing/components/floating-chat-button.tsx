import { ActionIcon, Affix } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';

/** Small screens only: a round button that jumps to the chat. */
export function FloatingChatButton() {
  return (
    <Affix position={{ bottom: 20, right: 20 }} hiddenFrom="sm" zIndex={90}>
      <ActionIcon component="a" href="#chat" size={56} radius="xl" aria-label="Jump to chat" variant="filled">
        <IconMessageCircle size={26} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
