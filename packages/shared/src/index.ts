export * from './auth.ts';
export * from './constants.ts';
export * from './course-rules.ts';
export * from './courses.ts';
export * from './format.ts';
export * from './pagination.ts';
export * from './reviews.ts';
export * from './site.ts';
