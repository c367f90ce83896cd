// The package's public surface: every number an ODAI screen prints goes through one of these.
export { formatCount } from './count.js';
export { formatAge, formatChartDate, formatChartDateTime, formatChartTime } from './date.js';
export { DASH, toFiniteNumber } from './parse.js';
export { formatLiquidity, formatPercent, formatProgress, formatVolatility } from './percent.js';
export { formatSats, satsToUsd } from './sats.js';
export { formatUsd } from './usd.js';
