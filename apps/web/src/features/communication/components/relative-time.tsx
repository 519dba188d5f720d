import { Typography, type TypographyProps } from '@mui/material';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';

dayjs.extend(relativeTime);

/**
 * "há 5 minutos", in pt-BR whatever the app's global locale; the exact moment on hover. A
 * moment after `now` (arrived live since the last minute's tick, or a server clock a little
 * ahead) is "há poucos segundos", never "em poucos segundos".
 */
export function relativeTo(iso: string, now: Date): string {
  const at = dayjs(iso);
  return (at.isAfter(now) ? dayjs(now) : at).locale('pt-br').from(now);
}

export function exactDate(iso: string): string {
  return dayjs(iso).locale('pt-br').format('DD/MM/YYYY [às] HH:mm');
}

/** Re-renders every minute, so "agora mesmo" becomes "há 2 minutos" on an open screen. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function RelativeTime({ iso, ...props }: { iso: string } & TypographyProps<'time'>) {
  const now = useNow();
  return (
    <Typography component="time" dateTime={iso} title={exactDate(iso)} {...props}>
      {relativeTo(iso, now)}
    </Typography>
  );
}
