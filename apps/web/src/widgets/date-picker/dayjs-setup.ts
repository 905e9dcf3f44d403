/**
 * The one place the picker configures dayjs. Plugins and locales register on the shared dayjs
 * instance, so importing this module is enough for strict parsing and localized names anywhere.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
// English is built into dayjs; the other thirteen picker languages are registered by import.
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ro';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/ru';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import 'dayjs/locale/cs';
import 'dayjs/locale/sl';
import 'dayjs/locale/tr';
import 'dayjs/locale/pl';
import 'dayjs/locale/uk';

dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

export { dayjs };
export type { Dayjs } from 'dayjs';
