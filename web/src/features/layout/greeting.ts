export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Good Morning before 12, Good Afternoon from 12 until 16, Good Evening after that. */
export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'morning';
  if (hour < 16) return 'afternoon';
  return 'evening';
}
