import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { SEQUENCES_LISTS_MAX, type Sequence } from '@orbita/contracts/sequences';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SequenceDialog } from '../../../platform/sequences';
import { useCan } from '../../../platform/session/app-state';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { PageHeader } from '../../../ui/page-header';
import { writeSequence } from '../api/mutations';
import { sequencesQueries } from '../api/queries';

/** Which records carry the codes (under the sequence's name). */
const kindLabel: Record<Sequence['kind'], string> = {
  lista: 'Tarefas da lista',
  'coleta-de-ideias': 'Ideias capturadas',
  produtos: 'Produtos do catálogo',
  pedidos: 'Pedidos da loja',
};

const count = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'registro' : 'registros'}`;
const suffixOf = (s: Sequence) => s.suffix || '—';

function NameLink({ sequence }: { sequence: Sequence }) {
  return (
    <Link component={RouterLink} to={sequence.path} underline="hover" sx={{ fontWeight: 500 }}>
      {sequence.name}
    </Link>
  );
}

function EditButton({ sequence, onEdit }: { sequence: Sequence; onEdit: () => void }) {
  return (
    <Button
      size="small"
      startIcon={<EditOutlinedIcon />}
      onClick={onEdit}
      aria-label={`Editar a sequência ${sequence.name}`}
    >
      Editar
    </Button>
  );
}

/** From md up: one row per sequence. */
function SequenceTable({
  items,
  canEdit,
  onEdit,
}: {
  items: Sequence[];
  canEdit: boolean;
  onEdit: (s: Sequence) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Sequências de códigos">
        <TableHead>
          <TableRow>
            <TableCell>Nome</TableCell>
            <TableCell>Próximo código</TableCell>
            <TableCell>Prefixo</TableCell>
            <TableCell align="right">Dígitos</TableCell>
            <TableCell>Sufixo</TableCell>
            <TableCell align="right">Próximo número</TableCell>
            <TableCell align="right">Com código</TableCell>
            {canEdit && (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Ações
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((s) => (
            <TableRow key={s.id} hover>
              <TableCell>
                <Stack spacing={0.25}>
                  <NameLink sequence={s} />
                  <Typography variant="caption" color="text.secondary">
                    {kindLabel[s.kind]}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell>
                <Chip label={s.preview} size="small" sx={{ fontFamily: 'monospace' }} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{s.prefix}</TableCell>
              <TableCell align="right">{s.width}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{suffixOf(s)}</TableCell>
              <TableCell align="right">{s.nextNumber.toLocaleString('pt-BR')}</TableCell>
              <TableCell align="right">{s.records.toLocaleString('pt-BR')}</TableCell>
              {canEdit && (
                <TableCell align="right">
                  <EditButton sequence={s} onEdit={() => onEdit(s)} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On phones: one card per sequence. */
function SequenceCards({
  items,
  canEdit,
  onEdit,
}: {
  items: Sequence[];
  canEdit: boolean;
  onEdit: (s: Sequence) => void;
}) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Sequências de códigos" sx={{ p: 0, m: 0 }}>
      {items.map((s) => (
        <Paper component="li" key={s.id} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <NameLink sequence={s} />
              <Typography variant="caption" color="text.secondary" component="p">
                {kindLabel[s.kind]} · {count(s.records)}
              </Typography>
            </Box>
            <Chip label={s.preview} size="small" sx={{ fontFamily: 'monospace' }} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Prefixo {s.prefix} · {s.width} {s.width === 1 ? 'dígito' : 'dígitos'} · sufixo{' '}
            {suffixOf(s)} · próximo nº {s.nextNumber.toLocaleString('pt-BR')}
          </Typography>
          {canEdit && (
            <Box sx={{ mt: 1, textAlign: 'right' }}>
              <EditButton sequence={s} onEdit={() => onEdit(s)} />
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /fabrica/sequencias: every code sequence of the workspace — each list's task codes, the
 * inbox's, products' and the store's orders — with the next code, where it is used and how
 * many records carry it; "Editar" (Criador and above) changes prefix, digits, suffix and next
 * number through the module that owns it.
 */
export function SequencesPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const canEdit = useCan('structure.manage', 'structures');
  const client = useQueryClient();
  const query = useQuery(sequencesQueries.list());
  const [editing, setEditing] = useState<Sequence | null>(null);
  const items = query.data?.items ?? [];
  const hasLists = items.some((s) => s.kind === 'lista');

  return (
    <Box>
      <PageHeader title="Sequências" subtitle="Fábrica" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Os códigos que a conta dá aos registros: tarefas de cada lista, ideias, produtos e pedidos.
        Um código nunca se repete: o próximo número fica sempre acima do último usado.
      </Typography>
      {query.isPending ? (
        <LoadingBlocks label="Carregando sequências" count={4} height={56} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={2}>
          {!hasLists && (
            <EmptyState
              icon={<FormatListNumberedIcon />}
              title="Nenhuma lista ainda"
              action={
                <Button component={RouterLink} to="/flow/listas" variant="outlined">
                  Ir para Listas
                </Button>
              }
            >
              Cada lista de tarefas ganha sua própria sequência (TAR-0001, TAR-0002…). Crie uma
              lista e ela aparece aqui.
            </EmptyState>
          )}
          {query.data.truncated && (
            <Alert severity="info">
              Mostrando as primeiras {SEQUENCES_LISTS_MAX} listas, em ordem alfabética. As demais se
              editam na própria lista.
            </Alert>
          )}
          {wide ? (
            <SequenceTable items={items} canEdit={canEdit} onEdit={setEditing} />
          ) : (
            <SequenceCards items={items} canEdit={canEdit} onEdit={setEditing} />
          )}
        </Stack>
      )}
      {editing && (
        <SequenceDialog
          key={editing.id}
          sequence={editing}
          onWritten={(s) => writeSequence(client, s)}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
