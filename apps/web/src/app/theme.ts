import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Bitcoin orange (#f7931a at index 5) stepped light to dark, for the crypto look.
const bitcoin: MantineColorsTuple = [
  '#fff4e2',
  '#ffe8cc',
  '#fed09b',
  '#fdb766',
  '#fca13a',
  '#f7931a',
  '#e88405',
  '#c46f00',
  '#a05a00',
  '#7a4400',
];

export const theme = createTheme({
  primaryColor: 'bitcoin',
  primaryShade: { light: 7, dark: 5 },
  colors: { bitcoin },
  // Dark text on the bright orange fills keeps buttons above a 4.5:1 contrast ratio.
  autoContrast: true,
  luminanceThreshold: 0.35,
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // SPEC §9: tooltips open after 700 ms (the group skips the delay within 300 ms).
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
  },
});
