import { Skeleton, Stack } from '@chakra-ui/react';

/** What a form or document page shows while its data loads. */
export function PageSkeleton({ testId = 'page-loading' }: { testId?: string }) {
  return (
    <Stack gap="4" data-testid={testId} aria-busy>
      <Skeleton h="8" w="64" />
      <Skeleton h="40" />
      <Skeleton h="56" />
    </Stack>
  );
}
