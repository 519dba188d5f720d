import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { replaceInLists } from '../../../platform/cache';
import {
  useVersionedSave,
  type Versioned,
  type VersionedSaveOptions,
} from '../../../platform/concurrency';
import { gamificationKeys as keys } from './keys';

/** The catalog forms' fields, in pt-BR, for the conflict dialog. */
const catalogLabels: Record<string, string> = {
  name: 'Nome',
  description: 'Descrição',
  code: 'Código',
  status: 'Situação',
  goal: 'Meta',
  recurrence: 'Recorrência',
  reward: 'Recompensa',
  dailyReward: 'Recompensa diária',
  rankingPeriod: 'Período do ranking',
  resourceId: 'Recurso',
  quantity: 'Quantidade',
  price: 'Preço',
  stock: 'Estoque',
  rarity: 'Raridade',
  usable: 'Usável',
  limited: 'Limitado',
  quantityExisting: 'Quantidade existente',
  transitory: 'Transitório',
  effect: 'Efeito',
  imageUrl: 'Imagem',
  imageMediaId: 'Imagem',
  rule: 'Regra',
};

interface Amount {
  points?: number;
  resourceId?: string | null;
  quantity?: number;
}

/** Rewards and prices read the same on both sides (the record's copy carries more fields). */
function catalogFormat(field: string, value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if (field === 'reward' || field === 'price' || field === 'dailyReward') {
    const { points = 0, resourceId, quantity = 0 } = value as Amount;
    return `${points} pontos${resourceId && quantity ? ` + ${quantity} do recurso` : ''}`;
  }
  if (field === 'rule') {
    const rule = value as { kind?: string; level?: number; missionId?: string; points?: number };
    if (rule.kind === 'level') return `Alcançar o nível ${rule.level ?? ''}`;
    if (rule.kind === 'points') return `Somar ${rule.points ?? ''} pontos`;
    if (rule.kind === 'mission') return 'Concluir uma missão';
  }
  if (field === 'goal') {
    const { kind, target } = value as { kind?: string; target?: number };
    return `${target ?? ''} (${kind ?? ''})`;
  }
  return undefined;
}

/**
 * The concurrency piece for the gamification catalog's edit forms: a conflict's current
 * record goes into its detail (games, resources: `detailKey`) and every catalog list.
 */
export function useCatalogVersionedSave<T extends Versioned, B extends object>(
  options: Omit<VersionedSaveOptions<T, B>, 'writeCurrent'> & {
    detailKey?: (id: string) => QueryKey;
  },
) {
  const client = useQueryClient();
  const { detailKey, ...rest } = options;
  return useVersionedSave<T, B>({
    labels: catalogLabels,
    format: catalogFormat,
    ...rest,
    writeCurrent: (current) => {
      if (detailKey) client.setQueryData(detailKey(current.id), current);
      replaceInLists(client, keys.all, current);
    },
  });
}
