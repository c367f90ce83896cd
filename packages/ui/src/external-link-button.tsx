import type { ButtonProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button.js';

type Props = Omit<ButtonProps, 'children'> & { href: string; onClick?: () => void; children: ReactNode };

/** A button to another site: opens a new tab without giving it this page, marked as leaving. */
export function ExternalLinkButton(props: Props) {
  return (
    <IconButton
      component="a"
      target="_blank"
      rel="noopener noreferrer"
      iconAfter={IconExternalLink}
      {...props}
    />
  );
}
