import { Burger } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from '../../test/mantine-markup';
import { MenuButton } from './menu-button';

describe("MenuButton renders Mantine's Burger markup", () => {
  it.each([false, true])('opened: %s', (opened) => {
    expect(mantineMarkup(<MenuButton opened={opened} onClick={() => {}} />)).toBe(
      mantineMarkup(
        <Burger
          opened={opened}
          hiddenFrom="sm"
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
          aria-controls="mobile-menu"
        />,
      ),
    );
  });
});
