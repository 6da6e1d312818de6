/**
 * Fuzz over the API: every operation of the app's own OpenAPI document (read from the running
 * app, so routes added later are covered), called anonymously and as a user of every role with
 * hostile values in its path parameters, query parameters and JSON body — NUL, lone surrogates,
 * 100 KB strings, LIKE wildcards, SQL, paths, right-to-left text, huge and negative numbers, wrong
 * types, broken JSON, deep nesting — and hostile multipart on the upload routes. No answer may be
 * a 5xx. The values come from a seeded generator, so a failure is reproducible: it prints the
 * operation, the identity and the request.
 */
import { API, type Role } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, type CatalogEntry } from '../src/authorization/plugin.js';
import { appDrivers, sql } from './helpers/app.js';
import { SESSION_COOKIE } from './helpers/client.js';
import { createCourse } from './helpers/courses.js';
import { buyNow } from './helpers/orders.js';
import { png } from './helpers/images.js';
import { type TestUser } from './helpers/users.js';
import { USUAL_PEOPLE } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

/* ----------------------------------------------------------------------------- the generator */

/** mulberry32: a small seeded generator (the same run every time). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS: string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31m',
  '\u007f\u0085',
  'x'.repeat(100_000),
  '%',
  '_',
  '%_%\\',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '\u202egnp.exe',
  'שלום مرحبا',
  '😀👩🏽‍💻',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(40),
  '',
  ' ',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example")',
  '0x10',
  '__proto__',
  'constructor',
  '{}',
  '/',
];

const HOSTILE_NUMBERS: number[] = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e-7,
  86_400.5,
];

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { a: 1 },
  'text',
  7,
  [null],
  { __proto__: { x: 1 } },
];

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

/** Valid-looking strings, tried in turn against a field's pattern. */
const PLAUSIBLE_STRINGS = [
  'fuzz.user@example.com',
  'Fuzz Person',
  'ABCDE12345',
  'https://www.linkedin.com/in/fuzz',
  'https://github.com/fuzz',
  'fuzz@okbank',
  'CSE',
  'Team-3',
  'Female',
  'A reasonable text',
  'python',
  '2024-01-01',
];

