import { DEFAULT_THEME, MantineThemeContext, mergeMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

// Loaded with the first lazy region (lazy-themed.tsx), never by the entry: Mantine's default theme
// and colour functions travel with the components that use them.
const merged = mergeMantineTheme(DEFAULT_THEME, theme);

/** The app's theme for the Mantine components below (what MantineProvider's theme provider gives). */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <MantineThemeContext value={merged}>{children}</MantineThemeContext>;
}
