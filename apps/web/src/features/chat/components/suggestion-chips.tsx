import { Button, Group } from '@mantine/core';

type Props = {
  questions: readonly string[];
  onAsk: (question: string) => void;
  /** No session yet, or an answer pending. */
  disabled: boolean;
  /** Disabled because the chat is still starting (not because an answer is pending). */
  busy?: boolean;
  label: string;
};

/** Questions the assistant knows it can answer, one click (or Enter) away. */
export function SuggestionChips({ questions, onAsk, disabled, busy = false, label }: Props) {
  if (questions.length === 0) return null;
  return (
    <Group
      gap={6}
      mt="sm"
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {questions.map((question) => (
        <li key={question}>
          <Button
            variant="light"
            size="compact-sm"
            radius="xl"
            fw={500}
            disabled={disabled}
            onClick={() => onAsk(question)}
            // Long questions wrap inside the chip on phones instead of overflowing it.
            styles={{
              root: { height: 'auto', minHeight: 28, paddingBlock: 4 },
              inner: { height: 'auto' },
              label: {
                whiteSpace: 'normal',
                textAlign: 'left',
                lineHeight: 1.35,
                height: 'auto',
                overflow: 'visible',
              },
            }}
          >
            {question}
          </Button>
        </li>
      ))}
    </Group>
  );
}
