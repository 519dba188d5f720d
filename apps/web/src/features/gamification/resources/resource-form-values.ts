import { zodResolver } from '@hookform/resolvers/zod';
import {
  createResourceBodySchema,
  type CreateResourceBody,
  type Rarity,
  type Resource,
  type TransitoryPeriod,
} from '@orbita/contracts/gamification';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** What the resource form edits: switches for "limited" / "transitory" and text for the image. */
export interface ResourceFormValues {
  name: string;
  description: string;
  imageUrl: string;
  rarity: Rarity;
  usable: boolean;
  limited: boolean;
  quantityExisting: number | null;
  transitoryOn: boolean;
  transitory: TransitoryPeriod;
  streakFreeze: boolean;
}

export function formValues(resource: Resource | null): ResourceFormValues {
  return {
    name: resource?.name ?? '',
    description: resource?.description ?? '',
    imageUrl: resource?.imageUrl ?? '',
    rarity: resource?.rarity ?? 'common',
    usable: resource?.usable ?? false,
    limited: resource?.limited ?? false,
    quantityExisting: resource?.quantityExisting ?? null,
    transitoryOn: !!resource?.transitory,
    transitory: resource?.transitory ?? 'day',
    streakFreeze: resource?.effect === 'streak_freeze',
  };
}

/** The API body of the form's values: unused switches send nothing, an empty image is none. */
export function toBody(v: ResourceFormValues): CreateResourceBody {
  return {
    name: v.name,
    description: v.description,
    imageUrl: v.imageUrl.trim() === '' ? null : v.imageUrl.trim(),
    rarity: v.rarity,
    usable: v.usable,
    limited: v.limited,
    quantityExisting: v.limited ? v.quantityExisting : null,
    transitory: v.transitoryOn ? v.transitory : null,
    effect: v.streakFreeze ? 'streak_freeze' : null,
  };
}

export type ResourceBody = z.output<typeof createResourceBodySchema>;

/**
 * The form is checked by the contract's own schema, so the browser refuses exactly what the
 * server would, with the same pt-BR messages; its field names are the form's too
 * (`quantityExisting`, `transitory`), so each message shows under its field.
 */
const checkBody = zodResolver(createResourceBodySchema);
export const resourceResolver: Resolver<ResourceFormValues, unknown, ResourceBody> = async (
  values,
  context,
  options,
) => {
  const result = await checkBody(
    toBody(values),
    context,
    options as unknown as ResolverOptions<CreateResourceBody>,
  );
  return result as unknown as ResolverResult<ResourceFormValues, ResourceBody>;
};
