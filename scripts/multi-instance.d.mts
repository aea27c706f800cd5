/** The nginx binary (NGINX_PATH, or where Debian and others put it), or undefined when there is none. */
export function findNginx(env?: Record<string, string | undefined>): string | undefined;
/** How to get nginx, for messages. */
export const NGINX_HELP: string;

export interface DeploymentOptions {
  /** The one PostgreSQL database every instance uses. */
  databaseUrl: string | undefined;
  /** How many instances (3). */
  instances?: number;
  /** nginx's port on 127.0.0.1; a free one when unset. */
  port?: number;
  /** The instances' environment; APP_ORIGIN defaults to nginx's origin and TRUST_PROXY to true. */
  env?: Record<string, string | undefined>;
  nginx?: string;
  /** How long a drained instance keeps running before its SIGTERM (500 ms). */
  settleMs?: number;
  /** Each line an instance writes, with its index. */
  onOutput?: (index: number, line: string) => void;
}

export interface Deployment {
  /** nginx's origin: where clients go. */
  origin: string;
  /** nginx's directory (config, pid, logs, drain files). */
  dir: string;
  /** The instances' ports, in order. */
  ports: number[];
  pids(): (number | undefined)[];
  output(index: number): string;
  /** nginx's error log (and what it wrote before opening it). */
  nginxLog(): string;
  /** nginx's access log: one line per request, with the instance (or instances, when retried) that answered. */
  accessLog(): string;
  /** Takes instance `index` out of rotation, stops it (SIGTERM), starts it again and puts it back once ready. */
  restart(index: number): Promise<void>;
  /** Restarts every instance, one after another. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the instances (together) and nginx in front of them. */
export function startDeployment(options: DeploymentOptions): Promise<Deployment>;
