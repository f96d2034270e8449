import { defineMessages, type IntlShape } from 'react-intl';

const names = defineMessages({
  reco: { id: 'tools.reco', defaultMessage: 'Reconciliation' },
  poso: { id: 'tools.poso', defaultMessage: 'Purchase & Sales' },
  analytics: { id: 'tools.analytics', defaultMessage: 'Analytics' },
});

/**
 * A tool's name in the user's language, by its prefix; a tool this client does not know yet
 * keeps the name the server gives.
 */
export function toolName(
  intl: IntlShape,
  tool: { toolName: string; toolPrefix?: string | null },
): string {
  const prefix = tool.toolPrefix ?? '';
  return prefix in names ? intl.formatMessage(names[prefix as keyof typeof names]) : tool.toolName;
}
