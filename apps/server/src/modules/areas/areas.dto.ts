import type { Area } from '@stride/domain';
import type { AreaRow } from './areas.repository.js';

export function toAreaDto(row: AreaRow): Area {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
