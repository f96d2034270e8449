import { reco } from '@concord/contracts';
import { escapeHtml } from './sender.service.js';

export type PlaceholderValues = Record<reco.Placeholder, string>;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const LINKS = new Set<string>(['upload_link', 'confirmation_link']);

/** Names between double braces that are not placeholders, each once. */
export function unknownPlaceholders(...texts: string[]): string[] {
  const known = new Set<string>(reco.PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(PLACEHOLDER))
      if (!known.has(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

function fill(text: string, values: PlaceholderValues, html: boolean): string {
  // Text between placeholders is the template's (escaped for HTML); values are always escaped,
  // so a party named `<script>` is shown, never run (issue 14: placeholders escaped in HTML).
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    out += html ? escapeHtml(text.slice(last, match.index)) : text.slice(last, match.index);
    const known = name in values;
    const value = known ? values[name as reco.Placeholder] : match[0];
    if (html && known && LINKS.has(name) && /^https?:\/\//.test(value))
      out += `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`;
    else out += html ? escapeHtml(value) : value;
    last = match.index + match[0].length;
  }
  out += html ? escapeHtml(text.slice(last)) : text.slice(last);
  return out;
}

/** The mail of a template: subject and text with values, and HTML paragraphs of the text. */
export function renderTemplate(
  template: { subject: string; body: string },
  values: PlaceholderValues,
): reco.RenderedMail {
  const subject = fill(template.subject, values, false).replace(/[\r\n]+/g, ' ');
  const text = fill(template.body, values, false);
  const paragraphs = template.body
    .split(/\n\s*\n/)
    .map((p) => `<p>${fill(p.trim(), values, true).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    subject,
    text,
    html: `<!doctype html><html><body>${paragraphs}</body></html>`,
    unknown_placeholders: unknownPlaceholders(template.subject, template.body),
  };
}

/** The sample party of the live preview. */
export function sampleValues(language: reco.MailLanguage, sender: string): PlaceholderValues {
  return {
    party: 'Bharat Steel Supplies',
    contact: 'accounts@bharat-steel.example',
    period: '2024-04-01 – 2025-03-31',
    closing_balance: language === 'en' ? 'INR 4,52,310.00' : 'INR 452 310,00',
    due_date: '2025-04-30',
    upload_link: 'https://concord.example/stage/pages/upload-file/?token=sample',
    confirmation_link: 'https://concord.example/stage/pages/confirm_completion/?token=sample',
    sender,
  };
}
