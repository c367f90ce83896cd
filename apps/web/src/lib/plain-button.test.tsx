import { Button } from '@mantine/core';
import { IconButton } from '@odai/ui/icon-button';
import { IconArrowLeft, IconChartBar, IconExternalLink, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from '../test/mantine-markup';
import { PlainButton } from './plain-button';

describe("PlainButton renders Mantine's Button markup", () => {
  it('the top bar’s external link (xs, icon after)', () => {
    expect(
      mantineMarkup(
        <PlainButton href="https://odin.fun" external size="xs" iconAfter={IconExternalLink}>
          Odin.fun
        </PlainButton>,
      ),
    ).toBe(
      mantineMarkup(
        <IconButton
          component="a"
          href="https://odin.fun"
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          iconAfter={IconExternalLink}
        >
          Odin.fun
        </IconButton>,
      ),
    );
  });

  it('the hero’s two (md, filled anchor and default link)', () => {
    expect(
      mantineMarkup(
        <PlainButton href="#chat" size="md" icon={IconMessageCircle}>
          Start Chatting
        </PlainButton>,
      ),
    ).toBe(
      mantineMarkup(
        <IconButton component="a" href="#chat" size="md" icon={IconMessageCircle}>
          Start Chatting
        </IconButton>,
      ),
    );
    expect(
      mantineMarkup(
        <PlainButton to="/analytics" size="md" variant="default" icon={IconChartBar}>
          View Analytics
        </PlainButton>,
      ),
    ).toBe(
      mantineMarkup(
        <IconButton component={Link} to="/analytics" size="md" variant="default" icon={IconChartBar}>
          View Analytics
        </IconButton>,
      ),
    );
  });

  it('the dashboard’s Back to Home (default size)', () => {
    expect(
      mantineMarkup(
        <PlainButton to="/" variant="default" icon={IconArrowLeft}>
          Back to Home
        </PlainButton>,
      ),
    ).toBe(
      mantineMarkup(
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Home
        </Button>,
      ),
    );
  });
});
