export * from './auth.ts';
export * from './constants.ts';
export * from './event-schemas.ts';
export * from './events.ts';
export * from './format.ts';
export * from './pagination.ts';
export * from './site.ts';
