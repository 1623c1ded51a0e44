import { SMTPServer } from 'smtp-server';

/** A mail the sink accepted: its envelope recipients and its raw source. */
export interface SunkMail {
  to: string[];
  source: string;
}

/**
 * A real SMTP server on the loopback for the tests of mail delivery, which can be stopped and started again on its
 * port, made to refuse every recipient (550), or made slow (a delay before each answer to a recipient).
 */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  /** Connections opened to the sink since it was made. */
  connections = 0;
  refuse = false;
  /** Addresses refused (550) whatever `refuse` says. */
  readonly refused = new Set<string>();
  delayMs = 0;
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      // A stop ends the connections the senders keep open (a pool's) at once, as a server that goes down does.
      closeTimeout: 50,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connections++;
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        const refused = this.refuse || this.refused.has(address.address);
        setTimeout(() => callback(refused ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined), this.delayMs);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), source: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
