import type { CSSProperties, ElementType, ReactNode } from 'react';
import { Link } from 'react-router';

// Mantine's Container, Group, Stack, Text, Anchor, Title and Badge markup (classes, data attributes,
// CSS variables) as plain elements, for what the entry script renders: the top bar, the hero and
// the dashboard's frame. Mantine's components need its theme, styles API and style-prop parser in
// the first download (≈ 13 KB gzip); these need none of it (decision 051). Style props are written
// out as the CSS Mantine produces for them (`rem`, `space`). plain-layout.test.tsx compares every
// use with Mantine's own output, so an upgrade that changes the markup fails there, not on screen.

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A Mantine style prop in pixels (`pt={110}`), as Mantine writes it. */
export const rem = (px: number) => (px === 0 ? '0rem' : `calc(${px / 16}rem * var(--mantine-scale))`);
/** A Mantine spacing step (`mt="lg"`). */
export const space = (size: Size) => `var(--mantine-spacing-${size})`;
/** A theme colour (`c="gray.3"` is `color('gray-3')`). */
export const color = (name: string) => `var(--mantine-color-${name})`;

const vars = (style: Record<string, string | undefined>, extra?: CSSProperties) =>
  ({ ...style, ...extra }) as CSSProperties;

type Box = { style?: CSSProperties; className?: string; children?: ReactNode };

/** `<Container size=… component=…>`. */
export function PlainContainer({
  size,
  as: Tag = 'div',
  style,
  children,
}: Box & { size: Size; as?: ElementType }) {
  return (
    <Tag
      style={vars({ '--container-size': `var(--container-size-${size})` }, style)}
      className="m_7485cace mantine-Container-root"
      data-size={size}
      data-strategy="block"
    >
      {children}
    </Tag>
  );
}

type Align = 'center' | 'flex-start' | 'space-between';

/** `<Group gap=… justify=… align=…>` (children that are null leave no trace, as in Group). */
export function PlainGroup({
  gap = 'md',
  justify = 'flex-start',
  align = 'center',
  style,
  children,
}: Box & { gap?: Size; justify?: Align; align?: Align }) {
  const groupVars = {
    '--group-gap': space(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': 'wrap',
  };
  return (
    <div style={vars(groupVars, style)} className="m_4081bf90 mantine-Group-root">
      {children}
    </div>
  );
}

/** `<Stack gap=…>`. */
export function PlainStack({ gap, children }: Box & { gap: Size }) {
  const stackVars = {
    '--stack-gap': space(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  };
  return (
    <div style={vars(stackVars)} className="m_6d731127 mantine-Stack-root">
      {children}
    </div>
  );
}

const TEXT = 'mantine-focus-auto m_b6d8b162 mantine-Text-root';
const textSize = (size?: Size) =>
  size
    ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` }
    : {};

/** `<Text size=… span inherit>`; other style props go in `style`. */
export function PlainText({
  size,
  span,
  inherit,
  role,
  style,
  children,
}: Box & { size?: Size; span?: boolean; inherit?: boolean; role?: string }) {
  const Tag = span ? 'span' : 'p';
  return (
    <Tag
      style={vars(textSize(size), style)}
      className={TEXT}
      data-size={size}
      data-inherit={inherit || undefined}
      role={role}
    >
      {children}
    </Tag>
  );
}

type AnchorTarget = { href: string; to?: never } | { to: string; href?: never };

/** `<Anchor href=…>` or `<Anchor component={Link} to=…>`. */
export function PlainAnchor({
  underline = 'hover',
  onClick,
  style,
  children,
  ...target
}: Box & AnchorTarget & { underline?: 'hover' | 'never'; onClick?: () => void }) {
  const props = {
    style,
    className: 'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root',
    'data-underline': underline,
    onClick,
  };
  return target.to !== undefined ? (
    <Link to={target.to} {...props}>
      {children}
    </Link>
  ) : (
    <a href={target.href} {...props}>
      {children}
    </a>
  );
}

/**
 * `<Title order={1}>`. A responsive size (`fz={{ base, sm }}`) is a class of global.css here,
 * where Mantine writes a <style> element beside the heading.
 */
export function PlainTitle({ id, className, style, children }: Box & { id?: string }) {
  const titleVars = {
    '--title-fw': 'var(--mantine-h1-font-weight)',
    '--title-lh': 'var(--mantine-h1-line-height)',
    '--title-fz': 'var(--mantine-h1-font-size)',
  };
  return (
    <h1
      style={vars(titleVars, style)}
      className={`m_8a5d1357 mantine-Title-root${className ? ` ${className}` : ''}`}
      data-order="1"
      id={id}
    >
      {children}
    </h1>
  );
}

/** `<Badge size=…>` (the primary filled badge) or `<Badge variant="dot" color=…>`. */
export function PlainBadge({
  size,
  dot,
  role,
  style,
  labelStyle,
  children,
}: Box & { size: Size; dot?: 'teal' | 'red'; role?: string; labelStyle?: CSSProperties }) {
  const badgeVars = {
    '--badge-height': `var(--badge-height-${size})`,
    '--badge-padding-x': `var(--badge-padding-x-${size})`,
    '--badge-fz': `var(--badge-fz-${size})`,
    '--badge-dot-color': dot ? color(`${dot}-filled`) : undefined,
  };
  return (
    <div
      style={vars(badgeVars, style)}
      className={`${dot ? 'm_fbd81e3d ' : ''}m_347db0ec mantine-Badge-root`}
      data-variant={dot ? 'dot' : undefined}
      data-size={size}
      role={role}
    >
      <span className="m_5add502a mantine-Badge-label" style={labelStyle}>
        {children}
      </span>
    </div>
  );
}
