import nodemailer from 'nodemailer';

/** Where a company's mail goes: its SMTP server, or nowhere (kept in the outbox). */
export type SmtpSettings = {
  host: string;
  port: number;
  security: 'none' | 'starttls' | 'tls';
  user: string | null;
  password: string | null;
};

export type OutgoingMail = {
  from: string;
  fromName?: string | null;
  to: string;
  cc?: string | null;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer }[];
};

/**
 * What became of one delivery. `temporary` (connection refused or lost, timeouts, 4xx
 * answers) is retried with backoff; `permanent` (5xx) is not: the mail bounced (SECURITY 29).
 */
export type DeliveryOutcome =
  | { ok: true; code: number | null; response: string }
  | { ok: false; kind: 'temporary' | 'permanent'; code: number | null; response: string };

/** Explicit SMTP timeouts, in milliseconds; tests shorten them for the hanging server. */
export type SmtpTimeouts = { connection: number; greeting: number; socket: number };

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connection: 10_000,
  greeting: 10_000,
  socket: 30_000,
};

function replyCode(response: string | undefined): number | null {
  const code = /^(\d{3})/.exec(response ?? '')?.[1];
  return code ? Number(code) : null;
}

/** Sorts a nodemailer failure into retry or bounce. */
export function classifyFailure(error: unknown): Extract<DeliveryOutcome, { ok: false }> {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : replyCode(e.response);
  const response = e.response ?? `${e.code ?? 'ERROR'}: ${e.message ?? String(error)}`;
  if (code !== null && code >= 500) return { ok: false, kind: 'permanent', code, response };
  return { ok: false, kind: 'temporary', code, response };
}

/** Sends one mail over SMTP and reports the server's answer; never throws. */
export async function deliver(
  smtp: SmtpSettings,
  mail: OutgoingMail,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): Promise<DeliveryOutcome> {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    dnsTimeout: timeouts.connection,
  });
  try {
    const info = await transport.sendMail({
      from: mail.fromName ? { name: mail.fromName, address: mail.from } : mail.from,
      to: mail.to,
      ...(mail.cc ? { cc: mail.cc } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
    });
    return { ok: true, code: replyCode(info.response), response: info.response };
  } catch (error) {
    return classifyFailure(error);
  } finally {
    transport.close();
  }
}
