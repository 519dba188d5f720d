import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  AGENT_ACTIONS_MAX,
  actionKindLabels,
  actionKinds,
  type ActionKind,
} from '@orbita/contracts/agents';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ComponentType } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  AskLlmFields,
  CaptureFields,
  CreateTaskFields,
  MoveTaskFields,
  NotifyFields,
  WebhookFields,
} from './action-fields-flow';
import { FinanceEntryFields, GrantPointsFields } from './action-fields-values';
import { actionPath } from './action-inputs';
import { newAction, type EditorValues } from './editor-form';
import { stepFields, type EditorField } from './fields';

const forms: Record<
  ActionKind,
  ComponentType<{ index: number; fields: readonly EditorField[] }>
> = {
  capture: CaptureFields,
  create_task: CreateTaskFields,
  move_task: MoveTaskFields,
  notify: NotifyFields,
  grant_points: GrantPointsFields,
  finance_entry: FinanceEntryFields,
  webhook: WebhookFields,
  ask_llm: AskLlmFields,
};

function ActionCard({
  index,
  count,
  kind,
  fields,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  kind: ActionKind;
  fields: readonly EditorField[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { control } = useFormContext<EditorValues>();
  const Form = forms[kind];
  const n = index + 1;
  const title = `Ação ${n}: ${actionKindLabels[kind]}`;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Tooltip title="Subir">
          <span>
            <IconButton
              aria-label={`Subir ação ${n}`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Descer">
          <span>
            <IconButton
              aria-label={`Descer ação ${n}`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Remover">
          <span>
            <IconButton aria-label={`Remover ação ${n}`} disabled={count === 1} onClick={onRemove}>
              <DeleteOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Form index={index} fields={fields} />
      <Controller
        control={control}
        name={actionPath(index, 'requiresApproval')}
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={!!field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label="Pedir aprovação antes"
          />
        )}
      />
    </Paper>
  );
}

/** "Então": the chain of actions, in order; each may wait for an Admin's approval. */
export function ActionsSection({ inputFields }: { inputFields: readonly EditorField[] }) {
  const { control, formState } = useFormContext<EditorValues>();
  const chain = useFieldArray({ control, name: 'actions' });
  const actions = useWatch({ control, name: 'actions' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rootError = formState.errors.actions?.root?.message ?? formState.errors.actions?.message;

  return (
    <Stack spacing={2}>
      {rootError && <Alert severity="error">{rootError}</Alert>}
      {chain.fields.map((row, index) => (
        <ActionCard
          key={row.id}
          index={index}
          count={chain.fields.length}
          kind={actions[index]?.kind ?? row.kind}
          fields={[...inputFields, ...stepFields(actions, index)]}
          onMove={(to) => chain.move(index, to)}
          onRemove={() => chain.remove(index)}
        />
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={chain.fields.length >= AGENT_ACTIONS_MAX}
        aria-haspopup="menu"
        sx={{ alignSelf: 'flex-start' }}
      >
        Adicionar ação
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actionKinds.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              chain.append(newAction(kind));
              setAnchor(null);
            }}
          >
            {actionKindLabels[kind]}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
