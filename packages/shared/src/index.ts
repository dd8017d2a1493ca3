export * from './auth.ts';
export * from './constants.ts';
export * from './feeds.ts';
export * from './format.ts';
export * from './pagination.ts';
export * from './site.ts';
