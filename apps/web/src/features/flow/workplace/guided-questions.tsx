import { Box, Button, Typography } from '@mui/material';
import { processActionLabels, type ProcessAction } from '@orbita/contracts/flow';
import type { DetailAction, DirectAction, GuidedEvent, GuidedStep } from './guided-machine';

export interface Answer {
  label: string;
  key: string;
  event?: GuidedEvent;
  direct?: DirectAction;
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'error' | 'secondary';
}

const choose = (action: Exclude<DetailAction, 'do-now'>): GuidedEvent => ({
  type: 'choose',
  action,
});
const label = (action: ProcessAction) => processActionLabels[action];

/** Each question and its answers, with the key that gives each answer. */
export const questions: Partial<
  Record<GuidedStep, { title: string; hint?: string; answers: Answer[] }>
> = {
  actionable: {
    title: 'É acionável?',
    hint: 'Existe algo concreto a fazer com isto?',
    answers: [
      { label: 'Sim', key: 's', event: { type: 'actionable', yes: true }, variant: 'contained' },
      { label: 'Não', key: 'n', event: { type: 'actionable', yes: false } },
    ],
  },
  'not-actionable': {
    title: 'Então, o que é?',
    answers: [
      { label: label('reference'), key: 'r', direct: 'reference' },
      { label: label('someday'), key: 'a', direct: 'someday', color: 'secondary' },
      { label: label('trash'), key: 'l', direct: 'trash', color: 'error' },
    ],
  },
  quick: {
    title: 'Leva menos de 2 minutos?',
    hint: 'Se sim, faça agora e marque como feito.',
    answers: [
      {
        label: `Sim — ${label('do-now')}`,
        key: 's',
        event: { type: 'quick', yes: true },
        variant: 'contained',
      },
      { label: 'Não', key: 'n', event: { type: 'quick', yes: false } },
    ],
  },
  how: {
    title: 'Qual o próximo passo?',
    answers: [
      { label: label('next-action'), key: 'p', event: choose('next-action'), variant: 'contained' },
      { label: 'Delegar / Aguardando', key: 'd', event: choose('delegate') },
      { label: label('schedule'), key: 'g', event: choose('schedule') },
      { label: label('to-process'), key: 'e', event: choose('to-process') },
    ],
  },
};

/** The answer a key press gives on this step, if any. */
export function answerForKey(step: GuidedStep, key: string): Answer | undefined {
  return questions[step]?.answers.find((a) => a.key === key.toLowerCase());
}

export function Question({
  step,
  onAnswer,
  busy,
}: {
  step: GuidedStep;
  onAnswer: (answer: Answer) => void;
  busy: boolean;
}) {
  const question = questions[step];
  if (!question) return null;
  return (
    <Box>
      <Typography variant="h6" component="h3" id="guided-question">
        {question.title}
      </Typography>
      {question.hint && (
        <Typography variant="body2" color="text.secondary">
          {question.hint}
        </Typography>
      )}
      <Box
        role="group"
        aria-labelledby="guided-question"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
      >
        {question.answers.map((answer) => (
          <Button
            key={answer.key}
            variant={answer.variant ?? 'outlined'}
            color={answer.color ?? 'primary'}
            disabled={busy}
            onClick={() => onAnswer(answer)}
            aria-keyshortcuts={answer.key.toUpperCase()}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {answer.label}
            <Box
              component="kbd"
              aria-hidden
              sx={{
                ml: 1,
                px: 0.75,
                borderRadius: 0.5,
                border: 1,
                borderColor: 'divider',
                fontSize: 12,
                fontFamily: 'monospace',
                opacity: 0.8,
              }}
            >
              {answer.key.toUpperCase()}
            </Box>
          </Button>
        ))}
      </Box>
    </Box>
  );
}
