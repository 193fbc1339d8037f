/**
 * Every date on the signed-in screens reads in East Africa Time (src/domain/eat.ts): `formatDate` the day,
 * `formatDateTime` the day and time, labelled.
 */
export { eatDate as formatDate, eatDateTime as formatDateTime } from '../domain/eat.ts';
