import { MantineContext } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';

// Mantine's provider context without MantineProvider (decision 051). MantineProvider would bring
// the CSS-variables generator, the colour-scheme manager and the theme (defaults, colour functions)
// into the entry script. Here the page is always dark (index.html sets data-mantine-color-scheme),
// the theme's variables are in the stylesheet (app/theme-variables.css), and the theme itself comes with
// the lazily loaded regions that render Mantine components (lazy-themed.tsx): the top bar and the
// hero, in the entry, are plain elements.

const noop = () => {};
const rootElement = () => document.documentElement;

/** The context MantineProvider would give, for `defaultColorScheme="dark"` and no style elements. */
export function MantineScope({
  env = 'default',
  children,
}: {
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      colorScheme: 'dark' as const,
      setColorScheme: noop,
      clearColorScheme: noop,
      getRootElement: rootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      deduplicateInlineStyles: false,
      env,
    }),
    [env],
  );
  return <MantineContext value={value}>{children}</MantineContext>;
}
