import {
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Portal,
  RadioGroup,
  SegmentGroup,
  Slider,
  Stack,
  Switch,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCheck } from 'react-icons/lu';
import {
  borderRadiusRange,
  fontFamilies,
  presetColors,
  presetPalettes,
  type FontFamily,
  type NavType,
} from './settings';
import { uiLabels } from '../../ui/messages';
import { loadFontFamily } from './fonts';
import { useSettings } from './useSettings';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" textStyle="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

type CustomiseDrawerProps = { open: boolean; onClose: () => void };

/** Live customisation: every choice applies at once and is remembered in this browser. */
export function CustomiseDrawer({ open, onClose }: CustomiseDrawerProps) {
  const intl = useIntl();
  const { settings, update, reset } = useSettings();
  // The picker shows each family in its own face.
  useEffect(() => {
    if (open) fontFamilies.forEach(loadFontFamily);
  }, [open]);
  const presetLabel = (preset: string) =>
    preset === 'default'
      ? intl.formatMessage({ id: 'customise.presetDefault', defaultMessage: 'Default' })
      : intl.formatMessage(
          { id: 'customise.presetNumbered', defaultMessage: 'Theme {number}' },
          { number: preset.replace('theme', '') },
        );

  return (
    <Drawer.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      placement="end"
      size="sm"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="customise-drawer">
            <Drawer.Header>
              <Drawer.Title>
                <FormattedMessage id="customise.title" defaultMessage="Live customise" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="7">
                <Section title={<FormattedMessage id="customise.mode" defaultMessage="Mode" />}>
                  <SegmentGroup.Root
                    value={settings.navType}
                    onValueChange={({ value }) => update({ navType: value as NavType })}
                  >
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items
                      items={[
                        {
                          value: 'light',
                          label: intl.formatMessage({
                            id: 'customise.light',
                            defaultMessage: 'Light',
                          }),
                        },
                        {
                          value: 'dark',
                          label: intl.formatMessage({
                            id: 'customise.dark',
                            defaultMessage: 'Dark',
                          }),
                        },
                      ]}
                    />
                  </SegmentGroup.Root>
                </Section>

                <Section
                  title={<FormattedMessage id="customise.presets" defaultMessage="Preset colour" />}
                >
                  <Wrap gap="3">
                    {presetColors.map((preset) => {
                      const selected = settings.presetColor === preset;
                      return (
                        <Button
                          key={preset}
                          colorPalette={presetPalettes[preset]}
                          variant="solid"
                          size="sm"
                          w="10"
                          h="10"
                          p="0"
                          rounded="full"
                          outline={selected ? '2px solid' : undefined}
                          outlineColor="colorPalette.solid"
                          outlineOffset="2px"
                          aria-label={presetLabel(preset)}
                          aria-pressed={selected}
                          title={presetLabel(preset)}
                          onClick={() => update({ presetColor: preset })}
                        >
                          {selected && <LuCheck />}
                        </Button>
                      );
                    })}
                  </Wrap>
                </Section>

                <Section
                  title={<FormattedMessage id="customise.font" defaultMessage="Font family" />}
                >
                  <RadioGroup.Root
                    value={settings.fontFamily}
                    onValueChange={({ value }) => update({ fontFamily: value as FontFamily })}
                  >
                    <HStack gap="5">
                      {fontFamilies.map((font) => (
                        <RadioGroup.Item key={font} value={font}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText fontFamily={`'${font}'`}>{font}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </HStack>
                  </RadioGroup.Root>
                </Section>

                <Section
                  title={
                    <FormattedMessage id="customise.borderRadius" defaultMessage="Border radius" />
                  }
                >
                  <Slider.Root
                    min={borderRadiusRange.min}
                    max={borderRadiusRange.max}
                    step={borderRadiusRange.step}
                    value={[settings.borderRadius]}
                    onValueChange={({ value }) => update({ borderRadius: value[0] ?? 12 })}
                  >
                    <HStack justify="space-between">
                      <Slider.Label srOnly>
                        <FormattedMessage
                          id="customise.borderRadius"
                          defaultMessage="Border radius"
                        />
                      </Slider.Label>
                      <Slider.ValueText textStyle="sm" color="fg.muted" />
                    </HStack>
                    <Slider.Control>
                      <Slider.Track>
                        <Slider.Range />
                      </Slider.Track>
                      <Slider.Thumbs />
                    </Slider.Control>
                  </Slider.Root>
                </Section>

                <Section title={<FormattedMessage id="customise.layout" defaultMessage="Layout" />}>
                  <Stack gap="4">
                    <Switch.Root
                      checked={settings.outlinedFilled}
                      onCheckedChange={({ checked }) => update({ outlinedFilled: checked })}
                    >
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label>
                        <FormattedMessage
                          id="customise.outlinedFilled"
                          defaultMessage="Filled input fields"
                        />
                      </Switch.Label>
                    </Switch.Root>
                    <Switch.Root
                      checked={settings.rtlLayout}
                      onCheckedChange={({ checked }) => update({ rtlLayout: checked })}
                      data-testid="rtl-switch"
                    >
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label>
                        <FormattedMessage
                          id="customise.rtl"
                          defaultMessage="Right-to-left layout"
                        />
                      </Switch.Label>
                    </Switch.Root>
                  </Stack>
                </Section>

                <Box>
                  <Button variant="outline" size="sm" onClick={reset}>
                    <FormattedMessage id="customise.reset" defaultMessage="Reset to defaults" />
                  </Button>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(uiLabels.close)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
