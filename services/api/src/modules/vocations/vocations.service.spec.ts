import type { Vocation } from './vocation.entity';
import type { VocationsRepository } from './vocations.repository';
import { VocationsService } from './vocations.service';

class FakeVocations implements Pick<VocationsRepository, 'all' | 'byId' | 'existingIds'> {
  readonly asked: number[][] = [];
  constructor(private readonly rows: Vocation[]) {}

  async all() {
    return [...this.rows].sort((a, b) => a.name.localeCompare(b.name, 'nb'));
  }

  async byId(id: number) {
    this.asked.push([id]);
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async existingIds(ids: number[]) {
    this.asked.push(ids);
    return this.rows.filter((row) => ids.includes(row.id)).map((row) => row.id);
  }
}

describe('VocationsService', () => {
  const rows = [
    { id: 1, name: 'Tømrer' },
    { id: 2, name: 'Elektriker' },
  ];
  let repository: FakeVocations;
  let service: VocationsService;

  beforeEach(() => {
    repository = new FakeVocations(rows);
    service = new VocationsService(repository as unknown as VocationsRepository);
  });

  it('lists every vocation by name', async () => {
    expect(await service.list()).toEqual([rows[1], rows[0]]);
  });

  it('tells whether an id is a vocation', async () => {
    expect(await service.exists(2)).toBe(true);
    expect(await service.exists(3)).toBe(false);
    expect(await service.find(1)).toEqual(rows[0]);
  });

  it('answers ids no integer column can hold without asking the database', async () => {
    for (const id of [0, -1, 1.5, 2 ** 31, Number.NaN])
      expect(await service.exists(id)).toBe(false);
    expect(repository.asked).toEqual([]);
  });

  it('picks the existing ids out of a list, asking once for the distinct valid ones', async () => {
    expect(await service.existing([1, 1, 3, -4, 2])).toEqual(new Set([1, 2]));
    expect(repository.asked).toEqual([[1, 3, 2]]);
    expect(await service.existing([0])).toEqual(new Set());
    expect(repository.asked).toHaveLength(1);
  });
});
