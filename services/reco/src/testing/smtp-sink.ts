import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the sink answers the end of a mail's data. */
export type SinkMode =
  | { kind: 'accept' }
  | { kind: 'reply'; code: number; message: string }
  /** Takes the connection and never answers the greeting. */
  | { kind: 'hang' };

export type ReceivedMail = {
  envelopeTo: string[];
  /** The user the client signed in as, if it did. */
  user: string | undefined;
  parsed: ParsedMail;
  raw: Buffer;
};

/** The only password the sink takes. */
export const SINK_PASSWORD = 'sink-password';

/** A real SMTP server on 127.0.0.1 with an ephemeral port, for tests. */
export type SmtpSink = {
  port: number;
  mails: ReceivedMail[];
  mode: SinkMode;
  /** Resolves once `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

export async function startSmtpSink(mode: SinkMode = { kind: 'accept' }): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const hung: { destroy(): void }[] = [];
  const sink = { mode } as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, session, callback) {
      if (auth.password !== SINK_PASSWORD) {
        callback(new Error('Invalid username or password'));
        return;
      }
      callback(null, { user: auth.username });
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The hanging mode answers nothing: the greeting is held back until the socket closes.
    onConnect(session, callback) {
      if (sink.mode.kind === 'hang') {
        hung.push({ destroy: () => callback(new Error('closing')) });
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const current = sink.mode;
        if (current.kind === 'reply') {
          const error = new Error(current.message) as Error & { responseCode: number };
          error.responseCode = current.code;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((parsed) => {
          mails.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            parsed,
            raw,
          });
          waiters.splice(0).forEach((w) => w());
          callback(null, 'Queued as sink-' + mails.length);
        }, callback);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.mails = mails;
  sink.waitFor = (count, timeoutMs = 20_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`expected ${count} mails, got ${mails.length}`)),
        timeoutMs,
      );
      const check = () => {
        if (mails.length >= count) {
          clearTimeout(timer);
          resolve(mails.slice());
        } else waiters.push(check);
      };
      check();
    });
  sink.close = async () => {
    hung.splice(0).forEach((h) => h.destroy());
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return sink;
}
