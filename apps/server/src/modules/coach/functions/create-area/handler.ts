import { toAreaDto } from '../../../areas/areas.dto.js';
import type { CoachHandler } from '../coach-handler.js';

export const createArea: CoachHandler<'createArea'> = async (a, { owner, services: { areas } }) => {
  const area = toAreaDto(await areas.create(owner, a.name));
  return { result: area, summary: `Added the area "${area.name}".`, forModel: { id: area.id, name: area.name } };
};
