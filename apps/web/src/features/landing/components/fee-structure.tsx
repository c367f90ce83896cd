import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { FEES } from './guides-content';

export function FeeStructure() {
  return (
    <Paper withBorder radius="lg" p="lg" mt="lg">
      <Title order={3} size="h4">
        Fee Structure
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        {FEES.map((fee) => (
          <div key={fee.label}>
            <Text fz={28} fw={800} c="bitcoin.5">
              {fee.value}
            </Text>
            <Text fw={600}>{fee.label}</Text>
            <Text size="sm" c="dimmed">
              {fee.note}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        Fees can change; the live values are on{' '}
        <Anchor
          underline="always"
          href="https://odin.fun"
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
        >
          Odin.fun
        </Anchor>
        .
      </Text>
    </Paper>
  );
}
