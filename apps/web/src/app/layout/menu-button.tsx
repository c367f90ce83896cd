// Mantine's Burger markup as a plain button (menu-button.test.tsx compares the two): the top bar
// is in the entry chunk, and the Burger component costs more JavaScript than its markup.
const ROOT =
  'mantine-focus-auto m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root mantine-hidden-from-sm';

/** The phone top bar's menu toggle (hidden from `sm` up): three lines, a cross when open. */
export function MenuButton({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  return (
    <button
      className={ROOT}
      type="button"
      onClick={onClick}
      aria-label={opened ? 'Close menu' : 'Open menu'}
      aria-expanded={opened}
      aria-controls="mobile-menu"
    >
      <div
        className="m_d4fb9cad mantine-Burger-burger"
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </button>
  );
}
