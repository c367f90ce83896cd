import { Anchor, Container, Group, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconButton } from '@odai/ui/icon-button';
import { IconBolt, IconBook2, IconRocket, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeeStructure } from './fee-structure';
import { GUIDES } from './guides-content';

const ICONS = [IconBook2, IconRocket, IconTrendingUp];

export function QuickGuides() {
  return (
    <Container size="lg" component="section" id="guides" py="xl" aria-labelledby="guides-title">
      <Title id="guides-title" order={2} ta="center">
        Quick Guides
      </Title>
      <Text c="dimmed" ta="center" mt="xs" mb="lg">
        The essentials of trading and launching on Odin.fun.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {GUIDES.map((guide, i) => {
          const Icon = ICONS[i] ?? IconBolt;
          return (
            <Paper key={guide.title} withBorder radius="lg" p="lg">
              <ThemeIcon variant="light" size="lg" radius="md">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mt="sm">
                {guide.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {guide.intro}
              </Text>
              <List size="sm" mt="sm" spacing={6}>
                {guide.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              <Anchor
                component={Link}
                to={`/guides/${guide.article}`}
                size="sm"
                mt="sm"
                display="inline-block"
                c="bitcoin.3"
              >
                Read the full guide
              </Anchor>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Group justify="center" mt="lg">
        <IconButton component={Link} to="/guides" variant="light" icon={IconBook2}>
          All guides
        </IconButton>
      </Group>
      <FeeStructure />
    </Container>
  );
}
