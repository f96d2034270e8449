import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { personName } from '../shared/parts';

type Person = { id: number; userName: string; firstName?: string | null; lastName?: string | null };

/** People to tick: a project's reconcilers or reviewers. */
export function MemberPicker({
  label,
  people,
  value,
  onChange,
  testId,
  disabled = false,
}: {
  label: string;
  people: readonly Person[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      {people.map((person) => (
        <Checkbox.Root
          key={person.id}
          size="sm"
          disabled={disabled}
          checked={value.includes(person.id)}
          onCheckedChange={(event) =>
            onChange(
              event.checked === true
                ? [...value, person.id]
                : value.filter((id) => id !== person.id),
            )
          }
          data-testid={`${testId}-${person.userName}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{personName(person)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
