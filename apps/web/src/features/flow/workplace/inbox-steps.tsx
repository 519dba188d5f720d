import { Box, Chip, Tab, Tabs } from '@mui/material';
import type { InboxSummary } from '@orbita/contracts/flow';

export const inboxSteps = ['coletar', 'separar', 'organizar', 'processar'] as const;
export type InboxStep = (typeof inboxSteps)[number];

export const stepLabels: Record<InboxStep, string> = {
  coletar: 'Coletar',
  separar: 'Separar',
  organizar: 'Organizar',
  processar: 'Processar',
};

/**
 * How many items wait at each step: collected ones wait to be separated, separated ones to
 * be organized, and every open item not left for "someday" waits to be processed.
 */
export function stepCounts(summary: InboxSummary | undefined): Record<InboxStep, number | null> {
  if (!summary) return { coletar: null, separar: null, organizar: null, processar: null };
  const { collected, separated } = summary.counts;
  return {
    coletar: collected,
    separar: collected,
    organizar: separated,
    processar: Math.max(0, collected + separated - summary.someday),
  };
}

/** The inbox's four GTD steps as tabs, each with its count. */
export function InboxSteps({
  value,
  onChange,
  summary,
}: {
  value: InboxStep;
  onChange: (step: InboxStep) => void;
  summary: InboxSummary | undefined;
}) {
  const counts = stepCounts(summary);
  return (
    <Tabs
      value={value}
      onChange={(_, step: InboxStep) => onChange(step)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Etapas da caixa de entrada"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {inboxSteps.map((step, i) => (
        <Tab
          key={step}
          value={step}
          id={`inbox-tab-${step}`}
          aria-controls={`inbox-panel-${step}`}
          sx={{ textTransform: 'none', minHeight: 56 }}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {`${i + 1}. ${stepLabels[step]}`}
              {counts[step] !== null && (
                <Chip
                  size="small"
                  label={counts[step]}
                  data-testid={`count-${step}`}
                  color={counts[step] ? 'primary' : 'default'}
                />
              )}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
