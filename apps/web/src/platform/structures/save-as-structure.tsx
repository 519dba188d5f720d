import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import { Button, TextField, Typography } from '@mui/material';
import {
  createStructureBodySchema,
  structureKindLabels,
  structuresEndpoints,
  structuresEntity,
  type StructureKind,
} from '@orbita/contracts/structures';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../ui/form-dialog';
import { callApi, HttpError } from '../http';
import { notify } from '../toasts';

/**
 * "Salvar como estrutura" of a record's menu (lists, processes, mind maps, pages, games,
 * codices): saves the record as it is now as a new structure (version 1) with a name and an
 * optional description, then offers to open it. Platform piece: features never import each
 * other, and every record screen shows the same dialog.
 */
export function SaveAsStructureDialog({
  kind,
  recordId,
  recordName,
  onClose,
}: {
  kind: StructureKind;
  recordId: string;
  recordName: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState(recordName);
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = createStructureBodySchema.safeParse({ kind, recordId, name, description });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setProblems(next);
    }
    setSaving(true);
    setProblem(null);
    try {
      const made = await callApi(structuresEndpoints.create, { body: parsed.data });
      void client.invalidateQueries({ queryKey: [structuresEntity] });
      notify.check(`Estrutura "${made.name}" salva.`);
      onClose();
      void navigate(`/fabrica/estrutura/${made.id}`);
    } catch (error) {
      if (error instanceof HttpError && error.fields) setProblems(error.fields);
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      title="Salvar como estrutura"
      problem={problem}
      submitting={saving}
      maxWidth="sm"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {structureKindLabels[kind]} "{recordName}" como está agora vira um modelo para criar outros
        em um clique, nesta ou em outra conta sua.
      </Typography>
      <TextField
        label="Nome da estrutura"
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!problems.name}
        helperText={problems.name}
      />
      <TextField
        label="Descrição"
        multiline
        minRows={2}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={!!problems.description}
        helperText={problems.description ?? 'Opcional: para que serve.'}
      />
    </FormDialog>
  );
}

/** The menu/toolbar button that opens the dialog (one line in a record's screen). */
export function SaveAsStructureButton(props: {
  kind: StructureKind;
  recordId: string;
  recordName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<BookmarkAddOutlined />} onClick={() => setOpen(true)}>
        Salvar como estrutura
      </Button>
      {open && <SaveAsStructureDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
