/**
 * The learner's batch pages behind one small module: the route table names one chunk, and each
 * page downloads only when visited (docs/product/batches.md).
 */
export const loadTimetablePage = () => import('./timetable-page').then((m) => m.TimetablePage);
export const loadLiveJoinPage = () => import('./live-join-page').then((m) => m.LiveJoinPage);
export const loadBatchPage = () => import('./batch-page').then((m) => m.BatchPage);
