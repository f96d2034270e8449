import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuLanguages } from 'react-icons/lu';
import type { Locale } from '../customisation/settings';
import { useSettings } from '../customisation/useSettings';
import { headerPositioning } from './header-positioning';

/** Each language is listed in its own name so it can be found whatever the current one is. */
const languageNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ro: 'Română',
  zh: '中文',
};

export function LanguageMenu() {
  const intl = useIntl();
  const { settings, update } = useSettings();
  return (
    <Menu.Root lazyMount unmountOnExit positioning={headerPositioning('bottom-end')}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({ id: 'header.language', defaultMessage: 'Language' })}
          data-testid="language-menu"
        >
          <LuLanguages />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={settings.locale}
              onValueChange={({ value }) => update({ locale: value as Locale })}
            >
              {(Object.keys(languageNames) as Locale[]).map((locale) => (
                <Menu.RadioItem key={locale} value={locale} data-testid={`language-${locale}`}>
                  <Menu.ItemIndicator />
                  {languageNames[locale]}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
