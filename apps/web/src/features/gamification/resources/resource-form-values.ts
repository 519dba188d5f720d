import { zodResolver } from '@hookform/resolvers/zod';
import {
  createResourceBodySchema,
  type CreateResourceBody,
  type ItemEffectInput,
  type ItemEffectKind,
  type Rarity,
  type Resource,
  type TransitoryPeriod,
} from '@orbita/contracts/gamification';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The image as a media library file: one picked now (`id`, sent as `imageMediaId`) or the one
 * already saved (`id` null: the resource keeps it, nothing is sent).
 */
export interface LibraryImage {
  id: string | null;
  url: string;
  name: string;
}

/** The media library's durable public path: a library image (not an address to edit). */
export const fromLibrary = (url: string | null | undefined): url is string =>
  !!url && url.startsWith('/api/public/media/');

/**
 * What the resource form edits: switches for "limited" / "transitory", and the image as a
 * library file or as an https address.
 */
export interface ResourceFormValues {
  name: string;
  description: string;
  imageUrl: string;
  library: LibraryImage | null;
  rarity: Rarity;
  usable: boolean;
  limited: boolean;
  quantityExisting: number | null;
  transitoryOn: boolean;
  transitory: TransitoryPeriod;
  streakFreeze: boolean;
  /** "Efeito ao usar" (usable resources): its kind and the fields of each kind. */
  effectKind: ItemEffectKind | 'none';
  effectPoints: number | null;
  effectGameId: string;
  effectDays: number | null;
  effectResourceId: string;
  effectQuantity: number | null;
  effectText: string;
}

export function formValues(resource: Resource | null): ResourceFormValues {
  return {
    name: resource?.name ?? '',
    description: resource?.description ?? '',
    imageUrl: fromLibrary(resource?.imageUrl) ? '' : (resource?.imageUrl ?? ''),
    library: fromLibrary(resource?.imageUrl)
      ? { id: null, url: resource.imageUrl, name: 'Imagem da biblioteca' }
      : null,
    rarity: resource?.rarity ?? 'common',
    usable: resource?.usable ?? false,
    limited: resource?.limited ?? false,
    quantityExisting: resource?.quantityExisting ?? null,
    transitoryOn: !!resource?.transitory,
    transitory: resource?.transitory ?? 'day',
    streakFreeze: resource?.effect === 'streak_freeze',
    ...effectValues(resource?.useEffect ?? null),
  };
}

function effectValues(effect: Resource['useEffect']) {
  return {
    effectKind: effect?.kind ?? ('none' as const),
    effectPoints: effect?.kind === 'points' ? effect.points : 10,
    effectGameId: effect?.kind === 'points' ? (effect.gameId ?? '') : '',
    effectDays: effect?.kind === 'restore_streak' ? effect.days : 1,
    effectResourceId: effect?.kind === 'grant_resource' ? effect.resourceId : '',
    effectQuantity: effect?.kind === 'grant_resource' ? effect.quantity : 1,
    effectText: effect?.kind === 'free_text' ? effect.text : '',
  };
}

/** The effect of the form's values; none unless the resource is usable. */
function effectBody(v: ResourceFormValues): ItemEffectInput | null {
  if (!v.usable) return null;
  switch (v.effectKind) {
    case 'none':
      return null;
    case 'points':
      return { kind: 'points', points: v.effectPoints as number, gameId: v.effectGameId || null };
    case 'restore_streak':
      return { kind: 'restore_streak', days: v.effectDays as number };
    case 'grant_resource':
      return {
        kind: 'grant_resource',
        resourceId: v.effectResourceId,
        quantity: v.effectQuantity as number,
      };
    case 'free_text':
      return { kind: 'free_text', text: v.effectText };
  }
}

/** The image part of the body: a picked library file, nothing (keep the saved one), or the address. */
function imageFields(v: ResourceFormValues): Pick<CreateResourceBody, 'imageUrl' | 'imageMediaId'> {
  if (v.library) return v.library.id ? { imageMediaId: v.library.id } : {};
  return { imageUrl: v.imageUrl.trim() === '' ? null : v.imageUrl.trim() };
}

/** The API body of the form's values: unused switches send nothing, an empty image is none. */
export function toBody(v: ResourceFormValues): CreateResourceBody {
  return {
    name: v.name,
    description: v.description,
    ...imageFields(v),
    rarity: v.rarity,
    usable: v.usable,
    limited: v.limited,
    quantityExisting: v.limited ? v.quantityExisting : null,
    transitory: v.transitoryOn ? v.transitory : null,
    effect: v.streakFreeze ? 'streak_freeze' : null,
    useEffect: effectBody(v),
  };
}

/** The checked body; without `imageUrl` when the saved library image stays. */
export type ResourceBody = Omit<z.output<typeof createResourceBodySchema>, 'imageUrl'> & {
  imageUrl?: string | null;
};

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
  const checked = result as unknown as ResolverResult<ResourceFormValues, ResourceBody>;
  // The schema fills a missing `imageUrl` with null, which would drop the saved library image.
  if (Object.keys(checked.values).length === 0) return checked;
  const { imageUrl: _url, imageMediaId: _file, ...rest } = checked.values as ResourceBody;
  return { values: { ...rest, ...imageFields(values) }, errors: {} };
};
