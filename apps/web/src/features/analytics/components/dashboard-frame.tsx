import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlainButton } from '../../../lib/plain-button';
import {
  color,
  PlainContainer,
  PlainGroup,
  PlainText,
  PlainTitle,
  rem,
  space,
} from '../../../lib/plain-layout';

// The dashboard's frame (title, subtitle, Back to Home) is light and has no data dependency, so the
// app shell can paint it while the dashboard's code is still downloading; the page then renders the
// same frame, so nothing moves. Plain elements with Mantine's markup: the shell's fallback is in the
// entry script, which carries no Mantine components (decision 051; dashboard-frame.test.tsx).

export function DashboardLoading() {
  return (
    <PlainText role="status" style={{ textAlign: 'center', paddingBlock: rem(80), color: color('gray-4') }}>
      Loading analytics dashboard...
    </PlainText>
  );
}

export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <PlainContainer size="lg" as="main" style={{ paddingBlock: space('xl') }}>
      <PlainGroup justify="space-between" align="flex-start" style={{ marginBottom: space('lg') }}>
        <div>
          {/* fz={{ base: 26, sm: 34 }}: the class is in global.css. */}
          <PlainTitle className="odai-dashboard-title">Token Analytics Dashboard</PlainTitle>
          <PlainText style={{ color: color('gray-4') }}>Real-time performance metrics and insights</PlainText>
        </div>
        <PlainButton to="/" variant="default" icon={IconArrowLeft}>
          Back to Home
        </PlainButton>
      </PlainGroup>
      {children}
    </PlainContainer>
  );
}
