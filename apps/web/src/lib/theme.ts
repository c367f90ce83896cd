import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  // One shade in both schemes: Mantine picks the auto-contrast text colour from the light shade.
  primaryShade: 5,
  colors: { bitcoin },
  // Dark text on the bright orange fills keeps buttons above a 4.5:1 contrast ratio.
  autoContrast: true,
  luminanceThreshold: 0.3,
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Product rule: tooltips open after 700 ms. A region that shows tooltips wraps itself in
    // <Tooltip.Group openDelay={700} closeDelay={300}> (skip the delay within 300 ms); the shell does
    // not, so floating-ui stays out of the landing's JavaScript (decision 022).
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } },
    Badge: { defaultProps: { autoContrast: true } },
  },
});

// Mantine's dark `dimmed` (#828282) is 4.0:1 on the dark body; this grey reaches 6:1 (WCAG AA).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': '#a6a6a6' },
});
