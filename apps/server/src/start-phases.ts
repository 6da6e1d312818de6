/**
 * The phases of a server start, each timed from the end of the one before; the first from the
 * process's own start (performance.now() counts from it), so "modules" is Node's start and the
 * loading of the entry point's imports. main.ts prints them once the server listens, e.g.
 * "Started in 1.6 s: modules 0.6 s, database 0.6 s, migrations 0.1 s, app 0.3 s, listen 0.0 s".
 */
import { performance } from 'node:perf_hooks';

/** Ends the phase in progress under `name` (the next one starts now). */
export type MarkPhase = (name: string) => void;

export class StartPhases {
  private readonly phases: { name: string; ms: number }[] = [];
  private last = 0;

  readonly mark: MarkPhase = (name) => {
    const now = performance.now();
    this.phases.push({ name, ms: now - this.last });
    this.last = now;
  };

  /** "Started in X s: phase X s, …" (seconds with one decimal). */
  summary(): string {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return `Started in ${s(this.last)}: ${this.phases.map((p) => `${p.name} ${s(p.ms)}`).join(', ')}`;
  }
}
