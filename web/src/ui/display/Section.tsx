import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of a document page (items, attachments, payments). */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Header pb="2">
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