class Generator {
  constructor(
    private readonly rand: () => number,
    /** Ids that exist in the database (courses, lessons, users, orders …) and other real values. */
    private readonly real: string[],
  ) {}

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rand() * xs.length)]!;
  }

  chance(p: number): boolean {
    return this.rand() < p;
  }

  hostileString(): string {
    return this.chance(0.15) ? this.pick(this.real) : this.pick(HOSTILE_STRINGS);
  }

  anyHostile(): unknown {
    const r = this.rand();
    if (r < 0.55) return this.hostileString();
    if (r < 0.75) return this.pick(HOSTILE_NUMBERS);
    return this.pick(WRONG_TYPES);
  }

  private types(schema: Schema): string[] {
    if (schema.type) return [schema.type].flat();
    if (schema.properties) return ['object'];
    if (schema.items) return ['array'];
    return [];
  }

  /** A value that fits the schema (as far as a generic generator can tell). */
  plausible(schema: Schema, depth = 0): unknown {
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return this.plausible(this.pick(alternatives), depth);
    if (schema.allOf?.[0]) return this.plausible(schema.allOf[0], depth);
    if (schema.enum) return this.pick(schema.enum);
    const type = this.pick(this.types(schema).filter((t) => t !== 'null')) ?? 'string';
    switch (type) {
      case 'string': {
        if (schema.format === 'uuid') return this.pick(this.real.filter((v) => /^[0-9a-f-]{36}$/.test(v)));
        const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
        const fits = PLAUSIBLE_STRINGS.filter((s) => !pattern || pattern.test(s));
        return fits.length > 0 ? this.pick(fits) : this.hostileString();
      }
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? 0;
        const max = Math.min(schema.maximum ?? 1000, min + 1000);
        const n = min + this.rand() * (max - min);
        return type === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
      }
      case 'boolean':
        return this.chance(0.5);
      case 'array':
        return depth > 4 || !schema.items ? [] : [this.value(schema.items, depth + 1)];
      case 'object':
        return this.object(schema, depth);
      default:
        return this.anyHostile();
    }
  }

  /** A hostile value of the schema's own type (a string for a string, a number for a number). */
  hostileOfType(schema: Schema, depth = 0): unknown {
    const type = this.types(schema)[0];
    if (type === 'string') return this.hostileString();
    if (type === 'integer' || type === 'number') return this.pick(HOSTILE_NUMBERS);
    if (type === 'array')
      return Array.from({ length: this.pick([0, 1, 3, 250]) }, () =>
        schema.items ? this.value(schema.items, depth + 1) : this.anyHostile(),
      );
    if (type === 'object') return this.object(schema, depth, true);
    return this.anyHostile();
  }

  /** Mostly plausible, often hostile of the right type, sometimes of a wrong type. */
  value(schema: Schema, depth = 0): unknown {
    const r = this.rand();
    if (r < 0.45) return this.plausible(schema, depth);
    if (r < 0.9) return this.hostileOfType(schema, depth);
    return this.anyHostile();
  }

  object(schema: Schema, depth: number, hostile = false): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (depth > 4) return out;
    const required = new Set(schema.required ?? []);
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      if (!required.has(key) && this.chance(0.2)) continue; // leave optional fields out sometimes
      out[key] = hostile ? this.value(prop, depth + 1) : this.plausible(prop, depth + 1);
    }
    if (this.chance(0.1)) out[this.hostileString().slice(0, 50)] = this.anyHostile(); // an unknown key
    return out;
  }

  /** A plausible value with every property present (the background of a field sweep). */
  complete(schema: Schema, depth = 0): unknown {
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return this.complete(alternatives.find((a) => a.type !== 'null') ?? alternatives[0]!, depth);
    if (schema.properties && depth < 5) {
      return Object.fromEntries(Object.entries(schema.properties).map(([k, p]) => [k, this.complete(p, depth + 1)]));
    }
    if (schema.items && depth < 5) return [this.complete(schema.items, depth + 1)];
    return this.plausible(schema, depth);
  }
}

/** The paths (keys and array indexes) of every string field of a schema: where a sweep puts its value. */
function stringLeaves(schema: Schema, at: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 5) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return stringLeaves(alternatives.find((a) => a.type !== 'null') ?? alternatives[0]!, at, depth);
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([k, p]) => stringLeaves(p, [...at, k], depth + 1));
  }
  if (schema.items) return stringLeaves(schema.items, [...at, 0], depth + 1);
  return [schema.type].flat().includes('string') ? [at] : [];
}

