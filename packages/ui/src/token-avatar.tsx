import { Avatar, type AvatarProps } from '@mantine/core';

/** A round avatar showing the first letter of a token's name (the dashboard's row avatar). */
export function TokenAvatar({ name, ...props }: { name: string } & AvatarProps) {
  const letter = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar radius="xl" color="orange" variant="light" aria-hidden {...props}>
      {letter}
    </Avatar>
  );
}
