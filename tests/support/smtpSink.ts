import { SMTPServer } from 'smtp-server';

/** A mail the sink accepted: its envelope recipients and its raw source. */
export interface SunkMail {
  to: string[];
  source: string;
}

/**
 * A real SMTP server on the loopback for the tests of mail delivery, which can be stopped and started again on its
 * port, made to refuse recipients (451: try again later; 550: no such mailbox), or made slow (a delay before each
 * answer to a recipient).
 */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  /** Connections opened to the sink since it was made. */
  connections = 0;
  /** The reply every recipient gets instead of acceptance (451 or 550), or none. */
  refuse: number | null = null;
  /** The reply given to these addresses, whatever `refuse` says. */
  readonly refused = new Map<string, number>();
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
        const code = this.refused.get(address.address) ?? this.refuse;
        const refusal = code === null ? undefined : Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), { responseCode: code });
        setTimeout(() => callback(refusal), this.delayMs);
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