function setAt(target: unknown, path: (string | number)[], value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

/**
 * What the field sweep makes of each string field's plausible value, one field at a time (the rest
 * plausible): hostile characters inside a value that still fits the field's pattern (an e-mail
 * keeps its @), so they reach the handler and the database unless something refuses them.
 */
const SWEEP: ((plausible: string) => string)[] = [
  (v) => `${v.slice(0, 1)}\u0000${v.slice(1)}`,
  (v) => `${v.slice(0, 1)}\ud800${v.slice(1)}`,
  (v) => `${v.slice(0, 1)}\u001b${v.slice(1)}`,
  (v) => `${v}${'y'.repeat(100_000)}`,
  (v) => `${v}%_' or 1=1 --`,
];

function getAt(target: unknown, path: (string | number)[]): unknown {
  let node = target as Record<string | number, unknown>;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  return node;
}

/** Percent-encodes for a URL; a lone surrogate (which no URL can carry) becomes the bytes of its UTF-8 form. */
const encode = (s: string) =>
  s
    .split(/([\uD800-\uDFFF])/u)
    .map((part, i) => (i % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/* ----------------------------------------------------------------------------- the requests */

interface Operation {
  method: string;
  path: string; // OpenAPI form: /api/courses/{id}
  params: { name: string; in: string; schema: Schema }[];
  body?: Schema;
  multipart: boolean;
}

interface Attempt {
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What was sent, for the report. */
  label: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Raw bodies every JSON operation gets besides the generated ones. */
const RAW_BODIES: [string, Record<string, string>, string][] = [
  ['empty JSON', JSON_TYPE, ''],
  ['broken JSON', JSON_TYPE, '{"a": '],
  ['JSON null', JSON_TYPE, 'null'],
  ['JSON with 1e999', JSON_TYPE, '{"amountPaise": 1e999, "rating": -1e999, "price": 1e999}'],
  ['JSON with a NUL escape in a key', JSON_TYPE, '{"\\u0000": "\\u0000"}'],
  ['JSON with a lone surrogate escape', JSON_TYPE, '["\\ud800"]'],
  ['deeply nested JSON', JSON_TYPE, `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['JSON __proto__', JSON_TYPE, '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}'],
  ['text/plain with a NUL', { 'content-type': 'text/plain' }, 'a\u0000b'],
  ['an unknown content type', { 'content-type': 'application/x-fuzz' }, 'zzz'],
  ['urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=%00&b=%ED%A0%80'],
];

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

/** Multipart bodies for the upload routes: junk, empty, wrong fields, broken framing, hostile names. */
function multipartBodies(field: string): [string, Record<string, string>, Uint8Array][] {
  const type = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const part = (name: Buffer | string, filename: Buffer | string | null, content: Buffer, contentType = 'image/png') =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="`),
      Buffer.from(name),
      filename === null
        ? Buffer.from('"\r\n\r\n')
        : Buffer.concat([
            Buffer.from('"; filename="'),
            Buffer.from(filename),
            Buffer.from(`"\r\nContent-Type: ${contentType}\r\n\r\n`),
          ]),
      content,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  const image = png(2, 2);
  const loneSurrogateUtf8 = Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x62]);
  return [
    [
      'junk bytes in the right field',
      type,
      Buffer.concat([part(field, 'a.png', Buffer.from('not an image at all')), end]),
    ],
    ['an empty file', type, Buffer.concat([part(field, 'a.png', Buffer.alloc(0)), end])],
    ['the wrong field', type, Buffer.concat([part('wrong', 'a.png', image), end])],
    ['no parts at all', type, end],
    ['nothing but the content type', type, Buffer.alloc(0)],
    ['no closing boundary', type, part(field, 'a.png', image)],
    ['a text field instead of a file', type, Buffer.concat([part(field, null, Buffer.from('hello')), end])],
    ['two files', type, Buffer.concat([part(field, 'a.png', image), part(field, 'b.png', image), end])],
    ['a NUL in the file name', type, Buffer.concat([part(field, 'a\u0000.png', image), end])],
    ['ill-formed UTF-8 in the names', type, Buffer.concat([part(loneSurrogateUtf8, loneSurrogateUtf8, image), end])],
    ['a hostile part content type', type, Buffer.concat([part(field, 'a.png', image, 'image/png\u0000; x=%00'), end])],
    [
      'multipart without a boundary',
      { 'content-type': 'multipart/form-data' },
      Buffer.concat([part(field, 'a.png', image), end]),
    ],
    ['a garbage boundary line', type, Buffer.from('--nope\r\n\r\n\r\n--')],
    ['JSON instead', JSON_TYPE, Buffer.from('{"profile": "x"}')],
  ];
}

/** The multipart field an upload route reads (from its description: `the field "…"`). */
const uploadField = (description: string | undefined) => /the field "([^"]+)"/.exec(description ?? '')?.[1] ?? 'file';

const IDENTITIES = ['anonymous', 'Empty', 'Student', 'Lead', 'Instructor', 'Admin'] as const;
type Identity = (typeof IDENTITIES)[number];

/** Random requests per operation and allowed identity (the fixed bodies and the field sweep come on top). */
const VARIANTS = 6;

