import { chatMessages, type WhatsappTemplate } from '@orbita/contracts/chats';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';

/** The body with {{1}}, {{2}}… replaced by what was typed (empty ones stay visible). */
export function fillTemplate(body: string, parameters: string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (all, n: string) => parameters[Number(n) - 1] || all);
}

/**
 * Outside the 24 h window WhatsApp takes only approved templates: the reason, the picker,
 * its {{n}} fields and a preview.
 */
export function TemplatePicker({
  onSend,
  sending,
}: {
  onSend: (template: WhatsappTemplate, parameters: string[]) => void;
  sending: boolean;
}) {
  const templates = useQuery({
    queryKey: conversationKeys.templates(),
    queryFn: ({ signal }) => conversationApi.templates({ signal }),
    staleTime: 60_000,
  });
  const approved = (templates.data?.items ?? []).filter((t) => t.status === 'APPROVED');
  const [chosen, setChosen] = useState<string>('');
  const [parameters, setParameters] = useState<string[]>([]);
  const template = approved.find((t) => `${t.name}|${t.language}` === chosen) ?? null;
  const complete =
    !!template && parameters.slice(0, template.parameterCount).every((p) => p.trim());

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="info">{chatMessages.windowClosed}</Alert>
      {templates.error ? (
        <Alert severity="error">{templates.error.message}</Alert>
      ) : templates.data && approved.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum modelo aprovado. Um Admin sincroniza os modelos em Conversas → WhatsApp.
        </Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label="Modelo"
            value={chosen}
            onChange={(e) => {
              setChosen(e.target.value);
              setParameters([]);
            }}
          >
            {approved.map((t) => (
              <MenuItem key={`${t.name}|${t.language}`} value={`${t.name}|${t.language}`}>
                {t.name} ({t.language})
              </MenuItem>
            ))}
          </TextField>
          {template && (
            <>
              {Array.from({ length: template.parameterCount }, (_, i) => (
                <TextField
                  key={i}
                  size="small"
                  label={`Campo {{${i + 1}}}`}
                  value={parameters[i] ?? ''}
                  onChange={(e) => {
                    const next = [...parameters];
                    next[i] = e.target.value;
                    setParameters(next);
                  }}
                />
              ))}
              <Box
                aria-label="Prévia do modelo"
                sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap' }}
              >
                {template.header && <Typography variant="subtitle2">{template.header}</Typography>}
                <Typography variant="body2">{fillTemplate(template.body, parameters)}</Typography>
                {template.footer && (
                  <Typography variant="caption" color="text.secondary">
                    {template.footer}
                  </Typography>
                )}
              </Box>
              <Box>
                <Button
                  variant="contained"
                  disabled={!complete || sending}
                  onClick={() => {
                    onSend(template, parameters.slice(0, template.parameterCount));
                    setChosen('');
                    setParameters([]);
                  }}
                >
                  Enviar modelo
                </Button>
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}
