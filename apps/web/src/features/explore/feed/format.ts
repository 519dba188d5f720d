import { dayjs } from '../../../platform/dates';

/** dd/mm/aaaa (spec §1), or nothing for an item without a date. */
export const shortDate = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY') : '');
