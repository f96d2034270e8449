import { HStack, Square, Text } from '@chakra-ui/react';
import { LuScale } from 'react-icons/lu';

export function Logo() {
  return (
    <HStack gap="2" data-testid="logo">
      <Square size="8" rounded="l2" bg="colorPalette.solid" color="colorPalette.contrast">
        <LuScale />
      </Square>
      <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">
        Concord
      </Text>
    </HStack>
  );
}
