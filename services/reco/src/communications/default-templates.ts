import type { reco } from '@concord/contracts';

type Text = { name: string; subject: string; body: string };

/**
 * The default set every company starts with: ledger request, reminder, balance confirmation
 * and mismatch summary (with the result workbook), in each of the four languages.
 */
export const DEFAULT_TEMPLATES: Record<
  Exclude<reco.TemplatePurpose, 'custom'>,
  Record<reco.MailLanguage, Text>
> = {
  ledger_request: {
    en: {
      name: 'Ledger request',
      subject: 'Ledger for {{period}}: {{party}}',
      body: 'Dear {{party}},\n\nTo reconcile our accounts for {{period}}, please send us your ledger of our account by {{due_date}}.\n\nUpload it here, no account needed: {{upload_link}}\n\nOur closing balance is {{closing_balance}}.\n\nThank you,\n{{sender}}',
    },
    fr: {
      name: 'Demande de grand livre',
      subject: 'Grand livre {{period}} : {{party}}',
      body: 'Bonjour {{party}},\n\nPour rapprocher nos comptes sur {{period}}, merci de nous envoyer votre grand livre de notre compte avant le {{due_date}}.\n\nDéposez-le ici, sans compte : {{upload_link}}\n\nNotre solde de clôture est de {{closing_balance}}.\n\nMerci,\n{{sender}}',
    },
    ro: {
      name: 'Cerere de fișă de cont',
      subject: 'Fișa de cont {{period}}: {{party}}',
      body: 'Bună ziua {{party}},\n\nPentru reconcilierea conturilor pe {{period}}, vă rugăm să ne trimiteți fișa contului nostru până la {{due_date}}.\n\nÎncărcați-o aici, fără cont: {{upload_link}}\n\nSoldul nostru final este {{closing_balance}}.\n\nMulțumim,\n{{sender}}',
    },
    zh: {
      name: '账目请求',
      subject: '{{period}} 往来账：{{party}}',
      body: '{{party}} 您好：\n\n为核对 {{period}} 的往来账目，请于 {{due_date}} 前发送贵方的我司往来明细账。\n\n无需注册，在此上传：{{upload_link}}\n\n我方期末余额为 {{closing_balance}}。\n\n谢谢！\n{{sender}}',
    },
  },
  reminder: {
    en: {
      name: 'Reminder',
      subject: 'Reminder: ledger for {{period}}',
      body: 'Dear {{party}},\n\nWe have not yet received your ledger for {{period}}. Please upload it by {{due_date}}: {{upload_link}}\n\nThank you,\n{{sender}}',
    },
    fr: {
      name: 'Relance',
      subject: 'Relance : grand livre {{period}}',
      body: "Bonjour {{party}},\n\nNous n'avons pas encore reçu votre grand livre pour {{period}}. Merci de le déposer avant le {{due_date}} : {{upload_link}}\n\nMerci,\n{{sender}}",
    },
    ro: {
      name: 'Memento',
      subject: 'Memento: fișa de cont {{period}}',
      body: 'Bună ziua {{party}},\n\nNu am primit încă fișa de cont pentru {{period}}. Vă rugăm să o încărcați până la {{due_date}}: {{upload_link}}\n\nMulțumim,\n{{sender}}',
    },
    zh: {
      name: '提醒',
      subject: '提醒：{{period}} 往来账',
      body: '{{party}} 您好：\n\n我们尚未收到贵方 {{period}} 的往来账。请于 {{due_date}} 前上传：{{upload_link}}\n\n谢谢！\n{{sender}}',
    },
  },
  balance_confirmation: {
    en: {
      name: 'Balance confirmation',
      subject: 'Please confirm our balance of {{closing_balance}}',
      body: 'Dear {{party}},\n\nOur books show a closing balance of {{closing_balance}} with you for {{period}}.\n\nPlease confirm it, or tell us where you differ: {{confirmation_link}}\n\nThank you,\n{{sender}}',
    },
    fr: {
      name: 'Confirmation de solde',
      subject: 'Merci de confirmer notre solde de {{closing_balance}}',
      body: 'Bonjour {{party}},\n\nNos livres indiquent un solde de clôture de {{closing_balance}} avec vous pour {{period}}.\n\nMerci de le confirmer, ou de nous dire où vous divergez : {{confirmation_link}}\n\nMerci,\n{{sender}}',
    },
    ro: {
      name: 'Confirmare de sold',
      subject: 'Vă rugăm să confirmați soldul de {{closing_balance}}',
      body: 'Bună ziua {{party}},\n\nEvidențele noastre arată un sold final de {{closing_balance}} cu dumneavoastră pentru {{period}}.\n\nVă rugăm să îl confirmați sau să ne spuneți unde diferă: {{confirmation_link}}\n\nMulțumim,\n{{sender}}',
    },
    zh: {
      name: '余额确认',
      subject: '请确认余额 {{closing_balance}}',
      body: '{{party}} 您好：\n\n我方账簿显示 {{period}} 与贵方的期末余额为 {{closing_balance}}。\n\n请确认，或告知差异：{{confirmation_link}}\n\n谢谢！\n{{sender}}',
    },
  },
  mismatch_summary: {
    en: {
      name: 'Mismatch summary',
      subject: 'Differences in our ledgers for {{period}}',
      body: 'Dear {{party}},\n\nWe matched your ledger with ours for {{period}}. The attached workbook lists the entries that differ.\n\nOur closing balance is {{closing_balance}}. Please confirm or explain the differences: {{confirmation_link}}\n\nThank you,\n{{sender}}',
    },
    fr: {
      name: 'Synthèse des écarts',
      subject: 'Écarts entre nos comptes pour {{period}}',
      body: 'Bonjour {{party}},\n\nNous avons rapproché votre grand livre du nôtre pour {{period}}. Le classeur joint liste les écritures qui diffèrent.\n\nNotre solde de clôture est de {{closing_balance}}. Merci de confirmer ou d’expliquer les écarts : {{confirmation_link}}\n\nMerci,\n{{sender}}',
    },
    ro: {
      name: 'Rezumatul diferențelor',
      subject: 'Diferențe în evidențele noastre pentru {{period}}',
      body: 'Bună ziua {{party}},\n\nAm comparat fișa dumneavoastră cu a noastră pentru {{period}}. Registrul atașat listează înregistrările care diferă.\n\nSoldul nostru final este {{closing_balance}}. Vă rugăm să confirmați sau să explicați diferențele: {{confirmation_link}}\n\nMulțumim,\n{{sender}}',
    },
    zh: {
      name: '差异汇总',
      subject: '{{period}} 往来账差异',
      body: '{{party}} 您好：\n\n我们已将贵方 {{period}} 的往来账与我方核对。附件列出存在差异的分录。\n\n我方期末余额为 {{closing_balance}}。请确认或说明差异：{{confirmation_link}}\n\n谢谢！\n{{sender}}',
    },
  },
};
