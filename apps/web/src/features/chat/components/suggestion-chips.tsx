import { Button, Group } from '@mantine/core';

type Props = {
  questions: readonly string[];
  onAsk: (question: string) => void;
  /** No session yet, or an answer pending. */
  disabled: boolean;
  label: string;
};

/** Questions the assistant knows it can answer, one click (or Enter) away. */
export function SuggestionChips({ questions, onAsk, disabled, label }: Props) {
  if (questions.length === 0) return null;
  return (
    <Group
      gap={6}
      mt="sm"
      component="ul"
      aria-label={label}
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
            styles={{
              root: { height: 'auto', minHeight: 28 },
              label: { whiteSpace: 'normal', textAlign: 'left' },
            }}
          >
            {question}
          </Button>
        </li>
      ))}
    </Group>
  );
}
