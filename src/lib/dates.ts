/**
 * Every date on the signed-in screens reads in East Africa Time (machines/eat.ts): `formatDate` the day,
 * `formatDateTime` the day and time, labelled.
 */
export { eatDate as formatDate, eatDateTime as formatDateTime } from '../../machines/eat.ts';
