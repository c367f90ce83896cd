import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** True while the chat section (#chat) is on screen; the button has nothing to jump to then. */
function useChatInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const chat = document.getElementById('chat');
    if (!chat || typeof IntersectionObserver === 'undefined') return;
    // Any part of it: on phones the chat grows with its conversation, far taller than the screen,
    // so a share of its area would miss a chat that fills the screen.
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), {
      threshold: 0,
    });
    observer.observe(chat);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * Small screens only: a round button that jumps to the chat. It steps aside while the chat is on
 * screen, where it would cover the send button.
 */
export function FloatingChatButton() {
  const chatInView = useChatInView();
  return (
    <Affix position={{ bottom: 20, right: 20 }} hiddenFrom="sm" zIndex={90}>
      <Transition mounted={!chatInView} transition="pop" duration={150}>
        {(styles) => (
          <ActionIcon
            component="a"
            href="#chat"
            size={56}
            radius="xl"
            aria-label="Jump to chat"
            variant="filled"
            style={styles}
          >
            <IconMessageCircle size={26} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
