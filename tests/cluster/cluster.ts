/**
 * The pieces of the cluster run (tests/cluster/run.ts): instances of the platform as real processes (`tsx
 * server/main.ts`) on one PostgreSQL, and HAProxy in front of them, each started, stopped and killed as an operator or
 * a failure would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** One instance of the platform: its own port and data folder, the shared database, SMTP and public address. */
export class Instance {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  readonly log: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly folder: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.folder, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => this.log.push(String(chunk)));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    this.child = child;
  }

  ready(timeoutMs = 90_000): Promise<void> {
    return waitForOk(`${this.url}/backend/health/ready`, timeoutMs);
  }

  /** SIGTERM, as an orchestrator stops it; answers its exit code. */
  async stop(): Promise<number | null> {
    this.child?.kill('SIGTERM');
    const code = await this.exited;
    this.child = null;
    return code;
  }

  /** SIGKILL: the process dies at once, whatever it was doing. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }
}

/**
 * HAProxy (Debian's) in front of the instances: round robin, each instance checked on its readiness probe, and a
 * request that found an instance gone tried on the other one (a booking's confirmation carries its own key, so a
 * second try of it books nothing twice).
 */
export class LoadBalancer {
  private child: ChildProcess | null = null;
  readonly log: string[] = [];

  constructor(
    readonly port: number,
    private readonly instances: Instance[],
    private readonly folder: string,
  ) {}

  async start(binary = process.env.HAPROXY ?? '/usr/sbin/haproxy'): Promise<void> {
    const config = [
      'global',
      '  maxconn 2000',
      `  stats socket ${this.socket} mode 600 level user`,
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  retries 3',
      '  option redispatch',
      '  retry-on conn-failure empty-response response-timeout 502 503',
      'frontend site',
      `  bind 127.0.0.1:${this.port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /backend/health/ready',
      '  http-check expect status 200',
      '  default-server inter 500ms fall 2 rise 2',
      ...this.instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    ].join('\n');
    await mkdir(this.folder, { recursive: true });
    const file = path.join(this.folder, 'haproxy.cfg');
    await writeFile(file, `${config}\n`);
    const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => this.log.push(String(chunk)));
    this.child = child;
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Where HAProxy answers questions about its servers. */
  private get socket(): string {
    return path.join(this.folder, 'haproxy.sock');
  }

  /**
   * Waits until HAProxy itself sends requests to the instance `name` again (its checks passed), or throws after
   * `timeoutMs`: an instance answering its probe is not yet one the load balancer retries a request on.
   */
  async waitUp(name: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const stat = await new Promise<string>((resolve) => {
        let answer = '';
        const connection = createConnection(this.socket, () => connection.end('show stat\n'));
        connection.on('data', (chunk) => (answer += String(chunk)));
        connection.on('close', () => resolve(answer));
        connection.on('error', () => resolve(''));
      });
      // CSV: proxy, server, ..., the 18th column the server's status.
      const row = stat.split('\n').find((line) => line.startsWith(`instances,${name},`));
      if (row?.split(',')[17] === 'UP') return;
      await sleep(200);
    }
    throw new Error(`HAProxy did not send requests to ${name} again within ${timeoutMs / 1000} s`);
  }

  stop(): void {
    this.child?.kill('SIGTERM');
    this.child = null;
  }
}
