// How the API's feature modules are put together (docs/architecture.md#wiring). Each module's
// `<feature>.module.ts` says what it provides to the others (its repository, the services they use)
// and registers its own routes, hooks, gauges and scheduled jobs; `routes.ts` is the list of modules.
import { asFunction, asValue, createContainer, InjectionMode } from 'awilix';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AccountRows } from '../modules/users/account-rows.ts';
import type { AgePolicyService } from '../modules/age-policy/age-policy.service.ts';
import type { AgeAssuranceService } from '../modules/age-verification/age-assurance.service.ts';
import type { AfterAnswer } from './after-answer.ts';
import type { ScheduledJob } from './job-runner.ts';
import type { Limiter } from './limiter.ts';
import type { Mailer } from './mailer.ts';
import type { Metrics } from './metrics.ts';
import type { PageCache } from './page-cache.ts';
import type { StorageHealth } from './storage-health.ts';
import type { TokenSigner } from './tokens.ts';
import type { Tracing } from './tracing.ts';

/** The schedule every module adds its jobs to; the runner takes one lease per job (lib/job-runner.ts). */
export interface Schedule {
  /** Adds a job; jobs run in the order they were added, once at start and then on every tick. */
  add(job: ScheduledJob): void;
  /** Runs a job now if its lease is free (a publish's alerts, a form's picture); false when it is not. */
  runOne(job: ScheduledJob): Promise<boolean>;
  /** The names of the jobs added (the admin System page). */
  names(): string[];
}

/** What the composition root (app.ts) hands every module. */
export interface Core {
  database: Database;
  db: Database['db'];
  engine: Database['engine'];
  transact: Database['transact'];
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  limiter: Limiter;
  /** The session check's account rows: every account write forgets the row it changes. */
  accountRows: Pick<AccountRows, 'forget'>;
  pageCache: PageCache;
  /** The provider's age checks (AGE_ASSURANCE=oidc): shared with the hook that withholds the catalogue. */
  ageAssurance: AgeAssuranceService;
  /** The regional age policy: shared with the hook that withholds the catalogue where it asks for a verified age. */
  agePolicy: AgePolicyService;
  /** Work a request does after its answer (the mail calls' per-account work). */
  later: AfterAnswer;
  /** Whether this instance can save (readiness). */
  storage: StorageHealth;
  /** The Prometheus registry: jobs, payments and the queues' gauges report here. */
  metrics: Metrics;
  /** Traces (OTEL_*): the link checker's requests and each job run are spans; a no-op when off. */
  tracing: Tracing;
  /** Every migration this release knows (the admin System page). */
  migrations: string[];
  log: FastifyBaseLogger;
  schedule: Schedule;
}

/**
 * Everything a module can use: the core, and what the modules provide. A module adds the names of its
 * `provides` with `declare module '../../lib/wiring.ts' { interface Cradle { … } }` at the end of its file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules add to it
export interface Cradle extends Core {}

/** Builders of what a module shares, by name: each is built once, on first use, from the cradle. */
export type Provides = { [K in Exclude<keyof Cradle, keyof Core>]?: (cradle: Cradle) => Cradle[K] };

/** One feature module of the API: what it shares, and what it registers under /api. */
export interface ApiModule {
  /** The module's folder under modules/ (named in the errors of a wiring mistake). */
  name: string;
  provides?: Provides;
  /** Registers the module's routes, hooks, gauges and scheduled jobs. */
  register?(api: FastifyInstance, cradle: Cradle): Promise<void> | void;
}

/**
 * Puts the modules' parts in one container (awilix, in its proxy mode): a part is built the first
 * time something reads it, once, with the cradle as its argument. A name given twice is an error
 * here; a name read without a provider, or a cycle among the builders, is one where it is read
 * (awilix names the path).
 */
export function wireModules(core: Core, modules: readonly ApiModule[]): Cradle {
  const container = createContainer<Cradle>({ injectionMode: InjectionMode.PROXY, strict: true });
  for (const [name, value] of Object.entries(core)) container.register(name, asValue(value));
  for (const module of modules) {
    for (const [name, build] of Object.entries(module.provides ?? {})) {
      if (container.hasRegistration(name)) throw new Error(`${name} is provided twice (again by ${module.name})`);
      container.register(name, asFunction(build as (cradle: Cradle) => unknown).singleton());
    }
  }
  return container.cradle;
}

/** Registers every module's part under /api, in the list's order. */
export async function registerModules(api: FastifyInstance, core: Core, modules: readonly ApiModule[]) {
  const cradle = wireModules(core, modules);
  for (const module of modules) await module.register?.(api, cradle);
}
