import { Accordion, List, Text } from '@mantine/core';

/** "How these are computed": the published definitions behind the dashboard's figures. */
export function MethodologyNote() {
  return (
    <Accordion variant="contained" radius="lg">
      <Accordion.Item value="how">
        <Accordion.Control>How these are computed</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={6}>
            <List.Item>
              <b>24h change</b>: (price now ÷ price 24 hours ago − 1) × 100, over a rolling 24-hour window.
            </List.Item>
            <List.Item>
              <b>Volatility</b>: the standard deviation of 5-minute log returns over the last 24 hours, scaled
              to one day (× √288), in percent.
            </List.Item>
            <List.Item>
              <b>Liquidity score</b> (0–10): a monotonic map of the BTC it takes to move the price by 2%, from
              the AMM pool or the bonding curve. Higher means deeper liquidity.
            </List.Item>
            <List.Item>
              <b>Volume bars</b>: US dollars traded in each bar's interval, the growth of the token's all-time
              traded volume between the two points recorded at its ends; no bar where that is not recorded.
              Without such records, the trailing 24-hour volume, from a full day of history on.
            </List.Item>
            <List.Item>
              <b>Units</b>: prices in sats per token; market cap and volume in US dollars.
            </List.Item>
          </List>
          <Text size="xs" c="dimmed" mt="sm">
            Figures are educational and may lag the market. Always do your own research.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
