/** A stored member: its fields plus `id` and `links`. */
export type Entity = { id: string; links: { rel: string; href: string }[] } & Record<string, unknown>;

/** Why a request was refused: the HTTP status, an error code, a sentence and the field at fault. */
export interface Problem {
  status: number;
  code: string;
  message: string;
  field?: string;
}

type Outcome = { entity: Entity } | { problem: Problem };

/** One writable field of a collection. */
interface Field {
  type: 'string' | 'integer';
  required?: boolean;
  enum?: string[];
  min?: number;
  max?: number;
  default?: unknown;
  filterable?: boolean;
  /** Checks a value against other collections (e.g. that an author exists). */
  check?: (value: unknown) => string | undefined;
}

function invalid(message: string, field?: string): { problem: Problem } {
  return { problem: { status: 400, code: 'invalid_input', message, field } };
}

/** An in-memory collection of members with validation, sorting, filtering and links. */
export class Collection {
  private readonly items = new Map<string, Entity>();
  private nextId = 1;

  constructor(
    readonly name: string,
    readonly singular: string,
    private readonly fields: Record<string, Field>,
    private readonly related: (e: Entity) => { rel: string; href: string }[] = () => [],
  ) {}

  get(id: string): Entity | undefined {
    return this.items.get(id);
  }

  delete(id: string): boolean {
    return this.items.delete(id);
  }

  /** Members filtered by field values and sorted by a field (`-field` for descending); a problem for unknown names. */
  list(q: { sort?: string; filters: Record<string, string> }): { items: Entity[] } | { problem: Problem } {
    let items = [...this.items.values()];
    for (const [name, value] of Object.entries(q.filters)) {
      const f = this.fields[name];
      if (!f?.filterable) return invalid(`"${name}" is not a query parameter of ${this.name}.`, name);
      items = items.filter((e) => String(e[name]) === value);
    }
    if (q.sort !== undefined) {
      const desc = q.sort.startsWith('-');
      const key = desc ? q.sort.slice(1) : q.sort;
      if (key !== 'id' && !this.fields[key]) return invalid(`${this.name} cannot be sorted by "${key}".`, 'sort');
      const value = (e: Entity) => (key === 'id' ? Number(e.id) : e[key]);
      items.sort((a, b) => {
        const x = value(a);
        const y = value(b);
        const c =
          x === y
            ? 0
            : x === undefined
              ? 1
              : y === undefined
                ? -1
                : (x as number | string) < (y as number | string)
                  ? -1
                  : 1;
        return desc ? -c : c;
      });
    }
    return { items };
  }

  create(body: unknown): Outcome {
    const fields = this.validate(body, true);
    if ('problem' in fields) return fields;
    return { entity: this.store(String(this.nextId++), fields.values) };
  }

  replace(id: string, body: unknown): Outcome {
    const fields = this.validate(body, true);
    if ('problem' in fields) return fields;
    return { entity: this.store(id, fields.values) };
  }

  patch(id: string, body: unknown): Outcome {
    const fields = this.validate(body, false);
    if ('problem' in fields) return fields;
    const { id: _id, links: _links, ...current } = this.items.get(id)!;
    return { entity: this.store(id, { ...current, ...fields.values }) };
  }

  /** Seeds a member without validation. */
  seed(values: Record<string, unknown>): void {
    this.store(String(this.nextId++), values);
  }

  private store(id: string, values: Record<string, unknown>): Entity {
    const entity = { id, ...values, links: [] } as Entity;
    entity.links = [{ rel: 'self', href: `/v1/${this.name}/${id}` }, ...this.related(entity)];
    this.items.set(id, entity);
    return entity;
  }

  private validate(body: unknown, full: boolean): { values: Record<string, unknown> } | { problem: Problem } {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      return invalid('The body must be a JSON object.');
    const values: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body)) {
      if (k === 'id' || k === 'links') continue;
      const f = this.fields[k];
      if (!f) return invalid(`"${k}" is not a field of ${this.singular}.`, k);
      const problem = checkField(k, v, f);
      if (problem) return invalid(problem, k);
      values[k] = v;
    }
    if (full) {
      for (const [k, f] of Object.entries(this.fields)) {
        if (values[k] !== undefined) continue;
        if (f.required) return invalid(`"${k}" is required.`, k);
        if (f.default !== undefined) values[k] = f.default;
      }
    }
    return { values };
  }
}

function checkField(name: string, v: unknown, f: Field): string | undefined {
  if (f.type === 'string') {
    if (typeof v !== 'string' || v.trim() === '') return `"${name}" must be a non-empty string.`;
    if (f.enum && !f.enum.includes(v)) return `"${name}" must be one of ${f.enum.join(', ')}.`;
    if (f.max !== undefined && v.length > f.max) return `"${name}" must be at most ${f.max} characters.`;
  } else {
    if (typeof v !== 'number' || !Number.isInteger(v)) return `"${name}" must be an integer.`;
    if (f.min !== undefined && v < f.min) return `"${name}" must be at least ${f.min}.`;
    if (f.max !== undefined && v > f.max) return `"${name}" must be at most ${f.max}.`;
  }
  return f.check?.(v);
}

/** The demo's data: authors and their books, seeded on start. */
export class Store {
  readonly authors = new Collection('authors', 'author', {
    name: { type: 'string', required: true, max: 200 },
    born: { type: 'integer', min: -3000, max: 2100 },
  });
  readonly books: Collection = new Collection(
    'books',
    'book',
    {
      title: { type: 'string', required: true, max: 200 },
      authorId: {
        type: 'string',
        required: true,
        filterable: true,
        check: (v) => (this.authors.get(String(v)) ? undefined : `There is no author with id "${v}".`),
      },
      year: { type: 'integer', min: -3000, max: 2100 },
      status: { type: 'string', enum: ['available', 'checked-out'], default: 'available', filterable: true },
    },
    (b) => [{ rel: 'author', href: `/v1/authors/${b.authorId}` }],
  );

  constructor() {
    for (const [name, born] of [
      ['Ursula K. Le Guin', 1929],
      ['Octavia E. Butler', 1947],
      ['Italo Calvino', 1923],
      ['Toni Morrison', 1931],
      ['Stanisław Lem', 1921],
    ] as const)
      this.authors.seed({ name, born });
    for (const [title, authorId, year] of [
      ['A Wizard of Earthsea', '1', 1968],
      ['The Left Hand of Darkness', '1', 1969],
      ['The Dispossessed', '1', 1974],
      ['Kindred', '2', 1979],
      ['Parable of the Sower', '2', 1993],
      ['Dawn', '2', 1987],
      ['Invisible Cities', '3', 1972],
      ['If on a Winter\u2019s Night a Traveler', '3', 1979],
      ['Beloved', '4', 1987],
      ['Song of Solomon', '4', 1977],
      ['Solaris', '5', 1961],
      ['The Cyberiad', '5', 1965],
    ] as const)
      this.books.seed({ title, authorId, year, status: 'available' });
  }

  /** The collection a path segment names. */
  collection(name: string): Collection | undefined {
    return name === 'books' ? this.books : name === 'authors' ? this.authors : undefined;
  }
}
