import { agentEventCatalog, triggerKindLabels, type AgentTrigger } from '@orbita/contracts/agents';
import { parseCron, type CronField } from './cron';

/*
 * Schedules in words, written by hand rather than with cronstrue: its pt_BR output for the
 * common cases reads like a translation ("Às 09:00, somente de segunda-feira"), while people
 * say "Toda segunda às 9h". Kept free of React and heavy imports: the agents list uses it too.
 */

const weekdayWords = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
const monthWords = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "a, b e c". */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} e ${words[words.length - 1]}`;
}

/** 9h, 9h05, 0h. */
export function hourText(hour: number, minute: number): string {
  return minute === 0 ? `${hour}h` : `${hour}h${String(minute).padStart(2, '0')}`;
}

const ordinalDay = (d: number) => (d === 1 ? '1º' : String(d));

/** The days part, capitalised: "Todo dia", "Toda segunda", "De segunda a sexta", "Todo dia 1º do mês". */
function daysText(day: CronField, weekday: CronField): string {
  const weekdays = () => {
    if (weekday.range && weekday.range[1] > weekday.range[0]) {
      const [a, b] = weekday.range;
      return `De ${weekdayWords[a % 7]} a ${weekdayWords[b % 7]}`;
    }
    const first = weekday.values[0] ?? 0;
    // "Todo domingo", "Toda segunda", "Toda segunda, quarta e sexta".
    const every = first === 0 || first === 6 ? 'Todo' : 'Toda';
    return `${every} ${joinWords(weekday.values.map((v) => weekdayWords[v]!))}`;
  };
  const days = () =>
    day.values.length === 1
      ? `Todo dia ${ordinalDay(day.values[0]!)} do mês`
      : `Nos dias ${joinWords(day.values.map(ordinalDay))} do mês`;
  if (day.star && weekday.star) return 'Todo dia';
  if (day.star) return weekdays();
  if (weekday.star) return days();
  return `${days()} e ${weekdays().replace(/^T/, 't').replace(/^D/, 'd')}`;
}

/** The times part: "às 9h", "às 9h e 18h", "a cada hora", "a cada 15 minutos". */
function timesText(minute: CronField, hour: CronField): string {
  if (minute.star && hour.star) return 'a cada minuto';
  if (minute.step && minute.values[0] === 0 && hour.star) return `a cada ${minute.step} minutos`;
  if (minute.values.length === 1 && hour.star)
    return minute.values[0] === 0 ? 'a cada hora' : `a cada hora, aos ${minute.values[0]} minutos`;
  if (minute.values.length === 1 && hour.step && hour.values[0] === 0)
    return `a cada ${hour.step} horas${minute.values[0] ? `, aos ${minute.values[0]} minutos` : ''}`;
  if (minute.values.length === 1 && hour.values.length <= 6)
    return `às ${joinWords(hour.values.map((h) => hourText(h, minute.values[0]!)))}`;
  return `nos minutos ${joinWords(minute.values.map(String))} das ${joinWords(hour.values.map((h) => `${h}h`))}`;
}

/**
 * A cron expression in pt-BR: "Toda segunda às 9h", "Todo dia 1º do mês às 8h", "De segunda
 * a sexta às 9h30", "A cada hora". An expression it cannot read says so (the server checks it).
 */
export function describeCron(cron: string): string {
  const spec = parseCron(cron);
  if (!spec) return 'Horário inválido: use cinco campos, como "0 9 * * 1".';
  const days = daysText(spec.day, spec.weekday);
  const times = timesText(spec.minute, spec.hour);
  const months = spec.month.star
    ? ''
    : `, em ${joinWords(spec.month.values.map((m) => monthWords[m - 1]!))}`;
  // "A cada hora" reads alone; "Toda segunda, a cada hora" keeps the days first.
  if (!times.startsWith('às')) {
    const text = days === 'Todo dia' ? capitalize(times) : `${days}, ${times}`;
    return text + months;
  }
  return `${days} ${times}${months}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A trigger in words, for the list and the editor: "Quando: Tarefa concluída", "Toda segunda às 9h". */
export function describeTrigger(trigger: AgentTrigger): string {
  switch (trigger.kind) {
    case 'event':
      return `Quando: ${agentEventCatalog[trigger.event]?.label ?? trigger.event}`;
    case 'schedule':
      return describeCron(trigger.cron);
    case 'webhook':
      return triggerKindLabels.webhook;
  }
}
