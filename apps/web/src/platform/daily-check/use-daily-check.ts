import { useEffect } from 'react';
import { request } from '../http';
import { startDailyCheck } from './daily-check';

/** Mounted once in the signed-in shell: start-up, tab-visible and focus triggers. */
export function useDailyCheck(): void {
  useEffect(() => startDailyCheck(request), []);
}
