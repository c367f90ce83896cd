import { Text, type TextProps, Tooltip } from '@mantine/core';
import { formatSats, formatUsd, satsToUsd } from '@odai/format';

/**
 * A price in sats per token; hovering (or focusing, when `focusable`) shows it in US dollars at
 * the given BTC/USD rate. Without a rate it is the sats alone. `plain` uses the browser's own
 * tooltip (a `title`) and no Mantine component: for long lists, where every row pays for it.
 */
export function SatsPrice({
  sats,
  btcUsd,
  focusable = false,
  plain = false,
  ...props
}: { sats: unknown; btcUsd: unknown; focusable?: boolean; plain?: boolean } & TextProps) {
  const usd = satsToUsd(sats, btcUsd);
  if (plain) {
    return <span title={usd === null ? undefined : `${formatUsd(usd)} per token`}>{formatSats(sats)}</span>;
  }
  const text = (
    <Text span tabIndex={focusable && usd !== null ? 0 : undefined} {...props}>
      {formatSats(sats)}
    </Text>
  );
  if (usd === null) return text;
  return (
    <Tooltip label={`${formatUsd(usd)} per token`} withArrow>
      {text}
    </Tooltip>
  );
}
