import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import type { Contact } from '@orbita/contracts/chats';
import { formatPhoneBR } from '@orbita/contracts/phone';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { chatsQueries } from '../api/queries';
import { MergeDialog } from './merge-dialog';

function Side({ contact }: { contact: Contact }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{contact.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[...contact.phones.map((p) => formatPhoneBR(p.e164)), ...contact.emails].join(' · ') ||
          '—'}
      </Typography>
    </Box>
  );
}

/** "Duplicados": pairs with the same phone or e-mail, each with "Mesclar". */
export function DuplicatesView({ canWrite }: { canWrite: boolean }) {
  const pairs = useQuery(chatsQueries.duplicates());
  const [merging, setMerging] = useState<{ a: Contact; b: Contact } | null>(null);
  if (pairs.isPending) return <LoadingBlocks label="Procurando duplicados" height={88} />;
  if (pairs.isError) return <QueryError error={pairs.error} onRetry={() => void pairs.refetch()} />;
  if (pairs.data.items.length === 0)
    return (
      <EmptyState icon={<CheckCircleOutline />} title="Nenhum contato duplicado">
        Contatos com o mesmo telefone ou e-mail aparecem aqui para você mesclar.
      </EmptyState>
    );
  return (
    <Box
      component="ul"
      aria-label="Contatos duplicados"
      sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}
    >
      {pairs.data.items.map(({ a, b, reason }) => (
        <Card key={`${a.id}-${b.id}`} component="li" variant="outlined" sx={{ listStyle: 'none' }}>
          <CardContent
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
              gap: 1.5,
              alignItems: 'center',
              '&:last-child': { pb: 2 },
            }}
          >
            <Side contact={a} />
            <Side contact={b} />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifySelf: { md: 'end' } }}>
              <Chip size="small" label={reason === 'phone' ? 'Mesmo telefone' : 'Mesmo e-mail'} />
              {canWrite && (
                <Button variant="outlined" size="small" onClick={() => setMerging({ a, b })}>
                  Mesclar
                </Button>
              )}
            </Box>
          </CardContent>
        </Card>
      ))}
      {merging && <MergeDialog a={merging.a} b={merging.b} onClose={() => setMerging(null)} />}
    </Box>
  );
}
