import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

/**
 * dayjs in pt-BR (spec §1: the default language for dates). Import dayjs from here, never
 * from 'dayjs' directly, so the locale is set wherever dates are shown — and so dayjs
 * loads with the screens that show dates instead of with every page (the sign-in page
 * has none).
 */
dayjs.locale('pt-br');

export { dayjs };
