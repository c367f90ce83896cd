import { MantineProvider } from '@mantine/core';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';

export function renderUi(ui: ReactNode): RenderResult {
  return render(
    <MantineProvider env="test" defaultColorScheme="dark">
      {ui}
    </MantineProvider>,
  );
}
