import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { taskStatusLabels, type TaskStatus } from '@orbita/contracts/flow';
import type { ConvertNodesResult, WorkTarget } from '@orbita/contracts/mind-maps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { FormDialog } from '../../../ui/form-dialog';
import { mindMapsApi } from '../api/mind-maps-api';
import { mindMapsQueries } from '../api/queries';

/** The columns a new task may start in (archived is not a start). */
type StartStatus = Exclude<TaskStatus, 'archived'>;
const startStatuses: StartStatus[] = ['todo', 'doing', 'done', 'canceled'];

/** "3 tarefas criadas" / "1 item criado na caixa de entrada". */
export function convertedText(result: ConvertNodesResult, target: WorkTarget): string {
  const n = result.converted.length;
  const made =
    target === 'tasks'
      ? `${n} ${n === 1 ? 'tarefa criada' : 'tarefas criadas'}`
      : `${n} ${n === 1 ? 'item criado' : 'itens criados'} na caixa de entrada`;
  const skipped = result.skipped.length;
  return skipped === 0
    ? `${made}.`
    : `${made}; ${skipped} ${skipped === 1 ? 'nó já estava ligado' : 'nós já estavam ligados'} e ${skipped === 1 ? 'ficou' : 'ficaram'} como ${skipped === 1 ? 'estava' : 'estavam'}.`;
}

export interface ConvertToWorkDialogProps {
  mapId: string;
  /** The chosen nodes (the editor's selection); the root is refused by the server. */
  nodeIds: string[];
  onClose: () => void;
  /** After the server made the work (the badges refresh by themselves). */
  onConverted?: (result: ConvertNodesResult) => void;
}

/**
 * "Converter em tarefas": the chosen nodes (with their sub-branches, by default) become
 * tasks of a list, in a chosen column, or items of the inbox. The server does it in one
 * transaction, writes each task's code into its node and never converts a node twice; its
 * pt-BR refusal shows at the top. Mounted by the editor's menus (H3a/H3b).
 */
export function ConvertToWorkDialog({
  mapId,
  nodeIds,
  onClose,
  onConverted,
}: ConvertToWorkDialogProps) {
  const client = useQueryClient();
  const lists = useQuery(mindMapsQueries.taskLists());
  const [target, setTarget] = useState<WorkTarget>('tasks');
  const [listId, setListId] = useState('');
  const [status, setStatus] = useState<StartStatus>('todo');
  const [includeDescendants, setIncludeDescendants] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const targetLabel = useId();
  const convert = useMutation({
    mutationFn: () =>
      mindMapsApi.convert(mapId, {
        nodeIds,
        target,
        includeDescendants,
        ...(target === 'tasks' ? { listId, status } : {}),
      }),
    onSuccess: (result) => {
      client.setQueryData(mindMapsQueries.links(mapId).queryKey, (data) =>
        data
          ? {
              links: [
                ...data.links.filter((l) => !result.converted.some((c) => c.nodeId === l.nodeId)),
                ...result.converted,
              ],
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: mindMapsQueries.links(mapId).queryKey });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target === 'tasks' && !listId) return setProblem('Escolha a lista das tarefas.');
    setProblem(null);
    convert.mutate(undefined, {
      onSuccess: (result) => {
        notify.success(convertedText(result, target));
        onConverted?.(result);
        onClose();
      },
      onError: (error) => setProblem(error.message),
    });
  };

  const count = nodeIds.length;
  return (
    <FormDialog
      title="Converter em tarefas"
      problem={problem ?? (lists.isError ? lists.error.message : null)}
      submitting={convert.isPending}
      submitLabel="Converter"
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        {count === 1 ? 'O nó escolhido vira' : `Os ${count} nós escolhidos viram`} trabalho; cada nó
        passa a mostrar o código e o status da tarefa.
      </Typography>
      <FormControl>
        <FormLabel id={targetLabel}>Destino</FormLabel>
        <RadioGroup
          aria-labelledby={targetLabel}
          value={target}
          onChange={(e) => setTarget(e.target.value as WorkTarget)}
        >
          <FormControlLabel value="tasks" control={<Radio />} label="Tarefas de uma lista" />
          <FormControlLabel value="inbox" control={<Radio />} label="Caixa de entrada" />
        </RadioGroup>
      </FormControl>
      {target === 'tasks' && (
        <>
          <TextField
            select
            required
            label="Lista"
            value={listId}
            onChange={(e) => setListId(e.target.value)}
            disabled={!lists.data}
            helperText={lists.data?.length === 0 ? 'Crie uma lista no Flow primeiro.' : undefined}
          >
            {(lists.data ?? []).map((list) => (
              <MenuItem key={list.id} value={list.id}>
                {list.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StartStatus)}
          >
            {startStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {taskStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={includeDescendants}
            onChange={(e) => setIncludeDescendants(e.target.checked)}
          />
        }
        label="Incluir os sub-ramos (cada nó abaixo vira uma tarefa também)"
      />
    </FormDialog>
  );
}
