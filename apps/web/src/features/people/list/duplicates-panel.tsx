import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import {
  duplicateReasonLabels,
  formatDocument,
  type DuplicateGroup,
} from '@orbita/contracts/people';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { peopleQueries } from '../api/queries';
import { documentText } from '../lib/format';
import { MergeDialog } from './merge-dialog';
import { personPath } from './people-rows';

function sharedValue(group: DuplicateGroup): string {
  if (group.reason === 'document') return formatDocument(group.value);
  if (group.reason === 'phone') return formatPhoneBR(group.value);
  return group.value;
}

/** "Duplicados": groups with the same CPF/CNPJ, phone or e-mail, each with "Mesclar". */
export function DuplicatesPanel({ canWrite }: { canWrite: boolean }) {
  const groups = useQuery(peopleQueries.duplicates());
  const [merging, setMerging] = useState<DuplicateGroup | null>(null);
  if (groups.isPending) return <LoadingBlocks label="Procurando duplicados" height={96} />;
  if (groups.isError)
    return <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;
  if (groups.data.groups.length === 0)
    return (
      <EmptyState icon={<CheckCircleOutline />} title="Nenhum cadastro duplicado">
        Cadastros com o mesmo CPF/CNPJ, telefone ou e-mail aparecem aqui para você mesclar.
      </EmptyState>
    );
  return (
    <Box
      component="ul"
      aria-label="Cadastros duplicados"
      sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}
    >
      {groups.data.groups.map((group) => (
        <Card
          key={`${group.reason}:${group.value}`}
          component="li"
          variant="outlined"
          sx={{ listStyle: 'none' }}
        >
          <CardContent sx={{ display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={duplicateReasonLabels[group.reason]} />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
                {sharedValue(group)}
              </Typography>
              {canWrite && (
                <Button variant="outlined" size="small" onClick={() => setMerging(group)}>
                  Mesclar
                </Button>
              )}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(240px, 1fr))' },
              }}
            >
              {group.people.map((p) => (
                <Box key={p.id} sx={{ minWidth: 0 }}>
                  <Typography
                    component={Link}
                    to={personPath(p.id)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'primary.main' }}
                  >
                    {p.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[documentText(p), p.companyName].filter(Boolean).join(' · ') || '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
      {merging && <MergeDialog people={merging.people} onClose={() => setMerging(null)} />}
    </Box>
  );
}
