import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, Stack, TextField } from '@mui/material';
import { createStoreItemBodySchema, type StoreItem } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { useCatalogVersionedSave } from '../api/catalog-conflicts';
import { useSaveStoreItem } from '../api/catalog-mutations';
import { catalogQueries } from '../api/catalog-queries';
import { numberFrom, numberShown, RewardFields } from './reward-fields';
import { applyServerErrors } from '../../../ui/form-fields';
import { FormDialog } from '../../../ui/form-dialog';

type Values = z.input<typeof createStoreItemBodySchema>;
type Body = z.output<typeof createStoreItemBodySchema>;

function defaults(item: StoreItem | null): Values {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    resourceId: item?.resourceId ?? null,
    quantity: item?.quantity ?? 1,
    price: {
      points: item?.price.points ?? 100,
      resourceId: item?.price.resourceId ?? null,
      quantity: item?.price.quantity ?? 0,
    },
    stock: item?.stock ?? null,
  };
}

/** "Novo item" / "Editar item" of the store: what the buyer receives, the price and the stock. */
export function StoreItemDialog({
  gameId,
  item,
  onClose,
}: {
  gameId: string;
  item: StoreItem | null;
  onClose: () => void;
}) {
  const save = useSaveStoreItem(gameId, item?.id ?? null);
  const resources = useQuery(catalogQueries.resourceChoices());
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<Values, unknown, Body>({
    resolver: zodResolver(createStoreItemBodySchema),
    defaultValues: defaults(item),
  });
  const errors = formState.errors;
  // The version the person edited: the one the dialog opened on, whatever arrives meanwhile.
  const [openedVersion] = useState(item?.version);
  const versioned = useCatalogVersionedSave<StoreItem, Body>({
    send: (body) => save.mutateAsync(body),
    onReapplied: () => {
      notify.success('Item salvo.');
      onClose();
    },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      // A stale version: the conflict dialog takes over, this form stays open.
      if (item) {
        if (!(await versioned.save(body, openedVersion))) return;
      } else await save.mutateAsync(body);
      notify.success(item ? 'Item salvo.' : 'Item criado.');
      onClose();
    } catch (error) {
      applyServerErrors(error, setError);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <>
      {versioned.dialog}
      <FormDialog
        title={item ? 'Editar item da loja' : 'Novo item da loja'}
        problem={problem}
        submitting={formState.isSubmitting}
        maxWidth="md"
        onSubmit={submit}
        onClose={onClose}
      >
        <TextField
          label="Nome"
          required
          autoFocus
          {...register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          label="Descrição"
          multiline
          minRows={2}
          {...register('description')}
          error={!!errors.description}
          helperText={errors.description?.message}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="resourceId"
            render={({ field }) => (
              <TextField
                select
                label="O comprador recebe"
                value={
                  field.value && resources.data?.some((r) => r.id === field.value)
                    ? field.value
                    : ''
                }
                onChange={(e) => field.onChange(e.target.value || null)}
                error={!!errors.resourceId}
                helperText={
                  errors.resourceId?.message ??
                  'Sem recurso, a compra fica registrada e a entrega é combinada fora do Orbita.'
                }
                sx={{ flex: 2, minWidth: 0 }}
              >
                <MenuItem value="">
                  <em>Nenhum recurso (entrega fora do Orbita)</em>
                </MenuItem>
                {(resources.data ?? []).map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <TextField
                label="Quantidade entregue"
                type="number"
                value={numberShown(field.value)}
                onChange={(e) => field.onChange(numberFrom(e.target.value))}
                inputRef={field.ref}
                error={!!errors.quantity}
                helperText={errors.quantity?.message}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ flex: 1 }}
              />
            )}
          />
        </Stack>
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <RewardFields
              legend="Preço"
              value={{
                points: field.value.points ?? 0,
                resourceId: field.value.resourceId ?? null,
                quantity: field.value.quantity ?? 0,
              }}
              onChange={field.onChange}
              errors={errors.price}
            />
          )}
        />
        <Controller
          control={control}
          name="stock"
          render={({ field }) => (
            <TextField
              label="Estoque"
              type="number"
              value={numberShown(field.value)}
              onChange={(e) =>
                field.onChange(e.target.value.trim() === '' ? null : Number(e.target.value))
              }
              inputRef={field.ref}
              error={!!errors.stock}
              helperText={
                errors.stock?.message ??
                (item ? `Vazio = ilimitado. Já vendidos: ${item.sold}.` : 'Vazio = ilimitado.')
              }
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
          )}
        />
      </FormDialog>
    </>
  );
}