describe.each(appDrivers)('OpenAPI fuzz with hostile values (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    Empty: ['Empty', 'Emma Empty'],
    Student: ['Student', 'Sita Student'],
    Lead: USUAL_PEOPLE.lead,
    Instructor: ['Instructor', 'Ina Instructor'],
    Admin: USUAL_PEOPLE.admin,
  });
  const cookies = {} as Record<Exclude<Identity, 'anonymous'>, string>;
  let operations: (Operation & { description?: string })[] = [];
  let catalog: CatalogEntry[] = [];
  let real: string[] = [];

  beforeAll(async () => {
    const users: Record<Exclude<Identity, 'anonymous'>, TestUser> = t;
    for (const role of IDENTITIES) if (role !== 'anonymous') cookies[role] = users[role].client.token!;

    // Real things for the handlers to work on: a published course the Student bought, an open order.
    const course = await createCourse(users.Instructor.client, { lessons: 2, publish: true });
    await createCourse(users.Instructor.client, { lessons: 1 });
    await t.query(sql`insert into enrolments (user_id, course_id) values (${users.Lead.userId}, ${course.id})`);
    const order = await buyNow(users.Student, course.id);
    const ids = await t.query<{ id: string }>(sql`
      select id::text from users union all select id::text from courses union all select id::text from lessons
      union all select id::text from uploads union all select id::text from enrolments
      union all select id::text from orders`);
    real = [...ids.map((r) => r.id), order.paymentId];

    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            description?: string;
            parameters?: Operation['params'];
            requestBody?: { content?: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        operations.push({
          method: method.toUpperCase(),
          path,
          description: op.description,
          params: (op.parameters ?? []).map((p) => ({
            ...p,
            schema: typeof p.schema === 'object' ? p.schema : { type: 'string' },
          })),
          body: op.requestBody?.content?.['application/json']?.schema,
          multipart: path.startsWith('/api/uploads/'),
        });
      }
    }
    // Sign-out last: it ends the session the other calls use.
    operations = [
      ...operations.filter((o) => o.path !== API.logout),
      ...operations.filter((o) => o.path === API.logout),
    ];
    catalog = t.app.routeCatalog;
  });

  /** Whether `who` gets past the route's role check (otherwise one request is enough). */
  function allowed(op: Operation, who: Identity): boolean {
    const url = op.path.replace(/\{([^}]+)\}/g, ':$1');
    const entry = catalog.find((c) => c.method === op.method && c.url === url);
    if (!entry) return true;
    return isAllowed(entry.roles, who === 'anonymous' ? null : (who as Role)) === 'ok';
  }

  /** The URL with generated parameters; `only` fixes one parameter and makes the rest plausible. */
  function url(
    op: Operation,
    gen: Generator,
    only?: { name: string; value: string },
  ): { url: string; sent: Record<string, unknown> } {
    const sent: Record<string, unknown> = {};
    let path = op.path;
    const query: string[] = [];
    for (const p of op.params) {
      if (only) {
        const v = p.name === only.name ? only.value : gen.plausible(p.schema);
        sent[p.name] = v;
        const text = typeof v === 'string' ? v : JSON.stringify(v);
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encode(text));
        else if (p.in === 'query') query.push(`${encode(p.name)}=${encode(text)}`);
      } else if (p.in === 'path') {
        const v = gen.chance(0.5) ? gen.plausible(p.schema) : gen.hostileString();
        sent[p.name] = v;
        path = path.replace(`{${p.name}}`, encode(String(v)));
      } else if (p.in === 'query' && p.schema && gen.chance(0.8)) {
        const v = gen.value(p.schema);
        sent[p.name] = v;
        const text = typeof v === 'string' ? v : JSON.stringify(v);
        query.push(`${encode(p.name)}=${encode(text)}`);
        if (gen.chance(0.05)) query.push(`${encode(p.name)}=${encode(gen.hostileString())}`); // repeated key
      }
    }
    return { url: `${path}${query.length ? `?${query.join('&')}` : ''}`, sent };
  }

  function attempts(op: Operation, who: Identity, gen: Generator): Attempt[] {
    const out: Attempt[] = [];
    const n = allowed(op, who) ? VARIANTS : 1;
    const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
    for (let i = 0; i < n; i++) {
      const { url: u, sent } = url(op, gen);
      const a: Attempt = { url: u, headers: {}, label: `params ${JSON.stringify(sent)}` };
      if (hasBody && !op.multipart) {
        const body = op.body ? (gen.chance(0.85) ? gen.object(op.body, 0, gen.chance(0.6)) : gen.anyHostile()) : {};
        a.headers = { ...JSON_TYPE };
        a.body = JSON.stringify(body);
        a.label += ` body ${a.body}`;
      }
      out.push(a);
    }
    if (n > 1 && hasBody) {
      const { url: u } = url(op, gen);
      if (op.multipart) {
        for (const [label, headers, body] of multipartBodies(uploadField((op as { description?: string }).description)))
          out.push({ url: u, headers, body, label: `multipart: ${label}` });
      } else {
        for (const [label, headers, body] of RAW_BODIES) out.push({ url: u, headers, body, label });
      }
    }
    return out;
  }

  /**
   * One request per string field (path, query, JSON body) and sweep value, the other fields
   * plausible: every text the contract accepts meets a NUL, a lone surrogate, 100 KB and SQL.
   */
  function sweep(op: Operation, gen: Generator): Attempt[] {
    const out: Attempt[] = [];
    const hasBody = op.method !== 'GET' && op.method !== 'HEAD' && !op.multipart;
    const plausibleBody = () => (op.body ? gen.complete(op.body) : {});
    for (const spoil of SWEEP) {
      for (const p of op.params) {
        if (![p.schema.type].flat().includes('string') || (p.in !== 'path' && p.in !== 'query')) continue;
        const { url: u, sent } = url(op, gen, { name: p.name, value: spoil(String(gen.plausible(p.schema))) });
        const body = hasBody ? JSON.stringify(plausibleBody()) : undefined;
        out.push({ url: u, headers: hasBody ? { ...JSON_TYPE } : {}, body, label: `sweep ${JSON.stringify(sent)}` });
      }
      if (hasBody && op.body) {
        for (const leaf of stringLeaves(op.body)) {
          const body = plausibleBody();
          setAt(body, leaf, spoil(String(getAt(body, leaf))));
          const { url: u } = url(op, gen, { name: '', value: '' });
          const text = JSON.stringify(body);
          out.push({ url: u, headers: { ...JSON_TYPE }, body: text, label: `sweep ${leaf.join('.')}: ${text}` });
        }
      }
    }
    return out;
  }

  /** Who runs an operation's field sweep: the first identity its role check lets through. */
  const SWEEPERS: Identity[] = ['Student', 'Lead', 'Instructor', 'Admin', 'Empty', 'anonymous'];
  const sweeper = (op: Operation) => SWEEPERS.find((who) => allowed(op, who));

  const shorten = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);

  it('no operation answers 5xx, whoever calls it with whatever', { timeout: 600_000 }, async () => {
    const gen = new Generator(seeded(0x5eed), real);
    const failures: string[] = [];
    let sent = 0;
    for (const who of IDENTITIES) {
      for (const op of operations) {
        const batch = [...attempts(op, who, gen), ...(sweeper(op) === who ? sweep(op, gen) : [])];
        // A few at a time: quicker, and concurrent requests are part of the probe.
        for (let i = 0; i < batch.length; i += 4) {
          await Promise.all(
            batch.slice(i, i + 4).map(async (a) => {
              const headers: Record<string, string> = { accept: 'application/json', ...a.headers };
              if (op.method !== 'GET' && op.method !== 'HEAD') headers.origin = t.url;
              if (who !== 'anonymous') headers.cookie = `${SESSION_COOKIE}=${cookies[who]}`;
              sent++;
              try {
                const res = await fetch(`${t.url}${a.url}`, {
                  method: op.method,
                  headers,
                  body: a.body,
                  redirect: 'manual',
                });
                const text = await res.text();
                if (res.status >= 500) {
                  failures.push(
                    `${op.method} ${op.path} as ${who} → ${res.status} ${shorten(text)}\n  sent ${shorten(a.url)} ${shorten(a.label)}`,
                  );
                }
              } catch (err) {
                failures.push(
                  `${op.method} ${op.path} as ${who} → no answer (${String(err)})\n  sent ${shorten(a.url)} ${shorten(a.label)}`,
                );
              }
            }),
          );
        }
      }
    }
    expect(operations.length).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(operations.length * IDENTITIES.length);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
