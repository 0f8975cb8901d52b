import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server accepted, parsed as a mail client would read it. */
export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
};

/**
 * How the server answers the end of DATA: `accept`; a refusal with an SMTP code (451 for a
 * while, 550 for good); or `hold`, which never answers, as a server that is slow to take a
 * message, until the client goes away.
 */
export type SmtpAnswer = 'accept' | 'hold' | { code: number; message: string };

export type TestSmtpServer = {
  port: number;
  /** smtp://user:pass@127.0.0.1:port: the server requires this login. */
  url: string;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** Sets how DATA is answered from now on; `recipient` limits it to one address. */
  answer: (answer: SmtpAnswer, recipient?: string) => void;
  /** How many DATA phases have started (accepted or not). */
  dataStarts: () => number;
  /** Resolves once `count` messages were accepted (for `to`, when given). */
  waitFor: (count: number, to?: string, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Resolves once `count` DATA phases have started. */
  waitForData: (count: number, timeoutMs?: number) => Promise<void>;
  /** Stops listening and drops every connection, as a server that went away. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

/** Waits until `done()` holds, looking every 10 ms; fails with `what` after `timeoutMs`. */
export async function until(
  done: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A real SMTP server (smtp-server, the one nodemailer's authors test against) on a free port
 * of 127.0.0.1, with a login and without TLS, whose answers a test changes as it goes.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const user = 'store';
  const password = 'mail-secret-4242';
  const received: ReceivedMail[] = [];
  const answers = new Map<string, SmtpAnswer>();
  let answerAll: SmtpAnswer = 'accept';
  let starts = 0;
  let server: SMTPServer | null = null;
  let port = 0;

  const answerFor = (recipients: string[]): SmtpAnswer =>
    recipients.map((to) => answers.get(to)).find(Boolean) ?? answerAll;

  const create = () => {
    const created = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === password) callback(null, { user });
        else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
      },
      onData(stream, session, callback) {
        starts += 1;
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const answer = answerFor(recipients);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (answer === 'hold') return;
          if (answer !== 'accept') {
            callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
            return;
          }
          simpleParser(Buffer.concat(chunks))
            .then((parsed) => {
              received.push({
                to: recipients,
                from: parsed.from?.text ?? '',
                subject: parsed.subject ?? '',
                messageId: parsed.messageId ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                text: parsed.text ?? '',
              });
              callback(null);
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    // A client's socket error (a sender killed mid-message resets its connection) is emitted
    // here; without a listener it would be thrown as an uncaught exception in the test file.
    created.on('error', () => undefined);
    return created;
  };

  const start = async () => {
    const next = create();
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.server.address();
    if (address && typeof address === 'object') port = address.port;
    server = next;
  };

  const stop = async () => {
    const current = server;
    server = null;
    if (!current) return;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    for (const connection of current.connections) connection._socket.destroy();
    await closed;
  };

  await start();
  return {
    port,
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    user,
    password,
    received,
    answer(answer, recipient) {
      if (recipient) answers.set(recipient, answer);
      else {
        answers.clear();
        answerAll = answer;
      }
    },
    dataStarts: () => starts,
    async waitFor(count, to, timeoutMs) {
      const matching = () => received.filter((mail) => !to || mail.to.includes(to));
      await until(
        () => matching().length >= count,
        `${count} messages to ${to ?? 'anyone'}`,
        timeoutMs,
      );
      return matching();
    },
    async waitForData(count, timeoutMs) {
      await until(() => starts >= count, `${count} DATA phases`, timeoutMs);
    },
    stop,
    start,
  };
}
