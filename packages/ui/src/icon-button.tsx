import { Button, type ButtonProps, createPolymorphicComponent } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** Icon sizes that match the label's height at each button size. */
const ICON_PX: Record<string, number> = { xs: 14, 'compact-sm': 14, sm: 16, md: 18 };

type Props = ButtonProps & {
  /** Shown before the label; hidden from screen readers, the label says it all. */
  icon?: Icon;
  /** Shown after the label, e.g. the external-link mark. */
  iconAfter?: Icon;
};

function IconButtonRoot({ icon: Before, iconAfter: After, ...props }: Props) {
  const px = ICON_PX[props.size ?? 'sm'] ?? 16;
  return (
    <Button
      leftSection={Before ? <Before size={px} aria-hidden /> : undefined}
      rightSection={After ? <After size={px} aria-hidden /> : undefined}
      {...props}
    />
  );
}

/** A Mantine Button with an icon sized to it; takes `component` (a link, an anchor) like Button. */
export const IconButton = createPolymorphicComponent<'button', Props>(IconButtonRoot);
