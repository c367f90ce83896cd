import type { Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

// Mantine's Button markup (classes, data attributes, CSS variables) as plain elements, for the
// few link buttons the entry chunk shows: the top bar's, the hero's and the dashboard frame's.
// Mantine's Button brings its loader, transitions and button groups (≈ 5 KB gzip) into the first
// download; these buttons need none of it. plain-button.test.tsx compares the markup with
// Mantine's own, so an upgrade that changes it fails there, not on screen.

const ROOT =
  'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

const SIZE_VARS = (size: 'xs' | 'md') => ({
  '--button-height': `var(--button-height-${size})`,
  '--button-padding-x': `var(--button-padding-x-${size})`,
  '--button-fz': `var(--mantine-font-size-${size})`,
});

const VARIANT_VARS = {
  // The theme's primary colour with autoContrast: dark text on the orange fill.
  filled: { '--button-color': 'var(--mantine-color-black)' },
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
  },
};

/** Icon sizes that match the label's height at each button size (as in @odai/ui's IconButton). */
const ICON_PX = { xs: 14, sm: 16, md: 18 };

type Target =
  | { to: string; href?: never; external?: never }
  | { href: string; to?: never; external?: boolean };

export type PlainButtonProps = Target & {
  /** `filled` (the orange primary) or Mantine's `default` (outlined). */
  variant?: 'filled' | 'default';
  /** Mantine's size; none is Mantine's default (sm). */
  size?: 'xs' | 'md';
  /** Shown before the label; hidden from screen readers, the label says it all. */
  icon?: Icon;
  /** Shown after the label, e.g. the external-link mark. */
  iconAfter?: Icon;
  onClick?: () => void;
  children: ReactNode;
};

/**
 * A link that looks exactly like `<Button component={Link} to=…>` (or an `<a href>`; `external`
 * opens a new tab without giving it this page).
 */
export function PlainButton({
  variant = 'filled',
  size,
  icon: Before,
  iconAfter: After,
  onClick,
  children,
  ...target
}: PlainButtonProps) {
  const px = ICON_PX[size ?? 'sm'];
  const props = {
    style: { ...(size ? SIZE_VARS(size) : {}), ...VARIANT_VARS[variant] } as CSSProperties,
    className: ROOT,
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size,
    'data-with-left-section': Before ? 'true' : undefined,
    'data-with-right-section': After ? 'true' : undefined,
    onClick,
  };
  const inner = (
    <span className="m_80f1301b mantine-Button-inner">
      {Before ? (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          <Before size={px} aria-hidden />
        </span>
      ) : null}
      <span className="m_811560b9 mantine-Button-label">{children}</span>
      {After ? (
        <span className="m_a74036a mantine-Button-section" data-position="right">
          <After size={px} aria-hidden />
        </span>
      ) : null}
    </span>
  );
  if (target.to !== undefined) {
    return (
      <Link to={target.to} {...props}>
        {inner}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {inner}
    </a>
  );
}
