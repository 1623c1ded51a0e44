import type { Knex } from 'knex';
import { AGENCY_TIME_ZONE } from '../../entities/agencyTime.ts';

/**
 * A small seeded pseudo-random generator (mulberry32), so the demo data is the same at every seeding: never
 * Math.random in the seeds.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** An item drawn with its weight: [[item, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.next() * total;
    for (const [item, weight] of entries) {
      draw -= weight;
      if (draw < 0) return item;
    }
    return entries[entries.length - 1][0];
  }

  /** `count` distinct items, in drawing order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const result: T[] = [];
    while (result.length < count && pool.length > 0) result.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return result;
  }

  /** A number in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals = 2): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }
}

/** Lowercase ascii, for e-mail addresses and web domains: 'Gaëlle Le Hénaff' → 'gaelle-le-henaff'. */
export function slug(text: string, separator = '-'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
    .replace(/&/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/** A French number in the international format: '+33 4 78 12 34 56'; mobiles start with 6 or 7. */
export function frenchPhone(random: Random, first: number | string): string {
  const pairs = Array.from({ length: 3 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return `+33 ${first} ${random.int(10, 99)} ${pairs.join(' ')}`;
}

export function mobilePhone(random: Random): string {
  return frenchPhone(random, random.chance(0.8) ? 6 : 7);
}

/** Today in Paris, as the database sees it: the seeds date the demo data from the day they run. */
export async function parisToday(knex: Knex): Promise<string> {
  const { rows } = await knex.raw<{ rows: { today: string }[] }>("SELECT to_char((now() AT TIME ZONE ?)::date, 'YYYY-MM-DD') AS today", [AGENCY_TIME_ZONE]);
  return rows[0].today;
}

/** Inserts rows in chunks, below PostgreSQL's limit of 65,535 bound parameters per statement. */
export async function insertChunked(knex: Knex, table: string, rows: Record<string, unknown>[], size = 1000): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await knex(table).insert(rows.slice(start, start + size));
}

/**
 * The instant the demo data is dated from: the start of `today` (a Paris date) less two hours, never in the future
 * whatever the hour, and the same all day long, so a seeding gives the same rows at any time of the day.
 */
export function anchorOf(today: string): number {
  return Date.parse(`${today}T00:00:00Z`) - 2 * 3_600_000;
}

/** The demo's default site (README), where the links of the logged demo mails lead. */
export const DEMO_ORIGIN = 'http://localhost:3000';
